#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# lanes.sh - which code is fastest for each small lane count of groestl_hash_many and
# groestl256_output_transform_many, for the thresholds in src/avx512_many.c (ROWS_FROM_*,
# ROWS256_FROM_*, NODES_ROWS*_FROM) and src/avx2_gfni_many.c (ROWS_FROM_*, NODES_ROWS_FROM).
# Builds one groestl_bench per way of running a remainder (the backend's flags with -D... in
# the CMake cache variable GROESTL_FLAGS_<NAME>), runs them in turns --rounds times, merges
# each (minimum of all calls, median of the rounds' medians) and prints a table of the
# minimums per lane count:
#   avx512     interleaved (avx512.c: a state per ZMM), the 256-bit sets of rows256.h, a
#              ZMM set padded with dummy lanes; the full ZMM sets always run as ZMM sets
#   avx2_gfni  one message at a time (avx2_gfni.c), the 256-bit sets
# Lane counts 2 to 7 and 9 (8 and a remainder of 1); 64 B, 1536 B and 16 KiB; Grøstl-256 and
# -512; Merkle nodes.
#
#   bench/lanes.sh [--quick] [--write] [--rounds N]
#
# --quick: one short round. --write: the section "Lane counts: which code" of
# docs/BENCHMARKS.md. Builds in build-lanes/ (a few minutes), runs for about ten minutes.
set -eu
cd "$(dirname "$0")/.."

quick=0 write=0 rounds=3
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=1 rounds=1 ;;
    --write) write=1 ;;
    --rounds) [ $# -gt 1 ] || { echo "lanes.sh: --rounds needs a number" >&2; exit 2; }
              shift; rounds=$1 ;;
    -h | --help) sed -n '3,20s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "lanes.sh: unknown option '$1' (use --quick, --write, --rounds N)" >&2; exit 2 ;;
    esac
    shift
done
case $rounds in '' | *[!0-9]* | 0) echo "lanes.sh: --rounds takes a positive number" >&2; exit 2 ;; esac
if [ "$quick" = 1 ] && [ "$write" = 1 ]; then
    echo "lanes.sh: --write takes a full run, not --quick" >&2
    exit 2
fi

. bench/need.sh
need_c_build

top=build-lanes
generator=""
command -v ninja >/dev/null 2>&1 && generator="-G Ninja"
configure() { # DIR [CMAKE ARGS...]
    dir=$1
    shift
    # shellcheck disable=SC2086
    [ -f "$dir/CMakeCache.txt" ] || cmake -S . -B "$dir" $generator >/dev/null \
        -DCMAKE_BUILD_TYPE=Release -DGROESTL_BUILD_TESTS=OFF -DGROESTL_BUILD_TOOLS=OFF
    cmake -S . -B "$dir" "$@" >/dev/null
}
configure "$top/default"
flags_of() { sed -n "s/^GROESTL_FLAGS_$1:STRING=//p" "$top/default/CMakeCache.txt"; }
avx512_flags=$(flags_of AVX512)
avx2_gfni_flags=$(flags_of AVX2_GFNI)

