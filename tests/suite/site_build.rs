//! Building fixture books: the `<main>` of pages against snapshots, determinism, output
//! safety, templates overridden by a book, and the club's own book at the repository root.
use crate::site_common;

use arbitre::site::{self, PlainRenderer};
use site_common::{fixture_book, main_of, snapshot_tree};
use std::path::Path;

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn basic_book_pages_match_snapshots() {
    let (_tmp, root) = fixture_book("books", "basic");
    let report = site::build(&root, None, &PlainRenderer).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(
        arbitre::report::summary_line(&report),
        "0 passed, 0 failed, 3 skipped"
    );
    let out = root.join("book");
    for page in [
        "intro.html",
        "regles/index.html",
        "regles/roque.html",
        "regles/en-passant.html",
        "faq.html",
        "merci.html",
    ] {
        let html = read(&out.join(page));
        insta::assert_snapshot!(
            format!("basic__{}", page.replace('/', "__")),
            main_of(&html)
        );
    }
    insta::assert_snapshot!("basic__sitemap", read(&out.join("sitemap.xml")));
}

#[test]
fn basic_book_layout_sidebar_and_files() {
    let (_tmp, root) = fixture_book("books", "basic");
    site::build(&root, None, &PlainRenderer).unwrap();
    let out = root.join("book");
    // every expected file, nothing from SUMMARY.md or .md sources
    let names: Vec<String> = snapshot_tree(&out).into_iter().map(|(n, _)| n).collect();
    // no figure is played by the rules engine: none of its files
    let mut expected: Vec<&str> = vec![
        ".arbitre",
        "404.html",
        "faq.html",
        "images/plateau.svg",
        "index.html",
        "intro.html",
        "merci.html",
        "print.html",
        "regles/en-passant.html",
        "regles/index.html",
        "regles/roque.html",
        "search-index.js",
        "sitemap.xml",
        "sommaire.html",
        "static/arbitre.css",
        "static/arbitre.js",
        "static/diagrammes.css",
        "static/icone.svg",
        "static/plateaux.js",
        "static/print.css",
        "static/search.css",
        "static/search.js",
        "static/sommaire.js",
        "static/textes.js",
    ];
    expected.sort();
    assert_eq!(names, expected);
    // no example is drawn (PlainRenderer): no page loads the boards' script, every page
    // but print.html the page shell (the handouts' test sees a page with boards load it)
    for page in expected.iter().filter(|n| n.ends_with(".html")) {
        let html = read(&out.join(page));
        assert!(!html.contains("class=\"board-data\""), "{page}");
        assert!(!html.contains("plateaux.js"), "{page}");
        assert_eq!(
            html.contains("static/arbitre.js\""),
            *page != "print.html",
            "{page}"
        );
    }
    let roque = read(&out.join("regles/roque.html"));
    // relative links work from file://
    assert!(roque.contains("href=\"../static/arbitre.css\""));
    // its chapter alone on paper (its group of print.html), beside the whole book
    assert!(roque.contains("<a class=\"vers-imprimer\" href=\"../print.html\">Imprimer</a>\n<a class=\"vers-imprimer-chapitre\" href=\"../print.html#imprimer-regles\">Imprimer<span class=\"precision\"> ce chapitre</span></a>"));
    let print = read(&out.join("print.html"));
    assert!(print.contains("<div class=\"groupe-imprime avec-pages\" id=\"imprimer-regles\">"));
    let intro = read(&out.join("intro.html"));
    assert!(
        !intro.contains("Imprimer ce chapitre"),
        "a page outside any chapter"
    );
    assert!(
        roque.contains("<a href=\"roque.html\" aria-current=\"page\"><b>1.1.</b> Le roque</a>")
    );
    assert!(roque.contains("<li class=\"partie\">Première partie</li>"));
    assert!(roque.contains("<li class=\"separateur\" aria-hidden=\"true\"></li>"));
    assert!(roque.contains("brouillon"), "draft chapter listed");
    assert!(roque.contains("<span>Précédent</span> Les règles"));
    assert!(roque.contains("<span>Suivant</span> La prise en passant"));
    assert!(roque.contains("Sur cette page"));
    assert!(
        roque.contains("<title>Le roque — Livre d’essai</title>"),
        "typography and smart quotes in title"
    );
    // French typography in text, never in code
    let intro = read(&out.join("intro.html"));
    assert!(intro.contains("Bonjour\u{202F}!"));
    assert!(intro.contains("«\u{a0}la règle\u{a0}»\u{a0}: on joue «\u{a0}toujours\u{a0}»"));
    assert!(intro.contains("10:30 précises\u{202F}; voir https://example.org/page?x=1 et"));
    assert!(intro.contains("Le texte de la note\u{202F}!"));
    assert!(roque.contains("<code>a ? b : c</code>"));
    // (the code is highlighted: its text is read without the spans)
    let code_text = strip_tags(&roque);
    assert!(
        code_text.contains("println!(&quot;Échec !&quot;)")
            || code_text.contains("println!(\"Échec !\")"),
        "{code_text}"
    );
    // children of a chapter show only along the current path
    let merci = read(&out.join("merci.html"));
    assert!(!merci.contains("regles/roque.html"));
    // index.html is the first page again (at the root), as mdBook writes it; 404 uses
    // the site's address
    let intro = read(&out.join("intro.html"));
    assert_eq!(read(&out.join("index.html")), intro);
    let nf = read(&out.join("404.html"));
    assert!(nf.contains("<h1 id=\"page-introuvable\">Page introuvable</h1>"));
    assert!(nf.contains("href=\"https://club.example/guide/static/arbitre.css\""));
    assert!(nf.contains("lang=\"fr\""));
}

