/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aesni_vaes.c - the aesni backend's rounds in 256-bit registers, for CPUs with AVX2 and VAES
 * (VAES does AESENCLAST on both 128-bit halves of a YMM register). Built with -mavx2 -mvaes
 * besides aesni's flags, and run only where dispatch.c's features say so: the public aesni
 * descriptor (aesni.c) picks this path there. The rounds, keys and masks are aesni.c's (see
 * there and byteslice.h), with a 128-bit layout per half:
 *
 *   1024-bit: register i = [P's row i | Q's row i]: one MixBytes, one PSHUFB and one S-box
 *     step for both permutations.
 *   512-bit: register k = [P's rows k, k+4 | Q's rows k, k+4] (row pairs): MixBytes on row
 *     pairs (mix_bytes_pairs, 70 operations for P and Q where 8 row registers take 112).
 *
 * The output transformation, P alone, has nothing to pair with in one message: the 512-bit
 * one is the 128-bit path's; the 1024-bit one pairs P's rows across the halves, register
 * k = [row k | row k+4], and runs mix_bytes_pairs on those (4 registers a round where the
 * 128-bit path takes 8).
 *
 * Constant-time as aesni.c: VAESENCLAST, VPSHUFB with constant masks, shuffles, XOR and ADD;
 * no branch or address depends on data.
 */
#include <immintrin.h>

#include "byteslice.h"

/* ---- The S-box step ------------------------------------------------------------------------ */

GROESTL_INLINE __m256i sbox_step(__m256i x, __m256i key)
{
    __m256i r = GROESTL_AESENCLAST(_mm256_aesenclast_epi128, x, key);
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm256_castsi256_si128(r)));
    return r;
}

/* ---- MixBytes (aesni.c's in 256-bit registers: the width is the type) --------------------- */

GROESTL_INLINE __m256i mul2_plus_1b(__m256i v)
{
    return _mm256_xor_si256(_mm256_add_epi8(v, v), _mm256_shuffle_epi8(_mm256_set1_epi8(0x1b), v));
}

