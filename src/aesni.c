/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aesni.c - the byte-sliced backend with AES-NI (Aoki et al., SECRYPT 2011): SubBytes of 16
 * bytes is one AESENCLAST. Needs SSSE3 and AES-NI; built with -mssse3 -maes, run only
 * after dispatch.c has checked both. Where the CPU also has AVX2 and VAES, the rounds run in
 * 256-bit registers instead (the lanes_* functions, compiled for those by a target
 * attribute and chosen per call by lanes_usable()).
 *
 * A round is, per register, one PSHUFB (ShiftBytes, composed with the inverse of the
 * ShiftRows that AESENCLAST does), AESENCLAST, then MixBytes. AddRoundConstant costs
 * nothing: MixBytes is linear, so the next round's constant goes in before it, through the
 * key of AESENCLAST, as MixBytes^-1(constant). The same key cancels the constant that the
 * cheap doubling in mix_bytes leaves. These keys are derived at first use from
 * the round constants and from mix_bytes itself.
 *
 * Constant-time: AESENCLAST, PSHUFB, the shuffles and the XORs (and their VAES/AVX2 forms)
 * take the same time whatever the data, and no address depends on it (see byteslice_sse.h
 * for the rest); the choice of 128- or 256-bit rounds depends on the CPU only.
 */
#include <wmmintrin.h>

#include "byteslice_sse.h"

/* AESENCLAST(x, k) = ShiftRows(SubBytes(x)) ^ k, on x as the AES state: byte 4c + r is row
 * r, column c, and ShiftRows moves row r left by r columns. The PSHUFB before it undoes the
 * ShiftRows (bs_shift_mask folds that into ShiftBytes' mask). */
BS_INLINE __m128i sbox_step(__m128i x, __m128i key)
{
    return _mm_aesenclast_si128(x, key);
}

static unsigned bs_step_source(unsigned j)
{
    unsigned row = j % 4, col = j / 4;
    return row + 4 * ((col + row) % 4);
}

/* The rounds work on the bytes themselves. */
BS_INLINE __m128i bs_enter(__m128i v)
{
    return v;
}

BS_INLINE __m128i bs_leave(__m128i v)
{
    return v;
}

/* ---- MixBytes ---------------------------------------------------------------------------- */

/* 2·v in GF(2^8) (mod x^8+x^4+x^3+x+1) in every byte, XOR 0x1b: three operations. The
 * doubling shifts left and XORs 0x1b where the top bit was set; PSHUFB of a vector of 0x1b
 * by v gives 0x1b exactly where the top bit is clear, so the result carries 0x1b more.
 * The constant this leaves in MixBytes' output is cancelled through the round keys. */
BS_INLINE __m128i mul2_plus_1b(__m128i v)
{
    return _mm_xor_si128(_mm_add_epi8(v, v), _mm_shuffle_epi8(_mm_set1_epi8(0x1b), v));
}

/* MixBytes on 8 row registers, 48 XORs and 16 doublings (Aoki et al., section 4.3), indices
 * mod 8:  t_i = a_i + a_{i+1},  x_i = t_i + t_{i+3},  y_i = t_i + t_{i+2} + a_{i+6},
 *         b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}.
 * Up to a constant (see mul2_plus_1b) that bs_round_keys() measures and cancels. Each
 * step is a pass over the 8 rows (the two doubling layers too): that order measured fastest.
 * Defined for 128- and 256-bit registers by BS_DEFINE_MIX_BYTES(name, vector type, xor,
 * mul2_plus_1b). */
#define BS_DEFINE_MIX_BYTES(attributes, name, vec, vxor, mul2)                                  \
    attributes void name(vec a[BS_ROWS])                                                        \
    {                                                                                           \
        vec t[BS_ROWS], x[BS_ROWS], y[BS_ROWS], z[BS_ROWS];                                     \
        BS_UNROLLED                                                                             \
        for (int i = 0; i < BS_ROWS; i++)                                                       \
            t[i] = vxor(a[i], a[(i + 1) % 8]);                                                  \
        BS_UNROLLED                                                                             \
        for (int i = 0; i < BS_ROWS; i++)                                                       \
            y[i] = vxor(vxor(t[i], t[(i + 2) % 8]), a[(i + 6) % 8]);                            \
        BS_UNROLLED                                                                             \
        for (int i = 0; i < BS_ROWS; i++)                                                       \
            x[i] = vxor(t[i], t[(i + 3) % 8]);                                                  \
        BS_UNROLLED                                                                             \
        for (int i = 0; i < BS_ROWS; i++)                                                       \
            z[i] = vxor(mul2(x[(i + 3) % 8]), y[(i + 7) % 8]);                                  \
        BS_UNROLLED                                                                             \
        for (int i = 0; i < BS_ROWS; i++)                                                       \
            a[i] = vxor(mul2(z[i]), y[(i + 4) % 8]);                                            \
    }

