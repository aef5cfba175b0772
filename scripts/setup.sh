#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# setup.sh - install what the project's builds and tests need on a fresh Debian 12 machine.
# Safe to run again: it installs only what is missing. Needs root (or sudo) for apt-get.
set -eu

# C library and groestlsum; a big-endian cross compiler and qemu to test on such a host.
packages="cmake gcc make pkg-config python3
          gcc-s390x-linux-gnu libc6-dev-s390x-cross qemu-user"
# The differential fuzz target (libFuzzer) and the ThreadSanitizer build of the threads test.
packages="$packages clang libclang-rt-14-dev"
# The avx512 backend's emulated test (SIMDe's portable AVX-512 and GFNI intrinsics).
packages="$packages libsimde-dev"
# Constant time on every CPU: valgrind's memcheck for the constant-time check
# (tests/test_constant_time.c), and an AArch64 cross compiler for armv8_aes and bitsliced
# under qemu-user (scripts/test.sh).
packages="$packages valgrind gcc-aarch64-linux-gnu libc6-dev-arm64-cross"
# Python package (python/): headers to build the extension, venv for the test environment.
packages="$packages python3-dev python3-venv"
# hdl/: Icarus Verilog for the module benches, Verilator (and g++ for its C++) for the cores
packages="$packages iverilog verilator g++"
# AVR: firmware toolchain and the simulator library the runner links (avr/README.md)
packages="$packages gcc-avr avr-libc binutils-avr simavr libsimavr-dev libelf-dev"

missing=""
for p in $packages; do
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

# The Python tests' environment: a venv holding the pinned packages of
# python/requirements-test.txt (scripts/test.sh then pip-installs the checkout into it).
cd "$(dirname "$0")/.."
venv=build-python/venv
if [ ! -x "$venv/bin/python" ]; then
    echo "setup: creating $venv"
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check --use-pep517 \
    -r python/requirements-test.txt
# AVR AES test (avr/aes/aes_test.py): the host AES and the NIST AESAVS vector files.
"$venv/bin/python" -m pip install -q --disable-pip-version-check -r avr/aes/requirements.txt

# ---- JavaScript package (js/) ---------------------------------------------------------------
# clang's wasm32 target and wasm-ld (lld) build its WebAssembly modules; wabt's wasm-validate
# checks the portable one has no SIMD; Chromium runs the page test; Node 18 or later and npm
# (Debian's nodejs where the machine has none). npm ci installs the devDependencies of
# js/package-lock.json (groestl-hash-js, typescript).
js_packages="clang lld wabt chromium"
command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || js_packages="$js_packages nodejs npm"
js_missing=""
for p in $js_packages; do
    dpkg -s "$p" >/dev/null 2>&1 || js_missing="$js_missing $p"
done
if [ -n "$js_missing" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing$js_missing"
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $js_missing
fi
(cd js && npm ci --no-audit --no-fund --loglevel=error)


# ---- Rust crate (rust/) --------------------------------------------------------------------
# cargo 1.88 or later (the crate is edition 2024; its test dependencies need 1.88), installed
# with rustup (minimal profile, into ~/.cargo) where cargo is missing or older: Debian 12's own
# is too old. Also the target x86_64-unknown-none, on which scripts/test.sh checks that the
# crate builds without std.
PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
rust_minor=$(cargo --version 2>/dev/null | sed -n 's/^cargo 1\.\([0-9]*\)\..*/\1/p')
if [ "${rust_minor:-0}" -lt 88 ]; then
    if command -v rustup >/dev/null 2>&1; then
        echo "setup: cargo older than 1.88: installing the stable toolchain with rustup"
        rustup toolchain install stable --profile minimal
        rustup default stable
    else
        echo "setup: cargo missing or older than 1.88: installing Rust (rustup, minimal profile)"
        if ! command -v curl >/dev/null 2>&1; then
            sudo=""
            [ "$(id -u)" -eq 0 ] || sudo="sudo"
            $sudo apt-get update -qq
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
                curl ca-certificates
        fi
        dir=$(mktemp -d)
        # The installer sh.rustup.rs runs; it must keep its name (rustup reads argv[0]).
        curl -sSf --proto '=https' --tlsv1.2 -o "$dir/rustup-init" \
            "https://static.rust-lang.org/rustup/dist/$(uname -m)-unknown-linux-gnu/rustup-init"
        chmod +x "$dir/rustup-init"
        "$dir/rustup-init" -y --profile minimal --no-modify-path
        rm -rf "$dir"
    fi
fi
if [ "$(uname -m)" = x86_64 ] && command -v rustup >/dev/null 2>&1 &&
    ! rustup target list --installed | grep -qx x86_64-unknown-none; then
    echo "setup: adding the Rust target x86_64-unknown-none (the crate's no_std build)"
    rustup target add x86_64-unknown-none
fi
