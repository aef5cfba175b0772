/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl.h - the Grøstl hash function family (SHA-3 finalist), final version and Grøstl-0.
 *
 * Digest sizes: 8 to 512 bits in steps of 8. Sizes up to 256 bits use the 512-bit
 * permutations (10 rounds, 64-byte blocks), larger ones the 1024-bit permutations
 * (14 rounds, 128-byte blocks).
 *
 *     groestl_ctx ctx;                       // on the stack: no allocation anywhere
 *     groestl_init(&ctx, 256);
 *     groestl_update(&ctx, data, len);       // as often as needed
 *     groestl_final(&ctx, digest);           // writes 32 bytes, then wipes ctx
 *
 * Every function returns GROESTL_OK (0) or a negative GROESTL_ERR_* code; groestl_strerror()
 * names it. A call that fails changes nothing it was given except where said below, and never
 * writes a digest.
 *
 * The permutation code (the "backend") is picked at first use: the fastest constant-time one
 * the CPU supports; the environment variable GROESTL_BACKEND=<name> or groestl_set_backend()
 * forces one (the only way to get the table backends, tables64 and portable, which are not
 * constant-time). groestl_backend_name() lists those this build has, in the order of
 * preference; the README's table says which CPUs run each and which are constant-time.
 */
#ifndef GROESTL_H
#define GROESTL_H

#include <stddef.h>
#include <stdint.h>

#define GROESTL_VERSION_MAJOR 1
#define GROESTL_VERSION_MINOR 0
#define GROESTL_VERSION_PATCH 0
#define GROESTL_VERSION_STRING "1.0.0"

#define GROESTL_MAX_DIGEST_BYTES 64  /* Grøstl-512 */
#define GROESTL_MAX_BLOCK_BYTES 128  /* block (and state) size of the 1024-bit permutations */

#if defined(_WIN32) || defined(__CYGWIN__)
#  if defined(GROESTL_BUILDING_DLL)
#    define GROESTL_API __declspec(dllexport)
#  elif defined(GROESTL_USING_DLL)
#    define GROESTL_API __declspec(dllimport)
#  else
#    define GROESTL_API
#  endif
#elif defined(__GNUC__)
#  define GROESTL_API __attribute__((visibility("default")))
#else
#  define GROESTL_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Error codes: every function returns 0 or one of these. */
enum groestl_error {
    GROESTL_OK = 0,
    GROESTL_ERR_NULL = -1,        /* a NULL context or digest, or NULL data with a non-zero length */
    GROESTL_ERR_DIGEST_SIZE = -2, /* digest size not in 8..512 or not a multiple of 8 */
    GROESTL_ERR_STATE = -3,       /* context not initialised, already finalised, or corrupted */
    GROESTL_ERR_PARTIAL = -4,     /* more data after an update that ended in the middle of a byte */
    GROESTL_ERR_TOO_LONG = -5,    /* the padded message would exceed 2^64-1 blocks, or a size is
                                     over PTRDIFF_MAX bytes */
    GROESTL_ERR_BACKEND = -6,     /* the backend asked for is unknown or this CPU/build lacks it */
    GROESTL_ERR_OVERLAP = -7      /* groestl_hash_many: a message overlaps the digests' output */
};

/* The hashing state. Callers own it (stack, struct member, ...) and may copy it with
 * plain assignment to fork a computation. Every field is private. */
typedef struct groestl_ctx groestl_ctx;
struct groestl_ctx {
    uint64_t chain[GROESTL_MAX_BLOCK_BYTES / 8]; /* chaining value, bytes in the spec's order */
    uint8_t buffer[GROESTL_MAX_BLOCK_BYTES];     /* message bytes not yet compressed */
    uint64_t blocks;                             /* blocks compressed so far */
    const void *backend;                         /* permutation code chosen at init */
    uint32_t magic;                              /* set by init, cleared by final */
    uint16_t digest_bits;
    uint8_t buffered;                            /* whole bytes in buffer */
    uint8_t partial_bits;                        /* bits (1..7) of buffer[buffered] in use, or 0 */
    uint8_t variant;                             /* state size and version, internal flags */
};

