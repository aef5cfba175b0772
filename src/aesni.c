/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aesni.c - the byte-sliced backend with AES-NI (Aoki et al., SECRYPT 2011; the layout is
 * byteslice.h's): SubBytes of 16 bytes is one AESENCLAST. Needs SSSE3 and AES-NI; built
 * with -mssse3 -maes, run only after dispatch.c has checked both.
 *
 * The backend `aesni` has code paths for several register widths, each a descriptor of its
 * own: the 128-bit rounds here (groestl_backend_aesni_128); where the CPU has AVX2 and VAES,
 * the same rounds on the 128-bit halves of YMM registers (aesni_vaes.c); where it also has
 * AVX-512, many messages on the quarters of ZMM registers (aesni_vaes512.c). The public
 * descriptor at the end runs the widest path the CPU has; the tests run each
 * (groestl_aesni_paths).
 *
 * A round is, per register, one PSHUFB (ShiftBytes, composed with the inverse of the
 * ShiftRows that AESENCLAST does), AESENCLAST, then MixBytes. AddRoundConstant costs
 * nothing: MixBytes is linear, so the next round's constant goes in before it, through the
 * key of AESENCLAST, as MixBytes^-1(constant). The same key cancels the constant that the
 * cheap doubling in mix_bytes leaves. These keys are derived at first use from the round
 * constants and from mix_bytes itself; the VAES paths read the same tables.
 *
 * Constant-time: AESENCLAST, PSHUFB, the shuffles and the XORs (and their VAES/AVX2 forms)
 * take the same time whatever the data, and no address depends on it (see byteslice.h
 * for the rest); the choice of path depends on the CPU only.
 */
#include <wmmintrin.h>

#include "byteslice.h"

/* ---- The S-box step ------------------------------------------------------------------------ */

/* AESENCLAST(x, k) = ShiftRows(SubBytes(x)) ^ k, on x as the AES state: byte 4c + r is row
 * r, column c, and ShiftRows moves row r left by r columns. The PSHUFB before it undoes the
 * ShiftRows (step_source, folded into ShiftBytes' masks). */
GROESTL_INLINE __m128i sbox_step(__m128i x, __m128i key)
{
    __m128i r = GROESTL_AESENCLAST(_mm_aesenclast_si128, x, key);
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(r));
    return r;
}

static unsigned step_source(unsigned j)
{
    unsigned row = j % 4, col = j / 4;
    return row + 4 * ((col + row) % 4);
}

/* The rounds work on the bytes themselves. */
GROESTL_INLINE __m128i enter(__m128i v)
{
    return v;
}

GROESTL_INLINE __m128i leave(__m128i v)
{
    return v;
}

/* ---- MixBytes ---------------------------------------------------------------------------- */

/* 2·v in GF(2^8) (mod x^8+x^4+x^3+x+1) in every byte, XOR 0x1b: three operations. The
 * doubling shifts left and XORs 0x1b where the top bit was set; PSHUFB of a vector of 0x1b
 * by v gives 0x1b exactly where the top bit is clear, so the result carries 0x1b more.
 * The constant this leaves in MixBytes' output is cancelled through the round keys. */
GROESTL_INLINE __m128i mul2_plus_1b(__m128i v)
{
    return _mm_xor_si128(_mm_add_epi8(v, v), _mm_shuffle_epi8(_mm_set1_epi8(0x1b), v));
}

/* MixBytes on 8 row registers, 48 XORs and 16 doublings (Aoki et al., section 4.3), indices
 * mod 8:  t_i = a_i + a_{i+1},  x_i = t_i + t_{i+3},  y_i = t_i + t_{i+2} + a_{i+6},
 *         b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}.
 * Up to a constant (see mul2_plus_1b) that round_keys() measures and cancels. Each step is
 * a pass over the 8 rows (the two doubling layers too): that order measured fastest. */
