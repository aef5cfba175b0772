/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_util.h - what the C tests share: a failure count and report, a seeded random generator
 * (the seed is printed, and a test takes it back as an argument to repeat a run).
 */
#ifndef GROESTL_TEST_UTIL_H
#define GROESTL_TEST_UTIL_H

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int failures;

/* A check that counts a failure and goes on. */
#define CHECK(cond)                                                                           \
    do {                                                                                      \
        if (!(cond)) {                                                                        \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                           \
            failures++;                                                                       \
        }                                                                                     \
    } while (0)

static inline void print_hex(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        printf("%02x", p[i]);
    printf("\n");
}

/* "FAIL who: what", then the two byte strings; counts a failure. */
static inline void fail_bytes(const char *who, const char *what, const uint8_t *want,
                              const uint8_t *got, size_t n)
{
    printf("FAIL %s: %s\n  want ", who, what);
    print_hex(want, n);
    printf("  got  ");
    print_hex(got, n);
    failures++;
}

/* ---- Random: xorshift64* ---------------------------------------------------------------- */

static uint64_t rng_state = 1;

static inline uint64_t rnd(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545F4914F6CDD1Dull;
}

static inline size_t below(size_t n)
{
    return n == 0 ? 0 : (size_t)(rnd() % n);
}

static inline void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)rnd();
}

/* The seed: arg if given (a number, as printed by an earlier run), else the time. */
static inline uint64_t seed_from(const char *arg)
{
    rng_state = arg != NULL ? strtoull(arg, NULL, 0) : (uint64_t)time(NULL);
    if (rng_state == 0)
        rng_state = 1;
    return rng_state;
}

#endif /* GROESTL_TEST_UTIL_H */
