/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx2_gfni_many.c - many messages at once for the avx2_gfni backend (AVX2 and GFNI; built
 * with -mavx2 -mgfni, run only after dispatch.c's check, as avx2_gfni.c).
 *
 * ROW-SLICED sets (rows256.h, the code avx512_many.c builds too): a YMM register holds row r
 * of 4 messages (of 2 in the 1024-bit state): 80 operations a round of one permutation for
 * the set, 40 a message for P and Q where one message alone takes 59 (avx2_gfni.c); in the
 * 1024-bit state 80 a message for P and Q, against 88 alone. P and Q of a set run in the same
 * loop, and the output transformations and Merkle nodes (nodes_many, read and written in
 * place) of two sets. Fewer lanes than a set is worth (ROWS_FROM_*, measured with
 * bench/lanes.sh: docs/BENCHMARKS.md) go one by one through avx2_gfni.c.
 *
 * Constant-time: as rows256.h and avx2_gfni.c; lane and block counts are public.
 */
#include "avx2_gfni.h"

/* rows256.h's control-build probe, in this file (see there). */
static inline void rows256_probe(__m256i v)
{
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm256_castsi256_si128(v)));
    (void)v;
}

#include "rows256.h"

/* Lanes from this count up go to the row-sliced sets (a partial set gets dummy lanes); fewer
 * one by one. Chosen with groestl_bench --many (docs/BENCHMARKS.md). */
#ifndef ROWS_FROM_NARROW
#  define ROWS_FROM_NARROW 3
#endif
#ifndef ROWS_FROM_WIDE
#  define ROWS_FROM_WIDE 2
#endif
#define ROWS_FROM(variant) (((variant) & GROESTL_WIDE) ? ROWS_FROM_WIDE : ROWS_FROM_NARROW)
#ifndef NODES_ROWS_FROM
#  define NODES_ROWS_FROM 2
#endif

/* Below the frames of rows256_many's calls: what they spilled (state) is zeroed before the
 * call returns; the top `bytes` of this frame lie where theirs did. Depths as gcc 12 -O3
 * lays them out, with a margin (test_stack_wipe finds what is left below). */
#define DEPTH GROESTL_STACK_BYTES(4096)
static GROESTL_NOINLINE void wipe_below(void)
{
    uint8_t area[DEPTH];
    groestl_wipe(area, sizeof area);
}

void groestl_avx2_gfni_compress_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                     size_t lanes, size_t nblocks, unsigned variant)
{
    if (nblocks == 0 || lanes == 0)
        return;
    size_t done =
        rows256_many(chains, blocks, lanes, nblocks, variant, 0, NULL, ROWS_FROM(variant));
    if (done > 0)
        wipe_below();
    for (; done < lanes; done++)
        groestl_backend_avx2_gfni.compress(chains[done], blocks[done], nblocks, variant);
}

/* q_last: the sets run P alone on the last block; lanes one by one ignore it. */
void groestl_avx2_gfni_finish_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                   size_t lanes, size_t nblocks, const uint8_t *q_last,
                                   unsigned variant)
{
    if (lanes == 0)
        return;
    size_t done =
        rows256_many(chains, blocks, lanes, nblocks, variant, 1, q_last, ROWS_FROM(variant));
    if (done > 0)
        wipe_below();
    for (; done < lanes; done++) {
        if (nblocks > 0)
            groestl_backend_avx2_gfni.compress(chains[done], blocks[done], nblocks, variant);
        groestl_backend_avx2_gfni.output(chains[done], variant);
    }
}

void groestl_avx2_gfni_output_many(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    if (lanes == 0)
        return;
    size_t done = rows256_many(chains, NULL, lanes, 0, variant, 1, NULL, ROWS_FROM(variant));
    if (done > 0)
        wipe_below();
    for (; done < lanes; done++)
        groestl_backend_avx2_gfni.output(chains[done], variant);
}

/* Sets of nodes in the row-sliced layout; fewer than NODES_ROWS_FROM left to the caller. */
size_t groestl_avx2_gfni_nodes_many(const uint8_t *in, size_t n, uint8_t *out)
{
    size_t done = rows256_nodes(in, n, out, NODES_ROWS_FROM);
    if (done > 0)
        wipe_below();
    return done;
}
