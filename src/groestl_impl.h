/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl_impl.h - the library's internal contract: the constants of the specification, the
 * byte-order helpers, and the interface every permutation backend implements.
 *
 * The state of Grøstl is an 8-row matrix of bytes with 8 columns (512-bit permutations) or 16
 * columns (1024-bit ones). A byte string maps onto it column by column: byte k sits at row
 * k % 8, column k / 8. The chaining value travels between the API layer and the backends as
 * such a byte string ("spec order"), so each backend is free to keep its own layout inside a
 * call and the API layer never depends on one.
 */
#ifndef GROESTL_IMPL_H
#define GROESTL_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "groestl.h"

#if defined(__x86_64__) || defined(_M_X64)
#  define GROESTL_X86_64 1
#endif
#if defined(GROESTL_X86_64) || defined(__i386__) || defined(_M_IX86)
#  define GROESTL_X86 1 /* 32- or 64-bit */
#endif

#include <stdatomic.h>

/* ---- Compiler helpers: the library's one set ------------------------------------------- */

/* GROESTL_INLINE: round code must be inlined whole (GCC does not at -O2 by itself), or its
 * state goes through memory. GROESTL_NOINLINE: a function that must keep a frame of its own.
 * GROESTL_UNROLL: before a loop over rows or columns, so that they live in registers (GCC
 * unrolls at -O3 by itself, not at -O2). */
#if defined(__GNUC__) || defined(__clang__)
#  define GROESTL_INLINE static inline __attribute__((always_inline))
#  define GROESTL_NOINLINE __attribute__((noinline))
#else
#  define GROESTL_INLINE static inline
#  define GROESTL_NOINLINE
#endif
#if defined(__clang__)
#  define GROESTL_UNROLL _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__) && __GNUC__ >= 8
#  define GROESTL_UNROLL _Pragma("GCC unroll 16")
#else
#  define GROESTL_UNROLL
#endif

/* Run build() exactly once, whichever thread comes first; the others wait until it is done.
 * *state starts at 0 (a static atomic_int). The hot path is one acquire load. */
void groestl_once_slow(atomic_int *state, void (*build)(void));
static inline void groestl_once(atomic_int *state, void (*build)(void))
{
    if (atomic_load_explicit(state, memory_order_acquire) != 2)
        groestl_once_slow(state, build);
}

/* ---- Variants: which pair of permutations a computation uses ------------------------- */

enum {
    GROESTL_WIDE = 1, /* 1024-bit permutations (digests over 256 bits), else 512-bit */
    GROESTL_V0 = 2    /* Grøstl-0 round constants and shifts, else the final version */
};

/* The four variants as an index 0..3 (tables per variant): the flags above, nothing else. */
#define GROESTL_VARIANTS 4
#define GROESTL_VARIANT_INDEX(variant) ((variant) & (GROESTL_WIDE | GROESTL_V0))

#define GROESTL_ROWS 8
#define GROESTL_COLS(variant) (((variant) & GROESTL_WIDE) ? 16 : 8)
#define GROESTL_ROUNDS(variant) (((variant) & GROESTL_WIDE) ? 14 : 10)
#define GROESTL_BLOCK_BYTES(variant) (((variant) & GROESTL_WIDE) ? 128 : 64)

/* ---- Constants of the specification ---------------------------------------------------- */

/* The AES S-box (SubBytes). */
extern const uint8_t groestl_sbox[256];

/* ShiftBytes: row r of P (perm 0) or Q (perm 1) moves left by groestl_shifts[variant][perm][r]
 * columns, i.e. new[r][c] = old[r][(c + shift) mod columns].
 *   final 512: P 0 1 2 3 4 5 6 7    Q 1 3 5 7 0 2 4 6
 *   final 1024: P 0 1 2 3 4 5 6 11  Q 1 3 5 11 0 2 4 6
 *   Grøstl-0: Q shifts as P does. */
