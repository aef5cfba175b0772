/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * hwcap_no_aes - an LD_PRELOAD library for the AArch64 tests: getauxval(AT_HWCAP) as the
 * kernel says, less the AES and SHA3 bits, so that the library sees a CPU without the Crypto
 * Extensions and its dispatcher must fall back (qemu-user's CPU models all have AES).
 * scripts/test.sh runs the AArch64 tests once more with it.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <sys/auxv.h>

__attribute__((visibility("default"))) unsigned long getauxval(unsigned long type)
{
    unsigned long (*real)(unsigned long) =
        (unsigned long (*)(unsigned long))dlsym(RTLD_NEXT, "getauxval");
    unsigned long value = real != NULL ? real(type) : 0;
    if (type == AT_HWCAP)
        value &= ~((1ul << 3) | (1ul << 17)); /* HWCAP_AES, HWCAP_SHA3 */
    return value;
}
