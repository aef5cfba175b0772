/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_abi - every backend keeps the calling convention's promises to its callers: the
 * registers a function must give back as it found them (System V AMD64: rbx, rbp, r12-r15;
 * Windows x64: those, rdi, rsi and XMM6-XMM15, which the register wipes and the SIMD code
 * use), the direction flag clear, and MXCSR's and the x87 control words unchanged. Inline
 * assembly that touches a register without naming it breaks them, and the compiler cannot
 * tell.
 *
 * Each call goes through a harness in assembly (abi_call_sysv.S, abi_call_win64.S) that puts
 * known values into those registers, makes the call and reports which came back changed. For
 * each backend the CPU runs, and each of aesni's code paths: every public function (init,
 * update, update_bits and final of both versions at four sizes, the one-call hashes, the
 * batch calls at several counts, the queries), then the backend's own functions directly
 * (compress, output, the many-message ones, the register wipe, the S-box). The results must
 * equal portable's, so the test checks the digests too.
 *
 * Controls: abi_break, which breaks the convention on purpose, must be caught on each
 * register it breaks; and on Windows, a backend whose register wipe clobbers XMM6-XMM15 (as
 * one missing them from its clobber list would) must be caught through the public calls.
 * (Not on System V, whose XMM registers are all the caller's to save: a backend breaking a
 * general register there would break the library's own frames before the harness saw it.)
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "groestl.h"
#include "groestl_impl.h"

typedef void abi_fn(void);
int64_t abi_call(abi_fn *fn, uint64_t a1, uint64_t a2, uint64_t a3, uint64_t a4, uint64_t a5,
                 uint64_t a6);
void abi_break(uint64_t bits);
extern uint64_t abi_clobbered;

/* The bits abi_call reports (see the .S files). */
static const char *const bit_names[23] = {
    "rbx", "rbp", "r12", "r13", "r14", "r15", "rdi", "rsi", "xmm6", "xmm7", "xmm8", "xmm9",
    "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15", NULL, NULL, "DF", "MXCSR", "x87 CW"};
#if defined(_WIN32)
#  define CONVENTION "Windows x64"
#  define CHECKED_BITS (0x3ffffu | 7u << 20)
#else
#  define CONVENTION "System V AMD64"
#  define CHECKED_BITS (0x3fu | 7u << 20)
#endif

static int failures;
static unsigned long calls;
static const char *running; /* the backend or code path under test */

static void print_bits(uint64_t bits)
{
    for (unsigned b = 0; b < 23; b++)
        if (bits & (1ull << b))
            printf(" %s", bit_names[b]);
}

/* fn(a1..a6) through the harness; what it changed is a failure, named with the call. */
static int64_t checked(const char *what, abi_fn *fn, uint64_t a1, uint64_t a2, uint64_t a3,
                       uint64_t a4, uint64_t a5, uint64_t a6)
{
    int64_t r = abi_call(fn, a1, a2, a3, a4, a5, a6);
    calls++;
    if (abi_clobbered != 0) {
        printf("FAIL %s: %s changed", running, what);
        print_bits(abi_clobbered);
        printf("\n");
        failures++;
    }
    return r;
}

#define A(x) ((uint64_t)(uintptr_t)(x))
#define CALL6(fn, a1, a2, a3, a4, a5, a6)                                                      \
    checked(#fn, (abi_fn *)(fn), A(a1), A(a2), A(a3), A(a4), A(a5), A(a6))
#define CALL(fn, a1, a2, a3, a4, a5) CALL6(fn, a1, a2, a3, a4, a5, 0)
/* An int result, as the callee left it in eax. */
#define CALL_INT(fn, a1, a2, a3, a4, a5) ((int)CALL(fn, a1, a2, a3, a4, a5))

/* ---- What every run records: the outputs, compared with portable's -------------------------- */

#define RECORD_BYTES 40000
typedef struct {
    uint8_t bytes[RECORD_BYTES];
    size_t used;
} record;

static void keep(record *r, const void *p, size_t n)
{
    if (r->used + n > RECORD_BYTES) {
        printf("FAIL the record is too small\n");
        failures++;
        return;
    }
    memcpy(r->bytes + r->used, p, n);
    r->used += n;
}

static void keep_rc(record *r, int rc)
{
    keep(r, &rc, sizeof rc);
}

#define MANY 64
#define MSG_BYTES (64 * MANY + 100) /* the nodes' inputs, and room for every message */
static uint8_t msg[MSG_BYTES];

/* ---- The public calls ------------------------------------------------------------------------ */

static void public_calls(record *r)
{
    static const unsigned sizes[] = {224, 256, 384, 512};
    uint8_t digest[GROESTL_MAX_DIGEST_BYTES];
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        const unsigned bits = sizes[s];
        for (int v0 = 0; v0 < 2; v0++) {
            groestl_ctx ctx;
            keep_rc(r, v0 ? CALL_INT(groestl0_init, &ctx, bits, 0, 0, 0)
                          : CALL_INT(groestl_init, &ctx, bits, 0, 0, 0));
            keep_rc(r, CALL_INT(groestl_update, &ctx, msg, 300, 0, 0));
            keep_rc(r, CALL_INT(groestl_update, &ctx, msg + 300, 7, 0, 0));
            keep_rc(r, CALL_INT(groestl_update_bits, &ctx, msg + 307, 13, 0, 0));
            keep_rc(r, CALL_INT(groestl_final, &ctx, digest, 0, 0, 0));
            keep(r, digest, bits / 8);
            keep_rc(r, v0 ? CALL_INT(groestl0_hash, bits, msg, MSG_BYTES, digest, 0)
                          : CALL_INT(groestl_hash, bits, msg, MSG_BYTES, digest, 0));
            keep(r, digest, bits / 8);
        }
        keep_rc(r, CALL_INT(groestl_hash, bits, NULL, 0, digest, 0));
        keep(r, digest, bits / 8);
    }
    /* Batches: the counts where the backends change how they group messages. */
    static const size_t counts[] = {1, 2, 3, 5, 8, 17, MANY};
    const void *msgs[MANY];
    size_t lens[MANY], equal[MANY];
    static uint8_t digests[MANY * GROESTL_MAX_DIGEST_BYTES];
    for (size_t i = 0; i < MANY; i++) {
        msgs[i] = msg + i * 13 % 200;
        lens[i] = 64 + i * 37 % 700;
        equal[i] = 64;
    }
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            const unsigned bits = sizes[s];
            keep_rc(r, CALL_INT(groestl_hash_many, bits, msgs, lens, counts[c], digests));
            keep(r, digests, counts[c] * bits / 8);
            keep_rc(r, CALL_INT(groestl_hash_many, bits, msgs, equal, counts[c], digests));
            keep(r, digests, counts[c] * bits / 8);
        }
        keep_rc(r, CALL_INT(groestl256_output_transform_many, msg, counts[c], digests, 0, 0));
        keep(r, digests, counts[c] * 32);
    }
    /* The queries. */
    keep(r, CALL(groestl_version, 0, 0, 0, 0, 0) != 0 ? "v" : "-", 1);
    keep(r, CALL(groestl_strerror, GROESTL_ERR_STATE, 0, 0, 0, 0) != 0 ? "s" : "-", 1);
    CALL(groestl_backend, 0, 0, 0, 0, 0);
    keep(r, CALL(groestl_backend_name, 0, 0, 0, 0, 0) != 0 ? "n" : "-", 1);
    keep_rc(r, CALL_INT(groestl_backend_supported, "portable", 0, 0, 0, 0));
    keep_rc(r, CALL_INT(groestl_backend_constant_time, "portable", 0, 0, 0, 0));
}

