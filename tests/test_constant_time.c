/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_constant_time - run under valgrind's memcheck (ctest does): every backend and code path
 * this CPU runs and valgrind emulates does the work of tests/ct_workload.c with the message,
 * the chaining values and the Merkle inputs marked undefined (memcheck's client requests),
 * and memcheck reports each conditional jump and each memory address computed from them. A
 * backend that says it is constant-time must cause none; the table backends (portable,
 * tables64) are the controls, and must cause some, which shows that the check sees a
 * secret-dependent look-up when there is one. Every result must also come out undefined in
 * every byte (memcheck's V bits), or the check lost the data on the way.
 *
 * Code that needs AVX-512, GFNI or VAES is not run: valgrind emulates none of them (the msan
 * stage, tests/test_ct_msan.c, checks it). Each is named in the output.
 *
 *   valgrind -q --log-file=FILE test_constant_time
 * Built with -DGROESTL_CT_PROBE, where each constant-time backend has a table look-up in its
 * rounds, it requires the opposite: each must be caught, once per file of its entry with
 * only that file's probe on (the check is not blind on any path). Exit status 0 when every
 * verdict is as expected, 1 otherwise or when not run under valgrind.
 */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "ct_workload.h"

/* What valgrind cannot run. */
static const uint32_t not_emulated =
    GROESTL_CPU_AVX512F | GROESTL_CPU_AVX512BW | GROESTL_CPU_AVX512VL | GROESTL_CPU_AVX512VBMI |
    GROESTL_CPU_GFNI | GROESTL_CPU_VAES;

static void pattern(uint8_t *p, size_t n)
{
    static unsigned seed = 1;
    seed++;
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)((i * 167u + seed * 31u) ^ (i >> 3));
}

static void undefined(void *p, size_t n)
{
    VALGRIND_MAKE_MEM_UNDEFINED(p, n);
}

/* Every bit of the n bytes undefined (their V bits all 1). */
static int all_undefined(const void *p, size_t n)
{
    uint8_t vbits[64];
    for (size_t at = 0; at < n; at += sizeof vbits) {
        size_t part = n - at < sizeof vbits ? n - at : sizeof vbits;
        if (VALGRIND_GET_VBITS((const char *)p + at, vbits, part) != 1)
            return 0;
        for (size_t i = 0; i < part; i++)
            if (vbits[i] != 0xff)
                return 0;
    }
    return 1;
}

/* Valgrind is slow: fewer lanes than the MSan check (these paths take sets of 2 at most). */
static const ct_env env = {pattern, undefined, all_undefined, NULL, NULL, 5};

/* One backend or code path, with the probes of probe_file only (the probe build's run; NULL
 * otherwise). Returns 1 if the verdict is as expected. */
static int check(const groestl_backend_ops *ops, const char *probe_file, int expect_leaks)
{
#if defined(GROESTL_CT_PROBE)
    groestl_ct_probe_file = probe_file;
#endif
    const unsigned long before = (unsigned long)VALGRIND_COUNT_ERRORS;
    const int lost = ct_workload(ops, &env);
    const unsigned long errors = (unsigned long)VALGRIND_COUNT_ERRORS - before;
    const int leaks = !ops->constant_time || expect_leaks;
    /* memcheck takes a value loaded from an undefined address as defined once reported: the
     * results of code that leaks come out partly defined, as they may */
    const int ok = lost >= 0 && (leaks ? errors > 0 : lost == 0 && errors == 0);
    const char *verdict =
        lost < 0             ? "the API refused a call"
        : lost > 0 && !leaks ? "results came out partly defined: memcheck lost the data's trace"
        : !leaks             ? (ok ? "constant-time, as it claims"
                                   : "a branch or address depends on the data, yet it claims constant time")
        : ops->constant_time ? (ok ? "the probe's look-up caught"
                                   : "the probe's look-up was not caught: the check is blind")
                             : (ok ? "not constant-time, and caught (control)"
                                   : "not constant-time, yet nothing was caught: the check is blind");
    printf("%s %-16s %lu error(s) from memcheck: %s%s%s%s\n", ok ? "ok  " : "FAIL", ops->name,
           errors, verdict, probe_file ? " (the probe in " : "", probe_file ? probe_file : "",
           probe_file ? ")" : "");
    return ok;
}

int main(void)
{
#if defined(GROESTL_CT_PROBE)
    const int expect_leaks = 1;
#else
    const int expect_leaks = 0;
#endif
    if (!RUNNING_ON_VALGRIND) {
        printf("FAIL test_constant_time must run under valgrind (memcheck): ctest runs it so\n");
        return 1;
    }
    int failures = 0, controls = 0;
    for (size_t i = 0; ct_code(i) != NULL; i++) {
        const groestl_backend_ops *ops = ct_code(i);
        if (ops->cpu_features & not_emulated) {
            printf("--   %-16s not run: valgrind does not emulate AVX-512, GFNI or VAES\n", ops->name);
            continue;
        }
        if (!ct_runs_here(ops)) {
            printf("--   %-16s not run: this CPU lacks its instructions\n", ops->name);
            continue;
        }
        char file[64];
        for (size_t k = 0; ct_run_file(i, expect_leaks, k, file, sizeof file); k++) {
            controls += !ops->constant_time || expect_leaks;
            failures += !check(ops, file[0] != '\0' ? file : NULL, expect_leaks);
        }
    }
    if (controls == 0) {
        printf("FAIL no control ran (portable is in every build)\n");
        failures++;
    }
    printf("%s: %d failure(s)\n", failures ? "FAILED" : "PASSED", failures);
    return failures != 0;
}
