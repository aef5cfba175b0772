/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_ct_msan - constant time as MemorySanitizer sees it, for the code valgrind cannot run
 * (AVX-512, GFNI, VAES) and all the rest. Built with clang -fsanitize=memory
 * (GROESTL_SANITIZE=memory; scripts/test.sh's msan stage). The message, the chaining values
 * and the Merkle inputs are poisoned (__msan_poison), and MSan reports a branch on poisoned
 * data and a load or store whose address is poisoned (-msan-check-access-address, on by
 * default, which the build states), halting the process at the first.
 *
 *   test_ct_msan                 every backend and code path of this build that the CPU runs
 *                                (tests/ct_workload.c: backends.h and aesni's paths), each in
 *                                a child process of its own: constant-time ones must run
 *                                clean, tables64 and portable (controls) must be reported
 *   test_ct_msan --expect-leaks  the same, for a build with -DGROESTL_CT_PROBE, where every
 *                                backend has a table look-up in its rounds: all must be
 *                                reported (the check is not blind on any path)
 *   test_ct_msan --run NAME      one backend or code path, in this process
 *
 * Each result of each call must also come out poisoned in every byte: a clean byte means the
 * poison was lost on the way (an instruction MSan does not follow), and that run fails
 * whatever it claims, since the check would be blind after that point.
 *
 * Exit status 0 when every verdict is as expected. The children's MSan reports go to
 * ct_msan_NAME.log in the current directory.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ct_workload.h"

#if !defined(GROESTL_MSAN)
#  error "test_ct_msan needs a MemorySanitizer build (clang -fsanitize=memory)"
#endif

enum { EXIT_LOST = 3, EXIT_MSAN = 66 };
#define MSAN_OPTIONS "exitcode=66:halt_on_error=1:print_stats=0"

static void pattern(uint8_t *p, size_t n)
{
    static unsigned seed = 1;
    seed++;
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)((i * 167u + seed * 31u) ^ (i >> 3));
}

static void poison(void *p, size_t n)
{
    __msan_poison(p, n);
}

/* Every bit of the n bytes poisoned: each result bit depends on the secret, and a bit that
 * came out clean shows where MSan moved poison less far than the data went (PSHUFB's index:
 * GROESTL_SHUFFLE_BYTES). A bit alone is read by masking its byte with a clean constant,
 * whose shadow is then that bit's. */
static int all_poisoned(const void *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (unsigned bit = 0; bit < 8; bit++) {
            volatile uint8_t one = (uint8_t)(((const uint8_t *)p)[i] & (1u << bit));
            if (__msan_test_shadow((const void *)&one, 1) != 0)
                return 0;
        }
    return 1;
}

static const groestl_backend_ops *find(const char *name)
{
    for (size_t i = 0; ct_code(i) != NULL; i++)
        if (strcmp(ct_code(i)->name, name) == 0)
            return ct_code(i);
    return NULL;
}

static int run_one(const char *name, const char *probe_file)
{
#if defined(GROESTL_CT_PROBE)
    groestl_ct_probe_file = probe_file;
#else
    (void)probe_file;
#endif
    const groestl_backend_ops *ops = find(name);
    if (ops == NULL || !ct_runs_here(ops)) {
        printf("FAIL %s: not in this build, or this CPU lacks its instructions\n", name);
        return 2;
    }
    const ct_env env = {pattern, poison, all_poisoned, NULL, NULL, 17};
    int lost = ct_workload(ops, &env);
    if (lost < 0) {
        printf("FAIL %s: the API refused a call\n", name);
        return 2;
    }
    if (lost > 0) {
        printf("FAIL %s: %d result(s) came out partly unpoisoned: MSan lost the data's trace\n",
               name, lost);
        return EXIT_LOST;
    }
    return 0;
}

/* Where the child's MSan report points: the first frame in the library (src/), as
 * "function file:line", and that line of the source in `text`. 0 if none was found (MSan
 * needs llvm-symbolizer: MSAN_SYMBOLIZER_PATH, which ctest sets). */
static int report_site(const char *log, char *where, size_t wsize, char *text, size_t tsize)
{
    FILE *f = fopen(log, "r");
    char line[1024];
    int found = 0;
    while (!found && f != NULL && fgets(line, sizeof line, f) != NULL) {
        const char *in = strstr(line, " in ");
        if (strstr(line, "    #") != line || in == NULL || strstr(in, "/src/") == NULL)
            continue;
        snprintf(where, wsize, "%s", in + 4);
        where[strcspn(where, "\n")] = '\0';
        /* "function /path/file.c:line:column" */
        char path[512];
        unsigned lineno = 0;
        const char *file = strchr(where, ' ');
        if (file != NULL && sscanf(file + 1, "%511[^:]:%u", path, &lineno) == 2) {
            FILE *src = fopen(path, "r");
            text[0] = '\0';
            for (unsigned n = 1; src != NULL && fgets(text, (int)tsize, src) != NULL; n++)
                if (n == lineno)
                    break;
            if (src != NULL)
                fclose(src);
        }
        found = 1;
    }
    if (f != NULL)
        fclose(f);
    return found;
}

static int run_child(const char *self, const char *name, const char *probe_file,
                     const char *log)
{
    pid_t pid = fork();
    if (pid == 0) {
        FILE *err = freopen(log, "w", stderr);
        (void)err;
        if (probe_file != NULL)
            execl(self, self, "--run", name, probe_file, (char *)NULL);
        else
            execl(self, self, "--run", name, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) < 0)
        return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* One child: one backend or code path (with the probes of probe_file only, in the probe
 * build's run). Returns 1 if the verdict is as expected. */
static int check(const char *self, const groestl_backend_ops *ops, const char *probe_file,
                 int expect_leaks)
{
    char log[160];
    snprintf(log, sizeof log, "ct_msan_%s%s%s.log", ops->name, probe_file ? "_" : "",
             probe_file ? probe_file : "");
    fflush(stdout);
    const int status = run_child(self, ops->name, probe_file, log);
    const int leaks = !ops->constant_time || expect_leaks;
    char where[512] = "", text[512] = "";
    const int located = status == EXIT_MSAN && report_site(log, where, sizeof where, text,
                                                            sizeof text);
    /* A constant-time backend of the probe build must be caught at a probe of that file. */
    char in_file[160];
    snprintf(in_file, sizeof in_file, "/%s:", probe_file ? probe_file : "");
    const int at_probe = strstr(text, "GROESTL_CT_PROBE") != NULL &&
                         (probe_file == NULL || strstr(where, in_file) != NULL);
    const int ok = leaks ? status == EXIT_MSAN && located && (!ops->constant_time || at_probe)
                         : status == 0;
    const char *what = status == 0           ? "no report"
                       : status == EXIT_MSAN ? "MSan reported a branch or address from the data"
                       : status == EXIT_LOST ? "the poison was lost (blind)"
                                             : "the run failed";
    const char *expected = !leaks               ? "constant-time, as it claims"
                           : ops->constant_time ? "the probe's look-up must be reported"
                                                : "table look-ups must be reported (control)";
    printf("%s %-16s %s%s%s%s\n", ok ? "ok  " : "FAIL", ops->name, expected,
           probe_file ? " (the probe in " : "", probe_file ? probe_file : "", probe_file ? ")" : "");
    printf("       %s", what);
    if (status == EXIT_MSAN)
        printf(" at %s%s", located ? where : "(no frame in src/: is llvm-symbolizer found?)",
               leaks && ops->constant_time && !at_probe ? ", not at the probe" : "");
    printf("\n");
    return ok;
}

int main(int argc, char **argv)
{
    if ((argc == 3 || argc == 4) && strcmp(argv[1], "--run") == 0)
        return run_one(argv[2], argc == 4 ? argv[3] : NULL);
    const int expect_leaks = argc == 2 && strcmp(argv[1], "--expect-leaks") == 0;
    if (argc > 1 && !expect_leaks) {
        fprintf(stderr, "usage: test_ct_msan [--expect-leaks | --run NAME [PROBE_FILE]]\n");
        return 2;
    }
#if !defined(GROESTL_CT_PROBE)
    if (expect_leaks) {
        printf("FAIL --expect-leaks needs the probe build (-DGROESTL_CT_PROBE=ON)\n");
        return 1;
    }
#endif
    setenv("MSAN_OPTIONS", MSAN_OPTIONS, 1);
    int failures = 0, controls = 0, ran = 0;
    for (size_t i = 0; ct_code(i) != NULL; i++) {
        const groestl_backend_ops *ops = ct_code(i);
        if (!ct_runs_here(ops)) {
            printf("--   %-16s not run: this CPU lacks its instructions\n", ops->name);
            continue;
        }
        ran++;
        char file[64];
        for (size_t k = 0; ct_run_file(i, expect_leaks, k, file, sizeof file); k++) {
            controls += !ops->constant_time || expect_leaks;
            failures += !check(argv[0], ops, file[0] != '\0' ? file : NULL, expect_leaks);
        }
    }
    if (controls == 0) {
        printf("FAIL no control ran (portable is in every build)\n");
        failures++;
    }
    printf("%d code paths run, %d failure(s)\n%s\n", ran, failures, failures ? "FAILED" : "PASSED");
    return failures != 0;
}
