// SPDX-License-Identifier: MIT OR Apache-2.0
// Types of groestl, groestl/simd128 and groestl/portable (the same API on different modules).

/** A message: bytes, or a string hashed as its UTF-8 encoding. */
export type Input = Uint8Array | string;

/** A streaming hash (noble-hashes' Hash). */
export interface Hash {
  /** Digest size in bytes. */
  readonly outputLen: number;
  /** Block size in bytes: 64 for digests up to 256 bits, else 128. */
  readonly blockLen: number;
  /** Absorbs more of the message; throws after digest() or destroy(). */
  update(data: Input): this;
  /** The digest; the hash takes no more data after it. */
  digest(): Uint8Array;
  /** Writes the digest to the first outputLen bytes of `out`. */
  digestInto(out: Uint8Array): void;
  /** An independent copy of the state. */
  clone(): Hash;
  /** Zeroes the state; the hash can no longer be used. */
  destroy(): void;
}

/** A hash function: call it on a whole message, or create() a streaming hash. */
export interface HashFunction {
  (data: Input): Uint8Array;
  readonly outputLen: number;
  readonly blockLen: number;
  create(): Hash;
}

/** Grøstl, final version (the SHA-3 finalist after the January 2011 tweak). */
export declare const groestl224: HashFunction;
export declare const groestl256: HashFunction;
export declare const groestl384: HashFunction;
export declare const groestl512: HashFunction;
/** Grøstl with a digest of `bits`: 8 to 512 in steps of 8 (RangeError otherwise). */
export declare function groestl(bits: number): HashFunction;

/** Grøstl-0, the version before the 2011 tweak. */
export declare const groestl0_224: HashFunction;
export declare const groestl0_256: HashFunction;
export declare const groestl0_384: HashFunction;
export declare const groestl0_512: HashFunction;
export declare function groestl0(bits: number): HashFunction;

/** Groestlcoin's hash: the first 32 bytes of Grøstl-512(Grøstl-512(header)). */
export declare function groestlcoinHash(header: Input): Uint8Array;

/** The Grøstl digests (final version, `bits` each, default 256) of many messages at once,
 * each digest a Uint8Array over an ArrayBuffer of its own. */
export declare function hashMany(messages: Iterable<Input>, bits?: number): Uint8Array[];

/** The backend the module runs: "simd128" (constant-time) or "portable" (not constant-time). */
export declare function backend(): 'simd128' | 'portable';
