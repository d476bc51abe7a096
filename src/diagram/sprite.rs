//! A page's shared definitions: the boards, piece shapes, seat marks, counts and the
//! check gradient that its diagrams use, each defined once as a `<symbol>` and placed
//! with `<use>`; colours come from the page's style sheet ([`page_css`]).
//!
//! Each figure carries the definitions it needs in a hidden `svg.arb-defs` block, so a
//! figure works on its own; [`merge_page_defs`] then gathers a page's blocks into one
//! sprite at the top of the page, each definition once.

use std::fmt::Write;

use super::layout::Layout;
use super::svg::{self, Look, Paint, num};
use super::{Diagram, SeatStyle, ShapeMark};

/// Prefix of every id the diagrams define in a page.
pub const PREFIX: &str = "arb-";

/// Definitions gathered for one figure (or one page), in first-use order, each id once:
/// SVG definitions, and the piece templates of interactive boards (JSON values by look
/// id, shipped beside them in a `script.arb-looks`).
#[derive(Clone, Debug, Default)]
pub struct Defs {
    items: Vec<(String, String)>,
    looks: Vec<(String, String)>,
}

impl Defs {
    pub fn new() -> Defs {
        Defs::default()
    }

    /// Adds a definition unless one with this id is already there; `make` is called
    /// only when needed.
    pub fn add(&mut self, id: &str, make: impl FnOnce() -> String) {
        if !self.items.iter().any(|(i, _)| i == id) {
            self.items.push((id.to_string(), make()));
        }
    }

    /// Adds the JSON of a piece look's templates unless its id is there already.
    pub fn add_look(&mut self, id: &str, make: impl FnOnce() -> String) {
        if !self.looks.iter().any(|(i, _)| i == id) {
            self.looks.push((id.to_string(), make()));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty() && self.looks.is_empty()
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.items.iter().map(|(i, _)| i.as_str())
    }

    /// The hidden block that carries these definitions inside a figure.
    pub fn block(&self) -> String {
        let mut out = String::new();
        if !self.items.is_empty() {
            out.push_str(DEFS_OPEN);
            for (_, markup) in &self.items {
                out.push_str(markup);
            }
            out.push_str(DEFS_CLOSE);
        }
        if !self.looks.is_empty() {
            out.push_str(LOOKS_OPEN);
            out.push('{');
            for (i, (id, json)) in self.looks.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&crate::escape::json_for_script(
                    &serde_json::to_string(id).unwrap_or_default(),
                ));
                out.push(':');
                out.push_str(&crate::escape::json_for_script(json));
            }
            out.push('}');
            out.push_str(LOOKS_CLOSE);
        }
        out
    }
}

const DEFS_OPEN: &str = "<svg class=\"arb-defs\" aria-hidden=\"true\" focusable=\"false\" width=\"0\" height=\"0\" style=\"position:absolute\"><defs>\n";
const DEFS_CLOSE: &str = "</defs></svg>\n";
const LOOKS_OPEN: &str = "<script type=\"application/json\" class=\"arb-looks\">";
const LOOKS_CLOSE: &str = "</script>\n";

/// Does the HTML hold a block [`merge_page_defs`] gathers?
pub fn has_page_defs(html: &str) -> bool {
    html.contains(DEFS_OPEN) || html.contains(LOOKS_OPEN)
}

/// Gathers every `svg.arb-defs` block of a page into one sprite placed before the
/// content, each definition once (same id, same drawing: ids name what they draw).
/// Pages without diagrams come back unchanged.
pub fn merge_page_defs(html: &str) -> String {
    if !has_page_defs(html) {
        return html.to_string();
    }
    let mut defs = Defs::new();
    let rest = take_blocks(html, DEFS_OPEN, DEFS_CLOSE, |body| {
        for (id, markup) in split_definitions(body) {
            defs.add(&id, || markup);
        }
    });
    let rest = take_blocks(&rest, LOOKS_OPEN, LOOKS_CLOSE, |body| {
        if let Ok(serde_json::Value::Object(map)) = serde_json::from_str(body) {
            for (id, value) in map {
                defs.add_look(&id, || value.to_string());
            }
        }
    });
    format!("{}{rest}", defs.block())
}

