/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aesni_vaes512.c - the aesni backend's many-messages code in 512-bit registers, for CPUs
 * with AVX-512 F/BW/VL and VAES (VAESENCLAST on the four 128-bit quarters of a ZMM). Built
 * with those flags besides aesni_vaes.c's, and run only where dispatch.c's features say so:
 * the public aesni descriptor (aesni.c) picks this path there. One message at a time, and the
 * few lanes left over from the sets below, are aesni_vaes.c's.
 *
 * The layouts and the rounds are aesni_vaes.c's with four quarters where that file has two
 * halves, and one or two sets of 8 row registers in the same loop (32 registers hold two
 * sets without spilling): the narrow compression four messages per set, the wide one two
 * ([P | Q] of each in two quarters), the narrow output transformation eight (two P per
 * quarter), the wide one four. MixBytes takes VPTERNLOGQ for its three-way XORs (each
 * doubling's XORs fold into one): 72 operations where aesni_vaes.c's take 96.
 *
 * Constant-time as aesni.c: VAESENCLAST, VPSHUFB with constant masks, shuffles, VPTERNLOGQ,
 * XOR and ADD; no branch or address depends on data.
 */
#include <immintrin.h>

#include "byteslice.h"

/* ---- The S-box step ------------------------------------------------------------------------ */

GROESTL_INLINE __m512i sbox_step(__m512i x, __m512i key)
{
    __m512i r = GROESTL_AESENCLAST(_mm512_aesenclast_epi128, x, key);
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm512_castsi512_si128(r)));
    return r;
}

/* ---- MixBytes (aesni.c's formulas in ZMM, the XORs fused by VPTERNLOGQ) ---------------------- */

GROESTL_INLINE __m512i xor3(__m512i a, __m512i b, __m512i c)
{
    return GROESTL_TERNARY_ZMM(a, b, c, 0x96);
}

/* aesni.c's mul2_plus_1b(v) ^ y: 2·v in GF(2^8) ^ 0x1b ^ y, three operations. */
GROESTL_INLINE __m512i mul2_plus_1b_xor(__m512i v, __m512i y)
{
    return xor3(_mm512_add_epi8(v, v), _mm512_shuffle_epi8(_mm512_set1_epi8(0x1b), v), y);
}

GROESTL_INLINE void mix_bytes(__m512i a[BS_ROWS])
{
    __m512i t[BS_ROWS], x[BS_ROWS], y[BS_ROWS], z[BS_ROWS];
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        t[i] = _mm512_xor_si512(a[i], a[(i + 1) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        y[i] = xor3(t[i], t[(i + 2) % 8], a[(i + 6) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        x[i] = _mm512_xor_si512(t[i], t[(i + 3) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        z[i] = mul2_plus_1b_xor(x[(i + 3) % 8], y[(i + 7) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        a[i] = mul2_plus_1b_xor(z[i], y[(i + 4) % 8]);
}

/* ---- Tables ---------------------------------------------------------------------------------- */

/* aesni.c's schedules (bs_schedule), four in a register. */
typedef struct {
    __m512i mask[BS_ROWS], first[BS_ROWS], key[BS_MAX_ROUNDS][BS_ROWS];
} schedule512;

/* Per variant: compress: narrow, P and Q of a message in each quarter; wide, [P | Q] of a
 * message in each half. output: narrow, two P in each quarter; wide, P in each quarter. */
static struct {
    schedule512 compress, output;
} tables[GROESTL_VARIANTS];
static atomic_int tables_state; /* groestl_once */

/* The four quarters of a register, [a | b | c | d] from the lowest. */
GROESTL_INLINE __m512i quarters(__m128i a, __m128i b, __m128i c, __m128i d)
{
    return _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_set_m128i(b, a)),
                              _mm256_set_m128i(d, c), 1);
}

static void join(schedule512 *out, const bs_schedule *even, const bs_schedule *odd, int rounds)
{
    for (int i = 0; i < BS_ROWS; i++) {
        out->mask[i] = quarters(even->mask[i], odd->mask[i], even->mask[i], odd->mask[i]);
        out->first[i] = quarters(even->first[i], odd->first[i], even->first[i], odd->first[i]);
        for (int r = 0; r < rounds; r++)
            out->key[r][i] = quarters(even->key[r][i], odd->key[r][i], even->key[r][i],
                                      odd->key[r][i]);
    }
}

static void build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        const bs_variant_tables *t = groestl_aesni_tables(variant);
        const int rounds = GROESTL_ROUNDS(variant);
        if (variant & GROESTL_WIDE) {
            join(&tables[variant].compress, &t->rows[0], &t->rows[1], rounds);
            join(&tables[variant].output, &t->rows[0], &t->rows[0], rounds);
        } else {
            join(&tables[variant].compress, &t->rows[0], &t->rows[0], rounds);
            join(&tables[variant].output, &t->rows[1], &t->rows[1], rounds);
        }
    }
}

static const schedule512 *compress_tables(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)].compress;
}

static const schedule512 *output_tables(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)].output;
}