extern const uint8_t groestl_shifts[GROESTL_VARIANTS][2][GROESTL_ROWS];
/* Its initialiser, [variant][P=0, Q=1][row], for backends that want the shifts as compile-time
 * constants (a static const copy the compiler folds into addresses). */
#define GROESTL_SHIFTS_INIT                                                                   \
    {                                                                                         \
        /* final, 512-bit */ {{0, 1, 2, 3, 4, 5, 6, 7}, {1, 3, 5, 7, 0, 2, 4, 6}},             \
        /* final, 1024-bit */ {{0, 1, 2, 3, 4, 5, 6, 11}, {1, 3, 5, 11, 0, 2, 4, 6}},          \
        /* Grøstl-0, 512-bit */ {{0, 1, 2, 3, 4, 5, 6, 7}, {0, 1, 2, 3, 4, 5, 6, 7}},          \
        /* Grøstl-0, 1024-bit */ {{0, 1, 2, 3, 4, 5, 6, 11}, {0, 1, 2, 3, 4, 5, 6, 11}},       \
    }

/* MixBytes: new column = B·column, B the circulant matrix whose row r is this row rotated
 * right by r: B[r][c] = row[(c - r) mod 8]. */
#define GROESTL_MIXBYTES_ROW_INIT {2, 2, 3, 4, 5, 3, 5, 7}

/* AddRoundConstant, round i (0-based), column j:
 *   final:    P: row 0 ^= (j << 4) ^ i.   Q: every byte ^= 0xff, then row 7 ^= (j << 4) ^ i.
 *   Grøstl-0: P: byte (0,0) ^= i.          Q: byte (7,0) ^= 0xff ^ i.
 * The varying part of the final version's constant: */
static inline uint8_t groestl_round_constant(unsigned column, unsigned round)
{
    return (uint8_t)((column << 4) ^ round);
}

/* AddRoundConstant as a byte: what permutation perm (P = 0, Q = 1) XORs to (row, col) in
 * `round` of `variant` (GROESTL_V0: Grøstl-0's constants, column 0 only), the final
 * version's complement of Q included. */
static inline uint8_t groestl_constant_byte(unsigned variant, unsigned perm, unsigned row,
                                           unsigned col, unsigned round)
{
    if (variant & GROESTL_V0) {
        if (col != 0)
            return 0;
        if (perm == 0)
            return row == 0 ? (uint8_t)round : 0;
        return row == 7 ? (uint8_t)(0xff ^ round) : 0;
    }
    uint8_t rc = groestl_round_constant(col, round);
    if (perm == 0)
        return row == 0 ? rc : 0;
    return row == 7 ? (uint8_t)(0xff ^ rc) : 0xff;
}

/* ---- GF(2^8) helpers of the GFNI backends (avx512, avx2_gfni) --------------------------- */

/* The AES affine map as a GF2P8AFFINE matrix (one qword): output bit i is the XOR of input
 * bits i, i-1, ..., i-4 (mod 8), i.e. b ^ rotl(b,1) ^ ... ^ rotl(b,4); byte 7 - i of the
 * matrix selects the input bits of output bit i. Derived here from that definition. With
 * GF2P8AFFINEINVQB and the constant 0x63 it is SubBytes. */
static inline uint64_t groestl_aes_affine_matrix(void)
{
    uint64_t m = 0;
    for (unsigned i = 0; i < 8; i++) {
        unsigned sel = 0;
        for (unsigned k = 0; k <= 4; k++)
            sel |= 1u << ((i - k) & 7);
        m |= (uint64_t)sel << (8 * (7 - i));
    }
    return m;
}

/* Every byte of a 64-bit word divided by 4 in GF(2^8) (a round constant that is multiplied
 * by 4 after it enters): halving twice, where an odd byte first gets the polynomial
 * x^8+x^4+x^3+x+1 (0x11b) added so that it divides by x. */