/* ---- The backend's own functions -------------------------------------------------------------- */

static void backend_calls(const groestl_backend_ops *ops, record *r)
{
    uint64_t chain_words[MANY][16]; /* 8-byte aligned chains */
    uint8_t *chains[MANY];
    const uint8_t *blocks[MANY];
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        const size_t bytes = GROESTL_BLOCK_BYTES(variant);
        for (size_t i = 0; i < MANY; i++) {
            chains[i] = (uint8_t *)chain_words[i];
            memcpy(chains[i], msg + i * 5, bytes);
            blocks[i] = msg + 1 + i * 3;
        }
        const uint8_t *shared[MANY]; /* msg's first block in every lane, and its Q */
        uint64_t q_words[16];
        uint8_t *q_shared = (uint8_t *)q_words;
        groestl_q_of_block(&groestl_backend_portable, msg, variant, q_shared);
        for (size_t i = 0; i < MANY; i++)
            shared[i] = msg;
        CALL(ops->compress, chains[0], msg + 3, 3, variant, 0);
        CALL(ops->output, chains[0], variant, 0, 0, 0);
        keep(r, chains[0], bytes);
        static const size_t lanes[] = {1, 3, 8, MANY};
        for (size_t l = 0; l < sizeof lanes / sizeof lanes[0]; l++) {
            /* The optional ones as the API layer would call them, or their NULL ways. */
            if (ops->compress_many != NULL)
                CALL(ops->compress_many, chains, blocks, lanes[l], 2, variant);
            else
                for (size_t i = 0; i < lanes[l]; i++)
                    ops->compress(chains[i], blocks[i], 2, variant);
            if (ops->output_many != NULL)
                CALL(ops->output_many, chains, lanes[l], variant, 0, 0);
            else
                for (size_t i = 0; i < lanes[l]; i++)
                    ops->output(chains[i], variant);
            if (ops->finish_many != NULL) {
                CALL6(ops->finish_many, chains, blocks, lanes[l], 1, NULL, variant);
                /* a last block shared by all, whose Q is given (the sixth argument) */
                CALL6(ops->finish_many, chains, shared, lanes[l], 1, q_shared, variant);
            } else {
                for (size_t i = 0; i < lanes[l]; i++) {
                    ops->compress(chains[i], blocks[i], 1, variant);
                    ops->output(chains[i], variant);
                    ops->compress(chains[i], shared[i], 1, variant);
                    ops->output(chains[i], variant);
                }
            }
            for (size_t i = 0; i < lanes[l]; i++)
                keep(r, chains[i], bytes);
        }
    }
    uint8_t nodes[MANY * 32];
    size_t done = 0;
    if (ops->nodes_many != NULL)
        done = (size_t)CALL(ops->nodes_many, msg, MANY, nodes, 0, 0);
    if (done > MANY) {
        printf("FAIL %s: nodes_many did %zu of %d\n", running, done, MANY);
        failures++;
        done = 0;
    }
    for (size_t i = done; i < MANY; i++) { /* the rest as the API layer does them */
        uint64_t x[8];
        memcpy(x, msg + 64 * i, 64);
        ops->output((uint8_t *)x, 0);
        memcpy(nodes + 32 * i, (uint8_t *)x + 32, 32);
    }
    keep(r, nodes, sizeof nodes);
    if (ops->wipe_registers != NULL)
        CALL(ops->wipe_registers, 0, 0, 0, 0, 0);
    if (ops->sub_bytes != NULL) {
        uint8_t b[16];
        memcpy(b, msg, 16);
        CALL(ops->sub_bytes, b, 0, 0, 0, 0);
        for (int i = 0; i < 16; i++)
            b[i] ^= groestl_sbox[msg[i]]; /* zeros where it is right */
        keep(r, b, 16);
    } else {
        uint8_t zeros[16] = {0};
        keep(r, zeros, 16);
    }
}

