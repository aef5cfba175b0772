#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C avr bench (AES part): cycles of one call on the simulated ATmega128 (key setup,
encrypt and decrypt of one 16-byte block; aes/aes_driver.c brackets that call only),
RAM = SRAM tables + peak stack (+ the 176-byte schedule for the expanded form), ROM = the
form's code + the tables it links. Each figure is taken for 8 random keys and blocks and
must be the same for all (the code is constant-time); a difference exits non-zero.
Prints the table and writes the "## AVR: AES-128" section of docs/BENCHMARKS.md."""
import argparse, os, random, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runner"))
from linked_size import added  # noqa: E402 (runner/linked_size.py)

# Reference rows: Feichtner's two forms and Poettering's RijndaelFurious (AVRAES) as their
# published code measures in simavr with the same bracket, and the best published figure
# (Osvik, Bos, Stefan and Canright, "Fast Software AES Encryption", FSE 2010; their count).
# (name, key schedule, encrypt, decrypt, ROM, RAM); None: not given.
FEICHTNER_HS = ("Feichtner High-speed (keys on the fly in each call)", None, 3322, 5160, 1980, 551)
FEICHTNER_LR = ("Feichtner Low RAM (S-boxes in flash)", None, 3522, 5400, 2048, 39)
POETTERING = ("Poettering's RijndaelFurious (keys expanded once)", 860, 2892, 3722, 1884, 200)
OSVIK = ("best published (Osvik, Bos, Stefan, Canright, FSE 2010)", None, 1659, 2043, None, None)
REFERENCE = [FEICHTNER_HS, FEICHTNER_LR, POETTERING, OSVIK]
# each build against the published code of its kind (the expanded fast build also against
# the best published figure)
COUNTERPARTS = {"aes128_expanded": [POETTERING, OSVIK], "aes128_expanded-lowram": [POETTERING],
                "aes128_otf": [FEICHTNER_HS], "aes128_otf-lowram": [FEICHTNER_LR]}
HERE = os.path.dirname(os.path.abspath(__file__))
DOC = os.path.join(HERE, "..", "..", "docs", "BENCHMARKS.md")
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
import docs_section  # noqa: E402  (the project's one writer of docs sections)


def measure(runner, build, op, rng, d):
    """cycles and stack of op on 8 random (key, block) records; all must agree."""
    seen = set()
    for _ in range(8):
        p = os.path.join(d, "in")
        open(p, "wb").write(bytes([op]) + rng.randbytes(32))
        lines = subprocess.run([runner, build, p], capture_output=True, text=True, check=True).stdout.splitlines()
        kv = dict(l.split(" ", 1) for l in lines if l.startswith(("cycles", "stack")))
        seen.add((int(kv["cycles"]), int(kv["stack"])))
    if len(seen) != 1:
        sys.exit(f"FAILED: {build} op {op}: cycles/stack depend on the data: {sorted(seen)}")
    return seen.pop()


def sizes(build_dir, build):
    """What the form adds to a linked program that calls its functions (expanded: setkey,
    setkey_decrypt, encrypt, decrypt; otf: last_key, encrypt, decrypt): build.elf minus the
    baseline aes-none-<form>.elf (the same driver around as many 2-byte `ret`s, which are
    added back). Returns (ROM: code, tables, .data image, start-up code, alignment padding;
    static RAM: the SRAM tables; the alignment padding within ROM)."""
    form = "otf" if "otf" in build else "expanded"
    ram, rom, pad = added(os.path.join(build_dir, build + ".elf"),
                          os.path.join(build_dir, f"aes-none-{form}.elf"), "aes_none_")
    return rom, ram, pad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("builds", nargs="+")
    a = ap.parse_args()
    rng = random.Random(7)
    dash = lambda v: "–" if v is None else v
    rows = ["| implementation | key schedule | encrypt | decrypt | ROM (B) | RAM (B) |",
            "| --- | --- | --- | --- | --- | --- |"] + [
        "| " + " | ".join(str(dash(v)) for v in ref) + " |" for ref in REFERENCE]
    ours = {}                       # build: (encrypt, decrypt as compared, ROM, RAM)
    with tempfile.TemporaryDirectory() as d:
        for b in a.builds:
            (ck, sk), (ce, se), (cd, sd) = (measure(a.runner, b, op, rng, d) for op in (0, 1, 2))
            ckd, skd = measure(a.runner, b, 3, rng, d) if "otf" not in b else (None, 0)
            rom, ram, pad = sizes(a.build, b)
            stack = max(sk, se, sd, skd)
            if "otf" in b:
                key = f"{ck} (last_key, once per key)"
                dec = f"{cd} ({cd + ck} with last_key)"
                ramtxt = f"{ram + stack} ({ram} tables + {stack} stack)"
                ours[b] = (ce, cd + ck, rom, ram + stack)   # Feichtner's decrypt takes the key
            else:
                key, dec = f"{ck} (decryption: {ckd})", f"{cd}"
                ramtxt = f"{ram + stack + 176} ({ram} tables + {stack} stack + 176 schedule)"
                ours[b] = (ce, cd, rom, ram + stack + 176)
            rows.append(f"| {b} | {key} | {ce} | {dec} | {rom}{f' ({pad} padding)' if pad else ''} | {ramtxt} |")
    table = "\n".join(rows)
    cmp = ["| ours | its counterpart | encrypt: ours / theirs | decrypt: ours / theirs | "
           "RAM (B): ours / theirs | ROM (B): ours / theirs | better on |",
           "| --- | --- | ---: | ---: | ---: | ---: | --- |"]
    for b in a.builds:
        for ref in COUNTERPARTS.get(b, []):
            axes = ("encrypt", "decrypt", "RAM", "ROM")
            enc, dec, rom, ram = ours[b]
            pairs = [(enc, ref[2]), (dec, ref[3]), (ram, ref[5]), (rom, ref[4])]
            better = [ax for ax, (x, y) in zip(axes, pairs) if y is not None and x < y]
            worse = [ax for ax, (x, y) in zip(axes, pairs) if y is not None and x >= y]
            verdict = ", ".join(better) if better else "none"
            if worse:
                verdict += f" (not {', '.join(worse)})"
            cells = " | ".join(f"{x} / {dash(y)}" for x, y in pairs)
            cmp.append(f"| {b} | {ref[0].split(' (')[0]} | {cells} | {verdict} |")
    print(table)
    print("\n".join(cmp))
    section = ("## AVR: AES-128\n\nMeasured by `make -C avr bench` (simavr 1.6, ATmega128): exact "
               "cycles of one call (key setup; encrypt or decrypt of one 16-byte block in SRAM), "
               "including call, return and argument loads. Each figure was the same for 8 random "
               "keys and blocks. RAM = the static data the form adds to a linked program (its "
               "SRAM tables) + the peak stack of its calls (+ the caller's 176-byte schedule for "
               "the expanded form). ROM = the flash the form adds to a linked program that calls "
               "its functions (`avr/build/FORM.elf` minus `avr/build/aes-none-FORM.elf`, the same "
               "driver around empty functions, each a 2-byte `ret` in its own section, so that "
               "`--gc-sections` keeps the four or three the driver calls, which are added back): "
               "code, tables (flash, or the .data image "
               "of SRAM ones), start-up code (the .data copy loop, the x2 table's builder) and "
               "alignment padding. Builds: avr/README.md. The expanded form's RAM counts one "
               "176-byte schedule: encrypt takes setkey's, decrypt setkey_decrypt's (the "
               "equivalent inverse cipher's), so a program that does both keeps two.\n\n"
               + table + "\n\nEach build against the published code of its kind (less is "
               "better on every axis; on-the-fly decryption with last_key, since Feichtner's "
               "decryption takes the key; the best published figure gives cycles only):\n\n"
               + "\n".join(cmp) + "\n")
    docs_section.replace(DOC, "AVR: AES-128", section, after="AVR")


main()
