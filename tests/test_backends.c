/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_backends - every backend this CPU runs, against the portable one (the reference):
 *
 *   - through the API: random messages of the lengths where padding changes (0, 1, 55, 56, 63,
 *     64, 65, 119, 120, 127, 128, 129, ...) and random and long ones, in random update splits,
 *     final version and Grøstl-0, digest sizes 224/256/384/512 and odd ones (8, 136, 264,
 *     504, a random one), whole bytes and bit-length messages;
 *   - through the internal interface (groestl_impl.h): compress over runs of 0 to 20 blocks
 *     from random chaining values, blocks at every alignment, and the output transformation,
 *     for the four variants;
 *   - the byte-sliced backends' S-box (derived, not a table) against groestl_sbox, all bytes.
 *
 * The random runs push well over a million bytes through each S-box, so every table entry
 * is hit many times. It prints which backends ran and which could not, and why.
 *
 *   test_backends [--backend NAME] [SEED]
 *       the seed defaults to the time; it is printed to reproduce a run. --backend: only that
 *       backend or code path (aesni_vaes, ...); an unknown one, or one this CPU lacks, fails
 *   test_backends --first-use
 *       threads released at once make each backend's first call together (backends that
 *       build tables at first use must not hand out half-built ones); run in a fresh process.
 */
#define _POSIX_C_SOURCE 200809L /* pthreads under -std=c11 */

#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "groestl.h"
#include "groestl_impl.h"
#include "test_util.h"

/* A backend's bytes unlike the reference's. */
#define fail fail_bytes

/* The ops of a backend by name (set_backend, then the dispatcher's answer). */
static const groestl_backend_ops *ops_of(const char *name)
{
    if (groestl_set_backend(name) != GROESTL_OK)
        return NULL;
    return groestl_current_backend();
}

/* ops for the API from now on: by name where the public list has it, else as a test backend
 * (a code path such as aesni's, groestl_aesni_paths). */
static void use(const groestl_backend_ops *ops)
{
    if (groestl_set_backend(ops->name) != GROESTL_OK || groestl_current_backend() != ops)
        groestl_use_test_backend(ops);
}

/* ---- Through the API --------------------------------------------------------------------- */

static int init(groestl_ctx *ctx, unsigned bits, int v0)
{
    return v0 ? groestl0_init(ctx, bits) : groestl_init(ctx, bits);
}

/* The digest of msg (nbits bits) by `backend` in random update pieces, and by portable in
 * one update_bits call; 0 if they agree. */
static int compare_message(const groestl_backend_ops *ops, unsigned bits, int v0,
                           const uint8_t *msg, uint64_t nbits)
{
    const char *backend = ops->name;
    groestl_ctx ctx;
    uint8_t want[64], got[64];
    int rc;

    groestl_set_backend("portable");
    rc = init(&ctx, bits, v0);
    if (rc == GROESTL_OK)
        rc = groestl_update_bits(&ctx, msg, nbits);
    if (rc == GROESTL_OK)
        rc = groestl_final(&ctx, want);

    use(ops);
    if (rc == GROESTL_OK)
        rc = init(&ctx, bits, v0);
    size_t whole = (size_t)(nbits / 8), done = 0;
    while (rc == GROESTL_OK && done < whole) {
        size_t piece = rnd() % 4 == 0 ? below(whole - done + 1) : below(200);
        if (piece > whole - done)
            piece = whole - done;
        rc = groestl_update(&ctx, msg + done, piece);
        done += piece;
    }
    if (rc == GROESTL_OK && nbits % 8 != 0)
        rc = groestl_update_bits(&ctx, msg + whole, nbits % 8);
    if (rc == GROESTL_OK)
        rc = groestl_final(&ctx, got);

    if (rc != GROESTL_OK) {
        printf("FAIL %s: error %d (%s)\n", backend, rc, groestl_strerror(rc));
        failures++;
        return 1;
    }
    if (memcmp(want, got, bits / 8) != 0) {
        char what[160];
        snprintf(what, sizeof what, "%s-%u, %" PRIu64 " bits", v0 ? "Grøstl-0" : "Grøstl", bits,
                 nbits);
        fail(backend, what, want, got, bits / 8);
        return 1;
    }
    return 0;
}

