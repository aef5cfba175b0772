/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_kat - every known-answer file of kat/ through the public API, on every backend
 * this CPU supports (or the one named by --backend).
 *
 *   test_kat [--backend NAME] KAT_DIR          ShortMsgKAT, BitMsgKAT, Grøstl-0 files
 *   test_kat [--backend NAME] --long KAT_DIR   the four 1 GiB ExtremelyLongMsgKAT files
 *
 * Each entry is hashed three ways: one update_bits call; whole bytes in two update calls
 * split at a varying place, then the partial byte by update_bits; and, for byte messages,
 * the one-call function. Exit status 1 on any mismatch, a missing file, or an entry count
 * that differs from the competition's.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "groestl.h"
#include "kat_file.h"

typedef struct {
    const char *path; /* under KAT_DIR */
    size_t entries;   /* how many the competition's file holds */
} vector_file;

static const vector_file short_files[] = {
    {"final/ShortMsgKAT_224.txt", 256},  {"final/ShortMsgKAT_256.txt", 256},
    {"final/ShortMsgKAT_384.txt", 256},  {"final/ShortMsgKAT_512.txt", 256},
    {"final/BitMsgKAT_224.txt", 1038},   {"final/BitMsgKAT_256.txt", 1038},
    {"final/BitMsgKAT_384.txt", 1038},   {"final/BitMsgKAT_512.txt", 1038},
    {"groestl0/ShortMsgKAT_256.txt", 256}, {"groestl0/ShortMsgKAT_512.txt", 256},
};
static const vector_file long_files[] = {
    {"final/ExtremelyLongMsgKAT_224.txt", 1}, {"final/ExtremelyLongMsgKAT_256.txt", 1},
    {"final/ExtremelyLongMsgKAT_384.txt", 1}, {"final/ExtremelyLongMsgKAT_512.txt", 1},
};

static int init(groestl_ctx *ctx, unsigned bits, int v0)
{
    return v0 ? groestl0_init(ctx, bits) : groestl_init(ctx, bits);
}

static void hex(const uint8_t *d, unsigned n, char *out)
{
    for (unsigned i = 0; i < n; i++)
        sprintf(out + 2 * i, "%02x", d[i]);
}

static int report(const char *backend, const char *file, const kat_entry *e, const char *how,
                  int rc, const uint8_t *got)
{
    char want[129], have[129];
    hex(e->md, e->md_bytes, want);
    if (rc != GROESTL_OK) {
        printf("FAIL %s %s Len=%" PRIu64 " (%s): error %d, %s\n", backend, file, e->len_bits, how,
               rc, groestl_strerror(rc));
        return 1;
    }
    if (memcmp(got, e->md, e->md_bytes) == 0)
        return 0;
    hex(got, e->md_bytes, have);
    printf("FAIL %s %s Len=%" PRIu64 " (%s)\n  want %s\n  got  %s\n", backend, file, e->len_bits,
           how, want, have);
    return 1;
}

static int check_entry(const char *backend, const char *file, const kat_entry *e, int v0)
{
    unsigned bits = e->md_bytes * 8;
    uint8_t got[64];
    groestl_ctx ctx;
    int fails = 0, rc;

    if (e->repeat != 0) { /* ExtremelyLongMsgKAT: as the competition fed it, Text per update */
        size_t n = strlen(e->text);
        rc = init(&ctx, bits, v0);
        for (uint64_t i = 0; i < e->repeat && rc == GROESTL_OK; i++)
            rc = groestl_update(&ctx, e->text, n);
        if (rc == GROESTL_OK)
            rc = groestl_final(&ctx, got);
        return report(backend, file, e, "repeated updates", rc, got);
    }

    rc = init(&ctx, bits, v0);
    if (rc == GROESTL_OK)
        rc = groestl_update_bits(&ctx, e->msg, e->len_bits);
    if (rc == GROESTL_OK)
        rc = groestl_final(&ctx, got);
    fails += report(backend, file, e, "one update_bits", rc, got);

    size_t whole = (size_t)(e->len_bits / 8);
    size_t split = whole == 0 ? 0 : (size_t)(e->len_bits * 2654435761u % (whole + 1));
    rc = init(&ctx, bits, v0);
    if (rc == GROESTL_OK)
        rc = groestl_update(&ctx, e->msg, split);
    if (rc == GROESTL_OK)
        rc = groestl_update(&ctx, e->msg + split, whole - split);
    if (rc == GROESTL_OK)
        rc = groestl_update_bits(&ctx, e->msg + whole, e->len_bits % 8);
    if (rc == GROESTL_OK)
        rc = groestl_final(&ctx, got);
    fails += report(backend, file, e, "split updates", rc, got);

    if (e->len_bits % 8 == 0) {
        rc = v0 ? groestl0_hash(bits, e->msg, whole, got) : groestl_hash(bits, e->msg, whole, got);
        fails += report(backend, file, e, "one call", rc, got);
    }
    return fails;
}

static int run_file(const char *dir, const vector_file *vf, const char *backend)
{
    char path[4096], err[512];
    snprintf(path, sizeof path, "%s/%s", dir, vf->path);
    kat_file kat;
    if (kat_load(path, &kat, err, sizeof err) != 0) {
        printf("FAIL %s: %s\n", vf->path, err);
        return 1;
    }
    int v0 = strncmp(vf->path, "groestl0/", 9) == 0;
    int fails = 0;
    if (kat.count != vf->entries) {
        printf("FAIL %s: %zu entries, the competition's file has %zu\n", vf->path, kat.count,
               vf->entries);
        fails++;
    }
    for (size_t i = 0; i < kat.count; i++)
        fails += check_entry(backend, vf->path, &kat.entries[i], v0);
    printf("%s %-9s %-34s %zu entries\n", fails ? "FAIL" : "ok  ", backend, vf->path, kat.count);
    kat_free(&kat);
    return fails;
}

int main(int argc, char **argv)
{
    int long_files_only = 0;
    const char *only = NULL, *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--long") == 0)
            long_files_only = 1;
        else if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc)
            only = argv[++i];
        else if (dir == NULL && argv[i][0] != '-')
            dir = argv[i];
        else {
            fprintf(stderr, "usage: test_kat [--long] [--backend NAME] KAT_DIR\n");
            return 2;
        }
    }
    if (dir == NULL) {
        fprintf(stderr, "usage: test_kat [--long] [--backend NAME] KAT_DIR\n");
        return 2;
    }
    const vector_file *files = long_files_only ? long_files : short_files;
    size_t nfiles = long_files_only ? sizeof long_files / sizeof *long_files
                                    : sizeof short_files / sizeof *short_files;

    int fails = 0, ran = 0;
    for (size_t b = 0; groestl_backend_name(b) != NULL; b++) {
        const char *name = groestl_backend_name(b);
        if (only != NULL && strcmp(only, name) != 0)
            continue;
        if (groestl_set_backend(name) != GROESTL_OK) {
            printf("%s %-9s not run: this CPU or build lacks it\n", only ? "FAIL" : "--  ", name);
            fails += only != NULL;
            continue;
        }
        ran++;
        for (size_t f = 0; f < nfiles; f++)
            fails += run_file(dir, &files[f], name);
    }
    if (ran == 0) {
        printf("FAIL no backend ran\n");
        return 1;
    }
    printf("%s: %d backend(s), %d failure(s)\n", fails ? "FAILED" : "PASSED", ran, fails);
    return fails ? 1 : 0;
}
