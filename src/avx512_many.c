/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx512_many.c - many messages at once for the avx512 backend (AVX-512 F/BW/VL/VBMI and
 * GFNI; built with those flags, run only after dispatch.c's check, as avx512.c).
 *
 * Two layouts, picked by the number of lanes (messages) of a call:
 *
 * TRANSPOSED, for many lanes (groups of 64; a group of fewer is padded with dummy lanes).
 *   A ZMM holds ONE byte position (row r, column c) of 64 messages: byte j is message j's.
 *   A state is 64 (1024-bit: 128) such vectors in L1 (vector 8c + r), two buffers per
 *   permutation (a round reads one and writes the other), plus the chaining value. Then
 *     ShiftBytes        is free: the round reads row r of column c from column c + shift[r]
 *                       (an address computed at compile time);
 *     SubBytes          one GF2P8AFFINEINVQB per vector, with the load as its memory operand;
 *     MixBytes          per column, from the eight vectors a_0..a_7 of its rows:
 *                         t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3}, y_i = t_i + t_{i+2} + a_{i+6},
 *                         b_i = 4·x_{i+3} + 2·y_{i+7} + y_{i+4}
 *                       (Aoki et al.'s formulas, see portable.c; b_i = 2·(2·x_{i+3} + y_{i+7})
 *                       + y_{i+4} with the products distributed, so a three-way XOR ends it):
 *                       8 XORs, 8 XORs, 8 VPTERNLOGs, 16 GF2P8MULBs, 8 VPTERNLOGs;
 *     AddRoundConstant  the next round's, inside the same operations: in the final version
 *                       P's constant is one byte per (round, column) on row 0, the same for
 *                       all 64 messages, so x_3 of that column takes it as a broadcast memory
 *                       operand (divided by 4, as it is multiplied by 4 after); Q's row 7 the
 *                       same through x_2, and Q's complement of every byte is the three-way
 *                       XOR's truth table turned into XNOR. Round 0's with the input.
 *   That is 56 operations per column and round: 7 per message and round where the
 *   one-state-per-register layout (below, avx512.c) takes 13. 24 of the 56 (GF2P8*) run on
 *   one port only on current Intel cores, the XORs on two; none on the shuffle port.
 *   Messages and chaining values are transposed in and out by a 64x64 byte transposition
 *   (two VSHUFI64X2 stages, then four VPUNPCK[LH]BW stages: 6 shuffles per 64 bytes and
 *   message), the message blocks at every block, the chaining values once per call.
 *
 * INTERLEAVED, for few lanes: avx512.c's code, a state per ZMM register (two for the
 *   1024-bit state), 13 operations per round and state, with 2 to 4 messages in the same
 *   loop so that their independent chains fill the pipeline (AVX512_NAME(interleaved_*)).
 *
 * Constant-time: every instruction above takes the same time whatever the data; no branch
 * and no address depends on it (tables are indexed by variant, round and column; the lane
 * count and block count are public).
 *
 * Built a second time with -DGROESTL_AVX512_EMULATED, the same code runs on SIMDe's portable
 * versions of these intrinsics, and the exported names end in _emulated.
 */
#include "avx512.h"

#include <stdatomic.h>
#include <string.h>

/* The interface: avx512.h. MANY_UNROLL: loops over a column's
 * rows or a round's columns, unrolled so that their vectors stay in registers; not in the
 * emulated build, where SIMDe's code fully unrolled takes GCC many minutes to compile. */
#if defined(GROESTL_AVX512_EMULATED)
#  define MANY_UNROLL
#  define MANY_INLINE static inline
#else
#  define MANY_UNROLL GROESTL_UNROLL
#  define MANY_INLINE GROESTL_INLINE
#endif

#define MAX_ROUNDS 14
#define GROUP 64 /* lanes of a transposed group: the bytes of a ZMM */

/* Lane counts from this one up go to the transposed layout (a partial group costs as much as
 * a full one); below it, the interleaved layout. Chosen with groestl_bench --many. */
