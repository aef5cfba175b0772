/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* gf_x2_flash: x2[v] = 2·v in GF(2^8) (0x11b) in flash, 256-byte aligned (Grøstl's MixBytes,
 * AES's MixColumns). */
#include "common.inc"
#include "sbox_tables.inc"
    TABLE_BEGIN .progmem.gf_x2, gf_x2_flash, a
    GF_X2_BYTES
    .size gf_x2_flash, 256
