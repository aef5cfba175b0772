#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# test.sh - set up a fresh machine and run the project's tests. CI runs it with no argument.
#
#   scripts/test.sh            every stage, in the order of --list (what CI runs)
#   scripts/test.sh STAGE...   only these (each builds what it needs: `python` builds the C
#                              library first if build/ has none)
#   scripts/test.sh --list     the stages, one a line, with nothing set up
#
# Before the stages run, scripts/setup.sh installs what they need (and only that).
set -eu
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

# ---- The stages: one function each, stage_<name> (a - in a name is a _ here) --------------
# name and what it runs, in CI's order; a stage's minutes are those of a 2-core machine.
STAGES="
checks      the tree against what it says of itself: backend list, README table, map (seconds)
c           the C library, groestlsum, every vector file (ctest, ~4 min)
sanitize    the same but the 1 GiB files, under AddressSanitizer and UBSan (~3 min)
tsan        ThreadSanitizer: the threads test and groestlsum -j (~1 min)
fuzz        a bounded minute of differential fuzzing, every backend against portable
clang       built with clang: vectors, backends, stack and register wipe (~1 min)
no-simd     the optional backends left out: bitsliced is the automatic choice (~2 min)
s390x       big-endian host under qemu-user: vectors, API, backends (~1 min)
aarch64     armv8_aes and neon under qemu-user on three CPU models (~2 min)
bench-smoke groestl_bench --quick on the backend dispatch picks (seconds)
python      the Python package: pip install ., then pytest (~1 min)
hdl         the Verilog cores: lint, module benches, vectors and random messages (~6 min)
avr         ATmega128 in simavr: every variant, AES-128 (~1 min)
js          the npm package: WebAssembly build, node --test, Chromium (~2 min)
rust        the Rust crate: cargo test, no_std, a fresh project, cargo package (~4 min)
"

# build/: the Release build with every test, which several stages use (groestlsum above all).
main_build() {
    cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DGROESTL_REQUIRE_ALL_TESTS=ON >/dev/null
    cmake --build build -j "$jobs"
}

stage_checks() {
    python3 scripts/check_tree.py
    python3 scripts/armv8_rounds.py --check # the rounds' instructions are what their script writes
}

stage_c() {
    main_build
    (cd build && ctest --output-on-failure -j "$jobs")
}

stage_sanitize() {
    cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGROESTL_SANITIZE=ON \
        -DGROESTL_REQUIRE_ALL_TESTS=ON
    cmake --build build-sanitize -j "$jobs"
    (cd build-sanitize && ctest --output-on-failure -j "$jobs" -LE long)
}

stage_tsan() {
    # The first use of each backend, of the library, switching; groestlsum -j: its worker
    # threads, the batches and the in-order report.
    cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGROESTL_SANITIZE=thread
    cmake --build build-tsan -j "$jobs" --target test_threads groestlsum hash_once
    TSAN_OPTIONS=halt_on_error=1 build-tsan/tests/test_threads
    TSAN_OPTIONS=halt_on_error=1 python3 tests/test_groestlsum.py build-tsan/groestlsum \
        build-tsan/tests/hash_once kat Jobs
}

stage_fuzz() {
    # Seeds from tests/fuzz/corpus (tests/fuzz/make_corpus.py); what the minute finds stays in
    # a scratch copy. A crash saves its input in build-fuzz/ and fails the run.
    cmake -S tests/fuzz -B build-fuzz -DCMAKE_C_COMPILER=clang
    cmake --build build-fuzz -j "$jobs"
    rm -rf build-fuzz/corpus && cp -r tests/fuzz/corpus build-fuzz/corpus
    build-fuzz/fuzz_backends -max_total_time=60 -print_final_stats=1 \
        -artifact_prefix=build-fuzz/ build-fuzz/corpus
}

stage_clang() {
    # What each backend leaves on the stack depends on how the compiler lays out its frames.
    cmake -S . -B build-clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=clang
    cmake --build build-clang -j "$jobs" --target test_kat test_backends test_stack_wipe
    (cd build-clang && ctest --output-on-failure -R '^(kat|backends|stack_wipe)$')
}

stage_no_simd() {
    # As for a compiler or target without SSSE3/AES-NI/AVX-512: bitsliced, in its one-word
    # form (as compilers other than GCC and Clang build it), is the automatic choice.
    cmake -S . -B build-no-simd -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-DGROESTL_BITSLICED_SCALAR \
        -DGROESTL_NO_AESNI=ON -DGROESTL_NO_VPERM=ON -DGROESTL_NO_TABLES64=ON -DGROESTL_NO_AVX512=ON \
        -DGROESTL_REQUIRE_ALL_TESTS=ON
    cmake --build build-no-simd -j "$jobs"
    (cd build-no-simd && GROESTL_TEST_EXPECT_BACKEND=bitsliced ctest --output-on-failure -j "$jobs" -LE long)
}

