// SPDX-License-Identifier: MIT OR Apache-2.0
//! groestl-peer-bench: times RustCrypto's `groestl` crate as bench/groestl_bench.c times
//! our library (one-shot digest of a message already in the cache, minimum and median of
//! many calls) and prints tab-separated lines that groestl_bench --peer reads:
//!
//!     digest  NAME  BITS  BYTES  HEX               (checked against our library)
//!     result  NAME  BITS  BYTES  RUNS  MIN  MEDIAN  UNIT
//!
//! The message is the same pseudo-random bytes as groestl_bench's, so it can check the digests.
//! UNIT is `tsc` (RDTSC ticks, x86-64) or `ns` (std::time::Instant elsewhere).
//!
//! Usage: groestl-peer-bench [--quick] [--sizes N,...] [--runs N | --seconds S] [--name NAME]

use groestl::{Digest, Groestl256, Groestl512};
use groestl_peer_bench::{bench_message, measure, parse_options, tick_rate, UNIT};

fn main() {
    let o = parse_options("RustCrypto groestl");
    let msg = bench_message(o.sizes.iter().copied().max().unwrap_or(0));
    let rate = tick_rate(if o.quick { 0.02 } else { 0.25 });
    let variants: [(u32, fn(&[u8]) -> u8); 2] = [
        (256, |m| Groestl256::digest(m)[0]),
        (512, |m| Groestl512::digest(m)[0]),
    ];
    for &len in &o.sizes {
        for (bits, digest) in [
            (256, Groestl256::digest(&msg[..len]).to_vec()),
            (512, Groestl512::digest(&msg[..len]).to_vec()),
        ] {
            let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
            println!("digest\t{}\t{bits}\t{len}\t{hex}", o.name);
        }
    }
    let (mut timed, mut dropped) = (0, 0);
    for (bits, hash) in variants {
        for &len in &o.sizes {
            let (min, median, runs) =
                measure(&o, rate, &msg[..len], hash, &mut timed, &mut dropped);
            println!(
                "result\t{}\t{bits}\t{len}\t{runs}\t{min}\t{median}\t{UNIT}",
                o.name
            );
        }
    }
    println!("# {dropped} of {timed} timed calls dropped (switched out)");
}