#ifndef MANY_TRANSPOSED_FROM
#  define MANY_TRANSPOSED_FROM 40
#endif

static const uint8_t shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

/* ---- Tables, built at first use ------------------------------------------------------------ */

/* Per variant (GROESTL_WIDE | GROESTL_V0) and permutation (P = 0, Q = 1):
 * transposed layout
 *   t_first   round 0's constant of each byte position (vector 8c + r), a byte repeated four
 *             times for a 32-bit broadcast;
 *   t_fold    the constant of round i + 1 of column c as round i adds it: the byte of row 0
 *             (P) or row 7 (Q) divided by 4 (it enters through x_{i+3}); Q's complement of
 *             the final version is not in it (the XNOR adds it); 0 after the last round. */
static struct {
    uint32_t t_first[GROESTL_VARIANTS][2][128];
    uint32_t t_fold[GROESTL_VARIANTS][2][MAX_ROUNDS][16];
} tables;
static atomic_int tables_state; /* groestl_once */

/* Division by 4 in GF(2^8) mod x^8+x^4+x^3+x+1: halving twice, where an odd byte first gets
 * the polynomial (0x11b) added so that it divides by x. */
static uint8_t quarter_byte(uint8_t v)
{
    for (int i = 0; i < 2; i++)
        v = (uint8_t)(v & 1 ? (v ^ 0x11b) >> 1 : v >> 1);
    return v;
}

/* The constant byte of row r, column c, round i (the specification's, complement included). */
static uint8_t constant_byte(unsigned variant, unsigned perm, unsigned r, unsigned c,
                             unsigned round)
{
    if (variant & GROESTL_V0) {
        if (c != 0)
            return 0;
        if (perm == 0)
            return r == 0 ? (uint8_t)round : 0;
        return r == 7 ? (uint8_t)(0xff ^ round) : 0;
    }
    uint8_t rc = groestl_round_constant(c, round);
    if (perm == 0)
        return r == 0 ? rc : 0;
    return r == 7 ? (uint8_t)(0xff ^ rc) : 0xff;
}

static void build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        unsigned cols = GROESTL_COLS(variant), rounds = GROESTL_ROUNDS(variant);
        for (unsigned perm = 0; perm < 2; perm++) {
            unsigned crow = perm == 0 ? 0 : 7; /* the row whose constant varies */
            for (unsigned c = 0; c < cols; c++) {
                for (unsigned r = 0; r < 8; r++)
                    tables.t_first[variant][perm][8 * c + r] =
                        0x01010101u * constant_byte(variant, perm, r, c, 0);
                for (unsigned i = 0; i + 1 < rounds; i++) {
                    /* the varying row only; the final Q's 0xff comes from the XNOR */
                    uint8_t k = constant_byte(variant, perm, crow, c, i + 1);
                    if (!(variant & GROESTL_V0) && perm == 1)
                        k ^= 0xff;
                    tables.t_fold[variant][perm][i][c] = 0x01010101u * quarter_byte(k);
                }
            }
        }
    }
}

static void tables_ready(void)
{
    groestl_once(&tables_state, build_tables);
}

/* ---- Field constants ------------------------------------------------------------------------- */

MANY_INLINE __m512i xnor3(__m512i a, __m512i b, __m512i c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0x69);
}

MANY_INLINE __m512i sbox(__m512i x, __m512i affine)
{
    return _mm512_gf2p8affineinv_epi64_epi8(x, affine, 0x63);
}

MANY_INLINE __m512i bcst32(const uint32_t *p)
{
    return _mm512_set1_epi32((int)*p);
}

/* =============================================================================================
 * The transposed layout
 * ============================================================================================= */

/* ---- 64x64 byte transposition ---------------------------------------------------------------
 * In: R[m] (m < 64), 64 bytes. Out: O[r] byte j = R[j] byte swap45(r), where swap45 exchanges
 * bits 4 and 5 of an index. Phase A pairs registers on index bits 4 and 5 and moves whole
 * 128-bit lanes (VSHUFI64X2), phase B works on groups of 16 registers (index bits 0-3) with
 * four VPUNPCK[LH]BW stages, each of which moves the top bit of the byte position in a
 * 128-bit lane into the register index and the register bit paired into the bottom of the
 * byte position. Phase A's output goes through memory (scratch) as phase B's groups cut
 * across its own. */

