# SPDX-License-Identifier: MIT OR Apache-2.0
"""hdlcommon.py - what the RTL scripts share: paths, the S-box ROM image, vector files,
and building and running the simulations of tb/tb_groestl_core.v."""
import os
import re
import shutil
import subprocess
import sys

HDL = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(HDL)
RTL = os.path.join(HDL, "rtl")
TB = os.path.join(HDL, "tb")
SBOX_HEADER = os.path.join(REPO, "src", "groestl_sbox.h")
DEFAULT_KAT = os.path.join(REPO, "kat")

sys.path.insert(0, DEFAULT_KAT)
sys.path.insert(0, os.path.join(REPO, "scripts"))
import docs_section  # noqa: E402  (the project's one writer of docs sections)
import katfile  # noqa: E402  (the project's one reader of the vector files)

# The tools the scripts run, and what installs them (scripts/setup.sh is the one installer).
TOOLS = {
    "verilator": "scripts/setup.sh hdl installs it (Debian package verilator)",
    "g++": "scripts/setup.sh hdl installs it (Debian package g++: Verilator's C++ compiler)",
    "make": "scripts/setup.sh hdl installs it (Debian package make: Verilator's build runs it)",
    "iverilog": "scripts/setup.sh hdl installs it (Debian package iverilog)",
    "vvp": "scripts/setup.sh hdl installs it (Debian package iverilog)",
}
VERILATOR = ("verilator", "g++", "make")  # what a Verilator build needs
ICARUS = ("iverilog", "vvp")


def missing(tool, how=None):
    """Stop with one line naming a tool that is not there and what installs it."""
    sys.exit(f"{os.path.basename(sys.argv[0])}: {tool} not found: "
             f"{how or TOOLS.get(tool, 'scripts/setup.sh hdl installs what hdl/ needs')}")


def need(*tools):
    """Stop, as missing() does, at the first of tools that is not on PATH."""
    for tool in tools:
        if shutil.which(tool) is None:
            missing(tool)


CORES = {"fast": 0, "compact": 1, "fast2": 2}
STREAMS = {"fast": 1, "compact": 1, "fast2": 2}

# The RTL sources of each core, bottom up.
COMMON_SOURCES = ["groestl_pad.v", "groestl_block_buffer.v", "groestl_front.v",
                  "groestl_mix_column.v"]
FAST_SOURCES = COMMON_SOURCES + ["groestl_gf16_norm.v", "groestl_gf16_mul.v",
                                 "groestl_sbox_inverse.v", "groestl_round_linear.v",
                                 "groestl_fast_feed.v"]
CORE_SOURCES = {
    "fast": FAST_SOURCES + ["groestl_round.v", "groestl_fast.v"],
    "fast2": FAST_SOURCES + ["groestl_fast2.v"],
    "compact": COMMON_SOURCES + ["groestl_sbox_rom.v", "groestl_ram.v", "groestl_compact.v"],
}


def sbox():
    """The 256 S-box bytes from src/groestl_sbox.h, the project's only copy."""
    with open(SBOX_HEADER, encoding="utf-8") as f:
        text = f.read()
    body = text.split("#define GROESTL_SBOX_BYTES", 1)[1].split("#endif", 1)[0]
    table = [int(x, 16) for x in re.findall(r"0x([0-9a-fA-F]{2})", body)]
    if len(table) != 256 or sorted(table) != list(range(256)):
        raise SystemExit(f"{SBOX_HEADER}: not a permutation of 256 bytes")
    return table


def write_sbox_rom(path):
    """The ROM image of rtl/groestl_sbox_rom.v: S(x) for x < 256, then S(x ^ 0xff)."""
    table = sbox()
    words = table + [table[x ^ 0xFF] for x in range(256)]
    with open(path, "w", encoding="ascii") as f:
        f.write("".join(f"{w:02x}\n" for w in words))
    return path


def read_kat(path):
    """(length in bits, message bytes, digest bytes) of each entry of a KAT file (through
    kat/katfile.py, the project's one reader of them)."""
    try:
        return [tuple(v) for v in katfile.load(path)]
    except (OSError, ValueError) as e:
        raise SystemExit(f"{path}: {e}")


