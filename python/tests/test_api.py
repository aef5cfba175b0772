# SPDX-License-Identifier: MIT OR Apache-2.0
"""The hashlib protocol: names, sizes, copy, update splits, inputs, errors; and a random
differential test against the C library's one-call API (tests/hash_once, portable backend)."""

from __future__ import annotations

import array
import doctest
import hashlib
import hmac
import io
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import groestlcoin_hash2 as pure_python  # groestl(bits).digest(data): any size, pure Python
import numpy as np
import pytest

import groestl
from kat import REPO

EMPTY_256 = bytes.fromhex("1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467")
CONSTRUCTORS = {
    "groestl-224": groestl.groestl224, "groestl-256": groestl.groestl256,
    "groestl-384": groestl.groestl384, "groestl-512": groestl.groestl512,
    "groestl0-224": groestl.groestl0_224, "groestl0-256": groestl.groestl0_256,
    "groestl0-384": groestl.groestl0_384, "groestl0-512": groestl.groestl0_512,
}


@pytest.mark.parametrize("name", groestl.algorithms)
def test_names_and_sizes(name):
    bits = int(name.split("-")[1])
    for h in (groestl.new(name), groestl.new(name.upper()), CONSTRUCTORS[name](),
              groestl.new(name.split("-")[0], digest_bits=bits)):
        assert isinstance(h, groestl.GroestlHash)
        assert (h.name, h.digest_size, h.block_size) == (name, bits // 8, 64 if bits <= 256 else 128)
        assert len(h.digest()) == bits // 8 and len(h.hexdigest()) == bits // 4
    assert groestl.new(name, b"abc").digest() == CONSTRUCTORS[name](data=b"abc").digest()
    assert groestl.new(name, b"x", usedforsecurity=False).digest() == CONSTRUCTORS[name](b"x").digest()


def test_every_size_by_name_and_digest_bits():
    for bits in range(8, 513, 8):
        for family in ("groestl", "groestl0"):
            h = groestl.new(family, b"abc", digest_bits=bits)
            assert (h.name, h.digest_size) == (f"{family}-{bits}", bits // 8)
            assert h.block_size == (64 if bits <= 256 else 128)
            assert groestl.new(h.name, b"abc").digest() == h.digest()  # name round-trips
    assert groestl.new("groestl", digest_bits=256).digest() != groestl.new("groestl0-256").digest()


def test_copy_is_independent():
    a = groestl.groestl512(b"common prefix ")
    b = a.copy()
    assert type(b) is type(a) and b.name == a.name and b.digest() == a.digest()
    a.update(b"one")
    b.update(b"two")
    assert a.digest() == groestl.groestl512(b"common prefix one").digest()
    assert b.digest() == groestl.groestl512(b"common prefix two").digest()
    c = b.copy()
    b.update(b"!")
    assert c.digest() == groestl.groestl512(b"common prefix two").digest()


def test_update_after_digest_and_repeated_digests():
    h = groestl.groestl256()
    assert h.digest() == EMPTY_256 and h.digest() == EMPTY_256
    h.update(b"The quick brown fox ")
    h.hexdigest()
    h.update(b"jumps over the lazy dog")
    assert h.hexdigest() == "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301"


@pytest.mark.parametrize("bits", (256, 512))
def test_update_splits(bits):
    rng = random.Random(bits)
    for _ in range(40):
        msg = rng.randbytes(rng.randint(0, 700))
        whole = groestl.new("groestl", msg, digest_bits=bits).digest()
        h, at = groestl.new("groestl", digest_bits=bits), 0
        while at < len(msg):
            step = rng.choice((0, 1, 7, 63, 64, 65, 127, 128, 129, 300))
            h.update(msg[at:at + step])
            at += step
        assert h.digest() == whole
    # Split around the GIL threshold (2048 bytes): both paths absorb alike.
    msg = rng.randbytes(10000)
    h = groestl.new("groestl", msg[:2047], digest_bits=bits)
    for part in (msg[2047:4095], msg[4095:4096], msg[4096:]):
        h.update(part)
    assert h.digest() == groestl.new("groestl", msg, digest_bits=bits).digest()


def test_every_buffer_kind():
    data = bytes(range(256)) * 40
    want = groestl.groestl384(data).digest()
    matrix = np.frombuffer(data, dtype=np.uint8).reshape(80, 128)
    for obj in (bytearray(data), memoryview(data), array.array("B", data),
                array.array("I", data), np.frombuffer(data, dtype=np.uint32), matrix,
                memoryview(data).cast("B", (80, 128)), io.BytesIO(data).getbuffer()):
        assert groestl.groestl384(obj).digest() == want, type(obj)
        h = groestl.groestl384()
        h.update(obj)
        assert h.digest() == want, type(obj)


def hashlib_error(data):
    """The exception hashlib raises for data (the reference behaviour)."""
    with pytest.raises(Exception) as info:
        hashlib.sha256(data)
    return type(info.value), str(info.value)


@pytest.mark.parametrize("data", ["text", 1, None, 1.5, [1, 2], memoryview(b"abcd")[::2],
                                  np.arange(16, dtype=np.uint8)[::2],
                                  np.zeros((4, 4), dtype=np.uint8, order="F")],
                         ids=["str", "int", "None", "float", "list", "strided memoryview",
                              "strided ndarray", "Fortran ndarray"])
def test_bad_data_raises_as_hashlib(data):
    kind, message = hashlib_error(data)
    assert kind in (TypeError, BufferError, ValueError)
    for call in (groestl.groestl256, lambda d: groestl.groestl256().update(d),
                 lambda d: groestl.new("groestl-512", d), groestl.groestlcoin_hash,
                 groestl.myriad_groestl_hash):
        with pytest.raises(kind) as info:
            call(data)
        assert str(info.value) == message
    assert hashlib_error("x")[1] == "Strings must be encoded before hashing"


@pytest.mark.parametrize("name", ["sha256", "groestl-", "groestl-abc", "groestl-256x", "groestl1-256",
                                  "groestl", "groestl0", "groestl-100", "groestl-0", "groestl-520",
                                  "groestl--256", "groestl-٢٥٦"])
def test_bad_names_raise_value_error(name):
    with pytest.raises(ValueError):
        groestl.new(name)


@pytest.mark.parametrize("bits", [0, 7, 100, 520, -8, 2**80])
def test_bad_digest_bits_raise_value_error(bits):
    with pytest.raises(ValueError, match="digest_bits"):
        groestl.new("groestl", digest_bits=bits)
    with pytest.raises(ValueError):
        groestl.new("groestl0", digest_bits=bits)


def test_wrong_argument_types_and_counts():
    with pytest.raises(ValueError, match="disagrees"):
        groestl.new("groestl-256", digest_bits=512)
    for bits in ("256", 256.0):
        with pytest.raises(TypeError):
            groestl.new("groestl", digest_bits=bits)
    with pytest.raises(TypeError):
        groestl.new(b"groestl-256")
    with pytest.raises(TypeError, match="positional"):
        groestl.groestl256(b"a", b"b")
    with pytest.raises(TypeError, match="invalid keyword"):
        groestl.groestl256(string=b"a")
    with pytest.raises(TypeError, match="by name"):
        groestl.groestl256(b"a", data=b"b")
    with pytest.raises(TypeError):
        groestl.GroestlHash()
    with pytest.raises(TypeError):
        groestl.groestl256().update()
    with pytest.raises(TypeError):
        groestl.groestlcoin_hash()
    with pytest.raises(AttributeError):
        groestl.groestl256().digest_size = 1


def test_docstring_examples():
    result = doctest.testmod(groestl)
    assert result.attempted >= 3 and result.failed == 0


def test_file_digest(tmp_path):
    data = os.urandom(3 * 2**18 + 5)  # several of file_digest's reads
    path = tmp_path / "f"
    path.write_bytes(data)
    with open(path, "rb") as f:
        assert hashlib.file_digest(f, groestl.groestl512).digest() == groestl.groestl512(data).digest()
    assert hashlib.file_digest(io.BytesIO(data), groestl.groestl256).digest() == groestl.groestl256(data).digest()


@pytest.mark.parametrize("make", [groestl.groestl256, groestl.groestl512])
def test_hmac_uses_the_block_size(make):
    key, msg = os.urandom(200), b"message"
    block = make().block_size
    short_key = make(key).digest().ljust(block, b"\0")  # keys longer than a block are hashed
    inner = make(bytes(k ^ 0x36 for k in short_key) + msg).digest()
    want = make(bytes(k ^ 0x5C for k in short_key) + inner).digest()
    assert hmac.new(key, msg, make).digest() == want
    assert hmac.digest(key, msg, make) == want


def run_python(code, **env):
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, **env})


