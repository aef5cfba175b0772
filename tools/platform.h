/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * platform.h - what groestlsum and the C tests need from the operating system, the same on
 * POSIX and on Windows (MinGW-w64), where the C library and the POSIX layer differ:
 *   - file names are UTF-8 strings everywhere: on Windows the arguments are taken from the
 *     wide command line and converted, and files are opened by their wide names, whatever
 *     the ANSI code page (the narrow argv would have lost what it cannot spell);
 *   - standard input and output carry bytes: Windows' text mode would turn CR LF into LF on
 *     input (and stop at Ctrl-Z) and LF into CR LF on output (standard error too: messages
 *     end in LF);
 *   - getline, the number of CPUs, and the errors of opening a directory (EISDIR, which
 *     Windows reports as EACCES).
 * Threads are POSIX threads on both (MinGW-w64's winpthreads on Windows).
 */
#ifndef GROESTL_PLATFORM_H
#define GROESTL_PLATFORM_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* Call first in main: on Windows, argv becomes the command line's arguments in UTF-8 (*argc
 * too), the standard streams binary, and the console's output code page UTF-8; on POSIX,
 * nothing. Exits with a message if memory runs out. */
void platform_init(int *argc, char ***argv);

/* fopen of a UTF-8 name (NULL with errno EISDIR for a directory on Windows, as open_read). */
FILE *platform_fopen(const char *name, const char *mode);

/* A file descriptor open for reading bytes, or -1 with errno set (EISDIR for a directory). */
int platform_open_read(const char *name);

/* read(2) of up to n bytes (Windows' _read takes an int's worth at most). */
ssize_t platform_read(int fd, void *buf, size_t n);

/* Whether fd is a regular file, and its size: 0, or -1 with errno set. */
int platform_file_kind(int fd, int *regular, uint64_t *size);

/* getline(3): a whole line, its newline kept, into *line (grown as needed); its length, or
 * -1 at the end of the file or on an error. */
ssize_t platform_getline(char **line, size_t *cap, FILE *f);

/* The CPUs online, at least 1. */
unsigned platform_cpu_count(void);

#endif /* GROESTL_PLATFORM_H */
