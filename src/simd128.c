/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * simd128.c - the byte-sliced backend for WebAssembly SIMD128: vperm.c's method (SubBytes in
 * GF(16) arithmetic after Hamburg, CHES 2009) on i8x16.swizzle, which is PSHUFB but for
 * indices 16..127 (0 there; every index here is a nibble or 0x80, where the two agree).
 *
 * The layout, transposition, ShiftBytes masks and round constants are byteslice.h's (on
 * WebAssembly, byteslice_wasm.h gives it the few SSSE3 intrinsics it uses, each one SIMD128
 * instruction); the compress and output drivers are byteslice_drivers.h's, the nibble tables
 * sbox_gf16.h's. The rounds are this file's: see vperm.c's top comment for the S-box formulas
 * (x = i·U + k in GF(16) pairs; io, jo; three pairs of output tables T·S', T·2S', T·4S').
 * vperm.c writes the S-box step in x86 assembly; here it is intrinsics, and the engine's
 * compiler (V8's, measured) allocates the registers.
 *
 * Constant-time: swizzles indexed by state nibbles in tables held as vectors, shifts and XORs;
 * no branch and no memory address depends on data.
 *
 * Built a second time, natively on x86-64, with -DGROESTL_SIMD128_EMULATED -mssse3 (never
 * shipped: test_simd128_emulated and the constant-time checks, docs/CONSTANT_TIME.md): the
 * SIMD128 intrinsics are then SIMDe's, and byteslice.h keeps <tmmintrin.h> (SIMDe's v128_t is
 * __m128i there).
 */
#if defined(GROESTL_SIMD128_EMULATED)
#  define SIMDE_WASM_SIMD128_ENABLE_NATIVE_ALIASES
#  include <simde/wasm/simd128.h>
/* SIMDe's i8x16.swizzle is PSHUFB of the index saturated-added to 0x70 (every index from 16
 * up gives 0, as in WebAssembly) only with SSSE3; without it, a loop that reads the table at
 * each index, a look-up indexed by the data. */
#  if !defined(SIMDE_X86_SSSE3_NATIVE)
#    error "GROESTL_SIMD128_EMULATED needs SSSE3 (-mssse3): SIMDe's swizzle is a table look-up without it"
#  endif
/* SIMDe 0.7.4 has no i8x16.const_splat: a splat of the constant is the same vector. */
#  if !defined(wasm_i8x16_const_splat)
#    define wasm_i8x16_const_splat(c) wasm_i8x16_splat(c)
#  endif
/* The one external name, beside the library's own simd128 where a build has both. */
#  define groestl_backend_simd128 groestl_backend_simd128_emulated
#endif

#include "byteslice_gf16.h"

/* The three outputs of a row's S-box step, 1, 2 and 4 times T·S', go through memory: V8's
 * compiler places pure operations next to their uses, which in MixBytes interleaves the S-box
 * steps of all rows and spills their intermediates to its own stack (node's
 * --print-wasm-code; the counts are in docs/BENCHMARKS.md, JavaScript). Stored here,
 * volatile, a row's step is done before the next one starts; MixBytes loads them back. The
 * array lives in the module's stack, which the API layer wipes (stack_bytes). */
typedef volatile v128_t row_outputs[3][BS_ROWS];

/* i8x16.swizzle: byte n of the result is byte index[n] of table (0 for an index from 16 up).
 * MemorySanitizer builds (the emulated one): the index's poison spread over its byte. */
GROESTL_INLINE v128_t swizzle(v128_t table, v128_t index)
{
    return GROESTL_SHUFFLE_BYTES(wasm_i8x16_swizzle, table, index);
}

/* ShiftBytes (a swizzle by mask), then SubBytes of row x into out[0..2][r]. Twelve swizzles:
 * the shift, c/k, four inversions, six output tables. The probe build looks up the S-box at
 * i, the high nibble: the index MemorySanitizer lost track of before GROESTL_SHUFFLE_BYTES. */
GROESTL_INLINE void sub_row(v128_t x, v128_t mask, row_outputs out, int r)
{
    const v128_t low4 = wasm_i8x16_const_splat(0x0f);
    x = swizzle(x, mask);
    const v128_t i = wasm_v128_and(wasm_u16x8_shr(x, 4), low4);
    GROESTL_CT_PROBE_BYTE(wasm_i8x16_extract_lane(i, 0));
    const v128_t k = wasm_v128_and(x, low4);
    const v128_t j = wasm_v128_xor(i, k);
    const v128_t c_k = swizzle(nib.c_over, k);
    const v128_t ia = wasm_v128_xor(swizzle(nib.inv, i), c_k); /* 1/i + c/k */
    const v128_t ja = wasm_v128_xor(swizzle(nib.inv, j), c_k); /* 1/j + c/k */
    const v128_t io = wasm_v128_xor(swizzle(nib.inv, ia), j);
    const v128_t jo = wasm_v128_xor(swizzle(nib.inv, ja), i);
    GROESTL_UNROLL
    for (int m = 0; m < 3; m++)
        out[m][r] = wasm_v128_xor(swizzle(nib.out[m][0], io), swizzle(nib.out[m][1], jo));
}

/* MixBytes (byteslice_gf16.h's BS_GF16_MIX) from the row outputs out[0..2], loaded back. */
#define MIX_FROM_OUTPUTS(n, row, out, b)                                                      \
    do {                                                                                      \
        v128_t a_[n], d_[n], f_[n];                                                           \
        GROESTL_UNROLL                                                                        \
        for (int r_ = 0; r_ < (n); r_++) {                                                    \
            a_[r_] = (out)[0][r_];                                                            \
            d_[r_] = (out)[1][r_];                                                            \
            f_[r_] = (out)[2][r_];                                                            \
        }                                                                                     \
        BS_GF16_MIX(n, row, a_, d_, f_, b);                                                   \
    } while (0)

/* One round on 8 row registers: ShiftBytes and SubBytes (sub_row), MixBytes, then the key
 * (the next round's constant and what S(0) leaves). */
GROESTL_INLINE void round_rows(v128_t s[BS_ROWS], const v128_t mask[BS_ROWS],
                               const v128_t key[BS_ROWS], row_outputs out)
{
    GROESTL_UNROLL
    for (int r = 0; r < BS_ROWS; r++)
        sub_row(s[r], mask[r], out, r);
    MIX_FROM_OUTPUTS(BS_ROWS, BS_ROW8, out, s);
    GROESTL_UNROLL
    for (int r = 0; r < BS_ROWS; r++)
        s[r] = wasm_v128_xor(s[r], key[r]);
}

/* ---- Rounds ------------------------------------------------------------------------------ */

/* n rounds on 8 row registers, round 0's constant already in. */
GROESTL_INLINE void rounds(v128_t s[BS_ROWS], const bs_schedule *sc, int n)
{
    row_outputs out;
    for (int r = 0; r < n; r++)
        round_rows(s, sc->mask, sc->key[r], out);
}

/* The wide P and Q, a round of each at a time. */
GROESTL_INLINE void rounds_2(v128_t p[BS_ROWS], v128_t q[BS_ROWS], const bs_schedule *ps,
                             const bs_schedule *qs, int n)
{
    row_outputs out;
    for (int r = 0; r < n; r++) {
        round_rows(p, ps->mask, ps->key[r], out);
        round_rows(q, qs->mask, qs->key[r], out);
    }
}

/* The narrow P alone in four [row k | row k+4] registers (the output transformation). */
GROESTL_INLINE void rounds_pairs(v128_t s[4], const bs_variant_tables *t, int n)
{
    row_outputs out;
    for (int r = 0; r < n; r++) {
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            sub_row(s[k], t->pair_mask[k][0], out, k);
        MIX_FROM_OUTPUTS(4, BS_ROW_PAIRS, out, s);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            s[k] = wasm_v128_xor(s[k], t->pair_key[r][k][0]);
    }
}

/* ---- Compress and output: the drivers every 128-bit byte-sliced backend shares ---------- */

#include "byteslice_drivers.h"


/* SubBytes alone on 16 bytes, for the tests (groestl_impl.h; the JavaScript package's
 * compare it with groestl_sbox on every byte): sub_row with no byte moves. */
static void simd128_sub_bytes(uint8_t bytes[16])
{
    const v128_t identity = wasm_i8x16_const(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    row_outputs out;
    tables_for(0); /* builds the nibble tables */
    sub_row(enter(wasm_v128_load(bytes)), identity, out, 0);
    v128_t s = wasm_v128_xor(leave(out[0][0]), wasm_i8x16_splat((int8_t)groestl_sbox[0]));
    wasm_v128_store(bytes, s);
}

const groestl_backend_ops groestl_backend_simd128 = {
    .constant_time = 1,
#if defined(GROESTL_SIMD128_EMULATED)
    .name = "simd128_emulated", /* as the checks report it: not the WebAssembly build */
    .cpu_features = GROESTL_CPU_SSSE3, /* SIMDe's swizzle is PSHUFB */
    .wipe_registers = bs_wipe_xmm,
#else
    .name = "simd128",
    .cpu_features = 0, /* the module validated: the engine runs SIMD128 */
#endif
    .compress = bs_compress,
    .output = bs_output,
    /* Vectors live in the engine's registers and locals, outside linear memory; what does
     * reach the module's stack is the arrays clang keeps there (the row outputs, the state of
     * a call), well within this depth (js/test/module.test.mjs fills the stack before a call
     * and checks). */
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .sub_bytes = simd128_sub_bytes,
};
