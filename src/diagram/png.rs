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

/// Encodes an opaque pixmap as an RGB PNG that records its resolution. tiny-skia's own
/// encoder un-premultiplies a copy and compresses hard: on our flat-coloured boards
/// that took most of a diagram's time for no visible gain, so we drop the alpha
/// (everything sits on white) and use the fast DEFLATE mode tuned for PNG.
fn encode_opaque(pixmap: &tiny_skia::Pixmap, dpi: u32) -> Result<Vec<u8>, String> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
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
        .write_image_data(&rgb)
        .map_err(|e| format!("PNG encoding failed: {e}"))?;
    writer
        .finish()
        .map_err(|e| format!("PNG encoding failed: {e}"))?;
    Ok(out)
}

/// Renders a diagram to PNG at `dpi`.
pub fn to_png(d: &Diagram, dpi: u32) -> Result<Vec<u8>, String> {
    svg_to_png(&super::to_svg(d), dpi)
}
