// SPDX-License-Identifier: MIT OR Apache-2.0
// kat-parse.mjs - the reader of the repository's vector files (kat/README.md): blocks of
// Len/Msg/MD, or Repeat/Text/MD for the extremely long message. No Node API, so that the
// browser page of package.test.mjs reads the files with it too.

export const fromHex = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
export const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Entries { bits, msg, md } or { repeat, text, md }; a malformed block is an error. */
export function parse(text, path) {
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
