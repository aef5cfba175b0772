/*
 * avx512.c - one ZMM register per 512-bit state (two for the 1024-bit state), with AVX-512
 * F/BW/VL/VBMI and GFNI. Built with those flags (this file only), run only after dispatch.c
 * has checked them and the OS's ZMM state (XGETBV).
 *
 * The state is kept in spec order: byte 8c + r of a register is row r, column c, so each
 * 64-bit lane is a column and the chaining value and message load as they are. A round:
 *   AddRoundConstant  one XOR with a precomputed vector;
 *   ShiftBytes        one VPERMB (VPERMT2B across the two registers of the large state);
 *   SubBytes          one GF2P8AFFINEINVQB: inversion in GF(2^8) mod x^8+x^4+x^3+x+1, then
 *                     the AES affine map (matrix derived below from its definition);
 *   MixBytes          per column, b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4} with
 *                     t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3}, y_i = t_i + t_{i+2} + a_{i+6}
 *                     (Aoki et al.; see portable.c); a_{i+k} for all i at once is the lane
 *                     rotated right by 8k bits (VPRORQ), doublings are GF2P8MULB by 2,
 *                     three-way XORs VPTERNLOGQ.
 * SubBytes commutes with ShiftBytes, so the permute goes first. P and Q of a block run in the
 * same loop so that the two dependency chains fill each other's latencies.
 *
 * Constant-time: every instruction above takes the same time whatever the data, and no
 * branch or memory address depends on it (the tables are indexed by variant and round only).
 *
 * Built a second time with -DGROESTL_AVX512_EMULATED, the same code runs on SIMDe's portable
 * versions of these intrinsics (test_avx512_emulated, for CPUs without AVX-512).
 */
#if defined(GROESTL_AVX512_EMULATED)
#  define SIMDE_ENABLE_NATIVE_ALIASES
#  include <simde/x86/avx512.h>
#  include <simde/x86/gfni.h>
#  define AVX512_OPS groestl_backend_avx512_emulated
#else
#  include <immintrin.h>
#  define AVX512_OPS groestl_backend_avx512
#endif
#include <stdatomic.h>

#include "groestl_impl.h"

#if defined(__GNUC__) || defined(__clang__)
#  define AVX_INLINE static inline __attribute__((always_inline))
#else
#  define AVX_INLINE static inline
#endif

#define MAX_ROUNDS 14

/* Per variant (GROESTL_WIDE | GROESTL_V0) and permutation (P = 0, Q = 1): the byte index
 * vectors of ShiftBytes and the round-constant vectors, built at first use. */
static struct {
    uint8_t shift_index[4][2][128];
    uint64_t constants[4][2][MAX_ROUNDS][16];
} tables;
static atomic_int tables_state; /* 0 not built, 1 being built, 2 ready */

static const uint8_t shifts[4][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

static void build_tables(void)
{
    for (unsigned variant = 0; variant < 4; variant++) {
        unsigned cols = GROESTL_COLS(variant);
        for (unsigned perm = 0; perm < 2; perm++) {
            /* new[r][c] = old[r][(c + shift[r]) mod cols]; byte 8c + r is row r, column c */
            for (unsigned c = 0; c < cols; c++)
                for (unsigned r = 0; r < 8; r++)
                    tables.shift_index[variant][perm][8 * c + r] =
                        (uint8_t)(8 * ((c + shifts[variant][perm][r]) % cols) + r);
            for (unsigned round = 0; round < MAX_ROUNDS; round++) {
                uint64_t *k = tables.constants[variant][perm][round];
                for (unsigned c = 0; c < cols; c++) {
                    uint64_t rc = (variant & GROESTL_V0) ? (c == 0 ? round : 0)
                                                        : groestl_round_constant(c, round);
                    if (perm == 0)
                        k[c] = rc; /* row 0 */
                    else if (variant & GROESTL_V0)
                        k[c] = c == 0 ? (uint64_t)(0xff ^ rc) << 56 : 0; /* byte (7, 0) */
                    else
                        k[c] = ~(rc << 56); /* rows 0-6 ^= 0xff, row 7 ^= 0xff ^ rc */
                }
            }
        }
    }
}

/* Build once; threads arriving meanwhile wait for the builder, never read half a table. */
static void tables_ready(void)
{
    if (atomic_load_explicit(&tables_state, memory_order_acquire) == 2)
        return;
    int expected = 0;
    if (atomic_compare_exchange_strong_explicit(&tables_state, &expected, 1,
                                                memory_order_acquire, memory_order_acquire)) {
        build_tables();
        atomic_store_explicit(&tables_state, 2, memory_order_release);
    } else {
        while (atomic_load_explicit(&tables_state, memory_order_acquire) != 2)
            ;
    }
}

/* The AES affine map as a GF2P8AFFINE matrix: output bit i is input bits i, i-1, ..., i-4
 * (b ^ rotl(b,1) ^ ... ^ rotl(b,4)); matrix byte 7 - i selects the input bits of output bit i. */
AVX_INLINE __m512i aes_affine_matrix(void)
{
    uint64_t m = 0;
    for (unsigned i = 0; i < 8; i++) {
        unsigned row = 0;
        for (unsigned k = 0; k <= 4; k++)
            row |= 1u << ((i - k) & 7);
        m |= (uint64_t)row << (8 * (7 - i));
    }
    return _mm512_set1_epi64((long long)m);
}

AVX_INLINE __m512i sub_bytes(__m512i x, __m512i affine)
{
    return _mm512_gf2p8affineinv_epi64_epi8(x, affine, 0x63);
}

AVX_INLINE __m512i xor3(__m512i a, __m512i b, __m512i c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0x96);
}

