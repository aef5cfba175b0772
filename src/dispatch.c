/*
 * dispatch.c - which backend new contexts use.
 *
 * The choice is made once, at first use: GROESTL_BACKEND=<name> if set, else the first
 * backend of the list below that the CPU and OS support. It is cached in an atomic pointer,
 * so the hot path is one relaxed load and no lock; two threads racing at first use compute
 * the same answer.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "groestl_impl.h"

/* Fastest first; portable last, always present. */
static const groestl_backend_ops *const backends[] = {
    &groestl_backend_portable,
};
#define BACKEND_COUNT (sizeof backends / sizeof backends[0])

/* A distinct address meaning "the forced backend is unavailable". */
static const groestl_backend_ops unavailable;

static _Atomic(const groestl_backend_ops *) current = NULL;

static int runs_here(const groestl_backend_ops *b)
{
    return b->supported == NULL || b->supported();
}

static const groestl_backend_ops *find(const char *name)
{
    for (size_t i = 0; i < BACKEND_COUNT; i++)
        if (strcmp(backends[i]->name, name) == 0)
            return backends[i];
    return NULL;
}

static const groestl_backend_ops *choose(void)
{
    const char *forced = getenv("GROESTL_BACKEND");
    if (forced != NULL && forced[0] != '\0') {
        const groestl_backend_ops *b = find(forced);
        return b != NULL && runs_here(b) ? b : &unavailable;
    }
    for (size_t i = 0; i < BACKEND_COUNT; i++)
        if (runs_here(backends[i]))
            return backends[i];
    return &groestl_backend_portable;
}

const groestl_backend_ops *groestl_current_backend(void)
{
    const groestl_backend_ops *b = atomic_load_explicit(&current, memory_order_acquire);
    if (b == NULL) {
        b = choose();
        atomic_store_explicit(&current, b, memory_order_release);
    }
    return b == &unavailable ? NULL : b;
}

const char *groestl_backend(void)
{
    const groestl_backend_ops *b = groestl_current_backend();
    return b != NULL ? b->name : NULL;
}

int groestl_set_backend(const char *name)
{
    const groestl_backend_ops *b = NULL;
    if (name != NULL) {
        b = find(name);
        if (b == NULL || !runs_here(b))
            return GROESTL_ERR_BACKEND;
    }
    atomic_store_explicit(&current, b, memory_order_release); /* NULL: choose again */
    return GROESTL_OK;
}

const char *groestl_backend_name(size_t i)
{
    return i < BACKEND_COUNT ? backends[i]->name : NULL;
}

int groestl_backend_supported(const char *name)
{
    const groestl_backend_ops *b = name != NULL ? find(name) : NULL;
    return b != NULL && runs_here(b);
}

int groestl_backend_constant_time(const char *name)
{
    const groestl_backend_ops *b = name != NULL ? find(name) : NULL;
    return b != NULL && b->constant_time;
}
