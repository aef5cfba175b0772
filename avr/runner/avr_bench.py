#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C avr bench: cycles for 55 B and 2776 B messages, per-byte cost of long messages
(cycles per extra 64-byte block / 64), RAM = static + peak stack, ROM; static RAM and ROM are
what the variant adds to a linked program calling its one-call function (sizes() below).
Prints the tables and writes the "## AVR" section of docs/BENCHMARKS.md: every variant, the
rows of Feichtner's paper beside them, and each variant against its counterpart axis by axis."""
import argparse, os, random, re, subprocess, sys, tempfile
from linked_size import added

# Feichtner, "Efficient Implementations of AES-128 and Grøstl-256 for the AVR 8-bit
# Microcontroller Architecture" (ATmega128, Grøstl-256 final version): the published cycles
# (55 and 2776 bytes) and ROM; RAM as the published code measures in this simulator (static
# data + peak stack, as for ours; the paper's own column says 534, 536, 280, 218 and 154).
PAPER = {"High-speed": (41222, 1230282, 537, 4988), "Balanced": (44820, 1337037, 539, 1404),
         "Low RAM 256": (46740, 1393997, 283, 1536), "Low RAM 192 (b)": (47665, 1434721, 220, 1536),
         "Low RAM 128": (50928, 1531509, 156, 1792)}
COUNTERPART = {"fast": "High-speed", "fast_large": "High-speed", "small": "Balanced",
               "tiny": "Low RAM 128"}
HERE = os.path.dirname(os.path.abspath(__file__))
DOC = os.path.join(HERE, "..", "..", "docs", "BENCHMARKS.md")
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
import docs_section  # noqa: E402  (the project's one writer of docs sections)


def measure(runner, v, data, d):
    p = os.path.join(d, "m")
    open(p, "wb").write(data)
    lines = subprocess.run([runner, v, p], capture_output=True, text=True, check=True).stdout.splitlines()
    kv = dict(l.split(" ", 1) for l in lines if l.startswith(("cycles", "stack")))
    return int(kv["cycles"]), int(kv["stack"])


def sizes(build, v):
    """What variant v adds to a linked program that calls only its one-call function:
    build/v.elf (runner/driver.c + the variant + the tables it references, gc'ed)
    minus build/none.elf (the same driver around bench_none, a lone `ret`, added back).
    Returns (static RAM, ROM, flash padding within ROM)."""
    base = os.path.join(build, "none.elf")
    stub = re.search(r"^\S+ 0*([0-9a-f]+) T bench_none$", subprocess.run(
        ["avr-nm", "-S", base], capture_output=True, text=True, check=True).stdout, re.M)
    return added(os.path.join(build, f"{v}.elf"), base, int(stub.group(1), 16))


def better(ours, paper):
    """'ours', 'paper' or 'equal' for a figure where less is better"""
    return "ours" if ours < paper else "paper" if paper < ours else "equal"


# The arguments of aes/aes_bench.py's main: each script stands alone (make runs each).
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("variants", nargs="+")
    a = ap.parse_args()
    rng = random.Random(1)
    rows = ["| version | 2776 B msg, cycles/byte | RAM (B) | ROM (B) | 55 B msg, cycles | long msg, cycles/byte |",
            "| --- | ---: | ---: | ---: | ---: | ---: |"]
    rows += [f"| Feichtner {n} | {c2776 / 2776:.1f} | {r} | {o} | {c55:,} | – |"
             for n, (c55, c2776, r, o) in PAPER.items()]
    vs = ["| ours | its counterpart | cycles/byte (2776 B): ours / paper | RAM (B): ours / paper | "
          "ROM (B): ours / paper | better on |", "| --- | --- | ---: | ---: | ---: | --- |"]
    with tempfile.TemporaryDirectory() as d:
        for v in a.variants:
            c55, s55 = measure(a.runner, v, rng.randbytes(55), d)
            long_ = rng.randbytes(2776)
            c2776, s2776 = measure(a.runner, v, long_, d)
            c2712, _ = measure(a.runner, v, long_[:2712], d)
            ram, rom, pad = sizes(a.build, v)
            ram += max(s55, s2776)
            cpb = c2776 / 2776
            rows.append(f"| {v} | {cpb:.1f} | {ram} | {rom}{f' ({pad} padding)' if pad else ''} | "
                        f"{c55:,} | {(c2776 - c2712) / 64:.1f} |")
            if v in COUNTERPART:
                n = COUNTERPART[v]
                _, p2776, pram, prom = PAPER[n]
                pcpb = round(p2776 / 2776, 1)
                axes = {"speed": better(round(cpb, 1), pcpb), "RAM": better(ram, pram), "ROM": better(rom, prom)}
                ours = [k for k, w in axes.items() if w == "ours"]
                theirs = [k for k, w in axes.items() if w != "ours"]
                verdict = "all three" if not theirs else ", ".join(ours) + f" (not {', '.join(theirs)})"
                vs.append(f"| {v} | {n} | {cpb:.1f} / {pcpb} | {ram} / {pram} | {rom} / {prom} | {verdict} |")
    table, versus = "\n".join(rows), "\n".join(vs)
    print(table + "\n\n" + versus)
    section = (
        "## AVR\n\n"
        "Measured by `make -C avr bench` (simavr, ATmega128; exact, so one run each). Cycles: "
        "the one-call hash of a random message in SRAM, the function's own cycles + 7 (the call "
        "and its argument loads; avr/README.md). RAM: the static data (.data + .bss) the variant "
        "adds to a linked program + the peak stack of that call (its return address and saved "
        "registers included); nothing else is needed (the one-call functions keep no buffer). "
        "ROM: the flash the variant adds to a linked program that calls only its one-call "
        "function: `avr/build/VARIANT.elf` (runner/driver.c, the variant and the tables it "
        "references, `--gc-sections`) minus `avr/build/none.elf` (the same driver around an empty "
        "function, whose 2-byte `ret` is added back): code, tables, the .data image, the start-up "
        "code the variant brings (the x2 table's 20-byte builder) and the alignment padding "
        "before 256-aligned flash tables (in brackets: the gap after the 140-byte vector table, "
        "which other flash data could fill); not the streaming or flash-input functions, which "
        "such a program does not link. Long message: cycles per extra 64-byte block / 64.\n\n"
        "Feichtner's rows (\"Efficient Implementations of AES-128 and Grøstl-256 for the AVR 8-bit "
        "Microcontroller Architecture\", ATmega128): the published cycles and ROM; RAM as the "
        "published code measures in this simulator (static data + peak stack; the paper's own "
        "column says 534, 536, 280, 218, 154). `-v0` rows are Grøstl-0 (the paper has none).\n\n"
        + table + "\n\nEach variant against its counterpart (less is better on every axis):\n\n"
        + versus + "\n")
    docs_section.replace(DOC, "AVR", section)


main()
