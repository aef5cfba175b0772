// SPDX-License-Identifier: MIT OR Apache-2.0
// groestl/compat: the functions of the npm package groestl-hash-js with its arguments and
// results, so that a wallet changes one import line:
//
//   groestl512(input, format, output)  Grøstl-512
//   groestl(input, format, output)     the first 32 bytes of Grøstl-512 (not Grøstl-256)
//   groestl_2(input, format, output)   the first 32 bytes of Grøstl-512(Grøstl-512(input)):
//                                      Groestlcoin's hash
//
// format: 1 an array of bytes (Array, Buffer, Uint8Array), 2 an array of 32-bit big-endian
// words, anything else a string whose characters are bytes (char codes 0..255; not UTF-8).
// output: 1 an Array of bytes, 2 an Array of signed 32-bit big-endian words, anything else
// a lowercase hex string. Where groestl-hash-js would hash garbage (a char code or array
// element out of range, a non-string in format 0), these throw a TypeError or RangeError
// that names the value.
import { groestl512 as hash512, groestlcoinHash } from './index.js';

const WHAT = ['groestl512', 'groestl', 'groestl_2'];

function describe(value) {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return Array.isArray(value) ? 'Array' : value.constructor?.name || 'Object';
}

function isArrayLike(value) {
  return value !== null && typeof value === 'object' && Number.isInteger(value.length);
}

function toBytes(input, format, what) {
  if (format === 1) {
    if (!isArrayLike(input))
      throw new TypeError(`${what}: format 1 takes an array of bytes, got ${describe(input)}`);
    if (input instanceof Uint8Array) return input;
    const bytes = new Uint8Array(input.length);
    for (let i = 0; i < input.length; i++) {
      const b = input[i];
      if (!Number.isInteger(b) || b < 0 || b > 255)
        throw new RangeError(`${what}: format 1 takes bytes 0..255, got ${String(b)} at index ${i}`);
      bytes[i] = b;
    }
    return bytes;
  }
  if (format === 2) {
    if (!isArrayLike(input))
      throw new TypeError(`${what}: format 2 takes an array of 32-bit words, got ${describe(input)}`);
    const bytes = new Uint8Array(4 * input.length);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < input.length; i++) {
      const w = input[i];
      if (!Number.isInteger(w) || w < -0x80000000 || w > 0xffffffff)
        throw new RangeError(`${what}: format 2 takes 32-bit words, got ${String(w)} at index ${i}`);
      view.setUint32(4 * i, w >>> 0);
    }
    return bytes;
  }
  if (typeof input !== 'string')
    throw new TypeError(`${what}: without format 1 or 2 the input is a string, got ${describe(input)}`);
  const bytes = new Uint8Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c > 255)
      throw new RangeError(`${what}: a string's characters are bytes here (codes 0..255), ` +
        `got U+${c.toString(16).toUpperCase().padStart(4, '0')} at index ${i}`);
    bytes[i] = c;
  }
  return bytes;
}

function fromDigest(digest, output) {
  if (output === 1) return Array.from(digest);
  if (output === 2) {
    const view = new DataView(digest.buffer, digest.byteOffset, digest.length);
    return Array.from({ length: digest.length / 4 }, (_, i) => view.getInt32(4 * i));
  }
  let hex = '';
  for (const b of digest) hex += (b < 16 ? '0' : '') + b.toString(16);
  return hex;
}

export function groestl512(input, format, output) {
  return fromDigest(hash512(toBytes(input, format, WHAT[0])), output);
}

export function groestl(input, format, output) {
  return fromDigest(hash512(toBytes(input, format, WHAT[1])).subarray(0, 32), output);
}

export function groestl_2(input, format, output) {
  return fromDigest(groestlcoinHash(toBytes(input, format, WHAT[2])), output);
}

export default { groestl512, groestl, groestl_2 };
