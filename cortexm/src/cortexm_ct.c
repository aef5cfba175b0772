/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cortexm_ct.c - the constant-time Cortex-M variant: rows of words (cm_rows.h) as in
 * cortexm_fast.c, but SubBytes is a Boolean circuit on bit-planes instead of a table.
 *
 * SubBytes takes 8 words (32 bytes) at a time: an 8x8 bit transposition in each byte lane
 * (three rounds of masked swaps) turns them into 8 bit-planes, word j holding bit j of the
 * 32 bytes; the circuit runs on the planes, each gate one word operation for 32 bytes; the
 * same transposition turns them back. The circuit is Boyar and Peralta's small AES S-box
 * circuit (J. Boyar, R. Peralta, "A new combinational logic minimization technique with
 * applications to cryptology", SEA 2010: 32 AND and 83 XOR/XNOR gates): a top linear layer
 * of 23 XORs (y1..y21), the shared inversion in GF(2^4)-arithmetic (t2..t45), 18 products
 * (z0..z17) and a bottom linear layer of 30 XOR/XNORs, written from the paper's equations
 * with its names; the four XNORs end in NOT. The test firmware checks it on all 256 bytes
 * (sub_bytes below) against groestl_sbox.
 *
 * Constant-time: every operation is a word-wide AND, XOR, NOT, shift by a constant or
 * UADD8/SEL (cm_mul2); no table, and addresses and branches depend only on the variant, the
 * round and the block count (`make -C cortexm test` compares the instruction and memory
 * address traces of different messages and chaining values).
 */
#define CM_INLINE GROESTL_INLINE
#define CM_UNROLL GROESTL_UNROLL
#define CM_WORD_ROUNDS 1
#include "cm_rows.h"

/* Bits of a and b swap where mask has a 1 in b (and the bit `shift` higher in a). */
#define SWAP_MOVE(a, b, mask, shift)                                                           \
    do {                                                                                       \
        uint32_t swap_t = (((a) >> (shift)) ^ (b)) & (mask);                                   \
        (b) ^= swap_t;                                                                         \
        (a) ^= swap_t << (shift);                                                              \
    } while (0)

/* Word j gets bit j of each byte of the 8 words (byte lane l of word i: bit 8l + i). Its own
 * inverse. */
GROESTL_INLINE void transpose(uint32_t *a)
{
    GROESTL_UNROLL
    for (unsigned i = 0; i < 8; i += 2)
        SWAP_MOVE(a[i], a[i + 1], 0x55555555u, 1);
    GROESTL_UNROLL
    for (unsigned i = 0; i < 8; i += (i & 1) ? 3 : 1)
        SWAP_MOVE(a[i], a[i + 2], 0x33333333u, 2);
    GROESTL_UNROLL
    for (unsigned i = 0; i < 4; i++)
        SWAP_MOVE(a[i], a[i + 4], 0x0f0f0f0fu, 4);
}

/* The S-box on 8 planes; x0 is the most significant bit (plane 7), s0 likewise. */
GROESTL_INLINE void sbox_circuit(uint32_t *p)
{
    const uint32_t x0 = p[7], x1 = p[6], x2 = p[5], x3 = p[4];
    const uint32_t x4 = p[3], x5 = p[2], x6 = p[1], x7 = p[0];
    /* top linear layer */
    const uint32_t y14 = x3 ^ x5, y13 = x0 ^ x6, y9 = x0 ^ x3, y8 = x0 ^ x5;
    const uint32_t t0 = x1 ^ x2, y1 = t0 ^ x7, y4 = y1 ^ x3, y12 = y13 ^ y14;
    const uint32_t y2 = y1 ^ x0, y5 = y1 ^ x6, y3 = y5 ^ y8, t1 = x4 ^ y12;
    const uint32_t y15 = t1 ^ x5, y20 = t1 ^ x1, y6 = y15 ^ x7, y10 = y15 ^ t0;
    const uint32_t y11 = y20 ^ y9, y7 = x7 ^ y11, y17 = y10 ^ y11, y19 = y10 ^ y8;
    const uint32_t y16 = t0 ^ y11, y21 = y13 ^ y16, y18 = x0 ^ y16;
    /* shared middle */
    const uint32_t t2 = y12 & y15, t3 = y3 & y6, t4 = t3 ^ t2, t5 = y4 & x7, t6 = t5 ^ t2;
    const uint32_t t7 = y13 & y16, t8 = y5 & y1, t9 = t8 ^ t7, t10 = y2 & y7, t11 = t10 ^ t7;
    const uint32_t t12 = y9 & y11, t13 = y14 & y17, t14 = t13 ^ t12, t15 = y8 & y10;
    const uint32_t t16 = t15 ^ t12, t17 = t4 ^ t14, t18 = t6 ^ t16, t19 = t9 ^ t14;
    const uint32_t t20 = t11 ^ t16, t21 = t17 ^ y20, t22 = t18 ^ y19, t23 = t19 ^ y21;
    const uint32_t t24 = t20 ^ y18, t25 = t21 ^ t22, t26 = t21 & t23, t27 = t24 ^ t26;
    const uint32_t t28 = t25 & t27, t29 = t28 ^ t22, t30 = t23 ^ t24, t31 = t22 ^ t26;
    const uint32_t t32 = t31 & t30, t33 = t32 ^ t24, t34 = t23 ^ t33, t35 = t27 ^ t33;
    const uint32_t t36 = t24 & t35, t37 = t36 ^ t34, t38 = t27 ^ t36, t39 = t29 & t38;
    const uint32_t t40 = t25 ^ t39, t41 = t40 ^ t37, t42 = t29 ^ t33, t43 = t29 ^ t40;
    const uint32_t t44 = t33 ^ t37, t45 = t42 ^ t41;
    const uint32_t z0 = t44 & y15, z1 = t37 & y6, z2 = t33 & x7, z3 = t43 & y16;
    const uint32_t z4 = t40 & y1, z5 = t29 & y7, z6 = t42 & y11, z7 = t45 & y17;
    const uint32_t z8 = t41 & y10, z9 = t44 & y12, z10 = t37 & y3, z11 = t33 & y4;
    const uint32_t z12 = t43 & y13, z13 = t40 & y5, z14 = t29 & y2, z15 = t42 & y9;
    const uint32_t z16 = t45 & y14, z17 = t41 & y8;
    /* bottom linear layer */
    const uint32_t t46 = z15 ^ z16, t47 = z10 ^ z11, t48 = z5 ^ z13, t49 = z9 ^ z10;
    const uint32_t t50 = z2 ^ z12, t51 = z2 ^ z5, t52 = z7 ^ z8, t53 = z0 ^ z3;
    const uint32_t t54 = z6 ^ z7, t55 = z16 ^ z17, t56 = z12 ^ t48, t57 = t50 ^ t53;
    const uint32_t t58 = z4 ^ t46, t59 = z3 ^ t54, t60 = t46 ^ t57, t61 = z14 ^ t57;
    const uint32_t t62 = t52 ^ t58, t63 = t49 ^ t58, t64 = z4 ^ t59, t65 = t61 ^ t62;
    const uint32_t t66 = z1 ^ t63, t67 = t64 ^ t65;
    const uint32_t s0 = t59 ^ t63, s6 = ~(t56 ^ t62), s7 = ~(t48 ^ t60), s3 = t53 ^ t66;
    const uint32_t s4 = t51 ^ t66, s5 = t47 ^ t65, s1 = ~(t64 ^ s3), s2 = ~(t55 ^ t67);
    p[7] = s0;
    p[6] = s1;
    p[5] = s2;
    p[4] = s3;
    p[3] = s4;
    p[2] = s5;
    p[1] = s6;
    p[0] = s7;
}

/* SubBytes on `words` words (a multiple of 8). */
static void sub_bytes_words(uint32_t *s, unsigned words)
{
    for (unsigned i = 0; i < words; i += 8) {
        uint32_t p[8];
        GROESTL_UNROLL
        for (unsigned j = 0; j < 8; j++)
            p[j] = s[i + j];
        transpose(p);
        sbox_circuit(p);
        transpose(p);
        GROESTL_UNROLL
        for (unsigned j = 0; j < 8; j++)
            s[i + j] = p[j];
    }
}

static void permute(uint32_t *s, unsigned n, unsigned perm, unsigned variant)
{
    cm_permute_words(s, n, perm, variant, sub_bytes_words);
}

static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    cm_compress_with(permute, chain, blocks, nblocks, variant);
}

static void output(uint8_t *chain, unsigned variant)
{
    cm_output_with(permute, chain, variant);
}

/* For the tests (groestl_impl.h): the circuit on 16 bytes, padded to 32 with zeros. */
static void sub_bytes(uint8_t bytes[16])
{
    uint32_t w[8] = {0};
    memcpy(w, bytes, 16);
    sub_bytes_words(w, 8);
    memcpy(bytes, w, 16);
}

const groestl_backend_ops groestl_backend_cortexm_ct = {
    .name = "cortexm_ct",
    .constant_time = 1,
    .compress = compress,
    .output = output,
    .stack_bytes = GROESTL_STACK_BURN_MAX,
    .sub_bytes = sub_bytes,
};
