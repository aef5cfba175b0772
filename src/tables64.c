/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * tables64.c - the 64-bit T-table backend: plain C for any 64-bit-friendly CPU, the fast
 * choice where no usable SIMD exists. Any byte order (words are built with shifts only).
 * On x86-64 with GCC or Clang the narrow round is a short inline-assembly sequence
 * (round_lookups_asm); the C next to it does the same everywhere else.
 *
 * NOT constant-time: every S-box step is a table look-up indexed by state bytes, so the
 * addresses it touches (and the cache lines) depend on the data.
 *
 * A column of the state is one 64-bit word, row r in bits 8r..8r+7. SubBytes, ShiftBytes and
 * MixBytes of a round fuse into look-ups: the new column c is
 *     XOR over r of T_r[ row r of old column (c + shift[r]) mod cols ],
 * where T_r[x] is the column S(x) contributes from row r, i.e. byte i of T_r[x] is
 * m((r - i) mod 8) · S(x) with m = 02 02 03 04 05 03 05 07 (the circulant of MixBytes).
 * The eight tables (16 KiB, L1-resident) are built from groestl_sbox at first use. P and Q
 * run round by round side by side, so the two chains of loads overlap.
 */
#include <stdatomic.h>

#include "groestl_impl.h"

/* GCC's vectoriser packs state words into SSE registers and unpacks them for every
 * look-up, which is slower here. */
#if defined(__GNUC__) && !defined(__clang__)
#  pragma GCC optimize("no-tree-vectorize")
#endif

#define MAX_COLS 16

static uint64_t T[8][256];
static atomic_int tables_state; /* groestl_once */

static uint8_t mul2(uint8_t x)
{
    return (uint8_t)((x << 1) ^ ((x >> 7) * 0x1b));
}

static void build_tables(void)
{
    static const uint8_t m[8] = GROESTL_MIXBYTES_ROW_INIT;
    for (unsigned x = 0; x < 256; x++) {
        uint8_t s = groestl_sbox[x], s2 = mul2(s), s4 = mul2(s2);
        const uint8_t times[8] = {0, s, s2, (uint8_t)(s2 ^ s), s4, (uint8_t)(s4 ^ s),
                                  (uint8_t)(s4 ^ s2), (uint8_t)(s4 ^ s2 ^ s)};
        for (unsigned r = 0; r < 8; r++) {
            uint64_t w = 0;
            for (unsigned i = 0; i < 8; i++)
                w |= (uint64_t)times[m[(r - i) & 7]] << (8 * i);
            T[r][x] = w;
        }
    }
}

/* Build once; threads arriving meanwhile wait for the builder, never read half a table. */
static void tables_ready(void)
{
    groestl_once(&tables_state, build_tables);
}

/* ShiftBytes as constants, indexed by a variant that is a constant wherever it matters;
 * every loop over columns and rows is unrolled (GROESTL_UNROLL), so that state words live in
 * registers and each look-up's offsets are constants. */
static const uint8_t shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* Row r of column col, as a byte load from the state in memory: a load instead of a shift,
 * a copy and a zero-extension in registers, which share the ALUs with the XORs (faster for
 * Grøstl-512). Other byte orders: the shifts. */
#  define BYTE(a, col, r) (((const uint8_t *)(a))[8 * (col) + (r)])
#else
#  define BYTE(a, col, r) ((unsigned)((a)[col] >> (8 * (r))) & 0xff)
#endif

/* Not in MemorySanitizer builds, which check the C (MSan cannot follow assembly). */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(GROESTL_MSAN)
#  define T64_ASM 1
/* The narrow round on x86-64, by source column: each word of a is picked apart in one
 * register, low byte, high byte (%h), shift by 16, ... (the top two bytes are loaded from
 * memory instead: loads and ALU operations then balance), and each byte's look-up goes
 * straight into the one of 8 accumulators (b's columns, all in registers) it belongs to:
 * 19 instructions a word. GCC, given the same in C, copies each word before every shift
 * and spills: some 48 a column. Little-endian, as x86 is. */
