//! Drawing our own diagram SVG into pixels faster than resvg alone. Tracing the paths
//! of the pieces was most of a cold build: the same piece of the same seat is drawn on
//! many squares of many diagrams. Here each piece (its definition, the device scale and
//! turn, and its sub-pixel phase) is rasterised once per process and
//! its bitmap composited, at an integer offset, wherever a `<use>` places it; so are
//! the marks, glyphs and trays' rims, which are the same in every diagram of a board.
//! Flat rectangles (squares, highlights) and the insides of the hands' trays are
//! filled here; the rest (arrows, the check's gradient) is drawn by resvg, one element
//! at a time over only the pixels it covers, all in document order, so what lies above
//! a piece stays above it.
//!
//! The drawing is a [`Canvas`] of colour numbers, two bytes a pixel, that the PNG
//! encoder turns straight into palette indices (no RGBA pixmap in between).
//!
//! This reads only the SVG our writer emits (one element a line); on anything else it
//! returns `None` and the caller draws the whole SVG with resvg.

// `#[doc(hidden)] pub` for their tests (tests/suite/unit/diagram_raster.rs), outside the
// crate: see src/diagram/mod.rs
#[doc(hidden)]
pub mod background;
#[doc(hidden)]
pub mod canvas;
#[doc(hidden)]
pub mod elements;
mod fill;
#[doc(hidden)]
pub mod plan;
mod sprites;

use std::collections::HashMap;

use resvg::tiny_skia::{self, IntSize, Transform};
use resvg::usvg;

pub use canvas::Canvas;
use elements::{def_of, refers, root_size};
use fill::{fill_area, fill_rect};
use plan::{Op, Plan, Repeated, plan};
use sprites::{composite, composite_within, sprite};

/// The size in pixels of `svg` scaled by `k`, as resvg would make it.
pub fn size(svg: &str, k: f32) -> Option<IntSize> {
    let root = svg.lines().next()?;
    let (w, h) = root_size(root)?;
    tiny_skia::Size::from_wh(w, h)?.to_int_size().scale_by(k)
}

/// Draws `svg` scaled by `k` onto `pixmap` (as large as [`size`] says). `None` when the
/// SVG is not in our writer's form or a part of it cannot be read: the pixmap may then
/// be half drawn, and the caller starts again with resvg alone.
pub fn draw(svg: &str, k: f32, canvas: &mut Canvas) -> Option<()> {
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
    let first = background::leading_squares(&plan.ops);
    background::squares(canvas, &plan.ops[..first], k, |canvas| {
        canvas.whiten(&covered);
        for op in &plan.ops[..first] {
            if let Op::Rect(r) = op {
                fill_rect(canvas, r, k)?;
            }
        }
        Some(())
    })?;
    // each definition's text, found once per diagram
    let mut found: HashMap<&str, &str> = HashMap::new();
    for op in &plan.ops[first..] {
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
                tray(&plan, body, &opt, k, canvas, hole)?;
                if let (Some(hole), Some((colour, opacity))) = (hole, inside.fill) {
                    fill_area(canvas, hole.map(|v| v as f32), None, colour, opacity)?;
                }
            }
            Op::Sprite { what, transform } => place(
                &plan,
                &mut found,
                what,
                device.pre_concat(*transform),
                canvas,
            )?,
        }
    }
    Some(())
}

/// A tray's rim (a banded step's `body`) outside the pixels `hole`. The trays of a
/// board are the same rounded rectangles in every diagram that has them: drawn by
/// resvg at each diagram, the 408 trays of the guide were a tenth of its cold build
/// (docs/MEASURES.md, « Le guide à froid, quatrième passe »). The rim is a sprite,
/// drawn once per process and composited around the hole; a body that links to a
/// definition is drawn by resvg as before.
fn tray(
    plan: &Plan,
    body: &str,
    opt: &usvg::Options,
    k: f32,
    canvas: &mut Canvas,
    hole: Option<[i32; 4]>,
) -> Option<()> {
    let device = Transform::from_scale(k, k);
    if refers(body) {
        return vector(plan, body, opt, device, canvas, hole);
    }
    // the body places itself (its groups reopened): the sprite is keyed by its text at
    // the device's scale, and lies where its own offset says
    let sprite = sprite(body, device, || body.to_string())?;
    let Some(s) = sprite.as_ref() else {
        return Some(());
    };
    let (w, h) = (canvas.w as i32, canvas.h as i32);
    let Some([hx0, hy0, hx1, hy1]) = hole else {
        return composite_within(canvas, s, s.x, s.y, [0, 0, w, h]);
    };
    // the bands around the hole: above, below, left, right
    for band in [
        [0, 0, w, hy0],
        [0, hy1, w, h],
        [0, hy0, hx0, hy1],
        [hx1, hy0, w, hy1],
    ] {
        composite_within(canvas, s, s.x, s.y, band)?;
    }
    Some(())
}

/// Composites the sprite of `what` under the device transform `d`, the definitions
/// already looked up kept in `found`.
fn place<'a>(
    plan: &'a Plan,
    found: &mut HashMap<&'a str, &'a str>,
    what: &'a Repeated,
    d: Transform,
    canvas: &mut Canvas,
) -> Option<()> {
    let (ox, oy) = (d.tx.floor(), d.ty.floor());
    let phase = Transform::from_row(d.sx, d.ky, d.kx, d.sy, d.tx - ox, d.ty - oy);
    let sprite = match what {
        Repeated::Use(id) => {
            let def = match found.get(id) {
                Some(def) => *def,
                None => *found.entry(id).or_insert(def_of(&plan.defs, id)?),
            };
            // a definition that refers to another is not drawn alone
            if refers(def) {
                return None;
            }
            // each diagram names its definitions after itself: the key is what
            // follows the id
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
    // the definitions only when the step refers to one (a gradient, a piece), and
    // then only those it names when each is one line that names no other (a check's
    // gradient): reading every piece's definition for it cost 0.8 ms a step
    let linked = refers(body).then(|| gradient_defs(&plan.defs, body));
    let defs = match &linked {
        None => "",
        Some(Some(few)) => few.as_str(),
        Some(None) => plan.defs.as_str(),
    };
    let text = format!("{}\n{}{}</svg>\n", plan.root, defs, body);
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

/// The `<defs>` of the one-line definitions `body` names by `url(#…)`, when it names
/// only such (`None` otherwise: the caller takes them all).
fn gradient_defs(defs: &str, body: &str) -> Option<String> {
    if body.contains("href=") {
        return None;
    }
    let mut out = String::from("<defs>\n");
    for part in body.split("url(#").skip(1) {
        let id = part.split_once(')')?.0;
        let line = defs
            .lines()
            .find(|l| l.contains(&format!(" id=\"{id}\"")))?;
        let name: String = line
            .chars()
            .skip(1)
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        let whole = line.ends_with("/>") || line.ends_with(&format!("</{name}>"));
        if !whole || refers(line) {
            return None;
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("</defs>\n");
    Some(out)
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
