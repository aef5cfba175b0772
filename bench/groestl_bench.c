/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl_bench - speed of groestl_hash() on every backend this CPU runs, for Grøstl-256 and
 * Grøstl-512, as a table like Table 3 of Aoki et al. (SECRYPT 2011).
 *
 *   groestl_bench [--quick] [--backend NAME|auto,...] [--sizes N,...] [--bits N,...]
 *                 [--many N,...] [--runs N | --seconds S] [--peer FILE] [--results FILE] [--raw]
 *
 * --many N,... adds, for each backend and each count N, a row "NAME xN": one
 * groestl_hash_many() call on N distinct messages of each size (aggregate figures: the
 * call's ticks divided by N times the size), and a row "NAME nodes xN" for
 * groestl256_output_transform_many() on N 64-byte inputs (Merkle tree nodes; per input byte).
 *
 * A measurement is one groestl_hash() call on a message already in the cache, timed by RDTSC
 * (reference cycles at the constant TSC rate, not core clock cycles) or, where there is no
 * TSC, by clock_gettime. Each cell is the minimum and the median of many such calls. Before
 * timing a backend, its digest of the message is checked against the portable backend's.
 *
 * --peer FILE reads another implementation's results (lines of --raw's format, e.g. from
 * bench/rust) measured in the same run, prints them as rows of their own, and adds the
 * speedup column: the first peer's ticks per byte divided by ours (above 1: we are faster).
 * --results FILE takes our own results from FILE (--raw's output) instead of measuring. Both
 * files may hold several rounds of a cell (bench/run.sh alternates the programs to spread
 * the machine's noise over all): the minimum of all is kept, and the median of the medians.
 *
 * Built with -DGROESTL_BENCH_C_PEER and a C file defining c_peer_name and c_peer_hash (as
 * bench/run.sh builds groestl_bench_sphlib from bench/sphlib/peer.c), the program times that
 * implementation instead of our backends, the same way, and is a peer for --peer.
 *
 * Exit status: 0 done; 1 a backend's digest differs from portable's, or a peer file is
 * unreadable or malformed; 2 bad usage.
 */
#if defined(__linux__)
#  define _GNU_SOURCE /* RUSAGE_THREAD */
#else
#  define _POSIX_C_SOURCE 200809L
#endif
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "groestl.h"

#if defined(__linux__)
#  include <sys/resource.h>
#endif
#if defined(_WIN32)
#  include <windows.h>
#endif

#if defined(__x86_64__) || defined(__i386__)
#  include <cpuid.h>
#  include <x86intrin.h>
#  define HAVE_TSC 1
#endif

static const char *program = "groestl_bench";

#define MAX_LIST 16
#define MAX_ROWS 96 /* implementations: our backends (and their batch rows) plus peers */
#define MAX_ROUNDS 15
#define MAX_MESSAGE ((size_t)64 << 20)
#define MAX_BATCH 64 /* messages of a --many row */

/* ---- Timer --------------------------------------------------------------------------------- */

/* A monotonic clock in seconds: POSIX's, or Windows' performance counter. */
#if defined(_WIN32)
static double now_seconds(void)
{
    LARGE_INTEGER count, frequency;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&frequency);
    return (double)count.QuadPart / (double)frequency.QuadPart;
}

#else
static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
#endif

#if defined(HAVE_TSC)
static const char *const tick_unit = "tsc";
/* LFENCE on both sides: the earlier work has finished, and the later has not started. (In
 * assembly: the intrinsic needs SSE2, which 32-bit builds do not assume.) */
static inline uint64_t ticks(void)
{
    __asm__ volatile("lfence" ::: "memory");
    uint64_t t = __rdtsc();
    __asm__ volatile("lfence" ::: "memory");
    return t;
}

static int tsc_invariant(void)
{
    unsigned a, b, c, d;
    return __get_cpuid(0x80000007u, &a, &b, &c, &d) && (d & (1u << 8));
}

/* Core clock cycles per TSC tick while busy (turbo makes it above 1): a chain of dependent
 * 64-bit IMULs takes 3 core cycles each (their latency on every Intel core since the Pentium
 * Pro's successors and on AMD's since Zen). Not ADDs: recent Intel cores (Golden Cove on)
 * fold chains of ADD-immediates at rename, several a cycle, which read as a core running at
 * 4 or 5 times the TSC. The chain is asm, so the compiler cannot fold it either; the loop's
 * own SUB and JNZ run beside it. The best of 30 short tries (about 2 ms each; the first ones
 * wake the clock), leaving out those during which the thread was switched out if any was
 * not: on a busy machine a long try would nearly always share its time with others. */
static long context_switches(void);
static double core_cycles_per_tick(void)
{
    enum { IMULS = 2000000, LATENCY = 3 };
    double best = 0, best_switched = 0;
    for (int k = 0; k < 30; k++) {
        unsigned long n = IMULS, x = 0x9e3779b9u; /* a register: 32 or 64 bits */
        long before = context_switches();
        uint64_t t0 = ticks();
        __asm__ volatile("1:\n\t"
                         "imul %0, %0\n\timul %0, %0\n\timul %0, %0\n\timul %0, %0\n\t"
                         "sub $4, %1\n\t"
                         "jnz 1b"
                         : "+r"(x), "+r"(n));
        double ratio = (double)IMULS * LATENCY / (double)(ticks() - t0);
        double *keep = context_switches() == before ? &best : &best_switched;
        *keep = ratio > *keep ? ratio : *keep;
    }
    return best > 0 ? best : best_switched;
}
#else
static const char *const tick_unit = "ns";
static inline uint64_t ticks(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#endif

#if defined(HAVE_TSC)
static void pause_seconds(double seconds)
{
#  if defined(_WIN32)
    Sleep((DWORD)(seconds * 1000));
#  else
    struct timespec pause = {0, (long)(seconds * 1e9)};
    while (nanosleep(&pause, &pause) != 0 && errno == EINTR) {
    }
#  endif
}
#endif

/* Ticks per second: the TSC against the monotonic clock across a sleep. */
static double tick_rate(double seconds)
{
#if defined(HAVE_TSC)
    double t0 = now_seconds();
    uint64_t r0 = ticks();
    pause_seconds(seconds);
    uint64_t r1 = ticks();
    double t1 = now_seconds();
    return (double)(r1 - r0) / (t1 - t0);
#else
    (void)seconds;
    return 1e9;
#endif
}

#if defined(HAVE_TSC)
/* The timer's own cost: the least ticks between two back-to-back readings. */
static uint64_t timer_overhead(void)
{
    uint64_t least = UINT64_MAX;
    for (int i = 0; i < 100000; i++) {
        uint64_t t0 = ticks();
        uint64_t t = ticks() - t0;
        least = t < least ? t : least;
    }
    return least;
}
#endif

/* Context switches of this thread so far: a call during which the thread was switched out
 * timed someone else's work too (the TSC runs on), so such a sample is dropped. */
#if defined(RUSAGE_THREAD)
static const int drops_switched = 1;
static long context_switches(void)
{
    struct rusage ru;
    return getrusage(RUSAGE_THREAD, &ru) == 0 ? ru.ru_nvcsw + ru.ru_nivcsw : 0;
}
#else
static const int drops_switched = 0;
static long context_switches(void)
{
    return 0;
}
#endif

/* ---- Options -------------------------------------------------------------------------------- */

static struct {
    const char *backends[MAX_LIST];
    size_t n_backends; /* 0: every backend of the build */
    size_t many[MAX_LIST]; /* message counts of the batch rows (--many) */
    size_t n_many;
    size_t sizes[MAX_LIST];
    size_t n_sizes;
    unsigned bits[MAX_LIST];
    size_t n_bits;
    unsigned long runs; /* 0: from the time budget */
    double seconds;     /* time budget per cell */
    unsigned long min_runs;
    const char *peer_file, *results_file;
    int quick, raw;
} opt = {
    .sizes = {64, 576, 1536, 16384, 1048576},
    .n_sizes = 5,
    .bits = {256, 512},
    .n_bits = 2,
    .seconds = 0.6,
    .min_runs = 31,
};

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s [OPTION]...\n"
            "Time groestl_hash() on every backend this CPU runs (minimum and median of many\n"
            "calls) and print a table of cycles per byte and MB/s.\n"
            "\n"
            "  --backend=NAME[,NAME...]  only these backends (default: all of this build;\n"
            "                            those the CPU lacks are listed, not measured;\n"
            "                            auto: the one the library picks)\n"
            "  --sizes=N[,N...]          message sizes in bytes, K and M suffixes for KiB and\n"
            "                            MiB (default 64,576,1536,16K,1M)\n"
            "  --bits=N[,N...]           digest sizes (default 256,512)\n"
            "  --many=N[,N...]           also rows for groestl_hash_many() on N messages\n"
            "                            of each size at once (aggregate c/B), and for\n"
            "                            groestl256_output_transform_many() on N 64-byte\n"
            "                            inputs (1 to 64; default: none)\n"
            "  --runs=N                  calls per cell (default: as many as fit --seconds)\n"
            "  --seconds=S               time per cell (default 0.6; at least 31 calls)\n"
            "  --quick                   a smoke run of about a second (0.005 s, 5 calls min)\n"
            "  --peer=FILE               add other implementations' results (--raw lines)\n"
            "                            and the speedup against the first of them\n"
            "  --results=FILE            don't measure: take our results from FILE (--raw\n"
            "                            lines; rounds of a cell are merged)\n"
            "  --raw                     print tab-separated result lines instead of a table\n"
            "  --help                    display this help and exit\n"
            "\n"
            "Exit status: 0 done, 1 a backend's digest differs from portable's or a bad peer\n"
            "file, 2 bad usage.\n",
            program);
}

