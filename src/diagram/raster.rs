//! Drawing our own diagram SVG into pixels faster than resvg alone. Tracing the paths
//! of the pieces was most of a cold build: the same piece of the same seat is drawn on
//! many squares of many diagrams. Here each piece (its definition, the device scale and
//! turn, and its sub-pixel phase) is rasterised once per process and its bitmap
//! composited, at an integer offset, wherever a `<use>` places it. Flat rectangles
//! (squares, highlights) and the insides of the hands' trays are filled here; the rest
//! (arrows, targets, hands' counts, shogi owners' marks) is drawn by resvg, one
//! element at a time over only the pixels it covers, all in document order, so what
//! lies above a piece stays above it.
//!
//! The drawing is a [`Canvas`] of colour numbers, two bytes a pixel, that the PNG
//! encoder turns straight into palette indices (no RGBA pixmap in between).
//!
//! This reads only the SVG our writer emits (one element a line); on anything else it
//! returns `None` and the caller draws the whole SVG with resvg.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::tiny_skia::{self, IntSize, Transform};
use resvg::usvg;

/// One step of the drawing, in document order.
#[derive(Debug)]
enum Op<'a> {
    /// Elements resvg draws: a well-formed SVG body (the enclosing groups reopened).
    Vector(String),
    /// A drawing repeated across diagrams (a piece, a coordinate's glyph), with its
    /// transform in SVG units.
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
enum Repeated<'a> {
    /// A `<use>` of the definition of this id.
    Use(&'a str),
    /// One element, its transform taken out (a coordinate drawn with the stroke font).
    Element(String),
}

/// An axis-aligned rectangle: squares, hand trays, highlights. resvg traces it as a
/// path at 4× vertical supersampling over its whole area; all it needs is each edge
/// pixel's covered share.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Rect {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    /// Colour and opacity of the inside.
    fill: Option<([u8; 3], f32)>,
    /// Colour, width (centred on the edge) and opacity of the outline.
    stroke: Option<([u8; 3], f32, f32)>,
}

/// A parsed diagram: its drawing steps and its definitions.
#[derive(Debug)]
struct Plan<'a> {
    /// The `<svg …>` opening tag, reused for each vector step.
    root: &'a str,
    ops: Vec<Op<'a>>,
    /// The text of every `<defs>` block.
    defs: String,
}

/// The size in pixels of `svg` scaled by `k`, as resvg would make it.
pub(super) fn size(svg: &str, k: f32) -> Option<IntSize> {
    let root = svg.lines().next()?;
    let (w, h) = root_size(root)?;
    tiny_skia::Size::from_wh(w, h)?.to_int_size().scale_by(k)
}

/// Draws `svg` scaled by `k` onto `pixmap` (as large as [`size`] says). `None` when the
/// SVG is not in our writer's form or a part of it cannot be read: the pixmap may then
/// be half drawn, and the caller starts again with resvg alone.
pub(super) fn draw(svg: &str, k: f32, canvas: &mut Canvas) -> Option<()> {
    let plan = plan(svg)?;
    let device = Transform::from_scale(k, k);
    let opt = usvg::Options::default();
    // the squares: opaque rects painted first, whose insides need no white under them
    let covered: Vec<[usize; 4]> = plan
        .ops
        .iter()
        .map_while(|op| match op {
            Op::Rect(r) if r.stroke.is_none() && r.fill.is_some_and(|(_, o)| o >= 1.0) => {
                let (w, h) = (canvas.w as f32, canvas.h as f32);
                Some([
                    (r.x * k).ceil().clamp(0.0, w) as usize,
                    (r.y * k).ceil().clamp(0.0, h) as usize,
                    ((r.x + r.w) * k).floor().clamp(0.0, w) as usize,
                    ((r.y + r.h) * k).floor().clamp(0.0, h) as usize,
                ])
            }
            _ => None,
        })
        .filter(|[x0, y0, x1, y1]| x0 < x1 && y0 < y1)
        .collect();
    canvas.whiten(&covered);
    for op in &plan.ops {
        match op {
            Op::Vector(body) => vector(&plan, body, &opt, device, canvas, None)?,
            Op::Rect(r) => fill_rect(canvas, r, k)?,
            Op::Banded { body, inside } => {
                let (w, h) = (canvas.w as i32, canvas.h as i32);
                let hole = [
                    ((inside.x * k).ceil() as i32).clamp(0, w),
                    ((inside.y * k).ceil() as i32).clamp(0, h),
                    (((inside.x + inside.w) * k).floor() as i32).clamp(0, w),
                    (((inside.y + inside.h) * k).floor() as i32).clamp(0, h),
                ];
                let hole = (hole[0] < hole[2] && hole[1] < hole[3]).then_some(hole);
                vector(&plan, body, &opt, device, canvas, hole)?;
                if let (Some(hole), Some((colour, opacity))) = (hole, inside.fill) {
                    fill_area(canvas, hole.map(|v| v as f32), None, colour, opacity)?;
                }
            }
            Op::Sprite { what, transform } => {
                let d = device.pre_concat(*transform);
                let (ox, oy) = (d.tx.floor(), d.ty.floor());
                let phase = Transform::from_row(d.sx, d.ky, d.kx, d.sy, d.tx - ox, d.ty - oy);
                let sprite = match what {
                    Repeated::Use(id) => {
                        let def = def_of(&plan.defs, id)?;
                        // a definition that refers to another is not drawn alone
                        if refers(def) {
                            return None;
                        }
                        // each diagram names its definitions after itself: the key is
                        // what follows the id
                        let key = &def[def.find('"')? + id.len() + 2..];
                        sprite(key, phase, || {
                            format!("<defs>\n{def}</defs>\n<use href=\"#{id}\"/>\n")
                        })?
                    }
                    Repeated::Element(e) => sprite(e, phase, || format!("{e}\n"))?,
                };
                if let Some(s) = sprite.as_ref() {
                    composite(canvas, s, ox as i32 + s.x, oy as i32 + s.y)?;
                }
            }
        }
    }
    Some(())
}

