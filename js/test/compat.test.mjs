// SPDX-License-Identifier: MIT OR Apache-2.0
// groestl/compat against groestl-hash-js itself (a devDependency) on random messages, in
// every input format and output form, and on both backends behind it; then the inputs where
// groestl-hash-js hashes garbage, which compat refuses with an error that names the value.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import compat, * as named from '../src/compat.js';
import { backends, random } from './backends.mjs';
import { toHex } from './kat.mjs';

const reference = createRequire(import.meta.url)('groestl-hash-js');
const rng = random(Number(process.env.GROESTL_SEED) || undefined);
console.log(`random seed ${rng.seed} (GROESTL_SEED=${rng.seed} repeats this run)`);
const FUNCTIONS = ['groestl512', 'groestl', 'groestl_2'];

test('the same exports as groestl-hash-js, named and as the default object', () => {
  assert.deepEqual(Object.keys(compat).sort(), Object.keys(reference).sort());
  for (const f of FUNCTIONS) assert.equal(compat[f], named[f]);
});

test('random messages: every format and output equals groestl-hash-js', () => {
  for (let n = 0; n < 300; n++) {
    const bytes = rng.bytes(rng.below(4) === 0 ? rng.below(2000) : rng.below(200));
    const words = Array.from({ length: rng.below(40) }, () => (rng.below(2 ** 16) << 16 | rng.below(2 ** 16)));
    const inputs = [
      [String.fromCharCode(...bytes)], [String.fromCharCode(...bytes), 0],
      [Array.from(bytes), 1], [Buffer.from(bytes), 1], [bytes, 1],
      [words, 2], [words.map((w) => w >>> 0), 2],
    ];
    const [args] = inputs.splice(rng.below(inputs.length), 1);
    for (const f of FUNCTIONS) {
      for (const output of [undefined, 0, 1, 2]) {
        const call = output === undefined ? args : [args[0], args[1], output];
        assert.deepEqual(compat[f](...call), reference[f](...call), `${f}, format ${args[1]}, output ${output}`);
      }
    }
  }
});

test('Groestlcoin: groestl_2 equals groestlcoinHash on both backends', () => {
  for (let n = 0; n < 50; n++) {
    const header = rng.bytes(80);
    const expected = reference.groestl_2(header, 1, 1);
    assert.deepEqual(compat.groestl_2(header, 1, 1), expected);
    for (const { api } of backends) assert.deepEqual(Array.from(api.groestlcoinHash(header)), expected);
  }
});

test('inputs groestl-hash-js hashes as garbage are errors that name the value', () => {
  assert.throws(() => compat.groestl('\u0100'), { name: 'RangeError', message: /U\+0100 at index 0/ });
  assert.throws(() => compat.groestl512([1, 256], 1), { name: 'RangeError', message: /got 256 at index 1/ });
  assert.throws(() => compat.groestl512([1.5], 1), { name: 'RangeError', message: /got 1.5 at index 0/ });
  assert.throws(() => compat.groestl_2([2 ** 32], 2), { name: 'RangeError', message: /got 4294967296 at index 0/ });
  assert.throws(() => compat.groestl(Buffer.from('ab')), { name: 'TypeError', message: /input is a string, got Buffer/ });
  assert.throws(() => compat.groestl(42, 1), { name: 'TypeError', message: /format 1 takes an array of bytes, got number/ });
  assert.throws(() => compat.groestl(null, 2), { name: 'TypeError', message: /got null/ });
  assert.equal(toHex(Uint8Array.from(compat.groestl('', 0, 1))), toHex(Uint8Array.from(reference.groestl('', 0, 1))));
});
