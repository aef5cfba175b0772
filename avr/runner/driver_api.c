/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Firmware driver for the API tests (avr/runner/avr_test.py): runner/driver.c with BENCH_FN
 * = api_run, which exercises a variant's streaming or flash-input API instead of its one-call
 * function. Build with -DAPI_STREAM=<name>, -DAPI_REPEAT=<name> or -DAPI_FLASH=<name> (small,
 * tiny, fast).
 *
 * API_STREAM: bench_in = n (1 byte), n chunk lengths (uint16 little endian), the message.
 *   init, then one update per chunk (the rest of the message as a last update), then final.
 *   tiny's update hashes whole blocks only: the bytes it leaves go with the next call.
 * API_REPEAT: messages longer than the SRAM: bench_in = r (uint16 little endian), l (uint16),
 *   a chunk of l bytes, a tail (the rest); the message is the chunk r times, then the tail.
 *   init, r updates with the chunk, one with the tail, final. tiny: l must be a multiple of 64.
 * API_FLASH: the runner writes the message into bench_flash, a flash array placed across the
 *   64 KiB boundary (Makefile: --section-start=.bench_flash=...), and bench_in is unused. */
#include <stdint.h>
#include <avr/pgmspace.h>
#include "groestl_avr.h"

#define CAT3_(a, b, c) a##b##c
#define CAT3(a, b, c) CAT3_(a, b, c)
#define WHOLE_BLOCKS_tiny 1         /* variants whose update takes whole blocks only */

#if defined(API_STREAM)
#define FN(suffix) CAT3(groestl256_, API_STREAM, suffix)
#define WHOLE_BLOCKS CAT3(WHOLE_BLOCKS_, API_STREAM, )

static void api_run(const void *in, uint16_t len, uint8_t *out)
{
    const uint8_t *p = in;
    uint8_t n = p[0];
    const uint8_t *msg = p + 1 + 2 * n, *end = p + len, *next = msg;
    CAT3(groestl256_, API_STREAM, _ctx) ctx;
    FN(_init)(&ctx);
    for (uint8_t i = 0; i <= n; i++) {
        const uint8_t *stop = i < n ? next + (p[1 + 2 * i] | p[2 + 2 * i] << 8) : end;
        if (stop > end)
            stop = end;
#if WHOLE_BLOCKS + 0
        FN(_update)(&ctx, msg, stop - msg);
        msg += (stop - msg) & ~63u;
#else
        FN(_update)(&ctx, msg, stop - msg);
        msg = stop;
#endif
        next = stop;
    }
#if WHOLE_BLOCKS + 0
    FN(_final)(&ctx, msg, end - msg, out);
#else
    FN(_final)(&ctx, out);
#endif
}

#elif defined(API_REPEAT)
#define FN(suffix) CAT3(groestl256_, API_REPEAT, suffix)
#define WHOLE_BLOCKS CAT3(WHOLE_BLOCKS_, API_REPEAT, )

static void api_run(const void *in, uint16_t len, uint8_t *out)
{
    const uint8_t *p = in;
    uint16_t r = p[0] | p[1] << 8, l = p[2] | p[3] << 8, t = len - 4 - l;
    const uint8_t *chunk = p + 4, *tail = chunk + l;
    CAT3(groestl256_, API_REPEAT, _ctx) ctx;
    FN(_init)(&ctx);
    while (r--)
        FN(_update)(&ctx, chunk, l);
    FN(_update)(&ctx, tail, t);
#if WHOLE_BLOCKS + 0
    FN(_final)(&ctx, tail + (t & ~63u), t & 63, out);
#else
    FN(_final)(&ctx, out);
#endif
}

#elif defined(API_FLASH)
/* BENCH_FLASH_SIZE in runner.c: room for more than 256 blocks */
const uint8_t bench_flash[20480] __attribute__((section(".bench_flash"), used)) = {1};

static void api_run(const void *in, uint16_t len, uint8_t *out)
{
    (void)in;
    CAT3(groestl256_, API_FLASH, _P)(pgm_get_far_address(bench_flash), len, out);
}
#else
#error "build with -DAPI_STREAM=<variant>, -DAPI_REPEAT=<variant> or -DAPI_FLASH=<variant>"
#endif

#define BENCH_FN api_run
#include "driver.c"
