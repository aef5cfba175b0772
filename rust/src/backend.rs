// SPDX-License-Identifier: MIT OR Apache-2.0
//! Which permutation code runs: the C library's dispatcher picks the fastest the CPU supports
//! at first use; the environment variable `GROESTL_BACKEND=<name>` or [`set_backend`] forces
//! one. Hashers already started keep theirs.

use core::ffi::c_char;

use crate::error::Error;
use crate::ffi;

/// The backend that hashers started now use (`"avx512"`, `"aesni"`, `"vperm"`, `"tables64"`
/// or `"portable"`), or `None` when `GROESTL_BACKEND` or [`set_backend`] names one that is
/// unknown or unsupported here.
pub fn backend() -> Option<&'static str> {
    // SAFETY: no arguments; the result is a static string or NULL.
    ffi::static_str(unsafe { ffi::groestl_backend() })
}

/// A backend name as a NUL-terminated string, or `None` if it cannot be one (too long for any
/// backend's name, or holding a NUL).
fn c_name(name: &str, buf: &mut [u8; 32]) -> Option<*const c_char> {
    if name.len() >= buf.len() || name.as_bytes().contains(&0) {
        return None;
    }
    buf[..name.len()].copy_from_slice(name.as_bytes());
    buf[name.len()] = 0;
    Some(buf.as_ptr().cast())
}

/// Forces a backend for hashers started from now on, in the whole process; `None` returns to
/// the automatic choice (`GROESTL_BACKEND`, then the fastest the CPU supports). Fails,
/// changing nothing, if the name is unknown or this CPU or build lacks it.
pub fn set_backend(name: Option<&str>) -> Result<(), Error> {
    let mut buf = [0u8; 32];
    let ptr = match name {
        None => core::ptr::null(),
        Some(name) => c_name(name, &mut buf).ok_or(Error::Backend)?,
    };
    // SAFETY: ptr is NULL or a NUL-terminated string that outlives the call.
    Error::check(unsafe { ffi::groestl_set_backend(ptr) })
}

/// The backends compiled into this build, fastest first (`"portable"` always last); not all
/// of them may run on this CPU: see [`backend_supported`].
pub fn backends() -> impl Iterator<Item = &'static str> {
    // SAFETY: any index is allowed; past the last the result is NULL.
    (0..).map_while(|i| ffi::static_str(unsafe { ffi::groestl_backend_name(i) }))
}

/// Whether the named backend is compiled in and this CPU and OS can run it.
pub fn backend_supported(name: &str) -> bool {
    let mut buf = [0u8; 32];
    // SAFETY: a NUL-terminated string that outlives the call.
    c_name(name, &mut buf).is_some_and(|p| unsafe { ffi::groestl_backend_supported(p) } == 1)
}

/// Whether the named backend has no branch or memory address that depends on the data
/// (`avx512`, `aesni` and `vperm` do not; `tables64` and `portable` use look-up tables).
pub fn backend_constant_time(name: &str) -> bool {
    let mut buf = [0u8; 32];
    // SAFETY: a NUL-terminated string that outlives the call.
    c_name(name, &mut buf).is_some_and(|p| unsafe { ffi::groestl_backend_constant_time(p) } == 1)
}

/// The C library's version (`"1.0.0"`).
pub fn c_library_version() -> &'static str {
    // SAFETY: no arguments; the result is a static string.
    ffi::static_str(unsafe { ffi::groestl_version() }).unwrap_or("?")
}
