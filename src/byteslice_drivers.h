/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * byteslice_drivers.h - compress and output on the byte-sliced layout of byteslice.h in 128-bit
 * registers: the drivers of aesni.c (its 128-bit rounds), vperm.c and simd128.c, written once.
 * A backend includes this after its rounds, which it defines under these names:
 *   enter(v), leave(v)            its representation of a row register (identity for aesni)
 *   rounds(s, schedule, n)        n rounds on 8 row registers
 *   rounds_2(p, q, ps, qs, n)     n rounds of two such states side by side (1024-bit P and Q)
 *   rounds_pairs(s, tables, n)    n rounds of the 512-bit P alone in 4 row-pair registers
 *   tables_for(variant)           its tables (bs_variant_tables) for the variant
 * and gets compress_narrow, compress_wide, output_narrow and output_wide, and bs_compress and
 * bs_output, its descriptor's compress and output (each file still
 * compiles alone: this is the one definition of them, in each backend's own translation unit,
 * so that its rounds inline into them).
 */
#ifndef GROESTL_BYTESLICE_DRIVERS_H
#define GROESTL_BYTESLICE_DRIVERS_H

#include "byteslice.h"

/* 512-bit: h as row pairs; per block, P = h ^ m and Q = m side by side in row registers. */
static GROESTL_NOINLINE void compress_narrow(uint8_t *chain, const uint8_t *blocks,
                                             size_t nblocks, const bs_variant_tables *t)
{
    __m128i h[4];
    bs_load(h, chain, 4);
    bs_narrow_to_rows(h);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        h[k] = enter(h[k]);
    for (; nblocks > 0; nblocks--, blocks += 64) {
        __m128i m[4], s[BS_ROWS];
        bs_load(m, blocks, 4);
        bs_narrow_to_rows(m);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            m[k] = enter(m[k]);
        bs_narrow_start(s, h, m, t->rows[0].first);
        rounds(s, &t->rows[0], 10);
        bs_narrow_finish(h, s);
    }
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        h[k] = leave(h[k]);
    bs_narrow_from_rows(h);
    bs_store(chain, h, 4);
}

/* 1024-bit: h, P and Q one row per register. */
static GROESTL_NOINLINE void compress_wide(uint8_t *chain, const uint8_t *blocks,
                                           size_t nblocks, const bs_variant_tables *t)
{
    __m128i h[BS_ROWS];
    bs_load(h, chain, 8);
    bs_wide_to_rows(h);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        h[i] = enter(h[i]);
    for (; nblocks > 0; nblocks--, blocks += 128) {
        __m128i p[BS_ROWS], q[BS_ROWS];
        bs_load(q, blocks, 8);
        bs_wide_to_rows(q);
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++) {
            q[i] = enter(q[i]);
            p[i] = _mm_xor_si128(_mm_xor_si128(h[i], q[i]), t->rows[0].first[i]);
            q[i] = _mm_xor_si128(q[i], t->rows[1].first[i]);
        }
        rounds_2(p, q, &t->rows[0], &t->rows[1], 14);
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            h[i] = _mm_xor_si128(h[i], _mm_xor_si128(p[i], q[i]));
    }
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        h[i] = leave(h[i]);
    bs_wide_from_rows(h);
    bs_store(chain, h, 8);
}

/* 512-bit output transformation: P alone, in row pairs. */
static void output_narrow(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[4], s[4];
    bs_load(h, chain, 4);
    bs_narrow_to_rows(h);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        h[k] = enter(h[k]);
    bs_pairs_from_rows(s, h);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        s[k] = _mm_xor_si128(s[k], t->pair_first[k][0]);
    rounds_pairs(s, t, 10);
    __m128i p[4];
    bs_rows_from_pairs(p, s);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        h[k] = leave(_mm_xor_si128(h[k], p[k]));
    bs_narrow_from_rows(h);
    bs_store(chain, h, 4);
}

static void output_wide(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[BS_ROWS], p[BS_ROWS];
    bs_load(h, chain, 8);
    bs_wide_to_rows(h);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++) {
        h[i] = enter(h[i]);
        p[i] = _mm_xor_si128(h[i], t->rows[0].first[i]);
    }
    rounds(p, &t->rows[0], 14);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        h[i] = leave(_mm_xor_si128(h[i], p[i]));
    bs_wide_from_rows(h);
    bs_store(chain, h, 8);
}

/* The descriptor's compress and output: the driver of the variant's state size. */
static void bs_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    const bs_variant_tables *t = tables_for(variant);
    if (variant & GROESTL_WIDE)
        compress_wide(chain, blocks, nblocks, t);
    else
        compress_narrow(chain, blocks, nblocks, t);
}

static void bs_output(uint8_t *chain, unsigned variant)
{
    const bs_variant_tables *t = tables_for(variant);
    if (variant & GROESTL_WIDE)
        output_wide(chain, t);
    else
        output_narrow(chain, t);
}

#endif /* GROESTL_BYTESLICE_DRIVERS_H */