GROESTL_INLINE void mix_bytes(__m256i a[BS_ROWS])
{
    __m256i t[BS_ROWS], x[BS_ROWS], y[BS_ROWS], z[BS_ROWS];
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        t[i] = _mm256_xor_si256(a[i], a[(i + 1) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        y[i] = _mm256_xor_si256(_mm256_xor_si256(t[i], t[(i + 2) % 8]), a[(i + 6) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        x[i] = _mm256_xor_si256(t[i], t[(i + 3) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        z[i] = _mm256_xor_si256(mul2_plus_1b(x[(i + 3) % 8]), y[(i + 7) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        a[i] = _mm256_xor_si256(mul2_plus_1b(z[i]), y[(i + 4) % 8]);
}

/* Row pairs [row k | row k+4] to [row k+4 | row k]: the 64-bit halves of each 128-bit half
 * swapped (lanes 0: 512-bit rows, a pair in each half), or the two halves (lanes 1: 1024-bit
 * rows, a pair across them). */
GROESTL_INLINE __m256i swap(__m256i v, int lanes)
{
    if (lanes)
        return _mm256_permute2x128_si256(v, v, 0x01);
    return _mm256_shuffle_epi32(v, 0x4e);
}

/* MixBytes on 4 registers of row pairs; lanes: as swap. */
GROESTL_INLINE void mix_bytes_pairs(__m256i r[4], int lanes)
{
    __m256i t[4], st[3], x[4], y[4], sy[4], w[4];
    t[0] = _mm256_xor_si256(r[0], r[1]);
    t[1] = _mm256_xor_si256(r[1], r[2]);
    t[2] = _mm256_xor_si256(r[2], r[3]);
    t[3] = _mm256_xor_si256(r[3], swap(r[0], lanes)); /* [a3 + a4 | a7 + a0] */
    GROESTL_UNROLL
    for (int k = 0; k < 3; k++)
        st[k] = swap(t[k], lanes); /* [t_{k+4} | t_k] */
    x[0] = _mm256_xor_si256(t[0], t[3]); /* x_i = t_i + t_{i+3} */
    x[1] = _mm256_xor_si256(t[1], st[0]);
    x[2] = _mm256_xor_si256(t[2], st[1]);
    x[3] = _mm256_xor_si256(t[3], st[2]);
    /* y_i = t_i + t_{i+2} + a_{i+6} */
    y[0] = _mm256_xor_si256(_mm256_xor_si256(t[0], t[2]), swap(r[2], lanes));
    y[1] = _mm256_xor_si256(_mm256_xor_si256(t[1], t[3]), swap(r[3], lanes));
    y[2] = _mm256_xor_si256(_mm256_xor_si256(t[2], st[0]), r[0]);
    y[3] = _mm256_xor_si256(_mm256_xor_si256(t[3], st[1]), r[1]);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        sy[k] = swap(y[k], lanes); /* y_{k+4} */
    /* w_i = 2·x_{i+3} + y_{i+7};  b_i = 2·w_i + y_{i+4} */
    w[0] = _mm256_xor_si256(mul2_plus_1b(x[3]), sy[3]);
    GROESTL_UNROLL
    for (int k = 1; k < 4; k++)
        w[k] = _mm256_xor_si256(swap(mul2_plus_1b(x[k - 1]), lanes), y[k - 1]);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        r[k] = _mm256_xor_si256(mul2_plus_1b(w[k]), sy[k]);
}

/* ---- Tables ----------------------------------------------------------------------------------
 * aesni_vaes512.c builds its own the same way for ZMM registers (a file per register width). */

/* aesni.c's schedules (bs_schedule) with two in a register: [low | high]. */
typedef struct {
    __m256i mask[BS_ROWS], first[BS_ROWS], key[BS_MAX_ROUNDS][BS_ROWS];
} schedule256;

/* Per variant: compress: narrow, P and Q of a message in each half (two messages); wide, [P |
 * Q] of one. output: narrow, two P in each half (four messages); wide, [P | P] (two).
 * output_pairs (wide): P's rows k and k + 4 of one message, register k. */
typedef struct {
    __m256i mask[4], first[4], key[BS_MAX_ROUNDS][4];
} pairs256;

static struct {
    schedule256 compress, output;
    pairs256 output_pairs;
} tables[GROESTL_VARIANTS];
static atomic_int tables_state; /* groestl_once */

static void join(schedule256 *out, const bs_schedule *lo, const bs_schedule *hi, int rounds)
{
    for (int i = 0; i < BS_ROWS; i++) {
        out->mask[i] = _mm256_set_m128i(hi->mask[i], lo->mask[i]);
        out->first[i] = _mm256_set_m128i(hi->first[i], lo->first[i]);
        for (int r = 0; r < rounds; r++)
            out->key[r][i] = _mm256_set_m128i(hi->key[r][i], lo->key[r][i]);
    }
}

static void build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        const bs_variant_tables *t = groestl_aesni_tables(variant);
        const int rounds = GROESTL_ROUNDS(variant);
        if (variant & GROESTL_WIDE) {
            const bs_schedule *p = &t->rows[0];
            pairs256 *o = &tables[variant].output_pairs;
            join(&tables[variant].compress, &t->rows[0], &t->rows[1], rounds);
            join(&tables[variant].output, &t->rows[0], &t->rows[0], rounds);
            for (int k = 0; k < 4; k++) {
                o->mask[k] = _mm256_set_m128i(p->mask[k + 4], p->mask[k]);
                o->first[k] = _mm256_set_m128i(p->first[k + 4], p->first[k]);
                for (int r = 0; r < rounds; r++)
                    o->key[r][k] = _mm256_set_m128i(p->key[r][k + 4], p->key[r][k]);
            }
        } else {
            join(&tables[variant].compress, &t->rows[0], &t->rows[0], rounds);
            join(&tables[variant].output, &t->rows[1], &t->rows[1], rounds);
        }
    }
}

static const schedule256 *compress_tables(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)].compress;
}

static const schedule256 *output_tables(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)].output;
}

static const pairs256 *output_pair_tables(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)].output_pairs;
}

GROESTL_INLINE __m256i load256(const __m128i pair[2])
{
    return _mm256_loadu_si256((const __m256i *)pair);
}

/* ---- Rounds ---------------------------------------------------------------------------------- */

