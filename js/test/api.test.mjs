// SPDX-License-Identifier: MIT OR Apache-2.0
// The public API on both backends: shape, streaming in random splits, clone, digestInto,
// strings as UTF-8, every digest size, Groestlcoin's hash, hashMany, and bad input (a
// TypeError or RangeError naming what is wrong, nothing hashed). The two backends against
// each other on random messages (portable is the library's portable C), and, where
// GROESTL_BUILD_DIR names the C library's build, every digest size against groestlsum.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import * as main from '../src/index.js';
import { backends, random } from './backends.mjs';
import { toHex } from './kat.mjs';

const rng = random(Number(process.env.GROESTL_SEED) || undefined);
console.log(`random seed ${rng.seed} (GROESTL_SEED=${rng.seed} repeats this run)`);

const SIZES = Array.from({ length: 64 }, (_, i) => 8 * (i + 1));
const randomMessage = () => rng.bytes([0, 1, 63, 64, 65, 127, 128, 129][rng.below(8)] + rng.below(3) * rng.below(3000));

test('the main entry runs simd128 where the engine has SIMD128', () => {
  assert.equal(main.backend(), 'simd128');
  assert.equal(toHex(main.groestl256('')), '1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467');
});

for (const { name, api } of backends) {
  describe(name, () => {
    test('outputLen and blockLen', () => {
      for (const bits of SIZES) {
        for (const fn of [api.groestl(bits), api.groestl0(bits)]) {
          assert.equal(fn.outputLen, bits / 8);
          assert.equal(fn.blockLen, bits > 256 ? 128 : 64);
          assert.equal(fn.create().outputLen, bits / 8);
          assert.equal(fn(new Uint8Array(3)).length, bits / 8);
        }
      }
      assert.equal(api.groestl(256), api.groestl256);
      assert.equal(api.groestl0(512), api.groestl0_512);
    });

    test('streaming in random splits equals one call', () => {
      for (let n = 0; n < 200; n++) {
        const fn = (rng.below(2) ? api.groestl : api.groestl0)(SIZES[rng.below(64)]);
        const msg = randomMessage();
        const h = fn.create();
        for (let at = 0; at < msg.length;) {
          const step = rng.below(4) === 0 ? 0 : 1 + rng.below(200);
          h.update(msg.subarray(at, at + step));
          at += step;
        }
        assert.equal(toHex(h.digest()), toHex(fn(msg)), `${msg.length} bytes`);
      }
    });

    test('messages larger than the module window (64 KiB) and hashMany batches (4 MiB)', () => {
      const msg = rng.bytes((5 << 20) + 77);
      const h = api.groestl512.create();
      h.update(msg.subarray(0, 100000)).update(msg.subarray(100000));
      const one = api.groestl512(msg);
      assert.equal(toHex(h.digest()), toHex(one));
      const many = api.hashMany([msg.subarray(0, 3 << 20), msg, msg.subarray(0, 3 << 20), 'x'], 512);
      assert.equal(toHex(many[1]), toHex(one));
      assert.equal(toHex(many[0]), toHex(api.groestl512(msg.subarray(0, 3 << 20))));
      assert.equal(toHex(many[2]), toHex(many[0]));
      assert.equal(toHex(many[3]), toHex(api.groestl512('x')));
    });

    test('clone is independent, digestInto writes outputLen bytes', () => {
      const h = api.groestl384.create().update('part one, ');
      const copy = h.clone();
      h.update('part two');
      copy.update('part three');
      assert.equal(toHex(h.digest()), toHex(api.groestl384('part one, part two')));
      const out = new Uint8Array(60).fill(0xee);
      copy.digestInto(out);
      assert.equal(toHex(out.subarray(0, 48)), toHex(api.groestl384('part one, part three')));
      assert.ok(out.subarray(48).every((b) => b === 0xee));
    });

    test('strings are hashed as UTF-8', () => {
      for (const s of ['', 'abc', 'Grøstl', '€ 😀 \u0000', 'lone \ud800 surrogate']) {
        const bytes = new TextEncoder().encode(s);
        assert.equal(toHex(api.groestl256(s)), toHex(api.groestl256(bytes)));
        assert.equal(toHex(api.groestl512.create().update(s).digest()), toHex(api.groestl512(bytes)));
      }
      assert.equal(toHex(api.groestl256('The quick brown fox jumps over the lazy dog')),
        '8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301');
    });

    test('Buffer and Uint8Array views are bytes', () => {
      const backing = rng.bytes(300);
      const view = backing.subarray(17, 250);
      assert.equal(toHex(api.groestl256(view)), toHex(api.groestl256(Uint8Array.from(view))));
      assert.equal(toHex(api.groestl256(Buffer.from(view))), toHex(api.groestl256(Uint8Array.from(view))));
    });

    test('groestlcoinHash is the first 32 bytes of Grøstl-512 twice', () => {
      for (const len of [0, 80, 200, 70000]) {
        const header = rng.bytes(len);
        const expected = api.groestl512(api.groestl512(header)).subarray(0, 32);
        assert.equal(toHex(api.groestlcoinHash(header)), toHex(expected));
      }
    });

    test('hashMany equals one call per message', () => {
      for (const bits of [8, 256, 264, 512]) {
        const messages = Array.from({ length: 50 }, randomMessage);
        const digests = api.hashMany(messages, bits);
        assert.equal(digests.length, 50);
        messages.forEach((m, i) => assert.equal(toHex(digests[i]), toHex(api.groestl(bits)(m))));
      }
      assert.deepEqual(api.hashMany([]), []);
      assert.equal(toHex(api.hashMany(['abc'])[0]), toHex(api.groestl256('abc')));
      assert.equal(toHex(api.hashMany(new Set(['a']))[0]), toHex(api.groestl256('a')));
    });

    test('bad input: a TypeError or RangeError that names it', () => {
      const notBytes = [[5, 'number'], [null, 'null'], [undefined, 'undefined'], [[1, 2], 'Array'],
        [new Uint16Array(2), 'Uint16Array'], [new ArrayBuffer(4), 'ArrayBuffer'],
        [new DataView(new ArrayBuffer(4)), 'DataView'], [{}, 'Object'], [10n, 'bigint'],
        [new Uint8ClampedArray(1), 'Uint8ClampedArray']];
      for (const [value, named] of notBytes) {
        const message = new RegExp(`groestl256.*expected a Uint8Array or a string, got ${named}$`);
        assert.throws(() => api.groestl256(value), { name: 'TypeError', message });
        assert.throws(() => api.groestl256.create().update(value), { name: 'TypeError', message: /update.*got/ });
        assert.throws(() => api.groestlcoinHash(value), { name: 'TypeError', message: /groestlcoinHash/ });
      }
      for (const bits of [0, 7, 100, 520, 256.5, -8, NaN, Infinity])
        assert.throws(() => api.groestl(bits), { name: 'RangeError', message: new RegExp(`got ${bits}$`) });
      assert.throws(() => api.groestl('256'), { name: 'TypeError', message: /got string$/ });
      assert.throws(() => api.hashMany(['a'], 9), { name: 'RangeError', message: /got 9$/ });
      assert.throws(() => api.hashMany('abc'), { name: 'TypeError', message: /got string$/ });
      assert.throws(() => api.hashMany(7), { name: 'TypeError', message: /got number$/ });
      assert.throws(() => api.hashMany(['a', 5]), { name: 'TypeError', message: /message 1: .*got number$/ });
      const h = api.groestl256.create();
      assert.throws(() => h.digestInto(new Uint8Array(31)), { name: 'RangeError', message: /needs 32 bytes, got 31/ });
      assert.throws(() => h.digestInto([]), { name: 'TypeError', message: /got Array/ });
      h.update('still usable');
      assert.equal(toHex(h.digest()), toHex(api.groestl256('still usable')));
      assert.throws(() => h.update('more'), /digest\(\) was already called/);
      assert.throws(() => h.digest(), /digest\(\) was already called/);
      const d = api.groestl256.create();
      d.destroy();
      assert.throws(() => d.update('x'), /destroyed/);
      assert.throws(() => d.clone(), /destroyed/);
    });

    test('a view of a detached buffer: a TypeError, in one call, update and hashMany', () => {
      const detachedView = () => {
        const buffer = new ArrayBuffer(16);
        const view = new Uint8Array(buffer, 4, 8);
        structuredClone(buffer, { transfer: [buffer] }); // the view's buffer is detached now
        return view;
      };
      const message = /detached/;
      assert.throws(() => api.groestl256(detachedView()), { name: 'TypeError', message });
      assert.throws(() => api.groestl256.create().update(detachedView()), { name: 'TypeError', message });
      assert.throws(() => api.groestlcoinHash(detachedView()), { name: 'TypeError', message });
      assert.throws(() => api.hashMany(['a', detachedView()]), { name: 'TypeError', message: /message 1: .*detached/ });
      const h = api.groestl256.create().update('ab');
      assert.throws(() => h.update(detachedView()), TypeError);
      assert.equal(toHex(h.digest()), toHex(api.groestl256('ab')), 'the hasher goes on unchanged');
    });

    test('the real type of a typed array, whatever its constructor says; other realms too', async () => {
      const fakes = [new Uint16Array(4), new Int8Array(4), new Uint8ClampedArray(4),
        new DataView(new ArrayBuffer(4)), { length: 4, buffer: new ArrayBuffer(4) }];
      for (const fake of fakes) {
        Object.defineProperty(fake, 'constructor', { value: { name: 'Uint8Array' } });
        Object.defineProperty(fake, Symbol.toStringTag, { value: 'Uint8Array' });
        assert.throws(() => api.groestl256(fake), { name: 'TypeError', message: /expected a Uint8Array or a string/ });
        assert.throws(() => api.groestl256.create().update(fake), TypeError);
        assert.throws(() => api.hashMany([fake]), TypeError);
      }
      // A Uint8Array of another realm (node:vm here; an iframe or a worker's transfer alike),
      // and subclasses (Node's Buffer) are Uint8Arrays.
      const { runInNewContext } = await import('node:vm');
      const other = runInNewContext('new Uint8Array([1, 2, 3, 250])');
      assert.equal(other instanceof Uint8Array, false);
      const want = toHex(api.groestl256(new Uint8Array([1, 2, 3, 250])));
      assert.equal(toHex(api.groestl256(other)), want);
      assert.equal(toHex(api.groestl256.create().update(other).digest()), want);
      assert.equal(toHex(api.hashMany([other])[0]), want);
      assert.equal(toHex(api.groestl256(Buffer.from([1, 2, 3, 250]))), want);
      // A subclass whose length lies: the bytes of the view count, not its getters.
      class Liar extends Uint8Array { get length() { return 1; } }
      assert.equal(toHex(api.groestl256(new Liar([1, 2, 3, 250]))), want);
      assert.equal(toHex(api.hashMany([new Liar([1, 2, 3, 250])])[0]), want);
    });

    test('hashMany: each digest its own ArrayBuffer', () => {
      const digests = api.hashMany(['a', 'b', 'c'], 512);
      for (const [i, d] of digests.entries()) {
        assert.equal(d.byteOffset, 0);
        assert.equal(d.buffer.byteLength, 64);
        assert.equal(toHex(d), toHex(api.groestl512(['a', 'b', 'c'][i])));
      }
      structuredClone(digests[0].buffer, { transfer: [digests[0].buffer] });
      assert.equal(digests[0].length, 0);
      assert.equal(toHex(digests[1]), toHex(api.groestl512('b')), 'transferring one leaves the others');
    });

    test('nothing of a message is left in the module memory after a call', async () => {
      // A module of this backend's own for each kind of call, to read its memory after it.
      const { createApi } = await import('../src/api.js');
      const { instantiate } = await import('../src/wasm.js');
      const { base64 } = backends.find((b) => b.name === name);
      const secret = rng.bytes(4096 + 40); // the last 40 bytes wait in the context's buffer
      const long = rng.bytes(70000); // more than the module window: streamed
      long.set(secret, long.length - secret.length);
      const calls = {
        'one call': (g) => g.groestl256(secret),
        'one call, streamed': (g) => g.groestl256(long),
        update: (g) => g.groestl512.create().update(secret),
        'update, digest': (g) => g.groestl512.create().update(secret).digest(),
        groestlcoinHash: (g) => g.groestlcoinHash(secret),
        hashMany: (g) => g.hashMany([secret, secret], 384),
        // one whose length getter throws once the batch is being copied: either it hashes
        // (the view's own length counts) or it throws, and nothing is left either way
        'hashMany, a getter throwing part-way': (g) => {
          let reads = 0;
          class Trap extends Uint8Array {
            get length() { if (++reads > 3) throw new Error('trap'); return super.length; }
          }
          try { g.hashMany([secret, Trap.from(secret), secret], 256); } catch { /* either way */ }
        },
        'hashMany, a detached view after one message': (g) => {
          const buffer = new ArrayBuffer(8), view = new Uint8Array(buffer);
          structuredClone(buffer, { transfer: [buffer] });
          assert.throws(() => g.hashMany([secret, view]), TypeError);
        },
      };
      for (const [what, call] of Object.entries(calls)) {
        let exports;
        const api = createApi(() => (exports = instantiate(base64)));
        api.groestl256(''); // instantiated before the call, whether the call throws or not
        call(api);
        const heap = new Uint8Array(exports.memory.buffer);
        for (const part of [secret.subarray(0, 16), secret.subarray(-16)]) {
          for (let i = 0; i + 16 <= heap.length; i++) {
            if (heap[i] === part[0] && heap.subarray(i, i + 16).every((b, k) => b === part[k]))
              assert.fail(`${what}: the message is still in the module's memory at ${i}`);
          }
        }
      }
    });
  });
}