#[test]
fn no_network_loads() {
    let (_tmp, root) = fixture_book("books", "basic");
    site::build(&root, None, &PlainRenderer).unwrap();
    for (name, bytes) in snapshot_tree(&root.join("book")) {
        if name.ends_with(".html") || name.ends_with(".css") {
            let text = String::from_utf8(bytes).unwrap();
            for attr in ["src=\"http", "href=\"http", "@import", "url(http"] {
                for (i, _) in text.match_indices(attr) {
                    let around = &text[i..(i + 60).min(text.len())];
                    if name == "404.html" && around.contains("=\"https://club.example/guide/") {
                        continue; // the 404 page points at the site's own address
                    }
                    // only the reader's own external links (<a>) may point outside
                    assert!(
                        !around.starts_with("src")
                            && !around.starts_with("@import")
                            && !around.starts_with("url("),
                        "{name}: {around}"
                    );
                }
            }
            if name != "404.html" {
                assert!(
                    !text.contains("<link rel=\"stylesheet\" href=\"http"),
                    "{name}"
                );
            }
        }
    }
}

#[test]
fn two_builds_are_byte_identical() {
    let (_tmp, root) = fixture_book("books", "basic");
    let out1 = root.parent().unwrap().join("un");
    let out2 = root.parent().unwrap().join("deux");
    site::build(&root, Some(&out1), &PlainRenderer).unwrap();
    site::build(&root, Some(&out2), &PlainRenderer).unwrap();
    let a = snapshot_tree(&out1);
    assert!(a.len() > 10);
    assert_eq!(a, snapshot_tree(&out2));
    // and rebuilding in place gives the same bytes again
    site::build(&root, Some(&out1), &PlainRenderer).unwrap();
    assert_eq!(a, snapshot_tree(&out1));
}

#[test]
fn failed_build_leaves_previous_output_untouched() {
    let (_tmp, root) = fixture_book("books", "basic");
    let report = site::build(&root, None, &PlainRenderer).unwrap();
    assert!(report.ok());
    let out = root.join("book");
    let before = snapshot_tree(&out);
    std::fs::write(
        root.join("content/merci.md"),
        "# Merci\n\n[cassé](nulle-part.md)\n",
    )
    .unwrap();
    let report = site::build(&root, None, &PlainRenderer).unwrap();
    assert!(!report.ok());
    assert!(report.output.is_none());
    assert_eq!(
        report
            .problems
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>(),
        ["content/merci.md:3: lien cassé : page introuvable « nulle-part.md »"]
    );
    assert_eq!(before, snapshot_tree(&out));
    // no temporary folder left beside it (the book's cache folder is no such folder)
    let leftovers: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("arbitre-") && n != ".arbitre-cache")
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn failed_example_fails_the_build_and_keeps_output() {
    use arbitre::site::{BlockContext, BlockOutput, BlockRenderer, Diagnostic};
    struct FailEverything;
    impl BlockRenderer for FailEverything {
        fn render(&self, ctx: &BlockContext) -> BlockOutput {
            BlockOutput {
                html: "<p>faux</p>".into(),
                failed: 1,
                diagnostics: vec![Diagnostic::Said(format!(
                    "{}:{}: exemple faux",
                    ctx.file.display(),
                    ctx.line
                ))],
                ..Default::default()
            }
        }
    }
    let (_tmp, root) = fixture_book("books", "basic");
    let report = site::build(&root, None, &FailEverything).unwrap();
    assert!(!report.ok());
    assert_eq!(arbitre::report::summary_line(&report), "0 passed, 3 failed");
    assert_eq!(
        report
            .diagnostics
            .iter()
            .map(arbitre::report::diagnostic)
            .collect::<Vec<_>>(),
        [
            "content/regles/roque.md:11: exemple faux",
            "content/regles/roque.md:18: exemple faux",
            "content/faq.md:25: exemple faux"
        ]
    );
    assert!(!root.join("book").exists());
}

