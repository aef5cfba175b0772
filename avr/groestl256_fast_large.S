/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl256_fast_large.S - Grøstl-256 for the ATmega128, speed first within 540 bytes of RAM
 * (avr-gcc ABI). -DGROESTL_AVR_V0 assembles Grøstl-0-256 instead of the final version.
 *
 * Design:
 * - One table fits in SRAM beside the states (540 B in all): it holds x2 (256 bytes, .data),
 *   because a column needs 16 doublings but only 8 S-box look-ups. The S-box stays in flash
 *   (LPM, 3 cycles): the shared one for P and, in the final version, SQ(x) = S(~x) for Q,
 *   so Q's complement costs nothing.
 * - No table-page switches: ZH stays on the S-box page (LPM needs Z) and XH on the x2 page
 *   for a whole permutation; doubling is `ld r26, X` on the value already in XL.
 * - Two 64-byte states at fixed addresses: rounds 2..9 read them diagonally with LDS
 *   (ShiftBytes by addressing) and write whole columns with STS, so Y is free for h or m.
 *   P's first round reads h (Y) and m (Z, before ZH goes to the S-box page) and XORs them
 *   (no h ^ m pass); Q's reads the message itself. Everything in a round is unrolled and
 *   inlined: per column 8 loads, 8 LPM, MixBytes (Aoki et al.'s t/x/y form, seed 001/002:
 *   48 XOR, 16 doublings, 8 stores). The compression function writes its middle rounds out
 *   (FAST_UNROLL pairs; the output transform loops over one pair).
 * - The last round of each permutation XORs its columns into h (3 cycles a byte instead of
 *   a 7-cycle pass), so h ^= P(h ^ m) ^ Q(m) needs no pass at all. The output transform is
 *   P(h) from h itself, and its last round makes only the columns of the digest.
 * Cycles per column: 16 loads + 24 LPM + 1 constant + 1 RC + 108 MixBytes = 150; P's first
 * round 26 more, last rounds 24 more (README.md has the budget).
 *
 * Register map: see groestl256.inc, but X is the x2 look-up pointer (XL the index) and
 * Y points to h (P's first and last rounds, Q's last) or m (Q's first). RND is r1 (back to
 * 0 when the loop ends), r0 is scratch, and r10:r11 len/digest, r12:r13 message block m,
 * r14:r15 ctx (h first).
 */
#define SBOX_INSN lpm
#define X2_INSN ld
#define MB_IDX r26                  /* x2 look-ups through X: Z stays on the S-box page */
#define X2_PTR X
#define FIXED_BASE fast_large_ab           /* the two states (LOAD_BYTE, MIXBYTES_BODY sts) */
#ifndef GROESTL_AVR_V0
#define Q_SBOX_TABLE
#endif
#include "groestl256.inc"
#undef RND
#define RND r1

#define SBOX_PAGE hi8(groestl_avr_sbox_flash)
#ifdef Q_SBOX_TABLE
#define SQ_PAGE hi8(groestl_avr_sq_flash)
#else
#define SQ_PAGE SBOX_PAGE
#endif
#define X2_PAGE hi8(gf_x2_ram)
#ifndef FAST_UNROLL
#define FAST_UNROLL 1               /* pairs of middle rounds written out in compress (4: no
                                       loop, ~0.7 c/B faster for twice the flash) */
#endif


    .section .bss.groestl256_fast_ab,"aw",@nobits
fast_large_ab:    .skip 128               /* the states between rounds, at fixed addresses */
#define FAST_A 0                    /* their offsets (numbers, for LOAD_BYTE and MIXBYTES_BODY) */
#define FAST_B 64

    .section .text.groestl256_fast_large,"ax",@progbits

/* One output column j: load + constant + SubBytes (S-box page in ZH all along) from the
 * state at Y (src = y) or at a fixed address (src = FAST_A, FAST_B), then MixBytes (x2
 * look-ups through X, XH = x2 page all along) to the fixed state dst (store = sts) or XORed
 * into h at Y (store = xory). */
