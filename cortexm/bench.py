#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C cortexm bench: cycles (the model of model.py), flash and RAM of every variant and of
the peers, on the Cortex-M4 and the Cortex-M0+; prints the tables and, with --write, puts them
into the "## Cortex-M" section of docs/BENCHMARKS.md.

Peers, built here with the same compiler and flags as ours (never committed):
  trezor-crypto's crypto/groestl.c (+ memzero.c, as trezor-firmware links it), Grøstl-512
    API, from a clone of trezor-firmware (--trezor: a work tree or bare repository) at
    --trezor-commit;
  sphlib's groestl.c in its 32-bit small-footprint form (SPH_SMALL_FOOTPRINT_GROESTL=1,
    SPH_GROESTL_64=0), from the PyPI sdist of groestlcoin_hash (scripts/fetch_sphlib.sh pins
    its version and SHA-256).
Flash: what a variant adds to a program that calls only its hash function (harness/
bench_main.c), the program minus the same program around an empty function (bench_none.S);
RAM: the static data it adds + the peak stack of the call (stack painting)."""
import argparse, os, random, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "scripts"))
import model  # noqa: E402
import docs_section  # noqa: E402

TREZOR_FILES = ["groestl.c", "groestl.h", "groestl_internal.h", "memzero.c", "memzero.h"]
# Each CPU's board in the model: the linker script's flash and RAM.
BOARD = {"cortex-m4": ("mps2", (0, 4 << 20), (0x20000000, 64 << 10)),
         "cortex-m0plus": ("microbit", (0, 256 << 10), (0x20000000, 16 << 10))}
CASES = [(512, 80), (512, 1024), (256, 1024)]  # (digest bits, message bytes)
VARIANTS = ["small", "fast", "ct"]


def sh(*args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kw).stdout


def fetch_sphlib(build):
    """sphlib's sources, pinned (scripts/fetch_sphlib.sh, which bench/run.sh uses too)."""
    d = os.path.join(build, "peers", "sphlib")
    subprocess.run([os.path.join(REPO, "scripts", "fetch_sphlib.sh"), d], check=True)
    return d


def fetch_trezor(build, repo, commit):
    if not repo:
        sys.exit("bench.py: name a clone of trezor-firmware: make -C cortexm bench TREZOR=DIR "
                 "[TREZOR_COMMIT=...] (its crypto/groestl.c is the peer)")
    full = sh("git", "-C", repo, "rev-parse", commit + "^{commit}").strip()
    d = os.path.join(build, "peers", f"trezor-crypto-{full[:12]}")
    os.makedirs(d, exist_ok=True)
    for f in TREZOR_FILES:
        open(os.path.join(d, f), "w").write(sh("git", "-C", repo, "show", f"{full}:crypto/{f}"))
    return d, full


class Builder:
    def __init__(self, build, cflags, cpu):
        self.build, self.cflags, self.cpu = build, cflags.split(), cpu
        self.fw = os.path.join(build, cpu, "fw")

    def peer(self, name, src_dir, sources, defines, libc=False):
        out = os.path.join(self.build, self.cpu, "peers", name)
        os.makedirs(out, exist_ok=True)
        cc = ["arm-none-eabi-gcc", f"-mcpu={self.cpu}"] + self.cflags
        objs = []
        for s in sources:
            o = os.path.join(out, os.path.basename(s)[:-2] + ".o")
            sh(*cc, "-w", *defines, "-I", src_dir, "-c", "-o", o, os.path.join(src_dir, s))
            objs.append(o)
        drv = os.path.join(out, "bench_main.o")
        sh(*cc, "-fno-tree-loop-distribute-patterns", "-I", src_dir, "-I", os.path.join(HERE, "harness"),
           *defines, "-c", "-o", drv, os.path.join(HERE, "harness", "bench_main.c"))
        elf = os.path.join(out, "bench.elf")
        harness = [os.path.join(self.fw, f + ".o") for f in ("startup", "semihost", "libc_min", "abi_check")]
        sh("arm-none-eabi-gcc", f"-mcpu={self.cpu}", "-mthumb", "-nostdlib", "-Wl,--gc-sections",
           "-L", os.path.join(HERE, "harness"), f"-Wl,-T,memory-{BOARD[self.cpu][0]}.ld", "-o", elf,
           *harness, drv, *objs, *(["-lc"] if libc else []), "-lgcc")
        return elf


    def ours_fast_ram(self):
        """fast built with -DGROESTL_CORTEXM_FAST_TABLE_IN_RAM around groestl_hash, as the
        Makefile builds bench-fast.elf otherwise."""
        stack = re.search(r"^STACK_fast := (\d+)", open(os.path.join(HERE, "Makefile")).read(), re.M)
        srcs = [os.path.join(REPO, "src", f) for f in ("groestl.c", "constants.c")] + \
               [os.path.join(HERE, "src", f) for f in ("one_backend.c", "cortexm_fast.c", "cortexm_fast_thumb2.S")]
        return self.peer("fast_ram", os.path.join(HERE, "src"), srcs, [
            "-I" + os.path.join(REPO, "include"), "-I" + os.path.join(REPO, "src"), "-DGROESTL_NO_MANY",
            "-DGROESTL_CORTEXM_FAST", "-DGROESTL_CORTEXM_FAST_TABLE_IN_RAM",
            f"-DGROESTL_STACK_BURN_MAX={stack.group(1)}", "-DBENCH_OURS", "-DBENCH_FN=groestl_hash"])


