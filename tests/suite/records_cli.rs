//! `arbitre replay` and `--record`/`--rules` of `moves`, `perft`, `diagram`, run as a
//! user runs them: real records, pasted text on standard input, faults with places.

use std::io::Write;
use std::process::{Command, Stdio};

fn arbitre(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut pipe = child.stdin.take().unwrap();
        pipe.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn a_refused_move_is_reported_with_file_line_column_and_reason() {
    // A real record with one move spoilt: the bishop's capture becomes a rook's move.
    let real = std::fs::read_to_string("tests/data/records/chess4/cc_100527014_ffa.pgn4").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("abimee.pgn4");
    std::fs::write(&path, real.replace("Bg14xKk10#", "Bg14-g10#")).unwrap();
    let file = path.to_str().unwrap();
    let (code, out, err) = arbitre(&["replay", file], None);
    assert_eq!(code, 1, "{out}");
    assert!(
        err.starts_with("erreur: Coup « Bg14-g10# » refusé : "),
        "{err}"
    );
    assert!(err.contains(&format!("  --> {file}:73:18\n")), "{err}");
    assert!(err.contains("73 | 54. Ri12-i11+ .. Bg14-g10#\n"), "{err}");
    assert!(err.contains("   |                  ^\n"), "{err}");
}

#[test]
fn a_whole_record_replays_with_its_rules_and_result_said() {
    let (code, out, err) = arbitre(
        &[
            "replay",
            "tests/data/records/chess4/cc_519084_teams_2018.pgn4",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("28 demi-coups, jeu « chess4-teams »"), "{out}");
    assert!(
        out.contains("règles appliquées : layout=old-standard, en-passant=false"),
        "{out}"
    );
    assert!(
        out.contains("fin : échec et mat ; résultat inscrit : 0-1 ; résultat rejoué : 0-1"),
        "{out}"
    );
}

#[test]
fn a_pasted_pgn_is_read_from_standard_input_and_says_its_draw_rules() {
    let pgn = "[Event \"x\"]\n[Result \"1-0\"]\n\n1.e4 {[%clk 0:03:00]} 1...e5 $1 2. Bc4 (2. Nf3 Nc6) Nc6 3. Qh5 Nf6?? 4. Qxf7# 1-0\n";
    let (code, out, err) = arbitre(&["replay", "-"], Some(pgn));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("7 demi-coups"), "{out}");
    assert!(
        out.contains("1 variante(s) entre parenthèses sautée(s)"),
        "{out}"
    );
    assert!(
        out.contains("règles appliquées : repetition=claim, fifty-moves=claim"),
        "{out}"
    );
    assert!(out.contains("résultat rejoué : 1-0"), "{out}");
}

#[test]
fn a_null_move_is_refused_where_it_stands() {
    let (code, _, err) = arbitre(&["replay", "-"], Some("1. e4 e5\n2. -- Nc6\n"));
    assert_eq!(code, 1);
    assert!(err.contains("coup nul « -- »"), "{err}");
    assert!(err.contains("  --> <entrée standard>:2:4\n"), "{err}");
}

#[test]
fn chess_com_rules_we_lack_are_named() {
    let pgn4 =
        "[Variant \"FFA\"]\n[RuleVariants \"EnPassant KotH Chess960=4\"]\n\n1. h2-h3 .. b7-c7\n";
    let (code, _, err) = arbitre(&["replay", "-"], Some(pgn4));
    assert_eq!(code, 1);
    assert!(
        err.contains("règles Chess.com sans équivalent dans arbitre : KotH, Chess960=4"),
        "{err}"
    );
    let (code, _, err) = arbitre(&["replay", "-"], Some("[Variant \"Atomic\"]\n\n1. e4 e5\n"));
    assert_eq!(code, 1);
    assert!(
        err.contains("variante « Atomic » : arbitre n'a pas ce jeu"),
        "{err}"
    );
}

#[test]
fn an_unclosed_comment_is_placed_where_it_opens() {
    let (code, _, err) = arbitre(&["replay", "-"], Some("1. e4 e5\n2. Nf3 {good\n"));
    assert_eq!(code, 1);
    assert!(err.contains("commentaire « { » jamais fermé"), "{err}");
    assert!(err.contains("<entrée standard>:2:8"), "{err}");
}

#[test]
fn moves_perft_and_diagram_start_from_a_record() {
    let file = "tests/data/bughouse_3611438.bpgn";
    let (code, out, err) = arbitre(
        &[
            "perft", "--game", "bughouse", "--record", file, "--depth", "0",
        ],
        None,
    );
    assert_eq!((code, out.trim()), (0, "1"), "{err}");
    // A record's end, then --moves on it.
    let (code, out, err) = arbitre(
        &[
            "moves", "--game", "chess", "--record", "-", "--moves", "Nf3",
        ],
        Some("1. e4 e5\n"),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l == "Nc6"), "{out}");
    // --rules as an example's rules:, on a position.
    let (code, out, err) = arbitre(
        &[
            "moves",
            "--game",
            "chess4-teams",
            "--position",
            "start",
            "--rules",
            "en-passant=false",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(!out.is_empty());
    let (code, _, err) = arbitre(
        &[
            "moves",
            "--game",
            "chess",
            "--position",
            "start",
            "--rules",
            "repetition",
        ],
        None,
    );
    assert_eq!(code, 2);
    assert!(err.contains("écrivez nom=valeur"), "{err}");
}

#[test]
fn a_game_of_a_file_is_chosen_by_its_number() {
    let two = "[Result \"*\"]\n\n1. e4 *\n\n[Result \"*\"]\n\n1. d4 d5 *\n";
    let (code, out, err) = arbitre(&["replay", "-", "--select", "2"], Some(two));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 demi-coups"), "{out}");
    let (code, _, err) = arbitre(&["replay", "-", "--select", "3"], Some(two));
    assert_eq!(code, 1);
    assert!(
        err.contains("aucune partie « 3 » dans ce fichier (2 partie(s)"),
        "{err}"
    );
}

/// An example's `ply:` that names no move of its record is refused in French, at the
/// `ply:` line of the page, with what is wrong.
#[test]
fn a_bad_ply_is_said_in_french_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("content/parties")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"T\"\n").unwrap();
    std::fs::write(root.join("content/SUMMARY.md"), "- [P](p.md)\n").unwrap();
    std::fs::write(
        root.join("content/parties/g.pgn"),
        "1. e4 e5 2. Nf3 Nc6 *\n",
    )
    .unwrap();
    let block = |ply: &str| {
        format!("```position\nrecord: parties/g.pgn\nply: {ply}\nexpect:\n  next: white\n```\n")
    };
    let page = format!(
        "# P\n\n{}\n{}\n{}\n{}",
        block("2 noir"),
        block("douze noir"),
        block("2 mauve"),
        block("7 blanc")
    );
    std::fs::write(root.join("content/p.md"), page).unwrap();
    let dir_arg = root.to_str().unwrap();
    let (code, out, err) = arbitre(&["check", dir_arg], None);
    let text = format!("{out}{err}");
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("1 passed, 3 failed"), "{text}");
    for (line, words) in [
        (
            12,
            "« ply » attend un nombre de demi-coups (0 : le départ) ou un numéro de coup suivi du joueur",
        ),
        (
            19,
            "« ply » : joueur « mauve » inconnu dans ce jeu (joueurs : white, black)",
        ),
        (26, "« ply » : le relevé n'a pas de coup 7 de « blanc »"),
    ] {
        assert!(text.contains(words), "{words}\n{text}");
        assert!(
            text.contains(&format!("content/p.md:{line}:")),
            "line {line}\n{text}"
        );
    }
}
