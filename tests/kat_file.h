/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kat_file.h - reads the SHA-3 competition's known-answer files (Len/Msg/MD blocks, and the
 * Repeat/Text/MD form of ExtremelyLongMsgKAT). */
#ifndef KAT_FILE_H
#define KAT_FILE_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t len_bits; /* Len: message length in bits (0 for the Repeat form) */
    uint8_t *msg;      /* ceil(Len / 8) bytes */
    uint64_t repeat;   /* Repeat form: Text repeated this many times */
    char *text;
    uint8_t md[64];
    unsigned md_bytes;
} kat_entry;

typedef struct {
    kat_entry *entries;
    size_t count;
} kat_file;

/* Load a whole file. 0 on success; otherwise -1 with a message in err. */
int kat_load(const char *path, kat_file *out, char *err, size_t err_size);
void kat_free(kat_file *f);

#endif
