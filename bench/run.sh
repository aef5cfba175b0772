#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# run.sh - the CPU benchmark: build groestl_bench (CMake, Release) and two peers, RustCrypto's
# crate (bench/rust, cargo) and sphlib's C (bench/sphlib), run all three in turns, print our
# table with the peers' rows and the speedup against RustCrypto.
#
#   bench/run.sh [--quick] [--write] [--out DIR]
#
# --quick: a smoke run of a few seconds (figures not worth quoting).
# --write: also put the result, the machine and the command into docs/BENCHMARKS.md as its
#          "## CPU (x86-64)" section (replaced if there, else inserted before "## Python").
# --out DIR: build there instead of build-bench/ (at the top of the clone).
# Needs cargo 1.85 or later (the crate's groestl 0.11; Debian 12's own is too old): the one
# `scripts/setup.sh bench` (or rust) installs with rustup (~/.cargo/bin), or any on PATH; a
# missing tool is named with what installs it. Fetches sphlib's groestl.c in the PyPI sdist of
# groestlcoin_hash (pinned version and SHA-256) with pip download (scripts/setup.sh bench).
# Builds go to build-bench/ (or DIR), and the raw results (ours.txt, peer.txt) with them.
# About a minute.
set -eu

quick="" write=0 out=""
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=--quick ;;
    --write) write=1 ;;
    --out=?*) out=${1#--out=} ;;
    --out) [ $# -gt 1 ] || { echo "run.sh: --out needs a directory" >&2; exit 2; }
           shift; out=$1 ;;
    -h | --help) sed -n '3,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option '$1' (use --quick, --write, --out DIR)" >&2; exit 2 ;;
    esac
    shift
done
if [ -n "$quick" ] && [ "$write" = 1 ]; then
    echo "run.sh: --write takes a full run, not --quick" >&2
    exit 2
fi
case $out in "" | /*) ;; *) out="$PWD/$out" ;; esac # relative to the caller's directory
cd "$(dirname "$0")/.."
out=${out:-build-bench}

jobs=$(nproc 2>/dev/null || echo 2)

# ---- The tools: named where missing, with what installs them -------------------------------
. bench/need.sh
need_c_build
PATH="$PATH:${CARGO_HOME:-$HOME/.cargo}/bin" # where rustup puts cargo
need cargo "scripts/setup.sh bench installs it (rustup, minimal profile, into ~/.cargo)"
rust_minor=$(cargo --version | sed -n 's/^cargo 1\.\([0-9]*\)\..*/\1/p')
if [ "${rust_minor:-0}" -lt 85 ]; then
    echo "run.sh: $(cargo --version) is older than 1.85, which RustCrypto's groestl 0.11" \
        "needs: scripts/setup.sh bench installs a newer one (rustup)" >&2
    exit 1
fi

# ---- sphlib: groestl.c as the groestlcoin_hash sdist ships it, pinned ------------------------
scripts/fetch_sphlib.sh "$out/sphlib"
sph_version=$(cut -d' ' -f2 "$out/sphlib/PIN")
sph_dir=$(cd "$out/sphlib" && pwd) # absolute, for CMake

# ---- Build all three ------------------------------------------------------------------------
generator="" # Ninja where there is one, unless the folder is configured already (many.sh,
              # files.sh use the same one with CMake's default generator)