stage_s390x() {
    cmake -S . -B build-s390x -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=s390x \
        -DCMAKE_C_COMPILER=s390x-linux-gnu-gcc \
        -DCMAKE_CROSSCOMPILING_EMULATOR="qemu-s390x;-L;/usr/s390x-linux-gnu"
    cmake --build build-s390x -j "$jobs"
    (cd build-s390x && GROESTL_TEST_EXPECT_BACKEND=bitsliced ctest --output-on-failure -R '^(kat|api|backends)$')
}

stage_aarch64() {
    # On a CPU with AES and SHA3 (EOR3 rounds), one with AES only, and one whose AES the
    # library must not see (every qemu model has AES: tests/hwcap_hide.c hides it from
    # getauxval): neon there.
    cmake -S . -B build-aarch64 -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 \
        -DCMAKE_C_COMPILER=aarch64-linux-gnu-gcc \
        -DCMAKE_CROSSCOMPILING_EMULATOR="qemu-aarch64;-L;/usr/aarch64-linux-gnu"
    cmake --build build-aarch64 -j "$jobs"
    aarch64_run max armv8_aes
    aarch64_run cortex-a53 armv8_aes
    aarch64_run max neon "LD_PRELOAD=$PWD/build-aarch64/tests/libhwcap_hide.so"
}
aarch64_run() { # CPU_MODEL EXPECTED_BACKEND [GUEST_ENVIRONMENT]
    echo "-- qemu -cpu $1${3:+, $3}: the automatic choice must be $2"
    (cd build-aarch64 && env QEMU_CPU="$1" GROESTL_TEST_EXPECT_BACKEND="$2" ${3:+QEMU_SET_ENV="$3"} \
        ctest --output-on-failure -j "$jobs" -R '^(kat|api|backends)$')
}

stage_bench_smoke() {
    # It checks the chosen backend's digests against portable's; the figures of a smoke run
    # mean nothing (bench/run.sh takes the real ones, and is not a test).
    main_build
    build/groestl_bench --quick --backend auto
}

stage_python() {
    # Runs against the installed package; compares with build/groestlsum and
    # build/tests/hash_once.
    main_build
    build-python/venv/bin/python -m pip install -q --disable-pip-version-check .
    GROESTL_BUILD_DIR=build build-python/venv/bin/python -m pytest -q -p no:cacheprovider python/tests
}

stage_hdl() {
    main_build
    python3 hdl/scripts/hdltest.py --groestlsum build/groestlsum -j "$jobs"
}

stage_avr() {
    # Every variant over the KAT files, random messages against build/groestlsum; AES-128:
    # FIPS-197, AESAVS KAT (cryptography_vectors), random against cryptography.
    main_build
    make -C avr -s test GROESTLSUM=../build/groestlsum AES_PYTHON=../build-python/venv/bin/python
}

stage_js() {
    # Every kat/ file on both backends (1 GiB ones on simd128), API, groestl-hash-js
    # differential, npm pack installed into a new project and used from Node, TypeScript and
    # headless Chromium.
    main_build
    (cd js && GROESTL_JS_REQUIRE_ALL=1 GROESTL_BUILD_DIR=../build npm test --silent)
}

stage_rust() {
    # Every vector file, property tests against RustCrypto's groestl, every backend against
    # portable; the benchmark in test mode; a no_std build; a fresh cargo project using the
    # crate by path; cargo package and the packaged crate's tests.
    PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
    (
        cd rust
        cargo test --locked -j "$jobs"
        cargo test --locked -j "$jobs" --bench vs_rustcrypto
        cargo build --locked -j "$jobs" --no-default-features --features zeroize
        if [ "$(uname -m)" = x86_64 ]; then
            cargo build --locked -j "$jobs" --no-default-features --target x86_64-unknown-none
        fi
        sh tests/fresh_project.sh
        cargo package --locked --allow-dirty -j "$jobs"
        # The packaged crate alone (its own copies of the C sources), with the repository's vectors.
        version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
        cd "target/package/groestl-c-$version"
        GROESTL_KAT_DIR="$(pwd)/../../../../kat" cargo test --locked -j "$jobs" --target-dir ../..
    )
}

# ---- Which stages ---------------------------------------------------------------------------
all=$(echo "$STAGES" | awk 'NF { print $1 }')
case ${1:-} in
--list) echo "$all"; exit 0 ;;
-h | --help) sed -n '3,10s/^# \{0,1\}//p' "$0"; echo "Stages:$STAGES"; exit 0 ;;
esac
for stage in "$@"; do
    if ! echo "$all" | grep -qx -- "$stage"; then
        echo "test.sh: unknown stage '$stage'; the stages are:$STAGES" >&2
        exit 2
    fi
done
run=${*:-$all}

# shellcheck disable=SC2086
scripts/setup.sh $run
for stage in $run; do
    echo "== $stage: $(echo "$STAGES" | awk -v s="$stage" '$1 == s { $1 = ""; sub(/^ +/, ""); print }')"
    start=$(date +%s)
    "stage_$(echo "$stage" | tr - _)"
    echo "-- $stage passed in $(($(date +%s) - start)) s"
done
echo "== all $(echo "$run" | wc -w) stages passed"
