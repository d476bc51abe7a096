//! French search: the index a build ships (`search-index.js`), queries folded and stemmed
//! in Rust, determinism, and the browser side (static/search.js, run with node when it is
//! installed) agreeing with Rust on every word of the club's guide and on the results.
use arbitre::site::search::{self, SearchIndex};
use arbitre::site::{self, PlainRenderer};
use std::path::{Path, PathBuf};
use std::process::Command;

const PAGES: &[(&str, &str)] = &[
    (
        "echec.md",
        "# L'échec au roi\n\nQuelques mots d'accueil sur les pièces.\n\n## Quand le roi est-il en échec ?\n\nUn roi est en **échec** quand une pièce adverse l'attaque.\n\n## Parer\n\nOn pare en fuyant, en prenant ou en s'interposant.\n",
    ),
    (
        "regles/roque.md",
        "# Le roque\n\nUn coup du roi et d'une tour.\n\n## Petit et grand roque\n\nLe petit roque va vers la tour h1.\n\n## Conditions {#conditions}\n\nOn ne peut pas roquer si le roi a déjà bougé.\n\n<figure><svg><title>Échiquier fantôme</title></svg><figcaption>Le roi passe en g1.</figcaption></figure>\n",
    ),
    (
        "regles/chevaux.md",
        "# Les cavaliers\n\nLes chevaux (les cavaliers) sautent. Élèves et enseignants : notez-le.\n\n## Au bord\n\nUn cavalier au bord contrôle peu de cases.\n",
    ),
];

fn write_book(root: &Path) {
    let w = |rel: &str, text: &str| {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    w(
        "book.toml",
        "[book]\ntitle = \"Recherche\"\nlanguage = \"fr\"\nsrc = \"content\"\n",
    );
    w(
        "content/SUMMARY.md",
        "# Sommaire\n\n- [Échec](echec.md)\n- [Roque](regles/roque.md)\n- [Cavaliers](regles/chevaux.md)\n",
    );
    for (rel, text) in PAGES {
        w(&format!("content/{rel}"), text);
    }
}

/// Builds the fixture book into `out`; returns the index script.
fn build(tmp: &Path, out: &str) -> (PathBuf, String) {
    let root = tmp.join("livre");
    if !root.exists() {
        write_book(&root);
    }
    let out = tmp.join(out);
    let report = site::build(&root, Some(&out), &PlainRenderer).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    let script = std::fs::read_to_string(out.join(search::INDEX_FILE)).unwrap();
    (out, script)
}

fn index_of(script: &str) -> SearchIndex {
    SearchIndex::from_script(script).expect("a readable index")
}

#[test]
fn index_holds_folded_stems_and_sections() {
    let tmp = tempfile::tempdir().unwrap();
    let (out, script) = build(tmp.path(), "site");
    assert!(script.starts_with("/*") && script.contains("window.ARBITRE_SEARCH = {"));
    let index = index_of(&script);
    for stem in [
        "echec", "roqu", "roi", "cheval", "cavali", "elev", "par", "piec",
    ] {
        assert!(index.terms.contains_key(stem), "stem {stem} missing");
    }
    // no accent, no capital, no stop word, no diagram text in the keys
    for k in index.terms.keys() {
        assert_eq!(&search::fold(k), k);
        assert!(
            !["le", "la", "les", "de", "et"].contains(&k.as_str()),
            "{k}"
        );
    }
    assert!(!index.terms.contains_key("fantom"), "SVG text was indexed");
    assert!(index.terms.contains_key("g1"), "figure captions are text");
    // sections: the page top plus one per h2, with their ids
    let roque: Vec<_> = index.sections.iter().filter(|s| s.page == 1).collect();
    assert_eq!(roque.len(), 3);
    assert_eq!(roque[0].id, None);
    assert_eq!(roque[0].heading, "Le roque");
    assert_eq!(roque[2].id.as_deref(), Some("conditions"));
    assert!(
        roque[2].text.contains("roquer si le roi"),
        "{}",
        roque[2].text
    );
    // and search.js, search.css and the index are in the site and linked from pages
    let page = std::fs::read_to_string(out.join("regles/roque.html")).unwrap();
    assert!(
        page.contains("<script src=\"../static/search.js\">"),
        "{page}"
    );
    assert!(page.contains("href=\"../static/search.css\""));
    assert!(out.join("static/search.js").is_file());
}

#[test]
fn queries_find_page_and_section() {
    let tmp = tempfile::tempdir().unwrap();
    let (_, script) = build(tmp.path(), "site");
    let index = index_of(&script);
    let first = |q: &str| {
        index
            .search(q)
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("nothing for {q}"))
    };
    // without accents, any case
    let h = first("echec");
    assert_eq!(h.url, "echec.html");
    assert!(
        index.search("ECHEC").iter().all(|x| x.url == "echec.html"),
        "only the page that speaks of it"
    );
    // the section where the word is, with its anchor
    let h = first("echec attaque");
    assert_eq!(h.href(), "echec.html#quand-le-roi-est-il-en-échec-");
    assert_eq!(h.heading, "Quand le roi est-il en échec ?");
    // plural and verb forms of "roque"
    for q in ["roques", "roquer", "Roqué", "ROQUE"] {
        let h = first(q);
        assert_eq!(h.url, "regles/roque.html", "{q}");
    }
    assert_eq!(first("roquer bougé").href(), "regles/roque.html#conditions");
    // plural in -aux finds the singular, and prefixes as one types
    assert_eq!(first("cheval").url, "regles/chevaux.html");
    assert_eq!(first("cava").url, "regles/chevaux.html");
    // every word must match; stop words alone find nothing
    assert!(index.search("roque cavalier").is_empty());
    assert!(index.search("le la les").is_empty());
    assert!(index.search("introuvable").is_empty());
}