_Noreturn static void bad_usage(const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: ", program);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry '%s --help' for more information.\n", program);
    exit(2);
}

/* Split a comma-separated list in place; returns the number of items. */
static size_t split_list(char *list, const char *items[], const char *what)
{
    size_t n = 0;
    for (char *save = NULL, *p = strtok_r(list, ",", &save); p != NULL;
         p = strtok_r(NULL, ",", &save)) {
        if (n == MAX_LIST)
            bad_usage("too many %s (at most 16)", what);
        items[n++] = p;
    }
    if (n == 0)
        bad_usage("empty list of %s", what);
    return n;
}

static unsigned long parse_count(const char *s, const char *what, unsigned long max)
{
    char *end;
    errno = 0;
    unsigned long v = strtoul(s, &end, 10);
    unsigned long scale = 1;
    if (*end == 'K' || *end == 'k')
        scale = 1024, end++;
    else if (*end == 'M' || *end == 'm')
        scale = 1024 * 1024, end++;
    if (errno != 0 || end == s || *end != '\0' || s[0] == '-' || v == 0 || v > max / scale)
        bad_usage(what, s);
    return v * scale;
}

static void parse_options(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        char *arg = argv[i];
        char *value = strchr(arg, '=');
        if (value != NULL)
            *value++ = '\0';
        else if (strncmp(arg, "--", 2) == 0 && strcmp(arg, "--quick") != 0 &&
                 strcmp(arg, "--raw") != 0 && strcmp(arg, "--help") != 0 && i + 1 < argc)
            value = argv[++i];
        const char *items[MAX_LIST];
        if (strcmp(arg, "--help") == 0) {
            usage(stdout);
            exit(0);
        } else if (strcmp(arg, "--quick") == 0) {
            opt.quick = 1;
        } else if (strcmp(arg, "--raw") == 0) {
            opt.raw = 1;
        } else if (value == NULL) {
            bad_usage("unknown option or missing value: '%s'", arg);
        } else if (strcmp(arg, "--backend") == 0) {
            opt.n_backends = split_list(value, opt.backends, "backends");
        } else if (strcmp(arg, "--sizes") == 0) {
            opt.n_sizes = split_list(value, items, "sizes");
            for (size_t k = 0; k < opt.n_sizes; k++)
                opt.sizes[k] = parse_count(items[k], "invalid size '%s': use 1 to 64M bytes",
                                           MAX_MESSAGE);
        } else if (strcmp(arg, "--bits") == 0) {
            opt.n_bits = split_list(value, items, "digest sizes");
            for (size_t k = 0; k < opt.n_bits; k++) {
                unsigned long b = parse_count(items[k], "invalid digest size '%s'", 512);
                if (b % 8 != 0)
                    bad_usage("invalid digest size '%s': use 8 to 512 in steps of 8", items[k]);
                opt.bits[k] = (unsigned)b;
            }
        } else if (strcmp(arg, "--many") == 0) {
            opt.n_many = split_list(value, items, "message counts");
            for (size_t k = 0; k < opt.n_many; k++)
                opt.many[k] = parse_count(items[k], "invalid message count '%s': use 1 to 64",
                                          MAX_BATCH);
        } else if (strcmp(arg, "--runs") == 0) {
            opt.runs = parse_count(value, "invalid run count '%s'", 10000000);
        } else if (strcmp(arg, "--seconds") == 0) {
            char *end;
            opt.seconds = strtod(value, &end);
            if (end == value || *end != '\0' || !(opt.seconds > 0 && opt.seconds <= 60))
                bad_usage("invalid time per cell '%s': use a number of seconds up to 60", value);
        } else if (strcmp(arg, "--peer") == 0) {
            opt.peer_file = value;
        } else if (strcmp(arg, "--results") == 0) {
            opt.results_file = value;
        } else {
            bad_usage("unknown option '%s'", arg);
        }
    }
    if (opt.quick) {
        opt.seconds = 0.005;
        opt.min_runs = 5;
    }
    for (size_t k = 0; k < opt.n_backends; k++) {
        if (strcmp(opt.backends[k], "auto") == 0) { /* dispatch's choice */
            opt.backends[k] = groestl_backend();
            if (opt.backends[k] == NULL)
                bad_usage("%s names a backend this CPU or build lacks", "GROESTL_BACKEND");
        }
        const char *name = opt.backends[k];
        size_t i = 0;
        while (groestl_backend_name(i) != NULL && strcmp(groestl_backend_name(i), name) != 0)
            i++;
        if (groestl_backend_name(i) == NULL)
            bad_usage("unknown backend '%s' (see groestlsum --list-backends)", name);
        if (!groestl_backend_supported(name))
            bad_usage("backend '%s' is not supported by this CPU", name);
    }
}

