# SPDX-License-Identifier: MIT OR Apache-2.0
"""NumPy, pyarrow, pandas and Dask are optional: with their imports blocked, the package
imports, hashes lists (and buffers of every kind the standard library has), and says what is
missing only where one is asked for (out="numpy", out="arrow", groestl.dask)."""

from __future__ import annotations

import subprocess
import sys

BLOCKED_RUN = r'''
import sys

class Blocker:
    """Every import of these packages fails, as if they were not installed."""
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("numpy", "pyarrow", "pandas", "dask", "distributed"):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked)", name=name)
        return None

sys.meta_path.insert(0, Blocker())

import array
import groestl

messages = [b"abc", bytearray(b""), memoryview(b"x" * 200), array.array("B", bytes(80))]
want = [groestl.groestl256(bytes(m)).digest() for m in messages]
assert groestl.hash_many(messages) == want
assert groestl.hash_many(messages, 512) == [groestl.groestl512(bytes(m)).digest() for m in messages]
assert groestl.groestlcoin_hash_many(messages) == [groestl.groestlcoin_hash(m) for m in messages]
assert groestl.hash_many(iter(messages), out="list") == want
for out, package in (("numpy", "NumPy"), ("arrow", "pyarrow")):
    try:
        groestl.hash_many(messages, out=out)
    except ImportError as e:
        assert f"out={out!r} needs {package}" in str(e), e
    else:
        raise AssertionError(f"out={out!r} worked without {package}")
try:
    import groestl.dask
except ImportError as e:
    assert "groestl.dask needs pandas and pyarrow" in str(e), e
else:
    raise AssertionError("groestl.dask imported without pandas")
loaded = [m for m in sys.modules if m.partition(".")[0] in ("numpy", "pyarrow", "pandas", "dask")]
assert not loaded, loaded
print("fine")
'''


def test_without_numpy_pyarrow_pandas_dask():
    run = subprocess.run([sys.executable, "-c", BLOCKED_RUN], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, "fine\n"), run.stderr


def test_the_blocker_blocks():
    """The control: the same blocker makes `import numpy` fail."""
    code = BLOCKED_RUN.split("import array")[0] + "import numpy\n"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 1 and "No module named 'numpy' (blocked)" in run.stderr


def test_pandas_series_without_pyarrow():
    """A pandas Series exports Arrow through pyarrow; without it, its items are hashed as an
    iterable of bytes (the export's ImportError is not the caller's error)."""
    code = BLOCKED_RUN.split("import array")[0].replace(
        '("numpy", "pyarrow", "pandas", "dask", "distributed")', '("pyarrow",)') + r'''
import pandas as pd
import groestl
series = pd.Series([b"ab", b"", b"c" * 100])
assert groestl.hash_many(series) == groestl.hash_many([b"ab", b"", b"c" * 100])
assert groestl.groestlcoin_hash_many(series) == [groestl.groestlcoin_hash(m) for m in series]
assert "pyarrow" not in sys.modules
print("fine")
'''
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, "fine\n"), run.stderr
