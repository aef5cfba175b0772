# SPDX-License-Identifier: MIT OR Apache-2.0
"""The PySpark snippet of python/README.md, run as written on a local Spark session.

pyspark is not in python/requirements-test.txt (a large download and a JVM for one snippet;
issue 34 asks for this test only where pyspark is installed), so without it this is the one
test that skips."""

from __future__ import annotations

import random
import re
import sys

import pytest

import groestl
from kat import REPO


def snippet() -> str:
    text = (REPO / "python" / "README.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- spark-snippet:[^>]*-->\n```python\n(.*?)```", text, re.S)
    assert found, "python/README.md has no spark-snippet block"
    return found.group(1)


def test_the_snippet_is_there_and_compiles():
    code = snippet()
    compile(code, "README.md spark snippet", "exec")
    assert "groestlcoin_hash_many" in code and "pandas_udf" in code


def test_spark_pandas_udf(monkeypatch):
    pytest.importorskip("pyspark", reason="pyspark is not installed (optional: issue 34 runs "
                        "the Spark snippet only where it is)")
    from pyspark.sql import SparkSession

    # The Python workers run this interpreter, which has groestl installed.
    monkeypatch.setenv("PYSPARK_PYTHON", sys.executable)
    spark = (SparkSession.builder.master("local[2]").appName("groestl-snippet")
             .config("spark.ui.enabled", "false").getOrCreate())
    try:
        namespace: dict = {}
        exec(snippet(), namespace)
        rng = random.Random(34)
        headers = [rng.randbytes(80) for _ in range(500)] + [b"", b"short"]
        frame = spark.createDataFrame([(h,) for h in headers], "header binary")
        rows = frame.withColumn("id", namespace["groestlcoin_id"]("header")).collect()
        assert [bytes(r["header"]) for r in rows] == headers
        assert [bytes(r["id"]) for r in rows] == groestl.groestlcoin_hash_many(headers)
    finally:
        spark.stop()