def sizes(elf):
    """(flash, static RAM) of a firmware: .text (code, tables) + .ARM.exidx + .data's image;
    .data + .bss (not .noinit, the driver's buffers)."""
    sec = {n: int(z) for n, z in re.findall(r"^(\.\S+)\s+(\d+)", sh("arm-none-eabi-size", "-A", elf), re.M)}
    return (sec.get(".text", 0) + sec.get(".ARM.exidx", 0) + sec.get(".data", 0),
            sec.get(".data", 0) + sec.get(".bss", 0))


def measure(cpu, elf, base, cases, expected):
    board = BOARD[cpu]
    fw, none = model.Firmware(elf, cpu, board[1], board[2]), model.Firmware(base, cpu, board[1], board[2])
    flash, ram = sizes(elf)
    flash0, ram0 = sizes(base)
    row = {"flash": flash - flash0 + 2, "static": ram - ram0, "stack": 0}  # + bench_none's BX LR
    for bits, n in cases:
        msg = expected[(bits, n)][0]
        r, r0 = fw.run(bits, msg), none.run(bits, msg)
        if r["digest"][:bits // 8] != expected[(bits, n)][1]:
            sys.exit(f"bench.py: {elf}: wrong digest for Grøstl-{bits} of {n} bytes")
        row[(bits, n)] = {k: r[k] - r0[k] for k in ("cycles", "flash_reads", "instructions")}
        row["stack"] = max(row["stack"], r["stack"] - r0["stack"])
    row["ram"] = row["static"] + row["stack"]
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(HERE, "build"))
    ap.add_argument("--cflags", required=True)
    ap.add_argument("--trezor", default="")
    ap.add_argument("--trezor-commit", default="HEAD")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    for tool in ("arm-none-eabi-gcc", "arm-none-eabi-objdump"):
        if shutil.which(tool) is None:
            sys.exit(f"bench.py: {tool} not found: scripts/setup.sh cortexm installs it")
    groestlsum = os.path.join(REPO, "build", "groestlsum")
    if not os.access(groestlsum, os.X_OK):
        sys.exit("bench.py: build/groestlsum not found: build the C library first (cmake, build/)")
    sph = fetch_sphlib(a.build)
    trezor, commit = fetch_trezor(a.build, a.trezor, a.trezor_commit)
    rng = random.Random(1)
    expected = {}
    with tempfile.TemporaryDirectory() as d:
        for bits, n in CASES:
            msg = rng.randbytes(n)
            open(os.path.join(d, "m"), "wb").write(msg)
            digest = sh(groestlsum, "-l", str(bits), os.path.join(d, "m")).split()[0]
            expected[(bits, n)] = (msg, bytes.fromhex(digest))
    results = {}
    for cpu in BOARD:
        b = Builder(a.build, a.cflags, cpu)
        base = os.path.join(a.build, cpu, "bench-none.elf")
        rows = results[cpu] = {}
        rows["trezor-crypto"] = measure(cpu, b.peer("trezor", trezor, ["groestl.c", "memzero.c"],
                                                    ["-DBENCH_TREZOR", "-DBENCH_FN=bench_trezor"], libc=True),
                                        base, CASES[:2], expected)
        for bits in (512, 256):
            rows[f"sphlib-{bits}"] = measure(cpu, b.peer(f"sphlib{bits}", sph, ["groestl.c"], [
                "-DSPH_SMALL_FOOTPRINT_GROESTL=1", "-DSPH_GROESTL_64=0", f"-DBENCH_SPHLIB_BITS={bits}",
                "-DBENCH_FN=bench_sphlib"]), base, [c for c in CASES if c[0] == bits], expected)
        for v in VARIANTS:
            rows[v] = measure(cpu, os.path.join(a.build, cpu, f"bench-{v}.elf"), base, CASES, expected)
            rows[v]["api_flash"] = sizes(os.path.join(a.build, cpu, f"api-{v}.elf"))[0] - sizes(base)[0] + 2
        if cpu != "cortex-m0plus":  # fast's table in RAM (its Thumb-2 build only)
            rows["fast, table in RAM"] = measure(cpu, b.ours_fast_ram(), base, CASES, expected)
        print(f"{cpu}: measured", file=sys.stderr)
    text = report(results, commit, a.cflags)
    print(text)
    if a.write:
        docs_section.replace(os.path.join(REPO, "docs", "BENCHMARKS.md"), "Cortex-M", text)


