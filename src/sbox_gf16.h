/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * sbox_gf16.h - the tables of SubBytes in GF(16) arithmetic after Hamburg ("Accelerating AES
 * with vector permute instructions", CHES 2009), as bytes: sixteen entries each, looked up by
 * a nibble with a byte shuffle (PSHUFB in vperm.c, i8x16.swizzle in simd128.c), which load them
 * into vectors. Derived at first use from GF(2^8) arithmetic and groestl_sbox, never typed in;
 * vperm.c's top comment derives the formulas (x = i·U + k; io, jo; F1, F2).
 */
#ifndef GROESTL_SBOX_GF16_H
#define GROESTL_SBOX_GF16_H

#include "byteslice.h"

typedef struct {
    uint8_t enter_lo[16], enter_hi[16]; /* x -> (i << 4) | k, from x's low and high nibble */
    uint8_t leave_lo[16], leave_hi[16]; /* and back */
    uint8_t inv[16], c_over[16];        /* 1/n and c/n in GF(16), 0x80 for n = 0 */
    uint8_t out[3][2][16];              /* T·(m·L(F1(n))), T·(m·L(F2(n))) for m = 1, 2, 4 */
    uint8_t sbox_offset;                /* T·MixBytes(S(0) in every byte): the keys add it */
} sbox_gf16_bytes;

static inline uint8_t sbox_gf16_pow(uint8_t a, unsigned e)
{
    uint8_t r = 1;
    for (; e != 0; e >>= 1, a = bs_gf_mul(a, a))
        if (e & 1)
            r = bs_gf_mul(r, a);
    return r;
}

/* L(z) = S(1/z) ^ S(0): the linear part of the S-box, read off groestl_sbox. */
static inline uint8_t sbox_gf16_linear(uint8_t z)
{
    return z == 0 ? 0 : groestl_sbox[bs_gf_inv(z)] ^ groestl_sbox[0];
}

static inline void sbox_gf16_build(sbox_gf16_bytes *t)
{
    /* GF(16) inside GF(2^8): 0 and the powers of g = b^17, b of order 255. Nibble n stands
     * for sum of n's bits times 1, g, g^2, g^3 (a basis: g has degree 4). */
    uint8_t b = 2;
    while (sbox_gf16_pow(b, 255 / 3) == 1 || sbox_gf16_pow(b, 255 / 5) == 1 ||
           sbox_gf16_pow(b, 255 / 17) == 1)
        b++;
    const uint8_t g = sbox_gf16_pow(b, 17);
    uint8_t nib[16], nib_of[256];
    for (unsigned n = 0; n < 16; n++) {
        nib[n] = 0;
        for (unsigned m = 0; m < 4; m++)
            if (n & (1u << m))
                nib[n] ^= sbox_gf16_pow(g, m);
        nib_of[nib[n]] = (uint8_t)n;
    }

    /* y outside GF(16) with y^2 + y = lambda in GF(16), lambda != 0, 1; c = 1/lambda. */
    uint8_t y = 0, c = 0;
    for (unsigned cand = 2; cand < 256 && c == 0; cand++) {
        uint8_t lambda = bs_gf_mul((uint8_t)cand, (uint8_t)cand) ^ (uint8_t)cand;
        if (sbox_gf16_pow((uint8_t)cand, 16) != cand && sbox_gf16_pow(lambda, 16) == lambda &&
            lambda > 1) {
            y = (uint8_t)cand;
            c = bs_gf_inv(lambda);
        }
    }
    const uint8_t u = bs_gf_mul(c, y);

    /* Change of basis: x = i·U + k. */
    uint8_t basis[256];
    for (unsigned i = 0; i < 16; i++)
        for (unsigned k = 0; k < 16; k++)
            basis[bs_gf_mul(nib[i], u) ^ nib[k]] = (uint8_t)(i << 4 | k);
    uint8_t leave[256];
    for (unsigned x = 0; x < 256; x++)
        leave[basis[x]] = (uint8_t)x;

    const uint8_t f1 = 1 ^ bs_gf_mul(bs_gf_mul(1 ^ c, bs_gf_inv(c)), y); /* 1 + ((1+c)/c)·y */
    const uint8_t f2 = bs_gf_mul(bs_gf_inv(c), y);                       /* (1/c)·y */
    for (unsigned n = 0; n < 16; n++) {
        t->enter_lo[n] = basis[n];
        t->enter_hi[n] = basis[n << 4];
        t->leave_lo[n] = leave[n];
        t->leave_hi[n] = leave[n << 4];
        uint8_t n_inv = bs_gf_inv(nib[n]); /* 0 for n = 0 */
        t->inv[n] = n == 0 ? 0x80 : nib_of[n_inv];
        t->c_over[n] = n == 0 ? 0x80 : nib_of[bs_gf_mul(c, n_inv)];
        for (unsigned m = 0; m < 3; m++) {
            const uint8_t times = (uint8_t)(1u << m);
            t->out[m][0][n] = basis[bs_gf_mul(times, sbox_gf16_linear(bs_gf_mul(n_inv, f1)))];
            t->out[m][1][n] = basis[bs_gf_mul(times, sbox_gf16_linear(bs_gf_mul(n_inv, f2)))];
        }
    }

    static const uint8_t row[8] = GROESTL_MIXBYTES_ROW_INIT;
    uint8_t mixed = 0; /* every row of B times the same byte S(0) */
    for (int k = 0; k < 8; k++)
        mixed ^= bs_gf_mul(row[k], groestl_sbox[0]);
    t->sbox_offset = basis[mixed];
}

#endif /* GROESTL_SBOX_GF16_H */
