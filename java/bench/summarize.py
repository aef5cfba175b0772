#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""summarize.py - the table of java/bench/run.sh from JMH's JSON result: per cell the median and
the minimum of the measured iterations (all forks), MB/s at the median, the ratio to sphlib's
Java Grøstl in the same run (its time divided by ours: above 1, ours is faster), the bytes
allocated per operation (JMH's -prof gc), and the issue's targets. With --write FILE, the
section "## Java" of FILE is replaced through scripts/docs_section.py."""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "scripts"))
import docs_section  # noqa: E402  (the project's one writer of docs sections)

CELLS = [  # (benchmark method, what, bytes per operation)
    ("groestl512_80B", "Grøstl-512, 80 B", 80),
    ("groestl512_1MiB", "Grøstl-512, 1 MiB", 1 << 20),
    ("groestl256_64B", "Grøstl-256, 64 B", 64),
    ("groestl256_1MiB", "Grøstl-256, 1 MiB", 1 << 20),
    ("groestlcoin_80B", "groestlcoinHash, 80 B", 80),
]
IMPLS = [
    ("ct", "ours, constant-time (default)"),
    ("tables", "ours, TABLES"),
    ("sphlib", "sphlib (saphir-hash-core 3.0.10)"),
    ("sha256", "JDK SHA-256 (for groestlcoin: twice)"),
]


def load(path):
    with open(path, encoding="utf-8") as f:
        runs = json.load(f)
    cells = {}
    for r in runs:
        method = r["benchmark"].rsplit(".", 1)[1]
        impl = r["params"]["impl"]
        raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
        alloc = r.get("secondaryMetrics", {}).get("gc.alloc.rate.norm", {}).get("score")
        cells[(method, impl)] = {"median": statistics.median(raw), "min": min(raw), "n": len(raw),
                                 "alloc": alloc, "unit": r["primaryMetric"]["scoreUnit"],
                                 "jvm": r.get("vmName", "") + " " + r.get("vmVersion", ""),
                                 "jdk": r.get("jdkVersion", "")}
    return cells


def load_cputime(paths):
    """CpuTimeBench's files, one a JVM: a cell's minimum over all, its median the median of the
    JVMs' medians (one JVM whose C2 made slower code of a peer does not move it)."""
    runs = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                method, impl, n, lo, med = line.split()
                runs.setdefault((method, impl), []).append((float(lo), float(med), int(n)))
    return {cell: {"min": min(r[0] for r in rs), "median": statistics.median(r[1] for r in rs),
                   "n": sum(r[2] for r in rs), "medians": [r[1] for r in rs]}
            for cell, rs in runs.items()}


# What the cores of the machines this was measured on issue a cycle (their documented widths):
# integer ALU operations, memory operations.
WIDTHS = {"Zen 4": (4, 3), "Zen 5": (6, 4)}
CORES = {(25, 1): "Zen 3", (25, 17): "Zen 4", (26, 2): "Zen 5"}  # (family, model) as in /proc/cpuinfo


def cpu_fields():
    fields = {}
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    break  # the first CPU's block
                key, _, value = line.partition(":")
                fields[key.strip()] = value.strip()
    except OSError:
        pass
    return fields


def core_name():
    fields = cpu_fields()
    try:
        return CORES.get((int(fields["cpu family"]), int(fields["model"])))
    except (KeyError, ValueError):
        return None


def machine():
    fields = cpu_fields()
    model = fields.get("model name") or platform.processor()
    if "cpu family" in fields and "model" in fields:
        core = core_name()
        model += f" (family {fields['cpu family']}, model {fields['model']}" + (f": {core})" if core else ")")
    return f"{model}, {os.cpu_count()} logical CPUs, Linux {platform.release()}"


def fmt_ns(ns):
    return f"{ns:,.0f}" if ns >= 100 else f"{ns:.1f}"


def table(cells, alloc):
    out = ["| message | implementation | median ns/op | min ns/op | MB/s (median) | vs sphlib |"
           + (" allocated B/op |" if alloc else ""),
           "| --- | --- | ---: | ---: | ---: | ---: |" + (" ---: |" if alloc else "")]
    for method, what, size in CELLS:
        peer = cells.get((method, "sphlib"))
        for impl, name in IMPLS:
            c = cells.get((method, impl))
            if c is None:
                continue
            mbs = size / c["median"] * 1e3
            ratio = ""
            if peer and impl in ("ct", "tables"):
                ratio = f"{peer['median'] / c['median']:.2f} / {peer['min'] / c['min']:.2f}"
            row = f"| {what} | {name} | {fmt_ns(c['median'])} | {fmt_ns(c['min'])} | {mbs:.1f} | {ratio} |"
            if alloc:
                row += "" if c.get("alloc") is None else f" {c['alloc']:.1f} |"
            out.append(row)
    out.append("")
    return out


def render(cells, cputime, args):
    jvm = next(iter(cells.values()))
    out = ["## Java", ""]
    out.append("Command, from the top of a clone (it installs the jar from `java/` into Maven's local "
               "repository `java/build/m2`, builds the JMH project `java/bench/` against it and "
               "`de.sfuhrm:saphir-hash-core` 3.0.10 from Maven Central, and runs every cell in one "
               "session):")
    out += ["", "```sh", args.command, "```", ""]
    out.append(f"Machine: {machine()}, shared with other builds; {jvm['jvm']} (JDK {jvm['jdk']}), "
               "C2 with its defaults. JMH 1.37, `" + args.timing + " -prof gc`: average time per "
               "operation; the median and the minimum are over all measured iterations of all forks "
               f"({jvm['n']} per cell). Measured {args.started}; load average {args.load[0]} before, "
               f"{args.load[1]} after.")
    out.append("")
    out.append("An operation is one digest of the message on a digest object made beforehand (update, "
               "then digest into an existing array); groestlcoinHash is `Groestl.groestlcoinHash` "
               "(ours, default; TABLES: `groestlcoinHash(header, 0, 80, TABLES)`), sphlib's `digest(byte[])` "
               "twice and a copy of 32 bytes as Groestlcoin's Java code does it, and SHA-256 twice. "
               "vs sphlib: sphlib's time divided by ours (above 1: ours is faster), at the medians / "
               "the minimums.")
    out.append("")
    out.append("Allocated B/op is JMH's `gc.alloc.rate.norm`. On the short messages (millions of "
               "operations an iteration) it is the call's own allocation. On 1 MiB, a few dozen "
               "operations an iteration, it is mostly the JVM's and JMH's background allocation spread "
               "over them, and grows with the time an operation takes (SHA-256 shows it too).")
    out.append("")
    out += table(cells, alloc=True)
    jvms = len(args.cputime)
    spread = cputime.get(("groestl512_1MiB", "sphlib"), {}).get("medians", [])
    out.append(f"The same cells timed by the thread's CPU time (`CpuTimeBench`, in {jvms} JVMs one after "
               f"the other, each after a warm-up of 2 s of CPU time a cell: {args.rounds} rounds that "
               "time every cell once in turn, each sample a batch of about 20 ms; the minimum over all "
               "rounds, the median of the JVMs' medians, since C2's code can differ from one JVM to "
               "the next"
               + (": sphlib's Grøstl-512 of 1 MiB, medians " + ", ".join(f"{m / 1e6:.2f}" for m in spread)
                  + " ms" if len(spread) > 1 else "")
               + "). The time the thread "
               "spends switched out, which the other work on this shared machine causes, does not count "
               "here; it does in JMH's figures above.")
    out.append("")
    out += table(cputime, alloc=False)

    def ratio(source, method, impl):
        c, p = source.get((method, impl)), source.get((method, "sphlib"))
        return None if not c or not p else (p["median"] / c["median"], p["min"] / c["min"])

    out.append("Against the targets of the issue (JDK 17, each column one run; ratio at the medians / "
               "at the minimums):")
    out.append("")
    out.append("| target | wanted | JMH | thread CPU time | met |")
    out.append("| --- | ---: | ---: | ---: | --- |")
    for label, method, impl, want in [
        ("constant-time default, Grøstl-512 1 MiB, vs sphlib", "groestl512_1MiB", "ct", 1.0),
        ("TABLES, Grøstl-512 1 MiB, vs sphlib", "groestl512_1MiB", "tables", 2.0),
        ("groestlcoinHash 80 B, default, vs sphlib", "groestlcoin_80B", "ct", 1.5),
    ]:
        r, q = ratio(cells, method, impl), ratio(cputime, method, impl)
        if r and q:
            met = "yes" if r[0] >= want and q[0] >= want else "no"
            out.append(f"| {label} | ≥ {want:g}× | {r[0]:.2f}× / {r[1]:.2f}× | {q[0]:.2f}× / {q[1]:.2f}× | {met} |")
    # The short messages run millions of operations an iteration, so their B/op is the call's own
    # allocation; on 1 MiB (a few dozen operations an iteration) JMH's and the JVM's background
    # allocation, spread over the few operations, dominates: it grows with the time an
    # operation takes, SHA-256 and sphlib's included.
    streaming = [cells[(m, i)]["alloc"] for m in ("groestl512_80B", "groestl256_64B")
                 for i in ("ct", "tables") if (m, i) in cells and cells[(m, i)]["alloc"] is not None]
    if streaming:
        worst = max(streaming)
        out.append(f"| no allocation a call on the streaming path (update, digest into an array; "
                   f"the 80 B and 64 B cells) | 0 B/op | at most {worst:.3f} B/op | | {'yes' if worst < 1 else 'no'} |")
    out.append("")
    out += bounds(cputime, args.ghz, args.memory_rate)
    return "\n".join(out) + "\n"


# Operation counts of one round of one 1024-bit permutation, counted in the source (a model,
# not a measurement): see bounds().
CT_SBOX = 2 * (128 + 8)  # two 512-bit halves (E and O): the circuit's gates, the constant's XORs
CT_SHIFT = 8 * (2 * 7 + 5 + 3 * 7)  # per plane: E two masked steps, O one whole and three masked
CT_MIX = 8 * (11 + 12) + 12  # per plane 11 rotations and 12 XORs; the doublings' 0x1b: 12
CT_OPS_PER_ROUND = CT_SBOX + CT_SHIFT + CT_MIX
# Per output column of the table round: 8 index bytes out of column words (row 0: a mask, two
# operations; rows 1-6: a shift and a zero-extension; row 7: a shift), 8 XORs (7 look-ups, the
# constant); 8 column loads, 8 table loads, the constant's load, 1 store.
TABLE_ALU_PER_COLUMN = 2 + 6 * 2 + 1 + 8
TABLE_MEM_PER_COLUMN = 8 + 8 + 1 + 1


def memory_rate_text(rate, tb, sph):
    """The table round against the rate of memory operations this core sustains (load_rate.c's
    table round, in operations a ns), and what C2's code does short of it."""
    text = (" What stands in the way is C2's code (moves, the dependency of each column's XORs on "
            "its loads) and, below that, the memory operations themselves")
    if rate:
        best = rate * 1e3 * 128 / (28 * 16 * TABLE_MEM_PER_COLUMN)
        text += (f": the same round in C (java/bench/load_rate.c, gcc, each index byte loaded as a "
                 f"byte, {TABLE_MEM_PER_COLUMN} memory operations a column) runs {rate:.2f} memory "
                 f"operations a ns on this core, and at that rate {TABLE_MEM_PER_COLUMN} a column "
                 f"allow {best:.0f} MB/s: measured {tb:.0f} is {100 * tb / best:.0f}% of it, 2x sphlib "
                 f"{100 * 2 * sph / best:.0f}%")
    return text + (". A prototype of the Java round in that form (the state in a byte[], index bytes "
                   "loaded as bytes, columns stored by a heap ByteBuffer's putLong) ran a round 12% "
                   "faster on JDK 17 on the Zen 5 of 2026-11-28, at the C round's rate (not kept: JDK 8's heap ByteBuffer writes "
                   "a long a byte at a time, and the engine is Java 8 bytecode); variants that kept "
                   "column words in registers (two or four columns sharing them, or all 16 in "
                   "locals) were slower (C2 hoisted the loads and spilled).")


def bounds(cells, ghz, memory_rate=None):
    """What bounds the figures: operation counts against the measured times, at the widths of
    a Zen 4 and of a Zen 5 core (WIDTHS) and the core clock ghz that ClockProbe measured."""
    def mbs(method, impl):
        c = cells.get((method, impl))
        return None if c is None else (1 << 20) / c["median"] * 1e3

    def ns(method, impl):
        c = cells.get((method, impl))
        return None if c is None else c["median"]

    ct, tb, sph = mbs("groestl512_1MiB", "ct"), mbs("groestl512_1MiB", "tables"), mbs("groestl512_1MiB", "sphlib")
    coin_sph = ns("groestlcoin_80B", "sphlib")
    if None in (ct, tb, sph, coin_sph) or not ghz:
        return []
    here = core_name()
    (alu4, mem4), (alu5, mem5) = WIDTHS["Zen 4"], WIDTHS["Zen 5"]
    ct_ops_b = 28 * CT_OPS_PER_ROUND / 128
    ct_best = {w: ghz * 1e3 / (ct_ops_b / WIDTHS[w][0]) for w in WIDTHS}
    col = {w: max(TABLE_ALU_PER_COLUMN / WIDTHS[w][0], TABLE_MEM_PER_COLUMN / WIDTHS[w][1]) for w in WIDTHS}
    tb_best = {w: ghz * 1e3 * 128 / (28 * 16 * col[w]) for w in WIDTHS}
    tb_alu_best = {w: ghz * 1e3 * 128 / (28 * 16 * 22 / WIDTHS[w][0]) for w in WIDTHS}
    coin_ops = 6 * 14 * CT_OPS_PER_ROUND  # 2 compressions (P and Q) and 2 output transformations (P)
    coin_best_ns = {w: coin_ops / WIDTHS[w][0] / ghz for w in WIDTHS}

    def vs_sphlib(best):
        return (f"below sphlib's {sph:.0f} MB/s whatever the JIT makes of it" if best < sph else
                f"above sphlib's {sph:.0f} MB/s: the count alone does not rule out parity")

    out = ["What bounds them (measured figures from the thread-CPU-time table). Operation counts are "
           "from the source (a model, not measured); cycles assume the "
           f"{ghz:.2f} GHz core clock measured before the run (`ClockProbe`: a chain of dependent "
           "64-bit multiplies, 3 cycles each) and what a core issues a cycle: a Zen 4 core "
           f"{alu4} integer ALU operations and {mem4} memory operations, a Zen 5 core {alu5} and "
           f"{mem5} (their documented widths; both are given below"
           + (f", and this machine's cores are {here}" if here else "") + "). A 128-byte "
           "Grøstl-512 block is 28 rounds of a 1024-bit permutation (14 of P, 14 of Q).", ""]
    out.append(f"- Constant-time: a round is {CT_OPS_PER_ROUND} long operations: SubBytes and "
               f"AddRoundConstant {CT_SBOX} (the circuit's 128 gates and 8 XORs for each of E and O), "
               f"ShiftBytes {CT_SHIFT} (per plane, rows in 16-bit fields: two masked 7-operation "
               "rotation steps on E, one 5-operation step that moves every row and three masked ones "
               f"on O), MixBytes {CT_MIX} (11 rotations and 12 XORs a plane, 12 for the doublings). "
               f"That is {ct_ops_b:.0f} operations a byte: at {alu4} a cycle (Zen 4) at least "
               f"{ct_ops_b / alu4:.1f} core cycles a byte, {ct_best['Zen 4']:.0f} MB/s at best, "
               f"{vs_sphlib(ct_best['Zen 4'])}; at {alu5} a cycle (Zen 5) {ct_ops_b / alu5:.1f}, "
               f"{ct_best['Zen 5']:.0f} MB/s at best, {vs_sphlib(ct_best['Zen 5'])}. "
               f"The measured {ct:.0f} MB/s is {ghz * 1e3 / ct:.0f} cycles a byte, "
               f"{ct_ops_b / (ghz * 1e3 / ct):.1f} of these operations a cycle: C2 emits one instruction "
               "per operation (rorx for the rotations, the masks as memory operands; "
               "java/bench/c2_code.py counts them), plus moves, "
               "because x86-64's AND, OR and XOR overwrite an operand, and spills, because the S-box "
               "circuit keeps about 25 values live, more than the 16 general registers. ShiftBytes is "
               f"{100 * CT_SHIFT / CT_OPS_PER_ROUND:.0f}% of the operations: a row rotates within its "
               "field by its own amount, in masked steps, where a byte shuffle (PSHUFB, TBL) would take "
               "one; Java 8 has none. Layouts counted but not kept: the earlier one (columns 0-7 and "
               "8-15 in two longs, rows in bytes) takes 46 operations a plane for ShiftBytes and 14 "
               "rotations for MixBytes, 860 a round; columns in bytes and rows in bits make "
               "ShiftBytes 12 operations a long but every row rotation of MixBytes 5.")
    out.append("- C2's auto-vectorization (SuperWord) does not apply. JDK 17 vectorizes a counted "
               "loop over arrays whose body is small (about 60 nodes of long operations) and whose "
               "trip count is large: P's 1024-bit state has 2 longs a plane (P and Q together 4), a "
               "loop over so few lanes is unrolled into scalar code or runs mostly in its scalar "
               "pre- and post-loops, and one S-box (128 gates) is far over the size. Prototypes "
               "that computed Q for a batch of blocks in int lanes (the S-box split into loops small "
               "enough to vectorize, the intermediate values in arrays) were slower than the scalar "
               "S-box (not committed).")

    def bound_by(w):
        alu, mem = WIDTHS[w]
        return "the ALU operations" if TABLE_ALU_PER_COLUMN / alu >= TABLE_MEM_PER_COLUMN / mem else "the memory operations"

    def room(w):
        return (f"at {w}'s widths, with every column word kept in registers, the ALU operations alone "
                f"(at least 22 a column) allow {tb_alu_best[w]:.0f} MB/s"
                + (", short of it" if tb_alu_best[w] < 2 * sph else ", so the count leaves room for it"))

    out.append(f"- Tables: a round is 16 output columns of 8 look-ups. Per column (C2's code, one "
               "instruction per operation, as c2_code.py shows): 8 index bytes taken out of column words (a shift and a "
               "zero-extension for rows 1-6, one operation for row 7, two for row 0), 8 XORs (7 with "
               f"table entries as memory operands, 1 with the next round's constant): {TABLE_ALU_PER_COLUMN} "
               f"ALU operations; 8 loads of column words, 8 of table entries, 1 of the constant and 1 "
               f"store: {TABLE_MEM_PER_COLUMN} memory operations. That is about {col['Zen 4']:.1f} cycles "
               f"a column at Zen 4's widths ({bound_by('Zen 4')} bound it), {tb_best['Zen 4']:.0f} MB/s, "
               f"and {col['Zen 5']:.1f} at Zen 5's ({bound_by('Zen 5')}), {tb_best['Zen 5']:.0f} MB/s; "
               f"measured {tb:.0f} MB/s. 2x sphlib is {2 * sph:.0f} MB/s in this run: {room('Zen 4')}; "
               f"{room('Zen 5')}." + memory_rate_text(memory_rate, tb, sph))
    reach = [w for w in WIDTHS if coin_best_ns[w] <= coin_sph / 1.5]
    out.append(f"- groestlcoinHash of 80 bytes is 2 compressions and 2 output transformations of "
               f"Grøstl-512: 84 rounds, {coin_ops} operations in the constant-time engine, at least "
               f"{coin_best_ns['Zen 4']:,.0f} ns at {alu4} a cycle (Zen 4) and {coin_best_ns['Zen 5']:,.0f} ns "
               f"at {alu5} (Zen 5) against sphlib's {coin_sph:,.0f} ns in this run: 1.5x (at most "
               f"{coin_sph / 1.5:,.0f} ns) is "
               + ("out of reach by count on either" if not reach else
                  "within the count only at " + " and ".join(f"{w}'s widths" for w in reach))
               + "; its ratio follows the 1 MiB one, less a call's fixed costs (ours makes a new "
               "digest object a call; sphlib's peer code allocates its digests' results).")
    out.append(f"- sphlib's Java Grøstl-512 runs at {sph:.0f} MB/s in this run: the peer is itself a "
               "table implementation with 64-bit tables (as the C library's tables64), no slow "
               "baseline.")
    out.append("")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", required=True)
    ap.add_argument("--cputime", nargs="+", required=True, help="CpuTimeBench's files, one a JVM")
    ap.add_argument("--rounds", required=True)
    ap.add_argument("--command", required=True)
    ap.add_argument("--timing", required=True)
    ap.add_argument("--started", required=True)
    ap.add_argument("--load", nargs=2, required=True)
    ap.add_argument("--ghz", type=float, help="the core clock (ClockProbe)")
    ap.add_argument("--memory-rate", type=float,
                    help="memory operations a ns of load_rate.c's table round")
    ap.add_argument("--write")
    args = ap.parse_args()
    section = render(load(args.json), load_cputime(args.cputime), args)
    print(section)
    if args.write:
        docs_section.replace(args.write, "Java", section)
        print(f"summarize.py: wrote the section 'Java' of {args.write}")


if __name__ == "__main__":
    main()
