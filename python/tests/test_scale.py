# SPDX-License-Identifier: MIT OR Apache-2.0
"""hash_many and groestlcoin_hash_many on columns: pyarrow arrays and chunked arrays, NumPy
fixed-width bytes and uint8 rows, pandas Series; the outputs out="numpy" and out="arrow". Each
against the list path (itself checked against one message at a time and the vector files in
test_many.py, and against the PyPI packages in test_coins.py); bad inputs; the GIL; memory."""

from __future__ import annotations

import gc
import random
import threading
import time
import tracemalloc

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import groestl

BITS = [224, 256, 384, 512, 8, 136, 504]


def one_by_one(messages, bits):
    return [groestl.new("groestl", m, digest_bits=bits).digest() for m in messages]


def random_messages(seed, count, lengths=None):
    rng = random.Random(seed)
    edges = [0, 0, 1, 63, 64, 65, 80, 127, 128, 129, 500]
    return [rng.randbytes(rng.choice(lengths or edges + [rng.randrange(2000)])) for _ in range(count)]


def digests(bits, messages, **kw):
    """hash_many for digest_bits=bits, or groestlcoin_hash_many for bits=None."""
    if bits is None:
        return groestl.groestlcoin_hash_many(messages, **kw)
    return groestl.hash_many(messages, bits, **kw)


def list_path(bits, messages):
    return digests(bits, [bytes(m) for m in messages])


def as_list(result):
    """A list of bytes from any of the three outputs."""
    if isinstance(result, np.ndarray):
        return [bytes(row) for row in result]
    if isinstance(result, pa.Array):
        return result.to_pylist()
    return result


def test_list_path_of_groestlcoin_is_the_one_shot_hash():
    messages = random_messages(1, 300)
    assert groestl.groestlcoin_hash_many(messages) == [groestl.groestlcoin_hash(m) for m in messages]
    assert groestl.groestlcoin_hash_many([]) == []


@pytest.mark.parametrize("bits", BITS + [None])
def test_arrow_arrays(bits):
    messages = random_messages(bits or 1, 333)
    want = list_path(bits, messages)
    if bits == 256:
        assert want == one_by_one(messages, 256)
    for kind in (pa.binary(), pa.large_binary()):
        array = pa.array(messages, kind)
        assert digests(bits, array) == want
        # Slices: the array's offset into its buffers.
        assert digests(bits, array[17:200]) == want[17:200]
        assert digests(bits, array[333:]) == []
        # Chunked arrays: several chunks, empty ones, a slice across chunks.
        chunked = pa.chunked_array([array[:100], array[100:100], array[100:101], array[101:]])
        assert digests(bits, chunked) == want
        assert digests(bits, chunked[50:250]) == want[50:250]
        assert digests(bits, pa.chunked_array([], kind)) == []


@pytest.mark.parametrize("bits", [256, 512, None])
def test_fixed_width_inputs(bits):
    """80-byte headers as Arrow fixed_size_binary, NumPy 'S80' and (n, 80) uint8 arrays."""
    headers = random_messages(7, 257, lengths=[80])
    headers[3] = bytes(79) + b"\1"
    headers[4] = b"\1" + bytes(79)        # trailing zeros: part of the message
    headers[5] = bytes(80)
    want = list_path(bits, headers)
    assert digests(bits, pa.array(headers, pa.binary(80))) == want
    assert digests(bits, pa.array(headers, pa.binary(80))[100:]) == want[100:]
    s80 = np.array(headers, dtype="S80")
    assert s80[4].tobytes() != headers[4] and len(s80[4]) == 1  # NumPy's own items drop zeros
    assert digests(bits, s80) == want
    rows = np.frombuffer(b"".join(headers), dtype=np.uint8).reshape(-1, 80)
    assert digests(bits, rows) == want
    assert digests(bits, memoryview(rows)) == want
    # Rows that are not adjacent, or in reverse order: each row is still contiguous.
    wide = np.zeros((len(headers), 100), dtype=np.uint8)
    wide[:, :80] = rows
    assert digests(bits, wide[:, :80]) == want
    assert digests(bits, rows[::3]) == want[::3]
    assert digests(bits, rows[::-1]) == want[::-1]
    assert digests(bits, s80[::-2]) == want[::-2]
    assert digests(bits, np.zeros((0, 80), np.uint8)) == []


