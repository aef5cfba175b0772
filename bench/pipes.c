/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * pipes.c - how many of each vector instruction the round code uses a core issues a cycle,
 * alone and in pairs: which instructions share pipes (docs/BENCHMARKS.md's bounds by count
 * on this machine). x86-64 with AVX-512 BW, GFNI and VAES; gcc or clang:
 *
 *   cc -O1 -mavx512f -mavx512bw -mgfni -mvaes bench/pipes.c -o pipes && ./pipes
 *
 * Each case runs 16 independent chains (zmm0-7, zmm16-23; zmm8 the other operand), enough to
 * hide the latencies, so the count a cycle is the throughput. Cycles are core cycles: TSC ticks
 * times the core's cycles a tick, measured first by a chain of dependent IMULs (3 cycles each
 * on the x86-64 cores of today). A machine shared with other work lowers the figures.
 *
 * Then what bounds the 16-register YMM rounds (avx2_gfni): the latency of each instruction on
 * YMM (one chain of dependent ones), the loads and stores of YMM registers a cycle (16
 * independent ones; a load as VPXOR's memory operand), and a store and the load of the same
 * address as one chain (store-to-load forwarding, the cost of a row through memory).
 */
#include <cpuid.h>
#include <stdint.h>
#include <stdio.h>
#include <x86intrin.h>

#define LOOPS 20000000L

/* 16 chains: A on the even ones, B on the odd ones (A twice for a case alone). Each operand
 * string ends where the chain's register is appended, as source and destination. */
#define ON(ins, r) ins "%%zmm" #r ",%%zmm" #r "\n\t"
#define CHAINS(a, b)                                                                          \
    ON(a, 0) ON(b, 1) ON(a, 2) ON(b, 3) ON(a, 4) ON(b, 5) ON(a, 6) ON(b, 7)                   \
    ON(a, 16) ON(b, 17) ON(a, 18) ON(b, 19) ON(a, 20) ON(b, 21) ON(a, 22) ON(b, 23)
#define CLOBBERS                                                                              \
    "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm16", "xmm17",        \
        "xmm18", "xmm19", "xmm20", "xmm21", "xmm22", "xmm23"

#define XOR "vpxorq %%zmm8,"
#define TERNLOG "vpternlogq $0x96,%%zmm8,"
#define ADDB "vpaddb %%zmm8,"
#define PROLQ "vprolq $8,"
#define SHUFB "vpshufb %%zmm8,"
#define AFFINEINV "vgf2p8affineinvqb $0x63,%%zmm8,"
#define MULB "vgf2p8mulb %%zmm8,"
#define AESENCLAST "vaesenclast %%zmm8,"

#define CASE(fn, a, b)                                                                        \
    static void fn(void)                                                                      \
    {                                                                                         \
        for (long i = 0; i < LOOPS; i++)                                                      \
            __asm__ volatile(CHAINS(a, b)::: CLOBBERS);                                       \
    }
CASE(xor, XOR, XOR)
CASE(ternlog, TERNLOG, TERNLOG)
CASE(addb, ADDB, ADDB)
CASE(prolq, PROLQ, PROLQ)
CASE(shufb, SHUFB, SHUFB)
CASE(affineinv, AFFINEINV, AFFINEINV)
CASE(mulb, MULB, MULB)
CASE(aesenclast, AESENCLAST, AESENCLAST)
CASE(affineinv_prolq, AFFINEINV, PROLQ)
CASE(affineinv_shufb, AFFINEINV, SHUFB)
CASE(affineinv_mulb, AFFINEINV, MULB)
CASE(affineinv_ternlog, AFFINEINV, TERNLOG)
CASE(mulb_xor, MULB, XOR)
CASE(aesenclast_shufb, AESENCLAST, SHUFB)
CASE(aesenclast_mulb, AESENCLAST, MULB)
CASE(aesenclast_ternlog, AESENCLAST, TERNLOG)

/* One chain of dependent YMM instructions (16 a loop); ins ends where the register goes. */
#define CHAIN16(x)                                                                            \
    x x x x x x x x x x x x x x x x
#define LATENCY(fn, ins)                                                                      \
    static void fn(void)                                                                      \
    {                                                                                         \
        for (long i = 0; i < LOOPS; i++)                                                      \
            __asm__ volatile(CHAIN16(ins "%%ymm0,%%ymm0\n\t")::: "xmm0", "xmm1");            \
    }
LATENCY(lat_xor, "vpxor %%ymm1,")
LATENCY(lat_shufb, "vpshufb %%ymm1,")
LATENCY(lat_affineinv, "vgf2p8affineinvqb $0x63,%%ymm1,")
LATENCY(lat_mulb, "vgf2p8mulb %%ymm1,")

static _Alignas(64) uint8_t memory[16 * 32];

/* 16 loads (as VPXOR's operand) into 16 independent registers; 16 stores; a store and its
 * load back, 8 times in a chain (a round trip counts as one of the 16). */
#define YMM16(x)                                                                              \
    x(0, 0) x(1, 32) x(2, 64) x(3, 96) x(4, 128) x(5, 160) x(6, 192) x(7, 224) x(8, 256)      \
        x(9, 288) x(10, 320) x(11, 352) x(12, 384) x(13, 416) x(14, 448) x(15, 480)
#define YMM_CLOBBERS                                                                          \
    "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10",  \
        "xmm11", "xmm12", "xmm13", "xmm14", "xmm15", "memory"
#define LOAD(r, off) "vpxor " #off "(%0),%%ymm15,%%ymm" #r "\n\t"
#define STORE(r, off) "vmovdqa %%ymm15," #off "(%0)\n\t"
#define ROUND_TRIP(r, off) "vmovdqa %%ymm0,(%0)\n\tvmovdqa (%0),%%ymm0\n\t"
static void loads(void)
{
    for (long i = 0; i < LOOPS; i++)
        __asm__ volatile(YMM16(LOAD)::"r"(memory) : YMM_CLOBBERS);
}
static void stores(void)
{
    for (long i = 0; i < LOOPS; i++)
        __asm__ volatile(YMM16(STORE)::"r"(memory) : YMM_CLOBBERS);
}
static void round_trips(void)
{
    for (long i = 0; i < LOOPS; i++)
        __asm__ volatile(YMM16(ROUND_TRIP)::"r"(memory) : YMM_CLOBBERS);
}

static double cycles_per_tick(void)
{
    uint64_t x = 3, t = __rdtsc();
    for (long i = 0; i < LOOPS; i++)
        __asm__ volatile("imul %0,%0\n\timul %0,%0\n\timul %0,%0\n\timul %0,%0" : "+r"(x));
    t = __rdtsc() - t;
    return 12.0 * LOOPS / (double)t;
}

static const struct {
    const char *name;
    void (*run)(void);
} cases[] = {
    {"vpxorq", xor},
    {"vpternlogq", ternlog},
    {"vpaddb", addb},
    {"vprolq", prolq},
    {"vpshufb", shufb},
    {"vgf2p8affineinvqb", affineinv},
    {"vgf2p8mulb", mulb},
    {"vaesenclast", aesenclast},
    {"vgf2p8affineinvqb + vprolq", affineinv_prolq},
    {"vgf2p8affineinvqb + vpshufb", affineinv_shufb},
    {"vgf2p8affineinvqb + vgf2p8mulb", affineinv_mulb},
    {"vgf2p8affineinvqb + vpternlogq", affineinv_ternlog},
    {"vgf2p8mulb + vpxorq", mulb_xor},
    {"vaesenclast + vpshufb", aesenclast_shufb},
    {"vaesenclast + vgf2p8mulb", aesenclast_mulb},
    {"vaesenclast + vpternlogq", aesenclast_ternlog},
};

int main(void)
{
    unsigned a, b, c, d; /* leaf 7: AVX512BW ebx bit 30, GFNI ecx bit 8, VAES ecx bit 9 */
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d) || !(b >> 30 & 1) || !(c >> 8 & 1) ||
        !(c >> 9 & 1)) {
        fprintf(stderr, "pipes: this CPU lacks AVX-512 BW, GFNI or VAES\n");
        return 1;
    }
    const double ratio = cycles_per_tick();
    printf("core cycles a TSC tick: %.3f\n", ratio);
    printf("ZMM instructions a core cycle, 16 independent chains:\n");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint64_t t = __rdtsc();
        cases[i].run();
        t = __rdtsc() - t;
        printf("  %-32s %.2f\n", cases[i].name, 16.0 * LOOPS / ((double)t * ratio));
    }
    static const struct {
        const char *name;
        void (*run)(void);
    } ymm[] = {
        {"latency of vpxor", lat_xor},
        {"latency of vpshufb", lat_shufb},
        {"latency of vgf2p8affineinvqb", lat_affineinv},
        {"latency of vgf2p8mulb", lat_mulb},
        {"loads a cycle", loads},
        {"stores a cycle", stores},
        {"store and load back, latency", round_trips},
    };
    printf("YMM (cycles of latency; loads and stores a cycle, 16 independent):\n");
    for (size_t i = 0; i < sizeof ymm / sizeof ymm[0]; i++) {
        uint64_t t = __rdtsc();
        ymm[i].run();
        double cycles = (double)(__rdtsc() - t) * ratio / (16.0 * LOOPS);
        printf("  %-32s %.2f\n", ymm[i].name, i == 4 || i == 5 ? 1 / cycles : cycles);
    }
    return 0;
}
