/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* string.h of the WebAssembly build, which has no C library: the functions the library uses,
 * defined in js/wasm/libc.c. */
#ifndef GROESTL_WASM_STRING_H
#define GROESTL_WASM_STRING_H

#include <stddef.h>

void *memcpy(void *restrict dst, const void *restrict src, size_t n);
void *memset(void *dst, int byte, size_t n);
int strcmp(const char *a, const char *b);

#endif
