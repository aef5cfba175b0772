/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * hwcap_hide - an LD_PRELOAD library for the ARM tests: getauxval(AT_HWCAP) as the kernel
 * says, less the bits of the features the library must then do without, so that its
 * dispatcher falls back (qemu-user's CPU models all have them):
 *   AArch64: AES and SHA3 (armv8_aes gives way to neon);
 *   32-bit ARM: NEON (neon gives way to bitsliced).
 * scripts/test.sh runs the ARM tests once more with it.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <sys/auxv.h>

#if defined(__aarch64__)
#  define HIDDEN ((1ul << 3) | (1ul << 17)) /* HWCAP_AES, HWCAP_SHA3 */
#else
#  define HIDDEN (1ul << 12) /* HWCAP_NEON */
#endif

__attribute__((visibility("default"))) unsigned long getauxval(unsigned long type)
{
    unsigned long (*real)(unsigned long) =
        (unsigned long (*)(unsigned long))dlsym(RTLD_NEXT, "getauxval");
    unsigned long value = real != NULL ? real(type) : 0;
    if (type == AT_HWCAP)
        value &= ~HIDDEN;
    return value;
}
