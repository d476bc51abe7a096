//! Bad examples and their diagnostics: every file under tests/fixtures/diagnostics/ is
//! one example's YAML; its report is compared to an insta snapshot, and no report may
//! hold English (the contract's own tokens aside: keys, preset ids, notation).

use arbitre::example::{check, load};
use arbitre::fr::example::report as render;
use std::path::Path;

fn fixtures() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/diagnostics")
}

/// The report of one example as `arbitre check` prints it.
fn report(name: &str, body: &str) -> String {
    let page = Path::new("content").join(format!("{name}.md"));
    // The block's first line is the page's line 10, as after a short front matter.
    let loaded = match load::load(&fixtures(), &page, 10, body) {
        Ok(l) => l,
        Err((sources, f)) => return render(&sources, &f),
    };
    match check::check(&loaded.example, None) {
        Ok(c) if c.failures.is_empty() => "(aucun problème)\n".to_string(),
        Ok(c) => c
            .failures
            .iter()
            .map(|f| render(&loaded.sources, f))
            .collect(),
        Err(f) => render(&loaded.sources, &f),
    }
}

fn cases() -> Vec<(String, String)> {
    let mut names: Vec<_> = std::fs::read_dir(fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn every_bad_example_has_its_diagnostic() {
    let cases = cases();
    assert!(cases.len() >= 25, "{}", cases.len());
    for (name, body) in cases {
        let text = report(&name, &body);
        assert!(text.starts_with("erreur: "), "{name}: {text}");
        insta::assert_snapshot!(name.clone(), text);
    }
}

/// English words that no French diagnostic uses (lower case, whole words).
const ENGLISH: &[&str] = &[
    "the",
    "is",
    "are",
    "not",
    "no",
    "expected",
    "found",
    "while",
    "parsing",
    "invalid",
    "unknown",
    "cannot",
    "must",
    "does",
    "did",
    "allowed",
    "with",
    "should",
    "error",
    "piece",
    "square",
    "occupied",
    "rank",
    "such",
    "this",
    "there",
    "only",
    "of",
    "to",
    "in",
    "and",
    "be",
    "one",
    "got",
    "known",
    "number",
    "key",
    "value",
    "mapping",
    "sequence",
    "scalar",
    "indentation",
    "missing",
    "string",
    "boolean",
];

/// The lines a diagnostic writes itself: its headline, `trouvé` and `aide`, without
/// the echoed source line nor what sits between « » (the author's own text).
fn own_words(report: &str) -> Vec<String> {
    let mut words = Vec::new();
    for line in report.lines() {
        let line = line.trim_start();
        let Some(text) = line
            .strip_prefix("erreur: ")
            .or_else(|| line.split_once("= trouvé : ").map(|x| x.1))
            .or_else(|| line.split_once("= aide : ").map(|x| x.1))
        else {
            continue;
        };
        let mut outside = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '«' => depth += 1,
                '»' => depth -= 1,
                _ if depth == 0 => outside.push(c),
                _ => {}
            }
        }
        words.extend(
            outside
                .split(|c: char| !c.is_alphabetic() && c != '\'')
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase),
        );
    }
    words
}

#[test]
fn no_diagnostic_speaks_english() {
    for (name, body) in cases() {
        let text = report(&name, &body);
        let english: Vec<String> = own_words(&text)
            .into_iter()
            .filter(|w| ENGLISH.contains(&w.as_str()))
            .collect();
        assert!(english.is_empty(), "{name}: {english:?} in\n{text}");
    }
}

#[test]
fn the_word_list_catches_english() {
    let english = "erreur: YAML illisible : while parsing a flow sequence, expected ',' or ']'\n";
    assert!(
        own_words(english)
            .iter()
            .any(|w| ENGLISH.contains(&w.as_str()))
    );
}

#[test]
fn bughouse_moves_may_be_written_with_a_space() {
    let moves = arbitre::commands::run_moves_command("bughouse", "start", "A. e4 a. e5")
        .expect("A. e4 a. e5 is two moves");
    assert!(moves.iter().any(|m| m.starts_with("A.")), "{moves:?}");
    let two = arbitre::notation::split_moves("A. e4 b.e5 12B. Nf3");
    assert_eq!(two, vec!["A. e4", "b.e5", "12B. Nf3"]);
}

