//! How much of the site a build makes: the whole of it, or (`serve`, right after a page
//! is saved) a quick build of the saved pages and their neighbours, the print pages, the
//! search index and the copied files left for the full build that follows. The whole
//! book is read and checked either way; the stages ask the scope, never the pipeline.
use std::collections::BTreeSet;

use crate::book::Page;
use crate::site::Pipeline;

#[derive(Clone, Copy)]
pub enum Scope<'a> {
    Whole,
    /// these pages (paths in the source folder, as in SUMMARY.md)
    Quick(&'a BTreeSet<String>),
}

impl<'a> Scope<'a> {
    pub fn of(pipeline: &Pipeline<'a>) -> Scope<'a> {
        match pipeline.only {
            Some(only) => Scope::Quick(only),
            None => Scope::Whole,
        }
    }

    pub fn is_whole(&self) -> bool {
        matches!(self, Scope::Whole)
    }

    /// Are this page's own files (its drawings) made?
    pub fn draws(&self, page: &Page) -> bool {
        match self {
            Scope::Whole => true,
            Scope::Quick(only) => only.contains(&page.src_path),
        }
    }

    /// Is page `i` laid out? A saved page and its neighbours (their links carry its title).
    pub fn lays_out(&self, pages: &[Page], i: usize) -> bool {
        (i.saturating_sub(1)..=i + 1).any(|j| pages.get(j).is_some_and(|p| self.draws(p)))
    }
}
