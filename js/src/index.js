// SPDX-License-Identifier: MIT OR Apache-2.0
// The package's main entry: Grøstl on the fastest WebAssembly module this engine runs, the
// simd128 backend where it has WebAssembly SIMD128, else portable. The module is compiled at
// the first call. groestl/simd128 and groestl/portable force one.
import portable from '../dist/portable-wasm.js';
import simd128 from '../dist/simd128-wasm.js';
import { createApi } from './api.js';
import { instantiate, simdSupported } from './wasm.js';

export const {
  groestl224, groestl256, groestl384, groestl512, groestl,
  groestl0_224, groestl0_256, groestl0_384, groestl0_512, groestl0,
  groestlcoinHash, hashMany, backend,
} = createApi(() => instantiate(simdSupported() ? simd128 : portable));
