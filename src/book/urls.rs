//! Addresses written from file names, and read back from requests and links.
//!
//! A page file may be named anything the file system allows (`a b.md`, `règles.md`,
//! `javascript:alert(1).md`). Every href arbitre writes from such a name is relative and
//! percent-encoded segment by segment, so it can never be read as a scheme (no `:` is
//! left), a fragment or a query; `decode` undoes it for `serve` and the link checker.

/// Characters kept as they are in a path segment (RFC 3986 unreserved and a few
/// sub-delimiters that are harmless in a relative path). Everything else ASCII is
/// percent-encoded; non-ASCII letters stay (an IRI, as browsers show them).
fn keep(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(
            c,
            '-' | '.' | '_' | '~' | '!' | '$' | '(' | ')' | '*' | '+' | ',' | ';' | '=' | '@'
        )
        || !c.is_ascii()
}

/// Percent-encodes each `/`-separated segment of a relative path (`..` stays `..`).
/// The result contains no `:`, `?`, `#`, `%` (other than escapes), quote or space.
pub fn encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len() + 8);
    for c in path.chars() {
        if c == '/' || keep(c) {
            out.push(c);
        } else if c.is_ascii() {
            out.push_str(&format!("%{:02X}", c as u8));
        }
    }
    out
}

/// A local link's path read as mdBook 0.5 reads it (its `fix_link`: `(.*)\.md(#.*)?`,
/// not anchored at the end): the path up to its last `.md`, whatever follows dropped,
/// so `enumerations.mdr` is the page `enumerations.md` (the Rust Reference links so).
/// The path as it is when its last segment has no `.md` (mdBook would also cut
/// `x.mdbook/a.png`; arbitre does not follow it into folder names).
pub fn mdbook_md_path(path: &str) -> &str {
    match path.rfind(".md") {
        Some(i) if !path[i..].contains('/') => &path[..i + 3],
        _ => path,
    }
}

/// The value of one hex digit.
fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Decodes `%XX` escapes. None when an escape is malformed or the bytes are not UTF-8.
pub fn decode(s: &str) -> Option<String> {
    if !s.contains('%') {
        return Some(s.to_string());
    }
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hi = hex(*bytes.get(i + 1)?)?;
            let lo = hex(*bytes.get(i + 2)?)?;
            out.push(hi * 16 + lo);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Maps a request path (`/a/r%C3%A8gles.html?x#y`) to a file of the site, relative and
/// `/`-separated (`a/règles.html`), or None when it could leave the site: a `..` or `.`
/// segment, a backslash, a NUL, a malformed escape. A path ending in `/` names the
/// folder's `index.html`.
pub fn site_path(request_path: &str) -> Option<String> {
    let path = request_path.split(['?', '#']).next().unwrap_or("");
    let decoded = decode(path)?;
    let mut parts = Vec::new();
    for seg in decoded.split('/') {
        match seg {
            "" => {}
            "." | ".." => return None,
            s if s.contains(['\\', '\0']) => return None,
            s => parts.push(s),
        }
    }
    let mut rel = parts.join("/");
    if rel.is_empty() || decoded.ends_with('/') {
        if !rel.is_empty() {
            rel.push('/');
        }
        rel.push_str("index.html");
    }
    Some(rel)
}

/// A page's key for ids and diagram file names: unique per page path, made of
/// `[a-z0-9-]` only, and readable. A path whose folders and name are lower-case words
/// joined by single hyphens keeps them, folders joined by `--` (`echecs/roque.md` →
/// `echecs--roque`, `a-b.md` → `a-b`, `a/b.md` → `a--b`); any other path (capitals,
/// accents, spaces, doubled hyphens…) is lowercased with `-` for the rest, then `---`
/// and a hash of the exact path, so two paths never share a key (a plain key never
/// holds `---`) and `<key>-<n>` names stay unique too.
pub fn page_key(src_path: &str) -> String {
    let stem = src_path.strip_suffix(".md").unwrap_or(src_path);
    let plain_segment = |s: &str| {
        !s.is_empty()
            && !s.starts_with('-')
            && !s.ends_with('-')
            && !s.contains("--")
            && s.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    if stem.split('/').all(plain_segment) {
        return stem.split('/').collect::<Vec<_>>().join("--");
    }
    let mut key: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    key = key.trim_matches('-').to_string();
    if key.is_empty() {
        key.push_str("page");
    }
    format!("{key}---{:08x}", fnv1a(stem.as_bytes()) as u32)
}

/// FNV-1a: a fixed, documented hash (the same bytes give the same key on every machine
/// and every Rust version, which `DefaultHasher` does not promise).
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// How to reach `to` from the page at `from` (both `/`-separated, from one folder): the
/// number of `../` to climb and the rest of `to`.
fn relative_parts<'a>(from: &str, to: &'a str) -> (usize, Vec<&'a str>) {
    let from_dirs: Vec<&str> = from.split('/').collect();
    let from_dirs = &from_dirs[..from_dirs.len() - 1];
    let to_parts: Vec<&str> = to.split('/').collect();
    let common = from_dirs
        .iter()
        .zip(&to_parts[..to_parts.len() - 1])
        .take_while(|(a, b)| a == b)
        .count();
    (from_dirs.len() - common, to_parts[common..].to_vec())
}

/// `to` as a path written on the page `from` (`../b/c.md`), not encoded.
pub fn relative_path(from: &str, to: &str) -> String {
    let (up, rest) = relative_parts(from, to);
    format!("{}{}", "../".repeat(up), rest.join("/"))
}

/// The shortest relative link from the page at `from` to the page at `to` (both output
/// paths relative to the site root), percent-encoded.
pub fn relative_href(from: &str, to: &str) -> String {
    let (up, rest) = relative_parts(from, to);
    format!("{}{}", "../".repeat(up), encode_path(&rest.join("/")))
}

pub use crate::escape::json_for_script;

/// The scheme of an address a page links to (book.toml's `site-url`,
/// `edit-url-template`) when it is neither `http`/`https` nor absent (a relative path):
/// `javascript:`, `data:`, `vbscript:`… would run or show the author's text on a click
/// (issue 27). Read as a browser reads it: blanks and controls around the address and
/// tabs or line ends inside it are dropped, the scheme's case does not matter.
pub fn foreign_scheme(url: &str) -> Option<String> {
    let trimmed = url.trim_matches(|c: char| c <= ' ');
    let mut scheme = String::new();
    for c in trimmed.chars().filter(|c| !matches!(c, '\t' | '\n' | '\r')) {
        match c {
            ':' => break,
            c if c.is_ascii_alphabetic() => scheme.push(c.to_ascii_lowercase()),
            c if !scheme.is_empty() && (c.is_ascii_digit() || "+-.".contains(c)) => scheme.push(c),
            // no scheme: a path (`/`, `.`, `?`, `#`, `%`… come before any `:`)
            _ => return None,
        }
    }
    let has_colon = trimmed.contains(':');
    (has_colon && !scheme.is_empty() && scheme != "http" && scheme != "https").then_some(scheme)
}

/// book.toml's addresses that must be http(s) or relative: each key with its value.
pub fn foreign_addresses(
    html: &super::config::HtmlSection,
) -> impl Iterator<Item = (&'static str, &str, String)> {
    [
        ("site-url", &html.site_url),
        ("edit-url-template", &html.edit_url_template),
    ]
    .into_iter()
    .filter_map(|(key, value)| {
        let value = value.as_deref()?;
        Some((key, value, foreign_scheme(value)?))
    })
}
