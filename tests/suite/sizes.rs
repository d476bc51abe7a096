//! The sizes the code keeps (docs/ARCHITECTURE.md, « Contributing »): no function over
//! 120 lines and no file over 800 lines in src/ and crates/, tests left out (files named
//! `tests.rs`, folders named `tests`, inline `#[cfg(test)]` modules). A function is
//! measured from the line of its `fn` to the line of its closing brace, by a scan that
//! knows strings, raw strings, characters and comments, so a brace inside them does not
//! count. The page scripts (`static/*.js`) keep the same 120 lines a function (measured
//! from `function` to its closing brace past strings, templates, regular expressions
//! and comments) and, with the style sheets, the same 800 lines a file.

use std::path::{Path, PathBuf};

const MAX_FN_LINES: usize = 120;
const MAX_FILE_LINES: usize = 800;

/// Every .rs file under `dir`, test files and folders left out.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" && name != "target" {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// The text with every string, character and comment blanked out (newlines kept), so
/// that only code braces remain.
fn code_only(text: &str) -> Vec<char> {
    let s: Vec<char> = text.chars().collect();
    let mut out = s.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(s.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        let next = s.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            let end = (i..s.len()).find(|&j| s[j] == '\n').unwrap_or(s.len());
            blank(&mut out, i, end);
            i = end;
        } else if c == '/' && next == Some('*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < s.len() && depth > 0 {
                if s[j] == '/' && s.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 1;
                } else if s[j] == '*' && s.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 1;
                }
                j += 1;
            }
            blank(&mut out, i, j);
            i = j;
        } else if let Some(end) = raw_string_end(&s, i) {
            blank(&mut out, i, end);
            i = end;
        } else if c == '"' {
            let mut j = i + 1;
            while j < s.len() && s[j] != '"' {
                j += if s[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if c == '\'' {
            // a character ('{', '\n', '\u{7b}') or a lifetime ('a)
            let end = if next == Some('\\') {
                (i + 2..s.len()).find(|&j| s[j] == '\'').map(|j| j + 1)
            } else if s.get(i + 2) == Some(&'\'') {
                Some(i + 3)
            } else {
                None
            };
            match end {
                Some(end) => {
                    blank(&mut out, i, end);
                    i = end;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Where a raw string starting at `i` (`r"…"`, `r#"…"#`, `br"…"`) ends, if one does.
fn raw_string_end(s: &[char], i: usize) -> Option<usize> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    if i > 0 && ident(s[i - 1]) {
        return None;
    }
    let mut j = i;
    if s[j] == 'b' {
        j += 1;
    }
    if s.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let hashes = s[j..].iter().take_while(|c| **c == '#').count();
    j += hashes;
    if s.get(j) != Some(&'"') {
        return None;
    }
    let closing: Vec<char> = std::iter::once('"')
        .chain("#".repeat(hashes).chars())
        .collect();
    (j + 1..s.len())
        .find(|&k| s[k..].starts_with(&closing))
        .map(|k| k + closing.len())
}

/// The index of the brace that closes the one at `open`.
fn closing_brace(code: &[char], open: usize) -> usize {
    let mut depth = 0;
    for (j, c) in code.iter().enumerate().skip(open) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    code.len()
}

fn is_word_at(code: &[char], i: usize, word: &str) -> bool {
    let ident = |c: &char| c.is_alphanumeric() || *c == '_';
    let w: Vec<char> = word.chars().collect();
    code[i..].starts_with(&w)
        && (i == 0 || !ident(&code[i - 1]))
        && !code.get(i + w.len()).is_some_and(ident)
}

/// The functions of a file with a body: (name, first line, line count), functions of
/// inline `#[cfg(test)]` modules left out.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let code = code_only(text);
    let line_of = |i: usize| code[..i].iter().filter(|c| **c == '\n').count() + 1;
    let flat: String = code.iter().collect();
    let mut skipped: Vec<(usize, usize)> = Vec::new();
    for (at, _) in flat.match_indices("#[cfg(test)]") {
        let at = flat[..at].chars().count();
        let rest: String = code[at + 12..].iter().collect();
        let item = rest.trim_start();
        let start = at + 12 + (rest.chars().count() - item.chars().count());
        if is_word_at(&code, start, "mod")
            && let Some(open) = (start..code.len()).find(|&j| code[j] == '{' || code[j] == ';')
            && code[open] == '{'
        {
            skipped.push((start, closing_brace(&code, open)));
        }
    }
    let mut found = Vec::new();
    for i in 0..code.len() {
        if !is_word_at(&code, i, "fn") || skipped.iter().any(|(a, b)| (*a..=*b).contains(&i)) {
            continue;
        }
        let name: String = code[i + 2..]
            .iter()
            .skip_while(|c| c.is_whitespace())
            .take_while(|c| c.is_alphanumeric() || **c == '_')
            .collect();
        if name.is_empty() {
            continue; // a function pointer type, `fn(u8) -> u8`
        }
        // the body's brace, or the `;` of a declaration (not the one of `[u8; 4]`)
        let mut depth = 0i32;
        let mut open = None;
        for (j, c) in code.iter().enumerate().skip(i) {
            match c {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                ';' if depth == 0 => break,
                '{' if depth == 0 => {
                    open = Some(j);
                    break;
                }
                _ => {}
            }
        }
        if let Some(open) = open {
            let first = line_of(i);
            found.push((name, first, line_of(closing_brace(&code, open)) - first + 1));
        }
    }
    found
}

fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates"), &mut files);
    files.sort();
    files
}

#[test]
fn the_scan_measures_functions_past_braces_in_strings_and_comments() {
    let text = "fn a() {\n    let s = \"}}}\";\n    let c = '}';\n    // }\n    /* } */\n    let r = r#\"}\"#;\n}\n\nfn b(x: [u8; 2], f: fn(u8)) -> u8 {\n    x[0]\n}\ntrait T {\n    fn c(&self);\n}\nfn d<'a>(s: &'a str) -> &'a str {\n    s\n}\n#[cfg(test)]\nmod tests {\n    fn e() {\n    }\n}\n";
    let found = functions(text);
    let names: Vec<(&str, usize, usize)> =
        found.iter().map(|(n, l, c)| (n.as_str(), *l, *c)).collect();
    assert_eq!(names, [("a", 1, 7), ("b", 9, 3), ("d", 15, 3)]);
}

#[test]
fn no_function_over_120_lines_and_no_file_over_800_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut long = Vec::new();
    let mut counted = 0;
    let mut longest = 0;
    for path in sources() {
        let text = std::fs::read_to_string(&path).unwrap();
        let shown = path.strip_prefix(root).unwrap().display().to_string();
        let lines = text.lines().count();
        if lines > MAX_FILE_LINES {
            long.push(format!("{shown}: {lines} lines"));
        }
        for (name, line, count) in functions(&text) {
            counted += 1;
            longest = longest.max(count);
            if count > MAX_FN_LINES {
                long.push(format!("{shown}:{line}: fn {name}, {count} lines"));
            }
        }
    }
    // the scan saw the code: hundreds of functions, some of them long
    assert!(counted > 1000, "only {counted} functions found");
    assert!(longest > 60, "longest function {longest} lines");
    assert!(long.is_empty(), "over the limits:\n{}", long.join("\n"));
}

/// The page scripts and style sheets (`static/*.js`, `static/*.css`): what a file over
/// the limit there would be called, one line per file.
fn long_static_files(dir: &Path) -> (usize, Vec<String>) {
    let mut seen = 0;
    let mut long = Vec::new();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "js" || e == "css"))
        .collect();
    paths.sort();
    for path in paths {
        seen += 1;
        let lines = std::fs::read_to_string(&path).unwrap().lines().count();
        if lines > MAX_FILE_LINES {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            long.push(format!("static/{name}: {lines} lines"));
        }
    }
    (seen, long)
}

