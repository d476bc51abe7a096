//! Cutting our SVG into drawing steps, in document order: runs of elements resvg
//! draws (their groups reopened around them), repeated drawings (sprites), flat
//! rectangles and trays whose inside is flat.

use resvg::tiny_skia::Transform;

use super::elements::{
    Rect, flat_rect, group_transform, href, plain_element, root_size, rounded_inside, sprite_use,
    transformed_element,
};

/// One step of the drawing, in document order.
#[derive(Debug)]
pub enum Op<'a> {
    /// Elements resvg draws: a well-formed SVG body (the enclosing groups reopened).
    Vector(String),
    /// A drawing repeated across diagrams (a piece, a coordinate's glyph, a seat's
    /// mark), with its transform in SVG units.
    Sprite {
        what: Repeated<'a>,
        transform: Transform,
    },
    /// A rectangle of flat colours, in SVG units (the groups' shifts applied).
    Rect(Rect),
    /// A rounded rectangle (a hand's tray): resvg draws its edges and corners, and
    /// its inside, far from both, is `inside`, flat (in SVG units, shifts applied).
    Banded { body: String, inside: Rect },
}

/// What a sprite draws.
#[derive(Debug, PartialEq)]
pub enum Repeated<'a> {
    /// A `<use>` of the definition of this id.
    Use(&'a str),
    /// One element, its transform taken out (a coordinate drawn with the stroke font),
    /// or one with no transform (a mark, a marker, a target).
    Element(String),
}

/// A parsed diagram: its drawing steps and its definitions.
#[derive(Debug)]
pub struct Plan<'a> {
    /// The `<svg …>` opening tag, reused for each vector step.
    pub root: &'a str,
    pub ops: Vec<Op<'a>>,
    /// The text of every `<defs>` block.
    pub defs: String,
}

/// The SVG cut into steps. The header (root, title, description) is skipped; every
/// body line must be one whole element, a group's opening or closing, or inside defs.
pub fn plan(svg: &str) -> Option<Plan<'_>> {
    let root = svg.lines().next()?;
    root_size(root)?;
    let rest = &svg[root.len()..];
    // the description may span lines: the body starts after it
    let body_start = match rest.find("</desc>") {
        Some(i) => i + "</desc>".len(),
        None => 0,
    };
    let mut defs = String::new();
    let mut cutter = Cutter::default();
    let mut in_defs = false;
    let mut closed = false;
    for line in rest[body_start..].lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if closed {
            return None;
        }
        if in_defs {
            if line == "</defs>" {
                in_defs = false;
            } else {
                defs.push_str(line);
                defs.push('\n');
            }
            continue;
        }
        if line == "<defs>" {
            in_defs = true;
            continue;
        }
        if line == "</svg>" {
            closed = true;
            continue;
        }
        cutter.line(line)?;
    }
    if !closed || in_defs || !cutter.open.is_empty() {
        return None;
    }
    cutter.flush();
    Some(Plan {
        root,
        ops: cutter.ops,
        defs: format!("<defs>\n{defs}</defs>\n"),
    })
}

/// The body being cut: the steps so far, the groups open around the current line
/// (their opening tags), and the vector step being gathered with the groups open when
/// it began.
#[derive(Default)]
struct Cutter<'a> {
    ops: Vec<Op<'a>>,
    open: Vec<&'a str>,
    batch: String,
    batch_open: Vec<&'a str>,
}

