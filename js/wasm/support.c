/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* support.c - what the JavaScript side of the package asks the module besides the library's
 * own API: the size of the context it keeps for each streaming hasher (js/src/api.js), and
 * for the tests, the backend's SubBytes alone (js/test/module.test.mjs). */
#include <stddef.h>

#include "groestl_impl.h"

size_t groestl_wasm_ctx_size(void)
{
    return sizeof(groestl_ctx);
}

/* SubBytes of 16 bytes as the backend in use computes it; 0, or -1 where it looks the S-box
 * up in a table (portable) and has no such function. */
int groestl_wasm_sub_bytes(uint8_t bytes[16])
{
    const groestl_backend_ops *b = groestl_current_backend();
    if (b == NULL || b->sub_bytes == NULL)
        return -1;
    b->sub_bytes(bytes);
    return 0;
}
