/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * neon.c - the byte-sliced backend for ARM with NEON but without the AES instructions
 * (Cortex-A53/A72 boards such as the Raspberry Pi 3 and 4; 32-bit ARMv7 with NEON): vperm.c's
 * method, SubBytes in GF(16) arithmetic after Hamburg (CHES 2009), on TBL (AArch64; 32-bit ARM:
 * two VTBL a look-up) with the 16-byte tables held in registers.
 *
 * The layout, transposition, ShiftBytes masks and round constants are byteslice.h's (on ARM,
 * byteslice_neon.h gives it the few SSSE3 intrinsics it uses), that of armv8_aes too: a
 * register per row, P and Q side by side (512-bit), or 8 registers each (1024-bit). The
 * compress and output drivers are byteslice_drivers.h's, the nibble tables sbox_gf16.h's. See
 * vperm.c's top comment for the S-box formulas (x = i·U + k in GF(16) pairs; io, jo; three
 * pairs of output tables T·S', T·2S', T·4S', and MixBytes as 56 XORs of them).
 *
 * A round, per row register: TBL (ShiftBytes), USHR and AND (the nibbles i and k), 5 TBL and
 * 5 EOR (c/k, j, the four inversions), 6 TBL and 3 EOR (the output tables); then 7 EOR of
 * MixBytes and the key: 30 operations (docs/BENCHMARKS.md has the models' figures).
 *
 * Built for AArch64 as it is, for 32-bit ARM with -mfpu=neon (backends.h); dispatch.c runs it
 * only where the OS reports NEON (GROESTL_CPU_NEON: always on AArch64).
 *
 * Constant-time: TBL with constant indices or with state nibbles into tables held in
 * registers (never memory), shifts and XORs; no branch and no address depends on data.
 */
#include "byteslice_gf16.h"

/* A 16-byte table as the look-ups take it: a register on AArch64; on 32-bit ARM, whose VTBL
 * reads a list of 8-byte registers, the pair of its halves. */
#if defined(__aarch64__)
typedef uint8x16_t lookup_table;
GROESTL_INLINE lookup_table as_table(uint8x16_t v)
{
    return v;
}
GROESTL_INLINE uint8x16_t lookup(lookup_table t, uint8x16_t index)
{
    return vqtbl1q_u8(t, index);
}
#else
typedef uint8x8x2_t lookup_table;
GROESTL_INLINE lookup_table as_table(uint8x16_t v)
{
    const lookup_table t = {{vget_low_u8(v), vget_high_u8(v)}};
    return t;
}
GROESTL_INLINE uint8x16_t lookup(lookup_table t, uint8x16_t index)
{
    return vcombine_u8(vtbl2_u8(t, vget_low_u8(index)), vtbl2_u8(t, vget_high_u8(index)));
}
#endif

/* The nibble tables in registers for the rounds (a copy of nib the compiler keeps there). */
typedef struct {
    lookup_table inv, c_over, out[3][2];
} round_tables;

GROESTL_INLINE round_tables load_round_tables(void)
{
    round_tables t;
    t.inv = as_table(nib.inv);
    t.c_over = as_table(nib.c_over);
    for (int m = 0; m < 3; m++)
        for (int h = 0; h < 2; h++)
            t.out[m][h] = as_table(nib.out[m][h]);
    return t;
}

/* ShiftBytes (a look-up by mask), then SubBytes of row x: a, d, f = 1, 2 and 4 times T·S'. */
GROESTL_INLINE void sub_row(uint8x16_t x, uint8x16_t mask, const round_tables *t, uint8x16_t *a,
                            uint8x16_t *d, uint8x16_t *f)
{
    x = lookup(as_table(x), mask);
    const uint8x16_t i = vshrq_n_u8(x, 4);
    const uint8x16_t k = vandq_u8(x, vdupq_n_u8(0x0f));
    const uint8x16_t j = veorq_u8(i, k);
    const uint8x16_t c_k = lookup(t->c_over, k);
    const uint8x16_t ia = veorq_u8(lookup(t->inv, i), c_k); /* 1/i + c/k */
    const uint8x16_t ja = veorq_u8(lookup(t->inv, j), c_k); /* 1/j + c/k */
    const uint8x16_t io = veorq_u8(lookup(t->inv, ia), j);
    const uint8x16_t jo = veorq_u8(lookup(t->inv, ja), i);
    *a = veorq_u8(lookup(t->out[0][0], io), lookup(t->out[0][1], jo));
    *d = veorq_u8(lookup(t->out[1][0], io), lookup(t->out[1][1], jo));
    *f = veorq_u8(lookup(t->out[2][0], io), lookup(t->out[2][1], jo));
}

/* One round on 8 row registers: ShiftBytes and SubBytes (sub_row), MixBytes, then the key
 * (the next round's constant and what S(0) leaves). */
GROESTL_INLINE void round_rows(uint8x16_t s[BS_ROWS], const uint8x16_t mask[BS_ROWS],
                               const uint8x16_t key[BS_ROWS], const round_tables *t)
{
    uint8x16_t a[BS_ROWS], d[BS_ROWS], f[BS_ROWS];
    GROESTL_UNROLL
    for (int r = 0; r < BS_ROWS; r++)
        sub_row(s[r], mask[r], t, &a[r], &d[r], &f[r]);
    BS_GF16_MIX(BS_ROWS, BS_ROW8, a, d, f, s);
    GROESTL_UNROLL
    for (int r = 0; r < BS_ROWS; r++)
        s[r] = veorq_u8(s[r], key[r]);
    GROESTL_CT_PROBE_BYTE(vgetq_lane_u8(s[0], 0));
}

/* ---- Rounds ------------------------------------------------------------------------------ */

/* n rounds on 8 row registers, round 0's constant already in. */
GROESTL_INLINE void rounds(uint8x16_t s[BS_ROWS], const bs_schedule *sc, int n)
{
    const round_tables t = load_round_tables();
    for (int r = 0; r < n; r++)
        round_rows(s, sc->mask, sc->key[r], &t);
}

/* The wide P, then Q: a round's 8 rows are work enough to overlap, and the other state would
 * only take registers the rounds need (their tables and the rows' three outputs). */
GROESTL_INLINE void rounds_2(uint8x16_t p[BS_ROWS], uint8x16_t q[BS_ROWS], const bs_schedule *ps,
                             const bs_schedule *qs, int n)
{
    rounds(p, ps, n);
    rounds(q, qs, n);
}

/* The narrow P alone in four [row k | row k+4] registers (the output transformation). */
GROESTL_INLINE void rounds_pairs(uint8x16_t s[4], const bs_variant_tables *vt, int n)
{
    const round_tables t = load_round_tables();
    for (int r = 0; r < n; r++) {
        uint8x16_t a[4], d[4], f[4];
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            sub_row(s[k], vt->pair_mask[k][0], &t, &a[k], &d[k], &f[k]);
        BS_GF16_MIX(4, BS_ROW_PAIRS, a, d, f, s);
        GROESTL_UNROLL
        for (int k = 0; k < 4; k++)
            s[k] = veorq_u8(s[k], vt->pair_key[r][k][0]);
        GROESTL_CT_PROBE_BYTE(vgetq_lane_u8(s[0], 0));
    }
}

/* ---- Compress and output: the drivers every 128-bit byte-sliced backend shares ---------- */

#include "byteslice_drivers.h"

/* SubBytes alone on 16 bytes, for the tests (groestl_impl.h): sub_row with no byte moves. */
static void neon_sub_bytes(uint8_t bytes[16])
{
    uint8_t identity[16];
    for (unsigned j = 0; j < 16; j++)
        identity[j] = (uint8_t)j;
    tables_for(0); /* builds the nibble tables */
    const round_tables t = load_round_tables();
    uint8x16_t a, d, f;
    sub_row(enter(vld1q_u8(bytes)), vld1q_u8(identity), &t, &a, &d, &f);
    vst1q_u8(bytes, veorq_u8(leave(a), vdupq_n_u8(groestl_sbox[0])));
}

/* A descriptor like vperm.c's: a table of this backend's own fields, not repeated code. */
const groestl_backend_ops groestl_backend_neon = {
    .name = "neon",
    .constant_time = 1,
    .cpu_features = GROESTL_CPU_NEON,
    .compress = bs_compress,
    .output = bs_output,
    .stack_bytes = GROESTL_STACK_BYTES(2048),
    .sub_bytes = neon_sub_bytes,
};
