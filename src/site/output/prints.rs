//! What a build records of each file it wrote, so that the next one can tell an
//! unchanged file without reading it.
/// A file of a site as arbitre wrote it: its content's XXH3-128, and what tells that
/// the file on disk is still that one (its length, inode and modification time: a file
/// edited or replaced since has another). Kept in the book's cache folder, one line a
/// file ([`Staging::recorded_in`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Print {
    pub(super) hash: u128,
    len: u64,
    inode: u64,
    modified_ns: i128,
}

impl Print {
    #[cfg(unix)]
    #[doc(hidden)]
    pub fn of(meta: &std::fs::Metadata, hash: u128) -> Option<Print> {
        use std::os::unix::fs::MetadataExt;
        Some(Print {
            hash,
            len: meta.len(),
            inode: meta.ino(),
            modified_ns: i128::from(meta.mtime()) * 1_000_000_000 + i128::from(meta.mtime_nsec()),
        })
    }

    /// (elsewhere every file of the previous site is read and compared)
    #[cfg(not(unix))]
    #[doc(hidden)]
    pub fn of(_meta: &std::fs::Metadata, _hash: u128) -> Option<Print> {
        None
    }

    /// `hash len inode modified path`, the path last (it may hold spaces).
    pub(super) fn write(&self, rel: &str, into: &mut String) {
        use std::fmt::Write;
        if !rel.contains('\n') {
            let _ = writeln!(
                into,
                "{:032x} {} {} {} {rel}",
                self.hash, self.len, self.inode, self.modified_ns
            );
        }
    }

    /// The lines of a marker that read as prints (its first line is a sentence).
    #[doc(hidden)]
    pub fn read_all(text: &str) -> std::collections::HashMap<String, Print> {
        text.lines()
            .filter_map(|line| {
                let mut f = line.splitn(5, ' ');
                let print = Print {
                    hash: u128::from_str_radix(f.next()?, 16).ok()?,
                    len: f.next()?.parse().ok()?,
                    inode: f.next()?.parse().ok()?,
                    modified_ns: f.next()?.parse().ok()?,
                };
                Some((f.next()?.to_string(), print))
            })
            .collect()
    }
}
