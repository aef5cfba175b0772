/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* stdlib.h of the WebAssembly build (js/wasm/libc.c): a module has no environment, so the
 * backend is chosen by groestl_set_backend, never by GROESTL_BACKEND. */
#ifndef GROESTL_WASM_STDLIB_H
#define GROESTL_WASM_STDLIB_H

#include <stddef.h>

char *getenv(const char *name);

#endif