GROESTL_INLINE void round_lookups_asm(const uint64_t *a, uint64_t *b, const uint8_t *shift,
                                  const uint64_t *k)
{
    uint64_t acc[8];
    GROESTL_UNROLL
    for (int c = 0; c < 8; c++)
        acc[c] = k[c];
    GROESTL_UNROLL
    for (int s = 0; s < 8; s++) {
        uint64_t w = a[s], t;
        __asm__("movzbl %b[w], %k[t]\n\t"
                "xorq (%[T],%[t],8), %[r0]\n\t"
                "movzbl %h[w], %k[t]\n\t"
                "xorq 2048(%[T],%[t],8), %[r1]\n\t"
                "shrq $16, %[w]\n\t"
                "movzbl %b[w], %k[t]\n\t"
                "xorq 4096(%[T],%[t],8), %[r2]\n\t"
                "movzbl %h[w], %k[t]\n\t"
                "xorq 6144(%[T],%[t],8), %[r3]\n\t"
                "shrq $16, %[w]\n\t"
                "movzbl %b[w], %k[t]\n\t"
                "xorq 8192(%[T],%[t],8), %[r4]\n\t"
                "movzbl %h[w], %k[t]\n\t"
                "xorq 10240(%[T],%[t],8), %[r5]\n\t"
                "movzbl %[b6], %k[t]\n\t"
                "xorq 12288(%[T],%[t],8), %[r6]\n\t"
                "movzbl %[b7], %k[t]\n\t"
                "xorq 14336(%[T],%[t],8), %[r7]"
                : [w] "+Q"(w), [t] "=&Q"(t), /* %h needs a register without REX */
                  [r0] "+r"(acc[(s - shift[0]) & 7]), [r1] "+r"(acc[(s - shift[1]) & 7]),
                  [r2] "+r"(acc[(s - shift[2]) & 7]), [r3] "+r"(acc[(s - shift[3]) & 7]),
                  [r4] "+r"(acc[(s - shift[4]) & 7]), [r5] "+r"(acc[(s - shift[5]) & 7]),
                  [r6] "+r"(acc[(s - shift[6]) & 7]), [r7] "+r"(acc[(s - shift[7]) & 7])
                : [T] "r"(T), "m"(T), [b6] "m"(((const uint8_t *)&a[s])[6]),
                  [b7] "m"(((const uint8_t *)&a[s])[7]));
    }
    GROESTL_UNROLL
    for (int c = 0; c < 8; c++)
        b[c] = acc[c];
}
#endif

/* Whether round_lookups takes the next round's constants k (the assembly paths: they start
 * their accumulators from k, which saves a pass over the state) or ignores them (the C loop:
 * GCC's code for the wide loop is slower when k is folded in, so permute adds the
 * constants to the state instead). */
static int folds_constants(int cols)
{
#if defined(T64_ASM)
    return cols == 8;
#else
    (void)cols;
    return 0;
#endif
}

/* One round's SubBytes, ShiftBytes and MixBytes: b from a (round constant already added),
 * plus k if folds_constants(cols). */
GROESTL_INLINE void round_lookups(const uint64_t *a, uint64_t *b, int cols, const uint8_t *shift,
                              const uint64_t *k)
{
#if defined(T64_ASM)
    if (cols == 8) {
        round_lookups_asm(a, b, shift, k);
        return;
    }
#endif
    (void)k;
    GROESTL_UNROLL
    for (int c = 0; c < cols; c++) {
        uint64_t w = 0;
        GROESTL_UNROLL
        for (int r = 0; r < 8; r++)
            w ^= T[r][BYTE(a, (c + shift[r]) % cols, r)];
        b[c] = w;
    }
}

/* AddRoundConstant of round `round` (see groestl_impl.h) on P's state p and Q's state q. */
GROESTL_INLINE void add_constants(uint64_t *p, uint64_t *q, int cols, unsigned round, int v0)
{
    if (v0) {
        p[0] ^= round;
        q[0] ^= (uint64_t)(0xff ^ round) << 56;
        return;
    }
    GROESTL_UNROLL
    for (int c = 0; c < cols; c++) {
        uint64_t rc = groestl_round_constant((unsigned)c, round);
        p[c] ^= rc;
        q[c] ^= ~(rc << 56); /* rows 0-6 ^= 0xff, row 7 ^= 0xff ^ rc */
    }
}

