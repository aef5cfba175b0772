#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# many.sh - many messages at once: groestl_bench's batch rows (groestl_hash_many on 1, 4, 8,
# 16 and 64 distinct messages of 64 B, 1536 B, 16 KiB and 1 MiB; groestl256_output_transform_many on
# as many 64-byte nodes) beside the one-message rows, for the backend dispatch picks and for
# avx2_gfni and aesni where the CPU runs them.
#
#   bench/many.sh [--quick] [--write] [--rounds N]
#
# Builds build-bench/groestl_bench (CMake, Release), runs it --rounds times (default 3) with
# --raw, merges the rounds (minimum of all calls, median of the rounds' medians) and prints
# the table. --quick: one short round (a smoke run). --write: put the table, the machine and
# the command into docs/BENCHMARKS.md ("## Many messages at once").
set -eu
cd "$(dirname "$0")/.."

quick=0 write=0 rounds=3
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=1 rounds=1 ;;
    --write) write=1 ;;
    --rounds) [ $# -gt 1 ] || { echo "many.sh: --rounds needs a number" >&2; exit 2; }
              shift; rounds=$1 ;;
    -h | --help) sed -n '3,13s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "many.sh: unknown option '$1' (use --quick, --write, --rounds N)" >&2; exit 2 ;;
    esac
    shift
done
case $rounds in '' | *[!0-9]* | 0) echo "many.sh: --rounds takes a positive number" >&2; exit 2 ;; esac
if [ "$quick" = 1 ] && [ "$write" = 1 ]; then
    echo "many.sh: --write takes a full run, not --quick" >&2
    exit 2
fi

. bench/need.sh
need_c_build
out=build-bench
cmake -S . -B "$out" -DCMAKE_BUILD_TYPE=Release -DGROESTL_BUILD_TESTS=OFF >/dev/null
cmake --build "$out" -j "$(nproc)" --target groestl_bench >/dev/null
bench=$out/groestl_bench

auto=$("$bench" --quick --raw --backend auto --sizes 64 --bits 256 | awk -F'\t' '$1 == "result" { print $2; exit }')
backends=$auto
for b in avx2_gfni aesni; do
    if [ "$auto" != "$b" ] && "$bench" --quick --raw --backend "$b" --sizes 64 --bits 256 >/dev/null 2>&1; then
        backends="$backends,$b"
    fi
done
time="--seconds 0.3"
[ "$quick" = 0 ] || time=--quick
args="--backend $backends --many 1,4,8,16,64 --sizes 64,1536,16K,1M --bits 256,512"
raw=$out/many.txt
: >"$raw"
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
r=1
while [ "$r" -le "$rounds" ]; do
    echo "many.sh: round $r of $rounds" >&2
    # shellcheck disable=SC2086
    "$bench" $time $args --raw >>"$raw"
    r=$((r + 1))
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
# shellcheck disable=SC2086
"$bench" --results "$raw" --many 1,4,8,16,64 --sizes 64,1536,16K,1M --bits 256,512 >"$out/many-table.txt"
cat "$out/many-table.txt"
echo
echo "load average before / after: $load_before / $load_after"
[ "$write" = 1 ] || exit 0

section=$(mktemp)
{
    echo "## Many messages at once"
    echo
    echo "Command: \`bench/many.sh --write\`: \`groestl_bench --many 1,4,8,16,64\` ($rounds rounds of"
    others=$(echo "$backends" | cut -s -d, -f2- | sed 's/,/ and /g')
    echo "0.3 s per cell, merged) on the backend the library picks here ($auto)${others:+ and on $others}."
    echo "A row \`NAME xN\` is one \`groestl_hash_many\` call on N distinct messages of the size (c/B and"
    echo "MB/s of all N together, reference cycles); \`NAME nodes xN\` is"
    echo "\`groestl256_output_transform_many\` on N 64-byte inputs (per input byte)."
    echo
    echo "Machine: $(cpu_name), $(nproc) logical CPUs, shared; $(${CC:-cc} --version | head -n 1);"
    echo "measured $(date -u '+%Y-%m-%d %H:%M UTC'), load average $load_before before, $load_after after."
    echo
    echo '```'
    sed -n '/^|/q; /^$/!p' "$out/many-table.txt"
    echo '```'
    echo
    sed -n '/^|/p' "$out/many-table.txt"
    echo
} >"$section"
python3 scripts/docs_section.py docs/BENCHMARKS.md "Many messages at once" --after "CPU: against the targets" <"$section"
rm -f "$section"
echo "many.sh: wrote the Many messages at once section of docs/BENCHMARKS.md"
