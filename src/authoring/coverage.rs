//! `arbitre coverage`: what the book's examples exercise, preset by preset, counted
//! from their runs (the options the game ran with, the events that happened, how the
//! game ended, the reasons the engine gave for the moves of `illegal:`, the claims
//! that held), never from their text. Each preset's list of what could be exercised
//! comes from its engine ([`possible`]); what no example exercises is listed first.

use super::collect;
use crate::example::check::{Checked, check_in};
use crate::example::facts::{self, MoveVerdict};
use crate::example::load::load;
use crate::example::schema::ClaimKind;
use crate::rules::{Event, Game, Move, PieceKind, Preset};
use crate::site::SiteError;
use crate::site::blocks::escape_html;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

pub use crate::lang::Category;

impl Category {
    /// Its French name, as the tables show it.
    pub fn label(self) -> &'static str {
        crate::lang::fr::coverage::category_label(self)
    }
}

pub use crate::family::EventKind;

impl EventKind {
    fn label(self) -> String {
        crate::lang::fr::coverage::event_label(self).to_string()
    }
}

/// One line of a preset's table: how many examples exercise `item`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub category: Category,
    pub item: String,
    pub examples: usize,
    /// Where those examples are (`page.md:line` of each block), so that an author can
    /// open the examples behind a count.
    pub places: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresetCoverage {
    pub preset: &'static str,
    /// Examples of this preset that ran (setup and moves accepted).
    pub examples: usize,
    pub rows: Vec<Row>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    pub presets: Vec<PresetCoverage>,
    /// Examples that could not run (unreadable, unknown game, illegal move): not counted.
    pub not_run: usize,
    pub ignored: usize,
    /// Presets no example of the book plays.
    pub unused: Vec<&'static str>,
}

impl Coverage {
    /// Everything nothing exercises, preset by preset.
    pub fn gaps(&self) -> Vec<(&'static str, &Row)> {
        self.presets
            .iter()
            .flat_map(|p| {
                p.rows
                    .iter()
                    .filter(|r| r.examples == 0)
                    .map(move |r| (p.preset, r))
            })
            .collect()
    }
}

/// Counts what the examples of the book at `book` exercise.
pub fn coverage(book: &Path) -> Result<Coverage, SiteError> {
    let (blocks, _) = collect::blocks(book)?;
    let mut tally: BTreeMap<Preset, Tally> = BTreeMap::new();
    let mut cov = Coverage::default();
    for block in &blocks {
        if block.ignored {
            cov.ignored += 1;
            continue;
        }
        let run = load(&block.root, &block.file, block.line, &block.body)
            .ok()
            .and_then(|l| {
                check_in(&l.example, block.page_game.as_deref(), block.letters)
                    .ok()
                    .map(|r| (l, r))
            });
        let Some((loaded, run)) = run else {
            cov.not_run += 1;
            continue;
        };
        let Some(preset) = Preset::from_id(&run.preset) else {
            cov.not_run += 1;
            continue;
        };
        let t = tally.entry(preset).or_default();
        t.examples += 1;
        let place = format!("{}:{}", block.file.display(), block.line);
        for item in exercised(&loaded.example.expect, &run) {
            t.counts.entry(item).or_default().push(place.clone());
        }
    }
    for preset in Preset::ALL {
        // a game the book never shows is not a gap of the book
        let Some(t) = tally.get(&preset) else {
            cov.unused.push(preset.id());
            continue;
        };
        let mut rows: Vec<Row> = possible(preset)
            .into_iter()
            .map(|(category, item)| {
                let places = t
                    .counts
                    .get(&(category, item.clone()))
                    .cloned()
                    .unwrap_or_default();
                Row {
                    examples: places.len(),
                    places,
                    category,
                    item,
                }
            })
            .collect();
        // exercised but not in the list (a free option value, a drop refusal's detail)
        for ((category, item), places) in &t.counts {
            if !rows
                .iter()
                .any(|r| r.category == *category && &r.item == item)
            {
                rows.push(Row {
                    category: *category,
                    item: item.clone(),
                    examples: places.len(),
                    places: places.clone(),
                });
            }
        }
        rows.sort_by(|a, b| (a.category, &a.item).cmp(&(b.category, &b.item)));
        cov.presets.push(PresetCoverage {
            preset: preset.id(),
            examples: t.examples,
            rows,
        });
    }
    Ok(cov)
}

