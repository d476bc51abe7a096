//! mdBook's directives, code blocks and Markdown extensions (issue #30, part 2): a small
//! book written for these tests (tests/data/mdbook-content/book) built by a real mdBook
//! 0.5 and by arbitre, page by page; the directives' faults; external preprocessors
//! through mdBook's JSON protocol.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::site_common::{copy_dir, main_of};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/mdbook-content")
}

fn arbitre(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("run arbitre");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The fixture book in a temporary folder, built by mdBook and by arbitre.
struct Built {
    _tmp: tempfile::TempDir,
    mdbook: PathBuf,
    arbitre: PathBuf,
}

fn build_both() -> Built {
    let tmp = tempfile::tempdir().unwrap();
    let book = tmp.path().join("book");
    copy_dir(&data().join("book"), &book);
    let mdbook = tmp.path().join("out-mdbook");
    let out = Command::new(super::tools::mdbook())
        .arg("build")
        .arg(&book)
        .arg("-d")
        .arg(&mdbook)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ours = tmp.path().join("out-arbitre");
    let (code, stdout, stderr) = arbitre(&[
        "build",
        book.to_str().unwrap(),
        "-o",
        ours.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(!stderr.contains("absente du sommaire"), "{stderr}");
    Built {
        _tmp: tmp,
        mdbook,
        arbitre: ours,
    }
}

/// The chapter's own content: `<main>` without navigation, scripts, pictures and
/// buttons.
fn content(path: &Path) -> String {
    let html = std::fs::read_to_string(path).unwrap();
    let mut main = main_of(&html).to_string();
    for (open, close) in [
        ("<nav", "</nav>"),
        ("<script", "</script>"),
        ("<svg", "</svg>"),
        ("<div class=\"code-buttons\"", "</div>"),
        ("<a class=\"ancre\"", "</a>"),
        // (footnotes: mdBook numbers them as an ordered list, arbitre in text)
        ("<sup class=\"footnote-definition-label\"", "</sup>"),
    ] {
        while let Some(s) = main.find(open) {
            let Some(e) = main[s..].find(close) else {
                break;
            };
            main.replace_range(s..s + e + close.len(), " ");
        }
    }
    main
}

/// The words of some HTML (tags dropped, entities of quotes read), counted.
fn words(html: &str) -> BTreeMap<String, usize> {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    let text = text
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
        .replace("&#39;", "'");
    let mut out = BTreeMap::new();
    for w in text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        *out.entry(w.to_lowercase()).or_insert(0) += 1;
    }
    out
}

/// The class lists of the `<code …>` elements of a page, in order.
fn code_classes(html: &str) -> Vec<String> {
    html.match_indices("<code")
        .map(|(i, _)| {
            let tag = &html[i..i + html[i..].find('>').unwrap()];
            match tag.find("class=\"") {
                Some(c) => tag[c + 7..].split('"').next().unwrap().to_string(),
                None => String::new(),
            }
        })
        .collect()
}

#[test]
fn pages_have_mdbooks_words_classes_and_hidden_lines() {
    let b = build_both();
    for page in ["includes.html", "code.html", "extensions.html"] {
        let ours = content(&b.arbitre.join(page));
        let theirs = content(&b.mdbook.join(page));
        assert_eq!(
            words(&ours),
            words(&theirs),
            "{page}:\n{ours}\n---\n{theirs}"
        );
        assert_eq!(code_classes(&ours), code_classes(&theirs), "{page}");
        assert_eq!(
            ours.matches("class=\"boring\"").count(),
            theirs.matches("class=\"boring\"").count(),
            "{page}"
        );
        assert_eq!(
            ours.matches("<pre class=\"playground\"").count(),
            theirs.matches("<pre class=\"playground\"").count(),
            "{page}"
        );
    }
    let includes = content(&b.arbitre.join("includes.html"));
    assert!(includes.contains("its own include"), "{includes}");
    assert!(includes.contains("echo line.</p>"), "{includes}");
    assert!(includes.contains("<code>{{#include listings/lines.txt}}</code>"));
    assert!(!includes.contains("ANCHOR"), "{includes}");
    let code = content(&b.arbitre.join("code.html"));
    assert!(
        code.contains("<span class=\"hl-"),
        "highlighted at build time"
    );
    // hidden lines are hidden by the stylesheet, shown by the toggle
    let css = std::fs::read_to_string(b.arbitre.join("static/arbitre.css")).unwrap();
    assert!(css.contains("pre .boring { display: none; }"));
    // the Run button on runnable blocks only (mdBook's `pre.playground`)
    let runs = std::fs::read_to_string(b.arbitre.join("code.html"))
        .unwrap()
        .matches("class=\"code-run\"")
        .count();
    assert_eq!(runs, code.matches("<pre class=\"playground\"").count());
    let ext = content(&b.arbitre.join("extensions.html"));
    for kind in ["note", "tip", "important", "warning", "caution"] {
        assert!(ext.contains(&format!("blockquote-tag-{kind}")), "{kind}");
    }
    assert!(ext.contains("<dl>") && ext.contains("<dd>A red fruit.</dd>"));
    let snapshot = content(&b.arbitre.join("code.html"));
    insta::assert_snapshot!("mdbook_content_code_page", snapshot);
}

/// A book of one page `a.md` with `text`, and the files `more`.
fn book_with(text: &str, more: &[(&str, &str)], toml_more: &str) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    std::fs::create_dir_all(root.join("src")).unwrap();
    std::fs::write(
        root.join("book.toml"),
        format!("[book]\ntitle = \"T\"\nsrc = \"src\"\n{toml_more}"),
    )
    .unwrap();
    std::fs::write(root.join("src/SUMMARY.md"), "# Sommaire\n\n- [A](a.md)\n").unwrap();
    std::fs::write(root.join("src/a.md"), text).unwrap();
    for (name, body) in more {
        let p = root.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, body).unwrap();
    }
    tmp
}

