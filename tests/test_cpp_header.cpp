// SPDX-License-Identifier: MIT OR Apache-2.0
// test_cpp_header - groestl.h and groestl_sph.h as a C++ program sees them: they compile with
// -Wall -Wextra -Werror (and -pedantic), the functions link with C linkage, and they work: the
// context, the one-call function and sphlib's interface agree, the error codes and texts are
// there.
#include <cstdio>
#include <cstring>

#include "groestl.h"
#include "groestl_sph.h"

int main()
{
    int failures = 0;
    const char msg[] = "The quick brown fox jumps over the lazy dog";
    unsigned char by_context[GROESTL_MAX_DIGEST_BYTES], at_once[GROESTL_MAX_DIGEST_BYTES];
    for (unsigned bits = 8; bits <= 512; bits += 8) {
        groestl_ctx ctx;
        if (groestl_init(&ctx, bits) != GROESTL_OK ||
            groestl_update(&ctx, msg, sizeof msg - 1) != GROESTL_OK ||
            groestl_final(&ctx, by_context) != GROESTL_OK ||
            groestl_hash(bits, msg, sizeof msg - 1, at_once) != GROESTL_OK ||
            std::memcmp(by_context, at_once, bits / 8) != 0) {
            std::printf("FAIL Grøstl-%u: the context and groestl_hash disagree\n", bits);
            failures++;
        }
    }
    sph_groestl512_context cc;
    sph_groestl512_init(&cc);
    sph_groestl512(&cc, msg, sizeof msg - 1);
    sph_groestl512_close(&cc, by_context);
    if (groestl_hash(512, msg, sizeof msg - 1, at_once) != GROESTL_OK ||
        std::memcmp(by_context, at_once, 64) != 0) {
        std::printf("FAIL Grøstl-512: groestl_sph.h and groestl_hash disagree\n");
        failures++;
    }
    groestl_ctx ctx;
    if (groestl_init(&ctx, 7) != GROESTL_ERR_DIGEST_SIZE ||
        groestl_strerror(GROESTL_ERR_NULL) == nullptr) {
        std::printf("FAIL the error codes\n");
        failures++;
    }
    if (std::strcmp(groestl_version(), GROESTL_VERSION_STRING) != 0) {
        std::printf("FAIL version %s, header %s\n", groestl_version(), GROESTL_VERSION_STRING);
        failures++;
    }
    std::printf("%s: groestl.h from C++, backend %s\n", failures ? "FAILED" : "PASSED",
                groestl_backend());
    return failures != 0;
}
