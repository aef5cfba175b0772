// SPDX-License-Identifier: MIT OR Apache-2.0
// api.js - the package's API (noble-hashes' shape) over one instance of the library's
// WebAssembly module, made by createApi(load) for the entry points (index.js, simd128.js,
// portable.js), which differ only in the module they load.
//
// Messages go into the module's memory through a window of IO_BYTES and are hashed there by
// the C library's one-call, streaming and batch functions. A streaming hasher keeps its
// groestl_ctx (the C library's context, a plain byte copy) in JavaScript between calls and
// copies it in and out around each call, so hashers need no allocation inside the module and
// are copied by copying bytes. What a call leaves in the module's memory (context, message,
// digest) is zeroed before it returns; the C library zeroes its own stack.

const IO_BYTES = 1 << 16; // message bytes copied into the module per call
const BATCH_BYTES = 1 << 22; // hashMany: bytes of messages and digests in the module at once
const MAX_DIGEST_BYTES = 64;
const PAGE_BYTES = 65536;

const utf8 = new TextEncoder();

// The typed arrays' own accessors (%TypedArray%.prototype), called directly: they read the
// object's internal slots, so a subclass's getters or a faked constructor or toStringTag
// cannot lie to them, and they take typed arrays of any realm (an iframe, node:vm, a worker).
const typedArrayProto = Object.getPrototypeOf(Uint8Array.prototype);
const intrinsic = (key) => Object.getOwnPropertyDescriptor(typedArrayProto, key).get;
const typedArrayName = intrinsic(Symbol.toStringTag); // undefined for anything else
const viewBuffer = intrinsic('buffer');
const viewOffset = intrinsic('byteOffset');
const viewLength = intrinsic('byteLength');

/** What `value` is, for an error message: its type, or its class for objects. */
function describe(value) {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  if (Array.isArray(value)) return 'Array';
  return typedArrayName.call(value) || value.constructor?.name || 'Object';
}

function isBytes(value) {
  return typedArrayName.call(value) === 'Uint8Array'; // subclasses (Buffer) too
}

/**
 * A message as bytes: a Uint8Array (of any realm) as a plain Uint8Array of this realm over
 * the same memory, so that no getter of it runs later; a string as UTF-8 (as noble-hashes
 * does). A view of a detached buffer is refused, as the one-call functions always did.
 */
function toBytes(data, what) {
  if (typeof data === 'string') return utf8.encode(data);
  if (!isBytes(data)) throw new TypeError(`${what}: expected a Uint8Array or a string, got ${describe(data)}`);
  const buffer = viewBuffer.call(data), length = viewLength.call(data);
  try {
    return new Uint8Array(buffer, viewOffset.call(data), length);
  } catch {
    // only a detached buffer refuses a view of its own bounds (they read 0 then)
    throw new TypeError(`${what}: the Uint8Array's ArrayBuffer is detached`);
  }
}

/** A digest size in bits: 8 to 512 in steps of 8. */
function checkBits(bits, what) {
  if (typeof bits !== 'number')
    throw new TypeError(`${what}: the digest size must be a number of bits, got ${describe(bits)}`);
  if (!Number.isInteger(bits) || bits < 8 || bits > 512 || bits % 8 !== 0)
    throw new RangeError(`${what}: the digest size must be 8 to 512 bits in steps of 8, got ${bits}`);
  return bits;
}

const align16 = (n) => (n + 15) & ~15;

/** One instance of a module and the layout of the memory the API uses in it. */
class Module {
  constructor(exports) {
    this.e = exports;
    this.ctxBytes = exports.groestl_wasm_ctx_size();
    // One after the other, so that one fill wipes what a call used.
    this.ctx = align16(exports.__heap_base.value); // a groestl_ctx
    this.digest = align16(this.ctx + this.ctxBytes); // two digests (groestlcoinHash)
    this.io = this.digest + 2 * MAX_DIGEST_BYTES; // message bytes, IO_BYTES or a batch
    this.reserve(this.io + IO_BYTES);
    this.name = this.string(exports.groestl_backend());
  }

  /** Grows the memory to `end` bytes (views of the old buffer go stale: use this.heap). */
  reserve(end) {
    const have = this.e.memory.buffer.byteLength;
    if (end > have) this.e.memory.grow(Math.ceil((end - have) / PAGE_BYTES));
    this.heap = new Uint8Array(this.e.memory.buffer);
  }

  string(address) {
    let end = address;
    while (this.heap[end] !== 0) end++;
    return String.fromCharCode(...this.heap.subarray(address, end));
  }

