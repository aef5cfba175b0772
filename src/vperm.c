/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * vperm.c - the byte-sliced backend for CPUs with SSSE3 but no AES-NI: SubBytes by vector
 * permutes, after Hamburg ("Accelerating AES with vector permute instructions", CHES 2009).
 * PSHUFB looks up 16 four-bit indices in a 16-byte table at once, so the S-box is built from
 * arithmetic on the two halves of each byte seen as elements of GF(16):
 *
 *   S(x) = L(x^-1) ^ S(0), L linear over GF(2) (the AES affine map without its constant).
 *
 * A change of basis writes x = i·U + k with i, k in GF(16) (the subfield of GF(2^8)). With
 * U = c·y, y^2 + y = 1/c and j = i + k, the norm of x is N = c·i^2 + c·i·k + k^2 and
 *   io = 1/(1/i + c/k) + j = N/(k + c·i),      jo = 1/(1/j + c/k) + i = N/(k + c·j),
 *   x^-1 = (c·i/N)·y + (c·i + k)/N = F1(io) + F2(jo),
 *   F1(io) = (1/io)·(1 + ((1+c)/c)·y),         F2(jo) = (1/jo)·(1/c)·y,
 * so S(x) ^ S(0) = L(F1(io)) ^ L(F2(jo)): two more lookups. Only one-input functions of
 * nibbles appear: 1/n, c/n, and the tables of L∘F1 and L∘F2. Division by zero is taken
 * projectively: 1/0 is written 0x80, which a PSHUFB index turns into 0 (1/∞ = 0) and which
 * survives XOR with a nibble (∞ + n = ∞). The formulas hold this way when i, k or j is 0;
 * ∞ + ∞ gives 0, which happens only for x = 0, and then io = jo = ∞ and the output is 0.
 *
 * The rounds keep the state in this basis (x stored as (i << 4) | k), as Hamburg's AES
 * does: the nibbles are then i and k themselves, and the basis changes only on entering and
 * leaving a compression call (enter, leave: two lookups on nibbles). MixBytes, with
 * its doublings, is not cheap in this basis, so the S-box ends in three pairs of output
 * tables instead of one: T·S'(x), T·2S'(x) and T·4S'(x) (T the change of basis, S' = S ^
 * S(0)), and MixBytes is 56 XORs of those (mix_network). The constant S(0) leaves goes into
 * the keys, XORed after MixBytes.
 *
 * All tables are computed at first use from GF(2^8) arithmetic and groestl_sbox (never
 * typed in), and test_backends checks the S-box path against groestl_sbox for all 256 bytes.
 *
 * The layout (transposition, masks, constants) is byteslice.h's, the tables' derivation
 * sbox_gf16.h's (simd128.c runs the same method); the compress and output drivers are
 * byteslice_drivers.h's, with these rounds.
 *
 * Constant-time: PSHUFB, shifts and XORs only; no table is indexed by data from memory.
 */
#include "byteslice_gf16.h"

/* ShiftBytes (the PSHUFB by mask), SubBytes and the three outputs of row x: m1, m2, m4 =
 * 1, 2 and 4 times T·S'. The inversion takes x = (i << 4) | k to the output tables' indices
 * io and jo (see the top of the file). In assembly because GCC, given the same in
 * intrinsics, copies registers before most of the destructive SSE operations and runs out
 * of the 16: here 35 instructions in 7 registers (inv is 1/n, kept in one). */
