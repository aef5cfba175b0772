#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""check_no_evex - no AVX-512 instruction in a backend's machine code (ctest NAME_no_evex).

Disassembles the members of the static library that hold the backend's files and fails on
any EVEX-encoded instruction (in 64-bit mode an instruction whose opcode starts with 0x62,
after any segment or address-size prefix), any ZMM register, any opmask register k0-k7 and
any XMM or YMM register 16-31 (only EVEX reaches them). A backend for CPUs without AVX-512
(avx2_gfni) would fault there on its first such instruction.

With --control, the same check runs on other files that must hold EVEX instructions (the
avx512 backend's): finding none there fails too, so the check is seen to catch them.

  check_no_evex.py OBJDUMP LIBRARY FILE... [--control FILE...]

FILE is a source file's name (avx2_gfni.c); its object in the archive is FILE.o, or
FILE.obj where CMake names objects so (MinGW). Exit status 0 when the files are clean (and the controls are not), 1 otherwise, 2
on bad usage.
"""
import re
import subprocess
import sys

INSN = re.compile(r"^\s*[0-9a-f]+:\t((?:[0-9a-f]{2} )+)\s*\t(.*)$")
MEMBER = re.compile(r"^(\S+):\s+file format ")
EVEX_ONLY_OPERAND = re.compile(r"%zmm\d|%k[0-7]\b|%[xy]mm(1[6-9]|2\d|3[01])\b")
PREFIXES = {0x26, 0x2E, 0x36, 0x3E, 0x64, 0x65, 0x67}  # the ones EVEX may follow


def evex(raw, text):
    """Why this instruction is EVEX-only, or None."""
    code = [int(b, 16) for b in raw.split()]
    while code and code[0] in PREFIXES:
        code.pop(0)
    if code and code[0] == 0x62:
        return "EVEX prefix (0x62)"
    match = EVEX_ONLY_OPERAND.search(text)
    if match:
        return "register " + match.group(0)
    return None


def disassemble(objdump, library):
    """{member: [(raw bytes, text)]} of every member of the archive."""
    out = subprocess.run([objdump, "-d", "--insn-width=16", library], capture_output=True,
                         text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"check_no_evex: {objdump} -d {library} failed: {out.stderr.strip()}")
    members, current = {}, None
    for line in out.stdout.splitlines():
        header = MEMBER.match(line)
        if header:
            current = members.setdefault(header.group(1), [])
            continue
        insn = INSN.match(line)
        if insn and current is not None:
            current.append((insn.group(1), insn.group(2)))
    return members


def main(argv):
    if len(argv) < 4 or argv[3] == "--control":
        sys.stderr.write(__doc__.split("\n\n")[3] + "\n")
        return 2
    objdump, library, rest = argv[1], argv[2], argv[3:]
    files, controls = rest, []
    if "--control" in rest:
        at = rest.index("--control")
        files, controls = rest[:at], rest[at + 1:]
    members = disassemble(objdump, library)
    failures = 0
    for name, control in [(f, False) for f in files] + [(f, True) for f in controls]:
        code = members.get(name + ".o") or members.get(name + ".obj")
        if not code:
            print(f"FAIL {name}: no {name}.o or {name}.obj with instructions in {library}")
            failures += 1
            continue
        found = [(why, text) for raw, text in code if (why := evex(raw, text))]
        if control:
            ok = bool(found)
            print(f"{'ok  ' if ok else 'FAIL'} {name} (control): {len(found)} of {len(code)} "
                  f"instructions EVEX-only{'' if ok else ': the check finds nothing'}")
        else:
            ok = not found
            print(f"{'ok  ' if ok else 'FAIL'} {name}: {len(found)} of {len(code)} "
                  "instructions EVEX-only")
            for why, text in found[:10]:
                print(f"       {why}: {text}")
        failures += not ok
    print(f"{'PASSED' if failures == 0 else 'FAILED'}: {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
