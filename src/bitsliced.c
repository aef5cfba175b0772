/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * bitsliced.c - the constant-time backend for every CPU: plain C, any byte order, no table
 * and no branch that depends on the data. dispatch.c falls back to it wherever no faster
 * constant-time backend runs.
 *
 * Layout. A 512-bit state is 8 bit-planes of 64 bits: plane b holds bit b of each of the 64
 * bytes, byte (row r, column c) at bit 8r + c. So a row is a byte of every plane, and the
 * 1024-bit state is two such halves (columns 0-7 and 8-15), 16 words. Then
 *   SubBytes          is one Boolean circuit on the 8 planes, each gate one word operation
 *                     for all 64 bytes: Boyar and Peralta's circuit for the AES S-box ("A
 *                     depth-16 circuit for the AES S-box", IFIP SEC 2012: 34 AND, 94 XOR and
 *                     XNOR; depth 16, so the CPU finds work to overlap), written from the
 *                     paper's equations (sub_bytes below keeps its names T, M, L).
 *   ShiftBytes        moves row r left by s_r columns: within byte r of each plane, a rotation
 *                     by s_r bits. Done as three (wide: four) steps, one per bit of s_r, each
 *                     rotating the rows whose s_r has that bit: two shifts and three masks.
 *   MixBytes          from the t/x/y formulas of Aoki et al. (see portable.c): a_{i+k} for
 *                     all rows i at once is the plane rotated by 8k bits, and doubling in
 *                     GF(2^8) is a renaming of the planes and three XORs.
 *   AddRoundConstant  XORs of constant words into planes, picked by round number only.
 * Messages and chaining values go in and out of the planes by an 8x8 bit transposition (three
 * masked swap steps over eight 64-bit words per half). The chaining value stays in planes
 * across the blocks of a call.
 *
 * P and Q side by side: with GCC or Clang a word is a vector of two 64-bit lanes (P in lane 0,
 * Q in lane 1), so the S-box circuit and every other step runs once for both permutations;
 * the compiler maps it onto the target's SIMD registers (SSE2, NEON, ...) or onto pairs of
 * scalar operations where it has none. Other compilers get plain 64-bit words and run P and
 * Q one after the other. Either way the code is the same.
 *
 * Constant-time: every operation is a word-wide AND, XOR, NOT, OR, shift by a constant amount
 * or byte permutation with constant indices; addresses and branches depend only on the
 * variant, the round and the block count (test_constant_time checks it under valgrind).
 */
#include "groestl_impl.h"

/* Speed: every step inlined into one function per state size, loops over planes unrolled, so
 * that the planes live in registers. Size (-Os, for small devices): one copy of each step. */
#if defined(__OPTIMIZE_SIZE__)
#  define BS_INLINE static
#  define BS_UNROLL
#else
#  define BS_INLINE GROESTL_INLINE
#  define BS_UNROLL GROESTL_UNROLL
#endif

/* 32-bit x86 without SSE2 (Debian's i386 baseline) has no 128-bit registers to map the two
 * lanes onto, and GCC warns there that vector values change the ABI: one word. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(GROESTL_BITSLICED_SCALAR) &&        \
    !(defined(__i386__) && !defined(__SSE2__))
/* Two permutations per word: lane 0 P, lane 1 Q. */
typedef uint64_t word __attribute__((vector_size(16)));
#  define LANES 2
#else
typedef uint64_t word;
#  define LANES 1
#endif

#define MAX_HALVES 2
typedef word slice[8]; /* the 8 planes of 8 columns */

enum { PERM_P = 0, PERM_Q = 1 };

/* A word holding P's value for lane P and Q's for lane Q; where a word holds one permutation
 * (LANES 1), the value of `perm`. */
static inline word pick(uint64_t p, uint64_t q, int perm)
{
#if LANES == 2
    (void)perm;
    word w = {p, q};
    return w;
#else
    return perm == PERM_P ? p : q;
#endif
}

