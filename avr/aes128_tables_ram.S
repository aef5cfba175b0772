/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AES tables in SRAM (.data, copied from flash by the C start-up; LD, 2 cycles):
 * aes128_avr_inv_sbox_ram, aes128_avr_x2_ram, aes128_avr_x4_ram (see aes128_tables.inc). */
#define AES_TABLE(name) aes128_avr_##name##_ram
#define AES_TABLE_SECTION(name) .section .data.name, "aw", @progbits
    .global __do_copy_data              /* pull in avr-libc's .data copy loop: asm does not */
#include "aes128_tables.inc"
