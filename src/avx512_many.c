/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx512_many.c - many messages at once for the avx512 backend (AVX-512 F/BW/VL/VBMI and
 * GFNI; built with those flags, run only after dispatch.c's check, as avx512.c).
 *
 * ROW-SLICED, for sets of messages: a set shares 8 ZMM registers per state, one per row r.
 * In the 512-bit state a set is 8 messages, qword m of register r holding row r of message m
 * (byte c = column c); in the 1024-bit state 4 messages, 128-bit lane m holding row r of
 * message m (16 columns). Then
 *   SubBytes          one GF2P8AFFINEINVQB per register;
 *   ShiftBytes        a rotation of each row within its qword (VPRORQ) or lane (VPSHUFB):
 *                     7 a round (row 0 of P and row 4 of Q stay);
 *   MixBytes          row i of a column from rows i..i+7 of the same column, which sit in the
 *                     same byte of the 8 registers: Aoki et al.'s formulas (see portable.c)
 *                       t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3}, y_i = t_i + t_{i+2} + a_{i+6},
 *                       b_i = 4·x_{i+3} + 2·y_{i+7} + y_{i+4}
 *                     8 XORs, 8 XORs, 8 VPTERNLOGs, 16 GF2P8MULBs, 8 VPTERNLOGs;
 *   AddRoundConstant  the next round's, inside MixBytes: P's row 0 through x_3 (divided by 4
 *                     in GF(2^8), as x_3 is multiplied by 4 after), Q's row 7 through x_2, and
 *                     Q's complement of every byte as the last VPTERNLOG's XNOR. Round 0's with
 *                     the input.
 * 63 operations a round for 8 (4) messages, 7.9 per message where the one-state-per-register
 * layout (avx512.c) takes 13, and the state stays in registers. P and Q of a set run in the
 * same loop, and the output transformations of two sets, so that each round has 16
 * independent rows in flight. In and out, a block takes one VPERMB per message (column-major
 * bytes to rows, an 8x8 transposition of bytes) and an 8x8 transposition of qwords across the
 * set (24 shuffles); the 1024-bit state two VPERMT2B per message and two 4x4 transpositions of
 * 128-bit lanes.
 *
 * (Measured and not kept: a layout transposed across 64 messages, a register per byte
 * position and the states in L1, 56 operations per column and round for 64 messages: slower
 * than this one at every lane count, its 64x64 byte transpositions and loads and stores
 * costing more than the 7 rotations saved; see docs/BENCHMARKS.md.)
 *
 * 256-BIT SETS, for a remainder too small for a ZMM set (lane_choice below): rows256.h's
 * row-sliced code (4 messages a YMM register, 2 in the 1024-bit state), built here with
 * VPTERNLOGQ and 32 registers (63 operations a round for 4 messages): half the work of a ZMM
 * set padded with dummies where a ZMM operation costs two YMM ones (Zen 4, where it takes 3
 * and 4 lanes), none less where it costs one (Zen 5, where it was measured slower than the
 * interleaved code and is left unused; bench/lanes.sh, docs/BENCHMARKS.md).
 *
 * INTERLEAVED, for the fewest lanes: avx512.c's code, a state per ZMM register (two for the
 * 1024-bit state), 2 to 4 messages in the same loop (groestl_avx512_interleaved_*).
 *
 * Constant-time: the same instructions whatever the data; no branch or address depends on it
 * (tables are indexed by variant, round and row; lane and block counts are public).
 *
 * Built a second time with -DGROESTL_AVX512_EMULATED, the same code runs on SIMDe's portable
 * versions of these intrinsics, and the exported names end in _emulated.
 */
#include "avx512.h"

#include <stdatomic.h>
#include <string.h>

/* rows256.h's control-build probe, in this file (see there). */
static inline void rows256_probe(__m256i v)
{
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm256_castsi256_si128(v)));
    (void)v;
}

#include "rows256.h"

/* ROWS_UNROLL: loops over a state's rows, unrolled so that its registers stay registers; not
 * in the emulated build, where SIMDe's code fully unrolled takes GCC minutes to compile. */
#if defined(GROESTL_AVX512_EMULATED)
#  define ROWS_UNROLL
#  define ROWS_INLINE static inline
#else
#  define ROWS_UNROLL GROESTL_UNROLL
#  define ROWS_INLINE GROESTL_INLINE
#endif

#define MAX_ROUNDS 14