static inline uint64_t groestl_quarter_bytes(uint64_t bytes)
{
    for (int i = 0; i < 2; i++) {
        uint64_t odd = bytes & 0x0101010101010101u;
        bytes = (bytes & ~odd) >> 1 ^ odd * 0x8d;
    }
    return bytes;
}

/* Instrumented builds (AddressSanitizer) have frames several times larger. */
#if defined(__SANITIZE_ADDRESS__)
#  define GROESTL_STACK_BYTES(bytes) (4 * (bytes))
#elif defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define GROESTL_STACK_BYTES(bytes) (4 * (bytes))
#  endif
#endif
/* Builds without optimization (Debug) give every temporary of the inlined round code a stack
 * slot of its own: frames of tens of KiB, in no proportion to the optimized ones' depths, so
 * there the wipe covers a fixed 96 KiB. -Os (MinSizeRel) inlines less and lays out other
 * frames than the -O3 ones measured: twice the depth. test_stack_wipe runs on both builds
 * (scripts/test.sh's build-types stage). */
#if !defined(GROESTL_STACK_BYTES) && !defined(__OPTIMIZE__)
#  define GROESTL_STACK_BYTES(bytes) 98304u
#endif
#if !defined(GROESTL_STACK_BYTES) && defined(__OPTIMIZE_SIZE__)
#  define GROESTL_STACK_BYTES(bytes) (2 * (bytes))
#endif
#if !defined(GROESTL_STACK_BYTES)
#  define GROESTL_STACK_BYTES(bytes) (bytes)
#endif

/* ---- The constant-time checks' hooks (tests/ct_workload.h) ------------------------------ */

/* MemorySanitizer builds (clang -fsanitize=memory: tests/test_ct_msan.c, never shipped).
 * MSan does not follow some vector instructions (clang 19 to 22): it reports every use of a
 * poisoned operand of VPTERNLOGQ and GF2P8AFFINEINVQB, and propagates the poison of VPERMB,
 * AESENCLAST (every width) and GF2P8MULB as if each bit stayed where it was, which is wrong
 * for instructions that move bytes or mix bits (a byte of secret could come out unmarked).
 * In its builds these run on clean copies of their operands and the result is poisoned by
 * the rule of what the instruction does:
 *   groestl_msan_follow(r, x, n, lane)  each lane of r (1 byte, or AES's 16) is poisoned
 *                                        where any byte of the same lane of x was;
 *   groestl_msan_mask / _poison_where    a byte permutation: the same permutation applied
 *                                        to a mask of x's poisoned bytes says where r's are.
 * These branch on MSan's shadow, never on the data. tests/test_ct_msan.c checks that every
 * result of every call comes out poisoned. */
#if defined(__has_feature)
#  if __has_feature(memory_sanitizer)
#    define GROESTL_MSAN 1
#  endif
#endif
#if defined(GROESTL_MSAN)
#  include <sanitizer/msan_interface.h>
static inline void groestl_msan_follow(void *result, const void *operand, size_t n, size_t lane)
{
    for (size_t k = 0; k < n; k += lane)
        if (__msan_test_shadow((const char *)operand + k, lane) >= 0)
            __msan_poison((char *)result + k, lane);
}
static inline void groestl_msan_mask(uint8_t *mask, const void *p, size_t n)
{
    for (size_t k = 0; k < n; k++)
        mask[k] = __msan_test_shadow((const char *)p + k, 1) == 0 ? 0xff : 0;
}
static inline void groestl_msan_poison_where(void *p, const uint8_t *mask, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (mask[k] != 0)
            __msan_poison((char *)p + k, 1);
}
#  define GROESTL_MSAN_CLEAN(v) (__extension__({ __typeof__(v) clean_ = (v); __msan_unpoison(&clean_, sizeof clean_); clean_; }))
#endif

/* VPTERNLOGQ on ZMM registers (avx512, aesni's ZMM path), through the above in MSan builds.
 * Expands where immintrin.h is included. */