#[test]
fn block_files_are_written() {
    use arbitre::site::{BlockContext, BlockOutput, BlockRenderer};
    struct WithPng;
    impl BlockRenderer for WithPng {
        fn render(&self, ctx: &BlockContext) -> BlockOutput {
            BlockOutput {
                html: format!("<figure id=\"diagramme-{}\"></figure>", ctx.index),
                files: vec![(
                    format!("diagrammes/{}-{}.png", ctx.line, ctx.index).into(),
                    vec![1, 2, 3],
                )],
                passed: 1,
                ..Default::default()
            }
        }
    }
    let (_tmp, root) = fixture_book("books", "basic");
    let report = site::build(&root, None, &WithPng).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(arbitre::report::summary_line(&report), "3 passed, 0 failed");
    assert_eq!(
        std::fs::read(root.join("book/diagrammes/11-0.png")).unwrap(),
        [1, 2, 3]
    );
}

#[test]
fn dangerous_output_folders_are_refused() {
    let (tmp, root) = fixture_book("books", "basic");
    let refused = |out: &Path| {
        let err = site::build(&root, Some(out), &PlainRenderer).unwrap_err();
        assert!(err.to_string().starts_with("refus d'écrire"), "{err}");
    };
    refused(&root);
    refused(&root.join("content"));
    refused(&root.join("content/regles"));
    refused(tmp.path());
    refused(&root.join("."));
    let foreign = tmp.path().join("documents");
    std::fs::create_dir(&foreign).unwrap();
    std::fs::write(foreign.join("précieux.txt"), "à garder").unwrap();
    refused(&foreign);
    assert_eq!(read(&foreign.join("précieux.txt")), "à garder");
    // an empty folder is fine, and becomes ours
    let empty = tmp.path().join("vide");
    std::fs::create_dir(&empty).unwrap();
    assert!(
        site::build(&root, Some(&empty), &PlainRenderer)
            .unwrap()
            .ok()
    );
    assert!(empty.join(".arbitre").is_file());
    assert!(
        site::build(&root, Some(&empty), &PlainRenderer)
            .unwrap()
            .ok()
    );
    // content untouched by all this
    assert!(root.join("content/intro.md").is_file());
}

#[test]
fn book_templates_and_static_override_defaults() {
    let (_tmp, root) = fixture_book("books", "templated");
    let report = site::build(&root, None, &PlainRenderer).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    let html = read(&root.join("book/seule.html"));
    insta::assert_snapshot!("templated__seule", main_of(&html));
    assert!(root.join("book/static/maison.css").is_file());
    assert!(root.join("book/static/arbitre.css").is_file());
    // the default 404 is still there
    assert!(read(&root.join("book/404.html")).contains("Page introuvable"));
}

#[test]
fn check_writes_nothing() {
    let (_tmp, root) = fixture_book("books", "basic");
    let report = site::check(&root, &PlainRenderer).unwrap();
    assert!(report.ok());
    assert_eq!(report.skipped, 3);
    assert!(!root.join("book").exists());
}

#[test]
fn init_makes_a_book_that_builds() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("nouveau");
    let files = site::init::init(&dir).unwrap();
    // the minimal book: no copy of the built-in templates, one page with one example
    assert!(files.iter().any(|f| f.ends_with("content/index.md")));
    assert!(
        !files
            .iter()
            .any(|f| f.to_string_lossy().contains("templates"))
    );
    let report = site::build(&dir, None, &PlainRenderer).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(report.skipped, 1, "one example block");
    assert!(dir.join("book/index.html").is_file());
    // a second init refuses to overwrite
    assert!(site::init::init(&dir).is_err());
}

