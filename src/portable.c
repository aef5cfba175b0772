/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * portable.c - the reference backend: byte-oriented C that follows the specification step by
 * step, so that it can be read against the paper, and the oracle the other backends are
 * tested against. Plain C, no byte-order or word-size assumption.
 *
 * NOT constant-time: SubBytes looks the S-box up with state bytes as the index.
 *
 * The state is held as a matrix A[row][column] of bytes. AddRoundConstant works byte by byte;
 * SubBytes and ShiftBytes gather each row's substituted bytes from their shifted places into
 * words of eight columns, on which MixBytes computes eight columns at once.
 */
#include <string.h>

#include "groestl_impl.h"

#define MAX_COLS 16
typedef uint8_t matrix[GROESTL_ROWS][MAX_COLS];

enum { PERM_P = 0, PERM_Q = 1 };

/* Byte k of the string is row k % 8, column k / 8. */
static inline void load_matrix(matrix a, const uint8_t *bytes, int cols)
{
    for (int c = 0; c < cols; c++)
        for (int r = 0; r < GROESTL_ROWS; r++)
            a[r][c] = bytes[8 * c + r];
}

static inline void store_matrix(uint8_t *bytes, matrix a, int cols)
{
    for (int c = 0; c < cols; c++)
        for (int r = 0; r < GROESTL_ROWS; r++)
            bytes[8 * c + r] = a[r][c];
}

static inline void add_round_constant(matrix a, int cols, int perm, unsigned round,
                                      unsigned variant)
{
    if (variant & GROESTL_V0) {
        if (perm == PERM_P)
            a[0][0] ^= (uint8_t)round;
        else
            a[7][0] ^= (uint8_t)(0xff ^ round);
        return;
    }
    if (perm == PERM_P) {
        for (int c = 0; c < cols; c++)
            a[0][c] ^= groestl_round_constant((unsigned)c, round);
    } else {
        for (int r = 0; r < GROESTL_ROWS - 1; r++)
            for (int c = 0; c < cols; c++)
                a[r][c] ^= 0xff;
        for (int c = 0; c < cols; c++)
            a[7][c] ^= (uint8_t)(0xff ^ groestl_round_constant((unsigned)c, round));
    }
}

/* SubBytes on one byte: the AES S-box. */
static inline uint8_t sub_byte(uint8_t x)
{
    return groestl_sbox[x];
}

/* The eight bytes of a row from column w on, as the byte lanes of a word: lane k holds
 * column w + k. Only shifts say which lane is which, so the host's byte order never shows. */
typedef uint64_t row_words[GROESTL_ROWS][MAX_COLS / 8];

/* SubBytes and ShiftBytes. ShiftBytes reads the shifted positions: row r moves left by
 * shift[r], so the new byte at column c is the old one at column c + shift[r]. SubBytes
 * treats each byte alone, wherever it sits, so the two steps commute, and each byte is
 * substituted as it is read: one pass over the state instead of two, twice as fast. */
static inline void sub_shift_bytes(const matrix a, int cols, const uint8_t shift[GROESTL_ROWS],
                                   row_words out)
{
    for (int r = 0; r < GROESTL_ROWS; r++)
        for (int w = 0; w < cols; w += 8) {
            uint64_t v = 0;
            for (int k = 0; k < 8; k++)
                v |= (uint64_t)sub_byte(a[r][(w + k + shift[r]) % cols]) << (8 * k);
            out[r][w / 8] = v;
        }
}

/* Multiplication by 2 in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1, in each of the eight byte
 * lanes of a word: shift every byte left, and reduce the lanes whose top bit fell out. */
static inline uint64_t mul2_lanes(uint64_t v)
{
    return ((v & 0x7f7f7f7f7f7f7f7full) << 1) ^ (((v >> 7) & 0x0101010101010101ull) * 0x1b);
}

