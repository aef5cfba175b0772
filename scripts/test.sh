#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# test.sh - set up a fresh machine and run every test of the project. CI runs exactly this.
set -eu
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

scripts/setup.sh

echo "== C library, groestlsum, all vector files (ctest)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DGROESTL_REQUIRE_ALL_TESTS=ON
cmake --build build -j "$jobs"
(cd build && ctest --output-on-failure -j "$jobs")

echo "== The same tests but the 1 GiB ones, under AddressSanitizer and UBSan"
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGROESTL_SANITIZE=ON -DGROESTL_REQUIRE_ALL_TESTS=ON
cmake --build build-sanitize -j "$jobs"
(cd build-sanitize && ctest --output-on-failure -j "$jobs" -LE long)

echo "== ThreadSanitizer: the threads test (first use of each backend, of the library, switching), groestlsum -j"
cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGROESTL_SANITIZE=thread
cmake --build build-tsan -j "$jobs" --target test_threads groestlsum hash_once
TSAN_OPTIONS=halt_on_error=1 build-tsan/tests/test_threads
# groestlsum -j: its worker threads, the batches and the in-order report
TSAN_OPTIONS=halt_on_error=1 python3 tests/test_groestlsum.py build-tsan/groestlsum \
    build-tsan/tests/hash_once kat Jobs

echo "== Differential fuzzing, a bounded minute: every backend against portable (libFuzzer, clang)"
# Seeds from tests/fuzz/corpus (tests/fuzz/make_corpus.py); what the minute finds stays in a
# scratch copy. A crash saves its input in build-fuzz/ and fails the run.
cmake -S tests/fuzz -B build-fuzz -DCMAKE_C_COMPILER=clang
cmake --build build-fuzz -j "$jobs"
rm -rf build-fuzz/corpus && cp -r tests/fuzz/corpus build-fuzz/corpus
build-fuzz/fuzz_backends -max_total_time=60 -print_final_stats=1 \
    -artifact_prefix=build-fuzz/ build-fuzz/corpus

echo "== Built with clang: the vectors, the backends against portable, the stack and register wipe"
echo "   (what each backend leaves on the stack depends on how the compiler lays out its frames)"
cmake -S . -B build-clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=clang
cmake --build build-clang -j "$jobs" --target test_kat test_backends test_stack_wipe
(cd build-clang && ctest --output-on-failure -R '^(kat|backends|stack_wipe)$')

echo "== Optional backends left out (as for a compiler or target without SSSE3/AES-NI/AVX-512):"
echo "   bitsliced, in its one-word form (as other compilers than GCC and Clang build it), is the automatic choice"
cmake -S . -B build-no-byteslice -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-DGROESTL_BITSLICED_SCALAR \
      -DGROESTL_NO_AESNI=ON -DGROESTL_NO_VPERM=ON -DGROESTL_NO_TABLES64=ON -DGROESTL_NO_AVX512=ON -DGROESTL_REQUIRE_ALL_TESTS=ON
cmake --build build-no-byteslice -j "$jobs"
(cd build-no-byteslice && GROESTL_TEST_EXPECT_BACKEND=bitsliced ctest --output-on-failure -j "$jobs" -LE long)

echo "== Big-endian host: the vector, API and backend (tables64, bitsliced) tests built for s390x, under qemu-user"
cmake -S . -B build-s390x -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=s390x \
    -DCMAKE_C_COMPILER=s390x-linux-gnu-gcc \
    -DCMAKE_CROSSCOMPILING_EMULATOR="qemu-s390x;-L;/usr/s390x-linux-gnu"
cmake --build build-s390x -j "$jobs"
(cd build-s390x && GROESTL_TEST_EXPECT_BACKEND=bitsliced ctest --output-on-failure -R '^(kat|api|backends)$')

