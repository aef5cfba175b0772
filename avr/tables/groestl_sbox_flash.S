/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* groestl_avr_sbox_flash: the Grøstl/AES S-box in flash (LPM/ELPM), 256-byte aligned. */
#include "sbox_tables.inc"
    TABLE_BEGIN .progmem.groestl_sbox, groestl_avr_sbox_flash, a
    SBOX_BYTES
    .size groestl_avr_sbox_flash, 256
