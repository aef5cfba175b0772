/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* hash_once BITS FILE - read FILE whole into memory and print groestl_hash of it in one call:
 * the reference the groestlsum test compares its chunked reading with. */
#include <stdio.h>
#include <stdlib.h>

#include "groestl.h"
#include "platform.h" /* UTF-8 names, binary standard output, on Windows */

int main(int argc, char **argv)
{
    platform_init(&argc, &argv);
    if (argc != 3) {
        fprintf(stderr, "usage: hash_once BITS FILE\n");
        return 2;
    }
    FILE *f = platform_fopen(argv[2], "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0) {
        perror(argv[2]);
        return 1;
    }
    long size = ftell(f);
    rewind(f);
    unsigned char *data = malloc(size > 0 ? (size_t)size : 1), digest[64];
    if (data == NULL || fread(data, 1, (size_t)size, f) != (size_t)size) {
        perror(argv[2]);
        return 1;
    }
    unsigned bits = (unsigned)atoi(argv[1]);
    int rc = groestl_hash(bits, data, (size_t)size, digest);
    if (rc != GROESTL_OK) {
        fprintf(stderr, "hash_once: %s\n", groestl_strerror(rc));
        return 1;
    }
    for (unsigned i = 0; i < bits / 8; i++)
        printf("%02x", digest[i]);
    printf("\n");
    free(data);
    fclose(f);
    return 0;
}
