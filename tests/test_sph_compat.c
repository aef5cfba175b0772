/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_sph_compat - code written against sphlib's Grøstl interface (sph_groestl.h), built
 * with include/groestl_sph.h behind that name (tests/sph_dropin/) or with sphlib itself.
 * It prints a line per digest of a random workload: messages fed in random pieces, contexts
 * used again after close without init (sphlib re-initialises them), 0 to 7 extra bits through
 * addbits_and_close, contexts forked by assignment mid-message; and Groestlcoin's genesis
 * block hash. Built on groestl_sph.h, it also checks each digest against groestl.h's own
 * calls; scripts/test.sh's c stage runs both builds with one seed and compares their lines.
 *
 *   test_sph_compat [SEED]            the seed defaults to the time; the first line prints it
 *   test_sph_compat --misuse WHAT     on groestl_sph.h: uninitialised, size, bits or null,
 *                                     which must end the program with a line naming it
 */
#include <inttypes.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sph_groestl.h"
#include "test_util.h"

#define MAX_LEN 20000

static uint8_t msg[MAX_LEN + 1];

/* sphlib's functions of one size, through its context types. */
typedef struct {
    unsigned bits;
    size_t context_size;
    void (*init)(void *cc);
    void (*update)(void *cc, const void *data, size_t len);
    void (*close)(void *cc, void *dst);
    void (*addbits_and_close)(void *cc, unsigned ub, unsigned n, void *dst);
} sph_size;

static const sph_size sizes[] = {
    {224, sizeof(sph_groestl224_context), sph_groestl224_init, sph_groestl224,
     sph_groestl224_close, sph_groestl224_addbits_and_close},
    {256, sizeof(sph_groestl256_context), sph_groestl256_init, sph_groestl256,
     sph_groestl256_close, sph_groestl256_addbits_and_close},
    {384, sizeof(sph_groestl384_context), sph_groestl384_init, sph_groestl384,
     sph_groestl384_close, sph_groestl384_addbits_and_close},
    {512, sizeof(sph_groestl512_context), sph_groestl512_init, sph_groestl512,
     sph_groestl512_close, sph_groestl512_addbits_and_close},
};

/* The largest context, to hold any size's. */
typedef union {
    sph_groestl_small_context small;
    sph_groestl_big_context big;
} any_context;

static void print_digest(unsigned bits, const char *kind, int i, const uint8_t *digest)
{
    printf("%u %s %d ", bits, kind, i);
    print_hex(digest, bits / 8);
}

/* Against groestl.h's own calls: len bytes of msg and then extra_bits of msg[len]. */
static void check(unsigned bits, const char *kind, int i, size_t len, unsigned extra_bits,
                  const uint8_t *got)
{
#ifdef GROESTL_SPH_H
    uint8_t want[64];
    groestl_ctx ctx;
    if (groestl_init(&ctx, bits) != GROESTL_OK ||
        groestl_update_bits(&ctx, msg, 8 * (uint64_t)len + extra_bits) != GROESTL_OK ||
        groestl_final(&ctx, want) != GROESTL_OK) {
        printf("FAIL %u %s %d: groestl.h's calls failed\n", bits, kind, i);
        failures++;
    } else if (memcmp(want, got, bits / 8) != 0) {
        char who[64];
        snprintf(who, sizeof who, "Grøstl-%u %s %d", bits, kind, i);
        fail_bytes(who, "groestl_sph.h and groestl.h differ", want, got, bits / 8);
    }
#else
    (void)bits, (void)kind, (void)i, (void)len, (void)extra_bits, (void)got;
#endif
}

/* len random bytes in random pieces, on a context that the last close left ready. */
static void feed(const sph_size *s, void *cc, size_t len)
{
    size_t done = 0;
    fill(msg, len);
    while (done < len) {
        size_t piece = below(4) == 0 ? below(len - done + 1) : below(150);
        if (piece > len - done)
            piece = len - done;
        s->update(cc, msg + done, piece);
        done += piece;
    }
    if (below(3) == 0)
        s->update(cc, msg, 0); /* an empty update changes nothing */
}

static size_t random_length(void)
{
    switch (below(20)) {
    case 0:
        return MAX_LEN - below(300);
    case 1:
        return 64 * below(8) + below(2) * 128; /* block boundaries of both sizes */
    default:
        return below(700);
    }
}

