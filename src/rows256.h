/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * rows256.h - Grøstl row-sliced in 256-bit registers with GFNI: a register holds one row of
 * the state of several messages (or of P and Q of one), the 8 rows of a state in 8 registers.
 * One source for two backends: avx2_gfni (avx2_gfni.c, avx2_gfni_many.c: AVX2 and GFNI, VEX
 * encodings only) and avx512 (avx512_many.c: built with AVX-512 VL, so three-way XORs are one
 * VPTERNLOGQ and the compiler has 32 registers). Each file that includes it gets its own copy
 * of these static functions and tables, compiled with its own flags. Include it after the
 * intrinsics (immintrin.h, or SIMDe's in the emulated builds).
 *
 * A round on the 8 rows a_0..a_7 of a state:
 *   SubBytes          one GF2P8AFFINEINVQB a register (the AES affine map, groestl_impl.h);
 *   ShiftBytes        one VPSHUFB a register (row 0 of P and row 4 of Q stay): each row's
 *                     columns rotate inside the 128-bit lane that holds them;
 *   MixBytes          row i of every column from rows i..i+7 of the same column, which are
 *                     the same byte of the 8 registers (Aoki et al.'s formulas, portable.c):
 *                       t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3}, y_i = t_i + t_{i+2} + a_{i+6},
 *                       b_i = 4·x_{i+3} + 2·y_{i+7} + y_{i+4}
 *                     8 XORs (t), 8 (x), 16 (y), 16 GF2P8MULB (the products), 16 XORs (b); with
 *                     VPTERNLOGQ y and b take 8 each;
 *   AddRoundConstant  the next round's, folded into an x (divided by 4: x is multiplied by 4
 *                     after it); Q's complement of every byte (final version) costs nothing:
 *                     SubBytes adds 0x55 to every byte through the constant of
 *                     GF2P8AFFINEINVQB, and MixBytes turns a constant row-sum into 3·0x55 =
 *                     0xff in every byte (the row of MixBytes's matrix sums to 3).
 * That is 79 operations a round (63 with VPTERNLOGQ), 80 (63) with the constant. (The
 * doublings by VPADDB and a reduction take 3 operations or more where GF2P8MULB takes one,
 * so the products are GF2P8MULB; b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4} counts the same,
 * and the AVX2 build computes that: a constant fewer in its 16 registers.)
 *
 * Sets of messages (rows256_many, rows256_nodes): in the 512-bit state a set is 4 messages,
 * each 128-bit lane holding a row of two; in the 1024-bit state 2 messages, a lane each. A
 * block goes in (and a chaining value out) by 8 loads of 128-bit lanes, one VPSHUFB a
 * register and three rounds of VPUNPCKL/HBW, 32 shuffles for the set (rows256_transpose), so
 * the bytes of a row sit in an order of the transposition's making (rows256_pos); the tables
 * of ShiftBytes and of the constants follow it.
 *
 * Constant-time: the same instructions whatever the data; tables are indexed by variant,
 * round and row, lane and block counts are public.
 */
#ifndef GROESTL_ROWS256_H
#define GROESTL_ROWS256_H

#include <stdatomic.h>
#include <string.h>

#include "rows256_round.h"

/* The includer defines, before including this file:
 *   static inline void rows256_probe(__m256i v)   GROESTL_CT_PROBE_BYTE of a byte of v
 * written in its own file: the constant-time checks' control build (groestl_impl.h) must
 * find a look-up in each file of a backend, and these rounds run in the includer's. */

/* ---- Sets of messages -----------------------------------------------------------------------
 * Where (row r of) column c of message m of a set sits in a register: the transposition's
 * place (c0 i2 i1 i0), the lane by message. 512-bit state: the pieces loaded as register
 * i = 4·(m & 1) + j = [message m, piece j | message m + 2, piece j], so the lane is m >> 1
 * and (i2 i1 i0) = (m & 1, c2, c1). 1024-bit state: register j = [message 0, piece j |
 * message 1, piece j], (i2 i1 i0) = (c3 c2 c1). */