/// Words the stemmer must bring together, and words it must keep apart.
const MUST_MERGE: &[(&str, &str)] = &[
    ("roque", "roques"),
    ("roque", "roquer"),
    ("roque", "roqué"),
    ("échec", "échecs"),
    ("cheval", "chevaux"),
    ("pion", "pions"),
    ("pièce", "pièces"),
    ("promotion", "promotions"),
    ("parachutage", "parachutages"),
    ("mat", "mats"),
    ("mat", "mater"),
    ("capture", "capturer"),
    ("attaque", "attaquer"),
    ("joueur", "joueurs"),
    ("prise", "prises"),
    ("passant", "passants"),
];
const MUST_NOT_MERGE: &[(&str, &str)] = &[
    ("passant", "passer"),
    ("passant", "passent"),
    ("passer", "passent"),
    ("mat", "match"),
    ("partie", "partir"),
    ("tour", "tourner"),
    ("case", "casser"),
    ("roi", "roue"),
];

fn stem_of(word: &str) -> String {
    let t = search::terms(word);
    assert_eq!(t.len(), 1, "{word}");
    t[0].clone()
}

#[test]
fn the_stemmer_merges_forms_and_keeps_meanings_apart() {
    for (a, b) in MUST_MERGE {
        assert_eq!(stem_of(a), stem_of(b), "{a} / {b} must merge");
    }
    for (a, b) in MUST_NOT_MERGE {
        assert_ne!(stem_of(a), stem_of(b), "{a} / {b} must stay apart");
    }
}

#[test]
fn two_builds_give_the_same_index_bytes() {
    let tmp = tempfile::tempdir().unwrap();
    let (_, a) = build(tmp.path(), "un");
    let (_, b) = build(tmp.path(), "deux");
    assert_eq!(a, b);
    // and what is read back writes the same bytes
    assert_eq!(index_of(&a).to_script(), a);
}

fn run_node(script: &str, input: &str) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let js = tmp.path().join("t.js");
    std::fs::write(&js, script).unwrap();
    let inp = tmp.path().join("in.json");
    std::fs::write(&inp, input).unwrap();
    let out = Command::new("node").arg(&js).arg(&inp).output().unwrap();
    assert!(
        out.status.success(),
        "node: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn search_js() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("static/search.js")
        .display()
        .to_string()
}

/// Every word of the club's guide (content/ at the repository root) and some hard ones.
fn word_list() -> Vec<String> {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let mut text = String::from(
        "Échec ÉCHECS roqué roquée roquées roquent roquant roquait chevaux égaux jeux \
         Œuvre cœur nœud Straße naïve Noël aïeul ça garçon été élève élevée pièces \
         joueur joueuse joueurs mouvement mouvements présence présent reelle pionne \
         e4 O-O-O 8x8 1er 2e l’échiquier qu’il d'une aujourd’hui 王将 Ⅻ ½ İstanbul",
    );
    for (a, b) in MUST_MERGE.iter().chain(MUST_NOT_MERGE) {
        text.push_str(&format!(" {a} {b}"));
    }
    for e in walkdir::WalkDir::new(content)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
    {
        if e.path().extension().is_some_and(|x| x == "md") {
            text.push(' ');
            text.push_str(&std::fs::read_to_string(e.path()).unwrap());
        }
    }
    text.split_whitespace().map(str::to_string).collect()
}