/* Every row i gets row i + k (mod 8): the plane rotated right by 8k bits. Where the target
 * permutes the bytes of a vector in one instruction (NEON's TBL, REV, EXT; SSSE3's PSHUFB),
 * written as that byte permutation (the compiler picks the instruction); else two shifts and
 * an OR. */
#if defined(__has_builtin)
#  if __has_builtin(__builtin_shufflevector) && (defined(__ARM_NEON) || defined(__SSSE3__))
#    define ROWS_UP_BY_SHUFFLE 1
#  endif
#endif
#if LANES == 2 && defined(ROWS_UP_BY_SHUFFLE) && defined(__BYTE_ORDER__)
typedef uint8_t word_bytes __attribute__((vector_size(16)));
/* The byte of the vector (memory order) that byte p of the result comes from. */
#  if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#    define ROWS_UP_FROM(p, k) (((p) & 8) | (((p) + (k)) & 7))
#  else
#    define ROWS_UP_FROM(p, k) (((p) & 8) | (((p) + 8 - (k)) & 7))
#  endif
#  define ROWS_UP(w, k)                                                                       \
    ((word)__builtin_shufflevector(                                                           \
        (word_bytes)(w), (word_bytes)(w), ROWS_UP_FROM(0, k), ROWS_UP_FROM(1, k),             \
        ROWS_UP_FROM(2, k), ROWS_UP_FROM(3, k), ROWS_UP_FROM(4, k), ROWS_UP_FROM(5, k),       \
        ROWS_UP_FROM(6, k), ROWS_UP_FROM(7, k), ROWS_UP_FROM(8, k), ROWS_UP_FROM(9, k),       \
        ROWS_UP_FROM(10, k), ROWS_UP_FROM(11, k), ROWS_UP_FROM(12, k), ROWS_UP_FROM(13, k),   \
        ROWS_UP_FROM(14, k), ROWS_UP_FROM(15, k)))
#else
#  define ROWS_UP(w, k) (((w) >> (8 * (k))) | ((w) << (64 - 8 * (k))))
#endif

/* One step of ShiftBytes on a plane w: the bits in masks lo and hi (of the rows that move)
 * from the plane shifted right (from_right) and left (from_left), the other bits as they
 * are (in keep). With NEON as two bit-selects (BSL), else as ANDs and ORs. */
#if defined(__ARM_NEON)
#  define SELECT(m, a, b) ((((a) ^ (b)) & (m)) ^ (b))
#  define SHIFT_STEP(st, w, from_right, from_left)                                            \
    SELECT((st)->hi, from_left, SELECT((st)->lo, from_right, w))
#else
#  define SHIFT_STEP(st, w, from_right, from_left)                                            \
    (((w) & (st)->keep) | ((from_right) & (st)->lo) | ((from_left) & (st)->hi))
#endif

/* ---- SubBytes: the Boyar-Peralta circuit ------------------------------------------------- */

/* U0 is the input's most significant bit (plane 7), S0 the output's. The four XNORs of the
 * paper end in NOT. */