/* ---- Results ------------------------------------------------------------------------------- */

/* One implementation's figures: [bits index][size index], in ticks per call. A cell may hold
 * several rounds (result lines read from files): the minimum of all their calls, and each
 * round's median, of which the table shows the median. */
typedef enum {
    ONE,  /* groestl_hash (or a peer's one call) */
    MANY, /* groestl_hash_many of `count` messages */
    NODES /* groestl256_output_transform_many of `count` 64-byte inputs */
} row_kind;

typedef struct {
    char name[64];
    int peer;
    row_kind kind;
    size_t count; /* messages or nodes per call: 1 for ONE */
    uint64_t min[MAX_LIST][MAX_LIST];
    uint64_t medians[MAX_LIST][MAX_LIST][MAX_ROUNDS];
    unsigned rounds[MAX_LIST][MAX_LIST];
    unsigned long runs[MAX_LIST][MAX_LIST]; /* all rounds; 0: not measured */
} row;

static row rows[MAX_ROWS];
static size_t n_rows;

static row *add_row(const char *name, int peer)
{
    if (n_rows == MAX_ROWS) {
        fprintf(stderr, "%s: more than %d implementations\n", program, MAX_ROWS);
        exit(1);
    }
    row *r = &rows[n_rows++];
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", name);
    r->peer = peer;
    r->kind = ONE;
    r->count = 1;
    /* "NAME xN" and "NAME nodes xN": batch rows (also when read back from --raw lines) */
    const char *x = strrchr(name, ' ');
    char *end;
    unsigned long n = x != NULL && x[1] == 'x' ? strtoul(x + 2, &end, 10) : 0;
    if (n >= 1 && n <= MAX_BATCH && *end == '\0') {
        r->count = n;
        r->kind = (size_t)(x - name) >= 6 && strncmp(x - 6, " nodes", 6) == 0 ? NODES : MANY;
    }
    return r;
}

