/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* ct_workload.c - every code path of a backend on secret data (ct_workload.h). */
#include "ct_workload.h"

#define MAX_LANES 20
#define MAX_BLOCK GROESTL_MAX_BLOCK_BYTES

/* ---- The code to check ------------------------------------------------------------------ */

#if defined(GROESTL_CT_SIMD128_EMULATED)
/* simd128.c built natively on SIMDe's WebAssembly intrinsics (tests/CMakeLists.txt): the
 * simd128 backend's source, which only the JavaScript package ships. */
extern const groestl_backend_ops groestl_backend_simd128_emulated;
#endif

static const struct {
    const groestl_backend_ops *ops;
    const char *files;
} listed[] = {
#define GROESTL_CORE(files)
#define GROESTL_BACKEND(name, arch, ct, files, flags) {&groestl_backend_##name, files},
#define GROESTL_BACKEND_PATH(name, of, arch, files, flags) {&groestl_backend_##name, files},
#include "backends.h"
#undef GROESTL_CORE
#undef GROESTL_BACKEND
#undef GROESTL_BACKEND_PATH
#if defined(GROESTL_CT_SIMD128_EMULATED)
    {&groestl_backend_simd128_emulated, "simd128.c"},
#endif
};
#define LISTED (sizeof listed / sizeof listed[0])

#if defined(GROESTL_HAVE_AESNI)
static int is_listed(const groestl_backend_ops *ops)
{
    for (size_t i = 0; i < LISTED; i++)
        if (listed[i].ops == ops)
            return 1;
    return 0;
}
#endif

const groestl_backend_ops *ct_code(size_t i)
{
    if (i < LISTED)
        return listed[i].ops;
    i -= LISTED;
#if defined(GROESTL_HAVE_AESNI)
    /* aesni's paths that backends.h does not name (its 128-bit one) */
    for (const groestl_backend_ops *const *p = groestl_aesni_paths; *p != NULL; p++)
        if (!is_listed(*p) && i-- == 0)
            return *p;
#endif
    return NULL;
}

const char *ct_code_files(size_t i)
{
    /* aesni's paths outside backends.h are aesni.c's, where groestl_aesni_paths is */
    return i < LISTED ? listed[i].files : "aesni.c";
}

int ct_run_file(size_t i, int expect_leaks, size_t k, char *file, size_t size)
{
    if (!expect_leaks || !ct_code(i)->constant_time) {
        if (k == 0 && size > 0)
            file[0] = '\0';
        return k == 0;
    }
    /* the k-th word of the entry's files (no libc here: the trace target has none) */
    const char *p = ct_code_files(i);
    for (;; k--) {
        while (*p == ' ')
            p++;
        if (*p == '\0')
            return 0;
        if (k == 0)
            break;
        while (*p != ' ' && *p != '\0')
            p++;
    }
    size_t n = 0;
    for (; p[n] != ' ' && p[n] != '\0' && n + 1 < size; n++)
        file[n] = p[n];
    if (size > 0)
        file[n] = '\0';
    return 1;
}

int ct_runs_here(const groestl_backend_ops *ops)
{
    return (groestl_cpu_features() & ops->cpu_features) == ops->cpu_features;
}

/* ---- The work --------------------------------------------------------------------------- */

static uint64_t chains[MAX_LANES][GROESTL_MAX_BLOCK_BYTES / 8];
static uint8_t blocks[MAX_LANES][2 * MAX_BLOCK];
static uint8_t message[MAX_LANES * 200];
static uint8_t digests[MAX_LANES * 64];

static void secret(const ct_env *env, void *p, size_t n)
{
    env->fill(p, n);
    if (env->secret != NULL)
        env->secret(p, n);
}

/* Only one byte of each 64 secret (the rest public): then no byte of a result may come out
 * unmarked either, which finds a mark lost on the way through an instruction that moves bytes
 * (where everything is marked, marks in the wrong places still look right). */
static int sparse;

static void some_secret(const ct_env *env, void *p, size_t n)
{
    if (!sparse) {
        secret(env, p, n);
        return;
    }
    env->fill(p, n);
    for (size_t k = 5; env->secret != NULL && k < n; k += 64)
        env->secret((uint8_t *)p + k, 1);
}

/* 1 if the n bytes lost the mark (counted by the caller). */
static int lost(const ct_env *env, const void *p, size_t n)
{
    return env->still_secret != NULL && !env->still_secret(p, n);
}

/* lanes chains of the variant, secret; lane pointers into chains and blocks. */
static void lanes_of(const ct_env *env, unsigned lanes, unsigned variant, uint8_t **c,
                     const uint8_t **b)
{
    for (unsigned k = 0; k < lanes; k++) {
        some_secret(env, chains[k], GROESTL_BLOCK_BYTES(variant));
        some_secret(env, blocks[k], sizeof blocks[k]);
        c[k] = (uint8_t *)chains[k];
        b[k] = blocks[k];
    }
}

static int lost_lanes(const ct_env *env, unsigned lanes, unsigned variant)
{
    int n = 0;
    for (unsigned k = 0; k < lanes; k++)
        n += lost(env, chains[k], GROESTL_BLOCK_BYTES(variant));
    return n;
}

