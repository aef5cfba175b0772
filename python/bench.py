# SPDX-License-Identifier: MIT OR Apache-2.0
"""Benchmark of the groestl package against its peers on PyPI, in one run.

    build-python/venv/bin/python python/bench.py [--runs N] [--check]

Run it after `pip install .` (scripts/setup.sh makes the venv and installs the peers from
python/requirements-test.txt); GROESTL_BACKEND=<name> times another C backend. It first
builds, with CMake, the benchmark-only extension _groestl_bench (python/bench_native.c: the
library's calls in a C loop) into build-python/bench-native; the installed package has no such
hook. --check stops after checking that every peer and the hook give the same digests. It
prints:
- the Groestlcoin double hash of an 80-byte block header and of a 1 MiB buffer, against
  groestlcoin_hash (sphlib in C) and, on the header only, groestlcoin_hash2 (pure Python);
- the per-call overhead on an 80-byte input: the time of a Python call minus the time of the
  same hashing without Python (for groestl, its C library called in a C loop; for
  hashlib.sha256, two SHA-256 blocks at the speed it hashes 1 MiB), and their ratio;
- two threads hashing at once against one, which shows whether the GIL is released.
Times are per call: the minimum and the median of --runs runs, the cases interleaved.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import os
import platform
import shutil
import statistics
import subprocess
import sys
import threading
import time
from importlib.metadata import version
from pathlib import Path

import groestlcoin_hash as sphlib_peer
import groestlcoin_hash2 as pure_python_peer

import groestl

REPO = Path(__file__).resolve().parents[1]
HEADER = bytes(range(80))          # a block header's length
MIB = os.urandom(1 << 20)


def build_native_loop():
    """The module _groestl_bench, built by CMake from python/CMakeLists.txt with
    GROESTL_PYTHON_BENCH=ON: the library compiled as `pip install .` compiles it (Release)."""
    if shutil.which("cmake") is None:
        sys.exit("bench.py: cmake is missing (scripts/setup.sh python installs it)")
    build = REPO / "build-python" / "bench-native"
    quiet = {"check": True, "stdout": subprocess.DEVNULL}
    subprocess.run(["cmake", "-S", REPO / "python", "-B", build, "-DGROESTL_PYTHON_BENCH=ON",
                    "-DCMAKE_BUILD_TYPE=Release", f"-DPython_EXECUTABLE={sys.executable}"], **quiet)
    subprocess.run(["cmake", "--build", build, "--target", "_groestl_bench", "-j", "2"], **quiet)
    sys.path.insert(0, str(build))
    return importlib.import_module("_groestl_bench")


def check_native_loop(native) -> None:
    """The C loop gives the digest of the last of count calls, and refuses a count below 1
    (it once returned uninitialised memory for count 0)."""
    assert native.repeat(HEADER, 1, True) == groestl.groestlcoin_hash(HEADER)
    assert native.repeat(HEADER, 3, True) == groestl.groestlcoin_hash(HEADER)
    assert native.repeat(HEADER, 2, False) == groestl.groestl512(HEADER).digest()
    for count in (0, -1):
        try:
            native.repeat(HEADER, count, True)
        except ValueError:
            continue
        raise AssertionError(f"repeat() took count {count}")


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def per_call(call, number: int) -> float:
    """Seconds per call over `number` calls."""
    start = time.perf_counter()
    for _ in range(number):
        call()
    return (time.perf_counter() - start) / number


def calibrate(call, seconds: float) -> int:
    """How many calls take about `seconds`."""
    return max(1, int(seconds / max(per_call(call, 1), per_call(call, 3))))


def measure(cases: dict, runs: int, seconds: float = 0.02) -> dict[str, list[float]]:
    """{name: [seconds per call in each run]}, the cases interleaved run by run."""
    numbers = {name: calibrate(call, seconds) for name, call in cases.items()}
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(runs):
        for name, call in cases.items():
            times[name].append(per_call(call, numbers[name]))
    return times


def fmt(seconds: float) -> str:
    for unit, scale in (("s", 1), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:7.2f} {unit}"
    return f"{seconds * 1e9:7.1f} ns"


def table(title: str, times: dict[str, list[float]], size: int | None = None) -> None:
    print(f"\n{title}")
    print(f"  {'':44} {'min':>10} {'median':>10}" + ("  MB/s (min)" if size else ""))
    for name, t in times.items():
        rate = f"  {size / min(t) / 1e6:10.1f}" if size else ""
        print(f"  {name:44} {fmt(min(t))} {fmt(statistics.median(t))}{rate}")


def ratio(slow: list[float], fast: list[float]) -> str:
    return (f"{min(slow) / min(fast):.2f}x (min), "
            f"{statistics.median(slow) / statistics.median(fast):.2f}x (median)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs per case (default 21)")
    parser.add_argument("--check", action="store_true",
                        help="only check that the peers and the C loop agree, time nothing")
    args = parser.parse_args()
    runs = args.runs

    # The peers must compute the same thing, or the comparison means nothing.
    native = build_native_loop()
    want = groestl.groestlcoin_hash(HEADER)
    assert sphlib_peer.getHash(HEADER, len(HEADER)) == want
    assert pure_python_peer.groestl_hash(HEADER) == want
    check_native_loop(native)
    assert sphlib_peer.getHash(MIB, len(MIB)) == groestl.groestlcoin_hash(MIB)
    if args.check:
        print("bench.py --check: the peers and the C loop give the same digests")
        return

    print(f"groestl {groestl.__version__} (C backend: {groestl.backend()}), "
          f"groestlcoin_hash {version('groestlcoin_hash')}, "
          f"groestlcoin_hash2 {version('groestlcoin_hash2')}")
    print(f"Python {platform.python_version()}, {cpu_model()}, {os.cpu_count()} CPUs; "
          f"{runs} runs per case")

    header = measure({
        "groestl.groestlcoin_hash(h)": lambda: groestl.groestlcoin_hash(HEADER),
        "groestlcoin_hash.getHash(h, 80) (sphlib)": lambda: sphlib_peer.getHash(HEADER, 80),
    }, runs)
    table("Groestlcoin double hash, 80-byte header, per call", header)
    ours = header["groestl.groestlcoin_hash(h)"]
    print(f"  groestl vs groestlcoin_hash: "
          f"{ratio(header['groestlcoin_hash.getHash(h, 80) (sphlib)'], ours)} as fast")

    slow = measure({"groestlcoin_hash2.groestl_hash(h) (pure Python)":
                    lambda: pure_python_peer.groestl_hash(HEADER)}, max(3, runs // 4), 0.1)
    table("The same, pure-Python groestlcoin_hash2", slow)
    print(f"  groestl vs groestlcoin_hash2: "
          f"{ratio(slow['groestlcoin_hash2.groestl_hash(h) (pure Python)'], ours)} as fast")

    big = measure({
        "groestl.groestlcoin_hash(buf)": lambda: groestl.groestlcoin_hash(MIB),
        "groestlcoin_hash.getHash(buf, n) (sphlib)": lambda: sphlib_peer.getHash(MIB, len(MIB)),
    }, runs, 0.05)
    table("Groestlcoin double hash, 1 MiB buffer, per call", big, len(MIB))
    print(f"  groestl vs groestlcoin_hash: "
          f"{ratio(big['groestlcoin_hash.getHash(buf, n) (sphlib)'], big['groestl.groestlcoin_hash(buf)'])}"
          " as fast (target >= 3x)")

    overhead(runs, native)
    threads()


def paired(cases: dict, runs: int, seconds: float = 0.001) -> dict:
    """{name: (per-call times of call, of alone)} for cases {name: (call, alone)}, where
    alone(n) does call's hashing n times without Python. In each of `runs` short runs every
    case is measured, its two parts back to back, in alternating order."""
    numbers = {name: calibrate(call, seconds) for name, (call, _) in cases.items()}
    times: dict = {name: ([], []) for name in cases}
    for run in range(runs):
        for name, (call, alone) in cases.items():
            n = numbers[name]
            for part in ((0, 1) if run % 2 else (1, 0)):
                start = time.perf_counter()
                if part == 0:
                    for _ in range(n):
                        call()
                else:
                    alone(n)
                times[name][part].append((time.perf_counter() - start) / n)
    return times


def overhead(runs: int, native) -> None:
    sha_bulk, blocks = hashlib.sha256(), memoryview(os.urandom(1 << 22))
    cases = {  # name: (the Python call, the same hashing n times without Python)
        "groestl.groestlcoin_hash(h)": (lambda: groestl.groestlcoin_hash(HEADER),
                                        lambda n: native.repeat(HEADER, n, True)),
        "groestl.groestl512(h).digest()": (lambda: groestl.groestl512(HEADER).digest(),
                                           lambda n: native.repeat(HEADER, n, False)),
        # 80 bytes and their padding are two SHA-256 blocks: 128 bytes of bulk hashing.
        "hashlib.sha256(h).digest()": (lambda: hashlib.sha256(HEADER).digest(),
                                       lambda n: sha_bulk.update(blocks[:128 * n])),
    }
    runs *= 10  # short runs: a busy moment of the machine spoils few of them
    print(f"\nPer-call overhead, 80-byte input: a call's time minus its hashing alone "
          f"({runs} runs of ~1 ms each)")
    print(f"  {'':36} {'call min':>10} {'hashing min':>11} {'overhead':>10} {'paired median':>14}")
    mins, medians = {}, {}
    for name, (calls, hashing) in paired(cases, runs).items():
        mins[name] = min(calls) - min(hashing)
        medians[name] = statistics.median(c - h for c, h in zip(calls, hashing))
        print(f"  {name:36} {fmt(min(calls))} {fmt(min(hashing)):>11} {fmt(mins[name])} "
              f"{fmt(medians[name]):>14}")
    sha = "hashlib.sha256(h).digest()"
    for name in ("groestl.groestlcoin_hash(h)", "groestl.groestl512(h).digest()"):
        print(f"  overhead of {name} / of hashlib.sha256's: {mins[name] / mins[sha]:.2f} "
              f"(mins), {medians[name] / medians[sha]:.2f} (paired medians); target <= 1.5")


def threads(size: int = 8 << 20) -> None:
    buffers = [os.urandom(size) for _ in range(2)]

    def work(buf):
        groestl.groestl512(buf).digest()

    one = []
    two = []
    for _ in range(5):
        start = time.perf_counter()
        for buf in buffers:
            work(buf)
        one.append(time.perf_counter() - start)
        start = time.perf_counter()
        workers = [threading.Thread(target=work, args=(buf,)) for buf in buffers]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        two.append(time.perf_counter() - start)
    print(f"\nTwo 8 MiB Grøstl-512 hashes: one after the other {fmt(min(one))}, "
          f"in two threads {fmt(min(two))} (min of 5): {min(one) / min(two):.2f}x")


if __name__ == "__main__":
    main()
