// SPDX-License-Identifier: MIT OR Apache-2.0
//! Digest size chosen at run time (8 to 512 bits in steps of 8), and messages that end inside
//! a byte.
//!
//! digest 0.11 has no trait for a size chosen at run time: it dropped 0.10's `VariableOutput`
//! (and the `RtVariableCoreWrapper` behind it), and RustCrypto's `groestl` 0.11 offers only
//! sizes fixed at compile time ([`GroestlShort`](crate::GroestlShort)`<N>`,
//! [`GroestlLong`](crate::GroestlLong)`<N>`, which this crate has too). [`VariableOutput`] and
//! [`VariableOutputReset`] are 0.10's traits, method for method, so that code written
//! against them needs only its import changed.

#[cfg(feature = "alloc")]
use alloc::boxed::Box;
use core::ffi::{c_int, c_uint};
use core::fmt;

use digest::{HashMarker, InvalidBufferSize, InvalidOutputSize, Reset, Update};

use crate::error::{Error, fail};
use crate::ffi::{self, Ctx};

/// A hash function whose output size is chosen at run time (digest 0.10's trait of that name).
pub trait VariableOutput: Sized + Update {
    /// The largest output size, in bytes.
    const MAX_OUTPUT_SIZE: usize;

    /// A hasher for outputs of `output_size` bytes.
    fn new(output_size: usize) -> Result<Self, InvalidOutputSize>;

    /// The output size in bytes.
    fn output_size(&self) -> usize;

    /// Writes the digest into `out`, whose length must be the output size.
    fn finalize_variable(self, out: &mut [u8]) -> Result<(), InvalidBufferSize>;

    /// The digest of `input`, of `output.len()` bytes, written into `output`.
    fn digest_variable(
        input: impl AsRef<[u8]>,
        output: &mut [u8],
    ) -> Result<(), InvalidOutputSize> {
        let mut hasher = Self::new(output.len())?;
        hasher.update(input.as_ref());
        hasher
            .finalize_variable(output)
            .map_err(|_| InvalidOutputSize)
    }

    /// The digest in a new boxed slice.
    #[cfg(feature = "alloc")]
    fn finalize_boxed(self) -> Box<[u8]> {
        let mut out = alloc::vec![0u8; self.output_size()].into_boxed_slice();
        self.finalize_variable(&mut out)
            .expect("the buffer has the output size");
        out
    }
}

/// [`VariableOutput`] that can start again (digest 0.10's trait of that name).
pub trait VariableOutputReset: VariableOutput + Reset {
    /// Writes the digest into `out` (whose length must be the output size) and resets.
    fn finalize_variable_reset(&mut self, out: &mut [u8]) -> Result<(), InvalidBufferSize>;

    /// The digest in a new boxed slice; then resets.
    #[cfg(feature = "alloc")]
    fn finalize_boxed_reset(&mut self) -> Box<[u8]> {
        let mut out = alloc::vec![0u8; self.output_size()].into_boxed_slice();
        self.finalize_variable_reset(&mut out)
            .expect("the buffer has the output size");
        out
    }
}

/// Which Grøstl: the final version (January 2011) or Grøstl-0 (the round-2 version).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// The final version of the SHA-3 competition: [`Groestl256`](crate::Groestl256) and the others.
    Final,
    /// Grøstl-0: [`Groestl0_256`](crate::Groestl0_256) and the others.
    Groestl0,
}

impl Version {
    fn init(self, ctx: &mut Ctx, digest_bits: usize) -> c_int {
        let bits = digest_bits as c_uint;
        // SAFETY: ctx is a valid groestl_ctx to write.
        unsafe {
            match self {
                Version::Final => ffi::groestl_init(ctx, bits),
                Version::Groestl0 => ffi::groestl0_init(ctx, bits),
            }
        }
    }
}

