# SPDX-License-Identifier: MIT OR Apache-2.0
"""Grøstl on a Dask cluster: a column of a Dask DataFrame, or the items of a Dask Bag, hashed
partition by partition on the workers, one batch call of the C library per partition.

    from dask.distributed import Client
    import dask.dataframe as dd
    import groestl.dask

    client = Client("tcp://scheduler:8786")     # the one line that names the cluster
    headers = dd.read_parquet("headers/", dtype_backend="pyarrow")  # binary "header"
    headers["id"] = groestl.dask.hash_column(headers["header"], groestlcoin=True)

A column's partitions are pandas Series; hash_partition() hands each to groestl.hash_many
(or groestlcoin_hash_many), which reads it through Arrow: in place for a ``binary[pyarrow]``
column (``pd.ArrowDtype(pa.binary())``), after one conversion by pyarrow for an object column
of bytes. The digests come back as a ``fixed_size_binary[pyarrow]`` column with the same index.
The workers need this package (and pandas, pyarrow, as Dask DataFrames do).
"""

from __future__ import annotations

from typing import Any

try:
    import pandas as pd
    import pyarrow as pa
except ImportError as e:  # pragma: no cover - the tests run it with the packages blocked
    raise ImportError("groestl.dask needs pandas and pyarrow (pip install 'dask[dataframe]' "
                      "pyarrow)") from e

from . import groestlcoin_hash_many, hash_many

__all__ = ["hash_partition", "hash_column", "hash_bag"]


def _digest_size(digest_bits: int | None, groestlcoin: bool) -> int:
    if groestlcoin and digest_bits is not None:
        raise ValueError("groestlcoin=True: the digest is 32 bytes; give no digest_bits")
    return 32 if groestlcoin else (256 if digest_bits is None else digest_bits) // 8


def _digests(messages: Any, digest_bits: int | None, groestlcoin: bool, out: str) -> Any:
    if groestlcoin:
        return groestlcoin_hash_many(messages, out=out)
    return hash_many(messages, 256 if digest_bits is None else digest_bits, out=out)


def hash_partition(part: pd.Series, digest_bits: int | None = None,
                   groestlcoin: bool = False) -> pd.Series:
    """The digests of a pandas Series of messages (bytes, or a binary[pyarrow] column), as a
    Series of dtype fixed_size_binary[pyarrow] with part's index and name: the function for
    ``Series.map_partitions`` (Dask), and for any pandas Series. Grøstl of digest_bits (256
    by default), or with groestlcoin=True Groestlcoin's hash. ValueError for a null value."""
    _digest_size(digest_bits, groestlcoin)
    digests = _digests(part, digest_bits, groestlcoin, "arrow")
    return pd.Series(pd.arrays.ArrowExtensionArray(digests), index=part.index, name=part.name)


def hash_column(column: Any, digest_bits: int | None = None, groestlcoin: bool = False) -> Any:
    """A Dask Series of the digests of column (a Dask Series of messages), partition by
    partition: ``column.map_partitions(hash_partition, ...)`` with the output's type given."""
    size = _digest_size(digest_bits, groestlcoin)
    meta = pd.Series([], dtype=pd.ArrowDtype(pa.binary(size)), name=column.name)
    return column.map_partitions(hash_partition, digest_bits, groestlcoin, meta=meta)


def _hash_items(items: Any, digest_bits: int | None, groestlcoin: bool) -> list[bytes]:
    return _digests(list(items), digest_bits, groestlcoin, "list")


def hash_bag(bag: Any, digest_bits: int | None = None, groestlcoin: bool = False) -> Any:
    """A Dask Bag of the digests (bytes) of bag's items (buffers), in order: one hash_many call
    a partition. A Bag's items are Python objects already, so each partition goes through the
    list path; a Bag whose items are Arrow arrays or NumPy arrays of messages can map
    hash_many over its items instead."""
    _digest_size(digest_bits, groestlcoin)
    return bag.map_partitions(_hash_items, digest_bits, groestlcoin)
