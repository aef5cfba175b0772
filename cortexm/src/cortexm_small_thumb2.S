/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_small_thumb2.S - the small Cortex-M variant in Thumb-2 (Cortex-M3, M4, M33):
 * compress and output of groestl_backend_cortexm_small (cortexm_small.c holds the
 * descriptor; the Cortex-M0+ builds the C instead). The least code around the S-box
 * (groestl_sbox) and the shifts (groestl_shifts), both from src/constants.c.
 * NOT constant-time: the S-box is indexed with state bytes.
 *
 * Plan: the state in the specification's order (column j = bytes 8j..8j+7), so nothing is
 * transposed; a permutation's round writes a new state into a second buffer, column by column:
 * - AddRoundConstant: a pass over the input (final Q: every word complemented first), one
 *   byte a column (Grøstl-0: column 0 only);
 * - ShiftBytes and SubBytes: the column's 8 bytes gathered, row r from column
 *   (j + shift(r)) mod C, each through the S-box;
 * - MixBytes: with a, 2a, 4a (the column as 64 bits; doubling 4 bytes at once by masks),
 *   out = c0·a ^ R(c1·a ^ R(c2·a ^ ... R(c7·a))), R rotating by a byte and the circulant's
 *   coefficients (2,2,3,4,5,3,5,7) read 3 bits at a time from one constant: each c·a is up
 *   to three conditional XORs of a, 2a, 4a.
 * Cycles (Cortex-M4 model of cortexm/model.py) per column, by count: gather 8 x 16 (the
 * S-box load waits for the state byte's), the doublings 4 x 13, MixBytes 8 x 20 (rotation 5,
 * three conditional XOR pairs 12, branch 3), with their set-ups about 360; a round of 16
 * columns with its constants about 5.9 k (0.5x trezor-crypto allows 7.3 k). Measured
 * figures: docs/BENCHMARKS.md, "## Cortex-M".
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2 /* the Cortex-M0+ builds the C */

    .syntax unified
    .thumb

/* A permutation's kind: 2 x variant (GROESTL_WIDE 1, GROESTL_V0 2) + 1 for Q, so that its
 * row of groestl_shifts[variant][P or Q] is 8 x kind bytes in. */
    .equ KIND_Q, 1
    .equ KIND_WIDE, 2
    .equ KIND_V0, 4
    .equ COEFFICIENTS, 0x49caef     @ c7, c6, ..., c0 = 7 5 3 5 4 3 2 2, 3 bits each

/* The frame of compress and output (perm runs in it: called without a push). */
    .equ F_COL, 0           @ a, 2a, 4a of a column (24 bytes)
    .equ F_P, 24            @ P's state, then Q's (8C bytes each)
    .equ F_T, 280           @ a permutation's second buffer (8C bytes)
    .equ F_CHAIN, 408
    .equ F_M, 412
    .equ F_N, 416
    .equ F_KIND_P, 420      @ P's kind (Q's is one more)
    .equ F_MASK, 424        @ 0xff: compress; 0: output (no message, Q = 0 and not run)
    .equ F_SIZE, 428        @ 8C, the bytes of a state
    .equ F_KIND, 432        @ perm's kind
    .equ F_ROUND, 436
    .equ F_SHIFTS, 440      @ perm's row of groestl_shifts
    .equ F_RETURN, 444
    .equ FRAME, 448

    .section .text.groestl_cm_small, "ax", %progbits

/* perm: r0 = the state (8C bytes), r1 = kind. Registers of a column: r0 input state, r1
 * output column, r6 j, r7 C - 1; gathering: r2 S-box, r3 shifts, r4 row; MixBytes: r8:r9
 * a, r10:r11 2a, r12:lr 4a, r2:r3 the sum, r4 the coefficients left. Clobbers r0-r12, lr. */
    .type perm, %function
    .thumb_func
