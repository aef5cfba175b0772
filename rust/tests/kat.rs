// SPDX-License-Identifier: MIT OR Apache-2.0
//! Every vector file of the repository's kat/ folder, read at test time: each entry through the
//! digest traits (one call, pieces, one hasher reset between entries), the run-time-size type,
//! `hash_bits` (the only way for entries that end inside a byte) and, per file, `hash_many`.
//! The 1 GiB messages go through `Update` in 1 MiB pieces.

mod common;

use std::path::Path;

use common::{Vector, hex, kat_dir, load, load_long};
use groestl_c::digest;
use groestl_c::{
    Digest, Groestl0_256, Groestl0_512, Groestl0Var, Groestl224, Groestl256, Groestl384,
    Groestl512, GroestlVar, VariableOutput, Version, hash, hash_bits, hash_many,
};

/// Runs each byte-aligned entry through D: one call; pieces of a size that varies with the
/// entry; and one hasher for the whole file, reset by finalize_reset after each entry.
fn through_type<D: Digest + digest::FixedOutputReset>(name: &str, vectors: &[Vector]) -> usize {
    let mut reused = D::new();
    let mut count = 0;
    for (i, v) in vectors.iter().filter(|v| v.bits % 8 == 0).enumerate() {
        let at = format!("{name}, Len = {}", v.bits);
        assert_eq!(hex(&D::digest(&v.msg)), hex(&v.md), "{at}: one call");
        let mut h = D::new();
        for piece in v.msg.chunks(i % 131 + 1) {
            Digest::update(&mut h, piece);
        }
        assert_eq!(
            hex(&h.finalize()),
            hex(&v.md),
            "{at}: in pieces of {}",
            i % 131 + 1
        );
        Digest::update(&mut reused, &v.msg);
        assert_eq!(
            hex(&reused.finalize_reset()),
            hex(&v.md),
            "{at}: after finalize_reset"
        );
        count += 1;
    }
    count
}

/// Every entry through hash_bits, the byte-aligned ones also through the run-time-size type.
fn through_var<V: VariableOutput>(name: &str, version: Version, vectors: &[Vector]) {
    for v in vectors {
        let at = format!("{name}, Len = {}", v.bits);
        let mut d = vec![0u8; v.md.len()];
        hash_bits(version, &v.msg, v.bits, &mut d).unwrap();
        assert_eq!(hex(&d), hex(&v.md), "{at}: hash_bits");
        if v.bits % 8 == 0 {
            let mut h = V::new(v.md.len()).unwrap();
            h.update(&v.msg);
            h.finalize_variable(&mut d).unwrap();
            assert_eq!(hex(&d), hex(&v.md), "{at}: {}", std::any::type_name::<V>());
        }
    }
}

/// The file's byte-aligned entries as one batch, and each through the one-call `hash`.
fn through_hash_many<const N: usize>(name: &str, vectors: &[Vector]) {
    let whole: Vec<&Vector> = vectors.iter().filter(|v| v.bits % 8 == 0).collect();
    for v in &whole {
        assert_eq!(
            hex(&hash::<N>(&v.msg)),
            hex(&v.md),
            "{name}, Len = {}: hash",
            v.bits
        );
    }
    let msgs: Vec<&[u8]> = whole.iter().map(|v| &v.msg[..]).collect();
    let mut digests = vec![[0u8; N]; msgs.len()];
    hash_many(&msgs, &mut digests).unwrap();
    for (v, d) in whole.iter().zip(&digests) {
        assert_eq!(hex(d), hex(&v.md), "{name}, Len = {}: hash_many", v.bits);
    }
}

