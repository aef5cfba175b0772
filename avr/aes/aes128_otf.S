/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aes128_otf.S - AES-128 for the ATmega128 with round keys made on the fly (avr-gcc ABI):
 * no stored schedule. encrypt takes the key; decrypt takes the last round key (from
 * last_key, once per key) and runs the schedule backwards. Blocks are worked in place.
 * -DAES128_AVR_LOWRAM assembles the low-RAM build (every table in flash), named
 * aes128_otf_lowram_*. API: aes/aes128_avr.h. Shared macros: aes128.inc.
 *
 * The round key lives in words: w0..w2 in the block's first 12 bytes (Y+0..Y+11: the state
 * is in registers, and the result overwrites them; no stack frame), w3 in registers (it
 * feeds the next S-box step); each round updates it and adds it to the state in one pass (ARK merged with the key schedule, as Feichtner does). Rounds are
 * unrolled four at a time (ShiftRows by renaming registers: after four rounds the names
 * are back where they started) and that block runs twice; the round constant is in RC and
 * also ends the loop. Decryption puts InvMixColumns first in a round, so its loop covers
 * rounds 8..1 (after 10 and 9), where RC only shifts. last_key loops over rounds 1..8.
 * x2 and x4 are in flash in both builds, so the fast build's RAM is the two S-boxes (512)
 * plus the stack.
 *
 * Register map:
 *   r0..r15   state (loaded as bytes 0..15)
 *   r16       MT (MixColumns t), KT (key bytes)
 *   r17..r20  MixColumns temps MV MW MU; key step temps P0..P3 (encrypt) / U VA VB (decrypt)
 *   r21       RC: round constant
 *   r22..r25  W0..W3: word 3 of the round key
 *   Y  the block: the key buffer, then the result     Z  table look-ups
 * Saved: r2..r17, r28, r29 (last_key: r2..r8, r16). r1 is cleared before returning.
 */
#ifdef AES128_AVR_LOWRAM
#define AES_FN(name) aes128_otf_lowram_##name
#else
#define AES_FN(name) aes128_otf_##name
#endif

#define MT r16
#define KT r16
#define RC r21
#define MV r17
#define MW r18
#define MU r19
#define P0 r17
#define P1 r18
#define P2 r19
#define P3 r20
#define U  r17
#define VA r18
#define VB r19
#define W0 r22
#define W1 r23
#define W2 r24
#define W3 r25
#define SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15,r16,r17,r28,r29
#define ALL16 r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15
/* the names after two rounds (shifted by 2r, either way): state (r,c) in register (r,c+2r) */
#define ALL16_SHIFT2 r0,r9,r2,r11,r4,r13,r6,r15,r8,r1,r10,r3,r12,r5,r14,r7
#include "aes128.inc"              /* after the register names it uses */

/* ---- encryption ----------------------------------------------------------------------- */

/* key byte j of words 1, 2 (Y+j): P ^= it (P becomes the new byte), store (unless the
 * last round key), add to s */
.macro KEY_ENC_NEXT store, j, p, s
    ldd KT, Y+\j
    eor \p, KT
    .if \store
    std Y+\j, \p
    .endif
    eor \s, \p
.endm
/* word 0, byte r: P = w0[r] ^ S(w3[r+1]) (^ rcon), store (unless the last), add to s */
.macro KEY_ENC_W0 store, r, p, w, s
    mov ZL, \w
    SBOX_LD \p, Z
    ldd KT, Y+\r
    eor \p, KT
    .if \r == 0
    eor \p, RC
    .endif
    .if \store
    std Y+\r, \p
    .endif
    eor \s, \p
.endm
/* round key i-1 -> round key i (RC = its round constant), added to the state (named after
 * ShiftRows/MixColumns); store = 0 for round key 10, which no later round needs.
 * ZH = SBOX_PAGE. 93 cycles (flash S-box: 97), 24 fewer without the stores. */