BS_DEFINE_MIX_BYTES(BS_INLINE, mix_bytes, __m128i, _mm_xor_si128, mul2_plus_1b)

/* MixBytes on one 512-bit state in 4 registers, r[k] = [row k | row k+4] (the narrow output
 * transformation has P alone), or on 1024 bits of rows in 4 AVX2 registers, r[k] = [row k |
 * row k+4] with 16-byte rows. Any row vector v of the formulas above then has v_{k+4} =
 * swap(v_k), so the same formulas need only 4 registers per vector and 13 swaps: 70
 * operations per round instead of 112. Computes the same as mix_bytes on these rows.
 * Defined for both register widths by BS_DEFINE_MIX_BYTES_PAIRS(name, vector type, xor,
 * swap, mul2_plus_1b). */
#define BS_DEFINE_MIX_BYTES_PAIRS(attributes, name, vec, vxor, swap, mul2)                      \
    attributes void name(vec r[4])                                                              \
    {                                                                                           \
        vec t[4], st[3], x[4], y[4], sy[4], w[4];                                               \
        t[0] = vxor(r[0], r[1]);                                                                \
        t[1] = vxor(r[1], r[2]);                                                                \
        t[2] = vxor(r[2], r[3]);                                                                \
        t[3] = vxor(r[3], swap(r[0])); /* [a3 + a4 | a7 + a0] */                                \
        BS_UNROLLED                                                                             \
        for (int k = 0; k < 3; k++)                                                             \
            st[k] = swap(t[k]); /* [t_{k+4} | t_k] */                                           \
        x[0] = vxor(t[0], t[3]); /* x_i = t_i + t_{i+3} */                                      \
        x[1] = vxor(t[1], st[0]);                                                               \
        x[2] = vxor(t[2], st[1]);                                                               \
        x[3] = vxor(t[3], st[2]);                                                               \
        y[0] = vxor(vxor(t[0], t[2]), swap(r[2])); /* y_i = t_i + t_{i+2} + a_{i+6} */          \
        y[1] = vxor(vxor(t[1], t[3]), swap(r[3]));                                              \
        y[2] = vxor(vxor(t[2], st[0]), r[0]);                                                   \
        y[3] = vxor(vxor(t[3], st[1]), r[1]);                                                   \
        BS_UNROLLED                                                                             \
        for (int k = 0; k < 4; k++)                                                             \
            sy[k] = swap(y[k]); /* y_{k+4} */                                                   \
        /* w_i = 2·x_{i+3} + y_{i+7};  b_i = 2·w_i + y_{i+4} */                                 \
        w[0] = vxor(mul2(x[3]), sy[3]);                                                         \
        BS_UNROLLED                                                                             \
        for (int k = 1; k < 4; k++)                                                             \
            w[k] = vxor(swap(mul2(x[k - 1])), y[k - 1]);                                        \
        BS_UNROLLED                                                                             \
        for (int k = 0; k < 4; k++)                                                             \
            r[k] = vxor(mul2(w[k]), sy[k]);                                                     \
    }

BS_DEFINE_MIX_BYTES_PAIRS(BS_INLINE, mix_bytes_pairs, __m128i, _mm_xor_si128, bs_swap,
                          mul2_plus_1b)

/* ---- Rounds ------------------------------------------------------------------------------ */

/* The narrow output transformation's rounds: P alone in row pairs (mix_bytes_pairs). */
BS_INLINE void bs_rounds_pairs(__m128i s[4], const __m128i mask[4][2],
                               const __m128i (*key)[4][2], int rounds)
{
    for (int r = 0; r < rounds; r++) {
        BS_UNROLLED
        for (int i = 0; i < 4; i++)
            s[i] = sbox_step(_mm_shuffle_epi8(s[i], mask[i][0]), key[r][i][0]);
        mix_bytes_pairs(s);
    }
}

