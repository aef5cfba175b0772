/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * cm_rows.h - what the Cortex-M variants in C on rows (cortexm_ct.c on every core,
 * cortexm_small.c on the M0+) share: the state as rows of 32-bit words, the steps of a round on it, and the compression
 * function and output transformation around the variant's SubBytes.
 *
 * Layout: word w of row r holds columns 4w..4w+3, column 4w+k in bits 8k..8k+7, so a state
 * is 8 rows of n words (n = 2: 512-bit permutations, n = 4: 1024-bit) and s[r * n + w] is
 * row r, word w. Seen as bytes (Cortex-M is little-endian) row r is cols = 4n bytes in column
 * order. Then
 *   AddRoundConstant  XORs a word into each word of row 0 (P) or 7 (Q), complements Q;
 *   SubBytes          the variant's: bytes looked up, or a Boolean circuit on words;
 *   ShiftBytes        rotates each row by a constant number of bytes;
 *   MixBytes          runs on the 8 words of a column group at once (4 columns side by side):
 *                     the 48 XORs and 16 doublings of Aoki et al. (see src/portable.c), a
 *                     doubling being SIMD-within-a-word on the 4 bytes of a word.
 * Before it includes this file a variant defines CM_INLINE and CM_UNROLL (how hard to inline
 * the steps and unroll their loops) and, for rounds by words (cm_permute_words, SubBytes a
 * function on whole words), CM_WORD_ROUNDS.
 */
#ifndef CM_ROWS_H
#define CM_ROWS_H

#include <string.h>

#include "groestl_impl.h"

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#  error "cortexm/: the row layout assumes a little-endian core (every Cortex-M here is)"
#endif
#if !defined(GROESTL_STACK_BURN_MAX)
#  error "cortexm/: build with -DGROESTL_STACK_BURN_MAX=N, the variant's stack depth (cortexm/Makefile)"
#endif

#define CM_MAX_WORDS 4 /* words per row, 1024-bit permutations */
#define CM_STATE_WORDS (GROESTL_ROWS * CM_MAX_WORDS)

enum { CM_P = 0, CM_Q = 1 };

/* The shifts as constants, so that inlined code folds them into its shift amounts. */
static const uint8_t cm_shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

/* Spec order (byte 8c + r is row r, column c) to rows, and back XORed into bytes. */
static void cm_load(uint32_t *s, const uint8_t *in, unsigned n)
{
    uint8_t *b = (uint8_t *)s;
    const unsigned cols = 4 * n;
    for (unsigned c = 0; c < cols; c++)
        for (unsigned r = 0; r < GROESTL_ROWS; r++)
            b[r * cols + c] = in[8 * c + r];
}

static void cm_store(uint8_t *out, const uint32_t *s, unsigned n)
{
    const uint8_t *b = (const uint8_t *)s;
    const unsigned cols = 4 * n;
    for (unsigned c = 0; c < cols; c++)
        for (unsigned r = 0; r < GROESTL_ROWS; r++)
            out[8 * c + r] = b[r * cols + c];
}

/* AddRoundConstant (groestl_impl.h): the final version's (j << 4) ^ i for the 4 columns of
 * word w is 0x30201000 + w * 0x40404040, plus i in every byte. */
CM_INLINE void cm_add_constant(uint32_t *s, unsigned n, unsigned perm, unsigned round,
                               unsigned variant)
{
    if (variant & GROESTL_V0) {
        if (perm == CM_P)
            s[0] ^= round;
        else
            s[7 * n] ^= 0xffu ^ round;
        return;
    }
    uint32_t c = 0x30201000u ^ (round * 0x01010101u);
    uint32_t *row = s;
    if (perm == CM_Q) {
        for (unsigned i = 0; i < GROESTL_ROWS * n; i++)
            s[i] = ~s[i];
        row = s + 7 * n;
    }
    for (unsigned w = 0; w < n; w++, c += 0x40404040u)
        row[w] ^= c;
}

/* Doubling in GF(2^8) of the 4 bytes of a word. With the DSP extension (Cortex-M4, M33):
 * UADD8 doubles each byte and sets its GE flag where the top bit fell out, SEL picks the
 * reduced byte there: 3 cycles. Else the top bits as a mask (5 operations, no multiply). */
static inline uint32_t cm_mul2(uint32_t v)
{
#if defined(__ARM_FEATURE_SIMD32)
    uint32_t d, r;
    __asm__("uadd8 %0, %2, %2\n\t"
            "eor %1, %0, %3\n\t"
            "sel %1, %1, %0"
            : "=&r"(d), "=&r"(r)
            : "r"(v), "r"(0x1b1b1b1bu));
    return r;
#else
    uint32_t top = v & 0x80808080u;
    return ((v ^ top) << 1) ^ ((top - (top >> 7)) & 0x1b1b1b1bu);
#endif
}

/* MixBytes of column group w: rows i of its 4 columns are s[i * n + w]. */
CM_INLINE void cm_mix_group(uint32_t *s, unsigned n, unsigned w)
{
    uint32_t a[8], t[8], x[8], y[8];
    CM_UNROLL
    for (unsigned i = 0; i < 8; i++)
        a[i] = s[i * n + w];
    CM_UNROLL
    for (unsigned i = 0; i < 8; i++)
        t[i] = a[i] ^ a[(i + 1) & 7];
    CM_UNROLL
    for (unsigned i = 0; i < 8; i++)
        x[i] = t[i] ^ t[(i + 3) & 7];
    CM_UNROLL
    for (unsigned i = 0; i < 8; i++)
        y[i] = t[i] ^ t[(i + 2) & 7] ^ a[(i + 6) & 7];
    CM_UNROLL
    for (unsigned i = 0; i < 8; i++)
        s[i * n + w] = cm_mul2(cm_mul2(x[(i + 3) & 7]) ^ y[(i + 7) & 7]) ^ y[(i + 4) & 7];
}