fn final_file(dir: &Path, file: &str) {
    let path = dir.join("final").join(file);
    let vectors = load(&path);
    let name = path.display().to_string();
    let bits = vectors[0].md.len() * 8;
    let whole = match bits {
        224 => through_type::<Groestl224>(&name, &vectors),
        256 => through_type::<Groestl256>(&name, &vectors),
        384 => through_type::<Groestl384>(&name, &vectors),
        512 => through_type::<Groestl512>(&name, &vectors),
        _ => panic!("{name}: digest of {bits} bits"),
    };
    match bits {
        224 => through_hash_many::<28>(&name, &vectors),
        256 => through_hash_many::<32>(&name, &vectors),
        384 => through_hash_many::<48>(&name, &vectors),
        _ => through_hash_many::<64>(&name, &vectors),
    }
    through_var::<GroestlVar>(&name, Version::Final, &vectors);
    assert!(whole > 0, "{name}: no byte-aligned entry");
}

const SIZES: [u32; 4] = [224, 256, 384, 512];

#[test]
fn short_msg_kat() {
    let Some(dir) = kat_dir() else { return };
    for bits in SIZES {
        final_file(&dir, &format!("ShortMsgKAT_{bits}.txt"));
    }
}

#[test]
fn bit_msg_kat() {
    let Some(dir) = kat_dir() else { return };
    for bits in SIZES {
        final_file(&dir, &format!("BitMsgKAT_{bits}.txt"));
    }
}

#[test]
fn groestl0_short_msg_kat() {
    let Some(dir) = kat_dir() else { return };
    for (bits, file) in [(256, "ShortMsgKAT_256.txt"), (512, "ShortMsgKAT_512.txt")] {
        let path = dir.join("groestl0").join(file);
        let vectors = load(&path);
        let name = path.display().to_string();
        assert!(
            vectors.iter().all(|v| v.md.len() * 8 == bits),
            "{name}: digest sizes"
        );
        match bits {
            256 => through_type::<Groestl0_256>(&name, &vectors),
            _ => through_type::<Groestl0_512>(&name, &vectors),
        };
        through_var::<Groestl0Var>(&name, Version::Groestl0, &vectors);
    }
}

/// The 1 GiB message in 1 MiB pieces (Text repeated, so each piece is the same bytes).
fn extremely_long<D: Digest>(bits: u32) {
    let Some(dir) = kat_dir() else { return };
    let path = dir.join(format!("final/ExtremelyLongMsgKAT_{bits}.txt"));
    let v = load_long(&path);
    let per_piece = (1 << 20) / v.text.len();
    assert!(
        v.repeat % per_piece as u64 == 0,
        "{}: Repeat not a multiple of {per_piece}",
        path.display()
    );
    let piece = v.text.repeat(per_piece);
    let mut h = D::new();
    for _ in 0..v.repeat / per_piece as u64 {
        h.update(&piece);
    }
    assert_eq!(hex(&h.finalize()), hex(&v.md), "{}", path.display());
}

#[test]
fn extremely_long_msg_kat_224() {
    extremely_long::<Groestl224>(224);
}

#[test]
fn extremely_long_msg_kat_256() {
    extremely_long::<Groestl256>(256);
}

#[test]
fn extremely_long_msg_kat_384() {
    extremely_long::<Groestl384>(384);
}

#[test]
fn extremely_long_msg_kat_512() {
    extremely_long::<Groestl512>(512);
}

/// Every file of kat/ is one of those above: a new vector file fails here until it is tested.
#[test]
fn every_vector_file_is_tested() {
    let Some(dir) = kat_dir() else { return };
    let mut known: Vec<String> = Vec::new();
    for bits in SIZES {
        for set in ["ShortMsgKAT", "BitMsgKAT", "ExtremelyLongMsgKAT"] {
            known.push(format!("final/{set}_{bits}.txt"));
        }
    }
    known.push("groestl0/ShortMsgKAT_256.txt".into());
    known.push("groestl0/ShortMsgKAT_512.txt".into());
    let mut found = Vec::new();
    for sub in std::fs::read_dir(&dir).unwrap() {
        let sub = sub.unwrap().path();
        if !sub.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&sub).unwrap() {
            let file = file.unwrap().path();
            found.push(
                file.strip_prefix(&dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/"),
            );
        }
    }
    found.sort();
    known.sort();
    assert_eq!(
        found,
        known,
        "the vector files in {} and those this test reads",
        dir.display()
    );
}
