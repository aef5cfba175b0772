/*
 * aes128_expanded.S - AES-128 for the ATmega128 with the key expanded once (avr-gcc ABI).
 * aes128_expanded_setkey stores the 176-byte schedule (FIPS-197 w[0..43], in byte order);
 * encrypt/decrypt work in place on one 16-byte block. -DAES128_AVR_LOWRAM assembles the
 * low-RAM build (every table in flash), named aes128_expanded_lowram_*.
 * API: include/aes128_avr.h. Tables and round macros: aes128_avr.inc.
 *
 * Rounds are unrolled (ShiftRows by renaming registers, round constants as immediates).
 * Encrypt: AddRoundKey (LD X+, 3 cycles a byte), SubBytes (3), MixColumns (x2 table).
 * Decrypt walks the schedule backwards (LD -X), InvMixColumns = x4 pre-step + MixColumns.
 *
 * Register map:
 *   r0..r15   state (loaded as bytes 0..15), or the round key (setkey)
 *   r18..r22  temps MT MV MW MU MY (KT = MT)
 *   r24:r25   block pointer (kept)      X  round key pointer      Z  table look-ups
 * Saved: r2..r15. r1 is cleared before returning.
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
#define MY r22
#define KT r18
#define BLOCK_PTR r24
#define SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15
#define SAVED_REVERSE r15,r14,r13,r12,r11,r10,r9,r8,r7,r6,r5,r4,r3,r2
#define ALL16 r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15
#define AES128_AVR_X2_IN_RAM
#include "aes128_avr.inc"              /* after the register names it uses */

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

/* Rounds i..10 of encryption (X = round key i) */
.macro ENC_ROUNDS i, STATE_PARAMS
    ldi ZH, SBOX_PAGE
    LOOKUP16 SBOX_LD, STATE_ARGS
    .if (\i) < 10
    ldi ZH, X2_PAGE
    MIXCOLUMNS ENC_NEXT
    ARK_FORWARD ENC_NEXT
    ENC_ROUNDS \i+1, ENC_NEXT
    .else
    ARK_FORWARD ENC_NEXT
    STORE16 ENC_NEXT
    .endif
.endm

/* Rounds i..1 of decryption (state has round key i added; X = end of round key i-1) */
.macro DEC_ROUNDS i, STATE_PARAMS
    ldi ZH, INV_PAGE
    LOOKUP16 INV_LD, STATE_ARGS
    ARK_BACKWARD DEC_NEXT
    .if (\i) > 1
    INVMIXCOLUMNS DEC_NEXT
    DEC_ROUNDS \i-1, DEC_NEXT
    .else
    STORE16 DEC_NEXT
    .endif
.endm

/* void setkey(uint8_t rk[176] (r24:25), const uint8_t key[16] (r22:23)) */
    .section .text.AES_FN(setkey), "ax", @progbits
    .global AES_FN(setkey)
    .type AES_FN(setkey), @function
AES_FN(setkey):
    PUSH_REGS SAVED
    movw r30, r22
    .irp r, ALL16
    ld \r, Z+
    .endr
    movw r26, r24
    .irp r, ALL16
    st X+, \r
    .endr
    ldi ZH, SBOX_PAGE
    .irp i, 1,2,3,4,5,6,7,8,9,10
    KEY_STEP_REGS \i, ALL16
    .irp r, ALL16
    st X+, \r
    .endr
    .endr
    POP_REGS SAVED_REVERSE
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
    movw r26, r22
    ARK_FORWARD ALL16
    ENC_ROUNDS 1, ALL16
    POP_REGS SAVED_REVERSE
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
    DEC_ROUNDS 10, ALL16
    POP_REGS SAVED_REVERSE
    clr r1
    ret
    .size AES_FN(decrypt), . - AES_FN(decrypt)