static const size_t edge_lengths[] = {0,   1,   55,  56,  63,  64,  65,  119, 120, 127,
                                      128, 129, 191, 192, 193, 255, 256, 257, 1000, 4099};
/* Lengths whose last block holds padding alone, with 64-byte blocks or 128-byte ones (0, 128,
 * 248, 256, 384) */
static const size_t padding_only[] = {0, 56, 63, 64, 120, 127, 128, 184, 192, 248, 255, 256, 384};
#define PADDING_ONLY (sizeof padding_only / sizeof padding_only[0])
static const unsigned standard_sizes[] = {224, 256, 384, 512, 8, 136, 264, 504};

#define LONG_LENGTH (1u << 20)

static size_t test_api(const groestl_backend_ops *backend, const uint8_t *data)
{
    size_t count = 0;
    for (int v0 = 0; v0 <= 1; v0++) {
        for (size_t s = 0; s <= sizeof standard_sizes / sizeof *standard_sizes; s++) {
            unsigned bits = s < sizeof standard_sizes / sizeof *standard_sizes
                                ? standard_sizes[s]
                                : 8 * (1 + (unsigned)below(64)); /* any size */
            for (size_t l = 0; l < sizeof edge_lengths / sizeof *edge_lengths; l++, count++)
                compare_message(backend, bits, v0, data + below(64), 8 * (uint64_t)edge_lengths[l]);
            for (int r = 0; r < 20; r++, count++) {
                size_t len = below(3000);
                compare_message(backend, bits, v0, data + below(64), 8 * (uint64_t)len);
                /* a bit-length message: any number of bits, whole bytes or not */
                compare_message(backend, bits, v0, data + below(64), 1 + rnd() % (8 * 700));
                count++;
            }
        }
        /* long ones, for the state sizes of both permutation pairs */
        compare_message(backend, 256, v0, data, 8 * (uint64_t)(LONG_LENGTH - below(100)));
        compare_message(backend, 512, v0, data, 8 * (uint64_t)(LONG_LENGTH - below(100)) + 5);
        count += 2;
    }
    return count;
}

/* ---- Through the internal interface ------------------------------------------------------ */

static size_t test_internal(const char *name, const groestl_backend_ops *ops,
                            const groestl_backend_ops *ref, const uint8_t *data)
{
    size_t count = 0;
    for (unsigned variant = 0; variant < 4; variant++) {
        size_t bytes = GROESTL_BLOCK_BYTES(variant);
        for (int trial = 0; trial < 60; trial++, count++) {
            uint64_t want[16], got[16];
            size_t n = trial < 3 ? (size_t)trial : 1 + below(20);
            const uint8_t *blocks = data + trial % 16; /* every alignment */
            fill((uint8_t *)want, bytes);
            memcpy(got, want, bytes);
            ref->compress((uint8_t *)want, blocks, n, variant);
            ops->compress((uint8_t *)got, blocks, n, variant);
            if (memcmp(want, got, bytes) != 0) {
                char what[120];
                snprintf(what, sizeof what, "compress, variant %u, %zu block(s)", variant, n);
                fail(name, what, (uint8_t *)want, (uint8_t *)got, bytes);
            }
            fill((uint8_t *)want, bytes);
            memcpy(got, want, bytes);
            ref->output((uint8_t *)want, variant);
            ops->output((uint8_t *)got, variant);
            if (memcmp(want, got, bytes) != 0) {
                char what[80];
                snprintf(what, sizeof what, "output transformation, variant %u", variant);
                fail(name, what, (uint8_t *)want, (uint8_t *)got, bytes);
            }
            count++;
        }
    }
    return count;
}

/* ---- Many messages at once ----------------------------------------------------------------- */

/* finish_many where every lane's last block is the same one, whose Q is given (q_last, as the
 * API layer gives it for a last block of padding alone): the lanes' n - 1 blocks from blocks[i]
 * and then that block, against portable. The backends whose row-sliced sets run P alone on
 * that block (avx512 and avx2_gfni, from 5 lanes on) must also use q_last: a wrong one must
 * change their output. */
