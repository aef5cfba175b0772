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
# AVR AES test (avr/runner/aes_test.py): the host AES and the NIST AESAVS vector files.
"$venv/bin/python" -m pip install -q --disable-pip-version-check -r avr/requirements-aes.txt
