// SPDX-License-Identifier: MIT OR Apache-2.0
// Every vector file of the repository's kat/ folder on both backends, but the 1 GiB ones
// (long.test.mjs): byte-aligned messages through the public API, in one call and streamed
// in two parts; messages that end inside a byte (BitMsgKAT) through the module's
// groestl_update_bits, which the public API does not offer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { backends, hashBits } from './backends.mjs';
import { katFiles, toHex } from './kat.mjs';

const files = katFiles().filter((f) => f.kind !== 'ExtremelyLongMsgKAT');

test('the vector folder has every file', () => {
  assert.deepEqual(files.map((f) => f.name), [
    ...[224, 256, 384, 512].map((b) => `final/BitMsgKAT_${b}.txt`),
    ...[224, 256, 384, 512].map((b) => `final/ShortMsgKAT_${b}.txt`),
    'groestl0/ShortMsgKAT_256.txt', 'groestl0/ShortMsgKAT_512.txt',
  ]);
});

for (const { name, api, base64 } of backends) {
  describe(name, () => {
    test('is the backend in use', () => assert.equal(api.backend(), name));
    for (const file of files) {
      test(file.name, () => {
        const fn = (file.v0 ? api.groestl0 : api.groestl)(file.bits);
        let whole = 0, partial = 0;
        for (const { bits, msg, md } of file.entries) {
          const where = `${file.name} Len = ${bits}`;
          if (bits % 8 === 0) {
            const bytes = msg.subarray(0, bits / 8);
            assert.equal(toHex(fn(bytes)), md, where);
            const cut = Math.floor(bytes.length / 3);
            const h = fn.create().update(bytes.subarray(0, cut)).update(bytes.subarray(cut));
            assert.equal(toHex(h.digest()), md, `${where}, streamed`);
            whole++;
          } else {
            assert.equal(toHex(hashBits(base64, file.bits, file.v0, msg, bits)), md, where);
            partial++;
          }
        }
        assert.equal(whole + partial, file.entries.length);
        assert.ok(whole > 0 && (file.kind !== 'BitMsgKAT' || partial > 0));
      });
    }
  });
}