/// Draws one vector step with resvg, except over the pixels `hole` (device
/// `[x0, y0, x1, y1]`). (Not inlined, so that a profile tells this drawing from the
/// sprites'.)
#[inline(never)]
fn vector(
    plan: &Plan,
    body: &str,
    opt: &usvg::Options,
    device: Transform,
    canvas: &mut Canvas,
    hole: Option<[i32; 4]>,
) -> Option<()> {
    // the definitions only when the step refers to one (a gradient, a piece)
    let with_defs = refers(body);
    let text = format!(
        "{}\n{}{}</svg>\n",
        plan.root,
        if with_defs { plan.defs.as_str() } else { "" },
        body
    );
    let tree = usvg::Tree::from_str(&text, opt).ok()?;
    // only the area the step paints is taken out of the canvas, drawn and put back
    let (w, h) = (canvas.w as i32, canvas.h as i32);
    let area = match tree.root().abs_layer_bounding_box().transform(device) {
        Some(b) => [
            (b.left().floor() as i32 - 2).clamp(0, w),
            (b.top().floor() as i32 - 2).clamp(0, h),
            (b.right().ceil() as i32 + 2).clamp(0, w),
            (b.bottom().ceil() as i32 + 2).clamp(0, h),
        ],
        None => [0, 0, w, h],
    };
    let Some([hx0, hy0, hx1, hy1]) = hole else {
        return draw_area(&tree, device, canvas, area);
    };
    // the bands around the hole: above, below, left, right
    let [x0, y0, x1, y1] = area;
    let (hy0, hy1) = (hy0.clamp(y0, y1), hy1.clamp(y0, y1));
    let (hx0, hx1) = (hx0.clamp(x0, x1), hx1.clamp(x0, x1));
    for band in [
        [x0, y0, x1, hy0],
        [x0, hy1, x1, y1],
        [x0, hy0, hx0, hy1],
        [hx1, hy0, x1, hy1],
    ] {
        draw_area(&tree, device, canvas, band)?;
    }
    Some(())
}

/// Draws `tree` onto the canvas's pixels `[x0, y0, x1, y1]` only.
fn draw_area(
    tree: &usvg::Tree,
    device: Transform,
    canvas: &mut Canvas,
    [x0, y0, x1, y1]: [i32; 4],
) -> Option<()> {
    if x0 >= x1 || y0 >= y1 {
        return Some(());
    }
    let mut region = canvas.region(x0, y0, (x1 - x0) as u32, (y1 - y0) as u32)?;
    resvg::render(
        tree,
        device.post_translate(-x0 as f32, -y0 as f32),
        &mut region.as_mut(),
    );
    canvas.put_region(&region, x0, y0)
}

/// Width and height of the root element, when its view box starts at 0 0 and has
/// the same size (one SVG unit a pixel at 96 dpi, no other mapping).
fn root_size(root: &str) -> Option<(f32, f32)> {
    if !root.starts_with("<svg ") || !root.ends_with('>') {
        return None;
    }
    let attrs = attributes(root.strip_prefix("<svg")?.strip_suffix('>')?)?;
    let get = |name: &str| attrs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let w: f32 = get("width")?.parse().ok()?;
    let h: f32 = get("height")?.parse().ok()?;
    let vb: Vec<f32> = get("viewBox")?
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    (vb == [0.0, 0.0, w, h]).then_some((w, h))
}

/// The attributes of a tag's inside (`name="value"` pairs, nothing else).
fn attributes(mut s: &str) -> Option<Vec<(&str, &str)>> {
    let mut out = Vec::new();
    loop {
        s = s.trim_start();
        if s.is_empty() || s == "/" {
            return Some(out);
        }
        let (name, rest) = s.split_once("=\"")?;
        let (value, rest) = rest.split_once('"')?;
        if name.is_empty() || name.contains(char::is_whitespace) {
            return None;
        }
        out.push((name, value));
        s = rest;
    }
}

/// The SVG cut into steps. The header (root, title, description) is skipped; every
/// body line must be one whole element, a group's opening or closing, or inside defs.
fn plan(svg: &str) -> Option<Plan<'_>> {
    let root = svg.lines().next()?;
    root_size(root)?;
    let rest = &svg[root.len()..];
    // the description may span lines: the body starts after it
    let body_start = match rest.find("</desc>") {
        Some(i) => i + "</desc>".len(),
        None => 0,
    };
    let mut plan = Plan {
        root,
        ops: Vec::new(),
        defs: String::new(),
    };
    // the groups open around the current line (their opening tags)
    let mut open: Vec<&str> = Vec::new();
    // the vector step being gathered, and the groups open when it began
    let mut batch = String::new();
    let mut batch_open: Vec<&str> = Vec::new();
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
                plan.defs.push_str(line);
                plan.defs.push('\n');
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
        if !line.starts_with('<') || !line.ends_with('>') {
            return None;
        }
        if let Some(transform) = sprite_use(line) {
            // the groups around it must not change how it is painted
            let mut t = Transform::identity();
            for g in &open {
                t = t.pre_concat(group_transform(g)?);
            }
            flush(&mut plan.ops, &mut batch, &batch_open, &open);
            let id = href(line)?;
            plan.ops.push(Op::Sprite {
                what: Repeated::Use(id),
                transform: t.pre_concat(transform),
            });
            continue;
        }
        if let Some((element, transform)) = transformed_element(line) {
            let mut t = Transform::identity();
            for g in &open {
                t = t.pre_concat(group_transform(g)?);
            }
            flush(&mut plan.ops, &mut batch, &batch_open, &open);
            plan.ops.push(Op::Sprite {
                what: Repeated::Element(element),
                transform: t.pre_concat(transform),
            });
            continue;
        }
        if let Some(mut r) = flat_rect(line) {
            let mut t = Transform::identity();
            for g in &open {
                t = t.pre_concat(group_transform(g)?);
            }
            // only shifted: scaled or turned, it is left to resvg
            if (t.sx, t.ky, t.kx, t.sy) == (1.0, 0.0, 0.0, 1.0) {
                flush(&mut plan.ops, &mut batch, &batch_open, &open);
                r.x += t.tx;
                r.y += t.ty;
                plan.ops.push(Op::Rect(r));
                continue;
            }
        }
        if batch.is_empty()
            && let Some(mut inside) = rounded_inside(line)
        {
            let mut t = Transform::identity();
            for g in &open {
                t = t.pre_concat(group_transform(g)?);
            }
            if (t.sx, t.ky, t.kx, t.sy) == (1.0, 0.0, 0.0, 1.0) {
                inside.x += t.tx;
                inside.y += t.ty;
                batch_open = open.clone();
                batch.push_str(line);
                batch.push('\n');
                flush(&mut plan.ops, &mut batch, &batch_open, &open);
                let Some(Op::Vector(body)) = plan.ops.pop() else {
                    return None;
                };
                plan.ops.push(Op::Banded { body, inside });
                continue;
            }
        }
        let group_line = line == "</g>" || line.starts_with("<g ") || line == "<g>";
        if batch.is_empty() && !group_line {
            batch_open = open.clone();
        }
        // between elements, only the groups open matter (reopened around the next one)
        if !batch.is_empty() || !group_line {
            batch.push_str(line);
            batch.push('\n');
        }
        if line == "</g>" {
            open.pop()?;
        } else if group_line {
            open.push(line);
        } else if !line.ends_with("/>") && !is_whole_element(line) {
            return None;
        } else if open.iter().all(|g| group_transform(g).is_some()) {
            // each element its own step, so that the canvas gives out only the area
            // it paints; not inside a group that paints (its opacity applies to
            // all its elements at once)
            flush(&mut plan.ops, &mut batch, &batch_open, &open);
        }
    }
    if !closed || in_defs || !open.is_empty() {
        return None;
    }
    flush(&mut plan.ops, &mut batch, &batch_open, &open);
    plan.defs = format!("<defs>\n{}</defs>\n", plan.defs);
    Some(plan)
}

