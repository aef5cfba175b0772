/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aes128_expanded.S - AES-128 for the ATmega128 with the key expanded once (avr-gcc ABI).
 * aes128_expanded_setkey stores the 176-byte schedule (FIPS-197 w[0..43], in byte order);
 * encrypt/decrypt work in place on one 16-byte block. -DAES128_AVR_LOWRAM assembles the
 * low-RAM build (every table in flash), named aes128_expanded_lowram_*.
 * API: aes/aes128_avr.h. Tables and round macros: aes128.inc.
 *
 * Rounds are unrolled four at a time (ShiftRows by renaming registers: after four rounds the
 * names are back where they started), and that block runs twice; the last rounds follow.
 * Encrypt: AddRoundKey and the next SubBytes at once (LD the key byte into ZL, EOR, LD:
 * 5 cycles a byte), MixColumns (x2 table).
 * Decrypt walks the schedule backwards (LD -X), InvMixColumns = x4 pre-step + MixColumns.
 * setkey loops over round keys 1..8 (RC = 1..0x80 only shifts), then makes 9 and 10.
 *
 * Register map:
 *   r0..r15   state (loaded as bytes 0..15), or the round key (setkey)
 *   r18..r21  MixColumns temps MT MV MW MU   r23  loop counter
 *   setkey: the key in SETKEY_REGS (call-clobbered first), KT r8, RC r16
 *   r24:r25   block pointer (kept)      X  round key pointer      Z  table look-ups
 * Saved: r2..r15 (setkey: r2..r8, r16). r1 is cleared before returning.
 */
#ifdef AES128_AVR_LOWRAM
#define AES_FN(name) aes128_expanded_lowram_##name
#else
#define AES_FN(name) aes128_expanded_##name
#endif

#define MT r18
#define MV r19
#define MW r20
#define MU r21
#define CNT r23
#define KT r8                   /* setkey */
#define RC r16                  /* setkey */
#define SETKEY_REGS r0,r1,r2,r3,r4,r5,r6,r7,r18,r19,r20,r21,r22,r23,r24,r25
#define BLOCK_PTR r24
#define SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15
#define ALL16 r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15
#define AES128_AVR_X2_IN_RAM
#include "aes128.inc"              /* after the register names it uses */

/* state ^= round key, reading it forwards (X+) or backwards (-X) */
.macro ARK_FORWARD STATE_PARAMS
    .irp r, STATE_ARGS
    ld MT, X+
    eor \r, MT
    .endr
.endm
.macro ARK_BACKWARD STATE_PARAMS
    .irp r, \s33,\s23,\s13,\s03,\s32,\s22,\s12,\s02,\s31,\s21,\s11,\s01,\s30,\s20,\s10,\s00
    ld MT, -X
    eor \r, MT
    .endr
.endm

/* AddRoundKey and SubBytes at once: the round key byte goes straight to ZL (LD X+), the
 * state byte is XORed into it and looked up: ZL = k ^ s, s = S(ZL). 5 cycles a byte (lowram:
 * 6) instead of 3 + 3. */
.macro ARK_SUB STATE_PARAMS
    .irp r, STATE_ARGS
    ld ZL, X+
    eor ZL, \r
    SBOX_LD \r, Z
    .endr
.endm

/* Rounds i..last of encryption: the state still has round key i-1 to add (X points to it);
 * round 10 adds round key 10 and stores the block. A round: AddRoundKey + SubBytes (ZH = the
 * S-box page) 80, MixColumns (ZH = the x2 page) 100, 2 page loads: 182 cycles. */
.macro ENC_ROUNDS i, last, STATE_PARAMS
    ldi ZH, SBOX_PAGE
    ARK_SUB STATE_ARGS
    .if (\i) < 10
    ldi ZH, X2_PAGE
    MIXCOLUMNS ENC_NEXT
    .endif
    .if (\i) < (\last)
    ENC_ROUNDS \i+1, \last, ENC_NEXT
    .elseif (\i) == 10
    ARK_FORWARD ENC_NEXT
    STORE16 BLOCK_PTR, ENC_NEXT
    .endif
.endm

/* Rounds i..last of decryption, i > last (the state has round key i added; X = end of
 * round key i-1); round 1 also stores the block */
.macro DEC_ROUNDS i, last, STATE_PARAMS
    ldi ZH, INV_PAGE
    LOOKUP16 INV_LD, STATE_ARGS
    ARK_BACKWARD DEC_NEXT
    .if (\i) > 1
    INVMIXCOLUMNS DEC_NEXT
    .endif
    .if (\i) > (\last)
    DEC_ROUNDS \i-1, \last, DEC_NEXT
    .elseif (\i) == 1
    STORE16 BLOCK_PTR, DEC_NEXT
    .endif
.endm

/* key step, then the new round key to X+ */
.macro KEY_STEP_STORE
    KEY_STEP_REGS SETKEY_REGS
    .irp r, SETKEY_REGS
    st X+, \r
    .endr
.endm

/* void setkey(uint8_t rk[176] (r24:25), const uint8_t key[16] (r22:23)) */
    .section .text.AES_FN(setkey), "ax", @progbits
    .global AES_FN(setkey)
    .type AES_FN(setkey), @function
AES_FN(setkey):
    PUSH_REGS r2,r3,r4,r5,r6,r7,r8,r16
    movw r30, r22
    movw r26, r24
    .irp r, SETKEY_REGS
    ld \r, Z+
    .endr
    .irp r, SETKEY_REGS
    st X+, \r
    .endr
    ldi ZH, SBOX_PAGE
    KEY_SCHEDULE KEY_STEP_STORE
    POP_REGS r2,r3,r4,r5,r6,r7,r8,r16
    clr r1
    ret
    .size AES_FN(setkey), . - AES_FN(setkey)

/* void encrypt(uint8_t block[16] (r24:25), const uint8_t rk[176] (r22:23)) */
    .section .text.AES_FN(encrypt), "ax", @progbits
    .global AES_FN(encrypt)
    .type AES_FN(encrypt), @function
AES_FN(encrypt):
    PUSH_REGS SAVED
    movw r30, r24
    .irp r, ALL16
    ld \r, Z+
    .endr
    movw r26, r22               /* round key 0 goes in with round 1's SubBytes */
    ldi CNT, 2
1:  ENC_ROUNDS 1, 4, ALL16      /* rounds 1..4, then 5..8 */
    dec CNT
    breq 2f
    rjmp 1b
2:  ENC_ROUNDS 9, 10, ALL16
    POP_REGS SAVED
    clr r1
    ret
    .size AES_FN(encrypt), . - AES_FN(encrypt)

/* void decrypt(uint8_t block[16] (r24:25), const uint8_t rk[176] (r22:23)) */
    .section .text.AES_FN(decrypt), "ax", @progbits
    .global AES_FN(decrypt)
    .type AES_FN(decrypt), @function
AES_FN(decrypt):
    PUSH_REGS SAVED
    movw r30, r24
    .irp r, ALL16
    ld \r, Z+
    .endr
    movw r26, r22
    subi r26, lo8(-176)
    sbci r27, hi8(-176)
    ARK_BACKWARD ALL16
    ldi CNT, 2
1:  DEC_ROUNDS 10, 7, ALL16     /* rounds 10..7, then 6..3 */
    dec CNT
    breq 2f
    rjmp 1b
2:  DEC_ROUNDS 2, 1, ALL16
    POP_REGS SAVED
    clr r1
    ret
    .size AES_FN(decrypt), . - AES_FN(decrypt)
