/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* groestl_avr_sbox_ram: the Grøstl/AES S-box in SRAM (a 2-cycle LD with the high address byte
 * fixed), 256-byte aligned in .data, copied from flash by the C start-up. The object pulls in
 * avr-libc's .data copy loop, which an assembly-only .data does not do by itself. */
#include "sbox_tables.inc"
    .global __do_copy_data
    TABLE_BEGIN .data.groestl_sbox, groestl_avr_sbox_ram, aw
    SBOX_BYTES
    .size groestl_avr_sbox_ram, 256