/// `<name …>…</name>` on one line.
fn is_whole_element(line: &str) -> bool {
    let name: String = line[1..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    !name.is_empty() && line.ends_with(&format!("</{name}>"))
}

/// Ends the vector step being gathered: the groups open when it began are reopened
/// before it, the groups still open after it are closed.
fn flush<'a>(ops: &mut Vec<Op<'a>>, batch: &mut String, began: &[&str], now: &[&str]) {
    if batch.is_empty() {
        return;
    }
    let mut text = String::with_capacity(batch.len() + 200);
    for g in began {
        text.push_str(g);
        text.push('\n');
    }
    text.push_str(batch);
    for _ in now {
        text.push_str("</g>\n");
    }
    ops.push(Op::Vector(text));
    batch.clear();
}

/// The transform of a `<use>` drawn as a sprite: it has only a class, data, the link
/// and a transform (no own paint, position or opacity).
fn sprite_use(line: &str) -> Option<Transform> {
    let inner = line.strip_prefix("<use ")?.strip_suffix("/>")?;
    let attrs = attributes(inner)?;
    let mut transform = Transform::identity();
    let mut linked = false;
    for (name, value) in attrs {
        match name {
            "class" => {}
            "href" => linked = value.starts_with('#'),
            "transform" => transform = parse_transform(value)?,
            _ if name.starts_with("data-") => {}
            _ => return None,
        }
    }
    linked.then_some(transform)
}

/// A path or circle with a transform and no link: the element without its transform,
/// and the transform.
fn transformed_element(line: &str) -> Option<(String, Transform)> {
    if !(line.starts_with("<path ") || line.starts_with("<circle ")) || !line.ends_with("/>") {
        return None;
    }
    if refers(line) {
        return None;
    }
    let start = line.find(" transform=\"")?;
    let value_start = start + " transform=\"".len();
    let len = line[value_start..].find('"')?;
    let transform = parse_transform(&line[value_start..value_start + len])?;
    let element = format!("{}{}", &line[..start], &line[value_start + len + 1..]);
    Some((element, transform))
}

/// Whether SVG text links to another element (a definition, a gradient).
fn refers(text: &str) -> bool {
    text.contains("url(#") || text.contains("href=")
}

fn href(line: &str) -> Option<&str> {
    let (_, rest) = line.split_once("href=\"#")?;
    Some(rest.split_once('"')?.0)
}

/// The transform of an open group, which must set nothing else that paints.
fn group_transform(g: &str) -> Option<Transform> {
    let inner = g.strip_prefix("<g")?.strip_suffix('>')?;
    let mut t = Transform::identity();
    for (name, value) in attributes(inner)? {
        match name {
            "class" | "id" => {}
            "transform" => t = parse_transform(value)?,
            _ if name.starts_with("data-") => {}
            _ => return None,
        }
    }
    Some(t)
}

/// An SVG transform list of `translate`, `scale`, `rotate` and `matrix`.
fn parse_transform(s: &str) -> Option<Transform> {
    let mut t = Transform::identity();
    let mut rest = s.trim();
    while !rest.is_empty() {
        let (name, after) = rest.split_once('(')?;
        let (args, after) = after.split_once(')')?;
        let n: Vec<f32> = args
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|a| !a.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .ok()?;
        let step = match (name.trim(), n.as_slice()) {
            ("translate", [x]) => Transform::from_translate(*x, 0.0),
            ("translate", [x, y]) => Transform::from_translate(*x, *y),
            ("scale", [s]) => Transform::from_scale(*s, *s),
            ("scale", [sx, sy]) => Transform::from_scale(*sx, *sy),
            ("rotate", [a]) => Transform::from_rotate(*a),
            ("rotate", [a, cx, cy]) => Transform::from_translate(*cx, *cy)
                .pre_concat(Transform::from_rotate(*a))
                .pre_concat(Transform::from_translate(-cx, -cy)),
            ("matrix", [a, b, c, d, e, f]) => Transform::from_row(*a, *b, *c, *d, *e, *f),
            _ => return None,
        };
        t = t.pre_concat(step);
        rest = after.trim_start_matches(|c: char| c == ',' || c.is_whitespace());
    }
    Some(t)
}

