# SPDX-License-Identifier: MIT OR Apache-2.0
"""Benchmark of groestl's batch paths at scale: many Groestlcoin block headers, and a column of
large values, through each way of giving them to the package, and Dask with one and two
workers.

    build-python/venv/bin/python python/bench_scale.py [--runs N] [--write-docs] [--check]

Run it after `pip install .` (scripts/setup.sh python makes build-python/venv with pyarrow,
NumPy, pandas and Dask pinned in python/requirements-test.txt). It checks first that every path
gives the digests of the Python loop, then times, the cases interleaved run by run:
- 10^6 random 80-byte headers, Groestlcoin's hash: a Python loop over groestl.groestlcoin_hash;
  groestlcoin_hash_many on a list of bytes, on a pyarrow binary and fixed_size_binary(80)
  array (out="arrow"), on a NumPy (n, 80) uint8 array and an 'S80' array (out="numpy"); and a
  hashlib.sha256 loop for scale. One thread.
- The same with Dask: groestl.dask.hash_column on a DataFrame of 16 partitions made and held on
  the workers (persisted before the clock starts), on a distributed.LocalCluster of one and of
  two worker processes (one thread each), at 10^6 and 10^7 headers.
- A column of 1,000 values of 1 MiB: hash_many(column, 256, out="arrow") on a pyarrow
  large_binary array, against a loop of groestl256(v).digest() and of hashlib.sha256.
Times are the minimum and median of --runs runs. --write-docs puts the result in
docs/BENCHMARKS.md (section "Python: columns and clusters", through scripts/docs_section.py);
--check runs every path on small sizes and compares digests, timing nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import statistics
import subprocess
import sys
import textwrap
import time
from collections import Counter
from importlib.metadata import version
from pathlib import Path

import numpy as np
import pyarrow as pa

import groestl
from bench import cpu_model  # python/bench.py, beside this script

REPO = Path(__file__).resolve().parents[1]
SECTION = "Python: columns and clusters"
PARTITIONS = 16


def cpu_family_model() -> str:
    fields = {}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                fields.setdefault(key.strip(), value.strip())
    except OSError:
        pass
    return f"family {fields.get('cpu family', '?')} model {fields.get('model', '?')}"


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def random_rows(count: int, width: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, (count, width), dtype=np.uint8)


def fixed_arrow(rows: np.ndarray) -> pa.Array:
    """The rows as a fixed_size_binary array over the same memory."""
    return pa.Array.from_buffers(pa.binary(rows.shape[1]), len(rows), [None, pa.py_buffer(rows)])


def timed(call) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def measure(cases: dict, runs: int) -> dict[str, list[float]]:
    """{name: [seconds of each run]}, the cases interleaved run by run."""
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(runs):
        for name, call in cases.items():
            times[name].append(timed(call))
    return times


# ---- Headers, one thread -----------------------------------------------------------------

def header_cases(n: int):
    rows = random_rows(n, 80, 1)
    as_list = [bytes(r) for r in rows]
    fixed = fixed_arrow(rows)
    binary = fixed.cast(pa.binary())
    s80 = rows.view("S80")[:, 0]
    want = [groestl.groestlcoin_hash(h) for h in as_list]
    cases = {
        "Python loop: [groestlcoin_hash(h) for h in list]":
            lambda: [groestl.groestlcoin_hash(h) for h in as_list],
        "groestlcoin_hash_many(list)": lambda: groestl.groestlcoin_hash_many(as_list),
        "groestlcoin_hash_many(pa binary, out='arrow')":
            lambda: groestl.groestlcoin_hash_many(binary, out="arrow"),
        "groestlcoin_hash_many(pa fixed_size_binary(80), out='arrow')":
            lambda: groestl.groestlcoin_hash_many(fixed, out="arrow"),
        "groestlcoin_hash_many(np uint8 (n, 80), out='numpy')":
            lambda: groestl.groestlcoin_hash_many(rows, out="numpy"),
        "groestlcoin_hash_many(np 'S80', out='numpy')":
            lambda: groestl.groestlcoin_hash_many(s80, out="numpy"),
        "hashlib.sha256 loop: [sha256(h).digest() for h in list]":
            lambda: [hashlib.sha256(h).digest() for h in as_list],
    }
    # Every path gives the loop's digests, or the comparison means nothing.
    for name, call in cases.items():
        if "sha256" in name or "loop" in name:
            continue
        got = call()
        got = got.to_pylist() if isinstance(got, pa.Array) else \
            [bytes(r) for r in got] if isinstance(got, np.ndarray) else got
        assert got == want, name
    return cases


# ---- Dask ----------------------------------------------------------------------------------

def make_partition(seed: int, count: int):
    """A pandas DataFrame of `count` random headers in a binary[pyarrow] column, made on the
    worker that runs it."""
    import pandas as pd

    column = fixed_arrow(random_rows(count, 80, seed)).cast(pa.binary())
    return pd.DataFrame({"header": pd.Series(pd.arrays.ArrowExtensionArray(column))})


def forgotten(client, keys: set) -> None:
    """Wait until the scheduler has forgotten these tasks (their futures dropped): the next
    run's graph has the same keys, and would otherwise find them done."""
    def known(dask_scheduler, keys=keys):
        return sum(key in dask_scheduler.tasks for key in keys)

    deadline = time.monotonic() + 30
    while client.run_on_scheduler(known) and time.monotonic() < deadline:
        time.sleep(0.01)


