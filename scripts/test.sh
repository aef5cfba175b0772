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
c           the C library, groestlsum, every vector file, valgrind's constant-time check and its probe (ctest, ~4 min)
sanitize    the same but the 1 GiB files, under AddressSanitizer and UBSan (~3 min)
tsan        ThreadSanitizer: the threads test and groestlsum -j (~1 min)
msan        constant time under MemorySanitizer: every backend and code path, controls (~3 min)
trace       constant time in an emulator: AArch64 and x86 traces per secret, controls (~2 min)
fuzz        a bounded minute of differential fuzzing, every backend against portable
clang       built with clang: vectors, backends, stack and register wipe (~1 min)
no-simd     the optional backends left out: bitsliced is the automatic choice (~2 min)
s390x       big-endian host under qemu-user: vectors, API, backends (~1 min)
aarch64     armv8_aes and bitsliced under qemu-user on three CPU models (~2 min)
bench-smoke groestl_bench --quick on the backend dispatch picks (seconds)
python      the Python package: pip install ., pytest (Dask on 2 local workers), benchmark checks (~2 min)
hdl         the Verilog cores: lint, module benches, vectors and random messages (~6 min)
avr         ATmega128 in simavr: every variant, AES-128 (~1 min)
cortexm     Cortex-M0+/M3/M4/M33 under qemu-system-arm: every variant, ct trace check (~2 min)
js          the npm package: WebAssembly build, node --test, Chromium (~2 min)
rust        the Rust crate: cargo test, no_std, a fresh project, cargo package (~4 min)
java        the Java package: mvn install (every vector file, groestlsum, bytecode checks), a fresh project (~3 min)
go          the Go module: vet, tests with and without purego, race, fuzz, constant time (memcheck, asm taint check), s390x and arm64 under qemu (~4 min)
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
    # valgrind's control: the probe build (-DGROESTL_CT_PROBE, a table look-up in every
    # backend's rounds), where memcheck must catch every backend it runs, file by file.
    cmake -S . -B build-ct-probe -DCMAKE_BUILD_TYPE=Release -DGROESTL_CT_PROBE=ON \
        -DGROESTL_REQUIRE_ALL_TESTS=ON >/dev/null
    cmake --build build-ct-probe -j "$jobs" --target test_constant_time
    (cd build-ct-probe && ctest --output-on-failure -V -R '^constant_time_probe$')
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

stage_msan() {
    # clang-22's MemorySanitizer: the secret poisoned, a branch or address from it reported
    # (tests/test_ct_msan.c). Then the probe build, a table look-up put in every backend's
    # rounds, which must be reported in each file (the check is not blind there).
    for probe in OFF ON; do
        dir=build-msan$( [ $probe = ON ] && echo -probe || true)
        cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang-22 \
            -DGROESTL_SANITIZE=memory -DGROESTL_CT_PROBE=$probe -DGROESTL_REQUIRE_ALL_TESTS=ON >/dev/null
        cmake --build "$dir" -j "$jobs" --target test_ct_msan
        (cd "$dir" && ctest --output-on-failure -V -R '^ct_msan')
    done
}