#[test]
fn an_unknown_page_game_is_reported_once_at_the_front_matter() {
    use arbitre::site::{self, PlainRenderer};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"Essai\"\n").unwrap();
    std::fs::write(
        root.join("content/SUMMARY.md"),
        "# Sommaire\n\n- [Page](page.md)\n",
    )
    .unwrap();
    let block = "```position\nsetup: start\nexpect:\n  next: white\n```\n\n";
    std::fs::write(
        root.join("content/page.md"),
        format!("---\ntitle: Page\ngame: chesss\n---\n# Page\n\n{block}{block}"),
    )
    .unwrap();
    let report = site::check(root, &PlainRenderer).unwrap();
    assert!(!report.ok());
    let all: Vec<String> = report
        .problems
        .iter()
        .map(|p| p.to_string())
        .chain(report.diagnostics.iter().map(arbitre::report::diagnostic))
        .collect();
    let said: Vec<&String> = all.iter().filter(|m| m.contains("chesss")).collect();
    assert_eq!(said.len(), 1, "{all:#?}");
    assert!(said[0].contains("content/page.md:3"), "{said:?}");
    assert!(said[0].contains("« chess »"), "{said:?}");
}

/// Every string literal of `dir` (recursively) that reads like a sentence: two words of
/// letters side by side. Comments and unit tests (from `#[cfg(test)]` on, which write
/// inputs, not output) are skipped; `allowed` lists input the code reads (not text it
/// writes).
fn sentences_in(dir: &Path, allowed: &[&str]) -> Vec<String> {
    let mut files = vec![dir.to_path_buf()];
    let mut found = Vec::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        // a module's tests in a sibling `tests.rs` (`#[cfg(test)] mod tests;`)
        if p.extension().is_none_or(|e| e != "rs") || p.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("#[cfg(test)]") {
                break;
            }
            if code.starts_with("//") {
                continue;
            }
            for literal in code.split('"').skip(1).step_by(2) {
                let words: Vec<&str> = literal
                    .split([' ', ',', ':', ';', '\''])
                    .filter(|w| w.chars().count() >= 2 && w.chars().all(char::is_alphabetic))
                    .collect();
                if words.len() >= 2 && !allowed.contains(&literal) {
                    found.push(format!("{}:{}: \"{literal}\"", p.display(), n + 1));
                }
            }
        }
    }
    found
}

/// Input the code reads (never writes), per file: these literals look like sentences.
fn read_not_written(file: &str) -> &'static [&'static str] {
    match file {
        // BPGN result comments are read, never written, in English.
        "notation/bughouse.rs" | "notation/record/bpgn.rs" => &["forfeits on time"],
        // PGN's SetUp comment that some exporters write instead of the tag (read only)
        "notation/record/pgn.rs" => &["From Position", "From position"],
        // an SVG attribute the print pages rewrite
        "site/print/rewrite.rs" => &["xlink:href"],
        // `scores: none` is a claim key (contract), not a sentence
        "example/claims.rs" => &["scores: none"],
        // blessing writes `draw: true` back into the book: a claim (contract), not a
        // sentence
        "authoring/bless/fixes.rs" => &["draw: true"],
        // mdBook's test for a rust block that has its own main (searched, not written)
        "site/code/hide.rs" => &["fn main"],
        // the panic message of a constant pattern that a unit test compiles
        "book/directives.rs" => &["the directive pattern compiles"],
        // what a preprocessor's JSON lacked, named by the protocol's own field, put
        // after the French sentence of `fr::book` like serde's own complaint
        "book/preprocess.rs" => &["no `items` list"],
        // where the diagrams' rules begin and end in arbitre.css (searched, not written)
        "mdbook/mod.rs" => &["/* Diagrammes : lien PNG", "/* Téléphone : les diagrammes"],
        // book.toml's reader sorts the TOML parser's English complaints by their words
        // (read, never shown) into a `TomlSyntax`
        "book/config/faults.rs" => &[
            "duplicate key",
            "unclosed table",
            "missing table open",
            "unclosed array table",
            "unclosed array",
            "unclosed inline table",
            "missing value",
            "missing value for key",
            "key with no value",
            "string values must be quoted",
            "invalid basic string",
            "invalid string",
            "invalid literal string",
            "invalid multi-line basic string",
            "missing escaped value",
            "missing comma between array elements",
            "missing comma between key-value pairs",
            "extra comma in array",
            "extra comma in inline table",
            "missing assignment between key-value pairs",
            "extra assignment between key-value pairs",
            "invalid unquoted key",
            "invalid key",
            "unquoted keys cannot be empty",
            "unexpected content",
            "unexpected key or value",
            "invalid key-value pair",
            "unexpected content between comment and newline",
            "invalid value",
            "invalid boolean",
            "invalid integer number",
            "invalid float",
            "unexpected leading zero",
        ],
        // the YAML reader sorts the parser's English complaints by their words (read,
        // never shown) and hands the kind to fr::input
        "example/yaml.rs" => &[
            "flow sequence",
            "flow mapping",
            "misplaced bracket",
            "block mapping, did not find expected key",
            "block collection",
            "mapping values are not allowed",
            "simple key",
            "quoted scalar, found unexpected end",
            "quoted scalar",
            "unknown escape",
            "did not find expected node content",
            "unexpected eof",
            "unexpected character",
            "block scalar",
            "recursion limit",
            "plain scalar cannot start with '-'",
        ],
        _ => &[],
    }
}