#[derive(Default)]
struct Tally {
    examples: usize,
    /// each item's examples, by place
    counts: BTreeMap<(Category, String), Vec<String>>,
}

/// What one run exercises, each item once.
fn exercised(claims: &[crate::example::schema::Claim], run: &Checked) -> Vec<(Category, String)> {
    let mut out: Vec<(Category, String)> = Vec::new();
    let mut add = |c: Category, s: String| {
        if !out.iter().any(|(c2, s2)| *c2 == c && *s2 == s) {
            out.push((c, s));
        }
    };
    // the options the game ran with (after `rules:`)
    for o in run.start().options() {
        if o.name == "format" {
            continue;
        }
        add(Category::Option, format!("{}={}", o.name, o.value));
    }
    for (i, e) in facts::events(run) {
        let played = run.frames[i].played.is_some();
        if let Some(kind) = event_kind(e, run, i) {
            add(Category::Event, kind.label());
        }
        if played && let Event::Check { .. } = e {
            let checks = run.frames[i]
                .events
                .iter()
                .filter(|e| matches!(e, Event::Check { .. }))
                .count();
            if checks > 1 {
                add(Category::Event, EventKind::MultipleCheck.label());
            }
        }
    }
    let last = &run.last().game;
    if let Some(o) = last.outcome() {
        add(Category::Ending, o.reason.id().into());
    }
    // claims count when they hold: only a passing example vouches for its claims
    if run.failures.is_empty() {
        for claim in claims {
            add(Category::Claim, claim.kind.key().into());
            let moves = match &claim.kind {
                ClaimKind::Illegal(m) => m,
                _ => continue,
            };
            for m in moves {
                if let MoveVerdict::Illegal(Some(reason)) = facts::item_verdict(last, m) {
                    add(
                        Category::Refusal,
                        crate::lang::fr::refusals::illegal_label(&reason),
                    );
                }
            }
        }
    }
    out
}

/// The event kind shown in the table, or `None` for plain moves and game over (counted
/// as endings).
fn event_kind(e: &Event, run: &Checked, frame: usize) -> Option<EventKind> {
    use EventKind as K;
    let moved = run.frames[frame].events.iter().find_map(|e| match e {
        Event::Moved { mv, .. } => Some(mv),
        _ => None,
    });
    Some(match e {
        Event::Moved { mv, .. } => match mv {
            Move::Castle { .. } => K::Castle,
            Move::Drop { .. } => K::Drop,
            _ => return None,
        },
        Event::Captured { piece, on, .. } => {
            if piece.kind == PieceKind::King {
                K::KingCapture
            } else if piece.dead {
                K::DeadPieceCapture
            } else if matches!(moved, Some(Move::Step { to, .. }) if to != on) {
                K::EnPassant
            } else {
                K::Capture
            }
        }
        Event::Promoted { .. } => K::Promotion,
        Event::Points { .. } => K::Points,
        Event::Check { .. } => K::Check,
        Event::Checkmate { .. } => K::Checkmate,
        Event::Stalemate { .. } => K::Stalemate,
        Event::Eliminated { .. } => K::Elimination,
        Event::ToHand { .. } => K::ToHand,
        Event::GameOver(_) => return None,
    })
}

