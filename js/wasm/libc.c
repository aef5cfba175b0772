/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * libc.c - the few C library functions the library calls, for its WebAssembly build (no C
 * library there). Built freestanding (-fno-builtin), so that clang does not turn these loops
 * back into calls of the functions they define. Where the build has bulk memory (the simd128
 * module: every engine with SIMD128 has it), memcpy and memset are its instructions: the
 * API wipes the stack and the context after every call, so memset is on the hot path of
 * short messages.
 */
#include <stdlib.h>
#include <string.h>

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
#if defined(__wasm_bulk_memory__)
    __builtin_memcpy(dst, src, n); /* memory.copy */
    return dst;
#endif
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n-- > 0)
        *d++ = *s++;
    return dst;
}

void *memset(void *dst, int byte, size_t n)
{
#if defined(__wasm_bulk_memory__)
    __builtin_memset(dst, byte, n); /* memory.fill */
    return dst;
#endif
    unsigned char *d = dst;
    while (n-- > 0)
        *d++ = (unsigned char)byte;
    return dst;
}

int strcmp(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b)
        a++, b++;
    return (unsigned char)*a - (unsigned char)*b;
}

char *getenv(const char *name)
{
    (void)name;
    return NULL;
}
