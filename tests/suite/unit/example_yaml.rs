//! The tests of `arbitre::example::yaml` (src/example/yaml.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::example::yaml::*;

#[test]
fn nodes_know_their_lines() {
    let doc = parse("game: chess\nexpect:\n  check: [white]\n  legal:\n    - e4\n").unwrap();
    let map = doc.as_map().unwrap();
    assert_eq!(map[0].0.as_str(), Some("game"));
    assert_eq!(map[0].1.pos, Pos::new(1, 7));
    let expect = map[1].1.as_map().unwrap();
    assert_eq!(expect[0].0.pos, Pos::new(3, 3));
    assert_eq!(expect[1].1.as_seq().unwrap()[0].pos.line, 5);
}

#[test]
fn errors_have_positions() {
    let err = parse("a: [b, c\nd: e\n").unwrap_err();
    assert_eq!(err.pos, Pos::new(1, 4), "{err:?}");
    assert_eq!(err.fault, YamlFault::Syntax(Syntax::UnclosedBracket));
    let tab = parse("game: chess\nexpect:\n\tcheck: []\n").unwrap_err();
    assert_eq!(tab.pos, Pos::new(3, 1), "{tab:?}");
    let dup = parse("a: 1\nb: 2\na: 3\n").unwrap_err();
    assert_eq!(dup.pos.line, 3);
    assert_eq!(
        dup.fault,
        YamlFault::DuplicateKey {
            key: "a".into(),
            first_line: 1
        }
    );
}

#[test]
fn nesting_stops_at_the_limit_block_or_flow() {
    let deep = |n: usize| format!("{}1\n", "- ".repeat(n));
    assert!(parse(&deep(MAX_DEPTH)).is_ok());
    for text in [
        deep(MAX_DEPTH + 1),
        deep(100_000),
        format!("{}1{}", "[".repeat(200), "]".repeat(200)),
        format!(
            "a:\n{}",
            (1..200)
                .map(|i| format!("{}k:\n", "  ".repeat(i)))
                .collect::<String>()
        ),
    ] {
        let err = parse(&text).unwrap_err();
        assert_eq!(err.fault, YamlFault::Syntax(Syntax::TooDeep), "{err:?}");
    }
    let err = parse(&deep(100_000)).unwrap_err();
    assert_eq!(err.pos, Pos::new(1, 2 * MAX_DEPTH + 1));
}

#[test]
fn quoted_scalars_are_not_booleans() {
    let doc = parse("a: true\nb: 'true'\n").unwrap();
    let map = doc.as_map().unwrap();
    assert_eq!(map[0].1.as_bool(), Some(true));
    assert_eq!(map[1].1.as_bool(), None);
}
