/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_fast_thumb2.S - the fast Cortex-M variant in Thumb-2 (ARMv7-M and ARMv8-M Mainline:
 * Cortex-M3, M4, M33): compress and output of groestl_backend_cortexm_fast
 * (cortexm_fast.c holds the descriptor; the Cortex-M0+ runs cortexm_fast_thumb1.S).
 * NOT constant-time: a table is indexed with state bytes.
 *
 * Plan: one 2 KiB table, columns as 64-bit words.
 * - The state is kept in the specification's order (column j = bytes 8j..8j+7, row r its
 *   byte r), so messages and chaining values need no transposition. A column is two words:
 *   lo = rows 0..3, hi = rows 4..7.
 * - T0[x] (groestl_cm_fast_table, cortexm_fast_table.inc: built by the assembler from the S-box) is the
 *   column that MixBytes makes of S(x) in row 0: bytes (2,7,5,3,5,4,3,2)·S(x). A byte in row
 *   k contributes T0 rotated left by 8k bits, so an output column is
 *       G0 ^ rotl8(G1 ^ rotl8(G2 ^ rotl8(G3))),   Gk = T0[ak] ^ swap(T0[ak+4])
 *   (rotating by 32 bits swaps the two words: free); ak is the byte of row k that
 *   ShiftBytes brings to this column. A rotation by 8 is 4 EORs with shifted operands.
 * - ShiftBytes is addressing: a round reads its input at fixed offsets 8·shift(k) + k from
 *   the current column, from a copy of the state written twice in a row (2 x 8C bytes), so
 *   no offset wraps; it writes each output column to both copies of the other buffer.
 * - AddRoundConstant: the stored state always carries the NEXT round's constant, which each
 *   column adds when it is stored (one EOR with the counter register rc, whose top bits
 *   count the columns and end the loop by their carry). Q is stored complemented (~s), so
 *   its 0xff costs one MVN a column. The fill before the first round adds round 0's, the
 *   pass after the last removes round R's. Grøstl-0 (constants in column 0 only, Q with
 *   P's shifts) runs the P loop and a fix-up pass per round (not the fast path).
 *
 * Cycle budget by count (Cortex-M4, the model of cortexm/model.py: LDR 2, 1 when it follows
 * a load or store it does not depend on; STR 1; ALU 1; taken branch 3), per column:
 *   4 stores of the previous column (2 words x 2 copies)                       4
 *   8 LDRB (state bytes) + 16 LDR (T0 words) in 4 runs of 6, the first run
 *     after the stores: 6 + 7 + 7 + 7                                         27
 *   8 EOR (pairs) + 12 EOR (3 rotations)                                      20
 *   constant: P 1 (EOR), Q 2 (MVN, EOR); counter ADDS; loop branch 3       5 (P), 6 (Q)
 *   = 56 (P), 57 (Q) a column; a round 16 x 56 + about 20 (the last column's stores,
 *   swapping the buffers, the round counter): 916 for P-1024, 932 for Q-1024. Grøstl-512 of
 *   a 1 KiB message runs 19 permutations (9 blocks x P, Q; the output's P) of 14 rounds:
 *   19 x 14 x 924 = 245.8 k cycles, 240 a byte, plus the passes around each permutation
 *   (fill, constants, XOR into the chain: about 1 k cycles a block) and the API layer.
 *   What bounds it: 24 loads and 20 EORs a column (44 of the 56 cycles).
 * Figures measured by the model: docs/BENCHMARKS.md, "## Cortex-M".
 *
 * Registers of the round loop (ROUNDS):
 *   r0 input column pointer (+ bias), r1 output column pointer, r2 T0, r3 T0 + 4,
 *   r4 r5 the state bytes of the group in work, r6..r11 two groups' sums (lo, hi),
 *   r12 rc (constant and column counter), lr the permutation's kind (Grøstl-0 fix-up).
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2 /* the M0+: cortexm_fast_thumb1.S */

    .syntax unified
    .thumb

    .equ KIND_WIDE, 1       @ GROESTL_WIDE: 1024-bit permutations
    .equ KIND_V0, 2         @ GROESTL_V0: Grøstl-0
    .equ KIND_Q, 4          @ Q (else P)

#include "cortexm_fast_table.inc"

    .section .text.groestl_cm_fast, "ax", %progbits

/* ---- One column --------------------------------------------------------------------------
 * d = T0[r4] and e = T0[r5], each as lo, hi: four loads that pipeline (r2 = T0, r3 = T0 + 4). */
.macro LOOKUP_PAIR d0, d1, e0, e1
    ldr \d0, [r2, r4, lsl #3]
    ldr \d1, [r3, r4, lsl #3]
    ldr \e0, [r2, r5, lsl #3]
    ldr \e1, [r3, r5, lsl #3]
.endm

/* d ^= swap(e) ^ rotl8(a): a group's pair joined, and the sum so far rotated into it. */
.macro JOIN_ROTL8 d0, d1, e0, e1, a0, a1
    eor \d0, \d0, \e1
    eor \d1, \d1, \e0
    eor \d0, \d0, \a0, lsl #8
    eor \d0, \d0, \a1, lsr #24
    eor \d1, \d1, \a1, lsl #8
    eor \d1, \d1, \a0, lsr #24
.endm

/* In: r4 = a3, r5 = a7 (loaded). Out: r8:r9 the column, its constant added; r4, r5 = the
 * next column's a3, a7; r0 advanced by 8. o0..o7: where row k's byte is, from r0. The
 * load with post-increment is the one at offset 0 (a0 for P; a4 for Q, whose r0 is biased
 * by 4). Each group: 6 loads in a run (the first 2 cycles after an ALU instruction), then
 * its EORs. */
.macro COLUMN q, sh, o0, o1, o2, o3, o4, o5, o6, o7
    LOOKUP_PAIR r6, r7, r8, r9          @ r6:r7 = G3 = T0[a3] ^ swap(T0[a7])       6 + 2
    ldrb r4, [r0, #\o2]
    ldrb r5, [r0, #\o6]
    eor r6, r6, r9
    eor r7, r7, r8
    LOOKUP_PAIR r8, r9, r10, r11        @ r8:r9 = G2 ^ rotl8(r6:r7)                7 + 6
    ldrb r4, [r0, #\o1]
    ldrb r5, [r0, #\o5]
    JOIN_ROTL8 r8, r9, r10, r11, r6, r7
    LOOKUP_PAIR r6, r7, r10, r11        @ r6:r7 = G1 ^ rotl8(r8:r9)                7 + 6
    .if \q
    ldrb r4, [r0, #\o0]
    ldrb r5, [r0], #8
    .else
    ldrb r5, [r0, #\o4]
    ldrb r4, [r0], #8
    .endif
    JOIN_ROTL8 r6, r7, r10, r11, r8, r9
    LOOKUP_PAIR r8, r9, r10, r11        @ r8:r9 = G0 ^ rotl8(r6:r7); then the next  7 + 6
    ldrb r4, [r0, #\o3]                 @ column's a3, a7 (r0 advanced)
    ldrb r5, [r0, #\o7]
    JOIN_ROTL8 r8, r9, r10, r11, r6, r7
    /* the next round's constant: P row 0 ^= c; Q (stored complemented) ~column, row 7
     * ^= c, with rc = ~(c << 24) (1024) or ~(c << 25) (512: ROR 1 brings it to byte 3 and
     * a 1 into bit 31)                                                          1 (P), 2 (Q) */
    .if \q
    mvn r8, r8
    .if \sh == 24
    eor r9, r9, r12
    .else
    eor r9, r9, r12, ror #1
    .endif
    .else
    eor r8, r8, r12, lsr #\sh
    .endif
.endm

/* The column r8:r9 to r1 and r1 + 8C (both copies), r1 advanced by 8.                      4 */
.macro STORE_COLUMN c8
    str r8, [r1, #\c8]
    str r9, [r1, #\c8 + 4]
    str r9, [r1, #4]
    str r8, [r1], #8
.endm

/* ---- All rounds of one permutation -------------------------------------------------------
 * In: r0 = A + bias (state, two copies), r1 = B (the other buffer), r2 = T0, r3 = T0 + 4,
 * r12 = rc for round 0's columns (carrying round 1's constant), lr = kind. c8 = 8C, the
 * bytes of a copy; sh = 24 (1024) or 25 (512): rc = c << sh, c = (j << 4) ^ round, the
 * column j in its top bits; rounds = R. Out: the state in A (R is even), round R's
 * constant in it. P's loop calls the Grøstl-0 fix-up between rounds. */
.macro ROUNDS q, c8, sh, rounds, bias, o0, o1, o2, o3, o4, o5, o6, o7
1:  ldrb r4, [r0, #\o3]                 @ round: the first column's a3, a7
    ldrb r5, [r0, #\o7]
    b 3f
2:  STORE_COLUMN \c8                    @ the previous column
3:  COLUMN \q, \sh, \o0, \o1, \o2, \o3, \o4, \o5, \o6, \o7
    .if \q                              @ the column counter; loop                 1 + 3
    subs r12, r12, #(1 << (\sh + 4))
    bcs 2b
    .else
    adds r12, r12, #(1 << (\sh + 4))
    bcc 2b
    .endif
    STORE_COLUMN \c8                    @ the last column
    sub r4, r1, #\c8                    @ what was written is the next input
    sub r1, r0, #(\c8 + \bias)
    add r0, r4, #\bias
    .if \q
    mvn r4, r12                         @ rc = ~(round << sh) here
    cmp r4, #(\rounds << \sh)
    beq 9f
    sub r12, r12, #(1 << \sh)
    b 1b
    .else
    cmp r12, #(\rounds << \sh)
    beq 9f
    tst lr, #KIND_V0
    beq 4f
    sub r4, r0, #\bias                  @ Grøstl-0: the next round's constants
    mov r5, #\c8
    lsr r6, r12, #\sh
    mov r7, lr
    mov r11, lr
    bl v0_fixup
    mov lr, r11
4:  add r12, r12, #(1 << \sh)
    b 1b
    .endif
9:
.endm

/* perm: r0 = A (512 bytes: A, then B, each two copies of a state), r1 = kind. The state in
 * A carries round 0's constant (final-version style: see v0_fixup); out: A carries round
 * R's. Clobbers r0-r12. */
    .type perm, %function
    .thumb_func
perm:
    push {lr}
    ldr r2, =groestl_cm_fast_table
    add r3, r2, #4
    mov lr, r1
    tst lr, #KIND_V0
    beq 1f
    mov r4, r0                          @ Grøstl-0: round 0's constants
    mov r5, #64
    tst lr, #KIND_WIDE
    it ne
    movne r5, #128
    mov r6, #0
    mov r7, lr
    bl v0_fixup
    mov lr, r7
    b 2f                                @ Grøstl-0: P's loop, for Q too
1:  tst lr, #KIND_Q
    bne perm_q
2:  add r1, r0, #256
    tst lr, #KIND_WIDE
    beq perm_p512
    mov r12, #(1 << 24)
    ROUNDS 0, 128, 24, 14, 0, 0, 9, 18, 27, 36, 45, 54, 95
    pop {pc}
perm_p512:
    mov r12, #(1 << 25)
    ROUNDS 0, 64, 25, 10, 0, 0, 9, 18, 27, 36, 45, 54, 63
    pop {pc}
perm_q:
    add r1, r0, #256
    add r0, r0, #4                      @ bias: a4 at offset 0
    tst lr, #KIND_WIDE
    beq perm_q512
    mvn r12, #(1 << 24)
    ROUNDS 1, 128, 24, 14, 4, 4, 21, 38, 87, 0, 17, 34, 51
    pop {pc}
perm_q512:
    mvn r12, #(1 << 25)
    ROUNDS 1, 64, 25, 10, 4, 4, 21, 38, 55, 0, 17, 34, 51
    pop {pc}
    .size perm, . - perm

/* v0_fixup: the stored state of a Grøstl-0 permutation carries the final version's row-0
 * constants (j << 4) ^ r of round r (the P loop adds them); this replaces them by Grøstl-0's:
 * byte (0,0) ^= r for P, byte (7,0) ^= 0xff ^ r for Q. r4 = state (two copies), r5 = 8C,
 * r6 = r, r7 = kind. Clobbers r4, r6, r8, r9, r10. Not on the final version's path. */
    .type v0_fixup, %function
    .thumb_func
v0_fixup:
    add r10, r4, r5
1:  ldrb r8, [r4]
    eor r8, r8, r6
    strb r8, [r4, r5]
    strb r8, [r4], #8
    add r6, r6, #16
    cmp r4, r10
    bne 1b
    sub r4, r4, r5
    sub r6, r6, r5, lsl #1              @ back to r (16 a column: 2 x 8C)
    mov r9, #0
    tst r7, #KIND_Q
    itt ne
    movne r9, #7
    eorne r6, r6, #0xff
    ldrb r8, [r4, r9]
    eor r8, r8, r6
    strb r8, [r4, r9]
    add r9, r9, r5
    strb r8, [r4, r9]
    bx lr
    .size v0_fixup, . - v0_fixup

/* ---- The passes around a permutation -------------------------------------------------------
 * K: the constant a stored state carries, by column: lo ^= kl, hi ^= kh, then kl += dl,
 * kh += dh for the next column (r8..r11). P style (P, and Q of Grøstl-0): row 0 ^= (j << 4)
 * ^ r: kl = r, dl = 16, kh = dh = 0. Q style (the final version's Q, stored complemented):
 * kl = ~0, dl = 0, kh = ~(r << 24), dh = -(1 << 28). */
.macro KSET_P r
    mov r8, \r
    mov r9, #0
    mov r10, #16
    mov r11, #0
.endm
.macro KSET_Q r
    mvn r8, #0
    lsl r9, \r, #24
    mvn r9, r9
    mov r10, #0
    mov r11, #0xf0000000
.endm

/* load: r0 = A (both copies) = r1[] ^ K, r2 = 8C. Two columns a step. Clobbers r0-r9,
 * r12.                                                             27 cycles per 2 columns */
    .type pass_load, %function
    .thumb_func
pass_load:
    add r12, r0, r2
    mov r3, r12
1:  ldmia r1!, {r4-r7}
    eor r4, r4, r8
    eor r5, r5, r9
    add r8, r8, r10
    add r9, r9, r11
    eor r6, r6, r8
    eor r7, r7, r9
    add r8, r8, r10
    add r9, r9, r11
    stmia r0!, {r4-r7}
    stmia r12!, {r4-r7}
    cmp r0, r3
    bne 1b
    bx lr
    .size pass_load, . - pass_load

/* xor: r0 = chain ^= r1[] (A's first copy) ^ K, r2 = 8C. Clobbers r0-r7, r12. */
    .type pass_xor, %function
    .thumb_func
pass_xor:
    add r12, r0, r2
1:  ldmia r1!, {r4, r5}
    ldmia r0, {r6, r7}
    eor r4, r4, r8
    eor r5, r5, r9
    add r8, r8, r10
    add r9, r9, r11
    eor r6, r6, r4
    eor r7, r7, r5
    stmia r0!, {r6, r7}
    cmp r0, r12
    bne 1b
    bx lr
    .size pass_xor, . - pass_xor

/* mid: r0 = chain, r1 = A, r2 = 8C, r3 = m: chain ^= A ^ K (Q's result out), and A (both
 * copies) = chain (as it was) ^ m ^ (j << 4) (P's input with round 0's constant). Clobbers
 * r0-r12, lr (saved). */
    .type pass_mid, %function
    .thumb_func
pass_mid:
    push {lr}
    add r12, r0, r2                     @ the chain's end
    mov lr, #0                          @ P's constant, j << 4
1:  ldmia r0, {r4, r5}                  @ h
    ldmia r1, {r6, r7}                  @ Q(m), stored
    eor r6, r6, r8
    eor r7, r7, r9
    add r8, r8, r10
    add r9, r9, r11
    eor r6, r6, r4
    eor r7, r7, r5
    stmia r0!, {r6, r7}                 @ chain ^= Q(m)
    ldmia r3!, {r6, r7}                 @ m
    eor r4, r4, r6
    eor r5, r5, r7
    eor r4, r4, lr
    add lr, lr, #16
    str r4, [r1, r2]
    str r5, [r1, #4]
    add r6, r2, #4
    str r5, [r1, r6]
    str r4, [r1], #8
    cmp r0, r12
    bne 1b
    pop {pc}
    .size pass_mid, . - pass_mid

/* copy_block: r0 = B = r1's 8C bytes (r2), for a message that is not word-aligned (the
 * passes load it with LDM). Clobbers r0, r1, r3, r4. */
    .type copy_block, %function
    .thumb_func
copy_block:
    add r3, r0, r2
1:  ldrb r4, [r1], #1
    strb r4, [r0], #1
    cmp r0, r3
    bne 1b
    bx lr
    .size copy_block, . - copy_block

/* ---- compress and output (groestl_impl.h) ------------------------------------------------ */

/* The frame: A and B (512 bytes), then the arguments and p_then_xor's return address. */
    .equ F_CHAIN, 512
    .equ F_BLOCKS, 516
    .equ F_COUNT, 520
    .equ F_VARIANT, 524
    .equ F_RETURN, 528
    .equ FRAME, 536

/* r2 = 8C and r3 = R of the variant in r3. */
.macro SIZES
    tst r3, #KIND_WIDE
    ite ne
    movne r2, #128
    moveq r2, #64
    ite ne
    movne r3, #14
    moveq r3, #10
.endm

/* p_then_xor: P on A (its input filled, round 0's constant in it), then the chain ^= its
 * result ^ K(P, R). Runs in the caller's frame (called without a push). */
    .type p_then_xor, %function
    .thumb_func
p_then_xor:
    str lr, [sp, #F_RETURN]
    mov r0, sp
    ldr r1, [sp, #F_VARIANT]
    bl perm
    ldr r3, [sp, #F_VARIANT]
    SIZES
    KSET_P r3
    ldr r0, [sp, #F_CHAIN]
    mov r1, sp
    bl pass_xor
    ldr pc, [sp, #F_RETURN]
    .size p_then_xor, . - p_then_xor

/* void groestl_cm_fast_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
 *                               unsigned variant): for each block m, chain = P(chain ^ m)
 * ^ Q(m) ^ chain, Q first: A = m; Q; then one pass takes Q(m) into the chain and makes P's
 * input chain ^ m; P; the chain ^= P's result. */
    .global groestl_cm_fast_compress
    .type groestl_cm_fast_compress, %function
    .thumb_func
groestl_cm_fast_compress:
    push {r4-r11, lr}
    sub sp, sp, #FRAME
    str r0, [sp, #F_CHAIN]
    str r2, [sp, #F_COUNT]
    str r3, [sp, #F_VARIANT]
    cmp r2, #0
    beq 9f
1:  str r1, [sp, #F_BLOCKS]
    /* A = m ^ K(Q, round 0) */
    ldr r3, [sp, #F_VARIANT]
    SIZES
    tst r1, #3
    beq 2f
    add r0, sp, #256
    bl copy_block
    add r1, sp, #256
2:  ldr r3, [sp, #F_VARIANT]
    mov r0, #0
    tst r3, #KIND_V0                    @ Grøstl-0's Q: P's style
    bne 3f
    KSET_Q r0
    b 4f
3:  KSET_P r0
4:  mov r0, sp
    bl pass_load
    /* Q */
    mov r0, sp
    ldr r1, [sp, #F_VARIANT]
    orr r1, r1, #KIND_Q
    bl perm
    /* chain ^= Q(m) ^ K(Q, R); A = chain ^ m ^ K(P, 0) */
    ldr r3, [sp, #F_VARIANT]
    SIZES
    ldr r4, [sp, #F_VARIANT]
    tst r4, #KIND_V0
    bne 3f
    KSET_Q r3
    b 4f
3:  KSET_P r3
4:  ldr r3, [sp, #F_BLOCKS]
    tst r3, #3
    beq 5f
    add r0, sp, #256
    mov r1, r3
    bl copy_block
    add r3, sp, #256
5:  ldr r0, [sp, #F_CHAIN]
    mov r1, sp
    bl pass_mid
    bl p_then_xor
    /* the next block */
    ldr r1, [sp, #F_BLOCKS]
    ldr r3, [sp, #F_VARIANT]
    SIZES
    add r1, r1, r2
    ldr r0, [sp, #F_COUNT]
    subs r0, r0, #1
    str r0, [sp, #F_COUNT]
    bne 1b
9:  add sp, sp, #FRAME
    pop {r4-r11, pc}
    .size groestl_cm_fast_compress, . - groestl_cm_fast_compress

/* void groestl_cm_fast_output(uint8_t *chain, unsigned variant): chain = P(chain) ^ chain. */
    .global groestl_cm_fast_output
    .type groestl_cm_fast_output, %function
    .thumb_func
groestl_cm_fast_output:
    push {r4-r11, lr}
    sub sp, sp, #FRAME
    str r0, [sp, #F_CHAIN]
    str r1, [sp, #F_VARIANT]
    mov r3, r1
    SIZES
    mov r1, r0
    mov r0, #0
    KSET_P r0
    mov r0, sp
    bl pass_load
    bl p_then_xor
    add sp, sp, #FRAME
    pop {r4-r11, pc}
    .size groestl_cm_fast_output, . - groestl_cm_fast_output
    .ltorg

#endif /* Thumb-2 */
