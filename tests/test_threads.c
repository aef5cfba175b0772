/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_threads - the library's shared state under threads (run it under ThreadSanitizer too:
 * scripts/test.sh builds it with GROESTL_SANITIZE=thread).
 *   1. First use of each backend: in a child process per backend (so that its tables are not
 *      built yet), threads forced onto it start hashing at once and race to build its tables.
 *      (POSIX: fork; Windows: the program runs itself with --first-use NAME.)
 *   2. First use of the library: threads race at the lazy backend choice.
 *   3. Switching: one thread keeps switching the backend (every name, then automatic) while
 *      the others hash, one message at a time and in batches.
 *   4. A forced backend stays forced: one thread returns to the automatic choice and forces
 *      portable, again and again, while others make the automatic choice at first use; the
 *      choice they store must never undo the forced one.
 * Every digest must equal the one a single thread computes afterwards.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(_WIN32)
#  include <process.h>
#  include <windows.h>
#else
#  include <sys/wait.h>
#  include <unistd.h>
#endif

#include "groestl.h"

#define THREADS 8
#define MSG_BYTES 5000
#define BATCH 5

static uint8_t msg[MSG_BYTES];
static uint8_t got[THREADS][64];
static int rc[THREADS];

/* One worker's message: 5000 bytes in pieces of 100 through a context. */
static void *hash_once(void *arg)
{
    int id = (int)(size_t)arg;
    unsigned bits = id % 2 ? 512 : 256;
    groestl_ctx ctx;
    rc[id] = groestl_init(&ctx, bits);
    for (size_t done = 0; rc[id] == GROESTL_OK && done < MSG_BYTES; done += 100)
        rc[id] = groestl_update(&ctx, msg + done, 100);
    if (rc[id] == GROESTL_OK)
        rc[id] = groestl_final(&ctx, got[id]);
    return NULL;
}

static int start_and_join(void *(*fn)(void *), pthread_t *extra, void *(*extra_fn)(void *))
{
    pthread_t t[THREADS];
    if (extra != NULL && pthread_create(extra, NULL, extra_fn, NULL) != 0)
        return -1;
    for (int i = 0; i < THREADS; i++)
        if (pthread_create(&t[i], NULL, fn, (void *)(size_t)i) != 0)
            return -1;
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
    return 0;
}

static int check_once(const char *phase)
{
    int failures = 0;
    for (int i = 0; i < THREADS; i++) {
        unsigned bits = i % 2 ? 512 : 256;
        uint8_t want[64];
        groestl_hash(bits, msg, MSG_BYTES, want);
        if (rc[i] != GROESTL_OK || memcmp(want, got[i], bits / 8) != 0) {
            printf("FAIL %s: thread %d (rc %d)\n", phase, i, rc[i]);
            failures++;
        }
    }
    return failures;
}

/* ---- 1. First use of each backend, a child process each ----------------------------------- */

static int first_use_of(const char *name)
{
    if (groestl_set_backend(name) != GROESTL_OK)
        return 1;
    if (start_and_join(hash_once, NULL, NULL) != 0) {
        printf("FAIL: pthread_create\n");
        return 1;
    }
    int failures = check_once(name);
    printf("%s: %d threads at the first use of %s\n", failures ? "FAIL" : "ok  ", THREADS, name);
    return failures;
}

static int each_backend_first_use(void)
{
    int failures = 0;
    for (size_t i = 0; groestl_backend_name(i) != NULL; i++) {
        const char *name = groestl_backend_name(i);
        if (!groestl_backend_supported(name))
            continue;
        fflush(stdout);
#if defined(_WIN32)
        char self[MAX_PATH];
        DWORD n = GetModuleFileNameA(NULL, self, sizeof self);
        intptr_t status = n > 0 && n < sizeof self
                              ? _spawnl(_P_WAIT, self, "test_threads", "--first-use", name, NULL)
                              : -1;
        if (status != 0) {
            printf("FAIL: the child for %s (status %d)\n", name, (int)status);
            failures++;
        }
#else
        pid_t pid = fork();
        if (pid < 0) {
            printf("FAIL: fork\n");
            return failures + 1;
        }
        if (pid == 0) {
            int child_failures = first_use_of(name);
            fflush(stdout); /* _exit does not */
            _exit(child_failures != 0);
        }
        int status = 0;
        if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            printf("FAIL: the child for %s (status %d)\n", name, status);
            failures++;
        }
#endif
    }
    return failures;
}

/* ---- 3. Switching backends while hashing ---------------------------------------------------- */

static atomic_int switching;
static uint8_t want_once[2][64], want_batch[2][BATCH * 64];
static const void *batch_msgs[BATCH];
static size_t batch_lens[BATCH] = {0, 63, 64, 1000, MSG_BYTES};

static void *switcher(void *arg)
{
    (void)arg;
    while (atomic_load(&switching))
        for (size_t i = 0; groestl_backend_name(i) != NULL; i++) {
            const char *name = groestl_backend_name(i);
            groestl_set_backend(groestl_backend_supported(name) ? name : NULL);
        }
    groestl_set_backend(NULL);
    return NULL;
}

