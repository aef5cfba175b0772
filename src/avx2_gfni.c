/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx2_gfni.c - one message at a time in YMM registers with AVX2 and GFNI (VEX encodings: the
 * Intel client CPUs since Alder Lake, which have no AVX-512, and AMD's since Zen 4). Built
 * with -mavx2 -mgfni (this file and avx2_gfni_many.c only), run only after dispatch.c has
 * checked both and the OS's YMM state. No AVX-512 instruction (ctest avx2_gfni_no_evex
 * disassembles the objects).
 *
 * The state as rows (a row: 8 or 16 bytes, one per column), P and Q of the message side by
 * side, P in the low 128-bit lane of each register and Q in the high one:
 *
 *   512-bit: register k (0..3) holds rows k and k+4 in each lane ("row pairs"), between rounds
 *     as [row 0 | row 4] in register 0 and [row k+4 | row k] in the others. A round: 4
 *     GF2P8AFFINEINVQB (SubBytes); 8 VPSHUFB (ShiftBytes, which gives each register's rows in
 *     both orders, [row k | row k+4] and swapped, so that no swap waits on a result); MixBytes
 *     on row pairs (mix_pairs): 39 XORs (4 of them for the next round's constant, P's row 0
 *     and in Q's lanes the complement and row 7, off the longest path) and 8 GF2P8MULB.
 *     59 operations a round for P and Q; one message leaves the core waiting on latency, so
 *     the round is written for the shortest path: SubBytes, VPSHUFB, XOR, two XORs, a product,
 *     an XOR (6 steps after SubBytes).
 *   1024-bit: register r holds row r (16 bytes) of P and of Q: a round is rows256_round.h's
 *     (8 GF2P8AFFINEINVQB, 8 VPSHUFB, 64 for MixBytes) and 8 XORs for the constants: 88.
 *
 * MixBytes's products are GF2P8MULB (by 2 and by 4 of the x and y of the formulas in
 * rows256.h): one operation each, where a doubling by VPADDB and a reduction takes three or
 * more. The output transformation (P alone) runs P in both lanes. Blocks and chaining values
 * become rows through broadcast loads, one VPSHUFB a register and rounds of VPUNPCKL/HBW.
 * Many messages: avx2_gfni_many.c (rows256.h).
 *
 * Constant-time: the same instructions whatever the data; no branch or address depends on it
 * (tables are indexed by variant, round and register only).
 *
 * Built a second time with -DGROESTL_AVX2_GFNI_EMULATED, the same code runs on SIMDe's
 * portable versions of these intrinsics (test_avx2_gfni_emulated, for CPUs without GFNI).
 */
#include "avx2_gfni.h"

#include <stdatomic.h>

/* GCC: schedule before register allocation, minding the pressure: the round keeps more values
 * live than AVX2's 16 registers, and GCC's default order spills on the longest path (clang's
 * does not). Measured: docs/BENCHMARKS.md, avx2_gfni. */
#if defined(__GNUC__) && !defined(__clang__)
#  pragma GCC optimize("schedule-insns", "sched-pressure")
#endif

#include "rows256_round.h"

#define NARROW_ROUNDS 10
#define WIDE_ROUNDS 14

/* Lanes [P | Q] (compress), or [P | P] (the output transformation). */
enum { MODE_PQ, MODE_PP, MODES };

static const uint8_t shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

/* ---- Where each byte sits ------------------------------------------------------------------ */

/* 512-bit: row r is in register r & 3; column c of it in lane `lane` at this place: the low
 * qword holds row k, or (swapped) row k + 4; inside a row, column c at 4·c0 + 2·c2 + c1 (the
 * transposition's order, transpose_pairs). */
static unsigned narrow_place(unsigned lane, unsigned r, unsigned c, unsigned swapped)
{
    return 16 * lane + 8 * ((r >> 2) ^ swapped) + 4 * (c & 1) + 2 * (c >> 2) + ((c >> 1) & 1);
}

/* The order of register k between rounds (mix_pairs's result): 0 unswapped, the others
 * swapped; as transpose_pairs leaves them (before round 0 and in the chaining value): all
 * swapped. */
static unsigned narrow_kept(unsigned k, unsigned transposed)
{
    return transposed || k != 0;
}

/* 1024-bit: row r in register r, column c in lane `lane` where rows256_transpose puts it. */
static unsigned wide_place(unsigned lane, unsigned c)
{
    return 16 * lane + 8 * (c & 1) + (c >> 1);
}

