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
 *         + red + y', red = x7·0x36 + (x6 + y7)·0x1b (g7 = x6 + y7) by a TBL in an 8-entry
 *         table, its index (x7 x6 y7) by USHR and SRI. Per row, 4 XORs for t, x and y and 8
 *         operations for b: MixBytes is 96 operations a round for P and Q (the paper's
 *         doublings would make it 112). With EOR3, y_i's and b_i's three-way XORs are one
 *         instruction each: 80.
 * Row FREE_ROW takes no TBL but in the last round: the bytes are left where AESE's
 * ShiftRows alone puts them in that row, and every other row's TBL puts its bytes at the same
 * places (all rows must agree for MixBytes), so the places change from round to round: a
 * mask and a key per round and row (build_tables), the spec's places again after the last
 * round. A round is 7 TBL, 8 AESE and MixBytes: 111 operations, 95 with EOR3.
 * The rounds are instructions written by scripts/armv8_rounds.py into armv8_aes_rounds.h
 * (their order and registers chosen for LLVM's models of Neoverse N1 and Apple M1; GCC's own
 * left them above what the vector pipes allow: docs/BENCHMARKS.md).
 *
 * Constant-time: TBL with constant indices or with 3-bit indices into a table in a register
 * (never memory), AESE, shifts and XORs take the same time whatever the data; no branch or
 * address depends on it (the tables are indexed by variant, round and row).
 */
#include <arm_neon.h>
#include <string.h>

#include "armv8_aes_rounds.h"
#include "groestl_impl.h"

#define MAX_ROUNDS 14
#define FREE_ROW GROESTL_ARMV8_FREE_ROW

/* ---- Tables: TBL masks and AESE keys, built at first use ---------------------------------- */

typedef struct {
    uint8_t mask[2][MAX_ROUNDS][GROESTL_ROWS][16]; /* [set][round][row]: narrow set 0 only */
    uint8_t key[2][MAX_ROUNDS][GROESTL_ROWS][16];
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
    unsigned shift_rows_target[16];
    for (unsigned j = 0; j < 16; j++)
        shift_rows_target[shift_rows_source(j)] = j;
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        variant_tables *t = &tables[variant];
        const unsigned cols = GROESTL_COLS(variant);
        const unsigned rounds = (unsigned)GROESTL_ROUNDS(variant);
        memset(t, 0, sizeof *t);
        for (int set = 0; set < ((variant & GROESTL_WIDE) ? 2 : 1); set++) {
            /* where[j]: the place of the state's byte j in every register before the round
             * (the spec's layout before the first round and after the last). */
            unsigned where[16], next[16], source[GROESTL_ROWS][16];
            for (unsigned j = 0; j < 16; j++)
                where[j] = j;
            /* source[row][j]: ShiftBytes gives byte j of the row the row's byte source[j] */
            for (int row = 0; row < GROESTL_ROWS; row++)
                for (unsigned j = 0; j < 16; j++) {
                    int perm;
                    unsigned col;
                    position(variant, set, j, &perm, &col);
                    unsigned from = (col + groestl_shifts[variant][perm][row]) % cols;
                    source[row][j] = place(variant, j, from);
                }
            for (unsigned round = 0; round < rounds; round++) {
                /* After the round, byte j goes where AESE's ShiftRows alone puts it in the
                 * free row (no TBL there), except after the last round: back in place. */
                for (unsigned j = 0; j < 16; j++)
                    next[j] = round + 1 < rounds ? shift_rows_target[where[source[FREE_ROW][j]]]
                                                 : j;
                for (int row = 0; row < GROESTL_ROWS; row++) {
                    uint8_t *mask = t->mask[set][round][row];
                    /* AESE's ShiftRows moves byte shift_rows_source(p) to p: the TBL puts
                     * there the byte that belongs at p after the round. */
                    for (unsigned j = 0; j < 16; j++)
                        mask[shift_rows_source(next[j])] = (uint8_t)where[source[row][j]];
                    /* The key: the constant of the byte the TBL puts at each place. */
                    for (unsigned i = 0; i < 16; i++) {
                        unsigned byte = 0;
                        while (where[byte] != mask[i])
                            byte++;
                        int perm;
                        unsigned col;
                        position(variant, set, byte, &perm, &col);
                        t->key[set][round][row][i] = groestl_constant_byte(
                            variant, (unsigned)perm, (unsigned)row, col, round);
                    }
                }
                memcpy(where, next, sizeof where);
            }
        }
    }
}

