// SPDX-License-Identifier: MIT OR Apache-2.0
// groestl/portable: the API of the main entry on the portable backend (the module without
// SIMD, which every engine runs), whatever the engine. Not constant-time: its S-box is a
// table indexed by data.
import portable from '../dist/portable-wasm.js';
import { createApi } from './api.js';
import { instantiate } from './wasm.js';

export const {
  groestl224, groestl256, groestl384, groestl512, groestl,
  groestl0_224, groestl0_256, groestl0_384, groestl0_512, groestl0,
  groestlcoinHash, hashMany, backend,
} = createApi(() => instantiate(portable));
