//! The rules engine for the reader's browser (crates/play built for wasm32 by build.rs)
//! and the files a site gets for it, once per site: the engine itself, the same bytes
//! in a script (Chromium refuses `fetch()` over `file://`), and the page code that
//! plays with it (`static/jeu.js`), all loaded on the reader's first tap; and only for
//! a site where a page has a figure the engine plays.

include!(concat!(env!("OUT_DIR"), "/engine.rs"));

/// The engine file, fetched by pages served over http(s).
pub const WASM_FILE: &str = "static/moteur.wasm";
/// The same bytes in base64 (`window.ARBITRE_MOTEUR_WASM`), for pages read from disk.
pub const WASM_SCRIPT: &str = "static/moteur-wasm.js";
/// The page code that plays on the diagrams with the engine.
pub const PLAY_SCRIPT: &str = "static/jeu.js";

const PLAY_JS: &str = include_str!("../../static/jeu.js");

/// Whether this site's diagrams are played by the engine: it was built into arbitre,
/// and `ARBITRE_SANS_MOTEUR` is not set (the tests' way to see the fallback).
pub fn available() -> bool {
    ENGINE_WASM.is_some() && std::env::var_os("ARBITRE_SANS_MOTEUR").is_none()
}

/// What marks a figure played by the engine in a page: its data's key for the engine's
/// map of pieces (`board_data.rs` writes it only for such figures; JSON in a page's
/// text would have its quotes escaped).
pub const PLAYED_MARK: &str = "\"kid\":\"";

/// Whether a page's HTML has a figure played by the engine.
pub fn plays(html: &str) -> bool {
    html.contains("class=\"board-data\"") && html.contains(PLAYED_MARK)
}

/// The files' names (none without the engine, or when no page is played by it).
pub fn names(played: bool) -> Vec<&'static str> {
    if available() && played {
        vec![WASM_FILE, WASM_SCRIPT, PLAY_SCRIPT]
    } else {
        Vec::new()
    }
}

/// The files the engine brings to a site (none without it, or when no page is played).
pub fn files(played: bool) -> Vec<(&'static str, Vec<u8>)> {
    let Some(wasm) = ENGINE_WASM.filter(|_| available() && played) else {
        return Vec::new();
    };
    use base64::Engine as _;
    let b64 = base64::engine::general_purpose::STANDARD.encode(wasm);
    // for pages read from disk (file://), where the browser refuses fetch()
    let script = format!("window.ARBITRE_MOTEUR_WASM = \"{b64}\";\n");
    vec![
        (WASM_FILE, wasm.to_vec()),
        (WASM_SCRIPT, script.into_bytes()),
        (PLAY_SCRIPT, PLAY_JS.as_bytes().to_vec()),
    ]
}

/// An example's options as the engine reads them (`name=value,…`): those that differ
/// from its preset's start.
pub fn rules_of(game: &dyn crate::rules::Game) -> String {
    let start = game.preset().start();
    let defaults = crate::rules::Game::options(start.as_game());
    game.options()
        .into_iter()
        .filter(|o| {
            !defaults
                .iter()
                .any(|d| d.name == o.name && d.value == o.value)
        })
        .map(|o| format!("{}={}", o.name, o.value))
        .collect::<Vec<_>>()
        .join(",")
}
