# SPDX-License-Identifier: MIT OR Apache-2.0
"""The interface of the PyPI package ``groestlcoin_hash`` (sphlib's C), which Electrum-GRS and
other Groestlcoin code call, on this package::

    from groestl import compat as groestlcoin_hash   # was: import groestlcoin_hash
    groestlcoin_hash.getHash(header, len(header))     # the same 32 bytes

``getHash(data, length)`` is Groestlcoin's hash (the first 32 bytes of Grøstl-512 of
Grøstl-512) of the first ``length`` bytes of ``data``. Where the original reads past the end of
``data`` (a length beyond it) or takes a negative length as a huge one, this raises ValueError;
it takes any bytes-like object, where the original takes only ``bytes``.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING

from ._groestl import groestlcoin_hash

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

__all__ = ["getHash"]


def getHash(data: ReadableBuffer, length: int) -> bytes:  # noqa: N802 (the original's name)
    """Groestlcoin's hash of ``data[:length]``: 32 bytes."""
    view = memoryview(data).cast("B")
    length = operator.index(length)
    if not 0 <= length <= len(view):
        raise ValueError(f"getHash: length {length} is outside the data's {len(view)} bytes")
    return groestlcoin_hash(view[:length])
