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

echo "== RTL cores (hdl/): lint, module benches, both cores on the KAT files and random messages"
python3 hdl/scripts/hdltest.py --groestlsum build/groestlsum -j "$jobs"

echo "== all tests passed"
