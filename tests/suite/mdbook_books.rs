//! mdBook books built unchanged (issue #30, its first part): each small book of
//! tests/data/mdbook-books/ is built by the real mdBook 0.5 and by arbitre, and the two
//! sites compared by scripts/compare_books.py (file set, share of mdBook's words on each
//! page, heading ids, redirects); then what each book is about is checked on its own.
use std::path::{Path, PathBuf};
use std::process::Command;

use super::site_common::copy_dir;

fn books() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/mdbook-books")
}

/// The book `name` copied twice (mdBook and arbitre each create files in theirs).
struct Pair {
    _tmp: tempfile::TempDir,
    mdbook: PathBuf,
    arbitre: PathBuf,
}

fn pair(name: &str) -> Pair {
    let tmp = tempfile::tempdir().unwrap();
    let (m, a) = (tmp.path().join("mdbook"), tmp.path().join("arbitre"));
    copy_dir(&books().join(name), &m);
    copy_dir(&books().join(name), &a);
    Pair {
        _tmp: tmp,
        mdbook: m,
        arbitre: a,
    }
}

fn run(cmd: &mut Command) -> (i32, String) {
    let out = cmd.output().expect("run");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.code().unwrap_or(-1), text)
}

fn arbitre_build(book: &Path) -> (i32, String) {
    run(Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .arg("build")
        .arg(book)
        .env("NO_COLOR", "1"))
}

fn mdbook_build(book: &Path) -> (i32, String) {
    run(Command::new(super::tools::mdbook()).arg("build").arg(book))
}

/// Both builds, both must succeed; the comparison's summary.
fn build_both(p: &Pair) -> (serde_json::Value, String) {
    let (code, said) = mdbook_build(&p.mdbook);
    assert_eq!(code, 0, "mdbook build: {said}");
    let (code, warnings) = arbitre_build(&p.arbitre);
    assert_eq!(code, 0, "arbitre build: {warnings}");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/compare_books.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(p.mdbook.join("book"))
        .arg(p.arbitre.join("book"))
        .arg("--json")
        .output()
        .expect("python3 (scripts/test.sh needs it too)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary = serde_json::from_slice(&out.stdout).unwrap();
    (summary, warnings)
}

/// Every page mdBook wrote is written, with all of mdBook's words and ids (the 404
/// page's title too, whether the book has a 404.md or not).
fn assert_same_site(s: &serde_json::Value) {
    assert_eq!(s["pages_missing"], 0, "{s}");
    assert_eq!(s["under_99"], 0, "{s}");
    assert_eq!(s["ids_missing"], 0, "{s}");
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn every_mdbook_key_and_the_src_default_are_read_as_mdbook_reads_them() {
    let p = pair("config");
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    assert_eq!(s["pages"], 4, "{s}");
    // keys arbitre has no feature for are named, each at its line
    for key in ["git-repository-url", "output.html.playpen"] {
        assert!(warnings.contains(key), "{key}: {warnings}");
    }
    // `cname` is used: the CNAME file, as mdBook writes it
    assert!(!warnings.contains("cname"), "{warnings}");
    let cname = |site: &Path| read(&site.join("book/CNAME"));
    assert_eq!(cname(&p.arbitre), cname(&p.mdbook));
    assert!(warnings.contains("book.toml:37:"), "{warnings}");
    assert!(!warnings.contains("erreur"), "{warnings}");
}

#[test]
fn a_missing_summary_file_is_created_as_mdbook_creates_it() {
    let p = pair("create-missing");
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    for f in ["src/missing.md", "src/part/deep.md"] {
        assert_eq!(read(&p.arbitre.join(f)), read(&p.mdbook.join(f)), "{f}");
    }
    assert_eq!(
        read(&p.arbitre.join("src/part/deep.md")),
        "# Deep &amp; nested\n"
    );
    assert!(
        warnings.contains("« missing.md » n'existait pas") && warnings.contains("SUMMARY.md:4:"),
        "{warnings}"
    );
    // create-missing = false: the entry is an error at its line, and nothing is made
    let off = tempfile::tempdir().unwrap();
    copy_dir(&books().join("create-missing"), off.path());
    let toml = off.path().join("book.toml");
    std::fs::write(&toml, read(&toml) + "\n[build]\ncreate-missing = false\n").unwrap();
    let (code, said) = arbitre_build(off.path());
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("fichier introuvable « missing.md »"),
        "{said}"
    );
    assert!(said.contains("src/SUMMARY.md:4:"), "{said}");
    assert!(!off.path().join("src/missing.md").exists());
}

#[test]
fn links_that_leave_the_book_are_warnings_unless_linkcheck_says_otherwise() {
    let p = pair("outside-links");
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    assert_eq!(
        warnings.matches("il sort du dossier des pages").count(),
        3,
        "{warnings}"
    );
    assert!(warnings.contains("src/guide/inner.md:3:55"), "{warnings}");
    let with = |policy: &str| {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&books().join("outside-links"), dir.path());
        let toml = dir.path().join("book.toml");
        std::fs::write(
            &toml,
            read(&toml) + "\n[output.linkcheck]\n" + policy + "\n",
        )
        .unwrap();
        let r = arbitre_build(dir.path());
        (r, dir)
    };
    let ((code, said), _d) = with("warning-policy = \"error\"");
    assert_eq!(code, 1, "{said}");
    assert_eq!(said.matches("erreur: lien « ../").count(), 3, "{said}");
    let ((code, said), _d) = with("traverse-parent-directories = true");
    assert_eq!(code, 0, "{said}");
    assert!(!said.contains("sort du dossier"), "{said}");
    // arbitre's own key wins over mdbook-linkcheck's
    let ((code, said), _d) =
        with("warning-policy = \"ignore\"\n[arbitre]\noutside-links = \"error\"");
    assert_eq!(code, 1, "{said}");
    assert_eq!(said.matches("erreur: lien « ../").count(), 3, "{said}");
}

