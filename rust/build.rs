// SPDX-License-Identifier: MIT OR Apache-2.0
//! Compiles the C library into one static archive, as CMakeLists.txt builds it: the core files,
//! then every backend of the C library's list (src/backends.h, read here as text, as CMake
//! reads it) that the target and the compiler allow, each backend's files with its own
//! instruction-set flags, and GROESTL_HAVE_<NAME> for the dispatcher.
//!
//! The C sources are found in `c/src` and `c/include`: in a checkout these are symbolic links
//! to the repository's `src/` and `include/` (so there is one copy), and `cargo package` puts
//! the files themselves there. A checkout without symbolic links (git on Windows without
//! core.symlinks) has text files in their place; then `../src` and `../include` are used.
//!
//! `GROESTL_NO_<NAME>=1` in the environment leaves a backend out, like CMake's option.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// An entry of src/backends.h.
struct Entry {
    /// GROESTL_CORE, GROESTL_BACKEND or GROESTL_BACKEND_PATH
    kind: String,
    name: String,
    /// For a code path (GROESTL_BACKEND_PATH): the backend (or path) it belongs to.
    part_of: Option<String>,
    /// "any" or the target architectures it is built for (Cargo's target_arch names).
    arch: Vec<String>,
    files: Vec<String>,
    /// Its compiler flags; `ARCH:FLAG` is for that architecture only.
    flags: Vec<String>,
}

/// The entries of src/backends.h: each starts a line, `GROESTL_<KIND>(` up to the first `)`,
/// its arguments separated by commas, strings in double quotes holding words.
fn read_list(path: &Path) -> Vec<Entry> {
    let text = fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("groestl-c: cannot read {}: {e}", path.display()));
    let mut entries = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("\nGROESTL_") {
        let call = &rest[at + 1..];
        let open = call.find('(').expect("an entry's arguments");
        let close = call.find(')').expect("an entry's closing parenthesis");
        let kind = call[..open].to_string();
        let args: Vec<&str> = call[open + 1..close]
            .split(',')
            .map(|a| a.trim().trim_matches('"'))
            .collect();
        let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        let entry = match (kind.as_str(), args.as_slice()) {
            ("GROESTL_CORE", [files]) => Entry {
                kind, name: String::new(), part_of: None, arch: vec!["any".into()],
                files: words(files), flags: Vec::new(),
            },
            ("GROESTL_BACKEND", [name, arch, _ct, files, flags]) => Entry {
                kind, name: name.to_string(), part_of: None, arch: words(arch),
                files: words(files), flags: words(flags),
            },
            ("GROESTL_BACKEND_PATH", [name, of, arch, files, flags]) => Entry {
                kind, name: name.to_string(), part_of: Some(of.to_string()),
                arch: words(arch), files: words(files), flags: words(flags),
            },
            _ => panic!("groestl-c: {}: an entry not understood: {kind}{:?}", path.display(), args),
        };
        entries.push(entry);
        rest = &call[close..];
    }
    entries
}

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

    let list = read_list(&src.join("backends.h"));
    let mut chosen: Vec<(&Entry, Vec<String>)> = Vec::new();
    let mut core = common.clone();
    core.file(manifest_dir.join("c/support.c"));
    for entry in &list {
        if entry.kind == "GROESTL_CORE" || entry.name == "portable" {
            core.files(entry.files.iter().map(|f| src.join(f))); // always, without flags
            continue;
        }
        let upper = entry.name.to_uppercase();
        println!("cargo:rerun-if-env-changed=GROESTL_NO_{upper}");
        if env::var_os(format!("GROESTL_NO_{upper}")).is_some_and(|v| v != "0" && !v.is_empty()) {
            continue;
        }
        if entry.arch != ["any"] && (!entry.arch.contains(&target_arch) || !gnu_like) {
            continue;
        }
        if let Some(of) = &entry.part_of {
            if !chosen.iter().any(|(b, _)| &b.name == of) {
                continue;
            }
        }
        let flags: Vec<&str> = entry
            .flags
            .iter()
            .filter_map(|f| match f.split_once(':') {
                Some((arch, flag)) if !flag.is_empty() => (arch == target_arch).then_some(flag),
                _ => Some(f.as_str()),
            })
            .collect();
        if let Some(flag) = flags
            .iter()
            .find(|f| !common.is_flag_supported(f).unwrap_or(false))
        {
            println!(
                "cargo:warning=groestl-c: {} backend left out: the C compiler lacks {flag}",
                entry.name
            );
            continue;
        }
        common.define(&format!("GROESTL_HAVE_{upper}"), None);
        core.define(&format!("GROESTL_HAVE_{upper}"), None);
        chosen.push((entry, flags.iter().map(|f| f.to_string()).collect::<Vec<_>>()));
    }

    let mut objects = Vec::new();
    objects.extend(core.compile_intermediates());
    for (backend, flags) in &chosen {
        let mut build = common.clone();
        build.files(backend.files.iter().map(|f| src.join(f)));
        for flag in flags {
            build.flag(flag);
        }
        objects.extend(build.compile_intermediates());
    }
    cc::Build::new().objects(objects).compile("groestl_c");

    // For dependents (DEP_GROESTL_BACKENDS) and this crate's tests: the public backends.
    let names: Vec<_> = chosen
        .iter()
        .filter(|(b, _)| b.part_of.is_none())
        .map(|(b, _)| b.name.as_str())
        .collect();
    println!("cargo:backends={}", names.join(","));
    println!("cargo:rustc-env=GROESTL_C_BACKENDS={}", names.join(","));
}
