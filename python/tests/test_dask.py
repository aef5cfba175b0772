# SPDX-License-Identifier: MIT OR Apache-2.0
"""groestl.dask on a distributed.LocalCluster of two worker processes: Dask DataFrame columns
(binary[pyarrow] and object) and Bags give the digests of the list path, in order; a null is
a ValueError at compute time."""

from __future__ import annotations

import random

import dask
import dask.bag as db
import dask.dataframe as dd
import pandas as pd
import pyarrow as pa
import pytest
from dask.distributed import wait

import groestl
import groestl.dask


@pytest.fixture(scope="module")
def dask_client():
    """A distributed.LocalCluster of two worker processes (one thread each), started once for
    these tests (the scheduler address is what a real cluster changes), and closed after them:
    its threads in this process would otherwise run during other tests (test_scale's memory
    measurement counts every thread's allocations)."""
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        yield client


def random_messages(seed, count):
    rng = random.Random(seed)
    return [rng.randbytes(rng.choice([0, 1, 64, 80, 128, rng.randrange(600)])) for _ in range(count)]


def frame(messages, partitions, arrow=True):
    dtype = pd.ArrowDtype(pa.binary()) if arrow else object
    pdf = pd.DataFrame({"m": pd.Series(messages, dtype=dtype), "n": range(len(messages))})
    # Dask would turn an object column into strings (utf-8): keep bytes as bytes.
    with dask.config.set({"dataframe.convert-string": False}):
        return dd.from_pandas(pdf, npartitions=partitions)


@pytest.mark.parametrize("arrow", [True, False])
def test_column(dask_client, arrow):
    messages = random_messages(1, 2000)
    df = frame(messages, 7, arrow)
    assert df.npartitions == 7
    hashed = groestl.dask.hash_column(df["m"], digest_bits=512)
    assert hashed.dtype == pd.ArrowDtype(pa.binary(64))
    got = dask_client.compute(hashed).result()
    assert got.tolist() == groestl.hash_many(messages, 512)
    assert got.index.tolist() == list(range(len(messages)))
    # As a new column of the same frame, and the Groestlcoin hash.
    df["id"] = groestl.dask.hash_column(df["m"], groestlcoin=True)
    result = dask_client.compute(df).result()
    assert result["id"].tolist() == groestl.groestlcoin_hash_many(messages)
    assert result["n"].tolist() == list(range(len(messages)))


def test_the_work_is_spread_over_both_workers(dask_client):
    df = frame(random_messages(2, 400), 8)
    where = dask_client.persist(groestl.dask.hash_column(df["m"]))
    wait(where)
    done = dask_client.who_has(where)
    workers = {w for holders in done.values() for w in holders}
    assert len(dask_client.scheduler_info()["workers"]) == 2 and len(workers) == 2, done


def test_bag(dask_client):
    messages = random_messages(3, 1000)
    bag = db.from_sequence(messages, npartitions=5)
    assert dask_client.compute(groestl.dask.hash_bag(bag)).result() == groestl.hash_many(messages)
    coin = groestl.dask.hash_bag(bag, groestlcoin=True)
    assert dask_client.compute(coin).result() == groestl.groestlcoin_hash_many(messages)


def test_null_is_an_error(dask_client):
    messages = random_messages(4, 100)
    messages[57] = None
    df = frame(messages, 3)
    with pytest.raises(ValueError, match=r"messages\[\d+\] is null"):
        dask_client.compute(groestl.dask.hash_column(df["m"])).result()


def test_partition_function_alone():
    messages = random_messages(5, 50)
    part = pd.Series(messages, index=range(100, 150), name="m", dtype=pd.ArrowDtype(pa.binary()))
    got = groestl.dask.hash_partition(part, digest_bits=224)
    assert got.name == "m" and got.index.tolist() == list(range(100, 150))
    assert got.tolist() == groestl.hash_many(messages, 224)
    with pytest.raises(ValueError, match="give no digest_bits"):
        groestl.dask.hash_partition(part, digest_bits=256, groestlcoin=True)
