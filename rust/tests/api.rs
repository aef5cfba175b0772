// SPDX-License-Identifier: MIT OR Apache-2.0
//! The crate's API beyond the digests: what the types implement, the errors (each names what
//! is wrong and leaves the output as it was), `output_transform_many` against the chaining
//! values RustCrypto's core computes, and the run-time-size type's traits.

mod common;

use common::{Rng, hex};
use digest::block_api::{EagerHash, UpdateCore, VariableOutputCore};
use digest::common::hazmat::SerializableState;
use digest::{Digest, FixedOutputReset, HashMarker, InvalidOutputSize, Reset, Update};
use groestl_c::{
    Error, Groestl0_256, Groestl0Var, Groestl224, Groestl256, Groestl384, Groestl512, GroestlVar,
    VariableOutput, VariableOutputReset, Version, hash, hash_bits, hash_many,
    output_transform_many,
};

fn traits_of_a_digest<D>()
where
    D: Default
        + Clone
        + Send
        + Sync
        + Update
        + FixedOutputReset
        + Reset
        + HashMarker
        + SerializableState
        + EagerHash
        + core::fmt::Debug,
{
}

fn traits_of_a_variable<V>()
where
    V: Clone + Send + Sync + Update + VariableOutputReset + Reset + HashMarker + core::fmt::Debug,
{
}

#[test]
fn types_implement_what_rustcrypto_s_do() {
    traits_of_a_digest::<Groestl224>();
    traits_of_a_digest::<Groestl256>();
    traits_of_a_digest::<Groestl384>();
    traits_of_a_digest::<Groestl512>();
    traits_of_a_digest::<groestl_c::GroestlShort<digest::consts::U20>>();
    traits_of_a_digest::<Groestl0_256>();
    traits_of_a_digest::<groestl_c::Groestl0_512>();
    traits_of_a_variable::<GroestlVar>();
    traits_of_a_variable::<Groestl0Var>();
    assert_eq!(
        format!("{:?}", Groestl256::new()),
        format!("{:?}", groestl::Groestl256::new())
    );
    assert_eq!(
        format!("{:?}", Groestl384::new()),
        format!("{:?}", groestl::Groestl384::new())
    );
}

#[test]
fn readme_strings() {
    // kat/README.md's quick-look digests
    assert_eq!(
        hex(&Groestl256::digest(b"")),
        "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467"
    );
    assert_eq!(
        hex(&Groestl256::digest(
            b"The quick brown fox jumps over the lazy dog"
        )),
        "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301"
    );
    assert_eq!(
        hex(&Groestl0_256::digest(b"")),
        "6c462dc6861c19dbc6fa818f3da84bccf6eab703db10a9781eec6633ea9e8b7b"
    );
}

#[test]
fn variable_output_sizes_and_errors() {
    for bad in [0, 65, 1000] {
        assert!(
            matches!(GroestlVar::new(bad), Err(InvalidOutputSize)),
            "size {bad}"
        );
        assert!(Groestl0Var::new(bad).is_err(), "size {bad}");
    }
    let mut h = GroestlVar::new(32).unwrap();
    assert_eq!(h.output_size(), 32);
    h.update(b"abc");
    let mut short = [0u8; 31];
    assert!(
        h.clone().finalize_variable(&mut short).is_err(),
        "a 31-byte buffer for 32"
    );
    assert_eq!(short, [0u8; 31], "nothing written");
    let mut d = [0u8; 32];
    h.finalize_variable_reset(&mut d).unwrap();
    assert_eq!(d[..], Groestl256::digest(b"abc")[..]);
    h.update(b"abc"); // after the reset: the same message again
    assert_eq!(h.finalize_boxed()[..], d[..]);
    let mut e = [0u8; 48];
    GroestlVar::digest_variable(b"abc", &mut e).unwrap();
    assert_eq!(e[..], Groestl384::digest(b"abc")[..]);
    assert!(GroestlVar::digest_variable(b"abc", &mut [0u8; 65]).is_err());
}

#[test]
fn hash_bits_errors() {
    let mut d = [7u8; 32];
    assert_eq!(
        hash_bits(Version::Final, &[1, 2], 17, &mut d),
        Err(Error::MessageTooShort { bits: 17, bytes: 2 })
    );
    assert_eq!(d, [7u8; 32], "nothing written");
    assert_eq!(
        hash_bits(Version::Final, b"", 0, &mut []),
        Err(Error::DigestSize)
    );
    assert_eq!(
        hash_bits(Version::Final, b"", 0, &mut [0u8; 65]),
        Err(Error::DigestSize)
    );
    // Whole bytes: the same as the digest types.
    hash_bits(Version::Groestl0, b"abc", 24, &mut d).unwrap();
    assert_eq!(d[..], Groestl0_256::digest(b"abc")[..]);
    // The bits past nbits do not count.
    let mut e = [0u8; 32];
    hash_bits(Version::Final, &[0xab, 0xff], 9, &mut d).unwrap();
    hash_bits(Version::Final, &[0xab, 0x80], 9, &mut e).unwrap();
    assert_eq!(d, e);
}

