/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* semihost.h - the few Arm semihosting calls the test firmware makes (BKPT 0xAB; qemu with
 * -semihosting-config enable=on). */
#ifndef SEMIHOST_H
#define SEMIHOST_H

#include <stddef.h>

int semihost_open(const char *path, int mode); /* mode: 1 "rb", 5 "wb"; -1 on failure */
size_t semihost_read(int fd, void *buf, size_t len);        /* bytes read */
int semihost_write(int fd, const void *buf, size_t len);    /* 0 when all was written */
void semihost_write0(const char *text);                     /* to the console */
__attribute__((noreturn)) void semihost_exit(int status);

#endif
