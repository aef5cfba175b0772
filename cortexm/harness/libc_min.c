/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* libc_min.c - the two libc functions the library may call (memcpy, memset), for the
 * firmwares, which link no C library: words where both pointers are 4-byte aligned, else
 * bytes. The measured programs and their baselines both have them, so they are not counted
 * in anyone's flash; their cycles are counted where a hash calls them (ours and the peers').
 * Built with -fno-tree-loop-distribute-patterns, or GCC would make these loops calls to
 * themselves. */
#include <stddef.h>
#include <stdint.h>

void *memcpy(void *to, const void *from, size_t n)
{
    uint8_t *d = to;
    const uint8_t *s = from;
    if ((((uintptr_t)d | (uintptr_t)s) & 3) == 0)
        for (; n >= 4; n -= 4, d += 4, s += 4)
            *(uint32_t *)d = *(const uint32_t *)s;
    while (n--)
        *d++ = *s++;
    return to;
}

void *memset(void *to, int value, size_t n)
{
    uint8_t *d = to;
    if (((uintptr_t)d & 3) == 0)
        for (uint32_t v = (uint8_t)value * 0x01010101u; n >= 4; n -= 4, d += 4)
            *(uint32_t *)d = v;
    while (n--)
        *d++ = (uint8_t)value;
    return to;
}
