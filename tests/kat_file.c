/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kat_file.c - see kat_file.h. Any line it cannot make sense of is an error: a vector file
 * that reads as empty or short must fail the tests, not pass them. */
#define _POSIX_C_SOURCE 200809L
#include "kat_file.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h" /* getline, and UTF-8 names on Windows */

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decode exactly `bytes` bytes from the hex string s (which must be that long, or longer
 * only for the "00" that stands for an empty message). */
static int unhex(const char *s, uint8_t *out, size_t bytes)
{
    size_t len = strlen(s);
    if (len % 2 != 0 || len / 2 < bytes)
        return -1;
    for (size_t i = 0; i < bytes; i++) {
        int hi = hexval(s[2 * i]), lo = hexval(s[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return 0;
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' '))
        s[--n] = '\0';
}

int kat_load(const char *path, kat_file *out, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    FILE *f = platform_fopen(path, "rb"); /* CR LF or LF: trim takes either */
    if (f == NULL) {
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    size_t cap = 0;
    kat_entry cur = {0};
    int have_len = 0, have_msg = 0, have_repeat = 0, have_text = 0;
    char *line = NULL;
    size_t line_cap = 0;
    unsigned long lineno = 0;
    int rc = 0;
    while (platform_getline(&line, &line_cap, f) >= 0) {
        lineno++;
        trim(line);
        if (line[0] == '\0' || line[0] == '#')
            continue;
        char *eq = strstr(line, " = ");
        if (eq == NULL)
            goto bad;
        *eq = '\0';
        const char *key = line, *val = eq + 3;
        if (strcmp(key, "Len") == 0) {
            char *end;
            cur.len_bits = strtoull(val, &end, 10);
            if (*end != '\0' || have_len)
                goto bad;
            have_len = 1;
        } else if (strcmp(key, "Msg") == 0) {
            if (!have_len || have_msg)
                goto bad;
            size_t bytes = (size_t)((cur.len_bits + 7) / 8);
            cur.msg = malloc(bytes ? bytes : 1);
            if (cur.msg == NULL || unhex(val, cur.msg, bytes) != 0)
                goto bad;
            have_msg = 1;
        } else if (strcmp(key, "Repeat") == 0) {
            char *end;
            cur.repeat = strtoull(val, &end, 10);
            if (*end != '\0' || cur.repeat == 0)
                goto bad;
            have_repeat = 1;
        } else if (strcmp(key, "Text") == 0) {
            cur.text = strdup(val);
            have_text = 1;
        } else if (strcmp(key, "MD") == 0) {
            size_t len = strlen(val);
            if (len == 0 || len % 2 != 0 || len / 2 > sizeof cur.md ||
                unhex(val, cur.md, len / 2) != 0)
                goto bad;
            cur.md_bytes = (unsigned)(len / 2);
            if (!((have_len && have_msg) || (have_repeat && have_text)))
                goto bad;
            if (out->count == cap) {
                cap = cap ? 2 * cap : 64;
                kat_entry *grown = realloc(out->entries, cap * sizeof *grown);
                if (grown == NULL)
                    goto bad;
                out->entries = grown;
            }
            out->entries[out->count++] = cur;
            memset(&cur, 0, sizeof cur);
            have_len = have_msg = have_repeat = have_text = 0;
        } else {
            goto bad;
        }
    }
    if (have_len || have_msg || have_repeat || have_text) {
        snprintf(err, err_size, "%s: last entry has no MD", path);
        rc = -1;
    } else if (out->count == 0) {
        snprintf(err, err_size, "%s: no entries", path);
        rc = -1;
    }
    goto done;
bad:
    snprintf(err, err_size, "%s:%lu: cannot parse this line", path, lineno);
    rc = -1;
    free(cur.msg);
    free(cur.text);
done:
    free(line);
    fclose(f);
    if (rc != 0)
        kat_free(out);
    return rc;
}

void kat_free(kat_file *f)
{
    for (size_t i = 0; i < f->count; i++) {
        free(f->entries[i].msg);
        free(f->entries[i].text);
    }
    free(f->entries);
    memset(f, 0, sizeof *f);
}
