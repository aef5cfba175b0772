# SPDX-License-Identifier: MIT OR Apache-2.0
"""The repository's vector files for the Python tests, through kat/katfile.py (the project's one
Python reader of them)."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "kat"))

from katfile import KAT_DIR, Vector, load  # noqa: E402  (after the path is set)

__all__ = ["REPO", "KAT_DIR", "Vector", "load"]