#[test]
fn javascript_and_rust_fold_and_stem_alike() {
    super::tools::node();
    let list = word_list();
    assert!(list.len() > 5000, "{} words only", list.len());
    let script = format!(
        "const s = require({:?});\nconst words = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));\nconsole.log(JSON.stringify(words.map(w => [s.fold(w), s.words(w).map(s.stem), s.terms(w)])));\n",
        search_js()
    );
    let out = run_node(&script, &serde_json::to_string(&list).unwrap());
    let js: Vec<(String, Vec<String>, Vec<String>)> = serde_json::from_str(&out).unwrap();
    assert_eq!(js.len(), list.len());
    let mut stems = std::collections::BTreeSet::new();
    for (w, (fold, stemmed, terms)) in list.iter().zip(js) {
        assert_eq!(fold, search::fold(w), "fold({w})");
        let rust: Vec<String> = search::words(w).iter().map(|x| search::stem(x)).collect();
        assert_eq!(stemmed, rust, "stem({w})");
        assert_eq!(terms, search::terms(w), "terms({w})");
        stems.extend(terms);
    }
    // the list really exercises the stemmer: many distinct stems
    assert!(stems.len() > 1000, "{} stems", stems.len());
}

#[test]
fn javascript_ranks_like_rust() {
    super::tools::node();
    let tmp = tempfile::tempdir().unwrap();
    let (out, script) = build(tmp.path(), "site");
    let index = index_of(&script);
    let queries = [
        "echec",
        "roques",
        "roquer bougé",
        "cheval",
        "cava",
        "le roi",
        "roi",
        "tour",
        "pièce",
        "e",
        "Élèves",
        "introuvable",
        "g1",
        "rou",
        "roq",
    ];
    // each query from no game and from every game of the site (the reader's game first)
    let mut games: Vec<String> = vec![String::new()];
    for p in &index.pages {
        if !games.contains(&p.game) {
            games.push(p.game.clone());
        }
    }
    let pairs: Vec<(&str, String)> = queries
        .iter()
        .flat_map(|q| games.iter().map(move |g| (*q, g.clone())))
        .collect();
    let js = format!(
        "global.window = {{}};\nrequire({:?});\nconst s = require({:?});\nconst qs = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));\nconsole.log(JSON.stringify(qs.map(([q, g]) => s.search(window.ARBITRE_SEARCH, q, g).map(h => [h.href, h.heading, h.score, h.game]))));\n",
        out.join(search::INDEX_FILE).display().to_string(),
        search_js()
    );
    let got: Vec<Vec<(String, String, u32, String)>> =
        serde_json::from_str(&run_node(&js, &serde_json::to_string(&pairs).unwrap())).unwrap();
    let mut nonempty = 0;
    for ((q, game), js_hits) in pairs.iter().zip(got) {
        let rust: Vec<(String, String, u32, String)> = index
            .search_in(q, game)
            .into_iter()
            .map(|h| {
                // search.js names a section only below the page's top
                let shown = if h.section_id.is_some() {
                    h.heading.clone()
                } else {
                    String::new()
                };
                (h.href(), shown, h.score, h.game)
            })
            .collect();
        assert_eq!(js_hits, rust, "query {q} from {game:?}");
        nonempty += usize::from(!rust.is_empty());
    }
    assert!(nonempty >= 9, "{nonempty}");
}

/// tests/data/search_queries.txt: (query, accepted first results).
pub fn reference_queries() -> Vec<(String, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/search_queries.txt");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (q, want) = l.split_once('|').expect("query | results");
            (
                q.trim().to_string(),
                want.split_whitespace().map(str::to_string).collect(),
            )
        })
        .collect()
}

#[test]
fn the_club_guide_answers_the_reference_queries() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let report = site::build(
        root,
        Some(&out),
        &site::ExampleRenderer {
            png_dpi: None,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    let index = index_of(&std::fs::read_to_string(out.join(search::INDEX_FILE)).unwrap());
    let queries = reference_queries();
    assert!(queries.len() >= 9);
    for (q, accepted) in &queries {
        let hits = index.search(q);
        let first = hits.first().map(|h| h.href()).unwrap_or_default();
        assert!(
            accepted.contains(&first),
            "« {q} » ranks {first} first; expected one of {accepted:?}; results: {:?}",
            hits.iter().map(|h| h.href()).collect::<Vec<_>>()
        );
        // every result names its game (every page of the guide but the home page has one)
        assert!(hits.iter().all(|h| !h.game.is_empty()), "{q}: {hits:?}");
    }
    // "mat" is too short for a prefix: no section found only through "match"
    let mat = index.search("mat");
    assert!(mat.iter().all(|h| h.whole), "{mat:?}");
    // "prise en passant" does not bring "passer son tour" nor "les pièces passent"
    for h in index.search("prise en passant") {
        let section = index
            .sections
            .iter()
            .find(|s| index.pages[s.page].url == h.url && s.id == h.section_id)
            .unwrap();
        assert!(
            search::terms(&format!("{} {}", section.heading, section.text))
                .contains(&"passant".to_string()),
            "{} found without « passant »",
            h.href()
        );
    }
}
