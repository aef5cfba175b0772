#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# fresh_project.sh - what a user does: `cargo new`, a dependency on this crate by path, a
# build, and digests through the digest traits (and the run-time-size type) checked against
# kat/README.md's strings; then a #![no_std] library that uses the crate with
# default-features = false. Exit status 0 only if all of it worked.
set -eu
crate=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Builds outside the scratch folder, so that a second run reuses them.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$crate/target/fresh-project}"

cd "$scratch"
cargo new -q --vcs none --bin user
cat >>user/Cargo.toml <<EOF
groestl-c = { path = "$crate" }
EOF
cat >user/src/main.rs <<'EOF'
use groestl_c::{Digest, Groestl0_256, Groestl256, GroestlVar, VariableOutput};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn main() {
    let mut failed = false;
    let mut check = |what: &str, got: &[u8], want: &str| {
        let ok = hex(got) == want;
        println!("{} {what}", if ok { "ok  " } else { "FAIL" });
        failed |= !ok;
    };
    let fox = b"The quick brown fox jumps over the lazy dog";
    check("Groestl256::digest(\"\")", &Groestl256::digest(b""),
          "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467");
    let mut h = Groestl256::new();
    h.update(&fox[..10]);
    h.update(&fox[10..]);
    check("Groestl256 new/update/update/finalize (fox)", &h.finalize(),
          "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301");
    check("Groestl0_256::digest(\"\")", &Groestl0_256::digest(b""),
          "6c462dc6861c19dbc6fa818f3da84bccf6eab703db10a9781eec6633ea9e8b7b");
    let mut out = [0u8; 32];
    GroestlVar::digest_variable(fox, &mut out).unwrap();
    check("GroestlVar(32) (fox)", &out,
          "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301");
    println!("backend: {}", groestl_c::backend().unwrap_or("none"));
    std::process::exit(failed as i32);
}
EOF
(cd user && cargo run -q)

cargo new -q --vcs none --lib nostd
cat >>nostd/Cargo.toml <<EOF
groestl-c = { path = "$crate", default-features = false }
EOF
cat >nostd/src/lib.rs <<'EOF'
#![no_std]
use groestl_c::{Digest, Groestl512};

pub fn groestl512(data: &[u8]) -> [u8; 64] {
    Groestl512::digest(data).into()
}
EOF
(cd nostd && cargo build -q)
echo "fresh_project: a path dependency builds and hashes; the no_std library builds"