def dask_times(workers: int, sizes: list[int], runs: int, check: bool,
               layouts: set) -> dict[int, list[float]]:
    """{headers: [seconds of each run]} of hash_column on a persisted frame of that size; adds
    to layouts how many partitions each worker held ("8/8")."""
    import dask.dataframe as dd
    import pandas as pd
    from dask.distributed import Client, LocalCluster, futures_of, wait

    import groestl.dask

    result: dict[int, list[float]] = {}
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        for n in sizes:
            per = n // PARTITIONS
            meta = pd.DataFrame({"header": pd.Series([], dtype=pd.ArrowDtype(pa.binary()))})
            # Partition i made on worker i mod workers: each worker holds as many (the scheduler
            # left to itself may put 10 on one and 6 on the other).
            addresses = sorted(client.scheduler_info()["workers"])
            parts = [client.submit(make_partition, i, per, workers=[addresses[i % workers]],
                                   pure=False) for i in range(PARTITIONS)]
            wait(parts)
            frame = dd.from_delayed(parts, meta=meta, verify_meta=False)
            holders = Counter(w for ws in client.who_has(parts).values() for w in ws)
            layouts.add("/".join(str(k) for k in sorted(holders.values())))
            if check:
                got = client.compute(groestl.dask.hash_column(frame["header"], groestlcoin=True))
                headers = client.compute(frame["header"]).result().tolist()
                assert got.result().tolist() == groestl.groestlcoin_hash_many(headers)
                keys = {got.key}
                del got
                forgotten(client, keys)
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                hashed = client.persist(groestl.dask.hash_column(frame["header"], groestlcoin=True))
                wait(hashed)
                times.append(time.perf_counter() - start)
                keys = {f.key for f in futures_of(hashed)}
                del hashed
                forgotten(client, keys)
            result[n] = times
            del frame, parts
    return result


# ---- A column of large values ------------------------------------------------------------

def large_cases(count: int, size: int):
    data = random_rows(count, size, 2)
    offsets = np.arange(0, (count + 1) * size, size, dtype=np.int64)
    column = pa.Array.from_buffers(pa.large_binary(), count,
                                   [None, pa.py_buffer(offsets), pa.py_buffer(data)])
    views = [memoryview(row) for row in data]
    want = [groestl.groestl256(v).digest() for v in views]
    assert groestl.hash_many(column, 256, out="arrow").to_pylist() == want
    return {
        "hash_many(pa large_binary, 256, out='arrow')":
            lambda: groestl.hash_many(column, 256, out="arrow"),
        "loop: [groestl256(v).digest() for v in column]":
            lambda: [groestl.groestl256(v).digest() for v in views],
        "hashlib.sha256 loop": lambda: [hashlib.sha256(v).digest() for v in views],
    }


