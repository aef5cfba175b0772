/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_small.c - the Cortex-M variant with the least flash, the S-box (groestl_sbox, 256
 * bytes) its one table. On Thumb-2 cores (Cortex-M3, M4, M33) its compress and output are
 * cortexm_small_thumb2.S (columns in the specification's order, MixBytes as a loop over the
 * circulant's coefficients); on the Cortex-M0+ they are the C below: rows of words
 * (cm_rows.h), every step a loop, SubBytes and ShiftBytes one pass over each row (byte c of
 * the new row is S(byte c + shift of the old one)).
 *
 * NOT constant-time: the S-box is looked up with state bytes as the index.
 */
#include "groestl_impl.h"

#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2

void groestl_cm_small_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                               unsigned variant);
void groestl_cm_small_output(uint8_t *chain, unsigned variant);
#  define small_compress groestl_cm_small_compress
#  define small_output groestl_cm_small_output

#else

#  define CM_INLINE static
#  define CM_UNROLL
#  include "cm_rows.h"

static void permute(uint32_t *s, unsigned n, unsigned perm, unsigned variant)
{
    const uint8_t *shift = cm_shifts[GROESTL_VARIANT_INDEX(variant)][perm];
    const unsigned cols = 4 * n;
    uint8_t *b = (uint8_t *)s;
    for (unsigned round = 0; round < (unsigned)GROESTL_ROUNDS(variant); round++) {
        cm_add_constant(s, n, perm, round, variant);
        for (unsigned r = 0; r < GROESTL_ROWS; r++) {
            uint8_t row[4 * CM_MAX_WORDS];
            uint8_t *out = b + r * cols;
            for (unsigned c = 0; c < cols; c++)
                row[c] = out[c];
            for (unsigned c = 0; c < cols; c++)
                out[c] = groestl_sbox[row[(c + shift[r]) & (cols - 1)]];
        }
        for (unsigned w = 0; w < n; w++)
            cm_mix_group(s, n, w);
    }
}

static void small_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                           unsigned variant)
{
    cm_compress_with(permute, chain, blocks, nblocks, variant);
}

static void small_output(uint8_t *chain, unsigned variant)
{
    cm_output_with(permute, chain, variant);
}

#endif

const groestl_backend_ops groestl_backend_cortexm_small = {
    .name = "cortexm_small",
    .constant_time = 0,
    .compress = small_compress,
    .output = small_output,
    .stack_bytes = GROESTL_STACK_BURN_MAX,
};
