/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl256_fast_large.S - Grøstl-256 for the ATmega128: speed first, flash no object
 * (about 23 KB; avr-gcc ABI). -DGROESTL_AVR_V0 assembles Grøstl-0-256 instead of the final
 * version. groestl256_fast.S is the same tables and RAM with one round of P and one of Q
 * written out, in 4 to 5 KB.
 *
 * Design:
 * - Tables: x2 in SRAM (tables/gf_x2_ram.S: a column needs 16 doublings), the S-box in flash
 *   (LPM, 3 cycles, 8 a column) and, in the final version, SQ(x) = S(~x) for Q, so Q's
 *   complement costs nothing.
 * - No table-page switches: ZH stays on the S-box page (LPM needs Z) and XH on the x2 page
 *   for a whole permutation; doubling is `ld r26, X` on the value already in XL.
 * - Two 64-byte states at fixed addresses: rounds 2..9 read them diagonally with LDS
 *   (ShiftBytes by addressing) and write whole columns with STS, so Y is free for h or m.
 *   P's first round reads h (Y) and m (Z, before ZH goes to the S-box page) and XORs them
 *   (no h ^ m pass); Q's reads the message itself. Every round is written out, MixBytes
 *   inlined (48 XOR, 16 doublings, 8 stores); the middle rounds loop over FAST_UNROLL pairs.
 * - The last round of each permutation XORs its columns into h (3 cycles a byte instead of
 *   a 7-cycle pass), so h ^= P(h ^ m) ^ Q(m) needs no pass at all. The output transform is
 *   P(h) from h itself, and its last round makes only the columns of the digest.
 * Cycles per column: 16 loads + 24 LPM + 1 constant + 1 RC + 108 MixBytes = 150; P's first
 * round 26 more, last rounds 24 more (README.md has the budget).
 *
 * Register map: groestl256.inc (A0..A7 = r0..r7, RC = r16, T0..T7 = r18..r25) and
 * groestl256_api.inc (r8..r15, r17), but X is the x2 look-up pointer (XL the index), ZL is
 * the scratch of the stores into h, and Y points to h (P's first and last rounds, Q's last)
 * or m (Q's first).
 */
#include "groestl256.inc"

#define SBOX_PAGE hi8(groestl_avr_sbox_flash)
#ifdef GROESTL_AVR_V0
#define SQ_PAGE SBOX_PAGE
#else
#define SQ_PAGE hi8(groestl_avr_sq_flash)
#endif
#define X2_PAGE hi8(gf_x2_ram)
#ifndef FAST_UNROLL
#define FAST_UNROLL 1               /* pairs of middle rounds written out (4: no loop, ~0.7
                                       cycles/byte faster for twice the flash) */
#endif

    .section .bss.groestl256_fast_large_ab, "aw", @nobits
fast_large_a:   .skip 64            /* the states between rounds, at fixed addresses */
fast_large_b:   .skip 64

    .section .text.groestl256_fast_large, "ax", @progbits

/* One output column j: load + constant + SubBytes (S-box page in ZH all along) from the
 * state at Y (src = y) or at a fixed address (src = a label), then MixBytes (x2 look-ups
 * through X, XH = the x2 page all along) to the state at the label dst (store = sts) or
 * XORed into h at Y (store = xory, dst unused). */
.macro FCOLUMN kind, src, store, dst, j, s0, s1, s2, s3, s4, s5, s6, s7
    LOAD_COLUMN \kind, \j, lpm, \src, sq, RC, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7
    RC_NEXT_COLUMN \kind, \j, \s7, sq
    MIXBYTES 26, ld, X, \store, \dst, 8*\j
.endm

/* A round: columns first..7 (the output transform needs only columns 4..7 of its last). */
.macro FROUND kind, src, store, dst, first, shifts:vararg
    .irp j, 0,1,2,3,4,5,6,7
    .if \j >= \first
    FCOLUMN \kind, \src, \store, \dst, \j, \shifts
    .else
    RC_NEXT_COLUMN \kind, \j, 0, sq   /* (P only) the constant still moves on */
    .endif
    .endr
    RC_NEXT_ROUND \kind, sq
.endm

/* P's first round reads h (at Y) ^ m (at r12:r13) itself: the column's 8 message bytes go
 * to T0..T7 through Z, then each h byte is read into ZL, XORed and looked up. 26 cycles
 * more a column than a plain one, but no 64-byte pass. */
.macro HM_M j, row, s
    .altmacro
    HM_M2 %(18+\row), %(((\j+\s)&7)*8+\row)
    .noaltmacro
.endm
.macro HM_M2 treg, off
    ldd r\treg, Z+\off
.endm
.macro HM_ROW j, row, s, s7
    .altmacro
    HM_ROW2 \j, \row, \s7, %(18+\row), %(((\j+\s)&7)*8+\row)
    .noaltmacro
.endm
.macro HM_ROW2 j, row, s7, treg, off
    ldd r30, Y+\off
    eor r30, r\treg
    ARC P, \j, \row, \s7, 30, sq
    lpm r\row, Z
