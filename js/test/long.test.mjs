// SPDX-License-Identifier: MIT OR Apache-2.0
// The four ExtremelyLongMsgKAT files: Text (64 bytes) 16,777,216 times, 1 GiB, streamed in
// 1 MiB updates. On one backend, simd128 (about a minute here; portable would take five):
// what the 1 GiB message tests is the API layer (groestl.c: more than 2^24 blocks, a 64-bit
// block count in a 32-bit module), the same code in both modules; the permutations of both
// are checked by every other vector file (kat.test.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { backends } from './backends.mjs';
import { katFiles } from './kat.mjs';

const { api } = backends.find((b) => b.name === 'simd128');

for (const file of katFiles().filter((f) => f.kind === 'ExtremelyLongMsgKAT')) {
  test(file.name, () => {
    const [{ repeat, text, md }] = file.entries;
    const unit = new TextEncoder().encode(text);
    const chunk = new Uint8Array(1 << 20);
    for (let i = 0; i < chunk.length; i += unit.length) chunk.set(unit, i);
    const perChunk = chunk.length / unit.length;
    assert.equal(repeat % perChunk, 0);
    const h = api.groestl(file.bits).create();
    for (let i = 0; i < repeat / perChunk; i++) h.update(chunk);
    assert.equal(Buffer.from(h.digest()).toString('hex'), md);
  });
}