# ---- Report ------------------------------------------------------------------------------

def row(name: str, times: list[float], count: int, base: list[float] | None) -> str:
    lo, med = min(times), statistics.median(times)
    ratio = f"{min(base) / lo:5.2f}x | {statistics.median(base) / med:5.2f}x" if base else "   |"
    return (f"| {name} | {lo:.3f} s | {med:.3f} s | {lo / count * 1e9:7.1f} ns | "
            f"{count / lo / 1e6:6.2f} M/s | {ratio} |")


def table(title: str, times: dict, count: int, base_name: str | None, unit: str) -> list[str]:
    base = times.get(base_name) if base_name else None
    lines = [f"{title}", "",
             f"| case | min | median | per {unit} (min) | {unit}s/s (min) | "
             f"vs {'the loop' if base else '-'} (min) | (median) |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    lines += [row(name, t, count, base) for name, t in times.items()]
    return lines + [""]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs per case (default 7)")
    parser.add_argument("--headers", type=int, default=10**6)
    parser.add_argument("--dask-headers", type=int, nargs="+", default=[10**6, 10**7])
    parser.add_argument("--large", type=int, default=1000, help="1 MiB values (default 1000)")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--check", action="store_true",
                        help="small sizes, digests compared, nothing timed or written")
    args = parser.parse_args()
    if args.check:
        args.runs, args.headers, args.dask_headers, args.large = 1, 2000, [3200], 3

    out: list[str] = []

    def say(line: str = "") -> None:
        print(line, flush=True)
        out.append(line)

    header = header_cases(args.headers)
    large = large_cases(args.large, 1 << 20)
    load_before = load()
    print(f"load before: {load_before}", flush=True)
    header_times = measure(header, args.runs)
    large_times = measure(large, max(3, args.runs // 2))
    layouts: set[str] = set()
    dask = {w: dask_times(w, args.dask_headers, args.runs, args.check, layouts) for w in (1, 2)}
    if args.check:
        print("bench_scale.py --check: every path gives the Python loop's digests")
        return

    for line in textwrap.wrap(
            f"groestl {groestl.__version__} (C backend: {groestl.backend()}), pyarrow "
            f"{version('pyarrow')}, numpy {version('numpy')}, pandas {version('pandas')}, dask "
            f"{version('dask')}, distributed {version('distributed')}; Python "
            f"{platform.python_version()}, {cpu_model()} ({cpu_family_model()}), "
            f"{os.cpu_count()} CPUs; {args.runs} runs per case (large column: "
            f"{max(3, args.runs // 2)}); load average (1, 5, 15 min) {load_before} before the "
            f"runs, {load()} after.", 95):
        say(line)
    say()
    loop = "Python loop: [groestlcoin_hash(h) for h in list]"
    for line in table(f"{args.headers:,} headers of 80 bytes, Groestlcoin's hash, one thread",
                      header_times, args.headers, loop, "header"):
        say(line)
    dask_rows = {f"Dask, {w} worker{'s' if w > 1 else ''}, {n:,} headers": dask[w][n]
                 for n in args.dask_headers for w in (1, 2)}
    for line in textwrap.wrap(
            f"Dask: groestl.dask.hash_column(frame['header'], groestlcoin=True), {PARTITIONS} "
            "partitions made and held on the workers first, as many on each (partitions per "
            f"worker: {', '.join(sorted(layouts))}); the time is until the digests are persisted "
            "on the workers.", 95):
        say(line)
    say()
    say("| case | min | median | per header (min) | headers/s (min) |")
    say("| --- | ---: | ---: | ---: | ---: |")
    for name, t in dask_rows.items():
        n = int(name.rsplit(", ", 1)[1].split()[0].replace(",", ""))
        say(f"| {name} | {min(t):.3f} s | {statistics.median(t):.3f} s | "
            f"{min(t) / n * 1e9:.1f} ns | {n / min(t) / 1e6:.2f} M/s |")
    say()
    say("Against the targets of issue 34:")
    say()
    arrow = header_times["groestlcoin_hash_many(pa binary, out='arrow')"]
    ratio = min(header_times[loop]) / min(arrow)
    say(f"- Arrow path (binary array) vs the Python loop, one thread: {ratio:.2f}x (min), "
        f"{statistics.median(header_times[loop]) / statistics.median(arrow):.2f}x (median); "
        f"target at least 2x: {'met' if ratio >= 2 else 'not met'}.")
    for n in args.dask_headers:
        one, two = dask[1][n], dask[2][n]
        ratio = min(one) / min(two)
        target = (f"; target at least 1.7x: {'met' if ratio >= 1.7 else 'not met'}"
                  if n >= 10**7 else "")
        say(f"- Dask, {n:,} headers: 2 workers {ratio:.2f}x one worker (min), "
            f"{statistics.median(one) / statistics.median(two):.2f}x (median){target}.")
    say()
    mib = args.large * (1 << 20)
    base = large_times["loop: [groestl256(v).digest() for v in column]"]
    say(f"A column of {args.large:,} values of 1 MiB, Grøstl-256 (SHA-256 for scale)")
    say()
    say("| case | min | median | MB/s (min) | vs the loop (min) | (median) |")
    say("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, t in large_times.items():
        say(f"| {name} | {min(t):.3f} s | {statistics.median(t):.3f} s | {mib / min(t) / 1e6:.0f} | "
            f"{min(base) / min(t):.2f}x | {statistics.median(base) / statistics.median(t):.2f}x |")

    if args.write_docs:
        write_docs(out, args)


def write_docs(lines: list[str], args: argparse.Namespace) -> None:
    sys.path.insert(0, str(REPO / "scripts"))
    import docs_section

    uname = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
    prose = [
        "What it times is in the script's docstring: 10^6 random 80-byte headers through each "
        "path of `groestlcoin_hash_many` and a Python loop over `groestlcoin_hash` (one thread), "
        "the same on Dask with one and two worker processes at 10^6 and 10^7 headers, and a "
        "column of 1,000 values of 1 MiB. Every path is first checked to give the loop's "
        "digests. Ratios are against the loop of the same run.",
        f"Machine: {uname}, 2 vCPUs shared with other jobs; the load average before and after "
        "the runs is in the output: above 2, the other jobs took part of the two cores, and "
        "the two-worker Dask figures (which need both) suffer most.",
        "What bounds the paths: the loop pays a Python call, a bytes object and two one-message "
        "hashes per header; the list path keeps the bytes objects of the input and the output "
        "but hashes 64 headers side by side (two batch passes of Grøstl-512); the Arrow and "
        "NumPy paths read the headers in place and write one output buffer, so what is left "
        "is the two batch passes. Dask adds a task per partition and the pandas wrapping, and "
        "two workers can only be as fast as the two cores they get.",
    ]
    text = "\n".join([
        f"## {SECTION}", "",
        "Command, from the top of a clone after `scripts/setup.sh python` and `pip install .`:", "",
        "```sh",
        "build-python/venv/bin/python python/bench_scale.py --write-docs   # a few minutes",
        "```", "",
        *[line for paragraph in prose for line in textwrap.wrap(paragraph, 95) + [""]],
        *lines,
    ])
    docs_section.replace(REPO / "docs" / "BENCHMARKS.md", SECTION, text, after="Python")
    print(f"wrote section '{SECTION}' of docs/BENCHMARKS.md")


if __name__ == "__main__":
    main()
