// SPDX-License-Identifier: MIT OR Apache-2.0
//! Property tests against RustCrypto's `groestl` crate (a dev-dependency): random messages cut
//! into random pieces give the same digests, the same serialized states (each side reads the
//! other's and goes on), and the same results after clone and reset; every output size of
//! the generic types and of the run-time-size type; `hash_many` on random batches.

use digest::common::hazmat::SerializableState;
use digest::consts::*;
use digest::{Digest, FixedOutputReset};
use groestl_c::{GroestlVar, VariableOutput, hash_many};
use proptest::collection::vec;
use proptest::prelude::*;

/// The message cut at the given points (taken modulo its length, sorted).
fn pieces<'a>(msg: &'a [u8], cuts: &[usize]) -> Vec<&'a [u8]> {
    let mut at: Vec<usize> = cuts.iter().map(|c| c % (msg.len() + 1)).collect();
    at.sort_unstable();
    let mut out = Vec::new();
    let mut start = 0;
    for c in at.into_iter().chain([msg.len()]) {
        out.push(&msg[start..c]);
        start = c;
    }
    out
}

/// Ours (A) and RustCrypto's (B) for the same algorithm, fed the same pieces: at the middle
/// piece both are cloned and serialized (the bytes must be equal) and each side's state is
/// read by the other; all four go on to the same digest. Then finalize_reset and a second
/// message on the same hashers.
fn same<A, B>(msg: &[u8], cuts: &[usize], second: &[u8])
where
    A: Digest + FixedOutputReset + Clone + SerializableState,
    B: Digest + FixedOutputReset + Clone + SerializableState,
{
    let parts = pieces(msg, cuts);
    let (mut a, mut b) = (A::new(), B::new());
    let mut forks: Option<(A, B, A, B)> = None;
    for (i, part) in parts.iter().enumerate() {
        if i == parts.len() / 2 {
            let (sa, sb) = (a.serialize(), b.serialize());
            assert_eq!(sa.as_slice(), sb.as_slice(), "serialized states differ");
            let a_from_b = A::deserialize(sa.as_slice().try_into().unwrap()).unwrap();
            let b_from_a = B::deserialize(sb.as_slice().try_into().unwrap()).unwrap();
            forks = Some((a.clone(), b.clone(), a_from_b, b_from_a));
        }
        Digest::update(&mut a, part);
        Digest::update(&mut b, part);
        if let Some((fa, fb, ga, gb)) = forks.as_mut() {
            for h in [fa, ga] {
                Digest::update(h, part);
            }
            for h in [fb, gb] {
                Digest::update(h, part);
            }
        }
    }
    let want = b.finalize_reset();
    assert_eq!(a.finalize_reset().as_slice(), want.as_slice(), "digest");
    let (fa, fb, ga, gb) = forks.expect("at least one piece");
    assert_eq!(fa.finalize().as_slice(), want.as_slice(), "clone");
    assert_eq!(
        fb.finalize().as_slice(),
        want.as_slice(),
        "RustCrypto's clone"
    );
    assert_eq!(
        ga.finalize().as_slice(),
        want.as_slice(),
        "ours from RustCrypto's state"
    );
    assert_eq!(
        gb.finalize().as_slice(),
        want.as_slice(),
        "RustCrypto's from our state"
    );
    Digest::update(&mut a, second);
    Digest::update(&mut b, second);
    assert_eq!(
        a.finalize().as_slice(),
        b.finalize().as_slice(),
        "after finalize_reset"
    );
}

/// Every size of the generic types, one digest each, against RustCrypto's.
macro_rules! every_size {
    ($fn:ident, $ours:ident, $theirs:ident, $($n:ident)*) => {
        fn $fn(msg: &[u8]) {
            $(
                assert_eq!(
                    groestl_c::$ours::<$n>::digest(msg).as_slice(),
                    groestl::$theirs::<$n>::digest(msg).as_slice(),
                    concat!(stringify!($ours), "<", stringify!($n), ">"),
                );
            )*
        }
    };
}
every_size!(short_sizes, GroestlShort, GroestlShort,
    U1 U2 U3 U4 U5 U6 U7 U8 U9 U10 U11 U12 U13 U14 U15 U16
    U17 U18 U19 U20 U21 U22 U23 U24 U25 U26 U27 U28 U29 U30 U31 U32);
