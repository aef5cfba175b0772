#!/usr/bin/env python3
"""make -C avr test (AES part): every AES build on the simulated ATmega128 against
- FIPS-197 examples: Appendix B (cipher example), Appendix C.1 (AES-128), and the last
  round key of the Appendix A.1 key expansion (expanded setkey and otf last_key);
- the NIST AESAVS known-answer files ECB{GFSbox,KeySbox,VarTxt,VarKey}128.rsp, read from
  the installed `cryptography_vectors` package (ciphers/AES/ECB/), both sections;
- random keys and blocks against Python `cryptography`'s AES-ECB, encrypt and decrypt.
Records are batched (runner/aes_driver.c: at most 48 per simulator run). Exits non-zero
on any mismatch, runner error or missing input."""
import argparse, os, random, subprocess, sys, tempfile

import cryptography_vectors
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

OP_KEY, OP_ENC, OP_DEC = 0, 1, 2
BATCH = 48                       # AES_RECORDS in aes_driver.c
H = bytes.fromhex

# FIPS-197 (2001) published example values: (key, input, expected output) per op.
FIPS197 = [
    ("B", OP_ENC, H("2b7e151628aed2a6abf7158809cf4f3c"), H("3243f6a8885a308d313198a2e0370734"),
     H("3925841d02dc09fbdc118597196a0b32")),
    ("B", OP_DEC, H("2b7e151628aed2a6abf7158809cf4f3c"), H("3925841d02dc09fbdc118597196a0b32"),
     H("3243f6a8885a308d313198a2e0370734")),
    ("C.1", OP_ENC, H("000102030405060708090a0b0c0d0e0f"), H("00112233445566778899aabbccddeeff"),
     H("69c4e0d86a7b0430d8cdb78070b4c55a")),
    ("C.1", OP_DEC, H("000102030405060708090a0b0c0d0e0f"), H("69c4e0d86a7b0430d8cdb78070b4c55a"),
     H("00112233445566778899aabbccddeeff")),
    # A.1: w[40..43], the last round key of the expansion of the Appendix A.1 key
    ("A.1", OP_KEY, H("2b7e151628aed2a6abf7158809cf4f3c"), bytes(16),
     H("d014f9a8c9ee2589e13f0cc8b6630ca6")),
    # C.1: round[10].k_sch
    ("C.1", OP_KEY, H("000102030405060708090a0b0c0d0e0f"), bytes(16),
     H("13111d7fe3944a17f307a78b4d2b30c5")),
]
KAT_FILES = ["ECBGFSbox128.rsp", "ECBKeySbox128.rsp", "ECBVarTxt128.rsp", "ECBVarKey128.rsp"]


def kat_records(name):
    """(label, op, key, input, expected) for both sections of an AESAVS .rsp file."""
    out, op, rec = [], None, {}
    with cryptography_vectors.open_vector_file(os.path.join("ciphers", "AES", "ECB", name), "r") as f:
        for line in f:
            line = line.strip()
            if line in ("[ENCRYPT]", "[DECRYPT]"):
                op = OP_ENC if line == "[ENCRYPT]" else OP_DEC
            elif "=" in line:
                k, v = (x.strip() for x in line.split("=", 1))
                rec[k] = v
                if "PLAINTEXT" in rec and "CIPHERTEXT" in rec:
                    pt, ct = H(rec["PLAINTEXT"]), H(rec["CIPHERTEXT"])
                    src, dst = (pt, ct) if op == OP_ENC else (ct, pt)
                    out.append((f"{name} {'enc' if op == OP_ENC else 'dec'} {rec['COUNT']}",
                                op, H(rec["KEY"]), src, dst))
                    rec = {}
    if len(out) < 14 or op is None:
        sys.exit(f"FAILED: {name}: too few vectors read ({len(out)})")
    return out


def random_records(rng, n):
    out = []
    for i in range(n):
        key, block = rng.randbytes(16), rng.randbytes(16)
        c = Cipher(algorithms.AES(key), modes.ECB())
        out.append((f"random enc {i}", OP_ENC, key, block, c.encryptor().update(block)))
        out.append((f"random dec {i}", OP_DEC, key, block, c.decryptor().update(block)))
    return out


def run_batch(runner, build, op, recs, path):
    with open(path, "wb") as f:
        f.write(bytes([op]) + b"".join(k + x for _, _, k, x, _ in recs))
    p = subprocess.run([runner, build, path], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"FAILED: runner {build}: {p.stderr.strip()}")
    got = bytes.fromhex(p.stdout.splitlines()[1].split()[0]) if p.stdout.splitlines()[1].split()[:1] else b""
    if len(got) != 16 * len(recs):
        sys.exit(f"FAILED: {build}: {len(got)} output bytes for {len(recs)} records")
    return [got[16 * i:16 * i + 16] for i in range(len(recs))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--random", type=int, default=48, help="random keys (each: encrypt and decrypt)")
    ap.add_argument("builds", nargs="+")
    a = ap.parse_args()
    rng = random.Random(os.environ.get("AVR_TEST_SEED", "aes"))
    kat = [r for name in KAT_FILES for r in kat_records(name)]
    recs = FIPS197 + kat + random_records(rng, a.random)
    bad = 0
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in")
        for build in a.builds:
            for op in (OP_KEY, OP_ENC, OP_DEC):
                todo = [r for r in recs if r[1] == op]
                for i in range(0, len(todo), BATCH):
                    chunk = todo[i:i + BATCH]
                    for (label, _, key, x, want), got in zip(chunk, run_batch(a.runner, build, op, chunk, path)):
                        if got != want:
                            bad += 1
                            print(f"FAILED {build} {label}: key {key.hex()} in {x.hex()}: "
                                  f"{got.hex()} != {want.hex()}")
            print(f"{build}: {len(FIPS197)} FIPS-197, {len(kat)} AESAVS KAT, {2 * a.random} random")
    if bad:
        sys.exit(f"FAILED: {bad} mismatches")
    print("avr aes test: all builds agree")


main()
