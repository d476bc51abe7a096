//! The print page and the search index, made at the same time (one reads the pages'
//! bodies, the other their text). The print page's sections wait on disk until its end
//! is known, so a big book's print page is never held in memory.
use std::cell::RefCell;
use std::path::PathBuf;

use super::bodies::Stored;
use super::emit::Emit;
use super::site_files::SiteFiles;
use crate::site::faults::{BuildFault, Maker};
use crate::site::{Problem, SiteError, search};

/// The search index (a script, so it also works from file://) and the print pages.
pub fn print_and_search(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let index_path = PathBuf::from(search::INDEX_FILE);
    // (with a sink the path is claimed now; without one the script joins the site
    // after the print pages)
    let index_claimed = e.sink.is_some() && site.claim(index_path.clone(), &Maker::SearchIndex);
    let (printed, indexed) =
        rayon::join(|| print_pages(e, site), || search_index(e, index_claimed));
    printed?;
    if let Some(script) = indexed? {
        site.add(index_path, script.into_bytes(), &Maker::SearchIndex);
    }
    Ok(())
}

/// The index, written through the sink, or returned as a script when there is none.
fn search_index(e: &Emit, claimed: bool) -> Result<Option<String>, SiteError> {
    let (book, rendered) = (e.book, e.rendered);
    let games: Vec<String> = super::tree::game_chapters(book)
        .into_iter()
        .map(|g| {
            g.map(|g| book.summary.entries[g].name.clone())
                .unwrap_or_default()
        })
        .collect();
    let search_pages: Vec<search::SearchPage> = book
        .pages
        .iter()
        .zip(&rendered.done)
        .zip(&games)
        .map(|((p, d), game)| search::SearchPage {
            url: &p.href,
            title: &d.title,
            game,
            html: "",
        })
        .collect();
    let cut = std::mem::take(
        &mut *e
            .search_cuts
            .lock()
            .map_err(|_| SiteError::Build(BuildFault::ScratchLost))?,
    );
    let index = search::SearchIndex::build_cut(&search_pages, cut);
    match e.sink {
        Some(sink) if claimed => {
            sink.write_parts(&PathBuf::from(search::INDEX_FILE), &mut |w| {
                index.write_script(w)
            })?;
            Ok(None)
        }
        Some(_) => Ok(None),
        None => Ok(Some(index.to_script())),
    }
}

/// The whole guide's print page (a chapter alone is its group, `print.html#imprimer-…`).
fn print_pages(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let whole_path = PathBuf::from("print.html");
    let found: Result<Vec<Vec<String>>, String> = e
        .rendered
        .kept
        .iter()
        .map(|k| k.print_ids.clone().unwrap_or(Ok(Vec::new())))
        .collect();
    // the whole page's path first, as when it was made before its chapters'
    let whole_claimed = site.claim(whole_path.clone(), &Maker::WholePrint);
    let mut sections: Vec<Stored> = Vec::new();
    // a write that failed (the build stops) rather than a page that could not be made
    let fault: RefCell<Option<SiteError>> = Default::default();
    let failed = |e: SiteError| {
        let said = e.to_string();
        fault.borrow_mut().get_or_insert(e);
        said
    };
    let layout = e.layout;
    let made = found.and_then(|found| {
        crate::site::print::stream_print_pages(
            &layout.book_title,
            &layout.config.book.language,
            e.print_chapters,
            &found,
            &|i| e.body_of(i).map_err(|e| e.to_string()),
            &e.rendered.handouts.list,
            &mut |text| {
                sections.push(e.bodies.store(text).map_err(failed)?);
                Ok(())
            },
        )
    });
    if let Some(e) = fault.into_inner() {
        return Err(e);
    }
    let whole = match made {
        Ok(whole) => whole,
        Err(why) => {
            let fault = BuildFault::NoPrintPage(why);
            site.problems.push(Problem::new("print.html", 1, fault));
            return Ok(());
        }
    };
    if !whole_claimed {
        return Ok(());
    }
    match e.sink {
        Some(sink) => {
            // a body lost from the scratch file is said as such, not as print.html's fault
            let mut lost = None;
            let written = sink.write_parts(&whole_path, &mut |w| {
                w.write_all(whole.head.as_bytes())?;
                for s in &sections {
                    let text = e.bodies.load(s).map_err(|err| {
                        lost = Some(err);
                        std::io::Error::from(std::io::ErrorKind::Other)
                    })?;
                    w.write_all(text.as_bytes())?;
                }
                w.write_all(whole.tail.as_bytes())
            });
            lost.map_or(written, Err)
        }
        None => {
            let mut html = whole.head;
            for s in &sections {
                html.push_str(&e.bodies.load(s)?);
            }
            html.push_str(&whole.tail);
            site.insert_claimed(whole_path, html.into_bytes());
            Ok(())
        }
    }
}
