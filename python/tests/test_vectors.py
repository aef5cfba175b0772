# SPDX-License-Identifier: MIT OR Apache-2.0
"""Every known-answer vector file through the Python API, several ways."""

from __future__ import annotations

import random

import pytest

import groestl
import kat

# (file, name for new(), constructor, entries in the file)
FILES = [(f"final/ShortMsgKAT_{n}.txt", f"groestl-{n}", f"groestl{n}", 256) for n in (224, 256, 384, 512)]
FILES += [(f"final/BitMsgKAT_{n}.txt", f"groestl-{n}", f"groestl{n}", 1038) for n in (224, 256, 384, 512)]
FILES += [(f"groestl0/ShortMsgKAT_{n}.txt", f"groestl0-{n}", f"groestl0_{n}", 256) for n in (256, 512)]


@pytest.mark.parametrize("relative,name,constructor,count", FILES)
def test_vector_file(relative, name, constructor, count):
    vectors = kat.load(relative)
    assert len(vectors) == count
    # No bit API: the entries that are whole bytes (all of ShortMsgKAT, 1 in 8 of BitMsgKAT).
    vectors = [v for v in vectors if v.bits % 8 == 0]
    assert len(vectors) >= 129
    make = getattr(groestl, constructor)
    family, _, bits = name.partition("-")
    rng = random.Random(relative)
    for v in vectors:
        assert make(v.msg).digest() == v.md, (relative, v.bits)
        assert groestl.new(name, v.msg).hexdigest() == v.md.hex()
        assert groestl.new(family, bytearray(v.msg), digest_bits=int(bits)).digest() == v.md
        # The same message in random pieces, from a memoryview, digests asked on the way.
        h, view, at = make(), memoryview(v.msg), 0
        while at < len(v.msg):
            step = rng.randint(0, 2 * h.block_size)
            h.update(view[at:at + step])
            h.digest()
            at += step
        assert h.digest() == v.md and h.digest() == v.md  # digest() leaves the object usable