fn build(tmp: &tempfile::TempDir) -> (i32, String, String) {
    let root = tmp.path();
    let out = root.join("out");
    arbitre(&["build", root.to_str().unwrap(), "-o", out.to_str().unwrap()])
}

/// The same book built by the real mdBook into `md/`; its failure fails the test.
fn build_with_mdbook(tmp: &tempfile::TempDir) {
    let out = Command::new(super::tools::mdbook())
        .arg("build")
        .arg(tmp.path())
        .arg("-d")
        .arg(tmp.path().join("md"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_missing_included_file_is_an_error_at_the_directive() {
    let tmp = book_with("# A\n\nTexte.\n{{#include absent.rs:2}}\n", &[], "");
    let (code, _, stderr) = build(&tmp);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("src/a.md:4:1"), "{stderr}");
    assert!(stderr.contains("absent.rs"), "{stderr}");
    assert!(stderr.contains("illisible"), "{stderr}");
    assert!(!tmp.path().join("out").exists(), "nothing half-written");
}

#[test]
fn cyclic_includes_stop_at_mdbooks_depth() {
    let tmp = book_with(
        "# A\n\n{{#include b.md}}\n",
        &[("src/b.md", "b {{#include b.md}}\n")],
        "",
    );
    let (code, _, stderr) = build(&tmp);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("src/a.md:3:1"), "{stderr}");
    assert!(stderr.contains("10 niveaux"), "{stderr}");
}

#[test]
fn examples_in_included_files_are_checked_at_the_directive_line() {
    let example = "```position\ngame: chess\nsetup: r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nexpect:\n  legal: [O-O, O-O-O, Kf9]\n```\n";
    let tmp = book_with(
        "# A\n\nAvant.\n\n{{#include parts/ex.md}}\n\nAprès [lien](absent.md).\n",
        &[("src/parts/ex.md", example)],
        "",
    );
    let (code, stdout, stderr) = build(&tmp);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stdout.contains("0 passed"), "{stdout}{stderr}");
    // the example's fault at the page: the directive's line (5), plus its line in the
    // block (fence 6, `legal:` the block's fourth line)
    assert!(stderr.contains("src/a.md:9:23"), "{stderr}");
    assert!(stderr.contains("legal: [O-O, O-O-O, Kf9]"), "{stderr}");
    // the page's own lines after the include keep their numbers and their text
    assert!(stderr.contains("src/a.md:7:"), "{stderr}");
    assert!(stderr.contains("Après [lien](absent.md)."), "{stderr}");
}