/* Phase A on the four inputs whose index is g + 16u (u < 4), to scratch. */
MANY_INLINE void transpose_a4(__m512i *scratch, unsigned g, __m512i r0, __m512i r1,
                              __m512i r2, __m512i r3)
{
    /* index bit 4 with the top bit of the 128-bit lane number */
    __m512i s0 = _mm512_shuffle_i32x4(r0, r1, 0x44), s1 = _mm512_shuffle_i32x4(r0, r1, 0xee);
    __m512i s2 = _mm512_shuffle_i32x4(r2, r3, 0x44), s3 = _mm512_shuffle_i32x4(r2, r3, 0xee);
    /* index bit 5 with the bottom bit of the lane number */
    _mm512_store_si512(scratch + g, _mm512_shuffle_i32x4(s0, s2, 0x88));
    _mm512_store_si512(scratch + g + 32, _mm512_shuffle_i32x4(s0, s2, 0xdd));
    _mm512_store_si512(scratch + g + 16, _mm512_shuffle_i32x4(s1, s3, 0x88));
    _mm512_store_si512(scratch + g + 48, _mm512_shuffle_i32x4(s1, s3, 0xdd));
}

/* Phase B on the group of scratch[16G .. 16G + 15]; o[j] is O[16G + j]. */
MANY_INLINE void transpose_b16(const __m512i *scratch, unsigned G, __m512i o[16])
{
    __m512i v[16];
    MANY_UNROLL
    for (unsigned j = 0; j < 16; j++)
        v[j] = _mm512_load_si512(scratch + 16 * G + j);
    MANY_UNROLL
    for (unsigned b = 8; b >= 1; b >>= 1) {
        MANY_UNROLL
        for (unsigned j = 0; j < 16; j++) {
            if (j & b)
                continue;
            __m512i lo = _mm512_unpacklo_epi8(v[j], v[j | b]);
            __m512i hi = _mm512_unpackhi_epi8(v[j], v[j | b]);
            v[j] = lo;
            v[j | b] = hi;
        }
    }
    MANY_UNROLL
    for (unsigned j = 0; j < 16; j++)
        o[j] = v[j];
}

MANY_INLINE unsigned swap45(unsigned r)
{
    return (r & 15) | (r >> 1 & 16) | (r << 1 & 32);
}

/* Lanes of a group: where each lane's chain and blocks are (dummy lanes read zeros and write
 * to a sink). */
typedef struct {
    const uint8_t *block[GROUP];
    uint8_t *chain[GROUP];
    size_t step[GROUP]; /* bytes from a block to the next: the block size, 0 for dummies */
} lanes_of_group;

/* 64 rows read at ptr[m] + off, transposed: vector k of dest is byte k of every row. */
static GROESTL_NOINLINE void transpose_in(__m512i *dest, __m512i *scratch, const uint8_t *const *ptr,
                                size_t off)
{
    MANY_UNROLL
    for (unsigned g = 0; g < 16; g++)
        transpose_a4(scratch, g, _mm512_loadu_si512(ptr[g] + off),
                     _mm512_loadu_si512(ptr[g + 16] + off), _mm512_loadu_si512(ptr[g + 32] + off),
                     _mm512_loadu_si512(ptr[g + 48] + off));
    MANY_UNROLL
    for (unsigned G = 0; G < 4; G++) {
        __m512i o[16];
        transpose_b16(scratch, G, o);
        MANY_UNROLL
        for (unsigned j = 0; j < 16; j++)
            _mm512_store_si512(dest + swap45(16 * G + j), o[j]);
    }
}

