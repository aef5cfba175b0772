/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx512.c - one ZMM register per 512-bit state (two for the 1024-bit state), with AVX-512
 * F/BW/VL/VBMI and GFNI. Built with those flags (this file only), run only after dispatch.c
 * has checked them and the OS's ZMM state (XGETBV).
 *
 * The state is kept in spec order: byte 8c + r of a register is row r, column c, so each
 * 64-bit lane is a column and the chaining value and message load as they are. A round:
 *   ShiftBytes        one VPERMB (VPERMT2B across the two registers of the large state);
 *   SubBytes          one GF2P8AFFINEINVQB: inversion in GF(2^8) mod x^8+x^4+x^3+x+1, then
 *                     the AES affine map (matrix derived below from its definition);
 *   MixBytes          per column from t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3} and
 *                     y_i = t_i + t_{i+2} + a_{i+6} (Aoki et al.; see portable.c), where
 *                     a_{i+k} for all i at once is the lane rotated right by 8k bits (VPRORQ),
 *                     products by 2 and 4 are GF2P8MULB, three-way XORs VPTERNLOGQ;
 *   AddRoundConstant  the next round's, inside one of MixBytes's three-way XORs (round 0's
 *                     with the input).
 * SubBytes commutes with ShiftBytes, so the permute goes first. MixBytes leaves its result
 * rotated by four rows, which saves the rotations after the products; the next round's
 * ShiftBytes index undoes it, and only the last round's result is rotated back. That makes
 * 13 operations a round and permutation, 7 of them after SubBytes on the longest path (the
 * plain formulas take 17 and 9). P and Q of a block run in the same loop so that the two
 * dependency chains fill each other's latencies.
 *
 * Constant-time: every instruction above takes the same time whatever the data, and no
 * branch or memory address depends on it (the tables are indexed by variant and round only).
 *
 * Built a second time with -DGROESTL_AVX512_EMULATED, the same code runs on SIMDe's portable
 * versions of these intrinsics (test_avx512_emulated, tests/test_emulated.c, for CPUs
 * without AVX-512).
 */
#include "avx512.h"

#include <stdatomic.h>

#define MAX_ROUNDS 14

/* Per variant (GROESTL_WIDE | GROESTL_V0) and permutation (P = 0, Q = 1), built at first use:
 *   shift_index  ShiftBytes as byte indices, for round 0 (the state in spec order);
 *   shift_rot    the same after a rotation of every column by four rows, for rounds 1 on
 *                (sub_mix leaves its result rotated, see there);
 *   first        round 0's constant, added to the input;
 *   tail         the next round's constant as sub_mix adds it: rotated by four rows and
 *                divided by 4 in GF(2^8); zero after the last round. */
static struct {
    uint8_t shift_index[GROESTL_VARIANTS][2][128];
    uint8_t shift_rot[GROESTL_VARIANTS][2][128];
    uint64_t first[GROESTL_VARIANTS][2][16];
    uint64_t tail[GROESTL_VARIANTS][2][MAX_ROUNDS][16];
} tables;
static atomic_int tables_state; /* groestl_once */

static const uint8_t shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

/* A column rotated by four rows (row r + 4 to row r), as sub_mix leaves it. */
static uint64_t rotate_four_rows(uint64_t column)
{
    return column >> 32 | column << 32;
}

/* Round r's constant of column c, as a 64-bit lane (byte r is row r). */
static uint64_t round_constant(unsigned variant, unsigned perm, unsigned c, unsigned round)
{
    uint64_t rc = (variant & GROESTL_V0) ? (c == 0 ? round : 0) : groestl_round_constant(c, round);
    if (perm == 0)
        return rc; /* row 0 */
    if (variant & GROESTL_V0)
        return c == 0 ? (uint64_t)(0xff ^ rc) << 56 : 0; /* byte (7, 0) */
    return ~(rc << 56); /* rows 0-6 ^= 0xff, row 7 ^= 0xff ^ rc */
}

static void build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        unsigned cols = GROESTL_COLS(variant), rounds = GROESTL_ROUNDS(variant);
        for (unsigned perm = 0; perm < 2; perm++) {
            /* new[r][c] = old[r][(c + shift[r]) mod cols]; byte 8c + r is row r, column c */
            for (unsigned c = 0; c < cols; c++)
                for (unsigned r = 0; r < 8; r++) {
                    unsigned from = 8 * ((c + shifts[variant][perm][r]) % cols);
                    tables.shift_index[variant][perm][8 * c + r] = (uint8_t)(from + r);
                    tables.shift_rot[variant][perm][8 * c + r] = (uint8_t)(from + (r + 4) % 8);
                }
            for (unsigned c = 0; c < cols; c++) {
                tables.first[variant][perm][c] = round_constant(variant, perm, c, 0);
                for (unsigned round = 0; round + 1 < rounds; round++) {
                    uint64_t next = round_constant(variant, perm, c, round + 1);
                    tables.tail[variant][perm][round][c] = groestl_quarter_bytes(rotate_four_rows(next));
                }
            }
        }
    }
}

