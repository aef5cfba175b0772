/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl_avr.h - Grøstl-256 in AVR assembly (ATmega128), callable from avr-gcc C.
 * Each variant is one .S file under avr/; assembled with -DGROESTL_AVR_V0 it computes
 * Grøstl-0-256 instead of the final version (same API). Variants in one program must be
 * all final or all Grøstl-0. Digests are 32 bytes, messages whole bytes.
 * Constant time: no branch or address depends on the message, except the table look-ups
 * (S-box, x2) indexed by state bytes: the ATmega128 has no cache, so they take the same
 * cycles for every address.
 */
#ifndef GROESTL_AVR_H
#define GROESTL_AVR_H

#include <stdint.h>
#ifdef __AVR__
#include <avr/pgmspace.h>           /* uint_farptr_t, pgm_get_far_address() */
#else
typedef uint32_t uint_farptr_t;
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- fast: groestl256_fast.S ------------------------------------------------------------
 * Speed in a few KB of flash (docs/BENCHMARKS.md has the figures): x2 table in SRAM, S-box
 * tables in flash, two static 64-byte states. The one-call function keeps h static (not
 * reentrant) and needs no message buffer. Streaming: any split of the message, through a
 * caller-owned context that buffers a partial block. groestl256_fast_P hashes a message in
 * flash (anywhere, read with ELPM; len < 2^22) through a static context, e.g.
 *   groestl256_fast_P(pgm_get_far_address(image), sizeof image, digest). */
#define GROESTL256_FAST_CTX_SIZE 133
typedef struct { uint8_t opaque[GROESTL256_FAST_CTX_SIZE]; } groestl256_fast_ctx;
void groestl256_fast_init(groestl256_fast_ctx *ctx);
void groestl256_fast_update(groestl256_fast_ctx *ctx, const void *msg, uint16_t len);
void groestl256_fast_final(groestl256_fast_ctx *ctx, uint8_t digest[32]);
void groestl256_fast(const void *msg, uint16_t len, uint8_t digest[32]);
void groestl256_fast_P(uint_farptr_t msg, uint32_t len, uint8_t digest[32]);

/* Each form's API below is fast's under its own names: declarations, not code. */
/* ---- fast_large: groestl256_fast_large.S -------------------------------------------------
 * fast with every round written out (about 23 KB of flash) for a few percent more speed;
 * the same tables, API, context and RAM. */
#define GROESTL256_FAST_LARGE_CTX_SIZE 133
typedef struct { uint8_t opaque[GROESTL256_FAST_LARGE_CTX_SIZE]; } groestl256_fast_large_ctx;
void groestl256_fast_large_init(groestl256_fast_large_ctx *ctx);
void groestl256_fast_large_update(groestl256_fast_large_ctx *ctx, const void *msg, uint16_t len);
void groestl256_fast_large_final(groestl256_fast_large_ctx *ctx, uint8_t digest[32]);
void groestl256_fast_large(const void *msg, uint16_t len, uint8_t digest[32]);
void groestl256_fast_large_P(uint_farptr_t msg, uint32_t len, uint8_t digest[32]);

/* ---- small: groestl256_small.S ----------------------------------------------------------
 * Little flash (docs/BENCHMARKS.md has the figures): fast's tables and states, MixBytes a
 * subroutine. The one-call function keeps h static (not reentrant); streaming as fast's. */
#define GROESTL256_SMALL_CTX_SIZE 133
typedef struct { uint8_t opaque[GROESTL256_SMALL_CTX_SIZE]; } groestl256_small_ctx;
void groestl256_small_init(groestl256_small_ctx *ctx);
void groestl256_small_update(groestl256_small_ctx *ctx, const void *msg, uint16_t len);
void groestl256_small_final(groestl256_small_ctx *ctx, uint8_t digest[32]);
void groestl256_small(const void *msg, uint16_t len, uint8_t digest[32]);

/* ---- tiny: groestl256_tiny.S ------------------------------------------------------------
 * Under 156 bytes of RAM in all for one call (the state and h static, 128 bytes, + the
 * stack: docs/BENCHMARKS.md), tables in flash; streaming: 64 static + the 68-byte context +
 * the stack of update or final (16 saved registers and up to five call levels).
 * There is no message buffer, so the streaming API takes whole blocks:
 *   update hashes the first len/64*64 bytes (the caller keeps the other len%64 bytes);
 *   final takes the tail (tail_len < 64 bytes, possibly 0) and writes the digest.
 * groestl256_tiny_P hashes a message in flash (anywhere, read with ELPM), e.g.
 *   groestl256_tiny_P(pgm_get_far_address(image), sizeof image, digest). */
#define GROESTL256_TINY_CTX_SIZE 68
typedef struct { uint8_t opaque[GROESTL256_TINY_CTX_SIZE]; } groestl256_tiny_ctx;
void groestl256_tiny_init(groestl256_tiny_ctx *ctx);
void groestl256_tiny_update(groestl256_tiny_ctx *ctx, const void *msg, uint16_t len);
void groestl256_tiny_final(groestl256_tiny_ctx *ctx, const void *tail, uint8_t tail_len,
                           uint8_t digest[32]);
void groestl256_tiny(const void *msg, uint16_t len, uint8_t digest[32]);
void groestl256_tiny_P(uint_farptr_t msg, uint32_t len, uint8_t digest[32]);

#ifdef __cplusplus
}
#endif
#endif /* GROESTL_AVR_H */