BS_INLINE void sub_bytes(slice s)
{
    const word U0 = s[7], U1 = s[6], U2 = s[5], U3 = s[4];
    const word U4 = s[3], U5 = s[2], U6 = s[1], U7 = s[0];
    /* Top linear transformation */
    const word T1 = U0 ^ U3, T2 = U0 ^ U5, T3 = U0 ^ U6, T4 = U3 ^ U5, T5 = U4 ^ U6;
    const word T6 = T1 ^ T5, T7 = U1 ^ U2, T8 = U7 ^ T6, T9 = U7 ^ T7, T10 = T6 ^ T7;
    const word T11 = U1 ^ U5, T12 = U2 ^ U5, T13 = T3 ^ T4, T14 = T6 ^ T11, T15 = T5 ^ T11;
    const word T16 = T5 ^ T12, T17 = T9 ^ T16, T18 = U3 ^ U7, T19 = T7 ^ T18, T20 = T1 ^ T19;
    const word T21 = U6 ^ U7, T22 = T7 ^ T21, T23 = T2 ^ T22, T24 = T2 ^ T10, T25 = T20 ^ T17;
    const word T26 = T3 ^ T16, T27 = T1 ^ T12;
    /* Shared middle: the inversion in GF(2^8) through GF(2^4) */
    const word M1 = T13 & T6, M2 = T23 & T8, M3 = T14 ^ M1, M4 = T19 & U7, M5 = M4 ^ M1;
    const word M6 = T3 & T16, M7 = T22 & T9, M8 = T26 ^ M6, M9 = T20 & T17, M10 = M9 ^ M6;
    const word M11 = T1 & T15, M12 = T4 & T27, M13 = M12 ^ M11, M14 = T2 & T10;
    const word M15 = M14 ^ M11, M16 = M3 ^ M2, M17 = M5 ^ T24, M18 = M8 ^ M7, M19 = M10 ^ M15;
    const word M20 = M16 ^ M13, M21 = M17 ^ M15, M22 = M18 ^ M13, M23 = M19 ^ T25;
    const word M24 = M22 ^ M23, M25 = M22 & M20, M26 = M21 ^ M25, M27 = M20 ^ M21;
    const word M28 = M23 ^ M25, M29 = M28 & M27, M30 = M26 & M24, M31 = M20 & M23;
    const word M32 = M27 & M31, M33 = M27 ^ M25, M34 = M21 & M22, M35 = M24 & M34;
    const word M36 = M24 ^ M25, M37 = M21 ^ M29, M38 = M32 ^ M33, M39 = M23 ^ M30;
    const word M40 = M35 ^ M36, M41 = M38 ^ M40, M42 = M37 ^ M39, M43 = M37 ^ M38;
    const word M44 = M39 ^ M40, M45 = M42 ^ M41;
    const word M46 = M44 & T6, M47 = M40 & T8, M48 = M39 & U7, M49 = M43 & T16, M50 = M38 & T9;
    const word M51 = M37 & T17, M52 = M42 & T15, M53 = M45 & T27, M54 = M41 & T10;
    const word M55 = M44 & T13, M56 = M40 & T23, M57 = M39 & T19, M58 = M43 & T3;
    const word M59 = M38 & T22, M60 = M37 & T20, M61 = M42 & T1, M62 = M45 & T4, M63 = M41 & T2;
    /* Bottom linear transformation */
    const word L0 = M61 ^ M62, L1 = M50 ^ M56, L2 = M46 ^ M48, L3 = M47 ^ M55, L4 = M54 ^ M58;
    const word L5 = M49 ^ M61, L6 = M62 ^ L5, L7 = M46 ^ L3, L8 = M51 ^ M59, L9 = M52 ^ M53;
    const word L10 = M53 ^ L4, L11 = M60 ^ L2, L12 = M48 ^ M51, L13 = M50 ^ L0, L14 = M52 ^ M61;
    const word L15 = M55 ^ L1, L16 = M56 ^ L0, L17 = M57 ^ L1, L18 = M58 ^ L8, L19 = M63 ^ L4;
    const word L20 = L0 ^ L1, L21 = L1 ^ L7, L22 = L3 ^ L12, L23 = L18 ^ L2, L24 = L15 ^ L9;
    const word L25 = L6 ^ L10, L26 = L7 ^ L9, L27 = L8 ^ L10, L28 = L11 ^ L14, L29 = L11 ^ L17;
    s[7] = L6 ^ L24;
    s[6] = ~(L16 ^ L26);
    s[5] = ~(L19 ^ L28);
    s[4] = L6 ^ L21;
    s[3] = L20 ^ L22;
    s[2] = L25 ^ L29;
    s[1] = ~(L13 ^ L27);
    s[0] = ~(L6 ^ L23);
}

/* ---- ShiftBytes -------------------------------------------------------------------------- */

