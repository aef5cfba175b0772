// SPDX-License-Identifier: MIT OR Apache-2.0
//! The C library's files and each backend's instruction-set flags: the one table build.rs
//! compiles from. It mirrors CMakeLists.txt (the `groestl_objects` list, the
//! `groestl_add_backend` calls and the `GROESTL_FLAGS_<NAME>` values); tests/c_sources.rs
//! checks the two against each other and against the files in src/, so a backend or file
//! added on the C side fails `cargo test` until it is added here too.

/// The API layer, the dispatcher, the shared constants and the portable backend: always built.
pub const CORE_FILES: &[&str] = &["groestl.c", "dispatch.c", "constants.c", "portable.c"];

/// C files of src/ that this crate does not build: backends for other targets only
/// (simd128.c: WebAssembly SIMD, built by js/).
pub const OTHER_TARGETS: &[&str] = &["simd128.c"];

/// A backend the dispatcher knows as `GROESTL_HAVE_<NAME>`.
pub struct Backend {
    /// Its name in dispatch.c; `GROESTL_HAVE_<NAME>` and `GROESTL_NO_<NAME>` use it uppercased.
    pub name: &'static str,
    /// Built only for x86-64 with a GCC-like compiler (CMake's condition for the SIMD ones).
    /// The one target architecture it is built for (Cargo's target_arch), or any.
    pub arch: Option<&'static str>,
    /// Its files under src/.
    pub files: &'static [&'static str],
    /// Compiler flags of those files only (each must be accepted, or the backend is left out).
    pub flags: &'static [&'static str],
    /// For a code path of another backend in files of its own (CMake's `PART_OF`): that
    /// backend (or path), without which it is left out; not a backend of the public list.
    pub part_of: Option<&'static str>,
}

/// In CMakeLists.txt's order (dispatch.c has its own order of preference). One row a backend.
#[rustfmt::skip]
pub const BACKENDS: &[Backend] = &[
    Backend { name: "tables64", arch: None, files: &["tables64.c"], flags: &[], part_of: None },
    Backend { name: "bitsliced", arch: None, files: &["bitsliced.c"], flags: &[], part_of: None },
    Backend { name: "avx512", arch: Some("x86_64"), files: &["avx512.c", "avx512_many.c"],
              flags: &["-mavx512f", "-mavx512bw", "-mavx512vl", "-mavx512vbmi", "-mgfni"],
              part_of: None },
    Backend { name: "aesni", arch: Some("x86_64"), files: &["aesni.c"], flags: &["-mssse3", "-maes"],
              part_of: None },
    Backend { name: "aesni_vaes", arch: Some("x86_64"), files: &["aesni_vaes.c"],
              flags: &["-mssse3", "-maes", "-mavx2", "-mvaes"], part_of: Some("aesni") },
    Backend { name: "aesni_vaes512", arch: Some("x86_64"), files: &["aesni_vaes512.c"],
              flags: &["-mssse3", "-maes", "-mavx2", "-mvaes", "-mavx512f", "-mavx512bw",
                       "-mavx512vl"],
              part_of: Some("aesni_vaes") },
    Backend { name: "vperm", arch: Some("x86_64"), files: &["vperm.c"], flags: &["-mssse3"],
              part_of: None },
    Backend { name: "armv8_aes", arch: Some("aarch64"), files: &["armv8_aes.c"],
              flags: &["-march=armv8-a+crypto"], part_of: None },
];
