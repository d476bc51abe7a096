//! The tests of `arbitre::example::load` (src/example/load.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::example::fault::Fault;
use arbitre::example::load::*;
use arbitre::example::schema::Example;
use std::path::Path;

#[test]
fn block_keys_override_the_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content/positions")).unwrap();
    std::fs::write(
        dir.path().join("content/positions/p.yaml"),
        "game: chess\ncaption: du fichier\nexpect:\n  check: []\n",
    )
    .unwrap();
    let loaded = load(
        dir.path(),
        Path::new("content/x.md"),
        5,
        "file: p.yaml\ncaption: du bloc\n",
    )
    .unwrap();
    assert_eq!(loaded.example.caption.unwrap().value, "du bloc");
    assert_eq!(loaded.example.game.as_ref().unwrap().value, "chess");
    assert_eq!(loaded.example.expect[0].pos.src, 1);
    assert_eq!(
        loaded.sources[1].path,
        Path::new("content/positions/p.yaml")
    );
}

#[test]
fn missing_file_and_escapes_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let (_, f) = load(
        dir.path(),
        Path::new("content/x.md"),
        1,
        "file: nope.yaml\n",
    )
    .unwrap_err();
    assert!(
        matches!(&*f.fault, Fault::Load(LoadFault::FileMissing { path })
            if path == Path::new("content/positions/nope.yaml")),
        "{f:?}"
    );
    let (_, f) = load(
        dir.path(),
        Path::new("content/x.md"),
        1,
        "file: ../secret.yaml\n",
    )
    .unwrap_err();
    assert!(
        matches!(&*f.fault, Fault::Load(LoadFault::FileNotRelative { name }) if name == "../secret.yaml"),
        "{f:?}"
    );
}

#[test]
fn a_record_and_a_ply_give_the_setup_and_the_game() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content/parties")).unwrap();
    std::fs::write(
        dir.path().join("content/parties/g.pgn"),
        "[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
    )
    .unwrap();
    let page = Path::new("content/x.md");
    let loaded = load(dir.path(), page, 1, "record: parties/g.pgn\nply: 2\n").unwrap();
    assert_eq!(loaded.example.game.as_ref().unwrap().value, "chess");
    assert_eq!(
        loaded.example.setup.as_ref().unwrap().value,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let notation = |ex: &Example| -> Vec<String> {
        ex.moves
            .iter()
            .map(|m| match &m.value {
                arbitre::example::schema::MoveItem::Notation(s) => s.clone(),
                other => format!("{other:?}"),
            })
            .collect()
    };
    assert_eq!(notation(&loaded.example), ["e4", "e5"]);
    // Inline text, to its end, then the example's own moves.
    let inline = load(dir.path(), page, 1, "record: \"1. d4 d5\"\nmoves: [c4]\n").unwrap();
    assert_eq!(notation(&inline.example), ["d4", "d5", "c4"]);
    // Past the end, and a record with setup:.
    let (_, f) = load(dir.path(), page, 1, "record: parties/g.pgn\nply: 9\n").unwrap_err();
    assert!(
        matches!(&*f.fault, Fault::Load(LoadFault::Record { .. })),
        "{f:?}"
    );
    let (_, f) = load(dir.path(), page, 1, "record: parties/g.pgn\nsetup: start\n").unwrap_err();
    assert!(
        matches!(&*f.fault, Fault::Load(LoadFault::RecordAndSetup)),
        "{f:?}"
    );
}

#[test]
fn ply_by_move_number_and_seat() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content/parties")).unwrap();
    let parties = dir.path().join("content/parties");
    std::fs::write(parties.join("g.pgn"), "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n").unwrap();
    std::fs::write(
        parties.join("g.pgn4"),
        "[Variant \"FFA\"]\n[RuleVariants \"DeadKingWalking\"]\n\n\
         1. h2-h3 .. b7-c7 .. g13-g12 .. m8-l8\n2. Kh1-h2T .. b10-c10\n",
    )
    .unwrap();
    std::fs::write(
        parties.join("g.bpgn"),
        "[WhiteA \"w\"]\n\n1A. e4 1B. d4 1a. e5 2A. Nf3 1b. d5\n",
    )
    .unwrap();
    let page = Path::new("content/x.md");
    let plies = |yaml: &str| -> Result<usize, Box<Fault>> {
        load(dir.path(), page, 1, yaml)
            .map(|l| l.example.moves.len())
            .map_err(|(_, f)| f.fault)
    };
    // Chess: after Black's second move; French or English seat names.
    assert_eq!(plies("record: parties/g.pgn\nply: 2 noir\n").unwrap(), 4);
    assert_eq!(plies("record: parties/g.pgn\nply: 3 white\n").unwrap(), 5);
    assert_eq!(
        plies("record: parties/g.pgn\nply: \"1. blanc\"\n").unwrap(),
        1
    );
    // PGN4: Red's leaving and its zombie king's move are both in round 2.
    assert_eq!(plies("record: parties/g.pgn4\nply: 1 vert\n").unwrap(), 4);
    assert_eq!(plies("record: parties/g.pgn4\nply: 2 rouge\n").unwrap(), 6);
    assert_eq!(plies("record: parties/g.pgn4\nply: 2 bleu\n").unwrap(), 7);
    // BPGN: each board has its own numbers.
    assert_eq!(plies("record: parties/g.bpgn\nply: 2 A\n").unwrap(), 4);
    assert_eq!(plies("record: parties/g.bpgn\nply: 1 b\n").unwrap(), 5);
    for bad in ["douze noir", "2 noir blanc", "-1", "0 noir", "2"] {
        let yaml = format!("record: parties/g.pgn\nply: {bad}\n");
        match (bad, plies(&yaml)) {
            ("2", Ok(2)) => {}
            (_, Err(f)) if matches!(*f, Fault::Load(LoadFault::PlyNotANumber)) => {}
            other => panic!("{bad}: {other:?}"),
        }
    }
    let f = plies("record: parties/g.pgn\nply: 2 rouge\n").unwrap_err();
    assert!(
        matches!(&*f, Fault::Load(LoadFault::PlyUnknownSeat { name, known })
            if name == "rouge" && known == &["white", "black"]),
        "{f:?}"
    );
    let f = plies("record: parties/g.pgn\nply: 3 noir\n").unwrap_err();
    assert!(
        matches!(&*f, Fault::Load(LoadFault::PlyNoSuchMove { number: 3, seat })
            if seat == "noir"),
        "{f:?}"
    );
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_never_read_as_a_record() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content")).unwrap();
    let fifo = dir.path().join("content/pipe.pgn");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        panic!("mkfifo failed: the test cannot make its named pipe");
    }
    let (_, f) = load(
        dir.path(),
        Path::new("content/x.md"),
        1,
        "record: pipe.pgn\n",
    )
    .unwrap_err();
    assert!(
        matches!(&*f.fault, Fault::Load(LoadFault::NotAFile { .. })),
        "{f:?}"
    );
}
