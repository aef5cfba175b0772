/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * load_rate.c - how many memory operations a nanosecond this core sustains, for the bound of
 * the Java table engine (docs/BENCHMARKS.md, Java section): a table round is memory operations
 * (look-ups, the bytes that index them, a constant and a store a column), so their rate, not
 * the ALU's, bounds it. Two loops, each the best of 5 runs:
 *   loads: 64-bit loads from an array in L1, XORed into 8 independent sums;
 *   table round: the 1024-bit round of TableRounds.java as gcc compiles it, with each index
 *     byte loaded as a byte: per column 8 byte loads, 8 table loads, 1 constant, 1 store.
 * Divide by the core clock in GHz (ClockProbe) for operations a cycle.
 *
 *   cc -O2 java/bench/load_rate.c -o load_rate && ./load_rate
 */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static uint64_t table[8 * 256];

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Grøstl-512's P shifts; the data is arbitrary, only the access pattern counts. */
static const int shift[8] = {0, 1, 2, 3, 4, 5, 6, 11};

__attribute__((noinline)) static void table_round(const uint8_t *in, uint64_t *out,
                                                  const uint64_t *k)
{
#pragma GCC unroll 16
    for (int j = 0; j < 16; j++) {
        uint64_t v = k[j];
#pragma GCC unroll 8
        for (int r = 0; r < 8; r++)
            v ^= table[256 * r + in[8 * ((j + shift[r]) & 15) + r]];
        out[j] = v;
    }
}

static double loads_per_ns(void)
{
    static uint64_t a[4096];
    for (int i = 0; i < 4096; i++)
        a[i] = (uint64_t)i * 0x9e3779b97f4a7c15u;
    const long passes = 100000;
    uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
    double t0 = now_ns();
    for (long n = 0; n < passes; n++) {
        for (int i = 0; i < 4096; i += 8) {
            __asm__ volatile("" ::: "memory"); /* one pass's loads are not merged into another's */
            s0 ^= a[i];
            s1 ^= a[i + 1];
            s2 ^= a[i + 2];
            s3 ^= a[i + 3];
            s4 ^= a[i + 4];
            s5 ^= a[i + 5];
            s6 ^= a[i + 6];
            s7 ^= a[i + 7];
        }
    }
    double t1 = now_ns();
    if ((s0 ^ s1 ^ s2 ^ s3 ^ s4 ^ s5 ^ s6 ^ s7) == 1) /* keeps the sums */
        puts("");
    return 4096.0 * (double)passes / (t1 - t0);
}

static double table_ops_per_ns(void)
{
    for (int i = 0; i < 8 * 256; i++)
        table[i] = (uint64_t)i * 0x9e3779b97f4a7c15u;
    uint64_t a[16], b[16], k[16];
    for (int i = 0; i < 16; i++) {
        a[i] = (uint64_t)i * 77777 + 5;
        k[i] = (uint64_t)i;
    }
    const long pairs = 1000000;
    double t0 = now_ns();
    for (long n = 0; n < pairs; n++) {
        table_round((const uint8_t *)a, b, k);
        table_round((const uint8_t *)b, a, k);
    }
    double t1 = now_ns();
    if (a[0] == 1)
        puts("");
    return 2.0 * (double)pairs * 16 * 18 / (t1 - t0);
}

int main(void)
{
    double best_loads = 0, best_table = 0;
    for (int run = 0; run < 5; run++) {
        double l = loads_per_ns(), t = table_ops_per_ns();
        best_loads = l > best_loads ? l : best_loads;
        best_table = t > best_table ? t : best_table;
    }
    printf("loads: %.2f a ns\n", best_loads);
    printf("table round: %.2f memory operations a ns (%.2f ns a round of 16 columns)\n",
           best_table, 16 * 18 / best_table);
    return 0;
}