/// The definition `<g id="id" …>…</g>` in the defs text.
fn def_of<'a>(defs: &'a str, id: &str) -> Option<&'a str> {
    let start = defs.find(&format!("<g id=\"{id}\""))?;
    let mut depth = 0usize;
    let mut end = start;
    for line in defs[start..].split_inclusive('\n') {
        let t = line.trim();
        if t == "</g>" {
            depth = depth.checked_sub(1)?;
        } else if (t.starts_with("<g ") || t == "<g>") && !t.ends_with("/>") {
            depth += 1;
        }
        end += line.len();
        if depth == 0 {
            return Some(&defs[start..end]);
        }
    }
    None
}

/// A `<rect>` painted with flat colours only (no corner radius, no transform, no
/// other paint property), else `None`.
fn flat_rect(line: &str) -> Option<Rect> {
    let inner = line.strip_prefix("<rect ")?.strip_suffix("/>")?;
    let mut r = Rect {
        x: 0.0,
        y: 0.0,
        w: f32::NAN,
        h: f32::NAN,
        fill: None,
        stroke: None,
    };
    let (mut fill, mut fill_opacity) = (None, 1.0);
    let (mut stroke, mut stroke_width, mut stroke_opacity) = (None, None, 1.0);
    for (name, value) in attributes(inner)? {
        let n = || value.parse::<f32>().ok().filter(|v| v.is_finite());
        match name {
            "class" => {}
            "x" => r.x = n()?,
            "y" => r.y = n()?,
            "width" => r.w = n()?,
            "height" => r.h = n()?,
            "fill" => fill = Some(paint(value)?),
            "fill-opacity" => fill_opacity = n().filter(|o| (0.0..=1.0).contains(o))?,
            "stroke" => stroke = Some(paint(value)?),
            "stroke-width" => stroke_width = Some(n().filter(|w| *w > 0.0)?),
            "stroke-opacity" => stroke_opacity = n().filter(|o| (0.0..=1.0).contains(o))?,
            _ if name.starts_with("data-") => {}
            _ => return None,
        }
    }
    // an SVG rect without a fill is black: said explicitly in ours
    r.fill = fill?.map(|c| (c, fill_opacity));
    r.stroke = match (stroke.flatten(), stroke_width) {
        (None, _) => None,
        (Some(c), Some(w)) => Some((c, w, stroke_opacity)),
        (Some(_), None) => return None,
    };
    (r.w > 0.0 && r.h > 0.0).then_some(r)
}

/// The inside of a rect with round corners (`rx`, and `ry` if given, equal) that is
/// otherwise flat: the rect less `rx` on each side, with its fill only. The outline
/// must lie within the corners' band.
fn rounded_inside(line: &str) -> Option<Rect> {
    let inner = line.strip_prefix("<rect ")?.strip_suffix("/>")?;
    let attrs = attributes(inner)?;
    let get = |name: &str| attrs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let rx: f32 = get("rx")?
        .parse()
        .ok()
        .filter(|r: &f32| r.is_finite() && *r > 0.0)?;
    if get("ry").is_some_and(|ry| ry.parse::<f32>().ok() != Some(rx)) {
        return None;
    }
    // the same element without its corners is a flat rect
    let square = attrs
        .iter()
        .filter(|(n, _)| *n != "rx" && *n != "ry")
        .map(|(n, v)| format!(" {n}=\"{v}\""))
        .collect::<String>();
    let r = flat_rect(&format!("<rect{square}/>"))?;
    if r.stroke.is_some_and(|(_, w, _)| w / 2.0 >= rx) || r.w <= 2.0 * rx || r.h <= 2.0 * rx {
        return None;
    }
    Some(Rect {
        x: r.x + rx,
        y: r.y + rx,
        w: r.w - 2.0 * rx,
        h: r.h - 2.0 * rx,
        fill: r.fill,
        stroke: None,
    })
}

/// `#rrggbb` as a colour, `none` as no paint; anything else is not flat.
fn paint(value: &str) -> Option<Option<[u8; 3]>> {
    if value == "none" {
        return Some(None);
    }
    let hex = value.strip_prefix('#').filter(|h| h.len() == 6)?;
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some(Some([byte(0)?, byte(2)?, byte(4)?]))
}

/// Paints `r` scaled by `k`: the inside, then the outline as the ring between the
/// rectangle grown and shrunk by half its width (as an SVG stroke lies).
fn fill_rect(canvas: &mut Canvas, r: &Rect, k: f32) -> Option<()> {
    let box_of = |grow: f32| {
        [
            (r.x - grow) * k,
            (r.y - grow) * k,
            (r.x + r.w + grow) * k,
            (r.y + r.h + grow) * k,
        ]
    };
    if let Some((colour, opacity)) = r.fill {
        fill_area(canvas, box_of(0.0), None, colour, opacity)?;
    }
    if let Some((colour, width, opacity)) = r.stroke {
        let half = width / 2.0;
        let inner = (r.w > width && r.h > width).then(|| box_of(-half));
        fill_area(canvas, box_of(half), inner, colour, opacity)?;
    }
    Some(())
}

/// How much of the pixel `[p, p + 1)` lies in `[a, b)`.
fn overlap(a: f32, b: f32, p: f32) -> f32 {
    (b.min(p + 1.0) - a.max(p)).clamp(0.0, 1.0)
}

/// Paints the area of `outer` (device `[x0, y0, x1, y1]`) less `inner`, each pixel by
/// its covered share, onto the canvas. Along a row the share changes only at the
/// columns of the edges: between them a run is painted with one alpha.
fn fill_area(
    canvas: &mut Canvas,
    outer: [f32; 4],
    inner: Option<[f32; 4]>,
    colour: [u8; 3],
    opacity: f32,
) -> Option<()> {
    let (w, h) = (i64::from(canvas.w), i64::from(canvas.h));
    let clamp_x = |v: f32| (v.floor() as i64).clamp(0, w);
    let clamp_y = |v: f32| (v.floor() as i64).clamp(0, h);
    let [x0, y0, x1, y1] = outer;
    // the columns where a pixel's share may change
    let mut cuts: Vec<i64> = vec![clamp_x(x0), clamp_x(x0) + 1, clamp_x(x1), clamp_x(x1) + 1];
    if let Some([a, _, b, _]) = inner {
        cuts.extend([clamp_x(a), clamp_x(a) + 1, clamp_x(b), clamp_x(b) + 1]);
    }
    let mut cuts: Vec<i64> = cuts.into_iter().map(|c| c.clamp(0, w)).collect();
    cuts.sort_unstable();
    cuts.dedup();
    let full = canvas.id(colour)?;
    for row in clamp_y(y0)..(y1.ceil() as i64).clamp(0, h) {
        let py = row as f32;
        let cy = overlap(y0, y1, py);
        let icy = inner.map_or(0.0, |[_, a, _, b]| overlap(a, b, py));
        let line = row as usize * w as usize;
        for pair in cuts.windows(2) {
            let (c0, c1) = (pair[0], pair[1]);
            let px = c0 as f32;
            let mut cover = overlap(x0, x1, px) * cy;
            if let Some([a, _, b, _]) = inner {
                cover -= overlap(a, b, px) * icy;
            }
            let alpha = (cover.clamp(0.0, 1.0) * opacity * 255.0 + 0.5) as u16;
            let run = line + c0 as usize..line + c1 as usize;
            if alpha >= 255 {
                canvas.ids[run].fill(full);
            } else if alpha > 0 {
                blend_run(canvas, run, colour, alpha)?;
            }
        }
    }
    Some(())
}

