/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* abi_check.h - call an entry point through runner/abi_check.S, which checks that it keeps
 * the avr-gcc ABI (call-saved registers, r1 = 0, stack pointer). abi_args() packs up to
 * five 16-bit arguments into the register image r16..r25 (first argument in r24:r25, as
 * avr-gcc passes them); a 32-bit argument takes two slots, low half first in the lower slot
 * (see groestl256_*_P in driver_api.c). */
#ifndef ABI_CHECK_H
#define ABI_CHECK_H
#include <stdint.h>

typedef void abi_fn(void);
uint8_t abi_check_call(abi_fn *fn, const uint8_t args[10]);

/* args[2*(4-k)], args[2*(4-k)+1] = argument k (k = 0: r24:r25, 1: r22:r23, ... 4: r16:r17) */
static inline void abi_arg(uint8_t args[10], uint8_t k, uint16_t v)
{
    args[2 * (4 - k)] = v & 0xff;
    args[2 * (4 - k) + 1] = v >> 8;
}
#define ABI_PTR(p) ((uint16_t)(uintptr_t)(p))
#define ABI_FN(f) ((abi_fn *)(f))
#endif