#[test]
fn repository_root_is_a_valid_book() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let report = site::check(root, &PlainRenderer).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let report = site::build(root, Some(&out), &PlainRenderer).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    for page in [
        "index.html",
        "echecs/index.html",
        "quatre-joueurs/index.html",
        "quatre-joueurs-qdan/index.html",
        "shogi4/index.html",
        "bughouse/index.html",
    ] {
        let html = read(&out.join(page));
        assert!(html.contains("<html lang=\"fr\">"), "{page}");
    }
}

/// Every relative href/src in the built site names a file that exists, so the site can
/// be read from file:// (no server, no directory index).
#[test]
fn every_relative_link_in_the_output_resolves() {
    let (_tmp, root) = fixture_book("books", "basic");
    site::build(&root, None, &PlainRenderer).unwrap();
    let out = root.join("book");
    let mut checked = 0;
    for (name, bytes) in snapshot_tree(&out) {
        if !name.ends_with(".html") || name == "404.html" {
            continue;
        }
        let text = String::from_utf8(bytes).unwrap();
        for attr in ["href=\"", "src=\""] {
            for (i, _) in text.match_indices(attr) {
                let rest = &text[i + attr.len()..];
                let value = &rest[..rest.find('"').unwrap()];
                if value.starts_with('#') || value.contains("://") {
                    continue;
                }
                let path = value.split('#').next().unwrap();
                let dir = Path::new(&name).parent().unwrap();
                let target = out.join(dir).join(path);
                assert!(target.is_file(), "{name}: {value} → {}", target.display());
                checked += 1;
            }
        }
    }
    assert!(checked > 50, "{checked}");
}

#[test]
fn page_hook_adds_template_data_and_files() {
    use arbitre::site::{BookConfig, PageHook, PageInfo, Pipeline, Problem};
    use std::path::PathBuf;
    struct Hook;
    impl PageHook for Hook {
        fn page_extra(&self, page: &PageInfo) -> serde_json::Value {
            serde_json::json!({ "titres": page.headings.len(), "source": page.file.display().to_string() })
        }
        fn extra_files(
            &self,
            config: &BookConfig,
            pages: &[PageInfo],
        ) -> Result<Vec<(PathBuf, Vec<u8>)>, Vec<Problem>> {
            let list: Vec<&str> = pages.iter().map(|p| p.out_path).collect();
            Ok(vec![(
                PathBuf::from("liste.txt"),
                format!("{}: {}", config.book.title, list.join(" ")).into_bytes(),
            )])
        }
    }
    let (_tmp, root) = fixture_book("books", "templated");
    std::fs::write(
        root.join("templates/page.html"),
        "<main>{{ extra.source }} a {{ extra.titres }} titre(s)</main>",
    )
    .unwrap();
    // a page may link to a file the hook adds
    std::fs::write(
        root.join("content/seule.md"),
        "# Seule page\n\n[liste](liste.txt)\n",
    )
    .unwrap();
    let without_hook = site::check(&root, &PlainRenderer).unwrap();
    assert_eq!(
        without_hook.problems[0].to_string(),
        "content/seule.md:3: lien cassé : fichier introuvable « liste.txt »"
    );
    let renderer = PlainRenderer;
    let pipeline = Pipeline::new(&renderer).with_hook(&Hook);
    let report = site::build_with(&root, None, &pipeline).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(
        read(&root.join("book/seule.html")),
        "<main>content/seule.md a 1 titre(s)</main>"
    );
    assert_eq!(
        read(&root.join("book/liste.txt")),
        "Gabarits maison: seule.html"
    );
}