.macro FCOLUMN kind, src, store, dst, j, s0, s1, s2, s3, s4, s5, s6, s7
    .ifc \src,y
    .set load_fixed, 0
    .else
    .set load_fixed, 1
    .set load_at, \src
    .endif
    LOAD_COLUMN \kind, \j, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7
    RC_NEXT_COLUMN \kind, \j, \s7
    .ifc \store,sts
    .set mb_at, \dst
    .endif
    MIXBYTES_BODY \store, 8*\j
.endm

/* A round: columns first..7 (the output transform needs only columns 4..7 of its last). */
.macro FROUND kind, src, store, dst, first, shifts:vararg
    .irp j, 0,1,2,3,4,5,6,7
    .if \j >= \first
    FCOLUMN \kind, \src, \store, \dst, \j, \shifts
    .else
    RC_NEXT_COLUMN \kind, \j, 0   /* (P only) the constant still moves on */
    .endif
    .endr
    RC_NEXT_ROUND \kind
.endm

/* P's first round reads h (at Y) ^ m (at r12:r13) itself: the column's 8 message bytes go
 * to T0..T7 through Z, then each h byte is read into ZL, XORed and looked up. 26 cycles
 * more a column than a plain one, but no 64-byte pass. */
.macro HM_M j, row, s
    .altmacro
    HM_M2 %(((\j+\s)&7)*8+\row), %(18+\row)
    .noaltmacro
.endm
.macro HM_M2 off, treg
    ldd r\treg, Z+\off
.endm
.macro HM_ROW j, row, s, s7
    .altmacro
    HM_ROW2 \j, \row, \s7, %(((\j+\s)&7)*8+\row), %(18+\row), %(2+\row)
    .noaltmacro
.endm
.macro HM_ROW2 j, row, s7, off, treg, areg
    ldd r30, Y+\off
    eor r30, r\treg
    ARC P, \j, \row, \s7, 30
    lpm r\areg, Z
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
    RC_NEXT_COLUMN P, \j, \s7
    .set mb_at, FAST_A
    MIXBYTES_BODY sts, 8*\j
.endm
.macro FROUND_HM shifts:vararg
    .irp j, 0,1,2,3,4,5,6,7
    FCOLUMN_HM \j, \shifts
    .endr
    RC_NEXT_ROUND P
.endm

/* Rounds 2..9 of a permutation: FAST_A -> FAST_B -> FAST_A, four times: `unroll` (1, 2 or
 * 4) pairs of rounds written out, in a loop (RND = r1, 0 after) unless that is all four. */
.macro FMIDDLE kind, unroll, shifts:vararg
    .if \unroll < 4
    ldi r18, 4/\unroll
    mov RND, r18
1:
    .endif
    .rept \unroll
    FROUND \kind, FAST_A, sts, FAST_B, 0, \shifts
    FROUND \kind, FAST_B, sts, FAST_A, 0, \shifts
    .endr
    .if \unroll < 4
    dec RND
    breq 2f
    jmp 1b
2:
    .endif
.endm

/* The API (groestl_avr.h): init, update, final, one call; context STREAM_CTX_SIZE bytes. */
#define STREAM_SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15,r16,r28,r29
#include "groestl256_api.inc"
    STREAM_API fast_large, call, jmp

/* void groestl256_fast_large_P(uint_farptr_t msg, uint32_t len, uint8_t digest[32]): one call on
 * a message in flash (anywhere, read with ELPM; len < 2^22), through the static context:
 * each whole block is copied into the buffer and compressed, then the tail goes to final.
 * The number of whole blocks waits in the block count's top two bytes. In its own section
 * with fast_large_copy_flash, its only user: --gc-sections drops both from programs without it. */
    .section .text.groestl256_fast_large_P,"ax",@progbits
    .global groestl256_fast_large_P
    .type groestl256_fast_large_P, @function
groestl256_fast_large_P:
    call fast_large_save
    push r17                        /* call-saved, not in STREAM_SAVED */
    push r16                        /* digest */
    push r17
    out IO(RAMPZ), r24                  /* msg bits 16..23 */
    movw r10, r22                   /* msg bits 0..15 */
    mov r17, r18                    /* tail = len & 63 */
    andi r17, 63
    mov r0, r20                     /* r20:r21 = blocks = len >> 6 */
    ldi r22, 6
