//! The site's files as the emitters make them, each with what made it: two makers of
//! one path are an error naming both (a file of content/ never silently replaced by a
//! generated one).
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

use crate::site::Problem;
use crate::site::faults::{BuildFault, Maker, Origin};

/// Where each file of the site comes from, so that two sources of one path are an error
/// naming both (a file of content/ never silently replaced by a generated one).
#[derive(Default)]
pub struct SiteFiles {
    pub files: BTreeMap<PathBuf, Vec<u8>>,
    /// (a hash map: looked up once a page, where a tree compared paths component by
    /// component, log n times: the second cost that grew faster than the book,
    /// docs/MEASURES.md, « Où va le temps système »)
    origin: HashMap<PathBuf, Origin>,
    /// the clashes found, and every other fault of the emitters, in order
    pub problems: Vec<Problem>,
}

impl SiteFiles {
    /// Adds a file made by arbitre; `maker` says what made it.
    pub fn add(&mut self, path: PathBuf, bytes: Vec<u8>, maker: &Maker) {
        if self.claim(path.clone(), maker) {
            self.files.insert(path, bytes);
        }
    }

    /// Reserves a path for a file made by arbitre whose bytes go elsewhere (a page
    /// written as soon as it is rendered); false, with a problem, when it is taken.
    pub fn claim(&mut self, path: PathBuf, maker: &Maker) -> bool {
        if let Some(first) = self.origin.get(&path) {
            // (no file of the book is at fault: the problem is placed at the first maker)
            let fault = BuildFault::MadeTwice {
                path: path.clone(),
                first: first.clone(),
                then: maker.clone(),
            };
            self.problems.push(Problem::new(String::new(), 1, fault));
            return false;
        }
        self.origin.insert(path, Origin::Made(maker.clone()));
        true
    }

    /// Adds a file copied from the book (content/ or static/), which must not take the
    /// place of a generated one.
    pub fn add_copied(&mut self, path: PathBuf, bytes: Vec<u8>, label: &str) {
        if let Some(maker) = self.origin.get(&path) {
            let fault = BuildFault::TakesArbitresPlace {
                path: path.clone(),
                maker: maker.clone(),
            };
            self.problems.push(Problem::new(label, 1, fault));
            return;
        }
        self.origin
            .insert(path.clone(), Origin::Copied(label.to_string()));
        self.files.insert(path, bytes);
    }

    /// A file of the book's `static/`, which replaces arbitre's default of that name
    /// (by design).
    pub fn add_override(&mut self, path: PathBuf, bytes: Vec<u8>, label: String) {
        self.origin.insert(path.clone(), Origin::Copied(label));
        self.files.insert(path, bytes);
    }

    /// A file made outside the emitters' claims (the whole print page, claimed first).
    pub fn insert_claimed(&mut self, path: PathBuf, bytes: Vec<u8>) {
        self.files.insert(path, bytes);
    }
}
