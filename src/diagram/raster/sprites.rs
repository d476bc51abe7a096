//! The table of repeated drawings (pieces, coordinates' glyphs), each rasterised once
//! per process at its sub-pixel phase, and their compositing onto the canvas.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::tiny_skia::{self, Transform};
use resvg::usvg;

use super::canvas::Canvas;

/// A repeated drawing's pixels (premultiplied RGBA) and their offset from the integer
/// position of its origin.
pub(super) struct Sprite {
    pub(super) pixmap: tiny_skia::Pixmap,
    pub(super) x: i32,
    pub(super) y: i32,
}

/// What a sprite is drawn from: 128 bits of xxh3 of the text that draws it (a
/// definition after its id, or an element: hashed, not copied, for each piece placed),
/// and the device transform with the integer part of its translation removed (exact
/// bits).
type Key = (u128, [u32; 6]);

/// Sprites kept at most; past it the table starts again (`serve` lives long).
const MAX_SPRITES: usize = 4096;

pub(super) fn sprites() -> &'static Mutex<HashMap<Key, Arc<Option<Sprite>>>> {
    static SPRITES: OnceLock<Mutex<HashMap<Key, Arc<Option<Sprite>>>>> = OnceLock::new();
    SPRITES.get_or_init(Default::default)
}

/// The sprite keyed `key` under `phase`, from the table or drawn from the SVG body
/// `body()` makes. The inner `None` is a drawing with nothing in it.
pub(super) fn sprite(
    key: &str,
    phase: Transform,
    body: impl FnOnce() -> String,
) -> Option<Arc<Option<Sprite>>> {
    let m = [phase.sx, phase.ky, phase.kx, phase.sy, phase.tx, phase.ty].map(f32::to_bits);
    let key = (xxhash_rust::xxh3::xxh3_128(key.as_bytes()), m);
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
pub(super) fn rasterise(body: &str, phase: Transform) -> Option<Option<Sprite>> {
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
pub(super) fn composite(dst: &mut Canvas, s: &Sprite, x: i32, y: i32) -> Option<()> {
    let (dw, dh) = (dst.w as i32, dst.h as i32);
    composite_within(dst, s, x, y, [0, 0, dw, dh])
}

/// [`composite`] onto the canvas's pixels `[cx0, cy0, cx1, cy1]` only.
pub(super) fn composite_within(
    dst: &mut Canvas,
    s: &Sprite,
    x: i32,
    y: i32,
    [cx0, cy0, cx1, cy1]: [i32; 4],
) -> Option<()> {
    let (dw, dh) = (dst.w as i32, dst.h as i32);
    let (sw, sh) = (s.pixmap.width() as i32, s.pixmap.height() as i32);
    let x0 = x.max(cx0).max(0);
    let x1 = (x + sw).min(cx1).min(dw);
    if x0 >= x1 {
        return Some(());
    }
    let (top, bottom) = (y.max(cy0).max(0), (y + sh).min(cy1).min(dh));
    let (src, _) = s.pixmap.data().as_chunks::<4>();
    let mut last: Option<(u16, [u8; 4], u16)> = None;
    for row in top..bottom {
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