/// The dead links of tests/data/mdbook-books/dead-links (a missing page, image and
/// anchors, a page left out of the summary; mdBook builds the book with them).
const DEAD: [(&str, &str); 5] = [
    (
        "src/start.md:3:28",
        "lien cassé : page introuvable « absent.md »",
    ),
    (
        "src/start.md:3:59",
        "ancre introuvable « #nowhere » dans « guide/inner.md »",
    ),
    (
        "src/start.md:4:24",
        "ancre introuvable « #gone » sur cette page",
    ),
    (
        "src/start.md:6:26",
        "lien cassé : image introuvable « pictures/none.png »",
    ),
    (
        "src/guide/inner.md:5:60",
        "lien vers « ../unlisted.md » : cette page n'est pas dans le sommaire",
    ),
];

/// Each dead link said at its place, as `level` (`attention` or `erreur`), `src/`
/// read as `folder/`.
fn assert_dead_links_said(said: &str, level: &str, folder: &str) {
    for (place, fault) in DEAD {
        let place = place.replacen("src/", folder, 1);
        let report = format!("{level}: {fault}\n  --> {place}\n");
        assert!(said.contains(&report), "{report}: {said}");
    }
}

#[test]
fn dead_links_inside_an_mdbook_book_are_warnings_unless_it_asks_otherwise() {
    // mdBook builds the book with its dead links; so does arbitre, saying each one
    let p = pair("dead-links");
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    assert_dead_links_said(&warnings, "attention", "src/");
    assert!(!warnings.contains("erreur"), "{warnings}");
    assert!(
        warnings.contains(
            "bilan des liens : 5 liens cassés dans le livre, laissés en avertissements \
             (`internal-links = \"error\"` sous [arbitre] pour les refuser) ; 1 lien qui \
             sort du livre, non vérifié (`outside-links = \"error\"` sous [arbitre] pour les \
             refuser)\n"
        ),
        "{warnings}"
    );
    // asked for: errors, and nothing written
    for extra in [
        "[arbitre]\ninternal-links = \"error\"\n",
        // mdbook-linkcheck refuses dead links: a book that runs it asks for errors
        "[output.linkcheck]\n",
    ] {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&books().join("dead-links"), dir.path());
        let toml = dir.path().join("book.toml");
        std::fs::write(&toml, read(&toml) + extra).unwrap();
        let (code, said) = arbitre_build(dir.path());
        assert_eq!(code, 1, "{extra}: {said}");
        assert_dead_links_said(&said, "erreur", "src/");
        assert!(said.contains("1 lien qui sort du livre"), "{said}");
        assert!(said.contains("0 passed, 5 failed\n"), "{said}");
        assert!(!dir.path().join("book").exists(), "{extra}");
    }
}

#[test]
fn dead_links_inside_a_book_in_arbitres_layout_are_errors_unless_it_asks_otherwise() {
    // the same book with its pages in content/, arbitre's layout (that of the club's guide)
    let layout = |extra: &str| {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&books().join("dead-links"), dir.path());
        std::fs::rename(dir.path().join("src"), dir.path().join("content")).unwrap();
        let toml = dir.path().join("book.toml");
        std::fs::write(&toml, read(&toml) + extra).unwrap();
        let r = arbitre_build(dir.path());
        (r, dir)
    };
    let ((code, said), dir) = layout("");
    assert_eq!(code, 1, "{said}");
    assert_dead_links_said(&said, "erreur", "content/");
    assert!(!dir.path().join("book").exists());
    let ((code, said), dir) = layout("[arbitre]\ninternal-links = \"warn\"\n");
    assert_eq!(code, 0, "{said}");
    assert_dead_links_said(&said, "attention", "content/");
    assert!(said.contains("bilan des liens : 5 liens cassés"), "{said}");
    assert!(dir.path().join("book/start.html").is_file());
}