/* n rounds on `sets` (1 or 2, a constant) states of 8 row registers, round 0's constant
 * already in; with two, a round of each at a time, their S-box steps together: the chains
 * of one set leave the core waiting on latencies, which the other's fill. */
GROESTL_INLINE void rounds(__m256i s[][BS_ROWS], int sets, const schedule256 *sc, int n)
{
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++) {
            GROESTL_UNROLL
            for (int j = 0; j < sets; j++)
                s[j][i] = sbox_step(_mm256_shuffle_epi8(s[j][i], sc->mask[i]), sc->key[r][i]);
        }
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++)
            mix_bytes(s[j]);
    }
}

/* The narrow P and Q in row pairs, register k = [P's pair k | Q's pair k]. */
GROESTL_INLINE void rounds_pairs(__m256i v[4], const bs_variant_tables *t, int n)
{
    __m256i mask[4];
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        mask[k] = load256(t->pair_mask[k]);
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            v[k] = sbox_step(_mm256_shuffle_epi8(v[k], mask[k]), load256(t->pair_key[r][k]));
        mix_bytes_pairs(v, 0);
    }
}

/* ---- Loads and stores ---------------------------------------------------------------------- */

/* The chaining values (or blocks) at a and b as rows (byteslice.h), a's in the low
 * halves, b's in the high ones; and back. */
GROESTL_INLINE void narrow_load_2(__m256i v[4], const uint8_t *a, const uint8_t *b)
{
    __m128i x[4], y[4];
    bs_load(x, a, 4);
    bs_narrow_to_rows(x);
    bs_load(y, b, 4);
    bs_narrow_to_rows(y);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        v[k] = _mm256_set_m128i(y[k], x[k]);
}

GROESTL_INLINE void narrow_store_2(uint8_t *a, uint8_t *b, const __m256i v[4])
{
    __m128i x[4], y[4];
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        x[k] = _mm256_castsi256_si128(v[k]);
        y[k] = _mm256_extracti128_si256(v[k], 1);
    }
    bs_narrow_from_rows(x);
    bs_store(a, x, 4);
    bs_narrow_from_rows(y);
    bs_store(b, y, 4);
}

/* narrow_load_2 and narrow_store_2 for 8 rows (bs_wide_*); test_backends runs both. */
GROESTL_INLINE void wide_load_2(__m256i v[BS_ROWS], const uint8_t *a, const uint8_t *b)
{
    __m128i x[BS_ROWS], y[BS_ROWS];
    bs_load(x, a, 8);
    bs_wide_to_rows(x);
    bs_load(y, b, 8);
    bs_wide_to_rows(y);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        v[i] = _mm256_set_m128i(y[i], x[i]);
}

GROESTL_INLINE void wide_store_2(uint8_t *a, uint8_t *b, const __m256i v[BS_ROWS])
{
    __m128i x[BS_ROWS], y[BS_ROWS];
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++) {
        x[i] = _mm256_castsi256_si128(v[i]);
        y[i] = _mm256_extracti128_si256(v[i], 1);
    }
    bs_wide_from_rows(x);
    bs_store(a, x, 8);
    bs_wide_from_rows(y);
    bs_store(b, y, 8);
}

/* byteslice.h's bs_narrow_join and bs_narrow_split, in each half. */
GROESTL_INLINE void narrow_join(__m256i s[BS_ROWS], const __m256i a[4], const __m256i b[4],
                                const __m256i first[BS_ROWS])
{
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        s[2 * k] = _mm256_xor_si256(_mm256_unpacklo_epi64(a[k], b[k]), first[2 * k]);
        s[2 * k + 1] = _mm256_xor_si256(_mm256_unpackhi_epi64(a[k], b[k]), first[2 * k + 1]);
    }
}

GROESTL_INLINE void narrow_split(__m256i a[4], __m256i b[4], const __m256i s[BS_ROWS])
{
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        a[k] = _mm256_unpacklo_epi64(s[2 * k], s[2 * k + 1]);
        b[k] = _mm256_unpackhi_epi64(s[2 * k], s[2 * k + 1]);
    }
}

/* ---- One message ------------------------------------------------------------------------------ */

/* 512-bit: h as row pairs [row 2k | row 2k+1] (128-bit), per block the rounds' registers
 * [P's pair k | Q's pair k] in 256 bits. */
