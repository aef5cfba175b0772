/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Firmware driver for the API tests (avr/runner/avr_test.py): runner/driver.c with BENCH_FN
 * = api_run, which exercises a variant's streaming or flash-input API instead of its one-call
 * function. Build with -DAPI_STREAM=<name>, -DAPI_REPEAT=<name> or -DAPI_FLASH=<name> (small,
 * tiny, fast, ...). Every call goes through abi_check_call (runner/abi_check.S): if one breaks
 * the avr-gcc ABI, the digest is spoilt (its first byte flipped) and the test fails.
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
#include "abi_check.h"

#define CAT3_(a, b, c) a##b##c
#define CAT3(a, b, c) CAT3_(a, b, c)
#define WHOLE_BLOCKS_tiny 1         /* variants whose update takes whole blocks only */

static uint8_t abi_bad;

/* fn(a0, a1, ...) through abi_check_call: up to five 16-bit arguments (r24:r25 first) */
static void call5(abi_fn *fn, uint16_t a0, uint16_t a1, uint16_t a2, uint16_t a3, uint16_t a4)
{
    uint8_t args[10];
    abi_arg(args, 0, a0);
    abi_arg(args, 1, a1);
    abi_arg(args, 2, a2);
    abi_arg(args, 3, a3);
    abi_arg(args, 4, a4);
    abi_bad |= abi_check_call(fn, args);
}
#define CALL(fn, ...) CALL_(fn, __VA_ARGS__, 0, 0, 0, 0)
#define CALL_(fn, a, b, c, d, e, ...) \
    call5(ABI_FN(fn), (uint16_t)(a), (uint16_t)(b), (uint16_t)(c), (uint16_t)(d), (uint16_t)(e))
#define P(x) ABI_PTR(x)

#if defined(API_STREAM)
#define FN(suffix) CAT3(groestl256_, API_STREAM, suffix)
#define WHOLE_BLOCKS CAT3(WHOLE_BLOCKS_, API_STREAM, )

static void api_body(const void *in, uint16_t len, uint8_t *out)
{
    const uint8_t *p = in;
    uint8_t n = p[0];
    const uint8_t *msg = p + 1 + 2 * n, *end = p + len, *next = msg;
    CAT3(groestl256_, API_STREAM, _ctx) ctx;
    CALL(FN(_init), P(&ctx));
    for (uint8_t i = 0; i <= n; i++) {
        const uint8_t *stop = i < n ? next + (p[1 + 2 * i] | p[2 + 2 * i] << 8) : end;
        if (stop > end)
            stop = end;
        CALL(FN(_update), P(&ctx), P(msg), stop - msg);
#if WHOLE_BLOCKS + 0
        msg += (stop - msg) & ~63u;
#else
        msg = stop;
#endif
        next = stop;
    }
#if WHOLE_BLOCKS + 0
    CALL(FN(_final), P(&ctx), P(msg), end - msg, P(out));
#else
    CALL(FN(_final), P(&ctx), P(out));
#endif
}

#elif defined(API_REPEAT)
#define FN(suffix) CAT3(groestl256_, API_REPEAT, suffix)
#define WHOLE_BLOCKS CAT3(WHOLE_BLOCKS_, API_REPEAT, )

static void api_body(const void *in, uint16_t len, uint8_t *out)
{
    const uint8_t *p = in;
    uint16_t r = p[0] | p[1] << 8, l = p[2] | p[3] << 8, t = len - 4 - l;
    const uint8_t *chunk = p + 4, *tail = chunk + l;
    CAT3(groestl256_, API_REPEAT, _ctx) ctx;
    CALL(FN(_init), P(&ctx));
    while (r--)
        CALL(FN(_update), P(&ctx), P(chunk), l);
    CALL(FN(_update), P(&ctx), P(tail), t);
#if WHOLE_BLOCKS + 0
    CALL(FN(_final), P(&ctx), P(tail + (t & ~63u)), t & 63, P(out));
#else
    CALL(FN(_final), P(&ctx), P(out));
#endif
}

#elif defined(API_FLASH)
/* BENCH_FLASH_SIZE in runner.c: room for more than 256 blocks */
const uint8_t bench_flash[20480] __attribute__((section(".bench_flash"), used)) = {1};

/* groestl256_V_P(uint_farptr_t msg, uint32_t len, digest): msg in r22..r25, len in r18..r21,
 * digest in r16:r17 */
static void api_body(const void *in, uint16_t len, uint8_t *out)
{
    (void)in;
    uint32_t msg = pgm_get_far_address(bench_flash);
    CALL(CAT3(groestl256_, API_FLASH, _P), msg >> 16, msg, 0, len, P(out));
}
#else
#error "build with -DAPI_STREAM=<variant>, -DAPI_REPEAT=<variant> or -DAPI_FLASH=<variant>"
#endif

static void api_run(const void *in, uint16_t len, uint8_t *out)
{
    api_body(in, len, out);
    if (abi_bad)
        out[0] ^= 0xff;
}

#define BENCH_FN api_run
#define BENCH_NO_RECHECK
#include "driver.c"
