// SPDX-License-Identifier: MIT OR Apache-2.0
// backends.mjs - the package's two backends for the tests: each one's public API (the forced
// entry points groestl/simd128 and groestl/portable) and a raw instance of its module, for
// what the API does not offer (bit-granular messages, the S-box check, memory inspection).
import portableBase64 from '../dist/portable-wasm.js';
import simdBase64 from '../dist/simd128-wasm.js';
import { instantiate } from '../src/wasm.js';

export const backends = [
  { name: 'simd128', api: await import('../src/simd128.js'), base64: simdBase64 },
  { name: 'portable', api: await import('../src/portable.js'), base64: portableBase64 },
];

/**
 * Grøstl (or Grøstl-0) of the first `nbits` bits of `msg` through the C API in a new
 * instance of the module: groestl_init, groestl_update_bits, groestl_final.
 */
export function hashBits(base64, digestBits, v0, msg, nbits) {
  const e = instantiate(base64);
  const base = (e.__heap_base.value + 15) & ~15;
  const ctx = base, digest = base + 512, data = base + 1024;
  if (e.memory.buffer.byteLength < data + msg.length)
    e.memory.grow(Math.ceil((data + msg.length - e.memory.buffer.byteLength) / 65536));
  const heap = new Uint8Array(e.memory.buffer);
  heap.set(msg, data);
  const check = (code, what) => { if (code !== 0) throw new Error(`${what} returned ${code}`); };
  check((v0 ? e.groestl0_init : e.groestl_init)(ctx, digestBits), 'init');
  check(e.groestl_update_bits(ctx, data, BigInt(nbits)), 'update_bits');
  check(e.groestl_final(ctx, digest), 'final');
  return heap.slice(digest, digest + digestBits / 8);
}

/** A seeded generator (xorshift32) so that a failing random test can be run again. */
export function random(seed = (Date.now() ^ (process.pid << 16)) >>> 0) {
  let x = seed || 1;
  const next = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
  return {
    seed,
    below: (n) => next() % n,
    bytes(n) {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = next() & 0xff;
      return out;
    },
  };
}
