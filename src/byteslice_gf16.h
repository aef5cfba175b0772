/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * byteslice_gf16.h - SubBytes in GF(16) arithmetic (Hamburg's method, vperm.c's top comment)
 * on the byte-sliced layout in 128-bit registers: the nibble tables in vectors (nib, derived
 * from the S-box by sbox_gf16.h at first use), the change of basis in and out of the rounds
 * (enter, leave), the rounds' keys and tables_for. vperm.c (PSHUFB) and simd128.c
 * (i8x16.swizzle, through byteslice_wasm.h) include it before their rounds; the rounds, which
 * read nib, are each one's own.
 */
#ifndef GROESTL_BYTESLICE_GF16_H
#define GROESTL_BYTESLICE_GF16_H

#include "byteslice.h"
#include "sbox_gf16.h"

/* The nibble tables: entry n at byte n. */
typedef struct {
    __m128i enter_lo, enter_hi; /* x -> (i << 4) | k, from x's low and high nibble */
    __m128i leave_lo, leave_hi; /* and back */
    __m128i inv, c_over;        /* 1/n and c/n in GF(16), 0x80 for n = 0 */
    __m128i out[3][2];          /* T·(m·L(F1(n))), T·(m·L(F2(n))) for m = 1, 2, 4 */
} gf16_tables;

static gf16_tables nib;

/* T·MixBytes(S(0) in every byte): what the keys add back after MixBytes. */
static __m128i sbox_offset;

/* A per-byte GF(2)-linear map by its images of the low and the high nibbles. */
GROESTL_INLINE __m128i nibble_map(__m128i x, __m128i lo_table, __m128i hi_table)
{
    const __m128i nibble = _mm_set1_epi8(0x0f);
    __m128i lo = _mm_and_si128(x, nibble);
    __m128i hi = _mm_and_si128(_mm_srli_epi16(x, 4), nibble);
    return _mm_xor_si128(GROESTL_SHUFFLE_BYTES(_mm_shuffle_epi8, lo_table, lo),
                         GROESTL_SHUFFLE_BYTES(_mm_shuffle_epi8, hi_table, hi));
}

GROESTL_INLINE __m128i enter(__m128i v)
{
    return nibble_map(v, nib.enter_lo, nib.enter_hi);
}

GROESTL_INLINE __m128i leave(__m128i v)
{
    return nibble_map(v, nib.leave_lo, nib.leave_hi);
}

/* MixBytes from a_i = T·S'-row i, d_i = 2·a_i, f_i = 4·a_i (the three output tables): the
 * circulant row 2 2 3 4 5 3 5 7 splits by bits into b_i = sum of a_{i+k} (k = 2 4 5 6 7),
 * d_{i+k} (k = 0 1 2 5 7) and f_{i+k} (k = 3 4 6 7), which is, indices mod 8,
 *   u_i = a_i + d_{i+3},  t_i = u_i + u_{i+1},  y_i = t_i + t_{i+2} + u_{i+6},
 *   g_i = f_i + f_{i+1},  x_i = g_i + g_{i+3},  b_i = x_{i+3} + y_{i+4}:  56 XORs.
 * On n registers (arrays a, d, f into b) whose row i mod 8 is row(v, i): BS_ROW8 for eight
 * row registers, BS_ROW_PAIRS for four [row k | row k+4] registers, whose row k + 4 is the
 * low half of the register swapped (the narrow output transformation, P alone). The
 * backends that compute the S-box by these tables share it (simd128.c, neon.c; vperm.c
 * writes the same network out for its SSE registers). */
#define BS_ROW8(v, i) ((v)[(i) & 7])
#define BS_ROW_PAIRS(v, i) (((i) & 7) < 4 ? (v)[(i) & 7] : bs_swap((v)[((i) & 7) - 4]))
#define BS_GF16_MIX(n, row, a, d, f, b)                                                       \
    do {                                                                                      \
        __m128i u_[n], t_[n], y_[n], g_[n], x_[n];                                            \
        GROESTL_UNROLL                                                                        \
        for (int i_ = 0; i_ < (n); i_++)                                                      \
            u_[i_] = _mm_xor_si128((a)[i_], row(d, i_ + 3));                                  \
        GROESTL_UNROLL                                                                        \
        for (int i_ = 0; i_ < (n); i_++) {                                                    \
            t_[i_] = _mm_xor_si128(u_[i_], row(u_, i_ + 1));                                  \
            g_[i_] = _mm_xor_si128((f)[i_], row(f, i_ + 1));                                  \
        }                                                                                     \
        GROESTL_UNROLL                                                                        \
        for (int i_ = 0; i_ < (n); i_++) {                                                    \
            y_[i_] = _mm_xor_si128(_mm_xor_si128(t_[i_], row(t_, i_ + 2)), row(u_, i_ + 6));  \
            x_[i_] = _mm_xor_si128(g_[i_], row(g_, i_ + 3));                                  \
        }                                                                                     \
        GROESTL_UNROLL                                                                        \
        for (int i_ = 0; i_ < (n); i_++)                                                      \
            (b)[i_] = _mm_xor_si128(row(x_, i_ + 3), row(y_, i_ + 4));                        \
    } while (0)

/* ---- Tables, built at first use ---------------------------------------------------------- */

static __m128i table16(const uint8_t t[16])
{
    return _mm_loadu_si128((const __m128i *)t);
}

static void build_nibble_tables(void)
{
    sbox_gf16_bytes t;
    sbox_gf16_build(&t);
    nib.enter_lo = table16(t.enter_lo);
    nib.enter_hi = table16(t.enter_hi);
    nib.leave_lo = table16(t.leave_lo);
    nib.leave_hi = table16(t.leave_hi);
    nib.inv = table16(t.inv);
    nib.c_over = table16(t.c_over);
    for (unsigned m = 0; m < 3; m++)
        for (unsigned h = 0; h < 2; h++)
            nib.out[m][h] = table16(t.out[m][h]);
    sbox_offset = _mm_set1_epi8((char)t.sbox_offset);
}

/* Round r ends with state ^= key[r] = T·(constant of round r+1 ^ MixBytes(S(0))). */
static void round_keys(unsigned variant, const __m128i rc[][BS_ROWS], __m128i key[][BS_ROWS])
{
    for (int r = 0; r < GROESTL_ROUNDS(variant); r++)
        for (int i = 0; i < BS_ROWS; i++)
            key[r][i] = _mm_xor_si128(enter(rc[r][i]), sbox_offset);
}

static __m128i enter_cold(__m128i v)
{
    return enter(v);
}

static bs_variant_tables tables[GROESTL_VARIANTS];
static atomic_int tables_state; /* groestl_once */

static void build_tables(void)
{
    static const bs_method method = {enter_cold, NULL, round_keys};
    build_nibble_tables();
    bs_build_tables(tables, &method);
}

static const bs_variant_tables *tables_for(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)];
}

#endif /* GROESTL_BYTESLICE_GF16_H */
