/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx512.c - one ZMM register per 512-bit state (two for the 1024-bit state), with AVX-512
 * F/BW/VL/VBMI and GFNI. Built with those flags (this file only), run only after dispatch.c
 * has checked them and the OS's ZMM state (XGETBV).
 *
 * The state is kept in spec order: byte 8c + r of a register is row r, column c, so each
 * 64-bit lane is a column and the chaining value and message load as they are. A round:
 *   ShiftBytes        one VPERMB (VPERMT2B across the two registers of the large state);
 *   SubBytes          one GF2P8AFFINEINVQB: inversion in GF(2^8) mod x^8+x^4+x^3+x+1, then
 *                     the AES affine map (matrix derived below from its definition);
 *   MixBytes          per column from t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3} and
 *                     y_i = t_i + t_{i+2} + a_{i+6} (Aoki et al.; see portable.c), where
 *                     a_{i+k} for all i at once is the lane rotated right by 8k bits (VPRORQ),
 *                     products by 2 and 4 are GF2P8MULB, three-way XORs VPTERNLOGQ;
 *   AddRoundConstant  the next round's, inside one of MixBytes's three-way XORs (round 0's
 *                     with the input).
 * SubBytes commutes with ShiftBytes, so the permute goes first. MixBytes leaves its result
 * rotated by four rows, which saves the rotations after the products; the next round's
 * ShiftBytes index undoes it, and only the last round's result is rotated back. That makes
 * 13 operations a round and permutation, 7 of them after SubBytes on the longest path (the
 * plain formulas take 17 and 9). P and Q of a block run in the same loop so that the two
 * dependency chains fill each other's latencies.
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
#  define AVX512_MANY(name) groestl_avx512_emulated_##name##_many
#else
#  include <immintrin.h>
#  define AVX512_OPS groestl_backend_avx512
#  define AVX512_MANY(name) groestl_avx512_##name##_many
#endif
#include <stdatomic.h>

#include "groestl_impl.h"

#define MAX_ROUNDS 14

/* Per variant (GROESTL_WIDE | GROESTL_V0) and permutation (P = 0, Q = 1), built at first use:
 *   shift_index  ShiftBytes as byte indices, for round 0 (the state in spec order);
 *   shift_rot    the same after a rotation of every column by four rows, for rounds 1 on
 *                (sub_mix leaves its result rotated, see there);
 *   first        round 0's constant, added to the input;
 *   tail         the next round's constant as sub_mix adds it: rotated by four rows and
 *                divided by 4 in GF(2^8); zero after the last round. */
static struct {
    uint8_t shift_index[GROESTL_VARIANTS][2][128];
    uint8_t shift_rot[GROESTL_VARIANTS][2][128];
    uint64_t first[GROESTL_VARIANTS][2][16];
    uint64_t tail[GROESTL_VARIANTS][2][MAX_ROUNDS][16];
} tables;
static atomic_int tables_state; /* groestl_once */

static const uint8_t shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

/* A column rotated by four rows (row r + 4 to row r), as sub_mix leaves it. */
static uint64_t rotate_four_rows(uint64_t column)
{
    return column >> 32 | column << 32;
}

/* Every byte of a column divided by 4 in GF(2^8): halving twice, where an odd byte first
 * gets the polynomial x^8+x^4+x^3+x+1 (0x11b) added so that it divides by x. */
static uint64_t quarter(uint64_t column)
{
    for (int i = 0; i < 2; i++) {
        uint64_t odd = column & 0x0101010101010101u;
        column = (column & ~odd) >> 1 ^ odd * 0x8d;
    }
    return column;
}

/* Round r's constant of column c, as a 64-bit lane (byte r is row r). */
static uint64_t round_constant(unsigned variant, unsigned perm, unsigned c, unsigned round)
{
    uint64_t rc = (variant & GROESTL_V0) ? (c == 0 ? round : 0) : groestl_round_constant(c, round);
    if (perm == 0)
        return rc; /* row 0 */
    if (variant & GROESTL_V0)
        return c == 0 ? (uint64_t)(0xff ^ rc) << 56 : 0; /* byte (7, 0) */
    return ~(rc << 56); /* rows 0-6 ^= 0xff, row 7 ^= 0xff ^ rc */
}