  check(code) {
    if (code !== 0) throw new Error(`groestl: ${this.string(this.e.groestl_strerror(code))}`);
  }

  wipe(start, end) {
    this.heap.fill(0, start, end);
  }

  /** The digest of `bytes` in one call (groestl_hash or groestl0_hash), or streamed. */
  hash(bits, v0, bytes) {
    if (bytes.length > IO_BYTES) {
      const state = this.start(bits, v0);
      this.absorb(state, bytes);
      const out = new Uint8Array(bits / 8);
      this.finish(state, out, out.length);
      return out;
    }
    const { heap, io, digest } = this;
    heap.set(bytes, io);
    try {
      this.check((v0 ? this.e.groestl0_hash : this.e.groestl_hash)(bits, io, bytes.length, digest));
      return heap.slice(digest, digest + bits / 8);
    } finally {
      this.wipe(digest, io + bytes.length);
    }
  }

  /** A new context (groestl_init or groestl0_init), as bytes held outside the module. */
  start(bits, v0) {
    try {
      this.check((v0 ? this.e.groestl0_init : this.e.groestl_init)(this.ctx, bits));
      return this.heap.slice(this.ctx, this.ctx + this.ctxBytes);
    } finally {
      this.wipe(this.ctx, this.ctx + this.ctxBytes);
    }
  }

  /** groestl_update of `state` with `bytes`, IO_BYTES at a time. */
  absorb(state, bytes) {
    const { ctx, io } = this;
    this.heap.set(state, ctx);
    try {
      for (let done = 0; done < bytes.length; done += IO_BYTES) {
        const part = bytes.subarray(done, done + IO_BYTES);
        this.heap.set(part, io);
        this.check(this.e.groestl_update(ctx, io, part.length));
      }
      state.set(this.heap.subarray(ctx, ctx + this.ctxBytes));
    } finally {
      this.wipe(ctx, io + Math.min(bytes.length, IO_BYTES));
    }
  }

  /** groestl_final of `state` into the first `length` bytes of `out`; state is zeroed. */
  finish(state, out, length) {
    const { ctx, digest } = this;
    this.heap.set(state, ctx);
    try {
      this.check(this.e.groestl_final(ctx, digest));
      out.set(this.heap.subarray(digest, digest + length));
    } finally {
      state.fill(0);
      this.wipe(ctx, digest + MAX_DIGEST_BYTES);
    }
  }

  /** Groestlcoin's hash: the first 32 bytes of Grøstl-512(Grøstl-512(header)). */
  groestlcoin(bytes) {
    const { heap, io, digest } = this;
    const inner = digest + MAX_DIGEST_BYTES;
    try {
      if (bytes.length > IO_BYTES) heap.set(this.hash(512, false, bytes), inner);
      else {
        heap.set(bytes, io);
        this.check(this.e.groestl_hash(512, io, bytes.length, inner));
      }
      this.check(this.e.groestl_hash(512, inner, MAX_DIGEST_BYTES, digest));
      return heap.slice(digest, digest + 32);
    } finally {
      this.wipe(digest, io + Math.min(bytes.length, IO_BYTES));
    }
  }

  /** groestl_hash_many over messages[from, to): pointers, lengths, digests, then messages. */
  batch(bits, messages, from, to, digests) {
    const n = to - from;
    const size = bits / 8;
    const lens = this.io + 4 * n;
    const outs = lens + 4 * n;
    const first = outs + n * size;
    const end = first + messages.slice(from, to).reduce((sum, m) => sum + m.length, 0);
    this.reserve(end);
    const start = this.io;
    try {
      const words = new DataView(this.e.memory.buffer); // the module's pointers, little-endian
      for (let i = 0, at = first; i < n; i++) {
        const message = messages[from + i];
        this.heap.set(message, at);
        words.setUint32(start + 4 * i, at, true);
        words.setUint32(lens + 4 * i, message.length, true);
        at += message.length;
      }
      this.check(this.e.groestl_hash_many(bits, start, lens, n, outs));
      // each its own ArrayBuffer: one transferred (to a worker) leaves the others whole
      for (let i = 0; i < n; i++) digests[from + i] = this.heap.slice(outs + i * size, outs + (i + 1) * size);
    } finally {
      this.wipe(start, end); // whatever was copied, also when something threw part-way
    }
  }
}

/** A streaming hasher, as noble-hashes' Hash: update, digest, digestInto, clone, destroy. */
class Hasher {
  constructor(module, spec, state) {
    this.module = module;
    this.spec = spec;
    this.state = state ?? module.start(spec.bits, spec.v0);
    this.outputLen = spec.outputLen;
    this.blockLen = spec.blockLen;
    this.finished = false;
    this.destroyed = false;
  }