/* Bytes one call of r hashes: its messages (or nodes' inputs) together. */
static double bytes_per_call(const row *r, size_t len)
{
    return r->kind == NODES ? 64.0 * (double)r->count : (double)len * (double)r->count;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static void add_result(row *r, size_t b, size_t s, unsigned long runs, uint64_t min,
                       uint64_t median)
{
    if (r->rounds[b][s] == MAX_ROUNDS) {
        fprintf(stderr, "%s: more than %d rounds of %s\n", program, MAX_ROUNDS, r->name);
        exit(1);
    }
    if (r->runs[b][s] == 0 || min < r->min[b][s])
        r->min[b][s] = min;
    r->medians[b][s][r->rounds[b][s]++] = median;
    r->runs[b][s] += runs;
}


/* The median of the rounds' medians (the lower middle one of an even count). */
static uint64_t median_of(const row *r, size_t b, size_t s)
{
    uint64_t m[MAX_ROUNDS];
    unsigned n = r->rounds[b][s];
    memcpy(m, r->medians[b][s], n * sizeof m[0]);
    qsort(m, n, sizeof m[0], compare_u64);
    return m[(n - 1) / 2];
}

static size_t index_of_size(size_t bytes)
{
    for (size_t k = 0; k < opt.n_sizes; k++)
        if (opt.sizes[k] == bytes)
            return k;
    return MAX_LIST;
}

static size_t index_of_bits(unsigned bits)
{
    for (size_t k = 0; k < opt.n_bits; k++)
        if (opt.bits[k] == bits)
            return k;
    return MAX_LIST;
}

static void hash_or_die(unsigned bits, const uint8_t *msg, size_t len, uint8_t *digest)
{
    int rc = groestl_hash(bits, msg, len, digest);
    if (rc != GROESTL_OK) {
        fprintf(stderr, "%s: groestl_hash: %s\n", program, groestl_strerror(rc));
        exit(1);
    }
}

/* What measure() times: our library's one call, or a C peer's (see the top of the file). */
#if defined(GROESTL_BENCH_C_PEER)
extern const char c_peer_name[];
void c_peer_hash(unsigned bits, const uint8_t *msg, size_t len, uint8_t *digest);
static void (*const timed_hash)(unsigned, const uint8_t *, size_t, uint8_t *) = c_peer_hash;
#else
static void (*const timed_hash)(unsigned, const uint8_t *, size_t, uint8_t *) = hash_or_die;
#endif

/* A batch call's messages: count distinct messages of len bytes, back to back in msg. */
static const void *batch_msgs[MAX_BATCH];
static size_t batch_lens[MAX_BATCH];

static void set_batch(const uint8_t *msg, size_t len)
{
    for (size_t i = 0; i < MAX_BATCH; i++) {
        batch_msgs[i] = msg + i * len;
        batch_lens[i] = len;
    }
}

/* One timed call of row r: digests to out (count digests for the batch rows). */
static void call_row(const row *r, unsigned bits, const uint8_t *msg, size_t len, uint8_t *out)
{
    int rc = GROESTL_OK;
    switch (r->kind) {
    case ONE: timed_hash(bits, msg, len, out); return;
    case MANY: rc = groestl_hash_many(bits, batch_msgs, batch_lens, r->count, out); break;
    case NODES: rc = groestl256_output_transform_many(msg, r->count, out); break;
    }
    if (rc != GROESTL_OK) {
        fprintf(stderr, "%s: %s: %s\n", program, r->name, groestl_strerror(rc));
        exit(1);
    }
}

/* The peer's digest of msg[0..bytes) as hex: it must be ours (the portable backend's). */
static void check_peer_digest(const char *where, const char *name, unsigned long bits,
                              unsigned long long bytes, const char *hex, const uint8_t *msg,
                              size_t max_len)
{
    uint8_t want[GROESTL_MAX_DIGEST_BYTES];
    char want_hex[2 * GROESTL_MAX_DIGEST_BYTES + 1];
    if (bits == 0 || bits > 512 || bits % 8 != 0) {
        fprintf(stderr, "%s: %s: digest of an unknown size\n", program, where);
        exit(1);
    }
    if (bytes > max_len)
        return; /* a message longer than ours: not measured here */
    groestl_set_backend("portable");
    hash_or_die((unsigned)bits, msg, (size_t)bytes, want);
    groestl_set_backend(NULL);
    for (size_t i = 0; i < bits / 8; i++)
        snprintf(want_hex + 2 * i, 3, "%02x", want[i]);
    if (strcmp(hex, want_hex) != 0) {
        fprintf(stderr, "%s: %s: FAILED: %s's Grøstl-%lu of the %llu-byte message differs from "
                "ours\n  ours   %s\n  theirs %s\n", program, where, name, bits, bytes, want_hex,
                hex);
        exit(1);
    }
}

static unsigned long long calls_timed[2], calls_dropped[2]; /* [0] ours, [1] the peers' */

/* Result files (--raw's output, or a peer's), tab-separated lines:
 *   digest NAME BITS BYTES HEX                  NAME's digest of msg[0..BYTES), checked here
 *   result NAME BITS BYTES RUNS MIN MEDIAN UNIT a round of timing; rounds of a cell merge
 *   # N of M timed calls dropped ...            counted; other '#' lines are comments
 * Cells not asked for are ignored; a unit other than ours is an error, as is a bad line
 * or a wrong digest. */
static void read_results(const char *path, int peer, const uint8_t *msg, size_t max_len)
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "%s: %s: %s\n", program, path, strerror(errno));
        exit(1);
    }
    char line[512];
    unsigned long lineno = 0;
    size_t results = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        lineno++;
        unsigned long long dropped, timed;
        if (sscanf(line, "# %llu of %llu timed calls dropped", &dropped, &timed) == 2) {
            calls_dropped[peer] += dropped;
            calls_timed[peer] += timed;
        }
        if (line[0] == '#' || line[0] == '\n')
            continue;
        line[strcspn(line, "\r\n")] = '\0';
        char *field[9];
        size_t n = 0;
        for (char *p = line; n < 9; n++) {
            field[n] = p;
            p = strchr(p, '\t');
            if (p == NULL) {
                n++;
                break;
            }
            *p++ = '\0';
        }
        char where[300];
        snprintf(where, sizeof where, "%s:%lu", path, lineno);
        if (n == 5 && strcmp(field[0], "digest") == 0) {
            char *e1, *e2;
            unsigned long dbits = strtoul(field[2], &e1, 10);
            unsigned long long dbytes = strtoull(field[3], &e2, 10);
            if (*e1 != '\0' || *e2 != '\0')
                dbits = 0;
            check_peer_digest(where, field[1], dbits, dbytes, field[4], msg, max_len);
            continue;
        }
        char *end[5];
        unsigned long bits = n == 8 ? strtoul(field[2], &end[0], 10) : 0;
        unsigned long long bytes = n == 8 ? strtoull(field[3], &end[1], 10) : 0;
        unsigned long runs = n == 8 ? strtoul(field[4], &end[2], 10) : 0;
        unsigned long long mn = n == 8 ? strtoull(field[5], &end[3], 10) : 0;
        unsigned long long md = n == 8 ? strtoull(field[6], &end[4], 10) : 0;
        int ok = n == 8 && strcmp(field[0], "result") == 0 && field[1][0] != '\0' && runs > 0 &&
                 mn > 0 && md >= mn;
        for (size_t k = 0; ok && k < 5; k++)
            ok = *end[k] == '\0';
        if (!ok) {
            fprintf(stderr, "%s: %s: not a result line (result NAME BITS BYTES RUNS MIN "
                    "MEDIAN UNIT, tab-separated)\n", program, where);
            exit(1);
        }
        if (strcmp(field[7], tick_unit) != 0) {
            fprintf(stderr, "%s: %s: measured in '%s', but this program measures in '%s'\n",
                    program, where, field[7], tick_unit);
            exit(1);
        }
        size_t b = index_of_bits((unsigned)bits), s = index_of_size((size_t)bytes);
        if (b == MAX_LIST || s == MAX_LIST)
            continue;
        row *r = NULL;
        for (size_t k = 0; k < n_rows; k++)
            if (rows[k].peer == peer && strcmp(rows[k].name, field[1]) == 0)
                r = &rows[k];
        if (r == NULL)
            r = add_row(field[1], peer);
        add_result(r, b, s, runs, mn, md);
        results++;
    }
    int err = ferror(f);
    fclose(f);
    if (err || results == 0) {
        fprintf(stderr, "%s: %s: %s\n", program, path,
                err ? "read error" : "no result line for the sizes measured here");
        exit(1);
    }
}
/* ---- Measuring ----------------------------------------------------------------------------- */

