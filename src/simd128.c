/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * simd128.c - the byte-sliced backend for WebAssembly SIMD128: vperm.c's method (SubBytes in
 * GF(16) arithmetic after Hamburg, CHES 2009) on i8x16.swizzle, which is PSHUFB but for
 * indices 16..127 (0 there; every index here is a nibble or 0x80, where the two agree).
 *
 * The layout, transposition, ShiftBytes masks and round constants are byteslice_sse.h's; the
 * WebAssembly build's tmmintrin.h (js/wasm/include) gives it the few SSSE3 intrinsics it
 * uses, each one SIMD128 instruction. The rounds are this file's, and the compress and output
 * drivers are vperm.c's: see vperm.c's top comment for the S-box formulas
 * (x = i·U + k in GF(16) pairs; io, jo; three pairs of output tables T·S', T·2S', T·4S').
 * vperm.c writes the S-box step in x86 assembly; here it is intrinsics, and the engine's
 * compiler (V8's, measured) allocates the registers.
 *
 * Constant-time: swizzles indexed by state nibbles in tables held as vectors, shifts and XORs;
 * no branch and no memory address depends on data.
 */
#include "byteslice_sse.h"

/* The nibble tables, entry n at byte n (as vperm.c's). */
typedef struct {
    v128_t enter_lo, enter_hi; /* x -> (i << 4) | k, from x's low and high nibble */
    v128_t leave_lo, leave_hi; /* and back */
    v128_t inv, c_over;        /* 1/n and c/n in GF(16), 0x80 for n = 0 */
    v128_t out[3][2];          /* T·(m·L(F1(n))), T·(m·L(F2(n))) for m = 1, 2, 4 */
} nibble_tables;

static nibble_tables nib;

/* A per-byte GF(2)-linear map by its images of the low and the high nibbles. */
GROESTL_INLINE v128_t nibble_map(v128_t x, v128_t lo_table, v128_t hi_table)
{
    const v128_t low4 = wasm_i8x16_const_splat(0x0f);
    v128_t lo = wasm_v128_and(x, low4);
    v128_t hi = wasm_v128_and(wasm_u16x8_shr(x, 4), low4);
    return wasm_v128_xor(wasm_i8x16_swizzle(lo_table, lo), wasm_i8x16_swizzle(hi_table, hi));
}

GROESTL_INLINE v128_t enter(v128_t v)
{
    return nibble_map(v, nib.enter_lo, nib.enter_hi);
}

GROESTL_INLINE v128_t leave(v128_t v)
{
    return nibble_map(v, nib.leave_lo, nib.leave_hi);
}

/* The three outputs of a row's S-box step, 1, 2 and 4 times T·S', go through memory: V8's
 * compiler places pure operations next to their uses, which in MixBytes interleaves the S-box
 * steps of all rows and spills their intermediates to its own stack (a 1024-bit round of P
 * and Q: 624 spill moves in 1,560 instructions; 138 in 1,194 this way; node 20,
 * --print-wasm-code). Stored here, volatile, a row's step is done before the next one
 * starts; MixBytes loads them back. The array lives in the module's stack, which the API
 * layer wipes (stack_bytes). */
typedef volatile v128_t row_outputs[3][BS_ROWS];

/* ShiftBytes (a swizzle by mask), then SubBytes of row x into out[0..2][r]. Twelve swizzles:
 * the shift, c/k, four inversions, six output tables. */
GROESTL_INLINE void sub_row(v128_t x, v128_t mask, row_outputs out, int r)
{
    const v128_t low4 = wasm_i8x16_const_splat(0x0f);
    x = wasm_i8x16_swizzle(x, mask);
    const v128_t i = wasm_v128_and(wasm_u16x8_shr(x, 4), low4);
    const v128_t k = wasm_v128_and(x, low4);
    const v128_t j = wasm_v128_xor(i, k);
    const v128_t c_k = wasm_i8x16_swizzle(nib.c_over, k);
    const v128_t ia = wasm_v128_xor(wasm_i8x16_swizzle(nib.inv, i), c_k); /* 1/i + c/k */
    const v128_t ja = wasm_v128_xor(wasm_i8x16_swizzle(nib.inv, j), c_k); /* 1/j + c/k */
    const v128_t io = wasm_v128_xor(wasm_i8x16_swizzle(nib.inv, ia), j);
    const v128_t jo = wasm_v128_xor(wasm_i8x16_swizzle(nib.inv, ja), i);
    GROESTL_UNROLL
    for (int m = 0; m < 3; m++)
        out[m][r] = wasm_v128_xor(wasm_i8x16_swizzle(nib.out[m][0], io),
                                  wasm_i8x16_swizzle(nib.out[m][1], jo));
}

/* MixBytes from a_i = T·S'-row i, d_i = 2·a_i, f_i = 4·a_i (out[0], out[1], out[2]) in 56
 * XORs: vperm.c's mix_network, where the circulant's split into u, t, y, g, x is derived.
 * row(v, i) is row i mod 8 of v: eight row registers, or four [row k | row k+4] registers
 * (pairs) whose row k + 4 is the low half of the register swapped. */
#define ROW8(v, i) ((v)[(i) & 7])
#define ROW_PAIRS(v, i) (((i) & 7) < 4 ? (v)[(i) & 7] : bs_swap((v)[((i) & 7) - 4]))
#define MIX_NETWORK(n, row, out, b)                                                           \
    do {                                                                                      \
        v128_t a_[n], d_[n], f_[n], u_[n], t_[n], y_[n], g_[n], x_[n];                        \
        GROESTL_UNROLL                                                                           \
        for (int i = 0; i < (n); i++) {                                                       \
            a_[i] = (out)[0][i];                                                              \
            d_[i] = (out)[1][i];                                                              \
            f_[i] = (out)[2][i];                                                              \
        }                                                                                     \
        GROESTL_UNROLL                                                                           \
        for (int i = 0; i < (n); i++)                                                         \
            u_[i] = wasm_v128_xor(a_[i], row(d_, i + 3));                                     \
        GROESTL_UNROLL                                                                           \
        for (int i = 0; i < (n); i++) {                                                       \
            t_[i] = wasm_v128_xor(u_[i], row(u_, i + 1));                                     \
            g_[i] = wasm_v128_xor(f_[i], row(f_, i + 1));                                     \
        }                                                                                     \
        GROESTL_UNROLL                                                                           \
        for (int i = 0; i < (n); i++) {                                                       \
            y_[i] = wasm_v128_xor(wasm_v128_xor(t_[i], row(t_, i + 2)), row(u_, i + 6));      \
            x_[i] = wasm_v128_xor(g_[i], row(g_, i + 3));                                     \
        }                                                                                     \
        GROESTL_UNROLL                                                                           \
        for (int i = 0; i < (n); i++)                                                         \
            (b)[i] = wasm_v128_xor(row(x_, i + 3), row(y_, i + 4));                           \
    } while (0)

/* One round on 8 row registers: ShiftBytes and SubBytes (sub_row), MixBytes, then the key
 * (the next round's constant and what S(0) leaves). */
GROESTL_INLINE void round_rows(v128_t s[BS_ROWS], const v128_t mask[BS_ROWS],
                               const v128_t key[BS_ROWS], row_outputs out)
{
    GROESTL_UNROLL
    for (int r = 0; r < BS_ROWS; r++)
        sub_row(s[r], mask[r], out, r);
    MIX_NETWORK(BS_ROWS, ROW8, out, s);
    GROESTL_UNROLL
    for (int r = 0; r < BS_ROWS; r++)
        s[r] = wasm_v128_xor(s[r], key[r]);
}

/* ---- Rounds ------------------------------------------------------------------------------ */

/* n rounds on 8 row registers, round 0's constant already in. */
GROESTL_INLINE void rounds(v128_t s[BS_ROWS], const bs_schedule *sc, int n)
{
    row_outputs out;
    for (int r = 0; r < n; r++)
        round_rows(s, sc->mask, sc->key[r], out);
}

/* The wide P and Q, a round of each at a time. */
GROESTL_INLINE void rounds_2(v128_t p[BS_ROWS], v128_t q[BS_ROWS], const bs_schedule *ps,
                             const bs_schedule *qs, int n)
{
    row_outputs out;
    for (int r = 0; r < n; r++) {
        round_rows(p, ps->mask, ps->key[r], out);
        round_rows(q, qs->mask, qs->key[r], out);
    }
}

/* The narrow P alone in four [row k | row k+4] registers (the output transformation). */
GROESTL_INLINE void rounds_pairs(v128_t s[4], const bs_variant_tables *t, int n)
{
    row_outputs out;
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            sub_row(s[k], t->pair_mask[k][0], out, k);
        MIX_NETWORK(4, ROW_PAIRS, out, s);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            s[k] = wasm_v128_xor(s[k], t->pair_key[r][k][0]);
    }
}

/* ---- Tables, built at first use (the derivation is vperm.c's build_nibble_tables) -------- */

static uint8_t gf_pow(uint8_t a, unsigned e)
{
    uint8_t r = 1;
    for (; e != 0; e >>= 1, a = bs_gf_mul(a, a))
        if (e & 1)
            r = bs_gf_mul(r, a);
    return r;
}

/* L(z) = S(1/z) ^ S(0): the linear part of the S-box, read off groestl_sbox. */
static uint8_t sbox_linear(uint8_t z)
{
    return z == 0 ? 0 : groestl_sbox[bs_gf_inv(z)] ^ groestl_sbox[0];
}

/* T·MixBytes(S(0) in every byte): what the keys add back after MixBytes. */
static v128_t sbox_offset;

static void build_nibble_tables(void)
{
    /* GF(16) inside GF(2^8): nibble n stands for the sum of n's bits times 1, g, g^2, g^3,
     * g = b^17 for a generator b of GF(2^8)*. */
    uint8_t b = 2;
    while (gf_pow(b, 255 / 3) == 1 || gf_pow(b, 255 / 5) == 1 || gf_pow(b, 255 / 17) == 1)
        b++;
    const uint8_t g = gf_pow(b, 17);
    uint8_t element[16], nibble_of[256];
    for (unsigned n = 0; n < 16; n++) {
        element[n] = 0;
        for (unsigned m = 0; m < 4; m++)
            if (n & (1u << m))
                element[n] ^= gf_pow(g, m);
        nibble_of[element[n]] = (uint8_t)n;
    }

    /* y outside GF(16) with y^2 + y = lambda in GF(16), lambda != 0, 1; c = 1/lambda. */
    uint8_t y = 0, c = 0;
    for (unsigned cand = 2; cand < 256 && c == 0; cand++) {
        uint8_t lambda = bs_gf_mul((uint8_t)cand, (uint8_t)cand) ^ (uint8_t)cand;
        if (gf_pow((uint8_t)cand, 16) != cand && gf_pow(lambda, 16) == lambda && lambda > 1) {
            y = (uint8_t)cand;
            c = bs_gf_inv(lambda);
        }
    }
    const uint8_t u = bs_gf_mul(c, y);

    uint8_t basis[256], leave[256]; /* x = i·U + k -> (i << 4) | k, and back */
    for (unsigned i = 0; i < 16; i++)
        for (unsigned k = 0; k < 16; k++)
            basis[bs_gf_mul(element[i], u) ^ element[k]] = (uint8_t)(i << 4 | k);
    for (unsigned x = 0; x < 256; x++)
        leave[basis[x]] = (uint8_t)x;

    uint8_t t[6 + 6][16]; /* enter lo, hi, leave lo, hi, inv, c_over; out[3][2] */
    const uint8_t f1 = 1 ^ bs_gf_mul(bs_gf_mul(1 ^ c, bs_gf_inv(c)), y); /* 1 + ((1+c)/c)·y */
    const uint8_t f2 = bs_gf_mul(bs_gf_inv(c), y);                       /* (1/c)·y */
    for (unsigned n = 0; n < 16; n++) {
        const uint8_t n_inv = bs_gf_inv(element[n]); /* 0 for n = 0 */
        t[0][n] = basis[n];
        t[1][n] = basis[n << 4];
        t[2][n] = leave[n];
        t[3][n] = leave[n << 4];
        t[4][n] = n == 0 ? 0x80 : nibble_of[n_inv];
        t[5][n] = n == 0 ? 0x80 : nibble_of[bs_gf_mul(c, n_inv)];
        for (unsigned m = 0; m < 3; m++) {
            const uint8_t times = (uint8_t)(1u << m);
            t[6 + 2 * m][n] = basis[bs_gf_mul(times, sbox_linear(bs_gf_mul(n_inv, f1)))];
            t[7 + 2 * m][n] = basis[bs_gf_mul(times, sbox_linear(bs_gf_mul(n_inv, f2)))];
        }
    }
    nib.enter_lo = wasm_v128_load(t[0]);
    nib.enter_hi = wasm_v128_load(t[1]);
    nib.leave_lo = wasm_v128_load(t[2]);
    nib.leave_hi = wasm_v128_load(t[3]);
    nib.inv = wasm_v128_load(t[4]);
    nib.c_over = wasm_v128_load(t[5]);
    for (unsigned m = 0; m < 3; m++)
        for (unsigned h = 0; h < 2; h++)
            nib.out[m][h] = wasm_v128_load(t[6 + 2 * m + h]);

    static const uint8_t row[8] = GROESTL_MIXBYTES_ROW_INIT;
    uint8_t mixed = 0; /* every row of B times the same byte S(0) */
    for (int k = 0; k < 8; k++)
        mixed ^= bs_gf_mul(row[k], groestl_sbox[0]);
    sbox_offset = wasm_i8x16_splat((int8_t)basis[mixed]);
}

/* Round r ends with state ^= key[r] = T·(constant of round r+1 ^ MixBytes(S(0))). */
static void round_keys(unsigned variant, const v128_t rc[][BS_ROWS], v128_t key[][BS_ROWS])
{
    for (int r = 0; r < GROESTL_ROUNDS(variant); r++)
        for (int i = 0; i < BS_ROWS; i++)
            key[r][i] = wasm_v128_xor(enter(rc[r][i]), sbox_offset);
}

static v128_t enter_cold(v128_t v)
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

/* ---- Compress and output (vperm.c's) ----------------------------------------------------- */

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


/* SubBytes alone on 16 bytes, for the tests (groestl_impl.h; the JavaScript package's
 * compare it with groestl_sbox on every byte): sub_row with no byte moves. */
static void simd128_sub_bytes(uint8_t bytes[16])
{
    const v128_t identity = wasm_i8x16_const(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    row_outputs out;
    tables_for(0); /* builds the nibble tables */
    sub_row(enter(wasm_v128_load(bytes)), identity, out, 0);
    v128_t s = wasm_v128_xor(leave(out[0][0]), wasm_i8x16_splat((int8_t)groestl_sbox[0]));
    wasm_v128_store(bytes, s);
}

static void simd128_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                             unsigned variant)
{
    const bs_variant_tables *t = tables_for(variant);
    if (variant & GROESTL_WIDE)
        compress_wide(chain, blocks, nblocks, t);
    else
        compress_narrow(chain, blocks, nblocks, t);
}

static void simd128_output(uint8_t *chain, unsigned variant)
{
    const bs_variant_tables *t = tables_for(variant);
    if (variant & GROESTL_WIDE)
        output_wide(chain, t);
    else
        output_narrow(chain, t);
}

const groestl_backend_ops groestl_backend_simd128 = {
    .name = "simd128",
    .constant_time = 1,
    .cpu_features = 0, /* the module validated: the engine runs SIMD128 */
    .compress = simd128_compress,
    .output = simd128_output,
    /* Vectors live in the engine's registers and locals, outside linear memory; what does
     * reach the module's stack is the arrays clang keeps there (the row outputs, the state of
     * a call): 800 (512-bit) and 928 (1024-bit) bytes below the top of groestl_hash's frame,
     * measured with the stack filled before a call (js/test/module.test.mjs checks). */
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .sub_bytes = simd128_sub_bytes,
};
