/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_fast.c - the Cortex-M variant for speed. On Thumb-2 cores (Cortex-M3, M4, M33) its
 * compress and output are cortexm_fast_thumb2.S (columns in registers, one 2 KiB table); on the
 * Cortex-M0+ (Thumb-1: no shifted operands, 8 registers for most instructions) they are the
 * C below: rows of words (cm_rows.h) with every step inlined and its loops unrolled, so
 * that each word is loaded and stored once per step and the shifts are constants; SubBytes
 * looks the S-box (groestl_sbox) up a word at a time.
 *
 * NOT constant-time: tables are indexed with state bytes.
 */
#include "groestl_impl.h"

#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2

void groestl_cm_fast_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                              unsigned variant);
void groestl_cm_fast_output(uint8_t *chain, unsigned variant);
#  define fast_compress groestl_cm_fast_compress
#  define fast_output groestl_cm_fast_output

#else

#  define CM_INLINE GROESTL_INLINE
#  define CM_UNROLL GROESTL_UNROLL
#  define CM_WORD_ROUNDS 1
#  include "cm_rows.h"

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

static void fast_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    cm_compress_with(permute, chain, blocks, nblocks, variant);
}

static void fast_output(uint8_t *chain, unsigned variant)
{
    cm_output_with(permute, chain, variant);
}

#endif

const groestl_backend_ops groestl_backend_cortexm_fast = {
    .name = "cortexm_fast",
    .constant_time = 0,
    .compress = fast_compress,
    .output = fast_output,
    .stack_bytes = GROESTL_STACK_BURN_MAX,
};
