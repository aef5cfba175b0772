// SPDX-License-Identifier: MIT OR Apache-2.0
// Types of groestl/compat: groestl-hash-js's functions.

/** 1: an array of bytes; 2: an array of 32-bit big-endian words; otherwise a string of bytes. */
export type Format = number | undefined;
export type CompatInput = string | ArrayLike<number>;

export interface CompatFunction {
  /** output 1: an Array of bytes; 2: an Array of signed 32-bit big-endian words. */
  (input: CompatInput, format: Format, output: 1 | 2): number[];
  /** Otherwise: a lowercase hex string. */
  (input: CompatInput, format?: Format, output?: number): string;
}

/** Grøstl-512. */
export declare const groestl512: CompatFunction;
/** The first 32 bytes of Grøstl-512 (not Grøstl-256). */
export declare const groestl: CompatFunction;
/** Groestlcoin's hash: the first 32 bytes of Grøstl-512(Grøstl-512(input)). */
export declare const groestl_2: CompatFunction;

declare const compat: {
  groestl512: CompatFunction;
  groestl: CompatFunction;
  groestl_2: CompatFunction;
};
export default compat;
