#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# setup.sh - install what the project's builds and tests need on a fresh Debian 12 machine:
# the one installer (scripts/test.sh calls it; so may you).
#
#   scripts/setup.sh [STAGE...]
#
# With stage names (those of `scripts/test.sh --list`), only what those stages need; with
# none, everything the stages need. `bench` (not a stage: no test needs it) installs what only
# the benchmark scripts use (bench/*.sh's peers and tools). Safe to run again: it installs only
# what is missing. Needs root (or sudo) for apt-get.
set -eu
cd "$(dirname "$0")/.."

# ---- What each stage needs ------------------------------------------------------------------
# Debian packages of stage $1 (the C library's own build is in every stage that builds it).
c_build="cmake gcc make pkg-config python3"
packages_of() {
    case $1 in
    # The vectors, API, backends, wipe, threads, groestlsum and install tests; valgrind's
    # memcheck for the constant-time test; SIMDe's portable AVX-512 and GFNI intrinsics and
    # its WebAssembly SIMD128 ones for the emulated tests of avx512 and simd128 (simd128's also
    # in the constant-time test); g++ for the test of groestl.h in a C++ program; for c, pip
    # (scripts/fetch_sphlib.sh fetches sphlib, the reference of test_sph_compat's workload).
    c) echo "$c_build g++ valgrind libsimde-dev python3-pip" ;;
    sanitize | tsan | build-types | no-simd | bench-smoke) echo "$c_build g++ valgrind libsimde-dev" ;;
    # MemorySanitizer's constant-time check: the newest clang, whose MSan knows the AVX-512,
    # GFNI and VAES intrinsics, its runtime, and llvm-symbolizer for the reports' places;
    # SIMDe's WebAssembly intrinsics for simd128's source, which it checks natively.
    msan) echo "$c_build clang-22 libclang-rt-22-dev llvm-22 libsimde-dev" ;;
    # The trace check: unicorn's C library (the emulator), the AArch64 cross compiler; SIMDe
    # for simd128's source in the x86-64 target.
    trace) echo "$c_build libunicorn-dev gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-arm-linux-gnueabihf libc6-dev-armhf-cross libsimde-dev" ;;
    # The differential fuzz target (libFuzzer); a clang build of the tests.
    fuzz | clang) echo "$c_build clang libclang-rt-14-dev libsimde-dev" ;;
    # Big-endian and AArch64 hosts: cross compilers, qemu-user.
    s390x) echo "$c_build gcc-s390x-linux-gnu libc6-dev-s390x-cross qemu-user" ;;
    aarch64) echo "$c_build gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user" ;;
    armhf) echo "$c_build gcc-arm-linux-gnueabihf libc6-dev-armhf-cross qemu-user" ;;
    # 32-bit x86: the i686 cross compiler (gcc-multilib would conflict with the other cross
    # compilers), its programs run natively through its C library's loader, and under
    # qemu-user's CPU models.
    i386) echo "$c_build gcc-i686-linux-gnu libc6-dev-i386-cross qemu-user" ;;
    # x86-64 CPU models: qemu-user runs the C tests and the Go module's (the base image's Go).
    x86-cpus) echo "$c_build qemu-user" ;;
    # Windows: MinGW-w64 (C, and C++ for a test), Wine (64-bit) to run what it builds, SIMDe
    # for the emulated avx512 test, and what the Rust stage needs.
    windows)
        echo "$c_build gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine wine64 libsimde-dev"
        echo "curl ca-certificates" ;;
    # The Python package: headers to build the extension (and bench.py's _groestl_bench), venv
    # for the test environment.
    python) echo "$c_build python3-dev python3-venv" ;;
    # hdl/: Icarus Verilog for the module benches, Verilator (and g++ for its C++) for the cores.
    hdl) echo "$c_build iverilog verilator g++" ;;
    # AVR: firmware toolchain and the simulator library the runner links (avr/README.md); the
    # AES test's host AES comes from the venv.
    avr) echo "$c_build python3-venv gcc-avr avr-libc binutils-avr simavr libsimavr-dev libelf-dev" ;;
    # cortexm/: the Arm bare-metal compiler, newlib's headers (and its libc for a peer of the
    # benchmark), qemu-system-arm for the boards; unicorn (the venv) for the trace check.
    cortexm) echo "$c_build python3-venv gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm" ;;
    # js/: clang's wasm32 target and wasm-ld (lld) build its WebAssembly modules; wabt's
    # wasm-validate checks the portable one has no SIMD; Chromium runs the page test; Node 18
    # or later and npm (Debian's where the machine has none).
    js)
        echo "$c_build clang lld wabt chromium"
        command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || echo "nodejs npm" ;;
    rust) echo "$c_build curl ca-certificates" ;;
    # java/: a JDK (17 here; the jar is Java 8 bytecode) and Maven; Maven itself fetches the
    # plugins and test libraries from Maven Central during the stage, as cargo does its crates.
    java) echo "$c_build openjdk-17-jdk-headless maven" ;;
    # go/: the base image's Go; qemu-user runs its tests for s390x and arm64 (static binaries,
    # no cross libc needed); groestlsum from the C build for the differential test; valgrind's
    # memcheck for the constant-time test of the generic and AES-NI paths (go/ctcheck.sh).
    go) echo "$c_build qemu-user valgrind" ;;
    checks) echo "python3 git" ;;
    # Only for the benchmarks: b3sum and bc (bench/files.sh's peer and arithmetic), llvm-mca-19
    # and the AArch64 and 32-bit ARM cross compilers (bench/model.sh), pip (bench/run.sh
    # fetches sphlib's sdist with it); cargo from setup_rust (run.sh's and avx2_gfni.sh's Rust
    # peers); the venv of setup_synth (hdl/scripts/synth.py's FPGA figures), whose clocks per
    # block need Verilator.
    bench)
        echo "$c_build b3sum bc llvm-19 gcc-aarch64-linux-gnu libc6-dev-arm64-cross"
        echo "gcc-arm-linux-gnueabihf libc6-dev-armhf-cross python3-pip python3-venv verilator g++" ;;
    *) echo "setup.sh: unknown stage '$1' (scripts/test.sh --list names them; or bench)" >&2
       return 2 ;;
    esac
}