static unsigned rows256_pos(unsigned variant, unsigned m, unsigned c)
{
    if (variant & GROESTL_WIDE)
        return 16 * m + 8 * (c & 1) + (c >> 1);
    return 16 * (m >> 1) + 8 * (c & 1) + 4 * (m & 1) + (c >> 1);
}

#define ROWS256_SET(variant) (((variant) & GROESTL_WIDE) ? 2u : 4u)

/* Per variant and permutation (P = 0, Q = 1), as whole registers:
 *   first   round 0's constant of each row;
 *   fold    the constant of round i + 1 as round i adds it (rows256_round): the row that
 *           varies (P's 0, Q's 7) divided by 4, Q's complement of the final version left to
 *           SubBytes; 0 after the last round;
 *   shift   ShiftBytes of each row, as VPSHUFB indexes. */
static struct {
    uint8_t first[GROESTL_VARIANTS][2][8][32];
    uint8_t fold[GROESTL_VARIANTS][2][ROWS256_MAX_ROUNDS][32];
    uint8_t shift[GROESTL_VARIANTS][2][8][32];
    uint8_t gather[32];
} rows256_tables;
static atomic_int rows256_tables_state; /* groestl_once */

static const uint8_t rows256_shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

static void rows256_build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        unsigned cols = GROESTL_COLS(variant), rounds = GROESTL_ROUNDS(variant);
        for (unsigned perm = 0; perm < 2; perm++) {
            unsigned crow = perm == 0 ? 0 : 7; /* the row whose constant varies */
            for (unsigned m = 0; m < ROWS256_SET(variant); m++)
                for (unsigned c = 0; c < cols; c++) {
                    unsigned pos = rows256_pos(variant, m, c);
                    for (unsigned r = 0; r < 8; r++) {
                        rows256_tables.first[variant][perm][r][pos] =
                            groestl_constant_byte(variant, perm, r, c, 0);
                        unsigned from = (c + rows256_shifts[variant][perm][r]) % cols;
                        rows256_tables.shift[variant][perm][r][pos] =
                            (uint8_t)(rows256_pos(variant, m, from) % 16);
                    }
                    for (unsigned i = 0; i + 1 < rounds; i++) {
                        uint8_t v = groestl_constant_byte(variant, perm, crow, c, i + 1);
                        if (!(variant & GROESTL_V0) && perm == 1)
                            v ^= 0xff; /* SubBytes's */
                        rows256_tables.fold[variant][perm][i][pos] =
                            (uint8_t)groestl_quarter_bytes(v);
                    }
                }
        }
    }
    for (unsigned k = 0; k < 32; k++)
        rows256_tables.gather[k] = rows256_gather_index(k % 16);
}

static void rows256_tables_ready(void)
{
    groestl_once(&rows256_tables_state, rows256_build_tables);
}

/* The blocks (or chaining values) at p[m] of a set, as rows. */
ROWS256_INLINE void rows256_in(__m256i rows[8], const uint8_t *const *p, unsigned variant)
{
    ROWS256_UNROLL
    for (unsigned i = 0; i < 8; i++) {
        /* 512-bit: i = 4·(m & 1) + j; 1024-bit: i = j */
        const uint8_t *lo = (variant & GROESTL_WIDE) ? p[0] + 16 * i : p[i / 4] + 16 * (i % 4);
        const uint8_t *hi = (variant & GROESTL_WIDE) ? p[1] + 16 * i : p[i / 4 + 2] + 16 * (i % 4);
        rows[i] = _mm256_inserti128_si256(
            _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)lo)),
            _mm_loadu_si128((const __m128i *)(const void *)hi), 1);
    }
    rows256_transpose(rows, rows256_load(rows256_tables.gather));
}

/* Rows back to the set's messages at p[m]; half (512-bit state only): only their last 32
 * bytes, at p[m] (Merkle nodes). */