def words_le(data, count):
    """data as count 64-bit words, byte 0 in the low bits of word 0, in hex."""
    data = data + bytes(8 * count - len(data))
    return [f"{int.from_bytes(data[8 * i:8 * i + 8], 'little'):016x}" for i in range(count)]


def vector_record(msg, digest, digest_bits, reset_after=-1, bad_beat=-1, stall=0,
                  out_stall=None):
    """One message of the bench's vector file (see tb/tb_groestl_core.v). stall: percent of
    cycles with tvalid low, and with digest_ready low unless out_stall says otherwise."""
    beats = max(1, (len(msg) + 7) // 8)
    out_stall = stall if out_stall is None else out_stall
    lines = [f"{len(msg)} {reset_after} {bad_beat} {stall} {out_stall}"]
    lines += words_le(msg, beats)
    lines += words_le(digest, (digest_bits + 63) // 64)
    return "\n".join(lines) + "\n"


def variant_name(core, digest_bits, groestl0):
    return f"{core}_{digest_bits}{'_v0' if groestl0 else ''}"


def core_sources(core):
    return [os.path.join(RTL, s) for s in CORE_SOURCES[core]]


def build_sim(core, digest_bits, groestl0, build_dir, sbox_file, simulator="verilator"):
    """Compile tb/tb_groestl_core.v for one core and variant; returns the command that
    runs it. Verilator (compiled C++) for the tests; Icarus Verilog also works, about a
    thousand times slower on the fast core."""
    name = variant_name(core, digest_bits, groestl0)
    params = {"CORE": CORES[core], "DIGEST_BITS": digest_bits,
              "GROESTL0": 1 if groestl0 else 0}
    sources = core_sources(core) + [os.path.join(TB, "tb_groestl_stream.v"),
                                    os.path.join(TB, "tb_groestl_core.v")]
    os.makedirs(build_dir, exist_ok=True)
    need(*(ICARUS if simulator == "iverilog" else VERILATOR))
    if simulator == "iverilog":
        image = os.path.join(build_dir, name + ".vvp")
        cmd = ["iverilog", "-g2005", "-Wall", "-I", RTL, "-o", image]
        for key, value in params.items():
            cmd += ["-P", f"tb_groestl_core.{key}={value}"]
        cmd += ["-P", f'tb_groestl_core.SBOX_FILE="{sbox_file}"'] + sources
        run(cmd)
        return ["vvp", "-n", image]
    mdir = os.path.join(build_dir, name)
    # --unroll-count 256: the generate loop of groestl_round.v has up to 128 S-boxes.
    cmd = ["verilator", "--cc", "--exe", "--main", "--timing", "--build", "-j", "1",
           "--unroll-count", "256", "-Wno-fatal", "-Wno-lint", "-Wno-style",
           "-I" + RTL, "--top-module", "tb_groestl_core", "-Mdir", mdir, "-o", "tb"]
    for key, value in params.items():
        cmd.append(f"-G{key}={value}")
    cmd.append(f'-GSBOX_FILE="{sbox_file}"')
    run(cmd + sources)
    return [os.path.join(mdir, "tb")]


def run(cmd):
    """Run a build step quietly; on failure show its output and stop."""
    proc = capture(cmd)
    if proc.returncode != 0:
        raise SystemExit(f"{proc.stdout}\nFAILED: {' '.join(cmd)}")


def run_sim(sim, vectors, seed=1, extra=(), vectors1=None):
    """Run a compiled bench on a vector file (and one for stream 1); returns (exit status,
    output)."""
    cmd = [*sim, f"+vectors={vectors}", f"+seed={seed}", *extra]
    if vectors1:
        cmd.append(f"+vectors1={vectors1}")
    proc = capture(cmd)
    return proc.returncode, proc.stdout


def capture(cmd):
    """Run cmd, its output and errors together as text; a missing program is named (with what
    installs it) rather than raised."""
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    except FileNotFoundError:
        missing(cmd[0])
