/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * ct_workload.h - what the constant-time checks run, written once: every code path of a
 * backend on secret data. Three checks drive it, each marking the secret its own way:
 *   test_constant_time  valgrind's memcheck (the secret is "undefined");
 *   test_ct_msan        MemorySanitizer (the secret is poisoned);
 *   ct_trace_target     a program without libc that tests/ct_trace.c runs in an emulator
 *                       (unicorn), recording every executed and every touched address, once
 *                       per random secret: the traces must be the same.
 * The backends and code paths are those of src/backends.h this build compiled (and aesni's
 * paths, and simd128.c built on SIMDe's WebAssembly intrinsics where the check's executable
 * has it: GROESTL_CT_SIMD128_EMULATED): a new entry there is checked without a change here. No printing here (the trace
 * target has no libc).
 */
#ifndef GROESTL_CT_WORKLOAD_H
#define GROESTL_CT_WORKLOAD_H

#include <stddef.h>
#include <stdint.h>

#include "groestl_impl.h"

typedef struct {
    /* The secret's bytes (a pattern, or random per run for the trace check). */
    void (*fill)(uint8_t *p, size_t n);
    /* Mark n bytes secret (NULL: nothing to mark). */
    void (*secret)(void *p, size_t n);
    /* 1 if every one of n bytes is still marked secret (NULL: not checked). A result that is
     * not has lost the mark somewhere in the code: the check would be blind after that. */
    int (*still_secret)(const void *p, size_t n);
    /* Called with each digest of the public API part (NULL: not): the same calls on every
     * backend, so the same bytes for the same secret (the trace check compares them). */
    void (*digest)(const uint8_t *p, size_t n);
    /* Called before the public API part (NULL: not): the trace check's secret starts
     * again there, so that the digests compare across backends. */
    void (*restart)(void);
    /* Lane counts 1..max_lanes for the many-messages paths (17 reaches two sets of 8 and a
     * lane more in avx512's and aesni's ZMM paths; fewer where the check is slow). */
    unsigned max_lanes;
} ct_env;

/* The backends and code paths this build compiled, i = 0, 1, ...; NULL past the last. */
const groestl_backend_ops *ct_code(size_t i);

/* Its files in src/, separated by spaces (backends.h's entry). */
const char *ct_code_files(size_t i);

/* The runs a check makes of entry i: one (k = 0, file ""), or in a probe build's run where
 * every backend must leak (expect_leaks), one per file of a constant-time entry with only
 * that file's probe on (k = 0, 1, ...: file is the k-th). Writes the file name into
 * file[size] and returns 1, or returns 0 past the last run. */
int ct_run_file(size_t i, int expect_leaks, size_t k, char *file, size_t size);

/* 1 if this CPU runs it (its features, as the dispatcher reads them). */
int ct_runs_here(const groestl_backend_ops *ops);

/* Every code path of ops on secret message, chaining values and Merkle inputs: compress and
 * output of each variant, compress_many, output_many and finish_many on 1..max_lanes lanes,
 * nodes_many on as many inputs, then the public API with ops as the backend (init, update,
 * final, both versions; groestl_hash_many; groestl256_output_transform_many). Lengths,
 * counts and variants are public. Returns how many results lost the secret mark (0 where
 * env->still_secret is NULL), or -1 if the API refused a call. */
int ct_workload(const groestl_backend_ops *ops, const ct_env *env);

#endif /* GROESTL_CT_WORKLOAD_H */