#[test]
fn the_clubs_guide_still_fails_on_a_dead_link() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    for part in ["content", "static", "templates"] {
        copy_dir(&root.join(part), &dir.path().join(part));
    }
    std::fs::copy(root.join("book.toml"), dir.path().join("book.toml")).unwrap();
    let page = dir.path().join("content/index.md");
    std::fs::write(&page, read(&page) + "\n[Les dames](dames.md)\n").unwrap();
    let (code, said) = arbitre_build(dir.path());
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains(
            "erreur: lien cassé : page introuvable « dames.md »\n  --> content/index.md:"
        ),
        "{said}"
    );
    assert!(said.contains(" passed, 1 failed\n"), "{said}");
    assert!(!dir.path().join("book").exists());
}

#[test]
fn an_english_book_gets_an_english_interface_and_no_french_typography() {
    let p = pair("english");
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    assert!(!warnings.contains("attention"), "{warnings}");
    let site = p.arbitre.join("book");
    let page = read(&site.join("quotes.html"));
    for words in [
        "Skip to content",
        ">Contents<",
        "<span>Next</span>",
        "Full contents",
    ] {
        assert!(page.contains(words), "{words}: {page}");
    }
    for french in [
        "Sommaire",
        "Précédent",
        "Suivant",
        "Aller au contenu",
        "\u{202f}",
        "«",
    ] {
        assert!(!page.contains(french), "{french:?} in {page}");
    }
    // the text as written (smart quotes are mdBook's too), no space added before ! ? : ;
    assert!(
        page.contains("She said “stop!” and he asked: “why?” It’s 10:30; the time is right."),
        "{page}"
    );
    let texts = read(&site.join("static/textes.js"));
    assert!(
        texts.contains("\"recherche.indication\":\"Search (/)\""),
        "{texts}"
    );
    assert!(read(&site.join("404.html")).contains("Document not found (404)"));
    // a language without interface words: English, and one warning naming it
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&books().join("english"), dir.path());
    let toml = dir.path().join("book.toml");
    std::fs::write(&toml, read(&toml).replace("\"en\"", "\"de\"")).unwrap();
    let (code, said) = arbitre_build(dir.path());
    assert_eq!(code, 0, "{said}");
    assert_eq!(said.matches("attention").count(), 1, "{said}");
    assert!(
        said.contains("« de »") && said.contains("book.toml:3:1"),
        "{said}"
    );
    let page = read(&dir.path().join("book/quotes.html"));
    assert!(page.contains("<html lang=\"de\">") && page.contains("Skip to content"));
    assert!(!page.contains('\u{202f}'), "{page}");
}

/// No `language`: an mdBook book (pages in `src/`) takes mdBook's `en`, so even its
/// 404 page has all of mdBook's words; a book in arbitre's `content/` keeps `fr`.
#[test]
fn a_book_without_language_gets_mdbooks_english_unless_it_is_in_content() {
    let p = pair("english");
    for book in [&p.mdbook, &p.arbitre] {
        let toml = book.join("book.toml");
        std::fs::write(&toml, read(&toml).replace("language = \"en\"\n", "")).unwrap();
        assert!(!read(&toml).contains("language"));
    }
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    assert!(!warnings.contains("attention"), "{warnings}");
    let site = p.arbitre.join("book");
    assert!(read(&site.join("quotes.html")).contains("<html lang=\"en\">"));
    assert!(read(&site.join("404.html")).contains("Document not found (404)"));
    // the same book in content/: arbitre's own layout, French
    std::fs::rename(p.arbitre.join("src"), p.arbitre.join("content")).unwrap();
    let (code, said) = arbitre_build(&p.arbitre);
    assert_eq!(code, 0, "{said}");
    let page = read(&site.join("quotes.html"));
    assert!(page.contains("<html lang=\"fr\">") && page.contains("Sommaire"));
}

/// mdBook rewrites a local link up to its last `.md` and drops the rest (the Rust
/// Reference's `enumerations.mdr`): the same page for arbitre, not a broken link.
#[test]
fn a_link_past_md_is_read_as_mdbook_reads_it() {
    let p = pair("english");
    for book in [&p.mdbook, &p.arbitre] {
        let page = book.join("src/quotes.md");
        let text = read(&page) + "\nSee [the questions](questions.mdr).\n";
        std::fs::write(&page, text).unwrap();
    }
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    assert!(!warnings.contains("erreur"), "{warnings}");
    for site in [p.mdbook.join("book"), p.arbitre.join("book")] {
        let page = read(&site.join("quotes.html"));
        assert!(
            page.contains("href=\"questions.html\""),
            "{}",
            site.display()
        );
    }
}