#[test]
fn no_sentence_is_built_outside_the_french_module() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    // the site crate, and the engine and notation crates beside it
    for (crate_dir, prefix) in [
        ("", ""),
        ("crates/rules/", "rules/"),
        ("crates/notation/", "notation/"),
    ] {
        let engine = prefix == "rules/";
        let root = manifest.join(crate_dir).join("src");
        let mut files = vec![root.clone()];
        while let Some(p) = files.pop() {
            let rel = p
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            // src/fr (fault words) and src/lang (page words) say everything; an option's
            // French label and description are part of its one declaration in the rules,
            // data rather than text built from results
            let words = prefix.is_empty() && (rel == "fr" || rel == "lang");
            if words || (engine && rel.ends_with("options.rs")) {
                continue;
            }
            if p.is_dir() {
                files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let rel = format!("{prefix}{rel}");
            found.extend(sentences_in(&p, read_not_written(&rel)));
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    // and the check itself sees a sentence
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("a.rs"),
        "fn f() -> String { format!(\"coup {n} illisible\") }\n",
    )
    .unwrap();
    assert_eq!(sentences_in(dir.path(), &[]).len(), 1);
}

#[test]
fn notation_faults_are_typed_and_said_in_french() {
    use arbitre::notation::{BughouseFault, ChessFault, NotationFault, chess::parse_fen};
    let e = parse_fen("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    assert_eq!(
        e.fault,
        NotationFault::Chess(ChessFault::FenCharacter {
            found: 'x',
            rank: 7
        })
    );
    assert_eq!(
        arbitre::fr::notation::message(&e.fault),
        "FEN invalide : caractère « x » inconnu dans la rangée 7."
    );
    // one board of two: the board's letter, then the board's own fault
    let e = arbitre::notation::parse_position(
        arbitre::rules::Preset::Bughouse,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
    )
    .unwrap_err();
    assert!(
        matches!(&e.fault, NotationFault::Bughouse(BughouseFault::OnBoard { board: 'B', fault }) if matches!(**fault, NotationFault::Chess(ChessFault::FenRankShort { rank: 1, files: 7 }))),
        "{:?}",
        e.fault
    );
    assert!(
        arbitre::fr::notation::message(&e.fault).starts_with("Échiquier B : FEN invalide"),
        "{}",
        arbitre::fr::notation::message(&e.fault)
    );
    // counts agree with their noun
    let e = arbitre::notation::parse_position(
        arbitre::rules::Preset::Chess4Teams,
        "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x",
    )
    .unwrap_err();
    assert_eq!(
        arbitre::fr::notation::message(&e.fault),
        "FEN4 : 14 rangées attendues, 1 trouvée."
    );
}

#[test]
fn four_player_faults_name_seats_in_french_and_refusals_without_debug_text() {
    use arbitre::notation::{chess4, from_pieces};
    use arbitre::rules::Preset;
    let two_kings = from_pieces(
        Preset::Chess4Teams,
        &[
            (0, vec!["Kh1".into(), "Kd1".into()]),
            (1, vec!["Ka7".into()]),
        ],
        0,
    )
    .unwrap_err();
    assert_eq!(
        arbitre::fr::notation::message(&two_kings.fault),
        "Deux rois pour Rouge."
    );
    // a replayed PGN4 move the game refuses says why, in French
    let e = chess4::replay_pgn4(Preset::Chess4Teams, "1. h2-h5").unwrap_err();
    assert!(
        arbitre::fr::notation::message(&e.fault).starts_with("Coup « h2-h5 » refusé : "),
        "{}",
        arbitre::fr::notation::message(&e.fault)
    );
    // no engine enum name (`CannotReach { .. }`): no word with a capital inside
    let camel = arbitre::fr::notation::message(&e.fault)
        .split_whitespace()
        .any(|w| w.chars().skip(1).any(|c| c.is_ascii_uppercase()));
    assert!(
        !camel && !arbitre::fr::notation::message(&e.fault).contains('{'),
        "{}",
        arbitre::fr::notation::message(&e.fault)
    );
}

#[test]
fn a_move_of_the_command_line_is_named_once() {
    let e = arbitre::commands::run_moves_command("chess", "start", "e4 Ke3").unwrap_err();
    assert_eq!(
        e,
        "coup 2 « Ke3 » impossible : aucune pièce de ce type ne peut aller en e3"
    );
    let e = arbitre::commands::run_moves_command("chess", "start", "e4 e5 Qh9").unwrap_err();
    assert!(e.starts_with("coup 3 « Qh9 » illisible"), "{e}");
}

/// A book in a temporary folder: `files` as (path, text), checked with the plain
/// renderer. Returns the report's rendered faults and warnings, and the report.
fn check_book(files: &[(&str, &str)]) -> (String, arbitre::site::Report) {
    use arbitre::site::{self, PlainRenderer};
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    let report = site::check(dir.path(), &PlainRenderer).unwrap();
    let mut out = Vec::new();
    arbitre::report::write_diagnostics(&report, &mut out).unwrap();
    (String::from_utf8(out).unwrap(), report)
}

#[test]
fn a_page_listed_twice_in_summary_is_one_fault_and_read_once() {
    let (text, report) = check_book(&[
        ("book.toml", "[book]\ntitle = \"T\"\n"),
        (
            "content/SUMMARY.md",
            "- [A](a.md)\n- [B](b.md)\n- [A encore](a.md)\n",
        ),
        ("content/a.md", "# A\n\n```posiiton\ngame: chess\n```\n"),
        ("content/b.md", "# B\n"),
    ]);
    assert_eq!(report.problems.len(), 1, "{text}");
    assert!(
        text.contains(
            "« a.md » figure déjà dans le sommaire (ligne 1)\n  --> content/SUMMARY.md:3:"
        ),
        "{text}"
    );
    // the page is laid out once: no second output, its warning said once
    assert!(!text.contains("deux fois"), "{text}");
    assert_eq!(text.matches("« posiiton »").count(), 1, "{text}");
    assert_eq!(arbitre::report::summary_line(&report), "0 passed, 1 failed");
}

#[test]
fn a_missing_anchor_suggests_the_heading_it_lengthens() {
    let (text, report) = check_book(&[
        ("book.toml", "[book]\ntitle = \"T\"\n"),
        ("content/SUMMARY.md", "- [A](a.md)\n- [B](b.md)\n"),
        (
            "content/a.md",
            "# A\n\nVoir [le roque](b.md#le-roque-court) et [rien](b.md#zzzz).\n",
        ),
        ("content/b.md", "# B\n\n## Le roque\n\nTexte.\n"),
    ]);
    assert_eq!(report.failures(), 2, "{text}");
    assert!(
        text.contains("ancre introuvable « #le-roque-court » dans « b.md »"),
        "{text}"
    );
    assert!(
        text.contains("= aide : vouliez-vous dire « #le-roque » ?"),
        "{text}"
    );
    // nothing near `zzzz`: no guess
    assert_eq!(text.matches("vouliez-vous dire").count(), 1, "{text}");
}

#[cfg(unix)]
#[test]
fn a_broken_symbolic_link_in_the_pages_says_what_it_names() {
    use arbitre::site::{self, PlainRenderer};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"T\"\n").unwrap();
    std::fs::write(root.join("content/SUMMARY.md"), "- [A](a.md)\n").unwrap();
    std::fs::write(root.join("content/a.md"), "# A\n").unwrap();
    std::os::unix::fs::symlink("ailleurs.md", root.join("content/casse.md")).unwrap();
    let report = site::check(root, &PlainRenderer).unwrap();
    let all: Vec<String> = report
        .problems
        .iter()
        .chain(&report.warnings)
        .map(|p| p.to_string())
        .collect();
    assert!(
        all.contains(
            &"content/casse.md:1: lien symbolique cassé : « ailleurs.md » n'existe pas".to_string()
        ),
        "{all:#?}"
    );
    assert!(!report.ok());
}

