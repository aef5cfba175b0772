/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aes128_otf.S - AES-128 for the ATmega128 with round keys made on the fly (avr-gcc ABI):
 * no stored schedule. encrypt takes the key; decrypt takes the last round key (from
 * last_key, once per key) and runs the schedule backwards. Blocks are worked in place.
 * -DAES128_AVR_LOWRAM assembles the low-RAM build (every table in flash), named
 * aes128_otf_lowram_*. API: aes/aes128_avr.h. Shared macros: aes128.inc.
 *
 * The round key: w2, w3 and byte 0 of w1 in registers, the other 7 bytes (w0, w1[1..3]) in
 * the block's first 8 bytes (Y+0..7: the state is in registers, and the result overwrites
 * them; no stack frame). Each round updates it and adds it to the state in one pass
 * (AddRoundKey merged with the key schedule, as Feichtner does): 73 cycles a round, of which
 * the 7 bytes in memory take 28 (a load and a store each). Rounds are unrolled four at a
 * time (ShiftRows by renaming registers: after four rounds the names are back where they
 * started) and that block runs twice; the round constant is in RC and also ends the loop.
 * Decryption puts InvMixColumns first in a round, so its loop covers rounds 8..1 (after 10
 * and 9), where RC only shifts. last_key loops over rounds 1..8. x2 is in flash in both
 * builds, so the fast build's RAM is the two S-boxes (512) plus the stack.
 *
 * Register map (every register is in use):
 *   r0..r15   state (loaded as bytes 0..15)
 *   r16       T: key temp; MixColumns' MV      r27  KT: key temp; MixColumns' MU
 *   r17       K10: byte 0 of word 1 of the round key
 *   r18 r19 r20 r26   V0..V3: word 2 of the round key
 *   r22..r25  W0..W3: word 3 of the round key
 *   r21       RC: round constant
 *   Y  the block: the key buffer, then the result     Z  table look-ups
 * Saved: r2..r17, r28, r29 (last_key: r2..r7, r16, r17). r1 is cleared before returning.
 */
#ifdef AES128_AVR_LOWRAM
#define AES_FN(name) aes128_otf_lowram_##name
#else
#define AES_FN(name) aes128_otf_##name
#endif

#define T  r16
#define KT r27
#define MU r27
#define MV r16
#define K10 r17
#define V0 r18
#define V1 r19
#define V2 r20
#define V3 r26
#define RC r21
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

/* Row r of the key step (round key i-1 -> i) and its AddRoundKey, w3 left for KEY_ENC:
 * w0[r] ^= S(w3[r+1]) (^ rcon), w1[r] ^= w0[r], w2[r] ^= w1[r], each added to row r of the
 * state (s0..s2: columns 0..2); store = 0 leaves the memory bytes unwritten (round key 10,
 * which no later round needs). 17 cycles (row 0: 14; flash S-box: one more). */
.macro KEY_ENC_ROW store, r, wnext, v, s0, s1, s2
    mov ZL, \wnext
    SBOX_LD T, Z
    .if \r == 0
    eor T, RC
    .endif
    ldd KT, Y+\r                /* w0[r] */
    eor KT, T
    .if \store
    std Y+\r, KT
    .endif
    eor \s0, KT
    .if \r == 0
    eor K10, KT                 /* w1[0], in a register */
    eor \s1, K10
    eor \v, K10
    .else
    ldd T, Y+4+\r               /* w1[r] */
    eor T, KT
    .if \store
    std Y+4+\r, T
    .endif
    eor \s1, T
    eor \v, T
    .endif
    eor \s2, \v
.endm
/* w3 ^= w2, added to column 3 of the state (s03..s33): KEY_ENC's last step, KEY_DEC's first.
 * 8 cycles. */
.macro KEY_W3 s03, s13, s23, s33
    eor W0, V0
    eor \s03, W0
    eor W1, V1
    eor \s13, W1
    eor W2, V2
    eor \s23, W2
    eor W3, V3
    eor \s33, W3
.endm
/* round key i-1 -> round key i (RC = its round constant), added to the state (named after
 * ShiftRows/MixColumns); w3 ^= w2 last, so every row looks up the old w3. ZH = SBOX_PAGE.
 * 73 cycles (flash S-box: 77); 14 fewer without the stores. */
.macro KEY_ENC store, STATE_PARAMS
    KEY_ENC_ROW \store, 0, W1, V0, \s00, \s01, \s02
    KEY_ENC_ROW \store, 1, W2, V1, \s10, \s11, \s12
    KEY_ENC_ROW \store, 2, W3, V2, \s20, \s21, \s22
    KEY_ENC_ROW \store, 3, W0, V3, \s30, \s31, \s32
    KEY_W3 \s03, \s13, \s23, \s33
.endm

/* aes128_expanded.S's ENC_ROUNDS recursion, the key made on the fly: each form's own. */
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
    STORE16_Y ENC_NEXT
    .endif
.endm

/* Write the state to the block (Y). 32 cycles. */
.macro STORE16_Y STATE_PARAMS
    .set aes_k, 0
    .irp r, STATE_ARGS
    std Y+aes_k, \r
    .set aes_k, aes_k + 1
    .endr