/* Time one-call hashes of msg[0..len) with the current backend (or the C peer) into cell
 * (b, s) of r. */
static void measure(row *r, size_t b, size_t s, const uint8_t *msg, double rate,
                    uint64_t *samples, unsigned long max_runs)
{
    unsigned bits = opt.bits[b];
    size_t len = opt.sizes[s];
    static uint8_t digest[MAX_BATCH * GROESTL_MAX_DIGEST_BYTES];
    uint64_t fastest = UINT64_MAX;
    /* Warm up (caches, branch predictors, clock) for a tenth of the budget, at least 3 calls. */
    double warm_end = now_seconds() + opt.seconds / 10;
    for (int i = 0; i < 3 || now_seconds() < warm_end; i++) {
        uint64_t t0 = ticks();
        call_row(r, bits, msg, len, digest);
        uint64_t t = ticks() - t0;
        fastest = t < fastest ? t : fastest;
    }
    unsigned long n = opt.runs;
    if (n == 0) {
        double fit = opt.seconds * rate / (double)(fastest + 1);
        n = fit < (double)opt.min_runs ? opt.min_runs
            : fit > (double)max_runs    ? max_runs
                                        : (unsigned long)fit;
        n |= 1; /* odd: the median is one sample */
        if (n > max_runs)
            n -= 2;
    }
    /* Up to 10n calls to get n undisturbed samples; past that, every sample counts. */
    for (unsigned long kept = 0, tries = 0; kept < n; tries++) {
        long before = context_switches();
        uint64_t t0 = ticks();
        call_row(r, bits, msg, len, digest);
        uint64_t t = ticks() - t0;
        calls_timed[0]++;
        if (context_switches() != before && tries < 10 * n) {
            calls_dropped[0]++;
            continue;
        }
        samples[kept++] = t;
    }
    qsort(samples, n, sizeof samples[0], compare_u64);
    add_result(r, b, s, n, samples[0], samples[n / 2]);
}

