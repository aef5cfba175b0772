/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * armv8_aes.c - the byte-sliced backend of Aoki, Roland, Sasaki and Schläffer ("Byte Slicing
 * Grøstl", SECRYPT 2011) on AArch64 with the Crypto Extensions: NEON's 32 registers of 16
 * bytes, SubBytes by AESE. Built with -march=armv8-a+crypto, run only after dispatch.c has
 * seen the AES instructions (GROESTL_CPU_ARM_AES); where the CPU also has the SHA3 extension
 * (GROESTL_CPU_ARM_SHA3), the rounds with EOR3 (three-way XOR) are taken, per call.
 *
 * Layout, as aesni.c's: the state transposed so that a register holds a row.
 *   512-bit: P and Q side by side, 8 registers; register r = row r, bytes 0-7 P's columns,
 *     bytes 8-15 Q's. The output transformation runs the same with a copy in Q's place.
 *   1024-bit: 8 registers for P, 8 for Q; register r = row r, byte c = column c.
 * Spec order to rows is one LD4 (bytes 4i + k to register k: rows k and k+4 interleaved) and
 * UZP1/UZP2 per pair of rows; back, ZIP and ST4.
 *
 * A round, per register:
 *   TBL   ShiftBytes, composed with the inverse of the ShiftRows that AESE does;
 *   AESE  with the round's constant as its key: AESE(x, k) = SubBytes(ShiftRows(x ^ k)), so
 *         with k the round constant put through the same TBL, AddRoundConstant costs nothing;
 *   then MixBytes on the 8 rows, Aoki et al.'s formulas (see portable.c):
 *         t_i = a_i + a_{i+1},  x_i = t_i + t_{i+3},  y_i = t_i + t_{i+2} + a_{i+6},
 *         b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}.
 *         The two doublings of b_i share one reduction: g = (x << 1) + y, then b = (g << 1)
 *         + red + y', red from the two bits that fell out (x7 and g7) by a TBL in a 4-entry
 *         table (SRI and USHR gather the index; see times2_twice). Per row, 4 XORs for t, x
 *         and y and 8 operations for b: MixBytes is 96 operations a round for P and Q, the
 *         round 112 with the 8 TBL and 8 AESE (the paper's doublings would make it 128).
 *         With EOR3, y_i's and b_i's three-way XORs are one instruction each: 96 in all.
 *
 * Constant-time: TBL with constant indices or with 2-bit indices into a table in a register
 * (never memory), AESE, shifts and XORs take the same time whatever the data; no branch or
 * address depends on it (the tables are indexed by variant, round and row).
 */
#include <arm_neon.h>
#include <string.h>

#include "groestl_impl.h"

#define MAX_ROUNDS 14

/* ---- Tables: TBL masks and AESE keys, built at first use ---------------------------------- */

typedef struct {
    uint8_t mask[2][GROESTL_ROWS][16];             /* [set][row]: narrow set 0 only */
    uint8_t key[2][MAX_ROUNDS][GROESTL_ROWS][16];  /* [set][round][row] */
} variant_tables;

static variant_tables tables[GROESTL_VARIANTS];
static atomic_int tables_state; /* groestl_once */

/* Which permutation (0 = P, 1 = Q) and column byte j of a register holds: narrow, P in bytes
 * 0-7 and Q in 8-15; wide, permutation `set`, byte j = column j. */
static void position(unsigned variant, int set, unsigned j, int *perm, unsigned *col)
{
    if (variant & GROESTL_WIDE) {
        *perm = set;
        *col = j;
    } else {
        *perm = (int)(j / 8);
        *col = j % 8;
    }
}

/* The place in the same register of column col of the same permutation as byte j. */
static unsigned place(unsigned variant, unsigned j, unsigned col)
{
    return (variant & GROESTL_WIDE) ? col : (j & 8) | col;
}

/* AESE's ShiftRows takes byte j from byte shift_rows_source(j): AES's byte 4c + r is row r,
 * column c, and row r moves left by r columns. */
static unsigned shift_rows_source(unsigned j)
{
    unsigned r = j % 4, c = j / 4;
    return r + 4 * ((c + r) % 4);
}

static void build_tables(void)
{
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        variant_tables *t = &tables[variant];
        const unsigned cols = GROESTL_COLS(variant);
        memset(t, 0, sizeof *t);
        for (int set = 0; set < ((variant & GROESTL_WIDE) ? 2 : 1); set++) {
            for (int row = 0; row < GROESTL_ROWS; row++) {
                uint8_t *mask = t->mask[set][row];
                for (unsigned j = 0; j < 16; j++) {
                    /* ShiftBytes: place j gets column col + shift. AESE's ShiftRows then
                     * moves the byte at shift_rows_source(j) to j: the TBL puts it there. */
                    int perm;
                    unsigned col;
                    position(variant, set, j, &perm, &col);
                    unsigned from = (col + groestl_shifts[variant][perm][row]) % cols;
                    mask[shift_rows_source(j)] = (uint8_t)place(variant, j, from);
                }
                /* The key of round i: the constant, at the places the TBL reads. */
                for (unsigned round = 0; round < (unsigned)GROESTL_ROUNDS(variant); round++)
                    for (unsigned j = 0; j < 16; j++) {
                        int perm;
                        unsigned col;
                        position(variant, set, mask[j], &perm, &col);
                        t->key[set][round][row][j] = groestl_constant_byte(
                            variant, (unsigned)perm, (unsigned)row, col, round);
                    }
            }
        }
    }
}