static size_t test_q_last(const char *name, const groestl_backend_ops *ops,
                          const groestl_backend_ops *ref, const uint8_t *data, unsigned variant,
                          size_t lanes, size_t n, const uint8_t *const *blocks,
                          uint64_t (*want)[16], uint64_t (*got)[16], uint8_t *const *got_ptr)
{
    enum { MAX_LANES = 140, MAX_BLOCKS = 5 };
    static uint8_t runs[MAX_LANES][MAX_BLOCKS * 128];
    const uint8_t *run_ptr[MAX_LANES];
    const size_t bytes = GROESTL_BLOCK_BYTES(variant);
    const uint8_t *last = data + below(1u << 16);
    uint64_t q_words[16];
    uint8_t *q = (uint8_t *)q_words;
    groestl_q_of_block(ref, last, variant, q);
    for (int wrong = 0; wrong < 2; wrong++) {
        for (size_t i = 0; i < lanes; i++) {
            memcpy(runs[i], blocks[i], (n - 1) * bytes);
            memcpy(runs[i] + (n - 1) * bytes, last, bytes);
            run_ptr[i] = runs[i];
            fill((uint8_t *)got[i], bytes);
            memcpy(want[i], got[i], bytes);
            ref->compress((uint8_t *)want[i], run_ptr[i], n, variant);
            ref->output((uint8_t *)want[i], variant);
        }
        q[5] ^= (uint8_t)wrong; /* the control: Q off by a bit */
        ops->finish_many(got_ptr, run_ptr, lanes, n, q, variant);
        q[5] ^= (uint8_t)wrong;
        if (!wrong) {
            for (size_t i = 0; i < lanes; i++)
                if (memcmp(want[i], got[i], bytes) != 0) {
                    char what[120];
                    snprintf(what, sizeof what,
                             "finish_many, Q of the last block given, variant %u, lane %zu of "
                             "%zu, %zu block(s)", variant, i, lanes, n);
                    fail(name, what, (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                    break;
                }
        } else if (lanes >= 5 && (strncmp(name, "avx512", 6) == 0 ||
                                  strncmp(name, "avx2_gfni", 9) == 0) &&
                   memcmp(want[0], got[0], bytes) == 0) {
            printf("FAIL %s: finish_many, variant %u, %zu lanes, %zu block(s): a wrong Q of the "
                   "last block changed nothing (the sets compute Q themselves)\n", name, variant,
                   lanes, n);
            failures++;
        }
    }
    return 2;
}

/* The backend's compress_many and output_many against portable lane by lane: every lane count
 * up to 18, 70, random ones up to 140 (many of avx512's sets of 8 and 16, avx2_gfni's of 4
 * and 8, and their remainders), 0 to 5 blocks and longer runs, every alignment, the four
 * variants. */
static size_t test_many_internal(const char *name, const groestl_backend_ops *ops,
                                 const groestl_backend_ops *ref, const uint8_t *data)
{
    enum { MAX_LANES = 140 };
    static uint64_t want[MAX_LANES][16], got[MAX_LANES][16];
    uint8_t *got_ptr[MAX_LANES];
    const uint8_t *blocks[MAX_LANES];
    size_t count = 0;
    if (ops->compress_many == NULL && ops->output_many == NULL)
        return 0;
    for (unsigned variant = 0; variant < 4; variant++) {
        size_t bytes = GROESTL_BLOCK_BYTES(variant);
        for (int trial = 0; trial < 34; trial++) {
            /* 1 to 18 lanes: every remainder of the sets of up to 16 (aesni's widest), and
             * a partial set with a full one; 70: several pairs of sets and a remainder */
            size_t lanes = trial < 18 ? (size_t)trial + 1 : trial == 18 ? 70 : 1 + below(MAX_LANES);
            size_t n = trial % 6 < 5 ? (size_t)(trial % 6) : 6 + below(30);
            for (size_t i = 0; i < lanes; i++) {
                fill((uint8_t *)want[i], bytes);
                memcpy(got[i], want[i], bytes);
                got_ptr[i] = (uint8_t *)got[i];
                blocks[i] = data + below(1u << 16) * 7 + i % 16; /* any alignment */
                ref->compress((uint8_t *)want[i], blocks[i], n, variant);
            }
            if (ops->compress_many != NULL) {
                ops->compress_many(got_ptr, blocks, lanes, n, variant);
                count++;
                for (size_t i = 0; i < lanes; i++)
                    if (memcmp(want[i], got[i], bytes) != 0) {
                        char what[120];
                        snprintf(what, sizeof what,
                                 "compress_many, variant %u, lane %zu of %zu, %zu block(s)", variant,
                                 i, lanes, n);
                        fail(name, what, (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                        break;
                    }
            }
            if (ops->finish_many != NULL) { /* compress and output in one call, from new chains */
                for (size_t i = 0; i < lanes; i++) {
                    fill((uint8_t *)got[i], bytes);
                    memcpy(want[i], got[i], bytes);
                    ref->compress((uint8_t *)want[i], blocks[i], n, variant);
                    ref->output((uint8_t *)want[i], variant);
                }
                ops->finish_many(got_ptr, blocks, lanes, n, NULL, variant);
                count++;
                for (size_t i = 0; i < lanes; i++)
                    if (memcmp(want[i], got[i], bytes) != 0) {
                        char what[120];
                        snprintf(what, sizeof what,
                                 "finish_many, variant %u, lane %zu of %zu, %zu block(s)", variant,
                                 i, lanes, n);
                        fail(name, what, (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                        break;
                    }
            }
            if (ops->finish_many != NULL && n >= 1 && n <= 5)
                count += test_q_last(name, ops, ref, data, variant, lanes, n, blocks, want, got,
                                     got_ptr);
            if (ops->output_many != NULL) {
                for (size_t i = 0; i < lanes; i++) {
                    memcpy(got[i], want[i], bytes);
                    ref->output((uint8_t *)want[i], variant);
                }
                ops->output_many(got_ptr, lanes, variant);
                count++;
                for (size_t i = 0; i < lanes; i++)
                    if (memcmp(want[i], got[i], bytes) != 0) {
                        char what[120];
                        snprintf(what, sizeof what, "output_many, variant %u, lane %zu of %zu",
                                 variant, i, lanes);
                        fail(name, what, (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                        break;
                    }
            }
        }
    }
    return count;
}

/* groestl_hash_many and groestl256_output_transform_many against groestl_hash and portable's
 * output: batches of equal and of mixed lengths (around the block and padding edges too),
 * counts across the groups of 64, every standard and some odd digest sizes. */
static size_t test_many_api(const groestl_backend_ops *ops, const uint8_t *data)
{
    const char *backend = ops->name;
    enum { MAX_N = 150 };
    static const void *msgs[MAX_N];
    static size_t lens[MAX_N];
    static uint8_t want[MAX_N * 64], got[MAX_N * 64];
    size_t count = 0;
    for (size_t s = 0; s <= sizeof standard_sizes / sizeof *standard_sizes; s++) {
        unsigned bits = s < sizeof standard_sizes / sizeof *standard_sizes
                            ? standard_sizes[s]
                            : 8 * (1 + (unsigned)below(64));
        /* 6-8: last blocks of padding alone (the API layer gives their Q to finish_many):
         * equal lengths, and two lengths of as many blocks but other padding blocks */
        const size_t block = bits > 256 ? 128 : 64;
        for (int trial = 0; trial < 9; trial++) {
            size_t n = trial == 0 ? 1 : trial == 1 ? 64 : trial == 2 ? 65
                     : trial < 6 ? 1 + below(MAX_N) : 2 + below(20);
            int equal = trial % 2 == 0;
            size_t common = trial == 8 ? block
                          : trial == 6 ? padding_only[below(PADDING_ONLY)]
                          : below(4) == 0 ? edge_lengths[below(20)] : below(2000);
            for (size_t i = 0; i < n; i++) {
                lens[i] = equal ? common
                        : trial == 7 ? block - 8 * (size_t)(rnd() % 2)
                        : rnd() % 3 == 0 ? edge_lengths[below(20)] : below(3000);
                msgs[i] = lens[i] == 0 && rnd() % 2 ? NULL : data + below(1u << 16);
            }
            groestl_set_backend("portable");
            for (size_t i = 0; i < n; i++)
                groestl_hash(bits, msgs[i], lens[i], want + i * (bits / 8));
            use(ops);
            memset(got, 0, sizeof got);
            int rc = groestl_hash_many(bits, msgs, lens, n, got);
            count += n;
            if (rc != GROESTL_OK) {
                printf("FAIL %s: groestl_hash_many error %d\n", backend, rc);
                failures++;
                continue;
            }
            for (size_t i = 0; i < n; i++)
                if (memcmp(want + i * (bits / 8), got + i * (bits / 8), bits / 8) != 0) {
                    char what[160];
                    snprintf(what, sizeof what,
                             "groestl_hash_many, Grøstl-%u, message %zu of %zu (%zu bytes, %s)",
                             bits, i, n, lens[i], equal ? "equal lengths" : "mixed lengths");
                    fail(backend, what, want + i * (bits / 8), got + i * (bits / 8), bits / 8);
                    break;
                }
        }
    }
    /* Merkle nodes: every count up to 18 (a backend's sets of 4, 8 and 16 and their
     * remainders), 70, random ones, unaligned inputs, and in place (out == in, one tree level
     * over another). */
    const groestl_backend_ops *ref = ops_of("portable");
    use(ops);
    static uint8_t inplace[MAX_N * 64 + 16];
    for (int trial = 0; trial < 27; trial++) {
        size_t n = trial < 18 ? (size_t)trial + 1 : trial < 20 ? 70 : 1 + below(MAX_N);
        const uint8_t *in = data + below(1u << 16);
        int in_place = trial % 3 == 2 || trial == 18;
        uint8_t *io = inplace + trial % 16; /* in place at every alignment too */
        for (size_t i = 0; i < n; i++) {
            uint64_t x[8];
            memcpy(x, in + 64 * i, 64);
            ref->output((uint8_t *)x, 0);
            memcpy(want + 32 * i, (uint8_t *)x + 32, 32);
        }
        memset(got, 0, sizeof got);
        int rc;
        if (in_place) {
            memcpy(io, in, 64 * n);
            rc = groestl256_output_transform_many(io, n, io);
            memcpy(got, io, 32 * n);
        } else {
            rc = groestl256_output_transform_many(in, n, got);
        }
        count += n;
        if (rc != GROESTL_OK || memcmp(want, got, 32 * n) != 0) {
            printf("FAIL %s: groestl256_output_transform_many, %zu inputs%s (error %d)\n",
                   backend, n, in_place ? ", in place" : "", rc);
            failures++;
        }
    }
    return count;
}

/* ---- The derived S-boxes ----------------------------------------------------------------- */

static void test_sbox(const char *name, void (*sub_bytes)(uint8_t[16]))
{
    for (unsigned base = 0; base < 256; base += 16) {
        uint8_t got[16], want[16];
        for (unsigned j = 0; j < 16; j++) {
            got[j] = (uint8_t)(base + j);
            want[j] = groestl_sbox[base + j];
        }
        sub_bytes(got);
        if (memcmp(want, got, 16) != 0) {
            char what[80];
            snprintf(what, sizeof what, "S-box of bytes %02x..%02x", base, base + 15);
            fail(name, what, want, got, 16);
        }
    }
}

/* ---- First use from many threads at once ------------------------------------------------- */

#define THREADS 8

typedef struct {
    const groestl_backend_ops *ops;
    atomic_int *ready; /* threads waiting to start */
    const uint8_t *blocks;
    uint8_t chain[2][128]; /* narrow and wide, from zero */
} first_use_job;

static void *first_use_thread(void *arg)
{
    first_use_job *job = arg;
    atomic_fetch_add(job->ready, 1);
    while (atomic_load(job->ready) < THREADS)
        ; /* all start together */
    for (unsigned variant = 0; variant < 4; variant += 3) /* narrow final, wide Grøstl-0 */
        job->ops->compress(job->chain[variant & 1], job->blocks, 3, variant);
    return NULL;
}

static int first_use(void)
{
    uint8_t blocks[3 * 128], want[2][128] = {{0}};
    rng_state = 1;
    fill(blocks, sizeof blocks);
    const groestl_backend_ops *ref = ops_of("portable");
    for (unsigned variant = 0; variant < 4; variant += 3)
        ref->compress(want[variant & 1], blocks, 3, variant);

    for (size_t b = 0; groestl_backend_name(b) != NULL; b++) {
        const char *name = groestl_backend_name(b);
        const groestl_backend_ops *ops = ops_of(name);
        if (ops == NULL || ops == ref)
            continue;
        atomic_int ready = 0;
        pthread_t threads[THREADS];
        static first_use_job jobs[THREADS];
        for (int i = 0; i < THREADS; i++) {
            memset(&jobs[i], 0, sizeof jobs[i]);
            jobs[i].ops = ops;
            jobs[i].ready = &ready;
            jobs[i].blocks = blocks;
            if (pthread_create(&threads[i], NULL, first_use_thread, &jobs[i]) != 0) {
                printf("FAIL cannot start a thread\n");
                return 1;
            }
        }
        int before = failures;
        for (int i = 0; i < THREADS; i++) {
            pthread_join(threads[i], NULL);
            for (int w = 0; w < 2; w++)
                if (memcmp(want[w], jobs[i].chain[w], 64 + 64 * (size_t)w) != 0)
                    fail(name, "first use from many threads", want[w], jobs[i].chain[w],
                         64 + 64 * (size_t)w);
        }
        printf("%s %-9s first use from %d threads at once\n", failures == before ? "ok  " : "FAIL",
               name, THREADS);
    }
    printf("%s: %d failure(s)\n", failures ? "FAILED" : "PASSED", failures);
    return failures != 0;
}

/* ---- One backend, or one code path of one ------------------------------------------------ */

static void test_all(const groestl_backend_ops *ops, const groestl_backend_ops *ref,
                     const uint8_t *data)
{
    int before = failures;
    size_t messages = test_api(ops, data);
    size_t runs = test_internal(ops->name, ops, ref, data);
    size_t many_runs = test_many_internal(ops->name, ops, ref, data);
    size_t many_messages = test_many_api(ops, data);
    if (ops->sub_bytes != NULL)
        test_sbox(ops->name, ops->sub_bytes);
    printf("%s %-9s %zu messages against portable, %zu compress/output runs, %zu "
           "many-at-once runs, %zu messages through the batch API%s\n",
           failures == before ? "ok  " : "FAIL", ops->name, messages, runs, many_runs,
           many_messages, ops->sub_bytes != NULL ? ", S-box on all 256 bytes" : "");
}

/* ---- The claims of the README ------------------------------------------------------------ */

/* Which backends promise constant time: their entries in backends.h (from which the README's
 * table is checked); -1 for a name not there. */
static int expected_constant_time(const char *name)
{
    static const struct {
        const char *name;
        int constant_time;
    } listed[] = {
#define GROESTL_CORE(files)
#define GROESTL_BACKEND(name, arch, ct, files, flags) {#name, ct},
#define GROESTL_BACKEND_PATH(name, of, arch, files, flags)
#include "backends.h"
#undef GROESTL_CORE
#undef GROESTL_BACKEND
#undef GROESTL_BACKEND_PATH
    };
    for (size_t i = 0; i < sizeof listed / sizeof *listed; i++)
        if (strcmp(listed[i].name, name) == 0)
            return listed[i].constant_time;
    return -1;
}

/* 1 if `path` names a code path of backend `name` (aesni's groestl_aesni_paths). */
static int is_path_of(const char *path, const char *name)
{
#if defined(GROESTL_HAVE_AESNI)
    for (size_t i = 0; strcmp(name, "aesni") == 0 && groestl_aesni_paths[i] != NULL; i++)
        if (strcmp(groestl_aesni_paths[i]->name, path) == 0)
            return 1;
#else
    (void)path, (void)name;
#endif
    return 0;
}

static void print_cpu_features(void)
{
    static const char *names[] = {"ssse3",    "aesni",      "avx2", "avx512f", "avx512bw",
                                  "avx512vl", "avx512vbmi", "gfni", "vaes",    "arm_aes",
                                  "arm_sha3", "neon",       "zmm_half"};
    uint32_t f = groestl_cpu_features();
    printf("CPU features:");
    for (unsigned i = 0; i < sizeof names / sizeof *names; i++)
        if (f & (1u << i))
            printf(" %s", names[i]);
    printf("%s\n", f == 0 ? " (none detected)" : "");
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--first-use") == 0)
        return first_use();
    const char *only = NULL, *seed = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc)
            only = argv[++i];
        else if (argv[i][0] != '-' && seed == NULL)
            seed = argv[i];
        else {
            fprintf(stderr, "usage: test_backends [--backend NAME] [SEED] | --first-use\n");
            return 2;
        }
    }
    printf("seed %" PRIu64 "\n", seed_from(seed));
    print_cpu_features();

    uint8_t *data = malloc(LONG_LENGTH + 128);
    if (data == NULL) {
        printf("FAIL out of memory\n");
        return 1;
    }
    fill(data, LONG_LENGTH + 128);
    const groestl_backend_ops *ref = ops_of("portable");

    char ran[256] = "", skipped[256] = "";
    for (size_t b = 0; groestl_backend_name(b) != NULL; b++) {
        const char *name = groestl_backend_name(b);
        int ct = expected_constant_time(name);
        if (ct < 0 || groestl_backend_constant_time(name) != ct) {
            printf("FAIL %s: its descriptor's constant_time is %d, backends.h says %d\n", name,
                   groestl_backend_constant_time(name), ct);
            failures++;
        }
        if (only != NULL && strcmp(only, name) != 0 && !is_path_of(only, name))
            continue;
        if (strcmp(name, "portable") == 0) {
            /* the reference; its batch API runs the lanes one by one, as every backend's
             * does without a many-at-once path */
            int before = failures;
            size_t many = test_many_api(ref, data);
            printf("%s %-9s %zu messages through the batch API against groestl_hash\n",
                   failures == before ? "ok  " : "FAIL", name, many);
            snprintf(ran + strlen(ran), sizeof ran - strlen(ran), " %s", name);
            continue;
        }
        const groestl_backend_ops *ops = ops_of(name);
        if (ops == NULL) {
            printf("--   %-9s not run: built, but this CPU or OS lacks its instructions\n", name);
            snprintf(skipped + strlen(skipped), sizeof skipped - strlen(skipped), " %s", name);
            continue;
        }
        if (only == NULL || strcmp(only, name) == 0) {
            test_all(ops, ref, data);
            snprintf(ran + strlen(ran), sizeof ran - strlen(ran), " %s", name);
        }
#if defined(GROESTL_HAVE_AVX512)
        /* avx512 gives a few lanes to other code where a ZMM operation costs two YMM ones:
         * the batch tests again with the other kind of core's choice */
        if (strcmp(name, "avx512") == 0 && (only == NULL || strcmp(only, name) == 0)) {
            int half = !(groestl_cpu_features() & GROESTL_CPU_ZMM_HALF);
            groestl_avx512_choose_lanes(half);
            int before = failures;
            size_t runs = test_many_internal(name, ops, ref, data), api = test_many_api(ops, data);
            groestl_avx512_choose_lanes(-1);
            printf("%s %-9s %zu batch runs and %zu messages through the batch API, lanes as "
                   "on a core where ZMM costs %s YMM (%s)\n",
                   failures == before ? "ok  " : "FAIL", name, runs, api, half ? "two" : "one",
                   half ? "Zen 4" : "Zen 5");
        }
#endif
#if defined(GROESTL_HAVE_AESNI)
        /* aesni runs its widest code path: each one this CPU has, here */
        for (size_t i = 0; strcmp(name, "aesni") == 0 && groestl_aesni_paths[i] != NULL; i++) {
            const groestl_backend_ops *path = groestl_aesni_paths[i];
            if (only != NULL && strcmp(only, path->name) != 0)
                continue;
            uint32_t needs = path->cpu_features;
            if ((groestl_cpu_features() & needs) != needs) {
                printf("--   %-9s not run: this CPU lacks its instructions\n", path->name);
                snprintf(skipped + strlen(skipped), sizeof skipped - strlen(skipped), " %s",
                         path->name);
                continue;
            }
            test_all(path, ref, data);
            snprintf(ran + strlen(ran), sizeof ran - strlen(ran), " %s", path->name);
        }
#endif
    }
    groestl_set_backend(NULL);
    free(data);

    printf("ran:%s\nnot run:%s\n", ran[0] ? ran : " (none)", skipped[0] ? skipped : " (none)");
    if (only != NULL && ran[0] == '\0') {
        printf("FAIL --backend %s: %s\n", only,
               skipped[0] ? "this CPU lacks its instructions"
                          : "no such backend or code path in this build");
        failures++;
    }
    printf("%s: %d failure(s)\n", failures ? "FAILED" : "PASSED", failures);
    return failures != 0;
}
