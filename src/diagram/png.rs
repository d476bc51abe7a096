//! PNG through resvg. The SVG has no text and no external images, so an empty font
//! database and default options render it exactly as a browser would. Our own
//! diagrams go through raster.rs, which draws each repeated piece once and fills the
//! squares itself, on a canvas of colour numbers (two bytes a pixel, then palette
//! indices: the same picture to the eye, in half the time); anything else, or
//! anything raster.rs does not recognise, is drawn by resvg alone.

use resvg::{tiny_skia, usvg};

use super::Diagram;
use super::raster::Canvas;

/// Why a PNG could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PngFault {
    /// The resolution asked for is outside 1..=max dpi.
    Resolution { dpi: u32, max: u32 },
    /// The SVG (ours) could not be read back: a bug of ours, not the author's.
    UnreadableSvg,
    /// The image at this resolution is too large to hold in memory.
    TooLarge { dpi: u32 },
    /// The PNG encoder refused the image.
    Encoding,
}

/// Largest resolution accepted (an A4 page at 2400 dpi is already 20000 px wide).
#[doc(hidden)]
pub const MAX_DPI: u32 = 2400;

/// Renders an SVG string to PNG at `dpi` (96 dpi = one pixel per SVG unit), on a white
/// background so that prints and image viewers show the coordinates.
pub fn svg_to_png(svg: &str, dpi: u32) -> Result<Vec<u8>, PngFault> {
    svg_to_png_scaled(svg, dpi as f32 / 96.0, dpi)
}

/// Renders an SVG string to PNG with `k` pixels per SVG unit, recording `dpi` as its
/// resolution: the site draws its PNGs at 300 dpi at the size print gives the boards,
/// not at the SVG's nominal size (a third as wide, a ninth of the pixels).
pub fn svg_to_png_scaled(svg: &str, k: f32, dpi: u32) -> Result<Vec<u8>, PngFault> {
    if dpi == 0 || dpi > MAX_DPI {
        return Err(PngFault::Resolution { dpi, max: MAX_DPI });
    }
    if !(k > 0.0 && k <= MAX_DPI as f32 / 96.0) {
        return Err(PngFault::TooLarge { dpi });
    }
    // our own diagrams: pieces composited from bitmaps drawn once (raster.rs)
    if let Some(size) = super::raster::size(svg, k) {
        let (w, h) = (size.width(), size.height());
        (w as usize)
            .checked_mul(h as usize)
            .filter(|&n| n <= i32::MAX as usize / 4)
            .ok_or(PngFault::TooLarge { dpi })?;
        let mut canvas = Canvas::new(w, h, IDS.with(|b| b.take()));
        let drawn = super::raster::draw(svg, k, &mut canvas).is_some();
        let png = drawn.then(|| {
            let (palette, indices) = quantise_ids(&canvas.ids, &canvas.colours);
            encode_indexed(w, h, palette, &indices, dpi)
        });
        if canvas.ids.capacity() * 2 <= KEEP_BUFFER {
            IDS.with(|b| b.set(canvas.ids));
        }
        if let Some(png) = png {
            return png;
        }
    }
    let opt = usvg::Options::default();
    // (usvg's own message is English: the fault keeps only that the SVG is unreadable)
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|_| PngFault::UnreadableSvg)?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(k)
        .ok_or(PngFault::TooLarge { dpi })?;
    let mut pixmap = white(size, dpi)?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(k, k),
        &mut pixmap.as_mut(),
    );
    let png = encode_opaque(&pixmap, dpi);
    give_back(pixmap);
    png
}

/// An opaque white pixmap (white is 255 in every byte, premultiplied or not), in the
/// thread's buffer when it has one: a 300 dpi board is megabytes, and a fresh
/// allocation costs the kernel's zeroing of every page besides our whitening.
fn white(size: tiny_skia::IntSize, dpi: u32) -> Result<tiny_skia::Pixmap, PngFault> {
    let too_big = || PngFault::TooLarge { dpi };
    let bytes = (size.width() as usize)
        .checked_mul(size.height() as usize)
        .and_then(|n| n.checked_mul(4))
        .filter(|&n| n <= i32::MAX as usize)
        .ok_or_else(too_big)?;
    let mut buffer = BUFFER.with(|b| b.take());
    buffer.clear();
    buffer.resize(bytes, 255);
    tiny_skia::Pixmap::from_vec(buffer, size).ok_or_else(too_big)
}

