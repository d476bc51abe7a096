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
