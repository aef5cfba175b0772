#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""make -C avr test (AES part): every AES build on the simulated ATmega128 against
- FIPS-197 examples: Appendix B (cipher example), Appendix C.1 (AES-128), and the last
  round key of the Appendix A.1 key expansion (expanded setkey and otf last_key);
- the NIST AESAVS known-answer files ECB{GFSbox,KeySbox,VarTxt,VarKey}128.rsp, read from
  the installed `cryptography_vectors` package (ciphers/AES/ECB/), both sections;
- random keys and blocks against Python `cryptography`'s AES-ECB, encrypt and decrypt, and
  the last round key against the key expansion of FIPS-197 5.2 written here; for the
  expanded form also round key 1 of the decryption schedule (setkey_decrypt) against
  InvMixColumns (FIPS-197 5.3.3) of that expansion's round key 1;
- constant time: the measured call (the first record of each batch, a different key and
  block every time) takes the same cycles and stack in every batch of a build and op.
Records are batched (aes/aes_driver.c: at most 48 per simulator run). Exits non-zero
on any mismatch, runner error or missing input."""
import argparse, os, random, subprocess, sys, tempfile

try:
    import cryptography_vectors
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
except ImportError as e:
    sys.exit(f"FAILED: {e}: this test needs `cryptography` and `cryptography_vectors` "
             "(avr/aes/requirements.txt), which scripts/setup.sh avr installs into "
             "build-python/venv: make -C avr test AES_PYTHON=../build-python/venv/bin/python")

OP_KEY, OP_ENC, OP_DEC, OP_DEC_KEY = 0, 1, 2, 3   # 3: expanded form only
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
    # C.1, equivalent inverse cipher: round[9].ik_sch (= InvMixColumns of round key 1)
    ("C.1", OP_DEC_KEY, H("000102030405060708090a0b0c0d0e0f"), bytes(16),
     H("8c56dff0825dd3f9805ad3fc8659d7fd")),
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


def gf_mul(a, b):
    """a·b in GF(2^8) mod x^8+x^4+x^3+x+1"""
    r = 0
    while b:
        r ^= a if b & 1 else 0
        a = (a << 1) ^ (0x11b if a & 0x80 else 0)
        b >>= 1
    return r


def sbox_from_definition():
    """FIPS-197 5.1.1: inverse in GF(2^8) mod x^8+x^4+x^3+x+1, then the affine map
    (independent of src/groestl_sbox.h, which the firmware uses)."""
    rotl = lambda b, n: ((b << n) | (b >> (8 - n))) & 0xff
    inv = [0] + [next(y for y in range(1, 256) if gf_mul(x, y) == 1) for x in range(1, 256)]
    return [b ^ rotl(b, 1) ^ rotl(b, 2) ^ rotl(b, 3) ^ rotl(b, 4) ^ 0x63 for b in inv]


def round_keys(key, sbox):
    """FIPS-197 5.2 KeyExpansion for Nk = 4: round keys 0..10 (w[4i..4i+3], 16 bytes each)"""
    w, rcon = bytearray(key), 1
    for i in range(10):
        t = bytes(sbox[b] for b in w[-3:] + w[-4:-3])
        t = bytes([t[0] ^ rcon]) + t[1:]
        rcon = (rcon << 1) ^ (0x11b if rcon & 0x80 else 0)
        for j in range(4):
            t = bytes(x ^ y for x, y in zip(t, w[-16:-12]))
            w += t
    return [bytes(w[16 * i:16 * i + 16]) for i in range(11)]


def inv_mix_columns(k):
    """FIPS-197 5.3.3 on 16 bytes (4 columns)"""
    out = bytearray()
    for c in range(4):
        a = k[4 * c:4 * c + 4]
        out += bytes(gf_mul(a[i], 14) ^ gf_mul(a[(i + 1) % 4], 11) ^ gf_mul(a[(i + 2) % 4], 13)
                     ^ gf_mul(a[(i + 3) % 4], 9) for i in range(4))
    return bytes(out)


def random_records(rng, n):
    out = []
    sbox = sbox_from_definition()
    for i in range(n):
        key, block = rng.randbytes(16), rng.randbytes(16)
        rk = round_keys(key, sbox)
        out.append((f"random key {i}", OP_KEY, key, block, rk[10]))
        out.append((f"random decryption key {i}", OP_DEC_KEY, key, block, inv_mix_columns(rk[1])))
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
    lines = p.stdout.splitlines()
    words = lines[1].split()
    got = bytes.fromhex(words[0]) if len(words) == 2 else b""
    if len(got) != 16 * len(recs):
        sys.exit(f"FAILED: {build}: {len(got)} output bytes for {len(recs)} records")
    cost = tuple(l for l in lines if l.startswith(("cycles ", "stack ")))
    return [got[16 * i:16 * i + 16] for i in range(len(recs))], cost


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
            for op in (OP_KEY, OP_ENC, OP_DEC) + ((OP_DEC_KEY,) if "expanded" in build else ()):
                todo = [r for r in recs if r[1] == op]
                costs = set()
                for i in range(0, len(todo), BATCH):
                    chunk = todo[i:i + BATCH]
                    outs, cost = run_batch(a.runner, build, op, chunk, path)
                    costs.add(cost)
                    for (label, _, key, x, want), got in zip(chunk, outs):
                        if got != want:
                            bad += 1
                            print(f"FAILED {build} {label}: key {key.hex()} in {x.hex()}: "
                                  f"{got.hex()} != {want.hex()}")
                if len(costs) != 1:
                    bad += 1
                    print(f"FAILED {build} op {op}: cycles or stack depend on key/data: {sorted(costs)}")
            ops = "key setup, encrypt, decrypt" + (", decryption key setup" if "expanded" in build else "")
            print(f"{build}: {sum(r[1] <= OP_DEC or 'expanded' in build for r in FIPS197)} FIPS-197, "
                  f"{len(kat)} AESAVS KAT, {sum(r[1] <= OP_DEC or 'expanded' in build for r in recs[len(FIPS197) + len(kat):])} random ({ops})")
    if bad:
        sys.exit(f"FAILED: {bad} mismatches")
    print("avr aes test: all builds agree")


main()