def report(results, commit, cflags):
    ws = model.FLASH_WAIT_STATES
    out = ["## Cortex-M", "",
           "Measured by `make -C cortexm bench TREZOR=<clone of trezor-firmware>` "
           f"(arm-none-eabi-gcc 12.2, `{cflags}` for ours and the peers alike). "
           "**Cycles are a model, not a board**: the linked firmware (cortexm/harness/bench_main.c "
           "around the hash call) runs instruction by instruction in unicorn-engine, and each "
           "executed instruction is charged from the technical reference manual's table "
           "(cortexm/model.py): Cortex-M4: ALU, MUL 1; LDR 2, or 1 when it follows a load or store "
           "it does not depend on (pipelined); STR 1; LDRD/STRD 3; LDM/STM/PUSH/POP 1 + N; a taken "
           "branch, BL, BX 1 + P with P = 2, a branch not taken 1; IT 1; instructions skipped in an "
           "IT block charged as if run. Cortex-M0+: ALU and MULS 1 (the single-cycle multiplier), "
           "every load and store 2, LDM/STM/PUSH/POP 1 + N, POP with PC 3 + N, branch taken 2, not "
           "taken 1, BL 3. Zero wait states; the second figure charges each data read from flash "
           f"(tables, literals) {ws} more cycles (an STM32F4 at 168 MHz with its ART cache off; "
           "instruction fetches are not charged in either). The figures are the call's minus "
           "those of the same firmware around an empty function. Instructions: how many ran.",
           "",
           "Flash: what the hash adds to a program that calls only it (Grøstl-512: trezor-crypto's "
           "Init/Update/Final, the whole of its API; ours: `groestl_hash`; in brackets ours with "
           "every call of groestl.h but the batch ones), `--gc-sections`, minus the same program "
           "around an empty function: code, tables, data. RAM: the static data it adds + the peak "
           "stack of the call (stack painting; the context on the caller's stack included). "
           "\"fast, table in RAM\": fast built with `-DGROESTL_CORTEXM_FAST_TABLE_IN_RAM` (Thumb-2 "
           "cores), its 2 KiB table in .data: copied from flash to RAM at start-up, so its flash "
           "figure still holds the table and its RAM holds it too; its digests are checked like "
           "every row's. "
           f"Peers: trezor-crypto `crypto/groestl.c` at trezor-firmware commit {commit} (and its "
           "memzero.c); sphlib's groestl.c from the PyPI sdist of groestlcoin_hash 1.0.3, "
           "32-bit small-footprint build (`SPH_SMALL_FOOTPRINT_GROESTL=1 SPH_GROESTL_64=0`).", ""]
    for cpu, rows in results.items():
        tz = rows["trezor-crypto"][(512, 1024)]["cycles"]
        out += [f"### {cpu} (model)", "",
                "| implementation | Grøstl-512, 80 B: cycles | Grøstl-512, 1 KiB: cycles/byte (5 wait states) | instructions/byte | vs trezor-crypto | Grøstl-256, 1 KiB: cycles/byte (5 ws) | flash (B) | RAM (B) |",
                "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for name, r in rows.items():
            def cell(bits, n, per_byte=True):
                if (bits, n) not in r:
                    return "–"
                c = r[(bits, n)]
                if not per_byte:
                    return f"{c['cycles']:,} ({c['cycles'] + ws * c['flash_reads']:,})"
                return f"{c['cycles'] / n:.0f} ({(c['cycles'] + ws * c['flash_reads']) / n:.0f})"
            k512 = r.get((512, 1024))
            speed = f"{tz / k512['cycles']:.2f}×" if k512 else "–"
            ipb = f"{k512['instructions'] / 1024:.0f}" if k512 else f"{r[(256, 1024)]['instructions'] / 1024:.0f} (256)"
            flash = f"{r['flash']}" + (f" ({r['api_flash']})" if "api_flash" in r else "")
            out.append(f"| {name} | {cell(512, 80, False)} | {cell(512, 1024)} | {ipb} | {speed} | "
                       f"{cell(256, 1024)} | {flash} | {r['ram']} ({r['static']} + {r['stack']}) |")
        out.append("")
    out += targets(results["cortex-m4"]) + BOUNDS
    return "\n".join(out)


# Issue 31's targets: (variant, least speed against trezor-crypto, most flash as its share).
TARGETS = [("fast", 3.0, 1.0), ("ct", 1.0, 1.0), ("small", 0.5, 0.4)]
RAM_ALLOWANCE = 2048  # RAM: at most trezor-crypto's plus 2 KiB


def targets(rows):
    """The targets table from this run's Cortex-M4 figures (speed: Grøstl-512 of 1 KiB, zero
    wait states; flash: the whole API, the bracketed figure of the table)."""
    tz = rows["trezor-crypto"]
    out = ["### Targets (issue 31): Cortex-M4 model, Grøstl-512 of 1 KiB, against trezor-crypto", "",
           "| variant | speed (target) | whole-API flash, B (target) | RAM, B (target) | met |",
           "| --- | ---: | ---: | ---: | --- |"]
    for v, speed_min, flash_share in TARGETS:
        r = rows[v]
        speed = tz[(512, 1024)]["cycles"] / r[(512, 1024)]["cycles"]
        flash_max, ram_max = int(flash_share * tz["flash"]), tz["ram"] + RAM_ALLOWANCE
        met = speed >= speed_min and r["api_flash"] <= flash_max and r["ram"] <= ram_max
        out.append(f"| {v} | {speed:.2f}× (≥ {speed_min}×) | {r['api_flash']} (≤ {flash_max}) | "
                   f"{r['ram']} (≤ {ram_max}) | {'yes' if met else 'NO'} |")
    return out + [""]


BOUNDS = [
    "What bounds each variant, by count (Cortex-M4 model; the budgets are in the files' "
    "headers, the figures above are the model's):", "",
    "- fast (`cortexm_fast_thumb2.S`): a column of a round is 8 LDRB of state bytes and 16 LDR "
    "of table words (in 4 runs of 6: 27 cycles, each run but the first after an ALU "
    "instruction), 8 EORs joining the pairs and 12 rotating (20), 4 stores (the column in both "
    "copies of the doubled state), the next round's constant (1 EOR; Q: also an MVN), the "
    "column counter and the loop branch (4): 56 cycles (P), 57 (Q); 44 of them are the loads "
    "and EORs of the table method with one table. A round of 16 columns with its end is about "
    "920; the 19 permutations of 14 rounds of Grøstl-512 of 1 KiB (9 blocks: P and Q; the "
    "output's P) are then 245 k cycles, 240 a byte, of the 254 above; the passes around each "
    "permutation (fill, constants, XOR into the chain), the API layer and its stack wipe are "
    "the rest. Grøstl-512 costs 266 rounds of 1024-bit permutations a KiB, so 3× trezor-crypto "
    "(317 c/B) allows 1,220 cycles a round.",
    "- small (`cortexm_small_thumb2.S`): per column, gathering 8 bytes through the S-box (16 "
    "cycles a byte: the S-box load waits for the state byte's), doubling the column twice (4 "
    "words, 13 each) and MixBytes as 8 steps of a rotation (5) and three conditional XOR pairs "
    "(12) with the loop branch: about 360 cycles, 5.9 k a round with the constants; 0.5× "
    "trezor-crypto allows 7.3 k. Its flash: "
    "the S-box (256), the shifts (64), 424 bytes of code, and the API layer (src/groestl.c: "
    "1,264 bytes of it linked at -Os, the larger part of the whole).",
    "- ct (`cortexm_ct.c`): the S-box circuit, 115 gates a word operation each on 8 words "
    "(32 bytes) at a time, with the two 8x8 bit transpositions, and MixBytes on rows.",
    "- On the Cortex-M0+ (no target): fast's round in Thumb-1 (`cortexm_fast_thumb1.S`): per "
    "column 8 look-ups of 8 or 9 cycles (state byte, the entry's address, its 2 words) with 14 "
    "EORs, 3 rotations of 6 (no shifted operands), the constant and the stores: about 120 "
    "cycles; small is the C on rows.", ""]


main()
