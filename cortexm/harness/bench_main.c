/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * bench_main.c - the benchmark firmware: bench_entry() hashes bench_len bytes of bench_in
 * into bench_out with a digest of bench_bits, through BENCH_FN (cortexm/model.py calls it in
 * the emulator and counts). Built around:
 *   groestl_hash                       one of our variants (the program's only API call)
 *   bench_api                          ours with every call of groestl.h but the batch ones
 *   bench_trezor                       trezor-crypto's groestl512_Init/Update/Final
 *   bench_sphlib                       sphlib's Grøstl-BENCH_SPHLIB_BITS
 *   bench_none                         an empty function (bench_none.S, a lone BX LR): the
 *                                      baseline every figure subtracts
 *   bench_backend                      ours: the backend's compress then output on bench_in
 *                                      (the trace check of trace.py)
 * memcpy and memset are kept in every program, so the baseline has them too.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define BENCH_MAX 4096
uint8_t bench_in[BENCH_MAX] __attribute__((section(".noinit")));
uint32_t bench_len __attribute__((section(".noinit")));
uint32_t bench_bits __attribute__((section(".noinit")));
uint8_t bench_out[64] __attribute__((section(".noinit")));

int BENCH_FN(unsigned bits, const void *msg, size_t len, void *digest);

#if defined(BENCH_OURS)
#  include "groestl_impl.h"

int bench_api(unsigned bits, const void *msg, size_t len, void *digest)
{
    static volatile int which; /* 0 at run time; the others linked all the same */
    groestl_ctx ctx;
    switch (which) {
    case 1: return groestl0_hash(bits, msg, len, digest);
    case 2: return groestl0_init(&ctx, bits);
    case 3: return groestl_update_bits(&ctx, msg, 8 * len);
    default: break;
    }
    int rc = groestl_init(&ctx, bits);
    if (rc == GROESTL_OK)
        rc = groestl_update(&ctx, msg, len);
    if (rc == GROESTL_OK)
        rc = groestl_final(&ctx, digest);
    return rc != GROESTL_OK ? rc : groestl_hash(bits, msg, len, digest);
}

/* bench_in: the chain (a block), then the message blocks; bench_len: their count. */
int bench_backend(unsigned bits, const void *msg, size_t len, void *digest)
{
    const groestl_backend_ops *b = groestl_current_backend();
    unsigned variant = bits > 256 ? GROESTL_WIDE : 0;
    static uint64_t chain[16];
    memcpy(chain, msg, GROESTL_BLOCK_BYTES(variant));
    b->compress((uint8_t *)chain, (const uint8_t *)msg + GROESTL_BLOCK_BYTES(variant), len, variant);
    b->output((uint8_t *)chain, variant);
    memcpy(digest, chain, 64);
    return 0;
}
#endif

#if defined(BENCH_TREZOR)
#  include "groestl.h" /* trezor-crypto's */
int bench_trezor(unsigned bits, const void *msg, size_t len, void *digest)
{
    GROESTL512_CTX ctx;
    (void)bits;
    groestl512_Init(&ctx);
    groestl512_Update(&ctx, msg, len);
    groestl512_Final(&ctx, digest);
    return 0;
}
#endif

#if defined(BENCH_SPHLIB_BITS)
#  include "sph_groestl.h"
int bench_sphlib(unsigned bits, const void *msg, size_t len, void *digest)
{
    (void)bits;
#  if BENCH_SPHLIB_BITS == 512
    sph_groestl512_context cc;
    sph_groestl512_init(&cc);
    sph_groestl512(&cc, msg, len);
    sph_groestl512_close(&cc, digest);
#  else
    sph_groestl256_context cc;
    sph_groestl256_init(&cc);
    sph_groestl256(&cc, msg, len);
    sph_groestl256_close(&cc, digest);
#  endif
    return 0;
}
#endif

__attribute__((noinline)) void bench_entry(void)
{
    BENCH_FN(bench_bits, bench_in, bench_len, bench_out);
}

void *(*volatile bench_keep_memcpy)(void *, const void *, size_t) = memcpy;
void *(*volatile bench_keep_memset)(void *, int, size_t) = memset;

int main(void)
{
    bench_entry();
    return bench_keep_memcpy == NULL || bench_keep_memset == NULL;
}
