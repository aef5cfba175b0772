/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * support.c - what the Rust crate's tests and benchmark need from C, beside the library: the
 * layout of groestl_ctx (src/ffi.rs mirrors it; tests/api.rs compares) and a loop of
 * groestl_hash calls timed inside C (benches/vs_rustcrypto.rs: the library called from C,
 * against the same work through the Rust types). Nothing here is the crate's API; a program
 * that does not call these links none of this file.
 */
#include <stddef.h>
#include <stdint.h>

#include "groestl.h"

/* sizeof and alignment of groestl_ctx, then the offsets of the fields the crate touches. */
void groestl_rs_ctx_layout(size_t out[6])
{
    out[0] = sizeof(groestl_ctx);
    out[1] = _Alignof(groestl_ctx);
    out[2] = offsetof(groestl_ctx, chain);
    out[3] = offsetof(groestl_ctx, buffer);
    out[4] = offsetof(groestl_ctx, blocks);
    out[5] = offsetof(groestl_ctx, digest_bits);
}

/* n one-call hashes of the same message, or n times init, update and final when stream is
 * nonzero; returns the XOR of the digests' first bytes so that none can be left out, or -1
 * when a call fails. */
int groestl_rs_bench_repeat(unsigned digest_bits, const uint8_t *msg, size_t len, uint64_t n,
                            int stream)
{
    uint8_t digest[GROESTL_MAX_DIGEST_BYTES];
    uint8_t acc = 0;
    for (uint64_t i = 0; i < n; i++) {
        if (stream) {
            groestl_ctx ctx;
            if (groestl_init(&ctx, digest_bits) != GROESTL_OK ||
                groestl_update(&ctx, msg, len) != GROESTL_OK ||
                groestl_final(&ctx, digest) != GROESTL_OK)
                return -1;
        } else if (groestl_hash(digest_bits, msg, len, digest) != GROESTL_OK) {
            return -1;
        }
        acc ^= digest[0];
    }
    return acc;
}
