//! A tiny stroke font of our own: digits, the letters a–s and a few capitals, each a
//! path drawn with a round pen. Coordinates and shogi glyphs are drawn with it so that
//! no SVG needs `<text>` (resvg drops text when no font is loaded).
//!
//! Glyph box: x from 0 to the glyph's width, y down from 0 (cap and ascender
//! height) to 10 (baseline); lowercase x-height at y = 4; descenders reach y = 13.5.

/// Height of the glyph box from cap height to baseline, in glyph units.
pub const CAP: f32 = 10.0;
/// Space between two glyphs of a string, in glyph units.
const GAP: f32 = 2.2;

/// The stroke path of one character and its width, or `None` if the font lacks it.
pub fn glyph(c: char) -> Option<(&'static str, f32)> {
    let g = match c {
        '0' => ("M0 3A3 3 0 0 1 6 3V7A3 3 0 0 1 0 7Z", 6.0),
        '1' => ("M1 2.4L3.6 0V10", 4.6),
        '2' => ("M0.2 2.8A2.9 2.8 0 0 1 5.9 3C5.9 5.6 1.6 7.2 0 10H6", 6.0),
        '3' => ("M0.6 0H5.6L2.8 3.9A3 3 0 1 1 0.3 8.6", 6.0),
        '4' => ("M4.6 10V0L0 7H6.2", 6.2),
        '5' => (
            "M5.5 0H1.1L0.6 4.4C1.4 3.9 2.1 3.8 3 3.8A3.05 3.05 0 0 1 3 9.9C1.8 9.9 0.8 9.4 0.2 8.6",
            6.0,
        ),
        '6' => (
            "M5.2 0.6C4.6 0.2 3.9 0 3.2 0C1.2 0 0 2.4 0 6.9M0 7A3 3 0 1 0 6 7A3 3 0 1 0 0 7",
            6.0,
        ),
        '7' => ("M0 0H6L2 10", 6.0),
        '8' => (
            "M3 4.4A2.2 2.2 0 1 1 3 0A2.2 2.2 0 1 1 3 4.4ZM3 4.4A2.8 2.8 0 1 0 3 10A2.8 2.8 0 1 0 3 4.4Z",
            6.0,
        ),
        '9' => (
            "M6 3A3 3 0 1 0 0 3A3 3 0 1 0 6 3M6 3.1C6 7.6 4.8 10 2.8 10C2.1 10 1.4 9.8 0.8 9.4",
            6.0,
        ),
        'a' => ("M6 7A3 3 0 1 0 0 7A3 3 0 1 0 6 7M6 4V10", 6.0),
        'b' => ("M0 0V10M0 7A3 3 0 1 1 6 7A3 3 0 1 1 0 7", 6.0),
        'c' => ("M5.6 5.4A3 3 0 1 0 5.6 8.6", 5.6),
        'd' => ("M6 0V10M6 7A3 3 0 1 0 0 7A3 3 0 1 0 6 7", 6.0),
        'e' => ("M0 7H6A3 3 0 1 0 5.5 8.7", 6.0),
        'f' => (
            "M5 0.5C4.6 0.2 4.1 0 3.6 0C2.4 0 1.8 0.8 1.8 2.2V10M0 4.2H4.4",
            5.0,
        ),
        'g' => (
            "M6 7A3 3 0 1 0 0 7A3 3 0 1 0 6 7M6 4V11C6 12.7 4.9 13.5 3.2 13.5C2 13.5 1 13.1 0.4 12.5",
            6.0,
        ),
        'h' => ("M0 0V10M0 6.6C0.4 4.9 1.6 4 3 4C5 4 6 5.2 6 6.8V10", 6.0),
        'i' => ("M1 4V10M1 1.3V1.4", 2.0),
        'j' => (
            "M3 4V11.3C3 12.8 2.3 13.5 1.2 13.5C0.7 13.5 0.3 13.3 0 13M3 1.3V1.4",
            3.0,
        ),
        'k' => ("M0 0V10M5.4 4L0.2 8.2M2.2 6.6L5.8 10", 5.8),
        'l' => ("M1 0V8.4C1 9.5 1.6 10 2.6 10", 2.6),
        'm' => (
            "M0 4V10M0 6.2C0.2 4.8 1 4 2 4C3.1 4 3.8 4.8 3.8 6V10M3.8 6C3.8 4.8 4.6 4 5.7 4C6.8 4 7.6 4.8 7.6 6V10",
            7.6,
        ),
        'n' => ("M0 4V10M0 6.6C0.4 4.9 1.6 4 3 4C5 4 6 5.2 6 6.8V10", 6.0),
        // o r s and A, for the owners' names on bughouse hands ("Blancs A", "Noirs B")
        'o' => ("M6 7A3 3 0 1 0 0 7A3 3 0 1 0 6 7", 6.0),
        'r' => ("M0 4V10M0 6.8C0.5 4.9 1.8 4 3.6 4", 3.8),
        's' => (
            "M4.6 4.8C4.1 4.3 3.4 4 2.5 4C1.3 4 0.4 4.6 0.4 5.6C0.4 7.6 5 6.6 5 8.5C5 9.5 4 10 2.7 10C1.6 10 0.7 9.6 0.1 9",
            5.0,
        ),
        'A' => ("M0 10L3.2 0L6.4 10M1.1 6.6H5.3", 6.4),
        ' ' => ("", 2.0),
        'B' => (
            "M0 10V0H3.4A2.4 2.4 0 0 1 3.4 4.8H0M3.4 4.8H3.8A2.6 2.6 0 0 1 3.8 10H0",
            6.4,
        ),
        'G' => ("M6 2A3.4 5 0 1 0 6.2 6.2V5.6H3.4", 6.4),
        'K' => ("M0 0V10M6 0L0.2 6.2M2.3 4L6.2 10", 6.2),
        'N' => ("M0 10V0L6 10V0", 6.0),
        'P' => ("M0 10V0H3.4A2.7 2.7 0 0 1 3.4 5.4H0", 6.1),
        'Q' => (
            "M3.2 0A3.2 5 0 1 0 3.2 10A3.2 5 0 1 0 3.2 0ZM3.8 7L6.4 10.6",
            6.4,
        ),
        'R' => ("M0 10V0H3.4A2.7 2.7 0 0 1 3.4 5.4H0M3 5.4L6.2 10", 6.2),
        'S' => (
            "M5.6 1.4C5 0.5 4.1 0 3 0C1.4 0 0.4 1 0.4 2.4C0.4 5.2 6 4.4 6 7.5C6 9 4.8 10 3 10C1.7 10 0.6 9.4 0 8.4",
            6.0,
        ),
        '+' => ("M0 5H6M3 2V8", 6.0),
        _ => return None,
    };
    Some(g)
}

