/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_fast.c - the Cortex-M variant for speed: one 2 KiB table T0 (cortexm_fast_table.inc),
 * the state as columns in the specification's order (cortexm_fast_thumb2.S, "Plan"). On
 * Thumb-2 cores (Cortex-M3, M4, M33) compress and output are cortexm_fast_thumb2.S; on the
 * Cortex-M0+ (Thumb-1) a round is cortexm_fast_thumb1.S and the rest is the C below.
 *
 * NOT constant-time: the table is indexed with state bytes.
 */
#include <string.h>

#include "groestl_impl.h"

#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2

void groestl_cm_fast_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                              unsigned variant);
void groestl_cm_fast_output(uint8_t *chain, unsigned variant);
#  define fast_compress groestl_cm_fast_compress
#  define fast_output groestl_cm_fast_output

#else

void groestl_cm_fast_round_thumb1(const uint32_t *in, uint32_t *out, uint32_t rc, unsigned body);

/* A permutation's kind: the variant's flags, and Q. */
enum { KIND_Q = 4 };
/* Two buffers of a state's two copies in a row (2 x 128 bytes each: 1024-bit states). */
enum { COPY_WORDS = 32, BUFFER_WORDS = 2 * COPY_WORDS };

/* The constant a stored state carries, XORed in or out (both copies): row 0 (P style) or row
 * 7 (Q style: the final version's Q, stored complemented) ^= (j << 4) ^ round. */
static void xor_constants(uint32_t *state, unsigned cols, int q_style, unsigned round)
{
    uint8_t *b = (uint8_t *)state + (q_style ? 7 : 0);
    for (unsigned j = 0; j < cols; j++) {
        uint8_t v = b[8 * j] ^ (uint8_t)((j << 4) ^ round);
        b[8 * j] = v;
        b[8 * (j + cols)] = v;
    }
}

/* Rounds of P or Q on the state in buf (its constant for round 0 in it, P or Q style); out:
 * the state in buf again (R is even), round R's constant in it. Grøstl-0 runs P's rounds
 * (P's shifts, P-style constants) and before each round puts its own constants in place of
 * those: byte (0,0) ^= round for P, (7,0) ^= 0xff ^ round for Q. */
static void permute(uint32_t *buf, unsigned kind)
{
    const unsigned cols = GROESTL_COLS(kind), rounds = GROESTL_ROUNDS(kind);
    const int q_style = (kind & KIND_Q) && !(kind & GROESTL_V0);
    const unsigned body = (kind & GROESTL_WIDE) | (q_style ? KIND_Q : 0);
    uint32_t *in = buf, *out = buf + BUFFER_WORDS;
    for (unsigned round = 0; round < rounds; round++) {
        if (kind & GROESTL_V0) {
            uint8_t *b = (uint8_t *)in + (kind & KIND_Q ? 7 : 0);
            xor_constants(in, cols, 0, round);
            b[0] ^= (uint8_t)(kind & KIND_Q ? 0xff ^ round : round);
            b[8 * cols] = b[0];
        }
        uint32_t rc = (uint32_t)(round + 1) << 24;
        groestl_cm_fast_round_thumb1(in, out, q_style ? ~rc : rc, body);
        uint32_t *t = in;
        in = out;
        out = t;
    }
}

/* For each block m: Q(m) first; then one pass takes it into the chain and makes P's input
 * chain ^ m; P; the chain ^= P's result. */
static void fast_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                          unsigned variant)
{
    const unsigned cols = GROESTL_COLS(variant), words = 2 * cols;
    const unsigned rounds = GROESTL_ROUNDS(variant);
    const int q_style = !(variant & GROESTL_V0);
    const uint32_t complement = q_style ? ~0u : 0;
    uint32_t buf[2 * BUFFER_WORDS], m[COPY_WORDS], *h = (uint32_t *)chain;
    for (; nblocks != 0; nblocks--, blocks += 8 * cols) {
        memcpy(m, blocks, 8 * cols); /* blocks: no alignment promised */
        for (unsigned i = 0; i < words; i++)
            buf[i] = buf[i + words] = m[i] ^ complement;
        xor_constants(buf, cols, q_style, 0);
        permute(buf, variant | KIND_Q);
        xor_constants(buf, cols, q_style, rounds);
        for (unsigned i = 0; i < words; i++) {
            uint32_t p = h[i] ^ m[i];
            h[i] ^= buf[i] ^ complement;
            buf[i] = buf[i + words] = p;
        }
        xor_constants(buf, cols, 0, 0);
        permute(buf, variant);
        xor_constants(buf, cols, 0, rounds);
        for (unsigned i = 0; i < words; i++)
            h[i] ^= buf[i];
    }
}

static void fast_output(uint8_t *chain, unsigned variant)
{
    const unsigned cols = GROESTL_COLS(variant), words = 2 * cols;
    uint32_t buf[2 * BUFFER_WORDS], *h = (uint32_t *)chain;
    for (unsigned i = 0; i < words; i++)
        buf[i] = buf[i + words] = h[i];
    xor_constants(buf, cols, 0, 0);
    permute(buf, variant);
    xor_constants(buf, cols, 0, GROESTL_ROUNDS(variant));
    for (unsigned i = 0; i < words; i++)
        h[i] ^= buf[i];
}

#endif

const groestl_backend_ops groestl_backend_cortexm_fast = {
    .name = "cortexm_fast",
    .constant_time = 0,
    .compress = fast_compress,
    .output = fast_output,
    .stack_bytes = GROESTL_STACK_BURN_MAX,
};