#[test]
fn cache_skips_unchanged_pages() {
    use arbitre::site::{BlockContext, BlockOutput, BlockRenderer, PageCache, Pipeline};
    use std::sync::atomic::{AtomicUsize, Ordering};
    struct Counting(AtomicUsize);
    impl BlockRenderer for Counting {
        fn render(&self, ctx: &BlockContext) -> BlockOutput {
            self.0.fetch_add(1, Ordering::SeqCst);
            PlainRenderer.render(ctx)
        }
    }
    let (_tmp, root) = fixture_book("books", "basic");
    let renderer = Counting(AtomicUsize::new(0));
    let cache = PageCache::new();
    let pipeline = Pipeline::new(&renderer).with_cache(&cache);
    let first = site::build_with(&root, None, &pipeline).unwrap();
    assert_eq!(cache.rendered(), 6);
    assert_eq!(renderer.0.load(Ordering::SeqCst), 3);
    let before = snapshot_tree(&root.join("book"));

    let again = site::build_with(&root, None, &pipeline).unwrap();
    assert_eq!(cache.rendered(), 6, "nothing rendered twice");
    assert_eq!(
        renderer.0.load(Ordering::SeqCst),
        3,
        "no example checked twice"
    );
    assert_eq!(
        arbitre::report::summary_line(&again),
        arbitre::report::summary_line(&first)
    );
    assert_eq!(snapshot_tree(&root.join("book")), before);

    std::fs::write(
        root.join("content/merci.md"),
        "---\ntitle: Merci\n---\n# Merci\n\nChangé.\n",
    )
    .unwrap();
    site::build_with(&root, None, &pipeline).unwrap();
    assert_eq!(cache.rendered(), 7, "only the changed page");
    assert!(read(&root.join("book/merci.html")).contains("Changé."));
    // the neighbour's link text follows the changed title
    assert!(read(&root.join("book/faq.html")).contains("<span>Suivant</span> Merci</a>"));

    std::fs::write(
        root.join("content/regles/roque.md"),
        "# Roque\n\n```position\na: 1\n```\n",
    )
    .unwrap();
    site::build_with(&root, None, &pipeline).unwrap();
    assert_eq!(
        renderer.0.load(Ordering::SeqCst),
        4,
        "the changed page's example only"
    );
}

/// The text of some HTML without its tags.
fn strip_tags(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The rules engine's files come with a site as soon as one page has a figure it
/// plays (a single position example), and the page's figure asks for it; without the
/// engine built into arbitre, none come and the figure keeps its precomputed taps.
#[test]
fn one_position_example_brings_the_engine_files() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"Essai\"\n").unwrap();
    std::fs::write(
        root.join("content/SUMMARY.md"),
        "- [A](a.md)\n- [B](b.md)\n",
    )
    .unwrap();
    let example = "```position\ngame: chess\nsetup: start\n```\n";
    std::fs::write(root.join("content/a.md"), format!("# A\n\n{example}")).unwrap();
    std::fs::write(root.join("content/b.md"), "# B\n\nDu texte.\n").unwrap();
    let r = site::build(&root, None, &site::ExampleRenderer::default()).unwrap();
    assert!(r.ok(), "{:?}", r.problems);
    let out = root.join("book");
    let engine = arbitre::site::engine::available();
    for name in [
        "static/moteur.wasm",
        "static/moteur-wasm.js",
        "static/jeu.js",
    ] {
        assert_eq!(out.join(name).is_file(), engine, "{name}");
    }
    let a = read(&out.join("a.html"));
    assert_eq!(arbitre::site::engine::plays(&a), engine);
    assert!(!arbitre::site::engine::plays(&read(&out.join("b.html"))));
    if engine {
        let wasm = std::fs::read(out.join("static/moteur.wasm")).unwrap();
        assert_eq!(&wasm[..4], b"\0asm");
    }
}

/// A failed example draws no PNG (#27: a build of 10,000 faulty examples drew them all,
/// for a site it then does not write): n and 4n faulty examples beside one good one
/// draw one PNG each time, counted in the PNG cache.
#[test]
fn failed_examples_draw_no_png() {
    const GOOD: &str = "```position\ngame: chess\nsetup: start\nexpect: { next: white }\n```\n";
    const BAD: &str = "```position\ngame: chess\nsetup: start\nexpect: { next: black }\n```\n";
    let drawn = |n: usize| {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("livre");
        std::fs::create_dir_all(root.join("content")).unwrap();
        std::fs::write(root.join("book.toml"), "[book]\ntitle = \"Essai\"\n").unwrap();
        std::fs::write(root.join("content/SUMMARY.md"), "- [A](a.md)\n").unwrap();
        std::fs::write(
            root.join("content/a.md"),
            format!("# A\n\n{GOOD}\n{}", BAD.repeat(n)),
        )
        .unwrap();
        let r = site::build(&root, None, &site::ExampleRenderer::default()).unwrap();
        assert_eq!((r.passed, r.failed), (1, n));
        assert!(!root.join("book").exists(), "a failed build wrote its site");
        std::fs::read_dir(root.join(".arbitre-cache/png")).map_or(0, |d| d.count())
    };
    assert_eq!((drawn(5), drawn(20)), (1, 1));
}