const PREPROCESSOR: &str = r#"#!/usr/bin/env python3
import json, sys
if len(sys.argv) > 1 and sys.argv[1] == "supports":
    sys.exit(0 if sys.argv[2] == "html" else 1)
ctx, book = json.load(sys.stdin)
assert ctx["renderer"] == "html" and "book" in ctx["config"]
def walk(items):
    for it in items:
        if isinstance(it, dict) and "Chapter" in it:
            ch = it["Chapter"]
            ch["content"] = ch["content"].replace("REMPLACEZ-MOI", "remplacé par " + sys.argv[0].split("/")[-1])
            walk(ch["sub_items"])
walk(book["items"])
json.dump(book, sys.stdout)
"#;

const FAILING: &str =
    "#!/bin/sh\n[ \"$1\" = supports ] && exit 0\necho 'syntaxe inconnue ligne 3' >&2\nexit 3\n";

fn executable(tmp: &tempfile::TempDir, name: &str, text: &str) {
    use std::os::unix::fs::PermissionsExt;
    let p = tmp.path().join(name);
    std::fs::write(&p, text).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn an_external_preprocessor_runs_through_mdbooks_protocol() {
    let tmp = book_with(
        "# A\n\nREMPLACEZ-MOI\n",
        &[],
        "[preprocessor.remplace]\ncommand = \"./remplace.py\"\n",
    );
    executable(&tmp, "remplace.py", PREPROCESSOR);
    let (code, stdout, stderr) = build(&tmp);
    assert_eq!(code, 0, "{stdout}{stderr}");
    let page = std::fs::read_to_string(tmp.path().join("out/a.html")).unwrap();
    assert!(page.contains("remplacé par remplace.py"), "{page}");
    // the same book through a real mdBook: the same text
    build_with_mdbook(&tmp);
    let theirs = std::fs::read_to_string(tmp.path().join("md/a.html")).unwrap();
    assert!(theirs.contains("remplacé par remplace.py"));
}

#[test]
fn a_failing_preprocessor_is_named_with_its_stderr() {
    let tmp = book_with(
        "# A\n",
        &[],
        "\n[preprocessor.casse]\ncommand = \"./casse.sh\"\n",
    );
    executable(&tmp, "casse.sh", FAILING);
    let (code, _, stderr) = build(&tmp);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("book.toml:5"), "{stderr}");
    assert!(stderr.contains("préprocesseur « casse »"), "{stderr}");
    assert!(stderr.contains("code 3"), "{stderr}");
    assert!(stderr.contains("syntaxe inconnue ligne 3"), "{stderr}");
    let missing = book_with("# A\n", &[], "[preprocessor.absent]\n");
    let (code, _, stderr) = build(&missing);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("mdbook-absent"), "{stderr}");
}

/// A preprocessor whose command is not found: with `optional = true` mdBook 0.5 warns
/// and builds without it, and so does arbitre (a warning at book.toml, in French);
/// without it both refuse the book, arbitre naming book.toml's line and the key.
#[test]
fn a_missing_optional_preprocessor_is_a_warning_as_in_mdbook() {
    let mdbook = |tmp: &tempfile::TempDir| {
        Command::new(super::tools::mdbook())
            .arg("build")
            .arg(tmp.path())
            .arg("-d")
            .arg(tmp.path().join("md"))
            .output()
            .unwrap()
    };
    for renderers in ["", "renderers = [\"html\"]\n"] {
        let toml = format!(
            "\n[preprocessor.fantome]\ncommand = \"arbitre-fantome-introuvable\"\noptional = true\n{renderers}"
        );
        let tmp = book_with("# A\n\nTexte.\n", &[], &toml);
        let (code, stdout, stderr) = build(&tmp);
        assert_eq!(code, 0, "{stdout}{stderr}");
        assert!(stderr.contains("attention"), "{stderr}");
        assert!(stderr.contains("book.toml:5"), "{stderr}");
        assert!(stderr.contains("préprocesseur « fantome »"), "{stderr}");
        assert!(stderr.contains("optional = true"), "{stderr}");
        assert!(tmp.path().join("out/a.html").is_file());
        let theirs = mdbook(&tmp);
        assert!(theirs.status.success(), "{theirs:?}");
        let said = String::from_utf8_lossy(&theirs.stderr);
        assert!(said.contains("marked as optional"), "{said}");
    }
    let tmp = book_with(
        "# A\n",
        &[],
        "\n[preprocessor.fantome]\ncommand = \"arbitre-fantome-introuvable\"\n",
    );
    let (code, _, stderr) = build(&tmp);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("book.toml:5"), "{stderr}");
    assert!(stderr.contains("[preprocessor.fantome]"), "{stderr}");
    assert!(stderr.contains("`optional = true`"), "{stderr}");
    assert!(!tmp.path().join("out").exists(), "nothing half-written");
    assert!(!mdbook(&tmp).status.success());
}