static const uint8_t shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

/* Messages of a set: 8 in the 512-bit state, 4 in the 1024-bit one. */
#define SET_OF(variant) (((variant) & GROESTL_WIDE) ? 4 : 8)

/* ---- Tables, built at first use ----------------------------------------------------------
 * Per variant and permutation (P = 0, Q = 1), as whole registers (a row's bytes repeated for
 * every message of the set):
 *   first   round 0's constant of each row;
 *   fold    the constant of round i + 1 as round i adds it: the row that varies (0 for P,
 *           7 for Q) divided by 4; Q's complement of the final version is not in it (the
 *           XNOR adds it); 0 after the last round.
 * Column-major to rows: the VPERMB / VPERMT2B indexes of a message block. */
static struct {
    uint8_t first[GROESTL_VARIANTS][2][8][64];
    uint8_t fold[GROESTL_VARIANTS][2][MAX_ROUNDS][64];
    uint8_t to_rows[3][64];   /* 512-bit state; 1024-bit state rows 0-3, rows 4-7 */
    uint8_t from_rows[3][64]; /* 512-bit state; 1024-bit state columns 0-7, 8-15 */
    uint8_t rotate_lanes[16][64]; /* VPSHUFB: byte c of each 128-bit lane from byte c + s */
} tables;
static atomic_int tables_state; /* groestl_once */

static void build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        unsigned cols = GROESTL_COLS(variant), rounds = GROESTL_ROUNDS(variant);
        for (unsigned perm = 0; perm < 2; perm++) {
            unsigned crow = perm == 0 ? 0 : 7; /* the row whose constant varies */
            for (unsigned k = 0; k < 64; k++) {
                unsigned c = k % cols;
                for (unsigned r = 0; r < 8; r++)
                    tables.first[variant][perm][r][k] =
                        groestl_constant_byte(variant, perm, r, c, 0);
                for (unsigned i = 0; i + 1 < rounds; i++) {
                    uint8_t v = groestl_constant_byte(variant, perm, crow, c, i + 1);
                    if (!(variant & GROESTL_V0) && perm == 1)
                        v ^= 0xff; /* the XNOR's */
                    tables.fold[variant][perm][i][k] = (uint8_t)groestl_quarter_bytes(v);
                }
            }
        }
    }
    for (unsigned sh = 0; sh < 16; sh++)
        for (unsigned k = 0; k < 64; k++)
            tables.rotate_lanes[sh][k] = (uint8_t)((k + sh) % 16);
    /* A block's byte 8c + r is row r, column c. 512-bit: row r to bytes 8r..8r+7. 1024-bit:
     * rows 0-3 to the 16-byte lanes of one register, rows 4-7 of another (VPERMT2B over the
     * block's two halves: index 8c + r reaches both). */
    for (unsigned k = 0; k < 64; k++) {
        unsigned r = k / 8, c = k % 8;
        tables.to_rows[0][k] = (uint8_t)(8 * c + r);
        tables.from_rows[0][k] = (uint8_t)(8 * (k % 8) + k / 8);
        r = k / 16, c = k % 16;
        tables.to_rows[1][k] = (uint8_t)(8 * c + r);
        tables.to_rows[2][k] = (uint8_t)(8 * c + r + 4);
        c = k / 8, r = k % 8; /* block byte k (columns 0-7) or 64 + k (columns 8-15) */
        tables.from_rows[1][k] = (uint8_t)(r < 4 ? 16 * r + c : 64 + 16 * (r - 4) + c);
        tables.from_rows[2][k] = (uint8_t)(r < 4 ? 16 * r + c + 8 : 64 + 16 * (r - 4) + c + 8);
    }
}

static void tables_ready(void)
{
    groestl_once(&tables_state, build_tables);
}

ROWS_INLINE __m512i vec(const uint8_t *p)
{
    return _mm512_loadu_si512((const void *)p);
}

/* ---- Blocks in and out -------------------------------------------------------------------- */