def backends_list() -> dict[str, bool]:
    """{name: constant-time} of src/backends.h, the library's one list of its backends."""
    text = (REPO / "src" / "backends.h").read_text()
    entries = re.findall(r'^GROESTL_BACKEND\((\w+), "[^"]*", ([01]),', text, re.M)
    assert len(entries) == len(re.findall(r"^GROESTL_BACKEND\(", text, re.M)), \
        "src/backends.h: an entry this pattern does not read"
    return {name: ct == "1" for name, ct in entries}


def test_backend(groestlsum):
    listed = backends_list()
    assert groestl.backend() in listed
    if not os.environ.get("GROESTL_BACKEND"):  # the automatic choice is a constant-time one
        assert listed[groestl.backend()], groestl.backend()
    if groestlsum is not None:  # the C tool of the same checkout picks the same one
        listing = subprocess.run([groestlsum, "--list-backends"], capture_output=True, text=True,
                                 check=True).stdout.splitlines()
        in_use = [line for line in listing if line.endswith("(in use)")]
        assert [line.split()[0] for line in in_use] == [groestl.backend()]
        # The automatic choice is constant-time: tables64 and portable run only when named.
        if not os.environ.get("GROESTL_BACKEND"):
            assert " constant-time" in in_use[0] and "not constant-time" not in in_use[0]
    forced = run_python("import groestl; print(groestl.backend(), groestl.groestl256().hexdigest())",
                        GROESTL_BACKEND="portable")
    assert forced.stdout == f"portable {EMPTY_256.hex()}\n", forced.stderr
    bad = run_python("import groestl; groestl.groestl256()", GROESTL_BACKEND="no-such-backend")
    assert bad.returncode == 1 and "RuntimeError: GROESTL_BACKEND=no-such-backend" in bad.stderr
    bad = run_python("import groestl; groestl.backend()", GROESTL_BACKEND="no-such-backend")
    assert "RuntimeError: GROESTL_BACKEND=no-such-backend" in bad.stderr


