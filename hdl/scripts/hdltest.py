#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""hdltest.py - the RTL tests (scripts/test.sh runs them; so does `make -C hdl test`).

  1. verilator --lint-only -Wall on every module (each core in several variants); and the
     scripts run without their tools (an empty PATH) must name the missing one and
     scripts/setup.sh, without a traceback;
  2. the module benches under Icarus Verilog: S-box logic and ROM against the table of
     src/groestl_sbox.h, MixBytes against its definition, the stream front end (padding,
     block count, block buffer) against a model;
  3. the cores, compiled with Verilator, fast and compact for Grøstl-224/256/384/512 and
     Grøstl-0-256/512, fast2 for Grøstl-256/512 and Grøstl-0-256 (its datapath is fast's,
     tested in all six): every byte-aligned entry of the ShortMsgKAT and BitMsgKAT files
     of kat/, and random messages whose digests groestlsum (the C library) computes, with
     random gaps on tvalid and digest_ready (and none, for back-to-back messages), resets
     in the middle of messages, and beats with a bad tkeep; fast2 with two streams at
     once, each with its own gaps, the messages shared out between them at random.
Exits non-zero on the first failure.
"""
import argparse
import concurrent.futures
import os
import random
import subprocess
import sys
import tempfile
import time

import hdlcommon as hc

CONFIGS = [("final", 224), ("final", 256), ("final", 384), ("final", 512),
           ("groestl0", 256), ("groestl0", 512)]
CORE_CONFIGS = {"fast2": [("final", 256), ("final", 512), ("groestl0", 256)]}

# Lint tops: (top module, parameters). Each core in both widths and both versions.
LINT = [("groestl_sbox", {}), ("groestl_sbox_inverse", {}), ("groestl_gf16_norm", {}),
        ("groestl_gf16_mul", {}), ("groestl_fast_feed", {"BITS": 512}), ("groestl_sbox_rom", {}),
        ("groestl_ram", {}),
        ("groestl_mix_column", {}), ("groestl_pad", {"COLS": 8}), ("groestl_pad", {"COLS": 16}),
        ("groestl_block_buffer", {"COLS": 8}), ("groestl_block_buffer", {"COLS": 16}),
        ("groestl_front", {"COLS": 8}), ("groestl_front", {"COLS": 16}),
        ("groestl_round_linear", {"COLS": 8}), ("groestl_round_linear", {"COLS": 16, "PERM_Q": 1}),
        ("groestl_round", {"COLS": 8, "PERM_Q": 1}), ("groestl_round", {"COLS": 16})]
for _core in ("groestl_fast", "groestl_compact", "groestl_fast2"):
    for _bits, _v0 in ((224, 0), (256, 1), (384, 0), (512, 1)):
        LINT.append((_core, {"DIGEST_BITS": _bits, "GROESTL0": _v0}))
LINT += [("groestl_synth_top", {"CORE": 0}), ("groestl_synth_top", {"CORE": 1}),
         ("groestl_synth_top", {"CORE": 2})]
# Parameters every core must refuse at elaboration, and the module name that says why.
BAD_PARAMS = [({"DIGEST_BITS": 12}, "DIGEST_BITS_must_be_8_to_512_in_steps_of_8"),
              ({"DIGEST_BITS": 520}, "DIGEST_BITS_must_be_8_to_512_in_steps_of_8"),
              ({"DIGEST_BITS": 0}, "DIGEST_BITS_must_be_8_to_512_in_steps_of_8"),
              ({"GROESTL0": 2}, "GROESTL0_must_be_0_or_1")]

MODULE_BENCHES = [
    ("tb_groestl_sbox", ["groestl_sbox.v", "groestl_sbox_inverse.v", "groestl_gf16_norm.v",
                         "groestl_gf16_mul.v", "groestl_sbox_rom.v"], {}),
    ("tb_groestl_mix_column", ["groestl_mix_column.v"], {}),
    ("tb_groestl_pad", ["groestl_pad.v", "groestl_block_buffer.v", "groestl_front.v"],
     {"COLS": 8}),
    ("tb_groestl_pad", ["groestl_pad.v", "groestl_block_buffer.v", "groestl_front.v"],
     {"COLS": 16}),
]


def lint():
    hc.need("verilator")
    rtl = [os.path.join(hc.RTL, f) for f in sorted(os.listdir(hc.RTL)) if f.endswith(".v")]
    rtl.append(os.path.join(hc.HDL, "synth", "groestl_synth_top.v"))
    for top, params in LINT:
        cmd = ["verilator", "--lint-only", "-Wall", "-I" + hc.RTL, "--top-module", top]
        cmd += [f"-G{k}={v}" for k, v in params.items()] + rtl
        hc.run(cmd)
    for core in ("groestl_fast", "groestl_compact", "groestl_fast2"):
        for params, name in BAD_PARAMS:
            cmd = ["verilator", "--lint-only", "-Wall", "-I" + hc.RTL, "--top-module", core]
            cmd += [f"-G{k}={v}" for k, v in params.items()] + rtl
            proc = hc.capture(cmd)
            if proc.returncode == 0 or name not in proc.stdout:
                sys.exit(f"{proc.stdout}\nFAILED: {core} {params} elaborated (or without "
                         f"naming {name})")
    print(f"lint: {len(LINT)} module variants clean under verilator --lint-only -Wall; "
          f"{3 * len(BAD_PARAMS)} bad parameter sets refused")


def module_benches(build, sbox_file):
    hc.need(*hc.ICARUS)
    for tb, sources, params in MODULE_BENCHES:
        if tb == "tb_groestl_sbox":
            params = dict(params, SBOX_FILE=f'"{sbox_file}"')
        image = os.path.join(build, tb + "".join(f"_{v}" for v in params.values()
                                                 if isinstance(v, int)) + ".vvp")
        cmd = ["iverilog", "-g2005", "-Wall", "-I", hc.RTL, "-o", image]
        cmd += [a for k, v in params.items() for a in ("-P", f"{tb}.{k}={v}")]
        cmd += [os.path.join(hc.TB, tb + ".v")] + [os.path.join(hc.RTL, s) for s in sources]
        hc.run(cmd)
        proc = hc.capture(["vvp", "-n", image])
        lines = proc.stdout.strip().splitlines()
        if proc.returncode != 0 or not lines or not lines[-1].startswith("PASS"):
            sys.exit(f"{proc.stdout}\nFAILED: {tb} {params}")
        print(f"{tb}: {lines[-1]}")


def missing_tool_messages(build):
    """The scripts, run as a new user would on a machine without the tools (PATH an empty
    folder; synth.py's --tools an empty folder), must each stop with one line naming the
    missing tool and what installs it: a non-zero exit status and no Python traceback."""
    empty = os.path.join(build, "no-tools")
    os.makedirs(empty, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    bare = dict(os.environ, PATH=empty)
    cases = [  # (script and arguments, environment, what the message must name)
        (["hdltest.py", "--lint-only", "--build", build], bare, ["verilator", "setup.sh hdl"]),
        (["hdltest.py", "--units-only", "--build", build], bare, ["iverilog", "setup.sh hdl"]),
        (["rtlsum.py", "fast", os.path.abspath(__file__)], bare, ["verilator", "setup.sh hdl"]),
        (["synth.py", "--only", "compact_256_ice40"], bare, ["verilator", "setup.sh hdl"]),
        (["synth.py", "--tools", empty, "--only", "compact_256_ice40"], os.environ,
         [os.path.join(empty, "yosys"), "--tools"]),
    ]
    for args, env, words in cases:
        proc = subprocess.run([sys.executable, os.path.join(here, args[0]), *args[1:]], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = proc.stdout.strip().splitlines()
        if (proc.returncode == 0 or "Traceback" in proc.stdout or not lines or
                not all(w in lines[-1] for w in words)):
            sys.exit(f"{proc.stdout}\nFAILED: {' '.join(args)} without its tools: exit status "
                     f"{proc.returncode}; its last line must name {' and '.join(words)}")
    print(f"tools: {len(cases)} script runs without their tools each named the missing one "
          "and what installs it")


def random_lengths(rng, block, count):
    """Lengths around the padding's edge cases and block boundaries, then random ones."""
    edges = [0, 1, 7, 8, 9]
    for k in (1, 2, 3):
        edges += [k * block - d for d in (10, 9, 8, 1)] + [k * block, k * block + 1]
    lengths = [n for n in edges if n >= 0]
    while len(lengths) < count - 2:
        lengths.append(rng.randrange(0, 12 * block))
    lengths += [rng.randrange(40 * block, 60 * block), rng.randrange(256 * block, 270 * block)]
    return lengths


def groestlsum_digests(groestlsum, bits, groestl0, messages, tmp):
    paths = []
    for i, msg in enumerate(messages):
        path = os.path.join(tmp, f"m{i}")
        with open(path, "wb") as f:
            f.write(msg)
        paths.append(path)
    cmd = [groestlsum, "-a", str(bits)] + (["--v0"] if groestl0 else []) + paths
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
    digests = [bytes.fromhex(line.split()[0]) for line in out.splitlines()]
    if len(digests) != len(messages):
        sys.exit(f"FAILED: groestlsum gave {len(digests)} digests for {len(messages)} files")
    return digests


def write_vectors(paths, version, bits, args, seed):
    """KAT entries and random messages, in a shuffled order, as the bench reads them: one
    file per input stream of the core (paths). With two streams, each message goes to one
    of them at random, the back-to-back run goes to both at once, and the resets to
    stream 0 (the bench pauses stream 1 for them)."""
    rng = random.Random(seed)
    two = len(paths) == 2
    kat = [f"ShortMsgKAT_{bits}.txt"] + ([f"BitMsgKAT_{bits}.txt"] if version == "final" else [])
    cases = []
    for name in kat:
        for length, msg, digest in hc.read_kat(os.path.join(args.kat, version, name)):
            if length % 8 == 0:
                cases.append((msg, digest))
    block = 128 if bits > 256 else 64
    lengths = random_lengths(rng, block, args.random)
    if version == "final" and bits == 256:
        # 65536 blocks and the padding: the block count's carries reach its third byte.
        lengths.append(65536 * block)
    messages = [rng.randbytes(n) for n in lengths]
    with tempfile.TemporaryDirectory() as tmp:
        digests = groestlsum_digests(args.groestlsum, bits, version == "groestl0", messages, tmp)
    randoms = list(zip(messages, digests))
    kat_count = len(cases)
    cases += randoms
    rng.shuffle(cases)
    streams = [[], []]
    if two and version == "final" and bits == 256:
        # The long message first on stream 1, while stream 0 goes on with the others.
        longest = max(cases, key=lambda c: len(c[0]))
        cases.remove(longest)
        streams[1].append(hc.vector_record(*longest, bits, stall=10))

    def anywhere():
        return streams[rng.randrange(2) if two else 0]

    for msg, digest in cases:
        anywhere().append(hc.vector_record(msg, digest, bits,
                                           stall=rng.choice([0, 0, 10, 30, 60])))
    # A run of messages without gaps: back to back, as fast as the core takes them (on
    # both streams at once).
    for stream in streams[:1 + two]:
        for msg, digest in rng.sample(randoms[:12], 12):
            stream.append(hc.vector_record(msg, digest, bits, stall=0))
    # Short messages arriving fast while digest_ready is mostly low: the core must hold
    # each digest until it is taken, and stop rather than overwrite it.
    short = [c for c in randoms if len(c[0]) < block]
    for msg, digest in short[:10]:
        anywhere().append(hc.vector_record(msg, digest, bits, stall=0, out_stall=97))
    # Resets in the middle of messages, and beats whose tkeep breaks the rules.
    multi = [c for c in randoms if len(c[0]) > 24]
    # (With two streams, in the last third of stream 0's list: stream 0 waits at a reset
    # for stream 1's message in the core, such as the long one, to end.)
    for msg, digest in rng.sample(multi, 6):
        beats = (len(msg) + 7) // 8
        first = 2 * len(streams[0]) // 3 if two else 0
        streams[0].insert(rng.randrange(first, len(streams[0]) + 1),
                          hc.vector_record(msg, digest, bits, reset_after=rng.randrange(1, beats),
                                           stall=rng.choice([0, 30])))
    for msg, digest in rng.sample(multi, 4):
        beats = (len(msg) + 7) // 8
        stream = anywhere()
        stream.insert(rng.randrange(len(stream) + 1),
                      hc.vector_record(msg, digest, bits, bad_beat=rng.randrange(0, beats - 1),
                                       stall=10))
    for path, records in zip(paths, streams):
        with open(path, "w", encoding="ascii") as f:
            f.writelines(records)
    return len(streams[0]) + len(streams[1]), kat_count


def core_test(core, version, bits, args, sbox_file):
    groestl0 = version == "groestl0"
    name = hc.variant_name(core, bits, groestl0)
    start = time.time()
    sim = hc.build_sim(core, bits, groestl0, args.build, sbox_file)
    built = time.time() - start
    vectors = [os.path.join(args.build, f"{name}.{s}.vectors") for s in range(hc.STREAMS[core])]
    count, kat = write_vectors(vectors, version, bits, args, seed=args.seed + bits + 7 * groestl0)
    status, out = hc.run_sim(sim, vectors[0], seed=args.seed, vectors1=vectors[1:] and vectors[1])
    lines = [l for l in out.splitlines() if l.startswith(("PASS", "ERROR", "FAILED"))]
    summary = lines[-1] if lines else out.strip()[-500:]
    ok = status == 0 and summary.startswith("PASS")
    # Back-to-back messages must overlap: the next message streams in before the
    # digest of the one before it is out.
    if ok and " 0 overlapped" in summary:
        ok, summary = False, summary + " (no message overlapped the one before it)"
    # Two streams must share the core: messages of both in it at once.
    if ok and hc.STREAMS[core] == 2 and " 0 clocks with both" in summary:
        ok, summary = False, summary + " (the streams never had messages in the core at once)"
    detail = "\n".join(lines[:20]) if not ok else ""
    return ok, (f"{name}: {summary} ({count} messages, {kat} from the KAT files; "
                f"build {built:.0f} s, run {time.time() - start - built:.1f} s)"), detail


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--groestlsum", default=os.path.join(hc.REPO, "build", "groestlsum"),
                        help="the C library's groestlsum (default: build/groestlsum)")
    parser.add_argument("--kat", default=hc.DEFAULT_KAT, help="the vector folder")
    parser.add_argument("--build", default=os.path.join(hc.HDL, "build", "test"))
    parser.add_argument("--cores", default="fast,compact,fast2")
    parser.add_argument("--variants", help="only these core runs, e.g. fast_256,compact_512_v0")
    parser.add_argument("--cores-only", action="store_true",
                        help="skip the lint and the module benches")
    parser.add_argument("--lint-only", action="store_true", help="only the lint")
    parser.add_argument("--units-only", action="store_true", help="only the module benches")
    parser.add_argument("--random", type=int, default=120, help="random messages per variant")
    parser.add_argument("--seed", type=int, default=int(os.environ.get("HDL_SEED", "1")))
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    args.build = os.path.abspath(args.build)
    os.makedirs(args.build, exist_ok=True)
    sbox_file = hc.write_sbox_rom(os.path.join(args.build, "groestl_sbox.hex"))
    start = time.time()
    # (missing_tool_messages after lint: its own runs of hdltest.py stop in lint.)
    if args.lint_only:
        lint()
        return missing_tool_messages(args.build)
    if args.units_only:
        return module_benches(args.build, sbox_file)
    hc.need(*hc.VERILATOR)
    if not os.access(args.groestlsum, os.X_OK):
        sys.exit(f"FAILED: no groestlsum at {args.groestlsum} (build the C library first)")

    if not args.cores_only:
        lint()
        missing_tool_messages(args.build)
        module_benches(args.build, sbox_file)

    jobs = [(core, version, bits) for core in args.cores.split(",")
            for version, bits in CORE_CONFIGS.get(core, CONFIGS)]
    if args.variants:
        wanted = args.variants.split(",")
        jobs = [j for j in jobs if hc.variant_name(j[0], j[2], j[1] == "groestl0") in wanted]
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(core_test, *job, args, sbox_file) for job in jobs]
        for future in futures:
            ok, line, detail = future.result()
            print(("" if ok else "FAILED: ") + line, flush=True)
            if detail:
                print(detail)
            failed += not ok
    if failed:
        sys.exit(f"FAILED: {failed} of {len(jobs)} core runs (seed {args.seed})")
    print(f"hdl: all tests passed in {time.time() - start:.0f} s (seed {args.seed})")


if __name__ == "__main__":
    main()