thread_local! {
    /// The pixels of the thread's last drawing, kept for its next one (at most
    /// [`KEEP_BUFFER`] bytes).
    static BUFFER: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
    /// The same for the colour numbers of the thread's last canvas.
    static IDS: std::cell::Cell<Vec<u16>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Largest buffer kept between drawings (a cross board at 300 dpi is 18 MB).
const KEEP_BUFFER: usize = 64 << 20;

/// Keeps `pixmap`'s memory for the thread's next drawing.
fn give_back(pixmap: tiny_skia::Pixmap) {
    let buffer = pixmap.take();
    if buffer.capacity() <= KEEP_BUFFER {
        BUFFER.with(|b| b.set(buffer));
    }
}

/// Most colours a palette PNG holds.
const PALETTE: usize = 256;

/// Encodes an opaque pixmap as a PNG that records its resolution. Our boards are flat
/// colours plus anti-aliased edges: when the image has at most 256 colours it is stored
/// as an exact palette image; otherwise the 256 most frequent colours form the palette
/// and each rarer (edge) colour takes its nearest entry, a change of a few levels on
/// edge pixels only, invisible at print resolution. One byte a pixel instead of three
/// makes encoding about three times faster and the file about three times smaller.
fn encode_opaque(pixmap: &tiny_skia::Pixmap, dpi: u32) -> Result<Vec<u8>, PngFault> {
    let (palette, indices) = quantise(pixmap.data());
    encode_indexed(pixmap.width(), pixmap.height(), palette, &indices, dpi)
}

/// Encodes `w` × `h` palette indices as a PNG that records its resolution.
fn encode_indexed(
    w: u32,
    h: u32,
    palette: Vec<u8>,
    indices: &[u8],
    dpi: u32,
) -> Result<Vec<u8>, PngFault> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    // `Fast` is fdeflate, which packs runs of zeros: a filter must turn flat areas
    // into zeros. Paeth does, along rows and down columns alike; the adaptive choice
    // (every filter tried on every row) took Paeth for nearly every row of the guide,
    // for files 3 % smaller but a tenth of the build's time. (`Up` alone makes the
    // files twice as big, `Sub` 2.5 times, no filter 16 times.)
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::Filter::Paeth);
    let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
    encoder.set_pixel_dims(Some(png::PixelDimensions {
        xppu: per_metre,
        yppu: per_metre,
        unit: png::Unit::Meter,
    }));
    let mut writer = encoder.write_header().map_err(|_| PngFault::Encoding)?;
    writer
        .write_image_data(indices)
        .map_err(|_| PngFault::Encoding)?;
    writer.finish().map_err(|_| PngFault::Encoding)?;
    Ok(out)
}

/// RGB key of an opaque pixel (for ranking ties and distances).
fn rgb(p: [u8; 4]) -> u32 {
    u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2])
}

/// A multiplicative hasher for one `u32` colour: the colour table is looked up once per
/// run of pixels, and SipHash there was a visible part of drawing a board.
#[derive(Default)]
pub(super) struct ColourHasher(u64);

impl std::hash::Hasher for ColourHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0 ^ u64::from(n)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

pub(super) type ColourMap<V> =
    std::collections::HashMap<u32, V, std::hash::BuildHasherDefault<ColourHasher>>;

/// How many pixels from the start of `px` are `c` (at least one: `px[0]` is `c`).
/// Compared sixteen at a time without a branch (the compiler makes it vector code)
/// while the run lasts.
fn run_length(px: &[[u8; 4]], c: [u8; 4]) -> usize {
    const BLOCK: usize = 16;
    let c32 = u32::from_ne_bytes(c);
    let mut n = 0;
    for block in px.chunks_exact(BLOCK) {
        let differs = block
            .iter()
            .fold(0u32, |acc, q| acc | (u32::from_ne_bytes(*q) ^ c32));
        if differs != 0 {
            break;
        }
        n += BLOCK;
    }
    n + px[n..].iter().position(|q| *q != c).unwrap_or(px.len() - n)
}