/* A true 8x8 transposition of qwords: out[r] qword m = in[m] qword r (its own inverse). */
ROWS_INLINE void transpose_qwords(const __m512i in[8], __m512i out[8])
{
    __m512i u[8], v[8];
    ROWS_UNROLL
    for (unsigned j = 0; j < 8; j += 2) {
        u[j] = _mm512_unpacklo_epi64(in[j], in[j + 1]);     /* qwords 0, 2, 4, 6 */
        u[j + 1] = _mm512_unpackhi_epi64(in[j], in[j + 1]); /* qwords 1, 3, 5, 7 */
    }
    ROWS_UNROLL
    for (unsigned j = 0; j < 8; j += 4) {
        v[j] = _mm512_shuffle_i32x4(u[j], u[j + 2], 0x88);     /* 0, 4 */
        v[j + 1] = _mm512_shuffle_i32x4(u[j], u[j + 2], 0xdd); /* 2, 6 */
        v[j + 2] = _mm512_shuffle_i32x4(u[j + 1], u[j + 3], 0x88); /* 1, 5 */
        v[j + 3] = _mm512_shuffle_i32x4(u[j + 1], u[j + 3], 0xdd); /* 3, 7 */
    }
    static const unsigned row_of[4][2] = {{0, 4}, {2, 6}, {1, 5}, {3, 7}};
    ROWS_UNROLL
    for (unsigned j = 0; j < 4; j++) {
        out[row_of[j][0]] = _mm512_shuffle_i32x4(v[j], v[j + 4], 0x88);
        out[row_of[j][1]] = _mm512_shuffle_i32x4(v[j], v[j + 4], 0xdd);
    }
}

/* A true 4x4 transposition of 128-bit lanes: out[r] lane m = in[m] lane r. */
ROWS_INLINE void transpose_lanes(const __m512i in[4], __m512i out[4])
{
    __m512i u0 = _mm512_shuffle_i32x4(in[0], in[1], 0x44); /* in0.0 in0.1 in1.0 in1.1 */
    __m512i u1 = _mm512_shuffle_i32x4(in[0], in[1], 0xee); /* in0.2 in0.3 in1.2 in1.3 */
    __m512i u2 = _mm512_shuffle_i32x4(in[2], in[3], 0x44);
    __m512i u3 = _mm512_shuffle_i32x4(in[2], in[3], 0xee);
    out[0] = _mm512_shuffle_i32x4(u0, u2, 0x88);
    out[1] = _mm512_shuffle_i32x4(u0, u2, 0xdd);
    out[2] = _mm512_shuffle_i32x4(u1, u3, 0x88);
    out[3] = _mm512_shuffle_i32x4(u1, u3, 0xdd);
}

/* The blocks at p[m] of a set, as rows. */
ROWS_INLINE void rows_in(__m512i rows[8], const uint8_t *const *p, unsigned variant)
{
    __m512i t[8];
    if (!(variant & GROESTL_WIDE)) {
        const __m512i idx = vec(tables.to_rows[0]);
        ROWS_UNROLL
        for (unsigned m = 0; m < 8; m++)
            t[m] = avx512_permute_bytes(idx, _mm512_loadu_si512((const void *)p[m]));
        transpose_qwords(t, rows);
    } else {
        const __m512i lo = vec(tables.to_rows[1]), hi = vec(tables.to_rows[2]);
        ROWS_UNROLL
        for (unsigned m = 0; m < 4; m++) {
            __m512i a = _mm512_loadu_si512((const void *)p[m]);
            __m512i b = _mm512_loadu_si512((const void *)(p[m] + 64));
            t[m] = _mm512_permutex2var_epi8(a, lo, b);
            t[m + 4] = _mm512_permutex2var_epi8(a, hi, b);
        }
        transpose_lanes(t, rows);
        transpose_lanes(t + 4, rows + 4);
    }
}

/* Rows back to the set's messages at p[m]; half (512-bit state only): their last 32 bytes
 * (Merkle nodes). */
ROWS_INLINE void rows_out(uint8_t *const *p, const __m512i rows[8], unsigned variant, int half)
{
    __m512i t[8];
    if (!(variant & GROESTL_WIDE)) {
        const __m512i idx = vec(tables.from_rows[0]);
        transpose_qwords(rows, t);
        ROWS_UNROLL
        for (unsigned m = 0; m < 8; m++) {
            __m512i v = avx512_permute_bytes(idx, t[m]);
            if (half)
                _mm256_storeu_si256((__m256i *)(void *)p[m], _mm512_extracti64x4_epi64(v, 1));
            else
                _mm512_storeu_si512((void *)p[m], v);
        }
    } else {
        const __m512i lo = vec(tables.from_rows[1]), hi = vec(tables.from_rows[2]);
        transpose_lanes(rows, t);
        transpose_lanes(rows + 4, t + 4);
        ROWS_UNROLL
        for (unsigned m = 0; m < 4; m++) {
            _mm512_storeu_si512((void *)p[m], _mm512_permutex2var_epi8(t[m], lo, t[m + 4]));
            _mm512_storeu_si512((void *)(p[m] + 64),
                                _mm512_permutex2var_epi8(t[m], hi, t[m + 4]));
        }
    }
}

