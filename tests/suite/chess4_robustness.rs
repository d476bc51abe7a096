//! Notation input never panics, whatever the text.

use arbitre::notation::{self, GameNotation};
use proptest::prelude::*;

fn n() -> &'static dyn GameNotation {
    notation::for_preset("chess4-ffa").expect("chess4 notation registered")
}

proptest! {
    #[test]
    fn any_position_text_is_an_answer(text in "\\PC{0,80}") {
        let _ = n().parse_position("chess4-ffa", &text);
    }

    #[test]
    fn fen4_like_text_is_an_answer(text in "[RBYG]-[01,]{7}-[01,]{7}-[01,]{7}-[0-9,-]{7}-[0-9]{1,3}-[xrbygdKQRBNPD0-9,/]{0,120}") {
        let _ = n().parse_position("chess4-teams", &text);
    }

    #[test]
    fn any_move_text_is_an_answer(text in "[KQRBNDa-nx0-9=+#O\\-RTS]{0,12}") {
        let g = n().parse_position("chess4-ffa", "start").expect("start");
        if let Ok((seat, mv)) = n().parse_move(g.as_ref(), &text) {
            let mut g2 = g.clone();
            let _ = g2.play(seat, &mv);
        }
    }

    #[test]
    fn any_pgn4_text_is_an_answer(text in "[ .0-9a-nKQRBNx\\-=+#TSR{}()\\[\\]\"]{0,60}") {
        let _ = arbitre::notation::chess4::replay_pgn4("chess4-teams", &text);
    }
}
