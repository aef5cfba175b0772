// SPDX-License-Identifier: MIT OR Apache-2.0
#![no_std]
#![doc = include_str!("../README.md")]
#![warn(missing_docs, unreachable_pub)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub use digest::{self, Digest};

pub mod block_api;

mod backend;
mod error;
mod ffi;
mod many;
mod variable;

pub use backend::{
    backend, backend_constant_time, backend_supported, backends, c_library_version, set_backend,
};
pub use error::Error;
pub use many::{hash, hash_many, output_transform_many};
pub use variable::{
    Groestl0Var, GroestlVar, VariableOutput, VariableOutputReset, Version, hash_bits,
};

use digest::consts::{U28, U32, U48, U64};

digest::buffer_ct_variable!(
    /// Short Groestl variant generic over output size.
    pub struct GroestlShort<OutSize>(block_api::GroestlShortVarCore);
    max_size: U32;
);
digest::buffer_ct_variable!(
    /// Long Groestl variant generic over output size.
    pub struct GroestlLong<OutSize>(block_api::GroestlLongVarCore);
    max_size: U64;
);

/// Groestl-224 hasher.
pub type Groestl224 = GroestlShort<U28>;
/// Groestl-256 hasher.
pub type Groestl256 = GroestlShort<U32>;
/// Groestl-384 hasher.
pub type Groestl384 = GroestlLong<U48>;
/// Groestl-512 hasher.
pub type Groestl512 = GroestlLong<U64>;

// Grøstl-0's types: the final version's declarations above again, with its cores.
digest::buffer_ct_variable!(
    /// Short Grøstl-0 (the round-2 version, before the 2011 tweak) variant generic over output size.
    pub struct Groestl0Short<OutSize>(block_api::Groestl0ShortVarCore);
    max_size: U32;
);
digest::buffer_ct_variable!(
    /// Long Grøstl-0 (the round-2 version, before the 2011 tweak) variant generic over output size.
    pub struct Groestl0Long<OutSize>(block_api::Groestl0LongVarCore);
    max_size: U64;
);

/// Grøstl-0-224 hasher.
pub type Groestl0_224 = Groestl0Short<U28>;
/// Grøstl-0-256 hasher.
pub type Groestl0_256 = Groestl0Short<U32>;
/// Grøstl-0-384 hasher.
pub type Groestl0_384 = Groestl0Long<U48>;
/// Grøstl-0-512 hasher.
pub type Groestl0_512 = Groestl0Long<U64>;
