//! Builds the rules engine for the reader's browser (crates/play for
//! `wasm32-unknown-unknown`, profile `wasm`) so that `arbitre` carries it
//! (`include_bytes!`, see `src/site/engine.rs`). Its own target directory keeps the
//! inner cargo off the outer build's lock. Without the target (or with
//! `ARBITRE_SANS_MOTEUR` set) the build says so and the site keeps its precomputed taps.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    for dir in [
        "crates/rules",
        "crates/notation",
        "crates/play",
        "Cargo.lock",
    ] {
        println!("cargo:rerun-if-changed={dir}");
    }
    println!("cargo:rerun-if-env-changed=ARBITRE_SANS_MOTEUR");
    let wasm = if std::env::var_os("ARBITRE_SANS_MOTEUR").is_some() {
        None
    } else {
        build_engine(&root)
    };
    let code = match wasm {
        Some(path) => format!("Some(include_bytes!({:?}))", path.display().to_string()),
        None => "None".to_string(),
    };
    let text = format!(
        "/// The engine file (`arbitre_play.wasm`), when it could be built.\npub const ENGINE_WASM: Option<&[u8]> = {code};\n"
    );
    std::fs::write(out.join("engine.rs"), text).expect("OUT_DIR is writable");
}

/// The built file, or `None` after a warning saying why.
fn build_engine(root: &std::path::Path) -> Option<PathBuf> {
    let target_dir = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(t) => PathBuf::from(t).join("wasm-engine"),
        None => root.join("target").join("wasm-engine"),
    };
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root)
        .args(["build", "--offline", "-p", "arbitre-play"])
        .args(["--target", "wasm32-unknown-unknown", "--profile", "wasm"])
        .arg("--target-dir")
        .arg(&target_dir);
    // the outer build's settings are not the engine's (clippy's wrapper, host flags)
    for var in [
        "RUSTC_WORKSPACE_WRAPPER",
        "RUSTC_WRAPPER",
        "RUSTFLAGS",
        "CARGO_ENCODED_RUSTFLAGS",
        "CARGO_BUILD_TARGET",
        "CARGO_TARGET_DIR",
    ] {
        cmd.env_remove(var);
    }
    let why = match cmd.output() {
        Ok(o) if o.status.success() => {
            let file = target_dir.join("wasm32-unknown-unknown/wasm/arbitre_play.wasm");
            if file.is_file() {
                return Some(file);
            }
            format!("{} absent après la construction", file.display())
        }
        Ok(o) => last_lines(&String::from_utf8_lossy(&o.stderr)),
        Err(e) => e.to_string(),
    };
    println!(
        "cargo:warning=moteur pour le navigateur non construit ({why}) ; installez la cible avec « rustup target add wasm32-unknown-unknown ». Les diagrammes garderont leurs coups précalculés."
    );
    None
}

/// The end of cargo's message, on one line.
fn last_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    lines[lines.len().saturating_sub(3)..].join(" / ")
}
