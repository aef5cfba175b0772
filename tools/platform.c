/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * platform.c - platform.h on POSIX systems and on Windows (MinGW-w64).
 */
#if !defined(_WIN32)
#  define _POSIX_C_SOURCE 200809L
#endif
#include "platform.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#if defined(_WIN32)
#  include <io.h>
#  include <windows.h>
#  include <shellapi.h>
#else
#  include <unistd.h>
#endif

#if defined(_WIN32)

static void out_of_memory(void)
{
    fputs("out of memory\n", stderr);
    exit(1);
}

/* A UTF-8 string as UTF-16 (malloc'd), or NULL with errno EILSEQ if it is not UTF-8. */
static wchar_t *wide_of(const char *utf8)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, NULL, 0);
    if (n <= 0) {
        errno = EILSEQ;
        return NULL;
    }
    wchar_t *w = malloc((size_t)n * sizeof *w);
    if (w == NULL)
        out_of_memory();
    MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, w, n);
    return w;
}

static char *utf8_of(const wchar_t *w)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    char *s = malloc(n > 0 ? (size_t)n : 1);
    if (s == NULL)
        out_of_memory();
    if (n <= 0)
        s[0] = '\0';
    else
        WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL);
    return s;
}

void platform_init(int *argc, char ***argv)
{
    int n = 0;
    wchar_t **wide = CommandLineToArgvW(GetCommandLineW(), &n);
    if (wide != NULL) {
        char **utf8 = malloc(((size_t)n + 1) * sizeof *utf8);
        if (utf8 == NULL)
            out_of_memory();
        for (int i = 0; i < n; i++)
            utf8[i] = utf8_of(wide[i]); /* kept for the program's life, as argv is */
        utf8[n] = NULL;
        LocalFree(wide);
        *argc = n;
        *argv = utf8;
    }
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY); /* messages end in LF, as on POSIX */
    SetConsoleOutputCP(CP_UTF8); /* the names written are UTF-8; fails harmlessly off a console */
}

/* Whether the wide name is a directory (which Windows refuses to open with EACCES). */
static int is_directory(const wchar_t *wname)
{
    struct _stat64 st;
    return _wstat64(wname, &st) == 0 && (st.st_mode & _S_IFMT) == _S_IFDIR;
}

FILE *platform_fopen(const char *name, const char *mode)
{
    wchar_t *wname = wide_of(name), *wmode = wide_of(mode);
    FILE *f = NULL;
    if (wname != NULL && wmode != NULL) {
        if (is_directory(wname))
            errno = EISDIR;
        else
            f = _wfopen(wname, wmode);
    }
    free(wname);
    free(wmode);
    return f;
}

int platform_open_read(const char *name)
{
    wchar_t *wname = wide_of(name);
    int fd = -1;
    if (wname != NULL) {
        if (is_directory(wname))
            errno = EISDIR;
        else
            fd = _wopen(wname, _O_RDONLY | _O_BINARY);
    }
    free(wname);
    return fd;
}

/* The POSIX ones below on the CRT's names (one set is built); the groestlsum test runs both. */
ssize_t platform_read(int fd, void *buf, size_t n)
{
    return _read(fd, buf, n > INT_MAX ? INT_MAX : (unsigned)n);
}

int platform_file_kind(int fd, int *regular, uint64_t *size)
{
    struct _stat64 st;
    if (_fstat64(fd, &st) != 0)
        return -1;
    *regular = (st.st_mode & _S_IFMT) == _S_IFREG;
    *size = (uint64_t)st.st_size;
    return 0;
}

ssize_t platform_getline(char **line, size_t *cap, FILE *f)
{
    size_t len = 0;
    int c;
    while ((c = getc(f)) != EOF) {
        if (len + 2 > *cap) {
            size_t bigger = *cap < 64 ? 128 : 2 * *cap;
            char *grown = realloc(*line, bigger);
            if (grown == NULL) {
                errno = ENOMEM;
                return -1;
            }
            *line = grown;
            *cap = bigger;
        }
        (*line)[len++] = (char)c;
        if (c == '\n')
            break;
    }
    if (len == 0)
        return -1;
    (*line)[len] = '\0';
    return (ssize_t)len;
}

unsigned platform_cpu_count(void)
{
    DWORD n = GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
    return n > 0 ? (unsigned)n : 1;
}

#else /* POSIX */

void platform_init(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
}

FILE *platform_fopen(const char *name, const char *mode)
{
    return fopen(name, mode);
}

int platform_open_read(const char *name)
{
    return open(name, O_RDONLY);
}

/* The Windows ones above on POSIX's names (one set is built); the groestlsum test runs both. */
ssize_t platform_read(int fd, void *buf, size_t n)
{
    return read(fd, buf, n);
}

int platform_file_kind(int fd, int *regular, uint64_t *size)
{
    struct stat st;
    if (fstat(fd, &st) != 0)
        return -1;
    *regular = S_ISREG(st.st_mode);
    *size = (uint64_t)st.st_size;
    return 0;
}

ssize_t platform_getline(char **line, size_t *cap, FILE *f)
{
    return getline(line, cap, f);
}

unsigned platform_cpu_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 0xffff ? 0xffff : (unsigned)n;
}

#endif
