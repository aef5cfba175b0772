#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# run.sh - the Go benchmark: the groestl package's BenchmarkGroestl (every code path of this
# CPU, forced) and go-groestl-hash's (peer_test.go) in turns, medians and minimums of
# ns/op, ratios against the peer from the same run.
#
#   go/bench/run.sh [--write] [--count N] [--benchtime T]
#
# --write: also put the result, the machine and the command into docs/BENCHMARKS.md as its
#          "## Go" section (scripts/docs_section.py; after "## Rust" when new).
# --count N: rounds of both (default 10); --benchtime T: go test's -benchtime (default 0.5s).
# The peer: the Go module proxy refuses github.com/Groestlcoin/go-groestl-hash (403), so
# GO_GROESTL_HASH_SRC names a git checkout of it; its pinned commit (go.mod) is copied into
# build-go-bench/ (not committed) with a go.mod of its own (it has none). Builds and raw
# results (ours.txt, peer.txt) go to build-go-bench/. About two minutes.
set -eu

write=0 count=10 benchtime=0.5s
invocation="go/bench/run.sh${*:+ $*}"
while [ $# -gt 0 ]; do
    case $1 in
    --write) write=1 ;;
    --count) [ $# -gt 1 ] || { echo "run.sh: --count needs a number" >&2; exit 2; }
             shift; count=$1 ;;
    --benchtime) [ $# -gt 1 ] || { echo "run.sh: --benchtime needs a value" >&2; exit 2; }
                 shift; benchtime=$1 ;;
    -h | --help) sed -n '3,15s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option '$1' (use --write, --count N, --benchtime T)" >&2; exit 2 ;;
    esac
    shift
done
case $count in '' | *[!0-9]* | 0) echo "run.sh: --count must be a positive number, not '$count'" >&2; exit 2 ;; esac
cd "$(dirname "$0")/../.."
command -v go >/dev/null 2>&1 || { echo "run.sh: needs Go (scripts/setup.sh go)" >&2; exit 1; }
command -v python3 >/dev/null 2>&1 || { echo "run.sh: needs python3 (scripts/setup.sh go)" >&2; exit 1; }

out=build-go-bench
pin=790653ac190c4029ee200e82a8f21b5d1afaf7d6 # go-groestl-hash's last commit (2018-10-12)
peer=$out/go-groestl-hash
mkdir -p "$out"
if [ "$(cat "$peer/.commit" 2>/dev/null)" != "$pin" ]; then
    src=${GO_GROESTL_HASH_SRC:-}
    if [ -z "$src" ]; then
        echo "run.sh: set GO_GROESTL_HASH_SRC to a git checkout of" \
             "github.com/Groestlcoin/go-groestl-hash (commit $pin): the Go module proxy" \
             "does not serve it" >&2
        exit 1
    fi
    if ! git -C "$src" cat-file -e "$pin^{commit}" 2>/dev/null; then
        echo "run.sh: $src is not a git checkout with commit $pin of go-groestl-hash" >&2
        exit 1
    fi
    rm -rf "$peer" && mkdir -p "$peer"
    git -C "$src" archive "$pin" | tar -x -C "$peer"
    printf 'module github.com/Groestlcoin/go-groestl-hash\n\ngo 1.12\n' > "$peer/go.mod"
    echo "$pin" > "$peer/.commit"
fi

(cd go && go test -c -o "../$out/groestl.test" .)
(cd go/bench && go test -c -o "../../$out/peer.test" .)
"$out/peer.test" -test.run '^TestPeerAgrees$' >/dev/null || {
    echo "run.sh: go-groestl-hash's digests differ from ours: nothing to compare" >&2
    exit 1
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
: > "$out/ours.txt"
: > "$out/peer.txt"
i=0
while [ "$i" -lt "$count" ]; do
    i=$((i + 1))
    echo "round $i of $count" >&2
    (cd go && "../$out/groestl.test" -test.run '^$' -test.bench '^BenchmarkGroestl$' \
        -test.benchtime "$benchtime") >> "$out/ours.txt"
    "$out/peer.test" -test.run '^$' -test.bench '^BenchmarkPeer$' -test.benchtime "$benchtime" \
        >> "$out/peer.txt"
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

cpu=$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)
flags=$(grep -m1 '^flags' /proc/cpuinfo)
have=""
for f in aes avx avx512f avx512bw avx512vbmi gfni; do
    case " ${flags#*:} " in *" $f "*) have="$have $f" ;; esac
