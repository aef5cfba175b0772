/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AES tables in flash beside the shared ones (tables/): aes128_avr_inv_sbox_flash (S^-1,
 * from src/groestl_sbox.h) and aes128_avr_x4_flash (4·v, InvMixColumns), each 256-byte
 * aligned in its own section (--gc-sections keeps those a program uses). */
#include "common.inc"
#include "sbox_tables.inc"
    TABLE_BEGIN .progmem.aes128_inv_sbox, aes128_avr_inv_sbox_flash, a
    INV_SBOX_BYTES
    .size aes128_avr_inv_sbox_flash, 256
    TABLE_BEGIN .progmem.aes128_x4, aes128_avr_x4_flash, a
    GF_X4_BYTES
    .size aes128_avr_x4_flash, 256