#[test]
fn addresses_are_the_ones_mdbook_makes() {
    let p = pair("addresses");
    let (s, warnings) = build_both(&p);
    assert_same_site(&s);
    assert_eq!(s["redirects"], 4, "{s}");
    assert_eq!(s["redirects_same"], 4, "{s}");
    assert!(!warnings.contains("attention"), "{warnings}");
    let site = p.arbitre.join("book");
    let home = read(&site.join("index.html"));
    assert!(home.contains("href=\"part/index.html\""), "{home}");
    let headings = read(&site.join("headings.html"));
    for id in [
        "same",
        "same-1",
        "same-2",
        "a--b",
        "--passes-add-more-passes",
        "über-中文-title",
        "method-call--expressions",
        "same-1-1",
        "own",
    ] {
        assert!(
            headings.contains(&format!("id=\"{id}\"")),
            "{id}: {headings}"
        );
    }
    assert!(read(&site.join("404.html")).contains("This address leads nowhere."));
    let theirs = p.mdbook.join("book");
    // a heading of punctuation only: mdBook 0.5.4 writes an empty id (no address: a
    // link to `#` is the page's top), arbitre `section`, as mdBook does after 0.5.4
    let question =
        regex::Regex::new(r#"<h2 id="([^"]*)">(<a class="header" href="[^"]*">)?\?"#).unwrap();
    let id_of = |site: &Path| {
        let page = read(&site.join("headings.html"));
        let c = question.captures(&page).expect("the heading `?`");
        c[1].to_string()
    };
    assert_eq!(id_of(&theirs), "");
    assert_eq!(id_of(&site), "section");
    assert_eq!(s["ids_empty"], 1, "{s}");
    // `cname`: the same CNAME file
    assert_eq!(read(&site.join("CNAME")), read(&theirs.join("CNAME")));
    assert_eq!(
        fragment_maps_of_mdbook(&theirs),
        fragment_maps_of_arbitre(&site)
    );
    // the redirect pages and the pages with redirected anchors load the script; the
    // redirect page names its default address for the anchors the map lacks
    assert!(
        read(&site.join("part/old.html"))
            .contains("<script src=\"../static/redirects.js\" data-to=\"../part/index.html\">")
    );
    assert!(headings.contains("static/redirects.js"), "{headings}");
}

/// mdBook's fragment maps: each page's inline `const fragmentMap = {…};`, by path.
fn fragment_maps_of_mdbook(site: &Path) -> serde_json::Value {
    let re = regex::Regex::new(r"const fragmentMap =\s*(\{.*?\})\s*;").unwrap();
    let mut maps = serde_json::Map::new();
    for e in walkdir::WalkDir::new(site) {
        let e = e.unwrap();
        if e.path().extension().is_none_or(|x| x != "html") {
            continue;
        }
        let rel = e.path().strip_prefix(site).unwrap().to_string_lossy();
        if let Some(c) = re.captures(&read(e.path())) {
            let map: serde_json::Value = serde_json::from_str(&c[1]).unwrap();
            if map.as_object().is_some_and(|m| !m.is_empty()) {
                maps.insert(rel.replace('\\', "/"), map);
            }
        }
    }
    serde_json::Value::Object(maps)
}

/// arbitre's: the one map of `static/redirects.js`.
fn fragment_maps_of_arbitre(site: &Path) -> serde_json::Value {
    let js = read(&site.join("static/redirects.js"));
    let start = js.find("var maps = ").unwrap() + "var maps = ".len();
    let end = start + js[start..].find(";\n").unwrap();
    serde_json::from_str(&js[start..end]).unwrap()
}

/// Unique ids cost O(n) for n headings of one name, not O(n²): the candidates tried
/// for n such headings against 4n (trying `-1`, `-2`… from the start each time, as
/// before, makes it ×16), and the time, with n large enough for both sizes to leave the
/// caches (below a few thousand ids the ratio says more about the cache).
#[test]
fn cost_of_unique_ids_grows_linearly() {
    let tries = |n: usize| {
        let mut used = arbitre::site::ids::UniqueIds::new();
        for _ in 0..n {
            used.take("section");
        }
        // a heading named like a suffixed one, and more of the first name after it
        used.take("section-3");
        for _ in 0..n {
            used.take("section");
        }
        used.tries() as f64
    };
    super::cost::assert_linear("unique ids, candidates tried", tries(2000), tries(8000));
}
