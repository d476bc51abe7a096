//! The French text alternative of diagrams.

use crate::diagram_common;

use arbitre::diagram::{Diagram, SeatStyle};
use arbitre::rules::{Direction, Geometry, Piece, PieceKind};
use diagram_common::*;

/// The text alternative with its French no-break spaces shown as plain spaces, so that
/// the expected sentences below stay readable; `french_spacing_is_kept` checks the spaces.
fn describe_fr(d: &Diagram) -> String {
    plain(arbitre::diagram::describe_fr(d))
}

fn plain(text: String) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
}

#[test]
fn french_spacing_is_kept() {
    let mut d = chess_from_fen("4k3/8/8/8/8/8/8/4K3");
    d.to_move = vec![0];
    assert_eq!(
        arbitre::diagram::describe_fr(&d),
        "Blancs\u{a0}: Roi e1\u{202f}; Noirs\u{a0}: Roi e8\u{202f}; trait aux Blancs."
    );
}

#[test]
fn chess_pieces_by_seat_with_plurals_and_turn() {
    let mut d = chess_from_fen("4k3/8/8/8/8/8/PP6/3QK3");
    d.to_move = vec![0];
    assert_eq!(
        describe_fr(&d),
        "Blancs : Roi e1, Dame d1, pions a2, b2 ; Noirs : Roi e8 ; trait aux Blancs."
    );
}

#[test]
fn chess_start_lists_all_32_pieces() {
    let mut d = chess_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    d.to_move = vec![0];
    assert_eq!(
        describe_fr(&d),
        "Blancs : Roi e1, Dame d1, Tours a1, h1, Fous c1, f1, Cavaliers b1, g1, \
         pions a2, b2, c2, d2, e2, f2, g2, h2 ; \
         Noirs : Roi e8, Dame d8, Tours a8, h8, Fous c8, f8, Cavaliers b8, g8, \
         pions a7, b7, c7, d7, e7, f7, g7, h7 ; trait aux Blancs."
    );
}

#[test]
fn check_is_said() {
    let mut d = chess_from_fen("6k1/5ppp/8/8/8/8/6PP/r6K");
    d.checked = vec![d.geometry.parse_square("h1").unwrap()];
    d.to_move = vec![0];
    assert_eq!(
        describe_fr(&d),
        "Blancs : Roi h1, pions g2, h2 ; Noirs : Roi g8, Tour a1, pions f7, g7, h7 ; \
         échec aux Blancs ; trait aux Blancs."
    );
}

#[test]
fn four_player_seats_have_their_marks() {
    let d = chess4_start();
    let text = describe_fr(&d);
    assert!(text.starts_with(
        "Rouge ● : Roi h1, Dame g1, Tours d1, k1, Fous f1, i1, Cavaliers e1, j1, pions d2, e2,"
    ));
    assert!(text.contains(" ; Bleu ▲ : Roi a7, Dame a8, Tours a4, a11,"));
    assert!(text.contains(" ; Jaune ■ : Roi g14, Dame h14,"));
    assert!(text.contains(" ; Vert ◆ : Roi n8, Dame n7,"));
    assert!(text.ends_with(" ; trait à Rouge ●."));
}

#[test]
fn dead_pieces_are_listed_apart() {
    let g = Geometry::cross();
    let mut d = Diagram::new(g.clone());
    let mut dead = Piece::new(PieceKind::Queen, 0, Direction::North);
    dead.dead = true;
    let mut dead_pawn = Piece::new(PieceKind::Pawn, 0, Direction::North);
    dead_pawn.dead = true;
    d.pieces = vec![
        (g.parse_square("g1").unwrap(), dead),
        (g.parse_square("d2").unwrap(), dead_pawn),
        (
            g.parse_square("g14").unwrap(),
            Piece::new(PieceKind::King, 2, Direction::South),
        ),
    ];
    d.to_move = vec![2];
    assert_eq!(
        describe_fr(&d),
        "Jaune ■ : Roi g14 ; pièces mortes (grises) : Dame g1, pion d2 ; trait à Jaune ■."
    );
}

#[test]
fn shogi_names_promotion_facing_flipped_and_hands() {
    let g = Geometry::shogi();
    let mut d = Diagram::new(g.clone());
    let mut rook = Piece::new(PieceKind::Rook, 2, Direction::South);
    rook.promoted = true;
    let mut silver = Piece::new(PieceKind::Silver, 0, Direction::North);
    silver.promoted = true;
    let mut flipped = Piece::new(PieceKind::King, 3, Direction::West);
    flipped.flipped = true;
    d.pieces = vec![
        (
            g.parse_square("5i").unwrap(),
            Piece::new(PieceKind::King, 0, Direction::North),
        ),
        (
            g.parse_square("6i").unwrap(),
            Piece::new(PieceKind::Gold, 0, Direction::North),
        ),
        (
            g.parse_square("4i").unwrap(),
            Piece::new(PieceKind::Gold, 0, Direction::North),
        ),
        (g.parse_square("3c").unwrap(), silver),
        // Taken over from East: South owns it, it still faces west.
        (
            g.parse_square("2d").unwrap(),
            Piece::new(PieceKind::Pawn, 0, Direction::West),
        ),
        (
            g.parse_square("5a").unwrap(),
            Piece::new(PieceKind::King, 2, Direction::South),
        ),
        (g.parse_square("5b").unwrap(), rook),
        (g.parse_square("1e").unwrap(), flipped),
    ];
    d.hands = vec![
        (0, vec![(PieceKind::Pawn, 2), (PieceKind::Rook, 1)]),
        (1, vec![]),
        (2, vec![(PieceKind::Gold, 1)]),
        (3, vec![]),
    ];
    d.to_move = vec![2];
    assert_eq!(
        describe_fr(&d),
        "Sud ● : Roi 5i, Généraux d’or 4i, 6i, Général d’argent promu 3c, \
         pion tourné vers l'ouest 2d (en main : Tour, 2 pions) ; \
         Nord ■ : Roi 5a, Tour promue 5b (en main : Général d’or) ; \
         Est ◆ : Roi retourné 1e ; trait à Nord ■."
    );
}