.macro KEY_ENC store, STATE_PARAMS
    KEY_ENC_W0 \store, 0, P0, W1, \s00
    KEY_ENC_W0 \store, 1, P1, W2, \s10
    KEY_ENC_W0 \store, 2, P2, W3, \s20
    KEY_ENC_W0 \store, 3, P3, W0, \s30
    KEY_ENC_NEXT \store, 4, P0, \s01
    KEY_ENC_NEXT \store, 5, P1, \s11
    KEY_ENC_NEXT \store, 6, P2, \s21
    KEY_ENC_NEXT \store, 7, P3, \s31
    KEY_ENC_NEXT \store, 8, P0, \s02
    KEY_ENC_NEXT \store, 9, P1, \s12
    KEY_ENC_NEXT \store, 10, P2, \s22
    KEY_ENC_NEXT \store, 11, P3, \s32
    eor W0, P0                  /* w3 ^= w2 */
    eor \s03, W0
    eor W1, P1
    eor \s13, W1
    eor W2, P2
    eor \s23, W2
    eor W3, P3
    eor \s33, W3
.endm

/* Rounds i..last (ZH = SBOX_PAGE, RC = rcon of round i); round 10 also stores the block */
.macro ENC_ROUNDS i, last, STATE_PARAMS
    LOOKUP16 SBOX_LD, STATE_ARGS
    .if (\i) < 10
    MIXCOLUMNS ENC_NEXT
    ldi ZH, SBOX_PAGE
    .endif
    KEY_ENC (\i) < 10, ENC_NEXT
    .if (\i) < 10
    lsl RC                      /* no reduction: rounds 1..9 have RC < 0x80 or 0x80 (-> 0) */
    .endif
    .if (\i) < (\last)
    ENC_ROUNDS \i+1, \last, ENC_NEXT
    .elseif (\i) == 10
    STORE16 r28, ENC_NEXT
    .endif
.endm

.macro FRAME_ENTER
    PUSH_REGS SAVED
.endm
.macro FRAME_LEAVE
    POP_REGS SAVED
    clr r1
    ret
.endm

/* state = block (r24:25; Y keeps it: the block's first 12 bytes are the key buffer until
 * the result overwrites them); then Z = r22:23 (key or last round key): words 0..2 to the
 * buffer, word 3 to W0..W3, all added to the state. */
.macro LOAD_STATE_AND_KEY
    movw r28, r24
    movw r30, r24
    .irp r, ALL16
    ld \r, Z+
    .endr
    movw r30, r22
    .set aes_k, 0
    .irp r, r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r11
    ld KT, Z+
    std Y+aes_k, KT
    eor \r, KT
    .set aes_k, aes_k + 1
    .endr
    ld W0, Z+
    eor r12, W0
    ld W1, Z+
    eor r13, W1
    ld W2, Z+
    eor r14, W2
    ld W3, Z+
    eor r15, W3
.endm

/* void encrypt(uint8_t block[16] (r24:25), const uint8_t key[16] (r22:23)) */
    .section .text.AES_FN(encrypt), "ax", @progbits
    .global AES_FN(encrypt)
    .type AES_FN(encrypt), @function
AES_FN(encrypt):
    FRAME_ENTER
    LOAD_STATE_AND_KEY
    ldi ZH, SBOX_PAGE
    ldi RC, 1
1:  ENC_ROUNDS 1, 4, ALL16      /* rounds 1..4, then 5..8: RC ends 0x10, then 0 */
    breq 2f
    rjmp 1b
2:  ldi RC, 0x1b                /* round 9; round 10 gets 0x36 = 0x1b << 1 */
    ENC_ROUNDS 9, 10, ALL16
    FRAME_LEAVE
    .size AES_FN(encrypt), . - AES_FN(encrypt)

/* ---- decryption ----------------------------------------------------------------------- */

/* Part A of byte r: w3 ^= w2, w2 ^= w1, w1 ^= w0 (each added to the state); V = w0[r] */
.macro KEY_DEC_A r, w, v, s1, s2, s3
    ldd KT, Y+8+\r              /* w2 */
    eor \w, KT                  /* w3' = w3 ^ w2 */
    eor \s3, \w
    ldd U, Y+4+\r               /* w1 */
    eor KT, U                   /* w2' = w2 ^ w1 */
    std Y+8+\r, KT
    eor \s2, KT
    ldd \v, Y+\r                /* w0 */
    eor U, \v                   /* w1' = w1 ^ w0 */
    std Y+4+\r, U
    eor \s1, U
