/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_threads - threads that start hashing at once, racing at the library's first use (the
 * lazy backend choice), all get the digests a single thread computes afterwards.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "groestl.h"

#define THREADS 8
#define MSG_BYTES 5000

static uint8_t msg[MSG_BYTES];
static uint8_t got[THREADS][64];
static int rc[THREADS];

static void *worker(void *arg)
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

int main(void)
{
    for (size_t i = 0; i < MSG_BYTES; i++)
        msg[i] = (uint8_t)(i * 31 + 7);
    pthread_t t[THREADS];
    for (int i = 0; i < THREADS; i++)
        if (pthread_create(&t[i], NULL, worker, (void *)(size_t)i) != 0) {
            printf("FAIL: pthread_create\n");
            return 1;
        }
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);

    int failures = 0;
    for (int i = 0; i < THREADS; i++) {
        unsigned bits = i % 2 ? 512 : 256;
        uint8_t want[64];
        groestl_hash(bits, msg, MSG_BYTES, want);
        if (rc[i] != GROESTL_OK || memcmp(want, got[i], bits / 8) != 0) {
            printf("FAIL: thread %d (rc %d)\n", i, rc[i]);
            failures++;
        }
    }
    printf("%s: %d threads, backend %s\n", failures ? "FAILED" : "PASSED", THREADS,
           groestl_backend());
    return failures != 0;
}
