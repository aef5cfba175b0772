#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C avr test: every variant over the byte-aligned KAT messages (final ShortMsgKAT_256,
or groestl0/ShortMsgKAT_256 for NAME-v0) and a random differential test against the C
library's groestlsum. With --stream/--flash, also the streaming API (firmware
build/stream-V.elf, random update splits chosen here) and the flash-input function
(build/flash-V.elf, the message written into flash by the runner) over the same messages,
plus one flash message of more than 256 blocks. With --repeat, one message of more than 256
64-byte blocks for each build/repeat-V.elf (a chunk hashed many times through the streaming
API). make -C avr test-long (--long): only the --repeat builds, one message of more than
65,536 blocks each, in parallel. Exits non-zero on any mismatch."""
import argparse, concurrent.futures, os, random, subprocess, sys, tempfile

KAT = os.path.join(os.path.dirname(__file__), "..", "..", "kat")
sys.path.insert(0, KAT)
import katfile  # noqa: E402  (the project's one reader of the vector files)


def kat(path):
    """(message, digest hex) of the byte-aligned entries of a vector file."""
    for v in katfile.whole_bytes(path):
        yield v.msg, v.md.hex()


WHOLE_BLOCKS = {"tiny"}              # update takes whole blocks only (as in driver_api.c)
LONG_CYCLES = 10**10                 # runner -m for the long messages (about 2.2e9 needed)


def run(runner, variant, data, tmp, max_cycles=None):
    with open(tmp, "wb") as f:
        f.write(data)
    args = ["-e", variant] if variant.endswith(".elf") else [variant]
    if max_cycles:
        args = ["-m", str(max_cycles), *args]
    out = subprocess.run([runner, *args, tmp], capture_output=True, text=True)
    if out.returncode != 0:                 # counted as a mismatch by the caller
        print(f"FAILED: runner {variant}: {out.stderr.strip()}")
        return "(runner failed)"
    return out.stdout.splitlines()[1].split()[0]


def groestlsum(exe, path, v0=False):
    return subprocess.run([exe, "-a", "256"] + (["--v0"] if v0 else []) + [path],
                          capture_output=True, text=True, check=True).stdout.split()[0]


def repeat_case(rng, v, min_blocks):
    """build/repeat-V.elf's input for a message of more than min_blocks blocks (64 bytes; the
    padding block counted): a chunk of 1024..2048 bytes (tiny: whole blocks) r times, then a
    tail of 0..199 bytes. Returns (bench_in data, r, chunk, tail)."""
    l = rng.randrange(1024, 2049)
    if v.split("-")[0] in WHOLE_BLOCKS:
        l -= l % 64
    r = min_blocks * 64 // l + 1 + rng.randrange(0, 4)
    chunk, tail = rng.randbytes(l), rng.randbytes(rng.randrange(0, 200))
    return r.to_bytes(2, "little") + l.to_bytes(2, "little") + chunk + tail, r, chunk, tail


def repeat_test(runner, gsum, v, case, d, max_cycles=None):
    """Runs build/repeat-V.elf on one repeat_case; returns (mismatches, description)."""
    data, r, chunk, tail = case
    n = r * len(chunk) + len(tail)
    path = os.path.join(d, f"repeat-{v}.msg")
    with open(path, "wb") as f:
        for _ in range(r):
            f.write(chunk)
        f.write(tail)
    ref = groestlsum(gsum, path, v.endswith("-v0"))
    os.remove(path)
    elf = os.path.join(os.path.dirname(runner), f"repeat-{v}.elf")
    got = run(runner, elf, data, os.path.join(d, f"repeat-{v}.in"), max_cycles)
    what = f"{v}: repeat API, {n} bytes = {n // 64 + 1 + (n % 64 >= 56)} blocks ({r} x {len(chunk)} + {len(tail)})"
    if got != ref:
        print(f"FAILED {what}: {got} != {ref}")
        return 1, what
    return 0, what


def check_overhead(runner, tmp):
    """The cycle convention (avr/README.md): reported = the function's own cycles, its `ret`
    included, + 7. build/none.elf's function is a lone `ret` (4 cycles): 11."""
    open(tmp, "wb").close()
    elf = os.path.join(os.path.dirname(runner), "none.elf")
    out = subprocess.run([runner, "-e", elf, tmp], capture_output=True, text=True)
    cycles = [l.split()[1] for l in out.stdout.splitlines() if l.startswith("cycles ")]
    if out.returncode != 0 or cycles != ["11"]:
        print(f"FAILED: none.elf (a lone ret) should report 4 + 7 = 11 cycles: {cycles or out.stderr.strip()}")
        return 1
    print("runner: a lone ret reports 4 + 7 cycles")
    return 0