/* The masks of one rotation step by k columns, over the rows it moves: the bits that come
 * from the right (lo: bit c takes bit c + k of its byte) and from the left (hi: bit c takes
 * bit c + k - 8, of the same byte or, wide, of the other half's). */
typedef struct {
    word lo, hi, keep; /* keep: the bits in neither */
} rotation_step;

typedef struct {
    rotation_step step[3]; /* by 1, 2 and 4 columns */
    word swap_halves;      /* wide: the rows that move by 8 columns or more */
} shift_masks;

/* The bytes of the rows r whose shift[r] has bit k, each filled with `byte`. */
static uint64_t rows_with(const uint8_t shift[GROESTL_ROWS], unsigned k, uint64_t byte)
{
    uint64_t m = 0;
    for (int r = 0; r < GROESTL_ROWS; r++)
        if (shift[r] & k)
            m |= byte << (8 * r);
    return m;
}

static void make_shift_masks(unsigned variant, int perm, shift_masks *m)
{
    const uint8_t *sp = groestl_shifts[GROESTL_VARIANT_INDEX(variant)][PERM_P];
    const uint8_t *sq = groestl_shifts[GROESTL_VARIANT_INDEX(variant)][PERM_Q];
    for (unsigned i = 0; i < 3; i++) {
        const unsigned k = 1u << i;
        const uint64_t lo = 0xffu >> k, hi = 0xffu & (0xffu << (8 - k));
        m->step[i].lo = pick(rows_with(sp, k, lo), rows_with(sq, k, lo), perm);
        m->step[i].hi = pick(rows_with(sp, k, hi), rows_with(sq, k, hi), perm);
        m->step[i].keep = pick(~rows_with(sp, k, 0xff), ~rows_with(sq, k, 0xff), perm);
    }
    m->swap_halves = pick(rows_with(sp, 8, 0xff), rows_with(sq, 8, 0xff), perm);
}

/* Row r of every plane moves left by its shift: new bit c = old bit (c + shift) mod columns. */
BS_INLINE void shift_bytes(slice s[MAX_HALVES], int halves, const shift_masks *m)
{
    BS_UNROLL
    for (int b = 0; b < 8; b++) {
        if (halves == 1) {
            word w = s[0][b];
            BS_UNROLL
            for (unsigned i = 0; i < 3; i++) {
                const unsigned k = 1u << i;
                const rotation_step *st = &m->step[i];
                w = SHIFT_STEP(st, w, w >> k, w << (8 - k));
            }
            s[0][b] = w;
        } else {
            word a = s[0][b], c = s[1][b];
            const word d = (a ^ c) & m->swap_halves; /* by 8 columns: the halves trade */
            a ^= d;
            c ^= d;
            BS_UNROLL
            for (unsigned i = 0; i < 3; i++) {
                const unsigned k = 1u << i;
                const rotation_step *st = &m->step[i];
                const word na = SHIFT_STEP(st, a, a >> k, c << (8 - k));
                c = SHIFT_STEP(st, c, c >> k, a << (8 - k));
                a = na;
            }
            s[0][b] = a;
            s[1][b] = c;
        }
    }
}

/* ---- MixBytes ---------------------------------------------------------------------------- */

/* d = 2·v in GF(2^8) mod x^8 + x^4 + x^3 + x + 1, on planes: bit 7 falls out and comes back
 * as 0x1b (bits 0, 1, 3, 4). */
BS_INLINE void times2(const word v[8], word d[8])
{
    d[0] = v[7];
    d[1] = v[0] ^ v[7];
    d[2] = v[1];
    d[3] = v[2] ^ v[7];
    d[4] = v[3] ^ v[7];
    d[5] = v[4];
    d[6] = v[5];
    d[7] = v[6];
}