/* ---- Rounds ---------------------------------------------------------------------------------- */

/* n rounds on `sets` (1 or 2, a constant) states of 8 row registers, round 0's constant
 * already in; with two, a round of each at a time, their S-box steps together. */
GROESTL_INLINE void rounds(__m512i s[][BS_ROWS], int sets, const schedule512 *sc, int n)
{
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++) {
            GROESTL_UNROLL
            for (int j = 0; j < sets; j++)
                s[j][i] = sbox_step(_mm512_shuffle_epi8(s[j][i], sc->mask[i]), sc->key[r][i]);
        }
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++)
            mix_bytes(s[j]);
    }
}

/* ---- Loads and stores ---------------------------------------------------------------------- */

/* The chaining values (or blocks) at p[0..3] as rows (byteslice.h), p[q]'s in quarter
 * q; and back. */
GROESTL_INLINE void narrow_load_4(__m512i v[4], const uint8_t *const p[4])
{
    __m128i x[4][4];
    GROESTL_UNROLL
    for (int q = 0; q < 4; q++) {
        bs_load(x[q], p[q], 4);
        bs_narrow_to_rows(x[q]);
    }
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        v[k] = quarters(x[0][k], x[1][k], x[2][k], x[3][k]);
}

GROESTL_INLINE void narrow_store_4(uint8_t *const p[4], const __m512i v[4])
{
    __m128i x[4][4];
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        x[0][k] = _mm512_castsi512_si128(v[k]);
        x[1][k] = _mm512_extracti32x4_epi32(v[k], 1);
        x[2][k] = _mm512_extracti32x4_epi32(v[k], 2);
        x[3][k] = _mm512_extracti32x4_epi32(v[k], 3);
    }
    GROESTL_UNROLL
    for (int q = 0; q < 4; q++) {
        bs_narrow_from_rows(x[q]);
        bs_store(p[q], x[q], 4);
    }
}

GROESTL_INLINE void wide_load_4(__m512i v[BS_ROWS], const uint8_t *const p[4])
{
    __m128i x[4][BS_ROWS];
    GROESTL_UNROLL
    for (int q = 0; q < 4; q++) {
        bs_load(x[q], p[q], 8);
        bs_wide_to_rows(x[q]);
    }
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        v[i] = quarters(x[0][i], x[1][i], x[2][i], x[3][i]);
}

GROESTL_INLINE void wide_store_4(uint8_t *const p[4], const __m512i v[BS_ROWS])
{
    __m128i x[4][BS_ROWS];
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++) {
        x[0][i] = _mm512_castsi512_si128(v[i]);
        x[1][i] = _mm512_extracti32x4_epi32(v[i], 1);
        x[2][i] = _mm512_extracti32x4_epi32(v[i], 2);
        x[3][i] = _mm512_extracti32x4_epi32(v[i], 3);
    }
    GROESTL_UNROLL
    for (int q = 0; q < 4; q++) {
        bs_wide_from_rows(x[q]);
        bs_store(p[q], x[q], 8);
    }
}

/* byteslice.h's bs_narrow_join and bs_narrow_split, in each quarter. */
GROESTL_INLINE void narrow_join(__m512i s[BS_ROWS], const __m512i a[4], const __m512i b[4],
                                const __m512i first[BS_ROWS])
{
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        s[2 * k] = _mm512_xor_si512(_mm512_unpacklo_epi64(a[k], b[k]), first[2 * k]);
        s[2 * k + 1] = _mm512_xor_si512(_mm512_unpackhi_epi64(a[k], b[k]), first[2 * k + 1]);
    }
}

GROESTL_INLINE void narrow_split(__m512i a[4], __m512i b[4], const __m512i s[BS_ROWS])
{
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        a[k] = _mm512_unpacklo_epi64(s[2 * k], s[2 * k + 1]);
        b[k] = _mm512_unpackhi_epi64(s[2 * k], s[2 * k + 1]);
    }
}

/* ---- Many messages at once ------------------------------------------------------------------ */