/* ---- A round and a permutation ------------------------------------------------------------ */

/* Row r of every message rotated so that column c takes column c + shift's byte. */
ROWS_INLINE __m512i shift_row(__m512i x, unsigned shift, unsigned variant)
{
    if (shift == 0)
        return x;
    if (variant & GROESTL_WIDE)
        return _mm512_shuffle_epi8(x, vec(tables.rotate_lanes[shift]));
    switch (shift) { /* VPRORQ's count is an immediate, which clang wants as a literal */
    case 1: return _mm512_ror_epi64(x, 8);
    case 2: return _mm512_ror_epi64(x, 16);
    case 3: return _mm512_ror_epi64(x, 24);
    case 4: return _mm512_ror_epi64(x, 32);
    case 5: return _mm512_ror_epi64(x, 40);
    case 6: return _mm512_ror_epi64(x, 48);
    default: return _mm512_ror_epi64(x, 56);
    }
}

/* s: the state; fold: the next round's constant (NULL in the last round); xnor: the final
 * version's Q before its last round (every byte of the next round's state complemented). */
ROWS_INLINE void r_round(__m512i s[8], unsigned variant, unsigned perm, const uint8_t *fold,
                         int xnor, const avx512_field *f)
{
    const unsigned kx = perm == 0 ? 3 : 2; /* x_{kx} carries the constant */
    __m512i a[8], t[8], x[8], y[8];
    ROWS_UNROLL
    for (unsigned r = 0; r < 8; r++)
        a[r] = shift_row(avx512_sbox(s[r], f->affine),
                         shifts[variant][perm][r], variant);
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm512_castsi512_si128(a[0])));
    ROWS_UNROLL
    for (unsigned i = 0; i < 8; i++)
        t[i] = _mm512_xor_si512(a[i], a[(i + 1) & 7]);
    ROWS_UNROLL
    for (unsigned i = 0; i < 8; i++) {
        if (fold && i == kx)
            x[i] = xor3(t[i], t[(i + 3) & 7], vec(fold));
        else
            x[i] = _mm512_xor_si512(t[i], t[(i + 3) & 7]);
    }
    ROWS_UNROLL
    for (unsigned i = 0; i < 8; i++)
        y[i] = xor3(a[(i + 6) & 7], t[i], t[(i + 2) & 7]);
    ROWS_UNROLL
    for (unsigned i = 0; i < 8; i++) {
        __m512i x4 = avx512_gf_mul(x[(i + 3) & 7], f->four);
        __m512i y2 = avx512_gf_mul(y[(i + 7) & 7], f->two);
        s[i] = xnor ? GROESTL_TERNARY_ZMM(x4, y2, y[(i + 4) & 7], 0x69)
                    : xor3(x4, y2, y[(i + 4) & 7]);
    }
}

/* ---- Sets of messages --------------------------------------------------------------------- */

/* A set's blocks: its messages' next block at blocks[m], which moves on by step[m] (0: a
 * dummy lane, which reads the same block again). */
typedef struct {
    const uint8_t *block[8];
    size_t step[8];
} set_blocks;

/* nblocks blocks into the chains h of a set: P and Q side by side. */
ROWS_INLINE void r_compress(__m512i h[8], set_blocks *B, size_t nblocks, unsigned variant,
                            const avx512_field *f)
{
    const unsigned rounds = GROESTL_ROUNDS(variant);
    const int xnor = !(variant & GROESTL_V0);
    for (size_t b = 0; b < nblocks; b++) {
        __m512i m[8], p[8], q[8];
        rows_in(m, B->block, variant);
        for (unsigned i = 0; i < SET_OF(variant); i++)
            B->block[i] += B->step[i];
        ROWS_UNROLL
        for (unsigned r = 0; r < 8; r++) {
            p[r] = xor3(h[r], m[r], vec(tables.first[variant][0][r]));
            q[r] = _mm512_xor_si512(m[r], vec(tables.first[variant][1][r]));
        }
        for (unsigned i = 0; i + 1 < rounds; i++) {
            r_round(p, variant, 0, tables.fold[variant][0][i], 0, f);
            r_round(q, variant, 1, tables.fold[variant][1][i], xnor, f);
        }
        r_round(p, variant, 0, NULL, 0, f);
        r_round(q, variant, 1, NULL, 0, f);
        ROWS_UNROLL
        for (unsigned r = 0; r < 8; r++)
            h[r] = xor3(h[r], p[r], q[r]);
    }
}

