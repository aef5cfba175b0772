# SPDX-License-Identifier: MIT OR Apache-2.0
"""katfile - the one Python reader of the vector files in this folder.

Every Python script of the project that reads them (the Python package's tests, groestlsum's
test, the AVR runner, the RTL benches) imports this module, from this folder:

    sys.path.insert(0, str(REPO / "kat")); import katfile
    for v in katfile.load(REPO / "kat/final/ShortMsgKAT_256.txt"): v.bits, v.msg, v.md

The format is the SHA-3 competition's (README.md). A missing, malformed or empty file raises
(OSError, ValueError): a test that reads no vector must not pass.
"""

from __future__ import annotations

import os
from typing import NamedTuple

#: This folder; GROESTL_KAT_DIR overrides it (the C tests' GROESTL_KAT_DIR too).
KAT_DIR = os.path.abspath(os.environ.get("GROESTL_KAT_DIR", os.path.dirname(__file__)))


class Vector(NamedTuple):
    bits: int   # message length in bits
    msg: bytes  # ceil(bits / 8) bytes; in the last, only the bits % 8 top bits count
    md: bytes


def load(path) -> list[Vector]:
    """Every Len/Msg/MD entry of a file: a path that exists as given, else one relative to
    KAT_DIR (e.g. "final/ShortMsgKAT_256.txt")."""
    path = os.fspath(path)
    if not os.path.isabs(path) and not os.path.exists(path):
        path = os.path.join(KAT_DIR, path)
    vectors, fields = [], {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            key, sep, value = (part.strip() for part in line.partition("="))
            if not sep or key not in ("Len", "Msg", "MD") or key in fields:
                raise ValueError(f"{path}:{number}: unexpected line {line.rstrip()!r}")
            fields[key] = value
            if len(fields) == 3:
                bits = int(fields["Len"])
                msg = bytes.fromhex(fields["Msg"])[:(bits + 7) // 8]  # Len 0 has Msg = 00
                if len(msg) != (bits + 7) // 8:
                    raise ValueError(f"{path}:{number}: Msg shorter than Len")
                vectors.append(Vector(bits, msg, bytes.fromhex(fields["MD"])))
                fields = {}
    if fields or not vectors:
        raise ValueError(f"{path}: incomplete or empty")
    return vectors


def whole_bytes(path) -> list[Vector]:
    """The entries whose message is a whole number of bytes."""
    return [v for v in load(path) if v.bits % 8 == 0]
