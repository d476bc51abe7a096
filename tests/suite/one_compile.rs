//! The README's two commands, `scripts/test.sh` (`cargo test --release`) then
//! `cargo run --release -- build`, share one compile: every crate the build needs was
//! compiled by the tests with the same features. Cargo resolves a plain build's
//! features without the dev-dependencies; when a dev-dependency turns on a feature of a
//! crate the build also uses, the build compiled that crate, everything above it and
//! arbitre a second time (a minute and a half of the set-up on two cores).

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// Each package of the graph (`name vX.Y.Z`) with the feature sets it is compiled with
/// (one per unit: a crate built for a build script and for the program may differ).
fn units(which: &str, edges: &str) -> BTreeMap<String, BTreeSet<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["tree", "--offline", "--locked", "--prefix", "none"])
        .args([which, "-e", edges, "-f", "{p}|{f}"])
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree -e {edges}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut units: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let line = line.trim_end_matches(" (*)");
        if let Some((package, features)) = line.split_once('|') {
            // the path of a workspace member follows its version
            let package = package.split(" (").next().unwrap().to_string();
            units.entry(package).or_default().insert(features.into());
        }
    }
    units
}

#[test]
fn the_build_reuses_every_crate_the_tests_compiled() {
    // `cargo run` builds arbitre alone; `cargo test` the whole workspace (its default
    // members), dev-dependencies included
    let build = units("--package=arbitre", "normal,build");
    let tests = units("--workspace", "normal,build,dev");
    // (a graph read wrong would compare nothing)
    assert!(build.keys().any(|p| p.starts_with("pulldown-cmark ")));
    let mut missing = Vec::new();
    for (package, sets) in &build {
        let compiled = tests.get(package).cloned().unwrap_or_default();
        for features in sets.difference(&compiled) {
            missing.push(format!(
                "{package} [{features}] (tests: {:?})",
                compiled.iter().collect::<Vec<_>>()
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "compiled again by the build with other features than the tests' (name their \
         features in Cargo.toml's [dependencies]):\n{}",
        missing.join("\n")
    );
}

/// The library's own tests live in tests/suite/unit/ and reach it through its API: a
/// `#[cfg(test)]` test in the library's files of src/ would need the library compiled a
/// second time under `cfg(test)` (a fifth of the set-up's compile, docs/MEASURES.md),
/// and with `test = false` on the library (Cargo.toml) it would never run, silently.
/// The binary's own files (the `mod` lines of src/main.rs) are not the library's.
#[test]
fn the_library_is_compiled_once_and_its_tests_run_here() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let main = std::fs::read_to_string(root.join("src/main.rs")).unwrap();
    let bin: Vec<String> = main
        .lines()
        .filter_map(|l| l.trim().strip_prefix("mod ")?.strip_suffix(';'))
        .map(String::from)
        .collect();
    assert!(
        bin.iter().any(|m| m == "cli"),
        "the binary's modules read: {bin:?}"
    );
    let mut files = Vec::new();
    let mut dirs = vec![root.join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let rel = path.strip_prefix(root.join("src")).unwrap();
            let top = rel
                .components()
                .next()
                .unwrap()
                .as_os_str()
                .to_string_lossy();
            let top = top.trim_end_matches(".rs");
            if top == "main" || bin.iter().any(|m| m == top) {
                continue;
            }
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 100, "{} files of the library", files.len());
    let with_tests: Vec<String> = files
        .iter()
        .filter(|f| std::fs::read_to_string(f).unwrap().contains("#[cfg(test)]"))
        .map(|f| f.display().to_string())
        .collect();
    assert!(
        with_tests.is_empty(),
        "tests inside the library (move them to tests/suite/unit/): {with_tests:?}"
    );
    // and Cargo builds no test target of the library (`[lib] test = false`)
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root)
        .args([
            "metadata",
            "--offline",
            "--no-deps",
            "--format-version",
            "1",
        ])
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let lib = meta["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "arbitre")
        .and_then(|p| p["targets"].as_array())
        .and_then(|t| t.iter().find(|t| t["kind"][0] == "lib"))
        .expect("arbitre's lib target")
        .clone();
    assert_eq!(lib["test"], false, "arbitre's lib target: {lib}");
}