.endm

.macro FRAME_ENTER
    PUSH_REGS SAVED
.endm
.macro FRAME_LEAVE
    POP_REGS SAVED
    clr r1
    ret
.endm

.macro LOAD_XOR s, k
    ld \k, Z+
    eor \s, \k
.endm
/* state = block (r24:25; Y keeps it: the block's first 8 bytes are the key buffer until
 * the result overwrites them); then Z = r22:23 (key or last round key): w0 and w1[1..3] to
 * the buffer, w1[0], w2, w3 to registers, all added to the state. */
.macro LOAD_STATE_AND_KEY
    movw r28, r24
    .set aes_k, 0
    .irp r, ALL16
    ldd \r, Y+aes_k
    .set aes_k, aes_k + 1
    .endr
    movw r30, r22
    .set aes_k, 0
    .irp r, r0,r1,r2,r3,r4,r5,r6,r7
    .if aes_k == 4
    ld K10, Z+
    eor \r, K10
    .else
    ld KT, Z+
    std Y+aes_k, KT
    eor \r, KT
    .endif
    .set aes_k, aes_k + 1
    .endr
    LOAD_XOR r8, V0
    LOAD_XOR r9, V1
    LOAD_XOR r10, V2
    LOAD_XOR r11, V3
    LOAD_XOR r12, W0
    LOAD_XOR r13, W1
    LOAD_XOR r14, W2
    LOAD_XOR r15, W3
.endm

/* void encrypt(uint8_t block[16] (r24:25), const uint8_t key[16] (r22:23)) */
AES_FUNCTION AES_FN(encrypt)
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

/* Row r of the inverse key step (round key i -> i-1), after w3 ^= w2: w2[r] ^= w1[r],
 * w1[r] ^= w0[r], w0[r] ^= S(w3[r+1]) (^ rcon), each added to row r of the state (s0..s2:
 * columns 0..2). 17 cycles (row 0: 14; flash S-box: one more). */
.macro KEY_DEC_ROW r, wnext, v, s0, s1, s2
    .if \r == 0
    eor \v, K10                 /* w2[0] ^= w1[0] */
    eor \s2, \v
    ldd T, Y+0                  /* w0[0] */
    eor K10, T                  /* w1[0] ^= w0[0] */
    eor \s1, K10
    .else
    ldd KT, Y+4+\r              /* w1[r] */
    eor \v, KT
    eor \s2, \v
    ldd T, Y+\r                 /* w0[r] */
    eor KT, T
    std Y+4+\r, KT
    eor \s1, KT
    .endif
    mov ZL, \wnext
    SBOX_LD KT, Z
    eor T, KT
    .if \r == 0
    eor T, RC
    .endif
    std Y+\r, T
    eor \s0, T
.endm
/* round key i -> round key i-1 (the inverse of the step that made round key i; RC = its
 * round constant), added to the state: w3 ^= w2 first (the inverse step looks up the new
 * w3), then the rows. ZH = SBOX_PAGE. 73 cycles (flash S-box: 77). */
.macro KEY_DEC STATE_PARAMS
    KEY_W3 \s03, \s13, \s23, \s33
    KEY_DEC_ROW 0, W1, V0, \s00, \s01, \s02
    KEY_DEC_ROW 1, W2, V1, \s10, \s11, \s12
    KEY_DEC_ROW 2, W3, V2, \s20, \s21, \s22
    KEY_DEC_ROW 3, W0, V3, \s30, \s31, \s32
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
AES_FUNCTION AES_FN(decrypt)
    FRAME_ENTER
    LOAD_STATE_AND_KEY
    ldi RC, 0x36
    DEC_ROUNDS 10, 9, ALL16
    ldi RC, 0x80
1:  DEC_ROUNDS 8, 5, ALL16_SHIFT2   /* rounds 8..5, then 4..1: RC ends 0x08, then 0 */
    breq 2f
    rjmp 1b
2:  STORE16_Y ALL16_SHIFT2
    FRAME_LEAVE
    .size AES_FN(decrypt), . - AES_FN(decrypt)

/* void last_key(uint8_t last_key[16] (r24:25), const uint8_t key[16] (r22:23)):
 * the key schedule in registers, keeping only round key 10. The key bytes take the free
 * call-clobbered registers first (KT is r27, RC r21), so only 8 need saving. */
#define LAST_KEY_REGS r0,r1,r2,r3,r4,r5,r6,r7,r18,r19,r20,r22,r23,r24,r25,r26
#define LAST_KEY_SAVED r2,r3,r4,r5,r6,r7,r16,r17
AES_FUNCTION AES_FN(last_key)
    PUSH_REGS LAST_KEY_SAVED
    movw r16, r24               /* the output */
    movw r30, r22
    .irp r, LAST_KEY_REGS
    ld \r, Z+
    .endr
    ldi ZH, SBOX_PAGE
    KEY_SCHEDULE KEY_STEP_REGS, LAST_KEY_REGS
    STORE16 r16, LAST_KEY_REGS
    POP_REGS LAST_KEY_SAVED
    clr r1
    ret
    .size AES_FN(last_key), . - AES_FN(last_key)