/* A batch row on backend `name`: every digest checked against portable's, then timed; node
 * rows at the first size only, when 256 is among the digest sizes. */
static void measure_batch(row *r, const char *name, const uint8_t *msg, double rate,
                          uint64_t *samples, unsigned long max_runs)
{
    static uint8_t want[MAX_BATCH * GROESTL_MAX_DIGEST_BYTES], got[sizeof want];
    for (size_t b = 0; b < opt.n_bits; b++) {
        if (r->kind == NODES && opt.bits[b] != 256)
            continue;
        for (size_t s = 0; s < (r->kind == NODES ? 1 : opt.n_sizes); s++) {
            size_t bytes = r->kind == NODES ? 32 : opt.bits[b] / 8;
            set_batch(msg, opt.sizes[s]);
            groestl_set_backend("portable");
            call_row(r, opt.bits[b], msg, opt.sizes[s], want);
            groestl_set_backend(name);
            call_row(r, opt.bits[b], msg, opt.sizes[s], got);
            if (memcmp(want, got, r->count * bytes) != 0) {
                fprintf(stderr, "%s: FAILED: %s differs from portable's (%u bits, %zu bytes)\n",
                        program, r->name, opt.bits[b], opt.sizes[s]);
                exit(1);
            }
            measure(r, b, s, msg, rate, samples, max_runs);
        }
    }
}

/* ---- Printing ------------------------------------------------------------------------------ */

static void format_size(size_t bytes, char *out, size_t cap)
{
    if (bytes >= 1048576 && bytes % 1048576 == 0)
        snprintf(out, cap, "%zu MiB", bytes / 1048576);
    else if (bytes >= 1024 && bytes % 1024 == 0)
        snprintf(out, cap, "%zu KiB", bytes / 1024);
    else
        snprintf(out, cap, "%zu B", bytes);
}

static void print_table(double rate, const row *peer)
{
    const char *per_byte = strcmp(tick_unit, "tsc") == 0 ? "c/B" : "ns/B";
    printf("| implementation | message |");
    for (size_t b = 0; b < opt.n_bits; b++) {
        printf(" G-%u %s min | G-%u %s median | G-%u MB/s (min) |", opt.bits[b], per_byte,
               opt.bits[b], per_byte, opt.bits[b]);
        if (peer != NULL)
            printf(" G-%u speedup min / median |", opt.bits[b]);
    }
    printf("\n| --- | ---: |");
    for (size_t b = 0; b < opt.n_bits; b++)
        printf(peer != NULL ? " ---: | ---: | ---: | ---: |" : " ---: | ---: | ---: |");
    printf("\n");
    for (size_t i = 0; i < 2 * n_rows; i++) { /* our backends first, then the peers */
        const row *r = &rows[i % n_rows];
        if (r->peer != (i >= n_rows))
            continue;
        for (size_t s = 0; s < opt.n_sizes; s++) {
            char size[32];
            format_size(opt.sizes[s], size, sizeof size);
            if (r->kind == NODES && s > 0)
                break; /* one line: 64-byte inputs whatever the sizes */
            printf("| %s | %s |", r->name, r->kind == NODES ? "64 B to 32 B" : size);
            for (size_t b = 0; b < opt.n_bits; b++) {
                double len = bytes_per_call(r, opt.sizes[s]);
                if (r->runs[b][s] == 0)
                    printf(" | | |");
                else
                    printf(" %.2f | %.2f | %.0f |", (double)r->min[b][s] / len,
                           (double)median_of(r, b, s) / len,
                           len * rate / (double)r->min[b][s] / 1e6);
                if (peer == NULL)
                    continue;
                if (r->runs[b][s] == 0 || peer->runs[b][s] == 0 || r->peer || r->kind != ONE)
                    printf(" |");
                else
                    printf(" %.2f / %.2f |", (double)peer->min[b][s] / (double)r->min[b][s],
                           (double)median_of(peer, b, s) / (double)median_of(r, b, s));
            }
            printf("\n");
        }
    }
}