/* The backend's own interface: compress, output and the many-lanes functions, every input
 * secret, then (sparse) one byte in 64. */
static int internal(const groestl_backend_ops *ops, const ct_env *env, unsigned lanes_max)
{
    int n = 0;
    for (unsigned variant = 0; variant < GROESTL_VARIANTS; variant++) {
        const size_t bytes = GROESTL_BLOCK_BYTES(variant);
        uint8_t *c[MAX_LANES];
        const uint8_t *b[MAX_LANES];
        lanes_of(env, 1, variant, c, b);
        ops->compress(c[0], b[0], 2, variant);
        n += lost(env, c[0], bytes);
        ops->output(c[0], variant);
        n += lost(env, c[0], bytes);
        for (unsigned lanes = 1; lanes <= lanes_max; lanes++) {
            if (ops->compress_many != NULL) {
                lanes_of(env, lanes, variant, c, b);
                ops->compress_many(c, b, lanes, 2, variant);
                n += lost_lanes(env, lanes, variant);
            }
            if (ops->output_many != NULL) {
                lanes_of(env, lanes, variant, c, b);
                ops->output_many(c, lanes, variant);
                n += lost_lanes(env, lanes, variant);
            }
            for (int run = 0; ops->finish_many != NULL && run < 3; run++) {
                /* no block, one, and one whose Q is given (public, as the API layer gives it
                 * for a padding block), so that P runs alone on it */
                static const uint8_t q_public[GROESTL_MAX_BLOCK_BYTES] = {0x5a, 0x17};
                lanes_of(env, lanes, variant, c, b);
                ops->finish_many(c, b, lanes, run == 0 ? 0 : 1, run == 2 ? q_public : NULL,
                                 variant);
                n += lost_lanes(env, lanes, variant);
            }
        }
    }
    for (size_t count = 1; ops->nodes_many != NULL && count <= lanes_max; count++) {
        some_secret(env, message, 64 * count);
        size_t done = ops->nodes_many(message, count, digests);
        n += done > 0 && lost(env, digests, 32 * done);
    }
    return n;
}

/* lost(), for the API's digests, which also go to env->digest. */
static int lost_digest(const ct_env *env, const uint8_t *p, size_t n)
{
    if (env->digest != NULL)
        env->digest(p, n);
    return lost(env, p, n);
}

/* The public API with ops as the backend of new contexts and one-call functions. */
static int api(const ct_env *env, unsigned lanes_max)
{
    int n = 0, refused = 0;
    static const unsigned sizes[] = {224, 256, 384, 512, 136};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        const unsigned bits = sizes[s];
        groestl_ctx ctx;
        secret(env, message, 300);
        refused |= groestl_init(&ctx, bits) != GROESTL_OK ||
                   groestl_update(&ctx, message, 77) != GROESTL_OK ||
                   groestl_update(&ctx, message + 77, 300 - 77) != GROESTL_OK ||
                   groestl_final(&ctx, digests) != GROESTL_OK;
        n += lost_digest(env, digests, bits / 8);
        refused |= groestl0_hash(bits, message, 150, digests) != GROESTL_OK;
        n += lost_digest(env, digests, bits / 8);
    }
    /* Batches: messages of one length (the lanes side by side) and of several. */
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        for (size_t count = 1; count <= lanes_max; count++) {
            for (int mixed = 0; mixed < 2; mixed++) {
                const void *msgs[MAX_LANES];
                size_t lens[MAX_LANES];
                secret(env, message, sizeof message);
                for (size_t i = 0; i < count; i++) {
                    msgs[i] = message + 200 * i;
                    lens[i] = mixed ? 1 + (37 * i) % 199 : 64; /* each has a secret byte */
                }
                refused |= groestl_hash_many(bits, msgs, lens, count, digests) != GROESTL_OK;
                n += lost_digest(env, digests, count * bits / 8);
            }
        }
    }
    for (size_t count = 1; count <= lanes_max; count++) {
        secret(env, message, 64 * count);
        refused |= groestl256_output_transform_many(message, count, digests) != GROESTL_OK;
        n += lost_digest(env, digests, 32 * count);
    }
    return refused ? -1 : n;
}

int ct_workload(const groestl_backend_ops *ops, const ct_env *env)
{
    unsigned lanes_max = env->max_lanes < MAX_LANES ? env->max_lanes : MAX_LANES;
    /* First use on public data: the backends that build tables do it here. */
    uint64_t warm[GROESTL_MAX_BLOCK_BYTES / 8] = {0};
    ops->output((uint8_t *)warm, 0);
    ops->output((uint8_t *)warm, GROESTL_WIDE);

    int n = 0;
    for (sparse = 0; sparse < 2; sparse++)
        n += internal(ops, env, lanes_max);
    groestl_use_test_backend(ops);
    if (env->restart != NULL)
        env->restart();
    int a = api(env, lanes_max);
    groestl_set_backend(NULL);
    return a < 0 ? -1 : n + a;
}