#[test]
fn template_faults_are_said_in_french_at_their_column() {
    let summary = ("content/SUMMARY.md", "- [A](a.md)\n");
    let page = ("content/a.md", "# A\n");
    let toml = ("book.toml", "[book]\ntitle = \"T\"\n");
    let cases = [
        (
            "{{ page.title | majuscules }}\n",
            "gabarit invalide : filtre inconnu « majuscules »",
            (1, 17),
        ),
        (
            "<p>\n{% if page.title %}\n",
            "gabarit invalide : fin du fichier inattendue",
            (3, 1),
        ),
        (
            "{{ 1 + }}\n",
            "gabarit invalide : « }} » inattendu ici",
            (1, 8),
        ),
    ];
    for (template, headline, (line, col)) in cases {
        let (text, report) = check_book(&[toml, summary, page, ("templates/page.html", template)]);
        assert!(!report.ok(), "{template}");
        let p = report
            .problems
            .iter()
            .find(|p| p.file == "templates/page.html")
            .unwrap_or_else(|| panic!("{text}"));
        let said = arbitre::report::fault(&p.fault);
        assert!(said.starts_with(headline), "{template}: {text}");
        assert_eq!((p.line, p.col), (line, col), "{template}: {text}");
        let english: Vec<String> = own_words(&text)
            .into_iter()
            .filter(|w| ENGLISH.contains(&w.as_str()))
            .collect();
        assert!(english.is_empty(), "{english:?} in\n{text}");
    }
}