/* ---- The same rounds in 256-bit registers, where the CPU has AVX2 and VAES -------------- */

/* VAES does AESENCLAST on both 128-bit halves of a 256-bit register, so the wide P and Q
 * go side by side, register i = [P's row i | Q's row i], as the narrow ones do in 128 bits:
 * one MixBytes, one PSHUFB and one S-box step for both. These functions are compiled for
 * AVX2 and VAES (GCC 8 and Clang know them; define GROESTL_NO_VAES to leave them out) and
 * run only where lanes_usable() says so. */
#if (defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 8)) && !defined(GROESTL_NO_VAES)
#  include <immintrin.h>
#  define BS_LANES 1
#  define LANES_TARGET __attribute__((target("avx2,vaes,aes")))
#  define LANES_INLINE static inline __attribute__((always_inline)) LANES_TARGET

LANES_INLINE __m256i lanes_mul2_plus_1b(__m256i v)
{
    return _mm256_xor_si256(_mm256_add_epi8(v, v), _mm256_shuffle_epi8(_mm256_set1_epi8(0x1b), v));
}

BS_DEFINE_MIX_BYTES(LANES_INLINE, mix_bytes_lanes, __m256i, _mm256_xor_si256, lanes_mul2_plus_1b)

/* The 64-bit halves of each 128-bit half swapped. */
LANES_INLINE __m256i lanes_swap(__m256i v)
{
    return _mm256_shuffle_epi32(v, 0x4e);
}

BS_DEFINE_MIX_BYTES_PAIRS(LANES_INLINE, mix_bytes_lanes_pairs, __m256i, _mm256_xor_si256,
                          lanes_swap, lanes_mul2_plus_1b)

/* The narrow compression's rounds in 4 registers, k = [P's rows k, k+4 | Q's rows k, k+4]:
 * mix_bytes_pairs on each half (70 operations for P and Q instead of 112). */
LANES_TARGET __attribute__((noinline)) static void lanes_rounds_narrow(__m128i s[BS_ROWS],
                                                                      const bs_variant_tables *t)
{
    __m256i v[4], mask[4];
    BS_UNROLLED
    for (int k = 0; k < 4; k++) {
        v[k] = _mm256_set_m128i(_mm_unpackhi_epi64(s[k], s[k + 4]),
                                _mm_unpacklo_epi64(s[k], s[k + 4]));
        mask[k] = _mm256_loadu_si256((const __m256i *)t->pair_mask[k]);
    }
    for (int r = 0; r < 10; r++) {
        BS_UNROLLED
        for (int k = 0; k < 4; k++)
            v[k] = _mm256_aesenclast_epi128(_mm256_shuffle_epi8(v[k], mask[k]),
                                            _mm256_loadu_si256((const __m256i *)t->pair_key[r][k]));
        mix_bytes_lanes_pairs(v);
    }
    BS_UNROLLED
    for (int k = 0; k < 4; k++) {
        __m128i p = _mm256_castsi256_si128(v[k]), q = _mm256_extracti128_si256(v[k], 1);
        s[k] = _mm_unpacklo_epi64(p, q);
        s[k + 4] = _mm_unpackhi_epi64(p, q);
    }
}

/* bs_rounds_pair in 256-bit registers. */
LANES_TARGET __attribute__((noinline)) static void lanes_rounds_pair(
    __m128i p[BS_ROWS], __m128i q[BS_ROWS], const __m128i pmask[BS_ROWS],
    const __m128i qmask[BS_ROWS], const __m128i *pkey, const __m128i *qkey, int rounds)
{
    __m256i s[BS_ROWS];
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        s[i] = _mm256_set_m128i(q[i], p[i]);
    for (int r = 0; r < rounds; r++, pkey += BS_ROWS, qkey += BS_ROWS) {
        BS_UNROLLED
        for (int i = 0; i < BS_ROWS; i++)
            s[i] = _mm256_aesenclast_epi128(
                _mm256_shuffle_epi8(s[i], _mm256_loadu2_m128i(qmask + i, pmask + i)),
                _mm256_loadu2_m128i(qkey + i, pkey + i));
        mix_bytes_lanes(s);
    }
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++) {
        p[i] = _mm256_castsi256_si128(s[i]);
        q[i] = _mm256_extracti128_si256(s[i], 1);
    }
}

