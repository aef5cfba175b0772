/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * rows256_round.h - the pieces of a Grøstl round on 8 row registers of 256 bits with GFNI (see
 * rows256.h, which includes it, for the layout and the count): the field constants, SubBytes,
 * MixBytes and the transposition between blocks and rows. Also included by avx2_gfni.c, whose
 * 1024-bit one-message layout is such rows ([P | Q] in a register). Include it after the
 * intrinsics (immintrin.h, or SIMDe's in the emulated builds).
 */
#ifndef GROESTL_ROWS256_ROUND_H
#define GROESTL_ROWS256_ROUND_H

#include "groestl_impl.h"

/* ROWS256_INLINE, ROWS256_UNROLL: round code inlined and unrolled so that the rows stay in
 * registers; not in the emulated builds, where SIMDe's code unrolled takes GCC minutes. */
#if defined(GROESTL_AVX512_EMULATED) || defined(GROESTL_AVX2_GFNI_EMULATED)
#  define ROWS256_INLINE static inline
#  define ROWS256_UNROLL
#else
#  define ROWS256_INLINE GROESTL_INLINE
#  define ROWS256_UNROLL GROESTL_UNROLL
#endif

/* VPTERNLOGQ on YMM registers: AVX-512 VL (the avx512 backend's build of this file).
 * ROWS256_NO_TERNLOG: not even there (docs/BENCHMARKS.md's 32-register diagnostic build). */
#if (defined(__AVX512VL__) || defined(GROESTL_AVX512_EMULATED)) && !defined(ROWS256_NO_TERNLOG)
#  define ROWS256_TERNLOG 1
#endif

/* MixBytes's products chained by one constant (rows256_mix_bytes) where the builds without
 * VPTERNLOGQ have only AVX2's 16 registers for a set's rows. */
#if defined(ROWS256_TERNLOG)
#  define ROWS256_CHAINED 0
#else
#  define ROWS256_CHAINED 1
#endif

#define ROWS256_MAX_ROUNDS 14

/* GF2P8AFFINEINVQB's constant: SubBytes's 0x63, or with 0x55 added (the complement, above). */
#define ROWS256_SBOX 0x63
#define ROWS256_SBOX_COMPLEMENT (0x63 ^ 0x55)

/* ---- Field operations ---------------------------------------------------------------------- */

/* The constants of SubBytes and MixBytes, in registers for a whole call. */
typedef struct {
    __m256i affine, two, four;
} rows256_field;

ROWS256_INLINE rows256_field rows256_field_of(void)
{
    rows256_field f = {_mm256_set1_epi64x((long long)groestl_aes_affine_matrix()),
                       _mm256_set1_epi8(2), _mm256_set1_epi8(4)};
    return f;
}

/* v as it is: the compilers reassociate chains of XORs into ones of their own, which can be
 * longer (a round that is bound by latency, avx2_gfni.c's); an empty asm between the steps
 * keeps the order written. Not in the emulated builds (SIMDe's types are not registers), nor
 * in MemorySanitizer's (it takes an asm's outputs as initialized: the poison would be lost). */
ROWS256_INLINE __m256i rows256_keep(__m256i v)
{
#if !defined(GROESTL_AVX512_EMULATED) && !defined(GROESTL_AVX2_GFNI_EMULATED) &&              \
    !defined(GROESTL_MSAN)
    __asm__("" : "+x"(v));
#endif
    return v;
}

ROWS256_INLINE __m256i rows256_xor(__m256i a, __m256i b)
{
#if defined(ROWS256_NO_TERNLOG)
    return rows256_keep(_mm256_xor_si256(a, b)); /* nor one that the compiler would form */
#else
    return _mm256_xor_si256(a, b);
#endif
}

/* a ^ b ^ c: one VPTERNLOGQ where there is one (MemorySanitizer builds: on clean copies, the
 * result poisoned byte by byte where an operand's byte was: groestl_impl.h). */
ROWS256_INLINE __m256i rows256_xor3(__m256i a, __m256i b, __m256i c)
{
#if defined(ROWS256_TERNLOG) && defined(GROESTL_MSAN)
    __m256i r = _mm256_ternarylogic_epi64(GROESTL_MSAN_CLEAN(a), GROESTL_MSAN_CLEAN(b),
                                          GROESTL_MSAN_CLEAN(c), 0x96);
    groestl_msan_follow(&r, &a, sizeof r, 1);
    groestl_msan_follow(&r, &b, sizeof r, 1);
    groestl_msan_follow(&r, &c, sizeof r, 1);
    return r;
#elif defined(ROWS256_TERNLOG)
    return _mm256_ternarylogic_epi64(a, b, c, 0x96);
#else
    return rows256_xor(rows256_xor(a, b), c);
#endif
}

/* SubBytes; complement: with 0x55 added to every byte (see the top). MSan: as above. */
ROWS256_INLINE __m256i rows256_sub_bytes(__m256i x, __m256i affine, int complement)
{
#if defined(GROESTL_MSAN)
    __m256i r = complement ? _mm256_gf2p8affineinv_epi64_epi8(GROESTL_MSAN_CLEAN(x), affine,
                                                              ROWS256_SBOX_COMPLEMENT)
                           : _mm256_gf2p8affineinv_epi64_epi8(GROESTL_MSAN_CLEAN(x), affine,
                                                              ROWS256_SBOX);
    groestl_msan_follow(&r, &x, sizeof r, 1);
    return r;
#else
    if (complement)
        return _mm256_gf2p8affineinv_epi64_epi8(x, affine, ROWS256_SBOX_COMPLEMENT);
    return _mm256_gf2p8affineinv_epi64_epi8(x, affine, ROWS256_SBOX);
#endif
}

/* avx512.h's avx512_gf_mul in YMM: the width is the type (each header stands alone). */
/* Every byte times a constant of GF(2^8) (GF2P8MULB; MSan: as above). */
ROWS256_INLINE __m256i rows256_gf_mul(__m256i x, __m256i c)
{
#if defined(GROESTL_MSAN)
    __m256i r = _mm256_gf2p8mul_epi8(GROESTL_MSAN_CLEAN(x), c);
    groestl_msan_follow(&r, &x, sizeof r, 1);
    return r;
#else
    return _mm256_gf2p8mul_epi8(x, c);
#endif
}

ROWS256_INLINE __m256i rows256_load(const uint8_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

/* MixBytes of the rows a (after SubBytes and ShiftBytes) into s. fold[j], where not NULL, is
 * a constant (32 bytes) added to x_j: it reaches b_{j-3} multiplied by 4. chained: the
 * products as b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}, by one constant, where 16 registers
 * leave no room for a second (rows256.h's sets in the AVX2 build: docs/BENCHMARKS.md); else
 * 4·x_{i+3} and 2·y_{i+7} side by side, the shorter path. */
/* avx512_many.c's r_round's MixBytes in YMM: the width is the type; test_backends runs both. */
ROWS256_INLINE void rows256_mix_bytes(const __m256i a[8], __m256i s[8],
                                      const uint8_t *const fold[8], const rows256_field *f,
                                      int chained)
{
    __m256i t[8], x[8], y[8];
    ROWS256_UNROLL
    for (unsigned i = 0; i < 8; i++)
        t[i] = rows256_xor(a[i], a[(i + 1) & 7]);
    ROWS256_UNROLL
    for (unsigned i = 0; i < 8; i++) {
        if (fold[i] != NULL)
            x[i] = rows256_xor3(t[i], t[(i + 3) & 7], rows256_load(fold[i]));
        else
            x[i] = rows256_xor(t[i], t[(i + 3) & 7]);
    }
    ROWS256_UNROLL
    for (unsigned i = 0; i < 8; i++)
        y[i] = rows256_xor3(a[(i + 6) & 7], t[i], t[(i + 2) & 7]);
    ROWS256_UNROLL
    for (unsigned i = 0; i < 8; i++) {
        if (chained)
            s[i] = rows256_xor(
                rows256_gf_mul(rows256_xor(rows256_gf_mul(x[(i + 3) & 7], f->two), y[(i + 7) & 7]),
                               f->two),
                y[(i + 4) & 7]);
        else
            s[i] = rows256_xor3(rows256_gf_mul(x[(i + 3) & 7], f->four),
                                rows256_gf_mul(y[(i + 7) & 7], f->two), y[(i + 4) & 7]);
    }
}

/* ---- The transposition ----------------------------------------------------------------------
 * 8 registers, each two 16-byte pieces of blocks (a piece: columns 2j and 2j+1, byte 8·c0 + r
 * for row r of column 2j + c0), become 8 registers of rows and back. With the bits of a
 * register's index (i2 i1 i0) and of a byte's place in its lane (b3 b2 b1 b0):
 *   VPSHUFB  place (c0 r2 r1 r0) to (r2 r1 r0 c0), in each lane;
 *   3 rounds of VPUNPCKLBW/VPUNPCKHBW on the registers whose index differs in bit 2, then 1,
 *            then 0: each round the unpacks move b3 into that bit of the index and the bit of
 *            the index into b0 (b2..b0 move up one).
 * After them the register's index is the row (r2 r1 r0) and a byte's place (c0 i2 i1 i0),
 * i the register the byte came from. The same steps take rows back to pieces (it is its own
 * inverse): place (c0 i2 i1 i0) to (i2 i1 i0 c0), then the three rounds. */

/* The VPSHUFB of both ways: place (a b c d) from (d a b c). */
static inline uint8_t rows256_gather_index(unsigned place)
{
    return (uint8_t)(8 * (place & 1) + (place >> 1));
}

/* The steps on `count` registers (8, or 4 for avx2_gfni's row pairs: two rounds of unpacks),
 * a constant where it is inlined. */
ROWS256_INLINE void rows256_transpose_registers(__m256i *v, unsigned count, __m256i gather)
{
    ROWS256_UNROLL
    for (unsigned i = 0; i < count; i++)
        v[i] = _mm256_shuffle_epi8(v[i], gather);
    ROWS256_UNROLL
    for (unsigned bit = count / 2; bit >= 1; bit >>= 1) {
        ROWS256_UNROLL
        for (unsigned i = 0; i < count; i++) {
            if (i & bit)
                continue;
            __m256i lo = _mm256_unpacklo_epi8(v[i], v[i | bit]);
            __m256i hi = _mm256_unpackhi_epi8(v[i], v[i | bit]);
            v[i] = lo;
            v[i | bit] = hi;
        }
    }
}

ROWS256_INLINE void rows256_transpose(__m256i v[8], __m256i gather)
{
    rows256_transpose_registers(v, 8, gather);
}

#endif /* GROESTL_ROWS256_ROUND_H */
