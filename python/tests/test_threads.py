# SPDX-License-Identifier: MIT OR Apache-2.0
"""Threads: objects of their own in parallel (the GIL is released for large updates), and one
object shared by many threads (its lock keeps every update whole)."""

from __future__ import annotations

import os
import random
import threading
from concurrent.futures import ThreadPoolExecutor

import groestl

THREADS = 8


def test_threads_with_their_own_objects_get_right_digests():
    messages = [os.urandom(random.Random(i).randint(100_000, 400_000)) for i in range(2 * THREADS)]
    expected = [(groestl.groestl512(m).digest(), groestl.groestl256(m).digest(),
                 groestl.groestlcoin_hash(m)) for m in messages]

    def work(message):
        big = groestl.groestl512()
        for at in range(0, len(message), 50_000):  # above the GIL threshold
            big.update(message[at:at + 50_000])
        small = groestl.groestl256()
        for at in range(0, len(message), 1000):    # below it
            small.update(message[at:at + 1000])
        return big.digest(), small.digest(), groestl.groestlcoin_hash(message)

    with ThreadPoolExecutor(THREADS) as pool:
        assert list(pool.map(work, messages)) == expected


def test_one_object_shared_by_threads_loses_no_update():
    # Every chunk holds the same byte, so the digest depends only on the total absorbed,
    # whatever order the threads' updates land in; a lost or torn update changes it.
    h = groestl.groestl384()
    sizes = [1, 100, 2047, 2048, 5000, 65_536]
    start = threading.Barrier(THREADS)
    totals = []

    def work(seed):
        rng = random.Random(seed)
        start.wait()
        total = 0
        for _ in range(150):
            n = rng.choice(sizes)
            h.update(b"\x5a" * n)
            total += n
            if rng.random() < 0.1:
                assert len(h.copy().digest()) == 48 and len(h.hexdigest()) == 96
        totals.append(total)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(totals) == THREADS  # no thread died on an assertion
    assert h.digest() == groestl.groestl384(b"\x5a" * sum(totals)).digest()
