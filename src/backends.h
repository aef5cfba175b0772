/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * backends.h - the one list of the library's files and backends. Everything that names them
 * is built from it or checked against it: dispatch.c's table and groestl_impl.h's declarations
 * (which include this file with the macros defined), CMakeLists.txt, rust/build.rs and
 * js/scripts/build.mjs (which read it as text), the tests (test_backends checks each
 * descriptor's constant_time against its entry), and the README's table
 * (scripts/backends.py --check, in CI). A new backend is its file in src/ and one entry here.
 *
 * The entries, each at the start of a line (the builds read them so), their strings without
 * commas or parentheses:
 *
 *   GROESTL_CORE: the files always built: the API layer, the dispatcher, the constants.
 *
 *   GROESTL_BACKEND: name, arch, ct, files, flags. A backend the dispatcher can pick, in its
 *     order of preference: the automatic choice is the first entry with ct = 1 that the CPU
 *     runs. Its descriptor is groestl_backend_<name>, and the build defines GROESTL_HAVE_<NAME>
 *     where it compiled it (hence the #if around each entry; GROESTL_NO_<NAME> leaves it out).
 *       arch   "any", or the architectures it is built for, in Cargo's words: "x86_64",
 *              "x86" (32-bit), "aarch64", "arm" (32-bit), "wasm32" (only js/ builds it),
 *              each with GCC or Clang
 *       ct     1 if no branch or address depends on data, else 0 (then only when named)
 *       files  its files in src/
 *       flags  compiler flags for those files only (ARCH:FLAG: on that architecture only); a
 *              compiler that refuses one leaves the backend out
 *
 *   GROESTL_BACKEND_PATH: name, of, arch, files, flags. A code path of backend `of` (or of a
 *     path of it) in files of its own, built only where `of` is; `of` picks it at run time
 *     and the tests run each path. Not in the dispatcher's list.
 *
 * portable, the reference, is last and always built.
 */

GROESTL_CORE("groestl.c dispatch.c constants.c")

/* An entry a backend, each in its #if: a table, not repeated code. */
#if defined(GROESTL_HAVE_AVX512)
GROESTL_BACKEND(avx512, "x86_64 x86", 1, "avx512.c avx512_many.c",
                "-mavx512f -mavx512bw -mavx512vl -mavx512vbmi -mgfni")
#endif
#if defined(GROESTL_HAVE_AVX2_GFNI)
GROESTL_BACKEND(avx2_gfni, "x86_64", 1, "avx2_gfni.c avx2_gfni_many.c", "-mavx2 -mgfni")
#endif
#if defined(GROESTL_HAVE_AESNI)
GROESTL_BACKEND(aesni, "x86_64 x86", 1, "aesni.c", "-mssse3 -maes")
#endif
#if defined(GROESTL_HAVE_AESNI_VAES)
GROESTL_BACKEND_PATH(aesni_vaes, aesni, "x86_64 x86", "aesni_vaes.c",
                     "-mssse3 -maes -mavx2 -mvaes")
#endif
#if defined(GROESTL_HAVE_AESNI_VAES512)
GROESTL_BACKEND_PATH(aesni_vaes512, aesni_vaes, "x86_64 x86", "aesni_vaes512.c",
                     "-mssse3 -maes -mavx2 -mvaes -mavx512f -mavx512bw -mavx512vl")
#endif
#if defined(GROESTL_HAVE_VPERM)
GROESTL_BACKEND(vperm, "x86_64 x86", 1, "vperm.c", "-mssse3")
#endif
#if defined(GROESTL_HAVE_ARMV8_AES)
GROESTL_BACKEND(armv8_aes, "aarch64", 1, "armv8_aes.c", "-march=armv8-a+crypto")
#endif
#if defined(GROESTL_HAVE_NEON)
GROESTL_BACKEND(neon, "aarch64 arm", 1, "neon.c", "arm:-mfpu=neon")
#endif
#if defined(GROESTL_HAVE_SIMD128)
GROESTL_BACKEND(simd128, "wasm32", 1, "simd128.c", "-msimd128")
#endif
#if defined(GROESTL_HAVE_BITSLICED)
GROESTL_BACKEND(bitsliced, "any", 1, "bitsliced.c", "")
#endif
#if defined(GROESTL_HAVE_TABLES64)
GROESTL_BACKEND(tables64, "any", 0, "tables64.c", "")
#endif
GROESTL_BACKEND(portable, "any", 0, "portable.c", "")
