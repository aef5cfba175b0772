/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * byteslice.h - the byte-sliced layout of Aoki, Roland, Sasaki and Schläffer ("Byte
 * Slicing Grøstl", SECRYPT 2011) on 128-bit vectors, for the backends built on it: aesni.c
 * and its VAES files, vperm.c (x86 SSSE3) and simd128.c (WebAssembly SIMD128, through
 * byteslice_wasm.h, which gives it the few SSSE3 intrinsics used here). It holds the
 * transposition, loads and stores, the ShiftBytes masks, the round constants, GF(2^8)
 * arithmetic, and the tables the rounds read, built at first use from a small description of
 * the backend's rounds (bs_method). The rounds are each backend's own; the compress and output
 * drivers of the 128-bit backends are byteslice_drivers.h.
 *
 * Layout. The state is transposed so that a register holds bytes of one row: MixBytes works
 * on columns, so it becomes the same XORs and doublings on 8 registers, 16 columns at once.
 *   512-bit ("narrow"): P and Q side by side, 8 registers; register r = row r, bytes 0-7 P's
 *     columns 0-7, bytes 8-15 Q's columns 0-7. Two P side by side (the output transformation
 *     of two states at once) the same way. P alone in 4 registers: register k = rows k and
 *     k+4 ("row pairs").
 *   1024-bit ("wide"): 8 registers per permutation; register r = row r, byte c = column c.
 * The chaining value stays transposed between the blocks of one call. Round 0's constant
 * goes in with the input ("first"); the later ones through the keys, which each backend
 * places where its rounds want them.
 *
 * Constant-time as long as the backend's rounds are: the only branches and addresses here
 * depend on lengths and the variant.
 */
#ifndef GROESTL_BYTESLICE_H
#define GROESTL_BYTESLICE_H

#if defined(__wasm_simd128__)
#  include "byteslice_wasm.h"
#elif defined(__ARM_NEON) || defined(__aarch64__)
#  include "byteslice_neon.h"
#else
#  include <tmmintrin.h>
#endif

#include "groestl_impl.h"

#define BS_ROWS GROESTL_ROWS
#define BS_MAX_ROUNDS 14

/* ---- What the rounds read ------------------------------------------------------------------ */

/* The rounds of one register layout: 8 row registers (see the top of the file). */
typedef struct {
    __m128i mask[BS_ROWS];               /* the PSHUFB of ShiftBytes, per register */
    __m128i first[BS_ROWS];              /* round 0's constant, entered: XORed to the input */
    __m128i key[BS_MAX_ROUNDS][BS_ROWS]; /* the rounds' keys, per round and register */
} bs_schedule;

/* Everything for one variant. */
typedef struct {
    /* narrow: [0] P and Q side by side, [1] two P side by side; wide: [0] P, [1] Q */
    bs_schedule rows[2];
    /* narrow, row pairs [row k | row k+4]: P ([k][0]) and Q ([k][1]) */
    __m128i pair_mask[4][2], pair_first[4][2], pair_key[BS_MAX_ROUNDS][4][2];
} bs_variant_tables;

/* How a backend's rounds differ, for building its tables (cold path). */
typedef struct {
    /* The rounds' representation of the state: a per-byte map into it (NULL: the bytes
     * themselves). Round 0's constant goes through it. */
    __m128i (*enter)(__m128i v);
    /* A byte permutation that the S-box step brings along: the byte at step_source(j) after
     * the PSHUFB ends up at j (NULL: none). */
    unsigned (*step_source)(unsigned j);
    /* key[r] for rounds r = 0 .. GROESTL_ROUNDS(variant) - 1, from rc[r], the constant that
     * AddRoundConstant adds in round r + 1 (0 past the last round), of one layout. */
    void (*round_keys)(unsigned variant, const __m128i rc[][BS_ROWS], __m128i key[][BS_ROWS]);
} bs_method;

/* ---- Arithmetic for building tables -------------------------------------------------------- */

/* Multiplication in GF(2^8) mod x^8+x^4+x^3+x+1. */
static inline uint8_t bs_gf_mul(uint8_t a, uint8_t b)
{
    uint8_t p = 0;
    for (int i = 0; i < 8; i++, b >>= 1) {
        p ^= (uint8_t)(-(b & 1) & a);
        a = (uint8_t)((a << 1) ^ (-(a >> 7) & 0x1b));
    }
    return p;
}

static inline uint8_t bs_gf_inv(uint8_t a)
{
    for (unsigned b = 1; b < 256; b++)
        if (bs_gf_mul(a, (uint8_t)b) == 1)
            return (uint8_t)b;
    return 0;
}

