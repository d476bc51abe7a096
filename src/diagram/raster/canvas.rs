//! The canvas the diagrams are drawn on: one colour number a pixel.

use resvg::tiny_skia;

/// An opaque drawing as one colour number a pixel: squares and backgrounds are flat,
/// so a board holds a few hundred colours (mostly the anti-aliased edges of pieces),
/// and two bytes a pixel are half the memory traffic of RGBA, which the PNG then
/// needs only as palette indices. Colours are numbered as they first appear.
pub struct Canvas {
    pub w: u32,
    pub h: u32,
    /// One colour number a pixel, row by row.
    pub ids: Vec<u16>,
    /// The colour of each number.
    pub colours: Vec<[u8; 3]>,
    numbers: crate::diagram::png::ColourMap<u16>,
    /// The last colours numbered, by a hash of their value (`u32::MAX` for none).
    recent: Vec<(u32, u16)>,
}

/// A canvas's pixels and colour numbers, kept to start another canvas from.
pub struct Snapshot {
    ids: Vec<u16>,
    colours: Vec<[u8; 3]>,
    numbers: crate::diagram::png::ColourMap<u16>,
}

/// Entries of [`Canvas::recent`] (a power of two).
const RECENT: usize = 1024;

impl Canvas {
    /// A canvas of `w` × `h` over the buffer `ids`, whose contents are kept: [`draw`](super::draw)
    /// whitens it first where its first squares do not cover it.
    pub fn new(w: u32, h: u32, mut ids: Vec<u16>) -> Canvas {
        ids.resize(w as usize * h as usize, 0);
        let mut numbers = crate::diagram::png::ColourMap::default();
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

    /// A copy of the pixels and of the colours' numbering.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            ids: self.ids.clone(),
            colours: self.colours.clone(),
            numbers: self.numbers.clone(),
        }
    }

    /// Makes the canvas what it was when `s` was taken (of a canvas of the same
    /// size): the same pixels under the same numbers, so what is drawn next is
    /// numbered as it would have been.
    pub fn restore(&mut self, s: &Snapshot) {
        self.ids.clear();
        self.ids.extend_from_slice(&s.ids);
        self.colours.clone_from(&s.colours);
        self.numbers.clone_from(&s.numbers);
        self.recent.fill((u32::MAX, 0));
    }

    /// Makes white every pixel outside the boxes `covered` (`[x0, y0, x1, y1]`).
    /// The rows between two consecutive box edges share their white stretches.
    pub fn whiten(&mut self, covered: &[[usize; 4]]) {
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
    pub fn id(&mut self, c: [u8; 3]) -> Option<u16> {
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
    pub fn region(&self, x: i32, y: i32, w: u32, h: u32) -> Option<tiny_skia::Pixmap> {
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
    pub fn put_region(&mut self, p: &tiny_skia::Pixmap, x: i32, y: i32) -> Option<()> {
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
    #[doc(hidden)]
    pub fn to_pixmap(&self) -> tiny_skia::Pixmap {
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