/// What the engine of a preset can produce, as the rules module implements it and the
/// source texts describe it: each option value, each ending, each event kind, each
/// refusal of a move and each claim key that makes sense for the preset. A gap in this
/// list is something no example shows.
pub fn possible(preset: Preset) -> Vec<(Category, String)> {
    // what the preset can show is its family's to say (docs/ARCHITECTURE.md, « Game
    // families »); the option values come from the engine's own declaration
    let items = crate::family::of(preset).exercisable(preset);
    let mut out = options(preset);
    out.extend(
        items
            .endings
            .iter()
            .map(|e| (Category::Ending, e.id().to_string())),
    );
    out.extend(items.events.iter().map(|e| (Category::Event, e.label())));
    let mut labels: Vec<String> = items
        .refusals
        .iter()
        .map(crate::lang::fr::refusals::illegal_label)
        .collect();
    labels.dedup();
    out.extend(labels.into_iter().map(|l| (Category::Refusal, l)));
    out.extend(
        items
            .claims
            .iter()
            .map(|k| (Category::Claim, k.to_string())),
    );
    out
}

/// Each value of each option of the preset's game, but its format.
fn options(preset: Preset) -> Vec<(Category, String)> {
    let mut out = Vec::new();
    for o in preset.start().options() {
        // the format is what tells presets apart (chess4-teams, chess4-ffa…): each
        // preset has its own table, so its other formats are no gap of it
        if o.name == "format" {
            continue;
        }
        let choices = o.choices();
        if choices.is_empty() {
            out.push((Category::Option, format!("{}={}", o.name, o.value)));
        } else {
            for c in &choices {
                out.push((Category::Option, format!("{}={c}", o.name)));
            }
        }
    }
    out
}

/// A coverage page asked inside the book's built site (`build_dir`, as book.toml
/// writes it), which a build would replace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageInSite {
    pub file: std::path::PathBuf,
    pub build_dir: String,
}

/// Refuses a page written inside the book's built site (`build-dir`): a build would
/// replace it, and the site is made by `build` alone.
pub fn check_html_target(book: &Path, file: &Path) -> Result<(), PageInSite> {
    let Ok(config) = crate::site::BookConfig::load(book) else {
        return Ok(());
    };
    let abs = |p: &Path| -> Option<std::path::PathBuf> {
        let p = if p.is_absolute() {
            p.to_path_buf()
        } else {
            std::env::current_dir().ok()?.join(p)
        };
        // the file may not exist yet: its folder does
        match (p.parent()?.canonicalize(), p.file_name()) {
            (Ok(dir), Some(name)) => Some(dir.join(name)),
            _ => Some(p),
        }
    };
    let site = book.join(&config.build.build_dir);
    let (Some(file_abs), Ok(site_abs)) = (abs(file), site.canonicalize()) else {
        return Ok(());
    };
    if file_abs.starts_with(&site_abs) {
        return Err(PageInSite {
            file: file.to_path_buf(),
            build_dir: config.build.build_dir.clone(),
        });
    }
    Ok(())
}

/// The table for a terminal: gaps first, then each preset's counts (words from
/// [`crate::lang::fr::coverage`]).
pub fn table(cov: &Coverage) -> String {
    use crate::lang::fr::coverage as fr;
    let mut s = String::new();
    let gaps = cov.gaps();
    let _ = writeln!(s, "{}", fr::COVERAGE_TITLE);
    let _ = writeln!(s);
    if gaps.is_empty() {
        let _ = writeln!(s, "{}", fr::NO_GAPS);
    } else {
        let _ = writeln!(s, "{}", fr::gaps_heading(gaps.len()));
        for (preset, row) in &gaps {
            let _ = writeln!(
                s,
                "  {preset:<18} {:<14} {}",
                row.category.label(),
                row.item
            );
        }
    }
    for p in &cov.presets {
        let _ = writeln!(s);
        let _ = writeln!(s, "{} — {}", p.preset, fr::examples(p.examples));
        for r in &p.rows {
            let _ = writeln!(
                s,
                "  {:<14} {:<44} {:>4}{}",
                r.category.label(),
                r.item,
                r.examples,
                places_shown(&r.places)
            );
        }
    }
    if !cov.unused.is_empty() {
        let _ = writeln!(s);
        let _ = writeln!(s, "{}", fr::unused_games(&cov.unused.join(", ")));
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "{}", fr::not_counted(cov.not_run, cov.ignored, "ignore"));
    s
}