/// Width of a string in glyph units (unknown characters are skipped).
pub fn width(text: &str) -> f32 {
    let ws: Vec<f32> = text.chars().filter_map(glyph).map(|g| g.1).collect();
    ws.iter().sum::<f32>() + GAP * (ws.len().saturating_sub(1)) as f32
}

/// The path data of a whole string, glyphs placed side by side from x = 0.
pub fn string_path(text: &str) -> String {
    let mut out = String::new();
    let mut x = 0.0;
    for (d, w) in text.chars().filter_map(glyph) {
        out.push_str(&shift_path(d, x));
        x += w + GAP;
    }
    out
}

/// Moves a glyph path right by `dx`. Our glyphs use only absolute commands M L H V C A Z,
/// so every x coordinate can be found by its position in its command.
#[doc(hidden)]
pub fn shift_path(d: &str, dx: f32) -> String {
    if dx == 0.0 {
        return d.to_string();
    }
    let mut out = String::new();
    let mut cmd = 'M';
    let mut index = 0usize;
    let mut number = String::new();
    let flush = |number: &mut String, out: &mut String, cmd: char, index: &mut usize| {
        if number.is_empty() {
            return;
        }
        let v: f32 = number.parse().unwrap_or(0.0);
        let is_x = match cmd {
            'M' | 'L' | 'C' => index.is_multiple_of(2),
            'H' => true,
            'V' => false,
            // rx ry rotation large sweep x y
            'A' => *index % 7 == 5,
            _ => false,
        };
        let v = if is_x { v + dx } else { v };
        if !out.is_empty() && !out.ends_with(|c: char| c.is_ascii_alphabetic()) {
            out.push(' ');
        }
        out.push_str(&crate::diagram::svg::num(v));
        number.clear();
        *index += 1;
    };
    for c in d.chars() {
        if c.is_ascii_alphabetic() {
            flush(&mut number, &mut out, cmd, &mut index);
            cmd = c;
            index = 0;
            out.push(c);
        } else if c == ' ' || c == ',' {
            flush(&mut number, &mut out, cmd, &mut index);
        } else if c == '-' && !number.is_empty() {
            flush(&mut number, &mut out, cmd, &mut index);
            number.push(c);
        } else {
            number.push(c);
        }
    }
    flush(&mut number, &mut out, cmd, &mut index);
    out
}
