/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* constants.c - the tables of the specification that every backend derives its own from. */
#include "groestl_impl.h"
#include "groestl_sbox.h"

const uint8_t groestl_sbox[256] = {GROESTL_SBOX_BYTES};

const uint8_t groestl_shifts[GROESTL_VARIANTS][2][GROESTL_ROWS] = GROESTL_SHIFTS_INIT;

#if defined(GROESTL_CT_PROBE)
volatile uint8_t groestl_ct_probe_sink; /* the control build's look-ups land here */
const char *volatile groestl_ct_probe_file;

/* 1 if the probes of `file` (a path, as __FILE__) are on: its last component is
 * groestl_ct_probe_file, or that is NULL. No libc: the trace check's target has none. */
int groestl_ct_probe_on(const char *file)
{
    const char *only = groestl_ct_probe_file, *base = file;
    if (only == NULL)
        return 1;
    for (const char *p = file; *p != '\0'; p++)
        if (*p == '/')
            base = p + 1;
    while (*base != '\0' && *base == *only)
        base++, only++;
    return *base == *only;
}
#endif
