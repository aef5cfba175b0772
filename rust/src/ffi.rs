// SPDX-License-Identifier: MIT OR Apache-2.0
//! The C library's API (include/groestl.h), as build.rs compiles it into this crate.

use core::ffi::{c_char, c_int, c_uint, c_void};

/// `GROESTL_MAX_BLOCK_BYTES`: block and state size of the 1024-bit permutations.
pub(crate) const MAX_BLOCK_BYTES: usize = 128;

/// `groestl_ctx`, field for field (the test below compares the layout with the C compiler's).
/// Plain data: copying it forks a computation, as the header allows.
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct Ctx {
    /// Chaining value, bytes in the specification's order.
    pub(crate) chain: [u64; MAX_BLOCK_BYTES / 8],
    pub(crate) buffer: [u8; MAX_BLOCK_BYTES],
    /// Blocks compressed so far.
    pub(crate) blocks: u64,
    backend: *const c_void,
    magic: u32,
    digest_bits: u16,
    buffered: u8,
    partial_bits: u8,
    variant: u8,
}

// The backend pointer names one of the library's immutable static tables of functions; the
// rest is plain data that only the owner of the context touches.
unsafe impl Send for Ctx {}
unsafe impl Sync for Ctx {}

impl Ctx {
    /// A context no call accepts until it is initialised (as a failed init leaves one).
    pub(crate) const ZERO: Ctx = Ctx {
        chain: [0; MAX_BLOCK_BYTES / 8],
        buffer: [0; MAX_BLOCK_BYTES],
        blocks: 0,
        backend: core::ptr::null(),
        magic: 0,
        digest_bits: 0,
        buffered: 0,
        partial_bits: 0,
        variant: 0,
    };

    /// The chaining value as the bytes of the specification's state, column by column.
    pub(crate) fn chain_bytes(&self) -> &[u8; MAX_BLOCK_BYTES] {
        // SAFETY: [u64; 16] and [u8; 128] have the same size, and u8 has no alignment.
        unsafe { &*(self.chain.as_ptr() as *const [u8; MAX_BLOCK_BYTES]) }
    }

    /// Zeroes the chaining value, the buffer and the block count (a finalised context is
    /// already wiped by the C library).
    #[cfg(feature = "zeroize")]
    pub(crate) fn zeroize(&mut self) {
        use digest::zeroize::Zeroize;
        self.chain.zeroize();
        self.buffer.zeroize();
        self.blocks.zeroize();
    }

    pub(crate) fn chain_bytes_mut(&mut self) -> &mut [u8; MAX_BLOCK_BYTES] {
        // SAFETY: as in chain_bytes.
        unsafe { &mut *(self.chain.as_mut_ptr() as *mut [u8; MAX_BLOCK_BYTES]) }
    }
}

unsafe extern "C" {
    pub(crate) fn groestl_init(ctx: *mut Ctx, digest_bits: c_uint) -> c_int;
    pub(crate) fn groestl0_init(ctx: *mut Ctx, digest_bits: c_uint) -> c_int;
    pub(crate) fn groestl_update(ctx: *mut Ctx, data: *const c_void, len: usize) -> c_int;
    pub(crate) fn groestl_update_bits(ctx: *mut Ctx, data: *const c_void, nbits: u64) -> c_int;
    pub(crate) fn groestl_final(ctx: *mut Ctx, digest: *mut c_void) -> c_int;
    pub(crate) fn groestl_hash(
        digest_bits: c_uint,
        data: *const c_void,
        len: usize,
        digest: *mut c_void,
    ) -> c_int;
    pub(crate) fn groestl0_hash(
        digest_bits: c_uint,
        data: *const c_void,
        len: usize,
        digest: *mut c_void,
    ) -> c_int;
    pub(crate) fn groestl_hash_many(
        digest_bits: c_uint,
        msgs: *const *const c_void,
        lens: *const usize,
        n: usize,
        digests: *mut c_void,
    ) -> c_int;
    pub(crate) fn groestl256_output_transform_many(
        input: *const c_void,
        n: usize,
        out: *mut c_void,
    ) -> c_int;
    pub(crate) fn groestl_version() -> *const c_char;
    pub(crate) fn groestl_strerror(code: c_int) -> *const c_char;
    pub(crate) fn groestl_backend() -> *const c_char;
    pub(crate) fn groestl_set_backend(name: *const c_char) -> c_int;
    pub(crate) fn groestl_backend_name(i: usize) -> *const c_char;
    pub(crate) fn groestl_backend_supported(name: *const c_char) -> c_int;
    pub(crate) fn groestl_backend_constant_time(name: *const c_char) -> c_int;
}

/// A string the library returns: static, NUL-terminated ASCII.
pub(crate) fn static_str(p: *const c_char) -> Option<&'static str> {
    if p.is_null() {
        return None;
    }
    // SAFETY: the library's strings are string literals (backend names, error texts).
    let s = unsafe { core::ffi::CStr::from_ptr(p) };
    s.to_str().ok()
}

#[cfg(test)]
mod tests {
    use super::Ctx;
    use core::mem::{align_of, offset_of, size_of};

    unsafe extern "C" {
        fn groestl_rs_ctx_layout(out: *mut usize);
    }

    #[test]
    fn ctx_layout_is_the_c_compilers() {
        let mut c = [0usize; 6];
        unsafe { groestl_rs_ctx_layout(c.as_mut_ptr()) };
        let rust = [
            size_of::<Ctx>(),
            align_of::<Ctx>(),
            offset_of!(Ctx, chain),
            offset_of!(Ctx, buffer),
            offset_of!(Ctx, blocks),
            offset_of!(Ctx, digest_bits),
        ];
        assert_eq!(
            rust, c,
            "size, alignment, offsets of chain, buffer, blocks, digest_bits"
        );
    }

    /// block_api.rs relies on groestl_init writing the whole context (it wipes it first).
    #[test]
    fn init_writes_the_whole_context() {
        for bits in [8, 256, 264, 512] {
            let mut raw = core::mem::MaybeUninit::<Ctx>::uninit();
            // SAFETY: any bytes for the C call to overwrite.
            unsafe {
                raw.as_mut_ptr()
                    .cast::<u8>()
                    .write_bytes(0xaa, size_of::<Ctx>())
            };
            assert_eq!(unsafe { super::groestl_init(raw.as_mut_ptr(), bits) }, 0);
            // SAFETY: every byte is set (to 0xaa at worst, which is what the test looks for).
            let ctx = unsafe { raw.assume_init() };
            let block = if bits > 256 { 128 } else { 64 };
            let mut iv = [0u8; 128];
            iv[block - 2..block].copy_from_slice(&(bits as u16).to_be_bytes());
            assert_eq!(ctx.chain_bytes(), &iv, "{bits}: chain");
            assert_eq!(ctx.buffer, [0; 128], "{bits}: buffer");
            assert_eq!(
                (ctx.blocks, ctx.buffered, ctx.partial_bits),
                (0, 0, 0),
                "{bits}"
            );
            assert_eq!(ctx.digest_bits as u32, bits, "{bits}");
        }
    }
}