1:  lsr r0
    ror r19
    ror r18
    dec r22
    brne 1b
    movw r20, r18
    ldi r24, lo8(fast_large_ctx)
    ldi r25, hi8(fast_large_ctx)
    call groestl256_fast_large_init      /* keeps r20..r25 */
    movw r14, r24
    call fast_large_m_is_buf
    Z_META
    std Z+M_BLOCKS+2, r20
    std Z+M_BLOCKS+3, r21
2:  Z_META                          /* loop: blocks done (low half) == blocks (top half)? */
    ldd r18, Z+M_BLOCKS
    ldd r19, Z+M_BLOCKS+1
    ldd r20, Z+M_BLOCKS+2
    ldd r21, Z+M_BLOCKS+3
    cp r18, r20
    cpc r19, r21
    breq 4f
    call fast_large_copy_flash           /* the buffer = the next block */
    call fast_large_count_block
    call fast_large_compress
    rjmp 2b
4:  std Z+M_BLOCKS+2, r1
    std Z+M_BLOCKS+3, r1
    std Z+M_BUFLEN, r17
    mov r19, r17                    /* the tail */
    call fast_large_copy_flash_n
    out IO(RAMPZ), r1
    pop r23                         /* digest */
    pop r22
    pop r17
    movw r24, r14
    jmp fast_large_final
    .size groestl256_fast_large_P, .-groestl256_fast_large_P

/* fast_large_copy_flash(_n): buffer (r12:r13) = 64 (r19) bytes at RAMPZ:r10:r11, which advance
 * (ELPM Z+ carries into RAMPZ). Clobbers r0, r19, X, Z. */
fast_large_copy_flash:
    ldi r19, 64
fast_large_copy_flash_n:
    movw r30, r10
    movw r26, r12
    rjmp 2f
1:  elpm r0, Z+
    st X+, r0
2:  subi r19, 1
    brcc 1b
    movw r10, r30
    ret

    .section .text.groestl256_fast_large,"ax",@progbits
/* fast_large_output: digest (r10:r11) = (P(h) ^ h)[32..63]: h ^= P(h) (its last round only for
 * columns 4..7), then copy. */
fast_large_output:
    movw r28, r14                   /* Y = h */
    ldi r27, X2_PAGE
    ldi r31, SBOX_PAGE
    ldi RC, RC_P_FIRST
    FROUND P, y, sts, FAST_A, 0, P_SHIFTS
    FMIDDLE P, 1, P_SHIFTS
    FROUND P, FAST_A, xory, 0, 4, P_SHIFTS
    movw r30, r14
    adiw r30, 32
    movw r26, r10
    ldi r19, 32
2:  ld r0, Z+
    st X+, r0
    dec r19
    brne 2b
    jmp fast_large_restore

/* Last in the file: the long unrolled permutations do not push the API's RCALLs out of reach. */
/* fast_large_compress: h ^= P(h ^ m) ^ Q(m). h at r14:r15, m at r12:r13 (kept; r10, r11, r17 kept
 * too). Rounds 2..9 read and write FAST_A/FAST_B at fixed addresses; Y points to h (P's
 * first and last rounds, Q's last) or m (Q's first). ZH holds the S-box page and XH the
 * x2 page throughout (no page switches). Clobbers r0, r2..r9, r16, r18..r31; r1 is 0 again
 * at the end. */
fast_large_compress:
    movw r28, r14                   /* Y = h */
    ldi r27, X2_PAGE
    ldi RC, RC_P_FIRST
    FROUND_HM P_SHIFTS
    FMIDDLE P, FAST_UNROLL, P_SHIFTS
    FROUND P, FAST_A, xory, 0, 0, P_SHIFTS
    movw r28, r12                   /* Q's round 1 reads m itself */
    ldi r31, SQ_PAGE
    ldi RC, RC_Q_FIRST
    FROUND Q, y, sts, FAST_A, 0, Q_SHIFTS
    FMIDDLE Q, FAST_UNROLL, Q_SHIFTS
    movw r28, r14
    FROUND Q, FAST_A, xory, 0, 0, Q_SHIFTS
    ret
