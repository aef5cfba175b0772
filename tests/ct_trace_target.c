/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * ct_trace_target.c - the program tests/ct_trace.c runs in an emulator: the library and
 * tests/ct_workload.c linked without libc (a few functions below stand in for what the
 * library calls), entered at ct_trace_main with nothing set up but a stack. The emulator
 * writes the variables below before the run and reads them after it:
 *
 *   ct_trace_name   a backend or code path (ct_workload.c's list); empty: list them into
 *                   ct_trace_names, "name:1 " (constant-time) or "name:0 " each, "name:x "
 *                   where its SubBytes test hook is wrong in the emulator
 *   ct_trace_seed   the secret's seed: the message, chaining values and Merkle inputs are
 *                   xorshift64 output from it (the generator has no branch)
 *   ct_trace_hwcap  what getauxval(AT_HWCAP) says (AArch64: the AES and SHA3 bits pick
 *                   armv8_aes and its EOR3 rounds)
 *   ct_trace_status 0 done; 1 no such backend; 2 the API refused a call
 *   ct_trace_digests  the API's digests folded into a word, which must not depend on the
 *                   backend (the emulated code computes what the library should)
 */
#include <stddef.h>
#include <stdint.h>

#include "ct_workload.h"

char ct_trace_name[64];
char ct_trace_names[1024];
uint64_t ct_trace_seed = 1;
uint64_t ct_trace_hwcap;
int ct_trace_status = -1;
uint64_t ct_trace_digests; /* a fold of the API's digests: the same on every backend */

static uint64_t state;

static void random_bytes(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        p[i] = (uint8_t)(state >> 32);
    }
}

/* The secret from its start again: before the API part, which runs the same on every
 * backend (the backend's own part draws as many bytes as it has functions). */
static void restart(void)
{
    state = ct_trace_seed | 1;
}

static void fold(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        ct_trace_digests = (ct_trace_digests << 8 | ct_trace_digests >> 56) ^ p[i];
}

static int same(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b)
        a++, b++;
    return *a == *b;
}

/* 1 if ops's SubBytes (where it has the test hook) is the S-box on all 256 bytes. */
static int sbox_right(const groestl_backend_ops *ops)
{
    int right = 1;
    for (unsigned at = 0; ops->sub_bytes != NULL && at < 256; at += 16) {
        uint8_t b[16];
        for (unsigned i = 0; i < 16; i++)
            b[i] = (uint8_t)(at + i);
        ops->sub_bytes(b);
        for (unsigned i = 0; i < 16; i++)
            right &= b[i] == groestl_sbox[at + i];
    }
    return right;
}

static void list(void)
{
    char *out = ct_trace_names;
    char *const end = ct_trace_names + sizeof ct_trace_names - 4;
    for (size_t i = 0; ct_code(i) != NULL; i++) {
        const groestl_backend_ops *ops = ct_code(i);
        if (!ct_runs_here(ops))
            continue;
        for (const char *c = ops->name; *c != '\0' && out < end; c++)
            *out++ = *c;
        if (out < end) {
            *out++ = ':';
            *out++ = !sbox_right(ops) ? 'x' : ops->constant_time ? '1' : '0';
            *out++ = ' ';
        }
    }
    *out = '\0';
}

void ct_trace_main(void)
{
    if (ct_trace_name[0] == '\0') {
        list();
        ct_trace_status = 0;
        return;
    }
    const groestl_backend_ops *ops = NULL;
    for (size_t i = 0; ops == NULL && ct_code(i) != NULL; i++)
        if (same(ct_trace_name, ct_code(i)->name))
            ops = ct_code(i);
    if (ops == NULL) {
        ct_trace_status = 1;
        return;
    }
    restart();
    const ct_env env = {random_bytes, NULL, NULL, fold, restart, 9};
    ct_trace_status = ct_workload(ops, &env) < 0 ? 2 : 0;
}

/* ---- What the library takes from libc --------------------------------------------------- */

void *memcpy(void *dst, const void *src, size_t n)
{
    uint8_t *d = dst;
    const uint8_t *s = src;
    while (n-- > 0)
        *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n)
{
    uint8_t *d = dst;
    const uint8_t *s = src;
    if (d < s)
        return memcpy(dst, src, n);
    while (n-- > 0)
        d[n] = s[n];
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    uint8_t *d = dst;
    while (n-- > 0)
        *d++ = (uint8_t)c;
    return dst;
}

int memcmp(const void *a, const void *b, size_t n)
{
    const uint8_t *x = a, *y = b;
    for (; n > 0; n--, x++, y++)
        if (*x != *y)
            return *x < *y ? -1 : 1;
    return 0;
}

int strcmp(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b)
        a++, b++;
    return (unsigned char)*a - (unsigned char)*b;
}

char *getenv(const char *name)
{
    (void)name;
    return NULL;
}

unsigned long getauxval(unsigned long type)
{
    return type == 16 /* AT_HWCAP */ ? (unsigned long)ct_trace_hwcap : 0;
}

/* libgcc's outline atomics (AArch64) ask this in a constructor, which never runs here. */
unsigned long __getauxval(unsigned long type)
{
    return getauxval(type);
}

/* libgcc's division by zero (32-bit ARM's __aeabi_idiv0) raises a signal: none is divided by
 * zero here; if one were, the trap ends the run with an error. */
int raise(int sig)
{
    (void)sig;
    __builtin_trap();
}