/// Lays `colour` at `alpha` (1–254) over the pixels `run` of the canvas. A run mostly
/// lies over one colour: the blend is worked out once for each stretch of one colour.
fn blend_run(
    canvas: &mut Canvas,
    run: std::ops::Range<usize>,
    colour: [u8; 3],
    alpha: u16,
) -> Option<()> {
    let src = colour.map(|c| u16::from(c) * alpha);
    let keep = 255 - alpha;
    let mut i = run.start;
    while i < run.end {
        let under = canvas.ids[i];
        let len = super::png::id_run_length(&canvas.ids[i..run.end], under);
        // (a pixel not yet whitened, under a square still to come: what it holds is
        // painted over)
        let p = canvas
            .colours
            .get(under as usize)
            .copied()
            .unwrap_or([255; 3]);
        let mut c = [0u8; 3];
        for k in 0..3 {
            let v = src[k] + u16::from(p[k]) * keep;
            // (v + 128) / 255, rounded, without a division
            c[k] = ((v + 128 + ((v + 128) >> 8)) >> 8) as u8;
        }
        let over = canvas.id(c)?;
        canvas.ids[i..i + len].fill(over);
        i += len;
    }
    Some(())
}

/// A repeated drawing's pixels (premultiplied RGBA) and their offset from the integer
/// position of its origin.
struct Sprite {
    pixmap: tiny_skia::Pixmap,
    x: i32,
    y: i32,
}

/// What a sprite is drawn from: the text that draws it (a definition after its id, or
/// an element), and the device transform with the integer part of its translation
/// removed (exact bits).
type Key = (String, [u32; 6]);

/// Sprites kept at most; past it the table starts again (`serve` lives long).
const MAX_SPRITES: usize = 4096;

fn sprites() -> &'static Mutex<HashMap<Key, Arc<Option<Sprite>>>> {
    static SPRITES: OnceLock<Mutex<HashMap<Key, Arc<Option<Sprite>>>>> = OnceLock::new();
    SPRITES.get_or_init(Default::default)
}

/// The sprite keyed `key` under `phase`, from the table or drawn from the SVG body
/// `body()` makes. The inner `None` is a drawing with nothing in it.
fn sprite(
    key: &str,
    phase: Transform,
    body: impl FnOnce() -> String,
) -> Option<Arc<Option<Sprite>>> {
    let m = [phase.sx, phase.ky, phase.kx, phase.sy, phase.tx, phase.ty].map(f32::to_bits);
    let key = (key.to_string(), m);
    if let Some(s) = sprites().lock().ok()?.get(&key) {
        return Some(s.clone());
    }
    // drawn outside the lock: two threads may draw the same sprite, the same way
    let drawn = Arc::new(rasterise(&body(), phase)?);
    let mut table = sprites().lock().ok()?;
    if table.len() >= MAX_SPRITES {
        table.clear();
    }
    table.insert(key, drawn.clone());
    Some(drawn)
}

/// Draws an SVG body under `phase` into a pixmap just large enough for it. (Not
/// inlined, for profiles.)
#[inline(never)]
fn rasterise(body: &str, phase: Transform) -> Option<Option<Sprite>> {
    let text = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\">\n{body}</svg>\n"
    );
    let tree = usvg::Tree::from_str(&text, &usvg::Options::default()).ok()?;
    if !tree.root().has_children() {
        return Some(None);
    }
    let bbox = tree.root().abs_layer_bounding_box().transform(phase)?;
    // a pixel of margin each side for anti-aliasing
    let x = bbox.left().floor() as i32 - 1;
    let y = bbox.top().floor() as i32 - 1;
    let w = (bbox.right().ceil() as i32 + 1 - x).max(1) as u32;
    let h = (bbox.bottom().ceil() as i32 + 1 - y).max(1) as u32;
    let mut pixmap = tiny_skia::Pixmap::new(w, h)?;
    let shifted = Transform::from_row(
        phase.sx,
        phase.ky,
        phase.kx,
        phase.sy,
        phase.tx - x as f32,
        phase.ty - y as f32,
    );
    resvg::render(&tree, shifted, &mut pixmap.as_mut());
    Some(Some(Sprite { pixmap, x, y }))
}

