#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# model.sh - what LLVM's scheduling models (llvm-mca) predict for the hot loops of backends on
# CPUs that bench/run.sh cannot measure here: avx512 on CPUs with AVX-512 and GFNI; armv8_aes
# on AArch64 cores (Neoverse N1 and V2, Apple M1); neon and bitsliced on the Cortex-A53 and
# Cortex-A72 of boards without the AES instructions (AArch64, and 32-bit ARM on the A72's
# model, which LLVM's 32-bit back end shares with the A57); bitsliced on x86-64 and AArch64
# cores. And, to show how far to trust them, vperm's and bitsliced's loops on x86 models, to
# be set beside bench/run.sh's measurements.
#
#   bench/model.sh
#
# Compiles the backends' files as the build does (gcc, -O3, their instruction-set flags;
# aarch64-linux-gnu-gcc for AArch64, arm-linux-gnueabihf-gcc for 32-bit ARM), takes each loop
# (a label to the jump back to it, no label inside), runs llvm-mca-19 on it and prints core
# clock cycles per byte of long messages. A model, not a measurement: it knows neither the
# front end nor the caches, nor the work between blocks. Installs llvm-19,
# gcc-aarch64-linux-gnu and gcc-arm-linux-gnueabihf with apt-get if missing.
set -eu
cd "$(dirname "$0")/.."
case "${1:-}" in
-h | --help) sed -n '2,15s/^# \{0,1\}//p' "$0"; exit 0 ;;
"") ;;
*) echo "model.sh: takes no arguments (got '$1')" >&2; exit 2 ;;
esac

mca=llvm-mca-19
a64cc=aarch64-linux-gnu-gcc
armcc=arm-linux-gnueabihf-gcc
if ! command -v $mca >/dev/null 2>&1 || ! command -v $a64cc >/dev/null 2>&1 ||
    ! command -v $armcc >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
        llvm-19 gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-arm-linux-gnueabihf \
        libc6-dev-armhf-cross
fi

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cflags="-O3 -DNDEBUG -std=c11 -Iinclude -Isrc -DGROESTL_HAVE_AVX512 -DGROESTL_HAVE_AESNI"
cflags="$cflags -DGROESTL_HAVE_VPERM -DGROESTL_HAVE_TABLES64"
gcc $cflags -mavx512f -mavx512bw -mavx512vl -mavx512vbmi -mgfni -S -o "$dir/avx512.s" src/avx512.c
gcc $cflags -mssse3 -S -o "$dir/vperm.s" src/vperm.c
gcc $cflags -S -o "$dir/bitsliced.s" src/bitsliced.c
a64flags="-O3 -DNDEBUG -std=c11 -Iinclude -Isrc -DGROESTL_HAVE_ARMV8_AES -DGROESTL_HAVE_BITSLICED"
$a64cc $a64flags -march=armv8-a+crypto -S -o "$dir/armv8_aes.s" src/armv8_aes.c
$a64cc $a64flags -S -o "$dir/bitsliced-aarch64.s" src/bitsliced.c
$a64cc $a64flags -DGROESTL_HAVE_NEON -S -o "$dir/neon.s" src/neon.c
# 32-bit ARM: neon with NEON (its flag in backends.h), bitsliced without (Debian's armhf).
armflags="-O3 -DNDEBUG -std=c11 -Iinclude -Isrc -DGROESTL_HAVE_NEON -DGROESTL_HAVE_BITSLICED"
$armcc $armflags -mfpu=neon -S -o "$dir/neon-arm.s" src/neon.c
$armcc $armflags -S -o "$dir/bitsliced-arm.s" src/bitsliced.c

# loop FILE.s FUNCTION MNEMONIC [WHICH]: an innermost loop with MNEMONIC in it of FUNCTION
# (an awk pattern), to $dir/loop.s: the first, or (WHICH) the one with the fewest or the most
# MNEMONIC; prints how many times MNEMONIC occurs in it.
loop() {
    awk -v fnpat="^($2):\$" -v op="$3" -v which="${4:-first}" '
        /^[A-Za-z_][A-Za-z_0-9.]*:/ { fn = $1; inside = 0 }
        /^(\.L[0-9]+|[0-9]+):/ { # compiler labels, and local ones of inline asm (1:)
            label = substr($1, 1, length($1) - 1); body = ".Lloop:\n"; n = 0; inside = 1; next
        }
        inside {
            line = $0
            if ($1 ~ /^(j|b|cb)/ && ($NF == label || $NF == label "b")) sub(/[^ \t,]+$/, ".Lloop", line)
            body = body line "\n"
            if ($1 == op) n++
            if ($1 ~ /^(j|b|cb)/ && ($NF == label || $NF == label "b")) { # x86 jumps; AArch64 b.cond, bne, cbnz
                if (n > 0 && fn ~ fnpat && (best == "" || which == "fewest" && n < best ||
                                            which == "most" && n > best)) {
                    best = n; chosen = body
                    if (which == "first") exit
                }
                inside = 0
            }
        }
        END { if (best != "") { printf "%s", chosen > out; print best } }' out="$dir/loop.s" "$1"
}

# cycles TRIPLE CPU: llvm-mca's cycles per iteration of $dir/loop.s
cycles() {
    attr=""
    [ "$1" != aarch64 ] || attr="-mattr=+aes,+sha3" # to parse them; the CPU's model schedules
    $mca -mtriple="$1" -mcpu="$2" $attr -iterations=200 "$dir/loop.s" |
        awk '/^Total Cycles:/ { print $3 / 200 }'
}