/* P of the states p[0..sets-1] (1 or 2, round 0's constant added), side by side. */
ROWS_INLINE void r_perm_p(__m512i p[][8], unsigned sets, unsigned variant, const avx512_field *f)
{
    const unsigned rounds = GROESTL_ROUNDS(variant);
    for (unsigned i = 0; i + 1 < rounds; i++) {
        ROWS_UNROLL
        for (unsigned s = 0; s < sets; s++)
            r_round(p[s], variant, 0, tables.fold[variant][0][i], 0, f);
    }
    ROWS_UNROLL
    for (unsigned s = 0; s < sets; s++)
        r_round(p[s], variant, 0, NULL, 0, f);
}

/* The output transformation of sets chains h[0..sets-1] (1 or 2), side by side. q (not
 * NULL): first the sets' last blocks (at B[s]), whose Q is given (q, as rows, the same block
 * in every lane): h = P(h ^ m) ^ q ^ h, P alone. Twin of rows256.h's rows256_output. */
ROWS_INLINE void r_output(__m512i h[][8], unsigned sets, unsigned variant, const set_blocks *B,
                          const __m512i q[8], const avx512_field *f)
{
    __m512i p[2][8];
    if (q != NULL) {
        ROWS_UNROLL
        for (unsigned s = 0; s < sets; s++) {
            __m512i m[8];
            rows_in(m, B[s].block, variant);
            ROWS_UNROLL
            for (unsigned r = 0; r < 8; r++)
                p[s][r] = xor3(h[s][r], m[r], vec(tables.first[variant][0][r]));
        }
        r_perm_p(p, sets, variant, f);
        ROWS_UNROLL
        for (unsigned s = 0; s < sets; s++) {
            ROWS_UNROLL
            for (unsigned r = 0; r < 8; r++)
                h[s][r] = xor3(h[s][r], p[s][r], q[r]);
        }
    }
    ROWS_UNROLL
    for (unsigned s = 0; s < sets; s++) {
        ROWS_UNROLL
        for (unsigned r = 0; r < 8; r++)
            p[s][r] = _mm512_xor_si512(h[s][r], vec(tables.first[variant][0][r]));
    }
    r_perm_p(p, sets, variant, f);
    ROWS_UNROLL
    for (unsigned s = 0; s < sets; s++) {
        ROWS_UNROLL
        for (unsigned r = 0; r < 8; r++)
            h[s][r] = _mm512_xor_si512(h[s][r], p[s][r]);
    }
}

/* `sets` sets (1 or 2) of lanes: chaining values in from src[k], blocks from B[k / set]:
 * nblocks blocks (compress: the variant's r_compress_*, one set at a time), then (finish)
 * the output transformation of all; the results out to dst[k] (half: their last 32 bytes).
 * q_last (finish only; NULL: none): Q of the last block, the same in every lane
 * (groestl_backend_ops's finish_many), whose P then runs beside the other set's. */
ROWS_INLINE void r_sets(const uint8_t *const *src, uint8_t *const *dst, set_blocks *B,
                        size_t nblocks, int finish, const uint8_t *q_last, unsigned sets,
                        unsigned variant, int half,
                        void (*compress)(__m512i h[8], set_blocks *B, size_t nblocks))
{
    const unsigned set = SET_OF(variant);
    const size_t last = finish && q_last != NULL && nblocks > 0;
    __m512i h[2][8];
    for (unsigned s = 0; s < sets; s++) {
        rows_in(h[s], src + set * s, variant);
        if (nblocks > last)
            compress(h[s], &B[s], nblocks - last);
    }
    if (finish) {
        const avx512_field f = avx512_field_of();
        __m512i q[8];
        if (last) {
            const uint8_t *const qs[8] = {q_last, q_last, q_last, q_last,
                                          q_last, q_last, q_last, q_last};
            rows_in(q, qs, variant);
        }
        r_output(h, sets, variant, B, last ? q : NULL, &f);
    }
    for (unsigned s = 0; s < sets; s++)
        rows_out(dst + set * s, h[s], variant, half);
}

