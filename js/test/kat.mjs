// SPDX-License-Identifier: MIT OR Apache-2.0
// kat.mjs - the repository's vector files (../../kat, see kat/README.md), read for the tests:
// blocks of Len/Msg/MD, or Repeat/Text/MD for the extremely long message.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const katDir = join(dirname(dirname(dirname(fileURLToPath(import.meta.url)))), 'kat');

export const fromHex = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
export const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

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

/** Entries { bits, msg, md } or { repeat, text, md }; a malformed block is an error. */
function parse(text, path) {
  const entries = [];
  let entry = {};
  const finish = () => {
    if (Object.keys(entry).length === 0) return;
    if (!entry.md || (entry.bits === undefined && entry.repeat === undefined))
      throw new Error(`${path}: incomplete entry ${JSON.stringify(entry)}`);
    if (entry.bits !== undefined && entry.msg.length !== Math.max(1, Math.ceil(entry.bits / 8)))
      throw new Error(`${path}: Len ${entry.bits} with ${entry.msg.length} bytes of Msg`);
    entries.push(entry);
    entry = {};
  };
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) { if (line === '') finish(); continue; }
    const [key, value] = line.split(/\s*=\s*/);
    if (key === 'Len') entry.bits = Number(value);
    else if (key === 'Msg') entry.msg = fromHex(value);
    else if (key === 'MD') entry.md = value.toLowerCase();
    else if (key === 'Repeat') entry.repeat = Number(value);
    else if (key === 'Text') entry.text = value;
    else throw new Error(`${path}: unknown line ${line}`);
  }
  finish();
  return entries;
}