/// Source-over of premultiplied `s` onto the canvas with its top left at (`x`, `y`),
/// the arithmetic of tiny-skia's own blending (`(v + 255) >> 8` for a division by
/// 255). The canvas's colour under each sprite pixel is looked up, blended and
/// numbered again only when it or the sprite's pixel changes from the pixel before.
fn composite(dst: &mut Canvas, s: &Sprite, x: i32, y: i32) -> Option<()> {
    let (dw, dh) = (dst.w as i32, dst.h as i32);
    let (sw, sh) = (s.pixmap.width() as i32, s.pixmap.height() as i32);
    let x0 = x.max(0);
    let x1 = (x + sw).min(dw);
    if x0 >= x1 {
        return Some(());
    }
    let (src, _) = s.pixmap.data().as_chunks::<4>();
    let mut last: Option<(u16, [u8; 4], u16)> = None;
    for row in y.max(0)..(y + sh).min(dh) {
        let sy = (row - y) as usize;
        let s_off = sy * sw as usize + (x0 - x) as usize;
        let d_off = row as usize * dw as usize + x0 as usize;
        let n = (x1 - x0) as usize;
        for (i, sp) in src[s_off..s_off + n].iter().enumerate() {
            let a = sp[3];
            if a == 0 {
                continue;
            }
            let under = dst.ids[d_off + i];
            let over = match last {
                Some((u, p, o)) if u == under && p == *sp => o,
                _ => {
                    let mut c = [sp[0], sp[1], sp[2]];
                    if a != 255 {
                        let inv = 255 - u16::from(a);
                        let dp = dst.colours[under as usize];
                        for k in 0..3 {
                            let v = u16::from(dp[k]) * inv;
                            c[k] = sp[k].saturating_add(((v + 255) >> 8) as u8);
                        }
                    }
                    let o = dst.id(c)?;
                    last = Some((under, *sp, o));
                    o
                }
            };
            dst.ids[d_off + i] = over;
        }
    }
    Some(())
}

/// An opaque drawing as one colour number a pixel: squares and backgrounds are flat,
/// so a board holds a few hundred colours (mostly the anti-aliased edges of pieces),
/// and two bytes a pixel are half the memory traffic of RGBA, which the PNG then
/// needs only as palette indices. Colours are numbered as they first appear.
pub(super) struct Canvas {
    pub(super) w: u32,
    pub(super) h: u32,
    /// One colour number a pixel, row by row.
    pub(super) ids: Vec<u16>,
    /// The colour of each number.
    pub(super) colours: Vec<[u8; 3]>,
    numbers: super::png::ColourMap<u16>,
    /// The last colours numbered, by a hash of their value (`u32::MAX` for none).
    recent: Vec<(u32, u16)>,
}

/// Entries of [`Canvas::recent`] (a power of two).
const RECENT: usize = 1024;

impl Canvas {
    /// A canvas of `w` × `h` over the buffer `ids`, whose contents are kept: [`draw`]
    /// whitens it first where its first squares do not cover it.
    pub(super) fn new(w: u32, h: u32, mut ids: Vec<u16>) -> Canvas {
        ids.resize(w as usize * h as usize, 0);
        let mut numbers = super::png::ColourMap::default();
        numbers.insert(rgb([255, 255, 255]), 0);
        Canvas {
            w,
            h,
            ids,
            colours: vec![[255, 255, 255]],
            numbers,
            recent: vec![(u32::MAX, 0); RECENT],
        }
    }

    /// Makes white every pixel outside the boxes `covered` (`[x0, y0, x1, y1]`).
    /// The rows between two consecutive box edges share their white stretches.
    fn whiten(&mut self, covered: &[[usize; 4]]) {
        let (w, h) = (self.w as usize, self.h as usize);
        let mut edges: Vec<usize> = covered.iter().flat_map(|b| [b[1], b[3]]).collect();
        edges.extend([0, h]);
        edges.sort_unstable();
        edges.dedup();
        let mut spans: Vec<(usize, usize)> = Vec::new();
        for band in edges.windows(2) {
            let (top, bottom) = (band[0], band[1]);
            spans.clear();
            spans.extend(
                covered
                    .iter()
                    .filter(|b| b[1] <= top && bottom <= b[3])
                    .map(|b| (b[0], b[2])),
            );
            spans.sort_unstable();
            for row in top..bottom {
                let line = &mut self.ids[row * w..(row + 1) * w];
                let mut x = 0;
                for &(a, b) in &spans {
                    if a > x {
                        line[x..a].fill(0);
                    }
                    x = x.max(b);
                }
                line[x..].fill(0);
            }
        }
    }

    /// The number of `c`, given at first sight (`None` past 65,536 colours).
    #[inline]
    fn id(&mut self, c: [u8; 3]) -> Option<u16> {
        let key = rgb(c);
        let slot = (key.wrapping_mul(0x9E37_79B1) >> 22) as usize & (RECENT - 1);
        match self.recent[slot] {
            (k, n) if k == key => Some(n),
            _ => {
                let n = self.number(key, c)?;
                self.recent[slot] = (key, n);
                Some(n)
            }
        }
    }

    fn number(&mut self, key: u32, c: [u8; 3]) -> Option<u16> {
        if let Some(&n) = self.numbers.get(&key) {
            return Some(n);
        }
        let n = u16::try_from(self.colours.len()).ok()?;
        self.colours.push(c);
        self.numbers.insert(key, n);
        Some(n)
    }

    /// The pixels of the area `w` × `h` at (`x`, `y`) as an opaque pixmap.
    fn region(&self, x: i32, y: i32, w: u32, h: u32) -> Option<tiny_skia::Pixmap> {
        let mut p = tiny_skia::Pixmap::new(w, h)?;
        let (px, _) = p.data_mut().as_chunks_mut::<4>();
        for (r, out) in px.chunks_exact_mut(w as usize).enumerate() {
            let start = (y as usize + r) * self.w as usize + x as usize;
            for (q, &n) in out.iter_mut().zip(&self.ids[start..start + w as usize]) {
                let [r, g, b] = self.colours[n as usize];
                *q = [r, g, b, 255];
            }
        }
        Some(p)
    }

    /// Puts back an area taken by [`Canvas::region`] and drawn on: only the pixels
    /// that changed are numbered again.
    fn put_region(&mut self, p: &tiny_skia::Pixmap, x: i32, y: i32) -> Option<()> {
        let w = p.width() as usize;
        let (px, _) = p.data().as_chunks::<4>();
        let mut last: Option<([u8; 4], u16)> = None;
        for (r, row) in px.chunks_exact(w).enumerate() {
            let start = (y as usize + r) * self.w as usize + x as usize;
            for (i, q) in row.iter().enumerate() {
                let [cr, cg, cb] = self.colours[self.ids[start + i] as usize];
                if *q == [cr, cg, cb, 255] {
                    continue;
                }
                let n = match last {
                    Some((c, n)) if c == *q => n,
                    _ => {
                        let n = self.id([q[0], q[1], q[2]])?;
                        last = Some((*q, n));
                        n
                    }
                };
                self.ids[start + i] = n;
            }
        }
        Some(())
    }