/* Wrappers written out, not token-pasted, so that grep finds each name (as rows256.h's). */
/* One function per variant and set count, so that shifts and sizes are constants: the
 * variants are the final version's and Grøstl-0's 512-bit and 1024-bit permutations. */
static GROESTL_NOINLINE void r_compress_final512(__m512i h[8], set_blocks *B, size_t nblocks)
{
    const avx512_field f = avx512_field_of();
    r_compress(h, B, nblocks, 0, &f);
}

static GROESTL_NOINLINE void r_1set_final512(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                         int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 1,
           0, 0, r_compress_final512);
}

static GROESTL_NOINLINE void r_2sets_final512(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                          int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 2,
           0, 0, r_compress_final512);
}

static GROESTL_NOINLINE void r_compress_final1024(__m512i h[8], set_blocks *B, size_t nblocks)
{
    const avx512_field f = avx512_field_of();
    r_compress(h, B, nblocks, GROESTL_WIDE, &f);
}

static GROESTL_NOINLINE void r_1set_final1024(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                         int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 1,
           GROESTL_WIDE, 0, r_compress_final1024);
}

static GROESTL_NOINLINE void r_2sets_final1024(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                          int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 2,
           GROESTL_WIDE, 0, r_compress_final1024);
}

static GROESTL_NOINLINE void r_compress_v0_512(__m512i h[8], set_blocks *B, size_t nblocks)
{
    const avx512_field f = avx512_field_of();
    r_compress(h, B, nblocks, GROESTL_V0, &f);
}

static GROESTL_NOINLINE void r_1set_v0_512(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                         int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 1,
           GROESTL_V0, 0, r_compress_v0_512);
}

static GROESTL_NOINLINE void r_2sets_v0_512(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                          int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 2,
           GROESTL_V0, 0, r_compress_v0_512);
}

static GROESTL_NOINLINE void r_compress_v0_1024(__m512i h[8], set_blocks *B, size_t nblocks)
{
    const avx512_field f = avx512_field_of();
    r_compress(h, B, nblocks, GROESTL_V0 | GROESTL_WIDE, &f);
}

static GROESTL_NOINLINE void r_1set_v0_1024(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                         int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 1,
           GROESTL_V0 | GROESTL_WIDE, 0, r_compress_v0_1024);
}

static GROESTL_NOINLINE void r_2sets_v0_1024(uint8_t *const *chains, set_blocks *B, size_t nblocks,
                                          int finish, const uint8_t *q_last)
{
    r_sets((const uint8_t *const *)chains, chains, B, nblocks, finish, q_last, 2,
           GROESTL_V0 | GROESTL_WIDE, 0, r_compress_v0_1024);
}

/* Merkle nodes: the output transformations of 1 or 2 sets of 64-byte inputs. */
static GROESTL_NOINLINE void r_nodes1(const uint8_t *const *in, uint8_t *const *out)
{
    r_sets(in, out, NULL, 0, 1, NULL, 1, 0, 1, NULL);
}
static GROESTL_NOINLINE void r_nodes2(const uint8_t *const *in, uint8_t *const *out)
{
    r_sets(in, out, NULL, 0, 1, NULL, 2, 0, 1, NULL);
}

typedef void sets_fn(uint8_t *const *chains, set_blocks *B, size_t nblocks, int finish,
                     const uint8_t *q_last);
static sets_fn *const sets_fns[GROESTL_VARIANTS][2] = { /* [GROESTL_VARIANT_INDEX][sets - 1] */
    {r_1set_final512, r_2sets_final512},
    {r_1set_final1024, r_2sets_final1024},
    {r_1set_v0_512, r_2sets_v0_512},
    {r_1set_v0_1024, r_2sets_v0_1024},
};

/* Below the frames of r_sets and r_nodes: what they spilled (state) is zeroed before the call
 * returns; the top `bytes` of this frame lie where theirs did (called from where they were).
 * Depths as gcc 12 -O3 lays them out, with a margin: r_2sets_* of the 512-bit state and the
 * r_compress it calls 3.6 KiB, of the 1024-bit state 5.7 KiB; r_nodes2 1 KiB. */
