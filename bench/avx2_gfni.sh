#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# avx2_gfni.sh - the workloads of issue 29 (GFNI without AVX-512): Grøstl-256 on 4 messages of
# 64 B, 1536 B and 16 KiB, 8 of 64 B, 64 of 16 KiB and one of 1 MiB, on avx512, avx2_gfni and
# aesni (those the CPU runs), and Binius's 4-way AVX2+GFNI hasher (bench/rust's
# binius-peer-bench) when given a checkout of Binius: all in turns, --rounds times, merged by
# groestl_bench (minimum of all calls, median of the rounds' medians). Prints the table and
# the targets.
#
#   bench/avx2_gfni.sh [--quick] [--write] [--rounds N] [--binius DIR]
#
# --binius DIR: a checkout of https://github.com/IrreducibleOSS/binius; its file
#   crates/hash/src/groestl/arch/groestl_multi_avx2.rs must have the SHA-256 pinned below (of
#   commit 47675e19): it is built into bench/rust's binius-peer-bench (RUSTFLAGS
#   -C target-feature=+avx2,+gfni, as Binius selects that code) and never copied into this
#   repository. Needs cargo (scripts/setup.sh bench installs it) and crates.io for digest 0.10.
# --quick: one short round (a smoke run). --write: the section "avx2_gfni: measured" of
# docs/BENCHMARKS.md. Builds build-bench/ (CMake, Release).
set -eu
cd "$(dirname "$0")/.."

quick=0 write=0 rounds=3 binius=""
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=1 rounds=1 ;;
    --write) write=1 ;;
    --rounds) [ $# -gt 1 ] || { echo "avx2_gfni.sh: --rounds needs a number" >&2; exit 2; }
              shift; rounds=$1 ;;
    --binius) [ $# -gt 1 ] || { echo "avx2_gfni.sh: --binius needs a directory" >&2; exit 2; }
              shift; binius=$1 ;;
    -h | --help) sed -n '3,19s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "avx2_gfni.sh: unknown option '$1' (use --quick, --write, --rounds N, --binius DIR)" >&2
       exit 2 ;;
    esac
    shift
done
case $rounds in '' | *[!0-9]* | 0) echo "avx2_gfni.sh: --rounds takes a positive number" >&2; exit 2 ;; esac
if [ "$quick" = 1 ] && [ "$write" = 1 ]; then
    echo "avx2_gfni.sh: --write takes a full run, not --quick" >&2
    exit 2
fi

. bench/need.sh
need_c_build

out=build-bench
cmake -S . -B "$out" -DCMAKE_BUILD_TYPE=Release -DGROESTL_BUILD_TESTS=OFF >/dev/null
cmake --build "$out" -j "$(nproc)" --target groestl_bench >/dev/null
bench=$out/groestl_bench

backends=""
for b in avx512 avx2_gfni aesni; do
    if "$bench" --quick --raw --backend "$b" --sizes 64 --bits 256 >/dev/null 2>&1; then
        backends="$backends${backends:+,}$b"
    fi
done
case ",$backends," in
*,avx2_gfni,*) ;;
*) echo "avx2_gfni.sh: this CPU (or build) does not run avx2_gfni (AVX2 and GFNI)" >&2; exit 1 ;;
esac

# ---- Binius's hasher, from the checkout given ---------------------------------------------
binius_sha256=b579cbc2037deb288c09eae749380a8662272258ae42f0ee76e501f5858e267d
peer=""
if [ -n "$binius" ]; then
    file=$binius/crates/hash/src/groestl/arch/groestl_multi_avx2.rs
    if [ ! -f "$file" ]; then
        echo "avx2_gfni.sh: $file: no such file (--binius takes a checkout of Binius)" >&2
        exit 1
    fi
    if ! echo "$binius_sha256  $file" | sha256sum -c --status; then
        echo "avx2_gfni.sh: $file: SHA-256 differs from the pinned one (commit 47675e19)" >&2
        exit 1
    fi
    PATH="$PATH:${CARGO_HOME:-$HOME/.cargo}/bin"
    need cargo "scripts/setup.sh bench installs it (rustup, minimal profile, into ~/.cargo)"
    BINIUS_GROESTL_FILE=$(cd "$(dirname "$file")" && pwd)/$(basename "$file") \
        RUSTFLAGS="-C target-feature=+avx2,+gfni" CARGO_TARGET_DIR="$out/binius-rust" \
        cargo build -q --release --locked --features binius --bin binius-peer-bench \
        --manifest-path bench/rust/Cargo.toml
    peer=$out/binius.txt
    : >"$peer"
fi

