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
 * Register map: see groestl256_avr.inc; here also
 *   r10:r11  len left (update)    r12:r13  message block pointer m    r14:r15  ctx (h first)
 */
#define SBOX_INSN ld
#define X2_INSN ld
#define SBOX_IN_MIXBYTES
#define Q_COMPLEMENT_LATER
#include "groestl256_avr.inc"

#define SBOX_PAGE hi8(groestl_avr_sbox_ram)

/* Context (caller-owned, GROESTL256_SMALL_CTX_SIZE bytes in groestl_avr.h) */
#define CTX_H       0               /* chaining value, 64 bytes */
#define CTX_META    64              /* the rest, reached as Z = ctx + CTX_META (LDD reaches 63): */
#define M_BLOCKS    0               /*   blocks compressed so far, uint32 little endian */
#define M_BUFLEN    4               /*   bytes in the buffer */
#define M_BUF       5               /*   partial block, 64 bytes */
#define CTX_SIZE    133

/* Z = ctx + CTX_META (ctx at r14:r15) */
.macro Z_META
    movw r30, r14
    subi r30, lo8(-CTX_META)
    sbci r31, hi8(-CTX_META)
.endm

    .section .bss.groestl256_small_x2,"aw",@nobits
    .balign 256
small_x2:   .skip 256               /* small_x2[v] = 2·v in GF(2^8) */
    .section .bss.groestl256_small_ab,"aw",@nobits
    .balign 128
small_a:    .skip 64                /* 128-aligned: the other buffer of Y is Y ^ 64 */
small_b:    .skip 64
    .section .bss.groestl256_small_ctx,"aw",@nobits
small_ctx:  .skip CTX_SIZE          /* context of the one-call function */

/* Start-up code (crt's .init8, like .data's copy): fill small_x2. Not message-dependent. */
    .section .init8,"ax",@progbits
    ldi r30, lo8(small_x2)
    ldi r31, hi8(small_x2)
    ldi r24, 0
1:  mov r25, r24
    lsl r25
    brcc 2f
    ldi r18, 0x1b
    eor r25, r18
2:  st Z+, r25
    inc r24
    brne 1b

    .text

/* ---------------------------------------------------------------------------------------- */
/* small_mixbytes_P / _Q: SubBytes (Q: of the complement) and MixBytes of A0..A7, to X+.
 * Clobbers A0..A7, T0..T7, Z. 1 + 24 (Q: 31) + 1 + 112 + 4 (ret) = 142 (Q: 149) cycles. */
small_mixbytes_Q:
    ldi r31, SBOX_PAGE
    SUBBYTES_REGS Q
    rjmp small_mixbytes
small_mixbytes_P:
    ldi r31, SBOX_PAGE
    SUBBYTES_REGS P
small_mixbytes:
    ldi r31, hi8(small_x2)
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

/* small_perm_p / small_perm_q: in Y (64 bytes, read only), X = small_b; out small_a.
 * Clobbers r2..r9, r16..r25, X, Y, Z. */
small_perm_p:
    PERMUTATION P, RC_P_FIRST, P_SHIFTS
small_perm_q:
    PERMUTATION Q, RC_Q_FIRST, Q_SHIFTS

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

/* small_compress: h = P(h ^ m) ^ Q(m) ^ h, h at r14:r15, m at r12:r13 (both kept);
 * small_count_compress counts the block first. Clobbers r0, r2..r9, r16..r25, X, Y, Z. */
small_count_compress:
    rcall small_count_block
small_compress:
    movw r26, r14                   /* A = h ^ m */
    movw r30, r12
    ldi r28, lo8(small_a)
    ldi r29, hi8(small_a)
    rcall small_xor64
    ldi r28, lo8(small_a)           /* A = P(A) */
    ldi r29, hi8(small_a)
    ldi r26, lo8(small_b)
    ldi r27, hi8(small_b)
    rcall small_perm_p
    rcall small_h_xor_a             /* h ^= P(h ^ m) */
    movw r28, r12                   /* A = Q(m), round 1 straight from m */
    ldi r26, lo8(small_b)
    ldi r27, hi8(small_b)
    rcall small_perm_q
small_h_xor_a:                      /* h ^= A */
    movw r28, r14
    movw r26, r14
    ldi r30, lo8(small_a)
    ldi r31, hi8(small_a)
    rjmp small_xor64

/* small_count_block: ctx->blocks += 1 (ctx at r14:r15); leaves Z = &blocks + 4.
 * Clobbers r18, r19, Z. */
small_count_block:
    Z_META
    ldi r19, 4
    sec
1:  ld r18, Z
    adc r18, r1
    st Z+, r18
    dec r19
    brne 1b
    ret

/* r12:r13 = ctx buffer (for small_compress). */
small_m_is_buf:
    movw r12, r14
    ldi r18, CTX_META+M_BUF
    add r12, r18
    adc r13, r1
    ret

/* ---------------------------------------------------------------------------------------- */
/* void groestl256_small_init(groestl256_small_ctx *ctx): h = IV, nothing buffered. */
    .global groestl256_small_init
    .type groestl256_small_init, @function