/* Build once; threads arriving meanwhile wait for the builder, never read half a table. */
static void tables_ready(void)
{
    groestl_once(&tables_state, build_tables);
}

/* SubBytes and MixBytes on the eight columns of a register, plus the next round's constant
 * (tail, see tables). MixBytes is b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}; returned rotated
 * by four rows, it is
 *   z_i = b_{i-4} = 4·x_{i+7} + 2·y_{i+3} + y_i,   with x_{i+7} = t_{i+7} + t_{i+2},
 * so t rotated by two rows serves both x and y, the two doublings become products by 4 and
 * by 2 side by side, and no rotation follows them. */
GROESTL_INLINE __m512i sub_mix(__m512i s, __m512i tail, const avx512_field *f)
{
    __m512i a = avx512_sbox(s, f->affine);
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm512_castsi512_si128(a)));
    __m512i t = _mm512_xor_si512(a, _mm512_ror_epi64(a, 8));
    __m512i t2 = _mm512_ror_epi64(t, 16);
    __m512i y = xor3(_mm512_ror_epi64(a, 48), t, t2); /* first operand: the one dying here */
    __m512i x7 = xor3(_mm512_ror_epi64(t, 56), t2, tail);
    return xor3(avx512_gf_mul(x7, f->four),
                avx512_gf_mul(_mm512_ror_epi64(y, 24), f->two), y);
}

/* Undo the rotation of the last round's result. */
GROESTL_INLINE __m512i unrotate(__m512i z)
{
    return _mm512_ror_epi64(z, 32);
}

/* ---- K states side by side, W registers each (1 for 512 bits, 2 for 1024) --------------- *
 * One message's P and Q leave the core waiting on latencies; K messages in the same loop
 * (groestl_hash_many's small batches, avx512_many.c's leftover lanes) fill them. K = 1 is
 * the one-message code. The 1024-bit state is columns 0-7 in register 0, 8-15 in 1. */

#define MAX_K 4

typedef struct {
    __m512i first[2], shift[2], shift_rot[2];
    const uint64_t (*tail)[16];
} perm_keys;

GROESTL_INLINE perm_keys perm_keys_of(unsigned variant, unsigned perm, unsigned W)
{
    perm_keys k;
    for (unsigned w = 0; w < W; w++) {
        k.first[w] = _mm512_loadu_si512(tables.first[variant][perm] + 8 * w);
        k.shift[w] = _mm512_loadu_si512(tables.shift_index[variant][perm] + 64 * w);
        k.shift_rot[w] = _mm512_loadu_si512(tables.shift_rot[variant][perm] + 64 * w);
    }
    k.tail = tables.tail[variant][perm];
    return k;
}

/* A round of one permutation on a state of W registers (its round constant in it already),
 * with the ShiftBytes index of round 0 or of the later rounds. */
GROESTL_INLINE void round_w(__m512i *s, unsigned W, const __m512i *shift, const uint64_t *tail,
                            const avx512_field *f)
{
    if (W == 1) {
        s[0] = sub_mix(avx512_permute_bytes(shift[0], s[0]), _mm512_loadu_si512(tail), f);
        return;
    }
    /* index bit 6 picks register 1: byte j of the 128-byte state */
    __m512i lo = _mm512_permutex2var_epi8(s[0], shift[0], s[1]);
    __m512i hi = _mm512_permutex2var_epi8(s[0], shift[1], s[1]);
    s[0] = sub_mix(lo, _mm512_loadu_si512(tail), f);
    s[1] = sub_mix(hi, _mm512_loadu_si512(tail + 8), f);
}