static const variant_tables *tables_for(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)];
}

/* ---- MixBytes ---------------------------------------------------------------------------- */

/* 2·(2·x + y) in GF(2^8), byte by byte, as (g << 1) + red with g = (x << 1) + y: the two
 * doublings' reductions at once, x7·0x36 + g7·0x1b (x^9 and x^8 mod x^8 + x^4 + x^3 + x + 1;
 * g7 = x6 + y7), found by TBL in a 4-entry table indexed by (x7 g7). SRI puts g7 under x7 in
 * x's register, which nothing needs after g: no copy. Returns g << 1, puts red in *red. */
static const uint8_t reduction_table[16] = {0x00, 0x1b, 0x36, 0x2d};

GROESTL_INLINE uint8x16_t times2_twice(uint8x16_t x, uint8x16_t y, uint8x16_t table,
                                       uint8x16_t *red)
{
    const uint8x16_t g = veorq_u8(vaddq_u8(x, x), y);
    *red = vqtbl1q_u8(table, vshrq_n_u8(vsriq_n_u8(x, g, 1), 6));
    return vaddq_u8(g, g);
}

GROESTL_INLINE uint8x16_t xor3_plain(uint8x16_t a, uint8x16_t b, uint8x16_t c)
{
    return veorq_u8(veorq_u8(a, b), c);
}

/* Two rounds a loop iteration: the loop's own instructions halve, and LLVM's models
 * (bench/model.sh) find the rounds 1% faster on Neoverse N1, the same on V2 and M1 (EOR3). */
#if defined(__clang__)
#  define UNROLL_2 _Pragma("clang loop unroll_count(2)")
#elif defined(__GNUC__)
#  define UNROLL_2 _Pragma("GCC unroll 2")
#else
#  define UNROLL_2
#endif

/* The rounds, defined twice by DEFINE_ROUNDS(suffix, attributes, xor3): with two XORs for a
 * three-way XOR, and with EOR3 in functions compiled for the SHA3 extension. */
#define DEFINE_ROUNDS(suffix, attributes, xor3)                                               \
    attributes GROESTL_INLINE void mix_bytes_##suffix(uint8x16_t a[GROESTL_ROWS],             \
                                                      uint8x16_t table)                       \
    {                                                                                         \
        uint8x16_t t[8], x[8], y[8];                                                          \
        GROESTL_UNROLL                                                                        \
        for (int i = 0; i < 8; i++)                                                           \
            t[i] = veorq_u8(a[i], a[(i + 1) % 8]);                                            \
        GROESTL_UNROLL                                                                        \
        for (int i = 0; i < 8; i++) {                                                         \
            x[i] = veorq_u8(t[i], t[(i + 3) % 8]);                                            \
            y[i] = xor3(t[i], t[(i + 2) % 8], a[(i + 6) % 8]);                                \
        }                                                                                     \
        GROESTL_UNROLL                                                                        \
        for (int i = 0; i < 8; i++) {                                                         \
            uint8x16_t red;                                                                   \
            const uint8x16_t s = times2_twice(x[(i + 3) % 8], y[(i + 7) % 8], table, &red);   \
            a[i] = xor3(s, red, y[(i + 4) % 8]);                                              \
        }                                                                                     \
    }                                                                                         \
                                                                                              \
    /* One round on the rows of a permutation set: TBL, AESE with the key, MixBytes. */       \
    attributes GROESTL_INLINE void round_##suffix(uint8x16_t s[GROESTL_ROWS],                 \
                                                  const uint8_t (*mask)[16],                  \
                                                  const uint8_t (*key)[16], uint8x16_t table) \
    {                                                                                         \
        GROESTL_UNROLL                                                                        \
        for (int r = 0; r < GROESTL_ROWS; r++)                                                \
            s[r] = vaeseq_u8(vqtbl1q_u8(s[r], vld1q_u8(mask[r])), vld1q_u8(key[r]));          \
        mix_bytes_##suffix(s, table);                                                         \
    }                                                                                         \
                                                                                              \
    /* The rounds on one set of 8 row registers: P and Q side by side (narrow), or one of     \
     * them (wide: P's rounds, then Q's, so that neither spills). */                          \
    attributes GROESTL_NOINLINE static void rounds_##suffix(                                  \
        uint8x16_t s[GROESTL_ROWS], const uint8_t (*mask)[16],                                \
        const uint8_t (*key)[GROESTL_ROWS][16], int rounds)                                   \
    {                                                                                         \
        const uint8x16_t table = vld1q_u8(reduction_table);                                   \
        uint8x16_t v[GROESTL_ROWS];                                                           \
        GROESTL_UNROLL                                                                        \
        for (int r = 0; r < GROESTL_ROWS; r++)                                                \
            v[r] = s[r];                                                                      \
        UNROLL_2 /* both round counts (10, 14) are even */                                    \
        for (int round = 0; round < rounds; round++)                                          \
            round_##suffix(v, mask, key[round], table);                                       \
        GROESTL_UNROLL                                                                        \
        for (int r = 0; r < GROESTL_ROWS; r++)                                                \
            s[r] = v[r];                                                                      \
    }

