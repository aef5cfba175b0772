// SPDX-License-Identifier: MIT OR Apache-2.0
// bench.mjs - speed of the package on each backend against groestl-hash-js, in one run:
// MB/s for Groestlcoin's hash of an 80-byte header (Grøstl-512 twice, as wallets call it) and
// for Grøstl-512 of 64 B, 16 KiB and 1 MiB; Grøstl-256 of ours besides (groestl-hash-js has
// none). With --native=PATH it first runs the C library's benchmark (build/groestl_bench) for
// the vperm backend and sets simd128's cycles per byte beside vperm's.
//
//   node bench.mjs [--rounds=N] [--seconds=S] [--native=../build/groestl_bench] [--quick]
//
// Timing, as the C library's groestl_bench does it: a sample is one call, or for short
// messages a batch of calls of about a millisecond, timed with performance.now(), and dropped
// if the process was switched out meanwhile (an involuntary context switch in
// process.resourceUsage()), so that other work on a shared machine slows the figures less.
// Each cell is measured in N rounds (default 15) of at least S seconds (default 0.2) of
// samples, the implementations taking turns within a round; a round's figure is its fastest
// kept sample. The table gives the best and the median round in MB/s (10^6 bytes/s). A call
// longer than the scheduler's slice on a busy machine may never run unswitched: where a round
// kept no sample, its fastest switched-out one stands and the cell is marked *. Everything
// runs warm: a second of calls first, so that V8 has compiled the hot code with its
// optimizing tier.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';

import * as portable from './src/portable.js';
import * as simd128 from './src/simd128.js';

const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
};
const quick = process.argv.includes('--quick');
const rounds = Number(option('rounds', quick ? 2 : 15));
const seconds = Number(option('seconds', quick ? 0.02 : 0.2));
const native = option('native', null);
const peer = (() => {
  try {
    return createRequire(import.meta.url)('groestl-hash-js');
  } catch {
    console.error('bench.mjs: the peer groestl-hash-js is missing: scripts/setup.sh js installs it (npm ci)');
    process.exit(1);
  }
})();

const header = new Uint8Array(80).map((_, i) => i * 7);
const message = (n) => new Uint8Array(n).map((_, i) => (i * 131) >>> 3);
const sizes = [['64 B', 64], ['16 KiB', 16384], ['1 MiB', 1 << 20]];

// Cells: [what, bytes per call, { implementation: call }]
const cells = [['header (80 B, Groestlcoin)', 80, {
  simd128: () => simd128.groestlcoinHash(header),
  portable: () => portable.groestlcoinHash(header),
  'groestl-hash-js': () => peer.groestl_2(header, 1, 1),
}]];
for (const [label, n] of sizes) {
  const m = message(n);
  cells.push([`Grøstl-512, ${label}`, n, {
    simd128: () => simd128.groestl512(m),
    portable: () => portable.groestl512(m),
    'groestl-hash-js': () => peer.groestl512(m, 1, 1),
  }]);
}
for (const [label, n] of sizes) {
  const m = message(n);
  cells.push([`Grøstl-256, ${label}`, n, { simd128: () => simd128.groestl256(m), portable: () => portable.groestl256(m) }]);
}

const switches = () => process.resourceUsage().involuntaryContextSwitches;

/** One round: samples for at least `seconds`; the fastest kept one, else the fastest. */
function round(call, bytes, batch) {
  let best = 0, bestAny = 0;
  const end = performance.now() + seconds * 1000;
  do {
    const before = switches();
    const start = performance.now();
    for (let i = 0; i < batch; i++) call();
    const rate = (batch * bytes) / ((performance.now() - start) * 1000);
    bestAny = Math.max(bestAny, rate);
    if (switches() === before) best = Math.max(best, rate);
  } while (performance.now() < end);
  return { rate: best || bestAny, clean: best > 0 };
}

