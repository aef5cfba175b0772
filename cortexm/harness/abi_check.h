/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#ifndef ABI_CHECK_H
#define ABI_CHECK_H

#include <stdint.h>

/* abi_check.S: fn(args[0..3]) with r4-r11 known and the stack painted; result[0] = mask of
 * what it broke (bit i: r(4+i), bit 8: sp), result[1] = its stack depth in bytes. */
void abi_check_call(const void *fn, const uint32_t args[4], uint32_t result[2]);

/* The check's control: breaks r6, r9 and sp (8 bytes, a word written there). */
void abi_check_control(void);

#endif
