/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Generic firmware driver for the simavr runner (avr/runner/runner.c); see avr/README.md.
 * The runner writes bench_in[0..bench_len) before start, the firmware calls BENCH_FN once
 * between two marker writes to OCDR (start = 1, stop = 2), after an empty bracket that the
 * runner uses to subtract the markers' own cost. Then it calls BENCH_FN a second time through
 * abi_check_call (runner/abi_check.S), on the same input: if that call broke the avr-gcc ABI
 * or gave another output than the measured one, bench_out is spoilt (its first byte
 * flipped), so the test fails. Then it stops (sleep with interrupts off). Build with -DBENCH_NO_RECHECK for a
 * BENCH_FN that checks its own calls (driver_api.c). */
#include <stdint.h>
#include <string.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/interrupt.h>
#include "abi_check.h"

#ifndef BENCH_IN_SIZE
#define BENCH_IN_SIZE 3072
#endif
#ifndef BENCH_OUT_SIZE
#define BENCH_OUT_SIZE 32
#endif

/* BENCH_FN(const void *in, uint16_t len, uint8_t *out): e.g. groestl256_fast */
void BENCH_FN(const void *in, uint16_t len, uint8_t *out);

uint8_t bench_in[BENCH_IN_SIZE] __attribute__((section(".noinit")));
volatile uint16_t bench_len __attribute__((section(".noinit")));
uint8_t bench_out[BENCH_OUT_SIZE] __attribute__((section(".noinit")));

#define BENCH_MARK(v) __asm__ __volatile__("out %0, %1" :: "I"(_SFR_IO_ADDR(OCDR)), "r"((uint8_t)(v)) : "memory")

int main(void)
{
    uint16_t len = bench_len;
    BENCH_MARK(1);                  /* empty bracket: the markers' own cost */
    BENCH_MARK(2);
    BENCH_MARK(1);
    BENCH_FN(bench_in, len, bench_out);
    BENCH_MARK(2);
#ifndef BENCH_NO_RECHECK
    uint8_t first[BENCH_OUT_SIZE], args[10];    /* on the stack: not static RAM */
    memcpy(first, bench_out, BENCH_OUT_SIZE);
    abi_arg(args, 0, ABI_PTR(bench_in));
    abi_arg(args, 1, len);
    abi_arg(args, 2, ABI_PTR(bench_out));
    if (abi_check_call(ABI_FN(BENCH_FN), args) || memcmp(first, bench_out, BENCH_OUT_SIZE))
        bench_out[0] ^= 0xff;       /* the test sees a wrong digest */
#endif
    cli();
    sleep_cpu();
    for (;;) {}
}
