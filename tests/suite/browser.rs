//! The built guide in a real browser: builds the club's book (the repository root) into a
//! temporary folder, then runs `node --test tests/browser/` (playwright-core driving
//! Debian's Chromium) against it. Without chromium, node or playwright-core the test says
//! why and skips, unless `CI` is set: then it fails (.ci/run installs them).
use std::path::Path;
use std::process::Command;

fn missing_tool() -> Option<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if !Path::new(&chromium).exists() {
        return Some(format!("chromium absent ({chromium})"));
    }
    match Command::new("node").arg("--version").output() {
        Ok(o) if o.status.success() => {}
        _ => return Some("node absent".into()),
    }
    if !root
        .join("tests/browser/node_modules/playwright-core")
        .is_dir()
    {
        return Some(
            "tests/browser/node_modules/playwright-core absent (npm ci --prefix tests/browser)"
                .into(),
        );
    }
    None
}

#[test]
fn guide_in_chromium() {
    if let Some(why) = missing_tool() {
        if std::env::var_os("CI").is_some() {
            panic!("browser tests cannot run in CI: {why}");
        }
        eprintln!("browser tests skipped: {why}");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().expect("temp dir");
    let site = out.path().join("site");
    let report = arbitre::site::build(
        root,
        Some(&site),
        &arbitre::site::ExampleRenderer::default(),
    )
    .expect("build runs");
    assert!(
        report.ok(),
        "the club's book builds: {}\n{:?}\n{}",
        report.summary_line(),
        report.problems,
        report.diagnostics.join("\n")
    );
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let status = Command::new("node")
        .arg("--test")
        .arg("--test-concurrency=1")
        .arg(".")
        .current_dir(root.join("tests/browser"))
        .env("SITE_DIR", &site)
        .env("CHROMIUM", chromium)
        .env("ARBITRE", env!("CARGO_BIN_EXE_arbitre"))
        .status()
        .expect("node runs");
    assert!(
        status.success(),
        "browser tests failed (see the TAP output above)"
    );
}
