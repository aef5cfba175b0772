/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* groestl_avr_sq_flash: SQ[v] = S(~v) in flash, 256-byte aligned: Grøstl's Q complements every
 * byte before SubBytes, and a look-up in SQ does both. */
#include "sbox_tables.inc"
    TABLE_BEGIN .progmem.groestl_sq, groestl_avr_sq_flash, a
    SQ_BYTES
    .size groestl_avr_sq_flash, 256
