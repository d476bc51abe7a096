//! Diagrams inside a page: a light SVG that places the page sprite's board and pieces
//! ([`super::sprite`]), and the templates a page script needs to redraw another frame of
//! the same example on that SVG (pieces, hands, last move, check, side to move).
//!
//! The static SVG is made from the very templates the script receives, with numbers put
//! in their `{x}`/`{y}` slots, so a frame redrawn in the browser is the same markup as
//! the one the page was built with.

use std::fmt::Write;

use super::layout::{Layout, SQ};
use super::sprite::{self, Defs};
use super::svg::{self, Look, Tray, fill_xy, num};
use super::{Diagram, PieceStyle};
use crate::rules::{Piece, Seat};

/// The key of the highlight templates in the page's table.
pub const HIGHLIGHTS: &str = "arb-tpl";

/// How a piece look is drawn in a page, and whom it belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageLook {
    pub seat: Seat,
    pub piece: Piece,
    /// On a square whose top-left corner fills `{x}`, `{y}`.
    pub board: String,
    /// In a tray, at `{x}`, `{y}`, with the hand key in `{key}`.
    pub hand: String,
}

/// A piece in a tray: (look id, kind letter, count).
pub type HandItem = (String, char, u32);

/// What changes from one frame of an example to the next, on one board.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BoardFrame {
    /// (square name, look id) in square order.
    pub pieces: Vec<(String, String)>,
    /// Per seat with a tray, its pieces.
    pub hands: Vec<(Seat, Vec<HandItem>)>,
    pub movers: Vec<Seat>,
    /// Squares of the last move (a drop: the same square twice).
    pub last_move: Vec<String>,
    pub checked: Vec<String>,
}

/// One board of a page figure.
pub struct PageBoard<'a> {
    pub d: &'a Diagram,
    pub l: Layout,
}

/// A stable id of a piece look as a page draws it (a tile's rotation counts).
fn look_id(d: &Diagram, l: &Layout, p: &Piece) -> String {
    let st = d.style(p.owner);
    match Look::of(d, p) {
        // the seat counts: bughouse's two black armies look alike but play apart
        Look::Chess { kind, seat } => match seat {
            Some(s) => format!("{}-{}-{s}", svg::kind_name(kind), st.css),
            None => format!("{}-dead-{}", svg::kind_name(kind), p.owner),
        },
        Look::Tile {
            kind,
            promoted,
            flipped,
        } => format!(
            "{}{}{}-{}-{}-{}",
            svg::kind_name(kind),
            if promoted { "-p" } else { "" },
            if flipped { "-f" } else { "" },
            st.css,
            p.owner,
            l.angle(p.facing)
        ),
    }
}