groestl256_small_init:
    movw r30, r24
    ldi r18, CTX_SIZE
1:  st Z+, r1
    dec r18
    brne 1b
    movw r30, r24
    ldi r18, 0x01                   /* IV: the digest size 256 as a 64-bit big-endian number */
    std Z+62, r18
    ret
    .size groestl256_small_init, .-groestl256_small_init

/* void groestl256_small_update(ctx, const void *msg, uint16_t len)
 * Whole blocks are compressed straight from msg when nothing is buffered. */
/* small_with_saved: run the routine at Z with r2..r17, r28, r29 saved around it. */
small_with_saved:
    PUSH_REGS SAVED_ALL
    icall
    POP_REGS SAVED_ALL
    ret

    .global groestl256_small_update
    .type groestl256_small_update, @function
groestl256_small_update:
    ldi r30, pm_lo8(small_update)
    ldi r31, pm_hi8(small_update)
    rjmp small_with_saved
    .size groestl256_small_update, .-groestl256_small_update
small_update:
    movw r14, r24
    movw r12, r22
    movw r10, r20
.Lsu_loop:
    cp r10, r1
    cpc r11, r1
    breq .Lsu_done
    Z_META
    ldd r18, Z+M_BUFLEN
    tst r18
    brne .Lsu_byte
    tst r11                         /* len >= 64 and nothing buffered: compress from msg */
    brne .Lsu_block
    ldi r19, 64
    cp r10, r19
    brlo .Lsu_byte
.Lsu_block:
    rcall small_count_compress
    ldi r18, 64
    add r12, r18
    adc r13, r1
    sub r10, r18
    sbc r11, r1
    rjmp .Lsu_loop
.Lsu_byte:                          /* buf[buflen++] = *msg++ */
    movw r26, r12
    ld r19, X+
    movw r12, r26
    add r30, r18
    adc r31, r1
    std Z+M_BUF, r19
    Z_META
    inc r18
    std Z+M_BUFLEN, r18
    ldi r19, 1
    sub r10, r19
    sbc r11, r1
    cpi r18, 64
    brne .Lsu_loop
    std Z+M_BUFLEN, r1              /* buffer full: compress it */
    push r12
    push r13
    rcall small_m_is_buf
    rcall small_count_compress
    pop r13
    pop r12
    rjmp .Lsu_loop
.Lsu_done:
    ret

/* void groestl256_small_final(ctx, uint8_t digest[32]): pad, last block(s), Ω. */
    .global groestl256_small_final
    .type groestl256_small_final, @function
groestl256_small_final:
    ldi r30, pm_lo8(small_final)
    ldi r31, pm_hi8(small_final)
    rjmp small_with_saved
    .size groestl256_small_final, .-groestl256_small_final
small_final:
    movw r14, r24
    movw r10, r22
    rcall small_m_is_buf
    Z_META
    ldd r18, Z+M_BUFLEN
    movw r30, r12                   /* Z = buf + buflen */
    add r30, r18
    adc r31, r1
    ldi r19, 0x80                   /* padding: 0x80, zeros */
    st Z+, r19
    ldi r19, 63
    sub r19, r18
    rjmp 2f
1:  st Z+, r1
    dec r19
2:  brne 1b
    cpi r18, 56                     /* no room for the 8-byte length: one more block */
    brlo 3f
    rcall small_count_compress
    movw r30, r12
    ldi r19, 64
4:  st Z+, r1
    dec r19
    brne 4b
3:  rcall small_count_block         /* the last block counts too; Z = &blocks + 4 */
    movw r26, r12                   /* buf[60..63] = blocks, big endian (56..59 stay 0) */
    adiw r26, 60
    ldi r19, 4
5:  ld r18, -Z
    st X+, r18
    dec r19
    brne 5b
    rcall small_compress
    movw r28, r14                   /* Ω: A = P(h) */
    ldi r26, lo8(small_b)
    ldi r27, hi8(small_b)
    rcall small_perm_p
    movw r28, r10                   /* digest = (A ^ h)[32..63] */
    ldi r26, lo8(small_a+32)
    ldi r27, hi8(small_a+32)
    movw r30, r14
    adiw r30, 32
    ldi r19, 8
    rjmp small_xor

/* void groestl256_small(const void *msg, uint16_t len, uint8_t digest[32]): one call,
 * through a static context. */
    .global groestl256_small
    .type groestl256_small, @function
groestl256_small:
    ldi r30, pm_lo8(small_oneshot)
    ldi r31, pm_hi8(small_oneshot)
    rjmp small_with_saved
    .size groestl256_small, .-groestl256_small
small_oneshot:
    push r20                        /* digest */
    push r21
    movw r20, r22                   /* len */
    movw r22, r24                   /* msg */
    ldi r24, lo8(small_ctx)
    ldi r25, hi8(small_ctx)
    rcall groestl256_small_init     /* keeps r20..r25 */
    rcall small_update
    pop r23
    pop r22
    ldi r24, lo8(small_ctx)
    ldi r25, hi8(small_ctx)
    rjmp small_final