GROESTL_INLINE void mix_bytes(__m128i a[BS_ROWS])
{
    __m128i t[BS_ROWS], x[BS_ROWS], y[BS_ROWS], z[BS_ROWS];
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        t[i] = _mm_xor_si128(a[i], a[(i + 1) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        y[i] = _mm_xor_si128(_mm_xor_si128(t[i], t[(i + 2) % 8]), a[(i + 6) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        x[i] = _mm_xor_si128(t[i], t[(i + 3) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        z[i] = _mm_xor_si128(mul2_plus_1b(x[(i + 3) % 8]), y[(i + 7) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        a[i] = _mm_xor_si128(mul2_plus_1b(z[i]), y[(i + 4) % 8]);
}

/* MixBytes on one 512-bit state in 4 registers, r[k] = [row k | row k+4] (the narrow output
 * transformation has P alone). Any row vector v of the formulas above then has v_{k+4} =
 * swap(v_k), so the same formulas need only 4 registers per vector and 13 swaps: 70
 * operations instead of 112 on 8 registers. Computes the same as mix_bytes on these rows. */
GROESTL_INLINE void mix_bytes_pairs(__m128i r[4])
{
    __m128i t[4], st[3], x[4], y[4], sy[4], w[4];
    t[0] = _mm_xor_si128(r[0], r[1]);
    t[1] = _mm_xor_si128(r[1], r[2]);
    t[2] = _mm_xor_si128(r[2], r[3]);
    t[3] = _mm_xor_si128(r[3], bs_swap(r[0])); /* [a3 + a4 | a7 + a0] */
    GROESTL_UNROLL
    for (int k = 0; k < 3; k++)
        st[k] = bs_swap(t[k]); /* [t_{k+4} | t_k] */
    x[0] = _mm_xor_si128(t[0], t[3]); /* x_i = t_i + t_{i+3} */
    x[1] = _mm_xor_si128(t[1], st[0]);
    x[2] = _mm_xor_si128(t[2], st[1]);
    x[3] = _mm_xor_si128(t[3], st[2]);
    y[0] = _mm_xor_si128(_mm_xor_si128(t[0], t[2]), bs_swap(r[2])); /* t_i + t_{i+2} + a_{i+6} */
    y[1] = _mm_xor_si128(_mm_xor_si128(t[1], t[3]), bs_swap(r[3]));
    y[2] = _mm_xor_si128(_mm_xor_si128(t[2], st[0]), r[0]);
    y[3] = _mm_xor_si128(_mm_xor_si128(t[3], st[1]), r[1]);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        sy[k] = bs_swap(y[k]); /* y_{k+4} */
    /* w_i = 2·x_{i+3} + y_{i+7};  b_i = 2·w_i + y_{i+4} */
    w[0] = _mm_xor_si128(mul2_plus_1b(x[3]), sy[3]);
    GROESTL_UNROLL
    for (int k = 1; k < 4; k++)
        w[k] = _mm_xor_si128(bs_swap(mul2_plus_1b(x[k - 1])), y[k - 1]);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        r[k] = _mm_xor_si128(mul2_plus_1b(w[k]), sy[k]);
}

/* ---- Rounds ------------------------------------------------------------------------------ */

/* n rounds on 8 row registers, round 0's constant already in. */
GROESTL_INLINE void rounds(__m128i s[BS_ROWS], const bs_schedule *sc, int n)
{
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            s[i] = sbox_step(_mm_shuffle_epi8(s[i], sc->mask[i]), sc->key[r][i]);
        mix_bytes(s);
    }
}

/* Two states (the wide P and Q, or two messages), a round of each at a time, their S-box
 * steps interleaved so that each hides the other's latency (interleaving the MixBytes too
 * needs more than 16 registers). */
GROESTL_INLINE void rounds_2(__m128i p[BS_ROWS], __m128i q[BS_ROWS], const bs_schedule *ps,
                             const bs_schedule *qs, int n)
{
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++) {
            p[i] = sbox_step(_mm_shuffle_epi8(p[i], ps->mask[i]), ps->key[r][i]);
            q[i] = sbox_step(_mm_shuffle_epi8(q[i], qs->mask[i]), qs->key[r][i]);
        }
        mix_bytes(p);
        mix_bytes(q);
    }
}

/* The narrow P alone in row pairs (the output transformation). */
GROESTL_INLINE void rounds_pairs(__m128i s[4], const bs_variant_tables *t, int n)
{
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            s[k] = sbox_step(_mm_shuffle_epi8(s[k], t->pair_mask[k][0]), t->pair_key[r][k][0]);
        mix_bytes_pairs(s);
    }
}

/* ---- Tables, built at first use ---------------------------------------------------------- */

/* mix_bytes as the map it is: out = M·in + e per column. M is a circulant over GF(2^8)
 * (the specification's matrix B) read off unit inputs; minv = M^-1 by Gauss-Jordan. */
static void mix_bytes_inverse(uint8_t minv[BS_ROWS][BS_ROWS], __m128i e[BS_ROWS])
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

static uint8_t mix_inverse[BS_ROWS][BS_ROWS];
static __m128i mix_offset[BS_ROWS];

/* Round r's key k: mix_bytes(S ^ k) = B·S + B·k + e must be B·S + constant of round r+1,
 * so k = B^-1·(constant ^ e), byte by byte (B acts on the rows, column by column). */
static void round_keys(unsigned variant, const __m128i rc[][BS_ROWS], __m128i key[][BS_ROWS])
{
    for (int r = 0; r < GROESTL_ROUNDS(variant); r++) {
        uint8_t k[BS_ROWS][16];
        for (unsigned j = 0; j < 16; j++) {
            uint8_t want[BS_ROWS];
            for (int i = 0; i < BS_ROWS; i++)
                want[i] = bs_byte(rc[r][i], j) ^ bs_byte(mix_offset[i], j);
            for (int i = 0; i < BS_ROWS; i++) {
                k[i][j] = 0;
                for (int c = 0; c < BS_ROWS; c++)
                    k[i][j] ^= bs_gf_mul(mix_inverse[i][c], want[c]);
            }
        }
        for (int i = 0; i < BS_ROWS; i++)
            key[r][i] = _mm_loadu_si128((const __m128i *)k[i]);
    }
}

static bs_variant_tables tables[GROESTL_VARIANTS];
static atomic_int tables_state; /* groestl_once */

static void build_tables(void)
{
    static const bs_method method = {NULL, step_source, round_keys};
    mix_bytes_inverse(mix_inverse, mix_offset);
    bs_build_tables(tables, &method);
}

const bs_variant_tables *groestl_aesni_tables(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)];
}

/* ---- Compress and output: the drivers every 128-bit byte-sliced backend shares ---------- */

static const bs_variant_tables *tables_for(unsigned variant)
{
    return groestl_aesni_tables(variant);
}

#include "byteslice_drivers.h"

/* ---- Many messages at once ------------------------------------------------------------------ */

/* Two messages in the same loop: their rounds are independent chains, so the core runs one's
 * while the other waits on latencies. */

/* 512-bit: two chaining values as row pairs, each message's P and Q in 8 row registers. */
static GROESTL_NOINLINE void compress_narrow_2msgs(uint8_t *const *chains,
                                               const uint8_t *const *blocks, size_t nblocks,
                                               const bs_variant_tables *t)
{
    __m128i h[2][4];
    const uint8_t *next[2] = {blocks[0], blocks[1]};
    GROESTL_UNROLL
    for (int j = 0; j < 2; j++) {
        bs_load(h[j], chains[j], 4);
        bs_narrow_to_rows(h[j]);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            h[j][k] = enter(h[j][k]);
    }
    for (; nblocks > 0; nblocks--) {
        __m128i s[2][BS_ROWS];
        GROESTL_UNROLL
        for (int j = 0; j < 2; j++) {
            __m128i m[4];
            bs_load(m, next[j], 4);
            next[j] += 64;
            bs_narrow_to_rows(m);
            GROESTL_UNROLL
            for (int k = 0; k < 4; k++)
                m[k] = enter(m[k]);
            bs_narrow_start(s[j], h[j], m, t->rows[0].first);
        }
        rounds_2(s[0], s[1], &t->rows[0], &t->rows[0], 10);
        GROESTL_UNROLL
        for (int j = 0; j < 2; j++)
            bs_narrow_finish(h[j], s[j]);
    }
    GROESTL_UNROLL
    for (int j = 0; j < 2; j++) {
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            h[j][k] = leave(h[j][k]);
        bs_narrow_from_rows(h[j]);
        bs_store(chains[j], h[j], 4);
    }
}

/* 512-bit output transformation of two: their P side by side in 8 row registers. */
static GROESTL_NOINLINE void output_narrow_2msgs(uint8_t *const *chains, const bs_variant_tables *t)
{
    __m128i h[2][4], p[2][4], s[BS_ROWS];
    GROESTL_UNROLL
    for (int j = 0; j < 2; j++) {
        bs_load(h[j], chains[j], 4);
        bs_narrow_to_rows(h[j]);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            h[j][k] = enter(h[j][k]);
    }
    bs_narrow_join(s, h[0], h[1], t->rows[1].first);
    rounds(s, &t->rows[1], 10);
    bs_narrow_split(p[0], p[1], s);
    GROESTL_UNROLL
    for (int j = 0; j < 2; j++) {
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            h[j][k] = leave(_mm_xor_si128(h[j][k], p[j][k]));
        bs_narrow_from_rows(h[j]);
        bs_store(chains[j], h[j], 4);
    }
}

/* 1024-bit output transformation of two: two P, a round of each at a time. */
static GROESTL_NOINLINE void output_wide_2msgs(uint8_t *const *chains, const bs_variant_tables *t)
{
    __m128i h[2][BS_ROWS], p[2][BS_ROWS];
    GROESTL_UNROLL
    for (int j = 0; j < 2; j++) {
        bs_load(h[j], chains[j], 8);
        bs_wide_to_rows(h[j]);
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++) {
            h[j][i] = enter(h[j][i]);
            p[j][i] = _mm_xor_si128(h[j][i], t->rows[0].first[i]);
        }
    }
    rounds_2(p[0], p[1], &t->rows[0], &t->rows[0], 14);
    GROESTL_UNROLL
    for (int j = 0; j < 2; j++) {
        GROESTL_UNROLL
        for (int i = 0; i < BS_ROWS; i++)
            h[j][i] = leave(_mm_xor_si128(h[j][i], p[j][i]));
        bs_wide_from_rows(h[j]);
        bs_store(chains[j], h[j], 8);
    }
}

static void compress_many_128(uint8_t *const *chains, const uint8_t *const *blocks,
                              size_t lanes, size_t nblocks, unsigned variant)
{
    const bs_variant_tables *t = groestl_aesni_tables(variant);
    if (variant & GROESTL_WIDE) {
        /* P and Q already two chains: two messages' four states spill out of the 16
         * registers and ran no faster than one message at a time */
        for (size_t i = 0; i < lanes; i++)
            compress_wide(chains[i], blocks[i], nblocks, t);
        return;
    }
    for (; lanes >= 2; lanes -= 2, chains += 2, blocks += 2)
        compress_narrow_2msgs(chains, blocks, nblocks, t);
    if (lanes == 1)
        compress_narrow(chains[0], blocks[0], nblocks, t);
}

static void output_many_128(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    const bs_variant_tables *t = groestl_aesni_tables(variant);
    for (; lanes >= 2; lanes -= 2, chains += 2) {
        if (variant & GROESTL_WIDE)
            output_wide_2msgs(chains, t);
        else
            output_narrow_2msgs(chains, t);
    }
    if (lanes == 1)
        bs_output(chains[0], variant);
}

/* ---- The descriptors ----------------------------------------------------------------------- */

/* SubBytes alone on 16 bytes, for the tests (groestl_impl.h): undo AESENCLAST's ShiftRows. */
static void sub_bytes_128(uint8_t bytes[16])
{
    uint8_t undo[16];
    for (unsigned j = 0; j < 16; j++)
        undo[step_source(j)] = (uint8_t)j;
    __m128i x = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)bytes),
                                 _mm_loadu_si128((const __m128i *)undo));
    _mm_storeu_si128((__m128i *)bytes, sbox_step(x, _mm_setzero_si128()));
}