impl<'a> PageBoard<'a> {
    pub fn new(d: &'a Diagram) -> PageBoard<'a> {
        PageBoard {
            d,
            l: svg::layout_of(d),
        }
    }

    pub fn width(&self) -> f32 {
        self.l.width()
    }

    /// The inside of a piece drawing at (0, 0), and whether it is one plain `<use>`
    /// (which then takes `x`/`y` attributes instead of a group).
    fn piece_inner(&self, p: &Piece, defs: &mut Defs) -> (String, bool) {
        let d = self.d;
        let look = Look::of(d, p);
        let href = sprite::piece_symbol(d, &look, defs);
        let st = d.style(p.owner);
        match d.piece_style {
            PieceStyle::Chess => {
                let class = if p.dead {
                    "c-dead".to_string()
                } else {
                    format!("c-{}", st.css)
                };
                (format!("<use href=\"#{href}\" class=\"{class}\"/>"), true)
            }
            PieceStyle::Shogi => {
                let angle = self.l.angle(p.facing);
                let mut s = format!("<use href=\"#{href}\"");
                if angle != 0 {
                    let _ = write!(s, " transform=\"rotate({angle} 22.5 22.5)\"");
                }
                s.push_str("/>");
                if let Some(m) = st.mark {
                    let mark = sprite::mark_symbol(m, svg::TILE_MARK_R, "m", defs);
                    let (dx, dy) = svg::tile_mark_offset(p.kind, angle, 1.0);
                    let _ = write!(
                        s,
                        "<use href=\"#{mark}\" class=\"c-{}\" x=\"{}\" y=\"{}\"/>",
                        st.css,
                        num(22.5 + dx),
                        num(22.5 + dy)
                    );
                }
                (s, false)
            }
        }
    }

    /// A piece look: its id and its templates, the symbols it needs added to `defs`.
    pub fn look(&self, p: &Piece, defs: &mut Defs) -> (String, PageLook) {
        let (inner, plain) = self.piece_inner(p, defs);
        let board = if plain {
            inner.replacen("/>", " x=\"{x}\" y=\"{y}\"/>", 1)
        } else {
            format!("<g transform=\"translate({{x}} {{y}})\">{inner}</g>")
        };
        let hand = format!(
            "<g class=\"in-hand\" data-key=\"{{key}}\" transform=\"translate({{x}} {{y}}) scale({})\">{inner}</g>",
            num(svg::HAND_PIECE / SQ)
        );
        (
            look_id(self.d, &self.l, p),
            PageLook {
                seat: p.owner,
                piece: *p,
                board,
                hand,
            },
        )
    }

    /// The frame this diagram shows, each look it uses added to `looks` (by id).
    pub fn frame(&self, looks: &mut Vec<(String, PageLook)>, defs: &mut Defs) -> BoardFrame {
        let d = self.d;
        let g = &d.geometry;
        let mut remember = |p: &Piece, defs: &mut Defs| -> String {
            let (id, look) = self.look(p, defs);
            if !looks.iter().any(|(i, _)| *i == id) {
                looks.push((id.clone(), look));
            }
            id
        };
        let mut placed: Vec<&(crate::rules::Square, Piece)> =
            d.pieces.iter().filter(|(sq, _)| g.contains(*sq)).collect();
        placed.sort_by_key(|(sq, _)| *sq);
        let pieces = placed
            .into_iter()
            .map(|(sq, p)| (g.name(*sq), remember(p, defs)))
            .collect();
        let hands = d
            .hands
            .iter()
            .map(|(seat, hand)| {
                let st = d.style(*seat);
                let items = hand
                    .iter()
                    .filter(|(_, n)| *n > 0)
                    .map(|(kind, n)| {
                        let p = Piece::new(*kind, *seat, st.edge.opposite());
                        (remember(&p, defs), kind.letter(), *n)
                    })
                    .collect();
                (*seat, items)
            })
            .collect();
        BoardFrame {
            pieces,
            hands,
            movers: svg::movers(d),
            last_move: d
                .last_move
                .iter()
                .flat_map(|(a, b)| [*a, *b])
                .filter(|s| g.contains(*s))
                .map(|s| g.name(s))
                .collect(),
            checked: d
                .checked
                .iter()
                .filter(|s| g.contains(**s))
                .map(|s| g.name(*s))
                .collect(),
        }
    }

    /// The seats that play on this board: those with a tray (bughouse boards list theirs),
    /// or every seat of the styles.
    pub fn seats(&self) -> Vec<Seat> {
        if self.d.hands.is_empty() {
            (0..self.d.seat_style.len() as Seat).collect()
        } else {
            self.d.hands.iter().map(|(s, _)| *s).collect()
        }
    }

    /// The id of this board's drawing in the page sprite; the page's table also gets, under
    /// that id, what a script needs to redraw a frame on it: each tray's first piece, step
    /// and count offset, and each seat's side-to-move marker (`{"trays": {"0": [x, y, dx,
    /// dy, cx, cy]}, "tm": {"0": "<use …/>"}}`), and the highlight templates (`arb-tpl`).
    pub fn board_id(&self, defs: &mut Defs) -> String {
        let mut trays = serde_json::Map::new();
        for (seat, t) in self.trays() {
            let n = |v: f32| serde_json::Value::from(num(v).parse::<f64>().unwrap_or(0.0));
            trays.insert(
                seat.to_string(),
                serde_json::Value::Array(vec![
                    n(t.first.0),
                    n(t.first.1),
                    n(t.step.0),
                    n(t.step.1),
                    n(t.count_at.0),
                    n(t.count_at.1),
                ]),
            );
        }
        let mut markers = serde_json::Map::new();
        for s in self.seats() {
            markers.insert(
                s.to_string(),
                serde_json::Value::String(self.marker(s, defs)),
            );
        }
        let layout = serde_json::json!({ "trays": trays, "tm": markers }).to_string();
        let id = sprite::board_symbol(self.d, &self.l, &layout, defs);
        defs.add_look(&id, || layout);
        let (lastmove, check) = PageBoard::highlight_templates(defs);
        defs.add_look(HIGHLIGHTS, || {
            serde_json::json!({ "lm": lastmove, "ck": check }).to_string()
        });
        id
    }

    /// The tray of each seat with a hand on this board.
    pub fn trays(&self) -> Vec<(Seat, Tray)> {
        self.d
            .hands
            .iter()
            .map(|(s, _)| (*s, svg::tray_of(self.d, &self.l, *s)))
            .collect()
    }

    /// The side-to-move marker of `seat`, ready to place.
    pub fn marker(&self, seat: Seat, defs: &mut Defs) -> String {
        let (shape, cx, cy, r) = svg::marker_of(self.d, &self.l, seat);
        let id = sprite::mark_symbol(shape, r, "tm", defs);
        let st = self.d.style(seat);
        format!(
            "<use href=\"#{id}\" class=\"c-{} to-move seat-{seat}\" x=\"{}\" y=\"{}\"/>",
            st.css,
            num(cx),
            num(cy)
        )
    }

    /// A count of pieces in hand, centred on `{x}`, `{y}`.
    pub fn count(n: u32, defs: &mut Defs) -> String {
        let id = sprite::count_symbol(n, defs);
        format!("<use href=\"#{id}\" x=\"{{x}}\" y=\"{{y}}\"/>")
    }

    /// The last-move and check highlights of a square at `{x}`, `{y}`.
    pub fn highlight_templates(defs: &mut Defs) -> (String, String) {
        let check = sprite::check_symbol(defs);
        (
            svg::lastmove_template().trim_end().to_string(),
            svg::check_template(&check).trim_end().to_string(),
        )
    }

    /// Top-left corner of a square named `name` on this board.
    pub fn corner_of(&self, name: &str) -> Option<(f32, f32)> {
        let g = &self.d.geometry;
        g.parse_square(name).map(|sq| self.l.corner(g, sq))
    }

    /// The static SVG of this board in its frame (the one readers without JavaScript
    /// see), its `show:` layers included; `id` prefixes its title and description ids.
    pub fn svg(&self, id: &str, defs: &mut Defs) -> String {
        let d = self.d;
        let l = &self.l;
        let id = svg::clean_id(id);
        let description = if d.description.is_empty() {
            super::describe_fr(d)
        } else {
            d.description.clone()
        };
        let mut out = String::new();
        svg::open_svg(&mut out, &id, l.width(), l.height(), &d.title, &description);
        let board = self.board_id(defs);
        let _ = writeln!(out, "<use href=\"#{board}\"/>");
        let mut looks = Vec::new();
        let frame = self.frame(&mut looks, defs);
        let (lastmove, check) = PageBoard::highlight_templates(defs);
        out.push_str(&self.highlights(&frame, &lastmove, &check));
        out.push_str("<g class=\"mk\">");
        svg::write_marks(&mut out, d, l);
        out.push_str("</g>\n<g class=\"pc\">");
        let look_of = |id: &str| looks.iter().find(|(i, _)| i == id).map(|(_, l)| l);
        // in reading order (rows from the top, then columns), as the page script draws
        let mut placed: Vec<(f32, f32, &str)> = frame
            .pieces
            .iter()
            .filter_map(|(sq, look)| self.corner_of(sq).map(|(x, y)| (x, y, look.as_str())))
            .collect();
        placed.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.total_cmp(&b.0)));
        for (x, y, look) in placed {
            if let Some(look) = look_of(look) {
                out.push_str(&fill_xy(&look.board, x, y));
            }
        }
        out.push_str("</g>\n<g class=\"show\">");
        svg::write_targets(&mut out, d, l);
        svg::write_arrows(&mut out, d, l);
        out.push_str("</g>\n");
        for ((seat, items), (_, tray)) in frame.hands.iter().zip(self.trays()) {
            let _ = write!(out, "<g class=\"hand-items\" data-seat=\"{seat}\">");
            for (i, (look, letter, n)) in items.iter().enumerate() {
                let Some(look) = look_of(look) else { continue };
                let x = tray.first.0 + tray.step.0 * i as f32;
                let y = tray.first.1 + tray.step.1 * i as f32;
                let key = format!("*{seat}{letter}");
                out.push_str(&fill_xy(&look.hand.replace("{key}", &key), x, y));
                if *n > 1 {
                    out.push_str(&fill_xy(
                        &PageBoard::count(*n, defs),
                        x + tray.count_at.0,
                        y + tray.count_at.1,
                    ));
                }
            }
            out.push_str("</g>\n");
        }
        out.push_str("<g class=\"tm\">");
        for seat in &frame.movers {
            out.push_str(&self.marker(*seat, defs));
        }
        out.push_str("</g>\n</svg>\n");
        out
    }

    /// The last-move and check squares of a frame.
    pub fn highlights(&self, frame: &BoardFrame, lastmove: &str, check: &str) -> String {
        let mut out = String::from("<g class=\"hl\">");
        let mut seen = Vec::new();
        for sq in &frame.last_move {
            if seen.contains(sq) {
                continue;
            }
            seen.push(sq.clone());
            if let Some((x, y)) = self.corner_of(sq) {
                out.push_str(&fill_xy(lastmove, x, y));
            }
        }
        for sq in &frame.checked {
            if let Some((x, y)) = self.corner_of(sq) {
                out.push_str(&fill_xy(check, x, y));
            }
        }
        out.push_str("</g>\n");
        out
    }
}
