/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl256_tiny.S - Grøstl-256 for the ATmega128 in under 156 bytes of RAM in all and under
 * 1.8 KB of flash (avr-gcc ABI). -DGROESTL_AVR_V0 assembles Grøstl-0-256 instead of the final
 * version.
 *
 * RAM: the chaining value h (64 bytes) and one 64-byte state s; no message buffer: each block
 * is read twice from the caller's memory, as
 *   s = m; s = Q(s); (h, s) = (h ^ s, h ^ m); s = P(s); h ^= s
 * which gives h ^ Q(m) ^ P(h ^ m); the last h ^= s waits for the next block's first pass,
 * (h, s) = (h ^ s, m). The padded last block is XORed into s from its parts (the tail, 0x80,
 * the block count), twice too. So the streaming API takes whole blocks in update and the
 * tail in final (see groestl_avr.h).
 *
 * Rounds run in place in s (single-matrix ShiftBytes, after Feichtner): output column j is
 * read diagonally, then the bytes of slot column j that later columns still need are parked
 * in slots this column has just freed, and MixBytes writes column j over slot column j.
 * For row r with shift s_r, let rho(r) be the row whose shift is 8 - s_r. At column j:
 *   row r is read from slot (r, j+s_r) if j+s_r < 8, else from slot (rho(r), j) where it
 *   was parked; for every row r with s_r > j, the byte in slot (r, j) moves to slot
 *   (rho(r), j-s_r+8), which column j has just read (28 moves a round, 4 cycles each; the
 *   7 of the row with shift 7 are needed by the next column and wait in PARK instead).
 * Every slot a column reads or writes is in column j or later, so Y moves with the column
 * (Y = s + 8j): the loads are LDD Y+q with q >= 0, and MixBytes stores with ST Y+.
 * Tables in flash (LPM, 3 cycles): the S-box and x2 (tables/). Q complements rows 0..6 in
 * its SubBytes+MixBytes entry (row 7 gets the complemented constant): no S(~x) table.
 * Cycles per column (by instruction count): 16 loads + about 12 moves + 1 (constant) + 3
 * (rcall) + 1 (its step) + 1 + 32 (SubBytes) + 1 + 124 (MixBytes, x2 in flash) + 4 (ret) =
 * 195 (Q: 8 more).
 *
 * Register map: groestl256.inc's (A0..A7 = r0..r7, T0..T7 = r18..r25, Z tables), but
 * RC = r27 and PARK = r26 (so r16 and r17 need not be saved: RAM), and Y = the state s
 * (moved along the columns). The round constant steps in SubBytes+MixBytes: +0x10 in the
 * part P and Q share, -0x20 more at Q's entry (Q's constant is complemented: -0x10 a
 * column). The API keeps r8:r9 the block count (its low 16 bits), r10:r11 the message, r12
 * the tail's length, r13 the padding flags, r14:r15 h.
 */
#define RC r27
#define PARK r26                    /* the byte of the row with shift 7, parked for a column */
#include "groestl256.inc"

#define SBOX_PAGE hi8(groestl_avr_sbox_flash)
#define X2_PAGE hi8(gf_x2_flash)
#define TINY_SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15,r28,r29

/* Context (caller-owned, GROESTL256_TINY_CTX_SIZE bytes in groestl_avr.h) */
#define CTX_H       0               /* chaining value, 64 bytes */
#define CTX_BLOCKS  64              /* blocks compressed so far, uint32 little endian */
#define CTX_SIZE    68

/* tiny_pad_xor's flags (r13) */
#define PAD_80      0               /* 0x80 after the tail */
#define PAD_COUNT   1               /* the block count in bytes 56..63 */
#define PAD_FLASH   2               /* the tail is in flash (RAMPZ set) */

    .section .bss.groestl256_tiny, "aw", @nobits
tiny_s:     .skip 64                /* the permutation state */

    .section .text.groestl256_tiny, "ax", @progbits

/* ---------------------------------------------------------------------------------------- */
/* tiny_submix_q: rows 0..6 complemented (row 7's constant was), RC -= 0x20, then
 * tiny_submix_p: RC += 0x10 (the constant of the next column: P's (j+1)<<4 ^ i, Q's
 * complemented ~((j'+1)<<4 ^ i); the column where Q's j' wraps adds its own correction),
 * SubBytes and MixBytes of A0..A7, stored with ST Y+. Clobbers r0..r7, r18..r25, Z.
 * P: 1 + 1 + 32 + 1 + 124 + 4 (ret) = 163 cycles, Q: 8 more. */
