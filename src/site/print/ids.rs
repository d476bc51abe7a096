//! The ids of the print page: each chapter's ids made unique across the whole guide
//! (the diagrams' shared sprite ids kept once).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::Mutex;

use lol_html::html_content::Element;
use lol_html::{RewriteStrSettings, element, rewrite_str};
use rayon::prelude::*;

use super::{PrintChapter, chapter_slug};
use crate::site::markdown::{UniqueIds, unique_id};
use crate::site::postprocess::unescape_attr;

/// The ids of the whole print page: each chapter's section id, and for each id found
/// in a chapter (inside its diagrams too) the id it gets in the print page,
/// `chapter--id`, made unique over the page (two chapters whose slugs meet, `a-b.html`
/// and `a/b.html`, or ids that meet once prefixed, get a suffix).
pub struct PrintIds {
    pub sections: Vec<String>,
    /// the group anchor (« Imprimer ce chapitre ») of each chapter that opens one
    pub(super) groups: BTreeMap<usize, String>,
    maps: Vec<BTreeMap<String, String>>,
    pub(super) by_path: BTreeMap<String, usize>,
    /// (chapters are rewritten in parallel: a second id in one of them takes a name here)
    used: Mutex<UniqueIds>,
    /// from the print page to the site root (`""`, or `"../"` for `print/…`)
    pub(super) root: String,
}

impl PrintIds {
    /// Ids the print page itself uses around the chapters.
    const FRAME: &[&str] = &["contenu"];

    pub fn new(chapters: &[PrintChapter]) -> Result<PrintIds, String> {
        Self::rooted(chapters, "")
    }

    /// The ids of a print page at `root` from the site root: links to pages it does not
    /// hold lead to the site's page.
    pub fn rooted(chapters: &[PrintChapter], root: &str) -> Result<PrintIds, String> {
        Ok(Self::named(chapters, &found_ids(chapters)?, root))
    }

    /// The same, from each chapter's ids as [`found_ids`] lists them.
    pub(super) fn named(chapters: &[PrintChapter], found: &[Vec<String>], root: &str) -> PrintIds {
        // the group anchors first: the pages link to them before the print page exists
        let groups: BTreeMap<usize, String> = super::chapter_groups(chapters)
            .into_iter()
            .map(|(anchor, range)| (range.start, anchor))
            .collect();
        let frame = Self::FRAME.iter().map(|s| s.to_string());
        let mut used = UniqueIds::with(frame.chain(groups.values().cloned()));
        let sections: Vec<String> = chapters
            .iter()
            .map(|c| unique_id(&chapter_slug(c.out_path), &mut used))
            .collect();
        let mut maps = Vec::with_capacity(chapters.len());
        for (found, section) in found.iter().zip(&sections) {
            let mut map = BTreeMap::new();
            // the diagrams' shared drawings are named by what they draw: one per page
            for id in found.iter().filter(|id| !is_shared(id)).cloned() {
                if let std::collections::btree_map::Entry::Vacant(slot) = map.entry(id) {
                    let new = unique_id(&format!("{section}--{}", slot.key()), &mut used);
                    slot.insert(new);
                }
            }
            maps.push(map);
        }
        let by_path = chapters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.out_path.to_string(), i))
            .collect();
        PrintIds {
            sections,
            groups,
            maps,
            by_path,
            used: Mutex::new(used),
            root: root.to_string(),
        }
    }

    /// The print id of `id` in chapter `i` (an id the chapter does not have keeps the
    /// chapter's prefix, so the link stays inside the chapter's section).
    pub(super) fn of(&self, i: usize, id: &str) -> String {
        if is_shared(id) {
            return id.to_string();
        }
        self.maps[i]
            .get(id)
            .cloned()
            .unwrap_or_else(|| format!("{}--{id}", self.sections[i]))
    }

    /// A fresh id for a second element carrying the same id in one chapter.
    pub(super) fn fresh(&self, base: &str) -> String {
        unique_id(
            base,
            &mut self.used.lock().unwrap_or_else(|e| e.into_inner()),
        )
    }
}

/// An id of the diagrams' sprite (`arb-…`): the same id is the same drawing in every
/// chapter, so it keeps its name and the page keeps one copy
/// ([`crate::diagram::merge_page_defs`]).
pub(super) fn is_shared(id: &str) -> bool {
    id.starts_with(crate::diagram::SPRITE_PREFIX)
}

/// Each chapter's ids, read in parallel.
pub(super) fn found_ids(chapters: &[PrintChapter]) -> Result<Vec<Vec<String>>, String> {
    chapters.par_iter().map(|c| ids_of(c.html)).collect()
}

/// Every id in a piece of HTML, in document order, as text (entities decoded): what
/// [`stream_print_pages`] needs of each chapter before its body comes back.
pub fn ids_of(html: &str) -> Result<Vec<String>, String> {
    let ids = RefCell::new(Vec::new());
    let settings = RewriteStrSettings::new().append_element_content_handler(element!(
        "[id]",
        |el: &mut Element| {
            if let Some(id) = el.get_attribute("id") {
                ids.borrow_mut().push(unescape_attr(&id));
            }
            Ok(())
        }
    ));
    rewrite_str(html, settings).map_err(|e| e.to_string())?;
    Ok(ids.into_inner())
}
