/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* aes128_avr_inv_sbox_ram: S^-1 (from src/groestl_sbox.h) in SRAM, 256-byte aligned in .data
 * (copied from flash by the C start-up, whose copy loop the object pulls in). */
#include "sbox_tables.inc"
    .global __do_copy_data
    TABLE_BEGIN .data.aes128_inv_sbox, aes128_avr_inv_sbox_ram, aw
    INV_SBOX_BYTES
    .size aes128_avr_inv_sbox_ram, 256