static void workload(const sph_size *s)
{
    any_context cc, fork;
    uint8_t digest[64], forked[64];
    s->init(&cc);
    for (int i = 0; i < 200; i++) { /* close leaves cc ready: no init between messages */
        size_t len = random_length();
        feed(s, &cc, len);
        s->close(&cc, digest);
        print_digest(s->bits, "close", i, digest);
        check(s->bits, "close", i, len, 0, digest);
    }
    for (int i = 0; i < 64; i++) {
        size_t len = random_length();
        unsigned n = (unsigned)i % 8, ub = (unsigned)rnd() & 0xff;
        feed(s, &cc, len);
        s->addbits_and_close(&cc, ub, n, digest);
        print_digest(s->bits, "addbits", i, digest);
        msg[len] = (uint8_t)ub;
        check(s->bits, "addbits", i, len, n, digest);
    }
    for (int i = 0; i < 16; i++) { /* a midstate: the prefix once, two endings */
        size_t prefix = below(400), len = prefix + below(400);
        fill(msg, len);
        s->update(&cc, msg, prefix);
        memcpy(&fork, &cc, s->context_size);
        s->update(&cc, msg + prefix, len - prefix);
        s->close(&cc, digest);
        print_digest(s->bits, "fork-a", i, digest);
        check(s->bits, "fork-a", i, len, 0, digest);
        s->close(&fork, forked);
        print_digest(s->bits, "fork-b", i, forked);
        check(s->bits, "fork-b", i, prefix, 0, forked);
    }
}

static uint8_t hex_digit(char c)
{
    return (uint8_t)(c <= '9' ? c - '0' : c - 'a' + 10);
}

static uint8_t hex_byte(const char *p)
{
    return (uint8_t)(hex_digit(p[0]) << 4 | hex_digit(p[1]));
}

/* Groestlcoin's block hash, as its node computes it: Grøstl-512 of Grøstl-512, 32 bytes. */
static void genesis_block(void)
{
    /* Version 112, no previous block, its Merkle root, time 1395342829, bits 0x1e0fffff,
     * nonce 220035: little-endian fields. */
    static const char header_hex[] =
        "70000000" "0000000000000000000000000000000000000000000000000000000000000000"
        "bb2866aaca46c4428ad08b57bc9d1493abaf64724b6c3052a7c8f958df68e93c"
        "ed3d2b53" "ffff0f1e" "835b0300";
    /* The block hash as the chain shows it (byte-reversed). */
    static const char hash_hex[] =
        "00000ac5927c594d49cc0bdb81759d0da8297eb614683d3acb62f0703b639023";
    uint8_t header[80], first[64], second[64], want[32];
    for (int i = 0; i < 80; i++)
        header[i] = hex_byte(header_hex + 2 * i);
    for (int i = 0; i < 32; i++)
        want[31 - i] = hex_byte(hash_hex + 2 * i);
    sph_groestl512_context cc;
    sph_groestl512_init(&cc);
    sph_groestl512(&cc, header, sizeof header);
    sph_groestl512_close(&cc, first);
    sph_groestl512(&cc, first, sizeof first);
    sph_groestl512_close(&cc, second);
    printf("512 genesis 0 ");
    print_hex(second, 32);
    if (memcmp(second, want, 32) != 0)
        fail_bytes("Groestlcoin's genesis block", "hash", want, second, 32);
}

#ifdef GROESTL_SPH_H
/* What sphlib leaves undefined ends the program here, with a line naming it: the misuse
 * tests (tests/CMakeLists.txt) look for the line. */
static void aborted(int signal_number)
{
    (void)signal_number;
    _Exit(3); /* an exit status ctest reads as the program's, where abort() is a crash to it */
}

static int misuse(const char *what)
{
    signal(SIGABRT, aborted);
    sph_groestl256_context cc;
    uint8_t digest[64];
    memset(&cc, 0xa5, sizeof cc);
    if (strcmp(what, "uninitialised") == 0) {
        sph_groestl256(&cc, "abc", 3);
    } else if (strcmp(what, "size") == 0) {
        sph_groestl224_init(&cc);
        sph_groestl256_close(&cc, digest);
    } else if (strcmp(what, "bits") == 0) {
        sph_groestl256_init(&cc);
        sph_groestl256_addbits_and_close(&cc, 0, 8, digest);
    } else if (strcmp(what, "null") == 0) {
        sph_groestl256_init(&cc);
        sph_groestl256(&cc, NULL, 1);
    }
    printf("FAIL --misuse %s: the program went on\n", what);
    return 1;
}
#endif

int main(int argc, char **argv)
{
#ifdef GROESTL_SPH_H
    if (argc == 3 && strcmp(argv[1], "--misuse") == 0)
        return misuse(argv[2]);
#endif
    uint64_t seed = seed_from(argc > 1 ? argv[1] : NULL);
    printf("seed %" PRIu64 "\n", seed);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        workload(&sizes[i]);
    genesis_block();
#ifdef GROESTL_SPH_H
    printf("%s: sph_groestl.h's calls over groestl_sph.h, backend %s\n",
           failures ? "FAILED" : "PASSED", groestl_backend());
#endif
    return failures != 0;
}