/* The inverse: byte k of row m (at ptr[m] + off) is byte m of vector k of src. */
static GROESTL_NOINLINE void transpose_out(uint8_t *const *ptr, size_t off, __m512i *scratch,
                                 const __m512i *src)
{
    MANY_UNROLL
    for (unsigned g = 0; g < 16; g++)
        transpose_a4(scratch, g, _mm512_load_si512(src + g), _mm512_load_si512(src + g + 16),
                     _mm512_load_si512(src + g + 32), _mm512_load_si512(src + g + 48));
    MANY_UNROLL
    for (unsigned G = 0; G < 4; G++) {
        __m512i o[16];
        transpose_b16(scratch, G, o);
        MANY_UNROLL
        for (unsigned j = 0; j < 16; j++)
            _mm512_storeu_si512(ptr[swap45(16 * G + j)] + off, o[j]);
    }
}

/* ---- A round ----------------------------------------------------------------------------------
 * Reads state `in`, writes `out` (vector 8c + r is row r, column c). fold: per column, the
 * next round's constant for x_3 (P) or x_2 (Q), or NULL in the last round; xnor: the final
 * version's Q, whose next round complements every byte. */
MANY_INLINE void t_round(const __m512i *in, __m512i *out, unsigned variant, unsigned perm,
                         const uint32_t *fold, int xnor, const avx512_field *f)
{
    const unsigned cols = GROESTL_COLS(variant);
    const unsigned kx = perm == 0 ? 3 : 2; /* x_{kx} carries the constant */
    MANY_UNROLL
    for (unsigned c = 0; c < cols; c++) {
        __m512i a[8], t[8], x[8], y[8];
        MANY_UNROLL
        for (unsigned r = 0; r < 8; r++) {
            unsigned from = 8 * ((c + shifts[variant][perm][r]) % cols) + r;
            a[r] = sbox(_mm512_load_si512(in + from), f->affine);
        }
        MANY_UNROLL
        for (unsigned i = 0; i < 8; i++)
            t[i] = _mm512_xor_si512(a[i], a[(i + 1) & 7]);
        MANY_UNROLL
        for (unsigned i = 0; i < 8; i++) {
            if (fold && i == kx)
                x[i] = xor3(t[i], t[(i + 3) & 7], bcst32(fold + c));
            else
                x[i] = _mm512_xor_si512(t[i], t[(i + 3) & 7]);
        }
        /* VPTERNLOG overwrites its first operand: a value at its last use goes there, or the
         * compiler copies it first (a register move on the vector ports). */
        MANY_UNROLL
        for (unsigned i = 0; i < 8; i++)
            y[i] = xor3(a[(i + 6) & 7], t[i], t[(i + 2) & 7]);
        MANY_UNROLL
        for (unsigned i = 0; i < 8; i++) {
            __m512i x4 = _mm512_gf2p8mul_epi8(x[(i + 3) & 7], f->four);
            __m512i y2 = _mm512_gf2p8mul_epi8(y[(i + 7) & 7], f->two);
            __m512i b = xnor ? xnor3(x4, y2, y[(i + 4) & 7]) : xor3(x4, y2, y[(i + 4) & 7]);
            _mm512_store_si512(out + 8 * c + i, b);
        }
    }
}

/* One permutation: from buf0 (round 0's constant in it) to buf0 (the round count is even).
 * With next (P only), rounds 0-7 fetch the next blocks of 8 lanes each into L2: the loads of
 * 64 streams come too many at once for the hardware prefetchers, and the transposition would
 * wait for them. */
MANY_INLINE void t_permute(__m512i *buf0, __m512i *buf1, unsigned variant, unsigned perm,
                           const uint8_t *const *next, const avx512_field *f)
{
    const unsigned rounds = GROESTL_ROUNDS(variant);
    const int xnor = !(variant & GROESTL_V0) && perm == 1;
    const uint32_t(*fold)[16] = tables.t_fold[variant][perm];
    __m512i *in = buf0, *out = buf1;
    for (unsigned i = 0; i + 1 < rounds; i++) {
        if (next && i < GROUP / 8) {
            for (unsigned j = 8 * i; j < 8 * i + 8; j++)
                for (unsigned line = 0; line < GROESTL_BLOCK_BYTES(variant); line += 64)
                    _mm_prefetch((const char *)next[j] + line, _MM_HINT_T1);
        }
        t_round(in, out, variant, perm, fold[i], xnor, f);
        __m512i *swap = in;
        in = out;
        out = swap;
    }
    t_round(in, out, variant, perm, NULL, 0, f);
}

