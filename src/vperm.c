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
 * All tables are computed at first use from GF(2^8) arithmetic and groestl_sbox (never
 * typed in), and test_backends checks the result against the S-box for all 256 bytes.
 *
 * Constant-time: PSHUFB, shifts and XORs only; no table is indexed by data from memory.
 */
#include "byteslice_sse.h"

/* The nibble tables: entry n at byte n. */
static struct {
    __m128i basis_lo, basis_hi; /* x -> (i << 4) | k, from x's low and high nibble */
    __m128i inv, c_over;        /* 1/n and c/n in GF(16), 0x80 for n = 0 */
    __m128i out_io, out_jo;     /* L(F1(n)) and L(F2(n)) */
} vperm;

/* SubBytes, then XOR key: out = S(x) ^ S(0) ^ key (the constant S(0) goes into the keys). */
BS_INLINE __m128i sbox_step(__m128i x, __m128i key)
{
    const __m128i nibble = _mm_set1_epi8(0x0f);
    __m128i lo = _mm_and_si128(x, nibble);
    __m128i hi = _mm_and_si128(_mm_srli_epi16(x, 4), nibble);
    __m128i ik = _mm_xor_si128(_mm_shuffle_epi8(vperm.basis_lo, lo),
                               _mm_shuffle_epi8(vperm.basis_hi, hi));
    __m128i k = _mm_and_si128(ik, nibble);
    __m128i i = _mm_and_si128(_mm_srli_epi16(ik, 4), nibble);
    __m128i j = _mm_xor_si128(i, k);
    __m128i c_over_k = _mm_shuffle_epi8(vperm.c_over, k);
    __m128i ia = _mm_xor_si128(_mm_shuffle_epi8(vperm.inv, i), c_over_k); /* 1/i + c/k */
    __m128i ja = _mm_xor_si128(_mm_shuffle_epi8(vperm.inv, j), c_over_k); /* 1/j + c/k */
    __m128i io = _mm_xor_si128(_mm_shuffle_epi8(vperm.inv, ia), j);
    __m128i jo = _mm_xor_si128(_mm_shuffle_epi8(vperm.inv, ja), i);
    return _mm_xor_si128(_mm_xor_si128(_mm_shuffle_epi8(vperm.out_io, io),
                                       _mm_shuffle_epi8(vperm.out_jo, jo)),
                         key);
}

static unsigned sbox_step_source(unsigned j)
{
    return j; /* no byte moves */
}

static uint8_t sbox_step_offset(void)
{
    return groestl_sbox[0];
}

static uint8_t gf_pow(uint8_t a, unsigned e)
{
    uint8_t r = 1;
    for (; e != 0; e >>= 1, a = bs_gf_mul(a, a))
        if (e & 1)
            r = bs_gf_mul(r, a);
    return r;
}

static __m128i table16(const uint8_t t[16])
{
    return _mm_loadu_si128((const __m128i *)t);
}

/* L(z) = S(1/z) ^ S(0): the linear part of the S-box, read off groestl_sbox. */
static uint8_t sbox_linear(uint8_t z)
{
    return z == 0 ? 0 : groestl_sbox[bs_gf_inv(z)] ^ groestl_sbox[0];
}

static void sbox_step_init(void)
{
    /* GF(16) inside GF(2^8): 0 and the powers of g = b^17, b of order 255. Nibble n stands
     * for sum of n's bits times 1, g, g^2, g^3 (a basis: g has degree 4). */
    uint8_t b = 2;
    while (gf_pow(b, 255 / 3) == 1 || gf_pow(b, 255 / 5) == 1 || gf_pow(b, 255 / 17) == 1)
        b++;
    const uint8_t g = gf_pow(b, 17);
    uint8_t nib[16], nib_of[256];
    for (unsigned n = 0; n < 16; n++) {
        nib[n] = 0;
        for (unsigned m = 0; m < 4; m++)
            if (n & (1u << m))
                nib[n] ^= gf_pow(g, m);
        nib_of[nib[n]] = (uint8_t)n;
    }

    /* y outside GF(16) with y^2 + y = lambda in GF(16), lambda != 0, 1; c = 1/lambda. */
    uint8_t y = 0, c = 0;
    for (unsigned cand = 2; cand < 256 && c == 0; cand++) {
        uint8_t lambda = bs_gf_mul((uint8_t)cand, (uint8_t)cand) ^ (uint8_t)cand;
        if (gf_pow((uint8_t)cand, 16) != cand && gf_pow(lambda, 16) == lambda && lambda > 1) {
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

    uint8_t lo[16], hi[16], inv[16], c_over[16], out_io[16], out_jo[16];
    const uint8_t f1 = 1 ^ bs_gf_mul(bs_gf_mul(1 ^ c, bs_gf_inv(c)), y); /* 1 + ((1+c)/c)·y */
    const uint8_t f2 = bs_gf_mul(bs_gf_inv(c), y);                       /* (1/c)·y */
    for (unsigned n = 0; n < 16; n++) {
        lo[n] = basis[n];
        hi[n] = basis[n << 4];
        uint8_t n_inv = bs_gf_inv(nib[n]); /* 0 for n = 0 */
        inv[n] = n == 0 ? 0x80 : nib_of[n_inv];
        c_over[n] = n == 0 ? 0x80 : nib_of[bs_gf_mul(c, n_inv)];
        out_io[n] = sbox_linear(bs_gf_mul(n_inv, f1));
        out_jo[n] = sbox_linear(bs_gf_mul(n_inv, f2));
    }
    vperm.basis_lo = table16(lo);
    vperm.basis_hi = table16(hi);
    vperm.inv = table16(inv);
    vperm.c_over = table16(c_over);
    vperm.out_io = table16(out_io);
    vperm.out_jo = table16(out_jo);
}

void groestl_vperm_sub_bytes(uint8_t bytes[16])
{
    bs_sub_bytes(bytes);
}

const groestl_backend_ops groestl_backend_vperm = {
    .name = "vperm",
    .constant_time = 1,
    .compress = bs_compress,
    .output = bs_output,
};
