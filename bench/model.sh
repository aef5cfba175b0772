#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# model.sh - what LLVM's scheduling models (llvm-mca) predict for the hot loops of backends on
# CPUs that bench/run.sh cannot measure here: avx512 on CPUs with AVX-512 and GFNI; avx2_gfni on
# Intel's client cores (Alder Lake: AVX2 and GFNI, no AVX-512); armv8_aes on AArch64 cores
# (Neoverse N1 and V2, Apple M1); neon and bitsliced on the Cortex-A53 and Cortex-A72 of boards
# without the AES instructions (AArch64, and 32-bit ARM on the A72's model, which LLVM's 32-bit
# back end shares with the A57); bitsliced on x86-64 and AArch64 cores. And, to show how far to
# trust them, vperm's and bitsliced's loops on x86 models, to be set beside bench/run.sh's
# measurements.
#
#   bench/model.sh [--docs]
#
# --docs also writes the section "ARM without the AES instructions: neon (models)" of
# docs/BENCHMARKS.md (scripts/docs_section.py) from the neon and bitsliced rows.
#
# Compiles the backends' files as the build does (gcc, -O3, their instruction-set flags;
# aarch64-linux-gnu-gcc for AArch64, arm-linux-gnueabihf-gcc for 32-bit ARM), takes each loop
# (a label to the jump back to it, no label inside), runs llvm-mca-19 on it and prints core
# clock cycles per byte of long messages. A model, not a measurement: it knows neither the
# front end nor the caches, nor the work between blocks. Needs llvm-mca-19 (Debian package
# llvm-19, used only here) and the two cross compilers: scripts/setup.sh bench installs them;
# a missing one is named.
set -eu
cd "$(dirname "$0")/.."
case "${1:-}" in
-h | --help) sed -n '2,23s/^# \{0,1\}//p' "$0"; exit 0 ;;
"" | --docs) ;;
*) echo "model.sh: the one option is --docs (got '$1')" >&2; exit 2 ;;
esac
docs=${1:-}

mca=llvm-mca-19
a64cc=aarch64-linux-gnu-gcc
armcc=arm-linux-gnueabihf-gcc
. bench/need.sh
need gcc "scripts/setup.sh c installs it (Debian package gcc)"
need $a64cc "scripts/setup.sh bench installs it (Debian package gcc-aarch64-linux-gnu)"
need $armcc "scripts/setup.sh bench installs it (Debian package gcc-arm-linux-gnueabihf)"
need $mca "a model only this script runs: scripts/setup.sh bench installs it (Debian package llvm-19)"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cflags="-O3 -DNDEBUG -std=c11 -Iinclude -Isrc -DGROESTL_HAVE_AVX512 -DGROESTL_HAVE_AESNI"
cflags="$cflags -DGROESTL_HAVE_VPERM -DGROESTL_HAVE_TABLES64"
gcc $cflags -mavx512f -mavx512bw -mavx512vl -mavx512vbmi -mgfni -S -o "$dir/avx512.s" src/avx512.c
gcc $cflags -mavx512f -mavx512bw -mavx512vl -mavx512vbmi -mgfni -S -o "$dir/avx512_many.s" src/avx512_many.c
gcc $cflags -DGROESTL_HAVE_AVX2_GFNI -mavx2 -mgfni -S -o "$dir/avx2_gfni.s" src/avx2_gfni.c
gcc $cflags -DGROESTL_HAVE_AVX2_GFNI -mavx2 -mgfni -S -o "$dir/avx2_gfni_many.s" src/avx2_gfni_many.c
gcc $cflags -DGROESTL_HAVE_AESNI_VAES -mssse3 -maes -mavx2 -mvaes -S -o "$dir/aesni_vaes.s" src/aesni_vaes.c
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
            awk '{ printf "| %s | %s | %.1f | %.2f |\n", $1, $2, $3, $3 / ($4 / $5 * $6) }' |
            tee -a "$dir/table"
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
# avx512, 4 and 8 messages of 64 bytes: the interleaved code on 4 (a round of P and Q of each,
# 8 VPERMB), a ZMM set of 8 (16 GF2P8AFFINEINVQB a round of P and Q), a 256-bit set of 4
# (rows256.h built with avx512's flags, 16): which is cheaper per message where a ZMM operation
# takes two pipes (Zen 4), and where it does not.
report avx512-x4-interleaved x86_64 "$dir/avx512.s" compress_narrow_k4 vpermb 80 256 znver4 sapphirerapids
report avx512-x8-ZMM-set x86_64 "$dir/avx512_many.s" r_compress_final512 vgf2p8affineinvqb 160 512 znver4 sapphirerapids
report avx512-x4-256-bit-set x86_64 "$dir/avx512_many.s" rows256_compress_final512 vgf2p8affineinvqb 160 256 znver4 sapphirerapids
# avx2_gfni, one message: a loop iteration is a round of P and Q (4 GF2P8AFFINEINVQB for the
# 512-bit state's row pairs, 8 for the 1024-bit state's rows), 10 (14) rounds a 64 (128) byte
# block. Many messages (rows256.h's sets): an iteration is a round of P and Q of a set, 16
# GF2P8AFFINEINVQB; a block of the set is 4 x 64 bytes in 10 rounds, 2 x 128 in 14.
report avx2_gfni-G-256 x86_64 "$dir/avx2_gfni.s" compress_narrow vgf2p8affineinvqb 40 64 alderlake znver4
report avx2_gfni-G-512 x86_64 "$dir/avx2_gfni.s" compress_wide vgf2p8affineinvqb 112 128 alderlake znver4
report avx2_gfni-x4-G-256 x86_64 "$dir/avx2_gfni_many.s" rows256_compress_final512 vgf2p8affineinvqb 160 256 alderlake znver4
report avx2_gfni-x2-G-512 x86_64 "$dir/avx2_gfni_many.s" rows256_compress_final1024 vgf2p8affineinvqb 224 256 alderlake znver4
# What such a CPU runs without avx2_gfni: aesni's YMM path (aesni_vaes.c). One message: a round
# of P and Q is 4 VAESENCLAST (row pairs); many: two sets of two messages, 16 a round.
report aesni_vaes-G-256 x86_64 "$dir/aesni_vaes.s" compress_narrow vaesenclast 40 64 alderlake znver4
report aesni_vaes-x4-G-256 x86_64 "$dir/aesni_vaes.s" compress_narrow_2sets vaesenclast 160 256 alderlake znver4
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