def test_short_items_and_empty_rows():
    """'S3' items are all 3 bytes long, their zeros included; zero-width rows are empty messages."""
    items = np.array([b"a", b"ab", b"abc", b""], dtype="S3")
    assert groestl.hash_many(items) == one_by_one([b"a\0\0", b"ab\0", b"abc", b"\0\0\0"], 256)
    assert groestl.hash_many(np.zeros((3, 0), np.uint8)) == one_by_one([b""] * 3, 256)


@pytest.mark.parametrize("bits", [256, 384, None])
def test_outputs(bits):
    messages = random_messages(11, 150)
    want = list_path(bits, messages)
    size = 32 if bits is None else bits // 8
    for source in (messages, pa.array(messages, pa.binary()),
                   pa.chunked_array([pa.array(messages[:70]), pa.array(messages[70:])])):
        as_numpy = digests(bits, source, out="numpy")
        assert as_numpy.dtype == np.uint8 and as_numpy.shape == (len(messages), size)
        assert as_list(as_numpy) == want
        as_arrow = digests(bits, source, out="arrow")
        assert as_arrow.type == pa.binary(size) and as_arrow.null_count == 0
        assert as_list(as_arrow) == want
        assert digests(bits, source, out="list") == want
    assert digests(bits, [], out="numpy").shape == (0, size)
    assert len(digests(bits, [], out="arrow")) == 0


def test_pandas_series():
    messages = random_messages(13, 100)
    want = groestl.hash_many(messages)
    assert groestl.hash_many(pd.Series(messages)) == want
    assert groestl.hash_many(pd.Series(messages, dtype=pd.ArrowDtype(pa.binary()))) == want
    assert groestl.hash_many(pd.Series(messages, dtype=pd.ArrowDtype(pa.binary()))[10:]) == want[10:]


def test_object_arrays_are_iterables():
    """A NumPy array of Python objects (a ragged column of bytes) is read item by item."""
    messages = random_messages(17, 40)
    column = np.empty(len(messages), dtype=object)
    column[:] = messages
    assert groestl.hash_many(column) == groestl.hash_many(messages)


# ---- Bad input: a clear error, and nothing returned ------------------------------------

def raises(kind, match, messages, **kw):
    for call in (lambda: groestl.hash_many(messages, **kw),
                 lambda: groestl.groestlcoin_hash_many(messages, **kw)):
        with pytest.raises(kind, match=match):
            call()


@pytest.mark.parametrize("out", ["list", "numpy", "arrow"])
def test_nulls(out):
    messages = [b"a", b"bc", None, b"d"]
    raises(ValueError, r"messages\[2\] is null", pa.array(messages, pa.binary()), out=out)
    raises(ValueError, r"messages\[2\] is null", pa.array(messages, pa.large_binary()), out=out)
    raises(ValueError, r"messages\[0\] is null", pa.array(messages, pa.binary())[2:], out=out)
    chunked = pa.chunked_array([pa.array([b"x"] * 5), pa.array(messages)])
    raises(ValueError, r"messages\[7\] is null", chunked, out=out)
    raises(ValueError, r"messages\[1\] is null", pa.array([b"x" * 4, None], pa.binary(4)), out=out)
    raises(ValueError, r"messages\[1\] is null", pd.Series([b"x", None]), out=out)
    # A slice that leaves the null out is fine.
    assert groestl.hash_many(pa.array(messages)[:2], out=out) is not None


def test_wrong_types():
    raises(TypeError, r"format 'u' \(strings: cast", pa.array(["text"]))
    raises(TypeError, r"format 'U' \(strings", pa.array(["text"], pa.large_string()))
    raises(TypeError, r"format '\+l' \(nested", pa.array([[1, 2], [3]]))           # ragged lists
    raises(TypeError, r"format '\+s' \(a struct", pa.table({"m": [b"x"]}).to_batches()[0])
    raises(TypeError, r"format 'i'", pa.array([1, 2], pa.int32()))
    raises(TypeError, r"1-D buffer of bytes \(format 'B'\) is one message", np.zeros(80, np.uint8))
    raises(TypeError, r"1-D buffer of bytes", memoryview(b"abc"))
    raises(TypeError, r"2-D array of format 'b'", np.zeros((2, 80), np.int8))
    raises(TypeError, r"2-D array of format 'H'", np.zeros((2, 40), np.uint16))
    raises(TypeError, r"3-D array", np.zeros((2, 2, 80), np.uint8))
    raises(TypeError, r"1-D array of format '4w'", np.array(["text"]))
    raises(TypeError, r"not one bytes", b"abc")
    raises(TypeError, r"messages\[1\]: object supporting the buffer API", [b"ok", [1, 2, 3], [4, 5]])
    raises(TypeError, r"messages\[0\]: Strings must be encoded", np.array(["a", "b"], dtype=object))


