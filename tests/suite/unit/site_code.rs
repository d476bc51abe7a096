//! The tests of `arbitre::site::code` (src/site/code.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::options::MdbookOptions;
use arbitre::lang::marks;
use arbitre::site::code::*;

fn html(info: &str, text: &str) -> String {
    render(info, text, &MdbookOptions::default(), marks::of("en"))
}

#[test]
fn the_info_string_is_split_as_mdbook_does() {
    assert_eq!(classes("rust,editable"), ["language-rust", "editable"]);
    assert_eq!(classes("rust ignore\tx"), ["language-rust", "ignore", "x"]);
    assert!(classes("").is_empty());
    assert!(html("rust,editable", "fn main() {}\n").contains("class=\"language-rust editable\""));
}

#[test]
fn runnable_blocks_as_mdbook_treats_them() {
    for (info, runs) in [
        ("rust", true),
        ("rust,ignore", false),
        ("rust,noplayground", false),
        ("rust,no_run", true),
        ("rust,should_panic", true),
        ("rust,compile_fail", true),
        ("rust,ignore,mdbook-runnable", true),
        ("python", false),
    ] {
        let h = html(info, "fn main() {}\n");
        assert_eq!(
            h.starts_with("<pre class=\"playground\">"),
            runs,
            "{info}: {h}"
        );
        assert_eq!(h.contains("code-run"), runs, "{info}");
    }
    let still = MdbookOptions {
        runnable: false,
        ..Default::default()
    };
    assert!(!render("rust", "fn main() {}", &still, marks::of("en")).contains("playground"));
}

#[test]
fn hidden_lines_per_language() {
    let h = html(
        "rust,noplayground",
        "# use a;\n##[x]\n#[derive(Debug)]\nfn f() {}\n",
    );
    assert_eq!(h.matches("class=\"boring\"").count(), 1, "{h}");
    assert!(h.contains("code-toggle"));
    let mut o = MdbookOptions::default();
    o.hidelines.insert("python".into(), "~".into());
    let p = render("python", "~import x\nprint(1)\n", &o, marks::of("en"));
    assert_eq!(p.matches("class=\"boring\"").count(), 1, "{p}");
    let own = html("text,hidelines=!", "!hidden\nshown\n");
    assert_eq!(own.matches("class=\"boring\"").count(), 1, "{own}");
}

#[test]
fn a_runnable_block_gets_its_main_and_edition() {
    let o = MdbookOptions {
        edition: Some("2021".into()),
        ..Default::default()
    };
    let h = render("rust", "let x = 1;\n", &o, marks::of("fr"));
    assert!(h.contains("language-rust edition2021"), "{h}");
    assert_eq!(h.matches("class=\"boring\"").count(), 3, "{h}");
    assert!(h.contains("Exécuter ce code"));
    assert_eq!(hide::wrap_rust_main("fn main() {}"), None);
    assert_eq!(
        hide::wrap_rust_main("#![allow(x)]\nlet a = 1;").unwrap(),
        "# #![allow(unused)]\n#![allow(x)]\n# fn main() {\nlet a = 1;\n# }"
    );
}

#[test]
fn highlighting_is_plain_spans_per_line() {
    let h = html("rust,noplayground", "/* a\nb */ fn f() { \"s\" }\n");
    assert!(
        h.contains("<span class=\"hl-storage hl-type\">fn</span>"),
        "{h}"
    );
    assert!(
        h.contains("<span class=\"hl-comment hl-block\">b </span>"),
        "{h}"
    );
    assert!(h.contains("hl-string"), "{h}");
    // spans close on their own line (a line's break may sit inside its last span)
    assert_eq!(
        h.matches("<span").count(),
        h.matches("</span>").count(),
        "{h}"
    );
    assert!(
        h.contains("<span class=\"hl-comment hl-block\"> a\n</span>"),
        "{h}"
    );
    // an unknown language: escaped, no span
    assert!(html("nolang", "<a>\n").contains("<code class=\"language-nolang\">&lt;a&gt;\n</code>"));
}
