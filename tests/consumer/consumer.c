/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* An outside program: includes the installed groestl.h and groestl_sph.h, links the installed
 * library, and checks four digests from the vector files' README. */
#include <groestl.h>
#include <groestl_sph.h>
#include <stdio.h>
#include <string.h>

static int check(int rc, const unsigned char *d, const char *want)
{
    char hex[129];
    for (size_t i = 0; i < strlen(want) / 2; i++)
        sprintf(hex + 2 * i, "%02x", d[i]);
    if (rc != GROESTL_OK || strcmp(hex, want) != 0) {
        printf("FAIL: %s, want %s\n", rc ? groestl_strerror(rc) : hex, want);
        return 1;
    }
    return 0;
}

int main(void)
{
    unsigned char d[64];
    const char *fox = "The quick brown fox jumps over the lazy dog";
    groestl_ctx ctx;
    int fails = 0;
    fails += check(groestl_hash(256, "", 0, d), d,
                   "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467");
    groestl_init(&ctx, 256);
    groestl_update(&ctx, fox, 10);
    groestl_update(&ctx, fox + 10, strlen(fox) - 10);
    fails += check(groestl_final(&ctx, d), d,
                   "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301");
    groestl0_init(&ctx, 256);
    fails += check(groestl_final(&ctx, d), d,
                   "6c462dc6861c19dbc6fa818f3da84bccf6eab703db10a9781eec6633ea9e8b7b");
    sph_groestl256_context cc; /* sphlib's interface */
    sph_groestl256_init(&cc);
    sph_groestl256(&cc, fox, strlen(fox));
    sph_groestl256_close(&cc, d);
    fails += check(GROESTL_OK, d,
                   "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301");
    printf("%s (backend %s)\n", fails ? "FAILED" : "PASSED", groestl_backend());
    return fails != 0;
}