#define DEPTH_NARROW GROESTL_STACK_BYTES(4096)
#define DEPTH_WIDE GROESTL_STACK_BYTES(7168)
#define DEPTH_NODES GROESTL_STACK_BYTES(1536)
#define DEPTH_ROWS256 GROESTL_STACK_BYTES(3072) /* rows256.h's sets, built here: see test_stack_wipe */
/* The interleaved code's frames for 2 to 4 messages: deeper than one message's (stack_bytes,
 * avx512.c) where the build is not gcc -O3's (0.4 KiB there, 1.5 KiB at -O2). */
#define DEPTH_INTERLEAVED GROESTL_STACK_BYTES(2048)
static GROESTL_NOINLINE void wipe_below(size_t bytes)
{
    uint8_t area[DEPTH_WIDE];
    groestl_wipe(area + sizeof area - bytes, bytes);
}

/* Which code takes a batch's lanes: the ZMM sets (a partial one padded with dummy lanes) from
 * rows_from lanes on; of fewer, the 256-bit sets of rows256.h (a partial set padded) from
 * rows256_from on; fewer still, the interleaved code. nodes_*: the same for Merkle nodes.
 * Index 0 the 512-bit state, 1 the 1024-bit one. Chosen with bench/lanes.sh on each lane
 * count, for two kinds of core (docs/BENCHMARKS.md, "Lane counts: which code"): where a ZMM
 * operation costs what a YMM one does (Zen 5) the 256-bit sets never paid; where it costs two
 * (GROESTL_CPU_ZMM_HALF: Zen 4) they take 3 and 4 lanes, 2 in the 1024-bit state, and 3 and 4
 * Merkle nodes. A -D of the old names (ROWS_FROM_NARROW, ...) fixes one for every core
 * (bench/lanes.sh's builds). */
typedef struct {
    uint8_t rows_from[2], rows256_from[2], nodes_rows_from, nodes_rows256_from;
} lane_choice;
static const lane_choice lanes_zmm_full = {{5, 3}, {5, 3}, 3, 3};
static const lane_choice lanes_zmm_half = {{5, 3}, {3, 2}, 5, 3};
static atomic_int lanes_forced = -1; /* groestl_avx512_choose_lanes */

void groestl_avx512_choose_lanes(int zmm_half)
{
    atomic_store_explicit(&lanes_forced, zmm_half < 0 ? -1 : zmm_half != 0, memory_order_relaxed);
}

static lane_choice lanes_now(void)
{
    int half = atomic_load_explicit(&lanes_forced, memory_order_relaxed);
    if (half < 0)
        half = (groestl_cpu_features() & GROESTL_CPU_ZMM_HALF) != 0;
    lane_choice c = half ? lanes_zmm_half : lanes_zmm_full;
#if defined(ROWS_FROM_NARROW)
    c.rows_from[0] = ROWS_FROM_NARROW;
#endif
#if defined(ROWS_FROM_WIDE)
    c.rows_from[1] = ROWS_FROM_WIDE;
#endif
#if defined(ROWS256_FROM_NARROW)
    c.rows256_from[0] = ROWS256_FROM_NARROW;
#endif
#if defined(ROWS256_FROM_WIDE)
    c.rows256_from[1] = ROWS256_FROM_WIDE;
#endif
#if defined(NODES_ROWS_FROM)
    c.nodes_rows_from = NODES_ROWS_FROM;
#endif
#if defined(NODES_ROWS256_FROM)
    c.nodes_rows256_from = NODES_ROWS256_FROM;
#endif
    return c;
}

/* Lanes in sets, two at a time where there are two; a partial set gets dummy lanes (zero
 * blocks, zero chains in a sink; no lane's bytes reach another's in the row-sliced rounds). blocks NULL: no blocks (nblocks 0). Returns the lanes done:
 * all, or all but a remainder under rows_from, which the caller gives to rows256_part and
 * the interleaved layout. */
static size_t rows_many(uint8_t *const *chains, const uint8_t *const *blocks, size_t lanes,
                        size_t nblocks, unsigned variant, int finish, const uint8_t *q_last)
{
    variant = GROESTL_VARIANT_INDEX(variant);
    const size_t set = SET_OF(variant);
    const size_t from = lanes_now().rows_from[(variant & GROESTL_WIDE) != 0];
    size_t done = 0;
    if (lanes < from)
        return 0;
    tables_ready();
    uint8_t sink[8][GROESTL_MAX_BLOCK_BYTES];
    int sink_zeroed = 0;
    while (lanes - done >= from) {
        size_t now = rows256_next(lanes - done, set, from);
        unsigned sets = now > set ? 2 : 1;
        uint8_t *c[16];
        set_blocks B[2];
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
        sets_fns[variant][sets - 1](c, B, nblocks, finish, q_last);
        done += now;
    }
    wipe_below((variant & GROESTL_WIDE) ? DEPTH_WIDE : DEPTH_NARROW);
    return done; /* the sink holds what zero chains and blocks gave: nothing to wipe */
}

