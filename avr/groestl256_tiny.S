/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl256_tiny.S - Grøstl-256 for the ATmega128 in at most 160 bytes of RAM in all
 * (avr-gcc ABI). -DGROESTL_AVR_V0 assembles Grøstl-0-256 instead of the final version.
 *
 * RAM: the chaining value h (64 bytes, in the caller's context) and one 64-byte state s;
 * no message buffer: the message is read twice from the caller's memory, as
 *   s = m; s = Q(s); (h, s) = (h ^ s, h); s ^= m; s = P(s); h ^= s
 * which gives h ^ Q(m) ^ P(h ^ m). So the API takes whole blocks in update and the tail in
 * final (see groestl_avr.h).
 *
 * Rounds run in place in s (seed 002's single-matrix ShiftBytes): output column j is read
 * diagonally, then the 7-j bytes of slot column j that later columns still need are parked
 * in slots this column has just freed, and MixBytes writes column j over slot column j.
 * For row r with shift s_r, let rho(r) be the row whose shift is 8 - s_r. At column j:
 *   row r is read from slot (r, j+s_r) if j+s_r < 8, else from slot (rho(r), j) where it
 *   was parked; for every row r with s_r > j, the byte in slot (r, j) moves to slot
 *   (rho(r), j-s_r+8), which column j has just read (28 moves a round, 4 cycles each; the
 *   7 of the row with shift 7 are needed by the next column and wait in a register instead).
 * Tables in flash (LPM, 3 cycles): the shared S-box, SQ(x) = S(~x) for Q (so Q's complement
 * is free) and x2, the last two generated here at assembly time.
 * Cycles per column: 1 + 40 loads + 1 constant + 4 per move + 1 RC + 3 (rcall) + 133 MixBytes.
 *
 * Register map: see groestl256.inc; here Y = s (fixed), and
 *   r10:r11 message pointer   r12:r13 bytes left   r14:r15 h (ctx)
 */
#define SBOX_INSN lpm
#define X2_INSN lpm
#ifndef GROESTL_AVR_V0
#define Q_SBOX_TABLE
#endif
#include "groestl256.inc"
#include "groestl_sbox.h"
#undef RND
#define RND r0                      /* rounds left: r0, so r17 need not be saved (RAM) */
#define SAVED_TINY CALL_SAVED
#define PARK r17                    /* the byte of the row with shift 7, parked for one column */

#define SBOX_PAGE hi8(groestl_avr_sbox_flash)
#ifdef Q_SBOX_TABLE
#define SQ_PAGE hi8(groestl_avr_sq_flash)
#else
#define SQ_PAGE SBOX_PAGE
#endif

/* Context (caller-owned, GROESTL256_TINY_CTX_SIZE bytes in groestl_avr.h) */
#define CTX_H       0               /* chaining value, 64 bytes */
#define CTX_BLOCKS  64              /* blocks compressed so far, uint32 little endian */
#define CTX_SIZE    68

    .section .bss.groestl256_tiny,"aw",@nobits
tiny_s:     .skip 64                /* the permutation state */


    .section .text.groestl256_tiny,"ax",@progbits

/* ---------------------------------------------------------------------------------------- */
/* tiny_mixbytes: MixBytes of A0..A7 to X+ (8 bytes). Clobbers A0..A7, T0..T7, Z.
 * 1 + 128 + 4 (ret) = 133 cycles. */
tiny_mixbytes:
    ldi r31, hi8(gf_x2_flash)
    MIXBYTES_BODY
    ret

/* One row of the in-place load: row r of output column j (shift s, parked in row rho;
 * the row with shift 7 is needed by the very next column, so it waits in PARK instead). */
.macro TLOAD kind, j, row, s, rho, s7
    .if (\j + \s) < 8
    LOAD_ROW \kind, \j, \row, \s7, (8*(\j+\s)+\row)
    .elseif \s == 7
    mov r30, PARK
    ARC \kind, \j, \row, \s7, 30
    .altmacro
    SUBBYTE_ROW %(2+\row)
    .noaltmacro
    .else
    LOAD_ROW \kind, \j, \row, \s7, (8*\j+\rho)
    .endif
.endm
.macro SUBBYTE_ROW areg
    SBOX_INSN r\areg, Z
.endm
/* Park slot (r, j) in slot (rho, j-s+8) if a later column needs it (through r1, cleared
 * after the permutation): 4 cycles; or in PARK for the next column: 2 cycles. */
.macro TMOVE j, row, s, rho
    .if \s > \j
    .if \s == 7
    ldd PARK, Y+(8*\j+\row)
    .else
    ldd r1, Y+(8*\j+\row)
    std Y+(8*(\j-\s+8)+\rho), r1
    .endif
    .endif
.endm

/* One output column j of a round: loads, parking, constant, MixBytes over slot column j. */
.macro TCOLUMN kind, j, s0, s1, s2, s3, s4, s5, s6, s7, p0, p1, p2, p3, p4, p5, p6, p7
    .ifc \kind,P
    ldi r31, SBOX_PAGE
    .else
    ldi r31, SQ_PAGE
    .endif
    TLOAD \kind, \j, 0, \s0, \p0, \s7
    TLOAD \kind, \j, 1, \s1, \p1, \s7
    TLOAD \kind, \j, 2, \s2, \p2, \s7
    TLOAD \kind, \j, 3, \s3, \p3, \s7
    TLOAD \kind, \j, 4, \s4, \p4, \s7
    TLOAD \kind, \j, 5, \s5, \p5, \s7
    TLOAD \kind, \j, 6, \s6, \p6, \s7
    TLOAD \kind, \j, 7, \s7, \p7, \s7
    TMOVE \j, 0, \s0, \p0
    TMOVE \j, 1, \s1, \p1
    TMOVE \j, 2, \s2, \p2
    TMOVE \j, 3, \s3, \p3
    TMOVE \j, 4, \s4, \p4
    TMOVE \j, 5, \s5, \p5
    TMOVE \j, 6, \s6, \p6
    TMOVE \j, 7, \s7, \p7
    RC_NEXT_COLUMN \kind, \j, \s7
    rcall tiny_mixbytes
.endm

/* rho(r): the row whose shift is 8 - s_r (unused for the row with shift 0) */
#define P_PARK 0,7,6,5,4,3,2,1
#ifdef GROESTL_AVR_V0
#define Q_PARK P_PARK
#else
#define Q_PARK 3,2,1,0,0,7,6,5
#endif

/* A whole permutation of s in place: 10 rounds. Clobbers r0, r2..r9, r16, r18..r25, X, Z. */
.macro TPERMUTATION kind, first, rounds, shifts_and_park:vararg
    ldi RC, \first
    ldi r18, 10
    mov RND, r18
\rounds:                            /* entry with RC and RND set */
1:  movw r26, r28                   /* X = s: column j goes to slot column j */
    TCOLUMN \kind, 0, \shifts_and_park
    TCOLUMN \kind, 1, \shifts_and_park
    TCOLUMN \kind, 2, \shifts_and_park
    TCOLUMN \kind, 3, \shifts_and_park
    TCOLUMN \kind, 4, \shifts_and_park
    TCOLUMN \kind, 5, \shifts_and_park
    TCOLUMN \kind, 6, \shifts_and_park
    TCOLUMN \kind, 7, \shifts_and_park
    RC_NEXT_ROUND \kind
    dec RND
    breq 2f
    rjmp 1b
2:  clr r1
    ret
.endm

tiny_perm_p:
    TPERMUTATION P, RC_P_FIRST, tiny_perm_p_rounds, P_SHIFTS, P_PARK
tiny_perm_q:
    TPERMUTATION Q, RC_Q_FIRST, tiny_perm_q_rounds, Q_SHIFTS, Q_PARK

/* tiny_perm_q_m: s = Q(m), m at r10:r11: round 1 reads m diagonally (two-buffer form, no
 * parking) and writes s, so m need not be copied first; then 9 rounds in place. */
.macro TCOLUMN_FROM_M j, s0, s1, s2, s3, s4, s5, s6, s7
    ldi r31, SQ_PAGE
    LOAD_COLUMN Q, \j, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7
    RC_NEXT_COLUMN Q, \j, \s7
    rcall tiny_mixbytes
.endm
tiny_perm_q_m:
    ldi RC, RC_Q_FIRST
    movw r28, r10
    ldi r26, lo8(tiny_s)
    ldi r27, hi8(tiny_s)
    TCOLUMN_FROM_M 0, Q_SHIFTS
    TCOLUMN_FROM_M 1, Q_SHIFTS
    TCOLUMN_FROM_M 2, Q_SHIFTS
    TCOLUMN_FROM_M 3, Q_SHIFTS
    TCOLUMN_FROM_M 4, Q_SHIFTS
    TCOLUMN_FROM_M 5, Q_SHIFTS
    TCOLUMN_FROM_M 6, Q_SHIFTS
    TCOLUMN_FROM_M 7, Q_SHIFTS
    RC_NEXT_ROUND Q
    ldi r28, lo8(tiny_s)
    ldi r29, hi8(tiny_s)
    ldi r18, 9
    mov RND, r18
    rjmp tiny_perm_q_rounds

/* ---------------------------------------------------------------------------------------- */
/* tiny_swap_h: (h, s) = (h ^ s, h); tiny_h_xor_s: h ^= s. h at r14:r15.
 * Clobbers r0, r18, r19, X, Z. 9 (swap) / 7 (xor) cycles a byte + 3 a loop. */
tiny_swap_h:
    movw r26, r14
    movw r30, r28
    ldi r19, 32
1:  .rept 2
    ld r0, X                        /* h */
    ld r18, Z                       /* s */
    st Z+, r0                       /* s = h */
    eor r0, r18
    st X+, r0                       /* h ^= s */
    .endr
    dec r19
    brne 1b
    ret
/* tiny_swap_h_m: (h, s) = (h ^ s, h ^ m), m at r10:r11: one pass for tiny_swap_h + s ^= m.
 * Y runs over m and is restored from r0:r1 (r1 cleared). Clobbers r0, r18..r20, X, Z.
 * 12 cycles a byte + 3 a loop. */
tiny_swap_h_m:
    movw r0, r28
    movw r26, r14
    movw r30, r28
    movw r28, r10
    ldi r19, 32
1:  .rept 2
    ld r18, X                       /* h */
    ld r20, Z                       /* s */
    eor r20, r18
    st X+, r20                      /* h ^= s */
    ld r20, Y+                      /* m */
    eor r18, r20
    st Z+, r18                      /* s = h ^ m */
    .endr
    dec r19
    brne 1b
    movw r28, r0
    clr r1
    ret

tiny_h_xor_s:
    movw r26, r14
    movw r30, r28
    ldi r19, 16
1:  .rept 4
    ld r0, X
    ld r18, Z+
    eor r0, r18
    st X+, r0
    .endr
    dec r19
    brne 1b
    ret

/* tiny_count_block: ctx->blocks += 1 (ctx at r14:r15). Clobbers r18, r19, Z. */
tiny_count_block:
    movw r30, r14
    subi r30, lo8(-CTX_BLOCKS)
    sbci r31, hi8(-CTX_BLOCKS)
    ldi r19, 4
    sec
1:  ld r18, Z
    adc r18, r1
    st Z+, r18
    dec r19
    brne 1b
    ret

/* ---------------------------------------------------------------------------------------- */
/* void groestl256_tiny_init(groestl256_tiny_ctx *ctx): h = IV, no blocks yet. */
    .global groestl256_tiny_init
    .type groestl256_tiny_init, @function
groestl256_tiny_init:
    movw r30, r24
    ldi r18, CTX_SIZE
1:  st Z+, r1
    dec r18
    brne 1b
    movw r30, r24
    ldi r18, 0x01                   /* IV: the digest size 256 as a 64-bit big-endian number */
    std Z+62, r18
    ret
    .size groestl256_tiny_init, .-groestl256_tiny_init

/* tiny_with_saved: save the call-saved registers, Y = s, jump to the routine at Z, which
 * returns through tiny_restore (no return address of its own: 2 bytes of stack less). */
tiny_with_saved:
    PUSH_REGS SAVED_TINY
    ldi r28, lo8(tiny_s)
    ldi r29, hi8(tiny_s)
    ijmp
tiny_restore:
    POP_REGS SAVED_TINY
    ret

/* void groestl256_tiny_update(ctx, const void *msg, uint16_t len): len/64 whole blocks;
 * the caller keeps len%64 bytes for the next update or final. */
    .global groestl256_tiny_update
    .type groestl256_tiny_update, @function
groestl256_tiny_update:
    ldi r30, pm_lo8(tiny_update)
    ldi r31, pm_hi8(tiny_update)
    rjmp tiny_with_saved
    .size groestl256_tiny_update, .-groestl256_tiny_update
tiny_update:
    rcall tiny_blocks
    rjmp tiny_restore
/* tiny_blocks: the whole blocks of (r22 msg, r20 len) into ctx r24; leaves ctx in r14,
 * the tail in r10 (pointer) and r12 (length < 64). */
tiny_blocks:
    movw r14, r24
    movw r10, r22
    movw r12, r20
1:  ldi r18, 64                     /* while (len >= 64) */
    cp r12, r18
    cpc r13, r1
    brlo 2f
    rcall tiny_count_block          /* inline tiny_compress: one return address less */
    rcall tiny_perm_q_m             /* s = Q(m) */
    rcall tiny_swap_h_m             /* h ^= s, s = h ^ m */
    rcall tiny_perm_p
    rcall tiny_h_xor_s
    ldi r18, 64
    add r10, r18
    adc r11, r1
    sub r12, r18
    sbc r13, r1
    rjmp 1b
2:  ret

/* tiny_pad: s = m' (T clear) or s ^= m' (T set), where m' is the r12 < 64 bytes of m at r10
 * (SRAM; flash at RAMPZ:r10 if r13 bit 2, with RAMPZ = r13 bit 3), then 0x80 if r13 bit 0,
 * zeros, and if r13 bit 1 the block count (ctx) as a 64-bit big-endian number in bytes
 * 56..63. Branches on lengths and flags only. Clobbers r0, r18..r21, X, Z, RAMPZ. */
tiny_pad:
    mov r20, r13
    ldi r18, 0                      /* RAMPZ of the tail */
    sbrc r20, 3
    ldi r18, 1
    out IO(RAMPZ), r18
    movw r26, r10
    ldi r19, 64                     /* r19 = bytes of s after m and 0x80 */
    sub r19, r12
    mov r21, r12                    /* bytes of m */
    tst r21
    breq 2f
1:  sbrc r20, 2                     /* the message bytes, from SRAM or flash */
    rjmp 3f
    ld r0, X+
    rjmp 4f
3:  movw r30, r26
    elpm r0, Z+
    movw r26, r30
4:  brtc 11f                        /* tiny_pad_put, inline */
    ld r18, Y
    eor r0, r18
11: st Y+, r0
    dec r21
    brne 1b
2:  sbrs r20, 0                     /* 0x80 */
    rjmp 5f
    ldi r18, 0x80
    mov r0, r18
    rcall tiny_pad_put
    dec r19
5:  ldi r21, 8                      /* zeros up to the count, or to the end */
    sbrs r20, 1
    clr r21
    sub r19, r21
    breq 7f
    brtc 6f
    add r28, r19                    /* s ^= 0: skip */
    adc r29, r1
    rjmp 7f
6:  st Y+, r1
    dec r19
    brne 6b
7:  tst r21                         /* the count: 4 zero bytes, then 4 bytes big endian */
    breq 9f
    ldi r19, 8
8:  clr r0
    cpi r19, 5
    brsh 10f
    movw r30, r14
    add r30, r19
    adc r31, r1
    ldd r0, Z+CTX_BLOCKS-1          /* byte 64-r19 of the block is count byte r19-1 */
10: rcall tiny_pad_put
    dec r19
    brne 8b
9:  subi r28, 64                    /* Y = s again */
    sbci r29, 0
    ret
/* tiny_pad_put: the next byte of s = r0 (T set: s ^= r0), Y+. Clobbers r18. */
tiny_pad_put:
    brtc 1f
    ld r18, Y
    eor r0, r18
1:  st Y+, r0
    ret

/* void groestl256_tiny_final(ctx, const void *tail, uint8_t tail_len, uint8_t digest[32]):
 * tail_len < 64 bytes left over by update; pads, compresses the last block(s), Ω. */
    .global groestl256_tiny_final
    .type groestl256_tiny_final, @function
groestl256_tiny_final:
    ldi r30, pm_lo8(tiny_final)
    ldi r31, pm_hi8(tiny_final)
    rjmp tiny_with_saved
    .size groestl256_tiny_final, .-groestl256_tiny_final
tiny_final:
    push r18                        /* digest, read back by tiny_final_blocks */
    push r19
    clr r21                         /* the tail is in SRAM */
    rcall tiny_final_blocks
    pop r19
    pop r18
    rjmp tiny_restore

/* tiny_final_blocks: ctx r24, tail r22, tail length r20, r21 = 0 (SRAM) or tiny_pad's flash
 * flags; the digest pointer is on the stack just above the return address. The padded
 * block(s) are built twice each (s = m', then s ^= m'), since there is no room to keep them. */
tiny_final_blocks:
    movw r14, r24
    movw r10, r22
    mov r12, r20
    ldi r18, 1                      /* pad flags (r13): bit 0 = 0x80 still to come, */
    or r18, r21                     /* bit 1 = this block carries the count, bits 2, 3: flash */
    mov r13, r18
    ldi r18, 56
    cp r12, r18
    brsh 1f                         /* no room for the count: one more block first */
2:  ldi r18, 2
    or r13, r18
1:  rcall tiny_count_block          /* before the last block is built */
    clt
    rcall tiny_pad                  /* s = m' */
    rcall tiny_perm_q
    rcall tiny_swap_h
    set
    rcall tiny_pad                  /* s ^= m' */
    rcall tiny_perm_p
    rcall tiny_h_xor_s
    sbrc r13, 1
    rjmp 4f
    clr r12                         /* the extra block: no message, no 0x80, the count */
    clr r13
    rjmp 2b
4:  rcall tiny_copy_h               /* Ω: digest = (P(h) ^ h)[32..63] */
    rcall tiny_perm_p
    in r30, IO(SPL)                     /* the digest pointer, above our return address */
    in r31, IO(SPH)
    ldd r19, Z+3
    ldd r18, Z+4
    movw r26, r14                   /* X = h + 32, Z = s + 32, Y = digest */
    adiw r26, 32
    movw r30, r28
    adiw r30, 32
    movw r28, r18
    ldi r19, 32
5:  ld r0, X+
    ld r18, Z+
    eor r0, r18
    st Y+, r0
    dec r19
    brne 5b
    ret

/* s = h (for Ω). */
tiny_copy_h:
    movw r26, r14
    movw r30, r28
    ldi r19, 16
1:  .rept 4
    ld r0, X+
    st Z+, r0
    .endr
    dec r19
    brne 1b
    ret
/* void groestl256_tiny(const void *msg, uint16_t len, uint8_t digest[32]): one call; the
 * context (h and the count) lives on the stack. */
    .global groestl256_tiny
    .type groestl256_tiny, @function
groestl256_tiny:
    ldi r30, pm_lo8(tiny_oneshot)
    ldi r31, pm_hi8(tiny_oneshot)
    rjmp tiny_with_saved
    .size groestl256_tiny, .-groestl256_tiny
tiny_oneshot:
    movw r16, r24                   /* msg */
    in r26, IO(SPL)                    /* SP -= CTX_SIZE: the context */
    in r27, IO(SPH)
    subi r26, CTX_SIZE
    sbci r27, 0
    rcall tiny_set_sp
    push r20                        /* digest, read back by tiny_final_blocks */
    push r21
    movw r24, r26                   /* ctx = SP + 1 (before the pushes) */
    adiw r24, 1
    movw r20, r22                   /* len */
    movw r22, r16                   /* msg */
    rcall groestl256_tiny_init      /* keeps r20..r25 */
    rcall tiny_blocks               /* whole blocks; leaves ctx r14, the tail at r10, r12 */
    movw r24, r14
    movw r22, r10
    mov r20, r12
    clr r21
    rcall tiny_final_blocks
    pop r21
    pop r20
    in r26, IO(SPL)                    /* SP += CTX_SIZE */
    in r27, IO(SPH)
    subi r26, lo8(-CTX_SIZE)
    sbci r27, hi8(-CTX_SIZE)
    rcall tiny_set_sp
    rjmp tiny_restore

/* SP = X with interrupts held off between the two halves (returns through the new SP:
 * the return address is moved along). */
tiny_set_sp:
    pop r31                         /* return address */
    pop r30
    in r0, IO(SREG)
    cli
    out IO(SPH), r27
    out IO(SREG), r0
    out IO(SPL), r26
    ijmp

/* ---------------------------------------------------------------------------------------- */
/* Flash input, in its own section (after the rest: within rcall's reach): --gc-sections
 * drops it from programs that do not call groestl256_tiny_P.
 * tiny_copy_mf: s = the 64 bytes at RAMPZ:r10:r11 (RAMPZ left at the block).
 * tiny_swap_h_mf: (h, s) = (h ^ s, h ^ m) for that block, then RAMPZ:r10:r11 = the next.
 * Clobbers r0, r18..r20, X, Z. */
    .section .text.groestl256_tiny_P,"ax",@progbits
tiny_copy_mf:
    movw r30, r10
    movw r26, r28
    ldi r19, 16
1:  .rept 4
    elpm r0, Z+
    st X+, r0
    .endr
    dec r19
    brne 1b
    in r18, IO(RAMPZ)                   /* back to the block: RAMPZ:Z -= 64 */
    subi r30, 64
    sbci r31, 0
    sbci r18, 0
    out IO(RAMPZ), r18
    ret
tiny_swap_h_mf:
    movw r30, r10
    movw r26, r14
    ldi r19, 32
1:  .rept 2
    ld r18, X                       /* h */
    ld r20, Y                       /* s */
    eor r20, r18
    st X+, r20                      /* h ^= s */
    elpm r20, Z+                    /* m */
    eor r18, r20
    st Y+, r18                      /* s = h ^ m */
    .endr
    dec r19
    brne 1b
    subi r28, 64                    /* Y = s again */
    sbci r29, 0
    movw r10, r30
    ret

/* void groestl256_tiny_P(uint_farptr_t msg, uint32_t len, uint8_t digest[32]): one call on
 * a message in flash (e.g. a firmware image), read with ELPM; the same RAM as groestl256_tiny. */
    .global groestl256_tiny_P
    .type groestl256_tiny_P, @function
groestl256_tiny_P:
    ldi r30, pm_lo8(tiny_oneshot_P)
    ldi r31, pm_hi8(tiny_oneshot_P)
    rjmp tiny_with_saved
    .size groestl256_tiny_P, .-groestl256_tiny_P
tiny_oneshot_P:
    out IO(RAMPZ), r24                  /* msg bits 16..23 */
    movw r10, r22
    mov r12, r18                    /* blocks = len >> 6 (r12:r13), tail = len & 63 (r23) */
    mov r13, r19
    mov r0, r20
    mov r23, r18
    andi r23, 63
    ldi r19, 6
1:  lsr r0
    ror r13
    ror r12
    dec r19
    brne 1b
    in r26, IO(SPL)                     /* SP -= CTX_SIZE: the context */
    in r27, IO(SPH)
    subi r26, CTX_SIZE
    sbci r27, 0
    rcall tiny_set_sp
    push r16                        /* digest, read back by tiny_final_blocks */
    push r17
    movw r24, r26                   /* ctx = SP + 1 (before the pushes) */
    adiw r24, 1
    movw r14, r24
    rcall groestl256_tiny_init      /* keeps r20..r25 */
    movw r30, r14                   /* the tail length waits in the count's top byte */
    subi r30, lo8(-CTX_BLOCKS)
    sbci r31, hi8(-CTX_BLOCKS)
    std Z+3, r23
2:  cp r12, r1                      /* whole blocks */
    cpc r13, r1
    breq 3f
    rcall tiny_count_block
    rcall tiny_copy_mf              /* s = m */
    rcall tiny_perm_q
    rcall tiny_swap_h_mf            /* h ^= Q(m), s = h ^ m */
    rcall tiny_perm_p
    rcall tiny_h_xor_s              /* h ^= P(h ^ m) */
    ldi r18, 1
    sub r12, r18
    sbc r13, r1
    rjmp 2b
3:  movw r30, r14
    subi r30, lo8(-CTX_BLOCKS)
    sbci r31, hi8(-CTX_BLOCKS)
    ldd r20, Z+3                    /* the tail length; the count's top byte is 0 again */
    std Z+3, r1
    in r21, IO(RAMPZ)                   /* tiny_pad flags: flash (bit 2), RAMPZ (bit 3) */
    lsl r21
    lsl r21
    lsl r21
    ori r21, 4
    movw r24, r14
    movw r22, r10
    rcall tiny_final_blocks
    out IO(RAMPZ), r1
    pop r17
    pop r16
    in r26, IO(SPL)                     /* SP += CTX_SIZE */
    in r27, IO(SPH)
    subi r26, lo8(-CTX_SIZE)
    sbci r27, hi8(-CTX_SIZE)
    rcall tiny_set_sp
    rjmp tiny_restore
