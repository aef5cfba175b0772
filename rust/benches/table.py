#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""table.py - the tables of docs/BENCHMARKS.md's Rust section, from criterion's results of
benches/vs_rustcrypto.rs saved as baselines (cargo bench ... -- --save-baseline NAME):

    python3 benches/table.py [--dir target/criterion] NAME...

Each cell merges the baselines (rounds) named: the minimum of every sample (a sample is many
calls timed together: its time per call), and the median of the rounds' medians.
"""

import argparse
import json
import statistics
import sys
from pathlib import Path

PEER = "RustCrypto groestl 0.11.0"
SIZES = [64, 576, 1536, 16384, 1048576]


def index(root):
    """(group, function, value) -> the benchmark's folder, from criterion's benchmark.json
    files (folder names are the ids with some characters replaced)."""
    found = {}
    for meta in root.glob("**/benchmark.json"):
        bench = json.loads(meta.read_text())
        key = (bench["group_id"], bench["function_id"], bench.get("value_str"))
        found[key] = meta.parent.parent
    return found


def cell(found, group, function, param, rounds):
    """(min ns, median ns) per call over the rounds, or None if not measured."""
    folder = found.get((group, function, param))
    mins, medians = [], []
    for name in rounds if folder else []:
        if not (folder / name / "sample.json").is_file():
            continue
        sample = json.loads((folder / name / "sample.json").read_text())
        per_call = [t / n for t, n in zip(sample["times"], sample["iters"])]
        mins.append(min(per_call))
        estimates = json.loads((folder / name / "estimates.json").read_text())
        medians.append(estimates["median"]["point_estimate"])
    if not mins:
        return None
    return min(mins), statistics.median_low(medians)


def size_name(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB" if n >= 1 << 14 else f"{n} B"


def mbs(bytes_, ns):
    return bytes_ / ns * 1e3  # 10^6 bytes per second


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", default=Path(__file__).resolve().parents[1] / "target/criterion", type=Path)
    parser.add_argument("rounds", nargs="+", help="criterion baseline names")
    args = parser.parse_args()
    root, rounds = index(args.dir), args.rounds
    missing = False

    print("| digest | message | groestl-c ns min / median | MB/s (min) | RustCrypto ns min / median "
          "| MB/s (min) | speedup min / median | C groestl_hash from C, ns min / median | groestl-c / C, min / median |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for group in ["G-256", "G-512"]:
        for n in SIZES:
            ours = cell(root, group, "groestl-c", str(n), rounds)
            peer = cell(root, group, PEER, str(n), rounds)
            c = cell(root, group, "C groestl_hash", str(n), rounds)
            if ours is None or peer is None or c is None:
                missing = True
                continue
            print(f"| {group} | {size_name(n)} | {ours[0]:,.0f} / {ours[1]:,.0f} | {mbs(n, ours[0]):.0f} "
                  f"| {peer[0]:,.0f} / {peer[1]:,.0f} | {mbs(n, peer[0]):.0f} "
                  f"| {peer[0] / ours[0]:.2f} / {peer[1] / ours[1]:.2f} "
                  f"| {c[0]:,.0f} / {c[1]:,.0f} | {ours[0] / c[0]:.3f} / {ours[1] / c[1]:.3f} |")

    print()
    ffi = {f: cell(root, "ffi-64B", f, None, rounds) for f in
           ["rust Groestl256::digest", "rust hash::<32>", "C init-update-final", "C groestl_hash"]}
    stream, one = ffi["C init-update-final"], ffi["C groestl_hash"]
    if stream and one:
        print("| 64-byte Grøstl-256 | ns min / median | vs C init-update-final, min / median "
              "| vs C groestl_hash, min / median |")
        print("| --- | ---: | ---: | ---: |")
        for name, t in ffi.items():
            if t is None:
                missing = True
                continue
            print(f"| {name} | {t[0]:.1f} / {t[1]:.1f} | {t[0] / stream[0]:.3f} / {t[1] / stream[1]:.3f} "
                  f"| {t[0] / one[0]:.3f} / {t[1] / one[1]:.3f} |")
    else:
        missing = True

    print()
    print("| 64 messages of | hash_many ns min / median | loop of digest ns min / median | speedup min / median |")
    print("| ---: | ---: | ---: | ---: |")
    for n in [64, 1024]:
        batch = cell(root, "many", "hash_many G-256", str(n), rounds)
        loop = cell(root, "many", "loop of Groestl256::digest", str(n), rounds)
        if batch is None or loop is None:
            missing = True
            continue
        print(f"| {size_name(n)} | {batch[0]:,.0f} / {batch[1]:,.0f} | {loop[0]:,.0f} / {loop[1]:,.0f} "
              f"| {loop[0] / batch[0]:.2f} / {loop[1] / batch[1]:.2f} |")
    if missing:
        print(f"table.py: some cells have no results for {rounds} in {args.dir}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