done
section=$(python3 - "$out/ours.txt" "$out/peer.txt" "$cpu" "$have" "$(go version)" \
    "$count" "$benchtime" "$load_before" "$load_after" "$invocation" <<'PY'
import re, statistics, sys
ours_file, peer_file, cpu, have, gover, count, benchtime, load0, load1, command = sys.argv[1:]
line = re.compile(r"^Benchmark(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op")
def read(path):
    runs = {}
    for l in open(path):
        m = line.match(l)
        if m:
            runs.setdefault(m.group(1), []).append(float(m.group(2)))
    return runs
ours, peer = read(ours_file), read(peer_file)
cases = [("512/80B", 80, "Grøstl-512, 80 B"), ("512/1MiB", 1 << 20, "Grøstl-512, 1 MiB"),
         ("256/64B", 64, "Grøstl-256, 64 B"), ("256/1MiB", 1 << 20, "Grøstl-256, 1 MiB"),
         ("GroestlcoinHash/80B", 80, "GroestlcoinHash, 80 B")]
paths = []
for name in ours:
    p = name.split("/")[1][len("impl="):]
    if p not in paths:
        paths.append(p)
def fmt_ns(ns):
    return f"{ns / 1e6:.2f} ms" if ns >= 1e6 else f"{ns / 1e3:.2f} µs" if ns >= 1e4 else f"{ns:.0f} ns"
def mbs(n, ns):
    return n / ns * 1e3
out = ["## Go", "",
       "The `go/` module (package `groestl`) against "
       "[go-groestl-hash](https://github.com/Groestlcoin/go-groestl-hash) (commit 790653a, the "
       "pure-Go Grøstl-512 of Groestlcoin's Go services; it has no Grøstl-256), measured in "
       f"the same run: {count} rounds of each in turns, `-benchtime {benchtime}` each; the "
       "table gives the median and the minimum of the rounds' ns/op, the speed at the median, "
       "and the ratio of the peer's time to ours: of the medians, and of the minimums (the "
       "least disturbed rounds, when other work shares the machine).", "",
       f"Machine: {cpu} (2 vCPUs, shared; load average {load0} before, {load1} after), CPU "
       f"features{have}; {gover}. Command: `{command}`. Paths: `avx512` (AVX-512 "
       "VBMI + GFNI), `aesni` (AES-NI with AVX), `generic` (bitsliced Go, what `-tags purego` "
       "and every other architecture run), each forced in turn.", "",
       "| benchmark | path | median | min | MB/s (median) | × go-groestl-hash (median) | (min) |",
       "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
ratio = {}
for key, n, label in cases:
    pk = "Peer/" + key
    pmed = statistics.median(peer[pk]) if pk in peer else None
    pmin = min(peer[pk]) if pk in peer else None
    for p in paths:
        runs = ours.get(f"Groestl/impl={p}/{key}")
        if not runs:
            continue
        med = statistics.median(runs)
        r = pmed / med if pmed else None
        rmin = pmin / min(runs) if pmin else None
        ratio[(p, key)] = (r, rmin)
        out.append(f"| {label} | {p} | {fmt_ns(med)} | {fmt_ns(min(runs))} | {mbs(n, med):.1f} | "
                   + (f"{r:.2f} | {rmin:.2f}" if r else "(no peer) |") + " |")
    if pmed:
        out.append(f"| {label} | go-groestl-hash | {fmt_ns(pmed)} | {fmt_ns(pmin)} | "
                   f"{mbs(n, pmed):.1f} | 1 | 1 |")
out += ["", "Targets (issue 32), from the same run (met: by the medians):", "",
        "| target | path | medians | minimums | |", "| --- | --- | ---: | ---: | --- |"]
def target(label, p, key, want):
    r = ratio.get((p, key))
    if r is None:
        out.append(f"| {label} | {p} | not measured (path not on this CPU) | | |")
    else:
        out.append(f"| {label} | {p} | {r[0]:.2f}× | {r[1]:.2f}× | "
                   f"{'met' if r[0] >= want else 'NOT met'} |")
target("generic ≥ 1× at Grøstl-512 of 1 MiB", "generic", "512/1MiB", 1)
for p in ("avx512", "aesni"):
    target("amd64 assembly ≥ 8× at Grøstl-512 of 1 MiB", p, "512/1MiB", 8)
for p in ("avx512", "aesni"):
    target("amd64 assembly ≥ 4× at GroestlcoinHash of 80 B", p, "GroestlcoinHash/80B", 4)
out += ["", "No allocation in the Sum functions, GroestlcoinHash, Write and Sum into a slice with "
        "room: `TestNoAllocations` (testing.AllocsPerRun) on every path.", "",
        "What bounds each path (instructions counted from the source, per round of one "
        "permutation): `avx512` 13 (VPERMB, GF2P8AFFINEINVQB, 2 GF2P8MULB, 5 VPRORQ, 3 "
        "VPTERNLOGQ, VPXORQ) per 64-byte register, P and Q side by side. `aesni` 8 PSHUFB, 8 "
        "AESENCLAST and 124 for MixBytes on 16 columns: 16 doublings of 4 instructions (the 16 "
        "XMM registers of SSE/AVX leave none for the 0x1b constant), 48 XORs, 8 spills and "
        "reloads, 8 moves; Grøstl-512 takes 28 rounds per 128-byte block, about 32 "
        "instructions a byte. `generic` on 64-bit words, per round of the 1024-bit state: "
        "SubBytes 2 x 121 operations, ShiftBytes about 46 per plane (three masked steps of "
        "7 on both halves and the halves' swap), MixBytes about 12 per plane; a CPU profile "
        "of Grøstl-512 puts 40% of the time in ShiftBytes, 37% in SubBytes and 19% in "
        "MixBytes, so it runs at the speed of go-groestl-hash's table look-ups, not faster."]
print("\n".join(out))
PY
)
echo "$section"
if [ "$write" = 1 ]; then
    echo "$section" | python3 scripts/docs_section.py docs/BENCHMARKS.md "Go" --after "Rust"
    echo "run.sh: wrote the Go section of docs/BENCHMARKS.md" >&2
fi
