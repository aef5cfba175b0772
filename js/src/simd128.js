// SPDX-License-Identifier: MIT OR Apache-2.0
// groestl/simd128: the API of the main entry on the simd128 backend, whatever the engine;
// importing it fails where the engine lacks WebAssembly SIMD128.
import simd128 from '../dist/simd128-wasm.js';
import { createApi } from './api.js';
import { instantiate, simdSupported } from './wasm.js';

if (!simdSupported())
  throw new Error('groestl/simd128: this engine does not run WebAssembly SIMD128; import "groestl"');

export const {
  groestl224, groestl256, groestl384, groestl512, groestl,
  groestl0_224, groestl0_256, groestl0_384, groestl0_512, groestl0,
  groestlcoinHash, hashMany, backend,
} = createApi(() => instantiate(simd128));
