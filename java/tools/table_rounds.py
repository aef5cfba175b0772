#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""table_rounds.py - writes java/src/main/java/invalid/groestl/TableRounds.java, the rounds of
the table engine (TableEngine) written out, one method per set of row shifts.

A round reads the state's column words from one array and writes the next state's to another,
one output column at a time: out[j] = XOR over rows r of T[r][byte r of in[(j + shift[r]) mod n]]
^ k[j], where k is the next round's constant. Each look-up reads its column from the input
array again, and each column is stored before the next is computed: C2 cannot tell the two arrays
apart, so it keeps that order and needs only a few registers (a column's sources as locals, or
a helper method that C2 may or may not inline, made it spill; docs/BENCHMARKS.md, section Java).

The shifts are read from GROESTL_SHIFTS_INIT in src/groestl_impl.h.

  java/tools/table_rounds.py          write TableRounds.java
  java/tools/table_rounds.py --check  exit 1 if TableRounds.java differs from what it would write
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(TOP, 'java', 'src', 'main', 'java', 'invalid', 'groestl', 'TableRounds.java')
HEADER = os.path.join(TOP, 'src', 'groestl_impl.h')


def shift_sets():
    """The distinct (columns, shifts) of GROESTL_SHIFTS_INIT, with who uses them."""
    text = open(HEADER, encoding='utf-8').read()
    m = re.search(r'#define GROESTL_SHIFTS_INIT((?:[^\n]*\\\n)*[^\n]*)', text)
    if not m:
        sys.exit('table_rounds.py: GROESTL_SHIFTS_INIT not found in src/groestl_impl.h')
    body = re.sub(r'/\*.*?\*/', ' ', m.group(1)).replace('\\\n', ' ')
    numbers = [int(x) for x in re.findall(r'\b\d+\b', body)]
    if len(numbers) != 64:
        sys.exit('table_rounds.py: GROESTL_SHIFTS_INIT has %d numbers, not 64' % len(numbers))
    users = {}
    i = 0
    for version in ('final', 'Grøstl-0'):
        for columns in (8, 16):
            for perm in ('P', 'Q'):
                shifts = tuple(numbers[i:i + 8])
                i += 8
                users.setdefault((columns, shifts), []).append('%s %s' % (version, perm))
    return users


def name(shifts):
    return 'roundShifts' + ''.join('%X' % s for s in shifts)


def index(column, row):
    if row == 0:
        return '(int) (in[%d] & 0xff)' % column
    if row == 7:
        return '1792 + (int) (in[%d] >>> 56)' % column
    return '%d + (int) ((in[%d] >>> %d) & 0xff)' % (256 * row, column, 8 * row)


def method(columns, shifts, users):
    bits = 8 * 8 * columns
    lines = [
        '    /**',
        '     * A round of the %d-bit state whose rows shift by %s,'
        % (bits, ' '.join(str(s) for s in shifts)),
        '     * for %s.' % ', '.join(users),
        '     */',
        '    static void %s(long[] in, long[] out, long[] k) {' % name(shifts),
        '        final long[] t = TableEngine.T;',
    ]
    for j in range(columns):
        terms = ['t[%s]' % index((j + shifts[r]) % columns, r) for r in range(8)]
        lines.append('        out[%d] = %s\n                ^ k[%d];'
                     % (j, '\n                ^ '.join(terms), j))
    lines.append('    }')
    return '\n'.join(lines)


def render():
    users = shift_sets()
    methods = [method(c, s, u) for (c, s), u in sorted(users.items())]
    return '''// SPDX-License-Identifier: MIT OR Apache-2.0
// Written by java/tools/table_rounds.py from src/groestl_impl.h's shifts; do not edit.
package invalid.groestl;

/**
 * The table engine's rounds, one per set of row shifts (see {@link TableEngine}): column j of
 * the output is the XOR of the eight look-ups T[r][byte r of in[(j + shift[r]) mod columns]]
 * and k[j], the next round's constant. NOT constant-time: the look-ups are indexed by state
 * bytes.
 */
final class TableRounds {
    private TableRounds() {
    }

%s
}
''' % '\n\n'.join(methods)


def main():
    text = render()
    if sys.argv[1:] == ['--check']:
        try:
            current = open(OUT, encoding='utf-8').read()
        except OSError:
            current = None
        if current != text:
            sys.exit('table_rounds.py: %s is not what java/tools/table_rounds.py writes; run it'
                     % os.path.relpath(OUT, TOP))
        return
    if sys.argv[1:]:
        sys.exit('usage: java/tools/table_rounds.py [--check]')
    with open(OUT, 'w', encoding='utf-8') as f:
        f.write(text)


if __name__ == '__main__':
    main()