#[test]
fn no_page_script_or_style_sheet_over_800_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (seen, long) = long_static_files(&root.join("static"));
    // the scan saw the site's files: arbitre.js, plateaux.js, jeu.js, arbitre.css…
    assert!(seen >= 6, "only {seen} scripts and style sheets found");
    assert!(long.is_empty(), "over the limit:\n{}", long.join("\n"));
}

#[test]
fn a_page_script_over_800_lines_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("long.js"), "x;\n".repeat(801)).unwrap();
    std::fs::write(dir.path().join("short.css"), "a{}\n".repeat(800)).unwrap();
    std::fs::write(dir.path().join("notes.txt"), "x\n".repeat(900)).unwrap();
    let (seen, long) = long_static_files(dir.path());
    assert_eq!(seen, 2);
    assert_eq!(long, ["static/long.js: 801 lines"]);
}

/// A page script with every string, template, regular expression and comment blanked
/// out (newlines kept): only code braces remain. A `/` starts a regular expression
/// where a value is expected (after an operator, a bracket, `return`…), else divides.
fn js_code_only(text: &str) -> Vec<char> {
    let s: Vec<char> = text.chars().collect();
    let mut out = s.clone();
    let mut blank = |from: usize, to: usize| {
        for c in &mut out[from..to.min(s.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    // past the closing `quote` of a string or template starting at i
    let string_end = |i: usize, quote: char| {
        let mut j = i + 1;
        while j < s.len() && s[j] != quote {
            j += if s[j] == '\\' { 2 } else { 1 };
        }
        j + 1
    };
    let mut i = 0;
    let mut last = ' '; // the last code character that is not blank
    let mut word = String::new(); // the last word of code
    while i < s.len() {
        let c = s[i];
        let next = s.get(i + 1).copied();
        let end = if c == '/' && next == Some('/') {
            (i..s.len()).find(|&j| s[j] == '\n').unwrap_or(s.len())
        } else if c == '/' && next == Some('*') {
            (i + 2..s.len())
                .find(|&j| s[j] == '*' && s.get(j + 1) == Some(&'/'))
                .map_or(s.len(), |j| j + 2)
        } else if c == '"' || c == '\'' || c == '`' {
            string_end(i, c)
        } else if c == '/' && ("(,=:[!&|?{};+-*%<>~^".contains(last) || word == "return") {
            let (mut j, mut class) = (i + 1, false);
            while j < s.len() && s[j] != '\n' && (class || s[j] != '/') {
                match s[j] {
                    '\\' => j += 1,
                    '[' => class = true,
                    ']' => class = false,
                    _ => {}
                }
                j += 1;
            }
            j + 1
        } else {
            if c.is_alphanumeric() || c == '_' || c == '$' {
                if !(last.is_alphanumeric() || last == '_' || last == '$') {
                    word.clear();
                }
                word.push(c);
            }
            if !c.is_whitespace() {
                last = c;
            }
            i += 1;
            continue;
        };
        blank(i, end);
        last = 'x'; // a string or a regular expression is a value
        word.clear();
        i = end;
    }
    out
}

/// The functions of a page script: (name, first line, line count), from the line of
/// `function` to the line of its body's closing brace. The file's wrapper, a function
/// opened at the top level right after `(` (`(function () { … })();`), is the file
/// itself and left to the file's limit.
fn js_functions(text: &str) -> Vec<(String, usize, usize)> {
    let code = js_code_only(text);
    let line_of = |i: usize| code[..i].iter().filter(|c| **c == '\n').count() + 1;
    let mut found = Vec::new();
    let mut depth = 0i32;
    for i in 0..code.len() {
        match code[i] {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if !is_word_at(&code, i, "function") {
            continue;
        }
        let before = code[..i].iter().rev().find(|c| !c.is_whitespace());
        if depth == 0 && before == Some(&'(') {
            continue;
        }
        let name: String = code[i + 8..]
            .iter()
            .skip_while(|c| c.is_whitespace())
            .take_while(|c| c.is_alphanumeric() || **c == '_' || **c == '$')
            .collect();
        let Some(open) = (i..code.len()).find(|&j| code[j] == '{') else {
            continue;
        };
        let first = line_of(i);
        let name = if name.is_empty() {
            "(anonyme)".into()
        } else {
            name
        };
        found.push((name, first, line_of(closing_brace(&code, open)) - first + 1));
    }
    found
}

/// The functions of the page scripts in `dir` over the limit, one line each, and how
/// many functions were measured.
fn long_js_functions(dir: &Path) -> (usize, Vec<String>) {
    let mut counted = 0;
    let mut long = Vec::new();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "js"))
        .collect();
    paths.sort();
    for path in paths {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for (f, line, count) in js_functions(&std::fs::read_to_string(&path).unwrap()) {
            counted += 1;
            if count > MAX_FN_LINES {
                long.push(format!("static/{name}:{line}: function {f}, {count} lines"));
            }
        }
    }
    (counted, long)
}

#[test]
fn the_script_scan_measures_functions_past_braces_in_strings_regexps_and_comments() {
    let text = "(function () {\n  function a(x) {\n    var s = \"}}\", q = '}', r = /[}]\\/}/g;\n    // }\n    /* } */\n    var t = `}`;\n    return x / 2 / 1;\n  }\n  var b = function () {\n    return /}/.test(\"\");\n  };\n})();\nfunction c() { return 1; }\n";
    let found = js_functions(text);
    let names: Vec<(&str, usize, usize)> =
        found.iter().map(|(n, l, c)| (n.as_str(), *l, *c)).collect();
    assert_eq!(names, [("a", 2, 7), ("(anonyme)", 9, 3), ("c", 13, 1)]);
}

#[test]
fn no_page_script_function_over_120_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (counted, long) = long_js_functions(&root.join("static"));
    // the scan saw the scripts: arbitre.js, plateaux.js, jeu.js, search.js…
    assert!(counted > 100, "only {counted} functions found");
    assert!(long.is_empty(), "over the limit:\n{}", long.join("\n"));
}

#[test]
fn a_page_script_function_over_120_lines_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let body = "    x();\n".repeat(119);
    let script = format!("(function () {{\n  function long() {{\n{body}  }}\n}})();\n");
    std::fs::write(dir.path().join("a.js"), script).unwrap();
    let (counted, long) = long_js_functions(dir.path());
    assert_eq!(counted, 1);
    assert_eq!(long, ["static/a.js:2: function long, 121 lines"]);
}
