/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The AES table in flash beside the shared ones (tables/): aes128_avr_inv_sbox_flash (S^-1,
 * from src/groestl_sbox.h), 256-byte aligned in its own section (--gc-sections keeps it
 * only in a program that uses it). */
#include "common.inc"
#include "sbox_tables.inc"
    TABLE_BEGIN .progmem.aes128_inv_sbox, aes128_avr_inv_sbox_flash, a
    INV_SBOX_BYTES
    .size aes128_avr_inv_sbox_flash, 256