/* The permutations as functions of their own, which compress and output share. */
#define T_PERMUTE(v)                                                                           \
    static GROESTL_NOINLINE void t_permute_p##v(__m512i *buf0, __m512i *buf1, const uint8_t *const *next) \
    {                                                                                          \
        const avx512_field f = avx512_field_of();                                                            \
        t_permute(buf0, buf1, v, 0, next, &f);                                                 \
    }                                                                                          \
    static GROESTL_NOINLINE void t_permute_q##v(__m512i *buf0, __m512i *buf1)                            \
    {                                                                                          \
        const avx512_field f = avx512_field_of();                                                            \
        t_permute(buf0, buf1, v, 1, NULL, &f);                                                 \
    }
T_PERMUTE(0)
T_PERMUTE(1)
T_PERMUTE(2)
T_PERMUTE(3)

MANY_INLINE void t_permute_p(__m512i *buf0, __m512i *buf1, const uint8_t *const *next,
                             unsigned variant)
{
    switch (variant) {
    case 0: t_permute_p0(buf0, buf1, next); break;
    case 1: t_permute_p1(buf0, buf1, next); break;
    case 2: t_permute_p2(buf0, buf1, next); break;
    default: t_permute_p3(buf0, buf1, next); break;
    }
}

MANY_INLINE void t_permute_q(__m512i *buf0, __m512i *buf1, unsigned variant)
{
    switch (variant) {
    case 0: t_permute_q0(buf0, buf1); break;
    case 1: t_permute_q1(buf0, buf1); break;
    case 2: t_permute_q2(buf0, buf1); break;
    default: t_permute_q3(buf0, buf1); break;
    }
}

/* The state of a group: chaining value, and two buffers per permutation. n = 8·cols vectors. */
#define T_H(st, n) (st)
#define T_P0(st, n) ((st) + (n))
#define T_P1(st, n) ((st) + 2 * (n))
#define T_Q0(st, n) ((st) + 3 * (n))
#define T_Q1(st, n) ((st) + 4 * (n)) /* also the transposition's scratch */

/* Chaining values in: h = transposed chains. */
MANY_INLINE void t_chain_in(__m512i *st, const lanes_of_group *L, unsigned variant)
{
    const unsigned n = 8 * GROESTL_COLS(variant);
    for (unsigned half = 0; half < n / 64; half++)
        transpose_in(T_H(st, n) + 64 * half, T_Q1(st, n), (const uint8_t *const *)L->chain,
                     64 * half);
}

/* Chaining values out: chains = transposed state `from`. */
MANY_INLINE void t_chain_out(__m512i *st, const __m512i *from, const lanes_of_group *L,
                             unsigned variant)
{
    const unsigned n = 8 * GROESTL_COLS(variant);
    for (unsigned half = 0; half < n / 64; half++)
        transpose_out(L->chain, 64 * half, T_Q1(st, n), from + 64 * half);
}

/* A block of every lane: P0 = h ^ m ^ constant, Q0 = m ^ constant; the pointers move on. */
MANY_INLINE void t_block_in(__m512i *st, lanes_of_group *L, unsigned variant)
{
    const unsigned n = 8 * GROESTL_COLS(variant);
    const uint32_t *kp = tables.t_first[variant][0], *kq = tables.t_first[variant][1];
    for (unsigned half = 0; half < n / 64; half++)
        transpose_in(T_Q0(st, n) + 64 * half, T_Q1(st, n), L->block, 64 * half);
    MANY_UNROLL
    for (unsigned k = 0; k < n; k++) {
        __m512i m = _mm512_load_si512(T_Q0(st, n) + k);
        _mm512_store_si512(T_P0(st, n) + k,
                           xor3(_mm512_load_si512(T_H(st, n) + k), m, bcst32(kp + k)));
        _mm512_store_si512(T_Q0(st, n) + k, _mm512_xor_si512(m, bcst32(kq + k)));
    }
    for (unsigned i = 0; i < GROUP; i++)
        L->block[i] += L->step[i];
}

