// SPDX-License-Identifier: MIT OR Apache-2.0
// kat.mjs - the repository's vector files (../../kat, see kat/README.md), read for the tests
// (the format: kat-parse.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from './kat-parse.mjs';

export const katDir = join(dirname(dirname(dirname(fileURLToPath(import.meta.url)))), 'kat');

export { fromHex, parse, toHex } from './kat-parse.mjs';

/** Every vector file: { path, name, v0, bits, kind ('ShortMsgKAT', ...), entries }. */
export function katFiles() {
  const files = [];
  for (const [folder, v0] of [['final', false], ['groestl0', true]]) {
    for (const name of readdirSync(join(katDir, folder)).sort()) {
      const match = /^(\w+)_(\d+)\.txt$/.exec(name);
      if (!match) continue;
      const path = join(katDir, folder, name);
      files.push({ path, name: `${folder}/${name}`, v0, kind: match[1], bits: Number(match[2]),
        entries: parse(readFileSync(path, 'utf8'), path) });
    }
  }
  return files;
}
