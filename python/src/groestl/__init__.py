# SPDX-License-Identifier: MIT OR Apache-2.0
"""Grøstl (SHA-3 finalist) with hashlib's interface, on the C library libgroestl.

    >>> import groestl
    >>> groestl.groestl256(b"abc").hexdigest()[:16]
    'f3c1bb19c0488013'
    >>> h = groestl.new("groestl-512"); h.update(b"a"); h.update(b"bc"); h.name
    'groestl-512'
    >>> groestl.groestlcoin_hash(bytes(80)).hex()[:16]
    '8703946c1f2630a6'

Names: ``groestl-224``, ``-256``, ``-384``, ``-512`` (final version) and ``groestl0-…``
(Grøstl-0, before the January 2011 tweak); ``new("groestl", digest_bits=N)`` or
``new("groestl-N")`` for any other size N from 8 to 512 in steps of 8.

Many messages at once (Merkle leaves, block headers, many files): ``hash_many(messages,
digest_bits=256)`` returns their digests as a list, hashed side by side where the C backend
can; ``output_transform_many(data)`` is Grøstl-256's output transformation as a 64-to-32-byte
compression on each 64-byte piece of data (Merkle tree inner nodes).

Errors: ValueError for an unknown name or a bad digest size; TypeError for data that is a
str or not a buffer (hashlib's messages); for a buffer that is not C-contiguous, what hashlib
raises (BufferError from a memoryview, ValueError from numpy); RuntimeError when the
environment variable GROESTL_BACKEND names a backend this machine lacks.
"""

from __future__ import annotations

import hashlib as _hashlib
from typing import TYPE_CHECKING

from ._groestl import (
    GroestlHash,
    __version__,
    _make,
    backend,
    groestl0_224,
    groestl0_256,
    groestl0_384,
    groestl0_512,
    groestl224,
    groestl256,
    groestl384,
    groestl512,
    groestlcoin_hash,
    hash_many,
    output_transform_many,
)

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

__all__ = [
    "GroestlHash", "algorithms", "backend", "new", "groestlcoin_hash", "myriad_groestl_hash",
    "hash_many", "output_transform_many",
    "groestl224", "groestl256", "groestl384", "groestl512",
    "groestl0_224", "groestl0_256", "groestl0_384", "groestl0_512",
]

#: The names new() takes for the standard sizes.
algorithms = ("groestl-224", "groestl-256", "groestl-384", "groestl-512",
              "groestl0-224", "groestl0-256", "groestl0-384", "groestl0-512")


def _parse_name(name: str, digest_bits: int | None) -> tuple[int, bool]:
    """'groestl-256' -> (256, False); 'groestl0' with digest_bits=N -> (N, True)."""
    if not isinstance(name, str):
        raise TypeError(f"name must be a str, not {type(name).__name__}")
    family, dash, size = name.lower().partition("-")
    if family not in ("groestl", "groestl0") or (dash and not (size.isascii() and size.isdigit())):
        raise ValueError(f"unsupported hash type {name}")
    if not dash:
        if digest_bits is None:
            raise ValueError(f"{name}: digest_bits is required (8 to 512 in steps of 8)")
        return digest_bits, family == "groestl0"
    if digest_bits is not None and digest_bits != int(size):
        raise ValueError(f"{name}: digest_bits={digest_bits!r} disagrees with the name")
    return int(size), family == "groestl0"


def new(name: str, data: ReadableBuffer = b"", *, digest_bits: int | None = None,
        usedforsecurity: bool = True) -> GroestlHash:
    """A new Grøstl object, hashlib.new() style, fed with data.

    name is ``groestl-224`` … ``groestl-512``, ``groestl0-224`` … ``groestl0-512``, any
    ``groestl-N``/``groestl0-N`` with N from 8 to 512 in steps of 8, or ``groestl``/``groestl0``
    with ``digest_bits=N``. ValueError for other names or sizes. usedforsecurity is accepted,
    as by hashlib, and ignored.
    """
    bits, v0 = _parse_name(name, digest_bits)
    return _make(bits, v0, data)


def myriad_groestl_hash(data: ReadableBuffer) -> bytes:
    """Myriadcoin's Grøstl proof-of-work hash: SHA-256(Grøstl-512(data)), 32 bytes."""
    return _hashlib.sha256(groestl512(data).digest()).digest()