/* ---- One backend or code path ------------------------------------------------------------ */

static record reference_public, reference_backend;

static void check_one(const groestl_backend_ops *ops, int public_name)
{
    static record got;
    running = ops->name;
    unsigned long before_calls = calls;
    int before = failures;
    if (public_name)
        (void)CALL(groestl_set_backend, ops->name, 0, 0, 0, 0);
    else
        groestl_use_test_backend(ops);
    if (groestl_current_backend() != ops) {
        printf("FAIL %s: not the backend in use\n", ops->name);
        failures++;
        return;
    }
    got.used = 0;
    public_calls(&got);
    if (got.used != reference_public.used ||
        memcmp(got.bytes, reference_public.bytes, got.used) != 0) {
        printf("FAIL %s: the public calls' results differ from portable's\n", ops->name);
        failures++;
    }
    got.used = 0;
    backend_calls(ops, &got);
    if (got.used != reference_backend.used ||
        memcmp(got.bytes, reference_backend.bytes, got.used) != 0) {
        printf("FAIL %s: its functions' results differ from portable's\n", ops->name);
        failures++;
    }
    printf("%s %-14s %lu calls, %s\n", failures == before ? "ok  " : "FAIL", ops->name,
           calls - before_calls,
           failures == before ? "every register given back" : "failures above");
}