static void build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        unsigned cols = GROESTL_COLS(variant), rounds = GROESTL_ROUNDS(variant);
        for (unsigned perm = 0; perm < 2; perm++) {
            /* new[r][c] = old[r][(c + shift[r]) mod cols]; byte 8c + r is row r, column c */
            for (unsigned c = 0; c < cols; c++)
                for (unsigned r = 0; r < 8; r++) {
                    unsigned from = 8 * ((c + shifts[variant][perm][r]) % cols);
                    tables.shift_index[variant][perm][8 * c + r] = (uint8_t)(from + r);
                    tables.shift_rot[variant][perm][8 * c + r] = (uint8_t)(from + (r + 4) % 8);
                }
            for (unsigned c = 0; c < cols; c++) {
                tables.first[variant][perm][c] = round_constant(variant, perm, c, 0);
                for (unsigned round = 0; round + 1 < rounds; round++)
                    tables.tail[variant][perm][round][c] =
                        quarter(rotate_four_rows(round_constant(variant, perm, c, round + 1)));
            }
        }
    }
}

/* Build once; threads arriving meanwhile wait for the builder, never read half a table. */
static void tables_ready(void)
{
    groestl_once(&tables_state, build_tables);
}

/* The AES affine map as a GF2P8AFFINE matrix: output bit i is input bits i, i-1, ..., i-4
 * (b ^ rotl(b,1) ^ ... ^ rotl(b,4)); matrix byte 7 - i selects the input bits of output bit i. */
GROESTL_INLINE __m512i aes_affine_matrix(void)
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

/* The constants of SubBytes and MixBytes. */
typedef struct {
    __m512i affine, two, four;
} field_keys;

GROESTL_INLINE field_keys field_keys_of(void)
{
    field_keys f = {aes_affine_matrix(), _mm512_set1_epi8(2), _mm512_set1_epi8(4)};
    return f;
}

GROESTL_INLINE __m512i xor3(__m512i a, __m512i b, __m512i c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0x96);
}

GROESTL_INLINE __m512i sub_bytes(__m512i x, __m512i affine)
{
    return _mm512_gf2p8affineinv_epi64_epi8(x, affine, 0x63);
}

/* SubBytes and MixBytes on the eight columns of a register, plus the next round's constant
 * (tail, see tables). MixBytes is b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}; returned rotated
 * by four rows, it is
 *   z_i = b_{i-4} = 4·x_{i+7} + 2·y_{i+3} + y_i,   with x_{i+7} = t_{i+7} + t_{i+2},
 * so t rotated by two rows serves both x and y, the two doublings become products by 4 and
 * by 2 side by side, and no rotation follows them. */
GROESTL_INLINE __m512i sub_mix(__m512i s, __m512i tail, const field_keys *f)
{
    __m512i a = sub_bytes(s, f->affine);
    __m512i t = _mm512_xor_si512(a, _mm512_ror_epi64(a, 8));
    __m512i t2 = _mm512_ror_epi64(t, 16);
    __m512i y = xor3(t, t2, _mm512_ror_epi64(a, 48));
    __m512i x7 = xor3(_mm512_ror_epi64(t, 56), t2, tail);
    return xor3(_mm512_gf2p8mul_epi8(x7, f->four),
                _mm512_gf2p8mul_epi8(_mm512_ror_epi64(y, 24), f->two), y);
}

/* Undo the rotation of the last round's result. */
GROESTL_INLINE __m512i unrotate(__m512i z)
{
    return _mm512_ror_epi64(z, 32);
}

/* ---- 512-bit permutations: one register ---------------------------------------------- */

