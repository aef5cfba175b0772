/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aes128_expanded.S - AES-128 for the ATmega128 with the key expanded once (avr-gcc ABI).
 * setkey stores the 176-byte schedule (FIPS-197 w[0..43], in byte order) that encrypt
 * reads; setkey_decrypt stores the schedule of the equivalent inverse cipher (FIPS-197
 * 5.3.5: round keys 1..9 through InvMixColumns) that decrypt reads. Blocks are worked in
 * place. -DAES128_AVR_LOWRAM assembles the low-RAM build (every table in flash), named
 * aes128_expanded_lowram_*. API: aes/aes128_avr.h. Tables and round macros: aes128.inc.
 *
 * A round: AddRoundKey and SubBytes at once (ZL = key byte ^ state byte, then the S-box:
 * 5 cycles a byte), ShiftRows by renaming registers, MixColumns (20 cycles a column).
 * Decryption has the same shape (FIPS-197 5.3.5): since its schedule went through
 * InvMixColumns, a round key is added before InvSubBytes as in encryption; InvMixColumns
 * takes 28 cycles a column (five x2 look-ups, aes128.inc).
 * Every round is written out (no loop: 7 cycles fewer than a loop over four rounds, about
 * 2 KB more flash).
 * Per round (fast build): 80 + 80 = 160 cycles encrypt, 80 + 112 = 192 decrypt; lowram:
 * 96 + 93 + 1 = 190 encrypt, 96 + 133 + 1 = 230 decrypt.
 * What bounds encryption (fast build, 1692 cycles with the call): 10 x 80 for the key
 * bytes (LD, 2 cycles each), their XOR and the S-box (LD, 2), 9 x 80 for MixColumns (3
 * look-ups and 14 single-cycle operations a column), the block's load (33) and the last
 * AddRoundKey with the store (81), the 11 saved registers (44), call, return, argument
 * loads, pointer set-up and clr r1 (14). The 80 of a round is one LD of the key, one EOR
 * and one LD of the S-box a byte, nothing more. MixColumns needs 3 look-ups (its output's
 * 2·x parts span 3 dimensions and a look-up adds one) whose indexes are sums of two or four
 * bytes, and 4 writes of the result; the 14 single-cycle operations are 6 for the indexes,
 * 4 for the masks t ^ 2·p_i and 4 writes; no shorter sequence is known here (interleaving
 * SubBytes with MixColumns, which could put a byte straight into the index register, saves
 * the first MOV but loses that byte, and b1 needs it: no variant tried here came out
 * shorter). The 25 registers in
 * use (16 state, MU, X, Y, Z, the block pointer) leave 11 call-saved ones (the block
 * pointer on the stack instead costs the same 8 cycles). 1650 is 42 cycles fewer: 18.8 a
 * MixColumns column on average (19 and two fewer saved registers), not reached here.
 * Decryption (1984): the same but 9 x 112 for InvMixColumns, and 4 cycles to point X at
 * the end of the schedule and Z at the end of the block.
 *
 * Register map (encrypt, decrypt):
 *   STATE (16)    r0 r1 r2..r11 r20..r23 (fast: r2..r10 r19..r23), bytes 0..15 of the block
 *   r18, r19      MU MV: MixColumns temps
 *   r24:r25       block pointer (kept)      X  round key pointer
 *   Z             S-box look-ups (ZH = its page; ZL the index); x2 too in the lowram build
 *   Y             x2 look-ups in the fast build (YH = its page, YL the index: no page switch)
 * MV is r19 in the lowram build; in the fast build it is ZL (free during MixColumns), and
 * r19 holds a state byte instead of r11.
 * Saved: r2..r11 (fast: r2..r10 and Y). r1 is cleared before returning.
 * setkey: the key in SETKEY_REGS (call-clobbered first), KT r8, RC r16; saves r2..r8, r16.
 */
#ifdef AES128_AVR_LOWRAM
#define AES_FN(name) aes128_expanded_lowram_##name
#else
#define AES_FN(name) aes128_expanded_##name
#endif

#define MU r18
#define KT r8                   /* setkey */
#define RC r16                  /* setkey */
#define SETKEY_REGS r0,r1,r2,r3,r4,r5,r6,r7,r18,r19,r20,r21,r22,r23,r24,r25
#define BLOCK_PTR r24
#define AES128_AVR_X2_IN_RAM
#ifdef AES128_AVR_LOWRAM
#define MV r19
#define STATE r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r20,r21,r22,r23
#define SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11
.macro MIX_INIT
.endm
#else
/* x2 through Y: YH = the x2 page for the whole call */
#define MIX_IDX YL
#define MIX_PTR Y
#define MV ZL                   /* free while MixColumns looks up through Y */
#define STATE r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r19,r20,r21,r22,r23
#define SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r28,r29
.macro MIX_SETUP
.endm
.macro MIX_INIT
    ldi YH, hi8(gf_x2_ram)
.endm
#endif
#include "aes128.inc"              /* after the register names it uses */

/* AddRoundKey and SubBytes at once: the round key byte goes straight to ZL (LD X+), the
 * state byte is XORed into it and looked up: ZL = k ^ s, s = S(ZL). 5 cycles a byte (lowram:
 * 6) instead of 3 + 3. Decryption reads its schedule backwards (LD -X) with S^-1. */
