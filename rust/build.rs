// SPDX-License-Identifier: MIT OR Apache-2.0
//! Compiles the C library into one static archive, as CMakeLists.txt builds it: the core files,
//! then every backend of backends.rs that the target and the compiler allow, each backend's
//! files with its own instruction-set flags, and GROESTL_HAVE_<NAME> for the dispatcher.
//!
//! The C sources are found in `c/src` and `c/include`: in a checkout these are symbolic links
//! to the repository's `src/` and `include/` (so there is one copy), and `cargo package` puts
//! the files themselves there. A checkout without symbolic links (git on Windows without
//! core.symlinks) has text files in their place; then `../src` and `../include` are used.
//!
//! `GROESTL_NO_<NAME>=1` in the environment leaves a backend out, like CMake's option.

#[path = "backends.rs"]
#[allow(dead_code)] // OTHER_TARGETS: for tests/c_sources.rs
mod backends;

use std::env;
use std::path::{Path, PathBuf};

fn c_sources(manifest_dir: &Path) -> (PathBuf, PathBuf) {
    for top in [manifest_dir.join("c"), manifest_dir.join("..")] {
        let (src, include) = (top.join("src"), top.join("include"));
        if src.join("groestl.c").is_file() && include.join("groestl.h").is_file() {
            return (src, include);
        }
    }
    panic!(
        "groestl-c: the C library's sources are missing: neither {0}/c/src and {0}/c/include \
         nor {0}/../src and {0}/../include hold groestl.c and groestl.h",
        manifest_dir.display()
    );
}

fn main() {
    let manifest_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let (src, include) = c_sources(&manifest_dir);
    println!("cargo:rerun-if-changed=backends.rs");
    println!("cargo:rerun-if-changed=c/support.c");
    println!("cargo:rerun-if-changed={}", src.display());
    println!("cargo:rerun-if-changed={}", include.display());

    let target_arch = env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();

    // What every file gets (CMake: C11 without extensions, hidden symbols). The C is built
    // optimized whatever the cargo profile: it is the hash code, and unoptimized SIMD
    // intrinsics would make debug builds and `cargo test` many times slower.
    let mut common = cc::Build::new();
    common
        .std("c11")
        .include(&include)
        .include(&src)
        .opt_level(3)
        .warnings(true);
    let gnu_like = {
        let compiler = common.get_compiler();
        compiler.is_like_gnu() || compiler.is_like_clang()
    };
    if gnu_like {
        common.flag("-fvisibility=hidden");
    }

    let mut chosen = Vec::new();
    for backend in backends::BACKENDS {
        let upper = backend.name.to_uppercase();
        println!("cargo:rerun-if-env-changed=GROESTL_NO_{upper}");
        if env::var_os(format!("GROESTL_NO_{upper}")).is_some_and(|v| v != "0" && !v.is_empty()) {
            continue;
        }
        if backend.arch.is_some_and(|a| a != target_arch || !gnu_like) {
            continue;
        }
        if let Some(of) = backend.part_of {
            if !chosen.iter().any(|b: &&backends::Backend| b.name == of) {
                continue;
            }
        }
        if let Some(flag) = backend
            .flags
            .iter()
            .find(|f| !common.is_flag_supported(f).unwrap_or(false))
        {
            println!(
                "cargo:warning=groestl-c: {} backend left out: the C compiler lacks {flag}",
                backend.name
            );
            continue;
        }
        common.define(&format!("GROESTL_HAVE_{upper}"), None);
        chosen.push(backend);
    }

    let mut objects = Vec::new();
    let mut core = common.clone();
    core.files(backends::CORE_FILES.iter().map(|f| src.join(f)));
    core.file(manifest_dir.join("c/support.c"));
    objects.extend(core.compile_intermediates());
    for backend in &chosen {
        let mut build = common.clone();
        build.files(backend.files.iter().map(|f| src.join(f)));
        for flag in backend.flags {
            build.flag(flag);
        }
        objects.extend(build.compile_intermediates());
    }
    cc::Build::new().objects(objects).compile("groestl_c");

    // For dependents (DEP_GROESTL_BACKENDS) and this crate's tests: the public backends.
    let names: Vec<_> = chosen
        .iter()
        .filter(|b| b.part_of.is_none())
        .map(|b| b.name)
        .collect();
    println!("cargo:backends={}", names.join(","));
    println!("cargo:rustc-env=GROESTL_C_BACKENDS={}", names.join(","));
}