static inline uint8_t bs_byte(__m128i v, unsigned j)
{
    uint8_t b[16];
    _mm_storeu_si128((__m128i *)b, v);
    return b[j];
}

/* ---- Tables, built at first use -------------------------------------------------------------- */

/* The register layouts: which permutation (0 = P, 1 = Q), row and column byte j of
 * register `reg` holds, and where in that register a column of the same row is. */
enum { BS_NARROW, BS_NARROW_PP, BS_WIDE_P, BS_WIDE_Q, BS_NARROW_P_PAIRS, BS_NARROW_Q_PAIRS };

static inline void bs_position(int layout, int reg, unsigned j, int *perm, int *row,
                               unsigned *col)
{
    const int pairs = layout == BS_NARROW_P_PAIRS || layout == BS_NARROW_Q_PAIRS;
    *perm = layout == BS_WIDE_Q || layout == BS_NARROW_Q_PAIRS ? 1
            : layout == BS_NARROW                              ? (int)(j / 8)
                                                               : 0;
    *row = pairs ? reg + 4 * (int)(j / 8) : reg;
    *col = (layout == BS_WIDE_P || layout == BS_WIDE_Q) ? j : j % 8;
}

static inline unsigned bs_place(int layout, unsigned j, unsigned col)
{
    return (layout == BS_WIDE_P || layout == BS_WIDE_Q) ? col : (j & 8) | col;
}

/* The rounds' PSHUFB mask for register `reg` of `layout`. */
static inline __m128i bs_shift_mask(unsigned variant, int layout, int reg, const bs_method *m)
{
    uint8_t mask[16];
    for (unsigned j = 0; j < 16; j++) {
        int perm, row;
        unsigned col;
        bs_position(layout, reg, j, &perm, &row, &col);
        /* ShiftBytes: place j gets column col + shift. The S-box step then moves the byte
         * at step_source(j) to j, so that is where the shuffle puts it. */
        unsigned from = (col + groestl_shifts[GROESTL_VARIANT_INDEX(variant)][perm][row]) %
                        GROESTL_COLS(variant);
        mask[m->step_source ? m->step_source(j) : j] = (uint8_t)bs_place(layout, j, from);
    }
    return _mm_loadu_si128((const __m128i *)mask);
}

/* AddRoundConstant (groestl_impl.h): the byte permutation `perm` XORs to (row, col) in
 * `round`; 0 past the last round. */
static inline uint8_t bs_round_constant(unsigned variant, int perm, unsigned round, int row,
                                        unsigned col)
{
    if (round >= (unsigned)GROESTL_ROUNDS(variant))
        return 0;
    return groestl_constant_byte(variant, (unsigned)perm, (unsigned)row, col, round);
}

/* AddRoundConstant of `round` on register `reg` of `layout`. */
static inline __m128i bs_constant_row(unsigned variant, int layout, int reg, unsigned round)
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

static inline void bs_build_schedule(unsigned variant, int layout, bs_schedule *s,
                                     const bs_method *m)
{
    __m128i rc[BS_MAX_ROUNDS + 1][BS_ROWS];
    for (int r = 0; r <= GROESTL_ROUNDS(variant); r++)
        for (int reg = 0; reg < BS_ROWS; reg++)
            rc[r][reg] = bs_constant_row(variant, layout, reg, (unsigned)r);
    for (int reg = 0; reg < BS_ROWS; reg++) {
        s->mask[reg] = bs_shift_mask(variant, layout, reg, m);
        s->first[reg] = m->enter ? m->enter(rc[0][reg]) : rc[0][reg];
    }
    m->round_keys(variant, (const __m128i(*)[BS_ROWS])rc + 1, s->key);
}

/* The tables of the four variants, for rounds described by m. */
static inline void bs_build_tables(bs_variant_tables tables[GROESTL_VARIANTS], const bs_method *m)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        bs_variant_tables *t = &tables[variant];
        if (variant & GROESTL_WIDE) {
            bs_build_schedule(variant, BS_WIDE_P, &t->rows[0], m);
            bs_build_schedule(variant, BS_WIDE_Q, &t->rows[1], m);
            continue;
        }
        bs_build_schedule(variant, BS_NARROW, &t->rows[0], m);
        bs_build_schedule(variant, BS_NARROW_PP, &t->rows[1], m);
        /* row pairs: the same constants, rearranged */
        const bs_schedule *pq = &t->rows[0];
        for (int k = 0; k < 4; k++) {
            t->pair_mask[k][0] = bs_shift_mask(variant, BS_NARROW_P_PAIRS, k, m);
            t->pair_mask[k][1] = bs_shift_mask(variant, BS_NARROW_Q_PAIRS, k, m);
            t->pair_first[k][0] = _mm_unpacklo_epi64(pq->first[k], pq->first[k + 4]);
            t->pair_first[k][1] = _mm_unpackhi_epi64(pq->first[k], pq->first[k + 4]);
            for (int r = 0; r < GROESTL_ROUNDS(variant); r++) {
                t->pair_key[r][k][0] = _mm_unpacklo_epi64(pq->key[r][k], pq->key[r][k + 4]);
                t->pair_key[r][k][1] = _mm_unpackhi_epi64(pq->key[r][k], pq->key[r][k + 4]);
            }
        }
    }
}