/// The digest of a message of `nbits` bits: the whole bytes of `data`, then, when `nbits` is
/// not a multiple of 8, the `nbits % 8` most significant bits of the next byte (the SHA-3
/// competition's convention; the byte's other bits are ignored). The digest size is
/// `digest.len()`, 1 to 64 bytes.
///
/// ```
/// use groestl_c::{Version, hash_bits};
///
/// // Grøstl-256 of the 5 bits 00000 (kat/final/BitMsgKAT_256.txt, Len = 5, Msg = 07)
/// let (mut d, mut e) = ([0u8; 32], [0u8; 32]);
/// hash_bits(Version::Final, &[0x07], 5, &mut d).unwrap();
/// hash_bits(Version::Final, &[0x00], 5, &mut e).unwrap(); // the low 3 bits do not count
/// assert_eq!(d, e);
/// assert_eq!(d[..4], [0x15, 0x34, 0x2a, 0x20]);
/// ```
pub fn hash_bits(
    version: Version,
    data: &[u8],
    nbits: u64,
    digest: &mut [u8],
) -> Result<(), Error> {
    if digest.is_empty() || digest.len() > 64 {
        return Err(Error::DigestSize);
    }
    if (data.len() as u64) < nbits.div_ceil(8) {
        return Err(Error::MessageTooShort {
            bits: nbits,
            bytes: data.len(),
        });
    }
    let mut ctx = Ctx::ZERO;
    Error::check(version.init(&mut ctx, 8 * digest.len()))?;
    // SAFETY: data holds at least nbits bits; digest has room for the digest's bytes.
    Error::check(unsafe { ffi::groestl_update_bits(&mut ctx, data.as_ptr().cast(), nbits) })?;
    Error::check(unsafe { ffi::groestl_final(&mut ctx, digest.as_mut_ptr().cast()) })
}

macro_rules! impl_var {
    ($name:ident, $version:expr, $doc:literal) => {
        #[doc = $doc]
        ///
        /// Sizes up to 32 bytes use the 512-bit permutations, larger ones the 1024-bit
        /// permutations, as the specification defines Grøstl-n.
        #[derive(Clone)]
        pub struct $name {
            ctx: Ctx,
            output_size: u8,
        }

        impl $name {
            fn start(output_size: usize) -> Ctx {
                let mut ctx = Ctx::ZERO;
                let rc = $version.init(&mut ctx, 8 * output_size);
                if rc != 0 {
                    fail(rc);
                }
                ctx
            }

            fn finish(&mut self, out: &mut [u8]) -> Result<(), InvalidBufferSize> {
                if out.len() != self.output_size as usize {
                    return Err(InvalidBufferSize);
                }
                // SAFETY: out has room for the digest's bytes.
                let rc = unsafe { ffi::groestl_final(&mut self.ctx, out.as_mut_ptr().cast()) };
                if rc != 0 {
                    fail(rc);
                }
                Ok(())
            }
        }

        impl VariableOutput for $name {
            const MAX_OUTPUT_SIZE: usize = 64;

            fn new(output_size: usize) -> Result<Self, InvalidOutputSize> {
                if output_size == 0 || output_size > Self::MAX_OUTPUT_SIZE {
                    return Err(InvalidOutputSize);
                }
                Ok(Self {
                    ctx: Self::start(output_size),
                    output_size: output_size as u8,
                })
            }

            fn output_size(&self) -> usize {
                self.output_size as usize
            }

            fn finalize_variable(mut self, out: &mut [u8]) -> Result<(), InvalidBufferSize> {
                self.finish(out)
            }
        }

        impl VariableOutputReset for $name {
            fn finalize_variable_reset(&mut self, out: &mut [u8]) -> Result<(), InvalidBufferSize> {
                self.finish(out)?;
                self.reset();
                Ok(())
            }
        }

        impl Update for $name {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                // SAFETY: the pointer and length describe data.
                let rc =
                    unsafe { ffi::groestl_update(&mut self.ctx, data.as_ptr().cast(), data.len()) };
                if rc != 0 {
                    fail(rc);
                }
            }
        }

        impl Reset for $name {
            fn reset(&mut self) {
                self.ctx = Self::start(self.output_size as usize);
            }
        }

        impl HashMarker for $name {}

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(
                    f,
                    concat!(stringify!($name), " {{ output_size: {} }}"),
                    self.output_size
                )
            }
        }

        impl Drop for $name {
            fn drop(&mut self) {
                #[cfg(feature = "zeroize")]
                self.ctx.zeroize();
            }
        }

        #[cfg(feature = "zeroize")]
        impl digest::zeroize::ZeroizeOnDrop for $name {}
    };
}

impl_var!(
    GroestlVar,
    Version::Final,
    "Grøstl with the output size chosen at run time: 1 to 64 bytes."
);
impl_var!(
    Groestl0Var,
    Version::Groestl0,
    "Grøstl-0 with the output size chosen at run time: 1 to 64 bytes."
);