#[test]
fn a_link_into_a_page_with_broken_front_matter_is_not_a_second_fault() {
    let (text, report) = check_book(&[
        ("book.toml", "[book]\ntitle = \"T\"\n"),
        ("content/SUMMARY.md", "- [A](a.md)\n- [B](b.md)\n"),
        (
            "content/a.md",
            "# A\n\nVoir [le roque](b.md#le-roque) et [ailleurs](c.md#x).\n",
        ),
        // the front matter never closes: B's headings, hence its anchors, are unknown
        ("content/b.md", "---\ngame: chess\n# B\n\n## Le roque\n"),
    ]);
    // B's own fault and the link to a missing page; nothing about #le-roque
    assert_eq!(report.failures(), 2, "{text}");
    assert!(!text.contains("ancre introuvable"), "{text}");
    assert!(text.contains("content/b.md:1"), "{text}");
}

#[test]
fn block_reports_travel_typed_to_the_edge() {
    use arbitre::site::{self, Diagnostic, ExampleRenderer};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"Essai\"\n").unwrap();
    std::fs::write(
        root.join("content/SUMMARY.md"),
        "# Sommaire\n\n- [Page](page.md)\n",
    )
    .unwrap();
    std::fs::write(
        root.join("content/page.md"),
        "# Page\n\n```position\ngame: chess\nsetup: start\nexpect:\n  check: [white]\n```\n\n\
         ```settings\nnope\n```\n",
    )
    .unwrap();
    let report = site::check(root, &ExampleRenderer::default()).unwrap();
    assert_eq!((report.passed, report.failed), (0, 2));
    let [first, second] = &report.diagnostics[..] else {
        panic!("{:?}", report.diagnostics);
    };
    // the example's failure, as the checker typed it, with the texts it was read from
    let Diagnostic::Example { sources, failure } = first else {
        panic!("{first:?}");
    };
    assert_eq!(failure.claim, "check: [white]");
    assert_eq!(sources[0].path, Path::new("content/page.md"));
    let Diagnostic::UnknownGame { file, line, preset } = second else {
        panic!("{second:?}");
    };
    assert_eq!(
        (file.as_str(), *line, preset.as_str()),
        ("content/page.md", 11, "nope")
    );
    // and the edge says them, in French
    let said = arbitre::report::diagnostic(first);
    assert!(said.starts_with("erreur: "), "{said}");
    assert!(said.contains("--> content/page.md:7:"), "{said}");
    let said = arbitre::report::diagnostic(second);
    assert!(said.contains("jeu inconnu « nope »"), "{said}");
}
