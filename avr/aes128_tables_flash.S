/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AES tables in flash (LPM, 3 cycles; placed below 64 KiB with the other progmem):
 * aes128_avr_inv_sbox_flash, aes128_avr_x2_flash, aes128_avr_x4_flash (aes128_tables.inc). */
#define AES_TABLE(name) aes128_avr_##name##_flash
#define AES_TABLE_SECTION(name) .section .progmem.name, "a", @progbits
#include "aes128_tables.inc"
