/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include <stdint.h>

#include "semihost.h"

static uint32_t call(uint32_t op, const void *arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

static size_t length(const char *s)
{
    size_t n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

int semihost_open(const char *path, int mode)
{
    uint32_t args[3] = {(uint32_t)path, (uint32_t)mode, (uint32_t)length(path)};
    return (int)call(0x01, args);
}

size_t semihost_read(int fd, void *buf, size_t len)
{
    uint32_t args[3] = {(uint32_t)fd, (uint32_t)buf, (uint32_t)len};
    return len - call(0x06, args); /* SYS_READ returns the bytes NOT read */
}

int semihost_write(int fd, const void *buf, size_t len)
{
    uint32_t args[3] = {(uint32_t)fd, (uint32_t)buf, (uint32_t)len};
    return (int)call(0x05, args);
}

void semihost_write0(const char *text)
{
    call(0x04, text);
}

void semihost_exit(int status)
{
    /* SYS_EXIT_EXTENDED: ADP_Stopped_ApplicationExit with the status */
    uint32_t args[2] = {0x20026, (uint32_t)status};
    call(0x20, args);
    for (;;)
        ;
}
