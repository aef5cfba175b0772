/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * bcryptprimitives.c - a bcryptprimitives.dll for Debian 12's Wine 8, which has none: Rust's
 * standard library (1.78 on) imports ProcessPrng from it on Windows, so no Rust program built
 * for x86_64-pc-windows-gnu starts under that Wine. This one draws the bytes from
 * RtlGenRandom (advapi32's SystemFunction036). Test machinery only: the windows stage of
 * scripts/test.sh builds it and puts it on WINEPATH for `cargo test`; nothing ships it.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom */

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG n = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
