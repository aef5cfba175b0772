/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Firmware driver for the AES builds (avr/README.md, runner convention).
 * Built with -DAES_PREFIX=<function prefix> (e.g. aes128_otf_lowram) and -DAES_OTF for the
 * on-the-fly form. Input: op byte, then records of key (16) + block (16), at most
 * AES_RECORDS of them. Output (bench_out, bench_out_len bytes): 16 bytes per record:
 *   op 0 (key setup): expanded: the last round key of the schedule; otf: last_key's output;
 *   op 1: the block encrypted;  op 2: the block decrypted (expanded: with setkey_decrypt's
 *   schedule; otf: from last_key's output);
 *   op 3 (expanded only: setkey_decrypt): bytes 16..31 of its schedule, InvMixColumns of
 *   round key 1.
 * The markers bracket the first record's op only (key setup, encrypt or decrypt of one
 * block); its preparation (the key setup before encrypt/decrypt) runs before them.
 * Encrypt and decrypt must leave their key input (key, schedule or last round key) as it
 * was, and every call after the first goes through abi_check_call (runner/abi_check.S),
 * which checks the call-saved registers and r1: on any failure the output is empty (the
 * test then fails). */
#include <stdint.h>
#include <string.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/interrupt.h>
#include "aes128_avr.h"
#include "abi_check.h"

#define AES_RECORDS 48
#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define FN(name) CAT(AES_PREFIX, name)
/* the header's prototypes, for any prefix (the baseline's aes_none_* too) */
void FN(encrypt)(uint8_t *block, const uint8_t *key);
void FN(decrypt)(uint8_t *block, const uint8_t *key);
#ifdef AES_OTF
void FN(last_key)(uint8_t *last_key, const uint8_t *key);
#else
void FN(setkey)(uint8_t *rk, const uint8_t *key);
void FN(setkey_decrypt)(uint8_t *rk, const uint8_t *key);
#endif

uint8_t bench_in[1 + 32 * AES_RECORDS] __attribute__((section(".noinit")));
volatile uint16_t bench_len __attribute__((section(".noinit")));
uint8_t bench_out[16 * AES_RECORDS] __attribute__((section(".noinit")));
volatile uint16_t bench_out_len __attribute__((section(".noinit")));

#define BENCH_MARK(v) __asm__ __volatile__("out %0, %1" :: "I"(_SFR_IO_ADDR(OCDR)), "r"((uint8_t)(v)) : "memory")

typedef void aes_fn(uint8_t *, const uint8_t *);
#ifdef AES_OTF
static uint8_t key_state[16];                  /* last round key */
#define SETUP FN(last_key)
#define SETUP_DEC FN(last_key)
#define SETUP_OUT key_state
#define ENCRYPT_KEY(key) (key)                 /* encrypt takes the key itself */
#define OP_MAX 2
#else
static uint8_t key_state[AES128_SCHEDULE_SIZE];
#define SETUP FN(setkey)
#define SETUP_DEC FN(setkey_decrypt)
#define SETUP_OUT (key_state + 160)
#define SETUP_DEC_OUT (key_state + 16)
#define ENCRYPT_KEY(key) key_state
#define OP_MAX 3
#endif

static uint8_t key_copy[sizeof key_state], in_copy[16];

int main(void)
{
    uint16_t len = bench_len;
    uint8_t op = bench_in[0];
    uint8_t n = (len - 1) / 32;
    bench_out_len = 0;                             /* bad input: no output */
    if (len < 33 || (len - 1) % 32 != 0 || n > AES_RECORDS || op > OP_MAX)
        n = 0;
    for (uint8_t i = 0; i < n; i++) {
        const uint8_t *key = bench_in + 1 + 32 * i;
        uint8_t *b = bench_out + 16 * i;
        uint8_t setup = op == 0 || op == 3;
        aes_fn *fn = op == 0 ? SETUP : op == 1 ? FN(encrypt) : op == 2 ? FN(decrypt) : SETUP_DEC;
        uint8_t *arg0 = setup ? key_state : b;
        const uint8_t *arg1 = setup ? key : op == 1 ? ENCRYPT_KEY(key) : key_state;
        memcpy(b, key + 16, 16);
        if (op == 1)
            SETUP(key_state, key);
        else if (op == 2)
            SETUP_DEC(key_state, key);
        memcpy(key_copy, key_state, sizeof key_state);
        memcpy(in_copy, key, 16);
        if (i == 0) {
            BENCH_MARK(1);                         /* empty bracket: the markers' own cost */
            BENCH_MARK(2);
            BENCH_MARK(1);
        }
        if (i == 0) {
            fn(arg0, arg1);                        /* measured */
            BENCH_MARK(2);
        } else {
            uint8_t args[10];
            abi_arg(args, 0, ABI_PTR(arg0));
            abi_arg(args, 1, ABI_PTR(arg1));
            if (abi_check_call(ABI_FN(fn), args)) {
                n = 0;                             /* the call broke the avr-gcc ABI */
                break;
            }
        }
        if (op == 0)
            memcpy(b, SETUP_OUT, 16);
#ifdef SETUP_DEC_OUT
        else if (op == 3)
            memcpy(b, SETUP_DEC_OUT, 16);
#endif
        else if (memcmp(key_copy, key_state, sizeof key_state) || memcmp(in_copy, key, 16)) {
            n = 0;                                 /* the key input was changed */
            break;
        }
    }
    bench_out_len = 16 * n;
    cli();
    sleep_cpu();
    for (;;) {}
}
