/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_api - the API's contract: random update splits give the one-call digest, and every
 * error rule of groestl.h holds (and a rejected call changes nothing).
 *
 *   test_api [SEED]          the seed defaults to the time; it is printed to reproduce a run
 *   test_api --env-backend   run with GROESTL_BACKEND naming a backend that does not exist
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "groestl.h"
#include "test_util.h"

static int init(groestl_ctx *ctx, unsigned bits, int v0)
{
    return v0 ? groestl0_init(ctx, bits) : groestl_init(ctx, bits);
}

static int one_call(unsigned bits, int v0, const void *msg, size_t len, uint8_t *out)
{
    return v0 ? groestl0_hash(bits, msg, len, out) : groestl_hash(bits, msg, len, out);
}

static int is_zero(const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != 0)
            return 0;
    return 1;
}

/* Random messages in random pieces (some empty, some by update_bits in whole bytes) give
 * the one-call digest, for the usual sizes and odd ones, both versions. */
static void test_random_splits(void)
{
    static const unsigned sizes[] = {224, 256, 384, 512, 8, 136, 248, 264, 320, 504};
    static uint8_t msg[3000];
    for (size_t i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)rnd();
    for (int iter = 0; iter < 600; iter++) {
        unsigned bits = sizes[iter % (sizeof sizes / sizeof *sizes)];
        int v0 = (iter / 10) % 2;
        size_t len = iter < 300 ? below(300) : below(sizeof msg + 1);
        uint8_t want[64], got[64];
        CHECK(one_call(bits, v0, msg, len, want) == GROESTL_OK);

        groestl_ctx ctx;
        CHECK(init(&ctx, bits, v0) == GROESTL_OK);
        size_t done = 0;
        while (done < len) {
            size_t piece = below(len - done + 1);
            if (rnd() % 4 == 0 && piece > 2)
                piece = below(3); /* many tiny (and empty) pieces */
            if (rnd() % 2)
                CHECK(groestl_update(&ctx, msg + done, piece) == GROESTL_OK);
            else
                CHECK(groestl_update_bits(&ctx, msg + done, 8 * (uint64_t)piece) == GROESTL_OK);
            done += piece;
        }
        CHECK(groestl_final(&ctx, got) == GROESTL_OK);
        if (memcmp(want, got, bits / 8) != 0) {
            printf("FAIL split mismatch: bits=%u v0=%d len=%zu\n", bits, v0, len);
            failures++;
        }
    }
}

/* A message with a partial last byte: only its top bits count, and the split into bytes and
 * then bits gives the same digest as one update_bits call. */
static void test_bit_messages(void)
{
    uint8_t msg[200], a[64], b[64];
    for (int iter = 0; iter < 300; iter++) {
        unsigned bits = iter % 2 ? 512 : 256;
        uint64_t nbits = 1 + below(8 * sizeof msg - 1);
        for (size_t i = 0; i < sizeof msg; i++)
            msg[i] = (uint8_t)rnd();
        groestl_ctx ctx;
        CHECK(groestl_init(&ctx, bits) == GROESTL_OK);
        CHECK(groestl_update_bits(&ctx, msg, nbits) == GROESTL_OK);
        CHECK(groestl_final(&ctx, a) == GROESTL_OK);

        if (nbits % 8 != 0) /* flip the ignored low bits of the last byte */
            msg[nbits / 8] ^= (uint8_t)(0xffu >> (nbits % 8));
        size_t cut = below((size_t)(nbits / 8) + 1);
        CHECK(groestl_init(&ctx, bits) == GROESTL_OK);
        CHECK(groestl_update(&ctx, msg, cut) == GROESTL_OK);
        CHECK(groestl_update_bits(&ctx, msg + cut, nbits - 8 * cut) == GROESTL_OK);
        CHECK(groestl_final(&ctx, b) == GROESTL_OK);
        CHECK(memcmp(a, b, bits / 8) == 0);
    }
}

