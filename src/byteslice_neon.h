/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * byteslice_neon.h - the SSSE3 intrinsics that byteslice.h and its drivers use, on ARM NEON
 * (AArch64, and 32-bit ARM built with -mfpu=neon): byteslice.h includes it in place of
 * <tmmintrin.h> there, so that the neon backend (neon.c) runs on the same byte-sliced layout,
 * transposition and drivers as the x86 and WebAssembly ones. Each is one NEON instruction,
 * or two where 32-bit ARM has only 8-byte forms (the table look-up).
 */
#ifndef GROESTL_BYTESLICE_NEON_H
#define GROESTL_BYTESLICE_NEON_H

#include <arm_neon.h>

typedef uint8x16_t __m128i;

#define GROESTL_SSE_ON_NEON static inline __attribute__((always_inline))

/* 16 bytes looked up in a 16-byte table: 0 for an index from 16 up, which covers PSHUFB's
 * indices 0..15 and those with bit 7 set (all that the byte-sliced code uses). AArch64 has
 * it as one TBL; 32-bit ARM's VTBL looks up 8 bytes in a list of two 8-byte registers. */
GROESTL_SSE_ON_NEON uint8x16_t neon_lookup16(uint8x16_t table, uint8x16_t index)
{
#if defined(__aarch64__)
    return vqtbl1q_u8(table, index);
#else
    const uint8x8x2_t t = {{vget_low_u8(table), vget_high_u8(table)}};
    return vcombine_u8(vtbl2_u8(t, vget_low_u8(index)), vtbl2_u8(t, vget_high_u8(index)));
#endif
}

GROESTL_SSE_ON_NEON __m128i _mm_loadu_si128(const __m128i *p)
{
    return vld1q_u8((const uint8_t *)p);
}

GROESTL_SSE_ON_NEON void _mm_storeu_si128(__m128i *p, __m128i v)
{
    vst1q_u8((uint8_t *)p, v);
}

GROESTL_SSE_ON_NEON __m128i _mm_xor_si128(__m128i a, __m128i b)
{
    return veorq_u8(a, b);
}

GROESTL_SSE_ON_NEON __m128i _mm_and_si128(__m128i a, __m128i b)
{
    return vandq_u8(a, b);
}

/* Interleave the low (lo) or high (hi) halves of a and b, in elements of 8, 32, 64 bits. */
GROESTL_SSE_ON_NEON __m128i _mm_unpacklo_epi8(__m128i a, __m128i b)
{
#if defined(__aarch64__)
    return vzip1q_u8(a, b);
#else
    return vzipq_u8(a, b).val[0];
#endif
}

/* The unpacks, a function each under <tmmintrin.h>'s names for byteslice.h; test_kat runs them. */
GROESTL_SSE_ON_NEON __m128i _mm_unpackhi_epi8(__m128i a, __m128i b)
{
#if defined(__aarch64__)
    return vzip2q_u8(a, b);
#else
    return vzipq_u8(a, b).val[1];
#endif
}

GROESTL_SSE_ON_NEON __m128i _mm_unpacklo_epi32(__m128i a, __m128i b)
{
    const uint32x4_t a32 = vreinterpretq_u32_u8(a), b32 = vreinterpretq_u32_u8(b);
#if defined(__aarch64__)
    return vreinterpretq_u8_u32(vzip1q_u32(a32, b32));
#else
    return vreinterpretq_u8_u32(vzipq_u32(a32, b32).val[0]);
#endif
}

GROESTL_SSE_ON_NEON __m128i _mm_unpackhi_epi32(__m128i a, __m128i b)
{
    const uint32x4_t a32 = vreinterpretq_u32_u8(a), b32 = vreinterpretq_u32_u8(b);
#if defined(__aarch64__)
    return vreinterpretq_u8_u32(vzip2q_u32(a32, b32));
#else
    return vreinterpretq_u8_u32(vzipq_u32(a32, b32).val[1]);
#endif
}

GROESTL_SSE_ON_NEON __m128i _mm_unpacklo_epi64(__m128i a, __m128i b)
{
    return vcombine_u8(vget_low_u8(a), vget_low_u8(b));
}

GROESTL_SSE_ON_NEON __m128i _mm_unpackhi_epi64(__m128i a, __m128i b)
{
    return vcombine_u8(vget_high_u8(a), vget_high_u8(b));
}

GROESTL_SSE_ON_NEON __m128i _mm_shuffle_epi8(__m128i table, __m128i index)
{
    return neon_lookup16(table, index);
}

/* The count must be a constant (NEON's shifts take it in the instruction). */
#define _mm_srli_epi16(a, count)                                                              \
    vreinterpretq_u8_u16(vshrq_n_u16(vreinterpretq_u16_u8(a), (count)))

GROESTL_SSE_ON_NEON __m128i _mm_set1_epi8(char b)
{
    return vdupq_n_u8((uint8_t)b);
}

/* PSHUFD: 32-bit element k of the result is element (imm >> 2k) & 3 of a. The halves
 * swapped (0x4e, bs_swap's) is one EXT; other constants fold to lane moves. */
GROESTL_SSE_ON_NEON __m128i _mm_shuffle_epi32(__m128i a, int imm)
{
    if (imm == 0x4e)
        return vextq_u8(a, a, 8);
    uint32_t in[4], out[4];
    vst1q_u32(in, vreinterpretq_u32_u8(a));
    for (int k = 0; k < 4; k++)
        out[k] = in[(imm >> (2 * k)) & 3];
    return vreinterpretq_u8_u32(vld1q_u32(out));
}

#endif