def test_random_messages_against_a_pure_python_groestl(seed=2012):
    """Any size and length, in random pieces: against groestlcoin-hash2's Grøstl (pure Python,
    from PyPI, written apart from this project)."""
    rng = random.Random(seed)
    for _ in range(25):
        bits = rng.randrange(8, 513, 8)
        msg = rng.randbytes(rng.choice((0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129,
                                        rng.randint(0, 600))))
        h, at = groestl.new("groestl", digest_bits=bits), 0
        while at < len(msg):
            step = rng.randint(1, 300)
            h.update(msg[at:at + step])
            at += step
        assert h.digest() == pure_python.groestl(bits).digest(msg), (bits, len(msg))


def test_random_messages_against_the_c_library(hash_once, tmp_path):
    """Any size and length: the Python API against the library's one call (tests/hash_once
    of the C build, portable backend), when GROESTL_BUILD_DIR names that build; without it,
    against the pure-Python Grøstl, on fewer and shorter messages (it is slow)."""
    if hash_once is None:
        test_random_messages_against_a_pure_python_groestl(seed=2011)
        return
    rng = random.Random(2011)
    path = tmp_path / "msg"
    env = {**os.environ, "GROESTL_BACKEND": "portable"}
    for _ in range(60):
        bits = rng.randrange(8, 513, 8)
        msg = rng.randbytes(rng.choice((0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129,
                                        rng.randint(0, 5000))))
        path.write_bytes(msg)
        want = subprocess.run([hash_once, str(bits), path], capture_output=True, text=True,
                              check=True, env=env).stdout.strip()
        assert len(want) == bits // 4
        h, at = groestl.new("groestl", digest_bits=bits), 0
        while at < len(msg):
            step = rng.randint(1, 3000)
            h.update(msg[at:at + step])
            at += step
        assert h.hexdigest() == want, (bits, len(msg))


def test_no_benchmark_hook_ships():
    """The C loop python/bench.py times against (_groestl_bench) is an extension of its own that
    the script builds; neither it nor the old hook _native_repeat is in the installed package."""
    from groestl import _groestl

    assert not [name for name in dir(_groestl) if "native" in name or "bench" in name]
    installed = Path(groestl.__file__).parent
    assert not list(installed.glob("*bench*")), list(installed.iterdir())
