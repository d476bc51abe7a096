//! Escaping shared by the site and the diagrams (both write JSON into `<script>`).

/// Escapes JSON for a `<script>` element: `<`, `>` and `&` as `\u003c`, `\u003e`,
/// `\u0026`, so no `</script>`, `<!--` or `]]>` can end or change the script early
/// (the JSON value read back is the same).
pub fn json_for_script(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}