typedef struct {
    __m512i first, shift, shift_rot;
    const uint64_t (*tail)[16];
} perm_keys;

GROESTL_INLINE perm_keys perm_keys_of(unsigned variant, unsigned perm)
{
    perm_keys k;
    k.first = _mm512_loadu_si512(tables.first[variant][perm]);
    k.shift = _mm512_loadu_si512(tables.shift_index[variant][perm]);
    k.shift_rot = _mm512_loadu_si512(tables.shift_rot[variant][perm]);
    k.tail = tables.tail[variant][perm];
    return k;
}

/* A round of one permutation (the state has the round's constant in it already), with the
 * ShiftBytes index of round 0 or of the later rounds. */
GROESTL_INLINE __m512i round_narrow(__m512i s, __m512i shift, const uint64_t *tail,
                                const field_keys *f)
{
    s = _mm512_permutexvar_epi8(shift, s);
    return sub_mix(s, _mm512_loadu_si512(tail), f);
}

static void compress_narrow(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                            unsigned variant)
{
    const perm_keys kp = perm_keys_of(variant, 0), kq = perm_keys_of(variant, 1);
    const field_keys f = field_keys_of();
    __m512i h = _mm512_loadu_si512(chain);
    for (size_t n = 0; n < nblocks; n++, blocks += 64) {
        __m512i m = _mm512_loadu_si512(blocks);
        __m512i p = xor3(h, m, kp.first), q = _mm512_xor_si512(m, kq.first);
        p = round_narrow(p, kp.shift, kp.tail[0], &f);
        q = round_narrow(q, kq.shift, kq.tail[0], &f);
        for (unsigned r = 1; r < 10; r++) {
            p = round_narrow(p, kp.shift_rot, kp.tail[r], &f);
            q = round_narrow(q, kq.shift_rot, kq.tail[r], &f);
        }
        h = _mm512_xor_si512(h, unrotate(_mm512_xor_si512(p, q)));
    }
    _mm512_storeu_si512(chain, h);
}

static void output_narrow(uint8_t *chain, unsigned variant)
{
    const perm_keys kp = perm_keys_of(variant, 0);
    const field_keys f = field_keys_of();
    __m512i h = _mm512_loadu_si512(chain), p = _mm512_xor_si512(h, kp.first);
    p = round_narrow(p, kp.shift, kp.tail[0], &f);
    for (unsigned r = 1; r < 10; r++)
        p = round_narrow(p, kp.shift_rot, kp.tail[r], &f);
    _mm512_storeu_si512(chain, _mm512_xor_si512(h, unrotate(p)));
}

/* ---- 1024-bit permutations: columns 0-7 in lo, 8-15 in hi ------------------------------ */

typedef struct {
    __m512i lo, hi;
} wide_state;

typedef struct {
    __m512i first[2], shift[2], shift_rot[2];
    const uint64_t (*tail)[16];
} wide_keys;

GROESTL_INLINE wide_keys wide_keys_of(unsigned variant, unsigned perm)
{
    wide_keys k;
    for (int half = 0; half < 2; half++) {
        k.first[half] = _mm512_loadu_si512(tables.first[variant][perm] + 8 * half);
        k.shift[half] = _mm512_loadu_si512(tables.shift_index[variant][perm] + 64 * half);
        k.shift_rot[half] = _mm512_loadu_si512(tables.shift_rot[variant][perm] + 64 * half);
    }
    k.tail = tables.tail[variant][perm];
    return k;
}

GROESTL_INLINE wide_state round_wide(wide_state s, const __m512i shift[2], const uint64_t *tail,
                                 const field_keys *f)
{
    /* index bit 6 picks hi: byte j of the 128-byte state */
    __m512i lo = _mm512_permutex2var_epi8(s.lo, shift[0], s.hi);
    __m512i hi = _mm512_permutex2var_epi8(s.lo, shift[1], s.hi);
    s.lo = sub_mix(lo, _mm512_loadu_si512(tail), f);
    s.hi = sub_mix(hi, _mm512_loadu_si512(tail + 8), f);
    return s;
}