/* K chains absorb nblocks blocks each: P and Q of every lane round by round together. */
GROESTL_INLINE void compress_k(uint8_t *const *chains, const uint8_t *const *blocks, unsigned K,
                               size_t nblocks, unsigned variant)
{
    const unsigned W = (variant & GROESTL_WIDE) ? 2 : 1, rounds = GROESTL_ROUNDS(variant);
    const perm_keys kp = perm_keys_of(variant, 0, W), kq = perm_keys_of(variant, 1, W);
    const avx512_field f = avx512_field_of();
    __m512i h[MAX_K][2], p[MAX_K][2], q[MAX_K][2];
    const uint8_t *m[MAX_K];
    for (unsigned k = 0; k < K; k++) {
        m[k] = blocks[k];
        for (unsigned w = 0; w < W; w++)
            h[k][w] = _mm512_loadu_si512(chains[k] + 64 * w);
    }
    for (size_t n = 0; n < nblocks; n++) {
        for (unsigned k = 0; k < K; k++) {
            for (unsigned w = 0; w < W; w++) {
                __m512i x = _mm512_loadu_si512(m[k] + 64 * w);
                p[k][w] = xor3(h[k][w], x, kp.first[w]);
                q[k][w] = _mm512_xor_si512(x, kq.first[w]);
            }
            m[k] += 64 * W;
        }
        for (unsigned k = 0; k < K; k++) {
            round_w(p[k], W, kp.shift, kp.tail[0], &f);
            round_w(q[k], W, kq.shift, kq.tail[0], &f);
        }
        for (unsigned r = 1; r < rounds; r++)
            for (unsigned k = 0; k < K; k++) {
                round_w(p[k], W, kp.shift_rot, kp.tail[r], &f);
                round_w(q[k], W, kq.shift_rot, kq.tail[r], &f);
            }
        for (unsigned k = 0; k < K; k++)
            for (unsigned w = 0; w < W; w++)
                h[k][w] = _mm512_xor_si512(h[k][w], unrotate(_mm512_xor_si512(p[k][w], q[k][w])));
    }
    for (unsigned k = 0; k < K; k++)
        for (unsigned w = 0; w < W; w++)
            _mm512_storeu_si512(chains[k] + 64 * w, h[k][w]);
}

/* K chains through the output transformation: chain = P(chain) ^ chain. */
GROESTL_INLINE void output_k(uint8_t *const *chains, unsigned K, unsigned variant)
{
    const unsigned W = (variant & GROESTL_WIDE) ? 2 : 1, rounds = GROESTL_ROUNDS(variant);
    const perm_keys kp = perm_keys_of(variant, 0, W);
    const avx512_field f = avx512_field_of();
    __m512i h[MAX_K][2], p[MAX_K][2];
    for (unsigned k = 0; k < K; k++)
        for (unsigned w = 0; w < W; w++) {
            h[k][w] = _mm512_loadu_si512(chains[k] + 64 * w);
            p[k][w] = _mm512_xor_si512(h[k][w], kp.first[w]);
        }
    for (unsigned k = 0; k < K; k++)
        round_w(p[k], W, kp.shift, kp.tail[0], &f);
    for (unsigned r = 1; r < rounds; r++)
        for (unsigned k = 0; k < K; k++)
            round_w(p[k], W, kp.shift_rot, kp.tail[r], &f);
    for (unsigned k = 0; k < K; k++)
        for (unsigned w = 0; w < W; w++)
            _mm512_storeu_si512(chains[k] + 64 * w,
                                _mm512_xor_si512(h[k][w], unrotate(p[k][w])));
}

/* Wrappers written out, not token-pasted, so that grep finds each name. */
/* One function per state size and K, so that the register and round counts are constants in
 * each (the variant's WIDE bit is: GROESTL_ROUNDS depends on it alone). */