.endm
.macro FCOLUMN_HM j, s0, s1, s2, s3, s4, s5, s6, s7
    movw r30, r12
    HM_M \j, 0, \s0
    HM_M \j, 1, \s1
    HM_M \j, 2, \s2
    HM_M \j, 3, \s3
    HM_M \j, 4, \s4
    HM_M \j, 5, \s5
    HM_M \j, 6, \s6
    HM_M \j, 7, \s7
    ldi r31, SBOX_PAGE
    HM_ROW \j, 0, \s0, \s7
    HM_ROW \j, 1, \s1, \s7
    HM_ROW \j, 2, \s2, \s7
    HM_ROW \j, 3, \s3, \s7
    HM_ROW \j, 4, \s4, \s7
    HM_ROW \j, 5, \s5, \s7
    HM_ROW \j, 6, \s6, \s7
    HM_ROW \j, 7, \s7, \s7
    RC_NEXT_COLUMN P, \j, \s7, sq
    MIXBYTES 26, ld, X, sts, fast_large_a, 8*\j
.endm
.macro FROUND_HM shifts:vararg
    .irp j, 0,1,2,3,4,5,6,7
    FCOLUMN_HM \j, \shifts
    .endr
    RC_NEXT_ROUND P, sq
.endm

/* Rounds 2..9 of a permutation: A -> B -> A, four times: `unroll` (1, 2 or 4) pairs of
 * rounds written out, in a loop that ends on the round constant unless that is all four. */
.macro FMIDDLE kind, unroll, shifts:vararg
    RC_AFTER \kind, sq, 9, fl_rc9_\kind
1:
    .rept \unroll
    FROUND \kind, fast_large_a, sts, fast_large_b, 0, \shifts
    FROUND \kind, fast_large_b, sts, fast_large_a, 0, \shifts
    .endr
    .if \unroll < 4
    cpi RC, fl_rc9_\kind
    breq 2f
    jmp 1b
2:
    .endif
.endm

/* fast_large_output: the digest at r10:r11 = (P(h) ^ h)[32..63]: h ^= P(h) (its last round
 * only for columns 4..7), then copy. */
fast_large_output:
    movw r28, r14                   /* Y = h */
    ldi r27, X2_PAGE
    ldi r31, SBOX_PAGE
    RC_FIRST P, sq
    FROUND P, y, sts, fast_large_a, 0, P_SHIFTS
    FMIDDLE P, 1, P_SHIFTS
    FROUND P, fast_large_a, xory, 0, 4, P_SHIFTS
    clr r1
    movw r30, r14
    adiw r30, 32
    movw r26, r10
    ldi r19, 32
2:  ld r0, Z+
    st X+, r0
    dec r19
    brne 2b
    ret

/* The API (groestl_avr.h): one call, init, update, final; the halves of the compression
 * function are at the end of the file (long: reached with call/jmp). */
#define PAD_BUF_1 fast_large_b      /* P's first round reads m, writes A; round 2 writes B */
#define PAD_BUF_2 fast_large_b      /* Q's first round reads m, writes A */
#define API_SAVED CALL_SAVED
#include "groestl256_api.inc"
    GROESTL_API fast_large, call, jmp

/* void groestl256_fast_large_P(uint_farptr_t msg, uint32_t len, uint8_t digest[32]):
 * groestl256_api.inc's GROESTL_API_FLASH. */
    GROESTL_API_FLASH fast_large, call, jmp

/* Last in the file: the long unrolled permutations do not push the API's RCALLs out of reach.
 * fast_large_compress_1: h ^= P(h ^ m); fast_large_compress_2: h ^= Q(m). h at r14:r15, m at
 * r12:r13. Rounds 2..9 read and write A/B at fixed addresses; Y points to h (P's first and
 * last rounds, Q's last) or m (Q's first). ZH holds the S-box page and XH the x2 page
 * throughout (no page switches). Clobbers r0, r2..r7, r16, r18..r31; r1 = 0 at the end. */
    .section .text.groestl256_fast_large, "ax", @progbits
fast_large_compress_1:
    movw r28, r14                   /* Y = h */
    ldi r27, X2_PAGE
    RC_FIRST P, sq
    FROUND_HM P_SHIFTS
    FMIDDLE P, FAST_UNROLL, P_SHIFTS
    FROUND P, fast_large_a, xory, 0, 0, P_SHIFTS
    clr r1
    ret
fast_large_compress_2:
    movw r28, r12                   /* Q's round 1 reads m itself */
    ldi r27, X2_PAGE
    ldi r31, SQ_PAGE
    RC_FIRST Q, sq
    FROUND Q, y, sts, fast_large_a, 0, Q_SHIFTS
    FMIDDLE Q, FAST_UNROLL, Q_SHIFTS
    movw r28, r14
    FROUND Q, fast_large_a, xory, 0, 0, Q_SHIFTS
    clr r1
    ret
