/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_fast.c - the Cortex-M variant for speed: rows of words (cm_rows.h) with every step
 * inlined and its loops unrolled, so that each word is loaded and stored once per step and
 * the shifts are constants; SubBytes looks the S-box (groestl_sbox) up a word at a time.
 *
 * NOT constant-time: the S-box is looked up with state bytes as the index.
 */
#define CM_INLINE GROESTL_INLINE
#define CM_UNROLL GROESTL_UNROLL
#define CM_WORD_ROUNDS 1
#include "cm_rows.h"

static void sub_bytes(uint32_t *s, unsigned words)
{
    const uint8_t *S = groestl_sbox;
    for (unsigned i = 0; i < words; i++) {
        uint32_t v = s[i];
        s[i] = S[v & 0xff] | (uint32_t)S[(v >> 8) & 0xff] << 8 |
               (uint32_t)S[(v >> 16) & 0xff] << 16 | (uint32_t)S[v >> 24] << 24;
    }
}

static void permute(uint32_t *s, unsigned n, unsigned perm, unsigned variant)
{
    cm_permute_words(s, n, perm, variant, sub_bytes);
}

static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    cm_compress_with(permute, chain, blocks, nblocks, variant);
}

static void output(uint8_t *chain, unsigned variant)
{
    cm_output_with(permute, chain, variant);
}

const groestl_backend_ops groestl_backend_cortexm_fast = {
    .name = "cortexm_fast",
    .constant_time = 0,
    .compress = compress,
    .output = output,
    .stack_bytes = GROESTL_STACK_BURN_MAX,
};
