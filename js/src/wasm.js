// SPDX-License-Identifier: MIT OR Apache-2.0
// wasm.js - which of the package's two WebAssembly modules this engine runs, and their
// instantiation. The modules are the C library built by scripts/build.mjs into dist/.

// The smallest module that uses SIMD128: one function () -> v128 computing
// i8x16.swizzle(i8x16.splat(0), i8x16.splat(0)). An engine that validates it runs the
// simd128 build; the others get the portable one, which has no SIMD instruction.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
  0x03, 0x02, 0x01, 0x00, // functions: one of type 0
  0x0a, 0x0e, 0x01, 0x0c, 0x00, // code: one body of 12 bytes, no locals
  0x41, 0x00, 0xfd, 0x0f, 0x41, 0x00, 0xfd, 0x0f, // i32.const 0, i8x16.splat (twice)
  0xfd, 0x0e, 0x0b, // i8x16.swizzle, end
]);

/** True if this engine runs WebAssembly SIMD128. */
export function simdSupported() {
  return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
}

function fromBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The exports of a new instance of a module given in base64. Synchronous, so that hashing is
 * too: engines allow it for modules of this size (Chromium up to 8 MB on the main thread).
 */
export function instantiate(base64) {
  const module = new WebAssembly.Module(fromBase64(base64));
  return new WebAssembly.Instance(module, {}).exports;
}