/* ---- Loads and stores ---------------------------------------------------------------------- */

GROESTL_INLINE void bs_load(__m128i *v, const uint8_t *bytes, int n)
{
    GROESTL_UNROLL
    for (int i = 0; i < n; i++)
        v[i] = _mm_loadu_si128((const __m128i *)(bytes + 16 * i));
}

GROESTL_INLINE void bs_store(uint8_t *bytes, const __m128i *v, int n)
{
    GROESTL_UNROLL
    for (int i = 0; i < n; i++)
        _mm_storeu_si128((__m128i *)(bytes + 16 * i), v[i]);
}

/* ---- Transposition between spec order and rows -------------------------------------------- */

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
GROESTL_INLINE void bs_narrow_to_rows(__m128i v[4])
{
    __m128i a[4], b[4];
    BS_UNPACK(a[0], a[1], v[0], v[1], 8); /* c2 c0 | r2 r1 r0 c1 */
    BS_UNPACK(a[2], a[3], v[2], v[3], 8);
    BS_UNPACK(b[0], b[1], a[0], a[1], 8); /* c2 r2 | r1 r0 c1 c0 */
    BS_UNPACK(b[2], b[3], a[2], a[3], 8);
    BS_UNPACK(v[0], v[1], b[0], b[2], 32); /* r2 r1 | r0 c2 c1 c0 */
    BS_UNPACK(v[2], v[3], b[1], b[3], 32);
}

/* And back (r2 r1 | r0 c2 c1 c0 to c2 c1 | c0 r2 r1 r0): the inverse, other pairs each step. */
GROESTL_INLINE void bs_narrow_from_rows(__m128i v[4])
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
GROESTL_INLINE void bs_wide_to_rows(__m128i v[8])
{
    __m128i a[8], b[8];
    GROESTL_UNROLL
    for (int k = 0; k < 8; k += 2) /* c3 c2 c0 | r2 r1 r0 c1 */
        BS_UNPACK(a[k], a[k + 1], v[k], v[k + 1], 8);
    GROESTL_UNROLL
    for (int k = 0; k < 8; k += 2) /* c3 c2 r2 | r1 r0 c1 c0 */
        BS_UNPACK(b[k], b[k + 1], a[k], a[k + 1], 8);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k += 2) { /* c3 r2 r1 | r0 c2 c1 c0 */
        BS_UNPACK(a[k], a[k + 1], b[k / 2], b[k / 2 + 2], 32);
        BS_UNPACK(a[k + 4], a[k + 5], b[k / 2 + 4], b[k / 2 + 6], 32);
    }
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) /* r2 r1 r0 | c3 c2 c1 c0 */
        BS_UNPACK(v[2 * k], v[2 * k + 1], a[k], a[k + 4], 64);
}

/* And back (r2 r1 r0 | c3 c2 c1 c0 to c3 c2 c1 | c0 r2 r1 r0). */
GROESTL_INLINE void bs_wide_from_rows(__m128i v[8])
{
    __m128i a[8], b[8];
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) /* r1 r0 c3 | c2 c1 c0 r2 */
        BS_UNPACK(a[2 * k], a[2 * k + 1], v[k], v[k + 4], 8);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) /* r0 c3 c2 | c1 c0 r2 r1 */
        BS_UNPACK(b[2 * k], b[2 * k + 1], a[k], a[k + 4], 8);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) /* c3 c2 c1 | c0 r2 r1 r0 */
        BS_UNPACK(v[2 * k], v[2 * k + 1], b[k], b[k + 4], 8);
}

/* ---- Between the chaining value's rows and the rounds' layouts ------------------------------ */

/* The halves of a register swapped (row pairs [row k | row k+4] to [row k+4 | row k]). */
GROESTL_INLINE __m128i bs_swap(__m128i v)
{
    return _mm_shuffle_epi32(v, 0x4e);
}

/* Two narrow states as row pairs [row 2k | row 2k+1] side by side in the 8 rounds'
 * registers, s[i] = [a's row i | b's row i], with round 0's constants (first). */
