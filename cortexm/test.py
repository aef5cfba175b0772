#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C cortexm test: every variant, built for each CPU, as Cortex-M code under
qemu-system-arm (semihosting for its input and output: harness/test_main.c).

One job file for all firmwares: every kat/ vector file but the 1 GiB ones (--long: those, on
the Cortex-M4 builds only), each message fed through init / update (random splits) /
update_bits / final and, whole-byte ones, groestl_hash; random messages of random digest sizes
and both versions against build/groestlsum; the backend's compress and output called through
the ABI check (r4-r11 and sp kept; stack depth within the variant's stack_bytes), whose results
must agree between all firmwares, and the check's control (a function that breaks r6, r9 and
sp: it must be caught); the circuit's S-box (ct) against src/groestl_sbox.h; error
codes. Then, for ct, the trace check (trace.py). Exits non-zero on any difference."""
import argparse, concurrent.futures, os, random, re, shutil, struct, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "kat"))
import katfile  # noqa: E402

MACHINE = {"cortex-m0plus": "microbit", "cortex-m3": "mps2-an385", "cortex-m4": "mps2-an386",
           "cortex-m33": "mps2-an505"}
KAT_FILES = [("final", f"BitMsgKAT_{b}.txt") for b in (224, 256, 384, 512)] + \
            [("final", f"ShortMsgKAT_{b}.txt") for b in (224, 256, 384, 512)] + \
            [("groestl0", f"ShortMsgKAT_{b}.txt") for b in (256, 512)]
BUF_BYTES = 2048  # test_main.c's buffer
ERRORS = [-2, -3, -2, -1, -4, -3, -6, 0]  # what job_errors' eight calls must return
ABI_CONTROL_MASK = 1 << 2 | 1 << 5 | 1 << 8  # abi_check_control breaks r6, r9 and sp


def sbox():
    text = open(os.path.join(REPO, "src", "groestl_sbox.h")).read()
    body = text[text.index("GROESTL_SBOX_BYTES"):]
    values = [int(x, 16) for x in re.findall(r"0x([0-9a-fA-F]{2})\b", body)][:256]
    if len(values) != 256:
        sys.exit("test.py: cannot read the S-box from src/groestl_sbox.h")
    return bytes(values)


def splits(rng, n):
    """Chunk lengths adding up to n: up to 6 chunks, short ones and long ones."""
    cuts = sorted(rng.randint(0, n) for _ in range(rng.randint(0, 5)))
    out, last = [], 0
    for c in cuts + [n]:
        out.append(c - last)
        last = c
    return out


class Jobs:
    def __init__(self):
        self.data = bytearray()
        self.checks = []  # (kind, expected, label): how to read and judge each answer

    def hash(self, rng, version, bits, nbits, msg, expected, label):
        whole = nbits // 8
        chunks = splits(rng, whole)
        if whole + (nbits % 8 != 0) > BUF_BYTES:  # streamed in buffer-sized pieces
            chunks = [c for c in chunks for c in [BUF_BYTES] * (c // BUF_BYTES) + [c % BUF_BYTES]]
        self.data += b"H" + struct.pack("<BHIB", version, bits, nbits, len(chunks))
        self.data += b"".join(struct.pack("<I", c) for c in chunks) + msg
        one_call = nbits % 8 == 0 and whole <= BUF_BYTES
        self.checks.append(("hash", (bits // 8, expected, one_call), label))

    def repeat(self, version, bits, count, text, expected, label):
        self.data += b"R" + struct.pack("<BHI", version, bits, count) + text
        self.checks.append(("repeat", (bits // 8, expected), label))

    def backend(self, variant, chain, blocks, label, offset=0, same_as=None):
        """compress then output; the blocks at `offset` in the firmware's buffer (1..3: an
        unaligned pointer). same_as: the index of an earlier backend job whose chains these
        must equal."""
        self.data += b"C" + struct.pack("<BBI", variant, offset, len(blocks) // len(chain)) + chain + blocks
        self.checks.append(("backend", (len(chain), same_as), label))
        return sum(kind == "backend" for kind, _, _ in self.checks) - 1

    def simple(self, op, kind, arg=None):
        self.data += op
        self.checks.append((kind, arg, op.decode()))


def build_jobs(rng, groestlsum, long_mode):
    jobs = Jobs()
    jobs.simple(b"B", "name")
    jobs.simple(b"E", "errors")
    jobs.simple(b"S", "sbox", sbox())
    jobs.simple(b"A", "abi-control")
    if long_mode:
        for bits in (224, 256, 384, 512):
            path = os.path.join(katfile.KAT_DIR, "final", f"ExtremelyLongMsgKAT_{bits}.txt")
            f = dict(l.split("=", 1) for l in open(path).read().splitlines() if "=" in l)
            f = {k.strip(): v.strip() for k, v in f.items()}
            text, count = f["Text"].encode(), int(f["Repeat"])
            jobs.repeat(0, bits, count, text, bytes.fromhex(f["MD"]), os.path.basename(path))
        jobs.simple(b"Q", "end")
        return jobs
    vectors = 0
    for folder, name in KAT_FILES:
        version = 1 if folder == "groestl0" else 0
        bits = int(re.search(r"_(\d+)\.txt", name).group(1))
        for i, v in enumerate(katfile.load(os.path.join(folder, name))):
            jobs.hash(rng, version, bits, v.bits, v.msg, v.md, f"{folder}/{name} #{i} (Len {v.bits})")
            vectors += 1
    # Random messages against groestlsum: any digest size, both versions, 0..3000 bytes
    # (longer than the buffer: streamed).
    with tempfile.TemporaryDirectory() as d:
        groups = {}
        for i in range(120):
            version = rng.random() < 0.25
            bits = rng.choice([224, 256, 384, 512, 8 * rng.randint(1, 64)])
            n = rng.choice([rng.randint(0, 300), rng.randint(0, 3000)])
            path = os.path.join(d, f"m{i}")
            open(path, "wb").write(rng.randbytes(n))
            groups.setdefault((version, bits), []).append(path)
        expected = {}
        for (version, bits), paths in groups.items():
            args = [groestlsum, "-l", str(bits)] + (["--v0"] if version else []) + paths
            out = subprocess.run(args, capture_output=True, text=True)
            if out.returncode != 0:
                sys.exit(f"test.py: {' '.join(args[:4])}...: {out.stderr.strip()}")
            for line in out.stdout.splitlines():
                digest, path = line.split(maxsplit=1)
                expected[path.lstrip("*")] = (version, bits, bytes.fromhex(digest))
        for path, (version, bits, md) in sorted(expected.items()):
            msg = open(path, "rb").read()
            jobs.hash(rng, version, bits, 8 * len(msg), msg, md,
                      f"random {len(msg)} bytes, {'Grøstl-0' if version else 'final'}-{bits}")
    # The backend's own calls, through the ABI check: every variant (the 4 flags) with 1..3
    # blocks of random chain and message.
    for variant in range(4):
        block = 128 if variant & 1 else 64
        for n in (1, 3):
            chain, blocks = rng.randbytes(block), rng.randbytes(n * block)
            first = jobs.backend(variant, chain, blocks, f"compress/output, variant {variant}, {n} blocks")
            if n == 3:  # the same blocks from an unaligned pointer
                offset = 1 + variant % 3
                jobs.backend(variant, chain, blocks, f"compress/output, variant {variant}, {n} blocks "
                             f"at offset {offset}", offset, same_as=first)
    jobs.simple(b"Q", "end")
    print(f"test.py: {vectors} vectors from {len(KAT_FILES)} kat/ files, {len(expected)} random "
          f"messages, 12 backend calls (4 of them unaligned)")
    return jobs


def run(elf, machine, jobs_path, timeout):
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(jobs_path, os.path.join(d, "cm-jobs.bin"))
        p = subprocess.run(["qemu-system-arm", "-M", machine, "-nographic", "-monitor", "none",
                            "-serial", "none", "-semihosting-config", "enable=on,target=native",
                            "-kernel", os.path.abspath(elf)], cwd=d, capture_output=True,
                           timeout=timeout)
        out = os.path.join(d, "cm-out.bin")
        answer = open(out, "rb").read() if os.path.exists(out) else b""
        return p.returncode, p.stdout + p.stderr, answer


def judge(name, jobs, answer):
    """The list of what is wrong with one firmware's answers (empty: all good), and the
    backend calls' chains (which every firmware must agree on)."""
    bad, at, chains, stack_bytes, deepest = [], 0, [], None, 0

    def take(n):
        nonlocal at
        if at + n > len(answer):
            raise EOFError
        at += n
        return answer[at - n:at]
    try:
        for kind, arg, label in jobs.checks:
            if kind == "name":
                n = take(1)[0]
                backend = take(n).decode()
                stack_bytes = struct.unpack("<I", take(4))[0]
                if backend != "cortexm_" + name:
                    bad.append(f"backend is {backend}, not cortexm_{name}")
            elif kind == "errors":
                codes = list(struct.unpack("<8i", take(32)))
                if codes != ERRORS:
                    bad.append(f"error codes {codes}, expected {ERRORS}")
            elif kind == "abi-control":
                mask, depth = struct.unpack("<II", take(8))
                if (mask, depth) != (ABI_CONTROL_MASK, 8):
                    bad.append(f"the ABI check missed its control: mask {mask:#x}, depth {depth} "
                               f"(expected {ABI_CONTROL_MASK:#x}, 8)")
            elif kind == "sbox":
                if take(1) == b"\1":
                    if take(256) != arg:
                        bad.append("sub_bytes differs from the S-box")
                elif name == "ct":
                    bad.append("ct has no sub_bytes to check")
            elif kind == "hash":
                size, md, one_call = arg
                status, stream, one = take(1), take(size), take(size)
                if status != b"\0" or stream != md:
                    bad.append(f"{label}: init/update/final gave {stream.hex()}, expected {md.hex()}")
                if one_call and one != md:
                    bad.append(f"{label}: groestl_hash gave {one.hex()}, expected {md.hex()}")
            elif kind == "repeat":
                size, md = arg
                got = take(size)
                if got != md:
                    bad.append(f"{label}: {got.hex()}, expected {md.hex()}")
            elif kind == "backend":
                size, same_as = arg
                got = []
                for call in ("compress", "output"):
                    chain = take(size)
                    mask, depth = struct.unpack("<II", take(8))
                    got.append(chain)
                    deepest = max(deepest, depth)
                    if mask:
                        bad.append(f"{label}: {call} broke the ABI (mask {mask:#x}: bit i = r(4+i), bit 8 = sp)")
                    if depth > stack_bytes:
                        bad.append(f"{label}: {call} used {depth} bytes of stack, more than its stack_bytes {stack_bytes}")
                if same_as is not None and got != chains[2 * same_as:2 * same_as + 2]:
                    bad.append(f"{label}: differs from the same blocks at an aligned address")
                chains += got
    except EOFError:
        bad.append(f"the answers end early, at {label}")
    if at != len(answer):
        bad.append("more answers than jobs")
    return bad, chains, deepest


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(HERE, "build"))
    ap.add_argument("--groestlsum", default=os.path.join(REPO, "build", "groestlsum"))
    ap.add_argument("--cpus", default=" ".join(MACHINE))
    ap.add_argument("--variants", default="small fast ct")
    ap.add_argument("--long", action="store_true", help="the 1 GiB vectors, Cortex-M4 builds")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    a = ap.parse_args()
    for tool in ("qemu-system-arm",):
        if shutil.which(tool) is None:
            sys.exit(f"test.py: {tool} not found: scripts/setup.sh cortexm installs it")
    if not a.long and not os.access(a.groestlsum, os.X_OK):
        sys.exit(f"test.py: {a.groestlsum} not found: build the C library first (cmake, build/)")
    seed = a.seed if a.seed is not None else random.randrange(1 << 32)
    print(f"test.py: seed {seed} (--seed {seed} repeats this run)")
    rng = random.Random(seed)
    jobs = build_jobs(rng, a.groestlsum, a.long)
    cpus = ["cortex-m4"] if a.long else a.cpus.split()
    runs = [(c, v) for c in cpus for v in a.variants.split()]
    failed, all_chains = 0, {}
    with tempfile.TemporaryDirectory() as d:
        jobs_path = os.path.join(d, "jobs.bin")
        open(jobs_path, "wb").write(jobs.data)
        timeout = 48 * 3600 if a.long else 600
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            futures = {pool.submit(run, os.path.join(a.build, c, f"test-{v}.elf"), MACHINE[c],
                                   jobs_path, timeout): (c, v) for c, v in runs}
            for f in concurrent.futures.as_completed(futures):
                c, v = futures[f]
                rc, log, answer = f.result()
                bad, chains, deepest = judge(v, jobs, answer)
                if rc != 0:
                    bad.insert(0, f"qemu exited {rc}: {log.decode(errors='replace').strip()[:300]}")
                all_chains[(c, v)] = chains
                print(f"{'FAIL' if bad else 'ok  '} {c:14} {v:6} ({MACHINE[c]}; deepest backend "
                      f"call {deepest} bytes of stack)")
                for b in bad[:10]:
                    print("     " + b)
                failed += bool(bad)
    if not a.long and len({tuple(ch) for ch in all_chains.values()}) != 1:
        print("FAIL the backend calls' chains differ between firmwares")
        failed += 1
    print(f"{len(runs) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