/// How many places a line of the table names before it only counts the others.
const PLACES_SHOWN: usize = 3;

/// The first places of a row, after its count (`  a.md:12, b.md:40 +5`); none: nothing.
fn places_shown(places: &[String]) -> String {
    if places.is_empty() {
        return String::new();
    }
    let shown = places[..places.len().min(PLACES_SHOWN)].join(", ");
    match places.len().checked_sub(PLACES_SHOWN).filter(|&n| n > 0) {
        Some(more) => format!("  {shown} +{more}"),
        None => format!("  {shown}"),
    }
}

/// The coverage page's own style sheet (inline: the page loads nothing).
const PAGE_STYLE: &str = "\
    body { font-family: system-ui, sans-serif; margin: 1.5rem auto; max-width: 52rem; padding: 0 1rem; line-height: 1.5; color: #1f2328; background: #fdfcf9; }\n\
    table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }\n\
    th, td { border: 1px solid #d9d6cf; padding: 0.25rem 0.6rem; text-align: left; }\n\
    td.n { text-align: right; font-variant-numeric: tabular-nums; }\n\
    tr.lacune td { background: #fde8e4; }\n\
    code { background: #f1efe9; padding: 0 0.25em; border-radius: 3px; }\n\
    td.ou { font-size: 0.8em; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }\n\
";

/// A standalone page (styles inline, nothing loaded from elsewhere).
pub fn html(cov: &Coverage, title: &str) -> String {
    use crate::lang::fr::coverage as fr;
    let mut s = String::new();
    let title = escape_html(title);
    let _ = write!(
        s,
        "<!doctype html>\n<html lang=\"fr\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{page_title}</title>\n<style>\n{PAGE_STYLE}</style>\n</head>\n<body>\n<h1>{page_title}</h1>\n<p>{intro}</p>\n",
        page_title = fr::coverage_page_title(&title),
        intro = fr::COVERAGE_INTRO,
    );
    let gaps = cov.gaps();
    let _ = writeln!(s, "<h2>{}</h2>", fr::gaps_count(gaps.len()));
    let [game, category, item, examples] = fr::COLUMNS;
    if gaps.is_empty() {
        let _ = writeln!(s, "<p>{}</p>", fr::NO_GAPS_SHORT);
    } else {
        let _ = writeln!(
            s,
            "<table>\n<thead><tr><th>{game}</th><th>{category}</th><th>{item}</th></tr></thead>\n<tbody>"
        );
        for (preset, r) in &gaps {
            let _ = writeln!(
                s,
                "<tr class=\"lacune\"><td><code>{}</code></td><td>{}</td><td>{}</td></tr>",
                escape_html(preset),
                r.category.label(),
                escape_html(&r.item)
            );
        }
        s.push_str("</tbody>\n</table>\n");
    }
    for p in &cov.presets {
        let _ = writeln!(
            s,
            "<h2 id=\"{}\"><code>{}</code> — {}</h2>",
            escape_html(p.preset),
            escape_html(p.preset),
            fr::examples(p.examples)
        );
        let _ = writeln!(
            s,
            "<table>\n<thead><tr><th>{category}</th><th>{item}</th><th>{examples}</th><th>{}</th></tr></thead>\n<tbody>",
            fr::PLACES
        );
        for r in &p.rows {
            let _ = writeln!(
                s,
                "<tr{}><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"ou\">{}</td></tr>",
                if r.examples == 0 {
                    " class=\"lacune\""
                } else {
                    ""
                },
                r.category.label(),
                escape_html(&r.item),
                r.examples,
                escape_html(&r.places.join(" "))
            );
        }
        s.push_str("</tbody>\n</table>\n");
    }
    if !cov.unused.is_empty() {
        let _ = writeln!(
            s,
            "<p>{}.</p>",
            fr::unused_games(&escape_html(&cov.unused.join(", ")))
        );
    }
    let _ = writeln!(
        s,
        "<p>{}.</p>\n</body>\n</html>",
        fr::not_counted(cov.not_run, cov.ignored, "<code>ignore</code>")
    );
    s
}
