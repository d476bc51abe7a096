//! Perft counts of four-player chess against the independent C++ Teams engine
//! (obryanlouis/4pchess).

use arbitre::notation;
use arbitre::rules::Game;
use arbitre::rules::Preset;
use arbitre::rules::chess4::{Chess4, Chess4Options, EnPassantWho, Layout, perft};

fn teams_start(layout: Layout) -> Chess4 {
    let mut o = Chess4Options::chess_com_teams();
    o.layout = layout;
    Chess4::start(Preset::Chess4Teams, o)
}

fn counts(game: &Chess4, depths: u32) -> Vec<u64> {
    (1..=depths).map(|d| perft(game, d)).collect()
}

#[test]
fn standard_start_teams() {
    assert_eq!(
        counts(&teams_start(Layout::Standard), 4),
        [20, 395, 7800, 152050]
    );
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn standard_start_teams_depth5() {
    assert_eq!(perft(&teams_start(Layout::Standard), 5), 3452310);
}

#[test]
fn old_standard_start_teams() {
    assert_eq!(
        counts(&teams_start(Layout::OldStandard), 4),
        [20, 399, 7960, 158402]
    );
}

#[test]
fn ffa_equals_teams_from_start() {
    let ffa = Chess4::new_preset(Preset::Chess4Ffa).expect("preset");
    assert_eq!(counts(&ffa, 3), [20, 395, 7800]);
}

/// The engine that counted these positions lets only the pawn in front take en passant.
fn fen4_game(fen: &str) -> Chess4 {
    let g = notation::parse_position(Preset::Chess4Teams, fen).expect("FEN4");
    let mut g = g.chess4().expect("Chess4").clone();
    g.set_option("en-passant-who", "pawn-in-front")
        .expect("option");
    assert_eq!(
        g.chess4_options().en_passant_who,
        EnPassantWho::OnlyPawnInFront
    );
    g
}

const FEN_EP: &str = "Y-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-{'enPassant':('','c4:d4','','')}-x,x,x,yR,yN,yB,yK,yQ,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x/x,x,x,8,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,2,bP,8,gP,gR/x,x,x,4,rP,3,x,x,x/x,x,x,rP,rP,rP,rP,1,rP,rP,rP,x,x,x/x,x,x,rR,rN,rB,rQ,rK,rB,rN,rR,x,x,x";
const FEN_PROMO: &str = "Y-0,0,0,0-0,0,0,1-0,0,1,1-0,0,0,0-0-{'enPassant':('','c8:d8','','')}-x,x,x,1,yN,1,yK,2,yN,yR,x,x,x/x,x,x,1,yP,yP,3,yP,yP,x,x,x/x,x,x,3,yP,1,yP,2,x,x,x/bR,bP,5,yP,4,gP,gR/1,bP,10,gP,gN/bB,bP,10,gP,1/bK,2,bP,7,gP,1,gK/4,rR,7,gP,1/11,gP,2/1,bP,1,yP,9,gN/1,bP,8,gP,1,gP,gR/x,x,x,rP,1,rN,1,rP,gB,2,x,x,x/x,x,x,2,rP,rP,1,rP,2,x,x,x/x,x,x,4,rK,3,x,x,x";
const FEN_MID: &str = "R-0,0,0,0-1,1,1,1-1,0,1,1-0,0,0,0-2-x,x,x,yR,yN,1,yK,1,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,1,yP,yP,yP,yP,x,x,x/x,x,x,3,yP,4,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,2,bP,8,gP,1/bQ,bP,9,gP,1,gK/bK,bP,bP,1,yQ,7,gP,1/bB,11,gP,gB/bN,1,bP,6,gB,2,gP,gN/3,bR,1,rP,6,gP,gR/x,x,x,4,rP,3,x,x,x/x,x,x,rP,rP,1,rP,1,rP,rP,rP,x,x,x/x,x,x,rR,1,rB,rQ,rK,1,rN,rR,x,x,x";

#[test]
fn fen4_en_passant_position() {
    assert_eq!(counts(&fen4_game(FEN_EP), 3), [20, 355, 11535]);
}

#[test]
fn fen4_promotion_position() {
    assert_eq!(counts(&fen4_game(FEN_PROMO), 3), [24, 695, 24009]);
}

#[test]
fn fen4_middlegame_position() {
    assert_eq!(counts(&fen4_game(FEN_MID), 3), [28, 945, 49145]);
}

/// The preset's own reading (any attacking pawn) gives the same counts here: no pawn
/// stands diagonally behind a double-stepper in these positions.
#[test]
fn fen4_en_passant_position_with_preset_reading() {
    let g = notation::parse_position(Preset::Chess4Teams, FEN_EP).expect("FEN4");
    let g = g.chess4().expect("Chess4");
    assert_eq!(
        g.chess4_options().en_passant_who,
        EnPassantWho::AnyAttackingPawn
    );
    assert_eq!(counts(g, 3), [20, 355, 11535]);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn fen4_positions_depth4() {
    assert_eq!(perft(&fen4_game(FEN_EP), 4), 233648);
    assert_eq!(perft(&fen4_game(FEN_PROMO), 4), 476883);
    assert_eq!(perft(&fen4_game(FEN_MID), 4), 1600560);
}