/** Calls per sample: enough for about a millisecond. */
function batchSize(call) {
  const start = performance.now();
  let n = 0;
  do call(), n++; while (performance.now() - start < 20);
  return Math.max(1, Math.round(n / (performance.now() - start)));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

// The C library's vperm, first: its cycles per byte and its clock (reference cycles).
let nativeTable = null;
if (native) {
  const out = execFileSync(native, ['--backend=vperm', '--sizes=64,16K,1M', '--bits=256,512',
    ...(quick ? ['--quick'] : [])]).toString();
  const ghz = Number(/ticks at a constant ([\d.]+) GHz/.exec(out)?.[1]);
  const rows = out.split('\n').filter((l) => l.startsWith('| vperm |')).map((l) => l.split('|').map((c) => c.trim()));
  nativeTable = { ghz, rows: Object.fromEntries(rows.map((r) => [r[2], { 256: Number(r[3]), 512: Number(r[6]) }])) };
}

const load = loadavg().map((x) => x.toFixed(2)).join(' ');
const warmEnd = performance.now() + 1000;
while (performance.now() < warmEnd) for (const [, , impls] of cells) impls.simd128(), impls.portable();

const results = cells.map(([what, bytes, impls]) => {
  const batches = Object.fromEntries(Object.entries(impls).map(([k, call]) => [k, batchSize(call)]));
  const samples = Object.fromEntries(Object.keys(impls).map((k) => [k, []]));
  for (let r = 0; r < rounds; r++)
    for (const [name, call] of Object.entries(impls)) samples[name].push(round(call, bytes, batches[name]));
  return { what, bytes, samples };
});

console.log(`node ${process.version} (V8 ${process.versions.v8}), ${cpus()[0].model}, ${cpus().length} logical CPUs; ` +
  `simd128 backend: ${simd128.backend()}, portable: ${portable.backend()}`);
console.log(`${rounds} rounds of ${seconds} s of samples per cell; load average ${load} before, ` +
  `${loadavg().map((x) => x.toFixed(2)).join(' ')} after\n`);
console.log('| message | simd128 MB/s best / median | portable MB/s best / median | groestl-hash-js MB/s best / median | simd128 / groestl-hash-js | portable / groestl-hash-js |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const { what, samples } of results) {
  const rates = (name) => samples[name].map((r) => r.rate);
  const cell = (name) => {
    if (!samples[name]) return '-';
    const mark = samples[name].every((r) => r.clean) ? '' : '*';
    return `${fmt(Math.max(...rates(name)))} / ${fmt(median(rates(name)))}${mark}`;
  };
  const ratio = (name) => {
    const peerMedian = samples['groestl-hash-js'] && median(rates('groestl-hash-js'));
    return peerMedian ? `${fmt(median(rates(name)) / peerMedian)}×` : '-';
  };
  console.log(`| ${what} | ${cell('simd128')} | ${cell('portable')} | ${cell('groestl-hash-js')} | ${ratio('simd128')} | ${ratio('portable')} |`);
}
console.log('\nratios: median round against median round; *: a round of the cell kept no sample ' +
  '(its fastest switched-out one stands)');

if (nativeTable) {
  const { ghz, rows } = nativeTable;
  console.log(`\nsimd128 against the C library's vperm (${native}, run first; reference cycles at ${ghz} GHz; ` +
    'vperm: minimum of its calls; simd128: from its best round):\n');
  console.log('| message | Grøstl-256 vperm c/B | Grøstl-256 simd128 c/B | ratio | Grøstl-512 vperm c/B | Grøstl-512 simd128 c/B | ratio |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [label] of sizes) {
    const rounds = (bits) => results.find((r) => r.what === `Grøstl-${bits}, ${label}`).samples.simd128;
    const cpb = (bits) => (ghz * 1e3) / Math.max(...rounds(bits).map((r) => r.rate));
    const mark = (bits) => (rounds(bits).every((r) => r.clean) ? '' : '*');
    const v = rows[label];
    console.log(`| ${label} | ${v[256]} | ${cpb(256).toFixed(2)}${mark(256)} | ${(cpb(256) / v[256]).toFixed(2)} | ` +
      `${v[512]} | ${cpb(512).toFixed(2)}${mark(512)} | ${(cpb(512) / v[512]).toFixed(2)} |`);
  }
}