# The venv of the Python stages: the pinned packages of python/requirements-test.txt (the
# Python tests; scripts/test.sh then pip-installs the checkout into it) and of
# avr/aes/requirements.txt (the AVR AES test's host AES and the NIST AESAVS vector files) and
# cortexm/requirements.txt (unicorn, the Cortex-M cycle model's and trace check's emulator).
setup_venv() {
    venv=build-python/venv
    if [ ! -x "$venv/bin/python" ]; then
        echo "setup: creating $venv"
        python3 -m venv "$venv"
    fi
    "$venv/bin/python" -m pip install -q --disable-pip-version-check --use-pep517 "$@"
}

# Steps after the Debian packages, per stage.
after_packages() {
    case $1 in
    c) scripts/fetch_sphlib.sh build-sphlib ;;
    python) setup_venv -r python/requirements-test.txt ;;
    avr) setup_venv -r avr/aes/requirements.txt ;;
    cortexm) setup_venv -r cortexm/requirements.txt ;;
    # npm ci installs the devDependencies of js/package-lock.json (groestl-hash-js, typescript).
    js) (cd js && npm ci --no-audit --no-fund --loglevel=error) ;;
    rust) setup_rust ;;
    windows) setup_rust && setup_rust_target x86_64-pc-windows-gnu ;;
    bench) setup_rust && setup_synth ;;
    go) setup_go ;;
    esac
}

# cargo 1.88 or later (the crate is edition 2024; its test dependencies need 1.88), installed
# with rustup (minimal profile, into ~/.cargo) where cargo is missing or older: Debian 12's own
# is too old. Also the target x86_64-unknown-none, on which the rust stage checks that the
# crate builds without std.
setup_rust() {
    PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
    rust_minor=$(cargo --version 2>/dev/null | sed -n 's/^cargo 1\.\([0-9]*\)\..*/\1/p')
    if [ "${rust_minor:-0}" -lt 88 ]; then
        if command -v rustup >/dev/null 2>&1; then
            echo "setup: cargo older than 1.88: installing the stable toolchain with rustup"
            rustup toolchain install stable --profile minimal
            rustup default stable
        else
            echo "setup: cargo missing or older than 1.88: installing Rust (rustup, minimal profile)"
            dir=$(mktemp -d)
            # The installer sh.rustup.rs runs; it must keep its name (rustup reads argv[0]).
            curl -sSf --proto '=https' --tlsv1.2 -o "$dir/rustup-init" \
                "https://static.rust-lang.org/rustup/dist/$(uname -m)-unknown-linux-gnu/rustup-init"
            chmod +x "$dir/rustup-init"
            "$dir/rustup-init" -y --profile minimal --no-modify-path
            rm -rf "$dir"
        fi
    fi
    if [ "$(uname -m)" = x86_64 ]; then
        setup_rust_target x86_64-unknown-none # the crate's no_std build
    fi
}

# A Rust target's standard library (rustup), where missing.
setup_rust_target() {
    PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
    if command -v rustup >/dev/null 2>&1 && ! rustup target list --installed | grep -qx "$1"; then
        echo "setup: adding the Rust target $1"
        rustup target add "$1"
    fi
}

# hdl/scripts/synth.py's Yosys and nextpnr: the YoWASP builds pinned in hdl/requirements-synth.txt,
# in hdl/build/venv (Debian 12 has no nextpnr-ecp5 and an older Yosys).
setup_synth() {
    if [ ! -x hdl/build/venv/bin/python ]; then
        echo "setup: creating hdl/build/venv (the synthesis tools)"
        python3 -m venv hdl/build/venv
    fi
    hdl/build/venv/bin/python -m pip install -q --disable-pip-version-check \
        -r hdl/requirements-synth.txt
}

# Go 1.22 or later must be there (the base image has it: not installed here); the module's one
# dependency, golang.org/x/sys, from the Go module proxy.
setup_go() {
    if ! command -v go >/dev/null 2>&1; then
        echo "setup: the go stage needs Go 1.22 or later on PATH (the base image's); none found" >&2
        return 1
    fi
    (cd go && go mod download)
}

# ---- Do it ----------------------------------------------------------------------------------
stages=${*:-$(scripts/test.sh --list)}
wanted=""
for stage in $stages; do
    wanted="$wanted $(packages_of "$stage")"
done
missing=""
for p in $(echo "$wanted" | tr ' ' '\n' | sort -u); do
    dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing$missing"
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
fi
for stage in $stages; do
    after_packages "$stage"
done
