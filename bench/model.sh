#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# model.sh - what LLVM's scheduling models (llvm-mca) predict for the hot loops of the avx512
# backend on CPUs that have AVX-512 and GFNI, which bench/run.sh can only measure where it
# runs on one; and, to show how far to trust them, vperm's loops on the Zen 3 model, to be
# set beside bench/run.sh's measurement on a Zen 3.
#
#   bench/model.sh
#
# Compiles the backends' files as the build does (gcc, -O3, their instruction-set flags),
# takes each compress loop (a label to the jump back to it, no label inside), runs llvm-mca-19
# on it and prints core clock cycles per byte of long messages. A model, not a measurement:
# it knows neither the front end nor the caches. Installs llvm-19 with apt-get if missing.
set -eu
cd "$(dirname "$0")/.."
case "${1:-}" in
-h | --help) sed -n '2,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
"") ;;
*) echo "model.sh: takes no arguments (got '$1')" >&2; exit 2 ;;
esac

mca=llvm-mca-19
if ! command -v $mca >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends llvm-19
fi

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cflags="-O3 -DNDEBUG -std=c11 -Iinclude -Isrc -DGROESTL_HAVE_AVX512 -DGROESTL_HAVE_AESNI"
cflags="$cflags -DGROESTL_HAVE_VPERM -DGROESTL_HAVE_TABLES64"
gcc $cflags -mavx512f -mavx512bw -mavx512vl -mavx512vbmi -mgfni -S -o "$dir/avx512.s" src/avx512.c
gcc $cflags -mssse3 -S -o "$dir/vperm.s" src/vperm.c

# loop FILE.s FUNCTION MNEMONIC: the first innermost loop with MNEMONIC in it of FUNCTION
# (an awk pattern), to $dir/loop.s; prints how many times MNEMONIC occurs in it.
loop() {
    awk -v fnpat="^($2):\$" -v op="$3" '
        /^[A-Za-z_][A-Za-z_0-9.]*:/ { fn = $1; inside = 0 }
        /^\.L[0-9]+:/ { label = substr($1, 1, length($1) - 1); body = ""; n = 0; inside = 1; next }
        inside {
            body = body $0 "\n"
            if ($1 == op) n++
            if ($1 ~ /^j/ && $2 == label) {
                if (n > 0 && fn ~ fnpat) { printf "%s", body > out; print n; exit }
                inside = 0
            }
        }' out="$dir/loop.s" "$1"
}

# cycles CPU: llvm-mca's cycles per iteration of $dir/loop.s
cycles() {
    $mca -mtriple=x86_64 -mcpu="$1" -iterations=200 "$dir/loop.s" |
        awk '/^Total Cycles:/ { print $3 / 200 }'
}

# report NAME FILE.s FUNCTION MNEMONIC PER_BLOCK BLOCK_BYTES CPU...: PER_BLOCK occurrences
# of MNEMONIC make one block of BLOCK_BYTES bytes (P and Q, every round).
report() {
    name=$1 file=$2 fn=$3 op=$4 per_block=$5 bytes=$6
    shift 6
    n=$(loop "$file" "$fn" "$op")
    if [ -z "$n" ]; then
        echo "model.sh: no loop with $op in $fn of $file" >&2
        exit 1
    fi
    for cpu in "$@"; do
        c=$(cycles "$cpu")
        echo "$name $cpu $c $n $per_block $bytes" |
            awk '{ printf "| %s | %s | %.1f | %.2f |\n", $1, $2, $3, $3 / ($4 / $5 * $6) }'
    done
}

echo "llvm-mca: $($mca --version | sed -n 's/.*LLVM version //p'); gcc: $(gcc -dumpfullversion)"
echo
echo "| loop | llvm-mca model | cycles an iteration | core cycles per byte |"
echo "| --- | --- | ---: | ---: |"
# A 512-bit round: one VPERMB for P, one for Q; 10 rounds a 64-byte block.
report avx512-G-256 "$dir/avx512.s" "compress|compress_narrow" vpermb 20 64 znver4 icelake-server sapphirerapids
# A 1024-bit round: two VPERMT2B for P, two for Q; 14 rounds a 128-byte block.
report avx512-G-512 "$dir/avx512.s" "compress|compress_wide" vpermt2b 56 128 znver4 icelake-server sapphirerapids
# vperm's round: 96 PSHUFB (512-bit state) or 192 (1024-bit), P and Q together.
report vperm-G-256 "$dir/vperm.s" "compress_narrow" pshufb 960 64 znver3
report vperm-G-512 "$dir/vperm.s" "compress_wide" pshufb 2688 128 znver3
