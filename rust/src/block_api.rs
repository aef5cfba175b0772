// SPDX-License-Identifier: MIT OR Apache-2.0
//! Block-level cores, shaped as RustCrypto's `groestl::block_api`: the digest crate's wrappers
//! ([`GroestlShort`](crate::GroestlShort) and the others) buffer the message and hand whole
//! blocks to these, which pass them to the C library.
//!
//! A core's C context is set up for the permutation's full digest (256 or 512 bits), then its
//! initial value is changed to that of the size asked for (the size in bits, big-endian, in
//! the last bytes of the state, as `groestl_init` writes it), and the wrapper keeps the
//! digest's last bytes. That gives the same results as RustCrypto's cores for every size, the
//! non-standard pairs too (a long core with an output of 32 bytes or less), and a state that
//! does not depend on the output size, as their serialization format requires.
//!
//! Short messages cost what the C library's one call costs: the context is only set up once a
//! second block arrives, the first being held back until then, so that a message of up to a
//! block and a rest ends in one `groestl_hash` call (where the output size is the
//! specification's for the permutations) and a hasher is moved around with nothing to copy.

use core::ffi::c_uint;
use core::fmt;
use core::mem::MaybeUninit;

use digest::array::Array;

use digest::{
    HashMarker, InvalidOutputSize, Output,
    block_api::{
        AlgorithmName, Block, BlockSizeUser, Buffer, BufferKindUser, Eager, OutputSizeUser,
        TruncSide, UpdateCore, VariableOutputCore,
    },
    common::hazmat::{DeserializeStateError, SerializableState, SerializedState},
    typenum::{Sum, U8, U32, U64, U128, Unsigned},
};

use crate::error::fail;
use crate::ffi::{self, Ctx};

