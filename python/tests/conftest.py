# SPDX-License-Identifier: MIT OR Apache-2.0
"""The tests run against the installed package (`pip install .`, then `pytest` from the top of
the clone), never against python/src/groestl, which lacks the compiled extension. Their
references come from pip (python/requirements-test.txt); with GROESTL_BUILD_DIR set to a C
build of this checkout (CI sets it), they also compare with its groestlsum and
tests/hash_once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import groestl
from kat import REPO

if Path(groestl.__file__).resolve().is_relative_to(REPO / "python"):
    raise pytest.UsageError(f"groestl imported from the source tree ({groestl.__file__}): "
                            "pip install the checkout and run pytest from the top of it")

# The C build (groestlsum, tests/hash_once) compared with when GROESTL_BUILD_DIR names one.
BUILD_DIR = Path(os.environ["GROESTL_BUILD_DIR"]).resolve() if os.environ.get("GROESTL_BUILD_DIR") else None


def built(relative: str) -> Path | None:
    """A program of the C build, None without GROESTL_BUILD_DIR; given it, the program must
    be there."""
    if BUILD_DIR is None:
        return None
    path = BUILD_DIR / relative
    if not os.access(path, os.X_OK):
        pytest.fail(f"GROESTL_BUILD_DIR={BUILD_DIR}, but {path} is missing: build the C "
                    "library there (cmake -S . -B build && cmake --build build)")
    return path


@pytest.fixture(scope="session")
def groestlsum() -> Path | None:
    return built("groestlsum")


@pytest.fixture(scope="session")
def hash_once() -> Path | None:
    return built("tests/hash_once")