/* 512-bit: per set, P and Q of message 4j + q in quarter q. */
GROESTL_INLINE void compress_narrow_sets(uint8_t *const *chains, const uint8_t *const *blocks,
                                         size_t nblocks, const schedule512 *sc, int sets)
{
    __m512i h[2][4];
    const uint8_t *next[2][4];
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        narrow_load_4(h[j], (const uint8_t *const *)chains + 4 * j);
        GROESTL_UNROLL
        for (int q = 0; q < 4; q++)
            next[j][q] = blocks[4 * j + q];
    }
    for (; nblocks > 0; nblocks--) {
        __m512i s[2][BS_ROWS];
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            __m512i m[4], p[4];
            narrow_load_4(m, next[j]);
            GROESTL_UNROLL
            for (int q = 0; q < 4; q++)
                next[j][q] += 64;
            GROESTL_UNROLL
            for (int k = 0; k < 4; k++)
                p[k] = _mm512_xor_si512(h[j][k], m[k]);
            narrow_join(s[j], p, m, sc->first);
        }
        rounds(s, sets, sc, 10);
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            __m512i p[4], q[4];
            narrow_split(p, q, s[j]);
            GROESTL_UNROLL
            for (int k = 0; k < 4; k++)
                h[j][k] = xor3(h[j][k], p[k], q[k]);
        }
    }
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++)
        narrow_store_4(chains + 4 * j, h[j]);
}

/* 1024-bit: per set, [P | Q] of message 2j in the low half, of 2j + 1 in the high one. */
GROESTL_INLINE void compress_wide_sets(uint8_t *const *chains, const uint8_t *const *blocks,
                                       size_t nblocks, const schedule512 *sc, int sets)
{
    __m128i h[4][BS_ROWS];
    const uint8_t *next[4];
    GROESTL_UNROLL
    for (int j = 0; j < 2 * sets; j++) {
        bs_load(h[j], chains[j], 8);
        bs_wide_to_rows(h[j]);
        next[j] = blocks[j];
    }
    for (; nblocks > 0; nblocks--) {
        __m512i s[2][BS_ROWS];
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            __m128i a[BS_ROWS], b[BS_ROWS];
            bs_load(a, next[2 * j], 8);
            bs_wide_to_rows(a);
            bs_load(b, next[2 * j + 1], 8);
            bs_wide_to_rows(b);
            next[2 * j] += 128;
            next[2 * j + 1] += 128;
            GROESTL_UNROLL
            for (int i = 0; i < BS_ROWS; i++)
                s[j][i] = _mm512_xor_si512(quarters(_mm_xor_si128(h[2 * j][i], a[i]), a[i],
                                                    _mm_xor_si128(h[2 * j + 1][i], b[i]), b[i]),
                                           sc->first[i]);
        }
        rounds(s, sets, sc, 14);
        GROESTL_UNROLL
        for (int j = 0; j < sets; j++) {
            GROESTL_UNROLL
            for (int i = 0; i < BS_ROWS; i++) {
                /* P ^ Q of each message: quarters 0 ^ 1 and 2 ^ 3 */
                __m512i pq = _mm512_xor_si512(s[j][i], _mm512_shuffle_i64x2(s[j][i], s[j][i], 0xb1));
                h[2 * j][i] = _mm_xor_si128(h[2 * j][i], _mm512_castsi512_si128(pq));
                h[2 * j + 1][i] = _mm_xor_si128(h[2 * j + 1][i], _mm512_extracti32x4_epi32(pq, 2));
            }
        }
    }
    GROESTL_UNROLL
    for (int j = 0; j < 2 * sets; j++) {
        bs_wide_from_rows(h[j]);
        bs_store(chains[j], h[j], 8);
    }
}

/* 512-bit output transformation: per set, [P of 8j + q | P of 8j + 4 + q] in quarter q. */
GROESTL_INLINE void output_narrow_sets(uint8_t *const *chains, const schedule512 *sc, int sets)
{
    __m512i x[2][4], y[2][4], s[2][BS_ROWS];
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        narrow_load_4(x[j], (const uint8_t *const *)chains + 8 * j);
        narrow_load_4(y[j], (const uint8_t *const *)chains + 8 * j + 4);
        narrow_join(s[j], x[j], y[j], sc->first);
    }
    rounds(s, sets, sc, 10);
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        __m512i px[4], py[4];
        narrow_split(px, py, s[j]);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++) {
            x[j][k] = _mm512_xor_si512(x[j][k], px[k]);
            y[j][k] = _mm512_xor_si512(y[j][k], py[k]);
        }
        narrow_store_4(chains + 8 * j, x[j]);
        narrow_store_4(chains + 8 * j + 4, y[j]);
    }
}

/* 1024-bit output transformation: per set, P of message 4j + q in quarter q. */
GROESTL_INLINE void output_wide_sets(uint8_t *const *chains, const schedule512 *sc, int sets)
{
    __m512i h[2][BS_ROWS], s[2][BS_ROWS];
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        wide_load_4(h[j], (const uint8_t *const *)chains + 4 * j);
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            s[j][i] = _mm512_xor_si512(h[j][i], sc->first[i]);
    }
    rounds(s, sets, sc, 14);
    GROESTL_UNROLL
    for (int j = 0; j < sets; j++) {
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            h[j][i] = _mm512_xor_si512(h[j][i], s[j][i]);
        wide_store_4(chains + 4 * j, h[j]);
    }
}