  usable() {
    if (this.destroyed) throw new Error(`${this.spec.name}: the hash was destroyed`);
    if (this.finished) throw new Error(`${this.spec.name}: digest() was already called`);
  }

  update(data) {
    this.usable();
    const bytes = toBytes(data, `${this.spec.name}.update`);
    if (bytes.length > 0) this.module.absorb(this.state, bytes);
    return this;
  }

  digestInto(out) {
    this.usable();
    const what = `${this.spec.name}.digestInto`;
    if (!isBytes(out)) throw new TypeError(`${what}: expected a Uint8Array, got ${describe(out)}`);
    if (out.length < this.outputLen)
      throw new RangeError(`${what}: the output needs ${this.outputLen} bytes, got ${out.length}`);
    this.finished = true;
    this.module.finish(this.state, out, this.outputLen);
  }

  digest() {
    const out = new Uint8Array(this.outputLen);
    this.digestInto(out);
    return out;
  }

  clone() {
    if (this.destroyed) throw new Error(`${this.spec.name}: the hash was destroyed`);
    const copy = new Hasher(this.module, this.spec, this.state.slice());
    copy.finished = this.finished;
    copy.destroyed = this.destroyed;
    return copy;
  }

  destroy() {
    this.destroyed = true;
    this.state.fill(0);
  }
}

/**
 * The API over the module that load() instantiates, at first use. load returns the
 * instance's exports (wasm.js: instantiate).
 */
export function createApi(load) {
  let module = null;
  const mod = () => (module ??= new Module(load()));

  function hashFunction(bits, v0) {
    const name = `${v0 ? 'groestl0_' : 'groestl'}${bits}`;
    const spec = { name, bits, v0, outputLen: bits / 8, blockLen: bits > 256 ? 128 : 64 };
    const fn = (data) => mod().hash(bits, v0, toBytes(data, name));
    fn.outputLen = spec.outputLen;
    fn.blockLen = spec.blockLen;
    fn.create = () => new Hasher(mod(), spec);
    return Object.freeze(fn);
  }

  // Every size built once, on request (groestl(bits)); the four usual ones named.
  const made = [new Map(), new Map()];
  const sized = (bits, v0, what) => {
    const cache = made[v0 ? 1 : 0];
    checkBits(bits, what);
    if (!cache.has(bits)) cache.set(bits, hashFunction(bits, v0));
    return cache.get(bits);
  };

  return {
    groestl224: sized(224, false), groestl256: sized(256, false),
    groestl384: sized(384, false), groestl512: sized(512, false),
    groestl0_224: sized(224, true), groestl0_256: sized(256, true),
    groestl0_384: sized(384, true), groestl0_512: sized(512, true),
    /** The final-version hash function with a digest of `bits` (8 to 512, steps of 8). */
    groestl: (bits) => sized(bits, false, 'groestl'),
    /** The same for Grøstl-0. */
    groestl0: (bits) => sized(bits, true, 'groestl0'),

    /** Groestlcoin's block hash: the first 32 bytes of Grøstl-512(Grøstl-512(header)). */
    groestlcoinHash: (header) => mod().groestlcoin(toBytes(header, 'groestlcoinHash')),

    /**
     * The digests of many messages (Grøstl, final version, `bits` each) in as few calls into
     * the module as fit: the C library's groestl_hash_many.
     */
    hashMany(messages, bits = 256) {
      checkBits(bits, 'hashMany');
      if (messages === null || typeof messages?.[Symbol.iterator] !== 'function' || typeof messages === 'string')
        throw new TypeError(`hashMany: expected an array of messages, got ${describe(messages)}`);
      const list = Array.from(messages, (m, i) => toBytes(m, `hashMany: message ${i}`));
      const m = mod();
      const digests = new Array(list.length);
      const cost = (message) => message.length + 8 + bits / 8; // with its pointer, length, digest
      for (let from = 0; from < list.length;) {
        if (cost(list[from]) > BATCH_BYTES) {
          digests[from] = m.hash(bits, false, list[from]);
          from++;
          continue;
        }
        let to = from, bytes = 0;
        while (to < list.length && bytes + cost(list[to]) <= BATCH_BYTES) bytes += cost(list[to++]);
        m.batch(bits, list, from, to, digests);
        from = to;
      }
      return digests;
    },

    /** The backend the module runs: "simd128" or "portable". */
    backend: () => mod().name,
  };
}