#if defined(GROESTL_MSAN)
#  define GROESTL_TERNARY_ZMM(a, b, c, imm)                                                  \
    (__extension__({                                                                          \
        __m512i a_ = (a), b_ = (b), c_ = (c);                                                 \
        __m512i r_ = _mm512_ternarylogic_epi64(GROESTL_MSAN_CLEAN(a_), GROESTL_MSAN_CLEAN(b_), \
                                               GROESTL_MSAN_CLEAN(c_), imm);                  \
        groestl_msan_follow(&r_, &a_, sizeof r_, 1);                                          \
        groestl_msan_follow(&r_, &b_, sizeof r_, 1);                                          \
        groestl_msan_follow(&r_, &c_, sizeof r_, 1);                                          \
        r_;                                                                                   \
    }))
#else
#  define GROESTL_TERNARY_ZMM(a, b, c, imm) _mm512_ternarylogic_epi64(a, b, c, imm)
#endif

/* AESENCLAST of any width (aesni's paths): ShiftRows moves bytes within each 16-byte lane. */
#if defined(GROESTL_MSAN)
#  define GROESTL_AESENCLAST(fn, x, key)                                                     \
    (__extension__({                                                                          \
        __typeof__(x) x_ = (x), k_ = (key);                                                   \
        __typeof__(x) r_ = fn(GROESTL_MSAN_CLEAN(x_), GROESTL_MSAN_CLEAN(k_));                \
        groestl_msan_follow(&r_, &x_, sizeof r_, 16);                                         \
        groestl_msan_follow(&r_, &k_, sizeof r_, 16);                                         \
        r_;                                                                                   \
    }))
#else
#  define GROESTL_AESENCLAST(fn, x, key) fn(x, key)
#endif

/* A byte shuffle indexed by data: PSHUFB, or i8x16.swizzle (vperm, simd128 and their GF(16)
 * nibble maps). MSan moves the table's poison with the shuffle but ORs in the index's poison
 * bit by bit, so a result byte whose index has some poisoned bits comes out poisoned in those
 * bits only: the low nibble alone poisoned, and then (x >> 4) & 15, the next lookup's index,
 * looks clean (a probe on it went unreported). Each result byte is poisoned whole where its
 * index byte has any poison. Expands where the shuffle's header is included. */
#if defined(GROESTL_MSAN)
#  define GROESTL_SHUFFLE_BYTES(fn, table, index)                                            \
    (__extension__({                                                                          \
        __typeof__(index) i_ = (index);                                                       \
        __typeof__(index) r_ = fn((table), i_);                                               \
        groestl_msan_follow(&r_, &i_, sizeof r_, 1);                                          \
        r_;                                                                                   \
    }))
#else
#  define GROESTL_SHUFFLE_BYTES(fn, table, index) fn(table, index)
#endif

/* The checks' own control, -DGROESTL_CT_PROBE (a deliberately broken build, never shipped):
 * each constant-time backend then looks up the S-box at an index taken from its state inside
 * its rounds, the leak a table implementation has, in every file or (groestl_ct_probe_file,
 * set by a check) in one. MSan and the trace check must report each backend of such a build
 * at its probe (scripts/test.sh's msan and trace stages): a check that passes one is blind
 * on that path. */
#if defined(GROESTL_CT_PROBE)
extern volatile uint8_t groestl_ct_probe_sink;
extern const char *volatile groestl_ct_probe_file; /* a file name, or NULL: all */
int groestl_ct_probe_on(const char *file);
#  define GROESTL_CT_PROBE_BYTE(byte)                                                        \
    ((void)(groestl_ct_probe_on(__FILE__) &&                                                  \
            (groestl_ct_probe_sink ^= groestl_sbox[(uint8_t)(byte)], 1)))
#else
#  define GROESTL_CT_PROBE_BYTE(byte) ((void)0)
#endif

/* ---- Wiping ----------------------------------------------------------------------------- */

/* Zero n bytes in a way the compiler may not drop (memset through a volatile pointer). */
void groestl_wipe(void *p, size_t n);