/* ---- The controls ------------------------------------------------------------------------------ */

/* Each register the harness watches, broken alone by abi_break: caught, and named. */
static void control_each_register(void)
{
    int caught = 0, tried = 0;
    running = "control";
    for (unsigned b = 0; b < 23; b++) {
        if (!(CHECKED_BITS & (1u << b)))
            continue;
        tried++;
        abi_call((abi_fn *)abi_break, 1ull << b, 0, 0, 0, 0, 0);
        if (abi_clobbered == (1ull << b)) {
            caught++;
        } else {
            printf("FAIL control: %s broken, the harness reported", bit_names[b]);
            print_bits(abi_clobbered);
            printf("\n");
            failures++;
        }
    }
    printf("%s control: each of %d registers and flags broken alone: %d caught\n",
           caught == tried ? "ok  " : "FAIL", tried, caught);
}

#if defined(_WIN32)
/* A broken build: portable with a register wipe that clobbers XMM6-XMM15. groestl_hash,
 * which wipes registers once done, must come back with them changed. */
static void broken_wipe(void)
{
    abi_break(0x3ff00u);
}

static void control_broken_backend(void)
{
    static groestl_backend_ops broken;
    broken = groestl_backend_portable;
    broken.name = "broken";
    broken.wipe_registers = broken_wipe;
    groestl_use_test_backend(&broken);
    uint8_t digest[32];
    abi_call((abi_fn *)groestl_hash, 256, A(msg), 100, A(digest), 0, 0);
    uint64_t seen = abi_clobbered;
    printf("%s control: a backend whose register wipe breaks the convention, through "
           "groestl_hash: changed", seen != 0 ? "ok  " : "FAIL");
    print_bits(seen);
    printf("%s\n", seen != 0 ? "" : " nothing (not caught)");
    failures += seen == 0;
    groestl_set_backend(NULL);
}
#endif

int main(void)
{
    for (size_t i = 0; i < MSG_BYTES; i++)
        msg[i] = (uint8_t)(i * 167 + 13);
    printf("convention: %s\n", CONVENTION);
    control_each_register();
#if defined(_WIN32)
    control_broken_backend();
#endif

    /* portable's results: the reference (through the harness too). */
    running = "portable";
    if (groestl_set_backend("portable") != GROESTL_OK)
        return 1;
    public_calls(&reference_public);
    backend_calls(groestl_current_backend(), &reference_backend);

    int ran = 0;
    /* The loop over backends as test_stack_wipe.c's, around this test's own checks. */
    for (size_t i = 0; groestl_backend_name(i) != NULL; i++) {
        const char *name = groestl_backend_name(i);
        if (!groestl_backend_supported(name)) {
            printf("--   %-14s not run: this CPU lacks it\n", name);
            continue;
        }
        groestl_set_backend(name);
        const groestl_backend_ops *ops = groestl_current_backend();
        check_one(ops, 1);
        ran++;
#if defined(GROESTL_HAVE_AESNI)
        for (size_t p = 0; strcmp(name, "aesni") == 0 && groestl_aesni_paths[p] != NULL; p++) {
            const groestl_backend_ops *path = groestl_aesni_paths[p];
            if ((groestl_cpu_features() & path->cpu_features) != path->cpu_features) {
                printf("--   %-14s not run: this CPU lacks it\n", path->name);
                continue;
            }
            check_one(path, 0);
        }
#endif
    }
    groestl_set_backend(NULL);
    printf("%s: %d failure(s), %lu calls through the harness\n", failures ? "FAILED" : "PASSED",
           failures, calls);
    return failures != 0 || ran == 0;
}