#if defined(CM_WORD_ROUNDS)
/* ---- Rounds by words (cortexm_ct.c): SubBytes on whole words ------------------------------ */

/* ShiftBytes of one row by `shift` bytes (a constant where inlined): word w of the result is
 * made of words w + q and w + q + 1, q = shift / 4, shifted by the rest. */
CM_INLINE void cm_rotate_row(uint32_t *row, unsigned n, unsigned shift)
{
    uint32_t t[CM_MAX_WORDS];
    const unsigned q = shift / 4, k = 8 * (shift % 4);
    CM_UNROLL
    for (unsigned w = 0; w < n; w++)
        t[w] = row[(w + q) % n];
    CM_UNROLL
    for (unsigned w = 0; w < n; w++)
        row[w] = k == 0 ? t[w] : (t[w] >> k) | (t[(w + 1) % n] << (32 - k));
}

CM_INLINE void cm_shift_bytes(uint32_t *s, unsigned n, const uint8_t shift[GROESTL_ROWS])
{
    CM_UNROLL
    for (unsigned r = 0; r < GROESTL_ROWS; r++)
        cm_rotate_row(s + r * n, n, shift[r]);
}


/* ShiftBytes with the shifts as constants: one copy per row pattern (Grøstl-0's Q shifts as
 * P does). */
static void cm_shift_narrow_p(uint32_t *s)
{
    cm_shift_bytes(s, 2, cm_shifts[0][CM_P]);
}
static void cm_shift_narrow_q(uint32_t *s)
{
    cm_shift_bytes(s, 2, cm_shifts[0][CM_Q]);
}
static void cm_shift_wide_p(uint32_t *s)
{
    cm_shift_bytes(s, 4, cm_shifts[GROESTL_WIDE][CM_P]);
}
static void cm_shift_wide_q(uint32_t *s)
{
    cm_shift_bytes(s, 4, cm_shifts[GROESTL_WIDE][CM_Q]);
}

/* A permutation by words: the variant's SubBytes on all 8n words, then the shared steps. */
typedef void cm_sub_bytes_fn(uint32_t *s, unsigned words);

CM_INLINE void cm_permute_words(uint32_t *s, unsigned n, unsigned perm, unsigned variant,
                                cm_sub_bytes_fn *sub_bytes)
{
    const int q_shifts = perm == CM_Q && !(variant & GROESTL_V0);
    void (*shift)(uint32_t *) = n == 2 ? (q_shifts ? cm_shift_narrow_q : cm_shift_narrow_p)
                                       : (q_shifts ? cm_shift_wide_q : cm_shift_wide_p);
    for (unsigned round = 0; round < (unsigned)GROESTL_ROUNDS(variant); round++) {
        cm_add_constant(s, n, perm, round, variant);
        sub_bytes(s, GROESTL_ROWS * n);
        shift(s);
        for (unsigned w = 0; w < n; w++)
            cm_mix_group(s, n, w);
    }
}

#endif /* CM_WORD_ROUNDS */

/* ---- The compression function and the output transformation (groestl_impl.h) ------------ */

typedef void cm_permute_fn(uint32_t *s, unsigned n, unsigned perm, unsigned variant);

/* For each block m: h = P(h ^ m) ^ Q(m) ^ h, h staying in rows between blocks. */
static void cm_compress_with(cm_permute_fn *permute, uint8_t *chain, const uint8_t *blocks,
                             size_t nblocks, unsigned variant)
{
    const unsigned n = (variant & GROESTL_WIDE) ? 4 : 2;
    uint32_t h[CM_STATE_WORDS], p[CM_STATE_WORDS], q[CM_STATE_WORDS];
    cm_load(h, chain, n);
    for (; nblocks != 0; nblocks--, blocks += 32 * n) {
        cm_load(q, blocks, n);
        for (unsigned i = 0; i < GROESTL_ROWS * n; i++)
            p[i] = h[i] ^ q[i];
        permute(p, n, CM_P, variant);
        permute(q, n, CM_Q, variant);
        for (unsigned i = 0; i < GROESTL_ROWS * n; i++)
            h[i] ^= p[i] ^ q[i];
    }
    cm_store(chain, h, n);
}

/* h = P(h) ^ h. */
static void cm_output_with(cm_permute_fn *permute, uint8_t *chain, unsigned variant)
{
    const unsigned n = (variant & GROESTL_WIDE) ? 4 : 2;
    uint32_t h[CM_STATE_WORDS], p[CM_STATE_WORDS];
    cm_load(h, chain, n);
    for (unsigned i = 0; i < GROESTL_ROWS * n; i++)
        p[i] = h[i];
    permute(p, n, CM_P, variant);
    for (unsigned i = 0; i < GROESTL_ROWS * n; i++)
        h[i] ^= p[i];
    cm_store(chain, h, n);
}

#endif /* CM_ROWS_H */