perm:
    str lr, [sp, #F_RETURN]
    str r1, [sp, #F_KIND]
    ldr r3, =groestl_shifts
    lsls r2, r1, #3
    adds r3, r3, r2
    str r3, [sp, #F_SHIFTS]
    movs r4, #0
    str r4, [sp, #F_ROUND]
    add r1, sp, #F_T
1:  /* AddRoundConstant on the input: r4 round, r5 kind, r6 end, r7 pointer */
    ldr r5, [sp, #F_KIND]
    ldr r6, [sp, #F_SIZE]
    and r3, r5, #(KIND_Q | KIND_V0)
    cmp r3, #(KIND_Q | KIND_V0)         @ Grøstl-0's Q: 0xff ^ round
    it eq
    eoreq r4, r4, #0xff
    cmp r3, #KIND_Q
    bne 3f
    mov r7, r0                          @ final Q: every byte ^= 0xff
    adds r3, r0, r6
2:  ldr r2, [r7]
    mvns r2, r2
    stmia r7!, {r2}
    cmp r7, r3
    bne 2b
3:  mov r7, r0                          @ row 0 (P) or 7 (Q) ^= (j << 4) ^ round
    lsrs r3, r5, #1
    it cs
    addcs r7, #7
    lsls r3, r5, #29                    @ Grøstl-0: column 0 only
    it mi
    movmi r6, #8
    adds r6, r6, r7
4:  ldrb r3, [r7]
    eors r3, r4
    strb r3, [r7]
    adds r7, #8
    adds r4, #16
    cmp r7, r6
    blo 4b
    /* the columns */
    ldr r7, [sp, #F_SIZE]
    lsrs r7, r7, #3
    subs r7, #1
    movs r6, #0
5:  ldr r2, =groestl_sbox               @ gather: col[r] = S(s[8((j + shift(r)) mod C) + r])
    ldr r3, [sp, #F_SHIFTS]
    movs r4, #0
6:  ldrb r5, [r3, r4]
    adds r5, r5, r6
    ands r5, r7
    lsls r5, r5, #3
    adds r5, r5, r4
    ldrb r5, [r0, r5]
    ldrb r5, [r2, r5]
    strb r5, [sp, r4]
    adds r4, #1
    cmp r4, #8
    bne 6b
    mov r4, sp                          @ 2a, 4a: col[i + 2] = 2 col[i], i = 0..3
    add r12, sp, #16
7:  ldmia r4!, {r5}
    and r2, r5, #0x80808080
    bic r5, r5, #0x80808080
    lsrs r3, r2, #7
    rsb r3, r3, r2, lsl #1              @ 0xff where a top bit was
    and r3, r3, #0x1b1b1b1b
    eor r5, r3, r5, lsl #1
    str r5, [r4, #4]
    cmp r4, r12
    bne 7b
    ldmia sp, {r8-r12, lr}
    movs r2, #0                         @ MixBytes: r2:r3 = R(r2:r3) ^ c·a, c = c7 .. c0
    movs r3, #0
    ldr r4, =COEFFICIENTS
8:  lsrs r5, r2, #8
    orr r5, r5, r3, lsl #24
    lsrs r3, r3, #8
    orr r3, r3, r2, lsl #24
    mov r2, r5
    lsrs r4, r4, #1
    itt cs
    eorcs r2, r2, r8
    eorcs r3, r3, r9
    lsrs r4, r4, #1
    itt cs
    eorcs r2, r2, r10
    eorcs r3, r3, r11
    lsrs r4, r4, #1
    itt cs
    eorcs r2, r2, r12
    eorcs r3, r3, lr
    bne 8b                              @ Z: no coefficient left
    strd r2, r3, [r1], #8
    adds r6, #1
    cmp r6, r7
    bls 5b
    /* the output is the next input */
    ldr r5, [sp, #F_SIZE]
    subs r1, r1, r5
    mov r2, r0
    mov r0, r1
    mov r1, r2
    ldr r4, [sp, #F_ROUND]
    adds r4, #1
    str r4, [sp, #F_ROUND]
    lsrs r5, r5, #4                     @ R = 6 + 8C / 16: 10 or 14
    adds r5, #6
    cmp r4, r5
    bne 1b
    ldr pc, [sp, #F_RETURN]             @ R even: the state is back where it was
    .size perm, . - perm

/* compress(r0 chain, r1 blocks, r2 nblocks, r3 variant): for each block m, P = chain ^ m,
 * Q = m (right after P), chain ^= P(P) ^ Q(Q). output(r0 chain, r1 variant): the same with
 * one block, no message and no Q (Q = 0): chain ^= P(chain). Bytes, so that blocks may be
 * unaligned. */
    .global groestl_cm_small_compress
    .type groestl_cm_small_compress, %function
    .thumb_func
groestl_cm_small_compress:
    push {r4-r11, lr}
    sub sp, #FRAME
    movs r4, #0xff
    b 1f
    .size groestl_cm_small_compress, . - groestl_cm_small_compress

    .global groestl_cm_small_output
    .type groestl_cm_small_output, %function
    .thumb_func
groestl_cm_small_output:
    push {r4-r11, lr}
    sub sp, #FRAME
    mov r3, r1
    mov r1, r0
    movs r2, #1
    movs r4, #0
1:  str r0, [sp, #F_CHAIN]
    str r2, [sp, #F_N]
    str r4, [sp, #F_MASK]
    lsls r3, r3, #1
    str r3, [sp, #F_KIND_P]
    movs r5, #64
    lsls r3, r3, #30                    @ N: wide
    it mi
    movmi r5, #128
    str r5, [sp, #F_SIZE]
    cmp r2, #0
    beq 9f
2:  str r1, [sp, #F_M]
    ldr r0, [sp, #F_CHAIN]              @ P = chain ^ m, Q = m (m & 0 for output)
    ldr r6, [sp, #F_MASK]
    ldr r2, [sp, #F_SIZE]
    add r4, sp, #F_P
    movs r5, #0
3:  ldrb r3, [r1, r5]
    ands r3, r6
    ldrb r7, [r0, r5]
    eors r7, r3
    strb r7, [r4, r5]
    adds r7, r5, r2
    strb r3, [r4, r7]
    adds r5, #1
    cmp r5, r2
    bne 3b
    add r0, sp, #F_P
    ldr r1, [sp, #F_KIND_P]
    bl perm
    ldr r6, [sp, #F_MASK]
    cbz r6, 4f
    add r0, sp, #F_P
    ldr r2, [sp, #F_SIZE]
    adds r0, r0, r2
    ldr r1, [sp, #F_KIND_P]
    adds r1, #KIND_Q
    bl perm
4:  ldr r0, [sp, #F_CHAIN]              @ chain ^= P ^ Q
    add r4, sp, #F_P
    ldr r2, [sp, #F_SIZE]
    movs r5, #0
5:  ldrb r6, [r0, r5]
    ldrb r7, [r4, r5]
    eors r6, r7
    adds r7, r5, r2
    ldrb r7, [r4, r7]
    eors r6, r7
    strb r6, [r0, r5]
    adds r5, #1
    cmp r5, r2
    bne 5b
    ldr r1, [sp, #F_M]
    adds r1, r1, r2
    ldr r3, [sp, #F_N]
    subs r3, #1
    str r3, [sp, #F_N]
    bne 2b
9:  add sp, #FRAME
    pop {r4-r11, pc}
    .size groestl_cm_small_output, . - groestl_cm_small_output
    .ltorg

#endif /* Thumb-2 */
