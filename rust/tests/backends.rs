// SPDX-License-Identifier: MIT OR Apache-2.0
//! Every backend this CPU runs against `portable` (the C library's reference code) through the
//! Rust types: random messages of every length class, both versions, run-time sizes, batches
//! and the output transformation; and the backend controls. One test: the backend is global.

mod common;

use common::Rng;
use digest::Digest;
use groestl_c::{
    Error, Groestl0_256, Groestl0_512, Groestl224, Groestl256, Groestl384, Groestl512, GroestlVar,
    VariableOutput, backend, backend_constant_time, backend_supported, backends, hash_many,
    output_transform_many, set_backend,
};

/// Everything computed under the backend in use, as one byte string to compare.
fn outputs() -> Vec<u8> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = Vec::new();
    let mut msgs = Vec::new();
    for i in 0..300usize {
        // 64k-10 to 64k+9 bytes for k = 0..9 (the padding takes a block of its own from 56
        // mod 64), then any length.
        let len = if i < 200 {
            ((i / 20) * 64 + i % 20).saturating_sub(10)
        } else {
            rng.below(3000)
        };
        let msg = rng.bytes(len);
        out.extend_from_slice(&Groestl224::digest(&msg));
        out.extend_from_slice(&Groestl256::digest(&msg));
        out.extend_from_slice(&Groestl384::digest(&msg));
        out.extend_from_slice(&Groestl512::digest(&msg));
        out.extend_from_slice(&Groestl0_256::digest(&msg));
        out.extend_from_slice(&Groestl0_512::digest(&msg));
        let mut d = vec![0u8; 1 + rng.below(64)];
        GroestlVar::digest_variable(&msg, &mut d).unwrap();
        out.extend_from_slice(&d);
        msgs.push(msg);
    }
    for chunk in [&msgs[..], &msgs[..100], &msgs[..1]] {
        let mut d256 = vec![[0u8; 32]; chunk.len()];
        let mut d512 = vec![[0u8; 64]; chunk.len()];
        hash_many(chunk, &mut d256).unwrap();
        hash_many(chunk, &mut d512).unwrap();
        out.extend(d256.iter().flatten());
        out.extend(d512.iter().flatten());
    }
    let same_len: Vec<Vec<u8>> = (0..130).map(|_| rng.bytes(1000)).collect();
    let mut d = vec![[0u8; 32]; same_len.len()];
    hash_many(&same_len, &mut d).unwrap();
    out.extend(d.iter().flatten());
    let inputs: Vec<[u8; 64]> = (0..200)
        .map(|_| rng.bytes(64).try_into().unwrap())
        .collect();
    let mut t = vec![[0u8; 32]; inputs.len()];
    output_transform_many(&inputs, &mut t).unwrap();
    out.extend(t.iter().flatten());
    out
}

#[test]
fn every_backend_against_portable_and_the_controls() {
    let compiled: Vec<&str> = backends().collect();
    assert_eq!(compiled.last(), Some(&"portable"), "{compiled:?}");
    let mut built: Vec<&str> = env!("GROESTL_C_BACKENDS")
        .split(',')
        .filter(|s| !s.is_empty())
        .collect();
    built.push("portable");
    let (mut a, mut b) = (compiled.clone(), built.clone());
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b, "the C library's backends and those build.rs compiled");

    // The automatic choice: the first (fastest) backend the CPU runs.
    let auto = compiled
        .iter()
        .copied()
        .find(|n| backend_supported(n))
        .unwrap();
    if std::env::var_os("GROESTL_BACKEND").is_none() {
        assert_eq!(backend(), Some(auto));
    }
    println!("backends compiled: {compiled:?}; automatic choice: {auto}");

    set_backend(Some("portable")).unwrap();
    assert_eq!(backend(), Some("portable"));
    let want = outputs();
    let mut ran = Vec::new();
    for &name in &compiled {
        if !backend_supported(name) {
            println!("{name}: not supported by this CPU, not tested");
            continue;
        }
        set_backend(Some(name)).unwrap();
        assert_eq!(backend(), Some(name));
        assert!(outputs() == want, "{name} differs from portable");
        ran.push(name);
    }
    println!("tested against portable: {ran:?}");

    // Bad names change nothing.
    set_backend(Some("portable")).unwrap();
    for bad in [
        "nonsense",
        "",
        "avx512\0",
        "a-name-longer-than-any-backend-has",
    ] {
        assert_eq!(set_backend(Some(bad)), Err(Error::Backend), "{bad:?}");
        assert!(!backend_supported(bad));
    }
    assert_eq!(backend(), Some("portable"));
    set_backend(None).unwrap();
    if std::env::var_os("GROESTL_BACKEND").is_none() {
        assert_eq!(backend(), Some(auto));
    }

    assert!(!backend_constant_time("portable"));
    for ct in ["avx512", "avx2_gfni", "aesni", "vperm"] {
        assert_eq!(backend_constant_time(ct), compiled.contains(&ct), "{ct}");
    }
}
