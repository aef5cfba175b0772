// SPDX-License-Identifier: MIT OR Apache-2.0
// build.mjs - compile the C library (../src) to the package's two WebAssembly modules with
// clang's wasm32 target and wasm-ld (Debian: clang, lld), and write each into dist/ as an ES
// module holding its bytes in base64, so that the package loads them the same way in Node,
// browsers and bundlers, without a file read or a fetch. `npm run build`; `npm pack` runs it.
//
//   dist/simd128-wasm.js   the simd128 backend (WebAssembly SIMD128) and portable
//   dist/portable-wasm.js  portable alone, for engines without SIMD128 (its module must
//                          validate there, so it has no SIMD instruction at all)
//
// CLANG=... and WASM_LD=... pick the tools (default clang, wasm-ld). No C library is linked:
// js/wasm/libc.c has the four functions the library calls, js/wasm/include the C library's
// headers they need. Compiling and linking are separate steps because clang's link step runs
// binaryen's wasm-opt when one is on the PATH, so the module would depend on what else is
// installed.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const pkg = dirname(dirname(fileURLToPath(import.meta.url)));
const root = dirname(pkg);
const dist = join(pkg, 'dist');
const clang = process.env.CLANG || 'clang';
const wasmLd = process.env.WASM_LD || 'wasm-ld';

// The C library's files and backends: src/backends.h, read as text as CMake and rust/build.rs
// read it (each entry starts a line; its strings hold words without commas or parentheses).
function backendList() {
  const text = readFileSync(join(root, 'src', 'backends.h'), 'utf8');
  const entries = {};
  for (const [, kind, args] of text.matchAll(/^(GROESTL_[A-Z_]+)\(([^)]*)\)/gm)) {
    const a = args.split(',').map((x) => x.trim().replace(/^"|"$/g, ''));
    const words = (x) => x.split(/\s+/).filter(Boolean);
    if (kind === 'GROESTL_CORE') entries.core = { files: words(a[0]), flags: [] };
    else if (kind === 'GROESTL_BACKEND') entries[a[0]] = { arch: a[1], files: words(a[3]), flags: words(a[4]) };
  }
  for (const name of ['core', 'portable', 'simd128'])
    if (!entries[name]) throw new Error(`src/backends.h has no entry for ${name}`);
  return entries;
}
const list = backendList();
const library = [...list.core.files, ...list.portable.files].map((f) => join(root, 'src', f));
const support = ['libc.c', 'support.c'].map((f) => join(pkg, 'wasm', f));

// What src/api.js calls; the tests also reach update_bits (BitMsgKAT) and the S-box check.
const exports = [
  'groestl_init', 'groestl0_init', 'groestl_update', 'groestl_update_bits', 'groestl_final',
  'groestl_hash', 'groestl0_hash', 'groestl_hash_many', 'groestl_backend', 'groestl_set_backend',
  'groestl_backend_name', 'groestl_backend_constant_time', 'groestl_strerror', 'groestl_version',
  'groestl_wasm_ctx_size', 'groestl_wasm_sub_bytes', 'groestl_sbox', '__heap_base',
];

const modules = [
  { name: 'simd128', flags: [...list.simd128.flags, '-mbulk-memory', '-DGROESTL_HAVE_SIMD128'],
    sources: list.simd128.files.map((f) => join(root, 'src', f)) },
  { name: 'portable', flags: [], sources: [] },
];

const cflags = [
  '--target=wasm32', '-O3', '-std=c11', '-ffreestanding', '-nostdlib', '-fvisibility=hidden',
  '-Wall', '-Wextra', '-Werror',
  '-isystem', join(pkg, 'wasm', 'include'), '-I', join(root, 'include'), '-I', join(root, 'src'),
];
const ldflags = [
  '--no-entry', '--strip-all',
  // the stack first: an overflow runs below address 0 and traps, instead of into the data
  '--stack-first', '-z', 'stack-size=65536',
];

/** Runs a tool; one it cannot find stops the build with one line naming it and what installs
 *  it (no stack trace). */
function run(tool, args) {
  try {
    execFileSync(tool, args, { stdio: 'inherit' });
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    const [pkg, variable] = tool === wasmLd ? ['lld', 'WASM_LD'] : ['clang', 'CLANG'];
    console.error(`build.mjs: ${tool} not found: scripts/setup.sh js installs it (Debian package ` +
      `${pkg}), or set ${variable}`);
    process.exit(1);
  }
}

mkdirSync(dist, { recursive: true });
const objects = mkdtempSync(join(tmpdir(), 'groestl-wasm-'));
try {
  for (const m of modules) {
    const wasm = join(objects, `${m.name}.wasm`);
    const compiled = [...library, ...m.sources, ...support].map((source) => {
      const object = join(objects, `${m.name}-${basename(source, '.c')}.o`);
      run(clang, [...cflags, ...m.flags, '-c', source, '-o', object]);
      return object;
    });
    run(wasmLd, [...ldflags, ...exports.map((e) => `--export=${e}`), ...compiled, '-o', wasm]);
    const bytes = readFileSync(wasm);
    writeFileSync(join(dist, `${m.name}-wasm.js`),
      '// SPDX-License-Identifier: MIT OR Apache-2.0\n' +
      `// Generated by scripts/build.mjs from the C library: the ${m.name} WebAssembly module.\n` +
      `export default '${bytes.toString('base64')}';\n`);
    console.error(`dist/${m.name}-wasm.js: ${bytes.length} bytes of WebAssembly, ` +
      `${gzipSync(bytes, { level: 9 }).length} gzipped`);
  }
} catch (error) {
  console.error(`build.mjs: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(objects, { recursive: true });
}

// The package carries the project's licence files.
if (!process.exitCode)
  for (const f of ['LICENSE-MIT', 'LICENSE-APACHE']) copyFileSync(join(root, f), join(pkg, f));
