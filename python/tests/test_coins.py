# SPDX-License-Identifier: MIT OR Apache-2.0
"""The coin hashes against independent implementations: the PyPI packages groestlcoin_hash
(sphlib in C) and groestlcoin_hash2 (pure Python)."""

from __future__ import annotations

import hashlib
import random

import groestlcoin_hash as pypi_groestlcoin   # sphlib: getHash(data, length)
import groestlcoin_hash2 as pure_python       # groestl_hash(data); groestl(512).digest(data)
import pytest

import groestl


def random_inputs(seed, count):
    rng = random.Random(seed)
    lengths = [0, 1, 63, 64, 80, 111, 112, 127, 128, 129, 2047, 2048, 5000]
    lengths += [rng.randint(0, 3000) for _ in range(count)]
    return [rng.randbytes(n) for n in lengths]


def test_groestlcoin_hash_matches_the_pypi_package():
    for data in random_inputs(1, 300) + [random.Random(2).randbytes(1 << 20)]:
        got = groestl.groestlcoin_hash(data)
        assert got == pypi_groestlcoin.getHash(data, len(data)), len(data)
        assert len(got) == 32
        assert got == groestl.groestl512(groestl.groestl512(data).digest()).digest()[:32]
        assert groestl.groestlcoin_hash(bytearray(data)) == got
        assert groestl.groestlcoin_hash(memoryview(data)) == got


def test_groestlcoin_hash_matches_pure_python():
    for data in random_inputs(3, 2)[:8]:
        assert groestl.groestlcoin_hash(data) == pure_python.groestl_hash(data), len(data)


def test_myriad_groestl_hash():
    for data in random_inputs(4, 50):
        got = groestl.myriad_groestl_hash(data)
        assert got == hashlib.sha256(groestl.groestl512(data).digest()).digest()
        assert groestl.myriad_groestl_hash(bytearray(data)) == got
    for data in random_inputs(5, 2)[:6]:  # with an independent Grøstl-512
        want = hashlib.sha256(pure_python.groestl(512).digest(data)).digest()
        assert groestl.myriad_groestl_hash(data) == want, len(data)


def test_compat_gethash_is_the_pypi_packages():
    from groestl import compat
    rng = random.Random(6)
    for data in random_inputs(6, 100):
        assert compat.getHash(data, len(data)) == pypi_groestlcoin.getHash(data, len(data))
        cut = rng.randint(0, len(data))  # a prefix, as the original hashes one
        assert compat.getHash(data, cut) == pypi_groestlcoin.getHash(data, cut), (len(data), cut)
        assert compat.getHash(bytearray(data), cut) == groestl.groestlcoin_hash(data[:cut])


def test_compat_gethash_refuses_what_the_original_reads_past():
    from groestl import compat
    for length in (81, -1, 1 << 40):
        with pytest.raises(ValueError, match=f"length {length} is outside the data's 80 bytes"):
            compat.getHash(bytes(80), length)
    with pytest.raises(TypeError):
        compat.getHash(bytes(80), 80.0)
    with pytest.raises(TypeError):
        compat.getHash("text", 4)
