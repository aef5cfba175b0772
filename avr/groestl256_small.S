/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl256_small.S - Grøstl-256 for the ATmega128, small-code variant (avr-gcc ABI).
 * -DGROESTL_AVR_V0 assembles Grøstl-0-256 instead of the final version.
 *
 * Design (seed 002's "Balanced" plan, made smaller and faster):
 * - two 64-byte states A/B: each round reads the input diagonally (ShiftBytes for free) and
 *   writes whole columns to the other buffer; the first round of Q reads the message itself;
 * - the 8 column loads of a round are unrolled (fixed LDD offsets, 1 per row); SubBytes and
 *   MixBytes are one routine (RCALL), shared by P and Q;
 * - look-ups (LD, 2 cycles) in two SRAM tables: the S-box (shared object) and x2, built once
 *   at start-up (.init8, like .data's copy).
 * Cycles per column: 16 loads + 1 constant + 1 RC + 3 (rcall) + 142 (P) or 149 (Q: the
 * complement) SubBytes+MixBytes.
 *
 * Register map: see groestl256.inc; here also
 *   r10:r11  len left (update)    r12:r13  message block pointer m    r14:r15  ctx (h first)
 */
#define SBOX_INSN ld
#define X2_INSN ld
#define SBOX_IN_MIXBYTES
#define Q_COMPLEMENT_LATER
#include "groestl256.inc"

#define SBOX_PAGE hi8(groestl_avr_sbox_ram)

    .section .bss.groestl256_small_ab,"aw",@nobits
    .balign 128
small_a:    .skip 64                /* 128-aligned: the other buffer of Y is Y ^ 64, and */
small_b:    .skip 64                /* both are in one 256-byte page */

    .section .text.groestl256_small,"ax",@progbits

/* ---------------------------------------------------------------------------------------- */
/* small_mixbytes_P / _Q: SubBytes (Q: of the complement) and MixBytes of A0..A7, to X+.
 * Q complements rows 0..6 (row 7 got ~RC at load time: ARC) and goes on as P. Grøstl-0's Q
 * has no complement: the same entry. Clobbers A0..A7, T0..T7, Z.
 * (Q: 7 +) 1 + 24 + 1 + 112 + 4 (ret) = 142 (Q: 149) cycles. */
small_mixbytes_Q:
#ifndef GROESTL_AVR_V0
    .irp areg, 2,3,4,5,6,7,8
    com r\areg
    .endr
#endif
small_mixbytes_P:
    ldi r31, SBOX_PAGE
    SUBBYTES_REGS
small_mixbytes:
    ldi r31, hi8(gf_x2_ram)
    MIXBYTES_BODY
    ret

/* One output column j: load, next constant, MixBytes. */
.macro COLUMN kind, j, s0, s1, s2, s3, s4, s5, s6, s7
    LOAD_COLUMN \kind, \j, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7
    RC_NEXT_COLUMN \kind, \j, \s7
    rcall small_mixbytes_\kind
.endm

/* A whole permutation: 10 rounds from Y (first round only) to small_a, through small_b. */
.macro PERMUTATION kind, first, shifts:vararg
    ldi RC, \first
    ldi RND, 10
1:  COLUMN \kind, 0, \shifts
    COLUMN \kind, 1, \shifts
    COLUMN \kind, 2, \shifts
    COLUMN \kind, 3, \shifts
    COLUMN \kind, 4, \shifts
    COLUMN \kind, 5, \shifts
    COLUMN \kind, 6, \shifts
    COLUMN \kind, 7, \shifts
    RC_NEXT_ROUND \kind
    movw r28, r26                   /* Y = the state just written (X - 64) */
    subi r28, 64
    sbci r29, 0
    movw r26, r28                   /* X = the other buffer: A <-> B (after round 1 of Q, Y = B) */
    ldi r18, 64
    eor r26, r18
    dec RND
    breq 2f
    rjmp 1b
2:  ret
.endm

/* small_perm_p / small_perm_q: in Y (64 bytes, read only), X = small_b; out small_a, and
 * leave Y = small_a, X = small_b. Clobbers r2..r9, r16..r25, X, Y, Z. */
small_perm_p:
    PERMUTATION P, RC_P_FIRST, P_SHIFTS
small_perm_q:
    PERMUTATION Q, RC_Q_FIRST, Q_SHIFTS

/* small_compress: h = P(h ^ m) ^ Q(m) ^ h, h at r14:r15, m at r12:r13 (both kept).
 * Clobbers r0, r2..r9, r16..r25, X, Y, Z. */
small_compress:
    movw r26, r14                   /* A = h ^ m */
    movw r30, r12
    ldi r28, lo8(small_a)
    ldi r29, hi8(small_a)
    rcall small_xor64               /* leaves Y = A + 64 = B */
    movw r26, r28                   /* A = P(A): X = B, Y = A (same page) */
    ldi r28, lo8(small_a)
    rcall small_perm_p
    rcall small_h_xor_a             /* h ^= P(h ^ m); leaves Z = A + 64 = B */
    movw r26, r30                   /* A = Q(m), round 1 straight from m, X = B */
    movw r28, r12
    rcall small_perm_q
small_h_xor_a:                      /* h ^= A (Y = A, as the permutations leave it) */
    movw r30, r28
    movw r28, r14
    movw r26, r14                   /* on into small_xor64; leaves Z = B (small_output counts on it) */

/* small_xor: Y[k] = X[k] ^ Z[k], k < 4·r19. Clobbers r0, r18, r19, X, Y, Z. 31 cycles per 4 bytes. */
small_xor64:
    ldi r19, 16
small_xor:
1:  .rept 4
    ld r0, X+
    ld r18, Z+
    eor r0, r18
    st Y+, r0
    .endr
    dec r19
    brne 1b
    ret

/* small_output: digest (r10:r11) = (P(h) ^ h)[32..63]. Entered only right after
 * small_compress (final), which leaves Z = small_b. */
small_output:
    movw r26, r30                   /* A = P(h): X = B */
    movw r28, r14
    rcall small_perm_p              /* leaves X = B */
    sbiw r26, 32                    /* digest = (A ^ h)[32..63]: X = A + 32 */
    movw r30, r14
    adiw r30, 32
    movw r28, r10
    ldi r19, 8
    rcall small_xor
    rjmp small_restore

/* The API (groestl_avr.h): init, update, final, one call; context STREAM_CTX_SIZE bytes. */
#define STREAM_SAVED CALL_SAVED
#include "groestl256_api.inc"
    STREAM_API small
