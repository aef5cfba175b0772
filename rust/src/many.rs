// SPDX-License-Identifier: MIT OR Apache-2.0
//! One-call hashing: one message (`groestl_hash`), or many, over the C library's batch API
//! (`groestl_hash_many`, `groestl256_output_transform_many`): where the backend hashes several
//! messages side by side (avx512), a batch runs faster than one message after another.

use core::ffi::{c_uint, c_void};

use crate::error::{Error, fail};
use crate::ffi;

/// Messages per C call: the library's own group size, so the pointer arrays fit on the stack.
const GROUP: usize = 64;

/// Final-version Grøstl of one message, `N` bytes (1 to 64: 32 is Grøstl-256, 64 Grøstl-512),
/// in one call of the C library: the same digest as [`Digest::digest`](crate::Digest::digest)
/// on the matching type, without the hasher the digest traits build, fill and move (on short
/// messages that costs a little: docs/BENCHMARKS.md, Rust section).
///
/// Panics, as the digest types do, only when `GROESTL_BACKEND` names a backend this CPU lacks.
///
/// ```
/// use groestl_c::{Digest, Groestl512, hash};
///
/// assert_eq!(hash::<64>(b"abc")[..], Groestl512::digest(b"abc")[..]);
/// ```
#[inline]
pub fn hash<const N: usize>(data: &[u8]) -> [u8; N] {
    const { assert!(N >= 1 && N <= 64, "hash: digests are 1 to 64 bytes") };
    let mut digest = [0u8; N];
    // SAFETY: data is a slice; digest has room for N bytes.
    let rc = unsafe {
        ffi::groestl_hash(
            (8 * N) as c_uint,
            data.as_ptr().cast(),
            data.len(),
            digest.as_mut_ptr().cast(),
        )
    };
    if rc != 0 {
        fail(rc);
    }
    digest
}

/// Final-version Grøstl of every message, digest `i` of `msgs[i]`, each `N` bytes (1 to 64:
/// 32 is Grøstl-256, 64 Grøstl-512). The same digests as one [`Digest`](crate::Digest) per
/// message; messages of equal length are the fast case.
///
/// Fails, writing nothing, when `digests` is not as long as `msgs`, or when `GROESTL_BACKEND`
/// names a backend that this CPU lacks.
///
/// ```
/// use groestl_c::{Digest, Groestl256, hash_many};
///
/// let msgs: Vec<Vec<u8>> = (0..100u8).map(|i| vec![i; 64]).collect();
/// let mut digests = vec![[0u8; 32]; msgs.len()];
/// hash_many(&msgs, &mut digests).unwrap();
/// assert_eq!(digests[7], Groestl256::digest(&msgs[7])[..]);
/// ```
pub fn hash_many<M: AsRef<[u8]>, const N: usize>(
    msgs: &[M],
    digests: &mut [[u8; N]],
) -> Result<(), Error> {
    const { assert!(N >= 1 && N <= 64, "hash_many: digests are 1 to 64 bytes") };
    if msgs.len() != digests.len() {
        return Err(Error::LengthMismatch {
            inputs: msgs.len(),
            outputs: digests.len(),
        });
    }
    for (group, out) in msgs.chunks(GROUP).zip(digests.chunks_mut(GROUP)) {
        let mut ptrs = [core::ptr::null::<c_void>(); GROUP];
        let mut lens = [0usize; GROUP];
        for (i, msg) in group.iter().enumerate() {
            let msg = msg.as_ref();
            ptrs[i] = msg.as_ptr().cast();
            lens[i] = msg.len();
        }
        // SAFETY: group.len() pointers and lengths describe slices; out holds group.len()
        // digests of N bytes, contiguous. Only the first group can fail (the backend), so a
        // failing call has written nothing.
        Error::check(unsafe {
            ffi::groestl_hash_many(
                (8 * N) as c_uint,
                ptrs.as_ptr(),
                lens.as_ptr(),
                group.len(),
                out.as_mut_ptr().cast(),
            )
        })?;
    }
    Ok(())
}

/// Grøstl-256's output transformation as a 2-to-1 compression, for Merkle tree nodes:
/// `out[i]` gets the last 32 bytes of P(x) xor x, x being `input[i]`. No padding and no
/// compression, so this is not Grøstl-256 of x.
///
/// Fails, writing nothing, when `out` is not as long as `input`, or when `GROESTL_BACKEND`
/// names a backend that this CPU lacks.
pub fn output_transform_many(input: &[[u8; 64]], out: &mut [[u8; 32]]) -> Result<(), Error> {
    if input.len() != out.len() {
        return Err(Error::LengthMismatch {
            inputs: input.len(),
            outputs: out.len(),
        });
    }
    // SAFETY: input holds n contiguous 64-byte inputs, out room for n 32-byte outputs.
    Error::check(unsafe {
        ffi::groestl256_output_transform_many(
            input.as_ptr().cast(),
            input.len(),
            out.as_mut_ptr().cast(),
        )
    })
}