DEFINE_ROUNDS(plain, , xor3_plain)

/* EOR3: GCC takes the extension per function (its arm_neon.h declares the intrinsic under
 * arch=armv8.2-a+sha3); other compilers only where the whole file is built for it. */
#if defined(__ARM_FEATURE_SHA3)
#  define SHA3_ATTRIBUTES
#elif defined(__GNUC__) && !defined(__clang__)
#  define SHA3_ATTRIBUTES __attribute__((target("arch=armv8.2-a+crypto+sha3")))
#endif
#if defined(SHA3_ATTRIBUTES)
DEFINE_ROUNDS(sha3, SHA3_ATTRIBUTES, veor3q_u8)
#endif

typedef void rounds_fn(uint8x16_t s[GROESTL_ROWS], const uint8_t (*mask)[16],
                       const uint8_t (*key)[GROESTL_ROWS][16], int rounds);

/* The rounds this CPU runs best: with EOR3 where it has SHA3. */
static rounds_fn *pick_rounds(void)
{
#if defined(SHA3_ATTRIBUTES)
    if (groestl_cpu_features() & GROESTL_CPU_ARM_SHA3)
        return rounds_sha3;
#endif
    return rounds_plain;
}

/* P (set 0) and, wide, Q (set 1) of variant t on s. */
static void permute(rounds_fn *rounds, uint8x16_t s[GROESTL_ROWS], const variant_tables *t,
                    int set, int count)
{
    rounds(s, t->mask[set], t->key[set], count);
}

/* ---- Spec order and rows ----------------------------------------------------------------- */

/* 64 bytes in spec order (byte 8c + r is row r, column c) to their 8 rows, row r in the low
 * 8 bytes of out[r]. LD4 puts bytes 4i + k in register k: row k, column c at 2c and row
 * k + 4 at 2c + 1; UZP1 and UZP2 take the even and the odd ones. */
GROESTL_INLINE void rows_of(const uint8_t *bytes, uint8x8_t out[GROESTL_ROWS])
{
    const uint8x16x4_t v = vld4q_u8(bytes);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        out[k] = vget_low_u8(vuzp1q_u8(v.val[k], v.val[k]));
        out[k + 4] = vget_low_u8(vuzp2q_u8(v.val[k], v.val[k]));
    }
}

/* And back. */
GROESTL_INLINE void store_rows(uint8_t *bytes, const uint8x8_t rows[GROESTL_ROWS])
{
    uint8x16x4_t v;
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++)
        v.val[k] = vcombine_u8(vzip1_u8(rows[k], rows[k + 4]), vzip2_u8(rows[k], rows[k + 4]));
    vst4q_u8(bytes, v);
}

/* 128 bytes (16 columns) to rows of 16 bytes, and back. */
GROESTL_INLINE void wide_rows_of(const uint8_t *bytes, uint8x16_t out[GROESTL_ROWS])
{
    const uint8x16x4_t lo = vld4q_u8(bytes), hi = vld4q_u8(bytes + 64);
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        out[k] = vuzp1q_u8(lo.val[k], hi.val[k]);
        out[k + 4] = vuzp2q_u8(lo.val[k], hi.val[k]);
    }
}