def splits(rng, n):
    """Chunk lengths for the update calls (the driver passes the rest in a last one): up to 8,
    mixing short ones (0..3 bytes, around block edges) and long ones."""
    out = []
    for _ in range(rng.randrange(0, 9)):
        out.append(rng.choice([rng.randrange(0, 4), rng.randrange(0, 130), rng.randrange(0, n + 1)]))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--groestlsum", required=True)
    ap.add_argument("--kat", default=os.environ.get("GROESTL_KAT_DIR", KAT))
    ap.add_argument("--random", type=int, default=40)
    ap.add_argument("--stream", default="", help="variants whose streaming API is tested")
    ap.add_argument("--flash", default="", help="variants whose flash-input function is tested")
    ap.add_argument("--repeat", default="", help="builds whose repeat-V.elf is tested (long messages)")
    ap.add_argument("--long", action="store_true", help="only the --repeat builds, over 65,536 blocks")
    ap.add_argument("variants", nargs="*")
    a = ap.parse_args()
    if not os.access(a.groestlsum, os.X_OK):
        sys.exit(f"FAILED: no groestlsum at {a.groestlsum}: build the C library first (cmake -S . "
                 "-B build && cmake --build build, at the top of the clone), or make GROESTLSUM=PATH")
    bad = 0
    rng = random.Random(os.environ.get("AVR_TEST_SEED", "avr"))
    if a.long:
        with tempfile.TemporaryDirectory() as d, concurrent.futures.ThreadPoolExecutor(os.cpu_count()) as ex:
            jobs = [ex.submit(repeat_test, a.runner, a.groestlsum, v, repeat_case(rng, v, 65536), d, LONG_CYCLES)
                    for v in a.repeat.split()]
            for j in jobs:
                b, what = j.result()
                bad += b
                print(what)
        if bad:
            sys.exit(f"FAILED: {bad} mismatches")
        print("avr long test: all builds agree")
        return
    with tempfile.TemporaryDirectory() as d:
        tmp = os.path.join(d, "msg")
        bad += check_overhead(a.runner, tmp)
        for v in a.variants:
            v0 = v.endswith("-v0")
            path = os.path.join(a.kat, "groestl0" if v0 else "final", "ShortMsgKAT_256.txt")
            n = 0
            for msg, md in kat(path):
                got = run(a.runner, v, msg, tmp)
                n += 1
                if got != md:
                    bad += 1
                    print(f"FAILED {v} KAT len {len(msg)}: {got} != {md}")
            for _ in range(a.random):
                msg = rng.randbytes(rng.randrange(0, 3073))
                got = run(a.runner, v, msg, tmp)
                ref = subprocess.run([a.groestlsum, "-a", "256"] + (["--v0"] if v0 else []) + [tmp],
                                     capture_output=True, text=True, check=True).stdout.split()[0]
                if got != ref:
                    bad += 1
                    print(f"FAILED {v} random len {len(msg)}: {got} != {ref}")
            print(f"{v}: {n} KAT messages, {a.random} random messages")
        build = os.path.dirname(a.runner)
        kat_msgs = [m for m, _ in kat(os.path.join(a.kat, "final", "ShortMsgKAT_256.txt"))]
        for api, names in (("stream", a.stream.split()), ("flash", a.flash.split())):
            for v in names:
                elf = os.path.join(build, f"{api}-{v}.elf")
                msgs = kat_msgs + [rng.randbytes(rng.randrange(0, 2900)) for _ in range(a.random // 2)]
                if api == "flash":            # more than 256 blocks (runner: BENCH_FLASH_SIZE)
                    msgs.append(rng.randbytes(rng.randrange(257 * 64, 20481)))
                for msg in msgs:
                    with open(tmp, "wb") as f:
                        f.write(msg)
                    ref = subprocess.run([a.groestlsum, "-a", "256", tmp], capture_output=True,
                                         text=True, check=True).stdout.split()[0]
                    data, what = msg, ""
                    if api == "stream":
                        chunks = splits(rng, len(msg))
                        data = bytes([len(chunks)]) + b"".join(c.to_bytes(2, "little") for c in chunks) + msg
                        what = f" splits {chunks}"
                    got = run(a.runner, elf, data, tmp)
                    if got != ref:
                        bad += 1
                        print(f"FAILED {api} {v} len {len(msg)}{what}: {got} != {ref}")
                print(f"{v}: {api} API, {len(msgs)} messages" +
                      (f" (the last {len(msgs[-1])} bytes)" if api == "flash" else ""))
        for v in a.repeat.split():
            b, what = repeat_test(a.runner, a.groestlsum, v, repeat_case(rng, v, 256), d)
            bad += b
            print(what)
    if bad:
        sys.exit(f"FAILED: {bad} mismatches")
    print("avr test: all variants agree")


main()