GROESTL_INLINE void sub_row(__m128i x, const __m128i *mask, __m128i inv, __m128i *m1, __m128i *m2,
                       __m128i *m4)
{
#if defined(GROESTL_MSAN)
    /* MemorySanitizer builds: the same instructions, one intrinsic each in the assembly's
     * order (MSan checks an asm block's inputs and cleans its outputs: it cannot follow it);
     * the PSHUFBs indexed by data through GROESTL_SHUFFLE_BYTES (groestl_impl.h). */
#  define shuffle(table, index) GROESTL_SHUFFLE_BYTES(_mm_shuffle_epi8, table, index)
    const __m128i nibble = _mm_set1_epi8(0x0f);
    x = _mm_shuffle_epi8(x, *mask);
    __m128i i = _mm_and_si128(_mm_srli_epi16(x, 4), nibble);          /* i */
    x = _mm_and_si128(x, nibble);                                      /* k */
    __m128i c = shuffle(nib.c_over, x);                                /* c/k */
    x = _mm_xor_si128(x, i);                                           /* j = i + k */
    __m128i ia = _mm_xor_si128(shuffle(inv, i), c);                    /* 1/i + c/k */
    __m128i ja = _mm_xor_si128(shuffle(inv, x), c);                    /* 1/j + c/k */
    c = _mm_xor_si128(shuffle(inv, ia), x);                            /* io */
    ia = _mm_xor_si128(shuffle(inv, ja), i);                           /* jo */
    x = _mm_xor_si128(shuffle(nib.out[0][0], c), shuffle(nib.out[0][1], ia));
    ja = _mm_xor_si128(shuffle(nib.out[1][0], c), shuffle(nib.out[1][1], ia));
    i = _mm_xor_si128(shuffle(nib.out[2][0], c), shuffle(nib.out[2][1], ia));
#  undef shuffle
#else
    __m128i i, c, ia, ja;
    __asm__("pshufb %[mask], %[x]\n\t"
            "movdqa %[x], %[i]\n\t"
            "psrlw $4, %[i]\n\t"
            "pand %[nib], %[i]\n\t"    /* i */
            "pand %[nib], %[x]\n\t"    /* k */
            "movdqa %[c_over], %[c]\n\t"
            "pshufb %[x], %[c]\n\t"    /* c/k */
            "pxor %[i], %[x]\n\t"      /* j = i + k */
            "movdqa %[inv], %[ia]\n\t"
            "pshufb %[i], %[ia]\n\t"
            "pxor %[c], %[ia]\n\t"     /* 1/i + c/k */
            "movdqa %[inv], %[ja]\n\t"
            "pshufb %[x], %[ja]\n\t"
            "pxor %[c], %[ja]\n\t"     /* 1/j + c/k */
            "movdqa %[inv], %[c]\n\t"
            "pshufb %[ia], %[c]\n\t"
            "pxor %[x], %[c]\n\t"      /* io */
            "movdqa %[inv], %[ia]\n\t"
            "pshufb %[ja], %[ia]\n\t"
            "pxor %[i], %[ia]\n\t"     /* jo */
            "movdqa %[o20], %[x]\n\t"
            "pshufb %[c], %[x]\n\t"
            "movdqa %[o21], %[i]\n\t"
            "pshufb %[ia], %[i]\n\t"
            "pxor %[i], %[x]\n\t"      /* 2·S' */
            "movdqa %[o40], %[ja]\n\t"
            "pshufb %[c], %[ja]\n\t"
            "movdqa %[o41], %[i]\n\t"
            "pshufb %[ia], %[i]\n\t"
            "pxor %[i], %[ja]\n\t"     /* 4·S' */
            "movdqa %[o70], %[i]\n\t"
            "pshufb %[c], %[i]\n\t"
            "movdqa %[o71], %[c]\n\t"
            "pshufb %[ia], %[c]\n\t"
            "pxor %[c], %[i]"            /* 7·S' */
            : [x] "+x"(x), [i] "=&x"(i), [c] "=&x"(c), [ia] "=&x"(ia), [ja] "=&x"(ja)
            : [mask] "m"(*mask), [nib] "x"(_mm_set1_epi8(0x0f)), [c_over] "m"(nib.c_over),
              [inv] "x"(inv), [o20] "m"(nib.out[0][0]), [o21] "m"(nib.out[0][1]),
              [o40] "m"(nib.out[1][0]), [o41] "m"(nib.out[1][1]),
              [o70] "m"(nib.out[2][0]), [o71] "m"(nib.out[2][1]));
#endif
    GROESTL_CT_PROBE_BYTE(_mm_cvtsi128_si32(x));
    *m1 = x;
    *m2 = ja;
    *m4 = i;
}

/* MixBytes from a_i = T·S'-row i, d_i = 2·a_i, f_i = 4·a_i: the circulant row 2 2 3 4 5 3 5 7
 * splits by bits into b_i = sum of a_{i+k} (k = 2 4 5 6 7), d_{i+k} (k = 0 1 2 5 7) and
 * f_{i+k} (k = 3 4 6 7), which is, indices mod 8,
 *   u_i = a_i + d_{i+3},  t_i = u_i + u_{i+1},  y_i = t_i + t_{i+2} + u_{i+6},
 *   g_i = f_i + f_{i+1},  x_i = g_i + g_{i+3},  b_i = x_{i+3} + y_{i+4}:  56 XORs. */
