// SPDX-License-Identifier: MIT OR Apache-2.0
//! groestl-c against RustCrypto's `groestl` in the same run (criterion), and what the Rust
//! layer costs on top of the C library.
//!
//!   cargo bench --bench vs_rustcrypto [-- --save-baseline NAME]
//!   python3 benches/table.py NAME...     (the tables of docs/BENCHMARKS.md, from the results)
//!
//! Groups:
//! - `G-256`, `G-512`: one `Digest::digest` call on a message in the cache, 64 B to 1 MiB,
//!   this crate and RustCrypto's (both checked to agree before timing), and the C library's
//!   `groestl_hash` called by a loop in C (c/support.c).
//! - `ffi-64B`: a 64-byte Grøstl-256 hash through this crate, as `Groestl256::digest` (the
//!   digest traits: `groestl_init`, `groestl_update`, `groestl_final`) and as `hash::<32>` (one
//!   `groestl_hash` call), against the same C library calls made by a loop in C
//!   (c/support.c), so that the differences are what the Rust side adds.
//! - `many`: 64 messages through `hash_many` against a loop of `Digest::digest`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use digest::Digest;

const SIZES: [usize; 5] = [64, 576, 1536, 16 << 10, 1 << 20];
const PEER: &str = "RustCrypto groestl 0.11.0";

unsafe extern "C" {
    /// c/support.c: n hashes of msg in C; stream != 0: init/update/final instead of one call.
    fn groestl_rs_bench_repeat(bits: u32, msg: *const u8, len: usize, n: u64, stream: i32) -> i32;
}

fn message(len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u32).wrapping_mul(2_654_435_761).rotate_right(13) as u8)
        .collect()
}

/// `iters` calls of `groestl_hash` (stream 0) or of init, update and final (stream 1) made by
/// a loop in C, timed.
fn c_loop(bits: u32, msg: &[u8], iters: u64, stream: i32) -> Duration {
    let start = Instant::now();
    // SAFETY: msg is a slice.
    let rc = unsafe { groestl_rs_bench_repeat(bits, msg.as_ptr(), msg.len(), iters, stream) };
    let elapsed = start.elapsed();
    assert!(rc >= 0, "the C loop failed");
    elapsed
}

fn versus<Ours: Digest, Theirs: Digest>(c: &mut Criterion, group: &str, bits: u32) {
    let mut g = c.benchmark_group(group);
    for len in SIZES {
        let msg = message(len);
        assert_eq!(
            Ours::digest(&msg)[..],
            Theirs::digest(&msg)[..],
            "{group}, {len} bytes"
        );
        g.throughput(Throughput::Bytes(len as u64));
        if len >= 16 << 10 {
            g.sample_size(30);
        }
        g.bench_with_input(BenchmarkId::new("groestl-c", len), &msg, |b, m| {
            b.iter(|| Ours::digest(black_box(m)))
        });
        g.bench_with_input(BenchmarkId::new(PEER, len), &msg, |b, m| {
            b.iter(|| Theirs::digest(black_box(m)))
        });
        g.bench_with_input(BenchmarkId::new("C groestl_hash", len), &msg, |b, m| {
            b.iter_custom(|iters| c_loop(bits, m, iters, 0))
        });
    }
    g.finish();
}

fn digests(c: &mut Criterion) {
    println!(
        "groestl-c: C backend {}",
        groestl_c::backend().unwrap_or("none")
    );
    versus::<groestl_c::Groestl256, groestl::Groestl256>(c, "G-256", 256);
    versus::<groestl_c::Groestl512, groestl::Groestl512>(c, "G-512", 512);
}

fn ffi_64_bytes(c: &mut Criterion) {
    let msg = message(64);
    let mut g = c.benchmark_group("ffi-64B");
    g.throughput(Throughput::Bytes(64));
    g.bench_function("rust Groestl256::digest", |b| {
        b.iter(|| groestl_c::Groestl256::digest(black_box(&msg)))
    });
    g.bench_function("rust hash::<32>", |b| {
        b.iter(|| groestl_c::hash::<32>(black_box(&msg)))
    });
    for (name, stream) in [("C groestl_hash", 0), ("C init-update-final", 1)] {
        g.bench_function(name, |b| {
            b.iter_custom(|iters| c_loop(256, &msg, iters, stream))
        });
    }
    g.finish();
}

fn many(c: &mut Criterion) {
    let mut g = c.benchmark_group("many");
    for len in [64, 1024] {
        let msgs: Vec<Vec<u8>> = (0..64u8)
            .map(|i| message(len).into_iter().map(|b| b ^ i).collect())
            .collect();
        let mut out = vec![[0u8; 32]; msgs.len()];
        groestl_c::hash_many(&msgs, &mut out).unwrap();
        for (m, d) in msgs.iter().zip(&out) {
            assert_eq!(d[..], groestl::Groestl256::digest(m)[..], "hash_many");
        }
        g.throughput(Throughput::Bytes((64 * len) as u64));
        g.bench_with_input(BenchmarkId::new("hash_many G-256", len), &msgs, |b, m| {
            b.iter(|| groestl_c::hash_many(black_box(m), &mut out).unwrap())
        });
        g.bench_with_input(
            BenchmarkId::new("loop of Groestl256::digest", len),
            &msgs,
            |b, m| {
                b.iter(|| {
                    for (msg, d) in black_box(m).iter().zip(out.iter_mut()) {
                        d.copy_from_slice(&groestl_c::Groestl256::digest(msg));
                    }
                })
            },
        );
    }
    g.finish();
}

// Short cells (1 s warm-up, 3 s of samples): the figures come from several runs of the whole
// benchmark taken in turns (benches/table.py merges them), which spreads a busy machine's
// noise over all implementations alike.
criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
    targets = digests, ffi_64_bytes, many
}
criterion_main!(benches);