ROWS256_INLINE void rows256_out(uint8_t *const *p, const __m256i rows[8], unsigned variant,
                                int half)
{
    __m256i v[8];
    ROWS256_UNROLL
    for (unsigned i = 0; i < 8; i++)
        v[i] = rows[i];
    rows256_transpose(v, rows256_load(rows256_tables.gather));
    ROWS256_UNROLL
    for (unsigned i = 0; i < 8; i++) {
        uint8_t *lo, *hi;
        if (variant & GROESTL_WIDE) {
            lo = p[0] + 16 * i, hi = p[1] + 16 * i;
        } else if (half) {
            if (i % 4 < 2)
                continue; /* the first 32 bytes */
            lo = p[i / 4] + 16 * (i % 4 - 2), hi = p[i / 4 + 2] + 16 * (i % 4 - 2);
        } else {
            lo = p[i / 4] + 16 * (i % 4), hi = p[i / 4 + 2] + 16 * (i % 4);
        }
        _mm_storeu_si128((__m128i *)(void *)lo, _mm256_castsi256_si128(v[i]));
        _mm_storeu_si128((__m128i *)(void *)hi, _mm256_extracti128_si256(v[i], 1));
    }
}

/* A round of permutation perm on the rows s of a set; fold: the next round's constant (NULL in
 * the last round); complement: the final version's Q before its last round. */
ROWS256_INLINE void rows256_round(__m256i s[8], unsigned variant, unsigned perm,
                                  const uint8_t *fold, int complement, const rows256_field *f)
{
    const unsigned kx = perm == 0 ? 3 : 2; /* x_{kx} reaches the row that varies */
    const uint8_t *folds[8] = {NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL};
    __m256i a[8];
    folds[kx] = fold;
    ROWS256_UNROLL
    for (unsigned r = 0; r < 8; r++) {
        a[r] = rows256_sub_bytes(s[r], f->affine, complement);
        if (rows256_shifts[variant][perm][r] != 0)
            a[r] = _mm256_shuffle_epi8(a[r], rows256_load(rows256_tables.shift[variant][perm][r]));
    }
    rows256_probe(a[0]);
    rows256_mix_bytes(a, s, folds, f, ROWS256_CHAINED);
}

/* A set's blocks: its messages' next block at block[m], which moves on by step[m] (0: a dummy
 * lane, which reads the same block again). */
typedef struct {
    const uint8_t *block[4];
    size_t step[4];
} rows256_blocks;

/* Twin of avx512_many.c's r_compress in YMM: the width is the type; test_backends runs both. */
/* nblocks blocks into the chains h of a set: P and Q round by round. */
ROWS256_INLINE void rows256_compress(__m256i h[8], rows256_blocks *B, size_t nblocks,
                                     unsigned variant, const rows256_field *f)
{
    const unsigned rounds = GROESTL_ROUNDS(variant);
    const int complement = !(variant & GROESTL_V0);
    for (size_t b = 0; b < nblocks; b++) {
        __m256i m[8], p[8], q[8];
        rows256_in(m, B->block, variant);
        for (unsigned i = 0; i < ROWS256_SET(variant); i++)
            B->block[i] += B->step[i];
        ROWS256_UNROLL
        for (unsigned r = 0; r < 8; r++) {
            p[r] = rows256_xor3(h[r], m[r], rows256_load(rows256_tables.first[variant][0][r]));
            q[r] = rows256_xor(m[r], rows256_load(rows256_tables.first[variant][1][r]));
        }
        for (unsigned i = 0; i + 1 < rounds; i++) {
            rows256_round(p, variant, 0, rows256_tables.fold[variant][0][i], 0, f);
            rows256_round(q, variant, 1, rows256_tables.fold[variant][1][i], complement, f);
        }
        rows256_round(p, variant, 0, NULL, 0, f);
        rows256_round(q, variant, 1, NULL, 0, f);
        ROWS256_UNROLL
        for (unsigned r = 0; r < 8; r++)
            h[r] = rows256_xor3(h[r], p[r], q[r]);
    }
}

