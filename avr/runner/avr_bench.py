#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C avr bench: cycles for 55 B and 2776 B messages, per-byte cost of long messages
(cycles per extra 64-byte block / 64), RAM = static (.data+.bss of the variant and the S-box
objects it links) + peak stack, ROM (.text+.data of those objects). Prints the table and
writes the "## AVR" section of docs/BENCHMARKS.md."""
import argparse, os, random, re, subprocess, tempfile

# Seed 002's published rows, as measured for issue 4 (simavr 1.6, ATmega128): for comparison.
SEED002 = [("High-speed", "41,222", "443.2", 537, 4988), ("Balanced", "44,820", "481.6", 539, 1404),
           ("Low RAM 256", "46,740", "502.2", 283, 1536), ("Low RAM 192 (b)", "47,665", "516.8", 220, 1536),
           ("Low RAM 128", "50,928", "551.7", 156, 1792)]
HERE = os.path.dirname(os.path.abspath(__file__))
DOC = os.path.join(HERE, "..", "..", "docs", "BENCHMARKS.md")


def measure(runner, v, data, d):
    p = os.path.join(d, "m")
    open(p, "wb").write(data)
    lines = subprocess.run([runner, v, p], capture_output=True, text=True, check=True).stdout.splitlines()
    kv = dict(l.split(" ", 1) for l in lines if l.startswith(("cycles", "stack")))
    return int(kv["cycles"]), int(kv["stack"])


def sizes(build, v):
    objs = [os.path.join(build, f"groestl256_{v}.o")]  # v may end in -v0: groestl256_X-v0.o
    syms = subprocess.run(["avr-nm", os.path.join(build, f"{v}.elf")], capture_output=True, text=True).stdout
    for s in ("flash", "ram"):
        if f"groestl_avr_sbox_{s}" in syms:
            objs.append(os.path.join(build, f"groestl_sbox_{s}.o"))
    rom = ram = 0
    for o in objs:
        out = subprocess.run(["avr-size", "-A", o], capture_output=True, text=True, check=True).stdout
        for name, size in re.findall(r"^(\.\S+)\s+(\d+)", out, re.M):
            if name.startswith((".text", ".progmem")):
                rom += int(size)
            elif name.startswith(".data"):
                rom += int(size); ram += int(size)
            elif name.startswith((".bss", ".noinit")):
                ram += int(size)
    return ram, rom


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("variants", nargs="+")
    a = ap.parse_args()
    rng = random.Random(1)
    rows = ["| version | 55 B msg, cycles | 2776 B msg, cycles/byte | long msg, cycles/byte | RAM (B) | ROM (B) |",
            "| --- | --- | --- | --- | --- | --- |"]
    rows += [f"| seed 002 {n} | {c} | {b} | – | {r} | {o} |" for n, c, b, r, o in SEED002]
    with tempfile.TemporaryDirectory() as d:
        for v in a.variants:
            c55, s55 = measure(a.runner, v, rng.randbytes(55), d)
            long_ = rng.randbytes(2776)
            c2776, s2776 = measure(a.runner, v, long_, d)
            c2712, _ = measure(a.runner, v, long_[:2712], d)
            ram, rom = sizes(a.build, v)
            rows.append(f"| {v} | {c55:,} | {c2776 / 2776:.1f} | {(c2776 - c2712) / 64:.1f} | "
                        f"{ram + max(s55, s2776)} | {rom} |")
    table = "\n".join(rows)
    print(table)
    section = ("## AVR\n\nMeasured by `make -C avr bench` (simavr, ATmega128, exact cycles of the "
               "one-call hash with the message in SRAM; RAM = static data + peak stack). "
               "Seed 002's rows are in issue 4.\n\n" + table + "\n")
    text = open(DOC).read() if os.path.exists(DOC) else ""
    m = re.search(r"^## AVR\n.*?(?=^## |\Z)", text, re.M | re.S)
    text = text[:m.start()] + section + "\n" + text[m.end():] if m else text.rstrip() + "\n\n" + section
    open(DOC, "w").write(text)


main()
