// SPDX-License-Identifier: MIT OR Apache-2.0
//! binius-peer-bench: Binius's 4-way Grøstl-256 (`Groestl256Multi`, AVX2 and GFNI, from the
//! Binius checkout bench/avx2_gfni.sh names; build.rs) timed as groestl_bench times
//! groestl_hash_many on 4 messages: one call hashes 4 distinct messages of the size (the
//! messages groestl_bench's batch rows hash: back to back in its pseudo-random bytes). Lines as
//! groestl-peer-bench prints them, the rows named "NAME x4" (groestl_bench reads them as
//! batch rows); each lane's digest is checked against RustCrypto's first, and the first
//! message's is printed for groestl_bench to check against ours.
//!
//! Built with RUSTFLAGS="-C target-feature=+avx2,+gfni" (Binius selects this code under those
//! target features; its intrinsics are only inlined with them).
//!
//! Usage: binius-peer-bench [--quick] [--sizes N,...] [--runs N | --seconds S] [--name NAME]

use std::mem::MaybeUninit;

use digest::Digest;
use groestl_peer_bench::{bench_message, measure, parse_options, tick_rate, UNIT};

/// What Binius's file names in its own crate: the one-message hash and the traits.
mod groestl {
    pub type Groestl256 = groestl010::Groestl256;
}

#[allow(dead_code)]
mod multi_digest {
    use digest::{Digest, Output};

    /// The interface Binius's file implements (the methods it defines).
    pub trait MultiDigest<const N: usize>: Clone {
        type Digest: Digest;
        fn new() -> Self;
        fn update(&mut self, data: [&[u8]; N]);
        fn finalize_into(self, out: &mut [std::mem::MaybeUninit<Output<Self::Digest>>; N]);
        fn finalize_into_reset(&mut self, out: &mut [std::mem::MaybeUninit<Output<Self::Digest>>; N]);
        fn reset(&mut self);
        fn digest(data: [&[u8]; N], out: &mut [std::mem::MaybeUninit<Output<Self::Digest>>; N]);
    }

    /// Named by the file's last type alias only.
    pub struct ParallelMultidigestImpl<D, const N: usize>(std::marker::PhantomData<D>);
}

#[allow(dead_code, clippy::all)]
mod binius {
    include!(concat!(env!("OUT_DIR"), "/binius_groestl_multi_avx2.rs"));
}

use binius::Groestl256Multi;
use multi_digest::MultiDigest;

type Out = digest::Output<groestl010::Groestl256>;

/// The 4 digests of the messages msg[i·len..(i+1)·len].
fn digest4(msg: &[u8], len: usize) -> [Out; 4] {
    let mut out = [MaybeUninit::<Out>::uninit(); 4];
    let lanes = [&msg[..len], &msg[len..2 * len], &msg[2 * len..3 * len], &msg[3 * len..4 * len]];
    Groestl256Multi::digest(lanes, &mut out);
    out.map(|d| unsafe { d.assume_init() })
}

fn main() {
    let o = parse_options("Binius 4-way Groestl256Multi");
    let max_len = o.sizes.iter().copied().max().unwrap_or(0);
    let msg = bench_message(4 * max_len);
    let rate = tick_rate(if o.quick { 0.02 } else { 0.25 });
    let name = format!("{} x4", o.name);
    for &len in &o.sizes {
        let got = digest4(&msg, len);
        for (i, d) in got.iter().enumerate() {
            let want = groestl010::Groestl256::digest(&msg[i * len..(i + 1) * len]);
            if d[..] != want[..] {
                eprintln!("binius-peer-bench: lane {i} of {len}-byte messages differs from RustCrypto's");
                std::process::exit(1);
            }
        }
        let hex: String = got[0].iter().map(|b| format!("{b:02x}")).collect();
        println!("digest\t{name}\t256\t{len}\t{hex}");
    }
    let (mut timed, mut dropped) = (0, 0);
    for &len in &o.sizes {
        let (min, median, runs) = measure(
            &o,
            rate,
            &msg[..4 * len],
            |m| digest4(m, len)[0][0],
            &mut timed,
            &mut dropped,
        );
        println!("result\t{name}\t256\t{len}\t{runs}\t{min}\t{median}\t{UNIT}");
    }
    println!("# {dropped} of {timed} timed calls dropped (switched out)");
}