static GROESTL_NOINLINE void compress_narrow(uint8_t *chain, const uint8_t *blocks,
                                             size_t nblocks, const bs_variant_tables *t)
{
    __m128i h[4];
    bs_load(h, chain, 4);
    bs_narrow_to_rows(h);
    for (; nblocks > 0; nblocks--, blocks += 64) {
        __m128i m[4], p[4], pp[4], mp[4];
        __m256i v[4];
        bs_load(m, blocks, 4);
        bs_narrow_to_rows(m);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            p[k] = _mm_xor_si128(h[k], m[k]);
        bs_pairs_from_rows(pp, p);
        bs_pairs_from_rows(mp, m);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            v[k] = _mm256_xor_si256(_mm256_set_m128i(mp[k], pp[k]), load256(t->pair_first[k]));
        rounds_pairs(v, t, 10);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++) /* P ^ Q */
            p[k] = _mm_xor_si128(_mm256_castsi256_si128(v[k]), _mm256_extracti128_si256(v[k], 1));
        bs_rows_from_pairs(pp, p);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            h[k] = _mm_xor_si128(h[k], pp[k]);
    }
    bs_narrow_from_rows(h);
    bs_store(chain, h, 4);
}

/* 1024-bit, one message per set: h one row per 128-bit register, per block [P's row i | Q's
 * row i]. With two sets, two messages. */
GROESTL_INLINE void compress_wide_sets(uint8_t *const *chains, const uint8_t *const *blocks,
                                       size_t nblocks, const schedule256 *sc, int sets)
{
    __m128i h[2][BS_ROWS];
    const uint8_t *next[2] = {blocks[0], blocks[sets - 1]};
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        bs_load(h[j], chains[j], 8);
        bs_wide_to_rows(h[j]);
    }
    for (; nblocks > 0; nblocks--) {
        __m256i s[2][BS_ROWS];
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            __m128i m[BS_ROWS];
            bs_load(m, next[j], 8);
            next[j] += 128;
            bs_wide_to_rows(m);
            GROESTL_UNROLL
            for (int i = 0; i < BS_ROWS; i++)
                s[j][i] = _mm256_xor_si256(_mm256_set_m128i(m[i], _mm_xor_si128(h[j][i], m[i])),
                                           sc->first[i]);
        }
        rounds(s, sets, sc, 14);
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            GROESTL_UNROLL
            for (int i = 0; i < BS_ROWS; i++)
                h[j][i] = _mm_xor_si128(h[j][i], _mm_xor_si128(_mm256_castsi256_si128(s[j][i]),
                                                               _mm256_extracti128_si256(s[j][i], 1)));
        }
    }
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        bs_wide_from_rows(h[j]);
        bs_store(chains[j], h[j], 8);
    }
}

static GROESTL_NOINLINE void compress_wide(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                                           const schedule256 *sc)
{
    compress_wide_sets(&chain, &blocks, nblocks, sc, 1);
}

static void compress_256(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    if (variant & GROESTL_WIDE)
        compress_wide(chain, blocks, nblocks, compress_tables(variant));
    else
        compress_narrow(chain, blocks, nblocks, groestl_aesni_tables(variant));
}

/* 1024-bit: P's rows in pairs across the halves, [row k | row k+4] in register k. */
static GROESTL_NOINLINE void output_wide_pairs(uint8_t *chain, const pairs256 *o)
{
    __m128i h[BS_ROWS];
    __m256i v[4];
    bs_load(h, chain, 8);
    bs_wide_to_rows(h);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        v[k] = _mm256_xor_si256(_mm256_set_m128i(h[k + 4], h[k]), o->first[k]);
    for (int r = 0; r < 14; r++) {
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            v[k] = sbox_step(_mm256_shuffle_epi8(v[k], o->mask[k]), o->key[r][k]);
        mix_bytes_pairs(v, 1);
    }
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        h[k] = _mm_xor_si128(h[k], _mm256_castsi256_si128(v[k]));
        h[k + 4] = _mm_xor_si128(h[k + 4], _mm256_extracti128_si256(v[k], 1));
    }
    bs_wide_from_rows(h);
    bs_store(chain, h, 8);
}

static void output_128(uint8_t *chain, unsigned variant)
{
    groestl_backend_aesni_128.output(chain, variant);
}