time="--seconds 0.25"
[ "$quick" = 0 ] || time=--quick
raw=$out/avx2_gfni.txt
: >"$raw"
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
r=1
while [ "$r" -le "$rounds" ]; do
    echo "avx2_gfni.sh: round $r of $rounds" >&2
    # shellcheck disable=SC2086
    "$bench" $time --raw --backend "$backends" --bits 256 --sizes 64,1536,16K --many 4,8,64 >>"$raw"
    # shellcheck disable=SC2086
    "$bench" $time --raw --backend "$backends" --bits 256 --sizes 1M >>"$raw"
    if [ -n "$peer" ]; then
        # shellcheck disable=SC2086
        "$out/binius-rust/release/binius-peer-bench" $time --sizes 64,1536,16K >>"$peer"
    fi
    r=$((r + 1))
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
table=$out/avx2_gfni-table.txt
# (the batch rows have no 1 MiB cell: those lines are left out)
"$bench" --results "$raw" ${peer:+--peer "$peer"} --bits 256 --sizes 64,1536,16K,1M \
    --many 4,8,64 | awk -F' *[|] *' '!(/^[|]/ && $4 == "")' >"$table"

# The issue's targets: row, size, target (reference c/B, minimum); "best" is the fastest of
# our backends' rows in this run, named.
targets=$(awk -F' *[|] *' -v peer="${peer:+Binius}" '
    $2 ~ / x[0-9]+$/ || $2 ~ /^(avx512|avx2_gfni|aesni)$/ {
        if ($2 ~ / nodes /) next
        nw = split($2, w, " "); name = w[1]; n = (w[nw] ~ /^x[0-9]+$/) ? w[nw] : "x1"
        min[name, n, $3] = $4; med[name, n, $3] = $5
    }
    END {
        split("x4|64 B|4.0;x4|1536 B|1.35;x4|16 KiB|1.2;x8|64 B|3.4;x1|1 MiB|2.9;x64|16 KiB|1.3", t, ";")
        print "| workload | target | best path here (min / median) | avx2_gfni | aesni | Binius 4-way | met |"
        print "| --- | ---: | --- | ---: | ---: | ---: | --- |"
        for (i = 1; i <= 6; i++) {
            split(t[i], f, "|"); n = f[1]; size = f[2]; goal = f[3]
            best = ""; bmin = 1e9
            for (b = 1; b <= 3; b++) {
                name = b == 1 ? "avx512" : b == 2 ? "avx2_gfni" : "aesni"
                if ((name, n, size) in min && min[name, n, size] + 0 < bmin) {
                    bmin = min[name, n, size] + 0; best = name
                }
            }
            alone = (i >= 5) # the last two targets are avx2_gfni alone
            who = alone ? "avx2_gfni" : best
            cell = (who, n, size) in min ? sprintf("%s %s / %s", who, min[who, n, size], med[who, n, size]) : "-"
            g = (("avx2_gfni", n, size) in min) ? min["avx2_gfni", n, size] " / " med["avx2_gfni", n, size] : "-"
            a = (("aesni", n, size) in min) ? min["aesni", n, size] " / " med["aesni", n, size] : "-"
            p = (("Binius", "x4", size) in min && n == "x4") ? min["Binius", "x4", size] " / " med["Binius", "x4", size] : ""
            met = (who, n, size) in min ? (min[who, n, size] + 0 <= goal + 0 ? "yes" : "no") : "-"
            label = (n == "x1" ? "one message" : substr(n, 2) " messages") " of " size
            printf "| Grøstl-256, %s%s | ≤ %s | %s | %s | %s | %s | %s |\n", label,
                   alone ? ", avx2_gfni alone" : "", goal, cell, g, a, p, met
        }
    }' "$table")
cat "$table"
echo
echo "$targets"
echo
echo "load average before / after: $load_before / $load_after"
[ "$write" = 1 ] || exit 0

section=$(mktemp)
{
    echo "## avx2_gfni: measured"
    echo
    echo "Command: \`bench/avx2_gfni.sh --write${binius:+ --binius DIR}\`: \`groestl_bench\` on $backends"
    echo "(Grøstl-256; one call of \`groestl_hash_many\` on 4, 8 and 64 messages, and one message of"
    echo "1 MiB), $rounds rounds of 0.25 s per cell, in turns${binius:+ with Binius's 4-way hasher (\`bench/rust\`'s}"
    [ -z "$binius" ] || echo "\`binius-peer-bench\`, Binius commit 47675e19, built with \`-C target-feature=+avx2,+gfni\`),"
    echo "merged (minimum of all calls / median of the rounds' medians), reference c/B (TSC ticks"
    echo "per byte of all messages together)."
    echo
    echo "Machine: $(cpu_name),"
    echo "$(nproc) logical CPUs, shared; $(${CC:-cc} --version | head -n 1); measured"
    echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $load_before before, $load_after after."
    echo
    echo '```'
    sed -n '/^|/q; /^$/!p' "$table"
    echo '```'
    echo
    sed -n '/^|/p' "$table"
    echo
    echo "The targets of issue 29 (set on a Zen 4, reference c/B, minimum):"
    echo
    echo "$targets"
    echo
} >"$section"
python3 scripts/docs_section.py docs/BENCHMARKS.md "avx2_gfni: measured" \
    --after "Many messages at once: against the targets" <"$section"
rm -f "$section"
echo "avx2_gfni.sh: wrote the section avx2_gfni: measured of docs/BENCHMARKS.md"
