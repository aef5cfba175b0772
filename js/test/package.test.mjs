// SPDX-License-Identifier: MIT OR Apache-2.0
// The package as a user gets it: `npm pack` (which builds the modules), the tarball installed
// into a new project with install scripts off, then used from that project by Node (import,
// and require where Node has require(esm)), by TypeScript (its types, strict), and by a page
// in headless Chromium (Debian's chromium), which hashes every byte-aligned vector of the
// kat/ files on both backends and reports to a server on 127.0.0.1.
//
// Without chromium or tsc the test says so and skips that part, unless
// GROESTL_JS_REQUIRE_ALL=1 (scripts/test.sh), which turns a missing tool into a failure.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { katDir, katFiles, toHex } from './kat.mjs';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));
const requireAll = process.env.GROESTL_JS_REQUIRE_ALL === '1';
const work = mkdtempSync(join(tmpdir(), 'groestl-package-'));
const project = join(work, 'project');
let tarball;

before(() => {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work],
    { cwd: pkgDir, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
  tarball = { path: join(work, packed.filename), files: packed.files.map((f) => f.path) };
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball.path],
    { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
});
after(() => rmSync(work, { recursive: true, force: true }));

test('the tarball holds the built modules, the sources and types, no build step', () => {
  for (const f of ['package.json', 'README.md', 'LICENSE-MIT', 'LICENSE-APACHE', 'dist/simd128-wasm.js', 'dist/portable-wasm.js',
    'src/index.js', 'src/index.d.ts', 'src/compat.js', 'src/compat.d.ts', 'src/api.js', 'src/wasm.js'])
    assert.ok(tarball.files.includes(f), f);
  assert.deepEqual(tarball.files.filter((f) => !/^(src|dist)\/|^(package\.json|README\.md|LICENSE-\w+)$/.test(f)), []);
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'groestl', 'package.json'), 'utf8'));
  for (const hook of ['preinstall', 'install', 'postinstall'])
    assert.equal(manifest.scripts?.[hook], undefined, hook);
});

const run = (code, type = 'module') => execFileSync(process.execPath,
  [`--input-type=${type}`, '-e', code], { cwd: project }).toString().trim();

test('Node: the installed package, imported', () => {
  const out = run(`
    import { groestl256, groestlcoinHash, backend } from 'groestl';
    import * as portable from 'groestl/portable';
    import { groestl_2 } from 'groestl/compat';
    const hex = (b) => Buffer.from(b).toString('hex');
    console.log(backend(), hex(groestl256('')), portable.backend(), hex(portable.groestl256('')));
    console.log(hex(groestlcoinHash('abc')) === groestl_2('abc'));`).split('\n');
  const empty = '1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467';
  assert.deepEqual(out, [`simd128 ${empty} portable ${empty}`, 'true']);
});

test('Node: the installed package, required from CommonJS (Node with require(esm))', {
  skip: process.features.require_module ? false : `Node ${process.version} has no require(esm)`,
}, () => {
  const out = run(`
    const { groestl } = require('groestl/compat');
    const { groestl512 } = require('groestl');
    console.log(groestl('abc') === Buffer.from(groestl512('abc')).toString('hex').slice(0, 64));`, 'commonjs');
  assert.equal(out, 'true');
});

const tsc = join(pkgDir, 'node_modules', 'typescript', 'bin', 'tsc');
test('TypeScript: the types, strict, against the installed package', {
  skip: existsSync(tsc) || requireAll ? false : 'typescript is not installed (npm ci)',
}, () => {
  assert.ok(existsSync(tsc), 'typescript not found: scripts/setup.sh js installs it (npm ci in js/)');
  writeFileSync(join(project, 'use.ts'), `
    import { groestl, groestl256, groestl0_512, hashMany, backend, type Hash, type HashFunction } from 'groestl';
    import compat, { groestl_2 } from 'groestl/compat';
    const fn: HashFunction = groestl(160);
    const h: Hash = groestl256.create().update('a').update(new Uint8Array(2));
    const out: Uint8Array = h.digest();
    const many: Uint8Array[] = hashMany(['a', new Uint8Array(1)], 512);
    const name: 'simd128' | 'portable' = backend();
    const hex: string = groestl_2('abc');
    const words: number[] = compat.groestl512([1, 2], 1, 2);
    const n: number = fn.outputLen + groestl0_512.blockLen + out.length + many.length + name.length + hex.length + words.length;
    // @ts-expect-error: a number is not a message
    groestl256(5);
    // @ts-expect-error: digest() takes no argument
    h.digest(out);
    export { n };`);
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext',
      target: 'es2022', lib: ['es2022'], types: [] }, files: ['use.ts'] }));
  execFileSync(process.execPath, [tsc, '-p', project], { cwd: project, stdio: 'inherit' });
});