static void *hash_while_switching(void *arg)
{
    int id = (int)(size_t)arg, bad = 0;
    for (int round = 0; round < 40 && !bad; round++) {
        unsigned size = (unsigned)(id + round) % 2;
        unsigned bits = size ? 512 : 256;
        uint8_t d[BATCH * 64];
        if (groestl_hash(bits, msg, MSG_BYTES, d) != GROESTL_OK ||
            memcmp(d, want_once[size], bits / 8) != 0)
            bad = 1;
        if (groestl_hash_many(bits, batch_msgs, batch_lens, BATCH, d) != GROESTL_OK ||
            memcmp(d, want_batch[size], BATCH * bits / 8) != 0)
            bad = 2;
    }
    rc[id] = bad;
    return NULL;
}

static int switching_backends(void)
{
    for (int i = 0; i < BATCH; i++)
        batch_msgs[i] = msg;
    for (unsigned size = 0; size < 2; size++) {
        unsigned bits = size ? 512 : 256;
        groestl_hash(bits, msg, MSG_BYTES, want_once[size]);
        for (int i = 0; i < BATCH; i++)
            groestl_hash(bits, msg, batch_lens[i], want_batch[size] + i * (bits / 8));
    }
    pthread_t t;
    atomic_store(&switching, 1);
    if (start_and_join(hash_while_switching, &t, switcher) != 0) {
        printf("FAIL: pthread_create\n");
        return 1;
    }
    atomic_store(&switching, 0);
    pthread_join(t, NULL);
    int failures = 0;
    for (int i = 0; i < THREADS; i++)
        if (rc[i] != 0) {
            printf("FAIL switching: thread %d, %s\n", i, rc[i] == 1 ? "one message" : "batch");
            failures++;
        }
    printf("%s: %d threads hashing while the backend switches\n", failures ? "FAIL" : "ok  ",
           THREADS);
    return failures;
}

/* ---- 4. A forced backend stays forced --------------------------------------------------- */

/* The automatic choice reads GROESTL_BACKEND with getenv, which walks the environment: with
 * thousands of variables before it, a choice takes long enough that a groestl_set_backend
 * lands inside it on most tries, and a choice stored over it shows within a few reads. */
#define ENV_PADDING 20000
#define FORCE_TRIES 20000
#define READS_AFTER 2000

extern char **environ;

static void pad_environment(void)
{
    static char names[ENV_PADDING][32];
    size_t n = 0;
    while (environ[n] != NULL)
        n++;
    char **env = malloc((ENV_PADDING + n + 1) * sizeof *env);
    if (env == NULL)
        return;
    for (size_t i = 0; i < ENV_PADDING; i++) {
        snprintf(names[i], sizeof names[i], "GROESTL_TEST_PAD_%zu=1", i);
        env[i] = names[i];
    }
    memcpy(env + ENV_PADDING, environ, (n + 1) * sizeof *env);
    environ = env; /* kept to the end of the process */
}

static void *keep_choosing(void *arg)
{
    (void)arg;
    while (atomic_load(&switching))
        (void)groestl_backend(); /* makes the automatic choice whenever none is set */
    return NULL;
}

static int forced_backend_kept(void)
{
    pad_environment();
    pthread_t t;
    atomic_store(&switching, 1);
    if (pthread_create(&t, NULL, keep_choosing, NULL) != 0) {
        printf("FAIL: pthread_create\n");
        return 1;
    }
    long lost = 0;
    for (long i = 0; i < FORCE_TRIES; i++) {
        groestl_set_backend(NULL);
        for (volatile int spin = 0; spin < 1000; spin++)
            ; /* let the other thread start its choice */
        if (groestl_set_backend("portable") != GROESTL_OK) {
            lost++;
            continue;
        }
        for (int r = 0; r < READS_AFTER; r++) {
            const char *now = groestl_backend();
            if (now == NULL || strcmp(now, "portable") != 0) {
                lost++;
                break;
            }
        }
    }
    atomic_store(&switching, 0);
    pthread_join(t, NULL);
    groestl_set_backend(NULL);
    printf("%s: groestl_set_backend(\"portable\") %d times beside a thread choosing at first "
           "use: undone %ld times\n", lost ? "FAIL" : "ok  ", FORCE_TRIES, lost);
    return lost != 0;
}

int main(int argc, char **argv)
{
    for (size_t i = 0; i < MSG_BYTES; i++)
        msg[i] = (uint8_t)(i * 31 + 7);
    if (argc == 3 && strcmp(argv[1], "--first-use") == 0) /* a child of phase 1 */
        return first_use_of(argv[2]) != 0;
    int failures = each_backend_first_use();

    if (start_and_join(hash_once, NULL, NULL) != 0) {
        printf("FAIL: pthread_create\n");
        return 1;
    }
    int f = check_once("first use");
    printf("%s: %d threads at the library's first use (backend %s)\n", f ? "FAIL" : "ok  ",
           THREADS, groestl_backend());
    failures += f + switching_backends() + forced_backend_kept();
    printf("%s\n", failures ? "FAILED" : "PASSED");
    return failures != 0;
}
