/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_stack_wipe - no copy of a chaining value stays on the stack after groestl_update or
 * groestl_final returns, on every backend the CPU runs. When the state derives from a key
 * (HMAC, a KDF) such a copy is the key's equivalent.
 *
 * Each call runs in a thread whose stack is a buffer of ours, zeroed before (Windows: see
 * on_own_stack); after the thread ends, the whole buffer is searched for the chaining values
 * before and after the call, and for the final's last chaining value and its untruncated
 * output. A backend may hold the state
 * in columns (spec order), in rows (byte-sliced), either byte order, so each 8-byte column and
 * each 8-byte piece of a row is looked for, forwards and backwards.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "groestl_impl.h"

#define STACK_BYTES (1u << 20)

static int failures;

static uint8_t *stack_area;

typedef struct {
    groestl_ctx *ctx;
    const uint8_t *data;
    size_t len;
    uint8_t *digest; /* NULL: update, else final */
    size_t many;     /* not 0: groestl_hash_many of this many messages of len bytes at data */
    unsigned bits;   /* 0 with many: groestl256_output_transform_many of many 64-byte inputs */
    int rc;
} call;

static void *run_call(void *arg)
{
    call *c = arg;
    if (c->many != 0 && c->bits == 0) {
        c->rc = groestl256_output_transform_many(c->data, c->many, c->digest);
    } else if (c->many != 0) {
        const void *msgs[64];
        size_t lens[64];
        for (size_t i = 0; i < c->many; i++) {
            msgs[i] = c->data + i * c->len;
            lens[i] = c->len;
        }
        c->rc = groestl_hash_many(c->bits, msgs, lens, c->many, c->digest);
    } else {
        c->rc = c->digest ? groestl_final(c->ctx, c->digest)
                          : groestl_update(c->ctx, c->data, c->len);
    }
    return NULL;
}

#if defined(_WIN32)
/* Windows cannot give a thread a stack of ours. There the call runs on a fresh thread between
 * two functions with an area of STACK_BYTES at the top of their frames: the first zeroes it,
 * the second copies it to stack_area. All three are called from the same frame, so their
 * frames start at the same place, and the area covers where the call's frames were. */
static GROESTL_NOINLINE void zero_frames_below(void)
{
    uint8_t area[STACK_BYTES];
    memset(area, 0, sizeof area);
    __asm__ volatile("" : : "r"(area) : "memory"); /* the zeros are not dead stores */
}

static GROESTL_NOINLINE void copy_frames_below(void)
{
    uint8_t area[STACK_BYTES];
    __asm__ volatile("" : : "r"(area) : "memory"); /* what the frames left there: read it */
    memcpy(stack_area, area, sizeof area);
}

static void *run_call_between(void *arg)
{
    zero_frames_below();
    run_call(arg);
    copy_frames_below();
    return NULL;
}

static int on_own_stack(call *c)
{
    pthread_attr_t attr;
    pthread_t t;
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, 4 * STACK_BYTES) != 0 ||
        pthread_create(&t, &attr, run_call_between, c) != 0 || pthread_join(t, NULL) != 0) {
        printf("FAIL could not run a thread with a stack of %u bytes\n", 4 * STACK_BYTES);
        exit(1);
    }
    pthread_attr_destroy(&attr);
    return c->rc;
}
#else
/* The call, on a fresh thread whose stack is stack_area (zeroed first). */
static int on_own_stack(call *c)
{
    memset(stack_area, 0, STACK_BYTES);
    pthread_attr_t attr;
    pthread_t t;
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstack(&attr, stack_area, STACK_BYTES) != 0 ||
        pthread_create(&t, &attr, run_call, c) != 0 || pthread_join(t, NULL) != 0) {
        printf("FAIL could not run a thread on a stack of ours\n");
        exit(1);
    }
    pthread_attr_destroy(&attr);
    return c->rc;
}
#endif

/* Whether the n bytes at needle occur in the stack area. */
static int on_stack(const uint8_t *needle, size_t n)
{
    for (size_t i = 0; i + n <= STACK_BYTES; i++)
        if (stack_area[i] == needle[0] && memcmp(stack_area + i, needle, n) == 0)
            return 1;
    return 0;
}

/* How many 8-byte pieces of the state value (in any of the layouts above) the stack holds. */
static int pieces_on_stack(const uint8_t *value, unsigned cols)
{
    int found = 0;
    for (int layout = 0; layout < 2; layout++) {         /* columns, rows */
        for (unsigned k = 0; k < (layout ? 8 * cols / 8 : cols); k++) {
            uint8_t piece[8], reversed[8];
            for (unsigned i = 0; i < 8; i++) {
                /* column k, or row k % 8 from column 8 * (k / 8) on */
                piece[i] = layout ? value[(k % 8) + 8 * (8 * (k / 8) + i)] : value[8 * k + i];
                reversed[7 - i] = piece[i];
            }
            int constant = 1;
            for (unsigned i = 1; i < 8; i++)
                constant &= piece[i] == piece[0];
            if (constant)
                continue; /* a run of one byte value says nothing */
            found += on_stack(piece, 8);
            found += on_stack(reversed, 8);
        }
    }
    return found;
}

