/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * gf_x2_ram: x2[v] = 2·v in GF(2^8) (0x11b) in SRAM, 256-byte aligned, built by start-up code
 * (.init8, after avr-libc has cleared .bss) instead of copied from a flash image: 20 bytes of
 * flash instead of 256 + the copy loop. Not message-dependent; runs once before main.
 * The table is in the plain .bss section, which avr-ld's script places before every .bss.*
 * section: so it starts .bss, and needs no alignment padding when .data is a multiple of 256
 * bytes long (empty, or 256-byte SRAM tables), as in the benchmark's programs.
 */
#include "common.inc"
    .section .bss, "aw", @nobits
    .balign 256
    .global gf_x2_ram
    .type gf_x2_ram, @object
gf_x2_ram:
    .skip 256
    .size gf_x2_ram, 256

    .section .init8, "ax", @progbits
    ldi r30, lo8(gf_x2_ram)         /* ZL = v (the table is 256-aligned), ZH = its page */
    ldi r31, hi8(gf_x2_ram)
1:  mov r25, r30                    /* r25 = v << 1, ^ 0x1b when v >= 0x80 */
    lsl r25
    brcc 2f
    ldi r18, 0x1b
    eor r25, r18
2:  st Z, r25
    inc r30
    brne 1b