static const variant_tables *tables_for(unsigned variant)
{
    groestl_once(&tables_state, build_tables);
    return &tables[GROESTL_VARIANT_INDEX(variant)];
}

/* ---- The rounds ------------------------------------------------------------------------- */

static const uint8_t reduction_table[16] = GROESTL_ARMV8_REDUCTION_TABLE;

/* The rounds on one set of 8 row registers (P and Q side by side, or one of them wide), as
 * the instructions of armv8_aes_rounds.h: the head (TBL and AESE of round 0), the loop
 * (MixBytes, a round, TBL and AESE of the next: (rounds - 2) / 2 times, 4 or 6) and the tail
 * (MixBytes, the last round). The rows in v0..v7, the reduction table in v31; masks and keys
 * through m and k, two rounds further each turn. Every vector register is clobbered (the
 * compiler saves d8-d15). The statement of rounds_plain (EOR) and rounds_sha3 (EOR3), whose
 * loop and tail it takes. */
#define ROUNDS_ASM(LOOP, TAIL)                                                                \
    do {                                                                                      \
        const uint8_t *m = mask[0][0], *k = key[0][0];                                        \
        long pairs = (rounds - 2) / 2;                                                        \
        __asm__ volatile("ld1 {v0.16b-v3.16b}, [%[lo]]\n\t"                                   \
                         "ld1 {v4.16b-v7.16b}, [%[hi]]\n\t"                                   \
                         "ldr q31, [%[table]]\n\t" GROESTL_ARMV8_HEAD                         \
                         "\n1:\n\t" LOOP                                                      \
                         "add %[m], %[m], #256\n\t"                                           \
                         "add %[k], %[k], #256\n\t"                                           \
                         "subs %[pairs], %[pairs], #1\n\t"                                    \
                         "b.ne 1b\n\t" TAIL                                                   \
                         "st1 {v0.16b-v3.16b}, [%[lo]]\n\t"                                   \
                         "st1 {v4.16b-v7.16b}, [%[hi]]\n"                                      \
                         : [m] "+r"(m), [k] "+r"(k), [pairs] "+r"(pairs)                      \
                         : [lo] "r"(s), [hi] "r"(s + 4), [table] "r"(reduction_table)         \
                         : "cc", "memory", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7",    \
                           "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16",       \
                           "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25",     \
                           "v26", "v27", "v28", "v29", "v30", "v31");                         \
    } while (0)

static GROESTL_NOINLINE void rounds_plain(uint8x16_t s[GROESTL_ROWS],
                                          const uint8_t (*mask)[GROESTL_ROWS][16],
                                          const uint8_t (*key)[GROESTL_ROWS][16], int rounds)
{
    ROUNDS_ASM(GROESTL_ARMV8_PLAIN_LOOP, GROESTL_ARMV8_PLAIN_TAIL);
}

/* EOR3: GCC takes the extension per function; other compilers only where the whole file is
 * built for it. */
#if defined(__ARM_FEATURE_SHA3)
#  define SHA3_ATTRIBUTES
#elif defined(__GNUC__) && !defined(__clang__)
#  define SHA3_ATTRIBUTES __attribute__((target("arch=armv8.2-a+crypto+sha3")))
#endif
#if defined(SHA3_ATTRIBUTES)
SHA3_ATTRIBUTES static GROESTL_NOINLINE void rounds_sha3(uint8x16_t s[GROESTL_ROWS],
                                                         const uint8_t (*mask)[GROESTL_ROWS][16],
                                                         const uint8_t (*key)[GROESTL_ROWS][16],
                                                         int rounds)
{
    ROUNDS_ASM(GROESTL_ARMV8_SHA3_LOOP, GROESTL_ARMV8_SHA3_TAIL);
}
#endif

typedef void rounds_fn(uint8x16_t s[GROESTL_ROWS], const uint8_t (*mask)[GROESTL_ROWS][16],
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
    GROESTL_CT_PROBE_BYTE(vgetq_lane_u8(s[0], 0));
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

/* byteslice_drivers.h's compress_wide on NEON rows and rounds: another layout, not shared. */
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

/* A descriptor like vperm.c's: a table of this backend's own fields, not repeated code. */
const groestl_backend_ops groestl_backend_armv8_aes = {
    .name = "armv8_aes",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_ARM_AES,
    .compress = compress,
    .output = output,
    .stack_bytes = GROESTL_STACK_BYTES(1024),
    .sub_bytes = sub_bytes_test,
};