/* P of the states p[0..sets-1] (1 or 2, round 0's constant added), side by side. */
ROWS256_INLINE void rows256_perm_p(__m256i p[][8], unsigned sets, unsigned variant,
                                   const rows256_field *f)
{
    const unsigned rounds = GROESTL_ROUNDS(variant);
    for (unsigned i = 0; i + 1 < rounds; i++) {
        ROWS256_UNROLL
        for (unsigned s = 0; s < sets; s++)
            rows256_round(p[s], variant, 0, rows256_tables.fold[variant][0][i], 0, f);
    }
    ROWS256_UNROLL
    for (unsigned s = 0; s < sets; s++)
        rows256_round(p[s], variant, 0, NULL, 0, f);
}

/* The output transformation of the chains h[0..sets-1] of 1 or 2 sets, side by side.
 * q (not NULL): first the sets' last blocks (at B[s]), whose Q is given (q, as rows, the
 * same block in every lane): h = P(h ^ m) ^ q ^ h, P alone. */
ROWS256_INLINE void rows256_output(__m256i h[][8], unsigned sets, unsigned variant,
                                   const rows256_blocks *B, const __m256i q[8],
                                   const rows256_field *f)
{
    __m256i p[2][8];
    if (q != NULL) {
        ROWS256_UNROLL
        for (unsigned s = 0; s < sets; s++) {
            __m256i m[8];
            rows256_in(m, B[s].block, variant);
            ROWS256_UNROLL
            for (unsigned r = 0; r < 8; r++)
                p[s][r] = rows256_xor3(h[s][r], m[r],
                                       rows256_load(rows256_tables.first[variant][0][r]));
        }
        rows256_perm_p(p, sets, variant, f);
        ROWS256_UNROLL
        for (unsigned s = 0; s < sets; s++) {
            ROWS256_UNROLL
            for (unsigned r = 0; r < 8; r++)
                h[s][r] = rows256_xor3(h[s][r], p[s][r], q[r]);
        }
    }
    ROWS256_UNROLL
    for (unsigned s = 0; s < sets; s++) {
        ROWS256_UNROLL
        for (unsigned r = 0; r < 8; r++)
            p[s][r] = rows256_xor(h[s][r], rows256_load(rows256_tables.first[variant][0][r]));
    }
    rows256_perm_p(p, sets, variant, f);
    ROWS256_UNROLL
    for (unsigned s = 0; s < sets; s++) {
        ROWS256_UNROLL
        for (unsigned r = 0; r < 8; r++)
            h[s][r] = rows256_xor(h[s][r], p[s][r]);
    }
}

/* `sets` sets (1 or 2): chaining values in from src[k], blocks from B[k / set]: nblocks
 * blocks (compress: one set at a time), then (finish) the output transformation of all; the
 * results out to dst[k] (half: their last 32 bytes). q_last (finish only; NULL: none): Q of
 * the last block, the same in every lane (groestl_backend_ops's finish_many), whose P then
 * runs beside the other set's in the output's loop. */
ROWS256_INLINE void rows256_sets(const uint8_t *const *src, uint8_t *const *dst,
                                 rows256_blocks *B, size_t nblocks, int finish,
                                 const uint8_t *q_last, unsigned sets, unsigned variant, int half,
                                 void (*compress)(__m256i h[8], rows256_blocks *B, size_t nblocks))
{
    const unsigned set = ROWS256_SET(variant);
    const size_t last = finish && q_last != NULL && nblocks > 0;
    __m256i h[2][8];
    for (unsigned s = 0; s < sets; s++) {
        rows256_in(h[s], src + set * s, variant);
        if (nblocks > last)
            compress(h[s], &B[s], nblocks - last);
    }
    if (finish) {
        const rows256_field f = rows256_field_of();
        __m256i q[8];
        if (last) {
            const uint8_t *const qs[4] = {q_last, q_last, q_last, q_last};
            rows256_in(q, qs, variant);
        }
        rows256_output(h, sets, variant, B, last ? q : NULL, &f);
    }
    for (unsigned s = 0; s < sets; s++)
        rows256_out(dst + set * s, h[s], variant, half);
}