/* ---- Tables, built at first use --------------------------------------------------------------
 * Per version (final 0, Grøstl-0 1) and mode, as whole registers:
 *   shift  ShiftBytes of each register (VPSHUFB indexes; 512-bit: from the swapped order);
 *   first  round 0's constant;
 *   fold   the constant of round i + 1 as round i adds it to the x of MixBytes that reaches
 *          each register: divided by 4 (x is multiplied by 4 after), 512-bit: moved to where
 *          mix_pairs's x are; 0 after the last round.
 * And the VPSHUFB indexes of the transpositions. */
static struct {
    uint8_t n_shift[2][MODES][2][2][4][32]; /* [round 0, later][order of the result: a, sa] */
    uint8_t n_first[2][MODES][4][32];
    uint8_t n_fold[2][MODES][NARROW_ROUNDS][4][32];
    uint8_t w_shift[2][MODES][8][32];
    uint8_t w_first[2][MODES][8][32];
    uint8_t w_fold[2][MODES][WIDE_ROUNDS][8][32];
    uint8_t n_in[32], n_out[32]; /* transpose_pairs: blocks to rows, rows to blocks */
    uint8_t gather[32];          /* rows256_transpose */
} tables;
static atomic_int tables_state; /* groestl_once */

static unsigned perm_of(unsigned mode, unsigned lane)
{
    return mode == MODE_PQ ? lane : 0;
}

static void build_narrow(unsigned version, unsigned mode)
{
    const unsigned variant = version ? GROESTL_V0 : 0;
    for (unsigned lane = 0; lane < 2; lane++)
        for (unsigned r = 0; r < 8; r++)
            for (unsigned c = 0; c < 8; c++) {
                unsigned perm = perm_of(mode, lane), k = r & 3;
                unsigned s = shifts[variant][perm][r];
                for (unsigned later = 0; later < 2; later++)
                    for (unsigned swapped = 0; swapped < 2; swapped++)
                        tables.n_shift[version][mode][later][swapped][k]
                                      [narrow_place(lane, r, c, swapped)] =
                            (uint8_t)(narrow_place(lane, r, (c + s) % 8, narrow_kept(k, !later)) % 16);
                tables.n_first[version][mode][k][narrow_place(lane, r, c, 1)] =
                    groestl_constant_byte(variant, perm, r, c, 0);
                for (unsigned i = 0; i + 1 < NARROW_ROUNDS; i++)
                    tables.n_fold[version][mode][i][k][narrow_place(lane, r, c, narrow_kept(k, 0))] =
                        groestl_constant_byte(variant, perm, r, c, i + 1);
            }
}

static void build_wide(unsigned version, unsigned mode)
{
    const unsigned variant = (version ? GROESTL_V0 : 0) | GROESTL_WIDE;
    uint8_t next[WIDE_ROUNDS][8][32] = {{{0}}};
    for (unsigned lane = 0; lane < 2; lane++)
        for (unsigned r = 0; r < 8; r++)
            for (unsigned c = 0; c < 16; c++) {
                unsigned perm = perm_of(mode, lane), s = shifts[variant][perm][r];
                unsigned place = wide_place(lane, c);
                tables.w_shift[version][mode][r][place] = (uint8_t)(wide_place(lane, (c + s) % 16) % 16);
                tables.w_first[version][mode][r][place] = groestl_constant_byte(variant, perm, r, c, 0);
                for (unsigned i = 0; i + 1 < WIDE_ROUNDS; i++)
                    next[i][r][place] = groestl_constant_byte(variant, perm, r, c, i + 1);
            }
    /* x_j reaches row j - 3 */
    for (unsigned i = 0; i + 1 < WIDE_ROUNDS; i++)
        for (unsigned j = 0; j < 8; j++)
            for (unsigned p = 0; p < 32; p++)
                tables.w_fold[version][mode][i][j][p] =
                    (uint8_t)groestl_quarter_bytes(next[i][(j + 5) & 7][p]);
}

