// SPDX-License-Identifier: MIT OR Apache-2.0
//! backends.rs (what build.rs compiles) against CMakeLists.txt and src/: the same core files,
//! the same backends with the same files, flags and x86-64 condition, and no C file of src/
//! left out. A backend or file added on the C side fails here until backends.rs has it.

#[path = "../backends.rs"]
mod backends;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

struct CmakeBackend {
    files: Vec<String>,
    arch: Option<&'static str>,
    part_of: Option<String>,
}

/// What CMakeLists.txt states: the core files, each backend's files and x86-64 condition, and
/// the GROESTL_FLAGS_<NAME> values.
struct Cmake {
    core: Vec<String>,
    backends: BTreeMap<String, CmakeBackend>,
    flags: BTreeMap<String, Vec<String>>,
}

fn read_cmake(text: &str) -> Cmake {
    let src_files = |words: &str| -> Vec<String> {
        words
            .split_whitespace()
            .filter_map(|w| w.strip_prefix("src/"))
            .map(String::from)
            .collect()
    };
    let core_start = text
        .find("add_library(groestl_objects OBJECT")
        .expect("groestl_objects in CMakeLists.txt");
    let core_end = core_start + text[core_start..].find(')').unwrap();
    let core = src_files(&text[core_start..core_end]);

    let mut flags = BTreeMap::new();
    let mut found = BTreeMap::new();
    // per open if(): the architecture its condition names, if any
    let mut open_ifs: Vec<Option<&'static str>> = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("set(GROESTL_FLAGS_") {
            let (name, rest) = rest.split_once(' ').unwrap();
            let value = rest.split('"').nth(1).expect("a quoted flag list");
            flags.insert(
                name.to_lowercase(),
                value.split(';').map(String::from).collect(),
            );
        } else if line.starts_with("if(") {
            open_ifs.push(if line.contains("x86_64") {
                Some("x86_64")
            } else if line.contains("aarch64") {
                Some("aarch64")
            } else {
                None
            });
        } else if line.starts_with("endif(") {
            open_ifs.pop();
        } else if let Some(call) = line.strip_prefix("groestl_add_backend(") {
            let call = call.trim_end_matches(')');
            let (name, files) = call.split_once(' ').unwrap();
            let mut words = files.split_whitespace();
            let part_of = words
                .by_ref()
                .position(|w| w == "PART_OF")
                .and_then(|_| words.next())
                .map(String::from);
            let backend = CmakeBackend {
                files: src_files(files),
                arch: open_ifs.iter().flatten().copied().next(),
                part_of,
            };
            found.insert(name.to_string(), backend);
        }
    }
    Cmake {
        core,
        backends: found,
        flags,
    }
}

#[test]
fn build_table_matches_cmake_and_src() {
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let Ok(text) = std::fs::read_to_string(top.join("CMakeLists.txt")) else {
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: backends.rs against CMakeLists.txt: not in a checkout of the repository"
        );
        return;
    };
    let Cmake {
        core,
        backends: cmake,
        flags,
    } = read_cmake(&text);
    assert_eq!(
        core,
        backends::CORE_FILES,
        "CMakeLists.txt's groestl_objects files"
    );

    let names: Vec<&str> = backends::BACKENDS.iter().map(|b| b.name).collect();
    let cmake_names: Vec<&str> = cmake.keys().map(String::as_str).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(
        sorted, cmake_names,
        "the backends of backends.rs and CMakeLists.txt's groestl_add_backend calls"
    );
    for b in backends::BACKENDS {
        let c = &cmake[b.name];
        assert_eq!(b.files, c.files, "{}: files", b.name);
        assert_eq!(b.arch, c.arch, "{}: target architecture", b.name);
        assert_eq!(b.part_of, c.part_of.as_deref(), "{}: PART_OF", b.name);
        let want: &[String] = flags.get(b.name).map(Vec::as_slice).unwrap_or(&[]);
        assert_eq!(
            b.flags,
            want,
            "{}: flags (GROESTL_FLAGS_{})",
            b.name,
            b.name.to_uppercase()
        );
    }

    // Every C file of src/ is built (what is not a core or backend file would be missing).
    let mut listed: Vec<&str> = backends::CORE_FILES.to_vec();
    listed.extend(backends::OTHER_TARGETS);
    listed.extend(
        backends::BACKENDS
            .iter()
            .flat_map(|b| b.files.iter().copied()),
    );
    for entry in std::fs::read_dir(top.join("src")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".c") {
            assert!(
                listed.contains(&name.as_str()),
                "src/{name} is in no list of backends.rs"
            );
        }
    }
}