static void compress_wide(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                          unsigned variant)
{
    const wide_keys kp = wide_keys_of(variant, 0), kq = wide_keys_of(variant, 1);
    const field_keys f = field_keys_of();
    __m512i h_lo = _mm512_loadu_si512(chain), h_hi = _mm512_loadu_si512(chain + 64);
    for (size_t n = 0; n < nblocks; n++, blocks += 128) {
        __m512i m_lo = _mm512_loadu_si512(blocks), m_hi = _mm512_loadu_si512(blocks + 64);
        wide_state p = {xor3(h_lo, m_lo, kp.first[0]), xor3(h_hi, m_hi, kp.first[1])};
        wide_state q = {_mm512_xor_si512(m_lo, kq.first[0]), _mm512_xor_si512(m_hi, kq.first[1])};
        p = round_wide(p, kp.shift, kp.tail[0], &f);
        q = round_wide(q, kq.shift, kq.tail[0], &f);
        for (unsigned r = 1; r < 14; r++) {
            p = round_wide(p, kp.shift_rot, kp.tail[r], &f);
            q = round_wide(q, kq.shift_rot, kq.tail[r], &f);
        }
        h_lo = _mm512_xor_si512(h_lo, unrotate(_mm512_xor_si512(p.lo, q.lo)));
        h_hi = _mm512_xor_si512(h_hi, unrotate(_mm512_xor_si512(p.hi, q.hi)));
    }
    _mm512_storeu_si512(chain, h_lo);
    _mm512_storeu_si512(chain + 64, h_hi);
}

static void output_wide(uint8_t *chain, unsigned variant)
{
    const wide_keys kp = wide_keys_of(variant, 0);
    const field_keys f = field_keys_of();
    wide_state h = {_mm512_loadu_si512(chain), _mm512_loadu_si512(chain + 64)};
    wide_state p = {_mm512_xor_si512(h.lo, kp.first[0]), _mm512_xor_si512(h.hi, kp.first[1])};
    p = round_wide(p, kp.shift, kp.tail[0], &f);
    for (unsigned r = 1; r < 14; r++)
        p = round_wide(p, kp.shift_rot, kp.tail[r], &f);
    _mm512_storeu_si512(chain, _mm512_xor_si512(h.lo, unrotate(p.lo)));
    _mm512_storeu_si512(chain + 64, _mm512_xor_si512(h.hi, unrotate(p.hi)));
}

/* ---- The backend --------------------------------------------------------------------------- */

static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    tables_ready();
    if (variant & GROESTL_WIDE)
        compress_wide(chain, blocks, nblocks, GROESTL_VARIANT_INDEX(variant));
    else
        compress_narrow(chain, blocks, nblocks, GROESTL_VARIANT_INDEX(variant));
}

static void output(uint8_t *chain, unsigned variant)
{
    tables_ready();
    if (variant & GROESTL_WIDE)
        output_wide(chain, GROESTL_VARIANT_INDEX(variant));
    else
        output_narrow(chain, GROESTL_VARIANT_INDEX(variant));
}

/* For the tests: SubBytes alone, on 16 bytes (the rest of the register is zero). */
static void avx512_sub_bytes(uint8_t bytes[16])
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
#if defined(GROESTL_AVX512_EMULATED)
    .cpu_features = 0, /* SIMDe's code runs anywhere */
#else
    .cpu_features = GROESTL_CPU_AVX512F | GROESTL_CPU_AVX512BW | GROESTL_CPU_AVX512VL |
                    GROESTL_CPU_AVX512VBMI | GROESTL_CPU_GFNI,
#endif
    .compress = compress,
    .output = output,
    .compress_many = AVX512_MANY(compress),
    .output_many = AVX512_MANY(output),
    .stack_bytes = GROESTL_STACK_BYTES(512),
    .sub_bytes = avx512_sub_bytes,
};