/* Wrappers written out, not token-pasted, so that grep finds each name. */
/* One function per variant and set count, so that shifts and sizes are constants in each. */
static GROESTL_NOINLINE void rows256_compress_final512(__m256i h[8], rows256_blocks *B,
                                                       size_t nblocks)
{
    const rows256_field f = rows256_field_of();
    rows256_compress(h, B, nblocks, 0, &f);
}

static GROESTL_NOINLINE void rows256_compress_final1024(__m256i h[8], rows256_blocks *B,
                                                        size_t nblocks)
{
    const rows256_field f = rows256_field_of();
    rows256_compress(h, B, nblocks, GROESTL_WIDE, &f);
}

static GROESTL_NOINLINE void rows256_compress_v0_512(__m256i h[8], rows256_blocks *B,
                                                     size_t nblocks)
{
    const rows256_field f = rows256_field_of();
    rows256_compress(h, B, nblocks, GROESTL_V0, &f);
}

static GROESTL_NOINLINE void rows256_compress_v0_1024(__m256i h[8], rows256_blocks *B,
                                                      size_t nblocks)
{
    const rows256_field f = rows256_field_of();
    rows256_compress(h, B, nblocks, GROESTL_V0 | GROESTL_WIDE, &f);
}

static GROESTL_NOINLINE void rows256_1set_final512(uint8_t *const *chains, rows256_blocks *B,
                                                   size_t nblocks, int finish,
                                                   const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last,
                 1, 0, 0, rows256_compress_final512);
}

static GROESTL_NOINLINE void rows256_2sets_final512(uint8_t *const *chains, rows256_blocks *B,
                                                    size_t nblocks, int finish,
                                                    const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last,
                 2, 0, 0, rows256_compress_final512);
}

static GROESTL_NOINLINE void rows256_1set_final1024(uint8_t *const *chains, rows256_blocks *B,
                                                    size_t nblocks, int finish,
                                                    const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last,
                 1, GROESTL_WIDE, 0, rows256_compress_final1024);
}

static GROESTL_NOINLINE void rows256_2sets_final1024(uint8_t *const *chains, rows256_blocks *B,
                                                     size_t nblocks, int finish,
                                                     const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last,
                 2, GROESTL_WIDE, 0, rows256_compress_final1024);
}

static GROESTL_NOINLINE void rows256_1set_v0_512(uint8_t *const *chains, rows256_blocks *B,
                                                 size_t nblocks, int finish,
                                                 const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last,
                 1, GROESTL_V0, 0, rows256_compress_v0_512);
}

static GROESTL_NOINLINE void rows256_2sets_v0_512(uint8_t *const *chains, rows256_blocks *B,
                                                  size_t nblocks, int finish,
                                                  const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last,
                 2, GROESTL_V0, 0, rows256_compress_v0_512);
}

static GROESTL_NOINLINE void rows256_1set_v0_1024(uint8_t *const *chains, rows256_blocks *B,
                                                  size_t nblocks, int finish,
                                                  const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 1,
                 GROESTL_V0 | GROESTL_WIDE, 0, rows256_compress_v0_1024);
}

static GROESTL_NOINLINE void rows256_2sets_v0_1024(uint8_t *const *chains, rows256_blocks *B,
                                                   size_t nblocks, int finish,
                                                   const uint8_t *q_last)
{
    rows256_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 2,
                 GROESTL_V0 | GROESTL_WIDE, 0, rows256_compress_v0_1024);
}

/* Merkle nodes: the output transformations of 1 or 2 sets of 64-byte inputs. */
static GROESTL_NOINLINE void rows256_nodes1(const uint8_t *const *in, uint8_t *const *out)
{
    rows256_sets(in, out, NULL, 0, 1, NULL, 1, 0, 1, NULL);
}

static GROESTL_NOINLINE void rows256_nodes2(const uint8_t *const *in, uint8_t *const *out)
{
    rows256_sets(in, out, NULL, 0, 1, NULL, 2, 0, 1, NULL);
}

