/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * one_backend.c - what src/dispatch.c gives the API layer, for a build with one Cortex-M
 * variant chosen at compile time: -DGROESTL_CORTEXM_SMALL, _FAST or _CT. No CPU detection,
 * no environment, no run-time choice; the backend functions of groestl.h name that variant.
 */
#include "groestl_impl.h"

#if defined(GROESTL_CORTEXM_SMALL) + defined(GROESTL_CORTEXM_FAST) + defined(GROESTL_CORTEXM_CT) != 1
#  error "define one of GROESTL_CORTEXM_SMALL, GROESTL_CORTEXM_FAST, GROESTL_CORTEXM_CT"
#endif

#if defined(GROESTL_CORTEXM_SMALL)
extern const groestl_backend_ops groestl_backend_cortexm_small;
#  define THE_BACKEND groestl_backend_cortexm_small
#elif defined(GROESTL_CORTEXM_FAST)
extern const groestl_backend_ops groestl_backend_cortexm_fast;
#  define THE_BACKEND groestl_backend_cortexm_fast
#else
extern const groestl_backend_ops groestl_backend_cortexm_ct;
#  define THE_BACKEND groestl_backend_cortexm_ct
#endif

const groestl_backend_ops *groestl_current_backend(void)
{
    return &THE_BACKEND;
}

int groestl_backend_known(const groestl_backend_ops *ops)
{
    return ops == &THE_BACKEND;
}

/* strcmp's answer, without libc (which a program may only lend memcpy and memset). */
static int is_ours(const char *name)
{
    const char *ours = THE_BACKEND.name;
    if (name == NULL)
        return 0;
    while (*name != '\0' && *name == *ours)
        name++, ours++;
    return *name == *ours;
}

const char *groestl_backend(void)
{
    return THE_BACKEND.name;
}

int groestl_set_backend(const char *name)
{
    return name == NULL || is_ours(name) ? GROESTL_OK : GROESTL_ERR_BACKEND;
}

const char *groestl_backend_name(size_t i)
{
    return i == 0 ? THE_BACKEND.name : NULL;
}

int groestl_backend_supported(const char *name)
{
    return is_ours(name);
}

int groestl_backend_constant_time(const char *name)
{
    return is_ours(name) && THE_BACKEND.constant_time;
}
