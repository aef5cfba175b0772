/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl_sph.h - sphlib's Grøstl interface (sph_groestl.h of sphlib 3.0) over this library,
 * for code written against it: Groestlcoin Core, Electrum-GRS's C extension, miners.
 *
 * To switch, replace sphlib's groestl.c and sph_groestl.h by a sph_groestl.h that holds
 *
 *     #include <groestl_sph.h>
 *
 * and link this library (pkg-config groestl, or CMake's groestl::groestl). The calling code
 * stays as it is:
 *
 *     sph_groestl512_context cc;
 *     sph_groestl512_init(&cc);
 *     sph_groestl512(&cc, data, len);          // as often as needed
 *     sph_groestl512_close(&cc, hash);         // 64 bytes; cc is ready for a new message
 *
 * The same holds as in sphlib: each size has init, update (sph_groestlNNN), close and
 * addbits_and_close (0 to 7 more bits, the first in ub's most significant bit, then close);
 * close re-initialises the context; a context may be copied with assignment or memcpy to fork
 * a computation (a midstate). Unlike sphlib's code, the permutations are the library's
 * backends, constant-time unless one is forced (groestl.h).
 *
 * Everything here is static inline: the library exports no sph_ symbol, so a program that
 * still links sphlib's other hash functions has no clash. Misuse that sphlib leaves undefined
 * (a context never initialised, NULL data with a length, a context of one size closed as
 * another) aborts the program with a line on standard error that names it, instead of
 * giving a wrong digest.
 */
#ifndef GROESTL_SPH_H
#define GROESTL_SPH_H

#include <stdio.h>
#include <stdlib.h>

#include "groestl.h"

#define SPH_SIZE_groestl224 224
#define SPH_SIZE_groestl256 256
#define SPH_SIZE_groestl384 384
#define SPH_SIZE_groestl512 512

/* sphlib has one context type for the 512-bit permutations and one for the 1024-bit ones. */
typedef struct {
    groestl_ctx ctx;
} sph_groestl_small_context;
typedef struct {
    groestl_ctx ctx;
} sph_groestl_big_context;
typedef sph_groestl_small_context sph_groestl224_context;
typedef sph_groestl_small_context sph_groestl256_context;
typedef sph_groestl_big_context sph_groestl384_context;
typedef sph_groestl_big_context sph_groestl512_context;

/* Both context types hold a groestl_ctx first. */
static inline groestl_ctx *groestl_sph_ctx_(void *cc)
{
    return (groestl_ctx *)cc;
}

/* sphlib's functions return nothing: misuse ends the program, with what was wrong. */
static inline void groestl_sph_fail_(const char *function, const char *what)
{
    fprintf(stderr, "groestl_sph.h: %s: %s\n", function, what);
    abort();
}

static inline void groestl_sph_check_(const char *function, int code)
{
    if (code != GROESTL_OK) {
        groestl_sph_fail_(function, groestl_strerror(code));
    }
}

static inline void groestl_sph_init_(void *cc, unsigned bits)
{
    groestl_sph_check_("sph_groestl init", groestl_init(groestl_sph_ctx_(cc), bits));
}

static inline void groestl_sph_update_(void *cc, const void *data, size_t len)
{
    groestl_sph_check_("sph_groestl update", groestl_update(groestl_sph_ctx_(cc), data, len));
}

/* n (0..7) more bits, the first in ub's bit 7; then the digest, and a fresh context. */
static inline void groestl_sph_close_(void *cc, unsigned ub, unsigned n, void *dst, unsigned bits)
{
    static const char function[] = "sph_groestl close";
    groestl_ctx *ctx = groestl_sph_ctx_(cc);
    unsigned char last = (unsigned char)ub;
    if (n > 7) {
        groestl_sph_fail_(function, "more than 7 extra bits");
    }
    if (n > 0) {
        groestl_sph_check_(function, groestl_update_bits(ctx, &last, n));
    }
    if (ctx->digest_bits != bits) {
        /* A context never initialised or already closed gets that message, not this one. */
        groestl_sph_check_(function, groestl_update(ctx, NULL, 0));
        groestl_sph_fail_(function, "the context is of another digest size");
    }
    groestl_sph_check_(function, groestl_final(ctx, dst));
    groestl_sph_check_(function, groestl_init(ctx, bits));
}

/* The four sizes' functions: sphlib's names and signatures. */
static inline void sph_groestl224_init(void *cc)
{
    groestl_sph_init_(cc, 224);
}
static inline void sph_groestl224(void *cc, const void *data, size_t len)
{
    groestl_sph_update_(cc, data, len);
}
static inline void sph_groestl224_close(void *cc, void *dst)
{
    groestl_sph_close_(cc, 0, 0, dst, 224);
}
static inline void sph_groestl224_addbits_and_close(void *cc, unsigned ub, unsigned n, void *dst)
{
    groestl_sph_close_(cc, ub, n, dst, 224);
}

static inline void sph_groestl256_init(void *cc)
{
    groestl_sph_init_(cc, 256);
}
static inline void sph_groestl256(void *cc, const void *data, size_t len)
{
    groestl_sph_update_(cc, data, len);
}
static inline void sph_groestl256_close(void *cc, void *dst)
{
    groestl_sph_close_(cc, 0, 0, dst, 256);
}
static inline void sph_groestl256_addbits_and_close(void *cc, unsigned ub, unsigned n, void *dst)
{
    groestl_sph_close_(cc, ub, n, dst, 256);
}

static inline void sph_groestl384_init(void *cc)
{
    groestl_sph_init_(cc, 384);
}
static inline void sph_groestl384(void *cc, const void *data, size_t len)
{
    groestl_sph_update_(cc, data, len);
}
static inline void sph_groestl384_close(void *cc, void *dst)
{
    groestl_sph_close_(cc, 0, 0, dst, 384);
}
static inline void sph_groestl384_addbits_and_close(void *cc, unsigned ub, unsigned n, void *dst)
{
    groestl_sph_close_(cc, ub, n, dst, 384);
}

static inline void sph_groestl512_init(void *cc)
{
    groestl_sph_init_(cc, 512);
}
static inline void sph_groestl512(void *cc, const void *data, size_t len)
{
    groestl_sph_update_(cc, data, len);
}
static inline void sph_groestl512_close(void *cc, void *dst)
{
    groestl_sph_close_(cc, 0, 0, dst, 512);
}
static inline void sph_groestl512_addbits_and_close(void *cc, unsigned ub, unsigned n, void *dst)
{
    groestl_sph_close_(cc, ub, n, dst, 512);
}

#endif