/* b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4} with t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3},
 * y_i = t_i + t_{i+2} + a_{i+6} (Aoki et al., SECRYPT 2011, section 4.3), on all rows at once:
 *   W = Y + 2·ROWS_UP(X, 4),  B = ROWS_UP(Y, 4) + 2·ROWS_UP(W, 7)
 * (ROWS_UP(2·ROWS_UP(X, 4), 7) is 2·x_{i+3}). 7 rotations and 6 XORs a plane, 6 for the
 * doublings. */
BS_INLINE void mix_bytes(slice a)
{
    word x4[8], y[8], w[8], w7[8], d[8];
    BS_UNROLL
    for (int b = 0; b < 8; b++) {
        const word t = a[b] ^ ROWS_UP(a[b], 1);
        const word x = t ^ ROWS_UP(t, 3);
        y[b] = t ^ ROWS_UP(t, 2) ^ ROWS_UP(a[b], 6);
        x4[b] = ROWS_UP(x, 4);
    }
    times2(x4, d);
    BS_UNROLL
    for (int b = 0; b < 8; b++) {
        w[b] = y[b] ^ d[b];
        w7[b] = ROWS_UP(w[b], 7);
    }
    times2(w7, d);
    BS_UNROLL
    for (int b = 0; b < 8; b++)
        a[b] = ROWS_UP(y[b], 4) ^ d[b];
}

/* ---- AddRoundConstant -------------------------------------------------------------------- */

/* Round i adds, in plane b of half h: base[h][b], and `round_bits[h]` if b < 4 and bit b of
 * i is set (i < 16). Final version: P row 0, column c gets (c << 4) ^ i, so planes 4-7 take
 * the column's bits (0xaa, 0xcc, 0xf0 in byte 0; 0xff for columns 8-15 in plane 7) and planes
 * 0-3 all of row 0 where i has the bit; Q complements every byte and adds the same to row 7.
 * Grøstl-0: P byte (0,0) ^= i, Q byte (7,0) ^= 0xff ^ i. */
typedef struct {
    word base[MAX_HALVES][8];
    word round_bits[MAX_HALVES];
} round_constants;

static uint64_t constant_base(unsigned variant, int perm, int half, int b)
{
    if (variant & GROESTL_V0)
        return perm == PERM_P || half != 0 ? 0 : (uint64_t)1 << 56; /* 0xff of Q's byte */
    uint64_t row = 0; /* the column bits of (c << 4), row 0 */
    for (unsigned c = 0; c < 8; c++)
        row |= (uint64_t)((((c + 8u * (unsigned)half) << 4) >> b) & 1) << c;
    return perm == PERM_P ? row : ~(row << 56);
}

static uint64_t constant_round_bits(unsigned variant, int perm, int half)
{
    if (variant & GROESTL_V0)
        return half != 0 ? 0 : perm == PERM_P ? 1 : (uint64_t)1 << 56;
    return perm == PERM_P ? 0xff : (uint64_t)0xff << 56;
}

static void make_round_constants(unsigned variant, int perm, round_constants *k)
{
    for (int h = 0; h < MAX_HALVES; h++) {
        for (int b = 0; b < 8; b++)
            k->base[h][b] = pick(constant_base(variant, PERM_P, h, b),
                                 constant_base(variant, PERM_Q, h, b), perm);
        k->round_bits[h] = pick(constant_round_bits(variant, PERM_P, h),
                                constant_round_bits(variant, PERM_Q, h), perm);
    }
}

BS_INLINE void add_round_constant(slice s[MAX_HALVES], int halves, const round_constants *k,
                                  unsigned round)
{
    for (int h = 0; h < halves; h++) {
        BS_UNROLL
        for (int b = 0; b < 4; b++) {
            const uint64_t bit = 0 - (uint64_t)((round >> b) & 1); /* public: the round */
            s[h][b] ^= k->base[h][b] ^ (k->round_bits[h] & bit);
        }
        BS_UNROLL
        for (int b = 4; b < 8; b++)
            s[h][b] ^= k->base[h][b];
    }
}

/* ---- The permutations -------------------------------------------------------------------- */