/// The text without its `open … close` blocks, each block's inside handed to `take`.
fn take_blocks(text: &str, open: &str, close: &str, mut take: impl FnMut(&str)) -> String {
    let mut rest = String::with_capacity(text.len());
    let mut tail = text;
    while let Some(start) = tail.find(open) {
        rest.push_str(&tail[..start]);
        let body_start = start + open.len();
        let Some(len) = tail[body_start..].find(close) else {
            // not our block after all: keep it as it is
            rest.push_str(&tail[start..body_start]);
            tail = &tail[body_start..];
            continue;
        };
        take(&tail[body_start..body_start + len]);
        tail = &tail[body_start + len + close.len()..];
    }
    rest.push_str(tail);
    rest
}

/// The top-level definitions of a block: `<symbol id=…>…</symbol>` and
/// `<radialGradient id=…>…</radialGradient>`, as this module writes them.
fn split_definitions(body: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(lt) = rest.find('<') {
        rest = &rest[lt..];
        let name: String = rest[1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        let close = format!("</{name}>");
        let Some(end) = rest.find(&close) else { break };
        let element = &rest[..end + close.len()];
        let id = element
            .split("id=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap_or_default()
            .to_string();
        let mut markup = element.to_string();
        markup.push('\n');
        out.push((id, markup));
        rest = &rest[end + close.len()..];
    }
    out
}

/// A short stable name for a drawing (FNV-1a), so that the same board drawn by two
/// figures gets the same id.
fn hash(text: &str) -> String {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100000001b3);
    }
    format!("{:010x}", h & 0xff_ffff_ffff)
}

/// The board of a diagram without its pieces: squares, coordinates, trays and their
/// owners, the shogi frame. Its id names what it draws (and `extra`); it carries the square names in
/// screen order (`data-grid`: rows `/`, squares ` `, `.` for no square) and the grid's
/// corner (`data-o`), from which a script finds the square under a finger.
pub fn board_symbol(d: &Diagram, l: &Layout, extra: &str, defs: &mut Defs) -> String {
    let key = BoardKey {
        geometry: d.geometry.clone(),
        layout: format!("{l:?}"),
        coordinates: d.coordinates,
        trays: d.hands.iter().map(|(s, _)| (*s, d.style(*s))).collect(),
        extra: extra.to_string(),
    };
    let made = board_made(key, || make_board(d, l, extra));
    for (id, symbol) in &made.items {
        defs.add(id, || symbol.clone());
    }
    made.id.clone()
}

/// What [`board_symbol`] is made from: the board, its layout, its coordinates, the
/// seats with a tray and their looks, and what the page says besides.
#[derive(PartialEq)]
struct BoardKey {
    geometry: crate::rules::Geometry,
    layout: String,
    coordinates: bool,
    trays: Vec<(crate::rules::Seat, SeatStyle)>,
    extra: String,
}

/// A board's symbol and the coordinates' symbols it places, in the order a page's
/// definitions take them.
struct BoardDefs {
    id: String,
    items: Vec<(String, String)>,
}

/// Boards kept at most (a guide draws a few kinds, each with or without trays); past
/// it the table starts again (`serve` lives long).
const MAX_BOARDS: usize = 64;

/// The board made from `key`, from the table or by `make`. Every figure asks for its
/// board twice (its drawing and its data) and a guide has a few boards for hundreds
/// of figures: writing the squares, coordinates and trays each time was 4 % of a cold
/// build (docs/MEASURES.md, « Le guide à froid, quatrième passe »).
fn board_made(key: BoardKey, make: impl FnOnce() -> BoardDefs) -> std::sync::Arc<BoardDefs> {
    use std::sync::{Arc, Mutex, OnceLock};
    type Table = Mutex<Vec<(BoardKey, Arc<BoardDefs>)>>;
    static BOARDS: OnceLock<Table> = OnceLock::new();
    let table = BOARDS.get_or_init(Default::default);
    let kept = table.lock().ok().and_then(|t| {
        t.iter()
            .find(|(k, _)| *k == key)
            .map(|(_, made)| made.clone())
    });
    if let Some(made) = kept {
        return made;
    }
    // made outside the lock: two threads may make the same board, the same way
    let made = Arc::new(make());
    if let Ok(mut t) = table.lock() {
        if t.len() >= MAX_BOARDS {
            t.clear();
        }
        t.push((key, made.clone()));
    }
    made
}

