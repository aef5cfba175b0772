/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl_dudect - does a backend's time depend on the message? dudect's method (Reparaz,
 * Balasch, Verbauwhede, "Dude, is my code constant time?", DATE 2017): many calls timed one
 * by one, each on a message of one of two classes picked at random, a fixed one and random
 * ones; Welch's t-test between the classes' times, on all of them and on those under each of
 * 20 percentiles (cropping the long tail that interrupts and the other programs of a shared
 * machine put there). |t| above 4.5 is taken as a difference (dudect's threshold); under it,
 * none was seen with that many calls. A tool, not a test: a timing never decides CI (the
 * msan, trace and valgrind checks do, on instructions).
 *
 *   groestl_dudect [--backend NAME]... [--calls N] [--cold-calls N] [--fixed zero|random]
 *                  [--markdown]
 *
 * Each backend the CPU runs (or those named), one call of Grøstl-256 on 64 bytes (two
 * compressions and the output transformation) and one groestl_hash_many on 8 messages of 64
 * bytes (the batch paths: avx512's row-sliced sets, aesni's ZMM code); warm (the calls one
 * after the other) and cold (before each call, 4 MiB are read through, which drives the
 * library's tables out of L1 and L2: the case where a table look-up's time depends most on
 * which line it reads). tables64 and portable look up tables indexed by the data: on a cold
 * cache they are the controls, which must show a difference for the tool to mean anything.
 * The fixed class is all zeros (dudect's usual choice) or one random message (--fixed
 * random): zeros also bring out what depends on the data's weight rather than on addresses
 * (the power the vector units draw, which the CPU's clock follows).
 *
 * The first rows ("same input") are the baseline: both classes prepared as everywhere, then
 * the same message hashed; what they show is the harness's and the machine's own difference.
 * Cycles: the TSC (rdtsc after lfence) on x86-64, the virtual counter (cntvct_el0) on
 * AArch64.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "groestl.h"

#if defined(__x86_64__)
#  include <x86intrin.h>
static inline uint64_t ticks(void)
{
    _mm_lfence();
    uint64_t t = __rdtsc();
    _mm_lfence();
    return t;
}
#elif defined(__aarch64__)
static inline uint64_t ticks(void)
{
    uint64_t t;
    __asm__ volatile("isb\n\tmrs %0, cntvct_el0\n\tisb" : "=r"(t)::"memory");
    return t;
}
#else
#  error "groestl_dudect needs x86-64 (TSC) or AArch64 (cntvct_el0)"
#endif

#define GROESTL_DUDECT_NOINLINE __attribute__((noinline))
#define MSG_BYTES 64
#define BATCH 8
#define CROPS 20
#define SWEEP_BYTES (4u << 20)

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* Welford's running mean and variance. */
typedef struct {
    double n, mean, m2;
} moments;

static void add(moments *m, double x)
{
    m->n += 1;
    double d = x - m->mean;
    m->mean += d / m->n;
    m->m2 += d * (x - m->mean);
}

static double welch_t(const moments *a, const moments *b)
{
    if (a->n < 2 || b->n < 2)
        return 0;
    double va = a->m2 / (a->n - 1), vb = b->m2 / (b->n - 1);
    double se = sqrt(va / a->n + vb / b->n);
    return se > 0 ? (a->mean - b->mean) / se : 0;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int fixed_random; /* --fixed random: the fixed class is one random message, not zeros */
static volatile uint8_t sweep_sink;
static uint8_t *sweep_area;

/* Read SWEEP_BYTES a line at a time: what the library left in L1 and L2 is gone. */
static void sweep(void)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < SWEEP_BYTES; i += 64)
        acc ^= sweep_area[i];
    sweep_sink = acc;
}

typedef struct {
    double t_all, t_max; /* t on all calls; the largest |t| of the crops and all */
    int crop_max;        /* which (-1: all calls) */
    size_t n[2];         /* calls of each class */
    uint64_t median[2];  /* of each class */
    double mean[2];      /* of each class, in the crop of t_max */
} verdict;

/* The baseline ("same input" rows): the automatic choice of backend hashing one message
 * that is the same for both classes, while the classes' messages are prepared as in every
 * other row. Any difference there is the machine's and this harness's own (the preparation,
 * the CPU's power management, other programs), not the data's way through a backend: a
 * backend's row means something only beside it. */
static GROESTL_DUDECT_NOINLINE void baseline_work(int batch, uint8_t digests[BATCH][32])
{
    static const uint8_t same[BATCH][MSG_BYTES];
    const void *ptrs[BATCH];
    size_t lens[BATCH];
    for (int i = 0; i < BATCH; i++)
        ptrs[i] = same[i], lens[i] = MSG_BYTES;
    if (batch)
        groestl_hash_many(256, ptrs, lens, BATCH, digests);
    else
        groestl_hash(256, same[0], MSG_BYTES, digests[0]);
}

/* calls timed calls of one backend (NULL: the baseline) and kind, classes at random; the
 * statistics. */
static verdict measure(const char *name, int batch, int cold, size_t calls)
{
    uint8_t msgs[BATCH][MSG_BYTES], digests[BATCH][32];
    const void *ptrs[BATCH];
    size_t lens[BATCH];
    for (int i = 0; i < BATCH; i++)
        ptrs[i] = msgs[i], lens[i] = MSG_BYTES;
    uint64_t *time = malloc(calls * sizeof *time);
    uint8_t *cls = malloc(calls);
    if (time == NULL || cls == NULL || groestl_set_backend(name) != GROESTL_OK) {
        fprintf(stderr, "groestl_dudect: %s: cannot run\n", name);
        exit(1);
    }
    /* Both classes are prepared alike: random bytes drawn each time, and the message copied
     * from them or from the fixed (zero) ones; only the data differ. */
    uint8_t fixed[BATCH][MSG_BYTES] = {{0}};
    if (fixed_random) { /* one random message, the same for every call of the class */
        uint64_t r = 0x243f6a8885a308d3ull;
        for (int m = 0; m < BATCH; m++)
            for (int k = 0; k < MSG_BYTES; k++)
                r = r * 6364136223846793005ull + 1442695040888963407ull, fixed[m][k] = (uint8_t)(r >> 56);
    }
    uint8_t fresh[BATCH][MSG_BYTES];
    const size_t warmup = calls / 20;
    for (size_t i = 0; i < calls + warmup; i++) {
        const int c = (int)(next() & 1); /* 0 fixed, 1 random */
        for (int m = 0; m < BATCH; m++)
            for (int k = 0; k < MSG_BYTES; k += 8) {
                uint64_t v = next();
                memcpy(&fresh[m][k], &v, 8);
            }
        memcpy(msgs, c ? fresh : fixed, sizeof msgs);
        if (cold)
            sweep();
        /* the preparation's stores drained (MFENCE, DMB) before the clock starts */
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
        uint64_t t0 = ticks();
        if (name == NULL)
            baseline_work(batch, digests);
        else if (batch)
            groestl_hash_many(256, ptrs, lens, BATCH, digests);
        else
            groestl_hash(256, msgs[0], MSG_BYTES, digests[0]);
        uint64_t t1 = ticks();
        if (i >= warmup) {
            time[i - warmup] = t1 - t0;
            cls[i - warmup] = (uint8_t)c;
        }
    }
    /* The crops: dudect's percentiles 1 - 0.5^(10 (k+1) / CROPS) of all the times. */
    uint64_t *sorted = malloc(calls * sizeof *sorted);
    memcpy(sorted, time, calls * sizeof *time);
    qsort(sorted, calls, sizeof *sorted, compare_u64);
    uint64_t limit[CROPS];
    for (int k = 0; k < CROPS; k++) {
        double p = 1 - pow(0.5, 10.0 * (k + 1) / CROPS);
        limit[k] = sorted[(size_t)(p * (double)(calls - 1))];
    }
    moments all[2] = {{0}}, crop[CROPS][2] = {{{0}}};
    for (size_t i = 0; i < calls; i++) {
        add(&all[cls[i]], (double)time[i]);
        for (int k = 0; k < CROPS; k++)
            if (time[i] < limit[k])
                add(&crop[k][cls[i]], (double)time[i]);
    }
    verdict v = {.t_all = welch_t(&all[0], &all[1]), .crop_max = -1};
    v.t_max = v.t_all;
    v.mean[0] = all[0].mean, v.mean[1] = all[1].mean;
    for (int k = 0; k < CROPS; k++) {
        double t = welch_t(&crop[k][0], &crop[k][1]);
        if (crop[k][0].n + crop[k][1].n >= 1000 && fabs(t) > fabs(v.t_max)) {
            v.t_max = t, v.crop_max = k;
            v.mean[0] = crop[k][0].mean, v.mean[1] = crop[k][1].mean;
        }
    }
    for (int c = 0; c < 2; c++) {
        size_t n = 0;
        for (size_t i = 0; i < calls; i++)
            if (cls[i] == c)
                sorted[n++] = time[i];
        qsort(sorted, n, sizeof *sorted, compare_u64);
        v.n[c] = n;
        v.median[c] = n ? sorted[n / 2] : 0;
    }
    free(sorted);
    free(time);
    free(cls);
    return v;
}

static void usage(void)
{
    fprintf(stderr, "usage: groestl_dudect [--backend NAME]... [--calls N] [--cold-calls N] [--fixed zero|random] [--markdown]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    size_t calls = 200000, cold_calls = 20000;
    int markdown = 0;
    const char *only[16];
    int n_only = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc && n_only < 16)
            only[n_only++] = argv[++i];
        else if (strcmp(argv[i], "--calls") == 0 && i + 1 < argc)
            calls = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--cold-calls") == 0 && i + 1 < argc)
            cold_calls = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--fixed") == 0 && i + 1 < argc &&
                 (strcmp(argv[i + 1], "zero") == 0 || strcmp(argv[i + 1], "random") == 0))
            fixed_random = strcmp(argv[++i], "random") == 0;
        else if (strcmp(argv[i], "--markdown") == 0)
            markdown = 1;
        else
            usage();
    }
    if (calls < 2000 || cold_calls < 2000) {
        fprintf(stderr, "groestl_dudect: --calls and --cold-calls take 2000 or more\n");
        return 2;
    }
    for (int i = 0; i < n_only; i++)
        if (!groestl_backend_supported(only[i])) {
            fprintf(stderr, "groestl_dudect: backend '%s' is unknown or this CPU lacks it\n", only[i]);
            return 2;
        }
    sweep_area = malloc(SWEEP_BYTES);
    if (sweep_area == NULL)
        return 1;
    for (size_t i = 0; i < SWEEP_BYTES; i++)
        sweep_area[i] = (uint8_t)i;
    rng ^= (uint64_t)time(NULL);

    printf(markdown ? "| backend | kind | cache | calls (fixed / random) | median ticks (fixed / random) | t, all calls | largest \\|t\\| (crop) | its means (fixed / random) | reading |\n"
                      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n"
                    : "%-12s %-8s %-5s %17s %19s %8s %16s %19s  %s\n",
           "backend", "kind", "cache", "calls fix/rnd", "median fix/rnd", "t all", "max |t| (crop)", "its means fix/rnd", "reading");
    /* b = 0: the baseline (the automatic choice, set_backend(NULL)); then the backends */
    for (size_t b = 0; b == 0 || groestl_backend_name(b - 1) != NULL; b++) {
        const char *name = b == 0 ? NULL : groestl_backend_name(b - 1);
        int wanted = n_only == 0 || name == NULL;
        for (int i = 0; name != NULL && i < n_only; i++)
            wanted |= strcmp(only[i], name) == 0;
        if (!wanted || (name != NULL && !groestl_backend_supported(name)))
            continue;
        const int ct = name == NULL || groestl_backend_constant_time(name);
        for (int batch = 0; batch < 2; batch++)
            for (int cold = 0; cold < 2; cold++) {
                verdict v = measure(name, batch, cold, cold ? cold_calls : calls);
                const int seen = fabs(v.t_max) > 4.5;
                const char *reading =
                    name == NULL ? (seen ? "difference: the machine's own (baseline)" : "none seen (baseline)")
                    : seen       ? (ct ? "difference (claims constant time)" : "difference (control)")
                                 : (ct ? "none seen" : "none seen (control not shown)");
                char crop[16];
                snprintf(crop, sizeof crop, v.crop_max < 0 ? "all" : "p%d", v.crop_max);
                printf(markdown ? "| %s | %s | %s | %zu / %zu | %llu / %llu | %.2f | %.2f (%s) | %.1f / %.1f | %s |\n"
                                : "%-12s %-8s %-5s %8zu/%-8zu %9llu/%-9llu %8.2f %9.2f (%-4s) %9.1f/%-9.1f  %s\n",
                       name ? name : "(same input)", batch ? "8 msgs" : "1 msg", cold ? "cold" : "warm", v.n[0], v.n[1],
                       (unsigned long long)v.median[0], (unsigned long long)v.median[1], v.t_all,
                       v.t_max, crop, v.mean[0], v.mean[1], reading);
                fflush(stdout);
            }
    }
    free(sweep_area);
    return 0;
}