stage_trace() {
    # tests/ct_trace.c on unicorn: each backend's trace of executed blocks and memory accesses
    # must be the same for 8 random secrets (tables64 and portable must differ). AArch64 on
    # the "max" CPU with and without SHA3 (armv8_aes's EOR3 rounds and its plain ones),
    # x86-64 on Westmere (SSSE3, AES-NI: vperm, aesni's 128-bit path, simd128's source on
    # SIMDe). Then the probe builds (-DGROESTL_CT_PROBE: a table look-up in every backend's
    # rounds): every one must differ.
    for probe in OFF ON; do
        suffix=$( [ $probe = ON ] && echo -probe || true)
        cmake -S . -B "build-trace$suffix" -DCMAKE_BUILD_TYPE=Release -DGROESTL_CT_TRACE=ON \
            -DGROESTL_CT_PROBE=$probe >/dev/null
        cmake --build "build-trace$suffix" -j "$jobs" --target ct_trace ct_trace_target
        cmake -S . -B "build-trace-aarch64$suffix" -DCMAKE_BUILD_TYPE=Release -DGROESTL_CT_TRACE=ON \
            -DGROESTL_CT_PROBE=$probe -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 \
            -DCMAKE_C_COMPILER=aarch64-linux-gnu-gcc >/dev/null
        cmake --build "build-trace-aarch64$suffix" -j "$jobs" --target ct_trace_target
    done
    trace=build-trace/tests/ct_trace
    $trace aarch64 build-trace-aarch64/tests/ct_trace_target --hwcap 0x20008
    $trace aarch64 build-trace-aarch64/tests/ct_trace_target --hwcap 0x8 armv8_aes
    $trace x86_64 build-trace/tests/ct_trace_target
    $trace aarch64 build-trace-aarch64-probe/tests/ct_trace_target --runs 3 --expect-leaks
    $trace x86_64 build-trace-probe/tests/ct_trace_target --runs 3 --expect-leaks
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
    # As for a compiler or target without SSSE3/AES-NI/AVX2/AVX-512: bitsliced, in its one-word
    # form (as compilers other than GCC and Clang build it), is the automatic choice.
    cmake -S . -B build-no-simd -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-DGROESTL_BITSLICED_SCALAR \
        -DGROESTL_NO_AESNI=ON -DGROESTL_NO_VPERM=ON -DGROESTL_NO_TABLES64=ON -DGROESTL_NO_AVX512=ON \
        -DGROESTL_NO_AVX2_GFNI=ON -DGROESTL_REQUIRE_ALL_TESTS=ON
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
    # library must not see (every qemu model has AES: tests/hwcap_no_aes.c hides it from
    # getauxval).
    cmake -S . -B build-aarch64 -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 \
        -DCMAKE_C_COMPILER=aarch64-linux-gnu-gcc \
        -DCMAKE_CROSSCOMPILING_EMULATOR="qemu-aarch64;-L;/usr/aarch64-linux-gnu"
    cmake --build build-aarch64 -j "$jobs"
    aarch64_run max armv8_aes
    aarch64_run cortex-a53 armv8_aes
    aarch64_run max bitsliced "LD_PRELOAD=$PWD/build-aarch64/tests/libhwcap_no_aes.so"
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
    # pytest against the installed package (Arrow, NumPy, a Dask LocalCluster of two worker
    # processes), comparing with build/groestlsum and build/tests/hash_once; -rs names the one
    # test that may skip (the PySpark snippet: pyspark is not installed). Then the benchmark
    # scripts check their digests on small sizes (bench.py builds its C loop, _groestl_bench).
    main_build
    build-python/venv/bin/python -m pip install -q --disable-pip-version-check .
    GROESTL_BUILD_DIR=build build-python/venv/bin/python -m pytest -q -rs python/tests
    build-python/venv/bin/python python/bench.py --check
    build-python/venv/bin/python python/bench_scale.py --check
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

stage_cortexm() {
    # Every variant built for each CPU: every kat/ file but the 1 GiB ones (make -C cortexm
    # test-long: those, Cortex-M4 builds), random messages against build/groestlsum, the ABI
    # and stack check; ct's instruction and memory traces in unicorn (cortexm/README.md).
    main_build
    make -C cortexm -s -j "$jobs" test GROESTLSUM=../build/groestlsum PYTHON=../build-python/venv/bin/python
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

stage_java() {
    # Maven resolves the plugins and the test libraries (about 45 MB on a first run) into its
    # local repository: java/build/m2 of this clone, or GROESTL_MAVEN_REPO. mvn install runs
    # every test (the 1 GiB vectors, groestlsum's digests, the bytecode's constant-time
    # check) and puts the jar there for the fresh project; then every class must be Java 8's.
    python3 java/tools/table_rounds.py --check # TableRounds.java is what its script writes
    main_build
    repo=${GROESTL_MAVEN_REPO:-$PWD/java/build/m2}
    (cd java && mvn -B -ntp -Dmaven.repo.local="$repo" -Dgroestl.groestlsum="$PWD/../build/groestlsum" \
        -Dgroestl.requireGroestlsum=true install)
    (
        cd java/target/classes
        classes=$(find . -name '*.class' | wc -l)
        newer=$(find . -name '*.class' -exec sh -c 'od -An -j6 -N2 -tu1 "$1" | tr -s " " | grep -vqx " 0 52"' _ {} \; -print)
        [ "$classes" -gt 0 ] && [ -z "$newer" ] ||
            { echo "java: not Java 8 class files (major version 52): ${newer:-none found}" >&2; exit 1; }
        echo "java: $classes class files, all major version 52 (Java 8)"
    )
    sh java/tests/fresh_project.sh "$repo"
}

stage_go() {
    # Every kat/ file (the 1 GiB ones on the automatic path), random messages against
    # build/groestlsum, every path against generic; -tags purego (no assembly); the race
    # detector; 20 s of the fuzz target; big-endian s390x and arm64 under qemu-user; the
    # benchmarks once each (their figures: go/bench/run.sh). Constant time: the taint check
    # of the assembly (internal/ctasm, in `go test ./...`) and the generic and AES-NI paths
    # under valgrind's memcheck (go/ctcheck.sh).
    main_build
    (
        cd go
        unformatted=$(gofmt -l .)
        if [ -n "$unformatted" ]; then
            echo "go: not gofmt-formatted: $unformatted" >&2
            exit 1
        fi
        go vet ./...
        go vet -tags purego ./...
        go vet -tags ctcheck ./...
        GOOS=linux GOARCH=s390x go vet ./...
        GROESTL_GO_REQUIRE_GROESTLSUM=1 go test -count=1 ./...
        GROESTL_GO_REQUIRE_GROESTLSUM=1 go test -count=1 -short -tags purego ./...
        go test -count=1 -short -race ./...
        go test -count=1 -run '^$' -fuzz '^FuzzPaths$' -fuzztime 20s .
        go test -count=1 -run '^$' -bench . -benchtime 1x ./...
        sh ctcheck.sh
        GOARCH=s390x go test -count=1 -short -exec qemu-s390x ./...
        GOARCH=arm64 go test -count=1 -short -exec qemu-aarch64 ./...
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
