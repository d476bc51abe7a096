//! Just enough JSON writing for the page's answers (a JSON crate would weigh more in
//! the engine file than this whole module). Numbers and square names are written by
//! hand, not through `core::fmt`: its machinery (`fmt::write`, `Formatter::pad`,
//! `pad_integral`, each `Display`) is some twenty functions that the browser compiles
//! at their first call, on the reader's first tap (docs/MEASURES.md, « Le moteur dans
//! la page »).

use arbitre_rules::geometry::BoardKind;
use arbitre_rules::{Geometry, Square};

/// Appends `n` in decimal.
pub fn push_num(out: &mut String, n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut n = n;
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(d as char);
    }
}

/// Appends `n` in decimal, signed.
pub fn push_int(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_num(out, n.unsigned_abs());
}

/// `n` in decimal.
pub fn num(n: u64) -> String {
    let mut out = String::new();
    push_num(&mut out, n);
    out
}

/// Appends a square's name as `Geometry::name` writes it (`e4`, `k10`, `7g`).
pub fn push_square(out: &mut String, geo: &Geometry, sq: Square) {
    let (f, r) = geo.coords(sq);
    match geo.kind() {
        BoardKind::Chess | BoardKind::Cross => {
            out.push((b'a' + f as u8) as char);
            push_num(out, (r + 1) as u64);
        }
        BoardKind::Shogi => {
            push_num(out, (9 - f) as u64);
            out.push((b'a' + (8 - r) as u8) as char);
        }
    }
}

/// Appends a JSON string literal.
pub fn push_quoted(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A JSON string literal.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    push_quoted(&mut out, s);
    out
}

/// An array or object being written, its items already JSON.
pub struct Json {
    text: String,
    close: char,
    empty: bool,
}

impl Json {
    pub fn array() -> Json {
        Json {
            text: "[".into(),
            close: ']',
            empty: true,
        }
    }

    pub fn object() -> Json {
        Json {
            text: "{".into(),
            close: '}',
            empty: true,
        }
    }

    fn comma(&mut self) {
        if !self.empty {
            self.text.push(',');
        }
        self.empty = false;
    }

    pub fn item(&mut self, json: &str) {
        self.comma();
        self.text.push_str(json);
    }

    pub fn field(&mut self, name: &str, json: &str) {
        self.comma();
        push_quoted(&mut self.text, name);
        self.text.push(':');
        self.text.push_str(json);
    }

    pub fn close(mut self) -> String {
        self.text.push(self.close);
        self.text
    }
}
