// SPDX-License-Identifier: MIT OR Apache-2.0
//! The crate's error type: the C library's error codes, and the checks done on the Rust side.

use core::ffi::c_int;
use core::fmt;

use crate::ffi;

/// Why a call was refused. Nothing was written to the output when it is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The digest size is not 8 to 512 bits in steps of 8 (1 to 64 bytes).
    DigestSize,
    /// The padded message would exceed 2^64-1 blocks.
    TooLong,
    /// The backend asked for (by `GROESTL_BACKEND` or [`set_backend`](crate::set_backend)) is
    /// unknown, or this CPU or build lacks it.
    Backend,
    /// A batch call was given a different number of outputs than inputs.
    LengthMismatch {
        /// Messages (or 64-byte inputs) given.
        inputs: usize,
        /// Digests (or 32-byte outputs) given.
        outputs: usize,
    },
    /// A bit-length message was given fewer bytes than its bit count needs.
    MessageTooShort {
        /// The message's length in bits.
        bits: u64,
        /// The bytes given.
        bytes: usize,
    },
    /// The output buffer's length is not the digest size.
    OutputLength {
        /// The digest size in bytes.
        expected: usize,
        /// The buffer's length.
        got: usize,
    },
    /// Another error code of the C library (a bug if it ever shows).
    Library(i32),
}

impl Error {
    /// The error for a C return code that is not `GROESTL_OK`.
    pub(crate) fn from_code(code: c_int) -> Error {
        match code {
            -2 => Error::DigestSize,
            -5 => Error::TooLong,
            -6 => Error::Backend,
            other => Error::Library(other),
        }
    }

    /// `Ok` for `GROESTL_OK`, the error otherwise.
    pub(crate) fn check(code: c_int) -> Result<(), Error> {
        if code == 0 {
            Ok(())
        } else {
            Err(Error::from_code(code))
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::DigestSize => f.write_str("digest size must be 8 to 512 bits in steps of 8"),
            Error::TooLong => f.write_str("message longer than 2^64-1 blocks"),
            Error::Backend => f.write_str(
                "the requested backend (GROESTL_BACKEND or set_backend) is unknown or not \
                 supported by this CPU or build",
            ),
            Error::LengthMismatch { inputs, outputs } => {
                write!(f, "{inputs} inputs but room for {outputs} outputs")
            }
            Error::MessageTooShort { bits, bytes } => {
                write!(
                    f,
                    "a message of {bits} bits needs {} bytes, got {bytes}",
                    bits.div_ceil(8)
                )
            }
            Error::OutputLength { expected, got } => {
                write!(f, "the digest is {expected} bytes, the output buffer {got}")
            }
            Error::Library(code) => {
                // SAFETY: groestl_strerror returns a static string for every code.
                let text = ffi::static_str(unsafe { ffi::groestl_strerror(code) });
                write!(f, "groestl C library error {code}: {}", text.unwrap_or("?"))
            }
        }
    }
}

impl core::error::Error for Error {}

/// For the digest traits, which cannot return an error: the one a valid context can meet is a
/// backend forced by `GROESTL_BACKEND` that this CPU lacks (the other codes need a corrupted
/// context or 2^64 blocks of message).
#[cold]
#[track_caller]
pub(crate) fn fail(code: c_int) -> ! {
    panic!("groestl-c: {}", Error::from_code(code))
}