static void build_tables(void)
{
    for (unsigned version = 0; version < 2; version++)
        for (unsigned mode = 0; mode < MODES; mode++) {
            build_narrow(version, mode);
            build_wide(version, mode);
        }
    /* transpose_pairs. In: place (c0 r2 r1 r0) of a block's piece to (r1 r0 !r2 c0). Out: a
     * row pair's place (!r2 c0 c2 c1) to (c2 c1 c0 r2). */
    for (unsigned p = 0; p < 16; p++) {
        unsigned c0 = p >> 3, r2 = (p >> 2) & 1, r1 = (p >> 1) & 1, r0 = p & 1;
        unsigned n = 8 * r1 + 4 * r0 + 2 * (r2 ^ 1) + c0;
        tables.n_in[n] = tables.n_in[n + 16] = (uint8_t)p;
        unsigned swapped = p >> 3, d0 = (p >> 2) & 1, d2 = (p >> 1) & 1, d1 = p & 1;
        n = 8 * d2 + 4 * d1 + 2 * d0 + (swapped ^ 1);
        tables.n_out[n] = tables.n_out[n + 16] = (uint8_t)p;
    }
    for (unsigned k = 0; k < 32; k++)
        tables.gather[k] = rows256_gather_index(k % 16);
}

static void tables_ready(void)
{
    groestl_once(&tables_state, build_tables);
}

/* ---- 512-bit: row pairs ----------------------------------------------------------------- */

/* The two qwords of each lane swapped: [row k | row k+4] to [row k+4 | row k]. */
ROWS256_INLINE __m256i swap_rows(__m256i v)
{
    return _mm256_shuffle_epi32(v, 0x4e);
}

/* 4 pieces of 16 bytes (columns 2j, 2j+1; v[j] the piece in both lanes) to row pairs, or back:
 * VPSHUFB (index), then VPUNPCKL/HBW between registers 0-2 and 1-3, then 0-1 and 2-3 (see
 * rows256_round.h's rows256_transpose for how such rounds move the bits of a byte's place). */
ROWS256_INLINE void transpose_pairs(__m256i v[4], __m256i index)
{
    rows256_transpose_registers(v, 4, index);
}

/* The 512-bit round: round_pairs_asm in the native builds, mix_pairs's C where the compiler
 * must see every operation (SIMDe's emulated build, MemorySanitizer's). */
#if defined(__x86_64__) && !defined(GROESTL_AVX2_GFNI_EMULATED) && !defined(GROESTL_MSAN)
#  define ROUND_PAIRS_ASM 1
#endif

#if !defined(ROUND_PAIRS_ASM)
/* MixBytes on row pairs: a_k = [a_k | a_{k+4}] in each lane and sa_k the same swapped (both
 * from ShiftBytes's VPSHUFB: no swap waits on a result), the result s_0 = [b_0 | b_4] and s_k
 * = [b_{k+4} | b_k] for k > 0, plus next[k] (the next round's constant in that order; zero
 * after the last round). With t, x, y of rows256.h, T_k = [t_k | t_{k+4}], S_k = T_k swapped, and so on:
 *   T_k = a_k + a_{k+1} (T_3 = a_3 + sa_0),  S_k = sa_k + sa_{k+1} (S_3 = sa_3 + a_0)
 *   X_0 = T_0 + T_3, X_k = T_k + S_{k-1}
 *   SY_k = [y_{k+4} | y_k] and Y_k = [y_k | y_{k+4}] from T, S, a and sa
 *   s_0 = 4·X_3 + 2·SY_3 + SY_0,  s_k = 4·X_{k-1} + 2·SY_{k-1} + Y_k
 * The constant joins the y term (Y_k, or a copy of SY_0), which is ready before the products;
 * the longest path is SubBytes, VPSHUFB, T, SY (two XORs), a product and the last XOR. */
