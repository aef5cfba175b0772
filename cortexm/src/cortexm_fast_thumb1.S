/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_fast_thumb1.S - one round of the fast variant in Thumb-1 (ARMv6-M: Cortex-M0+;
 * the M3, M4 and M33 run cortexm_fast_thumb2.S), the method of cortexm_fast_thumb2.S
 * without its shifted operands: cortexm_fast.c runs the rounds, the passes around them and
 * Grøstl-0's constants in C. NOT constant-time: a table is indexed with state bytes.
 *
 * void groestl_cm_fast_round_thumb1(const uint32_t *in, uint32_t *out, uint32_t rc,
 *                                   unsigned body);
 *   in: the state, its columns twice in a row (2 x 8C bytes), carrying this round's
 *   constant; out: the next state, written likewise, carrying the next round's constant, rc:
 *   P: (c << 24), c = (j << 4) ^ (round + 1) of column j = 0; Q (stored complemented):
 *   ~(c << 24). body: 1 for the 1024-bit permutations, + 4 for Q's shifts and constant.
 * An output column (cortexm_fast_thumb2.S, "Plan"), by Horner:
 *   acc = T0[a3] ^ swap(T0[a7]); acc = rotl8(acc) ^ T0[a2] ^ swap(T0[a6]); ... a0, a4.
 * Cycle budget by count (Cortex-M0+, the model of cortexm/model.py: loads and stores 2,
 * ALU and MOV 1, taken branch 2), per column:
 *   8 look-ups: LDRB of the state byte (an offset over 31 first MOVS 1), LSLS + ADDS to the
 *     entry, its 2 words: 8 (9); 7 x 2 EORs                                   68 + 14 (P-1024)
 *   3 rotations by 8 bits of the 64-bit sum (6 ALU each: no shifted operands)        18
 *   the constant 3; the column to both copies 12; next column, counter, branch 5     20
 *   = about 120 (the C on rows: about 225); a round of 16 columns and the call about 1.97 k.
 * Measured figures: docs/BENCHMARKS.md, "## Cortex-M".
 *
 * Registers: r0 input column, r1 T0, r2 the entry's address, r3:r4 the sum (lo, hi), r5:r6
 * a look-up, r7 scratch; r8 output column, r9 rc, r10 the input's end, r11 rc's step.
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 1 /* the M3+: cortexm_fast_thumb2.S */

    .syntax unified
    .thumb

#include "cortexm_fast_table.inc"

    .section .text.groestl_cm_fast_thumb1, "ax", %progbits

/* d0:d1 = T0[in[off]]                                                              8 (9) */
.macro LOOKUP off, d0, d1
    .if \off < 32
    ldrb r2, [r0, #\off]
    .else
    movs r7, #\off
    ldrb r2, [r0, r7]
    .endif
    lsls r2, r2, #3
    adds r2, r2, r1
    ldr \d0, [r2]
    ldr \d1, [r2, #4]
.endm

/* r3:r4 = rotl8(r3:r4); r5, r7 scratch                                                   6 */
.macro ROTL8
    lsrs r7, r4, #24
    lsrs r5, r3, #24
    lsls r3, r3, #8
    lsls r4, r4, #8
    orrs r3, r7
    orrs r4, r5
.endm

/* r3:r4 ^= T0[a] ^ swap(T0[b])                                                 2 x 8 + 4 */
.macro GROUP oa, ob
    LOOKUP \oa, r5, r6
    eors r3, r5
    eors r4, r6
    LOOKUP \ob, r5, r6
    eors r3, r6
    eors r4, r5
.endm

/* A round: the columns from r0 to r10. o0..o7: where row k's byte is, from the column. */
.macro ROUND q, c8, o0, o1, o2, o3, o4, o5, o6, o7
1:  LOOKUP \o3, r3, r4                  @ G3 = T0[a3] ^ swap(T0[a7])
    LOOKUP \o7, r5, r6
    eors r3, r6
    eors r4, r5
    ROTL8
    GROUP \o2, \o6
    ROTL8
    GROUP \o1, \o5
    ROTL8
    GROUP \o0, \o4
    .if \q                              @ the next round's constant                       3
    mvns r3, r3
    mov r7, r9
    eors r4, r7
    .else
    mov r7, r9
    lsrs r7, r7, #24
    eors r3, r7
    .endif
    mov r2, r8                          @ the column to both copies                      12
    str r3, [r2]
    str r4, [r2, #4]
    adds r2, #\c8
    str r3, [r2]
    str r4, [r2, #4]
    subs r2, #(\c8 - 8)
    mov r8, r2
    adds r0, #8                         @ the next column                                  5
    add r9, r11
    cmp r0, r10
    bne 1b
.endm

    .global groestl_cm_fast_round_thumb1
    .type groestl_cm_fast_round_thumb1, %function
    .thumb_func
groestl_cm_fast_round_thumb1:
    push {r4-r7, lr}
    mov r4, r8
    mov r5, r9
    mov r6, r10
    mov r7, r11
    push {r4-r7}
    mov r8, r1
    mov r9, r2
    ldr r1, =groestl_cm_fast_table
    movs r4, #1                         @ rc's step: + (1 << 28); Q: - (1 << 28)
    lsls r4, r4, #28
    lsls r5, r3, #29                    @ N: Q
    bpl 1f
    negs r4, r4
1:  mov r11, r4
    movs r4, #64                        @ the input's end: 8C bytes on
    lsrs r5, r3, #1                     @ C: 1024-bit
    bcc 2f
    movs r4, #128
2:  adds r4, r4, r0
    mov r10, r4
    cmp r3, #1                          @ (B reaches every body; B<cond> 256 bytes)
    bne 3f
    b round_p1024
3:  cmp r3, #4
    bne 4f
    b round_q512
4:  cmp r3, #5
    bne 5f
    b round_q1024
5:  ROUND 0, 64, 0, 9, 18, 27, 36, 45, 54, 63
    b 9f
round_p1024:
    ROUND 0, 128, 0, 9, 18, 27, 36, 45, 54, 95
    b 9f
round_q512:
    ROUND 1, 64, 8, 25, 42, 59, 4, 21, 38, 55
    b 9f
round_q1024:
    ROUND 1, 128, 8, 25, 42, 91, 4, 21, 38, 55
9:  pop {r4-r7}
    mov r8, r4
    mov r9, r5
    mov r10, r6
    mov r11, r7
    pop {r4-r7, pc}
    .size groestl_cm_fast_round_thumb1, . - groestl_cm_fast_round_thumb1
    .ltorg

#endif /* Thumb-1 */
