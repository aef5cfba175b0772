// SPDX-License-Identifier: MIT OR Apache-2.0
// The WebAssembly modules themselves: the simd128 backend's S-box (GF(16) arithmetic) against
// the library's S-box table on all 256 bytes; the size target (40 KiB gzipped each); the
// portable module valid for an engine without SIMD (wabt's wasm-validate --disable-simd,
// which must reject the simd128 one); and what the package does on such an engine (the
// probe said no): the main entry runs portable, groestl/simd128 refuses to load.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

import { backends } from './backends.mjs';
import { instantiate } from '../src/wasm.js';

const requireAll = process.env.GROESTL_JS_REQUIRE_ALL === '1';
const bytesOf = (name) => Buffer.from(backends.find((b) => b.name === name).base64, 'base64');

test('simd128 S-box equals groestl_sbox on every byte; portable has none to check', () => {
  const e = instantiate(backends.find((b) => b.name === 'simd128').base64);
  const heap = () => new Uint8Array(e.memory.buffer);
  const sbox = heap().slice(e.groestl_sbox.value, e.groestl_sbox.value + 256);
  assert.equal(new Set(sbox).size, 256, 'groestl_sbox is a permutation');
  const at = (e.__heap_base.value + 15) & ~15;
  for (let x = 0; x < 256; x += 16) {
    heap().set(Uint8Array.from({ length: 16 }, (_, k) => x + k), at);
    assert.equal(e.groestl_wasm_sub_bytes(at), 0);
    assert.deepEqual(heap().slice(at, at + 16), sbox.slice(x, x + 16), `bytes ${x}..${x + 15}`);
  }
  const portable = instantiate(backends.find((b) => b.name === 'portable').base64);
  assert.equal(portable.groestl_wasm_sub_bytes((portable.__heap_base.value + 15) & ~15), -1);
});

test('after a call, what the backend left on the module stack is zeros', () => {
  // The stack is the first 64 KiB of memory (--stack-first), the top the call's frames start
  // at. The API layer zeroes the backend's stack_bytes after a call: everything written below
  // the API's own frames (the top 512 bytes: groestl_hash's context, wiped itself) is zero.
  for (const { name, base64 } of backends) {
    const e = instantiate(base64);
    const heap = new Uint8Array(e.memory.buffer);
    const base = (e.__heap_base.value + 15) & ~15;
    e.groestl_hash(256, base, 0, base); // the tables, built at first use
    for (const [bits, len, v0] of [[256, 64, false], [224, 1000, true], [512, 200, false], [384, 5000, true]]) {
      heap.fill(0xaa, 0, 65536);
      heap.fill(0x5c, base + 1024, base + 1024 + len);
      assert.equal((v0 ? e.groestl0_hash : e.groestl_hash)(bits, base + 1024, len, base), 0);
      const written = heap.findIndex((b) => b !== 0xaa);
      assert.ok(written > 0 && written < 65536 - 512, `${name}: the call wrote the stack`);
      const left = heap.subarray(written, 65536 - 512).findIndex((b) => b !== 0);
      assert.equal(left, -1, `${name}, ${bits} bits: a byte left at ${65536 - written - left} below the top`);
    }
  }
});

test('each module is at most 40 KiB gzipped, and so is all the main entry loads', () => {
  for (const { name } of backends) {
    const size = gzipSync(bytesOf(name), { level: 9 }).length;
    console.log(`${name}: ${bytesOf(name).length} bytes, ${size} gzipped`);
    assert.ok(size <= 40 * 1024, `${name}: ${size} bytes gzipped`);
  }
  // what a bundle of the main entry holds: both modules in base64 and the JavaScript
  const files = ['src/index.js', 'src/api.js', 'src/wasm.js', 'dist/simd128-wasm.js', 'dist/portable-wasm.js'];
  const all = Buffer.concat(files.map((f) => readFileSync(new URL(`../${f}`, import.meta.url))));
  const size = gzipSync(all, { level: 9 }).length;
  console.log(`the main entry's files: ${all.length} bytes, ${size} gzipped`);
  assert.ok(size <= 40 * 1024, `the main entry's files: ${size} bytes gzipped`);
});

const wasmValidate = spawnSync('wasm-validate', ['--help']).status === 0;
test('the portable module validates without SIMD, the simd128 one does not (wasm-validate)', {
  skip: wasmValidate || requireAll ? false : 'wasm-validate (Debian: wabt) is not installed',
}, () => {
  assert.ok(wasmValidate, 'wasm-validate not found: scripts/setup.sh js installs it (Debian package wabt)');
  const dir = mkdtempSync(join(tmpdir(), 'groestl-wasm-'));
  try {
    for (const { name } of backends) {
      const file = join(dir, `${name}.wasm`);
      writeFileSync(file, bytesOf(name));
      execFileSync('wasm-validate', [file]);
      const withoutSimd = spawnSync('wasm-validate', ['--disable-simd', file]);
      assert.equal(withoutSimd.status === 0, name === 'portable', `${name}: ${withoutSimd.stderr}`);
    }
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('an engine without SIMD128 gets portable; groestl/simd128 refuses to load there', () => {
  const script = `
    WebAssembly.validate = () => false; // what the probe gets from an engine without SIMD128
    const g = await import(${JSON.stringify(new URL('../src/index.js', import.meta.url).href)});
    console.log(g.backend(), Buffer.from(g.groestl256('abc')).toString('hex'));
    await import(${JSON.stringify(new URL('../src/simd128.js', import.meta.url).href)})
      .then(() => console.log('loaded'), (e) => console.log(e.message));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString().split('\n');
  assert.equal(out[0], 'portable f3c1bb19c048801326a7efbcf16e3d7887446249829c379e1840d1a3a1e7d4d2');
  assert.match(out[1], /^groestl\/simd128: this engine does not run WebAssembly SIMD128/);
});
