// SPDX-License-Identifier: MIT OR Apache-2.0
//! With the feature `binius`: copies Binius's 4-way Grøstl file (BINIUS_GROESTL_FILE, the path
//! of crates/hash/src/groestl/arch/groestl_multi_avx2.rs in a checkout; bench/avx2_gfni.sh
//! checks its SHA-256 first) into OUT_DIR, where src/bin/binius-peer-bench.rs includes it. It
//! stays there: nothing of Binius is in this repository.

use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=BINIUS_GROESTL_FILE");
    if env::var_os("CARGO_FEATURE_BINIUS").is_none() {
        return;
    }
    let from = env::var_os("BINIUS_GROESTL_FILE").unwrap_or_else(|| {
        panic!("the feature binius needs BINIUS_GROESTL_FILE: the path of Binius's \
                crates/hash/src/groestl/arch/groestl_multi_avx2.rs (bench/avx2_gfni.sh --binius)")
    });
    println!("cargo:rerun-if-changed={}", PathBuf::from(&from).display());
    let to = PathBuf::from(env::var_os("OUT_DIR").unwrap()).join("binius_groestl_multi_avx2.rs");
    std::fs::copy(&from, &to)
        .unwrap_or_else(|e| panic!("cannot copy {}: {e}", PathBuf::from(&from).display()));
}