#[test]
fn batch_length_errors() {
    let msgs = [b"a".as_slice(), b"b"];
    let mut three = [[9u8; 32]; 3];
    let err = hash_many(&msgs, &mut three).unwrap_err();
    assert_eq!(
        err,
        Error::LengthMismatch {
            inputs: 2,
            outputs: 3
        }
    );
    assert_eq!(err.to_string(), "2 inputs but room for 3 outputs");
    assert_eq!(three, [[9u8; 32]; 3], "nothing written");
    let mut one = [[9u8; 32]; 1];
    assert!(output_transform_many(&[[0u8; 64]; 2], &mut one).is_err());
    assert_eq!(one, [[9u8; 32]; 1], "nothing written");
    // Empty batches are fine.
    hash_many::<&[u8], 32>(&[], &mut []).unwrap();
    output_transform_many(&[], &mut []).unwrap();
}

#[test]
fn hash_and_hash_many_every_digest_size() {
    let mut rng = Rng(0x5eed);
    let msgs: Vec<Vec<u8>> = (0..70).map(|i| rng.bytes(i * 5)).collect();
    macro_rules! sizes {
        ($($n:literal)*) => {$(
            let mut d = vec![[0u8; $n]; msgs.len()];
            hash_many(&msgs, &mut d).unwrap();
            for (m, d) in msgs.iter().zip(&d) {
                let mut want = [0u8; $n];
                GroestlVar::digest_variable(m, &mut want).unwrap();
                assert_eq!(d, &want, "{} bytes", $n);
            }
        )*};
    }
    sizes!(1 2 8 20 28 31 32 33 40 48 63 64);
    macro_rules! one_call {
        ($($n:literal)*) => {$(
            for m in &msgs {
                let mut want = [0u8; $n];
                GroestlVar::digest_variable(m, &mut want).unwrap();
                assert_eq!(hash::<$n>(m), want, "hash::<{}>", $n);
            }
        )*};
    }
    one_call!(1 8 28 32 33 48 64);
}

/// Grøstl-256(m) is the output transformation of the chaining value after the padded message,
/// which RustCrypto's block-level core gives (its serialized state, a column per word).
#[test]
fn output_transform_many_against_rustcrypto_chaining_values() {
    let mut rng = Rng(0x0ddba11);
    let mut inputs = Vec::new();
    let mut want = Vec::new();
    for _ in 0..150 {
        let len = rng.below(200);
        let msg = rng.bytes(len);
        let mut padded = msg.clone();
        padded.push(0x80);
        while padded.len() % 64 != 56 {
            padded.push(0);
        }
        padded.extend_from_slice(&((padded.len() / 64 + 1) as u64).to_be_bytes());
        let mut core = groestl::block_api::GroestlShortVarCore::new(32).unwrap();
        let blocks: Vec<_> = padded
            .chunks(64)
            .map(|b| <[u8; 64]>::try_from(b).unwrap().into())
            .collect();
        core.update_blocks(&blocks);
        let state = core.serialize();
        let mut x = [0u8; 64];
        for (column, word) in x.chunks_mut(8).zip(state.chunks(8)) {
            column.copy_from_slice(word);
            column.reverse();
        }
        inputs.push(x);
        want.push(<[u8; 32]>::try_from(&Groestl256::digest(&msg)[..]).unwrap());
    }
    let mut out = vec![[0u8; 32]; inputs.len()];
    output_transform_many(&inputs, &mut out).unwrap();
    for (i, (o, w)) in out.iter().zip(&want).enumerate() {
        assert_eq!(hex(o), hex(w), "input {i}");
    }
}

/// A core holds the first block back until a second one or the end comes (then one C call
/// hashes the message): every way out of that state against RustCrypto's hasher.
#[test]
fn first_block_held_back() {
    let mut rng = Rng(0xb10c);
    for len in [64, 65, 100, 127, 128, 129, 200] {
        let msg = rng.bytes(len);
        let (mut ours, mut theirs) = (Groestl256::new(), groestl::Groestl256::new());
        Digest::update(&mut ours, &msg[..64]);
        Digest::update(&mut theirs, &msg[..64]);
        assert_eq!(
            ours.serialize().as_slice(),
            theirs.serialize().as_slice(),
            "{len}: state"
        );
        let forked = ours.clone();
        Digest::update(&mut ours, &msg[64..]);
        Digest::update(&mut theirs, &msg[64..]);
        let want = theirs.finalize();
        assert_eq!(ours.finalize()[..], want[..], "{len}: digest");
        let mut forked = forked;
        Digest::update(&mut forked, &msg[64..]);
        assert_eq!(forked.finalize()[..], want[..], "{len}: clone");
        // A long core with a short output cannot take the one call: the same bytes anyway.
        type Long16 = groestl_c::GroestlLong<digest::consts::U16>;
        type TheirLong16 = groestl::GroestlLong<digest::consts::U16>;
        assert_eq!(
            Long16::digest(&msg)[..],
            TheirLong16::digest(&msg)[..],
            "{len}: long, 16"
        );
        assert_eq!(
            Groestl512::digest(&msg)[..],
            groestl::Groestl512::digest(&msg)[..],
            "{len}"
        );
    }
}

#[test]
fn error_texts_name_the_problem() {
    assert_eq!(
        Error::DigestSize.to_string(),
        "digest size must be 8 to 512 bits in steps of 8"
    );
    assert!(Error::Backend.to_string().contains("GROESTL_BACKEND"));
    assert_eq!(
        Error::MessageTooShort { bits: 17, bytes: 2 }.to_string(),
        "a message of 17 bits needs 3 bytes, got 2"
    );
    assert!(Error::Library(-3).to_string().contains("not initialised"));
    let version = groestl_c::c_library_version();
    assert_eq!(
        version
            .split('.')
            .filter(|p| p.parse::<u32>().is_ok())
            .count(),
        3,
        "{version}"
    );
}
