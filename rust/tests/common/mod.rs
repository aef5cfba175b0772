// SPDX-License-Identifier: MIT OR Apache-2.0
//! What the test files share: the reader of the repository's vector files (kat/, see its
//! README) and a few helpers.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};

/// A Len/Msg/MD entry: `bits` bits of `msg` (only the top `bits % 8` bits of a last partial byte).
pub struct Vector {
    pub bits: u64,
    pub msg: Vec<u8>,
    pub md: Vec<u8>,
}

/// The extremely long message: `text` repeated `repeat` times.
pub struct LongVector {
    pub repeat: u64,
    pub text: Vec<u8>,
    pub md: Vec<u8>,
}

/// The folder of vector files: `GROESTL_KAT_DIR` (which must exist) or the repository's
/// `kat/` beside this crate. `None`, said on stderr, only where the crate is not in a checkout
/// of the repository (a packaged crate carries no vectors); in a checkout a missing `kat/`
/// fails.
pub fn kat_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("GROESTL_KAT_DIR") {
        let dir = PathBuf::from(dir);
        assert!(
            dir.is_dir(),
            "GROESTL_KAT_DIR={} is not a folder",
            dir.display()
        );
        return Some(dir);
    }
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = top.join("kat");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        !top.join("include/groestl.h").is_file(),
        "{} is missing from this checkout of the repository",
        dir.display()
    );
    // Straight to stderr, past the test harness's capture, so that the skip is seen.
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED: the vector files test: no kat/ folder next to this crate (a packaged \
         crate carries none); run it in a checkout of the repository or set GROESTL_KAT_DIR"
    );
    None
}

fn unhex(s: &str, what: &str) -> Vec<u8> {
    assert!(s.len() % 2 == 0, "{what}: odd number of hex digits");
    (0..s.len() / 2)
        .map(|i| {
            u8::from_str_radix(&s[2 * i..2 * i + 2], 16)
                .unwrap_or_else(|_| panic!("{what}: bad hex"))
        })
        .collect()
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every Len/Msg/MD entry of a file; any line it cannot make sense of fails.
pub fn load(path: &Path) -> Vec<Vector> {
    let name = path.display();
    let mut out = Vec::new();
    let (mut len, mut msg): (Option<u64>, Option<String>) = (None, None);
    for (number, line) in read(path).lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{name}:{}", number + 1);
        let (key, value) = line
            .split_once('=')
            .unwrap_or_else(|| panic!("{at}: unexpected line"));
        let (key, value) = (key.trim(), value.trim());
        match key {
            "Len" if len.is_none() => {
                len = Some(value.parse().unwrap_or_else(|_| panic!("{at}: bad Len")))
            }
            "Msg" if len.is_some() && msg.is_none() => msg = Some(value.to_string()),
            "MD" if msg.is_some() => {
                let bits = len.take().unwrap();
                let mut bytes = unhex(&msg.take().unwrap(), &at);
                let need = bits.div_ceil(8) as usize;
                assert!(bytes.len() >= need, "{at}: Msg shorter than Len");
                bytes.truncate(need); // Len 0 has Msg = 00
                out.push(Vector {
                    bits,
                    msg: bytes,
                    md: unhex(value, &at),
                });
            }
            _ => panic!("{at}: unexpected line"),
        }
    }
    assert!(
        len.is_none() && msg.is_none(),
        "{name}: incomplete last entry"
    );
    assert!(!out.is_empty(), "{name}: no entries");
    out
}

/// The Repeat/Text/MD entry of an ExtremelyLongMsgKAT file.
pub fn load_long(path: &Path) -> LongVector {
    let name = path.display();
    let (mut repeat, mut text, mut md) = (None, None, None);
    for line in read(path).lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match line.split_once('=').map(|(k, v)| (k.trim(), v.trim())) {
            Some(("Repeat", v)) => repeat = v.parse().ok(),
            Some(("Text", v)) => text = Some(v.as_bytes().to_vec()),
            Some(("MD", v)) => md = Some(unhex(v, &name.to_string())),
            _ => panic!("{name}: unexpected line {line:?}"),
        }
    }
    LongVector {
        repeat: repeat.unwrap_or_else(|| panic!("{name}: no Repeat")),
        text: text.unwrap_or_else(|| panic!("{name}: no Text")),
        md: md.unwrap_or_else(|| panic!("{name}: no MD")),
    }
}

/// A small deterministic generator (xorshift64*): the tests' messages, reproducible.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}