ROWS256_INLINE void mix_pairs(const __m256i a[4], const __m256i sa[4], __m256i s[4],
                              const uint8_t (*next)[32], const rows256_field *f)
{
    __m256i t[4], st[4], x[4], sy[4], y[4];
    t[0] = rows256_keep(rows256_xor(a[0], a[1]));
    t[1] = rows256_keep(rows256_xor(a[1], a[2]));
    t[2] = rows256_keep(rows256_xor(a[2], a[3]));
    t[3] = rows256_keep(rows256_xor(a[3], sa[0]));
    st[0] = rows256_keep(rows256_xor(sa[0], sa[1]));
    st[1] = rows256_keep(rows256_xor(sa[1], sa[2]));
    st[2] = rows256_keep(rows256_xor(sa[2], sa[3]));
    st[3] = rows256_keep(rows256_xor(sa[3], a[0]));
    __m256i st02 = rows256_keep(rows256_xor(st[0], st[2]));
    sy[0] = rows256_xor(st02, a[2]);
    sy[1] = rows256_xor3(st[1], st[3], a[3]);
    sy[2] = rows256_xor3(st[2], t[0], sa[0]);
    sy[3] = rows256_xor3(st[3], t[1], sa[1]);
    y[0] = rows256_xor(st02, rows256_xor(a[2], rows256_load(next[0])));
    y[1] = rows256_xor(rows256_xor(t[1], t[3]), rows256_xor(sa[3], rows256_load(next[1])));
    y[2] = rows256_xor(rows256_xor(t[2], st[0]), rows256_xor(a[0], rows256_load(next[2])));
    y[3] = rows256_xor(rows256_xor(t[3], st[1]), rows256_xor(a[1], rows256_load(next[3])));
    x[0] = rows256_xor(t[0], t[3]);
    ROWS256_UNROLL
    for (unsigned k = 1; k < 4; k++)
        x[k] = rows256_xor(t[k], st[k - 1]);
    ROWS256_UNROLL
    for (unsigned k = 0; k < 4; k++) {
        x[k] = rows256_keep(x[k]);
        sy[k] = rows256_keep(sy[k]);
        y[k] = rows256_keep(y[k]);
    }
    s[0] = rows256_xor(rows256_keep(rows256_xor(y[0], rows256_gf_mul(x[3], f->four))),
                       rows256_gf_mul(sy[3], f->two));
    ROWS256_UNROLL
    for (unsigned k = 1; k < 4; k++)
        s[k] = rows256_xor(rows256_keep(rows256_xor(y[k], rows256_gf_mul(x[k - 1], f->four))),
                           rows256_gf_mul(sy[k - 1], f->two));
}
#endif

/* The round of round_pairs in one asm statement, on registers allocated by hand: 13 values
 * and the 3 constants in AVX2's 16 registers, so nothing is spilled. GCC's allocation of the
 * C spills a value on the longest path, and a register stored and loaded back is 10 cycles
 * (docs/BENCHMARKS.md, avx2_gfni). The same operations and results as mix_pairs, which the
 * emulated and MemorySanitizer builds run (and the tests compare with portable). The values,
 * as mix_pairs names them (v0..v12 are registers; a value moves in as another dies):
 *   SubBytes in v0..v3, then a0..a3 in v4..v7 and sa0..sa3 in v0..v3;
 *   t0 v8, st3 v9, t1 v10, st2 v11, st1 v2, st0 v12, and the sums that become the results,
 *   s0 (from 2·sy3) v1, s1 (from sa3 + n1) v3, s2 (from a0 + n2) v4, s3 (from a1 + n3) v5. */