/* Each in a function of its own per number of register sets (sets a constant in each): a
 * set is 8 ZMM registers, four 512-bit messages or two 1024-bit ones. The same wrappers as
 * aesni_vaes.c's over schedule512, written out so that grep finds each name. */
static GROESTL_NOINLINE void compress_narrow_1set(uint8_t *const *chains,
                                                  const uint8_t *const *blocks, size_t nblocks,
                                                  const schedule512 *sc)
{
    compress_narrow_sets(chains, blocks, nblocks, sc, 1);
}

static GROESTL_NOINLINE void compress_narrow_2sets(uint8_t *const *chains,
                                                   const uint8_t *const *blocks, size_t nblocks,
                                                   const schedule512 *sc)
{
    compress_narrow_sets(chains, blocks, nblocks, sc, 2);
}

static GROESTL_NOINLINE void compress_wide_1set(uint8_t *const *chains,
                                                const uint8_t *const *blocks, size_t nblocks,
                                                const schedule512 *sc)
{
    compress_wide_sets(chains, blocks, nblocks, sc, 1);
}

static GROESTL_NOINLINE void compress_wide_2sets(uint8_t *const *chains,
                                                 const uint8_t *const *blocks, size_t nblocks,
                                                 const schedule512 *sc)
{
    compress_wide_sets(chains, blocks, nblocks, sc, 2);
}

static GROESTL_NOINLINE void output_narrow_1set(uint8_t *const *chains, const schedule512 *sc)
{
    output_narrow_sets(chains, sc, 1);
}

static GROESTL_NOINLINE void output_narrow_2sets(uint8_t *const *chains, const schedule512 *sc)
{
    output_narrow_sets(chains, sc, 2);
}

static GROESTL_NOINLINE void output_wide_1set(uint8_t *const *chains, const schedule512 *sc)
{
    output_wide_sets(chains, sc, 1);
}

static GROESTL_NOINLINE void output_wide_2sets(uint8_t *const *chains, const schedule512 *sc)
{
    output_wide_sets(chains, sc, 2);
}

/* Sets of `set` lanes, two at a time, then one; fewer lanes go to aesni_vaes.c. */
static void compress_many_512(uint8_t *const *chains, const uint8_t *const *blocks,
                              size_t lanes, size_t nblocks, unsigned variant)
{
    const schedule512 *sc = compress_tables(variant);
    const int wide = (variant & GROESTL_WIDE) != 0;
    const size_t set = wide ? 2 : 4;
    for (; lanes >= 2 * set; lanes -= 2 * set, chains += 2 * set, blocks += 2 * set)
        (wide ? compress_wide_2sets : compress_narrow_2sets)(chains, blocks, nblocks, sc);
    if (lanes >= set) {
        (wide ? compress_wide_1set : compress_narrow_1set)(chains, blocks, nblocks, sc);
        lanes -= set, chains += set, blocks += set;
    }
    if (lanes > 0)
        groestl_backend_aesni_vaes.compress_many(chains, blocks, lanes, nblocks, variant);
}

static void output_many_512(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    const schedule512 *sc = output_tables(variant);
    const int wide = (variant & GROESTL_WIDE) != 0;
    const size_t set = wide ? 4 : 8;
    for (; lanes >= 2 * set; lanes -= 2 * set, chains += 2 * set)
        (wide ? output_wide_2sets : output_narrow_2sets)(chains, sc);
    if (lanes >= set) {
        (wide ? output_wide_1set : output_narrow_1set)(chains, sc);
        lanes -= set, chains += set;
    }
    if (lanes > 0)
        groestl_backend_aesni_vaes.output_many(chains, lanes, variant);
}

/* One message: aesni_vaes.c's. */
static void compress_256(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    groestl_backend_aesni_vaes.compress(chain, blocks, nblocks, variant);
}

static void output_256(uint8_t *chain, unsigned variant)
{
    groestl_backend_aesni_vaes.output(chain, variant);
}

const groestl_backend_ops groestl_backend_aesni_vaes512 = {
    .name = "aesni_vaes512",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_SSSE3 | GROESTL_CPU_AESNI | GROESTL_CPU_AVX2 | GROESTL_CPU_VAES |
                    GROESTL_CPU_AVX512F | GROESTL_CPU_AVX512BW | GROESTL_CPU_AVX512VL,
    .compress = compress_256,
    .output = output_256,
    .compress_many = compress_many_512,
    .output_many = output_many_512,
    .stack_bytes = GROESTL_STACK_BYTES(2048), /* the deepest is compress_narrow_2sets */
    .wipe_registers = groestl_wipe_zmm,
};