static int lanes_usable(void)
{
    return (groestl_cpu_features() & (GROESTL_CPU_AVX2 | GROESTL_CPU_VAES)) ==
               (GROESTL_CPU_AVX2 | GROESTL_CPU_VAES) &&
           !atomic_load_explicit(&groestl_aesni_128_only, memory_order_relaxed);
}
#else
#  define BS_LANES 0
#endif

/* One permutation's (or, narrow, P's and Q's) rounds on 8 row registers. mask: per row;
 * key: per round and row. */
BS_INLINE void bs_rounds(__m128i s[BS_ROWS], const __m128i mask[BS_ROWS], const __m128i *key,
                         int rounds)
{
    for (int r = 0; r < rounds; r++, key += BS_ROWS) {
        BS_UNROLLED
        for (int i = 0; i < BS_ROWS; i++)
            s[i] = sbox_step(_mm_shuffle_epi8(s[i], mask[i]), key[i]);
        mix_bytes(s);
    }
}

BS_INLINE void bs_rounds_narrow(__m128i s[BS_ROWS], const bs_variant_tables *t, int lanes)
{
    (void)lanes; /* without BS_LANES */
#if BS_LANES
    if (lanes) {
        lanes_rounds_narrow(s, t);
        return;
    }
#endif
    bs_rounds(s, t->mask[0], t->key[0][0], 10);
}

/* The wide P and Q, a round of each at a time, their S-box steps interleaved so that each
 * hides the other's latency (interleaving the MixBytes too needs more than 16 registers). */
BS_INLINE void bs_rounds_pair(__m128i p[BS_ROWS], __m128i q[BS_ROWS],
                              const __m128i pmask[BS_ROWS], const __m128i qmask[BS_ROWS],
                              const __m128i *pkey, const __m128i *qkey, int rounds, int lanes)
{
    (void)lanes; /* without BS_LANES */
#if BS_LANES
    if (lanes) {
        lanes_rounds_pair(p, q, pmask, qmask, pkey, qkey, rounds);
        return;
    }
#endif
    for (int r = 0; r < rounds; r++, pkey += BS_ROWS, qkey += BS_ROWS) {
        BS_UNROLLED
        for (int i = 0; i < BS_ROWS; i++) {
            p[i] = sbox_step(_mm_shuffle_epi8(p[i], pmask[i]), pkey[i]);
            q[i] = sbox_step(_mm_shuffle_epi8(q[i], qmask[i]), qkey[i]);
        }
        mix_bytes(p);
        mix_bytes(q);
    }
}

/* ---- Keys --------------------------------------------------------------------------------- */

static uint8_t bs_byte(__m128i v, unsigned j)
{
    uint8_t b[16];
    _mm_storeu_si128((__m128i *)b, v);
    return b[j];
}

/* mix_bytes as the map it is: out = M·in + e per column. M is a circulant over GF(2^8)
 * (the specification's matrix B) read off unit inputs; minv = M^-1 by Gauss-Jordan. */