/* One message's output transformation: the 1024-bit one in row pairs, the 512-bit one the
 * 128-bit path's (its rows are half a register each already). */
static void output_256(uint8_t *chain, unsigned variant)
{
    if (variant & GROESTL_WIDE)
        output_wide_pairs(chain, output_pair_tables(variant));
    else
        output_128(chain, variant);
}

/* ---- Many messages at once ------------------------------------------------------------------ */

/* Messages side by side, one per 128-bit half (byteslice.h's layouts in each), and one
 * or two such sets of registers in the same loop (rounds): the narrow compression two
 * messages per set (8 row registers: 112 operations a round for two where one alone in row
 * pairs takes 70), the wide one one message per set; the narrow output transformation four
 * messages per set (two P per half), the wide one two. Odd lanes step down to fewer sets,
 * or to one message; a partial set of output transformations runs with dummy lanes. */

/* 512-bit: per set, P and Q of message 2j in the low halves, of 2j + 1 in the high ones. */
GROESTL_INLINE void compress_narrow_sets(uint8_t *const *chains, const uint8_t *const *blocks,
                                         size_t nblocks, const schedule256 *sc, int sets)
{
    __m256i h[2][4];
    const uint8_t *next[4];
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        narrow_load_2(h[j], chains[2 * j], chains[2 * j + 1]);
        next[2 * j] = blocks[2 * j];
        next[2 * j + 1] = blocks[2 * j + 1];
    }
    for (; nblocks > 0; nblocks--) {
        __m256i s[2][BS_ROWS];
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            __m256i m[4], p[4];
            narrow_load_2(m, next[2 * j], next[2 * j + 1]);
            next[2 * j] += 64;
            next[2 * j + 1] += 64;
            GROESTL_UNROLL
            for (int k = 0; k < 4; k++)
                p[k] = _mm256_xor_si256(h[j][k], m[k]);
            narrow_join(s[j], p, m, sc->first);
        }
        rounds(s, sets, sc, 10);
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            __m256i p[4], q[4];
            narrow_split(p, q, s[j]);
            GROESTL_UNROLL
            for (int k = 0; k < 4; k++)
                h[j][k] = _mm256_xor_si256(h[j][k], _mm256_xor_si256(p[k], q[k]));
        }
    }
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++)
        narrow_store_2(chains[2 * j], chains[2 * j + 1], h[j]);
}

/* 512-bit output transformation: per set, [P of 4j | P of 4j+1] in the low halves, [4j+2 |
 * 4j+3] in the high ones. */
GROESTL_INLINE void output_narrow_sets(uint8_t *const *chains, const schedule256 *sc, int sets)
{
    __m256i x[2][4], y[2][4], s[2][BS_ROWS];
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        narrow_load_2(x[j], chains[4 * j], chains[4 * j + 2]);
        narrow_load_2(y[j], chains[4 * j + 1], chains[4 * j + 3]);
        narrow_join(s[j], x[j], y[j], sc->first);
    }
    rounds(s, sets, sc, 10);
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        __m256i px[4], py[4];
        narrow_split(px, py, s[j]);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++) {
            x[j][k] = _mm256_xor_si256(x[j][k], px[k]);
            y[j][k] = _mm256_xor_si256(y[j][k], py[k]);
        }
        narrow_store_2(chains[4 * j], chains[4 * j + 2], x[j]);
        narrow_store_2(chains[4 * j + 1], chains[4 * j + 3], y[j]);
    }
}

/* 1024-bit output transformation: per set, [P of 2j | P of 2j+1]. */
GROESTL_INLINE void output_wide_sets(uint8_t *const *chains, const schedule256 *sc, int sets)
{
    __m256i h[2][BS_ROWS], s[2][BS_ROWS];
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        wide_load_2(h[j], chains[2 * j], chains[2 * j + 1]);
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            s[j][i] = _mm256_xor_si256(h[j][i], sc->first[i]);
    }
    rounds(s, sets, sc, 14);
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            h[j][i] = _mm256_xor_si256(h[j][i], s[j][i]);
        wide_store_2(chains[2 * j], chains[2 * j + 1], h[j]);
    }
}