#if defined(ROUND_PAIRS_ASM)
ROWS256_INLINE void round_pairs_asm(__m256i s[4], const uint8_t (*const shift)[4][32],
                                    const uint8_t (*next)[32], const rows256_field *f)
{
    __m256i v0 = s[0], v1 = s[1], v2 = s[2], v3 = s[3];
    __m256i v4, v5, v6, v7, v8, v9, v10, v11, v12;
    __asm__("vgf2p8affineinvqb $0x63, %[aff], %[v0], %[v0]\n\t"
            "vgf2p8affineinvqb $0x63, %[aff], %[v1], %[v1]\n\t"
            "vgf2p8affineinvqb $0x63, %[aff], %[v2], %[v2]\n\t"
            "vgf2p8affineinvqb $0x63, %[aff], %[v3], %[v3]\n\t"
            "vpshufb 0(%[sh]), %[v0], %[v4]\n\t"    /* a0 */
            "vpshufb 128(%[sh]), %[v0], %[v0]\n\t"  /* sa0 */
            "vpshufb 32(%[sh]), %[v1], %[v5]\n\t"
            "vpshufb 160(%[sh]), %[v1], %[v1]\n\t"
            "vpshufb 64(%[sh]), %[v2], %[v6]\n\t"
            "vpshufb 192(%[sh]), %[v2], %[v2]\n\t"
            "vpshufb 96(%[sh]), %[v3], %[v7]\n\t"
            "vpshufb 224(%[sh]), %[v3], %[v3]\n\t"
            "vpxor %[v5], %[v4], %[v8]\n\t"         /* t0 = a0 + a1 */
            "vpxor %[v4], %[v3], %[v9]\n\t"         /* st3 = sa3 + a0 */
            "vpxor 64(%[nx]), %[v4], %[v4]\n\t"     /* s2 = a0 + n2 */
            "vpxor %[v6], %[v5], %[v10]\n\t"        /* t1 = a1 + a2 */
            "vpxor 96(%[nx]), %[v5], %[v5]\n\t"     /* s3 = a1 + n3 */
            "vpxor %[v3], %[v2], %[v11]\n\t"        /* st2 = sa2 + sa3 */
            "vpxor 32(%[nx]), %[v3], %[v3]\n\t"     /* s1 = sa3 + n1 */
            "vpxor %[v1], %[v2], %[v2]\n\t"         /* st1 = sa1 + sa2 */
            "vpxor %[v1], %[v0], %[v12]\n\t"        /* st0 = sa0 + sa1 */
            "vpxor %[v9], %[v1], %[v1]\n\t"
            "vpxor %[v10], %[v1], %[v1]\n\t"        /* sy3 = sa1 + st3 + t1 */
            "vgf2p8mulb %[two], %[v1], %[v1]\n\t"   /* s0 = 2·sy3 */
            "vpxor %[v10], %[v3], %[v3]\n\t"        /* s1 += t1 */
            "vpxor %[v12], %[v10], %[v10]\n\t"      /* x1 = t1 + st0 */
            "vpxor %[v12], %[v4], %[v4]\n\t"        /* s2 += st0 */
            "vpxor %[v11], %[v12], %[v12]\n\t"      /* st02 = st0 + st2 */
            "vgf2p8mulb %[four], %[v10], %[v10]\n\t"
            "vpxor %[v10], %[v4], %[v4]\n\t"        /* s2 += 4·x1 */
            "vpxor %[v0], %[v7], %[v10]\n\t"        /* t3 = a3 + sa0 */
            "vpxor %[v10], %[v3], %[v3]\n\t"        /* s1 += t3: y1 */
            "vpxor %[v10], %[v5], %[v5]\n\t"
            "vpxor %[v2], %[v5], %[v5]\n\t"         /* s3 += t3 + st1: y3 */
            "vpxor %[v11], %[v0], %[v0]\n\t"
            "vpxor %[v8], %[v0], %[v0]\n\t"         /* sy2 = sa0 + st2 + t0 */
            "vpxor %[v10], %[v11], %[v11]\n\t"      /* x3 = t3 + st2 */
            "vpxor %[v10], %[v8], %[v8]\n\t"        /* x0 = t0 + t3 */
            "vgf2p8mulb %[four], %[v11], %[v11]\n\t"
            "vpxor %[v11], %[v1], %[v1]\n\t"        /* s0 += 4·x3 */
            "vgf2p8mulb %[four], %[v8], %[v8]\n\t"
            "vpxor %[v8], %[v3], %[v3]\n\t"         /* s1 += 4·x0 */
            "vgf2p8mulb %[two], %[v0], %[v0]\n\t"
            "vpxor %[v0], %[v5], %[v5]\n\t"         /* s3 += 2·sy2 */
            "vpxor %[v7], %[v6], %[v8]\n\t"         /* t2 = a2 + a3 */
            "vpxor %[v8], %[v4], %[v4]\n\t"         /* s2 += t2: y2 */
            "vpxor %[v6], %[v12], %[v12]\n\t"       /* sy0 = st02 + a2 */
            "vpxor %[v7], %[v9], %[v9]\n\t"
            "vpxor %[v2], %[v9], %[v9]\n\t"         /* sy1 = st3 + a3 + st1 */
            "vpxor %[v2], %[v8], %[v8]\n\t"         /* x2 = t2 + st1 */
            "vpxor 0(%[nx]), %[v12], %[v6]\n\t"     /* y0 = sy0 + n0 */
            "vpxor %[v6], %[v1], %[v1]\n\t"         /* s0 += y0 */
            "vgf2p8mulb %[two], %[v12], %[v12]\n\t"
            "vpxor %[v12], %[v3], %[v3]\n\t"        /* s1 += 2·sy0 */
            "vgf2p8mulb %[two], %[v9], %[v9]\n\t"
            "vpxor %[v9], %[v4], %[v4]\n\t"         /* s2 += 2·sy1 */
            "vgf2p8mulb %[four], %[v8], %[v8]\n\t"
            "vpxor %[v8], %[v5], %[v5]"             /* s3 += 4·x2 */
            : [v0] "+x"(v0), [v1] "+x"(v1), [v2] "+x"(v2), [v3] "+x"(v3), [v4] "=&x"(v4),
              [v5] "=&x"(v5), [v6] "=&x"(v6), [v7] "=&x"(v7), [v8] "=&x"(v8), [v9] "=&x"(v9),
              [v10] "=&x"(v10), [v11] "=&x"(v11), [v12] "=&x"(v12)
            : [aff] "x"(f->affine), [two] "x"(f->two), [four] "x"(f->four), [sh] "r"(shift),
              [nx] "r"(next), "m"(*(const uint8_t(*)[2][4][32])shift),
              "m"(*(const uint8_t(*)[4][32])next));
    s[0] = v1;
    s[1] = v3;
    s[2] = v4;
    s[3] = v5;
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm256_castsi256_si128(s[0])));
}
#endif