# NAME BACKEND WAY DEFINES: a build of groestl_bench where BACKEND runs remainders WAY.
variants="
avx512-interleaved avx512 interleaved -DROWS_FROM_NARROW=8;-DROWS_FROM_WIDE=4;-DROWS256_FROM_NARROW=99;-DROWS256_FROM_WIDE=99;-DNODES_ROWS_FROM=8;-DNODES_ROWS256_FROM=99
avx512-rows256 avx512 256-bit_sets -DROWS_FROM_NARROW=8;-DROWS_FROM_WIDE=4;-DROWS256_FROM_NARROW=1;-DROWS256_FROM_WIDE=1;-DNODES_ROWS_FROM=8;-DNODES_ROWS256_FROM=1
avx512-zmm avx512 ZMM_set -DROWS_FROM_NARROW=1;-DROWS_FROM_WIDE=1;-DNODES_ROWS_FROM=1
avx2_gfni-one avx2_gfni one_by_one -DROWS_FROM_NARROW=99;-DROWS_FROM_WIDE=99;-DNODES_ROWS_FROM=99
avx2_gfni-rows256 avx2_gfni 256-bit_sets -DROWS_FROM_NARROW=1;-DROWS_FROM_WIDE=1;-DNODES_ROWS_FROM=1
"
runnable=""
rm -f "$top"/*.txt
echo "$variants" | while read -r name backend way defines; do
    [ -n "$name" ] || continue
    flags=$avx512_flags
    [ "$backend" = avx512 ] || flags=$avx2_gfni_flags
    upper=$(echo "$backend" | tr a-z A-Z)
    configure "$top/$name" "-DGROESTL_FLAGS_$upper=$flags;$defines"
    cmake --build "$top/$name" -j "$(nproc)" --target groestl_bench >/dev/null
done
for b in avx512 avx2_gfni; do
    if "$top/avx512-zmm/groestl_bench" --quick --raw --backend "$b" --sizes 64 --bits 256 >/dev/null 2>&1; then
        runnable="$runnable $b"
    fi
done
[ -n "$runnable" ] || { echo "lanes.sh: this CPU runs neither avx512 nor avx2_gfni" >&2; exit 1; }

time="--seconds 0.1"
[ "$quick" = 0 ] || time=--quick
counts=2,3,4,5,6,7,9
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
r=1
while [ "$r" -le "$rounds" ]; do
    echo "lanes.sh: round $r of $rounds" >&2
    echo "$variants" | while read -r name backend way defines; do
        [ -n "$name" ] || continue
        case " $runnable " in *" $backend "*) ;; *) continue ;; esac
        # shellcheck disable=SC2086
        "$top/$name/groestl_bench" $time --raw --backend "$backend" --many "$counts" \
            --sizes 64,1536,16K --bits 256,512 >>"$top/$name.txt"
    done
    r=$((r + 1))
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")

# One line per variant, lane count, state and size: the merged minimum.
merged=$top/merged.txt
: >"$merged"
echo "$variants" | while read -r name backend way defines; do
    [ -n "$name" ] && [ -f "$top/$name.txt" ] || continue
    "$top/$name/groestl_bench" --results "$top/$name.txt" --many "$counts" --sizes 64,1536,16K \
        --bits 256,512 | awk -F' *[|] *' -v way="$way" -v backend="$backend" '
        $2 ~ / x[0-9]+$/ {
            nw = split($2, w, " "); n = substr(w[nw], 2); size = $3; gsub(" ", "_", size)
            if ($2 ~ / nodes /) { print backend, way, n, "nodes", "64_B", $4; next }
            print backend, way, n, "G-256", size, $4
            if ($7 != "") print backend, way, n, "G-512", size, $7
        }' >>"$merged"
done

table=$(awk '
    { key = $1 "|" $3 "|" $4 "|" $5; v[key, $2] = $6; ways[$1, $2] = 1; keys[key] = 1
      if (!($1 in seen)) { seen[$1] = 1; order[++nb] = $1 } }
    END {
        for (i = 1; i <= nb; i++) {
            b = order[i]; nw = 0
            for (k in ways) { split(k, p, SUBSEP); if (p[1] == b) w[++nw] = p[2] }
            # a fixed order of the ways
            n = 0
            split("interleaved one_by_one 256-bit_sets ZMM_set", pref, " ")
            for (j = 1; j <= 4; j++) for (m = 1; m <= nw; m++) if (w[m] == pref[j]) ord[++n] = w[m]
            printf "\n%s, reference c/B (minimum):\n\n| lanes | what | size |", b
            for (j = 1; j <= n; j++) { h = ord[j]; gsub("_", " ", h); printf " %s |", h }
            printf " fastest |\n| ---: | --- | ---: |"
            for (j = 1; j <= n; j++) printf " ---: |"
            printf " --- |\n"
            split("2 3 4 5 6 7 9", counts, " ")
            split("G-256 G-512 nodes", whats, " ")
            split("64_B 1536_B 16_KiB", sizes, " ")
            for (c = 1; c <= 7; c++) for (t = 1; t <= 3; t++) for (s = 1; s <= 3; s++) {
                key = b "|" counts[c] "|" whats[t] "|" sizes[s]
                if (!(key in keys)) continue
                size = sizes[s]; sub("_", " ", size)
                printf "| %s | %s | %s |", counts[c], whats[t], size
                best = ""; bv = 1e9
                for (j = 1; j <= n; j++) {
                    x = v[key, ord[j]]; printf " %s |", x
                    if (x != "" && x + 0 < bv) { bv = x + 0; best = ord[j] }
                }
                gsub("_", " ", best); printf " %s |\n", best
            }
            delete w; delete ord
        }
    }' "$merged")
echo "$table"
echo
echo "load average before / after: $load_before / $load_after"
[ "$write" = 1 ] || exit 0

section=$(mktemp)
{
    echo "## Lane counts: which code"
    echo
    echo "Command: \`bench/lanes.sh --write\`: for each way a backend can run a few lanes (or the"
    echo "remainder past its full sets), a groestl_bench built to run them that way only"
    echo "(\`GROESTL_FLAGS_<NAME>\` with the thresholds of src/avx512_many.c or src/avx2_gfni_many.c"
    echo "as -D flags), \`--many $counts\`, $rounds rounds of 0.1 s per cell in turns, merged; one"
    echo "\`groestl_hash_many\` call on N messages of the size (or \`groestl256_output_transform_many\`"
    echo "on N nodes), reference c/B of all N together, minimum. 9 lanes are a full set of 8 and a"
    echo "remainder of 1 (avx512), two sets of 4 and 1 (avx2_gfni). In the 1024-bit state a ZMM set"
    echo "is 4 lanes: at 4, avx512's three builds run the same code (their differences are noise)."
    echo
    echo "Machine: $(cpu_name),"
    echo "$(nproc) logical CPUs, shared; $(${CC:-cc} --version | head -n 1); measured"
    echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $load_before before, $load_after after."
    echo "$table"
    echo
} >"$section"
python3 scripts/docs_section.py docs/BENCHMARKS.md "Lane counts: which code" \
    --after "avx2_gfni: measured" <"$section"
rm -f "$section"
echo "lanes.sh: wrote the section Lane counts: which code of docs/BENCHMARKS.md"