/// Records the book it receives (`received-N.json`, N: the how-many-th run) and marks
/// every chapter, nested ones included, as changed by it.
const RECORDER: &str = r#"#!/usr/bin/env python3
import json, os, sys
if len(sys.argv) > 1 and sys.argv[1] == "supports":
    sys.exit(0)
ctx, book = json.load(sys.stdin)
n = len([f for f in os.listdir(".") if f.startswith("received-")])
with open("received-%d.json" % n, "w") as f:
    json.dump(book, f)
def walk(items):
    for it in items:
        if isinstance(it, dict) and "Chapter" in it:
            ch = it["Chapter"]
            ch["content"] = ch["content"].replace("CHANGE", "changé par le préprocesseur")
            walk(ch["sub_items"])
walk(book["items"])
json.dump(book, sys.stdout)
"#;

/// A nested book (part titles, three levels, a draft, a separator, a README) through
/// a preprocessor that records what it receives: arbitre sends the very structure
/// mdBook 0.5 sends, and a change the preprocessor makes deep down shows on the page.
#[test]
fn a_preprocessor_receives_the_book_nested_as_mdbook_sends_it() {
    let summary = "# Sommaire\n\n[Intro](intro.md)\n\n# Partie un\n\n- [A](a/README.md)\n  - [B](a/b.md)\n    - [C](a/c.md)\n  - [Brouillon]()\n- [D](d.md)\n\n---\n\n# Partie deux\n\n- [E](e.md)\n\n[Fin](fin.md)\n";
    let files: Vec<(String, String)> = ["intro", "a/README", "a/b", "a/c", "d", "e", "fin"]
        .iter()
        .map(|f| {
            (
                format!("src/{f}.md"),
                format!("# Titre {f}\n\nTexte {f} CHANGE.\n"),
            )
        })
        .collect();
    let mut more: Vec<(&str, &str)> = files.iter().map(|(a, b)| (&a[..], &b[..])).collect();
    more.push(("src/SUMMARY.md", summary));
    let tmp = book_with(
        "",
        &more,
        "\n[preprocessor.note]\ncommand = \"./note.py\"\n",
    );
    executable(&tmp, "note.py", RECORDER);
    let (code, stdout, stderr) = build(&tmp);
    assert_eq!(code, 0, "{stdout}{stderr}");
    build_with_mdbook(&tmp);
    let read = |n: usize| -> serde_json::Value {
        let text = std::fs::read_to_string(tmp.path().join(format!("received-{n}.json")));
        serde_json::from_str(&text.expect("the preprocessor ran")).unwrap()
    };
    let (ours, theirs) = (read(0), read(1));
    assert!(!tmp.path().join("received-2.json").exists());
    assert_eq!(
        serde_json::to_string_pretty(&ours).unwrap(),
        serde_json::to_string_pretty(&theirs).unwrap()
    );
    // the deepest chapter (1.1.1.) and the README, changed by the preprocessor
    for page in ["a/c.html", "a/index.html", "fin.html"] {
        let html = std::fs::read_to_string(tmp.path().join("out").join(page)).unwrap();
        assert!(
            html.contains("changé par le préprocesseur"),
            "{page}: {html}"
        );
        assert!(!html.contains("CHANGE"), "{page}");
    }
}
