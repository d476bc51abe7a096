//! Perft of one bughouse board against outside numbers (the published bughouse perft counts): the published
//! crazyhouse suite (captures go to the capturer's pocket) and single-board bughouse
//! counts (captures leave the board), counted by three independent implementations.

use arbitre::notation::bughouse::{game_from_text, parse_zh_fen};
use arbitre::rules::Preset;
use arbitre::rules::bughouse::{CaptureRule, perft, perft_board};

fn zh(fen: &str, depth: u32) -> u64 {
    let board = parse_zh_fen(fen).expect("crazyhouse FEN");
    perft_board(&board, depth, CaptureRule::OwnPocket, true)
}

fn single(fen: &str, depth: u32) -> u64 {
    let board = parse_zh_fen(fen).expect("crazyhouse FEN");
    perft_board(&board, depth, CaptureRule::Leave, true)
}

const ZH_DROPS: &str = "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1";
const ZH_ALL_DROP_TYPES: &str = "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1";
const ZH_MIDDLEGAME: &str =
    "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
const ZH_PROMOTED: &str = "4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1";
const ZH_MIDGAME: &str = "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1";

#[test]
fn crazyhouse_drops() {
    assert_eq!(zh(ZH_DROPS, 1), 67);
    assert_eq!(zh(ZH_DROPS, 2), 3083);
    assert_eq!(zh(ZH_DROPS, 3), 88634);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn crazyhouse_drops_deep() {
    assert_eq!(zh(ZH_DROPS, 4), 932554);
}

#[test]
fn crazyhouse_all_drop_types() {
    assert_eq!(zh(ZH_ALL_DROP_TYPES, 1), 301);
    assert_eq!(zh(ZH_ALL_DROP_TYPES, 2), 75353);
}

#[test]
fn crazyhouse_middlegame() {
    assert_eq!(zh(ZH_MIDDLEGAME, 1), 42);
    assert_eq!(zh(ZH_MIDDLEGAME, 2), 1347);
    assert_eq!(zh(ZH_MIDDLEGAME, 3), 58057);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn crazyhouse_middlegame_deep() {
    assert_eq!(zh(ZH_MIDDLEGAME, 4), 2083382);
}

#[test]
fn crazyhouse_promoted_pieces_return_as_pawns() {
    assert_eq!(zh(ZH_PROMOTED, 1), 20);
    assert_eq!(zh(ZH_PROMOTED, 2), 360);
    assert_eq!(zh(ZH_PROMOTED, 3), 5445);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn crazyhouse_promoted_deep() {
    assert_eq!(zh(ZH_PROMOTED, 4), 132758);
}

#[test]
fn crazyhouse_midgame() {
    assert_eq!(zh(ZH_MIDGAME, 1), 99);
    assert_eq!(zh(ZH_MIDGAME, 2), 3932);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn crazyhouse_midgame_deep() {
    assert_eq!(zh(ZH_MIDGAME, 3), 314782);
}

#[test]
fn single_board_middlegame() {
    assert_eq!(single(ZH_MIDDLEGAME, 1), 42);
    assert_eq!(single(ZH_MIDDLEGAME, 2), 1347);
    assert_eq!(single(ZH_MIDDLEGAME, 3), 54040);
}

#[test]
fn single_board_middlegame_with_hands() {
    let fen = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nb] b KQkq - 0 1";
    assert_eq!(single(fen, 1), 74);
    assert_eq!(single(fen, 2), 4574);
    assert_eq!(zh(fen, 3), 273428);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn single_board_middlegame_with_hands_deep() {
    let fen = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nb] b KQkq - 0 1";
    assert_eq!(single(fen, 3), 265951);
}

#[test]
fn single_board_promoted() {
    let fen = "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1";
    assert_eq!(single(fen, 1), 20);
    assert_eq!(single(fen, 2), 360);
    assert_eq!(single(fen, 3), 5312);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn single_board_promoted_deep() {
    let fen = "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1";
    assert_eq!(single(fen, 4), 102141);
}

#[test]
fn single_board_midgame() {
    assert_eq!(single(ZH_MIDGAME, 1), 99);
    assert_eq!(single(ZH_MIDGAME, 2), 3932);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn single_board_midgame_deep() {
    assert_eq!(single(ZH_MIDGAME, 3), 313181);
}

#[test]
fn single_board_start_is_chess() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    assert_eq!(single(fen, 3), 8902);
}

#[test]
fn match_perft_with_board_uses_that_board_and_freezes_the_other() {
    let two = format!("{ZH_MIDDLEGAME} | 4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1");
    let game = game_from_text(Preset::Bughouse, &two).expect("two boards");
    assert_eq!(perft(&game, 3, Some(0)), 54040);
    assert_eq!(perft(&game, 3, Some(1)), 5312);
}

#[test]
fn match_perft_without_board_moves_both_players() {
    let game = game_from_text(Preset::Bughouse, "start").expect("start");
    // Each ply is one move on either board: 20 + 20 at the first ply.
    assert_eq!(perft(&game, 1, None), 40);
    // After a White move on A, Black on A and White on B may move: 20 * (20 + 20) * 2.
    assert_eq!(perft(&game, 2, None), 1600);
}

#[test]
fn the_generic_perft_agrees_with_the_match_perft() {
    // `rules::perft` plays through `Game` seat by seat; a move legal on both boards
    // counts once per board.
    let game = game_from_text(Preset::Bughouse, "start").expect("start");
    assert_eq!(arbitre::rules::perft(&game, 2), perft(&game, 2, None));
    let two = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nb] b KQkq - 0 1 | 4k3/1Q~6/8/8/4b3/8/Kpp5/8[p] b - - 0 1";
    let game = game_from_text(Preset::Bughouse, two).expect("two boards");
    assert_eq!(arbitre::rules::perft(&game, 2), perft(&game, 2, None));
}
