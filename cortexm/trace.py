#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""trace.py - the constant-time check of `make -C cortexm test`: each variant's backend-V.elf
(harness/bench_main.c: compress then output on a random chaining value and random blocks)
and bench-V.elf (groestl_hash) run in the emulator (model.py) on two different random inputs
of the same length, for the 512- and the 1024-bit permutations, recording every executed
instruction's address and every address read or written, in order. ct passes only if both
sequences are identical for the two inputs; small and fast must differ (their S-box look-ups
depend on the data): if they did not, the check could not fail, and it fails too."""
import argparse, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import model  # noqa: E402

BOARD = {"cortex-m4": ((0, 4 << 20), (0x20000000, 64 << 10)),
         "cortex-m0plus": ((0, 256 << 10), (0x20000000, 16 << 10))}


def traces(elf, cpu, bits, data):
    fw = model.Firmware(elf, cpu, *BOARD[cpu])
    r = fw.run(bits, data, trace=True)
    return r["executed"], r["accesses"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(HERE, "build"))
    ap.add_argument("--variants", default="small fast ct")
    ap.add_argument("--cpus", default="cortex-m4 cortex-m0plus")
    a = ap.parse_args()
    rng = random.Random()
    failed = runs = 0
    for cpu in [c for c in a.cpus.split() if c in BOARD]:
        for v in a.variants.split():
            for kind, bits, n in (("backend", 256, 64 + 2 * 64), ("backend", 512, 128 + 128),
                                  ("bench", 512, 200), ("bench", 224, 100)):
                elf = os.path.join(a.build, cpu, f"{kind}-{v}.elf")
                # backend: a chain (a block) and blocks; bench_len counts blocks there
                first, second = rng.randbytes(n), rng.randbytes(n)
                if kind == "backend":
                    block = 128 if bits > 256 else 64
                    first_t = traces_backend(elf, cpu, bits, first, block)
                    second_t = traces_backend(elf, cpu, bits, second, block)
                else:
                    first_t = traces(elf, cpu, bits, first)
                    second_t = traces(elf, cpu, bits, second)
                same = first_t == second_t
                ok = same if v == "ct" else not same
                runs += 1
                failed += not ok
                what = "identical" if same else "differ"
                width = "1024-bit" if bits > 256 else "512-bit"
                print(f"{'ok  ' if ok else 'FAIL'} {cpu:14} {v:6} {kind}, {width} permutations: traces {what} "
                      f"({len(first_t[0])} instructions, {len(first_t[1])} accesses)"
                      + ("" if ok else (" (ct must not depend on the data)" if v == "ct" else
                                        " (a table variant must: the check is blind)")))
    print(f"{runs - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


def traces_backend(elf, cpu, bits, data, block):
    fw = model.Firmware(elf, cpu, *BOARD[cpu])
    blocks = len(data) // block - 1
    r = fw.run(bits, data, trace=True, length=blocks)
    return r["executed"], r["accesses"]


main()
