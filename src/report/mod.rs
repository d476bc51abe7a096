//! The reporting edge: a [`Problem`]'s typed fault said as the rustc-style French report
//! (`erreur: …`, `  --> file:line:col`, the line, a caret, `= aide : …`), a build's
//! report and summary line, and a [`SiteError`]. The modules below the edge return
//! typed faults; the words are made here, at report time, from [`crate::fr`]. The other
//! edges (serve's overlay, the mdBook preprocessor) say their faults through it too.
use std::borrow::Cow;
use std::fmt;

use crate::book::excerpt;
use crate::fr;
use crate::site::faults::BuildFault;
use crate::site::links::LinkFault;
use crate::site::problem::{SHOWN, TemplateWhen};
use crate::site::{Diagnostic, Fault, Hint, Problem, Report, SiteError};

/// The headline of a problem: what is wrong, in French.
pub fn fault(f: &Fault) -> String {
    match f {
        Fault::Build(b) => fr::site::build_fault(b),
        Fault::Config(c) => fr::config::config_fault(c).0,
        Fault::Summary(s) => fr::book::summary_fault(s),
        Fault::FrontMatter(m) => fr::input::front_matter_fault(m),
        Fault::Link(l) => fr::book::link_fault(l),
        Fault::Lint(w) => fr::book::lint_warning(w),
        Fault::Walk(w) => fr::book::walk_fault(w),
        Fault::Template { when, fault } => {
            let what = match when {
                TemplateWhen::Reading => fr::book::TEMPLATE_INVALID,
                TemplateWhen::Rendering => fr::book::TEMPLATE_RENDER,
            };
            fr::book::template_fault(what, fault)
        }
    }
}

/// What to do about a problem: the finder's hint, else the one its fault implies
/// (book.toml's faults and the lint's warnings each know theirs).
pub fn hint(p: &Problem) -> Option<String> {
    match (&p.hint, &*p.fault) {
        (Some(h), _) => Some(hint_words(h)),
        (None, Fault::Config(c)) => fr::config::config_fault(c).1,
        (None, Fault::Lint(w)) => Some(fr::book::lint_hint(w)),
        (None, _) => None,
    }
}

fn hint_words(h: &Hint) -> String {
    match h {
        Hint::DidYouMean(name) => fr::book::did_you_mean(name),
        Hint::ItemWithoutLink => fr::book::ITEM_WITHOUT_LINK_HINT.to_string(),
        Hint::UnlistedLink => fr::book::UNLISTED_LINK_HINT.to_string(),
    }
}

/// Where the problem lies: its file, or, for two makers of one site file (no file of
/// the book at fault), the first maker.
pub fn place(p: &Problem) -> Cow<'_, str> {
    match &*p.fault {
        Fault::Build(BuildFault::MadeTwice { first, .. }) => Cow::Owned(fr::site::origin(first)),
        _ => Cow::Borrowed(&p.file),
    }
}

/// The rustc-style report of an error.
pub fn error(p: &Problem) -> String {
    render_as(p, "erreur")
}

/// The same report for a warning (`attention: …`).
pub fn warning(p: &Problem) -> String {
    render_as(p, fr::book::WARNING)
}

/// The report with `level` as its headline word.
pub fn render_as(p: &Problem, level: &str) -> String {
    let mut out = format!("{level}: {}\n", fault(&p.fault));
    let file = place(p);
    if p.col > 0 {
        out.push_str(&format!("  --> {file}:{}:{}\n", p.line, p.col));
    } else {
        out.push_str(&format!("  --> {file}:{}\n", p.line));
    }
    let pad = " ".repeat(p.line.to_string().len());
    if let Some(src) = &p.source {
        // the line, cut around the column when long (rustc's way)
        let caret = p.caret_in_source.unwrap_or(p.col.saturating_sub(1));
        let cut = excerpt::around(src, caret, p.width);
        out.push_str(&format!("{pad} |\n{} | {}\n", p.line, cut.text));
        if p.col > 0 {
            out.push_str(&format!("{pad} | {}\n", cut.caret_line()));
        }
    }
    if let Some(hint) = hint(p) {
        out.push_str(&format!("{pad} = aide : {hint}\n"));
    }
    out
}

/// One line: `file:line: fault`.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", place(self), self.line, fault(&self.fault))
    }
}

impl fmt::Display for SiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&fr::site::site_error(self))
    }
}

/// A block renderer's report, in French: a failed example as rustc writes an error
/// (place, source line, caret, what the engine found, a hint), a settings table of an
/// unknown game, a diagram that could not be drawn.
pub fn diagnostic(d: &Diagnostic) -> String {
    match d {
        Diagnostic::Example { sources, failure } => fr::example::report(sources, failure),
        Diagnostic::UnknownGame { file, line, preset } => {
            fr::settings::unknown_game(file, *line, preset, &crate::rules::Preset::ids())
        }
        Diagnostic::DrawingFailed { page, picture, why } => {
            fr::book::drawing_failed(page, picture, &fr::drawing::png_fault(why))
        }
        Diagnostic::Said(text) => text.clone(),
    }
}

/// `N passed, M failed` with `, K skipped` when K > 0 (contract).
pub fn summary_line(report: &Report) -> String {
    fr::site::summary_line(report.passed, report.failures(), report.skipped)
}

/// Everything to show before the summary line: warnings, example reports, then the
/// book's faults, each a rustc-style report.
/// At most [`SHOWN`] warnings and [`SHOWN`] errors are said in full, each kind followed
/// by how many more there are; each report is made as it is written (none is kept).
pub fn write_diagnostics(report: &Report, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    for p in report.warnings.iter().take(SHOWN) {
        writeln!(w, "{}", warning(p))?;
    }
    if let Some(more) = report.warnings.len().checked_sub(SHOWN).filter(|&n| n > 0) {
        writeln!(w, "{}\n", fr::hostile::more_warnings(more))?;
    }
    let (mut inside, mut outside) = (0, 0);
    for p in &report.warnings {
        match &*p.fault {
            Fault::Link(LinkFault::LeavesBook { .. }) => outside += 1,
            Fault::Link(_) => inside += 1,
            _ => {}
        }
    }
    if let Some(summary) = fr::book::link_warnings_summary(inside, outside) {
        writeln!(w, "{summary}\n")?;
    }
    let errors = report.diagnostics.iter().map(diagnostic);
    let errors = errors.chain(report.problems.iter().map(error));
    for e in errors.take(SHOWN) {
        writeln!(w, "{e}")?;
    }
    let all = report.diagnostics.len() + report.problems.len();
    if let Some(more) = all.checked_sub(SHOWN).filter(|&n| n > 0) {
        writeln!(w, "{}\n", fr::hostile::more_errors(more))?;
    }
    Ok(())
}