const groestl_backend_ops groestl_backend_aesni_128 = {
    .name = "aesni_128",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_SSSE3 | GROESTL_CPU_AESNI,
    .compress = bs_compress,
    .output = bs_output,
    .compress_many = compress_many_128,
    .output_many = output_many_128,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .wipe_registers = bs_wipe_xmm,
    .sub_bytes = sub_bytes_128,
};

/* Widest first; the last one runs wherever the backend does. */
const groestl_backend_ops *const groestl_aesni_paths[] = {
#if defined(GROESTL_HAVE_AESNI_VAES512)
    &groestl_backend_aesni_vaes512,
#endif
#if defined(GROESTL_HAVE_AESNI_VAES)
    &groestl_backend_aesni_vaes,
#endif
    &groestl_backend_aesni_128,
    NULL,
};

/* The widest path this CPU runs (its features are read once, by dispatch.c). */
static const groestl_backend_ops *path(void)
{
    const uint32_t have = groestl_cpu_features();
    const groestl_backend_ops *const *p = groestl_aesni_paths;
    while ((have & (*p)->cpu_features) != (*p)->cpu_features)
        p++;
    return *p;
}

static void aesni_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                           unsigned variant)
{
    path()->compress(chain, blocks, nblocks, variant);
}

static void aesni_output(uint8_t *chain, unsigned variant)
{
    path()->output(chain, variant);
}

static void aesni_compress_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                size_t lanes, size_t nblocks, unsigned variant)
{
    path()->compress_many(chains, blocks, lanes, nblocks, variant);
}

static void aesni_output_many(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    path()->output_many(chains, lanes, variant);
}

static void aesni_wipe_registers(void)
{
    path()->wipe_registers();
}

/* aesni_128's descriptor again, each call through path(): the public one, with its own stack. */
const groestl_backend_ops groestl_backend_aesni = {
    .name = "aesni",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_SSSE3 | GROESTL_CPU_AESNI,
    .compress = aesni_compress,
    .output = aesni_output,
    .compress_many = aesni_compress_many,
    .output_many = aesni_output_many,
    .stack_bytes = GROESTL_STACK_BYTES(2048 + 64), /* the paths' and this frame */
    .wipe_registers = aesni_wipe_registers,
    .sub_bytes = sub_bytes_128,
};