GROESTL_INLINE void store_wide_rows(uint8_t *bytes, const uint8x16_t rows[GROESTL_ROWS])
{
    uint8x16x4_t lo, hi;
    GROESTL_UNROLL
    for (int k = 0; k < 4; k++) {
        lo.val[k] = vzip1q_u8(rows[k], rows[k + 4]);
        hi.val[k] = vzip2q_u8(rows[k], rows[k + 4]);
    }
    vst4q_u8(bytes, lo);
    vst4q_u8(bytes + 64, hi);
}

/* ---- The backend interface --------------------------------------------------------------- */

static void compress_narrow(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                            const variant_tables *t, rounds_fn *rounds)
{
    uint8x8_t h[GROESTL_ROWS];
    rows_of(chain, h);
    for (; nblocks > 0; nblocks--, blocks += 64) {
        uint8x8_t m[GROESTL_ROWS];
        uint8x16_t s[GROESTL_ROWS];
        rows_of(blocks, m);
        GROESTL_UNROLL
        for (int r = 0; r < GROESTL_ROWS; r++) /* P's input h ^ m, Q's m */
            s[r] = vcombine_u8(veor_u8(h[r], m[r]), m[r]);
        permute(rounds, s, t, 0, 10);
        GROESTL_UNROLL
        for (int r = 0; r < GROESTL_ROWS; r++) /* h ^= P ^ Q */
            h[r] = veor_u8(h[r], veor_u8(vget_low_u8(s[r]), vget_high_u8(s[r])));
    }
    store_rows(chain, h);
}

static void compress_wide(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                          const variant_tables *t, rounds_fn *rounds)
{
    uint8x16_t h[GROESTL_ROWS];
    wide_rows_of(chain, h);
    for (; nblocks > 0; nblocks--, blocks += 128) {
        uint8x16_t p[GROESTL_ROWS], q[GROESTL_ROWS];
        wide_rows_of(blocks, q);
        GROESTL_UNROLL
        for (int r = 0; r < GROESTL_ROWS; r++)
            p[r] = veorq_u8(h[r], q[r]);
        permute(rounds, p, t, 0, 14);
        permute(rounds, q, t, 1, 14);
        GROESTL_UNROLL
        for (int r = 0; r < GROESTL_ROWS; r++)
            h[r] = veorq_u8(h[r], veorq_u8(p[r], q[r]));
    }
    store_wide_rows(chain, h);
}

static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    const variant_tables *t = tables_for(variant);
    if (variant & GROESTL_WIDE)
        compress_wide(chain, blocks, nblocks, t, pick_rounds());
    else
        compress_narrow(chain, blocks, nblocks, t, pick_rounds());
}

/* h = P(h) ^ h. Narrow: P on the low halves, a copy in Q's place (its result dropped). */
static void output(uint8_t *chain, unsigned variant)
{
    const variant_tables *t = tables_for(variant);
    rounds_fn *const rounds = pick_rounds();
    if (variant & GROESTL_WIDE) {
        uint8x16_t h[GROESTL_ROWS], p[GROESTL_ROWS];
        wide_rows_of(chain, h);
        memcpy(p, h, sizeof p);
        permute(rounds, p, t, 0, 14);
        GROESTL_UNROLL
        for (int r = 0; r < GROESTL_ROWS; r++)
            h[r] = veorq_u8(h[r], p[r]);
        store_wide_rows(chain, h);
    } else {
        uint8x8_t h[GROESTL_ROWS];
        uint8x16_t s[GROESTL_ROWS];
        rows_of(chain, h);
        GROESTL_UNROLL
        for (int r = 0; r < GROESTL_ROWS; r++)
            s[r] = vcombine_u8(h[r], h[r]);
        permute(rounds, s, t, 0, 10);
        GROESTL_UNROLL
        for (int r = 0; r < GROESTL_ROWS; r++)
            h[r] = veor_u8(h[r], vget_low_u8(s[r]));
        store_rows(chain, h);
    }
}

/* For the tests: SubBytes alone, as the rounds do it: AESE with a zero key after a TBL that
 * undoes its ShiftRows. */
static void sub_bytes_test(uint8_t bytes[16])
{
    uint8_t undo[16];
    for (unsigned j = 0; j < 16; j++)
        undo[shift_rows_source(j)] = (uint8_t)j;
    const uint8x16_t x = vqtbl1q_u8(vld1q_u8(bytes), vld1q_u8(undo));
    vst1q_u8(bytes, vaeseq_u8(x, vdupq_n_u8(0)));
}

const groestl_backend_ops groestl_backend_armv8_aes = {
    .name = "armv8_aes",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_ARM_AES,
    .compress = compress,
    .output = output,
    .stack_bytes = GROESTL_STACK_BYTES(1024),
    .sub_bytes = sub_bytes_test,
};