static void bs_mix_bytes_inverse(uint8_t minv[BS_ROWS][BS_ROWS], __m128i e[BS_ROWS])
{
    uint8_t m[BS_ROWS][2 * BS_ROWS];
    for (int i = 0; i < BS_ROWS; i++)
        e[i] = _mm_setzero_si128();
    mix_bytes(e);
    for (int k = 0; k < BS_ROWS; k++) {
        __m128i u[BS_ROWS];
        for (int i = 0; i < BS_ROWS; i++)
            u[i] = _mm_set1_epi8(i == k ? 1 : 0);
        mix_bytes(u);
        for (int i = 0; i < BS_ROWS; i++) {
            m[i][k] = bs_byte(u[i], 0) ^ bs_byte(e[i], 0);
            m[i][BS_ROWS + k] = i == k;
        }
    }
    for (int c = 0; c < BS_ROWS; c++) { /* B is invertible (MDS): a pivot is always found */
        int p = c;
        while (m[p][c] == 0)
            p++;
        for (int k = 0; k < 2 * BS_ROWS; k++) {
            uint8_t tmp = m[c][k];
            m[c][k] = m[p][k];
            m[p][k] = tmp;
        }
        uint8_t inv = bs_gf_inv(m[c][c]);
        for (int k = 0; k < 2 * BS_ROWS; k++)
            m[c][k] = bs_gf_mul(m[c][k], inv);
        for (int i = 0; i < BS_ROWS; i++) {
            uint8_t f = m[i][c];
            if (i != c)
                for (int k = 0; k < 2 * BS_ROWS; k++)
                    m[i][k] ^= bs_gf_mul(f, m[c][k]);
        }
    }
    for (int i = 0; i < BS_ROWS; i++)
        for (int k = 0; k < BS_ROWS; k++)
            minv[i][k] = m[i][BS_ROWS + k];
}

static uint8_t bs_mix_inverse[BS_ROWS][BS_ROWS];
static __m128i bs_mix_offset[BS_ROWS];

static void bs_backend_init(void)
{
    bs_mix_bytes_inverse(bs_mix_inverse, bs_mix_offset);
}

/* Round r's key k: mix_bytes(S ^ k) = B·S + B·k + e must be B·S + constant of round r+1,
 * so k = B^-1·(constant ^ e), byte by byte (B acts on the rows, column by column). */
static void bs_round_keys(unsigned variant, const __m128i rc[][BS_ROWS], __m128i key[][BS_ROWS])
{
    for (int r = 0; r < GROESTL_ROUNDS(variant); r++) {
        uint8_t k[BS_ROWS][16];
        for (unsigned j = 0; j < 16; j++) {
            uint8_t want[BS_ROWS];
            for (int i = 0; i < BS_ROWS; i++)
                want[i] = bs_byte(rc[r][i], j) ^ bs_byte(bs_mix_offset[i], j);
            for (int i = 0; i < BS_ROWS; i++) {
                k[i][j] = 0;
                for (int c = 0; c < BS_ROWS; c++)
                    k[i][j] ^= bs_gf_mul(bs_mix_inverse[i][c], want[c]);
            }
        }
        for (int i = 0; i < BS_ROWS; i++)
            key[r][i] = _mm_loadu_si128((const __m128i *)k[i]);
    }
}

_Atomic int groestl_aesni_128_only;

/* SubBytes alone on 16 bytes, for the tests (groestl_impl.h): undo AESENCLAST's ShiftRows. */
static void aesni_sub_bytes(uint8_t bytes[16])
{
    uint8_t undo[16];
    for (unsigned j = 0; j < 16; j++)
        undo[bs_step_source(j)] = (uint8_t)j;
    __m128i x = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)bytes),
                                 _mm_loadu_si128((const __m128i *)undo));
    _mm_storeu_si128((__m128i *)bytes, sbox_step(x, _mm_setzero_si128()));
}

/* The compression with 128-bit rounds and, separately, with 256-bit ones: no trace of the
 * latter in the former (a call there costs the 128-bit code its registers, 5% here). */
#if defined(__GNUC__) || defined(__clang__)
#  define AESNI_SEPARATE static __attribute__((noinline))
#else
#  define AESNI_SEPARATE static
#endif
AESNI_SEPARATE void compress_128(uint8_t *chain, const uint8_t *blocks, size_t n, unsigned v)
{
    bs_compress_with(chain, blocks, n, v, 0);
}

#if BS_LANES
AESNI_SEPARATE void compress_256(uint8_t *chain, const uint8_t *blocks, size_t n, unsigned v)
{
    bs_compress_with(chain, blocks, n, v, 1);
}
#endif

static void aesni_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                           unsigned variant)
{
#if BS_LANES
    if (lanes_usable()) {
        compress_256(chain, blocks, nblocks, variant);
        return;
    }
#endif
    compress_128(chain, blocks, nblocks, variant);
}

const groestl_backend_ops groestl_backend_aesni = {
    .name = "aesni",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_SSSE3 | GROESTL_CPU_AESNI,
    .compress = aesni_compress,
    .output = bs_output,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .sub_bytes = aesni_sub_bytes,
};
