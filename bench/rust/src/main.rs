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
use std::hint::black_box;
use std::process::exit;
use std::time::{Duration, Instant};

#[cfg(target_arch = "x86_64")]
const UNIT: &str = "tsc";
#[cfg(not(target_arch = "x86_64"))]
const UNIT: &str = "ns";

/// LFENCE on both sides: the earlier work has finished, and the later has not started.
#[cfg(target_arch = "x86_64")]
fn ticks() -> u64 {
    use core::arch::x86_64::{_mm_lfence, _rdtsc};
    unsafe {
        _mm_lfence();
        let t = _rdtsc();
        _mm_lfence();
        t
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn ticks() -> u64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

/// Context switches of this thread so far: a call during which the thread was switched out
/// timed someone else's work too, so such a sample is dropped (as groestl_bench does).
#[cfg(target_os = "linux")]
fn context_switches() -> i64 {
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) } != 0 {
        return 0;
    }
    (ru.ru_nvcsw + ru.ru_nivcsw) as i64
}

#[cfg(not(target_os = "linux"))]
fn context_switches() -> i64 {
    0
}

/// Ticks per second, against the monotonic clock across a sleep.
fn tick_rate(seconds: f64) -> f64 {
    let (t0, r0) = (Instant::now(), ticks());
    std::thread::sleep(Duration::from_secs_f64(seconds));
    let (r1, t1) = (ticks(), Instant::now());
    (r1 - r0) as f64 / (t1 - t0).as_secs_f64()
}

/// A one-shot hash returning the first digest byte, so that the whole digest is computed.
type HashFn = fn(&[u8]) -> u8;

struct Options {
    sizes: Vec<usize>,
    runs: u64,    // 0: from the time budget
    seconds: f64, // time per cell
    min_runs: u64,
    max_runs: u64,
    quick: bool,
    name: String,
}

fn bad_usage(message: String) -> ! {
    eprintln!("groestl-peer-bench: {message}");
    exit(2);
}

fn parse_count(s: &str, what: &str) -> u64 {
    let (digits, scale) = match s.chars().last() {
        Some('K') | Some('k') => (&s[..s.len() - 1], 1024),
        Some('M') | Some('m') => (&s[..s.len() - 1], 1024 * 1024),
        _ => (s, 1),
    };
    match digits.parse::<u64>() {
        Ok(v) if v > 0 && v <= (64 << 20) / scale => v * scale,
        _ => bad_usage(format!("invalid {what} '{s}'")),
    }
}

fn parse_options() -> Options {
    let mut o = Options {
        sizes: vec![64, 576, 1536, 16384, 1 << 20],
        runs: 0,
        seconds: 0.6,
        min_runs: 31,
        max_runs: 200_001,
        quick: false,
        name: "RustCrypto groestl".to_string(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--quick" {
            o.seconds = 0.005;
            o.min_runs = 5;
            o.max_runs = 2001;
            o.quick = true;
            continue;
        }
        let value = args
            .next()
            .unwrap_or_else(|| bad_usage(format!("unknown option or missing value: '{arg}'")));
        match arg.as_str() {
            "--sizes" => {
                o.sizes = value
                    .split(',')
                    .map(|s| parse_count(s, "size") as usize)
                    .collect()
            }
            "--runs" => o.runs = parse_count(&value, "run count"),
            "--seconds" => {
                o.seconds = match value.parse::<f64>() {
                    Ok(s) if s > 0.0 && s <= 60.0 => s,
                    _ => bad_usage(format!("invalid time per cell '{value}'")),
                }
            }
            "--name" => o.name = value,
            _ => bad_usage(format!("unknown option '{arg}'")),
        }
    }
    if o.runs != 0 {
        o.max_runs = o.runs;
    }
    o
}

/// Minimum, median and count of the ticks of one-shot hashes of `msg` by `hash`.
fn measure(
    o: &Options,
    rate: f64,
    msg: &[u8],
    hash: HashFn,
    timed: &mut u64,
    dropped: &mut u64,
) -> (u64, u64, u64) {
    let mut fastest = u64::MAX;
    // Warm up for a tenth of the budget, at least 3 calls.
    let warm_end = Instant::now() + Duration::from_secs_f64(o.seconds / 10.0);
    let mut i = 0;
    while i < 3 || Instant::now() < warm_end {
        let t0 = ticks();
        black_box(hash(black_box(msg)));
        fastest = fastest.min(ticks() - t0);
        i += 1;
    }
    let mut n = o.runs;
    if n == 0 {
        let fit = (o.seconds * rate / (fastest + 1) as f64) as u64;
        n = fit.clamp(o.min_runs, o.max_runs) | 1; // odd: the median is one sample
        if n > o.max_runs {
            n -= 2;
        }
    }
    // Up to 10n calls to get n undisturbed samples; past that, every sample counts.
    let mut samples = Vec::with_capacity(n as usize);
    let mut tries = 0;
    while (samples.len() as u64) < n {
        let before = context_switches();
        let t0 = ticks();
        black_box(hash(black_box(msg)));
        let t = ticks() - t0;
        *timed += 1;
        if context_switches() != before && tries < 10 * n {
            *dropped += 1;
        } else {
            samples.push(t);
        }
        tries += 1;
    }
    samples.sort_unstable();
    (samples[0], samples[samples.len() / 2], n)
}

fn main() {
    let o = parse_options();
    let max_len = o.sizes.iter().copied().max().unwrap_or(0);
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15; // any fixed bytes do: the timing ignores the data
    let msg: Vec<u8> = (0..max_len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect();
    let rate = tick_rate(if o.quick { 0.02 } else { 0.25 });
    let variants: [(u32, HashFn); 2] = [
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