.endm
/* Part B of byte r: w0' = w0 ^ S(w3'[r+1]) (^ rcon) */
.macro KEY_DEC_B r, v, w, s0
    mov ZL, \w
    SBOX_LD KT, Z
    eor \v, KT
    .if \r == 0
    eor \v, RC
    .endif
    std Y+\r, \v
    eor \s0, \v
.endm
/* round key i -> round key i-1 (inverse of the step that made round key i; RC = its round
 * constant), added to the state. B of byte r needs w3' of byte r+1, so A and B interleave
 * (two V registers). ZH = SBOX_PAGE. 93 cycles (flash S-box: 97). */
.macro KEY_DEC STATE_PARAMS
    KEY_DEC_A 1, W1, VA, \s11, \s12, \s13
    KEY_DEC_A 2, W2, VB, \s21, \s22, \s23
    KEY_DEC_B 1, VA, W2, \s10
    KEY_DEC_A 3, W3, VA, \s31, \s32, \s33
    KEY_DEC_B 2, VB, W3, \s20
    KEY_DEC_A 0, W0, VB, \s01, \s02, \s03
    KEY_DEC_B 3, VA, W0, \s30
    KEY_DEC_B 0, VB, W1, \s00
.endm

/* Rounds i..last, i > last, each: InvMixColumns (not in round 10), InvShiftRows and
 * InvSubBytes, round key i -> i-1 added, RC >>= 1. The state has round key i added and RC is
 * the round constant of round i (0x36, 0x1b, then 0x80 >> k: shifts but for 0x1b -> 0x80). */
.macro DEC_ROUNDS i, last, STATE_PARAMS
    .if (\i) < 10
    INVMIXCOLUMNS STATE_ARGS
    .endif
    ldi ZH, INV_PAGE
    LOOKUP16 INV_LD, STATE_ARGS
    ldi ZH, SBOX_PAGE
    KEY_DEC DEC_NEXT
    lsr RC
    .if (\i) > (\last)
    DEC_ROUNDS \i-1, \last, DEC_NEXT
    .endif
.endm

/* void decrypt(uint8_t block[16] (r24:25), const uint8_t last_key[16] (r22:23)) */
    .section .text.AES_FN(decrypt), "ax", @progbits
    .global AES_FN(decrypt)
    .type AES_FN(decrypt), @function
AES_FN(decrypt):
    FRAME_ENTER
    LOAD_STATE_AND_KEY
    ldi RC, 0x36
    DEC_ROUNDS 10, 9, ALL16
    ldi RC, 0x80
1:  DEC_ROUNDS 8, 5, ALL16_SHIFT2   /* rounds 8..5, then 4..1: RC ends 0x08, then 0 */
    breq 2f
    rjmp 1b
2:  STORE16 r28, ALL16_SHIFT2
    FRAME_LEAVE
    .size AES_FN(decrypt), . - AES_FN(decrypt)

/* void last_key(uint8_t last_key[16] (r24:25), const uint8_t key[16] (r22:23)):
 * the key schedule in registers, keeping only round key 10. The key bytes take the free
 * call-clobbered registers first, so only 8 need saving. */
#define LAST_KEY_REGS r0,r1,r2,r3,r4,r5,r6,r7,r8,r18,r19,r20,r22,r23,r24,r25
    .section .text.AES_FN(last_key), "ax", @progbits
    .global AES_FN(last_key)
    .type AES_FN(last_key), @function
AES_FN(last_key):
    PUSH_REGS r2,r3,r4,r5,r6,r7,r8,r16
    movw r26, r24               /* BLOCK_PTR: the output */
    movw r30, r22
    .irp r, LAST_KEY_REGS
    ld \r, Z+
    .endr
    ldi ZH, SBOX_PAGE
    KEY_SCHEDULE KEY_STEP_REGS, LAST_KEY_REGS
    STORE16 r26, LAST_KEY_REGS
    POP_REGS r2,r3,r4,r5,r6,r7,r8,r16
    clr r1
    ret
    .size AES_FN(last_key), . - AES_FN(last_key)
