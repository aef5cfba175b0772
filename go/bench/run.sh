#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# run.sh - the Go benchmark: the groestl package's BenchmarkGroestl (every code path of this
# CPU, forced) and go-groestl-hash's (peer_test.go) in turns, medians and minimums of the
# thread CPU time per op (cpu-ns/op) and of the wall-clock ns/op, ratios against the peer
# from the same run.
#
#   go/bench/run.sh [--write] [--count N] [--benchtime T] [--instructions]
#
# --write: also put the result, the machine and the command into docs/BENCHMARKS.md as its
#          "## Go" section (scripts/docs_section.py; after "## Rust" when new).
# --count N: rounds of both (default 10); --benchtime T: go test's -benchtime (default 0.5s).
# --instructions: also count the instructions executed for one Grøstl-512 of 1 MiB, generic
#          path and peer, with valgrind's callgrind (scripts/setup.sh go installs valgrind):
#          a figure that other work on the machine does not disturb. About two more minutes.
# The peer: the Go module proxy refuses github.com/Groestlcoin/go-groestl-hash (403), so
# GO_GROESTL_HASH_SRC names a git checkout of it; its pinned commit (go.mod) is copied into
# build-go-bench/ (not committed) with a go.mod of its own (it has none). Builds and raw
# results (ours.txt, peer.txt) go to build-go-bench/. About two minutes.
set -eu

write=0 count=10 benchtime=0.5s instructions=0
invocation="go/bench/run.sh${*:+ $*}"
while [ $# -gt 0 ]; do
    case $1 in
    --write) write=1 ;;
    --instructions) instructions=1 ;;
    --count) [ $# -gt 1 ] || { echo "run.sh: --count needs a number" >&2; exit 2; }
             shift; count=$1 ;;
    --benchtime) [ $# -gt 1 ] || { echo "run.sh: --benchtime needs a value" >&2; exit 2; }
                 shift; benchtime=$1 ;;
    -h | --help) sed -n '3,21s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option '$1' (use --write, --count N, --benchtime T, --instructions)" >&2; exit 2 ;;
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

# Instructions executed for one Grøstl-512 of 1 MiB: callgrind's count for 1 + 3 hashes
# (-benchtime 3x runs the benchmark once, then 3 times) less that for 1, divided by 3.
ir_ours="" ir_peer="" ir_functions=""
if [ "$instructions" = 1 ]; then
    command -v valgrind >/dev/null 2>&1 ||
        { echo "run.sh: --instructions needs valgrind (scripts/setup.sh go installs it)" >&2; exit 1; }
    collected() { # the instructions callgrind counts for a run of "$2"..., its profile in $1
        profile=$1
        shift
        GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=callgrind \
            --callgrind-out-file="$profile" "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : //p'
    }
    per_hash() { # test binary, benchmark pattern, profile of the 1 + 3 hashes
        one=$(collected /dev/null "$1" -test.run '^$' -test.bench "$2" -test.benchtime 1x)
        four=$(collected "$3" "$1" -test.run '^$' -test.bench "$2" -test.benchtime 3x)
        echo $(((four - one) / 3))
    }
    echo "counting instructions (callgrind)" >&2
    ir_ours=$(cd go && per_hash "../$out/groestl.test" \
        '^BenchmarkGroestl$/^impl=generic$/^512$/^1MiB$' "../$out/callgrind-generic.out")
    ir_peer=$(per_hash "$out/peer.test" '^BenchmarkPeer$/^512$/^1MiB$' /dev/null)
    # the generic path's functions: their own instructions in the 4 hashes of the profile
    ir_functions=$(callgrind_annotate --auto=no "$out/callgrind-generic.out" 2>/dev/null |
        sed -n '/=>/d; s/^ *\([0-9,]*\) .*groestl\/go\.\(subBytesPlanes\|subBytes\|shiftMixWide\|mixBytesOutput\|permuteWide\) .*/\2=\1/p' |
        tr -d , | tr '\n' ' ')
fi

cpu=$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)
cpu="$cpu (family $(sed -n 's/^cpu family[^:]*: //p' /proc/cpuinfo | head -n 1), model $(sed -n 's/^model[^:n]*: //p' /proc/cpuinfo | head -n 1))"
flags=$(grep -m1 '^flags' /proc/cpuinfo)
have=""
for f in aes avx avx2 vaes avx512f avx512bw avx512vbmi gfni; do
    case " ${flags#*:} " in *" $f "*) have="$have $f" ;; esac
