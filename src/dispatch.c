/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * dispatch.c - which backend new contexts use, and what the CPU can run.
 *
 * The choice is made once, at first use: GROESTL_BACKEND=<name> if set, else the first
 * constant-time backend of the list below that the CPU and OS support (the table backends,
 * tables64 and portable, only when named). It is cached in an atomic pointer, so the hot path
 * is one load and no lock. Threads racing at first use compute the same answer; it is stored
 * only where nothing is set, so it never undoes a groestl_set_backend that came in between.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "groestl_impl.h"

#if defined(GROESTL_X86) && (defined(__GNUC__) || defined(__clang__))
#  include <cpuid.h>
#  define GROESTL_CPUID 1
#elif (defined(GROESTL_AARCH64) || defined(GROESTL_ARM32)) && defined(__linux__)
#  include <sys/auxv.h>
#  define GROESTL_AUXV 1
/* The kernel's bits (asm/hwcap.h), spelled out for C libraries without the header. */
#  define GROESTL_HWCAP_AES (1ul << 3)   /* AArch64 */
#  define GROESTL_HWCAP_SHA3 (1ul << 17) /* AArch64 */
#  define GROESTL_HWCAP_NEON (1ul << 12) /* 32-bit ARM: Debian's armhf does not promise it */
#elif defined(GROESTL_AARCH64) && defined(__APPLE__)
#  include <sys/sysctl.h>
#  define GROESTL_SYSCTL 1
#elif defined(GROESTL_AARCH64)
#  define GROESTL_NEON_ONLY 1 /* another OS: NEON, which AArch64 always has, and nothing more */
#endif

/* ---- Build once ---------------------------------------------------------------------------- */

void groestl_once_slow(atomic_int *state, void (*build)(void))
{
    int expected = 0; /* 0 not built, 1 being built, 2 ready */
    if (atomic_compare_exchange_strong_explicit(state, &expected, 1, memory_order_acquire,
                                                memory_order_acquire)) {
        build();
        atomic_store_explicit(state, 2, memory_order_release);
        return;
    }
    while (atomic_load_explicit(state, memory_order_acquire) != 2)
        ; /* another thread builds: a few microseconds, once per process */
}

/* ---- CPU features ------------------------------------------------------------------------ */

#if defined(GROESTL_CPUID)
/* The family of an AMD CPU (base plus extended family: 19h Zen 3 and 4, 1Ah Zen 5), else 0. */
static unsigned amd_family(void)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(0, &a, &b, &c, &d) || b != 0x68747541u || d != 0x69746e65u ||
        c != 0x444d4163u) /* "AuthenticAMD" */
        return 0;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return 0;
    unsigned family = (a >> 8) & 0xf;
    return family == 0xf ? family + ((a >> 20) & 0xff) : family;
}

