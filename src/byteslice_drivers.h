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
 * and gets load_narrow, load_wide, store_narrow and store_wide (a state in and out),
 * compress_narrow, compress_wide, output_narrow and output_wide, and bs_compress and bs_output,
 * its descriptor's compress and output (each file still compiles alone: this is the one
 * definition of them, in each backend's own translation unit, so that its rounds inline into
 * them).
 */
#ifndef GROESTL_BYTESLICE_DRIVERS_H
#define GROESTL_BYTESLICE_DRIVERS_H

#include "byteslice.h"

/* A state (or block) in and out: the 64 bytes at p as entered row pairs, the 128 bytes at p as
 * entered rows; and back. */
GROESTL_INLINE void load_narrow(__m128i v[4], const uint8_t *p)
{
    bs_load(v, p, 4);
    bs_narrow_to_rows(v);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        v[k] = enter(v[k]);
}

GROESTL_INLINE void load_wide(__m128i v[BS_ROWS], const uint8_t *p)
{
    bs_load(v, p, 8);
    bs_wide_to_rows(v);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        v[i] = enter(v[i]);
}

GROESTL_INLINE void store_narrow(uint8_t *p, __m128i v[4])
{
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        v[k] = leave(v[k]);
    bs_narrow_from_rows(v);
    bs_store(p, v, 4);
}

GROESTL_INLINE void store_wide(uint8_t *p, __m128i v[BS_ROWS])
{
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        v[i] = leave(v[i]);
    bs_wide_from_rows(v);
    bs_store(p, v, 8);
}

/* 512-bit: h as row pairs; per block, P = h ^ m and Q = m side by side in row registers. */
static GROESTL_NOINLINE void compress_narrow(uint8_t *chain, const uint8_t *blocks,
                                             size_t nblocks, const bs_variant_tables *t)
{
    __m128i h[4];
    load_narrow(h, chain);
    for (; nblocks > 0; nblocks--, blocks += 64) {
        __m128i m[4], s[BS_ROWS];
        load_narrow(m, blocks);
        bs_narrow_start(s, h, m, t->rows[0].first);
        rounds(s, &t->rows[0], 10);
        bs_narrow_finish(h, s);
    }
    store_narrow(chain, h);
}

/* 1024-bit: h, P and Q one row per register. */
static GROESTL_NOINLINE void compress_wide(uint8_t *chain, const uint8_t *blocks,
                                           size_t nblocks, const bs_variant_tables *t)
{
    __m128i h[BS_ROWS];
    load_wide(h, chain);
    for (; nblocks > 0; nblocks--, blocks += 128) {
        __m128i p[BS_ROWS], q[BS_ROWS];
        load_wide(q, blocks);
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++) {
            p[i] = _mm_xor_si128(_mm_xor_si128(h[i], q[i]), t->rows[0].first[i]);
            q[i] = _mm_xor_si128(q[i], t->rows[1].first[i]);
        }
        rounds_2(p, q, &t->rows[0], &t->rows[1], 14);
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            h[i] = _mm_xor_si128(h[i], _mm_xor_si128(p[i], q[i]));
    }
    store_wide(chain, h);
}

/* 512-bit output transformation: P alone, in row pairs. */
static void output_narrow(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[4], s[4];
    load_narrow(h, chain);
    bs_pairs_from_rows(s, h);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        s[k] = _mm_xor_si128(s[k], t->pair_first[k][0]);
    rounds_pairs(s, t, 10);
    __m128i p[4];
    bs_rows_from_pairs(p, s);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        h[k] = _mm_xor_si128(h[k], p[k]);
    store_narrow(chain, h);
}

static void output_wide(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[BS_ROWS], p[BS_ROWS];
    load_wide(h, chain);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        p[i] = _mm_xor_si128(h[i], t->rows[0].first[i]);
    rounds(p, &t->rows[0], 14);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        h[i] = _mm_xor_si128(h[i], p[i]);
    store_wide(chain, h);
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
