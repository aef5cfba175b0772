# SPDX-License-Identifier: MIT OR Apache-2.0
"""Reads the SHA-3 competition's known-answer files (Len/Msg/MD blocks) from the repository's kat/."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parents[2]
# The same default as the C tests (GROESTL_KAT_DIR in CMakeLists.txt).
KAT_DIR = Path(os.environ.get("GROESTL_KAT_DIR", REPO / "kat")).resolve()


class Vector(NamedTuple):
    bits: int      # message length in bits
    msg: bytes     # ceil(bits / 8) bytes
    md: bytes


def load(relative: str) -> list[Vector]:
    """Every Len/Msg/MD entry of a file under KAT_DIR; a missing or malformed file raises."""
    path = KAT_DIR / relative
    vectors, fields = [], {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        key, sep, value = (part.strip() for part in line.partition("="))
        if not sep or key not in ("Len", "Msg", "MD") or key in fields:
            raise ValueError(f"{path}:{number}: unexpected line {line!r}")
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
