#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""rtlsum.py - hash files through the RTL simulation of a core, like groestlsum.

usage: rtlsum.py [-a 224|256|384|512] [--v0] CORE FILE...

CORE is fast, compact or fast2. Each FILE is one message, streamed into the core back to
back without gaps (Verilator simulation of tb/tb_groestl_core.v, built once into
hdl/build/rtlsum); fast2 takes the files on its two streams in turn (the first on stream 0,
the second on stream 1, ...), so two messages run at once. Prints `<hex>  <name>` lines as groestlsum does on standard output, and
on standard error the clocks from the first beat of each message to its digest and from
its last beat to its digest. Exit status 1 if a file cannot be read, 2 on bad usage.
"""
import argparse
import os
import re
import sys
import tempfile

import hdlcommon as hc

MAX_BYTES = 8 << 20  # the bench's beat buffer (MAX_BEATS in tb_groestl_core.v)


def hash_files(core, bits, groestl0, paths, build=None):
    """[(name, digest hex, clocks, latency)] for the files, in order."""
    build = build or os.path.join(hc.HDL, "build", "rtlsum")
    os.makedirs(build, exist_ok=True)
    sbox_file = hc.write_sbox_rom(os.path.join(build, "groestl_sbox.hex"))
    messages = []
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        if len(data) > MAX_BYTES:
            raise ValueError(f"{path}: {len(data)} bytes, the bench takes at most {MAX_BYTES}")
        messages.append(data)
    sim = hc.build_sim(core, bits, groestl0, build, sbox_file)
    streams = hc.STREAMS[core]
    vectors = []
    try:
        for stream in range(streams):
            with tempfile.NamedTemporaryFile("w", suffix=".vectors", dir=build,
                                             delete=False) as f:
                vectors.append(f.name)
                for data in messages[stream::streams]:
                    f.write(hc.vector_record(data, bytes(bits // 8), bits, stall=0))
        status, out = hc.run_sim(sim, vectors[0], extra=["+nocheck"],
                                 vectors1=vectors[1] if streams == 2 else None)
    finally:
        for v in vectors:
            os.unlink(v)
    found = re.findall(r"^digest ([0-9a-f]+) clocks (\d+) latency (\d+) stream (\d)$", out, re.M)
    if status != 0 or len(found) != len(paths):
        raise RuntimeError(f"the simulation failed:\n{out}")
    # Each stream's digests come in its order; the files went to the streams in turn.
    per_stream = [[f for f in found if int(f[3]) == s] for s in range(streams)]
    ordered = [per_stream[i % streams][i // streams] for i in range(len(paths))]
    return [(p, d, int(c), int(l)) for p, (d, c, l, _) in zip(paths, ordered)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-a", "--algorithm", type=int, default=256, choices=[224, 256, 384, 512])
    parser.add_argument("--v0", action="store_true", help="Grøstl-0")
    parser.add_argument("core", choices=sorted(hc.CORES))
    parser.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args()
    unreadable = [p for p in args.files if not os.path.isfile(p) or not os.access(p, os.R_OK)]
    if unreadable:
        for p in unreadable:
            print(f"rtlsum: {p}: cannot read the file", file=sys.stderr)
        sys.exit(1)
    try:
        results = hash_files(args.core, args.algorithm, args.v0, args.files)
    except ValueError as e:
        sys.exit(f"rtlsum: {e}")
    for name, digest, clocks, latency in results:
        print(f"{digest}  {name}")
        print(f"rtlsum: {name}: {clocks} clocks from the first beat to the digest, "
              f"{latency} from the last beat", file=sys.stderr)


if __name__ == "__main__":
    main()