[ "$docs" = --docs ] || exit 0
# The section: neon beside bitsliced on each model, the targets, what bounds neon by count.
cell() { # LOOP MODEL: core c/B of that row
    awk -F' *[|] *' -v l="$1" -v m="$2" '$2 == l && $3 == m { print $5 }' "$dir/table"
}
ratio() { echo "$1 $2" | awk '{ printf "%.2f", $1 / $2 }'; }
section=$dir/section.md
{
    echo "## ARM without the AES instructions: neon (models)"
    echo
    echo "LLVM's scheduling models, not measurements: \`bench/model.sh --docs\` wrote this section"
    echo "(llvm-mca $($mca --version | sed -n 's/.*LLVM version //p') on the round loops as"
    echo "aarch64-linux-gnu-gcc $($a64cc -dumpfullversion) and arm-linux-gnueabihf-gcc"
    echo "$($armcc -dumpfullversion) compile them at -O3, the 32-bit ones as Thumb-2 like Debian's"
    echo "armhf; core cycles per byte of long messages, the rounds only: not the transposition,"
    echo "the caches or the front end; $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD))."
    echo "The Cortex-A53 is the Raspberry Pi 3's core, the Cortex-A72 the Pi 4's: neither SoC has"
    echo "the Crypto Extensions, so \`neon\` is what runs there (\`bitsliced\` before it). LLVM"
    echo "models the A72 with its Cortex-A57 model; its 32-bit back end has no A53 model."
    echo
    echo "| loop | Cortex-A53 model | Cortex-A72 model |"
    echo "| --- | ---: | ---: |"
    for bits in 256 512; do
        n53=$(cell neon-G-$bits cortex-a53) n72=$(cell neon-G-$bits cortex-a72)
        b53=$(cell bitsliced-G-$bits cortex-a53) b72=$(cell bitsliced-G-$bits cortex-a72)
        echo "| neon Grøstl-$bits, AArch64 | **$n53** | **$n72** |"
        echo "| bitsliced Grøstl-$bits, AArch64 | $b53 | $b72 |"
        echo "| neon's speed / bitsliced's | ×$(ratio "$b53" "$n53") | ×$(ratio "$b72" "$n72") |"
    done
    for bits in 256 512; do
        n72=$(cell neon-arm-G-$bits cortex-a72) b72=$(cell bitsliced-arm-G-$bits cortex-a72)
        echo "| neon Grøstl-$bits, 32-bit ARM | | **$n72** |"
        echo "| bitsliced Grøstl-$bits, 32-bit ARM (armhf: no NEON) | | $b72 |"
        echo "| neon's speed / bitsliced's | | ×$(ratio "$b72" "$n72") |"
    done
    b256=$(cell bitsliced-G-256 cortex-a72) b512=$(cell bitsliced-G-512 cortex-a72)
    n256=$(cell neon-G-256 cortex-a72) n512=$(cell neon-G-512 cortex-a72)
    echo
    echo "The targets, on the A72 model (AArch64): neon at 2.5 times bitsliced's speed for"
    echo "Grøstl-256, 2 times for Grøstl-512. The model gives ×$(ratio "$b256" "$n256") and" \
        "×$(ratio "$b512" "$n512"): missed."
    echo
    # The count: per row, 12 TBL of 3 micro-operations and 17 of 1; 8 rows; 2 vector pipes.
    echo "$b256 $b512 $n256 $n512" | awk '{
        round = (12 * 3 + 17) * 8 / 2; g256 = round * 10 / 64; g512 = round * 28 / 128
        printf "What bounds it, by count. A round is, per 16-byte row register, 12 table look-ups\n"
        printf "(TBL: ShiftBytes; c/k and the four inversions of Hamburg'"'"'s S-box; the six output\n"
        printf "tables) and 17 other operations (USHR and AND for the nibbles, 5 EOR in the inversion,\n"
        printf "3 combining the output tables, 7 of MixBytes'"'"' 56 XORs, the key), for 8 rows (the\n"
        printf "512-bit P and Q side by side, or one 1024-bit permutation). The A57/A72 model, as\n"
        printf "ARM'"'"'s optimization guide for the A57, issues a 16-byte TBL as 3 micro-operations\n"
        printf "on its two vector pipes (an 8-byte one as 1, but AArch64 has no instruction writing\n"
        printf "the upper half of a register alone, so pairing halves costs what it saves): (12 × 3\n"
        printf "+ 17) × 8 = 424 micro-operations, %d cycles a round, %.1f c/B for Grøstl-256 (10\n", round, g256
        printf "rounds of 128 bytes a 64-byte block) and %.1f for Grøstl-512 (28 a 128-byte block);\n", g512
        printf "the loops'"'"' %.2f and %.2f are within %.0f%% and %.0f%% of it. Against bitsliced'"'"'s\n", $3, $4, 100 * ($3 / g256 - 1), 100 * ($4 / g512 - 1)
        printf "%.2f and %.2f the count allows ×%.2f and ×%.2f at most: the targets would need a\n", $1, $2, $1 / g256, $2 / g512
        printf "round in %.0f and %.0f cycles, fewer than its 96 look-ups alone take (%d).\n", $1 / 2.5 * 64 / 10, $2 / 2 * 128 / 28, 96 * 3 / 2
    }'
    echo "On 32-bit ARM a 16-byte look-up is two VTBL of 8 bytes, one micro-operation each,"
    echo "which write the halves of a register pair directly ((24 + 17) × 8 = 328 a round, 164"
    echo "cycles), but half as many registers make GCC spill and copy. The in-order A53's model"
    echo "runs the rounds well above their instruction count: it waits on the look-ups' latency."
    # bitsliced's AArch64 loop: how much of it is NEON (its words are GCC vectors of 2 lanes).
    loop "$dir/bitsliced-aarch64.s" compress tbl fewest >/dev/null
    all=$(grep -c '^[[:space:]]*[a-z]' "$dir/loop.s")
    vec=$(grep '^[[:space:]]*[a-z]' "$dir/loop.s" | grep -c 'v[0-9][0-9]*\.\(16b\|8b\|2d\|4s\)')
    echo
    echo "bitsliced is no scalar baseline on AArch64: its words are GCC vectors of two 64-bit"
    echo "lanes, P and Q (src/bitsliced.c), which GCC maps onto NEON; $vec of the $all instructions"
    echo "of the Grøstl-256 round loop above work on 128-bit vector registers. The targets set"
    echo "NEON against NEON: vperm's method spends 96 look-ups a round, 3 micro-operations each on"
    echo "the A72, where the bit-planes spend logic of one micro-operation. On 32-bit ARM, where"
    echo "Debian's armhf promises no NEON and bitsliced runs on pairs of 32-bit registers, neon is"
    echo "×$(ratio "$(cell bitsliced-arm-G-256 cortex-a72)" "$(cell neon-arm-G-256 cortex-a72)") and" \
        "×$(ratio "$(cell bitsliced-arm-G-512 cortex-a72)" "$(cell neon-arm-G-512 cortex-a72)") as fast."
} >"$section"
python3 scripts/docs_section.py docs/BENCHMARKS.md \
    "ARM without the AES instructions: neon (models)" --after "Constant-time backends" <"$section"
echo "model.sh: wrote the section 'ARM without the AES instructions: neon (models)' of docs/BENCHMARKS.md"
