#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""c2_code.py - what C2 compiles the engines' methods to, without hsdis: runs the C2Code
workload with -XX:CompileCommand=print (the JVM prints each compiled method's bytes when it has
no disassembler), decodes the bytes with objdump and prints, per method, the count of each
instruction (or, with --listing, every instruction).

  java/bench/c2_code.py [--listing] [--seconds N] [PATTERN]

PATTERN: the methods, as -XX:CompileCommand takes them; default the engines'
(invalid.groestl.BitslicedEngine::*, invalid.groestl.TableEngine::*,
invalid.groestl.TableRounds::*). Run java/bench/run.sh (or --quick) once first: it builds the
classes this uses (java/bench/target). x86-64 only (objdump -m i386:x86-64)."""

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def classpath():
    cp_file = os.path.join(HERE, 'target', 'classpath.txt')
    classes = os.path.join(HERE, 'target', 'classes')
    if not (os.path.exists(cp_file) and os.path.isdir(classes)):
        sys.exit('c2_code.py: java/bench/target is not built: run java/bench/run.sh --quick first')
    with open(cp_file, encoding='utf-8') as f:
        return classes + os.pathsep + f.read().strip()


def methods(text):
    """(name, start address, bytes) of each C2-compiled method the JVM printed."""
    pattern = re.compile(r'Compiled method \(c2\)[^\n]*?(\S+::\S+) \(\d+ bytes\)(.*?)\[/MachCode\]', re.S)
    for m in pattern.finditer(text):
        data = bytearray()
        start = None
        for line in m.group(2).splitlines():
            hexline = re.match(r'\s*0x([0-9a-f]+): ((?:[0-9a-f]{2,8}\s*\|?\s*)+)$', line)
            if not hexline:
                continue
            address = int(hexline.group(1), 16)
            if start is None:
                start = address
            data += b'\x90' * (address - start - len(data))  # gaps: comments between lines
            data += bytes.fromhex(re.sub(r'[\s|]', '', hexline.group(2)))
        if start is not None:
            yield m.group(1), start, bytes(data)


def disassemble(start, data):
    with tempfile.NamedTemporaryFile(suffix='.bin') as f:
        f.write(data)
        f.flush()
        out = subprocess.run(['objdump', '-D', '-b', 'binary', '-m', 'i386:x86-64',
                              '--adjust-vma=%#x' % start, f.name],
                             capture_output=True, text=True, check=True).stdout
    return [line.split('\t')[2].strip() for line in out.splitlines() if line.count('\t') >= 2]


def main():
    ap = argparse.ArgumentParser(description='C2 code of the engines, by instruction')
    ap.add_argument('--listing', action='store_true', help='every instruction, not counts')
    ap.add_argument('--seconds', type=int, default=5, help='how long the workload runs')
    ap.add_argument('pattern', nargs='*')
    args = ap.parse_args()
    for tool in ('java', 'objdump'):
        if shutil.which(tool) is None:
            sys.exit('c2_code.py: %s not found: scripts/setup.sh java installs it' % tool)
    patterns = args.pattern or ['invalid.groestl.BitslicedEngine::*', 'invalid.groestl.TableEngine::*',
                                'invalid.groestl.TableRounds::*']
    cmd = ['java', '-XX:+UnlockDiagnosticVMOptions', '-XX:CompileCommand=quiet']
    cmd += ['-XX:CompileCommand=print,' + p for p in patterns]
    cmd += ['-cp', classpath(), 'invalid.groestl.bench.C2Code', str(args.seconds)]
    text = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    found = False
    for name, start, data in methods(text):
        found = True
        code = disassemble(start, data)
        print('== %s: %d bytes, %d instructions' % (name, len(data), len(code)))
        if args.listing:
            print('\n'.join(code))
        else:
            counts = collections.Counter(i.split()[0] for i in code if i)
            print('  ' + ', '.join('%s %d' % kv for kv in counts.most_common()))
    if not found:
        sys.exit('c2_code.py: the JVM printed no C2-compiled method for %s' % ' '.join(patterns))


if __name__ == '__main__':
    main()