static void test_digest_sizes(void)
{
    groestl_ctx ctx;
    uint8_t d[64];
    for (unsigned bits = 0; bits <= 1024; bits++) {
        int valid = bits >= 8 && bits <= 512 && bits % 8 == 0;
        int want = valid ? GROESTL_OK : GROESTL_ERR_DIGEST_SIZE;
        CHECK(groestl_init(&ctx, bits) == want);
        CHECK(groestl0_init(&ctx, bits) == want);
        memset(d, 0xaa, sizeof d);
        CHECK(groestl_hash(bits, "abc", 3, d) == want);
        if (!valid) {
            uint8_t untouched[64];
            memset(untouched, 0xaa, sizeof untouched);
            CHECK(memcmp(d, untouched, sizeof d) == 0);
            CHECK(groestl_update(&ctx, "x", 1) == GROESTL_ERR_STATE); /* failed init */
        }
    }
    CHECK(groestl_init(&ctx, UINT32_MAX) == GROESTL_ERR_DIGEST_SIZE);
    /* Digests of different sizes are different functions, not truncations of each other. */
    uint8_t d256[32], d248[31];
    CHECK(groestl_hash(256, "", 0, d256) == GROESTL_OK);
    CHECK(groestl_hash(248, "", 0, d248) == GROESTL_OK);
    CHECK(memcmp(d256 + 1, d248, 31) != 0);
}

