//! French piece letters (R D T F C) in examples: a book (`[arbitre] move-letters`) or
//! an example (`letters:`) picks one set; each example written in French letters passes
//! or fails exactly as its English twin, and a move that the other set would read
//! otherwise gets a message that says so.

use arbitre::example::check::{Checked, Failure, check_in};
use arbitre::example::fault::Fault;
use arbitre::example::schema::read_example;
use arbitre::example::yaml::parse;
use arbitre::notation::{Letters, NotationFault};
use std::process::Command;

fn run(yaml: &str, letters: Letters) -> Result<Checked, Failure> {
    let ex = read_example(&parse(yaml).expect("yaml")).expect("schema");
    check_in(&ex, None, letters)
}

/// What an example comes to, without its words: set up or not, and the kinds of its
/// failures.
fn outcome(r: &Result<Checked, Failure>) -> (bool, Vec<String>) {
    let kind = |f: &Failure| {
        format!("{:?}", f.fault)
            .chars()
            .take(12)
            .collect::<String>()
    };
    match r {
        Ok(c) => (true, c.failures.iter().map(kind).collect()),
        Err(f) => (false, vec![kind(f)]),
    }
}

/// English and French twins: `(english, french, passes)`.
const TWINS: &[(&str, &str, bool)] = &[
    // chess: pieces, castling, claims in both lists
    (
        "game: chess\nmoves: [e4, e5, Nf3, Nc6, Bb5, a6, Bxc6, dxc6, O-O, Qd6]\nexpect:\n  next: white\n  legal: [Re1, Qe2, Nxe5]\n  illegal: [Ke2, Bb5]\n",
        "game: chess\nmoves: [e4, e5, Cf3, Cc6, Fb5, a6, Fxc6, dxc6, O-O, Dd6]\nexpect:\n  next: white\n  legal: [Te1, De2, Cxe5]\n  illegal: [Re2, Fb5]\n",
        true,
    ),
    // chess: promotion to a queen, and to a king (refused)
    (
        "game: chess\nsetup: \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"\nmoves: [b8=Q+]\nexpect:\n  next: black\n  check: [black]\n",
        "game: chess\nsetup: \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"\nmoves: [b8=D+]\nexpect:\n  next: black\n  check: [black]\n",
        true,
    ),
    (
        "game: chess\nsetup: \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"\nexpect:\n  illegal: [b8=K]\n  legal: [b8=N, b8=R, b8=B]\n",
        "game: chess\nsetup: \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"\nexpect:\n  illegal: [b8=R]\n  legal: [b8=C, b8=T, b8=F]\n",
        true,
    ),
    // chess: an illegal king move fails in both
    (
        "game: chess\nmoves: [e4, e5, Ke3]\n",
        "game: chess\nmoves: [e4, e5, Re3]\n",
        false,
    ),
    // chess: a wrong claim fails in both
    (
        "game: chess\nexpect:\n  legal: [Nd4]\n",
        "game: chess\nexpect:\n  legal: [Cd4]\n",
        false,
    ),
    // bughouse: a drop, a promotion, the seat letters left alone
    (
        "game: bughouse\nsetup: \"4k3/1P6/8/8/8/8/8/4K3[N] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"\nmoves: [\"A. N@f3\", \"B. Nf3\"]\nexpect:\n  illegal: [\"a. N@f4\"]\n  legal: [\"b. Nf6\"]\n",
        "game: bughouse\nsetup: \"4k3/1P6/8/8/8/8/8/4K3[N] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"\nmoves: [\"A. C@f3\", \"B. Cf3\"]\nexpect:\n  illegal: [\"a. C@f4\"]\n  legal: [\"b. Cf6\"]\n",
        true,
    ),
    (
        "game: bughouse\nsetup: \"4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"\nmoves: [\"A. b8=Q+\"]\nexpect:\n  check: [a]\n",
        "game: bughouse\nsetup: \"4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"\nmoves: [\"A. b8=D+\"]\nexpect:\n  check: [a]\n",
        true,
    ),
    (
        "game: bughouse\nmoves: [\"A. N@f3\"]\n",
        "game: bughouse\nmoves: [\"A. C@f3\"]\n",
        false,
    ),
    // four-player chess: PGN4 with piece letters
    (
        "game: chess4-teams\nmoves: [Nj1-i3]\nexpect:\n  next: blue\n",
        "game: chess4-teams\nmoves: [Cj1-i3]\nexpect:\n  next: blue\n",
        true,
    ),
    (
        "game: chess4-teams\nmoves: [Nj1-j3]\n",
        "game: chess4-teams\nmoves: [Cj1-j3]\n",
        false,
    ),
];

#[test]
fn french_examples_pass_and_fail_as_their_english_twins() {
    for (english, french, passes) in TWINS {
        let en = run(english, Letters::En);
        let fr = run(french, Letters::Fr);
        let (set_up, failures) = outcome(&en);
        assert_eq!(set_up && failures.is_empty(), *passes, "{english}: {en:?}");
        assert_eq!(outcome(&en), outcome(&fr), "{french}");
        // the example's own key says the same as the book's
        let own = format!("letters: fr\n{french}");
        assert_eq!(outcome(&run(&own, Letters::En)), outcome(&fr), "{own}");
    }
}

fn move_fault(r: Result<Checked, Failure>) -> NotationFault {
    match r.map(|_| ()).expect_err("refused").fault.as_ref() {
        Fault::Move(f) => f.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_move_the_other_letters_read_otherwise_says_so() {
    // French `R` is the king; only the rook reaches e1
    let rook = "game: chess\nsetup: \"4k3/8/8/8/8/8/8/R5K1 w - - 0 1\"\nmoves: [Re1]\n";
    let fault = move_fault(run(rook, Letters::Fr));
    assert_eq!(
        fault,
        NotationFault::OtherLetters {
            text: "Re1".into(),
            letter: 'R',
            letters: Letters::Fr,
            suggestion: "Te1".into(),
        }
    );
    assert_eq!(
        arbitre::fr::notation::message(&fault),
        "Coup « Re1 » : R est le roi en notation française ; pour la tour, écrivez T (« Te1 »)."
    );
    // in English it is the rook's move
    assert!(run(rook, Letters::En).unwrap().failures.is_empty());
    // English-only letters in a French example name the French letter
    let fault = move_fault(run("game: chess\nmoves: [Nf3]\n", Letters::Fr));
    assert!(
        matches!(&fault, NotationFault::OtherLetters { letter: 'N', letters: Letters::Fr, suggestion, .. } if suggestion == "Cf3"),
        "{fault:?}"
    );
    assert!(arbitre::fr::notation::message(&fault).contains("le cavalier s'écrit C"));
    // French letters in an English example say how to write it, and where to choose
    let fault = move_fault(run("game: chess\nmoves: [Cf3]\n", Letters::En));
    assert!(
        matches!(&fault, NotationFault::OtherLetters { letter: 'C', letters: Letters::En, suggestion, .. } if suggestion == "Nf3"),
        "{fault:?}"
    );
    assert!(arbitre::fr::notation::message(&fault).contains("letters: fr"));
    // a French `R` that is a legal king move is the king's, whatever a rook could do
    let king = "game: chess\nsetup: \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\nmoves: [Rd2]\nexpect:\n  next: black\n";
    assert!(run(king, Letters::Fr).unwrap().failures.is_empty());
}

#[test]
fn hints_list_moves_in_the_examples_letters() {
    let r = run("game: chess\nmoves: [Cf6]\n", Letters::Fr);
    let hint = format!("{:?}", r.map(|_| ()).unwrap_err().hint);
    assert!(hint.contains("\"Cf3\""), "{hint}");
    assert!(!hint.contains("\"Nf3\""), "{hint}");
}

#[test]
fn an_unknown_letter_set_is_refused_at_its_key() {
    let e = read_example(&parse("game: chess\nletters: de\n").unwrap()).unwrap_err();
    assert!(format!("{:?}", e.fault).contains("UnknownLetters"), "{e:?}");
}

fn book(dir: &std::path::Path, toml_tail: &str, example: &str) {
    std::fs::create_dir_all(dir.join("content")).unwrap();
    std::fs::write(
        dir.join("book.toml"),
        format!("[book]\ntitle = \"T\"\nlanguage = \"fr\"\nsrc = \"content\"\n{toml_tail}"),
    )
    .unwrap();
    std::fs::write(dir.join("content/SUMMARY.md"), "- [Un](un.md)\n").unwrap();
    std::fs::write(
        dir.join("content/un.md"),
        format!("# Un\n\n```position\n{example}```\n"),
    )
    .unwrap();
}

fn check(dir: &std::path::Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .arg("check")
        .arg(dir)
        .output()
        .expect("run arbitre");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn book_toml_chooses_the_books_letters() {
    let french =
        "game: chess\nmoves: [e4, e5, Dh5, Cc6, Fc4, Cf6, Dxf7#]\nexpect:\n  checkmate: [black]\n";
    let dir = tempfile::tempdir().unwrap();
    book(dir.path(), "[arbitre]\nmove-letters = \"fr\"\n", french);
    let (code, stdout, stderr) = check(dir.path());
    assert_eq!((code, stdout.trim()), (0, "1 passed, 0 failed"), "{stderr}");
    // the default stays English: the same book without the key fails at `Dh5`
    let dir = tempfile::tempdir().unwrap();
    book(dir.path(), "", french);
    let (code, _, stderr) = check(dir.path());
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("D est une lettre française"), "{stderr}");
    assert!(stderr.contains("content/un.md:5:17"), "{stderr}");
    // a value that is no letter set is an error at its line
    let dir = tempfile::tempdir().unwrap();
    book(dir.path(), "[arbitre]\nmove-letters = \"de\"\n", french);
    let (code, _, stderr) = check(dir.path());
    assert_ne!(code, 0, "{stderr}");
    assert!(stderr.contains("book.toml:6"), "{stderr}");
    assert!(stderr.contains("« de »"), "{stderr}");
}

#[test]
fn the_moves_command_reads_and_writes_french_letters() {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(["moves", "--game", "chess", "--position", "start"])
        .args(["--moves", "e4 e5 Cf3 Cc6", "--letters", "fr"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let moves: Vec<&str> = stdout.lines().collect();
    for m in ["Fb5", "Cc3", "De2", "Re2", "Tg1"] {
        assert!(moves.contains(&m), "{m}: {stdout}");
    }
    assert!(
        !moves.iter().any(|m| m.starts_with(['N', 'B', 'Q', 'K'])),
        "{stdout}"
    );
}