typedef struct {
    shift_masks shift;
    round_constants rc;
} perm_params;

/* The parameters of each variant (P and Q together, or each), built once: a short message
 * would otherwise spend a noticeable part of its time building them at every call. */
static perm_params params[GROESTL_VARIANTS][3 - LANES];
static atomic_int params_state; /* groestl_once */

static void build_params(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++)
        for (int perm = 0; perm < 3 - LANES; perm++) {
            make_shift_masks(variant, perm, &params[variant][perm].shift);
            make_round_constants(variant, perm, &params[variant][perm].rc);
        }
}

/* params[variant][perm]: with two lanes, [0] holds P's and Q's. */
static const perm_params *params_of(unsigned variant)
{
    groestl_once(&params_state, build_params);
    return params[GROESTL_VARIANT_INDEX(variant)];
}

/* The rounds of the permutation(s) a word holds: P and Q together (LANES 2), or the one
 * whose parameters these are. */
BS_INLINE void permute(slice s[MAX_HALVES], int halves, const perm_params *k, unsigned rounds)
{
    for (unsigned round = 0; round < rounds; round++) {
        add_round_constant(s, halves, &k->rc, round);
        BS_UNROLL
        for (int h = 0; h < halves; h++)
            sub_bytes(s[h]);
        shift_bytes(s, halves, &k->shift);
        BS_UNROLL
        for (int h = 0; h < halves; h++)
            mix_bytes(s[h]);
    }
}

/* ---- Into and out of the planes ---------------------------------------------------------- */

/* Swap the bits of a selected by mask, moved up by n, with those of b at the mask. */
#define SWAP_BITS(a, b, mask, n)                                                              \
    do {                                                                                      \
        const uint64_t t_ = (((a) >> (n)) ^ (b)) & (mask);                                    \
        (b) ^= t_;                                                                            \
        (a) ^= t_ << (n);                                                                     \
    } while (0)

/* 8 words, word c = column c of spec order (byte r = row r), become 8 planes (word b = bit b,
 * bit 8r + c), and back: in each byte lane r an 8x8 bit-matrix transposition (word index and
 * bit index trade places), which is its own inverse. */
static inline void transpose(uint64_t v[8])
{
    for (int c = 0; c < 8; c += 2)
        SWAP_BITS(v[c], v[c + 1], 0x5555555555555555ull, 1);
    for (int c = 0; c < 8; c += (c & 1) ? 3 : 1) /* 0, 1, 4, 5 */
        SWAP_BITS(v[c], v[c + 2], 0x3333333333333333ull, 2);
    for (int c = 0; c < 4; c++)
        SWAP_BITS(v[c], v[c + 4], 0x0f0f0f0f0f0f0f0full, 4);
}

/* 64 bytes (spec order) of half h to planes; and back. */
static inline void load_planes(uint64_t planes[8], const uint8_t *bytes)
{
    for (int c = 0; c < 8; c++)
        planes[c] = groestl_load64_le(bytes + 8 * c);
    transpose(planes);
}

static inline void store_planes(uint8_t *bytes, uint64_t planes[8])
{
    transpose(planes);
    for (int c = 0; c < 8; c++)
        groestl_store64_le(bytes + 8 * c, planes[c]);
}

/* The lane of a word that holds permutation perm. */
static inline uint64_t lane(word w, int perm)
{
#if LANES == 2
    return w[perm];
#else
    (void)perm;
    return w;
#endif
}