/// A book whose only played figure is on a handout (content/fiches/): the handout loads
/// the boards' script and its words as a chapter page does, and the site gets the
/// engine's files; a handout without a figure loads no script.
#[test]
fn a_handout_with_a_figure_loads_the_boards_script_and_brings_the_engine() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    std::fs::create_dir_all(root.join("content/fiches")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"Essai\"\n").unwrap();
    std::fs::write(root.join("content/SUMMARY.md"), "- [A](a.md)\n").unwrap();
    std::fs::write(root.join("content/a.md"), "# A\n\nDu texte.\n").unwrap();
    let example = "```position\ngame: chess\nsetup: start\n```\n";
    std::fs::write(
        root.join("content/fiches/echecs.md"),
        format!("---\ntitle: Fiche\ngame: chess\n---\n# Fiche\n\n{example}"),
    )
    .unwrap();
    std::fs::write(
        root.join("content/fiches/texte.md"),
        "---\ntitle: Texte\n---\n# Texte seul\n",
    )
    .unwrap();
    let r = site::build(&root, None, &site::ExampleRenderer::default()).unwrap();
    assert!(r.ok(), "{:?}", r.problems);
    let out = root.join("book");
    let fiche = read(&out.join("fiches/echecs.html"));
    let scripts = "<script src=\"../static/textes.js\"></script>\n<script src=\"../static/arbitre.js\"></script>\n<script src=\"../static/plateaux.js\"></script>\n</body>";
    assert!(fiche.contains(scripts), "{fiche}");
    assert!(fiche.contains("class=\"board-data\""));
    let texte = read(&out.join("fiches/texte.html"));
    assert!(!texte.contains("<script src="), "{texte}");
    // a chapter page without a figure: the page shell, not the boards' script
    let a = read(&out.join("a.html"));
    assert!(
        a.contains("static/arbitre.js\"") && !a.contains("plateaux.js"),
        "{a}"
    );
    let engine = arbitre::site::engine::available();
    assert_eq!(arbitre::site::engine::plays(&fiche), engine);
    for name in [
        "static/moteur.wasm",
        "static/moteur-wasm.js",
        "static/jeu.js",
    ] {
        assert_eq!(out.join(name).is_file(), engine, "{name}");
    }
}

/// Meta descriptions take the text's French typography (#28): a narrow no-break space
/// before « ; ! ? », a no-break space before « : » and inside guillemets, curly
/// apostrophes; the page's own, the book's (pages without one) and a handout's.
#[test]
fn meta_descriptions_take_french_typography() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    std::fs::create_dir_all(root.join("content/fiches")).unwrap();
    std::fs::write(
        root.join("book.toml"),
        "[book]\ntitle = \"Essai\"\nlanguage = \"fr\"\ndescription = \"Le guide ; vérifié !\"\n",
    )
    .unwrap();
    std::fs::write(
        root.join("content/SUMMARY.md"),
        "- [A](a.md)\n- [B](b.md)\n",
    )
    .unwrap();
    std::fs::write(
        root.join("content/a.md"),
        "---\ndescription: \"Le roque ; « j'adoube » : quand ? Jamais !\"\n---\n# A\n",
    )
    .unwrap();
    std::fs::write(root.join("content/b.md"), "# B\n").unwrap();
    std::fs::write(
        root.join("content/fiches/f.md"),
        "---\ntitle: Fiche\ndescription: \"À la table ; sans « triche » !\"\n---\n# F\n",
    )
    .unwrap();
    let r = site::build(&root, None, &PlainRenderer).unwrap();
    assert!(r.ok(), "{:?}", r.problems);
    let out = root.join("book");
    let meta = |page: &str| {
        let html = read(&out.join(page));
        let at = html
            .find("<meta name=\"description\" content=\"")
            .unwrap_or_else(|| panic!("{page}: no description"));
        let rest = &html[at + 34..];
        rest[..rest.find('"').unwrap()].to_string()
    };
    assert_eq!(
        meta("a.html"),
        "Le roque\u{202F}; «\u{a0}j’adoube\u{a0}»\u{a0}: quand\u{202F}? Jamais\u{202F}!"
    );
    assert_eq!(meta("b.html"), "Le guide\u{202F}; vérifié\u{202F}!");
    assert_eq!(meta("404.html"), "Le guide\u{202F}; vérifié\u{202F}!");
    assert_eq!(
        meta("fiches/f.html"),
        "À la table\u{202F}; sans «\u{a0}triche\u{a0}»\u{202F}!"
    );
}
