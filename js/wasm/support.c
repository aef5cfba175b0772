/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* support.c - what the JavaScript side of the package asks the module besides the library's
 * own API (js/src/wasm.js): the size of the context it keeps for each streaming hasher. */
#include <stddef.h>

#include "groestl.h"

size_t groestl_wasm_ctx_size(void)
{
    return sizeof(groestl_ctx);
}