static void test_null_pointers(void)
{
    groestl_ctx ctx;
    uint8_t d[64];
    CHECK(groestl_init(NULL, 256) == GROESTL_ERR_NULL);
    CHECK(groestl0_init(NULL, 256) == GROESTL_ERR_NULL);
    CHECK(groestl_update(NULL, "a", 1) == GROESTL_ERR_NULL);
    CHECK(groestl_update_bits(NULL, "a", 8) == GROESTL_ERR_NULL);
    CHECK(groestl_final(NULL, d) == GROESTL_ERR_NULL);
    CHECK(groestl_hash(256, NULL, 1, d) == GROESTL_ERR_NULL);
    CHECK(groestl_hash(256, "a", 1, NULL) == GROESTL_ERR_NULL);
    CHECK(groestl0_hash(256, NULL, 5, d) == GROESTL_ERR_NULL);
    CHECK(groestl_hash(256, NULL, 0, d) == GROESTL_OK); /* empty message: NULL is fine */

    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    groestl_ctx before = ctx;
    CHECK(groestl_update(&ctx, NULL, 1) == GROESTL_ERR_NULL);
    CHECK(groestl_update_bits(&ctx, NULL, 1) == GROESTL_ERR_NULL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    CHECK(groestl_update(&ctx, NULL, 0) == GROESTL_OK);
    CHECK(groestl_update_bits(&ctx, NULL, 0) == GROESTL_OK);
    CHECK(groestl_final(&ctx, NULL) == GROESTL_ERR_NULL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0); /* still usable */
    uint8_t want[32];
    CHECK(groestl_hash(256, NULL, 0, want) == GROESTL_OK);
    CHECK(groestl_final(&ctx, d) == GROESTL_OK);
    CHECK(memcmp(d, want, 32) == 0);
}

static void test_partial_byte_rule(void)
{
    groestl_ctx ctx;
    uint8_t d[64];
    const uint8_t byte = 0xb5;
    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    CHECK(groestl_update(&ctx, "abc", 3) == GROESTL_OK);
    CHECK(groestl_update_bits(&ctx, &byte, 3) == GROESTL_OK);
    groestl_ctx before = ctx;
    CHECK(groestl_update(&ctx, "x", 1) == GROESTL_ERR_PARTIAL);
    CHECK(groestl_update(&ctx, "x", 0) == GROESTL_ERR_PARTIAL);
    CHECK(groestl_update_bits(&ctx, &byte, 5) == GROESTL_ERR_PARTIAL);
    CHECK(groestl_update_bits(&ctx, &byte, 0) == GROESTL_ERR_PARTIAL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    CHECK(groestl_final(&ctx, d) == GROESTL_OK);
    /* A byte-aligned update_bits leaves the context open. */
    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    CHECK(groestl_update_bits(&ctx, "abcd", 16) == GROESTL_OK);
    CHECK(groestl_update(&ctx, "cd", 2) == GROESTL_OK);
    CHECK(groestl_final(&ctx, d) == GROESTL_OK);
    uint8_t want[32];
    CHECK(groestl_hash(256, "abcd", 4, want) == GROESTL_OK);
    CHECK(memcmp(d, want, 32) == 0);
}

static void test_after_final(void)
{
    groestl_ctx ctx;
    uint8_t d[64], before[64];
    CHECK(groestl_init(&ctx, 512) == GROESTL_OK);
    CHECK(groestl_update(&ctx, "secret", 6) == GROESTL_OK);
    CHECK(groestl_final(&ctx, d) == GROESTL_OK);
    CHECK(is_zero(&ctx, sizeof ctx)); /* wiped */
    memcpy(before, d, sizeof d);
    CHECK(groestl_update(&ctx, "x", 1) == GROESTL_ERR_STATE);
    CHECK(groestl_update(&ctx, NULL, 0) == GROESTL_ERR_STATE);
    CHECK(groestl_update_bits(&ctx, "x", 3) == GROESTL_ERR_STATE);
    CHECK(groestl_final(&ctx, d) == GROESTL_ERR_STATE);
    CHECK(memcmp(before, d, sizeof d) == 0); /* no digest written */
    /* A context that was never initialised (here: zeroed) is refused the same way. */
    groestl_ctx zero;
    memset(&zero, 0, sizeof zero);
    CHECK(groestl_update(&zero, "x", 1) == GROESTL_ERR_STATE);
    CHECK(groestl_final(&zero, d) == GROESTL_ERR_STATE);
}

/* A context whose fields were overwritten (it carries the right magic word, so only the
 * fields tell) is refused with GROESTL_ERR_STATE before any buffer or pointer is used: under
 * AddressSanitizer an access past the buffer would stop the test. */
static void test_corrupted_context(void)
{
    static const struct {
        const char *field;
        unsigned bits; /* the size init gets */
        int buffered, partial_bits, digest_bits, variant;
        int backend_junk; /* replace the backend pointer by the address of a local */
    } cases[] = {
        {"buffered at the block size", 256, 64, -1, -1, -1, 0},
        {"buffered past the block", 256, 200, -1, -1, -1, 0},
        {"buffered past a wide block", 512, 128, -1, -1, -1, 0},
        {"partial_bits over 7", 256, -1, 8, -1, -1, 0},
        {"digest_bits 4096", 512, -1, -1, 4096, -1, 0},
        {"digest_bits 0", 256, -1, -1, 0, -1, 0},
        {"digest_bits not whole bytes", 256, -1, -1, 250, -1, 0},
        {"digest_bits wide on a narrow state", 256, -1, -1, 512, -1, 0},
        {"unknown variant bits", 256, -1, -1, -1, 0x80, 0},
        {"narrow variant with a wide digest", 512, -1, -1, -1, 0, 0},
        {"backend pointer", 256, -1, -1, -1, -1, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        groestl_ctx ctx, before;
        uint8_t d[GROESTL_MAX_DIGEST_BYTES], d_before[sizeof d];
        int junk = 0;
        CHECK(groestl_init(&ctx, cases[i].bits) == GROESTL_OK);
        CHECK(groestl_update(&ctx, "abc", 3) == GROESTL_OK);
        if (cases[i].buffered >= 0)
            ctx.buffered = (uint8_t)cases[i].buffered;
        if (cases[i].partial_bits >= 0)
            ctx.partial_bits = (uint8_t)cases[i].partial_bits;
        if (cases[i].digest_bits >= 0)
            ctx.digest_bits = (uint16_t)cases[i].digest_bits;
        if (cases[i].variant >= 0)
            ctx.variant = (uint8_t)cases[i].variant;
        if (cases[i].backend_junk)
            ctx.backend = &junk;
        before = ctx;
        memset(d, 0x5a, sizeof d);
        memcpy(d_before, d, sizeof d);
        int rc_update = groestl_update(&ctx, "0123456789", 10);
        int rc_bits = groestl_update_bits(&ctx, "x", 3);
        int rc_final = groestl_final(&ctx, d);
        if (rc_update != GROESTL_ERR_STATE || rc_bits != GROESTL_ERR_STATE ||
            rc_final != GROESTL_ERR_STATE)
            printf("FAIL corrupted context (%s): update %d, update_bits %d, final %d\n",
                   cases[i].field, rc_update, rc_bits, rc_final);
        CHECK(rc_update == GROESTL_ERR_STATE && rc_bits == GROESTL_ERR_STATE &&
              rc_final == GROESTL_ERR_STATE);
        CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
        CHECK(memcmp(d, d_before, sizeof d) == 0);
    }
    /* A block count that leaves no room for the padding cannot come from absorb(). */
    groestl_ctx ctx;
    uint8_t d[32];
    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    ctx.blocks = UINT64_MAX;
    CHECK(groestl_final(&ctx, d) == GROESTL_ERR_STATE);
}

/* The batch calls' errors: checked before anything is written, so a failing call leaves
 * every digest as it was. */
static void test_many_errors(void)
{
    const void *msgs[3] = {"abc", NULL, "de"};
    size_t lens[3] = {3, 0, 2};
    uint8_t d[3 * 64], before[sizeof d], in[2 * 64] = {0};
    memset(d, 0x5a, sizeof d);
    memcpy(before, d, sizeof d);
    CHECK(groestl_hash_many(0, msgs, lens, 3, d) == GROESTL_ERR_DIGEST_SIZE);
    CHECK(groestl_hash_many(260, msgs, lens, 3, d) == GROESTL_ERR_DIGEST_SIZE);
    CHECK(groestl_hash_many(520, msgs, lens, 3, d) == GROESTL_ERR_DIGEST_SIZE);
    CHECK(groestl_hash_many(256, NULL, lens, 3, d) == GROESTL_ERR_NULL);
    CHECK(groestl_hash_many(256, msgs, NULL, 3, d) == GROESTL_ERR_NULL);
    CHECK(groestl_hash_many(256, msgs, lens, 3, NULL) == GROESTL_ERR_NULL);
    lens[1] = 1; /* NULL message with a length: found before message 0's digest is written */
    CHECK(groestl_hash_many(256, msgs, lens, 3, d) == GROESTL_ERR_NULL);
    CHECK(memcmp(d, before, sizeof d) == 0);
    lens[1] = 0;
    /* n = 0 needs no pointer at all; NULL with a zero length is the empty message */
    CHECK(groestl_hash_many(256, NULL, NULL, 0, NULL) == GROESTL_OK);
    CHECK(groestl_hash_many(384, msgs, lens, 3, d) == GROESTL_OK);
    uint8_t one[48];
    for (int i = 0; i < 3; i++) {
        CHECK(groestl_hash(384, msgs[i], lens[i], one) == GROESTL_OK);
        CHECK(memcmp(one, d + 48 * i, 48) == 0);
    }
    memcpy(before, d, sizeof d);
    CHECK(groestl256_output_transform_many(NULL, 2, d) == GROESTL_ERR_NULL);
    CHECK(groestl256_output_transform_many(in, 2, NULL) == GROESTL_ERR_NULL);
    CHECK(groestl256_output_transform_many(NULL, 0, NULL) == GROESTL_OK);
    CHECK(memcmp(d, before, sizeof d) == 0);
    /* Lengths no object can have: refused before anything is read or written (a size
     * computed from one near SIZE_MAX wrapped, and a copy of ~2^64 bytes went to the stack). */
    const void *huge_msgs[2] = {"abc", "de"};
    size_t huge_lens[2] = {3, SIZE_MAX - 40};
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        memcpy(before, d, sizeof d);
        CHECK(groestl_hash_many(bits, huge_msgs, huge_lens, 2, d) == GROESTL_ERR_TOO_LONG);
        huge_lens[1] = (size_t)PTRDIFF_MAX + 1;
        CHECK(groestl_hash_many(bits, huge_msgs, huge_lens, 2, d) == GROESTL_ERR_TOO_LONG);
        huge_lens[1] = SIZE_MAX - 40;
        CHECK(memcmp(d, before, sizeof d) == 0);
    }
    CHECK(groestl256_output_transform_many(in, SIZE_MAX / 32, d) == GROESTL_ERR_TOO_LONG);
    CHECK(memcmp(d, before, sizeof d) == 0);
    /* What the 2-to-1 compression is: not Grøstl-256 of the 64 bytes. */
    CHECK(groestl256_output_transform_many(in, 1, d) == GROESTL_OK);
    CHECK(groestl_hash(256, in, 64, one) == GROESTL_OK);
    CHECK(memcmp(d, one, 32) != 0);
}

/* Messages and the digests they go to: the messages may overlap each other, never the digests
 * (within a group of 64 all messages are read before a digest is written; across groups they
 * are not, so no overlap is allowed at all: GROESTL_ERR_OVERLAP, nothing written). */
static void test_many_overlap(void)
{
    enum { N = 70 }; /* more than one group of 64 */
    static uint8_t area[N * 32 + 200];
    const void *msgs[N];
    size_t lens[N];
    uint8_t want[N * 32], before[sizeof area];
    for (size_t i = 0; i < sizeof area; i++)
        area[i] = (uint8_t)(i * 7 + 1);
    uint8_t *digests = area + 100;
    for (size_t i = 0; i < N; i++) { /* all in front of the digests, overlapping each other */
        msgs[i] = area + i;
        lens[i] = 40 + i % 50;
        if ((const uint8_t *)msgs[i] + lens[i] > digests)
            lens[i] = (size_t)(digests - (const uint8_t *)msgs[i]);
    }
    for (size_t i = 0; i < N; i++)
        CHECK(groestl_hash(256, msgs[i], lens[i], want + 32 * i) == GROESTL_OK);
    CHECK(groestl_hash_many(256, msgs, lens, N, digests) == GROESTL_OK);
    CHECK(memcmp(digests, want, sizeof want) == 0);
    /* the last message reaches one byte into the digests (those of a later group) */
    msgs[N - 1] = digests + 32 * 64 - 10;
    lens[N - 1] = 11;
    memcpy(before, area, sizeof area);
    CHECK(groestl_hash_many(256, msgs, lens, N, digests) == GROESTL_ERR_OVERLAP);
    CHECK(memcmp(before, area, sizeof area) == 0);
    /* a message starting at the digests' end does not overlap */
    msgs[N - 1] = digests + 32 * N;
    lens[N - 1] = 50;
    CHECK(groestl_hash_many(256, msgs, lens, N, digests) == GROESTL_OK);
    /* an empty message anywhere is fine */
    msgs[0] = digests + 5;
    lens[0] = 0;
    CHECK(groestl_hash_many(256, msgs, lens, N, digests) == GROESTL_OK);
}

static void test_version(void)
{
    CHECK(strcmp(groestl_version(), GROESTL_VERSION_STRING) == 0);
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", GROESTL_VERSION_MAJOR, GROESTL_VERSION_MINOR,
             GROESTL_VERSION_PATCH);
    CHECK(strcmp(groestl_version(), want) == 0);
}

/* The padded message may count at most 2^64-1 blocks. Hashing that much is out of reach, so
 * the (private) block counter is set close to the limit. */
static void test_length_limit(void)
{
    groestl_ctx ctx, before;
    uint8_t d[64], buf[300] = {0};
    struct {
        unsigned bits;
        uint64_t blocks_done;
        size_t len;
        int want;
    } cases[] = {
        /* 512-bit state: 55 bytes still fit one padding block (440 + 65 <= 512), 56 do not. */
        {256, UINT64_MAX - 1, 55, GROESTL_OK},
        {256, UINT64_MAX - 1, 56, GROESTL_ERR_TOO_LONG},
        {256, UINT64_MAX - 1, 64, GROESTL_ERR_TOO_LONG},
        {256, UINT64_MAX - 2, 64, GROESTL_OK},
        {256, UINT64_MAX - 2, 119, GROESTL_OK},
        {256, UINT64_MAX - 2, 120, GROESTL_ERR_TOO_LONG},
        {256, UINT64_MAX, 0, GROESTL_OK}, /* an empty update adds nothing... */
        /* 1024-bit state: 119 bytes fit one padding block, 120 do not. */
        {512, UINT64_MAX - 1, 119, GROESTL_OK},
        {512, UINT64_MAX - 1, 120, GROESTL_ERR_TOO_LONG},
        {512, UINT64_MAX - 2, 247, GROESTL_OK},
        {512, UINT64_MAX - 2, 248, GROESTL_ERR_TOO_LONG},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        CHECK(groestl_init(&ctx, cases[i].bits) == GROESTL_OK);
        ctx.blocks = cases[i].blocks_done;
        before = ctx;
        int rc = groestl_update(&ctx, buf, cases[i].len);
        if (rc != cases[i].want)
            printf("FAIL length limit case %zu: got %d want %d\n", i, rc, cases[i].want);
        failures += rc != cases[i].want;
        if (rc != GROESTL_OK)
            CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    }
    /* Bits count too: 55 bytes and 1 bit still fit the single padding block, 55 bytes and 7
     * bits too (447 + 65 = 512), 56 bytes and 1 bit do not. */
    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    ctx.blocks = UINT64_MAX - 1;
    CHECK(groestl_update_bits(&ctx, buf, 447) == GROESTL_OK);
    CHECK(groestl_final(&ctx, d) == GROESTL_OK);
    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    ctx.blocks = UINT64_MAX - 1;
    CHECK(groestl_update_bits(&ctx, buf, 448) == GROESTL_ERR_TOO_LONG);
    /* ...but the message that is already at the limit is refused at the first new byte. */
    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    ctx.blocks = UINT64_MAX;
    CHECK(groestl_update(&ctx, buf, 1) == GROESTL_ERR_TOO_LONG);
}

static void test_strerror(void)
{
    const int codes[] = {GROESTL_OK,           GROESTL_ERR_NULL,    GROESTL_ERR_DIGEST_SIZE,
                         GROESTL_ERR_STATE,    GROESTL_ERR_PARTIAL, GROESTL_ERR_TOO_LONG,
                         GROESTL_ERR_BACKEND, GROESTL_ERR_OVERLAP};
    size_t n = sizeof codes / sizeof *codes;
    const char *unknown = groestl_strerror(-1000);
    CHECK(unknown != NULL && strstr(unknown, "unknown") != NULL);
    CHECK(strcmp(groestl_strerror(1), unknown) == 0);
    for (size_t i = 0; i < n; i++) {
        const char *s = groestl_strerror(codes[i]);
        CHECK(s != NULL && s[0] != '\0' && strcmp(s, unknown) != 0);
        for (size_t j = 0; j < i; j++)
            CHECK(strcmp(s, groestl_strerror(codes[j])) != 0);
    }
}

static void test_backend_api(void)
{
    CHECK(groestl_backend() != NULL);
    CHECK(groestl_backend_name(0) != NULL);
    CHECK(groestl_backend_supported("portable"));
    CHECK(!groestl_backend_supported("no-such-backend"));
    CHECK(!groestl_backend_supported(NULL));
    CHECK(groestl_set_backend("no-such-backend") == GROESTL_ERR_BACKEND);
    CHECK(groestl_backend() != NULL); /* a refused choice changes nothing */
    CHECK(groestl_set_backend("portable") == GROESTL_OK);
    CHECK(strcmp(groestl_backend(), "portable") == 0);
    CHECK(groestl_set_backend(NULL) == GROESTL_OK);
    CHECK(groestl_backend() != NULL);
    size_t count = 0;
    while (groestl_backend_name(count) != NULL)
        count++;
    CHECK(count >= 1);
    CHECK(strcmp(groestl_backend_name(count - 1), "portable") == 0); /* always, and last */
    CHECK(!groestl_backend_constant_time("portable"));
}

/* The automatic choice (GROESTL_BACKEND unset): the first backend of the list that is
 * constant-time and runs here, never a table backend. bitsliced runs on every CPU, so only a
 * build configured without it can fall back to portable. With GROESTL_TEST_EXPECT_BACKEND
 * set (scripts/test.sh, per CPU model), it must be that one. */
static void test_automatic_choice(void)
{
    const char *env = getenv("GROESTL_BACKEND"), *expect = getenv("GROESTL_TEST_EXPECT_BACKEND");
    if (env != NULL && env[0] != '\0')
        return;
    CHECK(groestl_set_backend(NULL) == GROESTL_OK);
    const char *chosen = groestl_backend(), *first = NULL;
    for (size_t i = 0; first == NULL && groestl_backend_name(i) != NULL; i++) {
        const char *name = groestl_backend_name(i);
        if (groestl_backend_constant_time(name) && groestl_backend_supported(name))
            first = name;
    }
    CHECK(chosen != NULL);
    if (chosen == NULL)
        return;
    printf("automatic choice: %s\n", chosen);
    CHECK(strcmp(chosen, first != NULL ? first : "portable") == 0);
    CHECK(strcmp(chosen, "tables64") != 0);
    if (expect != NULL && expect[0] != '\0')
        CHECK(strcmp(chosen, expect) == 0);
}

/* Run with GROESTL_BACKEND set to a name no build has. */
static int env_backend(void)
{
    groestl_ctx ctx;
    uint8_t d[32];
    CHECK(groestl_backend() == NULL);
    CHECK(groestl_init(&ctx, 256) == GROESTL_ERR_BACKEND);
    CHECK(groestl_hash(256, "", 0, d) == GROESTL_ERR_BACKEND);
    CHECK(groestl_set_backend("portable") == GROESTL_OK); /* the API still overrides it */
    CHECK(groestl_init(&ctx, 256) == GROESTL_OK);
    printf("%s: --env-backend\n", failures ? "FAILED" : "PASSED");
    return failures != 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--env-backend") == 0)
        return env_backend();
    uint64_t seed = seed_from(argc > 1 ? argv[1] : NULL);
    printf("seed %" PRIu64 ", backend %s\n", seed, groestl_backend());
    test_random_splits();
    test_bit_messages();
    test_digest_sizes();
    test_null_pointers();
    test_partial_byte_rule();
    test_after_final();
    test_corrupted_context();
    test_version();
    test_many_errors();
    test_many_overlap();
    test_length_limit();
    test_strerror();
    test_backend_api();
    test_automatic_choice();
    printf("%s: %d failure(s)\n", failures ? "FAILED" : "PASSED", failures);
    return failures != 0;
}
