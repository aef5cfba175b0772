#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C avr bench: cycles for 55 B and 2776 B messages, per-byte cost of long messages
(cycles per extra 64-byte block / 64), RAM = static + peak stack, ROM; static RAM and ROM are
what the variant adds to a linked program calling its one-call function (sizes() below).
Prints the table and writes the "## AVR" section of docs/BENCHMARKS.md."""
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


def linked(elf):
    """(flash bytes, static RAM bytes, flash alignment padding) of a linked firmware: flash =
    .text (code, start-up, flash tables) + .data (its load image), RAM = .data + .bss (.noinit
    holds the driver's buffers), padding = the linker's *fill* in .text/.data (from ELF.map)."""
    out = subprocess.run(["avr-size", "-A", elf], capture_output=True, text=True, check=True).stdout
    sec = {n: int(z) for n, z in re.findall(r"^(\.\S+)\s+(\d+)", out, re.M)}
    pad, cur = 0, None
    for line in open(elf + ".map"):
        m = re.match(r"(\.\S+)", line)
        if m:
            cur = m.group(1)
        m = re.match(r"\s\*fill\*\s+0x[0-9a-f]+\s+0x([0-9a-f]+)", line)
        if m and cur in (".text", ".data"):
            pad += int(m.group(1), 16)
    return sec.get(".text", 0) + sec.get(".data", 0), sec.get(".data", 0) + sec.get(".bss", 0), pad


def sizes(build, v):
    """What variant v adds to a linked program that calls only its one-call function:
    build/v.elf (runner/driver.c + the variant + the S-box object it references, gc'ed)
    minus build/none.elf (the same driver around bench_none, a lone `ret`, added back).
    Returns (static RAM, ROM, flash padding within ROM)."""
    base = os.path.join(build, "none.elf")
    stub = re.search(r"^\S+ 0*([0-9a-f]+) T bench_none$", subprocess.run(
        ["avr-nm", "-S", base], capture_output=True, text=True, check=True).stdout, re.M)
    flash, ram, pad = linked(os.path.join(build, f"{v}.elf"))
    flash0, ram0, pad0 = linked(base)
    return ram - ram0, flash - flash0 + int(stub.group(1), 16), pad - pad0


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
            ram, rom, pad = sizes(a.build, v)
            rows.append(f"| {v} | {c55:,} | {c2776 / 2776:.1f} | {(c2776 - c2712) / 64:.1f} | "
                        f"{ram + max(s55, s2776)} | {rom}{f' ({pad} padding)' if pad else ''} |")
    table = "\n".join(rows)
    print(table)
    section = ("## AVR\n\nMeasured by `make -C avr bench` (simavr, ATmega128, exact cycles of the "
               "one-call hash with the message in SRAM: the function's own cycles + 7, avr/README.md). "
               "RAM = static data + peak stack. ROM and static RAM are what the variant adds to a "
               "linked program that calls only its one-call function: `avr/build/VARIANT.elf` "
               "(runner/driver.c, the variant, the S-box it references; `--gc-sections`) minus "
               "`avr/build/none.elf` (the same driver around an empty function, whose 2-byte `ret` "
               "is added back). So ROM counts the code, the tables, the .data image, the start-up "
               "code the variant brings (avr-libc's .data copy loop, 26 B, for small and fast; "
               "small's x2-table builder) and the alignment padding before 256-aligned flash "
               "tables (in brackets: here the gap after the 140-byte vector table, which other "
               "flash data could fill); not the flash-input functions (`_P`), which such a "
               "program does not link. Seed 002's rows are in issue 4.\n\n" + table + "\n")
    text = open(DOC).read() if os.path.exists(DOC) else ""
    m = re.search(r"^## AVR\n.*?(?=^## |\Z)", text, re.M | re.S)
    text = text[:m.start()] + section + "\n" + text[m.end():] if m else text.rstrip() + "\n\n" + section
    open(DOC, "w").write(text)


main()