/* The output transformation of the transposed chains h, out to the lanes' chains. */
MANY_INLINE void t_output_of_h(__m512i *st, lanes_of_group *L, unsigned variant)
{
    const unsigned n = 8 * GROESTL_COLS(variant);
    const uint32_t *kp = tables.t_first[variant][0];
    MANY_UNROLL
    for (unsigned k = 0; k < n; k++)
        _mm512_store_si512(T_P0(st, n) + k,
                           _mm512_xor_si512(_mm512_load_si512(T_H(st, n) + k), bcst32(kp + k)));
    t_permute_p(T_P0(st, n), T_P1(st, n), NULL, variant);
    MANY_UNROLL
    for (unsigned k = 0; k < n; k++)
        _mm512_store_si512(T_P0(st, n) + k, _mm512_xor_si512(_mm512_load_si512(T_H(st, n) + k),
                                                             _mm512_load_si512(T_P0(st, n) + k)));
    t_chain_out(st, T_P0(st, n), L, variant);
}

/* nblocks blocks of every lane; then the chains out, or (finish) the output transformation
 * of them, without the chains leaving the transposed layout in between. */
MANY_INLINE void t_compress(__m512i *st, lanes_of_group *L, size_t nblocks, unsigned variant,
                            int finish)
{
    const unsigned n = 8 * GROESTL_COLS(variant);
    t_chain_in(st, L, variant);
    for (size_t b = 0; b < nblocks; b++) {
        t_block_in(st, L, variant);
        t_permute_p(T_P0(st, n), T_P1(st, n), b + 1 < nblocks ? L->block : NULL, variant);
        t_permute_q(T_Q0(st, n), T_Q1(st, n), variant);
        MANY_UNROLL
        for (unsigned k = 0; k < n; k++) {
            __m512i h = _mm512_load_si512(T_H(st, n) + k);
            __m512i p = _mm512_load_si512(T_P0(st, n) + k);
            _mm512_store_si512(T_H(st, n) + k, xor3(h, p, _mm512_load_si512(T_Q0(st, n) + k)));
        }
    }
    if (finish)
        t_output_of_h(st, L, variant);
    else
        t_chain_out(st, T_H(st, n), L, variant);
}

MANY_INLINE void t_output(__m512i *st, lanes_of_group *L, unsigned variant)
{
    t_chain_in(st, L, variant);
    t_output_of_h(st, L, variant);
}

/* One function per variant, so that shifts and sizes are constants. */
#define T_FUNCTIONS(v)                                                                         \
    static GROESTL_NOINLINE void t_compress_##v(__m512i *st, lanes_of_group *L, size_t nblocks,  \
                                                int finish)                                    \
    {                                                                                          \
        t_compress(st, L, nblocks, v, finish);                                                 \
    }                                                                                          \
    static GROESTL_NOINLINE void t_output_##v(__m512i *st, lanes_of_group *L)                            \
    {                                                                                          \
        t_output(st, L, v);                                                                    \
    }
T_FUNCTIONS(0)
T_FUNCTIONS(1)
T_FUNCTIONS(2)
T_FUNCTIONS(3)

/* A group of up to 64 lanes from the arrays; the rest are dummies. */
static const uint8_t zero_block[GROESTL_MAX_BLOCK_BYTES];

static void group_of(lanes_of_group *L, uint8_t *const *chains, const uint8_t *const *blocks,
                     size_t lanes, unsigned variant, uint8_t *sink)
{
    for (size_t i = 0; i < GROUP; i++) {
        if (i < lanes) {
            L->chain[i] = chains[i];
            L->block[i] = blocks ? blocks[i] : zero_block;
            L->step[i] = GROESTL_BLOCK_BYTES(variant);
        } else {
            L->chain[i] = sink; /* every dummy writes the same sink: its value is never read */
            L->block[i] = zero_block;
            L->step[i] = 0;
        }
    }
}