typedef void rows256_sets_fn(uint8_t *const *chains, rows256_blocks *B, size_t nblocks,
                             int finish, const uint8_t *q_last);
static rows256_sets_fn *const rows256_sets_fns[GROESTL_VARIANTS][2] = {
    /* [GROESTL_VARIANT_INDEX][sets - 1] */
    {rows256_1set_final512, rows256_2sets_final512},
    {rows256_1set_final1024, rows256_2sets_final1024},
    {rows256_1set_v0_512, rows256_2sets_v0_512},
    {rows256_1set_v0_1024, rows256_2sets_v0_1024},
};

/* How many of `left` lanes the next call takes: two sets where there are, one (a partial one
 * padded with dummies from `from` lanes up); not a pair whose second set would hold fewer
 * than `from` lanes (those go on alone, or to the caller). */
static size_t rows256_next(size_t left, size_t set, size_t from)
{
    if (left >= 2 * set)
        return 2 * set;
    if (left > set && left - set < from)
        return set;
    return left;
}

static const uint8_t rows256_zero_block[GROESTL_MAX_BLOCK_BYTES];

/* Lanes in sets, two at a time where there are two; a partial set of `from` lanes or more
 * gets dummy lanes (zero blocks, zero chains in a sink; no lane's bytes reach another's). blocks NULL: no blocks (nblocks 0).
 * Returns the lanes done: all, or all but fewer than `from`, left to the caller. The caller
 * wipes the stack below (the frames of rows256_*sets*: their depth is the caller's build's). */
static size_t rows256_many(uint8_t *const *chains, const uint8_t *const *blocks, size_t lanes,
                           size_t nblocks, unsigned variant, int finish, const uint8_t *q_last,
                           size_t from)
{
    rows256_tables_ready();
    variant = GROESTL_VARIANT_INDEX(variant);
    const size_t set = ROWS256_SET(variant);
    size_t done = 0;
    uint8_t sink[4][GROESTL_MAX_BLOCK_BYTES];
    int sink_zeroed = 0;
    while (lanes - done >= from) {
        size_t now = rows256_next(lanes - done, set, from);
        unsigned sets = now > set ? 2 : 1;
        uint8_t *c[8];
        rows256_blocks B[2];
        if (now < set * sets && !sink_zeroed) { /* dummy lanes: zero chains */
            memset(sink, 0, sizeof sink);
            sink_zeroed = 1;
        }
        for (size_t k = 0; k < set * sets; k++) {
            int real = k < now;
            c[k] = real ? chains[done + k] : sink[k % set];
            B[k / set].block[k % set] = real && blocks ? blocks[done + k] : rows256_zero_block;
            B[k / set].step[k % set] = real && blocks ? GROESTL_BLOCK_BYTES(variant) : 0;
        }
        rows256_sets_fns[variant][sets - 1](c, B, nblocks, finish, q_last);
        done += now;
    }
    return done; /* the sink holds what zero chains and blocks gave: nothing to wipe */
}

/* Merkle nodes (groestl_backend_ops's nodes_many) in sets of 4, two at a time where there
 * are two; fewer than `from` left to the caller. The caller wipes the stack below. */
static size_t rows256_nodes(const uint8_t *in, size_t n, uint8_t *out, size_t from)
{
    rows256_tables_ready();
    uint8_t sink[4][32];
    size_t done = 0;
    while (n - done >= from) {
        size_t now = rows256_next(n - done, 4, from);
        const uint8_t *src[8];
        uint8_t *dst[8];
        for (size_t k = 0; k < (now > 4 ? 8u : 4u); k++) {
            src[k] = k < now ? in + 64 * (done + k) : rows256_zero_block;
            dst[k] = k < now ? out + 32 * (done + k) : sink[k % 4];
        }
        if (now > 4)
            rows256_nodes2(src, dst);
        else
            rows256_nodes1(src, dst);
        done += now;
    }
    groestl_wipe(sink, sizeof sink);
    return done;
}

#endif /* GROESTL_ROWS256_H */
