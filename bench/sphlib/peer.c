/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * peer.c - sphlib's Grøstl (Thomas Pornin's 64-bit table code, the C a Groestlcoin node or
 * miner has long used) as a peer of groestl_bench: bench/run.sh fetches its groestl.c from
 * the PyPI sdist of groestlcoin_hash (pinned by version and SHA-256, never copied into this
 * repository) and builds groestl_bench.c with this file as groestl_bench_sphlib.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sph_groestl.h"

const char c_peer_name[] = "sphlib 3.0 (PyPI groestlcoin_hash 1.0.3)";

void c_peer_hash(unsigned bits, const uint8_t *msg, size_t len, uint8_t *digest);

void c_peer_hash(unsigned bits, const uint8_t *msg, size_t len, uint8_t *digest)
{
    if (bits == 256) {
        sph_groestl256_context cc;
        sph_groestl256_init(&cc);
        sph_groestl256(&cc, msg, len);
        sph_groestl256_close(&cc, digest);
    } else if (bits == 512) {
        sph_groestl512_context cc;
        sph_groestl512_init(&cc);
        sph_groestl512(&cc, msg, len);
        sph_groestl512_close(&cc, digest);
    } else {
        fprintf(stderr, "groestl_bench_sphlib: sphlib has Grøstl-256 and -512 here, not %u\n",
                bits);
        exit(2);
    }
}