every_size!(long_sizes, GroestlLong, GroestlLong,
    U1 U2 U3 U4 U5 U6 U7 U8 U9 U10 U11 U12 U13 U14 U15 U16
    U17 U18 U19 U20 U21 U22 U23 U24 U25 U26 U27 U28 U29 U30 U31 U32
    U33 U34 U35 U36 U37 U38 U39 U40 U41 U42 U43 U44 U45 U46 U47 U48
    U49 U50 U51 U52 U53 U54 U55 U56 U57 U58 U59 U60 U61 U62 U63 U64);

/// The run-time-size type: Grøstl-n is the short variant up to 32 bytes, the long one above.
macro_rules! var_sizes {
    ($fn:ident, $theirs:ident, $($n:ident)*) => {
        fn $fn(msg: &[u8], cuts: &[usize]) {
            $(
                let n = <$n as digest::typenum::Unsigned>::USIZE;
                let mut h = GroestlVar::new(n).unwrap();
                for part in pieces(msg, cuts) {
                    digest::Update::update(&mut h, part);
                }
                let mut out = vec![0u8; n];
                h.finalize_variable(&mut out).unwrap();
                assert_eq!(out, groestl::$theirs::<$n>::digest(msg).as_slice(), "GroestlVar({n})");
            )*
        }
    };
}
var_sizes!(var_short, GroestlShort,
    U1 U2 U3 U4 U5 U6 U7 U8 U9 U10 U11 U12 U13 U14 U15 U16
    U17 U18 U19 U20 U21 U22 U23 U24 U25 U26 U27 U28 U29 U30 U31 U32);
var_sizes!(var_long, GroestlLong,
    U33 U34 U35 U36 U37 U38 U39 U40 U41 U42 U43 U44 U45 U46 U47 U48
    U49 U50 U51 U52 U53 U54 U55 U56 U57 U58 U59 U60 U61 U62 U63 U64);

/// Lengths around the block sizes are where padding goes wrong: half the messages are drawn
/// near a multiple of 64 bytes, the rest anywhere up to 2 KiB.
fn message() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        (0usize..24, -9isize..9).prop_flat_map(|(blocks, off)| {
            let len = (blocks as isize * 64 + off).max(0) as usize;
            vec(any::<u8>(), len)
        }),
        vec(any::<u8>(), 0..2048),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn fixed_sizes_in_pieces(msg in message(), cuts in vec(any::<usize>(), 0..8),
                             second in vec(any::<u8>(), 0..300)) {
        same::<groestl_c::Groestl224, groestl::Groestl224>(&msg, &cuts, &second);
        same::<groestl_c::Groestl256, groestl::Groestl256>(&msg, &cuts, &second);
        same::<groestl_c::Groestl384, groestl::Groestl384>(&msg, &cuts, &second);
        same::<groestl_c::Groestl512, groestl::Groestl512>(&msg, &cuts, &second);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn every_output_size(msg in message(), cuts in vec(any::<usize>(), 0..4)) {
        short_sizes(&msg);
        long_sizes(&msg);
        var_short(&msg, &cuts);
        var_long(&msg, &cuts);
    }

    #[test]
    fn hash_many_random_batches(lens in vec(0usize..700, 0..150), same_len in any::<bool>(),
                                seed in any::<u64>()) {
        let mut rng = seed | 1;
        let msgs: Vec<Vec<u8>> = lens.iter().map(|&len| {
            let len = if same_len { lens[0] } else { len };
            (0..len).map(|_| { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; rng as u8 }).collect()
        }).collect();
        let mut d256 = vec![[0u8; 32]; msgs.len()];
        let mut d512 = vec![[0u8; 64]; msgs.len()];
        hash_many(&msgs, &mut d256).unwrap();
        hash_many(&msgs, &mut d512).unwrap();
        for (i, m) in msgs.iter().enumerate() {
            let (w256, w512) = (groestl::Groestl256::digest(m), groestl::Groestl512::digest(m));
            prop_assert_eq!(&d256[i][..], w256.as_slice(), "256, message {}", i);
            prop_assert_eq!(&d512[i][..], w512.as_slice(), "512, message {}", i);
        }
    }
}