tiny_submix_q:
#ifndef GROESTL_AVR_V0
    .irp r, r0,r1,r2,r3,r4,r5,r6
    com \r
    .endr
    subi RC, 0x20
#endif
tiny_submix_p:
#ifndef GROESTL_AVR_V0
    subi RC, -0x10
#endif
    ldi r31, SBOX_PAGE
    SUBBYTES_REGS lpm
    ldi r31, X2_PAGE
    MIXBYTES 30, lpm, Z, sty
    ret

/* One row of the in-place load: row r of output column j (shift s, parked in row rho; the
 * row with shift 7 is needed by the very next column, so it waits in PARK instead). Y is
 * slot column j. */
.macro TLOAD kind, rc, j, row, s, rho, s7
    .if (\j + \s) < 8
    LOAD_ROW \kind, \j, \row, \s7, (8*\s+\row), raw, y, later, \rc
    .elseif \s == 7
    mov r\row, PARK
    ARC \kind, \j, \row, \s7, \row, later, \rc
    .else
    LOAD_ROW \kind, \j, \row, \s7, \rho, raw, y, later, \rc
    .endif
.endm
/* Park slot (r, j) in slot (rho, j-s+8) if a later column needs it (4 cycles, through T0,
 * which MixBytes sets later); or in PARK for the next column (2 cycles). */
.macro TMOVE j, row, s, rho
    .if \s > \j
    .if \s == 7
    ldd PARK, Y+\row
    .else
    ldd r18, Y+\row
    std Y+(8*(8-\s)+\rho), r18
    .endif
    .endif
.endm

/* A macro call a row, as fast_large's FCOLUMN_HM: each form's own steps, written out. */
/* One output column j of a round: loads, parking, constant, SubBytes+MixBytes over slot
 * column j (Y moves on to column j+1). */
.macro TCOLUMN kind, rc, j, s0, s1, s2, s3, s4, s5, s6, s7, p0, p1, p2, p3, p4, p5, p6, p7
    TLOAD \kind, \rc, \j, 0, \s0, \p0, \s7
    TLOAD \kind, \rc, \j, 1, \s1, \p1, \s7
    TLOAD \kind, \rc, \j, 2, \s2, \p2, \s7
    TLOAD \kind, \rc, \j, 3, \s3, \p3, \s7
    TLOAD \kind, \rc, \j, 4, \s4, \p4, \s7
    TLOAD \kind, \rc, \j, 5, \s5, \p5, \s7
    TLOAD \kind, \rc, \j, 6, \s6, \p6, \s7
    TLOAD \kind, \rc, \j, 7, \s7, \p7, \s7
    TMOVE \j, 0, \s0, \p0
    TMOVE \j, 1, \s1, \p1
    TMOVE \j, 2, \s2, \p2
    TMOVE \j, 3, \s3, \p3
    TMOVE \j, 4, \s4, \p4
    TMOVE \j, 5, \s5, \p5
    TMOVE \j, 6, \s6, \p6
    TMOVE \j, 7, \s7, \p7
#ifndef GROESTL_AVR_V0
    .ifc \kind,Q                     /* the constant's step is in tiny_submix_q: -0x10 */
    .if ((\j+\s7)&7) == 7
    subi \rc, 0x80                  /* j' wraps 7 -> 0: +0x70 in all */
    .endif
    .endif
#endif
    .ifc \kind,P
    rcall tiny_submix_p
    .else
    rcall tiny_submix_q
    .endif
.endm

/* rho(r): the row whose shift is 8 - s_r (unused for the row with shift 0) */
#define P_PARK 0,7,6,5,4,3,2,1
#ifdef GROESTL_AVR_V0
#define Q_PARK P_PARK
#else
#define Q_PARK 3,2,1,0,0,7,6,5
#endif

/* A whole permutation of s (Y) in place: 10 rounds, ending on the round constant. Leaves
 * Y = s, r1 = 0. Clobbers r0, r2..r7, r18..r27, Z. */
.macro TPERMUTATION kind, rc, shifts_and_park:vararg
    RC_FIRST \kind, later, \rc
    RC_AFTER \kind, later, 10, tiny_rc_end_\kind
