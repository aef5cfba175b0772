#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# files.sh - groestlsum on many files, against sha256sum and b3sum in the same run: 10,000
# files of 4 KiB (batches through groestl_hash_many) and 8 files of 256 MiB (one per thread).
#
#   bench/files.sh [--quick] [--write] [--runs N]
#
# Builds build-bench/groestlsum (CMake, Release), writes the files once into build-bench/files/
# (2 GiB), reads them into the page cache, then times each command --runs times (default 7)
# in turns and prints the wall-clock minimum and median. --quick: 1,000 small files, 2 large
# ones of 32 MiB, 3 runs (a smoke run). --write: put the table into docs/BENCHMARKS.md
# ("## Many files"). Needs b3sum and bc (scripts/setup.sh bench installs them): a missing one
# is named.
set -eu
cd "$(dirname "$0")/.."

quick=0 write=0 runs=7
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=1 runs=3 ;;
    --write) write=1 ;;
    --runs) [ $# -gt 1 ] || { echo "files.sh: --runs needs a number" >&2; exit 2; }
            shift; runs=$1 ;;
    -h | --help) sed -n '3,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "files.sh: unknown option '$1' (use --quick, --write, --runs N)" >&2; exit 2 ;;
    esac
    shift
done
case $runs in '' | *[!0-9]* | 0) echo "files.sh: --runs takes a positive number" >&2; exit 2 ;; esac
if [ "$quick" = 1 ] && [ "$write" = 1 ]; then
    echo "files.sh: --write takes a full run, not --quick" >&2
    exit 2
fi

. bench/need.sh
need_c_build
need b3sum "a peer only this benchmark runs: scripts/setup.sh bench installs it (Debian package b3sum)"
need bc "scripts/setup.sh bench installs it (Debian package bc)"
need python3 "it writes the files: scripts/setup.sh bench installs it (Debian package python3)"

out=build-bench
cmake -S . -B "$out" -DCMAKE_BUILD_TYPE=Release -DGROESTL_BUILD_TESTS=OFF >/dev/null
cmake --build "$out" -j "$(nproc)" --target groestlsum >/dev/null
tool=$out/groestlsum

small_count=10000 large_count=8 large_mib=256
[ "$quick" = 0 ] || { small_count=1000 large_count=2 large_mib=32; }
files=$out/files
mkdir -p "$files/small" "$files/large"
# The files: random bytes, written once (kept between runs of the same size).
if [ "$(ls "$files/small" | wc -l)" != "$small_count" ]; then
    rm -f "$files/small"/*
    python3 - "$files/small" "$small_count" <<'PY'
import os, random, sys
rng = random.Random(1)
for i in range(int(sys.argv[2])):
    with open(os.path.join(sys.argv[1], "f%05d" % i), "wb") as f:
        f.write(rng.randbytes(4096))
PY
fi
i=0
while [ "$i" -lt "$large_count" ]; do
    f=$files/large/f$i
    if [ ! -f "$f" ] || [ "$(stat -c %s "$f")" != $((large_mib * 1048576)) ]; then
        head -c $((large_mib * 1048576)) /dev/urandom >"$f"
    fi
    i=$((i + 1))
done
for f in "$files"/large/f*; do # those of an earlier, larger run: every file here is timed
    [ ! -e "$f" ] || [ "${f##*/f}" -lt "$large_count" ] || rm -f "$f"
done
cat "$files"/small/* "$files"/large/* >/dev/null # into the page cache

# time_cmd LABEL SET CMD...: run CMD over the file set $runs times; print "LABEL SET min median"
times=$(mktemp)
time_cmd() {
    label=$1 set=$2
    shift 2
    : >"$times"
    r=0
    while [ "$r" -lt "$runs" ]; do
        t0=$(date +%s.%N)
        "$@" "$files/$set"/* >/dev/null
        t1=$(date +%s.%N)
        echo "$t1 - $t0" | bc >>"$times"
        r=$((r + 1))
    done
    sort -n "$times" | awk -v label="$label" -v set="$set" '
        { t[NR] = $1 } END { printf "%s\t%s\t%.3f\t%.3f\n", label, set, t[1], t[int((NR + 1) / 2)] }'
}

cores=$(nproc)
results=$(mktemp)
for set in small large; do
    time_cmd "groestlsum -j 1 (Grøstl-256)" $set "$tool" -j 1 >>"$results"
    time_cmd "groestlsum -j $cores (Grøstl-256)" $set "$tool" -j "$cores" >>"$results"
    time_cmd "groestlsum -j $cores -a 512" $set "$tool" -j "$cores" -a 512 >>"$results"
    time_cmd "sha256sum" $set sha256sum >>"$results"
    time_cmd "b3sum (threads: $cores)" $set b3sum >>"$results"
    time_cmd "b3sum --num-threads 1" $set b3sum --num-threads 1 >>"$results"
done
rm -f "$times"

small_mb=$(echo "$small_count * 4096 / 1000000" | bc -l)
large_mb=$(echo "$large_count * $large_mib * 1048576 / 1000000" | bc -l)
table=$(mktemp)
{
    echo "| command | files | seconds, min | seconds, median | MB/s (min) |"
    echo "| --- | --- | ---: | ---: | ---: |"
    awk -F'\t' -v s="$small_count" -v l="$large_count" -v lm="$large_mib" \
        -v smb="$small_mb" -v lmb="$large_mb" '{
        what = $2 == "small" ? s " x 4 KiB" : l " x " lm " MiB"
        mb = $2 == "small" ? smb : lmb
        printf "| %s | %s | %.3f | %.3f | %.0f |\n", $1, what, $3, $4, mb / $3 }' "$results"
} >"$table"
rm -f "$results"
cat "$table"

if [ "$write" = 1 ]; then
    section=$(mktemp)
    {
        echo "## Many files"
        echo
        echo "Command: \`bench/files.sh --write\` ($runs runs of each command, in turns, files in the"
        echo "page cache, output to /dev/null; wall clock). Machine: $(cpu_name),"
        echo "$cores logical CPUs, shared; groestl backend $("$tool" --list-backends | awk '/in use/ { print $1 }');"
        echo "$(sha256sum --version | head -n 1); b3sum $(b3sum --version | cut -d' ' -f2). Measured $(date -u '+%Y-%m-%d %H:%M UTC')."
        echo
        cat "$table"
    } >"$section"
    python3 scripts/docs_section.py docs/BENCHMARKS.md "Many files" --before Python <"$section"
    rm -f "$section"
    echo "files.sh: wrote the Many files section of docs/BENCHMARKS.md"
fi
rm -f "$table"
