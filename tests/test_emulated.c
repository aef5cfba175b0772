/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_emulated - a backend's source compiled a second time on SIMDe's portable intrinsics,
 * so that its logic runs natively on this machine although its instructions are not the
 * CPU's. Built once per such backend, with that backend's definition (tests/CMakeLists.txt):
 *
 *   test_avx512_emulated     -DGROESTL_AVX512_EMULATED: src/avx512.c and avx512_many.c on
 *                            SIMDe's AVX-512 and GFNI (for CPUs without them)
 *   test_avx2_gfni_emulated  -DGROESTL_AVX2_GFNI_EMULATED: src/avx2_gfni.c and
 *                            avx2_gfni_many.c on SIMDe's AVX2 and GFNI
 *   test_simd128_emulated    -DGROESTL_SIMD128_EMULATED: src/simd128.c on SIMDe's WebAssembly
 *                            SIMD128, which with SSSE3 is SSE and PSHUFB (the JavaScript
 *                            package ships that source, compiled for WebAssembly)
 * Each backend's source renames its external names (..._emulated), so the copy links beside
 * the library's own.
 *
 * What it checks:
 *   - its S-box (the backend's sub_bytes hook) on all 256 bytes;
 *   - compress over runs of 0 to 6 blocks from random chaining values and the output
 *     transformation, for the four variants, against the portable backend;
 *   - where the backend has them (avx512 and avx2_gfni must), the many-at-once functions on
 *     lane counts of each of their layouts (a few lanes on their own, row-sliced sets, two
 *     sets at a time, a partial set filled with dummy lanes) and Merkle nodes (nodes_many),
 *     against portable lane by lane;
 *   - random messages of random lengths and digest sizes through the API, against portable;
 *   - every short and bit-length vector file of KAT_DIR through the API (a context whose
 *     backend is set to the emulated one after init), with random update splits; with
 *     --long, the four 1 GiB ExtremelyLongMsgKAT files instead.
 *
 * It says EMULATED in its output: a pass here checks the algorithm and the use of each
 * intrinsic as SIMDe models it, not the native instructions (test_kat and test_backends run
 * the native build where the CPU has them; js/'s tests run simd128 in WebAssembly engines).
 *
 *   test_avx512_emulated KAT_DIR [SEED]  (test_avx2_gfni_emulated alike)
 *   test_simd128_emulated [--long] KAT_DIR [SEED]
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "groestl.h"
#include "groestl_impl.h"
#include "kat_file.h"
#include "test_util.h"

/* The emulated descriptor (renamed in its source), whether the backend has the many-at-once
 * functions (a descriptor that lost them fails here), how many nodes nodes_many may leave to
 * the API (too few for a set of its rows layout), its name here. */
#if defined(GROESTL_AVX512_EMULATED)
extern const groestl_backend_ops groestl_backend_avx512_emulated;
void groestl_avx512_emulated_choose_lanes(int zmm_half);
static const groestl_backend_ops *const emulated = &groestl_backend_avx512_emulated;
enum { HAS_MANY = 1, NODES_LEFT = 2 };
static const char who[] = "avx512 (EMULATED)";
#elif defined(GROESTL_AVX2_GFNI_EMULATED)
extern const groestl_backend_ops groestl_backend_avx2_gfni_emulated;
static const groestl_backend_ops *const emulated = &groestl_backend_avx2_gfni_emulated;
enum { HAS_MANY = 1, NODES_LEFT = 1 };
static const char who[] = "avx2_gfni (EMULATED)";
#elif defined(GROESTL_SIMD128_EMULATED)
extern const groestl_backend_ops groestl_backend_simd128_emulated;
static const groestl_backend_ops *const emulated = &groestl_backend_simd128_emulated;
enum { HAS_MANY = 0, NODES_LEFT = 0 };
static const char who[] = "simd128 (EMULATED)";
#else
#  error "test_emulated is built with -DGROESTL_AVX512_EMULATED, -DGROESTL_AVX2_GFNI_EMULATED or -DGROESTL_SIMD128_EMULATED"
#endif

static void fail(const char *what, const uint8_t *want, const uint8_t *got, size_t n)
{
    fail_bytes(who, what, want, got, n);
}

static void test_sbox(void)
{
    for (unsigned base = 0; base < 256; base += 16) {
        uint8_t got[16];
        for (unsigned j = 0; j < 16; j++)
            got[j] = (uint8_t)(base + j);
        emulated->sub_bytes(got);
        if (memcmp(got, groestl_sbox + base, 16) != 0)
            fail("S-box", groestl_sbox + base, got, 16);
    }
}

static size_t test_internal(void)
{
    static uint8_t blocks[6 * 128 + 16];
    size_t runs = 0;
    for (unsigned variant = 0; variant < 4; variant++) {
        size_t bytes = GROESTL_BLOCK_BYTES(variant);
        for (int trial = 0; trial < 24; trial++, runs += 2) {
            uint64_t want[16], got[16];
            size_t n = (size_t)trial % 7;
            fill(blocks, sizeof blocks);
            fill((uint8_t *)want, bytes);
            memcpy(got, want, bytes);
            groestl_backend_portable.compress((uint8_t *)want, blocks + trial % 16, n, variant);
            emulated->compress((uint8_t *)got, blocks + trial % 16, n, variant);
            if (memcmp(want, got, bytes) != 0)
                fail("compress", (uint8_t *)want, (uint8_t *)got, bytes);
            groestl_backend_portable.output((uint8_t *)want, variant);
            emulated->output((uint8_t *)got, variant);
            if (memcmp(want, got, bytes) != 0)
                fail("output transformation", (uint8_t *)want, (uint8_t *)got, bytes);
        }
    }
    return runs;
}

static size_t test_many(void)
{
    enum { MAX_LANES = 70 };
    static const size_t lane_counts[] = {1, 2, 3, 4, 5, 8, 9, 12, 13, 16, 17, 21, 70};
    static uint8_t blocks[MAX_LANES][3 * 128];
    static uint64_t want[MAX_LANES][16], got[MAX_LANES][16];
    uint8_t *chains[MAX_LANES];
    const uint8_t *in[MAX_LANES];
    size_t runs = 0;
    for (unsigned variant = 0; variant < 4; variant++) {
        size_t bytes = GROESTL_BLOCK_BYTES(variant);
        for (size_t t = 0; t < sizeof lane_counts / sizeof *lane_counts; t++, runs += 2) {
            size_t lanes = lane_counts[t], n = t % 3;
            for (size_t i = 0; i < lanes; i++) {
                fill(blocks[i], sizeof blocks[i]);
                fill((uint8_t *)want[i], bytes);
                memcpy(got[i], want[i], bytes);
                chains[i] = (uint8_t *)got[i];
                in[i] = blocks[i] + i % 8;
                groestl_backend_portable.compress((uint8_t *)want[i], in[i], n, variant);
            }
            emulated->compress_many(chains, in, lanes, n, variant);
            for (size_t i = 0; i < lanes; i++)
                if (memcmp(want[i], got[i], bytes) != 0) {
                    fail("compress_many", (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                    break;
                }
            for (size_t i = 0; i < lanes; i++) { /* compress and output in one call */
                fill((uint8_t *)got[i], bytes);
                memcpy(want[i], got[i], bytes);
                groestl_backend_portable.compress((uint8_t *)want[i], in[i], n, variant);
                groestl_backend_portable.output((uint8_t *)want[i], variant);
            }
            emulated->finish_many(chains, in, lanes, n, NULL, variant);
            for (size_t i = 0; i < lanes; i++)
                if (memcmp(want[i], got[i], bytes) != 0) {
                    fail("finish_many", (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                    break;
                }
            if (n > 0) { /* again, every lane's last block made lane 0's, and its Q given */
                uint64_t q[16];
                const uint8_t *last = in[0] + (n - 1) * bytes;
                groestl_q_of_block(&groestl_backend_portable, last, variant, (uint8_t *)q);
                for (size_t i = 0; i < lanes; i++) {
                    memmove(blocks[i] + i % 8 + (n - 1) * bytes, last, bytes);
                    fill((uint8_t *)got[i], bytes);
                    memcpy(want[i], got[i], bytes);
                    groestl_backend_portable.compress((uint8_t *)want[i], in[i], n, variant);
                    groestl_backend_portable.output((uint8_t *)want[i], variant);
                }
                emulated->finish_many(chains, in, lanes, n, (const uint8_t *)q, variant);
                runs++;
                for (size_t i = 0; i < lanes; i++)
                    if (memcmp(want[i], got[i], bytes) != 0) {
                        fail("finish_many, Q of the last block given", (uint8_t *)want[i],
                             (uint8_t *)got[i], bytes);
                        break;
                    }
            }
            for (size_t i = 0; i < lanes; i++) {
                memcpy(got[i], want[i], bytes);
                groestl_backend_portable.output((uint8_t *)want[i], variant);
            }
            emulated->output_many(chains, lanes, variant);
            for (size_t i = 0; i < lanes; i++)
                if (memcmp(want[i], got[i], bytes) != 0) {
                    fail("output_many", (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                    break;
                }
            if (variant == 0) { /* Merkle nodes: the lanes' blocks as 64-byte inputs */
                static uint8_t nodes_in[MAX_LANES * 64], nodes[MAX_LANES * 32];
                for (size_t i = 0; i < lanes; i++) {
                    memcpy(want[i], blocks[i], 64);
                    groestl_backend_portable.output((uint8_t *)want[i], 0);
                    memcpy(nodes_in + 64 * i, blocks[i], 64);
                }
                size_t done = emulated->nodes_many(nodes_in, lanes, nodes);
                if (done > lanes || lanes - done > NODES_LEFT) {
                    printf("FAIL nodes_many did %zu of %zu nodes\n", done, lanes);
                    failures++;
                    done = 0;
                }
                for (size_t i = 0; i < done; i++)
                    if (memcmp((uint8_t *)want[i] + 32, nodes + 32 * i, 32) != 0) {
                        fail("nodes_many", (uint8_t *)want[i] + 32, nodes + 32 * i, 32);
                        break;
                    }
            }
        }
    }
    return runs;
}

/* A message of whole bytes and odd more bits hashed on ops: in one update, or in random
 * pieces. */
static int hash_on(const groestl_backend_ops *ops, unsigned bits, int v0, const uint8_t *msg,
                   size_t whole, size_t odd, int pieces, uint8_t *out)
{
    groestl_ctx ctx;
    int rc = v0 ? groestl0_init(&ctx, bits) : groestl_init(&ctx, bits);
    ctx.backend = ops;
    for (size_t at = 0, piece; rc == GROESTL_OK && at < whole; at += piece) {
        piece = pieces ? 1 + below(whole - at) : whole;
        rc = groestl_update(&ctx, msg + at, piece);
    }
    if (rc == GROESTL_OK)
        rc = groestl_update_bits(&ctx, msg + whole, odd);
    return rc == GROESTL_OK ? groestl_final(&ctx, out) : rc;
}

/* Random messages, lengths 0 to 700 bytes with a partial last byte at times, every digest
 * size from 8 to 512 bits, both versions, in random update pieces, against portable. */
static size_t test_api_random(void)
{
    static uint8_t msg[701];
    size_t runs = 0;
    for (int trial = 0; trial < 400; trial++, runs++) {
        const unsigned bits = 8 * (1 + (unsigned)below(64));
        const int v0 = trial % 4 == 3;
        const size_t whole = below(sizeof msg), odd = trial % 3 == 0 ? 1 + below(7) : 0;
        fill(msg, whole + 1);
        uint8_t want[64], got[64];
        int rc = hash_on(&groestl_backend_portable, bits, v0, msg, whole, odd, 0, want);
        if (rc == GROESTL_OK)
            rc = hash_on(emulated, bits, v0, msg, whole, odd, 1, got);
        char what[96];
        snprintf(what, sizeof what, "%s-%u of %zu bytes and %zu bits", v0 ? "Groestl-0" : "Groestl",
                 bits, whole, odd);
        if (rc != GROESTL_OK) {
            printf("FAIL %s: %s: error %s\n", who, what, groestl_strerror(rc));
            failures++;
        } else if (memcmp(want, got, bits / 8) != 0) {
            fail(what, want, got, bits / 8);
        }
    }
    return runs;
}

/* One vector through the API on the emulated backend: in two random update pieces (and the
 * partial byte), or as the competition fed ExtremelyLongMsgKAT, its Text per update. */
static int check_entry(const kat_entry *e, int v0)
{
    unsigned bits = e->md_bytes * 8;
    groestl_ctx ctx;
    uint8_t got[64];
    int rc = v0 ? groestl0_init(&ctx, bits) : groestl_init(&ctx, bits);
    ctx.backend = emulated; /* registered in main, so the API layer accepts it */
    if (e->repeat != 0) {
        const size_t n = strlen(e->text);
        for (uint64_t i = 0; i < e->repeat && rc == GROESTL_OK; i++)
            rc = groestl_update(&ctx, e->text, n);
    } else { /* test_kat.c's split updates, here on a context whose backend is set by hand */
        size_t whole = (size_t)(e->len_bits / 8), split = whole ? (size_t)(rnd() % (whole + 1)) : 0;
        if (rc == GROESTL_OK)
            rc = groestl_update(&ctx, e->msg, split);
        if (rc == GROESTL_OK)
            rc = groestl_update(&ctx, e->msg + split, whole - split);
        if (rc == GROESTL_OK)
            rc = groestl_update_bits(&ctx, e->msg + whole, e->len_bits % 8);
    }
    if (rc == GROESTL_OK)
        rc = groestl_final(&ctx, got);
    if (rc != GROESTL_OK) {
        printf("FAIL %s: Len=%" PRIu64 ": error %s\n", who, e->len_bits, groestl_strerror(rc));
        failures++;
        return 1;
    }
    if (memcmp(got, e->md, e->md_bytes) != 0) {
        char what[64];
        snprintf(what, sizeof what, "vector Len=%" PRIu64, e->len_bits);
        fail(what, e->md, got, e->md_bytes);
        return 1;
    }
    return 0;
}

static void run_file(const char *dir, const char *name, int v0)
{
    char path[4096], err[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    kat_file kat;
    if (kat_load(path, &kat, err, sizeof err) != 0 || kat.count == 0) {
        printf("FAIL %s: %s\n", name, kat.count == 0 ? "no entries" : err);
        failures++;
        return;
    }
    int fails = 0;
    for (size_t i = 0; i < kat.count; i++)
        fails += check_entry(&kat.entries[i], v0);
    printf("%s %s %-34s %zu entries\n", fails ? "FAIL" : "ok  ", who, name, kat.count);
    kat_free(&kat);
}

static void report(const char *what, int before, size_t runs)
{
    printf("%s %s %zu %s\n", failures == before ? "ok  " : "FAIL", who, runs, what);
}

int main(int argc, char **argv)
{
    const int long_files = argc > 1 && strcmp(argv[1], "--long") == 0;
    if (argc - long_files < 2 || argc - long_files > 3) {
        fprintf(stderr, "usage: test_emulated [--long] KAT_DIR [SEED] (%s)\n", who);
        return 2;
    }
    const char *dir = argv[1 + long_files];
    seed_from(argc - long_files > 2 ? argv[2 + long_files] : NULL);
    groestl_register_test_backend(emulated);
    printf("%s: the backend's source on SIMDe (not the native instructions); seed %" PRIu64
           "\n", who, rng_state);

    static const unsigned sizes[] = {224, 256, 384, 512};
    char name[64];
    if (long_files) {
        for (int s = 0; s < 4; s++) {
            snprintf(name, sizeof name, "final/ExtremelyLongMsgKAT_%u.txt", sizes[s]);
            run_file(dir, name, 0);
        }
        printf("%s: %s, %d failure(s)\n", failures ? "FAILED" : "PASSED", who, failures);
        return failures != 0;
    }

    test_sbox();
    printf("%s %s S-box on all 256 bytes\n", failures ? "FAIL" : "ok  ", who);
    int before = failures;
    size_t runs = test_internal();
    report("compress/output runs against portable", before, runs);
    const int has_many = emulated->compress_many != NULL && emulated->output_many != NULL &&
                         emulated->finish_many != NULL && emulated->nodes_many != NULL;
    before = failures;
    if (has_many != HAS_MANY) {
        printf("FAIL %s: its descriptor %s the many-at-once functions\n", who,
               HAS_MANY ? "lacks" : "has");
        failures++;
    } else if (has_many) {
#if defined(GROESTL_AVX512_EMULATED)
        /* the lane choices of both kinds of core (avx512_many.c), whatever this one is */
        for (int half = 0; half < 2; half++) {
            groestl_avx512_emulated_choose_lanes(half);
            before = failures;
            runs = test_many();
            report(half ? "many-at-once runs against portable (lanes as on Zen 4)"
                        : "many-at-once runs against portable (lanes as on Zen 5)",
                   before, runs);
        }
        groestl_avx512_emulated_choose_lanes(-1);
#else
        runs = test_many();
        report("many-at-once runs against portable", before, runs);
#endif
    } else {
        printf("--   %s has no many-at-once functions (the API runs compress lane by lane)\n",
               who);
    }
    before = failures;
    runs = test_api_random();
    report("random messages through the API against portable", before, runs);

    for (int s = 0; s < 4; s++) {
        snprintf(name, sizeof name, "final/ShortMsgKAT_%u.txt", sizes[s]);
        run_file(dir, name, 0);
        snprintf(name, sizeof name, "final/BitMsgKAT_%u.txt", sizes[s]);
        run_file(dir, name, 0);
    }
    for (int s = 1; s < 4; s += 2) {
        snprintf(name, sizeof name, "groestl0/ShortMsgKAT_%u.txt", sizes[s]);
        run_file(dir, name, 1);
    }
    printf("%s: %s, %d failure(s)\n", failures ? "FAILED" : "PASSED", who, failures);
    return failures != 0;
}