/* Each in a function of its own per number of register sets (sets a constant in each): a
 * set is 8 YMM registers, two 512-bit messages or one 1024-bit one. */
static GROESTL_NOINLINE void compress_narrow_1set(uint8_t *const *chains,
                                                  const uint8_t *const *blocks, size_t nblocks,
                                                  const schedule256 *sc)
{
    compress_narrow_sets(chains, blocks, nblocks, sc, 1);
}

static GROESTL_NOINLINE void compress_narrow_2sets(uint8_t *const *chains,
                                                   const uint8_t *const *blocks, size_t nblocks,
                                                   const schedule256 *sc)
{
    compress_narrow_sets(chains, blocks, nblocks, sc, 2);
}

static GROESTL_NOINLINE void compress_wide_2sets(uint8_t *const *chains,
                                                 const uint8_t *const *blocks, size_t nblocks,
                                                 const schedule256 *sc)
{
    compress_wide_sets(chains, blocks, nblocks, sc, 2);
}

static GROESTL_NOINLINE void output_narrow_1set(uint8_t *const *chains, const schedule256 *sc)
{
    output_narrow_sets(chains, sc, 1);
}

static GROESTL_NOINLINE void output_narrow_2sets(uint8_t *const *chains, const schedule256 *sc)
{
    output_narrow_sets(chains, sc, 2);
}

static GROESTL_NOINLINE void output_wide_1set(uint8_t *const *chains, const schedule256 *sc)
{
    output_wide_sets(chains, sc, 1);
}

static GROESTL_NOINLINE void output_wide_2sets(uint8_t *const *chains, const schedule256 *sc)
{
    output_wide_sets(chains, sc, 2);
}

static void compress_many_256(uint8_t *const *chains, const uint8_t *const *blocks,
                              size_t lanes, size_t nblocks, unsigned variant)
{
    const schedule256 *sc = compress_tables(variant);
    if (variant & GROESTL_WIDE) {
        for (; lanes >= 2; lanes -= 2, chains += 2, blocks += 2)
            compress_wide_2sets(chains, blocks, nblocks, sc);
    } else {
        for (; lanes >= 4; lanes -= 4, chains += 4, blocks += 4)
            compress_narrow_2sets(chains, blocks, nblocks, sc);
        if (lanes >= 2) {
            compress_narrow_1set(chains, blocks, nblocks, sc);
            lanes -= 2, chains += 2, blocks += 2;
        }
    }
    if (lanes == 1)
        compress_256(chains[0], blocks[0], nblocks, variant);
}

static void output_many_256(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    const schedule256 *sc = output_tables(variant);
    const int wide = (variant & GROESTL_WIDE) != 0;
    const size_t set = wide ? 2 : 4; /* lanes a set */
    while (lanes >= 2) {
        size_t done = 2 * set;
        if (lanes >= 2 * set) {
            (wide ? output_wide_2sets : output_narrow_2sets)(chains, sc);
        } else {
            uint64_t dummy[2][16] = {{0}}; /* lanes past the last: zeros in, discarded */
            uint8_t *lane[4];
            done = lanes < set ? lanes : set;
            for (size_t j = 0; j < set; j++)
                lane[j] = j < done ? chains[j] : (uint8_t *)dummy[j - done];
            (wide ? output_wide_1set : output_narrow_1set)(lane, sc);
        }
        lanes -= done, chains += done;
    }
    if (lanes == 1)
        output_256(chains[0], variant);
}

/* YMM0-15 zeroed (groestl_impl.h's wipe_registers); YMM0-7 on 32-bit x86. Every register
 * named as clobbered (see bs_wipe_xmm). */
static void wipe_registers_256(void)
{
#if defined(GROESTL_X86_64)
    __asm__ volatile("vzeroall"
                     ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
                       "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
#else
    __asm__ volatile("vzeroall" ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6",
                     "xmm7");
#endif
}

const groestl_backend_ops groestl_backend_aesni_vaes = {
    .name = "aesni_vaes",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_SSSE3 | GROESTL_CPU_AESNI | GROESTL_CPU_AVX2 | GROESTL_CPU_VAES,
    .compress = compress_256,
    .output = output_256,
    .compress_many = compress_many_256,
    .output_many = output_many_256,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .wipe_registers = wipe_registers_256,
};
