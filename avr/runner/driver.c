/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Generic firmware driver for the simavr runner (avr/runner/runner.c); see avr/README.md.
 * The runner writes bench_in[0..bench_len) before start, the firmware calls BENCH_FN once
 * between two marker writes to OCDR (start = 1, stop = 2), after an empty bracket that the
 * runner uses to subtract the markers' own cost, then stops (sleep with interrupts off). */
#include <stdint.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/interrupt.h>

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
    cli();
    sleep_cpu();
    for (;;) {}
}