1:  .irp j, 0,1,2,3,4,5,6,7
    TCOLUMN \kind, \rc, \j, \shifts_and_park
    .endr
    subi r28, 64                    /* back to column 0 */
    sbci r29, 0
    RC_NEXT_ROUND \kind, later, \rc
    cpi \rc, tiny_rc_end_\kind
    breq 2f
    rjmp 1b
2:  clr r1
    ret
.endm

tiny_perm_p:
    TPERMUTATION P, RC, P_SHIFTS, P_PARK
tiny_perm_q:
    TPERMUTATION Q, RC, Q_SHIFTS, Q_PARK

/* ---------------------------------------------------------------------------------------- */
/* The compression function, on a whole block m at r10:r11 (SRAM; moves on by 64):
 *   (h, s) = (h ^ s, m); s = Q(s); (h, s) = (h ^ s, h ^ m); s = P(s)
 * and on the padded last block m' (TINY_FINAL):
 *   (h, s) = (h ^ s, 0); s ^= m'; s = Q(s); (h, s) = (h ^ s, h); s ^= m'; s = P(s)
 * The last h ^= s of a block waits for the next pass that writes s (here or tiny_output),
 * one pass less a block; so s must be 0 before the first block. h at r14:r15, Y = s.
 * Clobbers r0, r2..r7, r18..r27, Z. */
tiny_compress_block:
    movw r26, r14                   /* (h, s) = (h ^ s, m): 11 cycles a byte */
    movw r30, r10
    ldi r18, 32
1:  .rept 2
    ld r0, X                        /* h */
    ld r19, Y                       /* s */
    eor r0, r19
    st X+, r0                       /* h ^= s */
    ld r19, Z+                      /* m */
    st Y+, r19                      /* s = m */
    .endr
    dec r18
    brne 1b
    subi r28, 64
    sbci r29, 0
    rcall tiny_perm_q
    /* The first loop's frame with another body (s = h ^ m): each runs once a block. */
    movw r26, r14                   /* (h, s) = (h ^ s, h ^ m): 12 cycles a byte */
    movw r30, r10
    ldi r18, 32
1:  .rept 2
    ld r0, X                        /* h */
    ld r19, Y                       /* s */
    eor r19, r0
    st X+, r19                      /* h ^= s */
    ld r19, Z+                      /* m */
    eor r0, r19
    st Y+, r0                       /* s = h ^ m */
    .endr
    dec r18
    brne 1b
    movw r10, r30
    subi r28, 64
    sbci r29, 0
    rjmp tiny_perm_p

/* tiny_fold_h: (h, s) = (h ^ s, h ^ s); tiny_fold_0: (h, s) = (h ^ s, 0). Y = s, h at
 * r14:r15. Clobbers r0, r18..r20, X. 10 cycles a byte. */
tiny_fold_h:
    ldi r20, 0xff
    rjmp 1f
tiny_fold_0:
    ldi r20, 0
1:  movw r26, r14
    ldi r18, 64
2:  ld r0, X
    ld r19, Y
    eor r0, r19
    st X+, r0
    and r0, r20
    st Y+, r0
    dec r18
    brne 2b
    subi r28, 64
    sbci r29, 0
    ret

/* tiny_pad_xor: s ^= the padded last block: the r12 < 64 tail bytes at r10:r11 (SRAM, or
 * flash with ELPM if r13 bit PAD_FLASH), 0x80 after them if r13 bit PAD_80, and if r13 bit
 * PAD_COUNT the block count as a 64-bit big-endian number in bytes 56..63: r9:r8 in bytes
 * 62, 63 (tiny_pad_xor32, the streaming API's: also the context's count bytes 2, 3 in
 * bytes 61, 60). Branches on lengths and flags only. Clobbers r0, r18, r19, X, Z. */
tiny_pad_xor:
    movw r30, r10
    movw r26, r28
    mov r18, r12
    rjmp 2f
1:  sbrc r13, PAD_FLASH
    elpm r0, Z+
    sbrs r13, PAD_FLASH
    ld r0, Z+
    ld r19, X
    eor r19, r0
    st X+, r19
2:  subi r18, 1
    brcc 1b
    sbrs r13, PAD_80
    rjmp 3f
    ld r19, X
    subi r19, 0x80                  /* ^= 0x80 */
    st X, r19
