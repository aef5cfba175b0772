# SPDX-License-Identifier: MIT OR Apache-2.0
"""ROM and static RAM as the AVR benchmarks count them (avr/README.md): what a firmware
linked with a routine has beyond a baseline firmware that is the same driver around empty
functions, whose bytes, as linked, are added back. Used by runner/avr_bench.py (Grøstl)
and aes/aes_bench.py."""
import re, subprocess, sys


def tool(args):
    """Output of a binutils-avr command; a missing tool is named, with its installer."""
    try:
        return subprocess.run(args, capture_output=True, text=True, check=True).stdout
    except FileNotFoundError:
        sys.exit(f"{args[0]} not found: scripts/setup.sh avr installs it (Debian package "
                 "binutils-avr)")


def linked(elf):
    """(flash bytes, static RAM bytes, flash alignment padding) of a linked firmware: flash =
    .text (code, start-up, flash tables) + .data (its load image), RAM = .data + .bss (.noinit
    holds the driver's buffers), padding = the linker's *fill* in .text/.data (from ELF.map)."""
    out = tool(["avr-size", "-A", elf])
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


def stub_bytes(base, prefix):
    """The flash of the empty functions named prefix* that base links (from its symbols, so
    only those --gc-sections kept); none found is an error."""
    sizes = re.findall(rf"^\S+ ([0-9a-f]+) [Tt] {re.escape(prefix)}\w*$",
                       tool(["avr-nm", "-S", base]), re.M)
    if not sizes:
        sys.exit(f"{base}: no function {prefix}* linked")
    return sum(int(s, 16) for s in sizes)


def added(elf, base, prefix):
    """(static RAM, ROM, flash padding within ROM) that elf has beyond base, whose empty
    functions (named prefix*, as many as base links) are added back."""
    flash, ram, pad = linked(elf)
    flash0, ram0, pad0 = linked(base)
    return ram - ram0, flash - flash0 + stub_bytes(base, prefix), pad - pad0
