// SPDX-License-Identifier: MIT OR Apache-2.0
//! GROESTL_BACKEND, read by the C library at first use: this test runs its own binary again
//! with the variable set. A backend the CPU lacks must give clear errors (the digest types,
//! which cannot return one, panic saying what is wrong); a valid one must be used.

use std::process::Command;

use digest::Digest;
use groestl_c::{
    Error, Groestl256, GroestlVar, VariableOutput, Version, backend, hash_bits, hash_many,
};

const ROLE: &str = "GROESTL_RS_TEST_ROLE";

fn panic_text(f: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let payload = std::panic::catch_unwind(f).expect_err("must panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default()
}

fn child(role: &str) {
    match role {
        "unknown" => {
            assert_eq!(backend(), None);
            let mut d = [[0u8; 32]; 1];
            assert_eq!(hash_many(&[b"abc"], &mut d), Err(Error::Backend));
            assert_eq!(
                hash_bits(Version::Final, b"abc", 24, &mut [0u8; 32]),
                Err(Error::Backend)
            );
            std::panic::set_hook(Box::new(|_| {}));
            let text = panic_text(|| {
                let _ = Groestl256::digest(b"abc");
            });
            assert!(
                text.contains("GROESTL_BACKEND") && text.contains("not supported"),
                "{text}"
            );
            let text = panic_text(|| drop(GroestlVar::new(32)));
            assert!(text.contains("GROESTL_BACKEND"), "{text}");
            let text = panic_text(|| {
                let _ = groestl_c::hash::<32>(b"abc");
            });
            assert!(text.contains("GROESTL_BACKEND"), "{text}");
        }
        "portable" => {
            assert_eq!(backend(), Some("portable"));
            assert_eq!(Groestl256::digest(b"")[..2], [0x1a, 0x52]);
        }
        other => panic!("unknown role {other}"),
    }
    println!("child {role}: ok");
}

#[test]
fn groestl_backend_variable() {
    if let Ok(role) = std::env::var(ROLE) {
        return child(&role);
    }
    for (value, role) in [("no-such-backend", "unknown"), ("portable", "portable")] {
        let out = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "groestl_backend_variable",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("GROESTL_BACKEND", value)
            .env(ROLE, role)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && text.contains(&format!("child {role}: ok")),
            "GROESTL_BACKEND={value}:\n{text}"
        );
    }
}