/* f(h, m) = P(h ^ m) ^ Q(m) ^ h over a run of blocks. */
BS_INLINE void compress_blocks(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                               unsigned variant, int halves)
{
    const unsigned rounds = (unsigned)GROESTL_ROUNDS(variant);
    const perm_params *k = params_of(variant); /* P and Q together, or each */
    uint64_t h[MAX_HALVES][8], m[MAX_HALVES][8];
    slice s[LANES == 2 ? 1 : 2][MAX_HALVES];
    for (int i = 0; i < halves; i++)
        load_planes(h[i], chain + 64 * i);
    for (size_t n = 0; n < nblocks; n++, blocks += 64 * (size_t)halves) {
        for (int i = 0; i < halves; i++) {
            load_planes(m[i], blocks + 64 * i);
            for (int b = 0; b < 8; b++) {
#if LANES == 2
                s[0][i][b] = pick(h[i][b] ^ m[i][b], m[i][b], 0);
#else
                s[PERM_P][i][b] = h[i][b] ^ m[i][b];
                s[PERM_Q][i][b] = m[i][b];
#endif
            }
        }
        for (int perm = 0; perm < 3 - LANES; perm++)
            permute(s[perm], halves, &k[perm], rounds);
        GROESTL_CT_PROBE_BYTE(lane(s[0][0][0], PERM_P));
        for (int i = 0; i < halves; i++)
            for (int b = 0; b < 8; b++)
#if LANES == 2
                h[i][b] ^= lane(s[0][i][b], PERM_P) ^ lane(s[0][i][b], PERM_Q);
#else
                h[i][b] ^= lane(s[PERM_P][i][b], PERM_P) ^ lane(s[PERM_Q][i][b], PERM_Q);
#endif
    }
    for (int i = 0; i < halves; i++)
        store_planes(chain + 64 * i, h[i]);
}

/* Omega before truncation: h = P(h) ^ h. (With two lanes, Q's lane runs on a copy of h, and
 * is dropped: no slower than P alone.) */
BS_INLINE void output_transform(uint8_t *chain, unsigned variant, int halves)
{
    const perm_params *k = &params_of(variant)[PERM_P]; /* two lanes: P's and Q's */
    uint64_t h[MAX_HALVES][8];
    slice s[MAX_HALVES];
    for (int i = 0; i < halves; i++) {
        load_planes(h[i], chain + 64 * i);
        for (int b = 0; b < 8; b++)
            s[i][b] = pick(h[i][b], h[i][b], PERM_P);
    }
    permute(s, halves, k, (unsigned)GROESTL_ROUNDS(variant));
    GROESTL_CT_PROBE_BYTE(lane(s[0][0], PERM_P));
    for (int i = 0; i < halves; i++) {
        for (int b = 0; b < 8; b++)
            h[i][b] ^= lane(s[i][b], PERM_P);
        store_planes(chain + 64 * i, h[i]);
    }
}

/* One instance per state size, so that the half count is a constant. */
static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    if (variant & GROESTL_WIDE)
        compress_blocks(chain, blocks, nblocks, variant, 2);
    else
        compress_blocks(chain, blocks, nblocks, variant, 1);
}

static void output(uint8_t *chain, unsigned variant)
{
    if (variant & GROESTL_WIDE)
        output_transform(chain, variant, 2);
    else
        output_transform(chain, variant, 1);
}

/* For the tests: SubBytes alone, the 16 bytes in the planes' first two rows. */
static void sub_bytes_test(uint8_t bytes[16])
{
    uint64_t v[8] = {0};
    slice s;
    for (int i = 0; i < 16; i++) /* byte i at row i / 8, column i % 8 */
        for (int b = 0; b < 8; b++)
            v[b] |= (uint64_t)((bytes[i] >> b) & 1) << i;
    for (int b = 0; b < 8; b++)
        s[b] = pick(v[b], v[b], PERM_P);
    sub_bytes(s);
    for (int i = 0; i < 16; i++) {
        unsigned x = 0;
        for (int b = 0; b < 8; b++)
            x |= (unsigned)((lane(s[b], PERM_P) >> i) & 1) << b;
        bytes[i] = (uint8_t)x;
    }
}

const groestl_backend_ops groestl_backend_bitsliced = {
    .name = "bitsliced",
    .constant_time = 1,
    .compress = compress,
    .output = output,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .sub_bytes = sub_bytes_test,
};