    /// The canvas as an RGBA pixmap (for comparisons).
    #[cfg(test)]
    pub(super) fn to_pixmap(&self) -> tiny_skia::Pixmap {
        let mut p = tiny_skia::Pixmap::new(self.w, self.h).unwrap();
        let (px, _) = p.data_mut().as_chunks_mut::<4>();
        for (q, &n) in px.iter_mut().zip(&self.ids) {
            let [r, g, b] = self.colours[n as usize];
            *q = [r, g, b, 255];
        }
        p
    }
}

/// RGB key of a colour.
fn rgb(c: [u8; 3]) -> u32 {
    u32::from(c[0]) << 16 | u32::from(c[1]) << 8 | u32::from(c[2])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transforms_read_as_resvg_reads_them() {
        let t = parse_transform("translate(163 613) scale(0.5) rotate(90 22.5 22.5)").unwrap();
        let (x, y) = (t.tx, t.ty);
        // the square's corner (0, 0) turned about its centre lands on (45, 0), halved
        let mut p = [tiny_skia::Point::from_xy(0.0, 0.0)];
        t.map_points(&mut p);
        assert!((p[0].x - (163.0 + 22.5)).abs() < 1e-3, "{p:?} {x} {y}");
        assert!((p[0].y - 613.0).abs() < 1e-3, "{p:?}");
        assert!(parse_transform("skewX(3)").is_none());
    }

    #[test]
    fn a_foreign_svg_is_left_to_resvg() {
        assert!(plan("<svg").is_none());
        // a root without our view box
        assert!(
            plan("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\">\n</svg>\n")
                .is_none()
        );
        // an element over two lines
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\" viewBox=\"0 0 4 4\">\n<rect\nwidth=\"4\"/>\n</svg>\n";
        assert!(plan(svg).is_none());
    }

    #[test]
    fn pieces_become_sprites_between_vector_steps() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"90\" height=\"45\" viewBox=\"0 0 90 45\">\n<title id=\"t\">x</title>\n<desc id=\"d\">a\nb</desc>\n<defs>\n<g id=\"p\">\n<g transform=\"scale(1)\">\n<path d=\"M0 0H10V10Z\" fill=\"#f00\"/>\n</g>\n</g>\n</defs>\n<g class=\"board-part\" transform=\"translate(45 0)\">\n<rect width=\"45\" height=\"45\" fill=\"#eee\"/>\n<use class=\"piece\" data-square=\"a1\" href=\"#p\" transform=\"translate(1 2)\"/>\n<circle cx=\"5\" cy=\"5\" r=\"2\"/>\n</g>\n</svg>\n";
        let p = plan(svg).unwrap();
        assert_eq!(p.ops.len(), 3, "{p:?}");
        assert!(
            matches!(&p.ops[1], Op::Sprite { what: Repeated::Use("p"), transform } if transform.tx == 46.0 && transform.ty == 2.0)
        );
        // the step after the piece reopens the board's group
        let Op::Vector(after) = &p.ops[2] else {
            panic!()
        };
        assert!(after.starts_with("<g class=\"board-part\""), "{after}");
        assert_eq!(
            def_of(&p.defs, "p").unwrap().matches("</g>").count(),
            2,
            "{}",
            p.defs
        );
    }

    #[test]
    fn each_vector_element_is_its_own_step_unless_its_group_paints() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"90\" height=\"45\" viewBox=\"0 0 90 45\">\n<g class=\"targets\" transform=\"translate(1 0)\">\n<circle cx=\"5\" cy=\"5\" r=\"2\"/>\n<circle cx=\"80\" cy=\"40\" r=\"2\"/>\n</g>\n<g opacity=\"0.5\">\n<circle cx=\"5\" cy=\"5\" r=\"2\"/>\n<circle cx=\"8\" cy=\"5\" r=\"2\"/>\n</g>\n</svg>\n";
        let p = plan(svg).unwrap();
        let steps: Vec<&str> = p
            .ops
            .iter()
            .map(|o| match o {
                Op::Vector(t) => t.as_str(),
                _ => panic!("{o:?}"),
            })
            .collect();
        // two circles far apart: two small areas of the canvas, not the whole board
        assert_eq!(steps.len(), 3, "{steps:?}");
        assert!(steps[0].starts_with("<g class=\"targets\""), "{}", steps[0]);
        assert_eq!(steps[0].matches("<circle").count(), 1);
        assert_eq!(steps[1].matches("<circle").count(), 1);
        // a group's opacity applies to both at once: one step
        assert_eq!(steps[2].matches("<circle").count(), 2, "{}", steps[2]);
        // and the canvas draws them as resvg draws the whole SVG
        let (ours, theirs) = ours_and_resvgs(svg);
        assert!(ours.data() == theirs.data());
    }

    /// `svg` at 300 dpi drawn on our canvas, and by resvg alone on white.
    fn ours_and_resvgs(svg: &str) -> (tiny_skia::Pixmap, tiny_skia::Pixmap) {
        let k = 300.0 / 96.0;
        let size = size(svg, k).unwrap();
        let mut canvas = Canvas::new(size.width(), size.height(), Vec::new());
        draw(svg, k, &mut canvas).unwrap();
        let mut theirs = tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
        theirs.fill(tiny_skia::Color::WHITE);
        let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).unwrap();
        resvg::render(&tree, Transform::from_scale(k, k), &mut theirs.as_mut());
        (canvas.to_pixmap(), theirs)
    }

    #[test]
    fn a_trays_inside_is_filled_flat_and_its_rim_by_resvg() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"60\" viewBox=\"0 0 120 60\">\n<g class=\"hands\" transform=\"translate(3.3 1.7)\">\n<rect class=\"hand\" x=\"2.5\" y=\"4.25\" width=\"100\" height=\"40\" rx=\"5\" fill=\"#203040\" fill-opacity=\"0.3\" stroke=\"#8c8c8c\" stroke-opacity=\"0.6\" stroke-width=\"1\"/>\n</g>\n</svg>\n";
        let p = plan(svg).unwrap();
        let [Op::Banded { inside, .. }] = p.ops.as_slice() else {
            panic!("{:?}", p.ops)
        };
        assert_eq!(
            (inside.x, inside.y, inside.w, inside.h),
            (10.8, 10.95, 90.0, 30.0)
        );
        let (ours, theirs) = ours_and_resvgs(svg);
        // the inside differs at most by the rounding of one blend, the rim not at all
        let max = ours
            .data()
            .iter()
            .zip(theirs.data())
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap();
        assert!(max <= 1, "{max}");
        // a corner that is not round is a flat rect, and unequal radii are resvg's
        assert!(rounded_inside("<rect width=\"10\" height=\"10\" fill=\"#000000\"/>").is_none());
        assert!(
            rounded_inside("<rect width=\"10\" height=\"10\" rx=\"2\" ry=\"3\" fill=\"#000000\"/>")
                .is_none()
        );
    }

    #[test]
    fn a_reused_buffer_leaves_no_trace() {
        use crate::rules::{Direction, Geometry, Piece, PieceKind};
        let mut d = super::super::Diagram::new(Geometry::chess());
        let g = d.geometry.clone();
        let piece = Piece::new(PieceKind::King, 0, Direction::North);
        d.pieces.push((g.parse_square("e1").unwrap(), piece));
        d.last_move = Some((g.parse_square("e2").unwrap(), g.parse_square("e1").unwrap()));
        let svg = super::super::to_svg(&d);
        let k = 150.0 / 96.0;
        let size = size(&svg, k).unwrap();
        let n = (size.width() * size.height()) as usize;
        let mut clean = Canvas::new(size.width(), size.height(), Vec::new());
        draw(&svg, k, &mut clean).unwrap();
        // a buffer full of a former drawing's numbers, some beyond this one's colours
        let used = vec![7000u16; n + 99];
        let mut reused = Canvas::new(size.width(), size.height(), used);
        draw(&svg, k, &mut reused).unwrap();
        assert!(clean.to_pixmap().data() == reused.to_pixmap().data());
        // the margins are white, and the squares covered most of the board
        assert_eq!(reused.ids[0], 0);
        assert!(reused.ids.iter().filter(|&&n| n == 0).count() < n / 2);
    }

    #[test]
    fn our_diagrams_are_drawn_here_not_left_to_resvg() {
        use crate::rules::{Direction, Geometry, Piece, PieceKind};
        let mut d = super::super::Diagram::new(Geometry::chess());
        let g = d.geometry.clone();
        for (sq, kind) in [("e1", PieceKind::King), ("e8", PieceKind::King)] {
            let seat = if sq == "e1" { 0 } else { 1 };
            let piece = Piece::new(kind, seat, Direction::North);
            d.pieces.push((g.parse_square(sq).unwrap(), piece));
        }
        d.last_move = Some((g.parse_square("e2").unwrap(), g.parse_square("e1").unwrap()));
        d.marks = vec![g.parse_square("d4").unwrap()];
        let svg = super::super::to_svg(&d);
        let p = plan(&svg).expect("our own SVG is planned");
        let uses = p
            .ops
            .iter()
            .filter(|o| {
                matches!(
                    o,
                    Op::Sprite {
                        what: Repeated::Use(_),
                        ..
                    }
                )
            })
            .count();
        assert_eq!(uses, 2);
        let rects = p.ops.iter().filter(|o| matches!(o, Op::Rect(_))).count();
        // 64 squares, two highlighted, one marked
        assert_eq!(rects, 67);
        let glyphs = p
            .ops
            .iter()
            .filter(|o| {
                matches!(
                    o,
                    Op::Sprite {
                        what: Repeated::Element(_),
                        ..
                    }
                )
            })
            .count();
        assert_eq!(glyphs, 16, "a–h and 1–8");
        // shogi, with hands: planned too
        let mut s = super::super::Diagram::new(Geometry::shogi());
        s.hands = vec![(0, vec![(PieceKind::Pawn, 2)])];
        assert!(plan(&super::super::to_svg(&s)).is_some());
    }

    #[test]
    fn rectangles_cover_pixels_as_resvg_does() {
        let r = Rect {
            x: 3.3,
            y: 2.125,
            w: 10.6,
            h: 7.05,
            fill: Some(([200, 40, 10], 0.55)),
            stroke: Some(([10, 20, 200], 0.9, 0.8)),
        };
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"12\" viewBox=\"0 0 20 12\">\n<rect x=\"3.3\" y=\"2.125\" width=\"10.6\" height=\"7.05\" fill=\"#c8280a\" fill-opacity=\"0.55\" stroke=\"#0a14c8\" stroke-width=\"0.9\" stroke-opacity=\"0.8\"/>\n</svg>\n";
        assert_eq!(flat_rect(svg.lines().nth(1).unwrap()), Some(r));
        let k = 300.0 / 96.0;
        let (ours, theirs) = ours_and_resvgs(svg);
        let width = ours.width();
        // the lines where an edge lies (the fill's, the outline's outer and inner)
        let lines = |a: f32, len: f32| {
            [-0.45, 0.0, 0.45]
                .into_iter()
                .flat_map(move |h| [(a + h) * k, (a + len + h) * k])
        };
        let near =
            |v: f32, mut lines: Box<dyn Iterator<Item = f32>>| lines.any(|l| (v - l).abs() < 2.0);
        let mut max = 0;
        let mut far_differing = 0;
        for (i, (a, b)) in ours.pixels().iter().zip(theirs.pixels()).enumerate() {
            let d = [
                a.red().abs_diff(b.red()),
                a.green().abs_diff(b.green()),
                a.blue().abs_diff(b.blue()),
            ]
            .into_iter()
            .max()
            .unwrap();
            max = max.max(d);
            let (px, py) = (
                (i as u32 % width) as f32 + 0.5,
                (i as u32 / width) as f32 + 0.5,
            );
            if !near(px, Box::new(lines(r.x, r.w))) && !near(py, Box::new(lines(r.y, r.h))) {
                far_differing += usize::from(d != 0);
            }
        }
        // the edges' shares differ by resvg's supersampling, the rest not at all
        assert!(max <= 40, "{max}");
        assert_eq!(far_differing, 0);
    }
}