/* MixBytes on the eight columns of a register (see the header for the formulas). */
AVX_INLINE __m512i mix_bytes(__m512i a, __m512i two)
{
    __m512i t = _mm512_xor_si512(a, _mm512_ror_epi64(a, 8));
    __m512i x = _mm512_xor_si512(t, _mm512_ror_epi64(t, 24));
    __m512i y = xor3(t, _mm512_ror_epi64(t, 16), _mm512_ror_epi64(a, 48));
    __m512i u = _mm512_xor_si512(_mm512_gf2p8mul_epi8(_mm512_ror_epi64(x, 24), two),
                                 _mm512_ror_epi64(y, 56));
    return _mm512_xor_si512(_mm512_gf2p8mul_epi8(u, two), _mm512_ror_epi64(y, 32));
}

/* ---- 512-bit permutations: one register ---------------------------------------------- */

typedef struct {
    __m512i shift_p, shift_q, affine, two;
    const uint64_t (*rc_p)[16], (*rc_q)[16];
} round_keys;

AVX_INLINE round_keys keys_of(unsigned variant)
{
    round_keys k;
    k.shift_p = _mm512_loadu_si512(tables.shift_index[variant][0]);
    k.shift_q = _mm512_loadu_si512(tables.shift_index[variant][1]);
    k.affine = aes_affine_matrix();
    k.two = _mm512_set1_epi8(2);
    k.rc_p = tables.constants[variant][0];
    k.rc_q = tables.constants[variant][1];
    return k;
}

AVX_INLINE __m512i round_narrow(__m512i s, const uint64_t *rc, __m512i shift,
                                const round_keys *k)
{
    s = _mm512_xor_si512(s, _mm512_loadu_si512(rc));
    s = _mm512_permutexvar_epi8(shift, s);
    return mix_bytes(sub_bytes(s, k->affine), k->two);
}

static void compress_narrow(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                            unsigned variant)
{
    const round_keys k = keys_of(variant);
    __m512i h = _mm512_loadu_si512(chain);
    for (size_t n = 0; n < nblocks; n++, blocks += 64) {
        __m512i q = _mm512_loadu_si512(blocks);
        __m512i p = _mm512_xor_si512(h, q);
        for (unsigned round = 0; round < 10; round++) {
            p = round_narrow(p, k.rc_p[round], k.shift_p, &k);
            q = round_narrow(q, k.rc_q[round], k.shift_q, &k);
        }
        h = xor3(h, p, q);
    }
    _mm512_storeu_si512(chain, h);
}

static void output_narrow(uint8_t *chain, unsigned variant)
{
    const round_keys k = keys_of(variant);
    __m512i h = _mm512_loadu_si512(chain), p = h;
    for (unsigned round = 0; round < 10; round++)
        p = round_narrow(p, k.rc_p[round], k.shift_p, &k);
    _mm512_storeu_si512(chain, _mm512_xor_si512(h, p));
}

/* ---- 1024-bit permutations: columns 0-7 in lo, 8-15 in hi ------------------------------ */

typedef struct {
    __m512i lo, hi;
} wide_state;