/* Loops shaped as aesni.c's mix_bytes, on other formulas (the doublings come from tables). */
GROESTL_INLINE void mix_network(const __m128i a[BS_ROWS], const __m128i d[BS_ROWS],
                           const __m128i f[BS_ROWS], __m128i b[BS_ROWS])
{
    __m128i u[BS_ROWS], t[BS_ROWS], y[BS_ROWS], g[BS_ROWS], x[BS_ROWS];
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        u[i] = _mm_xor_si128(a[i], d[(i + 3) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        t[i] = _mm_xor_si128(u[i], u[(i + 1) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        y[i] = _mm_xor_si128(_mm_xor_si128(t[i], t[(i + 2) % 8]), u[(i + 6) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        g[i] = _mm_xor_si128(f[i], f[(i + 1) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        x[i] = _mm_xor_si128(g[i], g[(i + 3) % 8]);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        b[i] = _mm_xor_si128(x[(i + 3) % 8], y[(i + 4) % 8]);
}

/* One round on 8 row registers: ShiftBytes and SubBytes (sub_row), MixBytes, then the key
 * (the next round's constant and what S(0) leaves). */
GROESTL_INLINE void round_rows(__m128i s[BS_ROWS], const __m128i mask[BS_ROWS],
                               const __m128i key[BS_ROWS])
{
    __m128i a[BS_ROWS], d[BS_ROWS], f[BS_ROWS];
    GROESTL_UNROLL
    for (int j = 0; j < BS_ROWS; j++)
        sub_row(s[j], &mask[j], nib.inv, &a[j], &d[j], &f[j]);
    mix_network(a, d, f, s);
    GROESTL_UNROLL
    for (int i = 0; i < BS_ROWS; i++)
        s[i] = _mm_xor_si128(s[i], key[i]);
}

/* mix_network on row pairs v[k] = [row k | row k+4] (the narrow output transformation,
 * P alone in 4 registers): row i of a vector is the low half of BS_PAIR_ROW(v, i). */
#define BS_PAIR_ROW(v, i) (((i) & 7) < 4 ? (v)[(i) & 7] : bs_swap((v)[((i) & 7) - 4]))

GROESTL_INLINE void mix_network_pairs(const __m128i a[4], const __m128i d[4], const __m128i f[4],
                                 __m128i b[4])
{
    __m128i u[4], t[4], y[4], g[4], x[4];
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        u[k] = _mm_xor_si128(a[k], BS_PAIR_ROW(d, k + 3));
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        t[k] = _mm_xor_si128(u[k], BS_PAIR_ROW(u, k + 1));
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        y[k] = _mm_xor_si128(_mm_xor_si128(t[k], BS_PAIR_ROW(t, k + 2)), BS_PAIR_ROW(u, k + 6));
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        g[k] = _mm_xor_si128(f[k], BS_PAIR_ROW(f, k + 1));
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        x[k] = _mm_xor_si128(g[k], BS_PAIR_ROW(g, k + 3));
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        b[k] = _mm_xor_si128(BS_PAIR_ROW(x, k + 3), BS_PAIR_ROW(y, k + 4));
}

/* ---- Rounds ------------------------------------------------------------------------------ */

/* n rounds on 8 row registers, round 0's constant already in. */
GROESTL_INLINE void rounds(__m128i s[BS_ROWS], const bs_schedule *sc, int n)
{
    for (int r = 0; r < n; r++)
        round_rows(s, sc->mask, sc->key[r]);
}

/* The wide P and Q, a round of each at a time. */
GROESTL_INLINE void rounds_2(__m128i p[BS_ROWS], __m128i q[BS_ROWS], const bs_schedule *ps,
                             const bs_schedule *qs, int n)
{
    for (int r = 0; r < n; r++) {
        round_rows(p, ps->mask, ps->key[r]);
        round_rows(q, qs->mask, qs->key[r]);
    }
}

/* The narrow P alone in row pairs (the output transformation). */
GROESTL_INLINE void rounds_pairs(__m128i s[4], const bs_variant_tables *t, int n)
{
    for (int r = 0; r < n; r++) {
        __m128i a[4], d[4], f[4];
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            sub_row(s[k], &t->pair_mask[k][0], nib.inv, &a[k], &d[k], &f[k]);
        mix_network_pairs(a, d, f, s);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            s[k] = _mm_xor_si128(s[k], t->pair_key[r][k][0]);
    }
}

/* ---- Compress and output: the drivers every 128-bit byte-sliced backend shares ---------- */

#include "byteslice_drivers.h"


/* SubBytes alone on 16 bytes, for the tests (groestl_impl.h): sub_row with no byte moves. */
static void vperm_sub_bytes(uint8_t bytes[16])
{
    uint8_t identity[16];
    for (unsigned j = 0; j < 16; j++)
        identity[j] = (uint8_t)j;
    const __m128i mask = _mm_loadu_si128((const __m128i *)identity);
    __m128i m1, m2, m4;
    tables_for(0); /* builds the nibble tables */
    sub_row(enter(_mm_loadu_si128((const __m128i *)bytes)), &mask, nib.inv, &m1, &m2, &m4);
    __m128i s = _mm_xor_si128(leave(m1), _mm_set1_epi8((char)groestl_sbox[0]));
    _mm_storeu_si128((__m128i *)bytes, s);
}

const groestl_backend_ops groestl_backend_vperm = {
    .name = "vperm",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_SSSE3,
    .compress = bs_compress,
    .output = bs_output,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .wipe_registers = bs_wipe_xmm,
    .sub_bytes = vperm_sub_bytes,
};