/* The stack space of a group: 5 states of 128 vectors (40 KiB), aligned by its type. */
typedef struct {
    __m512i v[5 * 128];
} t_space;

static void t_compress_group(uint8_t *const *chains, const uint8_t *const *blocks,
                             size_t lanes, size_t nblocks, unsigned variant, int finish)
{
    t_space space;
    uint8_t sink[GROESTL_MAX_BLOCK_BYTES];
    lanes_of_group L;
    group_of(&L, chains, blocks, lanes, variant, sink);
    switch (GROESTL_VARIANT_INDEX(variant)) {
    case 0: t_compress_0(space.v, &L, nblocks, finish); break;
    case 1: t_compress_1(space.v, &L, nblocks, finish); break;
    case 2: t_compress_2(space.v, &L, nblocks, finish); break;
    default: t_compress_3(space.v, &L, nblocks, finish); break;
    }
    groestl_wipe(space.v, 5 * 8 * GROESTL_COLS(variant) * sizeof(__m512i));
}

static void t_output_group(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    t_space space;
    uint8_t sink[GROESTL_MAX_BLOCK_BYTES];
    lanes_of_group L;
    group_of(&L, chains, NULL, lanes, variant, sink);
    switch (GROESTL_VARIANT_INDEX(variant)) {
    case 0: t_output_0(space.v, &L); break;
    case 1: t_output_1(space.v, &L); break;
    case 2: t_output_2(space.v, &L); break;
    default: t_output_3(space.v, &L); break;
    }
    groestl_wipe(space.v, 5 * 8 * GROESTL_COLS(variant) * sizeof(__m512i));
}

/* ==============================================================================================
 * The exported functions
 * ============================================================================================== */

#ifndef MANY_OUTPUT_TRANSPOSED_FROM
#  define MANY_OUTPUT_TRANSPOSED_FROM MANY_TRANSPOSED_FROM
#endif

void AVX512_NAME(compress_many)(uint8_t *const *chains, const uint8_t *const *blocks, size_t lanes,
                   size_t nblocks, unsigned variant)
{
    if (nblocks == 0 || lanes == 0)
        return;
    tables_ready();
    variant = GROESTL_VARIANT_INDEX(variant);
    while (lanes >= MANY_TRANSPOSED_FROM) {
        size_t g = lanes < GROUP ? lanes : GROUP;
        t_compress_group(chains, blocks, g, nblocks, variant, 0);
        chains += g, blocks += g, lanes -= g;
    }
    if (lanes > 0)
        AVX512_NAME(interleaved_compress)(chains, blocks, lanes, nblocks, variant);
}

void AVX512_NAME(finish_many)(uint8_t *const *chains, const uint8_t *const *blocks, size_t lanes,
                              size_t nblocks, unsigned variant)
{
    if (lanes == 0)
        return;
    tables_ready();
    variant = GROESTL_VARIANT_INDEX(variant);
    while (lanes >= MANY_TRANSPOSED_FROM) {
        size_t g = lanes < GROUP ? lanes : GROUP;
        if (nblocks == 0)
            t_output_group(chains, g, variant);
        else
            t_compress_group(chains, blocks, g, nblocks, variant, 1);
        chains += g, blocks += g, lanes -= g;
    }
    if (lanes > 0) {
        AVX512_NAME(interleaved_compress)(chains, blocks, lanes, nblocks, variant);
        AVX512_NAME(interleaved_output)(chains, lanes, variant);
    }
}

void AVX512_NAME(output_many)(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    if (lanes == 0)
        return;
    tables_ready();
    variant = GROESTL_VARIANT_INDEX(variant);
    while (lanes >= MANY_OUTPUT_TRANSPOSED_FROM) {
        size_t g = lanes < GROUP ? lanes : GROUP;
        t_output_group(chains, g, variant);
        chains += g, lanes -= g;
    }
    if (lanes > 0)
        AVX512_NAME(interleaved_output)(chains, lanes, variant);
}
