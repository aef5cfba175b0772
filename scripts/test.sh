#!/bin/sh
# test.sh - set up a fresh machine and run every test of the project. CI runs exactly this.
set -eu
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

scripts/setup.sh

echo "== C library, groestlsum, all vector files (ctest)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$jobs"
(cd build && ctest --output-on-failure -j "$jobs")

echo "== The same tests but the 1 GiB ones, under AddressSanitizer and UBSan"
cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGROESTL_SANITIZE=ON
cmake --build build-sanitize -j "$jobs"
(cd build-sanitize && ctest --output-on-failure -j "$jobs" -LE long)

echo "== Byte-sliced x86 backends left out (as for a compiler or target without SSSE3/AES-NI)"
cmake -S . -B build-no-byteslice -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DGROESTL_NO_AESNI=ON -DGROESTL_NO_VPERM=ON
cmake --build build-no-byteslice -j "$jobs"
(cd build-no-byteslice && ctest --output-on-failure -j "$jobs" -LE long)

echo "== all tests passed"