done
section=$(python3 - "$out/ours.txt" "$out/peer.txt" "$cpu" "$have" "$(go version)" \
    "$count" "$benchtime" "$load_before" "$load_after" "$invocation" "$ir_ours" "$ir_peer" "$ir_functions" <<'PY'
import re, statistics, sys
(ours_file, peer_file, cpu, have, gover, count, benchtime, load0, load1, command, ir_ours,
 ir_peer, ir_functions) = sys.argv[1:]
line = re.compile(r"^Benchmark(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op.*?(?:\s([\d.]+) cpu-ns/op)?\s*$")
def read(path):
    wall, cpu = {}, {}
    for l in open(path):
        m = line.match(l)
        if m:
            wall.setdefault(m.group(1), []).append(float(m.group(2)))
            if m.group(3):
                cpu.setdefault(m.group(1), []).append(float(m.group(3)))
    return wall, cpu
ours_wall, ours_cpu = read(ours_file)
peer_wall, peer_cpu = read(peer_file)
cases = [("512/80B", 80, "Grøstl-512, 80 B"), ("512/1MiB", 1 << 20, "Grøstl-512, 1 MiB"),
         ("256/64B", 64, "Grøstl-256, 64 B"), ("256/1MiB", 1 << 20, "Grøstl-256, 1 MiB"),
         ("GroestlcoinHash/80B", 80, "GroestlcoinHash, 80 B")]
paths = []
for name in ours_wall:
    p = name.split("/")[1][len("impl="):]
    if p not in paths:
        paths.append(p)
def fmt_ns(ns):
    return f"{ns / 1e6:.2f} ms" if ns >= 1e6 else f"{ns / 1e3:.2f} µs" if ns >= 1e4 else f"{ns:.0f} ns"
def mbs(n, ns):
    return n / ns * 1e3
med, low = statistics.median, min
out = ["## Go", "",
       "The `go/` module (package `groestl`) against "
       "[go-groestl-hash](https://github.com/Groestlcoin/go-groestl-hash) (commit 790653a, the "
       "pure-Go Grøstl-512 of Groestlcoin's Go services; it has no Grøstl-256), measured in "
       f"the same run: {count} rounds of each in turns, `-benchtime {benchtime}` each. Each "
       "benchmark reports the wall-clock ns/op and cpu-ns/op, the CPU time of its thread "
       "(CLOCK_THREAD_CPUTIME_ID), which leaves out the time spent waiting for a CPU: on this "
       "shared machine the wall clock measures mostly the other work, so the CPU time is the "
       "figure to read. The table gives the median and the minimum of the rounds' CPU time, "
       "the median wall time, the speed at the CPU median, and the ratio of the peer's time "
       "to ours (CPU medians, CPU minimums, wall medians).", "",
       f"Machine: {cpu} (2 vCPUs, shared; load average {load0} before, {load1} after), CPU "
       f"features{have}; {gover}. Command: `{command}`. Paths: `avx512` (AVX-512 "
       "VBMI + GFNI), `vaes` (AES-NI on YMM registers with VAES and AVX2), `aesni` (AES-NI "
       "with AVX), `generic` (bitsliced Go, what `-tags purego` "
       "and every other architecture run), each forced in turn.", "",
       "| benchmark | path | CPU median | CPU min | wall median | MB/s (CPU median) | "
       "× go-groestl-hash (CPU median) | (CPU min) | (wall median) |",
       "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
ratio = {}
for key, n, label in cases:
    pk = "Peer/" + key
    has_peer = pk in peer_cpu
    for p in paths:
        k = f"Groestl/impl={p}/{key}"
        c, w = ours_cpu.get(k), ours_wall.get(k)
        if not c:
            continue
        row = f"| {label} | {p} | {fmt_ns(med(c))} | {fmt_ns(low(c))} | {fmt_ns(med(w))} | {mbs(n, med(c)):.1f} | "
        if has_peer:
            r = (med(peer_cpu[pk]) / med(c), low(peer_cpu[pk]) / low(c), med(peer_wall[pk]) / med(w))
            ratio[(p, key)] = r
            row += f"{r[0]:.2f} | {r[1]:.2f} | {r[2]:.2f} |"
        else:
            row += "(no peer) | | |"
        out.append(row)
    if has_peer:
        c, w = peer_cpu[pk], peer_wall[pk]
        out.append(f"| {label} | go-groestl-hash | {fmt_ns(med(c))} | {fmt_ns(low(c))} | "
                   f"{fmt_ns(med(w))} | {mbs(n, med(c)):.1f} | 1 | 1 | 1 |")
out += ["", "Targets (issue 32), from the same run (met: by the CPU medians):", "",
        "| target | path | CPU medians | CPU minimums | wall medians | |",
        "| --- | --- | ---: | ---: | ---: | --- |"]
def target(label, p, key, want):
    r = ratio.get((p, key))
    if r is None:
        out.append(f"| {label} | {p} | not measured (path not on this CPU) | | | |")
    else:
        out.append(f"| {label} | {p} | {r[0]:.2f}× | {r[1]:.2f}× | {r[2]:.2f}× | "
                   f"{'met' if r[0] >= want else 'NOT met'} |")
target("generic ≥ 1× at Grøstl-512 of 1 MiB", "generic", "512/1MiB", 1)
for p in ("avx512", "vaes", "aesni"):
    target("amd64 assembly ≥ 8× at Grøstl-512 of 1 MiB", p, "512/1MiB", 8)
for p in ("avx512", "vaes", "aesni"):
    target("amd64 assembly ≥ 4× at GroestlcoinHash of 80 B", p, "GroestlcoinHash/80B", 4)
out += ["", "No allocation in the Sum functions, GroestlcoinHash, Write and Sum into a slice with "
        "room: `TestNoAllocations` (testing.AllocsPerRun) on every path."]
if ir_ours and ir_peer:
    rounds = ((1 << 20) // 128 + 1) * 28 + 14  # P and Q of each block and the padding's, then P
    funcs = dict(kv.split("=") for kv in ir_functions.split())
    def per_round(name):
        return int(funcs.get(name, 0)) / 4 / rounds
    io, ip = int(ir_ours), int(ir_peer)
    out += ["", "Instructions executed (valgrind's callgrind, `--instructions`), one Grøstl-512 of "
            f"1 MiB: generic {io / 1e6:.1f} million ({io / (1 << 20):.0f} a byte), "
            f"go-groestl-hash {ip / 1e6:.1f} million ({ip / (1 << 20):.0f} a byte): the peer "
            f"executes {ip / io:.2f}× as many. Per round of a 1024-bit permutation, generic: "
            f"SubBytes {per_round('subBytesPlanes') + per_round('subBytes'):.0f} (two circuits "
            f"of 64 bytes), ShiftBytes and MixBytes "
            f"{per_round('shiftMixWide') + per_round('mixBytesOutput'):.0f}, the loop "
            f"{per_round('permuteWide'):.0f}."]
out += ["", "What bounds each path (instructions counted from the source, per round of one "
        "permutation): `avx512` 13 (VPERMB, GF2P8AFFINEINVQB, 2 GF2P8MULB, 5 VPRORQ, 3 "
        "VPTERNLOGQ, VPXORQ) per 64-byte register, P and Q side by side. `aesni` 8 PSHUFB, 8 "
        "AESENCLAST and 124 for MixBytes on 16 columns: 16 doublings of 4 instructions (the 16 "
        "XMM registers of SSE/AVX leave none for the 0x1b constant), 48 XORs, 8 spills and "
        "reloads, 8 moves; Grøstl-512 takes 28 rounds per 128-byte block, about 32 "
        "instructions a byte. `vaes` the same rounds on YMM registers, P's row in the low "
        "half and Q's in the high one: Grøstl-512's 14 rounds of P and of Q at once, the "
        "instructions of one 128-bit round for both (about 16 a byte); Grøstl-256's P and Q, "
        "and Grøstl-512's output transformation (P alone), in row pairs ([row k | row k+4] in "
        "a 128-bit half, or across the two): 4 PSHUFB, 4 AESENCLAST and 69 for MixBytes a "
        "round, where 8 row registers take 8, 8 and 124 (src/aesni_vaes.c's "
        "mix_bytes_pairs); Grøstl-256's output transformation runs `aesni`'s code. "
        "`generic` on 64-bit words, per round of the 1024-bit state, in "
        "word operations: SubBytes 2 x 123 (Boyar and Peralta's 115-gate circuit, its four "
        "NOTs folded into the next round's constant, and the round constant), ShiftBytes 8 "
        "planes x 5 or 6 masked steps of 7 (the state split by the parity of its rows: 42 "
        "operations a plane for P's shifts, 35 for Q's, against 46 with the state split into "
        "halves of columns), MixBytes 8 x 16 plus 2 x 25 (half of its row rotations are "
        "renamings of the two words). Go's code for it runs about twice as many instructions "
        "as there are word operations: x86's two-operand forms need copies, and the S-box "
        "circuit keeps some 25 values live in 14 registers, so it spills (the gate order is "
        "the one of a search for the fewest instructions after register allocation). The "
        "peer's table look-ups execute more instructions than that but more of them in each "
        "cycle (loads and rotations of independent words), so the two run close: the "
        "generic path is ahead by the ratios above, not by the ratio of the instruction "
        "counts. Checked constant-time: go/ctcheck.sh (valgrind's memcheck on the generic "
        "and AES-NI paths; valgrind decodes neither AVX-512 nor VAES) and internal/ctasm (a taint check of the assembly), both with "
        "controls that must be flagged."]
print("\n".join(out))
PY
)
echo "$section"
if [ "$write" = 1 ]; then
    echo "$section" | python3 scripts/docs_section.py docs/BENCHMARKS.md "Go" --after "Rust"
    echo "run.sh: wrote the Go section of docs/BENCHMARKS.md" >&2
fi