# report NAME TRIPLE FILE.s FUNCTION MNEMONIC[/WHICH] PER_BLOCK BLOCK_BYTES CPU...: PER_BLOCK
# occurrences of MNEMONIC make one block of BLOCK_BYTES bytes (P and Q, every round); xN for
# PER_BLOCK: N iterations of the loop make a block.
report() {
    name=$1 triple=$2 file=$3 fn=$4 op=${5%/*} which=${5#*/} per_block=$6 bytes=$7
    [ "$which" != "$5" ] || which=first
    shift 7
    n=$(loop "$file" "$fn" "$op" "$which")
    if [ -z "$n" ]; then
        echo "model.sh: no loop with $op in $fn of $file" >&2
        exit 1
    fi
    case $per_block in x*) per_block=$((n * ${per_block#x})) ;; esac
    for cpu in "$@"; do
        c=$(cycles "$triple" "$cpu")
        echo "$name $cpu $c $n $per_block $bytes" |
            awk '{ printf "| %s | %s | %.1f | %.2f |\n", $1, $2, $3, $3 / ($4 / $5 * $6) }'
    done
}

echo "llvm-mca: $($mca --version | sed -n 's/.*LLVM version //p'); gcc: $(gcc -dumpfullversion);" \
    "aarch64-linux-gnu-gcc: $($a64cc -dumpfullversion); arm-linux-gnueabihf-gcc: $($armcc -dumpfullversion)"
echo
echo "| loop | llvm-mca model | cycles an iteration | core cycles per byte |"
echo "| --- | --- | ---: | ---: |"
# A 512-bit round: one VPERMB for P, one for Q; 10 rounds a 64-byte block.
report avx512-G-256 x86_64 "$dir/avx512.s" compress_narrow_k1 vpermb 20 64 znver4 icelake-server sapphirerapids
# A 1024-bit round: two VPERMT2B for P, two for Q; 14 rounds a 128-byte block.
report avx512-G-512 x86_64 "$dir/avx512.s" compress_wide_k1 vpermt2b 56 128 znver4 icelake-server sapphirerapids
# vperm's round: 96 PSHUFB (512-bit state) or 192 (1024-bit), P and Q together.
report vperm-G-256 x86_64 "$dir/vperm.s" "compress_narrow" pshufb 960 64 znver3
report vperm-G-512 x86_64 "$dir/vperm.s" "compress_wide" pshufb 2688 128 znver3
# armv8_aes: a loop iteration is two rounds of one register set (8 AESE a round): Grøstl-256
# runs 10 rounds of P and Q together a 64-byte block, Grøstl-512 14 of P and 14 of Q a 128-byte
# block. N1 lacks SHA3 (the plain rounds run there); V2 and M1 have it (EOR3 rounds).
report armv8_aes-G-256 aarch64 "$dir/armv8_aes.s" rounds_plain aese 80 64 neoverse-n1 neoverse-v2 apple-m1
report armv8_aes-G-512 aarch64 "$dir/armv8_aes.s" rounds_plain aese 224 128 neoverse-n1 neoverse-v2 apple-m1
report armv8_aes-EOR3-G-256 aarch64 "$dir/armv8_aes.s" rounds_sha3 aese 80 64 neoverse-v2 apple-m1
report armv8_aes-EOR3-G-512 aarch64 "$dir/armv8_aes.s" rounds_sha3 aese 224 128 neoverse-v2 apple-m1
# bitsliced: a loop iteration is one round of P and Q; the 512-bit round (fewer shifts or TBL)
# and the 1024-bit one (more). x86-64 with SSE2 only, as the library builds it.
report bitsliced-G-256 x86_64 "$dir/bitsliced.s" compress psrlq/fewest x10 64 znver3 znver4 skylake
report bitsliced-G-512 x86_64 "$dir/bitsliced.s" compress psrlq/most x14 128 znver3 znver4 skylake
report bitsliced-G-256 aarch64 "$dir/bitsliced-aarch64.s" compress tbl/fewest x10 64 cortex-a53 cortex-a72 neoverse-n1 neoverse-v2 apple-m1
report bitsliced-G-512 aarch64 "$dir/bitsliced-aarch64.s" compress tbl/most x14 128 cortex-a53 cortex-a72 neoverse-n1 neoverse-v2 apple-m1
# neon: a loop iteration is one round of one register set (12 TBL for each of the 8 rows):
# Grøstl-256's P and Q together (10 a 64-byte block), Grøstl-512's P or Q (28 a 128-byte one).
report neon-G-256 aarch64 "$dir/neon.s" compress_narrow tbl x10 64 cortex-a53 cortex-a72
report neon-G-512 aarch64 "$dir/neon.s" compress_wide tbl x28 128 cortex-a53 cortex-a72
# 32-bit ARM (Thumb-2, as Debian's armhf builds): a 16-byte look-up is two VTBL.
report neon-arm-G-256 thumbv7a-linux-gnueabihf "$dir/neon-arm.s" compress_narrow vtbl.8 x10 64 cortex-a72
report neon-arm-G-512 thumbv7a-linux-gnueabihf "$dir/neon-arm.s" compress_wide vtbl.8 x28 128 cortex-a72
# bitsliced there without NEON: its two lanes in pairs of 32-bit registers, a round an iteration.
report bitsliced-arm-G-256 thumbv7a-linux-gnueabihf "$dir/bitsliced-arm.s" compress ands/fewest x10 64 cortex-a72
report bitsliced-arm-G-512 thumbv7a-linux-gnueabihf "$dir/bitsliced-arm.s" compress ands/most x14 128 cortex-a72
