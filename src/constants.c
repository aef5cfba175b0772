/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* constants.c - the tables of the specification that every backend derives its own from. */
#include "groestl_impl.h"
#include "groestl_sbox.h"

const uint8_t groestl_sbox[256] = {GROESTL_SBOX_BYTES};

const uint8_t groestl_shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;
