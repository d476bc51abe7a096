//! Notation input never panics, whatever the text.

use arbitre::notation;
use arbitre::rules::Game;
use arbitre::rules::Preset;
use proptest::prelude::*;

proptest! {
    #[test]
    fn any_position_text_is_an_answer(text in "\\PC{0,80}") {
        let _ = notation::parse_position(Preset::Chess4Ffa, &text);
    }

    #[test]
    fn fen4_like_text_is_an_answer(text in "[RBYG]-[01,]{7}-[01,]{7}-[01,]{7}-[0-9,-]{7}-[0-9]{1,3}-[xrbygdKQRBNPD0-9,/]{0,120}") {
        let _ = notation::parse_position(Preset::Chess4Teams, &text);
    }

    #[test]
    fn any_move_text_is_an_answer(text in "[KQRBNDa-nx0-9=+#O\\-RTS]{0,12}") {
        let g = notation::parse_position(Preset::Chess4Ffa, "start").expect("start");
        if let Ok((seat, mv)) = notation::parse_move(&g, &text) {
            let mut g2 = g.clone();
            let _ = g2.play(seat, &mv);
        }
    }

    #[test]
    fn any_pgn4_text_is_an_answer(text in "[ .0-9a-nKQRBNx\\-=+#TSR{}()\\[\\]\"]{0,60}") {
        let _ = arbitre::notation::chess4::replay_pgn4(Preset::Chess4Teams, &text);
    }
}