/// The palette (RGB triplets) and one palette index per pixel. Deterministic: colours
/// ranked by frequency, ties by value. One pass finds the runs of one colour (most of a
/// board: squares and backgrounds are flat) and numbers each colour at first sight; the
/// indices are then written run by run.
#[doc(hidden)]
pub fn quantise(rgba: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let (px, _) = rgba.as_chunks::<4>();
    let mut number: ColourMap<u32> = ColourMap::default();
    let mut colours: Vec<[u8; 4]> = Vec::new();
    let mut counts: Vec<u32> = Vec::new();
    let mut runs: Vec<(u32, u32)> = Vec::new();
    let mut i = 0;
    while i < px.len() {
        let c = px[i];
        let len = run_length(&px[i..], c);
        let n = *number.entry(rgb(c)).or_insert_with(|| {
            colours.push(c);
            counts.push(0);
            (colours.len() - 1) as u32
        });
        counts[n as usize] += len as u32;
        runs.push((n, len as u32));
        i += len;
    }
    let mut ranked: Vec<usize> = (0..colours.len()).collect();
    ranked.sort_unstable_by_key(|&n| (std::cmp::Reverse(counts[n]), rgb(colours[n])));
    let kept = ranked.len().min(PALETTE);
    let mut index_of = vec![0u8; colours.len()];
    for (i, &n) in ranked[..kept].iter().enumerate() {
        index_of[n] = i as u8;
    }
    for &n in &ranked[kept..] {
        let [r, g, b, _] = colours[n];
        let nearest = ranked[..kept]
            .iter()
            .enumerate()
            .min_by_key(|(_, k)| {
                let [kr, kg, kb, _] = colours[**k];
                let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
                d(r, kr) + d(g, kg) + d(b, kb)
            })
            .map_or(0, |(i, _)| i as u8);
        index_of[n] = nearest;
    }
    let palette: Vec<u8> = ranked[..kept]
        .iter()
        .flat_map(|&n| colours[n][..3].to_vec())
        .collect();
    let mut indices = Vec::with_capacity(px.len());
    for (n, len) in runs {
        indices.resize(indices.len() + len as usize, index_of[n as usize]);
    }
    (palette, indices)
}

/// How many numbers from the start of `ids` are `n` (at least one: `ids[0]` is `n`),
/// compared sixteen at a time as [`run_length`] does.
#[inline]
pub(super) fn id_run_length(ids: &[u16], n: u16) -> usize {
    let (blocks, _) = ids.as_chunks::<16>();
    let splat = [n; 16];
    let mut len = 0;
    for block in blocks {
        if *block != splat {
            break;
        }
        len += 16;
    }
    len + ids[len..]
        .iter()
        .position(|q| *q != n)
        .unwrap_or(ids.len() - len)
}

/// [`quantise`] for a canvas of colour numbers (`colours` gives each number's
/// colour): the same palette and indices as for the same pixels in RGBA. Numbers no
/// pixel keeps (painted over) take no palette entry.
#[doc(hidden)]
pub fn quantise_ids(ids: &[u16], colours: &[[u8; 3]]) -> (Vec<u8>, Vec<u8>) {
    let mut counts = vec![0u32; colours.len()];
    let mut runs: Vec<(u16, u32)> = Vec::new();
    let mut i = 0;
    while i < ids.len() {
        let n = ids[i];
        let len = id_run_length(&ids[i..], n);
        counts[n as usize] += len as u32;
        runs.push((n, len as u32));
        i += len;
    }
    let key = |c: [u8; 3]| rgb([c[0], c[1], c[2], 255]);
    let mut ranked: Vec<usize> = (0..colours.len()).filter(|&n| counts[n] > 0).collect();
    ranked.sort_unstable_by_key(|&n| (std::cmp::Reverse(counts[n]), key(colours[n])));
    let kept = ranked.len().min(PALETTE);
    let mut index_of = vec![0u8; colours.len()];
    for (i, &n) in ranked[..kept].iter().enumerate() {
        index_of[n] = i as u8;
    }
    // the nearest entry (the first of equals) for each rarer colour: the distances
    // to all entries computed at once, in vector code
    let channel = |c: usize| -> Vec<i32> {
        ranked[..kept]
            .iter()
            .map(|&n| i32::from(colours[n][c]))
            .collect()
    };
    let (pr, pg, pb) = (channel(0), channel(1), channel(2));
    let mut distance = vec![0i32; kept];
    for &n in &ranked[kept..] {
        let [r, g, b] = colours[n].map(i32::from);
        for (((d, kr), kg), kb) in distance.iter_mut().zip(&pr).zip(&pg).zip(&pb) {
            *d = (kr - r) * (kr - r) + (kg - g) * (kg - g) + (kb - b) * (kb - b);
        }
        let least = distance.iter().copied().min().unwrap_or(0);
        index_of[n] = distance.iter().position(|&d| d == least).unwrap_or(0) as u8;
    }
    let palette: Vec<u8> = ranked[..kept].iter().flat_map(|&n| colours[n]).collect();
    let mut indices = Vec::with_capacity(ids.len());
    for (n, len) in runs {
        indices.resize(indices.len() + len as usize, index_of[n as usize]);
    }
    (palette, indices)
}

/// Renders a diagram to PNG at `dpi`.
pub fn to_png(d: &Diagram, dpi: u32) -> Result<Vec<u8>, PngFault> {
    svg_to_png(&super::to_svg(d), dpi)
}