macro_rules! impl_core {
    ($name:ident, $alg:literal, $doc:literal, $block_size:ty, $output_size:ty, $init:ident, $hash:ident) => {
        #[doc = $doc]
        #[derive(Clone)]
        pub struct $name {
            /// Written by the C library only when a second block or the end of a longer
            /// message arrives ([`Self::ctx`]): until then the hasher is moved around (by
            /// `Default`, by value) with nothing to copy.
            ctx: MaybeUninit<Ctx>,
            started: bool,
            output_size: u8,
            /// The first block, held back while it is the only one: a message of up to a
            /// block and its rest then takes one `groestl_hash` call at the end instead of
            /// init, update and final (64-byte messages are a common case, Merkle leaves).
            pending: Array<u8, $block_size>,
            has_pending: bool,
        }

        impl $name {
            const BLOCK: usize = <$block_size>::USIZE;
            const FULL: usize = <$output_size>::USIZE;

            /// The C context, started on first use: set up for the full digest, given the
            /// initial value of `output_size` bytes (the state differs in its last two bytes),
            /// and fed the pending block.
            #[inline]
            fn ctx(&mut self) -> &mut Ctx {
                if !self.started {
                    self.start();
                }
                // SAFETY: started: groestl_init wrote the whole context.
                unsafe { self.ctx.assume_init_mut() }
            }

            #[cold]
            fn start(&mut self) {
                // SAFETY: a groestl_ctx to write; groestl_init writes all of it (it wipes the
                // context first; a test in ffi.rs checks), so the context is initialised after.
                let rc = unsafe { ffi::$init(self.ctx.as_mut_ptr(), (8 * Self::FULL) as c_uint) };
                if rc != 0 {
                    fail(rc);
                }
                self.started = true;
                let bits = 8 * self.output_size as usize;
                // SAFETY: initialised just above.
                let ctx = unsafe { self.ctx.assume_init_mut() };
                let chain = ctx.chain_bytes_mut();
                chain[Self::BLOCK - 2] = (bits >> 8) as u8;
                chain[Self::BLOCK - 1] = bits as u8;
                if self.has_pending {
                    self.has_pending = false;
                    // SAFETY: one block of readable bytes.
                    let rc = unsafe {
                        ffi::groestl_update(ctx, self.pending.as_ptr().cast(), Self::BLOCK)
                    };
                    if rc != 0 {
                        fail(rc);
                    }
                }
            }

            /// The digest size `groestl_hash` makes with this core's permutations, if the
            /// output size is one (the specification's rule: up to 32 bytes the short ones).
            fn one_call_bits(&self) -> Option<c_uint> {
                let n = self.output_size as usize;
                let natural = if Self::FULL == 32 { n >= 1 } else { n > 32 };
                natural.then_some(8 * n as c_uint)
            }

            /// The chaining value as the specification's bytes, and the blocks compressed.
            fn state(&self) -> ([u8; 128], u64) {
                if self.has_pending {
                    let mut started = self.clone();
                    started.start();
                    return started.state();
                }
                if !self.started {
                    let mut iv = [0u8; 128];
                    let bits = 8 * self.output_size as usize;
                    iv[Self::BLOCK - 2] = (bits >> 8) as u8;
                    iv[Self::BLOCK - 1] = bits as u8;
                    return (iv, 0);
                }
                // SAFETY: started: initialised.
                let ctx = unsafe { self.ctx.assume_init_ref() };
                (*ctx.chain_bytes(), ctx.blocks)
            }
        }

        impl HashMarker for $name {}

        impl BlockSizeUser for $name {
            type BlockSize = $block_size;
        }

        impl BufferKindUser for $name {
            type BufferKind = Eager;
        }

        impl UpdateCore for $name {
            #[inline]
            fn update_blocks(&mut self, blocks: &[Block<Self>]) {
                if !self.started && !self.has_pending && blocks.len() == 1 {
                    self.pending.copy_from_slice(&blocks[0]);
                    self.has_pending = true;
                    return;
                }
                // Whole blocks into a context whose own buffer is empty: the C library
                // compresses them at once and keeps nothing.
                // SAFETY: the pointer and length describe the slice of blocks.
                let ctx = self.ctx();
                let rc = unsafe {
                    ffi::groestl_update(ctx, blocks.as_ptr().cast(), blocks.len() * Self::BLOCK)
                };
                if rc != 0 {
                    fail(rc);
                }
            }
        }

        impl OutputSizeUser for $name {
            type OutputSize = $output_size;
        }

        impl VariableOutputCore for $name {
            const TRUNC_SIDE: TruncSide = TruncSide::Right;

            #[inline]
            fn new(output_size: usize) -> Result<Self, InvalidOutputSize> {
                if output_size > Self::FULL {
                    return Err(InvalidOutputSize);
                }
                Ok(Self {
                    ctx: MaybeUninit::uninit(),
                    started: false,
                    output_size: output_size as u8,
                    pending: Array::default(),
                    has_pending: false,
                })
            }

            #[inline]
            fn finalize_variable_core(
                &mut self,
                buffer: &mut Buffer<Self>,
                out: &mut Output<Self>,
            ) {
                let rest = buffer.get_data();
                if let (false, Some(bits)) = (self.started, self.one_call_bits()) {
                    // The whole message is the pending block (if any) and the rest; copied
                    // together only when both are there.
                    let joined: [u8; 2 * <$block_size>::USIZE];
                    let msg: &[u8] = match (self.has_pending, rest.is_empty()) {
                        (false, _) => rest,
                        (true, true) => &self.pending,
                        (true, false) => {
                            let mut both = [0u8; 2 * <$block_size>::USIZE];
                            both[..Self::BLOCK].copy_from_slice(&self.pending);
                            both[Self::BLOCK..Self::BLOCK + rest.len()].copy_from_slice(rest);
                            joined = both;
                            &joined[..Self::BLOCK + rest.len()]
                        }
                    };
                    let digest = &mut out[Self::FULL - self.output_size as usize..];
                    // SAFETY: msg is a slice; digest has room for bits / 8 bytes.
                    let rc = unsafe {
                        ffi::$hash(
                            bits,
                            msg.as_ptr().cast(),
                            msg.len(),
                            digest.as_mut_ptr().cast(),
                        )
                    };
                    if rc != 0 {
                        fail(rc);
                    }
                    return;
                }
                let ctx = self.ctx();
                // SAFETY: rest is a slice; out has room for the full digest the context makes.
                // (No call for an empty rest: each call costs a few percent of a short hash.)
                let rc = unsafe {
                    match rest.len() {
                        0 => 0,
                        n => ffi::groestl_update(ctx, rest.as_ptr().cast(), n),
                    }
                };
                let rc = match rc {
                    0 => unsafe { ffi::groestl_final(ctx, out.as_mut_ptr().cast()) },
                    rc => rc,
                };
                if rc != 0 {
                    fail(rc);
                }
            }
        }

        impl AlgorithmName for $name {
            #[inline]
            fn write_alg_name(f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str($alg)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!(stringify!($name), " { ... }"))
            }
        }

        impl Drop for $name {
            fn drop(&mut self) {
                #[cfg(feature = "zeroize")]
                {
                    use digest::zeroize::Zeroize;
                    self.pending.as_mut_slice().zeroize();
                    if self.started {
                        // SAFETY: started: initialised.
                        unsafe { self.ctx.assume_init_mut() }.zeroize();
                    }
                }
            }
        }

        #[cfg(feature = "zeroize")]
        impl digest::zeroize::ZeroizeOnDrop for $name {}

        /// The same bytes as RustCrypto's cores: each column of the state as a big-endian
        /// 64-bit word, written little-endian, then the block count, little-endian.
        impl SerializableState for $name {
            type SerializedStateSize = Sum<$block_size, U8>;

            fn serialize(&self) -> SerializedState<Self> {
                let mut state = SerializedState::<Self>::default();
                let (chain, blocks) = self.state();
                for (column, out) in chain[..Self::BLOCK]
                    .chunks_exact(8)
                    .zip(state.chunks_exact_mut(8))
                {
                    out.copy_from_slice(column);
                    out.reverse();
                }
                state[Self::BLOCK..].copy_from_slice(&blocks.to_le_bytes());
                state
            }

            fn deserialize(state: &SerializedState<Self>) -> Result<Self, DeserializeStateError> {
                let mut core = <Self as VariableOutputCore>::new(Self::FULL).expect("full size");
                let ctx = core.ctx();
                let chain = &mut ctx.chain_bytes_mut()[..Self::BLOCK];
                for (column, word) in chain.chunks_exact_mut(8).zip(state.chunks_exact(8)) {
                    column.copy_from_slice(word);
                    column.reverse();
                }
                let mut blocks = [0u8; 8];
                blocks.copy_from_slice(&state[Self::BLOCK..]);
                ctx.blocks = u64::from_le_bytes(blocks);
                Ok(core)
            }
        }
    };
}

impl_core!(
    GroestlShortVarCore,
    "GroestlShort",
    "Block-level core of Grøstl with the 512-bit permutations (64-byte blocks, digests up to 32 bytes).",
    U64,
    U32,
    groestl_init,
    groestl_hash
);
impl_core!(
    GroestlLongVarCore,
    "GroestlLong",
    "Block-level core of Grøstl with the 1024-bit permutations (128-byte blocks, digests up to 64 bytes).",
    U128,
    U64,
    groestl_init,
    groestl_hash
);
impl_core!(
    Groestl0ShortVarCore,
    "Groestl0Short",
    "Block-level core of Grøstl-0 with the 512-bit permutations (64-byte blocks, digests up to 32 bytes).",
    U64,
    U32,
    groestl0_init,
    groestl0_hash
);
impl_core!(
    Groestl0LongVarCore,
    "Groestl0Long",
    "Block-level core of Grøstl-0 with the 1024-bit permutations (128-byte blocks, digests up to 64 bytes).",
    U128,
    U64,
    groestl0_init,
    groestl0_hash
);