#[test]
fn empty_boards_and_bughouse_names() {
    assert_eq!(
        describe_fr(&Diagram::new(Geometry::chess())),
        "Échiquier vide."
    );
    assert_eq!(
        describe_fr(&Diagram::new(Geometry::cross())),
        "Plateau vide."
    );
    let mut d = chess_from_fen("4k3/8/8/8/8/8/8/4K3");
    d.seat_style = SeatStyle::of_family(arbitre::rules::Family::Bughouse);
    d.hands = vec![(0, vec![(PieceKind::Knight, 1)]), (1, vec![])];
    d.to_move = vec![0, 1];
    assert_eq!(
        describe_fr(&d),
        "Blancs A : Roi e1 (en main : Cavalier) ; Noirs A : Roi e8 ; \
         trait aux Blancs A et aux Noirs A."
    );
}

/// A fixed position behind the `Game` trait, to test `Diagram::from_game`.
#[derive(Debug, Clone)]
struct Fixed {
    geometry: Geometry,
    pieces: Vec<(arbitre::rules::Square, Piece)>,
    hands: Vec<Vec<PieceKind>>,
    checked: Vec<u8>,
}

impl arbitre::rules::Game for Fixed {
    fn preset(&self) -> arbitre::rules::Preset {
        arbitre::rules::Preset::Shogi4
    }
    fn geometry(&self) -> &Geometry {
        &self.geometry
    }
    fn seats(&self) -> Vec<u8> {
        vec![0, 1, 2, 3]
    }
    fn seat_id(&self, _: u8) -> &'static str {
        "south"
    }
    fn partner(&self, _: u8) -> Option<u8> {
        None
    }
    fn to_move(&self) -> Vec<u8> {
        vec![1]
    }
    fn legal_moves(&self) -> Vec<arbitre::rules::Move> {
        Vec::new()
    }
    fn play(
        &mut self,
        _: u8,
        _: &arbitre::rules::Move,
    ) -> Result<Vec<arbitre::rules::Event>, arbitre::rules::Illegal> {
        Err(arbitre::rules::Illegal::GameOver)
    }
    fn checked(&self) -> Vec<u8> {
        self.checked.clone()
    }
    fn pieces(&self) -> Vec<(arbitre::rules::Square, Piece)> {
        self.pieces.clone()
    }
    fn hand(&self, seat: u8) -> Vec<PieceKind> {
        self.hands.get(seat as usize).cloned().unwrap_or_default()
    }
    fn score(&self, _: u8) -> Option<i32> {
        None
    }
    fn eliminated(&self) -> Vec<u8> {
        Vec::new()
    }
    fn outcome(&self) -> Option<arbitre::rules::Outcome> {
        None
    }
    fn options(&self) -> Vec<arbitre::rules::OptionInfo> {
        Vec::new()
    }
    fn set_option(&mut self, name: &str, _: &str) -> Result<(), arbitre::rules::OptionError> {
        Err(arbitre::rules::OptionError::UnknownName {
            name: name.into(),
            suggestion: None,
            known: Vec::new(),
        })
    }
}

#[test]
fn from_game_takes_pieces_hands_turn_and_checked_kings() {
    let g = Geometry::shogi();
    let sq = |n: &str| g.parse_square(n).unwrap();
    let game = Fixed {
        geometry: g.clone(),
        pieces: vec![
            (sq("5i"), Piece::new(PieceKind::King, 0, Direction::North)),
            (sq("9e"), Piece::new(PieceKind::King, 1, Direction::East)),
            (sq("8e"), Piece::new(PieceKind::Rook, 1, Direction::East)),
        ],
        hands: vec![
            vec![PieceKind::Pawn, PieceKind::Gold, PieceKind::Pawn],
            vec![],
            vec![],
            vec![],
        ],
        checked: vec![1],
    };
    let d = Diagram::from_game(&game);
    assert_eq!(d.checked, vec![sq("9e")]);
    assert_eq!(d.to_move, vec![1]);
    assert_eq!(d.hands.len(), 4);
    assert_eq!(
        d.hands[0].1,
        vec![(PieceKind::Pawn, 2), (PieceKind::Gold, 1)]
    );
    assert_eq!(
        describe_fr(&d),
        "Sud ● : Roi 5i (en main : Général d’or, 2 pions) ; Ouest ▲ : Roi 9e, Tour 8e ; \
         échec à Ouest ▲ ; trait à Ouest ▲."
    );
}

#[test]
fn two_boards_are_described_one_after_the_other() {
    let mut a = chess_from_fen("4k3/8/8/8/8/8/8/4K3");
    a.seat_style = SeatStyle::of_family(arbitre::rules::Family::Bughouse);
    a.to_move = vec![0];
    let mut b = chess_from_fen("7k/8/8/8/8/8/8/K7");
    b.seat_style = SeatStyle::of_family(arbitre::rules::Family::Bughouse);
    for (_, p) in b.pieces.iter_mut() {
        p.owner += 2;
    }
    assert_eq!(
        plain(arbitre::diagram::describe_boards_fr(&[
            ("Échiquier A", &a),
            ("Échiquier B", &b)
        ])),
        "Échiquier A — Blancs A : Roi e1 ; Noirs A : Roi e8 ; trait aux Blancs A. \
         Échiquier B — Blancs B : Roi a1 ; Noirs B : Roi h8."
    );
}
