#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# dudect.sh - the timing test of every backend this CPU runs (bench/groestl_dudect.c:
# dudect's fixed-against-random Welch t-test, warm and on a cold cache, one message and a
# batch of 8; the fixed class all zeros, then one random message), tables64 and portable as
# the controls. A tool, not a test: timings decide nothing in CI.
#
#   bench/dudect.sh [--quick] [--write] [--calls N] [--cold-calls N]
#
# Builds build-bench/groestl_dudect (CMake, Release) and prints its table. --quick: few calls
# (a smoke run). --write: put the table, the machine and the command into docs/BENCHMARKS.md
# ("## Constant time: timing").
set -eu
cd "$(dirname "$0")/.."

quick=0 write=0 calls=1000000 cold=100000
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=1 calls=20000 cold=5000 ;;
    --write) write=1 ;;
    --calls) [ $# -gt 1 ] || { echo "dudect.sh: --calls needs a number" >&2; exit 2; }
             shift; calls=$1 ;;
    --cold-calls) [ $# -gt 1 ] || { echo "dudect.sh: --cold-calls needs a number" >&2; exit 2; }
                  shift; cold=$1 ;;
    -h | --help) sed -n '3,13s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "dudect.sh: unknown option '$1' (use --quick, --write, --calls N, --cold-calls N)" >&2; exit 2 ;;
    esac
    shift
done
if [ "$quick" = 1 ] && [ "$write" = 1 ]; then
    echo "dudect.sh: --write takes a full run, not --quick" >&2
    exit 2
fi

. bench/need.sh
need_c_build

out=build-bench
cmake -S . -B "$out" -DCMAKE_BUILD_TYPE=Release -DGROESTL_BUILD_TESTS=OFF >/dev/null
cmake --build "$out" -j "$(nproc)" --target groestl_dudect >/dev/null
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
start=$(date -u '+%Y-%m-%d %H:%M UTC')
for fixed in zero random; do
    echo "-- the fixed class: $fixed"
    "$out/groestl_dudect" --calls "$calls" --cold-calls "$cold" --fixed $fixed --markdown | tee "$out/dudect-$fixed.txt"
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
echo "load average before / after: $load_before / $load_after"
[ "$write" = 1 ] || exit 0

section=$(mktemp)
{
    echo "## Constant time: timing"
    echo
    echo "Command: \`bench/dudect.sh --write\` (\`groestl_dudect --calls $calls --cold-calls $cold\`):"
    echo "dudect's test (a fixed message against random ones, the class of each call at random;"
    echo "Welch's t on the ticks of every call and on those under each of 20 percentiles)"
    echo "for each backend, Grøstl-256 of 64 bytes (\`1 msg\`) and \`groestl_hash_many\` of 8 such"
    echo "messages (\`8 msgs\`), warm and cold (4 MiB read before each call: the tables out of"
    echo "L1 and L2). |t| over 4.5 counts as a difference. Ticks: the TSC. The \`(same input)\` rows"
    echo "are the baseline: the classes prepared as in the other rows, then one message hashed for"
    echo "both (the automatic choice of backend): the harness's and the machine's own difference."
    echo
    echo "Machine: $(cpu_name), $(nproc) logical CPUs, shared; $(${CC:-cc} --version | head -n 1);"
    echo "measured from $start, load average $load_before before, $load_after after."
    echo
    echo "How to read it: a single row over 4.5 on this shared machine is weak evidence (the"
    echo "largest of 21 t values per row, on a machine that other builds load); a backend's row"
    echo "means something beside the baseline's and the controls' rows of the same run. The"
    echo "controls show that a table look-up is seen: on a cold cache above all, where a miss"
    echo "costs tens of cycles. This run, per table (rows with |t| over 4.5 / rows; the largest |t|):"
    echo
    for fixed in zero random; do
        awk -F'|' -v fixed="$fixed" '
            NR > 2 {
                t = $8; sub(/ *\(.*/, "", t); t = t + 0; if (t < 0) t = -t
                g = "constant-time backends"
                if ($10 ~ /control/) g = "tables64 and portable (controls)"
                if ($2 ~ /same input/) g = "baseline"
                n[g]++; if (t > 4.5) over[g]++; if (t > max[g]) max[g] = t
            }
            END { printf "- fixed class %s:", fixed
                  split("baseline;constant-time backends;tables64 and portable (controls)", order, ";")
                  for (i = 1; i <= 3; i++) printf " %s %d / %d (%.1f)%s", order[i], over[order[i]], n[order[i]], max[order[i]], i < 3 ? ";" : "."
                  printf "\n" }' "$out/dudect-$fixed.txt"
    done
    echo
    echo "The fixed class all zeros (dudect's usual choice):"
    echo
    cat "$out/dudect-zero.txt"
    echo
    echo "The fixed class one random message (\`--fixed random\`):"
    echo
    cat "$out/dudect-random.txt"
    echo
} >"$section"
python3 scripts/docs_section.py docs/BENCHMARKS.md "Constant time: timing" --after "Constant-time backends" <"$section"
rm -f "$section"
echo "dudect.sh: wrote the Constant time: timing section of docs/BENCHMARKS.md"