3:  sbrs r13, PAD_COUNT
    ret
    ldd r19, Y+62
    eor r19, r9
    std Y+62, r19
    ldd r19, Y+63
    eor r19, r8
    std Y+63, r19
    ret

/* TINY_FINAL pad_xor: the padded last block(s) of a message whose tail (r12 < 64 bytes) is
 * at r10:r11 (r13 = PAD_FLASH or 0), with the block count (r9:r8, counting the last
 * block(s)) XORed in by pad_xor. h ^= Q(m') is left pending (tiny_output does it). */
.macro TINY_FINAL pad_xor
    ldi r18, (1 << PAD_80) | (1 << PAD_COUNT)
    or r13, r18
    mov r18, r12
    cpi r18, 56                     /* no room for the count: one more block */
    brlo 1f
    ldi r18, ~(1 << PAD_COUNT)
    and r13, r18
    rcall 1f
    clr r12                         /* the count-only block */
    ldi r18, 1 << PAD_COUNT
    mov r13, r18
1:  rcall tiny_fold_h               /* s = h ^ s (the pending XOR), ^= m' */
    rcall \pad_xor
    rcall tiny_perm_p
    rcall tiny_fold_0               /* h ^= P(h ^ m'), s = 0 ^ m' */
    rcall \pad_xor
    rjmp tiny_perm_q                /* h ^= Q(m') waits */
.endm
tiny_final:
    TINY_FINAL tiny_pad_xor

/* tiny_output: the last block's h ^= s, then the digest at X = (P(h) ^ h)[32..63]:
 * (h, s) = (h ^ s, h ^ s), s = P(s), then XOR. */
tiny_output:
    push r26
    push r27
    rcall tiny_fold_h
    rcall tiny_perm_p
    pop r31                         /* Z = digest, X = h + 32, Y = s + 32 */
    pop r30
    movw r26, r14
    adiw r26, 32
    adiw r28, 32
    ldi r18, 32
1:  ld r0, X+
    ld r19, Y+
    eor r0, r19
    st Z+, r0
    dec r18
    brne 1b
    ret

/* ---------------------------------------------------------------------------------------- */
/* void groestl256_tiny(const void *msg, uint16_t len, uint8_t digest[32]): one call; h is
 * static (64 bytes), the block count is made from len. */
    .section .bss.groestl256_tiny_h, "aw", @nobits
tiny_h:     .skip 64
    .section .text.groestl256_tiny_onecall, "ax", @progbits
    .global groestl256_tiny
    .type groestl256_tiny, @function
groestl256_tiny:
    PUSH_SAVED_LOOP 16              /* r2..r15, Y */
    push r20                        /* digest */
    push r21
    ldi r28, lo8(tiny_s)            /* Y = s = 0, h = IV */
    ldi r29, hi8(tiny_s)
    ldi r30, lo8(tiny_h)
    ldi r31, hi8(tiny_h)
    movw r14, r30
    ldi r18, 64
1:  st Z+, ZERO_REG
    st Y+, ZERO_REG
    dec r18
    brne 1b
    subi r28, 64
    sbci r29, 0
    ldi r18, 1                      /* h[62] = 1: 256 as a 64-bit big-endian number */
    sbiw r30, 2
    st Z, r18
    movw r10, r24                   /* m = msg; r12:r13 = the end of the message */
    movw r12, r24
    add r12, r22
    adc r13, r23
    movw r8, r22                    /* r8:r9 = count = (len + 72) / 64 (17 bits) */
    clr r0
    ldi r18, 72
    add r8, r18
    adc r9, ZERO_REG
    adc r0, ZERO_REG
    ldi r18, 6
1:  lsr r0
    ror r9
    ror r8
    dec r18
    brne 1b
2:  movw r18, r12                   /* whole blocks while end - m >= 64 */
    sub r18, r10
    sbc r19, r11
    cpi r18, 64
    cpc r19, ZERO_REG
    brlo 3f
    rcall tiny_compress_block
    rjmp 2b
3:  mov r12, r18                    /* the tail, in SRAM */
    clr r13
    rcall tiny_final
    pop r27                         /* digest */
    pop r26
    rcall tiny_output
    POP_SAVED_LOOP 16
    ret
    .size groestl256_tiny, .-groestl256_tiny

