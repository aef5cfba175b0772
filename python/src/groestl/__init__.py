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

Many messages at once (Merkle leaves, block headers, a column of records):
``hash_many(messages, digest_bits=256)`` and ``groestlcoin_hash_many(messages)`` hash them side
by side where the C backend can, without the GIL. messages is any iterable of buffers, or,
read in place without a Python object per message, a pyarrow binary, large_binary or
fixed_size_binary array or chunked array (anything with ``__arrow_c_array__`` or
``__arrow_c_stream__``: a pandas Series too), a NumPy array of fixed-width bytes (dtype
``'S80'``: each message is the item's full width, trailing zero bytes included) or a 2-D uint8
NumPy array (a message per row). The digests come as a list of bytes, or with
``out="numpy"`` as an (n, size) uint8 array, with ``out="arrow"`` as a pyarrow
fixed_size_binary array; NumPy and pyarrow are needed only for those.
``output_transform_many(data)`` is Grøstl-256's output transformation as a 64-to-32-byte
compression on each 64-byte piece of data (Merkle tree inner nodes). ``groestl.dask`` hashes
Dask DataFrame columns and Bags.

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
    output_transform_many,
)
from ._groestl import _hash_many as _engine

if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, Literal

    from _typeshed import ReadableBuffer

__all__ = [
    "GroestlHash", "algorithms", "backend", "new", "groestlcoin_hash", "myriad_groestl_hash",
    "hash_many", "groestlcoin_hash_many", "output_transform_many",
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


_OUTPUTS = ("list", "numpy", "arrow")


def _shaper(out: str):  # type: ignore[no-untyped-def]
    """What turns the engine's flat bytearray of digests of `size` bytes into the output asked
    for; called before hashing, so a bad `out` or a missing package costs no work."""
    if out == "numpy":
        try:
            import numpy
        except ImportError as e:
            raise ImportError("out='numpy' needs NumPy (pip install numpy)") from e
        return lambda flat, size: numpy.frombuffer(flat, dtype=numpy.uint8).reshape(-1, size)
    if out == "arrow":
        try:
            import pyarrow
        except ImportError as e:
            raise ImportError("out='arrow' needs pyarrow (pip install pyarrow)") from e
        return lambda flat, size: pyarrow.Array.from_buffers(
            pyarrow.binary(size), len(flat) // size, [None, pyarrow.py_buffer(flat)])
    raise ValueError(f"out must be one of {', '.join(map(repr, _OUTPUTS))}, not {out!r}")


def hash_many(messages: Iterable[ReadableBuffer] | Any, digest_bits: int = 256, *,
              out: Literal["list", "numpy", "arrow"] = "list") -> Any:
    """The Grøstl digests (final version) of many messages, in their order: the same as
    ``[new("groestl", m, digest_bits=digest_bits).digest() for m in messages]``, hashed side
    by side where the C backend can, without the GIL from 2 KiB in all.

    messages: any iterable of buffers; or, read in place, a pyarrow binary, large_binary or
    fixed_size_binary (chunked) array, a NumPy 'S<width>' array (each item's full width) or a
    2-D uint8 NumPy array (a message per row). out: "list" (bytes objects), "numpy" (an
    (n, digest_bits // 8) uint8 array) or "arrow" (a pyarrow fixed_size_binary array).
    ValueError for a null message, TypeError for what is not a message; nothing is returned
    then.
    """
    if out == "list":
        return _engine(messages, digest_bits, False, False)
    shape = _shaper(out)
    return shape(_engine(messages, digest_bits, False, True), digest_bits // 8)


def groestlcoin_hash_many(messages: Iterable[ReadableBuffer] | Any, *,
                          out: Literal["list", "numpy", "arrow"] = "list") -> Any:
    """Groestlcoin's hash of many messages (block headers): the same as
    ``[groestlcoin_hash(m) for m in messages]``, computed as two batch passes of Grøstl-512 in
    C without the GIL. messages and out as for hash_many(); each digest is 32 bytes."""
    if out == "list":
        return _engine(messages, 512, True, False)
    shape = _shaper(out)
    return shape(_engine(messages, 512, True, True), 32)