.macro ARK_SUB STATE_PARAMS
    .irp r, STATE_ARGS
    ld ZL, X+
    eor ZL, \r
    SBOX_LD \r, Z
    .endr
.endm
.macro ARK_INVSUB STATE_PARAMS
    .irp r, \s33,\s23,\s13,\s03,\s32,\s22,\s12,\s02,\s31,\s21,\s11,\s01,\s30,\s20,\s10,\s00
    ld ZL, -X
    eor ZL, \r
    INV_LD \r, Z
    .endr
.endm

/* the last AddRoundKey (forwards or backwards), then the block is written. 81 cycles. */
.macro ARK_STORE_FORWARD STATE_PARAMS
    movw r30, BLOCK_PTR
    .irp r, STATE_ARGS
    ld MU, X+
    eor MU, \r
    st Z+, MU
    .endr
.endm
.macro ARK_STORE_BACKWARD STATE_PARAMS
    movw r30, BLOCK_PTR
    adiw r30, 16
    .irp r, \s33,\s23,\s13,\s03,\s32,\s22,\s12,\s02,\s31,\s21,\s11,\s01,\s30,\s20,\s10,\s00
    ld MU, -X
    eor MU, \r
    st -Z, MU
    .endr
.endm

/* Rounds i..last of encryption: the state has round key i-1 still to add (X points to it);
 * round 10 adds round key 10 and stores the block. ZH = the S-box page. 160 cycles a round
 * (lowram: 16 + 92 + 2 more). */
.macro ENC_ROUNDS i, last, STATE_PARAMS
    ARK_SUB STATE_ARGS
    .if (\i) < 10
    MIXCOLUMNS ENC_NEXT
#ifdef AES128_AVR_LOWRAM
    ldi ZH, SBOX_PAGE
#endif
    .endif
    .if (\i) < (\last)
    ENC_ROUNDS \i+1, \last, ENC_NEXT
    .elseif (\i) == 10
    ARK_STORE_FORWARD ENC_NEXT
    .endif
.endm

/* Rounds i..last of decryption (i > last), the equivalent inverse cipher: the state has
 * the schedule's round key i still to add (X = its end); round 1 adds round key 0 and stores
 * the block. 192 cycles a round (80 + InvMixColumns 112; lowram: 96 + 133 + 1). */
.macro DEC_ROUNDS i, last, STATE_PARAMS
    ARK_INVSUB STATE_ARGS
    .if (\i) > 1
    INVMIXCOLUMNS DEC_NEXT
#ifdef AES128_AVR_LOWRAM
    ldi ZH, INV_PAGE
#endif
    .endif
    .if (\i) > (\last)
    DEC_ROUNDS \i-1, \last, DEC_NEXT
    .elseif (\i) == 1
    ARK_STORE_BACKWARD DEC_NEXT
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
AES_FUNCTION AES_FN(setkey)
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

/* void setkey_decrypt(uint8_t rk[176] (r24:25), const uint8_t key[16] (r22:23)): setkey,
 * then InvMixColumns on round keys 1..9 in place, a column at a time (36 columns). */
#define DK_COL r20,r21,r22,r23
#define DK_CNT r24
AES_FUNCTION AES_FN(setkey_decrypt)
    push r28
    push r29
    movw r28, r24               /* Y (call-saved) keeps rk across setkey */
    call AES_FN(setkey)
    movw r26, r28
    adiw r26, 16                /* round key 1 */
    MIX_INIT
    ldi DK_CNT, 36
1:  .irp r, DK_COL
    ld \r, X+
    .endr
    MIX_SETUP
    INVMIXCOL DK_COL
    .irp r, r23,r22,r21,r20
    st -X, \r
    .endr
    adiw r26, 4
    dec DK_CNT
    brne 1b
    pop r29
    pop r28
    ret
    .size AES_FN(setkey_decrypt), . - AES_FN(setkey_decrypt)

/* state = the block at r24:25 (Z+); it overwrites the argument r22:23 */
.macro LOAD_STATE
    movw r30, BLOCK_PTR
    .irp r, STATE
    ld \r, Z+
    .endr
.endm

/* void encrypt(uint8_t block[16] (r24:25), const uint8_t rk[176] (r22:23)) */
AES_FUNCTION AES_FN(encrypt)
    PUSH_REGS SAVED
    movw r26, r22               /* round key 0 goes in with round 1's SubBytes */
    LOAD_STATE
    ldi ZH, SBOX_PAGE
    MIX_INIT
    ENC_ROUNDS 1, 10, STATE     /* every round written out */
    POP_REGS SAVED
    clr r1
    ret
    .size AES_FN(encrypt), . - AES_FN(encrypt)

/* encrypt's frame around the inverse rounds: each API function written out. */
/* void decrypt(uint8_t block[16] (r24:25), const uint8_t dk[176] (r22:23), from
 * setkey_decrypt) */
AES_FUNCTION AES_FN(decrypt)
    PUSH_REGS SAVED
    movw r26, r22
    LOAD_STATE
    subi r26, lo8(-176)         /* the schedule is read backwards from round key 10 */
    sbci r27, hi8(-176)
    ldi ZH, INV_PAGE
    MIX_INIT
    DEC_ROUNDS 10, 1, STATE     /* every round written out */
    POP_REGS SAVED
    clr r1
    ret
    .size AES_FN(decrypt), . - AES_FN(decrypt)
