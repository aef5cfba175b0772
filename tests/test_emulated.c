/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_emulated - a backend's code compiled a second time on SIMDe's portable versions of its
 * intrinsics, so that its logic is tested on CPUs without those instructions. Built once per
 * such backend (tests/CMakeLists.txt), with its files and one of:
 *   -DGROESTL_AVX512_EMULATED     avx512 (src/avx512.c, avx512_many.c: AVX-512 and GFNI);
 *                                 test_avx512_emulated
 *   -DGROESTL_AVX2_GFNI_EMULATED  avx2_gfni (src/avx2_gfni.c, avx2_gfni_many.c: AVX2 and
 *                                 GFNI); test_avx2_gfni_emulated
 * Each backend's header renames its external names (..._emulated), so the copy links beside
 * the library's own. It checks:
 *
 *   - its S-box (GF2P8AFFINEINVQB with the derived affine matrix) on all 256 bytes;
 *   - compress over runs of 0 to 6 blocks from random chaining values and the output
 *     transformation, for the four variants, against the portable backend;
 *   - the many-at-once code on lane counts of each of its layouts (a few lanes on their own,
 *     row-sliced sets, two sets at a time, a partial set filled with dummy lanes) and its
 *     Merkle nodes (nodes_many), against portable lane by lane;
 *   - every short and bit-length vector file of KAT_DIR through the API (a context whose
 *     backend is set to the emulated one after init), with random update splits.
 *
 * It says EMULATED in its output: a pass here checks the algorithm and the use of each
 * intrinsic as SIMDe models it, not the native instructions (test_kat and test_backends run
 * the native build where the CPU has them).
 *
 *   test_avx512_emulated KAT_DIR [SEED]  (test_avx2_gfni_emulated alike)
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

#if defined(GROESTL_AVX512_EMULATED)
extern const groestl_backend_ops groestl_backend_avx512_emulated;
static const groestl_backend_ops *const emulated = &groestl_backend_avx512_emulated;
#  define NAME "avx512"
/* nodes_many leaves the API at most this many (too few for a set of the rows layout) */
#  define NODES_LEFT 2
#elif defined(GROESTL_AVX2_GFNI_EMULATED)
extern const groestl_backend_ops groestl_backend_avx2_gfni_emulated;
static const groestl_backend_ops *const emulated = &groestl_backend_avx2_gfni_emulated;
#  define NAME "avx2_gfni"
#  define NODES_LEFT 1
#else
#  error "test_emulated: build it with -DGROESTL_AVX512_EMULATED or -DGROESTL_AVX2_GFNI_EMULATED"
#endif

static void fail(const char *what, const uint8_t *want, const uint8_t *got, size_t n)
{
    fail_bytes(NAME " (EMULATED)", what, want, got, n);
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
            emulated->finish_many(chains, in, lanes, n, variant);
            for (size_t i = 0; i < lanes; i++)
                if (memcmp(want[i], got[i], bytes) != 0) {
                    fail("finish_many", (uint8_t *)want[i], (uint8_t *)got[i], bytes);
                    break;
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

/* One vector through the API on the emulated backend, in two random update pieces. */
static int check_entry(const kat_entry *e, int v0)
{
    unsigned bits = e->md_bytes * 8;
    groestl_ctx ctx;
    uint8_t got[64];
    int rc = v0 ? groestl0_init(&ctx, bits) : groestl_init(&ctx, bits);
    ctx.backend = emulated; /* registered in main, so the API layer accepts it */
    size_t whole = (size_t)(e->len_bits / 8), split = whole ? (size_t)(rnd() % (whole + 1)) : 0;
    if (rc == GROESTL_OK)
        rc = groestl_update(&ctx, e->msg, split);
    if (rc == GROESTL_OK)
        rc = groestl_update(&ctx, e->msg + split, whole - split);
    if (rc == GROESTL_OK)
        rc = groestl_update_bits(&ctx, e->msg + whole, e->len_bits % 8);
    if (rc == GROESTL_OK)
        rc = groestl_final(&ctx, got);
    if (rc != GROESTL_OK) {
        printf("FAIL " NAME " (EMULATED): Len=%" PRIu64 ": error %s\n", e->len_bits,
               groestl_strerror(rc));
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
    printf("%s " NAME " (EMULATED) %-30s %zu entries\n", fails ? "FAIL" : "ok  ", name, kat.count);
    kat_free(&kat);
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: test_" NAME "_emulated KAT_DIR [SEED]\n");
        return 2;
    }
    seed_from(argc > 2 ? argv[2] : NULL);
    groestl_register_test_backend(emulated);
    printf(NAME " backend EMULATED through SIMDe (not the native instructions); seed %" PRIu64
           "\n",
           rng_state);

    test_sbox();
    printf("%s " NAME " (EMULATED) S-box on all 256 bytes\n", failures ? "FAIL" : "ok  ");
    int before = failures;
    size_t runs = test_internal();
    printf("%s " NAME " (EMULATED) %zu compress/output runs against portable\n",
           failures == before ? "ok  " : "FAIL", runs);
    before = failures;
    runs = test_many();
    printf("%s " NAME " (EMULATED) %zu many-at-once runs against portable\n",
           failures == before ? "ok  " : "FAIL", runs);

    static const unsigned sizes[] = {224, 256, 384, 512};
    char name[64];
    for (int s = 0; s < 4; s++) {
        snprintf(name, sizeof name, "final/ShortMsgKAT_%u.txt", sizes[s]);
        run_file(argv[1], name, 0);
        snprintf(name, sizeof name, "final/BitMsgKAT_%u.txt", sizes[s]);
        run_file(argv[1], name, 0);
    }
    for (int s = 1; s < 4; s += 2) {
        snprintf(name, sizeof name, "groestl0/ShortMsgKAT_%u.txt", sizes[s]);
        run_file(argv[1], name, 1);
    }
    printf("%s: " NAME " EMULATED, %d failure(s)\n", failures ? "FAILED" : "PASSED", failures);
    return failures != 0;
}