/* One round on row pairs s: shift[0] and shift[1] give each register's rows in both orders;
 * next: the next round's constant (zero after the last round). */
ROWS256_INLINE void round_pairs(__m256i s[4], const uint8_t (*const shift)[4][32],
                                const uint8_t (*next)[32], const rows256_field *f)
{
#if defined(ROUND_PAIRS_ASM)
    round_pairs_asm(s, shift, next, f);
#else
    __m256i a[4], sa[4];
    ROWS256_UNROLL
    for (unsigned k = 0; k < 4; k++) {
        __m256i b = rows256_sub_bytes(s[k], f->affine, 0);
        a[k] = _mm256_shuffle_epi8(b, rows256_load(shift[0][k]));
        sa[k] = _mm256_shuffle_epi8(b, rows256_load(shift[1][k]));
    }
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm256_castsi256_si128(a[0])));
    mix_pairs(a, sa, s, next, f);
#endif
}

/* The rounds of the 512-bit permutations of `mode` on row pairs s, from transpose_pairs's
 * order and back to it. */
ROWS256_INLINE void rounds_pairs(__m256i s[4], unsigned version, unsigned mode,
                                 const rows256_field *f)
{
    round_pairs(s, tables.n_shift[version][mode][0], tables.n_fold[version][mode][0], f);
    for (unsigned i = 1; i + 1 < NARROW_ROUNDS; i++)
        round_pairs(s, tables.n_shift[version][mode][1], tables.n_fold[version][mode][i], f);
    round_pairs(s, tables.n_shift[version][mode][1],
                tables.n_fold[version][mode][NARROW_ROUNDS - 1], f); /* zero */
    s[0] = swap_rows(s[0]);
}

/* A chaining value or block as row pairs, both lanes the same. */
ROWS256_INLINE void narrow_in(__m256i v[4], const uint8_t *p)
{
    ROWS256_UNROLL
    for (unsigned j = 0; j < 4; j++)
        v[j] = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(p + 16 * j)));
    transpose_pairs(v, rows256_load(tables.n_in));
}

/* rows256.h's rows256_out for one message in 4 row pairs: its own transposition and stores. */
/* Lane 0 of row pairs back to 64 bytes at p. */
ROWS256_INLINE void narrow_out(uint8_t *p, const __m256i rows[4])
{
    __m256i v[4];
    ROWS256_UNROLL
    for (unsigned j = 0; j < 4; j++)
        v[j] = rows[j];
    transpose_pairs(v, rows256_load(tables.n_out));
    ROWS256_UNROLL
    for (unsigned j = 0; j < 4; j++)
        _mm_storeu_si128((__m128i *)(void *)(p + 16 * j), _mm256_castsi256_si128(v[j]));
}

/* The lanes swapped: [P | Q] to [Q | P]. */
ROWS256_INLINE __m256i swap_lanes(__m256i v)
{
    return _mm256_permute2x128_si256(v, v, 0x01);
}

/* h, the chaining value in both lanes: P's input h + m in lane 0, Q's m in lane 1. */
ROWS256_INLINE __m256i pq_input(__m256i h, __m256i m, const uint8_t *first)
{
    return rows256_xor3(m, _mm256_blend_epi32(h, _mm256_setzero_si256(), 0xf0),
                        rows256_load(first));
}

