#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""armv8_rounds.py - writes src/armv8_aes_rounds.h, the rounds of the armv8_aes backend as
AArch64 instructions in an order and a register allocation chosen here (GCC's own order left
LLVM's Neoverse N1 and Apple M1 models 4-6% above what the vector pipes allow). The rounds
are the ones src/armv8_aes.c describes:

  per row r: TBL (ShiftBytes and the inverse of AESE's ShiftRows; none for row FREE_ROW but
  in the last round), AESE with the round's key (the round constant);
  t_i = a_i + a_i+1, x_i = t_i + t_i+3, y_i = t_i + t_i+2 + a_i+6;
  b_i = 2·(2·x_i+3 + y_i+7) + y_i+4 with one reduction for both doublings:
  g = (x << 1) + y, red = TBL(reduction table, index (x7 x6 y7)) by USHR and SRI,
  b = (g << 1) + red + y'.

Three parts: head (TBL and AESE of the first round: no XOR, one for both forms), then in two
forms, "plain" (two-input EOR) and "sha3" (EOR3 for the three-way XORs), loop (MixBytes, a
whole round, TBL and AESE of the next: run (rounds - 2) / 2 times) and tail (MixBytes, the
last round). Rows in v0..v7 on
entry and exit of every part, the reduction table in v31; masks and keys read through the asm
operands %[m] and %[k] (128 bytes a round each; the loop advances them by two rounds).

The order: list scheduling by program position or by simulated cycles (3 vector pipes, one
of them for AESE), with a limit on the values live and a random tie-break; the ordering,
limit and seed per form and part are the ones --search found best by llvm-mca on the model
the form is for (N1: plain; M1: sha3). Registers by linear scan.

  scripts/armv8_rounds.py            write src/armv8_aes_rounds.h with the recorded choices
  scripts/armv8_rounds.py --check    exit 1 if src/armv8_aes_rounds.h differs from that
  scripts/armv8_rounds.py --search   try orderings, limits and seeds with llvm-mca-19
"""
import os
import random
import subprocess
import sys

FREE_ROW = 0
TABLE_REG = 31
# (form, part): (limit, seed), found by --search (llvm-mca 19.1.7)
CHOICES = {  # (form, part): (ordering, limit, seed), found by --search (llvm-mca 19.1.7)
    ('both', 'head'): ('position', 12, 0),
    ('plain', 'loop'): ('position', 18, 23),
    ('plain', 'tail'): ('cycles', 14, 9),
    ('sha3', 'loop'): ('eager', 12, 2),
    ('sha3', 'tail'): ('position', 12, 4),
}
MODEL_CPU = {'plain': 'neoverse-n1', 'sha3': 'apple-m1'}


class Op:
    def __init__(self, name, opc, srcs, inplace=None, imm=None, mem=None, name2=None):
        self.name, self.opc, self.srcs = name, opc, srcs
        self.inplace = inplace  # the source whose register the result overwrites
        self.imm, self.mem, self.name2 = imm, mem, name2  # name2: LDP's second register

    def outputs(self):
        return [self.name] + ([self.name2] if self.name2 else [])


def sub_bytes_ops(ops, k, last, b):
    """Appends TBL and AESE of the round whose masks and keys are at 128·k bytes from %[m]
    and %[k]; b: the rows' names on input. Returns the names of the rows after AESE."""
    P = f"S{k}."
    for r in range(0, 8, 2):
        ops.append(Op(f"{P}k{r}", 'ldp', [], mem=('k', (k * 8 + r) * 16), name2=f"{P}k{r + 1}"))
    first = 0 if last else 1  # row FREE_ROW = 0 needs a mask in the last round only
    for r in range(first, 8, 2):
        if r + 1 < 8:
            ops.append(Op(f"{P}m{r}", 'ldp', [], mem=('m', (k * 8 + r) * 16), name2=f"{P}m{r + 1}"))
        else:
            ops.append(Op(f"{P}m{r}", 'ldr', [], mem=('m', (k * 8 + r) * 16)))
    a = []
    for r in range(8):
        if r == FREE_ROW and not last:
            ops.append(Op(f"{P}a{r}", 'aese', [b[r], f"{P}k{r}"], inplace=b[r]))
        else:
            ops.append(Op(f"{P}s{r}", 'tbl', [b[r], f"{P}m{r}"]))
            ops.append(Op(f"{P}a{r}", 'aese', [f"{P}s{r}", f"{P}k{r}"], inplace=f"{P}s{r}"))
        a.append(f"{P}a{r}")
    return a


def mix_bytes_ops(ops, form, tag, a):
    """Appends MixBytes of the rows a (names); returns the names of its output rows."""
    P = f"M{tag}."
    t = [f"{P}t{i}" for i in range(8)]
    x = [f"{P}x{i}" for i in range(8)]
    y = [f"{P}y{i}" for i in range(8)]
    for i in range(8):
        ops.append(Op(t[i], 'eor', [a[i], a[(i + 1) % 8]]))
    for i in range(8):
        ops.append(Op(x[i], 'eor', [t[i], t[(i + 3) % 8]]))
        if form == 'sha3':
            ops.append(Op(y[i], 'eor3', [t[i], t[(i + 2) % 8], a[(i + 6) % 8]]))
        else:
            ops.append(Op(y[i] + 'p', 'eor', [t[i], t[(i + 2) % 8]]))
            ops.append(Op(y[i], 'eor', [y[i] + 'p', a[(i + 6) % 8]]))
    out = []
    for i in range(8):
        X, Y, A = x[(i + 3) % 8], y[(i + 7) % 8], y[(i + 4) % 8]
        p = f"{P}b{i}."
        ops.append(Op(p + 'd', 'add', [X, X]))                    # x << 1
        ops.append(Op(p + 'g', 'eor', [p + 'd', Y]))              # g = (x << 1) + y
        ops.append(Op(p + 'i', 'ushr', [X], imm=5))               # x7 x6 x5 in bits 2-0
        ops.append(Op(p + 'j', 'sri', [p + 'i', Y], inplace=p + 'i', imm=7))  # x7 x6 y7
        ops.append(Op(p + 'red', 'tblt', ['table', p + 'j']))     # x7·0x36 + (x6 + y7)·0x1b
        ops.append(Op(p + 'g2', 'add', [p + 'g', p + 'g']))       # g << 1
        if form == 'sha3':
            ops.append(Op(f"{P}b{i}", 'eor3', [p + 'g2', p + 'red', A]))
        else:
            ops.append(Op(p + 'e', 'eor', [p + 'g2', p + 'red']))
            ops.append(Op(f"{P}b{i}", 'eor', [p + 'e', A]))
        out.append(f"{P}b{i}")
    return out


def part_ops(form, part):
    """head: the first round's TBL and AESE. loop: MixBytes of that round, the next round,
    TBL and AESE of the one after (%[m], %[k] at the first). tail: MixBytes, the last round."""
    ops = []
    rows = [f"in{r}" for r in range(8)]
    if part == 'head':
        return ops, sub_bytes_ops(ops, 0, False, rows)
    rows = mix_bytes_ops(ops, form, 0, rows)
    rows = sub_bytes_ops(ops, 1, part == 'tail', rows)
    rows = mix_bytes_ops(ops, form, 1, rows)
    if part == 'loop':
        rows = sub_bytes_ops(ops, 2, False, rows)
    return ops, rows


def graph(ops):
    """The op writing each value, and the ops reading it."""
    prod = {n: o for o in ops for n in o.outputs()}
    users = {n: [] for n in prod}
    for o in ops:
        for s in o.srcs:
            if s in prod:
                users[s].append(o)
    return prod, users


def live_change(o, prod, uses_left):
    """How many more values are live after o: its outputs (none if it works in place), less
    the sources it reads for the last time."""
    grows = 0 if o.inplace else len(o.outputs())
    frees = sum(1 for s in set(o.srcs) if s in prod and s != o.inplace
                and uses_left[s] == o.srcs.count(s))
    return grows - frees


def schedule(ops, seed, limit):
    """Program-position list scheduling, jittered by seed, at most about `limit` values live
    beside the rows and the table."""
    prod, users = graph(ops)
    rnd = random.Random(seed)
    jit = {o.name: (rnd.random() * 30 if seed else 0) for o in ops}
    pos = {o.name: i for i, o in enumerate(ops)}
    uses_left = {n: sum(u.srcs.count(n) for u in users[n]) for n in prod}
    done, order, live, todo = set(), [], 0, list(ops)

    delta = lambda o: live_change(o, prod, uses_left)

    while todo:
        cands = [o for o in todo if all(s not in prod or s in done for s in o.srcs)]
        cands.sort(key=lambda o: pos[o.name] + jit[o.name])
        pick = next((o for o in cands if live + delta(o) <= limit or delta(o) <= 0), None)
        if pick is None:
            pick = min(cands, key=delta)
        live += delta(pick)
        for s in pick.srcs:
            if s in uses_left:
                uses_left[s] -= 1
        done.update(pick.outputs())
        order.append(pick)
        todo.remove(pick)
    return order


def schedule_eager(ops, seed, limit):
    """As schedule(), but each TBL and AESE placed right after what it reads (jittered): a
    row's next round starts as soon as its b is there, so that the AESEs of a round, which
    the M1 model issues one a cycle, spread over the end of the round before."""
    prod, _ = graph(ops)
    rnd = random.Random(seed)
    at = {}
    for i, o in enumerate(ops):
        at[o.name] = i
        if o.opc in ('tbl', 'aese'):
            after = [at[prod[s].name] for s in o.srcs
                     if s in prod and prod[s].opc not in ('ldp', 'ldr')]
            if after:
                at[o.name] = max(after) + 0.5
        at[o.name] += rnd.random() * 5 if seed else 0
    return schedule(sorted(ops, key=lambda o: at[o.name]), 0, limit)


def schedule_cycles(ops, seed, limit, pipes=3, lead=12):
    """Cycle-by-cycle list scheduling for `pipes` vector pipes of which one runs AESE (the
    M1 model's shape), longest path first (jittered by seed), with the same pressure limit."""
    prod, users = graph(ops)
    lat = lambda o: 4 if o.opc in ('ldp', 'ldr') else 2
    cp = {}
    for o in reversed(ops):
        cp[o.name] = lat(o) + max([cp[u.name] for n in o.outputs() for u in users[n]], default=0)
    rnd = random.Random(seed)
    jit = {o.name: (rnd.random() * 4 if seed else 0) for o in ops}
    uses_left = {n: sum(u.srcs.count(n) for u in users[n]) for n in prod}
    ready_at, order, live, todo, cycle, idle = {}, [], 0, list(ops), 0, 0

    delta = lambda o: live_change(o, prod, uses_left)

    loads = [o for o in todo if o.opc in ('ldp', 'ldr')]
    for o in loads:  # placed afterwards, `lead` instructions before their first use
        todo.remove(o)
        for n in o.outputs():
            ready_at[n] = 0
            uses_left[n] = 0
    while todo:
        vec, aes, mem = pipes, 1, 2
        cands = [o for o in todo if all(s not in prod or ready_at.get(s, 1 << 30) <= cycle
                                        for s in o.srcs)]
        cands.sort(key=lambda o: -(cp[o.name] + jit[o.name]))
        issued = 0
        for o in cands:
            if live + delta(o) > limit and delta(o) > 0 and idle < 3:
                continue
            if o.opc in ('ldp', 'ldr'):
                if not mem:
                    continue
                mem -= 1
            elif o.opc == 'aese':
                if not (vec and aes):
                    continue
                vec, aes = vec - 1, aes - 1
            else:
                if not vec:
                    continue
                vec -= 1
            live += delta(o)
            for s in o.srcs:
                if s in uses_left:
                    uses_left[s] -= 1
            for n in o.outputs():
                ready_at[n] = cycle + lat(o)
            order.append(o)
            todo.remove(o)
            issued += 1
        idle = 0 if issued else idle + 1
        cycle += 1
    for o in sorted(loads, key=lambda o: -min(i for i, u in enumerate(order)
                                              if set(o.outputs()) & set(u.srcs))):
        first = min(i for i, u in enumerate(order) if set(o.outputs()) & set(u.srcs))
        order.insert(max(0, first - lead), o)
    return order


def allocate(order, outs):
    """Registers by linear scan: rows in v0..v7 on entry and on exit, the table in v31.
    A row's register, free after its input is read, may hold a value that dies before the
    row's output is written. Returns the instructions."""
    last = {}
    for i, o in enumerate(order):
        for s in o.srcs:
            last[s] = i
    rows = list(range(8))
    reg = {f"in{r}": r for r in rows}
    reg['table'] = TABLE_REG
    # An output, and the values it overwrites in place (TBL, then AESE), live in its row's
    # register; out_at: where that register is taken for good.
    producer = {o.name: o for o in order}
    pinned, out_at = {}, {}
    for r, n in enumerate(outs):
        while True:
            pinned[n] = r
            o = producer.get(n)
            if o is None or not o.inplace:
                break
            n = o.inplace
    for i, o in enumerate(order):
        if o.name in pinned:
            out_at.setdefault(pinned[o.name], i)
    for r in rows:
        out_at.setdefault(r, -1)  # the input itself runs into the output
    avail = [r for r in range(32) if r not in rows and r != TABLE_REG]
    rows_free = set()

    def release(name, i):
        if name in reg and name != 'table' and last.get(name, -1) <= i:
            r = reg.pop(name)
            (rows_free.add if r in rows else avail.append)(r)

    def take(name, i):
        if name in pinned:
            r = pinned[name]
            if r not in rows_free:
                raise RuntimeError(f"v{r} busy for {name}")
            rows_free.discard(r)
            return r
        end = last.get(name, i)
        borrow = [r for r in sorted(rows_free) if out_at[r] > end]
        if borrow:
            rows_free.discard(borrow[0])
            return borrow[0]
        if not avail:
            raise RuntimeError(f"out of registers at {name}")
        return avail.pop(0)

    lines = []
    v = lambda r: f"v{r}.16b"
    for i, o in enumerate(order):
        if o.inplace:
            assert last[o.inplace] == i, (o.name, o.inplace)
            d = reg.pop(o.inplace)
            srcs = [reg[s] for s in o.srcs if s != o.inplace]
            for s in o.srcs:
                if s != o.inplace:
                    release(s, i)
        else:
            srcs = [reg[s] for s in o.srcs]
            for s in dict.fromkeys(o.srcs):  # in order: the registers freed, deterministic
                release(s, i)
            d = take(o.name, i)
        reg[o.name] = d
        if o.opc == 'ldp':
            d2 = take(o.name2, i)
            reg[o.name2] = d2
            lines.append(f"ldp q{d}, q{d2}, [%[{o.mem[0]}], #{o.mem[1]}]")
        elif o.opc == 'ldr':
            lines.append(f"ldr q{d}, [%[{o.mem[0]}], #{o.mem[1]}]")
        elif o.opc == 'aese':
            lines.append(f"aese {v(d)}, {v(srcs[0])}")
        elif o.opc in ('tbl', 'tblt'):
            table, index = (srcs[0], srcs[1]) if o.opc == 'tbl' else (srcs[0], srcs[1])
            lines.append(f"tbl {v(d)}, {{ {v(table)} }}, {v(index)}")
        elif o.opc == 'sri':
            lines.append(f"sri {v(d)}, {v(srcs[0])}, #{o.imm}")
        elif o.opc == 'ushr':
            lines.append(f"ushr {v(d)}, {v(srcs[0])}, #{o.imm}")
        elif o.opc == 'eor3':
            lines.append(f"eor3 {v(d)}, {v(srcs[0])}, {v(srcs[1])}, {v(srcs[2])}")
        else:
            lines.append(f"{o.opc} {v(d)}, {v(srcs[0])}, {v(srcs[1])}")
    for r, n in enumerate(outs):
        assert reg[n] == r
    return lines


def instructions(form, part, limit, seed, how='position'):
    ops, outs = part_ops(form, part)
    order = {'position': schedule, 'eager': schedule_eager,
             'cycles': schedule_cycles}[how](ops, seed, limit)
    return allocate(order, outs)


def model_cycles(lines, cpu):
    """llvm-mca's cycles for one pass of the loop body (two rounds)."""
    body = "\n".join("\t" + l.replace('%[m]', 'x1').replace('%[k]', 'x2') for l in lines)
    src = (".L1:\n" + body + "\n\tadd x1, x1, #256\n\tadd x2, x2, #256\n"
           "\tsubs x4, x4, #1\n\tb.ne .L1\n")
    out = subprocess.run(['llvm-mca-19', '-mtriple=aarch64', f'-mcpu={cpu}',
                          '-mattr=+aes,+sha3', '-iterations=300', '-'],
                         input=src, capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith('Total Cycles:'):
            return int(line.split()[2]) / 300
    raise RuntimeError(out)


def permutation_cycles(form, tail):
    """llvm-mca's cycles for a whole 10-round permutation, back to back: head, 4 loops, tail."""
    choice = lambda p: CHOICES[('both' if p == 'head' else form, p)]
    parts = {p: instructions(form, p, choice(p)[1], choice(p)[2], choice(p)[0])
             for p in ('head', 'loop')}
    seq = parts['head'] + (parts['loop'] + ["add %[m], %[m], #256", "add %[k], %[k], #256"]) * 4
    seq = [l.replace('%[m]', 'x1').replace('%[k]', 'x2') for l in seq + tail]
    out = subprocess.run(['llvm-mca-19', '-mtriple=aarch64', f'-mcpu={MODEL_CPU[form]}',
                          '-mattr=+aes,+sha3', '-iterations=100', '-'],
                         input="\n".join("\t" + l for l in seq) + "\n", capture_output=True,
                         text=True, check=True).stdout
    return int(out.split('Total Cycles:')[1].split()[0]) / 100


def search():
    """The loop by its own cycles; the tail by the whole permutation's, with the recorded
    head and loop (the head is 15 instructions: any order does)."""
    for form in ('plain', 'sha3'):
        for part in ('loop', 'tail'):
            best = None
            for how in ('position', 'eager', 'cycles'):
                for limit in (12, 14, 16, 18, 20):
                    for seed in range(32 if part == 'loop' else 12):
                        try:
                            lines = instructions(form, part, limit, seed, how)
                        except (RuntimeError, AssertionError):
                            continue
                        c = (model_cycles(lines, MODEL_CPU[form]) if part == 'loop'
                             else permutation_cycles(form, lines) / 5)
                        if best is None or c < best[0]:
                            best = (c, how, limit, seed)
            print(f"{form} {part}: (ordering, limit, seed) = {best[1:]}: {best[0]:.2f} cycles"
                  f" two rounds on {MODEL_CPU[form]}, {best[0] / 12.8:.3f} c/B")


def c_string(lines):
    return "".join(f'    "{l}\\n\\t" \\\n' for l in lines)


def main():
    if sys.argv[1:] == ['--search']:
        search()
        return
    check = sys.argv[1:] == ['--check']
    if sys.argv[1:] and not check:
        sys.exit("usage: armv8_rounds.py [--check | --search]")
    out = ["/* SPDX-License-Identifier: MIT OR Apache-2.0 */",
           "/* armv8_aes_rounds.h - written by scripts/armv8_rounds.py (the rounds of armv8_aes.c",
           " * as instructions: order and registers chosen there). Do not edit; run the script. */",
           "#ifndef GROESTL_ARMV8_AES_ROUNDS_H",
           "#define GROESTL_ARMV8_AES_ROUNDS_H", ""]
    for form, part, what in (('both', 'head', "TBL and AESE of the first round"),
                             ('plain', 'loop', "MixBytes, a round, TBL and AESE of the next round"),
                             ('plain', 'tail', "MixBytes, then the last round"),
                             ('sha3', 'loop', "MixBytes, a round, TBL and AESE of the next round"),
                             ('sha3', 'tail', "MixBytes, then the last round")):
        how, limit, seed = CHOICES[(form, part)]
        lines = instructions(form, part, limit, seed, how)
        name = part.upper() if form == 'both' else f"{form.upper()}_{part.upper()}"
        out.append(f"/* {form.replace('both', 'plain and sha3')}, {what}: {len(lines)} instructions */")
        out.append(f"#define GROESTL_ARMV8_{name} \\")
        out.append(c_string(lines) + '    ""')
        out.append("")
    out.append(f"#define GROESTL_ARMV8_FREE_ROW {FREE_ROW} /* the row without TBL but in the last round */")
    out.append("")
    table = [(0x36 if i & 4 else 0) ^ (0x1b if ((i >> 1) ^ i) & 1 else 0) for i in range(16)]
    out.append("/* The reduction of MixBytes' two doublings by the index (x7 x6 y7): x7·0x36 +")
    out.append(" * (x6 + y7)·0x1b (x^9 and x^8 mod x^8 + x^4 + x^3 + x + 1). */")
    out.append("#define GROESTL_ARMV8_REDUCTION_TABLE \\")
    out.append("    {" + ", ".join(f"0x{v:02x}" for v in table) + "}")
    out.append("")
    out.append("#endif")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src',
                        'armv8_aes_rounds.h')
    text = "\n".join(out) + "\n"
    if check:
        with open(path) as f:
            if f.read() != text:
                sys.exit("armv8_rounds.py: src/armv8_aes_rounds.h is not what this script writes")
        return
    with open(path, 'w') as f:
        f.write(text)


if __name__ == '__main__':
    main()
