/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * avx2_gfni.h - what the avx2_gfni backend's two files share: avx2_gfni.c (one message at a
 * time) and avx2_gfni_many.c (many messages, row-sliced). The intrinsics (native, or SIMDe's
 * portable versions in the emulated build, -DGROESTL_AVX2_GFNI_EMULATED, whose external names
 * end in _emulated) and the functions one file calls in the other. Include it first, in those
 * files only (they are built with -mavx2 -mgfni).
 */
#ifndef GROESTL_AVX2_GFNI_H
#define GROESTL_AVX2_GFNI_H

#if defined(GROESTL_AVX2_GFNI_EMULATED)
#  define SIMDE_ENABLE_NATIVE_ALIASES
#  include <simde/x86/avx2.h>
#  include <simde/x86/gfni.h>
#else
#  include <immintrin.h>
#endif

#include "groestl_impl.h"

#if defined(GROESTL_AVX2_GFNI_EMULATED)
/* test_avx2_gfni_emulated links this code, built on SIMDe, beside the library's own
 * avx2_gfni: its external names are renamed here, in one place. */
#  define groestl_backend_avx2_gfni groestl_backend_avx2_gfni_emulated
#  define groestl_avx2_gfni_compress_many groestl_avx2_gfni_emulated_compress_many
#  define groestl_avx2_gfni_output_many groestl_avx2_gfni_emulated_output_many
#  define groestl_avx2_gfni_finish_many groestl_avx2_gfni_emulated_finish_many
#  define groestl_avx2_gfni_nodes_many groestl_avx2_gfni_emulated_nodes_many
#endif

/* avx2_gfni.c: the descriptor (one message: compress and output). */
extern const groestl_backend_ops groestl_backend_avx2_gfni;

/* avx2_gfni_many.c: the backend's compress_many, output_many, finish_many and nodes_many
 * (row-sliced sets of 4 lanes, 2 for the 1024-bit state; a few lanes one by one through the
 * descriptor's compress and output). */
void groestl_avx2_gfni_compress_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                     size_t lanes, size_t nblocks, unsigned variant);
void groestl_avx2_gfni_output_many(uint8_t *const *chains, size_t lanes, unsigned variant);
void groestl_avx2_gfni_finish_many(uint8_t *const *chains, const uint8_t *const *blocks,
                                   size_t lanes, size_t nblocks, const uint8_t *q_last,
                                   unsigned variant);
size_t groestl_avx2_gfni_nodes_many(const uint8_t *in, size_t n, uint8_t *out);

#endif /* GROESTL_AVX2_GFNI_H */
