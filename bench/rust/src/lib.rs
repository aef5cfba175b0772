// SPDX-License-Identifier: MIT OR Apache-2.0
//! What the peers' timing programs share (src/main.rs: RustCrypto's crate; src/bin: Binius's
//! 4-way hasher): the timer, the options and the measurement, as bench/groestl_bench.c does
//! them, and the message it hashes.

use std::hint::black_box;
use std::process::exit;
use std::time::{Duration, Instant};

fn program() -> String {
    std::env::args().next().unwrap_or_default()
}

#[cfg(target_arch = "x86_64")]
pub const UNIT: &str = "tsc";
#[cfg(not(target_arch = "x86_64"))]
pub const UNIT: &str = "ns";

/// LFENCE on both sides: the earlier work has finished, and the later has not started.
#[cfg(target_arch = "x86_64")]
pub fn ticks() -> u64 {
    use core::arch::x86_64::{_mm_lfence, _rdtsc};
    unsafe {
        _mm_lfence();
        let t = _rdtsc();
        _mm_lfence();
        t
    }
}

#[cfg(not(target_arch = "x86_64"))]
pub fn ticks() -> u64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

/// Context switches of this thread so far: a call during which the thread was switched out
/// timed someone else's work too, so such a sample is dropped (as groestl_bench does).
#[cfg(target_os = "linux")]
pub fn context_switches() -> i64 {
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) } != 0 {
        return 0;
    }
    (ru.ru_nvcsw + ru.ru_nivcsw) as i64
}

#[cfg(not(target_os = "linux"))]
pub fn context_switches() -> i64 {
    0
}

/// Ticks per second, against the monotonic clock across a sleep.
pub fn tick_rate(seconds: f64) -> f64 {
    let (t0, r0) = (Instant::now(), ticks());
    std::thread::sleep(Duration::from_secs_f64(seconds));
    let (r1, t1) = (ticks(), Instant::now());
    (r1 - r0) as f64 / (t1 - t0).as_secs_f64()
}

pub struct Options {
    pub sizes: Vec<usize>,
    pub runs: u64,    // 0: from the time budget
    pub seconds: f64, // time per cell
    pub min_runs: u64,
    pub max_runs: u64,
    pub quick: bool,
    pub name: String,
}

pub fn bad_usage(message: String) -> ! {
    eprintln!("{}: {message}", program());
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

/// The options of the command line; `name` the default of --name.
pub fn parse_options(name: &str) -> Options {
    let mut o = Options {
        sizes: vec![64, 576, 1536, 16384, 1 << 20],
        runs: 0,
        seconds: 0.6,
        min_runs: 31,
        max_runs: 200_001,
        quick: false,
        name: name.to_string(),
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

/// Minimum, median and count of the ticks of one-shot hashes of `msg` by `hash`, which returns
/// a digest byte (so that the whole digest is computed).
pub fn measure(
    o: &Options,
    rate: f64,
    msg: &[u8],
    hash: impl Fn(&[u8]) -> u8,
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

/// groestl_bench's message: the same pseudo-random bytes, so that it can check the digests.
pub fn bench_message(len: usize) -> Vec<u8> {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15; // any fixed bytes do: the timing ignores the data
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}
