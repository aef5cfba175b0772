/*
 * byteslice_sse.h - the byte-sliced Grøstl permutations of Aoki, Roland, Sasaki and Schläffer
 * ("Byte Slicing Grøstl", SECRYPT 2011) in SSSE3, shared by the aesni and vperm backends. They
 * differ only in SubBytes: the file including this one defines, after it,
 *
 *   BS_INLINE __m128i sbox_step(__m128i x, __m128i key)
 *       out[j] = S(x[sbox_step_source(j)]) ^ sbox_step_offset() ^ key[j] for the 16 bytes:
 *       SubBytes, a fixed byte permutation the method brings along, and a free XOR.
 *   static unsigned sbox_step_source(unsigned j)   that permutation
 *   static uint8_t sbox_step_offset(void)          a constant the method adds to every byte
 *   static void sbox_step_init(void)               builds what sbox_step reads, once
 *
 * and uses bs_compress and bs_output for its groestl_backend_ops. Constant-time as long as
 * sbox_step is: the only branches and addresses here depend on lengths and the variant.
 *
 * Layout. The state is transposed so that a register holds bytes of one row: MixBytes works
 * on columns, so it becomes the same XORs and doublings on 8 registers, 16 columns at once.
 *   512-bit ("narrow"): P and Q side by side, 8 registers; register r = row r, bytes 0-7 P's
 *     columns 0-7, bytes 8-15 Q's columns 0-7. The output transformation, P alone, uses
 *     4 registers: register k = rows k and k+4.
 *   1024-bit ("wide"): 8 registers per permutation; register r = row r, byte c = column c.
 * The chaining value stays transposed between the blocks of one call.
 *
 * A round is, per register, one PSHUFB (ShiftBytes, composed with the inverse of the step's
 * own permutation), sbox_step, then MixBytes. AddRoundConstant costs nothing: MixBytes is
 * linear, so the next round's constant goes in before it, through the key of sbox_step, as
 * MixBytes^-1(constant). The same key cancels the constants that the cheap doubling in
 * mix_bytes and the step's offset leave. Only round 0 XORs its constant to the input.
 * All these vectors are derived at first use from the specification's tables (round
 * constants, groestl_shifts) and from mix_bytes itself.
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

/* ---- What the backend supplies ----------------------------------------------------------- */

BS_INLINE __m128i sbox_step(__m128i x, __m128i key);
static unsigned sbox_step_source(unsigned j);
static uint8_t sbox_step_offset(void);
static void sbox_step_init(void);

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
 * Up to a constant (see mul2_plus_1b) that bs_build_variant() measures and cancels. Each
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

/* ---- Tables, built at first use ---------------------------------------------------------- */

/* For one variant. Narrow uses index 0 of each [2] (P and Q share registers); wide uses
 * 0 for P and 1 for Q. */
typedef struct {
    __m128i mask[2][BS_ROWS];                 /* PSHUFB before sbox_step, per row */
    __m128i first[2][BS_ROWS];                /* round 0's constant, XORed to the input */
    __m128i key[2][BS_MAX_ROUNDS][BS_ROWS];   /* sbox_step's key, per round and row */
    /* Narrow P alone in row pairs (mix_bytes_pairs): register k = [row k | row k+4]. */
    __m128i pair_mask[4], pair_first[4], pair_key[BS_MAX_ROUNDS][4];
} bs_variant_tables;

static bs_variant_tables bs_tables[4]; /* [variant & (GROESTL_WIDE | GROESTL_V0)] */
static atomic_int bs_tables_state;     /* 0 not built, 1 being built, 2 ready */

/* The register layouts: which permutation (0 = P, 1 = Q), row and column byte j of
 * register `reg` holds, and where in that register a column of the same row is. */
enum { BS_NARROW, BS_WIDE_P, BS_WIDE_Q, BS_NARROW_P_PAIRS };

static void bs_position(int layout, int reg, unsigned j, int *perm, int *row, unsigned *col)
{
    *perm = layout == BS_WIDE_Q ? 1 : layout == BS_NARROW ? (int)(j / 8) : 0;
    *row = layout == BS_NARROW_P_PAIRS ? reg + 4 * (int)(j / 8) : reg;
    *col = (layout == BS_WIDE_P || layout == BS_WIDE_Q) ? j : j % 8;
}

static unsigned bs_place(int layout, unsigned j, unsigned col)
{
    return (layout == BS_WIDE_P || layout == BS_WIDE_Q) ? col : (j & 8) | col;
}

