/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_constant_time - run under valgrind's memcheck (ctest does): every backend this CPU
 * runs hashes with the message and the chaining value marked undefined (memcheck's client
 * requests), and memcheck reports each conditional jump and each memory address computed
 * from them. A backend that says it is constant-time must cause none; the table backends
 * (portable, tables64) are the controls, and must cause some, which shows that the check sees
 * a secret-dependent look-up when there is one.
 *
 * What each backend runs: compress over 3 blocks and the output transformation through the
 * internal interface, both state sizes and both versions (and compress_many and output_many
 * on three lanes, where it has them), then the public API (init, update in two pieces,
 * final) for Grøstl-256 and -512. The chaining value and every message byte
 * are undefined; lengths, variant and backend are public. aesni runs its 128-bit code path
 * (groestl_backend_aesni_128, through groestl_use_test_backend for the API calls too):
 * valgrind does not emulate VAES; avx512 is not run at all: valgrind does not emulate
 * AVX-512, nor avx2_gfni: valgrind 3.19 does not decode GFNI. All are named in the output.
 *
 *   valgrind -q --log-file=FILE test_constant_time
 * Exit status 0 when every claim holds, 1 otherwise or when not run under valgrind.
 */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "groestl_impl.h"

/* Backends valgrind cannot run, and why. */
static const struct {
    const char *name, *why;
} not_under_valgrind[] = {
    {"avx512", "valgrind does not emulate AVX-512 (nor GFNI)"},
    {"avx2_gfni", "valgrind 3.19 does not decode GFNI (SIGILL at GF2P8AFFINEINVQB)"},
};

static void fill(uint8_t *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)((i * 167u + seed * 31u) ^ (i >> 3));
}

/* The backend's work on undefined data; memcheck's error count before and after. */
static unsigned long errors_of(const groestl_backend_ops *ops)
{
    static uint8_t blocks[3 * 128], msg[300], digest[64];
    static uint64_t chain[16];
    const unsigned long before = (unsigned long)VALGRIND_COUNT_ERRORS;
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        fill((uint8_t *)chain, sizeof chain, variant);
        fill(blocks, sizeof blocks, variant + 7);
        VALGRIND_MAKE_MEM_UNDEFINED(chain, sizeof chain);
        VALGRIND_MAKE_MEM_UNDEFINED(blocks, sizeof blocks);
        ops->compress((uint8_t *)chain, blocks, 3, variant);
        ops->output((uint8_t *)chain, variant);
        if (ops->compress_many != NULL && ops->output_many != NULL) {
            /* three lanes: a full set of two side by side and a lone one, where those exist */
            static uint64_t chains[3][16];
            uint8_t *lanes[3];
            const uint8_t *from[3];
            for (int k = 0; k < 3; k++) {
                fill((uint8_t *)chains[k], sizeof chains[k], variant + 10u * (unsigned)k);
                VALGRIND_MAKE_MEM_UNDEFINED(chains[k], sizeof chains[k]);
                lanes[k] = (uint8_t *)chains[k];
                from[k] = blocks + 64 * k;
            }
            ops->compress_many(lanes, from, 3, 1, variant);
            ops->output_many(lanes, 3, variant);
            VALGRIND_MAKE_MEM_DEFINED(chains, sizeof chains);
        }
    }
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        groestl_ctx ctx;
        fill(msg, sizeof msg, bits);
        VALGRIND_MAKE_MEM_UNDEFINED(msg, sizeof msg);
        if (groestl_init(&ctx, bits) != GROESTL_OK || groestl_update(&ctx, msg, 77) != GROESTL_OK ||
            groestl_update(&ctx, msg + 77, sizeof msg - 77) != GROESTL_OK ||
            groestl_final(&ctx, digest) != GROESTL_OK)
            printf("FAIL %s: the API refused a call\n", ops->name);
    }
    const unsigned long after = (unsigned long)VALGRIND_COUNT_ERRORS;
    /* Nothing after this looks at the results; defined again all the same. */
    VALGRIND_MAKE_MEM_DEFINED(chain, sizeof chain);
    VALGRIND_MAKE_MEM_DEFINED(digest, sizeof digest);
    return after - before;
}

int main(void)
{
    if (!RUNNING_ON_VALGRIND) {
        printf("FAIL test_constant_time must run under valgrind (memcheck): ctest runs it so\n");
        return 1;
    }
    int failures = 0, controls = 0;
    for (size_t i = 0; groestl_backend_name(i) != NULL; i++) {
        const char *name = groestl_backend_name(i);
        const char *why = NULL;
        for (size_t j = 0; j < sizeof not_under_valgrind / sizeof *not_under_valgrind; j++)
            if (strcmp(name, not_under_valgrind[j].name) == 0)
                why = not_under_valgrind[j].why;
        if (why != NULL) {
            printf("--   %-9s not run: %s\n", name, why);
            continue;
        }
        if (groestl_set_backend(name) != GROESTL_OK) {
            printf("--   %-9s not run: this CPU lacks its instructions\n", name);
            continue;
        }
        const groestl_backend_ops *ops = groestl_current_backend();
#if defined(GROESTL_HAVE_AESNI)
        if (strcmp(name, "aesni") == 0) {
            ops = &groestl_backend_aesni_128;
            groestl_use_test_backend(ops);
            printf("--   aesni     its VAES code paths not run: valgrind does not emulate VAES; "
                   "its 128-bit path (%s) below\n", ops->name);
        }
#endif
        const int claims = ops->constant_time;
        /* First use on public data: backends that build tables do it here. */
        uint64_t warm[16] = {0};
        ops->output((uint8_t *)warm, 0);
        ops->output((uint8_t *)warm, GROESTL_WIDE);

        const unsigned long errors = errors_of(ops);
        const int ok = claims ? errors == 0 : errors > 0;
        if (!claims)
            controls++;
        const char *verdict =
            claims ? (ok ? "constant-time, as it claims"
                         : "a branch or address depends on the data, yet it claims constant time")
                   : (ok ? "not constant-time, and caught (control)"
                         : "not constant-time, yet nothing was caught: the check is blind");
        printf("%s %-9s %lu error(s) from memcheck: %s\n", ok ? "ok  " : "FAIL", name, errors,
               verdict);
        failures += !ok;
    }
    groestl_set_backend(NULL);
    if (controls == 0) {
        printf("FAIL no control ran (portable is in every build)\n");
        failures++;
    }
    printf("%s: %d failure(s)\n", failures ? "FAILED" : "PASSED", failures);
    return failures != 0;
}