/* After a block's P and Q (s = [P | Q]), the next block's input [h' + m + first | m + first]
 * with h' = h + P + Q, by a path of three operations from s (Q to lane 0 with a zero lane 1,
 * an XOR with the rest, which does not wait on Q); h becomes h' in both lanes beside it. */
ROWS256_INLINE __m256i next_input(__m256i *h, __m256i s, __m256i m, const uint8_t *first)
{
    __m256i h_p = _mm256_blend_epi32(rows256_xor(*h, s), _mm256_setzero_si256(), 0xf0);
    __m256i rest = rows256_xor(h_p, rows256_xor(m, rows256_load(first))); /* all but Q */
    *h = rows256_xor3(*h, s, swap_lanes(s));
    return rows256_xor(rest, _mm256_permute2x128_si256(s, s, 0x81)); /* [Q | 0] */
}

static GROESTL_NOINLINE void compress_narrow(uint8_t *chain, const uint8_t *blocks,
                                             size_t nblocks, unsigned version)
{
    const rows256_field f = rows256_field_of();
    __m256i h[4], s[4];
    narrow_in(h, chain);
    if (nblocks == 0)
        return;
    narrow_in(s, blocks);
    ROWS256_UNROLL
    for (unsigned k = 0; k < 4; k++)
        s[k] = pq_input(h[k], s[k], tables.n_first[version][MODE_PQ][k]);
    for (;;) {
        rounds_pairs(s, version, MODE_PQ, &f);
        if (--nblocks == 0)
            break;
        blocks += 64;
        __m256i m[4];
        narrow_in(m, blocks);
        ROWS256_UNROLL
        for (unsigned k = 0; k < 4; k++)
            s[k] = next_input(&h[k], s[k], m[k], tables.n_first[version][MODE_PQ][k]);
    }
    ROWS256_UNROLL
    for (unsigned k = 0; k < 4; k++) /* h + P + Q in both lanes */
        h[k] = rows256_xor3(h[k], s[k], swap_lanes(s[k]));
    narrow_out(chain, h);
}

static GROESTL_NOINLINE void output_narrow(uint8_t *chain, unsigned version)
{
    const rows256_field f = rows256_field_of();
    __m256i h[4], s[4];
    narrow_in(h, chain);
    ROWS256_UNROLL
    for (unsigned k = 0; k < 4; k++)
        s[k] = rows256_xor(h[k], rows256_load(tables.n_first[version][MODE_PP][k]));
    rounds_pairs(s, version, MODE_PP, &f);
    ROWS256_UNROLL
    for (unsigned k = 0; k < 4; k++)
        h[k] = rows256_xor(h[k], s[k]);
    narrow_out(chain, h);
}

/* ---- 1024-bit: a row of P and Q a register ---------------------------------------------- */

/* One round on the rows s; next: the next round's constants (NULL: none). */
ROWS256_INLINE void round_wide(__m256i s[8], const uint8_t (*shift)[32],
                               const uint8_t (*next)[32], const rows256_field *f)
{
    __m256i a[8];
    const uint8_t *folds[8];
    ROWS256_UNROLL
    for (unsigned r = 0; r < 8; r++) {
        a[r] = _mm256_shuffle_epi8(rows256_sub_bytes(s[r], f->affine, 0), rows256_load(shift[r]));
        folds[r] = next != NULL ? next[r] : NULL;
    }
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(_mm256_castsi256_si128(a[0])));
    rows256_mix_bytes(a, s, folds, f, 0); /* one message: bound by latency */
}

ROWS256_INLINE void rounds_wide(__m256i s[8], unsigned version, unsigned mode,
                                const rows256_field *f)
{
    for (unsigned i = 0; i + 1 < WIDE_ROUNDS; i++)
        round_wide(s, tables.w_shift[version][mode], tables.w_fold[version][mode][i], f);
    round_wide(s, tables.w_shift[version][mode], NULL, f);
}

/* narrow_in and narrow_out for 8 rows and rows256_transpose; test_kat runs both. */
ROWS256_INLINE void wide_in(__m256i v[8], const uint8_t *p)
{
    ROWS256_UNROLL
    for (unsigned j = 0; j < 8; j++)
        v[j] = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(p + 16 * j)));
    rows256_transpose(v, rows256_load(tables.gather));
}