static void expect_clean(const char *backend, unsigned bits, const char *when, const char *what,
                         const uint8_t *value, unsigned cols)
{
    int n = pieces_on_stack(value, cols);
    if (n != 0) {
        printf("FAIL %s, Grøstl-%u, after %s: %d pieces of %s left on the stack\n", backend, bits,
               when, n, what);
        failures++;
    }
}

/* groestl_hash_many of `many` messages of 2 blocks and 5 bytes: every lane's chaining values
 * and untruncated output, worked out with the backend's compress and output. */
static void check_many(const char *name, unsigned bits, const groestl_backend_ops *ops,
                       size_t many)
{
    const unsigned variant = bits > 256 ? GROESTL_WIDE : 0, block = GROESTL_BLOCK_BYTES(variant);
    const unsigned cols = GROESTL_COLS(variant);
    const size_t len = 2 * block + 5;
    uint8_t *msgs = malloc(many * len), *digests = malloc(many * 64);
    uint64_t(*values)[3][16] = malloc(many * sizeof *values);
    if (msgs == NULL || digests == NULL || values == NULL)
        exit(1);
    for (size_t i = 0; i < many * len; i++)
        msgs[i] = (uint8_t)(i * 29 + bits);
    for (size_t i = 0; i < many; i++) {
        uint8_t *h = (uint8_t *)values[i][0], pad[128] = {0};
        memset(h, 0, block);
        h[block - 2] = (uint8_t)(bits >> 8);
        h[block - 1] = (uint8_t)bits;
        ops->compress(h, msgs + i * len, 2, variant); /* after the whole blocks */
        memcpy(values[i][1], h, block);
        memcpy(pad, msgs + i * len + 2 * block, 5);
        pad[5] = 0x80;
        groestl_store64_be(pad + block - 8, 3);
        ops->compress((uint8_t *)values[i][1], pad, 1, variant); /* the last one */
        memcpy(values[i][2], values[i][1], block);
        ops->output((uint8_t *)values[i][2], variant);
        memset((uint8_t *)values[i][2] + block - bits / 8, 0, bits / 8); /* the digest part */
    }
    call c = {NULL, msgs, len, digests, many, bits, 0};
    if (on_own_stack(&c) != GROESTL_OK) {
        printf("FAIL groestl_hash_many on %s\n", name);
        failures++;
    }
    char when[64];
    snprintf(when, sizeof when, "groestl_hash_many of %zu", many);
    for (size_t i = 0; i < many; i++) {
        expect_clean(name, bits, when, "a chaining value", (uint8_t *)values[i][0], cols);
        expect_clean(name, bits, when, "a last chaining value", (uint8_t *)values[i][1], cols);
        expect_clean(name, bits, when, "an output before truncation", (uint8_t *)values[i][2],
                     cols);
    }
    free(msgs);
    free(digests);
    free(values);
}

/* groestl256_output_transform_many of `many` 64-byte inputs: the first 32 bytes of each
 * P(x) ^ x (the node the caller gets is the last 32), worked out with the backend's output. */
static void check_nodes(const char *name, const groestl_backend_ops *ops, size_t many)
{
    uint8_t *in = malloc(many * 64), *nodes = malloc(many * 32);
    uint64_t(*hidden)[8] = malloc(many * sizeof *hidden);
    if (in == NULL || nodes == NULL || hidden == NULL)
        exit(1);
    for (size_t i = 0; i < many * 64; i++)
        in[i] = (uint8_t)(i * 37 + 11);
    for (size_t i = 0; i < many; i++) {
        memcpy(hidden[i], in + 64 * i, 64);
        ops->output((uint8_t *)hidden[i], 0);
        memset((uint8_t *)hidden[i] + 32, 0, 32); /* the node itself */
    }
    call c = {NULL, in, 64, nodes, many, 0, 0};
    if (on_own_stack(&c) != GROESTL_OK) {
        printf("FAIL groestl256_output_transform_many on %s\n", name);
        failures++;
    }
    char when[64];
    snprintf(when, sizeof when, "groestl256_output_transform_many of %zu", many);
    for (size_t i = 0; i < many; i++)
        expect_clean(name, 256, when, "an output before truncation", (uint8_t *)hidden[i], 8);
    free(in);
    free(nodes);
    free(hidden);
}