echo "== AArch64: armv8_aes and bitsliced, the vector, API and backend tests under qemu-user (~1.5 min),"
echo "   on a CPU with AES and SHA3 (EOR3 rounds), one with AES only, and one whose AES the library"
echo "   must not see (every qemu model has AES: tests/hwcap_no_aes.c hides it from getauxval)"
python3 scripts/armv8_rounds.py --check # the rounds' instructions are what their script writes
cmake -S . -B build-aarch64 -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 \
    -DCMAKE_C_COMPILER=aarch64-linux-gnu-gcc \
    -DCMAKE_CROSSCOMPILING_EMULATOR="qemu-aarch64;-L;/usr/aarch64-linux-gnu"
cmake --build build-aarch64 -j "$jobs"
aarch64_run() { # CPU_MODEL EXPECTED_BACKEND [GUEST_ENVIRONMENT]
    echo "-- qemu -cpu $1${3:+, $3}: the automatic choice must be $2"
    (cd build-aarch64 && env QEMU_CPU="$1" GROESTL_TEST_EXPECT_BACKEND="$2" ${3:+QEMU_SET_ENV="$3"} \
        ctest --output-on-failure -j "$jobs" -R '^(kat|api|backends)$')
}
aarch64_run max armv8_aes
aarch64_run cortex-a53 armv8_aes
aarch64_run max bitsliced "LD_PRELOAD=$PWD/build-aarch64/tests/libhwcap_no_aes.so"

echo "== Benchmark smoke run: groestl_bench --quick, the backend dispatch picks (~1 s)"
# It checks that backend's digests against portable's; the figures of a smoke run mean
# nothing (bench/run.sh takes the real ones, and is not a test).
build/groestl_bench --quick --backend auto

echo "== Python package: pip install from this checkout, then pytest (python/tests)"
# Runs against the installed package; compares with build/groestlsum and build/tests/hash_once.
build-python/venv/bin/python -m pip install -q --disable-pip-version-check .
GROESTL_BUILD_DIR=build build-python/venv/bin/python -m pytest -q -p no:cacheprovider python/tests

echo "== RTL cores (hdl/): lint, module benches, both cores on the KAT files and random messages"
python3 hdl/scripts/hdltest.py --groestlsum build/groestlsum -j "$jobs"

echo "== AVR (ATmega128 in simavr): every variant over the KAT files, random vs build/groestlsum (~1 min);"
echo "   AES-128 builds: FIPS-197, AESAVS KAT (cryptography_vectors), random vs cryptography (seconds)"
make -C avr -s test GROESTLSUM=../build/groestlsum AES_PYTHON=../build-python/venv/bin/python

echo "== JavaScript package (js/): build the WebAssembly modules, then node --test (~2 min): every"
echo "   kat/ file on both backends (1 GiB ones on simd128), API, groestl-hash-js differential,"
echo "   npm pack installed into a new project and used from Node, TypeScript and headless Chromium"
(cd js && GROESTL_JS_REQUIRE_ALL=1 GROESTL_BUILD_DIR=../build npm test --silent)

echo "== Rust crate (rust/): cargo test (every vector file, property tests against RustCrypto's"
echo "   groestl, every backend against portable), the benchmark in test mode, a no_std build, a"
echo "   fresh cargo project using the crate by path, cargo package and the packaged crate's tests"
PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
(
    cd rust
    cargo test --locked -j "$jobs"
    cargo test --locked -j "$jobs" --bench vs_rustcrypto
    cargo build --locked -j "$jobs" --no-default-features --features zeroize
    if [ -d "$(rustc --print sysroot)/lib/rustlib/x86_64-unknown-none" ]; then
        cargo build --locked -j "$jobs" --no-default-features --target x86_64-unknown-none
    else
        echo "no_std build for x86_64-unknown-none: SKIPPED (target not installed; setup.sh adds it with rustup)"
    fi
    sh tests/fresh_project.sh
    cargo package --locked --allow-dirty -j "$jobs"
    # The packaged crate alone (its own copies of the C sources), with the repository's vectors.
    version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
    cd "target/package/groestl-c-$version"
    GROESTL_KAT_DIR="$(pwd)/../../../../kat" cargo test --locked -j "$jobs" --target-dir ../..
)

echo "== all tests passed"