/// [`board_symbol`]'s making: the board's symbol, after the coordinates' symbols it uses.
fn make_board(d: &Diagram, l: &Layout, extra: &str) -> BoardDefs {
    let mut items: Vec<(String, String)> = Vec::new();
    let mut body = String::new();
    svg::write_squares_compact(&mut body, d, l);
    if d.geometry.kind() == crate::rules::geometry::BoardKind::Shogi {
        svg::write_shogi_frame(&mut body, l);
    }
    if d.coordinates {
        // each label once per page, placed on every board that shows it
        let kind = d.geometry.kind();
        let (_, scale) = super::layout::label_band(kind);
        for (label, cx, cy) in svg::coordinate_labels(d, l) {
            let id = format!("{PREFIX}c-{}-{label}", kind_code(kind));
            if !items.iter().any(|(i, _)| *i == id) {
                let symbol = format!(
                    "<symbol id=\"{id}\" overflow=\"visible\">{}</symbol>\n",
                    svg::label_path(&label, 0.0, 0.0, scale)
                );
                items.push((id.clone(), symbol));
            }
            let _ = writeln!(
                body,
                "<use href=\"#{id}\" x=\"{}\" y=\"{}\"/>",
                num(cx),
                num(cy)
            );
        }
    }
    svg::write_trays(&mut body, d, l);
    let grid = grid_of(d, l)
        .iter()
        .map(|row| {
            row.iter()
                .map(|c| c.as_deref().unwrap_or("."))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("/");
    // `extra`: what else the page says about this board (trays, markers), in the id too
    let id = format!("{PREFIX}b-{}", hash(&format!("{body}{grid}{extra}")));
    let symbol = format!(
        "<symbol id=\"{id}\" overflow=\"visible\" data-grid=\"{grid}\" data-o=\"{} {}\">\n{body}</symbol>\n",
        num(l.x0),
        num(l.y0)
    );
    items.push((id.clone(), symbol));
    BoardDefs { id, items }
}

fn kind_code(kind: crate::rules::geometry::BoardKind) -> &'static str {
    use crate::rules::geometry::BoardKind;
    match kind {
        BoardKind::Chess => "chess",
        BoardKind::Cross => "cross",
        BoardKind::Shogi => "shogi",
    }
}

/// Square names by screen row and column (`None` where the board has no square).
pub fn grid_of(d: &Diagram, l: &Layout) -> Vec<Vec<Option<String>>> {
    let g = &d.geometry;
    let mut grid = vec![vec![None; l.cols as usize]; l.rows as usize];
    for &sq in g.squares() {
        let (f, r) = g.coords(sq);
        let (c, row) = l.cell(f, r);
        grid[row as usize][c as usize] = Some(g.name(sq));
    }
    grid
}

/// The symbol of a piece look; its id. Chess silhouettes take their colours from the
/// `c-<seat>` class of the `<use>`; tiles keep their wood colours.
pub(crate) fn piece_symbol(d: &Diagram, look: &Look, defs: &mut Defs) -> String {
    match look {
        Look::Chess { kind, seat } => {
            let mark = seat.and_then(|s| d.style(s).mark);
            let name = svg::kind_name(*kind);
            // the silhouette (on kings and queens, without the skirt line a mark replaces)
            let bare = mark.is_some() && super::pieces::mark_replaces_line(*kind);
            let base = format!("{PREFIX}p-{name}{}", if bare { "-m" } else { "" });
            defs.add(&base, || {
                let mut s = format!("<symbol id=\"{base}\" overflow=\"visible\">\n");
                s.push_str(svg::PIECE_BOX);
                svg::write_chess_parts(&mut s, *kind, mark.is_some(), &Paint::Css);
                s.push_str("</g>\n</symbol>\n");
                s
            });
            let Some(m) = mark else { return base };
            // a marked piece: its silhouette and its seat's shape, each defined once
            let shape = format!("{PREFIX}k-{}", svg::mark_name(m));
            defs.add(&shape, || {
                format!(
                    "<symbol id=\"{shape}\" overflow=\"visible\">{}</symbol>\n",
                    svg::piece_mark_shape(m, &Paint::Css)
                )
            });
            let id = format!("{PREFIX}p-{name}-{}", svg::mark_name(m));
            let (mx, my) = svg::piece_mark_at(*kind);
            defs.add(&id, || {
                format!(
                    "<symbol id=\"{id}\" overflow=\"visible\"><use href=\"#{base}\"/>{}<use href=\"#{shape}\" x=\"{}\" y=\"{}\"/></g></symbol>\n",
                    svg::PIECE_BOX.trim_end(),
                    num(mx),
                    num(my)
                )
            });
            id
        }
        Look::Tile {
            kind,
            promoted,
            flipped,
        } => {
            let id = format!(
                "{PREFIX}t-{}{}{}",
                svg::kind_name(*kind),
                if *promoted { "-p" } else { "" },
                if *flipped { "-f" } else { "" }
            );
            defs.add(&id, || {
                let mut s = format!("<symbol id=\"{id}\" overflow=\"visible\">\n");
                svg::write_tile_body(&mut s, *kind, *promoted, *flipped);
                s.push_str("</symbol>\n");
                s
            });
            id
        }
    }
}

/// A seat mark centred on (0, 0), radius `r`, coloured by the `c-<seat>` class; its id.
pub(crate) fn mark_symbol(m: ShapeMark, r: f32, kind: &str, defs: &mut Defs) -> String {
    let id = format!("{PREFIX}{kind}-{}", svg::mark_name(m));
    let class = if kind == "tm" { "dgt" } else { "dgs" };
    defs.add(&id, || {
        format!(
            "<symbol id=\"{id}\" overflow=\"visible\"><path class=\"{class}\" d=\"{}\"/></symbol>\n",
            svg::mark_path(m, 0.0, 0.0, r)
        )
    });
    id
}

/// A piece count in a tray, centred on (0, 0); its id.
pub(crate) fn count_symbol(n: u32, defs: &mut Defs) -> String {
    let id = format!("{PREFIX}n-{n}");
    defs.add(&id, || {
        let mut s = format!("<symbol id=\"{id}\" overflow=\"visible\">\n");
        svg::write_count(&mut s, n, 0.0, 0.0);
        s.push_str("</symbol>\n");
        s
    });
    id
}

/// The check gradient; its id.
pub(crate) fn check_symbol(defs: &mut Defs) -> String {
    let id = format!("{PREFIX}check");
    defs.add(&id, || format!("{}\n", svg::check_gradient(&id)));
    id
}

/// The style sheet of page diagrams: seat colours as CSS variables read by the piece
/// symbols, board colours, and their dark-mode and print variants. Colours come from
/// the seat styles, so they cannot drift from the PNG export.
pub fn page_css() -> String {
    let mut css = format!("/* {} */\n", crate::lang::fr::site::DIAGRAM_CSS_COMMENT);
    css.push_str(
        "\
         .diagram { max-width: 100%; height: auto; }\n\
         .dgb { fill: var(--f); stroke: var(--o); stroke-width: 1.5; stroke-linejoin: round; }\n\
         .dgl { fill: none; stroke: var(--d); stroke-width: 1.5; stroke-linecap: round; }\n\
         .dgd { fill: var(--d); }\n\
         .dgm { fill: var(--d); stroke: var(--o); }\n\
         .dgs { fill: var(--f); stroke: var(--o); stroke-width: 0.8; }\n\
         .dgt { fill: var(--f); stroke: var(--tm, #1c1c1c); stroke-width: 1.3; }\n",
    );
    let mut seen = Vec::new();
    let all: Vec<SeatStyle> = crate::rules::Family::ALL
        .into_iter()
        .flat_map(SeatStyle::of_family)
        .collect();
    for st in all {
        if seen.contains(&st.css) {
            continue;
        }
        seen.push(st.css.clone());
        let _ = writeln!(
            css,
            ".c-{} {{ --f: {}; --o: {}; --d: {};{} }}",
            st.css,
            st.fill,
            st.outline,
            st.detail,
            if st.mark.is_some() {
                format!(" --tm: {};", st.outline)
            } else {
                String::new()
            }
        );
    }
    let _ = writeln!(
        css,
        ".c-dead {{ --f: {}; --o: {}; --d: {}; }}",
        svg::DEAD_FILL,
        svg::DEAD_LINE,
        svg::DEAD_LINE
    );
    css.push_str(
        "@media (prefers-color-scheme: dark) {\n\
         \x20 .square.light { fill: #c9c2b4; }\n\
         \x20 .square.dark { fill: #8c8172; }\n\
         \x20 .square.plain { fill: #c9a96e; }\n\
         \x20 .coord { stroke: #e0ddd6; }\n\
         \x20 .hand { fill: #fff; fill-opacity: 0.08; }\n\
         \x20 .dgt { stroke: #e0ddd6; stroke-width: 2; }\n\
         }\n\
         @media print {\n\
         \x20 .coord { stroke: #000; }\n\
         }\n",
    );
    css
}
