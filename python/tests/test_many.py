# SPDX-License-Identifier: MIT OR Apache-2.0
"""hash_many and output_transform_many: against one message at a time, the vector files and
a pure-Python output transformation, with hashlib's habits for bad input."""

from __future__ import annotations

import array
import random
import threading

import pytest

import groestl
import kat


def one_by_one(messages, bits):
    return [groestl.new("groestl", m, digest_bits=bits).digest() for m in messages]


@pytest.mark.parametrize("bits", [224, 256, 384, 512, 8, 136, 264, 504])
def test_random_batches(bits):
    rng = random.Random(bits)
    block = 128 if bits > 256 else 64
    edges = [0, 1, block - 9, block - 8, block - 1, block, block + 1, 2 * block]
    for count in (1, 2, 3, 63, 64, 65, 130):
        equal = count % 2 == 1
        common = rng.choice(edges + [rng.randrange(3000)])
        lengths = [common if equal else rng.choice(edges + [rng.randrange(3000)])
                   for _ in range(count)]
        messages = [rng.randbytes(n) for n in lengths]
        assert groestl.hash_many(messages, digest_bits=bits) == one_by_one(messages, bits), \
            (bits, count, equal)


def test_default_size_and_argument_forms():
    messages = [b"abc", b"", b"x" * 1000]
    want = one_by_one(messages, 256)
    assert groestl.hash_many(messages) == want
    assert groestl.hash_many(tuple(messages), 256) == want
    assert groestl.hash_many(iter(messages), digest_bits=256) == want
    assert groestl.hash_many(m for m in messages) == want
    assert groestl.hash_many([]) == []
    assert groestl.hash_many(()) == []


def test_any_buffer():
    raw = bytes(range(200))
    forms = [raw, bytearray(raw), memoryview(raw), memoryview(raw)[10:150],
             array.array("B", raw), array.array("I", raw[:160])]
    want = [groestl.groestl256(bytes(memoryview(f).cast("B"))).digest() for f in forms]
    assert groestl.hash_many(forms) == want


def test_vector_files():
    for n in (224, 256, 384, 512):
        vectors = [v for v in kat.load(f"final/ShortMsgKAT_{n}.txt") if v.bits % 8 == 0]
        assert len(vectors) == 256
        assert groestl.hash_many([v.msg for v in vectors], digest_bits=n) == [v.md for v in vectors]


def test_errors():
    with pytest.raises(TypeError, match=r"messages\[1\]: Strings must be encoded"):
        groestl.hash_many([b"a", "b"])
    with pytest.raises(TypeError, match=r"messages\[2\]: object supporting the buffer API"):
        groestl.hash_many([b"a", b"b", 5])
    with pytest.raises(TypeError, match="iterable of messages, not one bytes"):
        groestl.hash_many(b"abc")
    with pytest.raises(TypeError, match="iterable of messages, not one str"):
        groestl.hash_many("abc")
    with pytest.raises(TypeError):
        groestl.hash_many(5)
    with pytest.raises(TypeError):
        groestl.hash_many()
    with pytest.raises(TypeError, match="unexpected keyword"):
        groestl.hash_many([b"a"], bits=256)
    for bad in (0, 7, 12, 520, -256, 2**80):
        with pytest.raises(ValueError, match="8 to 512 in steps of 8"):
            groestl.hash_many([b"a"], digest_bits=bad)
    with pytest.raises(TypeError):
        groestl.hash_many([b"a"], digest_bits="256")
    # A buffer that is not contiguous: what hashlib raises for it.
    with pytest.raises(BufferError):
        groestl.hash_many([memoryview(b"abcdef")[::2]])


# ---- output_transform_many against a pure-Python P of the final version --------------------

def _sbox():
    """The AES S-box from its definition: inverse in GF(2^8), then the affine map."""
    def mul(a, b):
        r = 0
        while b:
            if b & 1:
                r ^= a
            a = (a << 1) ^ (0x11B if a & 0x80 else 0)
            b >>= 1
        return r
    box = []
    for x in range(256):
        inv = next((y for y in range(1, 256) if mul(x, y) == 1), 0)
        s = inv
        for k in range(1, 5):
            s ^= ((inv << k) | (inv >> (8 - k))) & 0xFF
        box.append(s ^ 0x63)
    return box, mul


SBOX, MUL = _sbox()


def _p512(x: bytes) -> bytes:
    """Grøstl's P on the 512-bit state: byte 8c + r is row r, column c."""
    a = [[x[8 * c + r] for c in range(8)] for r in range(8)]
    factors = [2, 2, 3, 4, 5, 3, 5, 7]  # circulant row of MixBytes' matrix
    for i in range(10):
        for c in range(8):
            a[0][c] ^= (c << 4) ^ i                                    # AddRoundConstant
        a = [[SBOX[v] for v in row] for row in a]                       # SubBytes
        a = [[a[r][(c + r) % 8] for c in range(8)] for r in range(8)]   # ShiftBytes
        # MixBytes: b[r][c] = sum over k of factors[(k - r) % 8] * a[k][c]
        a = [[_xor(MUL(factors[(k - r) % 8], a[k][c]) for k in range(8)) for c in range(8)]
             for r in range(8)]
    return bytes(a[r][c] for c in range(8) for r in range(8))


def _xor(values):
    out = 0
    for v in values:
        out ^= v
    return out


def test_output_transform_many():
    rng = random.Random(2)
    for count in (0, 1, 2, 5, 64, 65, 150):
        data = rng.randbytes(64 * count)
        want = b"".join(bytes(p ^ q for p, q in zip(_p512(data[i:i + 64]), data[i:i + 64]))[32:]
                        for i in range(0, len(data), 64))
        assert groestl.output_transform_many(data) == want, count
        assert groestl.output_transform_many(bytearray(data)) == want
    # Not Grøstl-256 of the 64 bytes.
    assert groestl.output_transform_many(bytes(64)) != groestl.groestl256(bytes(64)).digest()


def test_output_transform_errors():
    with pytest.raises(ValueError, match="length 65 is not a multiple of 64"):
        groestl.output_transform_many(bytes(65))
    with pytest.raises(TypeError, match="Strings must be encoded"):
        groestl.output_transform_many("a" * 64)
    with pytest.raises(TypeError):
        groestl.output_transform_many(None)


def test_threads():
    """Batches big enough to release the GIL, from several threads at once."""
    rng = random.Random(3)
    messages = [rng.randbytes(rng.randrange(5000)) for _ in range(40)]
    want = one_by_one(messages, 512)
    nodes = rng.randbytes(64 * 200)
    nodes_want = groestl.output_transform_many(nodes)
    results, errors = [], []

    def work():
        try:
            for _ in range(5):
                results.append(groestl.hash_many(messages, digest_bits=512) == want and
                               groestl.output_transform_many(nodes) == nodes_want)
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(results) == 20 and all(results)