/* path: a code path of a backend (aesni's), or NULL for the backend `name` of the list. */
static void check_backend(const char *name, const groestl_backend_ops *path, unsigned bits)
{
    if (path != NULL) {
        groestl_use_test_backend(path);
    } else if (groestl_set_backend(name) != GROESTL_OK) {
        printf("FAIL cannot select %s\n", name);
        failures++;
        return;
    }
    const groestl_backend_ops *ops = groestl_current_backend();
    groestl_ctx *ctx = malloc(sizeof *ctx);
    uint8_t *msg = malloc(1000), *digest = malloc(64);
    uint8_t before[128], after[128], last[128], out[128];
    for (unsigned i = 0; i < 1000; i++)
        msg[i] = (uint8_t)(i * 131 + bits + 7);
    if (ctx == NULL || msg == NULL || digest == NULL || groestl_init(ctx, bits) != GROESTL_OK ||
        groestl_update(ctx, msg, 200) != GROESTL_OK) { /* the "key" part, on the main stack */
        printf("FAIL setting up %s\n", name);
        exit(1);
    }
    const unsigned variant = ctx->variant, block = GROESTL_BLOCK_BYTES(variant);
    const unsigned cols = GROESTL_COLS(variant);
    memcpy(before, ctx->chain, block);

    call c = {ctx, msg + 200, 3 * block + 5, NULL, 0, 0, 0};
    if (on_own_stack(&c) != GROESTL_OK) {
        printf("FAIL update on %s\n", name);
        failures++;
    }
    memcpy(after, ctx->chain, block);
    expect_clean(name, bits, "update", "the chaining value before it", before, cols);
    expect_clean(name, bits, "update", "the chaining value after it", after, cols);

    /* What final computes, worked out here with the backend's own functions: the padded last
     * block (the 5 bytes left, the '1' bit, the block count), then P(h) ^ h. */
    uint8_t pad[128] = {0};
    memcpy(pad, ctx->buffer, ctx->buffered);
    pad[ctx->buffered] = 0x80;
    groestl_store64_be(pad + block - 8, ctx->blocks + 1);
    memcpy(last, after, block);
    ops->compress(last, pad, 1, variant);
    memcpy(out, last, block);
    ops->output(out, variant);

    c = (call){ctx, NULL, 0, digest, 0, 0, 0};
    if (on_own_stack(&c) != GROESTL_OK || memcmp(digest, out + block - bits / 8, bits / 8) != 0) {
        printf("FAIL final on %s\n", name);
        failures++;
    }
    expect_clean(name, bits, "final", "the chaining value before it", after, cols);
    expect_clean(name, bits, "final", "the last chaining value", last, cols);
    /* The output's untruncated part (its last bytes are the digest the caller gets). */
    uint8_t hidden[128] = {0};
    memcpy(hidden, out, block - bits / 8);
    expect_clean(name, bits, "final", "the output before truncation", hidden, cols);
    free(ctx);
    check_many(name, bits, ops, 2);  /* few messages: side by side in registers, or one by one, */
    check_many(name, bits, ops, 3);  /* or (avx512 on some cores) in 256-bit sets */
    check_many(name, bits, ops, 64); /* a full group */
    if (bits == 256) {
        check_nodes(name, ops, 3);
        check_nodes(name, ops, 64);
    }
    free(msg);
    free(digest);
}

int main(void)
{
#if defined(_WIN32)
    stack_area = malloc(STACK_BYTES);
#else
    stack_area = aligned_alloc(4096, STACK_BYTES);
#endif
    if (stack_area == NULL)
        return 1;
    int ran = 0;
    for (size_t i = 0; groestl_backend_name(i) != NULL; i++) {
        const char *name = groestl_backend_name(i);
        if (!groestl_backend_supported(name)) {
            printf("%s: not run (this CPU lacks it)\n", name);
            continue;
        }
        int before = failures;
        check_backend(name, NULL, 256);
        check_backend(name, NULL, 512);
        printf("%s: %s\n", name, failures == before ? "no copy left" : "copies left");
        ran++;
#if defined(GROESTL_HAVE_AVX512)
        /* avx512's lane choice of the other kind of core (avx512_many.c), whatever this is */
        if (strcmp(name, "avx512") == 0) {
            int half = !(groestl_cpu_features() & GROESTL_CPU_ZMM_HALF);
            groestl_avx512_choose_lanes(half);
            before = failures;
            check_backend(name, NULL, 256);
            check_backend(name, NULL, 512);
            groestl_avx512_choose_lanes(-1);
            printf("%s, lanes as on %s: %s\n", name, half ? "Zen 4" : "Zen 5",
                   failures == before ? "no copy left" : "copies left");
        }
#endif
#if defined(GROESTL_HAVE_AESNI)
        /* aesni runs its widest code path: each one this CPU has, here */
        for (size_t p = 0; strcmp(name, "aesni") == 0 && groestl_aesni_paths[p] != NULL; p++) {
            const groestl_backend_ops *path = groestl_aesni_paths[p];
            if ((groestl_cpu_features() & path->cpu_features) != path->cpu_features)
                continue;
            before = failures;
            check_backend(path->name, path, 256);
            check_backend(path->name, path, 512);
            printf("%s: %s\n", path->name, failures == before ? "no copy left" : "copies left");
        }
#endif
    }
    groestl_set_backend(NULL);
    free(stack_area);
    return failures != 0 || ran == 0;
}
