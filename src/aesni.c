/*
 * aesni.c - the byte-sliced backend with AES-NI (Aoki et al., SECRYPT 2011): SubBytes of 16
 * bytes is one AESENCLAST. Needs SSSE3 and AES-NI; built with -mssse3 -maes, run only
 * after dispatch.c has checked both.
 *
 * A round is, per register, one PSHUFB (ShiftBytes, composed with the inverse of the
 * ShiftRows that AESENCLAST does), AESENCLAST, then MixBytes. AddRoundConstant costs
 * nothing: MixBytes is linear, so the next round's constant goes in before it, through the
 * key of AESENCLAST, as MixBytes^-1(constant). The same key cancels the constant that the
 * cheap doubling in mix_bytes leaves. These keys are derived at first use from
 * the round constants and from mix_bytes itself.
 *
 * Constant-time: AESENCLAST, PSHUFB and the XORs take the same time whatever the data, and
 * no address depends on it (see byteslice_sse.h for the rest).
 */
#include <wmmintrin.h>

#define BS_OUTPUT_PAIRS 1
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
 * step is a pass over the 8 rows (the two doubling layers too): that order measured fastest. */
BS_INLINE void mix_bytes(__m128i a[BS_ROWS])
{
    __m128i t[BS_ROWS], x[BS_ROWS], y[BS_ROWS], z[BS_ROWS];
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        t[i] = _mm_xor_si128(a[i], a[(i + 1) % 8]);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        y[i] = _mm_xor_si128(_mm_xor_si128(t[i], t[(i + 2) % 8]), a[(i + 6) % 8]);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        x[i] = _mm_xor_si128(t[i], t[(i + 3) % 8]);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        z[i] = _mm_xor_si128(mul2_plus_1b(x[(i + 3) % 8]), y[(i + 7) % 8]);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        a[i] = _mm_xor_si128(mul2_plus_1b(z[i]), y[(i + 4) % 8]);
}

/* The halves of a register swapped. */
BS_INLINE __m128i bs_swap(__m128i v)
{
    return _mm_shuffle_epi32(v, 0x4e);
}

/* MixBytes on one 512-bit state in 4 registers, r[k] = [row k | row k+4] (the narrow output
 * transformation has P alone). Any row vector v of the formulas above then has v_{k+4} =
 * swap(v_k), so the same formulas need only 4 registers per vector and 13 swaps: 70
 * operations per round instead of 112. Computes the same as mix_bytes on these rows. */
BS_INLINE void mix_bytes_pairs(__m128i r[4])
{
    __m128i t[4], st[3], x[4], y[4], sy[4], w[4];
    t[0] = _mm_xor_si128(r[0], r[1]);
    t[1] = _mm_xor_si128(r[1], r[2]);
    t[2] = _mm_xor_si128(r[2], r[3]);
    t[3] = _mm_xor_si128(r[3], bs_swap(r[0])); /* [a3 + a4 | a7 + a0] */
    BS_UNROLLED
    for (int k = 0; k < 3; k++)
        st[k] = bs_swap(t[k]); /* [t_{k+4} | t_k] */
    x[0] = _mm_xor_si128(t[0], t[3]); /* x_i = t_i + t_{i+3} */
    x[1] = _mm_xor_si128(t[1], st[0]);
    x[2] = _mm_xor_si128(t[2], st[1]);
    x[3] = _mm_xor_si128(t[3], st[2]);
    y[0] = _mm_xor_si128(_mm_xor_si128(t[0], t[2]), bs_swap(r[2])); /* y_i = t_i+t_{i+2}+a_{i+6} */
    y[1] = _mm_xor_si128(_mm_xor_si128(t[1], t[3]), bs_swap(r[3]));
    y[2] = _mm_xor_si128(_mm_xor_si128(t[2], st[0]), r[0]);
    y[3] = _mm_xor_si128(_mm_xor_si128(t[3], st[1]), r[1]);
    BS_UNROLLED
    for (int k = 0; k < 4; k++)
        sy[k] = bs_swap(y[k]); /* y_{k+4} */
    /* w_i = 2·x_{i+3} + y_{i+7};  b_i = 2·w_i + y_{i+4} */
    w[0] = _mm_xor_si128(mul2_plus_1b(x[3]), sy[3]);
    BS_UNROLLED
    for (int k = 1; k < 4; k++)
        w[k] = _mm_xor_si128(bs_swap(mul2_plus_1b(x[k - 1])), y[k - 1]);
    BS_UNROLLED
    for (int k = 0; k < 4; k++)
        r[k] = _mm_xor_si128(mul2_plus_1b(w[k]), sy[k]);
}

/* ---- Rounds ------------------------------------------------------------------------------ */

/* The narrow output transformation's rounds: P alone in row pairs (mix_bytes_pairs). */
BS_INLINE void bs_rounds_pairs(__m128i s[4], const __m128i mask[4], const __m128i *key,
                               int rounds)
{
    for (int r = 0; r < rounds; r++, key += 4) {
        BS_UNROLLED
        for (int i = 0; i < 4; i++)
            s[i] = sbox_step(_mm_shuffle_epi8(s[i], mask[i]), key[i]);
        mix_bytes_pairs(s);
    }
}

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

/* The wide P and Q, a round of each at a time, their S-box steps interleaved so that each
 * hides the other's latency (interleaving the MixBytes too needs more than 16 registers). */
BS_INLINE void bs_rounds_pair(__m128i p[BS_ROWS], __m128i q[BS_ROWS],
                              const __m128i pmask[BS_ROWS], const __m128i qmask[BS_ROWS],
                              const __m128i *pkey, const __m128i *qkey, int rounds)
{
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

/* SubBytes alone on 16 bytes, for the tests (groestl_impl.h): undo AESENCLAST's ShiftRows. */
void groestl_aesni_sub_bytes(uint8_t bytes[16])
{
    uint8_t undo[16];
    for (unsigned j = 0; j < 16; j++)
        undo[bs_step_source(j)] = (uint8_t)j;
    __m128i x = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)bytes),
                                 _mm_loadu_si128((const __m128i *)undo));
    _mm_storeu_si128((__m128i *)bytes, sbox_step(x, _mm_setzero_si128()));
}

const groestl_backend_ops groestl_backend_aesni = {
    .name = "aesni",
    .constant_time = 1,
    .compress = bs_compress,
    .output = bs_output,
};
