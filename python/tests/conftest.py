# SPDX-License-Identifier: MIT OR Apache-2.0
"""The tests run against the installed package (scripts/test.sh pip-installs the checkout
first), never against python/groestl, which lacks the compiled extension."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import groestl
from kat import REPO

if Path(groestl.__file__).resolve().is_relative_to(REPO / "python"):
    raise pytest.UsageError(f"groestl imported from the source tree ({groestl.__file__}): "
                            "pip install the checkout and run pytest from the top of it")

# The C build (groestlsum, tests/hash_once) that the CLI and differential tests compare with.
BUILD_DIR = Path(os.environ.get("GROESTL_BUILD_DIR", REPO / "build")).resolve()


def built(relative: str) -> Path:
    path = BUILD_DIR / relative
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is missing: build the C library first (cmake -S . -B build && "
                    "cmake --build build) or set GROESTL_BUILD_DIR")
    return path


@pytest.fixture(scope="session")
def groestlsum() -> Path:
    return built("groestlsum")


@pytest.fixture(scope="session")
def hash_once() -> Path:
    return built("tests/hash_once")
