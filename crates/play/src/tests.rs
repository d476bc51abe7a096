use super::*;

#[test]
fn a_chess_game_lists_plays_and_undoes() {
    let mut s = Session::new("chess", "start", "").unwrap();
    let moves = s.legal();
    assert_eq!(moves.len(), 20);
    let e4 = (0..moves.len())
        .position(|i| s.move_text(i).unwrap().contains("\"n\":\"e4\""))
        .unwrap();
    assert!(
        s.legal_json(false)
            .contains("{\"s\":0,\"b\":0,\"k\":\"e2\",\"t\":\"e4\",\"p\":\"\"}")
    );
    assert!(s.legal_json(true).contains("\"n\":\"e4\",\"f\":"));
    assert!(s.play(e4));
    let st = s.state_json();
    assert!(st.contains("\"turn\":[1]"), "{st}");
    assert!(st.contains("\"last\":[\"e2e4\"]"), "{st}");
    assert!(s.undo());
    // after an undo, the indexes of the position's first listing still play
    assert!(s.play(e4));
    assert!(s.undo());
    assert!(!s.undo());
    assert!(s.state_json().contains("\"turn\":[0]"));
}

#[test]
fn the_guide_line_plays_by_text_and_mate_ends_it() {
    let mut s = Session::new("chess", "start", "").unwrap();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        assert!(s.play_text(m), "{m}");
    }
    let st = s.state_json();
    assert!(st.contains("\"reason\":\"checkmate\""), "{st}");
    assert!(st.contains("\"win\":[1]"), "{st}");
    assert!(st.contains("\"kings\":[\"e1\"]"), "{st}");
    assert!(s.legal_json(true) == "[]");
}

#[test]
fn setup_faults_are_named() {
    assert_eq!(
        Session::new("nope", "start", "").err(),
        Some(SetupFault::UnknownGame)
    );
    assert_eq!(
        Session::new("chess", "xx", "").err(),
        Some(SetupFault::Position)
    );
    assert!(matches!(
        Session::new("chess", "start", "nonsense=1"),
        Err(SetupFault::Option(_))
    ));
}

#[test]
fn keys_name_owner_kind_and_state() {
    let mut p = Piece::new(arbitre_rules::PieceKind::Rook, 2, Direction::West);
    p.promoted = true;
    assert_eq!(piece_key(&p), "2R+W");
}

#[test]
fn json_strings_escape() {
    assert_eq!(quote("a\"b\\c\n"), "\"a\\\"b\\\\c\\u000a\"");
}

#[test]
fn a_four_player_position_reads_the_same_without_its_corner_cells() {
    let preset = Preset::from_id("chess4-teams").unwrap();
    let start = notation::write_position(&notation::parse_position(preset, "start").unwrap());
    let short = compact_position(preset, &start);
    assert!(short.len() + 70 < start.len(), "{short}");
    assert!(!short.contains("x,x,x,8,x,x,x"), "{short}");
    assert_eq!(full_position(preset, &short), start);
    let mut a = Session::new("chess4-teams", &start, "").unwrap();
    let mut b = Session::new("chess4-teams", &short, "").unwrap();
    assert_eq!(a.legal_json(true), b.legal_json(true));
    assert_eq!(a.state_json(), b.state_json());
    // other families: unchanged
    let chess = Preset::from_id("chess").unwrap();
    assert_eq!(
        compact_position(chess, "8/8/8/8/8/8/8/8 w - - 0 1"),
        "8/8/8/8/8/8/8/8 w - - 0 1"
    );
}

#[test]
fn the_page_gets_the_played_move_in_french_only() {
    let mut s = Session::new("chess", "start", "").unwrap();
    let n = s.legal().len();
    let nf3 = (0..n)
        .position(|i| s.move_text(i).unwrap().contains("\"n\":\"Nf3\""))
        .unwrap();
    assert_eq!(s.move_text_fr(nf3).unwrap(), "{\"f\":\"Cf3\"}");
    assert_eq!(s.move_text_fr(n), None);
}

#[test]
fn squares_and_numbers_are_written_as_the_rules_name_them() {
    use arbitre_rules::Geometry;
    for geo in [Geometry::chess(), Geometry::cross(), Geometry::shogi()] {
        for &sq in geo.squares() {
            let mut out = String::new();
            json::push_square(&mut out, &geo, sq);
            assert_eq!(out, geo.name(sq));
        }
    }
    for n in [0i64, 7, 10, 99, 1234, -5, i64::MIN + 1] {
        let mut out = String::new();
        json::push_int(&mut out, n);
        assert_eq!(out, n.to_string());
    }
    assert_eq!(json::quote("a\"b\\\u{1}"), "\"a\\\"b\\\\\\u0001\"");
}