test('simd128 and portable agree on random messages, both versions, every size', () => {
  const [simd, portable] = backends.map((b) => b.api);
  for (let n = 0; n < 500; n++) {
    const bits = SIZES[rng.below(64)];
    const v0 = rng.below(2) === 1;
    const msg = randomMessage();
    const a = (v0 ? simd.groestl0 : simd.groestl)(bits)(msg);
    const b = (v0 ? portable.groestl0 : portable.groestl)(bits)(msg);
    assert.equal(toHex(a), toHex(b), `${v0 ? 'Grøstl-0' : 'Grøstl'}-${bits}, ${msg.length} bytes`);
  }
});

const groestlsum = process.env.GROESTL_BUILD_DIR && join(process.env.GROESTL_BUILD_DIR, 'groestlsum');
test('every digest size against the C library (groestlsum)', {
  skip: groestlsum && existsSync(groestlsum) ? false : 'GROESTL_BUILD_DIR does not name a build with groestlsum',
}, () => {
  for (const bits of SIZES) {
    for (const v0 of [false, true]) {
      const msg = randomMessage();
      const args = ['-l', String(bits), ...(v0 ? ['--v0'] : []), '-'];
      const expected = execFileSync(groestlsum, args, { input: msg }).toString().split(' ')[0];
      for (const { name, api } of backends)
        assert.equal(toHex((v0 ? api.groestl0 : api.groestl)(bits)(msg)), expected, `${name}, ${bits} bits`);
    }
  }
});