/* The PSHUFB mask before sbox_step, for register `reg` of `layout`. */
static __m128i bs_shift_mask(unsigned variant, int layout, int reg)
{
    uint8_t mask[16];
    for (unsigned j = 0; j < 16; j++) {
        int perm, row;
        unsigned col;
        bs_position(layout, reg, j, &perm, &row, &col);
        /* ShiftBytes: place j gets column col + shift. sbox_step then moves the byte at
         * sbox_step_source(j) to j, so that is where the shuffle puts it. */
        unsigned from = (col + groestl_shifts[variant & 3][perm][row]) % GROESTL_COLS(variant);
        mask[sbox_step_source(j)] = (uint8_t)bs_place(layout, j, from);
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

static void bs_build_variant(unsigned variant, bs_variant_tables *t,
                             const uint8_t minv[BS_ROWS][BS_ROWS], const __m128i e[BS_ROWS])
{
    const int wide = (variant & GROESTL_WIDE) != 0;
    const int rounds = GROESTL_ROUNDS(variant);
    const uint8_t offset = sbox_step_offset();

    for (int set = 0; set < 1 + wide; set++) {
        const int layout = wide ? (set ? BS_WIDE_Q : BS_WIDE_P) : BS_NARROW;
        for (int reg = 0; reg < BS_ROWS; reg++) {
            uint8_t first[16];
            for (unsigned j = 0; j < 16; j++) {
                int perm, row;
                unsigned col;
                bs_position(layout, reg, j, &perm, &row, &col);
                first[j] = bs_round_constant(variant, perm, 0, row, col);
            }
            t->mask[set][reg] = bs_shift_mask(variant, layout, reg);
            t->first[set][reg] = _mm_loadu_si128((const __m128i *)first);
        }
        /* Round r's key k: mix_bytes(S ^ offset ^ k) = B·S + B·(offset ^ k) + e must be
         * B·S + constant of round r+1, so k = B^-1·(constant ^ e) ^ offset. */
        for (int r = 0; r < rounds; r++) {
            uint8_t key[BS_ROWS][16];
            for (unsigned j = 0; j < 16; j++) {
                int perm, row;
                unsigned col;
                bs_position(layout, 0, j, &perm, &row, &col); /* same in every row */
                uint8_t want[BS_ROWS];
                for (int i = 0; i < BS_ROWS; i++)
                    want[i] = bs_round_constant(variant, perm, (unsigned)r + 1, i, col) ^
                              bs_byte(e[i], j);
                for (int i = 0; i < BS_ROWS; i++) {
                    uint8_t k = offset;
                    for (int c = 0; c < BS_ROWS; c++)
                        k ^= bs_gf_mul(minv[i][c], want[c]);
                    key[i][j] = k;
                }
            }
            for (int i = 0; i < BS_ROWS; i++)
                t->key[set][r][i] = _mm_loadu_si128((const __m128i *)key[i]);
        }
    }
    if (!wide) { /* mix_bytes_pairs computes what mix_bytes does on P's rows */
        for (int k = 0; k < 4; k++) {
            t->pair_mask[k] = bs_shift_mask(variant, BS_NARROW_P_PAIRS, k);
            t->pair_first[k] = _mm_unpacklo_epi64(t->first[0][k], t->first[0][k + 4]);
            for (int r = 0; r < rounds; r++)
                t->pair_key[r][k] = _mm_unpacklo_epi64(t->key[0][r][k], t->key[0][r][k + 4]);
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
            uint8_t minv[BS_ROWS][BS_ROWS];
            __m128i e[BS_ROWS];
            sbox_step_init();
            bs_mix_bytes_inverse(minv, e);
            for (unsigned v = 0; v < 4; v++)
                bs_build_variant(v, &bs_tables[v], minv, e);
            atomic_store_explicit(&bs_tables_state, 2, memory_order_release);
        } else {
            while (atomic_load_explicit(&bs_tables_state, memory_order_acquire) != 2)
                _mm_pause();
        }
    }
    return &bs_tables[variant & 3];
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

/* 512-bit: h as row pairs; per block, P = h ^ m and Q = m side by side in row registers. */
static void bs_compress_narrow(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                               const bs_variant_tables *t)
{
    __m128i h[4];
    bs_load(h, chain, 4);
    bs_narrow_to_rows(h);
    for (; nblocks > 0; nblocks--, blocks += 64) {
        __m128i m[4], s[BS_ROWS];
        bs_load(m, blocks, 4);
        bs_narrow_to_rows(m);
        BS_UNROLLED
        for (int k = 0; k < 4; k++) {
            __m128i p = _mm_xor_si128(h[k], m[k]);
            s[2 * k] = _mm_xor_si128(_mm_unpacklo_epi64(p, m[k]), t->first[0][2 * k]);
            s[2 * k + 1] = _mm_xor_si128(_mm_unpackhi_epi64(p, m[k]), t->first[0][2 * k + 1]);
        }
        bs_rounds(s, t->mask[0], t->key[0][0], 10);
        BS_UNROLLED
        for (int k = 0; k < 4; k++) /* h ^= P ^ Q, rows 2k and 2k+1 */
            h[k] = _mm_xor_si128(h[k], _mm_xor_si128(_mm_unpacklo_epi64(s[2 * k], s[2 * k + 1]),
                                                     _mm_unpackhi_epi64(s[2 * k], s[2 * k + 1])));
    }
    bs_narrow_from_rows(h);
    bs_store(chain, h, 4);
}

/* 512-bit output transformation: P alone, in row pairs [row k | row k+4]. */
static void bs_output_narrow(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[4], s[4];
    bs_load(h, chain, 4);
    bs_narrow_to_rows(h); /* [row 2k | row 2k+1] */
    s[0] = _mm_unpacklo_epi64(h[0], h[2]);
    s[1] = _mm_unpackhi_epi64(h[0], h[2]);
    s[2] = _mm_unpacklo_epi64(h[1], h[3]);
    s[3] = _mm_unpackhi_epi64(h[1], h[3]);
    for (int k = 0; k < 4; k++)
        s[k] = _mm_xor_si128(s[k], t->pair_first[k]);
    bs_rounds_pairs(s, t->pair_mask, t->pair_key[0], 10);
    h[0] = _mm_xor_si128(h[0], _mm_unpacklo_epi64(s[0], s[1]));
    h[1] = _mm_xor_si128(h[1], _mm_unpacklo_epi64(s[2], s[3]));
    h[2] = _mm_xor_si128(h[2], _mm_unpackhi_epi64(s[0], s[1]));
    h[3] = _mm_xor_si128(h[3], _mm_unpackhi_epi64(s[2], s[3]));
    bs_narrow_from_rows(h);
    bs_store(chain, h, 4);
}

/* 1024-bit: h, P and Q one row per register. */
static void bs_compress_wide(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                             const bs_variant_tables *t)
{
    __m128i h[BS_ROWS];
    bs_load(h, chain, 8);
    bs_wide_to_rows(h);
    for (; nblocks > 0; nblocks--, blocks += 128) {
        __m128i p[BS_ROWS], q[BS_ROWS];
        bs_load(q, blocks, 8);
        bs_wide_to_rows(q);
        BS_UNROLLED
        for (int i = 0; i < BS_ROWS; i++) {
            p[i] = _mm_xor_si128(_mm_xor_si128(h[i], q[i]), t->first[0][i]);
            q[i] = _mm_xor_si128(q[i], t->first[1][i]);
        }
        bs_rounds_pair(p, q, t->mask[0], t->mask[1], t->key[0][0], t->key[1][0], 14);
        BS_UNROLLED
        for (int i = 0; i < BS_ROWS; i++)
            h[i] = _mm_xor_si128(h[i], _mm_xor_si128(p[i], q[i]));
    }
    bs_wide_from_rows(h);
    bs_store(chain, h, 8);
}

static void bs_output_wide(uint8_t *chain, const bs_variant_tables *t)
{
    __m128i h[BS_ROWS], p[BS_ROWS];
    bs_load(h, chain, 8);
    bs_wide_to_rows(h);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        p[i] = _mm_xor_si128(h[i], t->first[0][i]);
    bs_rounds(p, t->mask[0], t->key[0][0], 14);
    BS_UNROLLED
    for (int i = 0; i < BS_ROWS; i++)
        h[i] = _mm_xor_si128(h[i], p[i]);
    bs_wide_from_rows(h);
    bs_store(chain, h, 8);
}

/* SubBytes alone on 16 bytes, through sbox_step, for the tests (groestl_impl.h): undo the
 * step's byte permutation first and cancel its offset with the key. */
static void bs_sub_bytes(uint8_t bytes[16])
{
    uint8_t undo[16], offset[16];
    bs_get_tables(0); /* builds what sbox_step reads */
    for (unsigned j = 0; j < 16; j++) {
        undo[sbox_step_source(j)] = (uint8_t)j;
        offset[j] = sbox_step_offset();
    }
    __m128i x = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)bytes),
                                 _mm_loadu_si128((const __m128i *)undo));
    x = sbox_step(x, _mm_loadu_si128((const __m128i *)offset));
    _mm_storeu_si128((__m128i *)bytes, x);
}

static void bs_compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    const bs_variant_tables *t = bs_get_tables(variant);
    if (variant & GROESTL_WIDE)
        bs_compress_wide(chain, blocks, nblocks, t);
    else
        bs_compress_narrow(chain, blocks, nblocks, t);
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