static GROESTL_NOINLINE void compress_narrow_k1(uint8_t *const *chains, const uint8_t *const *blocks,
                                                size_t n, unsigned variant)
{
    compress_k(chains, blocks, 1, n, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void compress_narrow_k2(uint8_t *const *chains, const uint8_t *const *blocks,
                                                size_t n, unsigned variant)
{
    compress_k(chains, blocks, 2, n, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void compress_narrow_k3(uint8_t *const *chains, const uint8_t *const *blocks,
                                                size_t n, unsigned variant)
{
    compress_k(chains, blocks, 3, n, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void compress_narrow_k4(uint8_t *const *chains, const uint8_t *const *blocks,
                                                size_t n, unsigned variant)
{
    compress_k(chains, blocks, 4, n, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void compress_wide_k1(uint8_t *const *chains, const uint8_t *const *blocks,
                                              size_t n, unsigned variant)
{
    compress_k(chains, blocks, 1, n, variant | GROESTL_WIDE);
}

static GROESTL_NOINLINE void compress_wide_k2(uint8_t *const *chains, const uint8_t *const *blocks,
                                              size_t n, unsigned variant)
{
    compress_k(chains, blocks, 2, n, variant | GROESTL_WIDE);
}

static GROESTL_NOINLINE void output_narrow_k1(uint8_t *const *chains, unsigned variant)
{
    output_k(chains, 1, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void output_narrow_k2(uint8_t *const *chains, unsigned variant)
{
    output_k(chains, 2, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void output_narrow_k3(uint8_t *const *chains, unsigned variant)
{
    output_k(chains, 3, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void output_narrow_k4(uint8_t *const *chains, unsigned variant)
{
    output_k(chains, 4, variant & ~GROESTL_WIDE);
}

static GROESTL_NOINLINE void output_wide_k1(uint8_t *const *chains, unsigned variant)
{
    output_k(chains, 1, variant | GROESTL_WIDE);
}

static GROESTL_NOINLINE void output_wide_k2(uint8_t *const *chains, unsigned variant)
{
    output_k(chains, 2, variant | GROESTL_WIDE);
}

typedef void (*compress_fn)(uint8_t *const *, const uint8_t *const *, size_t, unsigned);
typedef void (*output_fn)(uint8_t *const *, unsigned);
/* [wide][K]: the 1024-bit state takes at most 2 (next_load) */
static const compress_fn compress_fns[2][MAX_K + 1] = {
    {NULL, compress_narrow_k1, compress_narrow_k2, compress_narrow_k3, compress_narrow_k4},
    {NULL, compress_wide_k1, compress_wide_k2, NULL, NULL},
};
static const output_fn output_fns[2][MAX_K + 1] = {
    {NULL, output_narrow_k1, output_narrow_k2, output_narrow_k3, output_narrow_k4},
    {NULL, output_wide_k1, output_wide_k2, NULL, NULL},
};

/* How many lanes a load takes at most: registers hold 4 states of 2 (P, Q) or 2 of 4 ZMMs.
 * Lanes split into loads as even as can be (7 with at most 4: 4 and 3). */
static unsigned next_load(size_t lanes, unsigned variant)
{
    unsigned most = (variant & GROESTL_WIDE) ? 2 : MAX_K;
    size_t loads = (lanes + most - 1) / most;
    return (unsigned)((lanes + loads - 1) / loads);
}

void groestl_avx512_interleaved_compress(uint8_t *const *chains, const uint8_t *const *blocks,
                                          size_t lanes, size_t nblocks, unsigned variant)
{
    tables_ready();
    while (lanes > 0) {
        unsigned k = next_load(lanes, variant);
        compress_fns[(variant & GROESTL_WIDE) != 0][k](chains, blocks, nblocks, variant);
        chains += k, blocks += k, lanes -= k;
    }
}

void groestl_avx512_interleaved_output(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    tables_ready();
    while (lanes > 0) {
        unsigned k = next_load(lanes, variant);
        output_fns[(variant & GROESTL_WIDE) != 0][k](chains, variant);
        chains += k, lanes -= k;
    }
}

/* ---- The backend --------------------------------------------------------------------------- */

static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    tables_ready();
    if (variant & GROESTL_WIDE)
        compress_wide_k1(&chain, &blocks, nblocks, variant);
    else
        compress_narrow_k1(&chain, &blocks, nblocks, variant);
}

static void output(uint8_t *chain, unsigned variant)
{
    tables_ready();
    if (variant & GROESTL_WIDE)
        output_wide_k1(&chain, variant);
    else
        output_narrow_k1(&chain, variant);
}

/* For the tests: SubBytes alone, on 16 bytes (the rest of the register is zero). */
static void avx512_sub_bytes(uint8_t bytes[16])
{
    uint8_t block[64] = {0};
    for (int i = 0; i < 16; i++)
        block[i] = bytes[i];
    __m512i x = avx512_sbox(_mm512_loadu_si512(block), avx512_aes_affine());
    _mm512_storeu_si512(block, x);
    for (int i = 0; i < 16; i++)
        bytes[i] = block[i];
}

/* Every vector register compress and output may use (none in the emulated build). */
static void avx512_wipe_registers(void)
{
#if !defined(GROESTL_AVX512_EMULATED)
    groestl_wipe_zmm();
#endif
}

/* How deep compress and output reach: gcc 12 -O3 keeps them under 512 B, clang 14 -O3 spills
 * to 1.6 KiB (test_stack_wipe finds what is left below either). The many-messages code
 * wipes its own frames (avx512_many.c). */
#if defined(__clang__)
#  define AVX512_STACK 2048
#else
#  define AVX512_STACK 512
#endif

/* A descriptor like avx2_gfni.c's: a table of this backend's own fields, not repeated code. */
const groestl_backend_ops groestl_backend_avx512 = {
    .name = "avx512",
    .constant_time = 1,
#if defined(GROESTL_AVX512_EMULATED)
    .cpu_features = 0, /* SIMDe's code runs anywhere */
#else
    .cpu_features = GROESTL_CPU_AVX512F | GROESTL_CPU_AVX512BW | GROESTL_CPU_AVX512VL |
                    GROESTL_CPU_AVX512VBMI | GROESTL_CPU_GFNI,
#endif
    .compress = compress,
    .output = output,
    .compress_many = groestl_avx512_compress_many,
    .output_many = groestl_avx512_output_many,
    .finish_many = groestl_avx512_finish_many,
    .nodes_many = groestl_avx512_nodes_many,
    .stack_bytes = GROESTL_STACK_BYTES(AVX512_STACK),
    .wipe_registers = avx512_wipe_registers,
    .sub_bytes = avx512_sub_bytes,
};