/* ---------------------------------------------------------------------------------------- */
/* Streaming: update takes whole blocks, final the tail (groestl_avr.h). */
    .section .text.groestl256_tiny_stream, "ax", @progbits

/* void groestl256_tiny_init(groestl256_tiny_ctx *ctx): h = IV, no blocks yet. */
    .global groestl256_tiny_init
    .type groestl256_tiny_init, @function
groestl256_tiny_init:
    movw r30, r24
    rcall tiny_set_iv
    st Z+, ZERO_REG                 /* blocks = 0 */
    st Z+, ZERO_REG
    st Z+, ZERO_REG
    st Z+, ZERO_REG
    ret
    .size groestl256_tiny_init, .-groestl256_tiny_init

/* s = 0 (before the first block of a call). Clobbers r18, X. */
tiny_clear_s:
    movw r26, r28
    ldi r18, 64
1:  st X+, ZERO_REG
    dec r18
    brne 1b
    ret

/* h (at Z) = the IV of Grøstl-256; clobbers r18, Z */
tiny_set_iv:
    SET_IV
    ret

/* void groestl256_tiny_update(ctx, const void *msg, uint16_t len): len/64 whole blocks;
 * the caller keeps len%64 bytes for the next update or final. */
    .global groestl256_tiny_update
    .type groestl256_tiny_update, @function
groestl256_tiny_update:
    PUSH_REGS TINY_SAVED
    ldi r28, lo8(tiny_s)
    ldi r29, hi8(tiny_s)
    rcall tiny_clear_s
    movw r14, r24
    movw r10, r22
    movw r12, r20                   /* r12:r13 = whole blocks = len / 64 */
    ldi r18, 6
1:  lsr r13
    ror r12
    dec r18
    brne 1b
2:  cp r12, ZERO_REG
    cpc r13, ZERO_REG
    breq 3f
    rcall tiny_count_block
    rcall tiny_compress_block
    ldi r18, 1
    sub r12, r18
    sbc r13, ZERO_REG
    rjmp 2b
3:  rcall tiny_fold_0              /* the last block's h ^= s */
    POP_REGS TINY_SAVED
    ret
    .size groestl256_tiny_update, .-groestl256_tiny_update

/* ctx->blocks += 1 (ctx at r14:r15); leaves Z = the count. Clobbers r18, r19, Z. */
tiny_count_block:
    movw r30, r14
    subi r30, lo8(-CTX_BLOCKS)
    sbci r31, hi8(-CTX_BLOCKS)
    ldi r19, 4
    sec
1:  ld r18, Z
    adc r18, ZERO_REG
    st Z+, r18
    dec r19
    brne 1b
    sbiw r30, 4
    ret

/* void groestl256_tiny_final(ctx, const void *tail, uint8_t tail_len, uint8_t digest[32]):
 * tail_len < 64 bytes left over by update; pads, compresses the last block(s), Ω. */
    .global groestl256_tiny_final
    .type groestl256_tiny_final, @function
groestl256_tiny_final:
    PUSH_REGS TINY_SAVED
    push r18                        /* digest */
    push r19
    ldi r28, lo8(tiny_s)
    ldi r29, hi8(tiny_s)
    rcall tiny_clear_s
    movw r14, r24
    movw r10, r22
    mov r12, r20
    clr r13                         /* the tail is in SRAM */
    rcall tiny_final_ctx
    pop r27                         /* digest */
    pop r26
    rcall tiny_output
    POP_REGS TINY_SAVED
    ret
    .size groestl256_tiny_final, .-groestl256_tiny_final

/* tiny_final_ctx: the context's count += the last block(s), then the last block(s) with the
 * 32-bit count (r9:r8 its low half). */
tiny_final_ctx:
    rcall tiny_count_block
    mov r18, r12
    cpi r18, 56
    brlo 1f
    rcall tiny_count_block
1:  ld r8, Z+
    ld r9, Z
    TINY_FINAL tiny_pad_xor32

/* tiny_pad_xor with the context's count bytes 2, 3 in bytes 61, 60 */
tiny_pad_xor32:
    sbrs r13, PAD_COUNT
    rjmp tiny_pad_xor
    movw r30, r14
    adiw r30, CTX_BLOCKS-2
    ldd r18, Z+5                    /* count byte 3 */
    ldd r19, Y+60
    eor r19, r18
    std Y+60, r19
    ldd r18, Z+4                    /* count byte 2 */
    ldd r19, Y+61
    eor r19, r18
    std Y+61, r19
    rjmp tiny_pad_xor

