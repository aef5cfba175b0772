/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * byteslice_wasm.h - the SSSE3 intrinsics that byteslice.h and its drivers use, each one
 * WebAssembly SIMD128 instruction: byteslice.h includes it in place of <tmmintrin.h> when
 * compiling for WebAssembly SIMD128, so that the simd128 backend (simd128.c) runs on the same
 * byte-sliced layout, transposition and drivers as the x86 backends.
 */
#ifndef GROESTL_BYTESLICE_WASM_H
#define GROESTL_BYTESLICE_WASM_H

#include <wasm_simd128.h>

typedef v128_t __m128i;

#define GROESTL_SSE_ON_WASM static inline __attribute__((always_inline))

GROESTL_SSE_ON_WASM __m128i _mm_loadu_si128(const __m128i *p)
{
    return wasm_v128_load(p);
}

GROESTL_SSE_ON_WASM void _mm_storeu_si128(__m128i *p, __m128i v)
{
    wasm_v128_store(p, v);
}

GROESTL_SSE_ON_WASM __m128i _mm_xor_si128(__m128i a, __m128i b)
{
    return wasm_v128_xor(a, b);
}

/* Interleave the low (lo) or high (hi) halves of a and b, in elements of 8, 32, 64 bits. */
GROESTL_SSE_ON_WASM __m128i _mm_unpacklo_epi8(__m128i a, __m128i b)
{
    return wasm_i8x16_shuffle(a, b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
}

GROESTL_SSE_ON_WASM __m128i _mm_unpackhi_epi8(__m128i a, __m128i b)
{
    return wasm_i8x16_shuffle(a, b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15,
                              31);
}

GROESTL_SSE_ON_WASM __m128i _mm_unpacklo_epi32(__m128i a, __m128i b)
{
    return wasm_i32x4_shuffle(a, b, 0, 4, 1, 5);
}

GROESTL_SSE_ON_WASM __m128i _mm_unpackhi_epi32(__m128i a, __m128i b)
{
    return wasm_i32x4_shuffle(a, b, 2, 6, 3, 7);
}

GROESTL_SSE_ON_WASM __m128i _mm_unpacklo_epi64(__m128i a, __m128i b)
{
    return wasm_i64x2_shuffle(a, b, 0, 2);
}

GROESTL_SSE_ON_WASM __m128i _mm_unpackhi_epi64(__m128i a, __m128i b)
{
    return wasm_i64x2_shuffle(a, b, 1, 3);
}

/* PSHUFB for indices 0..15 and those with bit 7 set (0 there), which is all the byte-sliced
 * code uses: i8x16.swizzle gives 0 for every index from 16 up. */
GROESTL_SSE_ON_WASM __m128i _mm_shuffle_epi8(__m128i table, __m128i index)
{
    return wasm_i8x16_swizzle(table, index);
}

GROESTL_SSE_ON_WASM __m128i _mm_and_si128(__m128i a, __m128i b)
{
    return wasm_v128_and(a, b);
}

GROESTL_SSE_ON_WASM __m128i _mm_srli_epi16(__m128i a, int count)
{
    return wasm_u16x8_shr(a, (uint32_t)count);
}

GROESTL_SSE_ON_WASM __m128i _mm_set1_epi8(char b)
{
    return wasm_i8x16_splat((int8_t)b);
}

/* PSHUFD: 32-bit element k of the result is element (imm >> 2k) & 3 of a. */
#define _mm_shuffle_epi32(a, imm)                                                             \
    wasm_i32x4_shuffle((a), (a), (imm) & 3, ((imm) >> 2) & 3, ((imm) >> 4) & 3, ((imm) >> 6) & 3)

#endif
