//! Just enough JSON writing for the page's answers (a JSON crate would weigh more in
//! the engine file than this whole module).

/// A JSON string literal.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
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
        self.text.push_str(&quote(name));
        self.text.push(':');
        self.text.push_str(json);
    }

    pub fn close(mut self) -> String {
        self.text.push(self.close);
        self.text
    }
}
