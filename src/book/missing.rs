//! mdBook's `create-missing` (on by default): a SUMMARY.md entry whose file is absent is
//! created with its name as the title (`# Name`, the name HTML-escaped, as mdBook's
//! `create_missing` writes it), with a warning. With `create-missing = false` the entry
//! stays the error SUMMARY.md's reader found.
use std::path::Path;

use super::faults::BuildFault;
use super::summary::{Summary, SummaryFault};
use super::{Fault, Problem, Report};

/// Creates the files `found` says are missing; true when one was created. The faults
/// of the created files leave `found` (a file that cannot be created keeps its fault
/// and adds the reason).
pub fn create(
    summary: &Summary,
    found: &mut Vec<Problem>,
    src_dir: &Path,
    label: &str,
    report: &mut Report,
) -> bool {
    let mut created = false;
    let mut kept = Vec::new();
    for p in found.drain(..) {
        let Fault::Summary(SummaryFault::Missing { dest }) = &*p.fault else {
            kept.push(p);
            continue;
        };
        let Some(entry) = summary.entries.iter().find(|e| e.line == p.line) else {
            kept.push(p);
            continue;
        };
        let file = src_dir.join(dest);
        let title = crate::escape::escape_html(&entry.name);
        let made = file
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| write_new(&file, &format!("# {title}\n")));
        match made {
            Ok(()) => {
                created = true;
                let fault = BuildFault::PageCreated { path: dest.clone() };
                let mut w = Problem::new(label, p.line, fault);
                (w.col, w.width, w.source) = (p.col, p.width, p.source.clone());
                report.warnings.push(w);
            }
            Err(e) => {
                let fault = BuildFault::PageNotCreated {
                    path: dest.clone(),
                    why: e.into(),
                };
                report.problems.push(Problem::new(label, p.line, fault));
                kept.push(p);
            }
        }
    }
    *found = kept;
    created
}

/// Writes a file that must not exist yet (never replaces one made meanwhile).
fn write_new(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    f.write_all(text.as_bytes())
}