/* Start a final-version (January 2011) Grøstl computation with a digest of digest_bits. */
GROESTL_API int groestl_init(groestl_ctx *ctx, unsigned digest_bits);

/* Start a Grøstl-0 (the round-2 version, before the 2011 tweak) computation. */
GROESTL_API int groestl0_init(groestl_ctx *ctx, unsigned digest_bits);

/* Absorb len bytes. data may be NULL when len is 0. */
GROESTL_API int groestl_update(groestl_ctx *ctx, const void *data, size_t len);

/* Absorb nbits bits (SHA-3 NIST API convention): whole bytes first, then, when nbits % 8 != 0,
 * the nbits % 8 most significant bits of one more byte (its low bits are ignored). A context
 * that took such a partial byte accepts no more data: only groestl_final. */
GROESTL_API int groestl_update_bits(groestl_ctx *ctx, const void *data, uint64_t nbits);

/* Pad, finish, write digest_bits/8 bytes to digest, and wipe the context (further use of it
 * fails with GROESTL_ERR_STATE until it is initialised again). */
GROESTL_API int groestl_final(groestl_ctx *ctx, void *digest);

/* One call: final-version Grøstl of len bytes. */
GROESTL_API int groestl_hash(unsigned digest_bits, const void *data, size_t len, void *digest);

/* One call: Grøstl-0 of len bytes. */
GROESTL_API int groestl0_hash(unsigned digest_bits, const void *data, size_t len, void *digest);

/* Many messages at once: n independent final-version messages, message i being lens[i] bytes
 * at msgs[i] (NULL allowed when lens[i] is 0); its digest goes to digests + i * (digest_bits /
 * 8). The same bytes as n calls of groestl_hash, faster where the backend hashes several
 * messages side by side (messages of equal length are the fast case). Every argument is
 * checked before anything is written: a failing call writes no digest. The messages may
 * overlap one another but not the n digests (GROESTL_ERR_OVERLAP); a length over PTRDIFF_MAX
 * is GROESTL_ERR_TOO_LONG. */
GROESTL_API int groestl_hash_many(unsigned digest_bits, const void *const *msgs, const size_t *lens,
                                  size_t n, void *digests);

/* Grøstl-256's output transformation as a 2-to-1 compression (Merkle tree nodes): for each
 * i < n, out + 32 i gets the last 32 bytes of P(x) xor x, x being the 64 bytes at in + 64 i.
 * No padding and no compression: this is not Grøstl-256 of x. */
GROESTL_API int groestl256_output_transform_many(const void *in, size_t n, void *out);

/* The library's version at run time ("1.0.0"), which may differ from the header's
 * GROESTL_VERSION_STRING when a program runs against another build of the shared library. */
GROESTL_API const char *groestl_version(void);

/* A short English description of an error code ("unknown error code" for others). */
GROESTL_API const char *groestl_strerror(int code);

/* Name of the backend that contexts initialised now use, or NULL when GROESTL_BACKEND (or
 * groestl_set_backend) asks for one that is unknown or unsupported here. */
GROESTL_API const char *groestl_backend(void);

/* Force a backend for contexts initialised from now on (contexts already started keep
 * theirs). NULL returns to the automatic choice (GROESTL_BACKEND, then the fastest the CPU
 * supports). Returns GROESTL_ERR_BACKEND, changing nothing, if the name is unknown or the
 * CPU or build lacks it. Safe to call from any thread. */
GROESTL_API int groestl_set_backend(const char *name);

/* The backends compiled into this library, in the order of preference (the automatic choice
 * is the first constant-time one the CPU runs), for i = 0, 1, ...; NULL past the last. */
GROESTL_API const char *groestl_backend_name(size_t i);

/* 1 if the named backend is compiled in and this CPU and OS can run it, else 0. */
GROESTL_API int groestl_backend_supported(const char *name);

/* 1 if the named backend has no branch or memory address that depends on the data, else 0. */
GROESTL_API int groestl_backend_constant_time(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* GROESTL_H */