/* ---------------------------------------------------------------------------------------- */
/* void groestl256_tiny_P(uint_farptr_t msg, uint32_t len, uint8_t digest[32]): one call on
 * a message in flash (e.g. a firmware image), read with ELPM; through a context on the stack,
 * so with 68 bytes more RAM than groestl256_tiny. In its own section: --gc-sections drops it
 * from programs that do not call it. */
    .section .text.groestl256_tiny_P, "ax", @progbits
    .global groestl256_tiny_P
    .type groestl256_tiny_P, @function
groestl256_tiny_P:
    PUSH_REGS TINY_SAVED
    push r16                        /* digest (and call-saved) */
    push r17
    in r28, IO(SPL)                 /* SP -= CTX_SIZE: the context at SP + 1 */
    in r29, IO(SPH)
    subi r28, CTX_SIZE
    sbci r29, 0
    rcall tiny_set_sp
    adiw r28, 1
    movw r14, r28
    out IO(RAMPZ), r24              /* msg bits 16..23 */
    movw r10, r22
    mov r12, r18                    /* tail = len & 63, whole blocks = len >> 6 */
    andi r18, 63
    push r18
    mov r13, r19
    ldi r18, 6
1:  lsr r20
    ror r13
    ror r12
    dec r18
    brne 1b
    movw r30, r14
    rcall tiny_set_iv
    st Z+, ZERO_REG
    st Z+, ZERO_REG
    st Z+, ZERO_REG
    st Z+, ZERO_REG
    ldi r28, lo8(tiny_s)
    ldi r29, hi8(tiny_s)
    rcall tiny_clear_s
2:  cp r12, ZERO_REG                /* whole blocks, from flash */
    cpc r13, ZERO_REG
    breq 3f
    rcall tiny_count_block
    rcall tiny_compress_flash
    ldi r18, 1
    sub r12, r18
    sbc r13, ZERO_REG
    rjmp 2b
3:  pop r12                         /* the tail, in flash */
    ldi r18, 1 << PAD_FLASH
    mov r13, r18
    rcall tiny_final_ctx
    out IO(RAMPZ), ZERO_REG
    movw r30, r14                   /* the digest pointer, pushed above the context */
    adiw r30, CTX_SIZE-8
    ldd r27, Z+8
    ldd r26, Z+9
    rcall tiny_output
    in r28, IO(SPL)                 /* SP += CTX_SIZE */
    in r29, IO(SPH)
    subi r28, lo8(-CTX_SIZE)
    sbci r29, hi8(-CTX_SIZE)
    rcall tiny_set_sp
    pop r17                         /* digest (call-saved) */
    pop r16
    POP_REGS TINY_SAVED
    ret
    .size groestl256_tiny_P, .-groestl256_tiny_P

/* SP = Y with interrupts held off between the two halves (returns through the new SP: the
 * return address moves along). Clobbers r0, Z. */
tiny_set_sp:
    pop r31
    pop r30
    in r0, IO(SREG)
    cli
    out IO(SPH), r29
    out IO(SREG), r0
    out IO(SPL), r28
    ijmp

/* tiny_compress_flash: tiny_compress_block on a block in flash at RAMPZ:r10:r11 (ELPM Z+
 * carries into RAMPZ). */
tiny_compress_flash:
    movw r30, r10
    in r20, IO(RAMPZ)
    movw r26, r14
    ldi r18, 64
1:  ld r0, X                        /* (h, s) = (h ^ s, m) */
    ld r19, Y
    eor r0, r19
    st X+, r0
    elpm r19, Z+
    st Y+, r19
    dec r18
    brne 1b
    subi r28, 64
    sbci r29, 0
    out IO(RAMPZ), r20              /* back to the block */
    rcall tiny_perm_q
    movw r26, r14
    movw r30, r10
    ldi r18, 64
1:  ld r0, X                        /* h */
    ld r19, Y                       /* s */
    eor r19, r0
    st X+, r19                      /* h ^= s */
    elpm r19, Z+                    /* m */
    eor r0, r19
    st Y+, r0                       /* s = h ^ m */
    dec r18
    brne 1b
    movw r10, r30
    subi r28, 64
    sbci r29, 0
    rjmp tiny_perm_p