ROWS256_INLINE void wide_out(uint8_t *p, const __m256i rows[8])
{
    __m256i v[8];
    ROWS256_UNROLL
    for (unsigned j = 0; j < 8; j++)
        v[j] = rows[j];
    rows256_transpose(v, rows256_load(tables.gather));
    ROWS256_UNROLL
    for (unsigned j = 0; j < 8; j++)
        _mm_storeu_si128((__m128i *)(void *)(p + 16 * j), _mm256_castsi256_si128(v[j]));
}

static GROESTL_NOINLINE void compress_wide(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                                           unsigned version)
{
    const rows256_field f = rows256_field_of();
    __m256i h[8];
    wide_in(h, chain);
    for (; nblocks > 0; nblocks--, blocks += 128) {
        __m256i s[8];
        wide_in(s, blocks);
        ROWS256_UNROLL
        for (unsigned r = 0; r < 8; r++)
            s[r] = pq_input(h[r], s[r], tables.w_first[version][MODE_PQ][r]);
        rounds_wide(s, version, MODE_PQ, &f);
        ROWS256_UNROLL
        for (unsigned r = 0; r < 8; r++)
            h[r] = rows256_xor3(h[r], s[r], swap_lanes(s[r]));
    }
    wide_out(chain, h);
}

static GROESTL_NOINLINE void output_wide(uint8_t *chain, unsigned version)
{
    const rows256_field f = rows256_field_of();
    __m256i h[8], s[8];
    wide_in(h, chain);
    ROWS256_UNROLL
    for (unsigned r = 0; r < 8; r++)
        s[r] = rows256_xor(h[r], rows256_load(tables.w_first[version][MODE_PP][r]));
    rounds_wide(s, version, MODE_PP, &f);
    ROWS256_UNROLL
    for (unsigned r = 0; r < 8; r++)
        h[r] = rows256_xor(h[r], s[r]);
    wide_out(chain, h);
}

/* ---- The backend --------------------------------------------------------------------------- */

static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    tables_ready();
    unsigned version = (variant & GROESTL_V0) ? 1 : 0;
    if (variant & GROESTL_WIDE)
        compress_wide(chain, blocks, nblocks, version);
    else
        compress_narrow(chain, blocks, nblocks, version);
}

static void output(uint8_t *chain, unsigned variant)
{
    tables_ready();
    unsigned version = (variant & GROESTL_V0) ? 1 : 0;
    if (variant & GROESTL_WIDE)
        output_wide(chain, version);
    else
        output_narrow(chain, version);
}

/* For the tests: SubBytes alone, on 16 bytes. */
static void avx2_gfni_sub_bytes(uint8_t bytes[16])
{
    uint8_t block[32] = {0};
    for (int i = 0; i < 16; i++)
        block[i] = bytes[i];
    const rows256_field f = rows256_field_of();
    _mm256_storeu_si256((__m256i *)(void *)block,
                        rows256_sub_bytes(rows256_load(block), f.affine, 0));
    for (int i = 0; i < 16; i++)
        bytes[i] = block[i];
}

/* YMM0-15, every vector register this code may use (none in the emulated build). */
static void avx2_gfni_wipe_registers(void)
{
#if !defined(GROESTL_AVX2_GFNI_EMULATED)
    __asm__ volatile("vzeroall"
                     ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
                       "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
#endif
}

/* How deep compress and output reach, with a margin (test_stack_wipe finds what is left
 * below). The many-messages code wipes its own frames (avx2_gfni_many.c). */
#define AVX2_GFNI_STACK 2048

const groestl_backend_ops groestl_backend_avx2_gfni = {
    .name = "avx2_gfni",
    .constant_time = 1,
#if defined(GROESTL_AVX2_GFNI_EMULATED)
    .cpu_features = 0, /* SIMDe's code runs anywhere */
#else
    .cpu_features = GROESTL_CPU_AVX2 | GROESTL_CPU_GFNI,
#endif
    .compress = compress,
    .output = output,
    .compress_many = groestl_avx2_gfni_compress_many,
    .output_many = groestl_avx2_gfni_output_many,
    .finish_many = groestl_avx2_gfni_finish_many,
    .nodes_many = groestl_avx2_gfni_nodes_many,
    .stack_bytes = GROESTL_STACK_BYTES(AVX2_GFNI_STACK),
    .wipe_registers = avx2_gfni_wipe_registers,
    .sub_bytes = avx2_gfni_sub_bytes,
};