GROESTL_INLINE void bs_narrow_join(__m128i s[BS_ROWS], const __m128i a[4], const __m128i b[4],
                                   const __m128i first[BS_ROWS])
{
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        s[2 * k] = _mm_xor_si128(_mm_unpacklo_epi64(a[k], b[k]), first[2 * k]);
        s[2 * k + 1] = _mm_xor_si128(_mm_unpackhi_epi64(a[k], b[k]), first[2 * k + 1]);
    }
}

/* And apart. */
GROESTL_INLINE void bs_narrow_split(__m128i a[4], __m128i b[4], const __m128i s[BS_ROWS])
{
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        a[k] = _mm_unpacklo_epi64(s[2 * k], s[2 * k + 1]);
        b[k] = _mm_unpackhi_epi64(s[2 * k], s[2 * k + 1]);
    }
}

/* The narrow compression's input: [P = h ^ m | Q = m] (h and m as row pairs). */
GROESTL_INLINE void bs_narrow_start(__m128i s[BS_ROWS], const __m128i h[4], const __m128i m[4],
                                    const __m128i first[BS_ROWS])
{
    __m128i p[4];
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        p[k] = _mm_xor_si128(h[k], m[k]);
    bs_narrow_join(s, p, m, first);
}

/* And its end: h ^= P ^ Q. */
GROESTL_INLINE void bs_narrow_finish(__m128i h[4], const __m128i s[BS_ROWS])
{
    __m128i p[4], q[4];
    bs_narrow_split(p, q, s);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        h[k] = _mm_xor_si128(h[k], _mm_xor_si128(p[k], q[k]));
}

/* Row pairs [row 2k | row 2k+1] to the pairs [row k | row k+4] (and the same back). */
GROESTL_INLINE void bs_pairs_from_rows(__m128i s[4], const __m128i h[4])
{
    s[0] = _mm_unpacklo_epi64(h[0], h[2]);
    s[1] = _mm_unpackhi_epi64(h[0], h[2]);
    s[2] = _mm_unpacklo_epi64(h[1], h[3]);
    s[3] = _mm_unpackhi_epi64(h[1], h[3]);
}

GROESTL_INLINE void bs_rows_from_pairs(__m128i h[4], const __m128i s[4])
{
    h[0] = _mm_unpacklo_epi64(s[0], s[1]);
    h[1] = _mm_unpacklo_epi64(s[2], s[3]);
    h[2] = _mm_unpackhi_epi64(s[0], s[1]);
    h[3] = _mm_unpackhi_epi64(s[2], s[3]);
}

/* ---- Wiping ---------------------------------------------------------------------------------- */

/* XMM0-15 zeroed, for the SSE backends' wipe_registers (groestl_impl.h): state left there
 * reaches the stack at the next XSAVE. Inline assembly, so that the compiler cannot drop it;
 * legacy SSE, which every CPU these backends run on has. Every register is named as clobbered
 * (the compiler saves and restores those the calling convention makes callee-saved: XMM6-15
 * on Windows x64). */
#if defined(GROESTL_X86_64)
static inline void bs_wipe_xmm(void)
{
    __asm__ volatile("pxor %%xmm0, %%xmm0\n\tpxor %%xmm1, %%xmm1\n\tpxor %%xmm2, %%xmm2\n\t"
                     "pxor %%xmm3, %%xmm3\n\tpxor %%xmm4, %%xmm4\n\tpxor %%xmm5, %%xmm5\n\t"
                     "pxor %%xmm6, %%xmm6\n\tpxor %%xmm7, %%xmm7\n\tpxor %%xmm8, %%xmm8\n\t"
                     "pxor %%xmm9, %%xmm9\n\tpxor %%xmm10, %%xmm10\n\tpxor %%xmm11, %%xmm11\n\t"
                     "pxor %%xmm12, %%xmm12\n\tpxor %%xmm13, %%xmm13\n\tpxor %%xmm14, %%xmm14\n\t"
                     "pxor %%xmm15, %%xmm15"
                     ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
                       "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
}
#elif defined(GROESTL_X86)
/* 32-bit x86: XMM0-7. */
static inline void bs_wipe_xmm(void)
{
    __asm__ volatile("pxor %%xmm0, %%xmm0\n\tpxor %%xmm1, %%xmm1\n\tpxor %%xmm2, %%xmm2\n\t"
                     "pxor %%xmm3, %%xmm3\n\tpxor %%xmm4, %%xmm4\n\tpxor %%xmm5, %%xmm5\n\t"
                     "pxor %%xmm6, %%xmm6\n\tpxor %%xmm7, %%xmm7"
                     ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7");
}
#endif

/* aesni.c's tables (built at first use), which its VAES files share. */
const bs_variant_tables *groestl_aesni_tables(unsigned variant);

#endif /* GROESTL_BYTESLICE_H */