static uint32_t read_cpu_features(void)
{
    unsigned a, b, c, d;
    uint32_t f = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return 0;
    if (c & (1u << 9))
        f |= GROESTL_CPU_SSSE3;
    if (c & (1u << 25))
        f |= GROESTL_CPU_AESNI;
    /* AVX and AVX-512 registers count only if the OS saves them: OSXSAVE, then XCR0. */
    if (!(c & (1u << 27)) || !(c & (1u << 28)))
        return f;
    unsigned xcr0_lo, xcr0_hi;
    __asm__("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
    int ymm = (xcr0_lo & 0x06) == 0x06;        /* XMM and YMM state */
    int zmm = ymm && (xcr0_lo & 0xe0) == 0xe0; /* opmask, ZMM0-15 upper halves, ZMM16-31 */
    if (!ymm || !__get_cpuid_count(7, 0, &a, &b, &c, &d))
        return f;
    /* A feature a bit of CPUID leaf 7: a table written as code, not repeated logic. */
    if (b & (1u << 5))
        f |= GROESTL_CPU_AVX2;
    if (c & (1u << 8))
        f |= GROESTL_CPU_GFNI;
    if (c & (1u << 9))
        f |= GROESTL_CPU_VAES;
    if (zmm) {
        if (b & (1u << 16))
            f |= GROESTL_CPU_AVX512F;
        if (b & (1u << 30))
            f |= GROESTL_CPU_AVX512BW;
        if (b & (1u << 31))
            f |= GROESTL_CPU_AVX512VL;
        if (c & (1u << 1))
            f |= GROESTL_CPU_AVX512VBMI;
    }
    if ((f & GROESTL_CPU_AVX512F) && amd_family() == 0x19)
        f |= GROESTL_CPU_ZMM_HALF; /* Zen 4: AVX-512 on 256-bit pipes */
    return f;
}
#endif

#if defined(GROESTL_AUXV) && defined(GROESTL_AARCH64)
static uint32_t read_cpu_features(void)
{
    unsigned long hwcap = getauxval(AT_HWCAP);
    uint32_t f = GROESTL_CPU_NEON;
    if (hwcap & GROESTL_HWCAP_AES)
        f |= GROESTL_CPU_ARM_AES;
    if (hwcap & GROESTL_HWCAP_SHA3)
        f |= GROESTL_CPU_ARM_SHA3;
    return f;
}
#elif defined(GROESTL_AUXV)
static uint32_t read_cpu_features(void)
{
    return (getauxval(AT_HWCAP) & GROESTL_HWCAP_NEON) ? GROESTL_CPU_NEON : 0;
}
#elif defined(GROESTL_SYSCTL)
static int sysctl_flag(const char *name)
{
    int value = 0;
    size_t size = sizeof value;
    return sysctlbyname(name, &value, &size, NULL, 0) == 0 && value != 0;
}

static uint32_t read_cpu_features(void)
{
    uint32_t f = GROESTL_CPU_NEON;
    if (sysctl_flag("hw.optional.arm.FEAT_AES"))
        f |= GROESTL_CPU_ARM_AES;
    if (sysctl_flag("hw.optional.arm.FEAT_SHA3"))
        f |= GROESTL_CPU_ARM_SHA3;
    return f;
}
#elif defined(GROESTL_NEON_ONLY)
static uint32_t read_cpu_features(void)
{
    return GROESTL_CPU_NEON;
}
#endif

uint32_t groestl_cpu_features(void)
{
#if defined(GROESTL_CPUID) || defined(GROESTL_AUXV) || defined(GROESTL_SYSCTL) ||            \
    defined(GROESTL_NEON_ONLY)
    static _Atomic uint32_t cached = 0; /* bit 31: already read */
    uint32_t f = atomic_load_explicit(&cached, memory_order_relaxed);
    if (f == 0) {
        f = read_cpu_features() | 0x80000000u;
        atomic_store_explicit(&cached, f, memory_order_relaxed);
    }
    return f & 0x7fffffffu;
#else
    return 0;
#endif
}


/* ---- The backends: backends.h, in the order of preference --------------------------------- *
 * The automatic choice takes the first constant-time one the CPU and OS support; tables64 and
 * portable (table look-ups indexed by data) run only when named. Each entry describes itself
 * (groestl_backend_ops): its name, whether it is constant-time, the CPU features it needs.
 * Their speeds: docs/BENCHMARKS.md. */
static const groestl_backend_ops *const backends[] = {
#define GROESTL_CORE(files)
#define GROESTL_BACKEND(name, arch, ct, files, flags) &groestl_backend_##name,
#define GROESTL_BACKEND_PATH(name, of, arch, files, flags)
#include "backends.h"
#undef GROESTL_CORE
#undef GROESTL_BACKEND
#undef GROESTL_BACKEND_PATH
};
#define BACKEND_COUNT (sizeof backends / sizeof backends[0])

static int runs_here(const groestl_backend_ops *b)
{
    return (groestl_cpu_features() & b->cpu_features) == b->cpu_features;
}

static const groestl_backend_ops *find(const char *name)
{
    for (size_t i = 0; name != NULL && i < BACKEND_COUNT; i++)
        if (strcmp(backends[i]->name, name) == 0)
            return backends[i];
    return NULL;
}

/* ---- The choice ---------------------------------------------------------------------------- */

/* A distinct address meaning "the forced backend is unavailable". */
static const groestl_backend_ops unavailable;

static _Atomic(const groestl_backend_ops *) current = NULL;

static const groestl_backend_ops *choose(void)
{
    const char *forced = getenv("GROESTL_BACKEND");
    if (forced != NULL && forced[0] != '\0') {
        const groestl_backend_ops *b = find(forced);
        return b != NULL && runs_here(b) ? b : &unavailable;
    }
    for (size_t i = 0; i < BACKEND_COUNT; i++)
        if (backends[i]->constant_time && runs_here(backends[i]))
            return backends[i];
    /* Only in a build configured without bitsliced (GROESTL_NO_BITSLICED, which CMake warns
     * about) and on a CPU that runs none of the others. */
    return &groestl_backend_portable;
}

const groestl_backend_ops *groestl_current_backend(void)
{
    const groestl_backend_ops *b = atomic_load_explicit(&current, memory_order_acquire);
    if (b == NULL) {
        /* Store the automatic choice only over "none chosen": a groestl_set_backend that ran
         * in between wins (a plain store here would undo it), and then b is what it set. */
        const groestl_backend_ops *expected = NULL;
        const groestl_backend_ops *chosen = choose();
        if (atomic_compare_exchange_strong_explicit(&current, &expected, chosen,
                                                    memory_order_acq_rel, memory_order_acquire))
            b = chosen;
        else
            b = expected;
    }
    return b == &unavailable ? NULL : b;
}

const char *groestl_backend(void)
{
    const groestl_backend_ops *b = groestl_current_backend();
    return b != NULL ? b->name : NULL;
}

int groestl_set_backend(const char *name)
{
    const groestl_backend_ops *b = NULL;
    if (name != NULL) {
        b = find(name);
        if (b == NULL || !runs_here(b))
            return GROESTL_ERR_BACKEND;
    }
    atomic_store_explicit(&current, b, memory_order_release); /* NULL: choose again */
    return GROESTL_OK;
}

/* A backend outside the table that a test puts into contexts by hand (the emulated builds of
 * avx512 and simd128 in tests/test_emulated.c, aesni's paths). */
static _Atomic(const groestl_backend_ops *) test_backend = NULL;

void groestl_register_test_backend(const groestl_backend_ops *ops)
{
    atomic_store_explicit(&test_backend, ops, memory_order_release);
}

void groestl_use_test_backend(const groestl_backend_ops *ops)
{
    groestl_register_test_backend(ops);
    atomic_store_explicit(&current, ops, memory_order_release);
}

int groestl_backend_known(const groestl_backend_ops *ops)
{
    for (size_t i = 0; i < BACKEND_COUNT; i++)
        if (backends[i] == ops)
            return 1;
    return ops != NULL && ops == atomic_load_explicit(&test_backend, memory_order_acquire);
}

const char *groestl_backend_name(size_t i)
{
    return i < BACKEND_COUNT ? backends[i]->name : NULL;
}

int groestl_backend_supported(const char *name)
{
    const groestl_backend_ops *b = find(name);
    return b != NULL && runs_here(b);
}

int groestl_backend_constant_time(const char *name)
{
    const groestl_backend_ops *b = find(name);
    return b != NULL && b->constant_time;
}