/* ---- Byte-order helpers (no assumption about the host's byte order) -------------------- */

static inline uint64_t groestl_load64_le(const uint8_t *p)
{
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
           (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
           (uint64_t)p[7] << 56;
}

static inline void groestl_store64_le(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static inline void groestl_store64_be(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (56 - 8 * i));
}

#if defined(__aarch64__) || defined(_M_ARM64)
#  define GROESTL_AARCH64 1
#elif defined(__arm__) || defined(_M_ARM)
#  define GROESTL_ARM32 1
#endif

/* ---- CPU features (dispatch.c) ----------------------------------------------------------- */

/* What the CPU has AND the OS saves the registers of (x86: XGETBV; ARM: what the kernel
 * reports), for the backends' checks. */
enum {
    GROESTL_CPU_SSSE3 = 1u << 0,
    GROESTL_CPU_AESNI = 1u << 1,
    GROESTL_CPU_AVX2 = 1u << 2,
    GROESTL_CPU_AVX512F = 1u << 3,
    GROESTL_CPU_AVX512BW = 1u << 4,
    GROESTL_CPU_AVX512VL = 1u << 5,
    GROESTL_CPU_AVX512VBMI = 1u << 6,
    GROESTL_CPU_GFNI = 1u << 7,
    GROESTL_CPU_VAES = 1u << 8,
    GROESTL_CPU_ARM_AES = 1u << 9, /* AArch64: AESE, AESD, AESMC, AESIMC */
    GROESTL_CPU_ARM_SHA3 = 1u << 10, /* AArch64: EOR3, BCAX, RAX1, XAR */
    GROESTL_CPU_NEON = 1u << 11,     /* AArch64 always; 32-bit ARM where the OS reports it */
    /* Not an instruction set, a kind of core: a ZMM operation takes two of the pipes' slots
     * where a YMM one takes one (AMD Zen 4, family 19h), so a ZMM register half full costs
     * what a full one does. avx512_many.c's choice of code for a few lanes follows it. */
    GROESTL_CPU_ZMM_HALF = 1u << 12
};

/* The features above, read once: x86 with CPUID and XGETBV; AArch64 and 32-bit ARM from the
 * OS (Linux: getauxval, macOS: sysctlbyname; other systems: NEON alone on AArch64, where it is
 * part of the architecture); 0 elsewhere. */
uint32_t groestl_cpu_features(void);

/* ---- The backend interface ------------------------------------------------------------- */

/* A backend is the permutation code: one file each (portable.c, tables64.c, aesni.c, ...),
 * which describes itself in one of these. The dispatcher (dispatch.c) runs it only on a CPU
 * with every feature it names, so that a file built with instruction-set flags never runs
 * before that check. */
typedef struct groestl_backend_ops {
    const char *name;
    int constant_time;     /* no branch or address depends on data */
    uint32_t cpu_features; /* GROESTL_CPU_* it needs (0: any CPU the build targets) */

    /* For each of nblocks consecutive blocks m: chain = P(chain ^ m) ^ Q(m) ^ chain.
     * chain: GROESTL_BLOCK_BYTES(variant) bytes in spec order, 8-byte aligned.
     * blocks: no alignment promised. */
    void (*compress)(uint8_t *chain, const uint8_t *blocks, size_t nblocks, unsigned variant);

    /* The output transformation before truncation: chain = P(chain) ^ chain. */
    void (*output)(uint8_t *chain, unsigned variant);

    /* Many messages side by side (NULL: the API layer calls compress and output lane by
     * lane). For each lane i < lanes: compress of nblocks blocks at blocks[i] into chains[i];
     * output of chains[i]. Chains 8-byte aligned, blocks not; any lane count from 1. */
    void (*compress_many)(uint8_t *const *chains, const uint8_t *const *blocks, size_t lanes,
                          size_t nblocks, unsigned variant);
    void (*output_many)(uint8_t *const *chains, size_t lanes, unsigned variant);
    /* Optional (NULL: compress_many, then output_many): both in one call, the chains staying
     * in the backend's own layout in between (the last blocks of a batch of messages).
     * q_last: NULL, or Q of the last block, where that block is the same in every lane (a
     * padding block without message bytes: public); the backend may run P alone on that
     * block and take Q from there, or ignore it. */
    void (*finish_many)(uint8_t *const *chains, const uint8_t *const *blocks, size_t lanes,
                        size_t nblocks, const uint8_t *q_last, unsigned variant);
    /* Optional (NULL: each input copied into a chain for output_many): the Merkle nodes of
     * groestl256_output_transform_many, out + 32i = the last 32 bytes of P(x) ^ x for the
     * 64 bytes x at in + 64i, read and written in place, without copies. Returns how many
     * it did (the first ones, from 0 to n); the API layer does the rest the NULL way. */
    size_t (*nodes_many)(const uint8_t *in, size_t n, uint8_t *out);

    /* How deep below its caller the frames of compress and output reach, in bytes (measured,
     * with a margin, through GROESTL_STACK_BYTES): they may leave state there, in arrays and
     * in registers the compiler spilled, so the API layer zeroes that much stack once a public
     * call is done with the backend. test_stack_wipe checks that nothing is left. */
    unsigned stack_bytes;

    /* Zero the vector registers compress and output may leave state in (NULL: none). The
     * API layer calls it with the stack wipe: a register's contents reach memory at the next
     * XSAVE in user space (the dynamic linker saves every register when it resolves a symbol). */
    void (*wipe_registers)(void);

    /* For the tests: SubBytes alone on 16 bytes, where the backend computes the S-box rather
     * than looks it up (checked against groestl_sbox on every byte); NULL otherwise. */
    void (*sub_bytes)(uint8_t bytes[16]);
} groestl_backend_ops;

/* Q of one block m by a backend's own calls: (P(m) ^ Q(m)) ^ (P(m) ^ m) ^ m, a compress from
 * a zero chain and the output transformation of m (finish_many's q_last: groestl.c, tests).
 * q: GROESTL_BLOCK_BYTES(variant) bytes, 8-byte aligned. */
static inline void groestl_q_of_block(const groestl_backend_ops *ops, const uint8_t *m,
                                      unsigned variant, uint8_t *q)
{
    uint64_t p[GROESTL_MAX_BLOCK_BYTES / 8] = {0};
    uint8_t *pm = (uint8_t *)p;
    const size_t bytes = GROESTL_BLOCK_BYTES(variant);
    for (size_t i = 0; i < bytes; i++) {
        q[i] = 0;
        pm[i] = m[i];
    }
    ops->compress(q, m, 1, variant);
    ops->output(pm, variant);
    for (size_t i = 0; i < bytes; i++)
        q[i] ^= (uint8_t)(pm[i] ^ m[i]);
}

/* The descriptors of the backends and code paths this build compiled (backends.h: each
 * backend but portable is compiled only where the compiler and target allow it, and the
 * build defines GROESTL_HAVE_<NAME> for those it compiled). */
#define GROESTL_CORE(files)
#define GROESTL_BACKEND(name, arch, ct, files, flags) extern const groestl_backend_ops groestl_backend_##name;
#define GROESTL_BACKEND_PATH(name, of, arch, files, flags) extern const groestl_backend_ops groestl_backend_##name;
#include "backends.h"
#undef GROESTL_CORE
#undef GROESTL_BACKEND
#undef GROESTL_BACKEND_PATH

#if defined(GROESTL_HAVE_AESNI)
/* aesni's code paths, each a descriptor of its own: 128-bit rounds (aesni.c,
 * groestl_backend_aesni_128) and, where built, VAES rounds in YMM registers (aesni_vaes.c) and
 * many messages in ZMM registers (aesni_vaes512.c). groestl_backend_aesni runs the first of
 * groestl_aesni_paths (widest first, NULL-terminated) that the CPU has; the tests run each
 * (groestl_use_test_backend). */
extern const groestl_backend_ops groestl_backend_aesni_128;
extern const groestl_backend_ops *const groestl_aesni_paths[];
#endif

#if defined(GROESTL_HAVE_AVX512)
/* Which code avx512_many.c gives a few lanes: as on a core where a ZMM operation costs two YMM
 * ones (zmm_half 1, as GROESTL_CPU_ZMM_HALF) or one (0), or by this CPU (-1, the default). For
 * the tests, which run both on any CPU; not to be called while avx512's batch calls run. */
void groestl_avx512_choose_lanes(int zmm_half);
#endif

#if defined(GROESTL_X86_64) && defined(__GNUC__)
/* ZMM0-31 zeroed: the wipe_registers of the backends that use them (avx512, aesni's ZMM
 * path). VZEROALL clears ZMM0-15, ZMM16-31 one by one. Inline assembly, which the compiler
 * cannot drop; call it only where the CPU has AVX-512 F. Every register is named as
 * clobbered: where the calling convention makes some callee-saved (XMM6-15 on Windows x64),
 * the compiler saves and restores them around it. */
static inline void groestl_wipe_zmm(void)
{
    __asm__ volatile("vzeroall\n\t"
                     "vpxord %%zmm16, %%zmm16, %%zmm16\n\tvpxord %%zmm17, %%zmm17, %%zmm17\n\t"
                     "vpxord %%zmm18, %%zmm18, %%zmm18\n\tvpxord %%zmm19, %%zmm19, %%zmm19\n\t"
                     "vpxord %%zmm20, %%zmm20, %%zmm20\n\tvpxord %%zmm21, %%zmm21, %%zmm21\n\t"
                     "vpxord %%zmm22, %%zmm22, %%zmm22\n\tvpxord %%zmm23, %%zmm23, %%zmm23\n\t"
                     "vpxord %%zmm24, %%zmm24, %%zmm24\n\tvpxord %%zmm25, %%zmm25, %%zmm25\n\t"
                     "vpxord %%zmm26, %%zmm26, %%zmm26\n\tvpxord %%zmm27, %%zmm27, %%zmm27\n\t"
                     "vpxord %%zmm28, %%zmm28, %%zmm28\n\tvpxord %%zmm29, %%zmm29, %%zmm29\n\t"
                     "vpxord %%zmm30, %%zmm30, %%zmm30\n\tvpxord %%zmm31, %%zmm31, %%zmm31"
                     ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
                       "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15", "xmm16",
                       "xmm17", "xmm18", "xmm19", "xmm20", "xmm21", "xmm22", "xmm23", "xmm24",
                       "xmm25", "xmm26", "xmm27", "xmm28", "xmm29", "xmm30", "xmm31");
}
#elif defined(GROESTL_X86) && defined(__GNUC__)
/* 32-bit x86 has ZMM0-7 only: VZEROALL clears them all. */
static inline void groestl_wipe_zmm(void)
{
    __asm__ volatile("vzeroall" ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6",
                     "xmm7");
}
#endif

/* The backend new contexts get (NULL if the forced one is unavailable). Thread-safe. */
const groestl_backend_ops *groestl_current_backend(void);

/* 1 if ops is one of this build's backends (a context's pointer is checked before use). */
int groestl_backend_known(const groestl_backend_ops *ops);
/* For the tests: one more backend that groestl_backend_known accepts, which a test stores
 * into contexts itself (tests/test_emulated.c's builds of avx512.c and simd128.c on SIMDe). */
void groestl_register_test_backend(const groestl_backend_ops *ops);
/* For the tests: ops, registered as above, becomes the backend of new contexts and of the
 * one-call functions until the next groestl_set_backend (a code path of a backend that the
 * public list does not name, such as groestl_aesni_paths'). */
void groestl_use_test_backend(const groestl_backend_ops *ops);

#endif /* GROESTL_IMPL_H */
