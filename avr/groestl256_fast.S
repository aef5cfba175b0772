/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl256_fast.S - Grøstl-256 for the ATmega128: speed within a few KB of flash and about
 * 480 bytes of RAM (avr-gcc ABI). -DGROESTL_AVR_V0 assembles Grøstl-0-256 instead of the final
 * version. groestl256_fast_large.S is the same plan with every round written out.
 *
 * Design:
 * - Tables: x2 in SRAM (tables/gf_x2_ram.S, 2-cycle LD: a column needs 16 doublings), the
 *   S-box in flash (3-cycle LPM, 8 a column) and, for Q, SQ(x) = S(~x) (Q's complement free).
 * - One round of P and one of Q are written out (8 columns, MixBytes inlined in each) and
 *   run 10 times: the round reads its input state diagonally at Y (ShiftBytes by
 *   addressing) and writes whole columns at X, so the two 64-byte states A, B take turns.
 *   Z holds the table page: the S-box's for the column's 8 look-ups, then x2's for MixBytes.
 * - The compression function runs Q first, then one pass makes h ^= Q(m) and A = h ^ m
 *   together, then P and h ^= A (groestl256_twostate.inc).
 * Cycles per column: 1 + 40 (8 LDD + 8 LPM) + 2 (round constant) + 1 + 108 (MixBytes:
 * 48 XOR, 16 doublings, 8 stores) = 152; per round 8 columns + 11 (constant, swap, loop).
 *
 * Register map: groestl256.inc (A0..A7 = r0..r7, RC = r16, T0..T7 = r18..r25, X output,
 * Y input, Z tables) and groestl256_api.inc (r8..r15, r17).
 */
#include "groestl256.inc"
#include "groestl256_twostate.inc"

#define SBOX_PAGE hi8(groestl_avr_sbox_flash)
#define Q_MODE sq                   /* Q's complement: the S(~x) table (Grøstl-0: none) */
#ifdef GROESTL_AVR_V0
#define SQ_PAGE SBOX_PAGE
#else
#define SQ_PAGE hi8(groestl_avr_sq_flash)
#endif
#define X2_PAGE hi8(gf_x2_ram)

/* The two states, 128-aligned: B = A + 64 and A = B ^ 64 in the low address byte. */
    .section .bss.groestl256_fast_ab, "aw", @nobits
    .balign 128
fast_a:     .skip 64
fast_b:     .skip 64

    .section .text.groestl256_fast, "ax", @progbits

/* One round of `kind` (P or Q) from the state at Y to the state at X (X advances by 64). */
.macro FAST_ROUND kind, q, spage, s0, s1, s2, s3, s4, s5, s6, s7
    .irp j, 0,1,2,3,4,5,6,7
    ldi r31, \spage
    LOAD_COLUMN \kind, \j, lpm, y, \q, RC, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7
    RC_NEXT_COLUMN \kind, \j, \s7, \q
    ldi r31, X2_PAGE
    MIXBYTES 30, ld, Z, st
    .endr
    RC_NEXT_ROUND \kind, \q
.endm

/* The permutations (groestl256_twostate.inc). Clobber r0, r2..r7, r16, r18..r31. */
fast_perm_p:
    TWO_STATE_PERMUTATION P, sq, FAST_ROUND, P, sq, SBOX_PAGE, P_SHIFTS
fast_perm_q:
    TWO_STATE_PERMUTATION Q, Q_MODE, FAST_ROUND, Q, Q_MODE, SQ_PAGE, Q_SHIFTS

/* compress_1, compress_2, output (groestl256_twostate.inc) */
    TWO_STATE fast

/* The API (groestl_avr.h): one call, init, update, final, flash input. */
#define PAD_BUF_1 fast_a
#define PAD_BUF_2 fast_b
#define API_SAVED CALL_SAVED
#include "groestl256_api.inc"
    GROESTL_API fast
    GROESTL_API_FLASH fast