typedef struct {
    __m512i shift_p[2], shift_q[2], affine, two;
    const uint64_t (*rc_p)[16], (*rc_q)[16];
} wide_keys;

AVX_INLINE wide_keys wide_keys_of(unsigned variant)
{
    wide_keys k;
    for (int half = 0; half < 2; half++) {
        k.shift_p[half] = _mm512_loadu_si512(tables.shift_index[variant][0] + 64 * half);
        k.shift_q[half] = _mm512_loadu_si512(tables.shift_index[variant][1] + 64 * half);
    }
    k.affine = aes_affine_matrix();
    k.two = _mm512_set1_epi8(2);
    k.rc_p = tables.constants[variant][0];
    k.rc_q = tables.constants[variant][1];
    return k;
}

AVX_INLINE wide_state round_wide(wide_state s, const uint64_t *rc, const __m512i shift[2],
                                 const wide_keys *k)
{
    __m512i lo = _mm512_xor_si512(s.lo, _mm512_loadu_si512(rc));
    __m512i hi = _mm512_xor_si512(s.hi, _mm512_loadu_si512(rc + 8));
    /* index bit 6 picks hi: byte j of the 128-byte state */
    s.lo = _mm512_permutex2var_epi8(lo, shift[0], hi);
    s.hi = _mm512_permutex2var_epi8(lo, shift[1], hi);
    s.lo = mix_bytes(sub_bytes(s.lo, k->affine), k->two);
    s.hi = mix_bytes(sub_bytes(s.hi, k->affine), k->two);
    return s;
}

static void compress_wide(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                          unsigned variant)
{
    const wide_keys k = wide_keys_of(variant);
    __m512i h_lo = _mm512_loadu_si512(chain), h_hi = _mm512_loadu_si512(chain + 64);
    for (size_t n = 0; n < nblocks; n++, blocks += 128) {
        wide_state q = {_mm512_loadu_si512(blocks), _mm512_loadu_si512(blocks + 64)};
        wide_state p = {_mm512_xor_si512(h_lo, q.lo), _mm512_xor_si512(h_hi, q.hi)};
        for (unsigned round = 0; round < 14; round++) {
            p = round_wide(p, k.rc_p[round], k.shift_p, &k);
            q = round_wide(q, k.rc_q[round], k.shift_q, &k);
        }
        h_lo = xor3(h_lo, p.lo, q.lo);
        h_hi = xor3(h_hi, p.hi, q.hi);
    }
    _mm512_storeu_si512(chain, h_lo);
    _mm512_storeu_si512(chain + 64, h_hi);
}

static void output_wide(uint8_t *chain, unsigned variant)
{
    const wide_keys k = wide_keys_of(variant);
    wide_state h = {_mm512_loadu_si512(chain), _mm512_loadu_si512(chain + 64)}, p = h;
    for (unsigned round = 0; round < 14; round++)
        p = round_wide(p, k.rc_p[round], k.shift_p, &k);
    _mm512_storeu_si512(chain, _mm512_xor_si512(h.lo, p.lo));
    _mm512_storeu_si512(chain + 64, _mm512_xor_si512(h.hi, p.hi));
}

/* ---- The backend --------------------------------------------------------------------------- */

static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    tables_ready();
    if (variant & GROESTL_WIDE)
        compress_wide(chain, blocks, nblocks, variant & 3);
    else
        compress_narrow(chain, blocks, nblocks, variant & 3);
}

static void output(uint8_t *chain, unsigned variant)
{
    tables_ready();
    if (variant & GROESTL_WIDE)
        output_wide(chain, variant & 3);
    else
        output_narrow(chain, variant & 3);
}

/* For the tests: SubBytes alone, on 16 bytes (the rest of the register is zero). */
#if defined(GROESTL_AVX512_EMULATED)
void groestl_avx512_emulated_sub_bytes(uint8_t bytes[16])
#else
void groestl_avx512_sub_bytes(uint8_t bytes[16])
#endif
{
    uint8_t block[64] = {0};
    for (int i = 0; i < 16; i++)
        block[i] = bytes[i];
    __m512i x = sub_bytes(_mm512_loadu_si512(block), aes_affine_matrix());
    _mm512_storeu_si512(block, x);
    for (int i = 0; i < 16; i++)
        bytes[i] = block[i];
}

const groestl_backend_ops AVX512_OPS = {
    .name = "avx512",
    .constant_time = 1,
    .compress = compress,
    .output = output,
};
