//! Painting rectangles of flat colour onto the canvas, each edge pixel by its covered
//! share, as resvg's anti-aliasing would.

use super::canvas::Canvas;
use super::elements::Rect;

/// Paints `r` scaled by `k`: the inside, then the outline as the ring between the
/// rectangle grown and shrunk by half its width (as an SVG stroke lies).
pub(super) fn fill_rect(canvas: &mut Canvas, r: &Rect, k: f32) -> Option<()> {
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
pub(super) fn overlap(a: f32, b: f32, p: f32) -> f32 {
    (b.min(p + 1.0) - a.max(p)).clamp(0.0, 1.0)
}

/// Paints the area of `outer` (device `[x0, y0, x1, y1]`) less `inner`, each pixel by
/// its covered share, onto the canvas. Along a row the share changes only at the
/// columns of the edges: between them a run is painted with one alpha.
pub(super) fn fill_area(
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
    // a run's alpha depends on its row only through the row's two shares: the rows
    // between the edges (most of them) reuse the alphas of the row above
    let mut alphas: Vec<u16> = Vec::with_capacity(cuts.len());
    let mut shares = None;
    for row in clamp_y(y0)..(y1.ceil() as i64).clamp(0, h) {
        let py = row as f32;
        let cy = overlap(y0, y1, py);
        let icy = inner.map_or(0.0, |[_, a, _, b]| overlap(a, b, py));
        if shares != Some((cy, icy)) {
            shares = Some((cy, icy));
            alphas.clear();
            for pair in cuts.windows(2) {
                let px = pair[0] as f32;
                let mut cover = overlap(x0, x1, px) * cy;
                if let Some([a, _, b, _]) = inner {
                    cover -= overlap(a, b, px) * icy;
                }
                alphas.push((cover.clamp(0.0, 1.0) * opacity * 255.0 + 0.5) as u16);
            }
        }
        let line = row as usize * w as usize;
        for (pair, &alpha) in cuts.windows(2).zip(&alphas) {
            let (c0, c1) = (pair[0], pair[1]);
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
pub(super) fn blend_run(
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
        let len = crate::diagram::png::id_run_length(&canvas.ids[i..run.end], under);
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
