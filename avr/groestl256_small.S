/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl256_small.S - Grøstl-256 for the ATmega128 in little flash (about 1.3 KB) and about
 * 480 bytes of RAM (avr-gcc ABI). -DGROESTL_AVR_V0 assembles Grøstl-0-256 instead of the final
 * version.
 *
 * Design: groestl256_fast.S's plan (x2 in SRAM, S-box in flash, two states, one round of P and
 * one of Q run 10 times, groestl256_twostate.inc around them), with MixBytes a subroutine
 * instead of inlined in every column, and SubBytes in it too: the column loads only read
 * (LDD, 2 cycles a byte) and the subroutine looks the bytes up (MOV, LPM: 4). Q's entry
 * first complements rows 0..6 (row 7's round constant is complemented instead): no S(~x)
 * table, 256 bytes of flash less for 7 cycles a Q column.
 * Cycles per column: P 16 + 2 + 3 (rcall) + 1 + 32 + 1 + 108 + 4 (ret) = 167, Q 7 more;
 * per round 8 columns + 11 (constant, swap, loop).
 *
 * Register map: groestl256.inc (A0..A7 = r0..r7, RC = r16, T0..T7 = r18..r25, X output,
 * Y input, Z tables) and groestl256_api.inc (r8..r15, r17).
 */
#include "groestl256.inc"
#include "groestl256_twostate.inc"

#define SBOX_PAGE hi8(groestl_avr_sbox_flash)
#define X2_PAGE hi8(gf_x2_ram)

/* The two states, 128-aligned: B = A + 64 and A = B ^ 64 in the low address byte. */
    .section .bss.groestl256_small_ab, "aw", @nobits
    .balign 128
small_a:    .skip 64
small_b:    .skip 64

    .section .text.groestl256_small, "ax", @progbits

/* small_submix_q: rows 0..6 complemented (row 7's constant was), then small_submix_p:
 * SubBytes and MixBytes of A0..A7 to X+. Grøstl-0's Q has no complement. Clobbers r0..r7,
 * r18..r25, Z. P: 1 + 32 + 1 + 108 + 4 (ret) = 146 cycles, Q: 7 more. */
small_submix_q:
#ifndef GROESTL_AVR_V0
    .irp r, r0,r1,r2,r3,r4,r5,r6
    com \r
    .endr
#endif
small_submix_p:
    ldi r31, SBOX_PAGE
    SUBBYTES_REGS lpm
    ldi r31, X2_PAGE
    MIXBYTES 30, ld, Z, st
    ret

/* One round of `kind` from the state at Y to the state at X (X advances by 64). */
/* fast.S's FAST_ROUND with MixBytes a subroutine: the flash this form saves. */
.macro SMALL_ROUND kind, q, submix, s0, s1, s2, s3, s4, s5, s6, s7
    .irp j, 0,1,2,3,4,5,6,7
    LOAD_COLUMN \kind, \j, raw, y, \q, RC, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7
    RC_NEXT_COLUMN \kind, \j, \s7, \q
    rcall \submix
    .endr
    RC_NEXT_ROUND \kind, \q
.endm

/* The permutations (groestl256_twostate.inc). Clobber r0, r2..r7, r16, r18..r31. */
small_perm_p:
    TWO_STATE_PERMUTATION P, later, SMALL_ROUND, P, later, small_submix_p, P_SHIFTS
small_perm_q:
    TWO_STATE_PERMUTATION Q, later, SMALL_ROUND, Q, later, small_submix_q, Q_SHIFTS

/* compress_1, compress_2, output (groestl256_twostate.inc) */
    TWO_STATE small, 4

/* The API (groestl_avr.h): one call, init, update, final. */
#define PAD_BUF_1 small_a
#define PAD_BUF_2 small_b
#define API_SAVE_LOOP
#include "groestl256_api.inc"
    GROESTL_API small