if [ ! -f "$out/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
    generator="-G Ninja"
fi
# shellcheck disable=SC2086
cmake -S . -B "$out" $generator -DCMAKE_BUILD_TYPE=Release -DGROESTL_BUILD_TESTS=OFF \
    -DGROESTL_BENCH_SPHLIB_DIR="$sph_dir" >/dev/null
cmake --build "$out" -j "$jobs" --target groestl_bench groestl_bench_sphlib >/dev/null
CARGO_TARGET_DIR="$out/rust" cargo build -q --release --locked --manifest-path bench/rust/Cargo.toml
# The version Cargo.lock pins for the crate's `groestl = "X.Y..."` (the lock also holds the
# older groestl that bench/avx2_gfni.sh's binius feature uses).
peer_series=$(sed -n 's/^groestl = "\([0-9]*\.[0-9]*\)\..*"/\1/p' bench/rust/Cargo.toml)
peer_version=$(awk -v series="$peer_series." '$0 == "name = \"groestl\"" {
    getline; gsub(/version = |"/, ""); if (index($0, series) == 1) print }' bench/rust/Cargo.lock)
if [ -z "$peer_version" ] || [ "$(echo "$peer_version" | wc -l)" != 1 ]; then
    echo "run.sh: no single groestl $peer_series.x in bench/rust/Cargo.lock" >&2
    exit 1
fi

# ---- Run all three, in turns: the machine is shared, so its noise should fall on all alike ----
# Each round times every cell for $seconds s (at least 31 calls) in each program; groestl_bench
# then merges the rounds (minimum of all calls, median of the rounds' medians), checks the
# peers' digests against ours, and prints the table (the speedup is against the first peer in
# peer.txt, RustCrypto; sphlib's rows follow).
rounds=3 seconds=0.2 time="--seconds $seconds"
[ -z "$quick" ] || { rounds=1 time=--quick; }
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
: >"$out/peer.txt"
: >"$out/ours.txt"
for round in $(seq "$rounds"); do
    echo "run.sh: round $round of $rounds" >&2
    "$out/rust/release/groestl-peer-bench" $time --name "RustCrypto groestl $peer_version" \
        >>"$out/peer.txt"
    "$out/groestl_bench_sphlib" $time --raw >>"$out/peer.txt"
    "$out/groestl_bench" $time --raw >>"$out/ours.txt"
done
"$out/groestl_bench" --results "$out/ours.txt" --peer "$out/peer.txt" >"$out/table.txt"
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
cat "$out/table.txt"
echo
echo "load average before / after: $load_before / $load_after"

[ "$write" = 1 ] || exit 0

# ---- docs/BENCHMARKS.md ---------------------------------------------------------------------
flags=" $(cpuinfo flags) " has="" lacks=""
for f in ssse3 aes avx2 vaes avx512f avx512bw avx512vl avx512vbmi gfni; do
    case $flags in *" $f "*) has="$has $f" ;; *) lacks="$lacks $f" ;; esac
done
case $flags in *" hypervisor "*) virt=", under a hypervisor" ;; *) virt="" ;; esac
cores=$(nproc)
section=$(mktemp)
{
    echo "## CPU (x86-64)"
    echo
    echo "Command, from the top of a clone (it builds \`$out/\` with CMake, Release, and"
    echo "\`bench/rust\` with cargo (as \`scripts/setup.sh rust\` installs it), and fetches"
    echo "sphlib's \`groestl.c\` from the PyPI sdist of groestlcoin_hash $sph_version with \`pip download\`,"
    echo "pinned by SHA-256):"
    echo
    echo '```sh'
    echo "bench/run.sh --write"
    echo '```'
    echo
    echo "It runs \`groestl_bench --raw\` (bench/groestl_bench.c, every backend the CPU runs) and the"
    echo "two peers, RustCrypto's crate (bench/rust) and sphlib 3.0's C (\`groestl_bench_sphlib\`: the"
    echo "same timing code around bench/sphlib/peer.c), in turns, $rounds rounds of $seconds s per cell"
    echo "each, then \`groestl_bench --results ours.txt --peer peer.txt\` merges them into the table"
    echo "(speedup against RustCrypto; divide sphlib's c/B by ours for the ratio to it)."
    echo
    echo "Machine: $(cpu_name), $cores logical CPUs$virt,"
    echo "shared with other builds; has${has:- none of}${lacks:+, lacks$lacks}; $(uname -sr);"
    echo "$(${CC:-cc} --version | head -n 1); $(rustc --version | cut -d' ' -f1-2), the crate"
    echo "built by \`cargo build --release\` with LTO and no CPU-specific flags, sphlib and our"
    echo "library by CMake, Release (\`-O3\`), no \`-march\` either. Measured"
    echo "$(date -u '+%Y-%m-%d %H:%M UTC'); load average $load_before before, $load_after after."
    echo
    echo "Output (the header of \`build-bench/groestl_bench\`, then its table):"
    echo
    echo '```'
    sed -n '/^|/q; /^$/!p' "$out/table.txt"
    echo '```'
    echo
    sed -n '/^|/p' "$out/table.txt"
    echo
} >"$section"

python3 scripts/docs_section.py docs/BENCHMARKS.md "CPU (x86-64)" --before Python <"$section"
rm -f "$section"
echo "run.sh: wrote the CPU section of docs/BENCHMARKS.md"
