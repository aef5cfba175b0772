/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx512.h - what the avx512 backend's two files share: avx512.c (a state per register, for
 * one message and a few side by side) and avx512_many.c (many messages, row-sliced). The
 * intrinsics (native, or SIMDe's portable versions in the emulated build,
 * -DGROESTL_AVX512_EMULATED, whose names end in _emulated), the GF(2^8) constants of SubBytes
 * and MixBytes, and the functions one file calls in the other. Include it first, in those
 * files only (they are built with the AVX-512 flags).
 */
#ifndef GROESTL_AVX512_H
#define GROESTL_AVX512_H

#if defined(GROESTL_AVX512_EMULATED)
#  define SIMDE_ENABLE_NATIVE_ALIASES
#  include <simde/x86/avx512.h>
#  include <simde/x86/gfni.h>
#else
#  include <immintrin.h>
#endif

#include "groestl_impl.h"

/* The AES affine map (groestl_impl.h) in every qword. */
GROESTL_INLINE __m512i avx512_aes_affine(void)
{
    return _mm512_set1_epi64((long long)groestl_aes_affine_matrix());
}

/* The constants of SubBytes (GF2P8AFFINEINVQB with the matrix above and 0x63) and of
 * MixBytes (GF2P8MULB by 2 and by 4), loaded once per call into registers. */
typedef struct {
    __m512i affine, two, four;
} avx512_field;

GROESTL_INLINE avx512_field avx512_field_of(void)
{
    avx512_field f = {avx512_aes_affine(), _mm512_set1_epi8(2), _mm512_set1_epi8(4)};
    return f;
}

/* a ^ b ^ c in one VPTERNLOGQ (which overwrites a: pass there a value at its last use). */
GROESTL_INLINE __m512i xor3(__m512i a, __m512i b, __m512i c)
{
    return GROESTL_TERNARY_ZMM(a, b, c, 0x96);
}

/* SubBytes of every byte: one GF2P8AFFINEINVQB (inversion, then the affine map and 0x63).
 * MemorySanitizer builds: on a clean copy, poisoned byte by byte (groestl_impl.h). */
GROESTL_INLINE __m512i avx512_sbox(__m512i x, __m512i affine)
{
#if defined(GROESTL_MSAN)
    __m512i r = _mm512_gf2p8affineinv_epi64_epi8(GROESTL_MSAN_CLEAN(x), affine, 0x63);
    groestl_msan_follow(&r, &x, sizeof r, 1);
#else
    __m512i r = _mm512_gf2p8affineinv_epi64_epi8(x, affine, 0x63);
#endif
    return r;
}

/* Every byte times a constant of GF(2^8) (GF2P8MULB; MSan: byte by byte). */
GROESTL_INLINE __m512i avx512_gf_mul(__m512i x, __m512i c)
{
#if defined(GROESTL_MSAN)
    __m512i r = _mm512_gf2p8mul_epi8(GROESTL_MSAN_CLEAN(x), c);
    groestl_msan_follow(&r, &x, sizeof r, 1);
    return r;
#else
    return _mm512_gf2p8mul_epi8(x, c);
#endif
}

/* Byte j of the result is byte index[j] of x (VPERMB; MSan: the poison permuted alike). */
GROESTL_INLINE __m512i avx512_permute_bytes(__m512i index, __m512i x)
{
#if defined(GROESTL_MSAN)
    __m512i r = _mm512_permutexvar_epi8(index, GROESTL_MSAN_CLEAN(x)), mask;
    groestl_msan_mask((uint8_t *)&mask, &x, sizeof mask);
    mask = _mm512_permutexvar_epi8(index, mask);
    groestl_msan_poison_where(&r, (const uint8_t *)&mask, sizeof r);
    return r;
#else
    return _mm512_permutexvar_epi8(index, x);
#endif
}

/* ---- Between the two files --------------------------------------------------------------- */

#if defined(GROESTL_AVX512_EMULATED)
/* test_avx512_emulated links this code, built on SIMDe, beside the library's own avx512: its
 * external names are renamed here, in one place. */
#  define groestl_backend_avx512 groestl_backend_avx512_emulated
#  define groestl_avx512_interleaved_compress groestl_avx512_emulated_interleaved_compress
#  define groestl_avx512_interleaved_output groestl_avx512_emulated_interleaved_output
#  define groestl_avx512_compress_many groestl_avx512_emulated_compress_many
#  define groestl_avx512_output_many groestl_avx512_emulated_output_many
#  define groestl_avx512_finish_many groestl_avx512_emulated_finish_many
#  define groestl_avx512_nodes_many groestl_avx512_emulated_nodes_many
#  define groestl_avx512_choose_lanes groestl_avx512_emulated_choose_lanes
#endif

/* avx512.c: lanes states side by side, a register (two for the 1024-bit state) each, in
 * loads of up to 4 (2 for the 1024-bit state). The interface of groestl_backend_ops's
 * compress_many and output_many. */
void groestl_avx512_interleaved_compress(uint8_t *const *chains, const uint8_t *const *blocks,
                                         size_t lanes, size_t nblocks, unsigned variant);
void groestl_avx512_interleaved_output(uint8_t *const *chains, size_t lanes, unsigned variant);

/* The batch calls, declared as avx2_gfni.h declares its own: prototypes, not code. */
/* avx512_many.c: sets of 8 (4) lanes row-sliced, a few interleaved (the backend's
 * compress_many, output_many, finish_many and nodes_many). */
void groestl_avx512_compress_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                  size_t lanes, size_t nblocks, unsigned variant);
void groestl_avx512_output_many(uint8_t *const *chains, size_t lanes, unsigned variant);
void groestl_avx512_finish_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                size_t lanes, size_t nblocks, const uint8_t *q_last,
                                unsigned variant);
size_t groestl_avx512_nodes_many(const uint8_t *in, size_t n, uint8_t *out);
void groestl_avx512_choose_lanes(int zmm_half); /* groestl_impl.h says what */

#endif /* GROESTL_AVX512_H */
