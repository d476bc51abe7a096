//! PNG through resvg. The SVG has no text and no external images, so an empty font
//! database and default options render it exactly as a browser would.

use resvg::{tiny_skia, usvg};

use super::Diagram;

/// Largest resolution accepted (an A4 page at 2400 dpi is already 20000 px wide).
const MAX_DPI: u32 = 2400;

/// Renders an SVG string to PNG at `dpi` (96 dpi = one pixel per SVG unit), on a white
/// background so that prints and image viewers show the coordinates.
pub fn svg_to_png(svg: &str, dpi: u32) -> Result<Vec<u8>, String> {
    if dpi == 0 || dpi > MAX_DPI {
        return Err(format!("dpi must be between 1 and {MAX_DPI}, not {dpi}"));
    }
    let opt = usvg::Options::default();
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|e| format!("SVG not readable: {e}"))?;
    let k = dpi as f32 / 96.0;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(k)
        .ok_or_else(|| "image size out of range".to_string())?;
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| format!("cannot allocate {}x{} pixels", size.width(), size.height()))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(k, k),
        &mut pixmap.as_mut(),
    );
    encode_opaque(&pixmap, dpi)
}

/// Most colours a palette PNG holds.
const PALETTE: usize = 256;

/// Encodes an opaque pixmap as a PNG that records its resolution. Our boards are flat
/// colours plus anti-aliased edges: when the image has at most 256 colours it is stored
/// as an exact palette image; otherwise the 256 most frequent colours form the palette
/// and each rarer (edge) colour takes its nearest entry, a change of a few levels on
/// edge pixels only, invisible at print resolution. One byte a pixel instead of three
/// makes encoding about three times faster and the file about three times smaller.
fn encode_opaque(pixmap: &tiny_skia::Pixmap, dpi: u32) -> Result<Vec<u8>, String> {
    let (palette, indices) = quantise(pixmap.data());
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    encoder.set_compression(png::Compression::Fast);
    let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
    encoder.set_pixel_dims(Some(png::PixelDimensions {
        xppu: per_metre,
        yppu: per_metre,
        unit: png::Unit::Meter,
    }));
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("PNG encoding failed: {e}"))?;
    writer
        .write_image_data(&indices)
        .map_err(|e| format!("PNG encoding failed: {e}"))?;
    writer
        .finish()
        .map_err(|e| format!("PNG encoding failed: {e}"))?;
    Ok(out)
}

/// RGB key of an opaque premultiplied RGBA pixel.
fn rgb(p: &[u8]) -> u32 {
    u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2])
}

/// The palette (RGB triplets) and one palette index per pixel. Deterministic: colours
/// ranked by frequency, ties by value.
fn quantise(rgba: &[u8]) -> (Vec<u8>, Vec<u8>) {
    use std::collections::HashMap;
    // Runs of one colour are the rule: look a colour up once per run.
    let mut counts: HashMap<u32, u32> = HashMap::new();
    let mut last = u32::MAX;
    let mut run = 0u32;
    for p in rgba.chunks_exact(4) {
        let c = rgb(p);
        if c == last {
            run += 1;
        } else {
            if run > 0 {
                *counts.entry(last).or_insert(0) += run;
            }
            last = c;
            run = 1;
        }
    }
    if run > 0 {
        *counts.entry(last).or_insert(0) += run;
    }
    let mut ranked: Vec<(u32, u32)> = counts.into_iter().collect();
    ranked.sort_unstable_by_key(|&(c, n)| (std::cmp::Reverse(n), c));
    let kept = ranked.len().min(PALETTE);
    let split = |c: u32| [(c >> 16) as u8, (c >> 8) as u8, c as u8];
    let mut index_of: HashMap<u32, u8> = HashMap::with_capacity(ranked.len());
    for (i, &(c, _)) in ranked[..kept].iter().enumerate() {
        index_of.insert(c, i as u8);
    }
    for &(c, _) in &ranked[kept..] {
        let [r, g, b] = split(c);
        let nearest = ranked[..kept]
            .iter()
            .enumerate()
            .min_by_key(|(_, (k, _))| {
                let [kr, kg, kb] = split(*k);
                let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
                d(r, kr) + d(g, kg) + d(b, kb)
            })
            .map_or(0, |(i, _)| i as u8);
        index_of.insert(c, nearest);
    }
    let palette: Vec<u8> = ranked[..kept].iter().flat_map(|&(c, _)| split(c)).collect();
    let mut indices = Vec::with_capacity(rgba.len() / 4);
    let mut last = u32::MAX;
    let mut last_index = 0u8;
    for p in rgba.chunks_exact(4) {
        let c = rgb(p);
        if c != last {
            last = c;
            last_index = index_of[&c];
        }
        indices.push(last_index);
    }
    (palette, indices)
}

/// Renders a diagram to PNG at `dpi`.
pub fn to_png(d: &Diagram, dpi: u32) -> Result<Vec<u8>, String> {
    svg_to_png(&super::to_svg(d), dpi)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgba(colours: &[[u8; 3]]) -> Vec<u8> {
        colours
            .iter()
            .flat_map(|c| [c[0], c[1], c[2], 255])
            .collect()
    }

    #[test]
    fn few_colours_make_an_exact_palette() {
        let px = rgba(&[
            [255, 255, 255],
            [10, 20, 30],
            [10, 20, 30],
            [255, 255, 255],
            [255, 255, 255],
        ]);
        let (palette, idx) = quantise(&px);
        assert_eq!(palette, [255, 255, 255, 10, 20, 30]);
        assert_eq!(idx, [0, 1, 1, 0, 0]);
    }

    #[test]
    fn rare_colours_take_their_nearest_entry() {
        // 256 frequent greys, then one rare colour close to grey 100
        let mut colours = Vec::new();
        for g in 0..=255u8 {
            colours.extend([[g, g, g]; 2]);
        }
        colours.push([101, 99, 100]);
        let (palette, idx) = quantise(&rgba(&colours));
        assert_eq!(palette.len(), 256 * 3);
        let last = *idx.last().unwrap() as usize;
        assert_eq!(&palette[last * 3..last * 3 + 3], [100, 100, 100]);
    }

    #[test]
    fn encoded_png_decodes_to_the_drawn_pixels() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="20" height="20" fill="#b58863"/><circle cx="30" cy="10" r="7" fill="#222"/></svg>"##;
        let png = svg_to_png(svg, 96).unwrap();
        let back = tiny_skia::Pixmap::decode_png(&png).unwrap();
        assert_eq!((back.width(), back.height()), (40, 20));
        let p = back.pixel(5, 5).unwrap();
        assert_eq!((p.red(), p.green(), p.blue()), (0xb5, 0x88, 0x63));
        let p = back.pixel(30, 10).unwrap();
        assert_eq!((p.red(), p.green(), p.blue()), (0x22, 0x22, 0x22));
    }
}