/* P on p and, if q is not NULL, Q on q, round by round together. */
GROESTL_INLINE void permute(uint64_t *p, uint64_t *q, int cols, unsigned variant)
{
    const int v0 = (variant & GROESTL_V0) != 0;
    const uint8_t *shift_p = shifts[GROESTL_VARIANT_INDEX(variant)][0], *shift_q = shifts[GROESTL_VARIANT_INDEX(variant)][1];
    const unsigned rounds = (unsigned)GROESTL_ROUNDS(variant);
    const int fold = folds_constants(cols);
    uint64_t tp[MAX_COLS], tq[MAX_COLS], unused[MAX_COLS];
    uint64_t kp[MAX_COLS], kq[MAX_COLS]; /* next round's constants, if fold */
    if (q == NULL)
        q = unused;
    if (fold)
        add_constants(p, q, cols, 0, v0);
    for (unsigned round = 0; round < rounds; round += 2) {
        if (fold) {
            GROESTL_UNROLL
            for (int c = 0; c < cols; c++)
                kp[c] = kq[c] = 0;
            add_constants(kp, kq, cols, round + 1, v0);
        } else {
            add_constants(p, q, cols, round, v0);
        }
        round_lookups(p, tp, cols, shift_p, kp);
        if (q != unused)
            round_lookups(q, tq, cols, shift_q, kq);
        if (fold) {
            GROESTL_UNROLL
            for (int c = 0; c < cols; c++)
                kp[c] = kq[c] = 0;
            if (round + 2 < rounds) /* none after the last round */
                add_constants(kp, kq, cols, round + 2, v0);
        } else {
            add_constants(tp, tq, cols, round + 1, v0);
        }
        round_lookups(tp, p, cols, shift_p, kp);
        if (q != unused)
            round_lookups(tq, q, cols, shift_q, kq);
    }
}

GROESTL_INLINE void compress_blocks(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                                unsigned variant, int cols)
{
    uint64_t h[MAX_COLS], p[MAX_COLS], q[MAX_COLS];
    tables_ready();
    for (int c = 0; c < cols; c++)
        h[c] = groestl_load64_le(chain + 8 * c);
    for (size_t n = 0; n < nblocks; n++, blocks += 8 * cols) {
        for (int c = 0; c < cols; c++) {
            q[c] = groestl_load64_le(blocks + 8 * c);
            p[c] = h[c] ^ q[c];
        }
        permute(p, q, cols, variant);
        for (int c = 0; c < cols; c++)
            h[c] ^= p[c] ^ q[c];
    }
    for (int c = 0; c < cols; c++)
        groestl_store64_le(chain + 8 * c, h[c]);
}

GROESTL_INLINE void output_transform(uint8_t *chain, unsigned variant, int cols)
{
    uint64_t h[MAX_COLS], p[MAX_COLS];
    tables_ready();
    for (int c = 0; c < cols; c++)
        p[c] = h[c] = groestl_load64_le(chain + 8 * c);
    permute(p, NULL, cols, variant);
    for (int c = 0; c < cols; c++)
        groestl_store64_le(chain + 8 * c, h[c] ^ p[c]);
}

/* One instance per variant, so that the column count and the shifts are constants. */
static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    switch (GROESTL_VARIANT_INDEX(variant)) {
    case 0: compress_blocks(chain, blocks, nblocks, 0, 8); break;
    case GROESTL_WIDE: compress_blocks(chain, blocks, nblocks, GROESTL_WIDE, 16); break;
    case GROESTL_V0: compress_blocks(chain, blocks, nblocks, GROESTL_V0, 8); break;
    default: compress_blocks(chain, blocks, nblocks, GROESTL_WIDE | GROESTL_V0, 16); break;
    }
}

static void output(uint8_t *chain, unsigned variant)
{
    switch (GROESTL_VARIANT_INDEX(variant)) {
    case 0: output_transform(chain, 0, 8); break;
    case GROESTL_WIDE: output_transform(chain, GROESTL_WIDE, 16); break;
    case GROESTL_V0: output_transform(chain, GROESTL_V0, 8); break;
    default: output_transform(chain, GROESTL_WIDE | GROESTL_V0, 16); break;
    }
}

/* A descriptor like portable.c's and bitsliced.c's: this backend's own fields, not code. */
const groestl_backend_ops groestl_backend_tables64 = {
    .name = "tables64",
    .constant_time = 0,
    .compress = compress,
    .output = output,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
};
