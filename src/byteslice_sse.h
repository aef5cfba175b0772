/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * byteslice_sse.h - the byte-sliced layout of Aoki, Roland, Sasaki and Schläffer ("Byte
 * Slicing Grøstl", SECRYPT 2011) in SSSE3, shared by the aesni and vperm backends: the
 * transposition, the ShiftBytes masks, the round constants, the tables and the drivers of
 * compress and output. The backends differ in the rounds; the file including this one
 * defines, after it,
 *
 *   BS_INLINE __m128i bs_enter(__m128i v), bs_leave(__m128i v)
 *       a per-byte linear map into the representation the rounds work in, and back
 *       (the identity for aesni; a change of basis for vperm)
 *   BS_INLINE void bs_rounds(__m128i s[8], const __m128i mask[8], const __m128i *key, int n)
 *       n rounds on 8 row registers (in the entered representation), the input's round-0
 *       constant already added: PSHUFB by mask[i] (ShiftBytes, see bs_step_source), SubBytes,
 *       MixBytes, and in round r the key key[8r + i] of bs_round_keys, once per register
 *   BS_INLINE void bs_rounds_pair(p, q, pmask, qmask, pkey, qkey, n, lanes)  the same on the wide P
 *       and Q together, so that each hides the other's latency
 *   static unsigned bs_step_source(unsigned j)
 *       a byte permutation the S-box method brings along: the byte at bs_step_source(j)
 *       after the PSHUFB ends up at j (the identity if none)
 *   static void bs_backend_init(void)    builds what the rounds read, once
 *   static void bs_round_keys(unsigned variant, const __m128i rc[][8], __m128i key[][8])
 *       key[r] for rounds r = 0 .. GROESTL_ROUNDS(variant) - 1, from rc[r], the constant
 *       that AddRoundConstant adds in round r + 1 (0 past the last round), in the layout
 *   BS_INLINE void bs_rounds_narrow(__m128i s[8], const bs_variant_tables *t, int lanes)
 *       bs_rounds of the narrow compression, with t's tables
 *   (lanes: the constant the backend gave bs_compress_with, for a second set of rounds)
 *   BS_INLINE void bs_rounds_pairs(__m128i s[4], mask[4][2], key[][4][2], int n)
 *       bs_rounds on the narrow P alone in 4 registers [row k | row k+4] (the output
 *       transformation), with t->pair_mask[k][0] and pair_key[r][k][0]
 *
 * and builds its groestl_backend_ops on bs_compress_with (or bs_compress_narrow/_wide) and
 * bs_output. Constant-time as long as
 * the rounds are: the only branches and addresses here depend on lengths and the variant.
 *
 * Layout. The state is transposed so that a register holds bytes of one row: MixBytes works
 * on columns, so it becomes the same XORs and doublings on 8 registers, 16 columns at once.
 *   512-bit ("narrow"): P and Q side by side, 8 registers; register r = row r, bytes 0-7 P's
 *     columns 0-7, bytes 8-15 Q's columns 0-7. The output transformation, P alone, uses
 *     4 registers: register k = rows k and k+4.
 *   1024-bit ("wide"): 8 registers per permutation; register r = row r, byte c = column c.
 * The chaining value stays transposed and entered between the blocks of one call.
 * Round 0's constant goes in with the input ("first", entered); the later ones through the
 * keys, which each backend places where its rounds want them.
 */
#ifndef GROESTL_BYTESLICE_SSE_H
#define GROESTL_BYTESLICE_SSE_H

#include <stdatomic.h>
#include <string.h>
#include <tmmintrin.h>

#include "groestl_impl.h"

#define BS_ROWS GROESTL_ROWS
#define BS_MAX_ROUNDS 14

/* The round code must be inlined whole (GCC does not at -O2 by itself). */
#if defined(__GNUC__) || defined(__clang__)
#  define BS_INLINE static inline __attribute__((always_inline))
#else
#  define BS_INLINE static inline
#endif

/* The row loops must be unrolled, so that the rows live in registers, not in arrays on the
 * stack: GCC does it at -O3 by itself, not at -O2. */
#if defined(__clang__)
#  define BS_UNROLLED _Pragma("unroll")
#elif defined(__GNUC__) && __GNUC__ >= 8
#  define BS_UNROLLED _Pragma("GCC unroll 16")
#else
#  define BS_UNROLLED
#endif

/* ---- What the backend supplies (see the top of the file) --------------------------------- */

BS_INLINE __m128i bs_enter(__m128i v);
BS_INLINE __m128i bs_leave(__m128i v);
BS_INLINE void bs_rounds(__m128i s[BS_ROWS], const __m128i mask[BS_ROWS], const __m128i *key,
                         int rounds);
BS_INLINE void bs_rounds_pair(__m128i p[BS_ROWS], __m128i q[BS_ROWS],
                              const __m128i pmask[BS_ROWS], const __m128i qmask[BS_ROWS],
                              const __m128i *pkey, const __m128i *qkey, int rounds, int lanes);
BS_INLINE void bs_rounds_pairs(__m128i s[4], const __m128i mask[4][2],
                               const __m128i (*key)[4][2], int rounds);
static unsigned bs_step_source(unsigned j);
static void bs_backend_init(void);
static void bs_round_keys(unsigned variant, const __m128i rc[][BS_ROWS], __m128i key[][BS_ROWS]);

/* ---- Tables, built at first use ---------------------------------------------------------- */

/* For one variant. Narrow uses index 0 of each [2] (P and Q share registers); wide uses
 * 0 for P and 1 for Q. */
typedef struct {
    __m128i mask[2][BS_ROWS];                 /* the rounds' PSHUFB, per row */
    __m128i first[2][BS_ROWS];                /* round 0's constant, entered, XORed to the input */
    __m128i key[2][BS_MAX_ROUNDS][BS_ROWS];   /* the rounds' keys, per round and row */
    /* Narrow P ([k][0]) and Q ([k][1]) in row pairs: register k = [row k | row k+4], for
     * the output transformation (P) and for aesni's 256-bit rounds (both). */
    __m128i pair_mask[4][2], pair_first[4], pair_key[BS_MAX_ROUNDS][4][2];
} bs_variant_tables;

static bs_variant_tables bs_tables[4]; /* [variant & (GROESTL_WIDE | GROESTL_V0)] */

/* The backend's rounds of the narrow compression: bs_rounds with t's narrow masks and keys,
 * or what it has faster. */
BS_INLINE void bs_rounds_narrow(__m128i s[BS_ROWS], const bs_variant_tables *t, int lanes);
static atomic_int bs_tables_state;     /* 0 not built, 1 being built, 2 ready */

/* The register layouts: which permutation (0 = P, 1 = Q), row and column byte j of
 * register `reg` holds, and where in that register a column of the same row is. */
enum { BS_NARROW, BS_WIDE_P, BS_WIDE_Q, BS_NARROW_P_PAIRS, BS_NARROW_Q_PAIRS };

static void bs_position(int layout, int reg, unsigned j, int *perm, int *row, unsigned *col)
{
    const int pairs = layout == BS_NARROW_P_PAIRS || layout == BS_NARROW_Q_PAIRS;
    *perm = layout == BS_WIDE_Q || layout == BS_NARROW_Q_PAIRS ? 1
            : layout == BS_NARROW                              ? (int)(j / 8)
                                                               : 0;
    *row = pairs ? reg + 4 * (int)(j / 8) : reg;
    *col = (layout == BS_WIDE_P || layout == BS_WIDE_Q) ? j : j % 8;
}

static unsigned bs_place(int layout, unsigned j, unsigned col)
{
    return (layout == BS_WIDE_P || layout == BS_WIDE_Q) ? col : (j & 8) | col;
}

/* The rounds' PSHUFB mask for register `reg` of `layout`. */
static __m128i bs_shift_mask(unsigned variant, int layout, int reg)
{
    uint8_t mask[16];
    for (unsigned j = 0; j < 16; j++) {
        int perm, row;
        unsigned col;
        bs_position(layout, reg, j, &perm, &row, &col);
        /* ShiftBytes: place j gets column col + shift. The S-box step then moves the byte
         * at bs_step_source(j) to j, so that is where the shuffle puts it. */
        unsigned from = (col + groestl_shifts[variant & 3][perm][row]) % GROESTL_COLS(variant);
        mask[bs_step_source(j)] = (uint8_t)bs_place(layout, j, from);
    }
    return _mm_loadu_si128((const __m128i *)mask);
}

/* AddRoundConstant (groestl_impl.h): the byte permutation `perm` XORs to (row, col) in
 * `round`; 0 past the last round. */
static uint8_t bs_round_constant(unsigned variant, int perm, unsigned round, int row,
                                 unsigned col)
{
    if (round >= (unsigned)GROESTL_ROUNDS(variant))
        return 0;
    if (variant & GROESTL_V0) {
        if (col != 0)
            return 0;
        if (perm == 0)
            return row == 0 ? (uint8_t)round : 0;
        return row == 7 ? (uint8_t)(0xff ^ round) : 0;
    }
    uint8_t rc = groestl_round_constant(col, round);
    if (perm == 0)
        return row == 0 ? rc : 0;
    return row == 7 ? (uint8_t)(0xff ^ rc) : 0xff;
}

/* Multiplication in GF(2^8) mod x^8+x^4+x^3+x+1, for building tables only. */
static uint8_t bs_gf_mul(uint8_t a, uint8_t b)
{
    uint8_t p = 0;
    for (int i = 0; i < 8; i++, b >>= 1) {
        p ^= (uint8_t)(-(b & 1) & a);
        a = (uint8_t)((a << 1) ^ (-(a >> 7) & 0x1b));
    }
    return p;
}

static uint8_t bs_gf_inv(uint8_t a)
{
    for (unsigned b = 1; b < 256; b++)
        if (bs_gf_mul(a, (uint8_t)b) == 1)
            return (uint8_t)b;
    return 0;
}

/* AddRoundConstant of `round` on register `reg` of `layout`. */
static __m128i bs_constant_row(unsigned variant, int layout, int reg, unsigned round)
{
    uint8_t rc[16];
    for (unsigned j = 0; j < 16; j++) {
        int perm, row;
        unsigned col;
        bs_position(layout, reg, j, &perm, &row, &col);
        rc[j] = bs_round_constant(variant, perm, round, row, col);
    }
    return _mm_loadu_si128((const __m128i *)rc);
}

static void bs_build_variant(unsigned variant, bs_variant_tables *t)
{
    const int wide = (variant & GROESTL_WIDE) != 0;
    const int rounds = GROESTL_ROUNDS(variant);

    for (int set = 0; set < 1 + wide; set++) {
        const int layout = wide ? (set ? BS_WIDE_Q : BS_WIDE_P) : BS_NARROW;
        __m128i rc[BS_MAX_ROUNDS + 1][BS_ROWS];
        for (int r = 0; r <= rounds; r++)
            for (int reg = 0; reg < BS_ROWS; reg++)
                rc[r][reg] = bs_constant_row(variant, layout, reg, (unsigned)r);
        for (int reg = 0; reg < BS_ROWS; reg++) {
            t->mask[set][reg] = bs_shift_mask(variant, layout, reg);
            t->first[set][reg] = bs_enter(rc[0][reg]);
        }
        bs_round_keys(variant, rc + 1, t->key[set]);
    }
    if (!wide) { /* the narrow P alone in row pairs: the same constants, rearranged */
        for (int k = 0; k < 4; k++) {
            t->pair_mask[k][0] = bs_shift_mask(variant, BS_NARROW_P_PAIRS, k);
            t->pair_mask[k][1] = bs_shift_mask(variant, BS_NARROW_Q_PAIRS, k);
            t->pair_first[k] = _mm_unpacklo_epi64(t->first[0][k], t->first[0][k + 4]);
            for (int r = 0; r < rounds; r++) {
                t->pair_key[r][k][0] = _mm_unpacklo_epi64(t->key[0][r][k], t->key[0][r][k + 4]);
                t->pair_key[r][k][1] = _mm_unpackhi_epi64(t->key[0][r][k], t->key[0][r][k + 4]);
            }
        }
    }
}

/* The tables for `variant`, built by the first caller; others wait for it. */
static const bs_variant_tables *bs_get_tables(unsigned variant)
{
    if (atomic_load_explicit(&bs_tables_state, memory_order_acquire) != 2) {
        int expected = 0;
        if (atomic_compare_exchange_strong_explicit(&bs_tables_state, &expected, 1,
                                                    memory_order_acquire,
                                                    memory_order_acquire)) {
            bs_backend_init();
            for (unsigned v = 0; v < 4; v++)
                bs_build_variant(v, &bs_tables[v]);
            atomic_store_explicit(&bs_tables_state, 2, memory_order_release);
        } else {
            while (atomic_load_explicit(&bs_tables_state, memory_order_acquire) != 2)
                _mm_pause();
        }
    }
    return &bs_tables[variant & 3];
}

/* The halves of a register swapped (row pairs [row k | row k+4] to [row k+4 | row k]). */
BS_INLINE __m128i bs_swap(__m128i v)
{
    return _mm_shuffle_epi32(v, 0x4e);
}

/* ---- Transposition between spec order and rows ------------------------------------------- */

/* Spec order puts byte 8c + r at row r, column c. The unpack instructions interleave two
 * registers: seen as index bits, each moves the top bit of a byte's place into the choice of
 * output register and takes a bit of the input register's number in at the bottom (bytes),
 * or one up (16-bit words), two up (32-bit) or three up (64-bit). The comments track
 * (register bits | place bits) in the 64 or 128 bytes. */

#define BS_UNPACK(lo, hi, a, b, width)                 \
    do {                                               \
        __m128i a_ = (a), b_ = (b);                    \
        lo = _mm_unpacklo_epi##width(a_, b_);          \
        hi = _mm_unpackhi_epi##width(a_, b_);          \
    } while (0)

/* 64 bytes in spec order (4 loads: c2 c1 | c0 r2 r1 r0) to row pairs [row 2k | row 2k+1]
 * (r2 r1 | r0 c2 c1 c0). */
BS_INLINE void bs_narrow_to_rows(__m128i v[4])
{
    __m128i a[4], b[4];
    BS_UNPACK(a[0], a[1], v[0], v[1], 8); /* c2 c0 | r2 r1 r0 c1 */
    BS_UNPACK(a[2], a[3], v[2], v[3], 8);
    BS_UNPACK(b[0], b[1], a[0], a[1], 8); /* c2 r2 | r1 r0 c1 c0 */
    BS_UNPACK(b[2], b[3], a[2], a[3], 8);
    BS_UNPACK(v[0], v[1], b[0], b[2], 32); /* r2 r1 | r0 c2 c1 c0 */
    BS_UNPACK(v[2], v[3], b[1], b[3], 32);
}

/* And back (r2 r1 | r0 c2 c1 c0 to c2 c1 | c0 r2 r1 r0). */
BS_INLINE void bs_narrow_from_rows(__m128i v[4])
{
    __m128i a[4], b[4];
    BS_UNPACK(a[0], a[1], v[0], v[2], 8); /* r1 r0 | c2 c1 c0 r2 */
    BS_UNPACK(a[2], a[3], v[1], v[3], 8);
    BS_UNPACK(b[0], b[1], a[0], a[2], 8); /* r0 c2 | c1 c0 r2 r1 */
    BS_UNPACK(b[2], b[3], a[1], a[3], 8);
    BS_UNPACK(v[0], v[1], b[0], b[2], 8); /* c2 c1 | c0 r2 r1 r0 */
    BS_UNPACK(v[2], v[3], b[1], b[3], 8);
}

/* 128 bytes in spec order (8 loads: c3 c2 c1 | c0 r2 r1 r0) to one row per register
 * (r2 r1 r0 | c3 c2 c1 c0). */
BS_INLINE void bs_wide_to_rows(__m128i v[8])
{
    __m128i a[8], b[8];
    BS_UNROLLED
    for (int k = 0; k < 8; k += 2) /* c3 c2 c0 | r2 r1 r0 c1 */
        BS_UNPACK(a[k], a[k + 1], v[k], v[k + 1], 8);
    BS_UNROLLED
    for (int k = 0; k < 8; k += 2) /* c3 c2 r2 | r1 r0 c1 c0 */
        BS_UNPACK(b[k], b[k + 1], a[k], a[k + 1], 8);
    BS_UNROLLED
    for (int k = 0; k < 4; k += 2) { /* c3 r2 r1 | r0 c2 c1 c0 */
        BS_UNPACK(a[k], a[k + 1], b[k / 2], b[k / 2 + 2], 32);
        BS_UNPACK(a[k + 4], a[k + 5], b[k / 2 + 4], b[k / 2 + 6], 32);
    }
    BS_UNROLLED
    for (int k = 0; k < 4; k++) /* r2 r1 r0 | c3 c2 c1 c0 */
        BS_UNPACK(v[2 * k], v[2 * k + 1], a[k], a[k + 4], 64);
}

/* And back (r2 r1 r0 | c3 c2 c1 c0 to c3 c2 c1 | c0 r2 r1 r0). */
BS_INLINE void bs_wide_from_rows(__m128i v[8])
{
    __m128i a[8], b[8];
    BS_UNROLLED
    for (int k = 0; k < 4; k++) /* r1 r0 c3 | c2 c1 c0 r2 */
        BS_UNPACK(a[2 * k], a[2 * k + 1], v[k], v[k + 4], 8);
    BS_UNROLLED
    for (int k = 0; k < 4; k++) /* r0 c3 c2 | c1 c0 r2 r1 */
        BS_UNPACK(b[2 * k], b[2 * k + 1], a[k], a[k + 4], 8);
    BS_UNROLLED
    for (int k = 0; k < 4; k++) /* c3 c2 c1 | c0 r2 r1 r0 */
        BS_UNPACK(v[2 * k], v[2 * k + 1], b[k], b[k + 4], 8);
}

/* ---- The backend interface --------------------------------------------------------------- */

BS_INLINE void bs_load(__m128i *v, const uint8_t *bytes, int n)
{
    BS_UNROLLED
    for (int i = 0; i < n; i++)
        v[i] = _mm_loadu_si128((const __m128i *)(bytes + 16 * i));
}

BS_INLINE void bs_store(uint8_t *bytes, const __m128i *v, int n)
{
    BS_UNROLLED
    for (int i = 0; i < n; i++)
        _mm_storeu_si128((__m128i *)(bytes + 16 * i), v[i]);
}

/* Every register of v through bs_enter or bs_leave. */
BS_INLINE void bs_enter_all(__m128i *v, int n)
{
    BS_UNROLLED
    for (int i = 0; i < n; i++)
        v[i] = bs_enter(v[i]);
}

BS_INLINE void bs_leave_all(__m128i *v, int n)
{
    BS_UNROLLED
    for (int i = 0; i < n; i++)
        v[i] = bs_leave(v[i]);
}

/* 512-bit: h as row pairs; per block, P = h ^ m and Q = m side by side in row registers. */
BS_INLINE void bs_compress_narrow(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                                  const bs_variant_tables *t, int lanes)
{
    __m128i h[4];
    bs_load(h, chain, 4);
    bs_narrow_to_rows(h);
    bs_enter_all(h, 4);
    for (; nblocks > 0; nblocks--, blocks += 64) {
        __m128i m[4], s[BS_ROWS];
        bs_load(m, blocks, 4);
        bs_narrow_to_rows(m);
        bs_enter_all(m, 4);
        BS_UNROLLED
        for (int k = 0; k < 4; k++) {
            __m128i p = _mm_xor_si128(h[k], m[k]);
            s[2 * k] = _mm_xor_si128(_mm_unpacklo_epi64(p, m[k]), t->first[0][2 * k]);
            s[2 * k + 1] = _mm_xor_si128(_mm_unpackhi_epi64(p, m[k]), t->first[0][2 * k + 1]);
        }
        bs_rounds_narrow(s, t, lanes);
        BS_UNROLLED
        for (int k = 0; k < 4; k++) /* h ^= P ^ Q, rows 2k and 2k+1 */
            h[k] = _mm_xor_si128(h[k], _mm_xor_si128(_mm_unpacklo_epi64(s[2 * k], s[2 * k + 1]),
                                                     _mm_unpackhi_epi64(s[2 * k], s[2 * k + 1])));
    }
    bs_leave_all(h, 4);
    bs_narrow_from_rows(h);
    bs_store(chain, h, 4);
}

/* 512-bit output transformation: P alone. */
static void bs_output_narrow(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[4];
    bs_load(h, chain, 4);
    bs_narrow_to_rows(h); /* [row 2k | row 2k+1] */
    bs_enter_all(h, 4);
    __m128i s[4]; /* in row pairs [row k | row k+4] */
    s[0] = _mm_unpacklo_epi64(h[0], h[2]);
    s[1] = _mm_unpackhi_epi64(h[0], h[2]);
    s[2] = _mm_unpacklo_epi64(h[1], h[3]);
    s[3] = _mm_unpackhi_epi64(h[1], h[3]);
    for (int k = 0; k < 4; k++)
        s[k] = _mm_xor_si128(s[k], t->pair_first[k]);
    bs_rounds_pairs(s, t->pair_mask, t->pair_key, 10);
    h[0] = _mm_xor_si128(h[0], _mm_unpacklo_epi64(s[0], s[1]));
    h[1] = _mm_xor_si128(h[1], _mm_unpacklo_epi64(s[2], s[3]));
    h[2] = _mm_xor_si128(h[2], _mm_unpackhi_epi64(s[0], s[1]));
    h[3] = _mm_xor_si128(h[3], _mm_unpackhi_epi64(s[2], s[3]));
    bs_leave_all(h, 4);
    bs_narrow_from_rows(h);
    bs_store(chain, h, 4);
}

/* 1024-bit: h, P and Q one row per register. */
BS_INLINE void bs_compress_wide(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                                const bs_variant_tables *t, int lanes)
{
    __m128i h[BS_ROWS];
    bs_load(h, chain, 8);
    bs_wide_to_rows(h);
    bs_enter_all(h, 8);
    for (; nblocks > 0; nblocks--, blocks += 128) {
        __m128i p[BS_ROWS], q[BS_ROWS];
        bs_load(q, blocks, 8);
        bs_wide_to_rows(q);
        bs_enter_all(q, 8);
        BS_UNROLLED
        for (int i = 0; i < BS_ROWS; i++) {
            p[i] = _mm_xor_si128(_mm_xor_si128(h[i], q[i]), t->first[0][i]);
            q[i] = _mm_xor_si128(q[i], t->first[1][i]);
        }
        bs_rounds_pair(p, q, t->mask[0], t->mask[1], t->key[0][0], t->key[1][0], 14, lanes);
        BS_UNROLLED
        for (int i = 0; i < BS_ROWS; i++)
            h[i] = _mm_xor_si128(h[i], _mm_xor_si128(p[i], q[i]));
    }
    bs_leave_all(h, 8);
    bs_wide_from_rows(h);
    bs_store(chain, h, 8);
}

static void bs_output_wide(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[BS_ROWS], p[BS_ROWS];
    bs_load(h, chain, 8);
    bs_wide_to_rows(h);
    bs_enter_all(h, 8);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        p[i] = _mm_xor_si128(h[i], t->first[0][i]);
    bs_rounds(p, t->mask[0], t->key[0][0], 14);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        h[i] = _mm_xor_si128(h[i], p[i]);
    bs_leave_all(h, 8);
    bs_wide_from_rows(h);
    bs_store(chain, h, 8);
}

/* lanes: passed to the backend's rounds; a constant, so that each value gets code of its
 * own (a backend with two sets of rounds instantiates this twice and picks one per call). */
BS_INLINE void bs_compress_with(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                                unsigned variant, int lanes)
{
    const bs_variant_tables *t = bs_get_tables(variant);
    if (variant & GROESTL_WIDE)
        bs_compress_wide(chain, blocks, nblocks, t, lanes);
    else
        bs_compress_narrow(chain, blocks, nblocks, t, lanes);
}

static void bs_output(uint8_t *chain, unsigned variant)
{
    const bs_variant_tables *t = bs_get_tables(variant);
    if (variant & GROESTL_WIDE)
        bs_output_wide(chain, t);
    else
        bs_output_narrow(chain, t);
}

#endif /* GROESTL_BYTESLICE_SSE_H */