static void print_raw(void)
{
    for (size_t i = 0; i < n_rows; i++)
        for (size_t b = 0; b < opt.n_bits; b++)
            for (size_t s = 0; s < opt.n_sizes; s++)
                if (rows[i].runs[b][s] != 0)
                    printf("result\t%s\t%u\t%zu\t%lu\t%llu\t%llu\t%s\n", rows[i].name,
                           opt.bits[b], opt.sizes[s], rows[i].runs[b][s],
                           (unsigned long long)rows[i].min[b][s],
                           (unsigned long long)median_of(&rows[i], b, s), tick_unit);
    if (drops_switched)
        printf("# %llu of %llu timed calls dropped (switched out)\n", calls_dropped[0],
               calls_timed[0]);
}

/* ---- Main ---------------------------------------------------------------------------------- */

int main(int argc, char **argv)
{
    parse_options(argc, argv);

    const char *chosen[MAX_ROWS], *unsupported[MAX_ROWS];
    size_t n_chosen = 0, n_unsupported = 0;
    for (size_t i = 0; groestl_backend_name(i) != NULL && i < MAX_ROWS; i++) {
        const char *name = groestl_backend_name(i);
        if (!groestl_backend_supported(name))
            unsupported[n_unsupported++] = name;
        else if (opt.n_backends == 0 && opt.results_file == NULL)
            chosen[n_chosen++] = name;
    }
    for (size_t k = 0; k < opt.n_backends && opt.results_file == NULL; k++)
        chosen[n_chosen++] = opt.backends[k];
#if defined(GROESTL_BENCH_C_PEER)
    if (opt.n_backends != 0 || opt.results_file != NULL || opt.peer_file != NULL ||
        opt.n_many != 0)
        bad_usage("this build times the peer %s only: no --backend, --many, --results or --peer",
                  c_peer_name);
    chosen[0] = c_peer_name, n_chosen = 1;
#endif

    size_t max_len = 64, max_count = 1; /* 64: a node's input */
    for (size_t s = 0; s < opt.n_sizes; s++)
        max_len = opt.sizes[s] > max_len ? opt.sizes[s] : max_len;
    for (size_t k = 0; k < opt.n_many; k++)
        max_count = opt.many[k] > max_count ? opt.many[k] : max_count;
    unsigned long max_runs = opt.runs != 0 ? opt.runs : opt.quick ? 2001 : 200001;
    uint8_t *msg = malloc(max_len * max_count);
    uint64_t *samples = malloc(max_runs * sizeof *samples);
    if (msg == NULL || samples == NULL) {
        fprintf(stderr, "%s: out of memory\n", program);
        return 1;
    }
    uint64_t x = 0x9e3779b97f4a7c15u; /* any fixed bytes do: the timing ignores the data */
    for (size_t i = 0; i < max_len * max_count; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        msg[i] = (uint8_t)x;
    }

    /* Files first: a bad one fails before the long part. */
    const row *peer = NULL;
    if (opt.peer_file != NULL) {
        read_results(opt.peer_file, 1, msg, max_len);
        /* the speedup is against the first peer of the file, if it times one call of one
         * message (a batch row is no match for ours) */
        peer = rows[0].kind == ONE ? &rows[0] : NULL;
    }
    unsigned rounds = 1;
    if (opt.results_file != NULL) {
        read_results(opt.results_file, 0, msg, max_len);
        for (size_t i = 0; i < n_rows; i++) {
            for (size_t b = 0; b < opt.n_bits && !rows[i].peer; b++)
                for (size_t s = 0; s < opt.n_sizes; s++)
                    rounds = rows[i].rounds[b][s] > rounds ? rows[i].rounds[b][s] : rounds;
            if (!rows[i].peer)
                chosen[n_chosen++] = rows[i].name;
        }
        if (n_chosen == 0) {
            fprintf(stderr, "%s: %s: only peers' results\n", program, opt.results_file);
            return 1;
        }
    }

    double rate = tick_rate(opt.quick ? 0.02 : 0.25);
    if (!opt.raw) {
        printf("groestl_bench: groestl %s, one groestl_hash() call per measurement, message warm "
               "in the caches\n", GROESTL_VERSION_STRING);
#if defined(HAVE_TSC)
        printf("timer: RDTSC, so c/B are reference cycles (TSC ticks at a constant %.3f GHz, "
               "estimated\n       against CLOCK_MONOTONIC), not core clock cycles%s\n",
               rate / 1e9, tsc_invariant() ? "" : "; WARNING: CPUID says the TSC is not invariant");
        printf("       the timer's own cost, %llu ticks between two readings, is included\n",
               (unsigned long long)timer_overhead());
        printf("       the core ran %.2f clock cycles per tick (a chain of dependent IMULs, "
               "before the run)\n", core_cycles_per_tick());
#else
        printf("timer: clock_gettime(CLOCK_MONOTONIC): no cycle counter on this target, so the\n"
               "       table gives nanoseconds per byte (ns/B), not cycles\n");
#endif
        if (opt.results_file != NULL)
            printf("each cell: %u round%s of timed calls (%s), merged: the minimum of all the "
                   "calls,\n           the median of the rounds' medians", rounds,
                   rounds == 1 ? "" : "s", opt.results_file);
        else if (opt.runs != 0)
            printf("each cell: minimum and median of %lu calls", opt.runs);
        else
            printf("each cell: minimum and median of as many calls as fit %g s (at least %lu)",
                   opt.seconds, opt.min_runs);
        printf("; MB/s = 10^6 bytes/s at the minimum\n");
        if (drops_switched)
            printf("samples: a call during which the thread was switched out (getrusage) is "
                   "dropped, and repeated\n");
        printf("backends measured:");
        for (size_t k = 0; k < n_chosen; k++)
            printf(" %s", chosen[k]);
        if (n_unsupported > 0) {
            printf("; not supported by this CPU (not measured):");
            for (size_t k = 0; k < n_unsupported; k++)
                printf(" %s", unsupported[k]);
        }
        printf("\n");
        fflush(stdout);
    }

    for (size_t k = 0; k < n_chosen && opt.results_file == NULL; k++) {
        row *r = add_row(chosen[k], 0);
        for (size_t b = 0; b < opt.n_bits; b++) {
            for (size_t s = 0; s < opt.n_sizes; s++) {
                uint8_t want[GROESTL_MAX_DIGEST_BYTES], got[GROESTL_MAX_DIGEST_BYTES];
                groestl_set_backend("portable");
                hash_or_die(opt.bits[b], msg, opt.sizes[s], want);
#if !defined(GROESTL_BENCH_C_PEER)
                if (groestl_set_backend(chosen[k]) != GROESTL_OK) {
                    fprintf(stderr, "%s: cannot select backend %s\n", program, chosen[k]);
                    return 1;
                }
#endif
                timed_hash(opt.bits[b], msg, opt.sizes[s], got);
                if (memcmp(want, got, opt.bits[b] / 8) != 0) {
                    fprintf(stderr, "%s: FAILED: backend %s, Grøstl-%u of %zu bytes differs "
                            "from portable's\n", program, chosen[k], opt.bits[b], opt.sizes[s]);
                    return 1;
                }
                measure(r, b, s, msg, rate, samples, max_runs);
            }
        }
        for (size_t m = 0; m < opt.n_many; m++) {
            char name[64];
            snprintf(name, sizeof name, "%s x%zu", chosen[k], opt.many[m]);
            measure_batch(add_row(name, 0), chosen[k], msg, rate, samples, max_runs);
            snprintf(name, sizeof name, "%s nodes x%zu", chosen[k], opt.many[m]);
            measure_batch(add_row(name, 0), chosen[k], msg, rate, samples, max_runs);
        }
    }
    groestl_set_backend(NULL);

    if (opt.raw) {
        print_raw();
    } else {
        unsigned long lo = ~0ul, hi = 0;
        for (size_t i = 0; i < n_rows; i++)
            for (size_t b = 0; b < opt.n_bits; b++)
                for (size_t s = 0; s < opt.n_sizes; s++)
                    if (rows[i].runs[b][s] != 0 && !rows[i].peer) {
                        lo = rows[i].runs[b][s] < lo ? rows[i].runs[b][s] : lo;
                        hi = rows[i].runs[b][s] > hi ? rows[i].runs[b][s] : hi;
                    }
        printf("calls per cell: %lu to %lu (more for short messages)\n", lo, hi);
        if (drops_switched) {
            printf("dropped (switched out): ours %llu of %llu calls", calls_dropped[0],
                   calls_timed[0]);
            if (calls_timed[1] != 0)
                printf(", peer %llu of %llu", calls_dropped[1], calls_timed[1]);
            printf("\n");
        }
        if (peer != NULL)
            printf("speedup: %s's time divided by ours, from the minimums / from the medians "
                   "(above 1: we are faster)\n", peer->name);
        if (opt.n_many > 0)
            printf("rows NAME xN: one groestl_hash_many() call on N distinct messages, c/B and "
                   "MB/s of all N together;\nrows NAME nodes xN: groestl256_output_transform_many()"
                   " on N 64-byte inputs, c/B of input\n");
        printf("\n");
        print_table(rate, peer);
    }
    free(msg);
    free(samples);
    return 0;
}