// ---- The browser page ---------------------------------------------------------------------

const chromium = ['chromium', 'chromium-browser'].find((c) => {
  try { execFileSync(c, ['--version'], { stdio: 'ignore' }); return true; } catch { return false; }
});

// Every vector file but the 1 GiB ones; the page hashes their byte-aligned entries.
const files = katFiles().filter((f) => f.kind !== 'ExtremelyLongMsgKAT');

const page = `<!doctype html>
<meta charset="utf-8">
<script type="importmap">{"imports": {
  "groestl": "/node_modules/groestl/src/index.js",
  "groestl/portable": "/node_modules/groestl/src/portable.js",
  "groestl/compat": "/node_modules/groestl/src/compat.js"}}</script>
<script type="module">
const report = (result) => fetch('/result', { method: 'POST', body: JSON.stringify(result) });
try {
  const { parse, toHex } = await import('/test/kat-parse.mjs');
  const backends = [await import('groestl'), await import('groestl/portable')];
  const { groestl_2 } = await import('groestl/compat');
  const results = [];
  for (const name of ${JSON.stringify(files.map((f) => f.name))}) {
    const text = await (await fetch('/kat/' + name)).text();
    const bits = Number(/_(\\d+)\\.txt$/.exec(name)[1]);
    const entries = parse(text, name).filter((e) => e.bits % 8 === 0);
    for (const api of backends) {
      const fn = (name.startsWith('groestl0/') ? api.groestl0 : api.groestl)(bits);
      const failed = entries.filter((e) => toHex(fn(e.msg.subarray(0, e.bits / 8))) !== e.md).map((e) => e.bits);
      results.push({ backend: api.backend(), file: name, hashed: entries.length, failed });
    }
  }
  report({ userAgent: navigator.userAgent, results, groestlcoin: groestl_2('abc') });
} catch (e) {
  report({ error: String(e && e.stack || e) });
}
</script>`;

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.txt': 'text/plain', '.json': 'application/json' };

/** Serves the page, the installed package, the vector files and the parser; resolves the report. */
function serve() {
  let resolveReport;
  const report = new Promise((resolve) => (resolveReport = resolve));
  const roots = { '/node_modules/': join(project, 'node_modules'), '/kat/': katDir, '/test/': join(pkgDir, 'test') };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    if (req.method === 'POST' && path === '/result') {
      let body = '';
      req.on('data', (d) => (body += d)).on('end', () => { res.end(); resolveReport(JSON.parse(body)); });
      return;
    }
    if (path === '/') { res.setHeader('content-type', 'text/html'); res.end(page); return; }
    const prefix = Object.keys(roots).find((p) => path.startsWith(p));
    const file = prefix && normalize(join(roots[prefix], path.slice(prefix.length)));
    if (!file || !file.startsWith(roots[prefix] + sep) || !existsSync(file)) { res.statusCode = 404; res.end(); return; }
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, report })));
}

test('Chromium: a page loads the installed package and hashes the vectors on both backends', {
  skip: chromium || requireAll ? false : 'chromium is not installed (Debian: chromium)',
  timeout: 120_000,
}, async () => {
  assert.ok(chromium, 'chromium not found: scripts/setup.sh js installs it (Debian package chromium)');
  const { server, report } = await serve();
  const browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
    '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--disable-dev-shm-usage', `--user-data-dir=${join(work, 'profile')}`,
    `http://127.0.0.1:${server.address().port}/`], { stdio: 'ignore', detached: true });
  let timer;
  try {
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no report from the page in 90 s')), 90_000)));
    const result = await Promise.race([report, timeout]);
    assert.equal(result.error, undefined, result.error);
    console.log(`page: ${result.userAgent}`);
    assert.equal(result.results.length, 2 * files.length);
    for (const { backend, file, hashed, failed } of result.results) {
      const expected = files.find((f) => f.name === file).entries.filter((e) => e.bits % 8 === 0).length;
      assert.deepEqual({ file, hashed, failed }, { file, hashed: expected, failed: [] }, backend);
    }
    assert.deepEqual([...new Set(result.results.map((r) => r.backend))], ['simd128', 'portable']);
    const hashes = await import(join(project, 'node_modules', 'groestl', 'src', 'index.js'));
    assert.equal(result.groestlcoin, toHex(hashes.groestlcoinHash('abc')));
  } finally {
    clearTimeout(timer);
    process.kill(-browser.pid, 'SIGKILL'); // the browser and the processes it started
    server.close();
  }
});
