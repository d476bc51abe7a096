//! What the command line prints (binary only): results on stdout, messages on stderr in
//! colour on a terminal (anstream drops the colour under `NO_COLOR`, on a pipe, and keeps
//! it under `CLICOLOR_FORCE`), notes that `-q` silences, the progress bar of a long build.
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use arbitre::fr::cli as fr;
use arbitre::site::progress::Stage;
use std::time::Duration;

use anstyle::{AnsiColor, Style};

static QUIET: AtomicBool = AtomicBool::new(false);

/// `-q`: no notes, no progress; errors and the summary line stay.
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

fn quiet() -> bool {
    QUIET.load(Ordering::Relaxed)
}

pub fn is_quiet() -> bool {
    quiet()
}

const ERROR: Style = AnsiColor::Red.on_default().bold();
const WARNING: Style = AnsiColor::Yellow.on_default().bold();
const GUTTER: Style = AnsiColor::Blue.on_default().bold();
const HINT: Style = Style::new().bold();

/// One line on stdout. A reader that went away (`arbitre moves … | head -1`) is not an
/// error of ours: the rest is dropped instead of panicking on the broken pipe.
pub fn say(line: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

/// Messages on stderr, the words `erreur`, `attention`, the gutter and `= aide` styled;
/// never a panic if stderr is closed.
pub fn warn(text: &dyn std::fmt::Display) {
    let mut err = anstream::stderr().lock();
    let _ = writeln!(err, "{}", paint(&text.to_string()));
}

/// A note (where the site was written): silenced by `-q`.
pub fn note(text: &dyn std::fmt::Display) {
    if !quiet() {
        warn(text);
    }
}

/// A bad command line (unknown game, unreadable position, illegal move): one line, exit 2.
pub fn usage(e: &str) -> ExitCode {
    warn(&format!("erreur: {e}"));
    ExitCode::from(2)
}

pub fn fail(e: &dyn std::fmt::Display) -> ExitCode {
    warn(&format!("erreur: {e}"));
    ExitCode::from(1)
}

/// The report's text with its marks styled; the words themselves are unchanged, so a
/// stream without colour gets the text byte for byte.
pub fn paint(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&paint_line(line));
    }
    out
}

fn styled(style: Style, s: &str) -> String {
    format!("{style}{s}{style:#}")
}

fn paint_line(line: &str) -> String {
    for (word, style) in [("erreur", ERROR), ("attention", WARNING)] {
        if let Some(rest) = line.strip_prefix(word)
            && (rest.starts_with(':') || rest.starts_with(" :"))
        {
            return format!("{}{rest}", styled(style, word));
        }
    }
    let body = line.trim_start();
    let indent = &line[..line.len() - body.len()];
    if let Some(rest) = body.strip_prefix("-->") {
        return format!("{indent}{}{rest}", styled(GUTTER, "-->"));
    }
    if let Some(rest) = body.strip_prefix("= aide") {
        return format!("{indent}{}{rest}", styled(HINT, "= aide"));
    }
    // `12 | text` and `   |`: the line number and bar
    if let Some((gutter, rest)) = line.split_once('|')
        && !gutter.is_empty()
        && gutter.chars().all(|c| c.is_ascii_digit() || c == ' ')
    {
        return format!("{}{rest}", styled(GUTTER, &format!("{gutter}|")));
    }
    line.to_string()
}

/// The bar of a long build on stderr when it is a terminal (indicatif hides it
/// otherwise) and not under `-q`: a spinner until the first stage says how many pages it
/// has, then pages done out of all and the examples checked so far; cleared when dropped.
pub struct Progress {
    bar: Option<indicatif::ProgressBar>,
    examples: AtomicUsize,
}

impl Progress {
    pub fn start(message: &'static str) -> Progress {
        let examples = AtomicUsize::new(0);
        if quiet() {
            return Progress {
                bar: None,
                examples,
            };
        }
        let bar = indicatif::ProgressBar::new_spinner().with_message(message);
        if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
            bar.set_style(style);
        }
        bar.enable_steady_tick(Duration::from_millis(120));
        Progress {
            bar: Some(bar),
            examples,
        }
    }
}

impl arbitre::site::progress::Progress for Progress {
    fn start(&self, stage: Stage, total: usize) {
        let Some(bar) = &self.bar else { return };
        let template = format!(
            "{{msg}} [{{bar:24}}] {{pos}}/{{len}} {} {{elapsed}}",
            fr::PAGES
        );
        if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_length(total as u64);
        bar.set_position(0);
        bar.set_message(match stage {
            Stage::Render => fr::CHECKING.to_string(),
            Stage::Layout => fr::LAYING_OUT.to_string(),
        });
    }

    fn step(&self, examples: usize) {
        let Some(bar) = &self.bar else { return };
        bar.inc(1);
        if examples > 0 {
            let all = self.examples.fetch_add(examples, Ordering::Relaxed) + examples;
            bar.set_message(fr::examples_checked(all));
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn painting_keeps_the_words() {
        let text =
            "erreur: Coup « Qh5 » impossible\n  --> a.md:9:13\n  |\n9 | moves: [e4]\n  = aide : x";
        let painted = paint(text);
        assert_ne!(painted, text);
        let plain = anstream::adapter::strip_str(&painted).to_string();
        assert_eq!(plain, text);
    }
}