/* What rows_many left: in the 256-bit sets where there are rows256_from lanes or more.
 * Returns the lanes done; the rest go to the interleaved layout. */
static size_t rows256_part(uint8_t *const *chains, const uint8_t *const *blocks, size_t lanes,
                           size_t nblocks, unsigned variant, int finish, const uint8_t *q_last)
{
    const size_t from = lanes_now().rows256_from[(variant & GROESTL_WIDE) != 0];
    if (lanes < from)
        return 0;
    size_t done = rows256_many(chains, blocks, lanes, nblocks, variant, finish, q_last, from);
    wipe_below(DEPTH_ROWS256);
    return done;
}

/* ==============================================================================================
 * The exported functions
 * ============================================================================================== */

void groestl_avx512_compress_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                  size_t lanes, size_t nblocks, unsigned variant)
{
    if (nblocks == 0 || lanes == 0)
        return;
    size_t done = rows_many(chains, blocks, lanes, nblocks, variant, 0, NULL);
    done += rows256_part(chains + done, blocks + done, lanes - done, nblocks, variant, 0, NULL);
    if (done < lanes) {
        groestl_avx512_interleaved_compress(chains + done, blocks + done, lanes - done,
                                            nblocks, variant);
        wipe_below(DEPTH_INTERLEAVED);
    }
}

/* q_last: the sets run P alone on the last block; the interleaved code ignores it. */
void groestl_avx512_finish_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                size_t lanes, size_t nblocks, const uint8_t *q_last,
                                unsigned variant)
{
    if (lanes == 0)
        return;
    size_t done = rows_many(chains, blocks, lanes, nblocks, variant, 1, q_last);
    done += rows256_part(chains + done, blocks + done, lanes - done, nblocks, variant, 1,
                         q_last);
    if (done < lanes) {
        if (nblocks > 0)
            groestl_avx512_interleaved_compress(chains + done, blocks + done, lanes - done,
                                                nblocks, variant);
        groestl_avx512_interleaved_output(chains + done, lanes - done, variant);
        wipe_below(DEPTH_INTERLEAVED);
    }
}

/* Sets of nodes in the row-sliced layouts (ZMM, then 256-bit); fewer than nodes_rows256_from
 * (or nodes_rows_from) left to the caller. */
size_t groestl_avx512_nodes_many(const uint8_t *in, size_t n, uint8_t *out)
{
    const lane_choice c = lanes_now();
    size_t done = 0;
    if (n >= c.nodes_rows_from) {
        tables_ready();
        uint8_t sink[8][32];
        while (n - done >= c.nodes_rows_from) {
            size_t now = rows256_next(n - done, 8, c.nodes_rows_from);
            const uint8_t *src[16];
            uint8_t *dst[16];
            for (size_t k = 0; k < (now > 8 ? 16u : 8u); k++) {
                src[k] = k < now ? in + 64 * (done + k) : rows256_zero_block;
                dst[k] = k < now ? out + 32 * (done + k) : sink[k % 8];
            }
            if (now > 8)
                r_nodes2(src, dst);
            else
                r_nodes1(src, dst);
            done += now;
        }
        wipe_below(DEPTH_NODES);
        groestl_wipe(sink, sizeof sink);
    }
    if (n - done >= c.nodes_rows256_from) {
        done += rows256_nodes(in + 64 * done, n - done, out + 32 * done, c.nodes_rows256_from);
        wipe_below(DEPTH_ROWS256);
    }
    return done;
}

void groestl_avx512_output_many(uint8_t *const *chains, size_t lanes, unsigned variant)
{
    if (lanes == 0)
        return;
    size_t done = rows_many(chains, NULL, lanes, 0, variant, 1, NULL);
    done += rows256_part(chains + done, NULL, lanes - done, 0, variant, 1, NULL);
    if (done < lanes) {
        groestl_avx512_interleaved_output(chains + done, lanes - done, variant);
        wipe_below(DEPTH_INTERLEAVED);
    }
}