impl<'a> Cutter<'a> {
    /// Takes one body line (outside defs): a sprite, a flat rectangle, a tray, or a
    /// line of the vector step being gathered.
    fn line(&mut self, line: &'a str) -> Option<()> {
        if !line.starts_with('<') || !line.ends_with('>') {
            return None;
        }
        if let Some(transform) = sprite_use(line) {
            // the groups around it must not change how it is painted
            let t = self.groups_transform()?;
            self.flush();
            let id = href(line)?;
            self.ops.push(Op::Sprite {
                what: Repeated::Use(id),
                transform: t.pre_concat(transform),
            });
            return Some(());
        }
        if let Some((element, transform)) = transformed_element(line) {
            let t = self.groups_transform()?;
            self.flush();
            self.ops.push(Op::Sprite {
                what: Repeated::Element(element),
                transform: t.pre_concat(transform),
            });
            return Some(());
        }
        // (inside a group that paints, it is gathered as before)
        if let Some(element) = plain_element(line)
            && let Some(t) = self.groups_transform()
        {
            self.flush();
            self.ops.push(Op::Sprite {
                what: Repeated::Element(element.to_string()),
                transform: t,
            });
            return Some(());
        }
        if let Some(r) = flat_rect(line)
            && self.rect(r)?
        {
            return Some(());
        }
        if self.batch.is_empty()
            && let Some(inside) = rounded_inside(line)
            && self.tray(line, inside)?
        {
            return Some(());
        }
        self.gather(line)
    }

    /// The transform of the groups open around the current line (`None` when one of
    /// them sets anything else that paints).
    fn groups_transform(&self) -> Option<Transform> {
        let mut t = Transform::identity();
        for g in &self.open {
            t = t.pre_concat(group_transform(g)?);
        }
        Some(t)
    }

    /// A flat rectangle becomes its own step when its groups only shift it (scaled or
    /// turned, it is left to resvg): whether it did.
    fn rect(&mut self, mut r: Rect) -> Option<bool> {
        let t = self.groups_transform()?;
        if !only_shifts(t) {
            return Some(false);
        }
        self.flush();
        r.x += t.tx;
        r.y += t.ty;
        self.ops.push(Op::Rect(r));
        Some(true)
    }

    /// A tray (a rounded rectangle, `inside` its flat inside) becomes its own banded
    /// step when its groups only shift it: whether it did.
    fn tray(&mut self, line: &str, mut inside: Rect) -> Option<bool> {
        let t = self.groups_transform()?;
        if !only_shifts(t) {
            return Some(false);
        }
        inside.x += t.tx;
        inside.y += t.ty;
        self.batch_open = self.open.clone();
        self.batch.push_str(line);
        self.batch.push('\n');
        self.flush();
        let Some(Op::Vector(body)) = self.ops.pop() else {
            return None;
        };
        self.ops.push(Op::Banded { body, inside });
        Some(true)
    }

    /// Adds a line to the vector step being gathered, keeping track of the groups.
    fn gather(&mut self, line: &'a str) -> Option<()> {
        let group_line = line == "</g>" || line.starts_with("<g ") || line == "<g>";
        if self.batch.is_empty() && !group_line {
            self.batch_open = self.open.clone();
        }
        // between elements, only the groups open matter (reopened around the next one)
        if !self.batch.is_empty() || !group_line {
            self.batch.push_str(line);
            self.batch.push('\n');
        }
        if line == "</g>" {
            self.open.pop()?;
        } else if group_line {
            self.open.push(line);
        } else if !line.ends_with("/>") && !is_whole_element(line) {
            return None;
        } else if self.open.iter().all(|g| group_transform(g).is_some()) {
            // each element its own step, so that the canvas gives out only the area
            // it paints; not inside a group that paints (its opacity applies to
            // all its elements at once)
            self.flush();
        }
        Some(())
    }

    /// Ends the vector step being gathered: the groups open when it began are
    /// reopened before it, the groups still open after it are closed.
    fn flush(&mut self) {
        if self.batch.is_empty() {
            return;
        }
        let mut text = String::with_capacity(self.batch.len() + 200);
        for g in &self.batch_open {
            text.push_str(g);
            text.push('\n');
        }
        text.push_str(&self.batch);
        for _ in &self.open {
            text.push_str("</g>\n");
        }
        self.ops.push(Op::Vector(text));
        self.batch.clear();
    }
}

/// Whether a transform only shifts (no scale, no turn).
fn only_shifts(t: Transform) -> bool {
    (t.sx, t.ky, t.kx, t.sy) == (1.0, 0.0, 0.0, 1.0)
}

/// `<name …>…</name>` on one line.
fn is_whole_element(line: &str) -> bool {
    let name: String = line[1..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    !name.is_empty() && line.ends_with(&format!("</{name}>"))
}