/* MixBytes: every column times circ(02,02,03,04,05,03,05,07), computed with the 48 XORs and
 * 16 doublings of Aoki et al. (SECRYPT 2011, section 4.3), indices mod 8:
 *   t_i = a_i + a_{i+1}
 *   x_i = t_i + t_{i+3}
 *   y_i = t_i + t_{i+2} + a_{i+6}
 *   b_i = 2 * (2 * x_{i+3} + y_{i+7}) + y_{i+4}
 * a_i is row i of a column; each word operation does it for eight columns side by side. */
static inline void mix_bytes(const row_words in, int cols, matrix a)
{
    for (int w = 0; w < cols / 8; w++) {
        uint64_t t[8], x[8], y[8];
        for (int i = 0; i < 8; i++)
            t[i] = in[i][w] ^ in[(i + 1) % 8][w];
        for (int i = 0; i < 8; i++)
            x[i] = t[i] ^ t[(i + 3) % 8];
        for (int i = 0; i < 8; i++)
            y[i] = t[i] ^ t[(i + 2) % 8] ^ in[(i + 6) % 8][w];
        for (int i = 0; i < 8; i++) {
            uint64_t b = mul2_lanes(mul2_lanes(x[(i + 3) % 8]) ^ y[(i + 7) % 8]) ^ y[(i + 4) % 8];
            for (int k = 0; k < 8; k++)
                a[i][8 * w + k] = (uint8_t)(b >> (8 * k));
        }
    }
}

static inline void permute(matrix a, int cols, int perm, unsigned variant)
{
    const uint8_t *shift = groestl_shifts[GROESTL_VARIANT_INDEX(variant)][perm];
    row_words rows;
    for (unsigned round = 0; round < (unsigned)GROESTL_ROUNDS(variant); round++) {
        add_round_constant(a, cols, perm, round, variant);
        sub_shift_bytes(a, cols, shift, rows);
        mix_bytes(rows, cols, a);
    }
}

/* f(h, m) = P(h ^ m) ^ Q(m) ^ h, over a run of blocks. */
static inline void compress_blocks(uint8_t *chain, const uint8_t *blocks, size_t nblocks,
                                   unsigned variant, int cols)
{
    matrix h, p, q;
    load_matrix(h, chain, cols);
    for (size_t n = 0; n < nblocks; n++, blocks += 8 * cols) {
        load_matrix(q, blocks, cols);
        for (int r = 0; r < GROESTL_ROWS; r++)
            for (int c = 0; c < cols; c++)
                p[r][c] = h[r][c] ^ q[r][c];
        permute(p, cols, PERM_P, variant);
        permute(q, cols, PERM_Q, variant);
        for (int r = 0; r < GROESTL_ROWS; r++)
            for (int c = 0; c < cols; c++)
                h[r][c] ^= p[r][c] ^ q[r][c];
    }
    store_matrix(chain, h, cols);
}

/* Omega before truncation: h = P(h) ^ h. */
static inline void output_transform(uint8_t *chain, unsigned variant, int cols)
{
    matrix h, p;
    load_matrix(h, chain, cols);
    memcpy(p, h, sizeof p);
    permute(p, cols, PERM_P, variant);
    for (int r = 0; r < GROESTL_ROWS; r++)
        for (int c = 0; c < cols; c++)
            h[r][c] ^= p[r][c];
    store_matrix(chain, h, cols);
}

/* The same switch as bitsliced.c's, on this file's functions and constants (not shared). */
/* The column count as a constant lets the compiler unroll and vectorise each width. */
static void compress(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant)
{
    if (variant & GROESTL_WIDE)
        compress_blocks(chain, blocks, nblocks, variant, 16);
    else
        compress_blocks(chain, blocks, nblocks, variant, 8);
}

static void output(uint8_t *chain, unsigned variant)
{
    if (variant & GROESTL_WIDE)
        output_transform(chain, variant, 16);
    else
        output_transform(chain, variant, 8);
}

const groestl_backend_ops groestl_backend_portable = {
    .name = "portable",
    .constant_time = 0,
    .compress = compress,
    .output = output,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
};
