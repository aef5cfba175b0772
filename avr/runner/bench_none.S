/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* bench_none: an empty one-call function (a lone `ret`, 4 cycles, 2 bytes) for the baseline
 * firmware build/none.elf (runner/driver.c with BENCH_FN=bench_none). `make test` checks the
 * runner's cycle convention on it (it must report 4 + 7), and `make bench` takes the ROM and
 * static RAM of a variant as its program's minus this one's, its `ret` added back
 * (runner/linked_size.py; avr/README.md). */
#include "common.inc"
    FUNCTION bench_none
    ret
    END_FUNCTION bench_none