def test_not_contiguous():
    rows = np.zeros((80, 4), np.uint8)
    raises(ValueError, r"rows of the 4 x 80 uint8 array are not contiguous", rows.T)
    raises(ValueError, r"not contiguous", np.zeros((4, 160), np.uint8)[:, ::2])
    raises(ValueError, r"not contiguous", np.asfortranarray(np.zeros((4, 80), np.uint8)))


def test_bad_arguments():
    with pytest.raises(ValueError, match="out must be one of 'list', 'numpy', 'arrow', not 'pandas'"):
        groestl.hash_many([b"a"], out="pandas")
    with pytest.raises(ValueError, match="out must be one of"):
        groestl.groestlcoin_hash_many([b"a"], out=None)
    for out in ("list", "numpy", "arrow"):
        for bad in (0, 12, 520):
            with pytest.raises(ValueError, match="8 to 512 in steps of 8"):
                groestl.hash_many(pa.array([b"a"]), digest_bits=bad, out=out)
        with pytest.raises(TypeError):
            groestl.hash_many([b"a"], digest_bits="256", out=out)
    with pytest.raises(TypeError):
        groestl.groestlcoin_hash_many([b"a"], 512)


# ---- The GIL ------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["arrow", "numpy", "list"])
def test_gil_is_released_over_the_batch(kind):
    """A thread that counts while a large batch is hashed gets to run during the middle of the
    call: the call holds no GIL there. (With the GIL held, no tick can land there.)"""
    headers = np.frombuffer(random.Random(5).randbytes(80 * 300_000), np.uint8).reshape(-1, 80)
    if kind == "arrow":
        source = pa.FixedSizeBinaryArray.from_buffers(pa.binary(80), len(headers),
                                                      [None, pa.py_buffer(headers)]).cast(pa.binary())
    else:
        source = headers if kind == "numpy" else [h.tobytes() for h in headers]
    ticks: list[float] = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.perf_counter())

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        while not ticks:
            time.sleep(0.001)
        start = time.perf_counter()
        result = groestl.groestlcoin_hash_many(source, out="numpy")
        end = time.perf_counter()
    finally:
        stop.set()
        ticker.join()
    third = (end - start) / 3
    middle = [t for t in ticks if start + third < t < end - third]
    assert result.shape == (len(headers), 32)
    assert middle, f"no tick in the middle of a {end - start:.3f} s call"


# ---- Memory ------------------------------------------------------------------------

def traced_peak(call):
    """(result, bytes the call took at most beyond what was traced before it)."""
    gc.collect()
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before = tracemalloc.get_traced_memory()[0]
        result = call()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return result, peak - before


@pytest.mark.parametrize("source", ["arrow", "chunked", "numpy", "s80"])
@pytest.mark.parametrize("out", ["numpy", "arrow"])
def test_no_allocation_per_message(source, out):
    """The Arrow and NumPy paths allocate the output and a constant, not per message: what a
    call takes beyond the digests themselves is the same for 2,000 and 200,000 messages. The
    list path, as a control, takes about a bytes object a message."""
    extra = {}
    for n in (2_000, 200_000):
        headers = np.frombuffer(random.Random(n).randbytes(80 * n), np.uint8).reshape(-1, 80)
        arrow = pa.FixedSizeBinaryArray.from_buffers(pa.binary(80), n, [None, pa.py_buffer(headers)])
        messages = {"arrow": arrow.cast(pa.binary()), "numpy": headers, "s80": headers.view("S80")[:, 0],
                    "chunked": pa.chunked_array([arrow[:n // 2], arrow[n // 2:]])}[source]
        groestl.groestlcoin_hash_many(messages, out=out)  # imports and caches warmed up
        # The least of three: another thread's allocations (the GIL is released) count too.
        extras = []
        for _ in range(3):
            result, peak = traced_peak(lambda: groestl.groestlcoin_hash_many(messages, out=out))
            assert len(result) == n
            extras.append(peak - 32 * n)
            del result
        extra[n] = min(extras)
        assert extra[n] >= -1024, "the output itself is one traced block"
    assert extra[200_000] - extra[2_000] < 8 * 1024, extra
    assert extra[200_000] < 64 * 1024, extra
    # The control: the list path's per-message objects show up.
    _, peak = traced_peak(lambda: groestl.groestlcoin_hash_many(messages, out="list"))
    assert peak > 200_000 * 60
