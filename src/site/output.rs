//! Writing the site safely: refuse dangerous output folders, write everything into a fresh
//! temporary folder beside the target, and swap it in only once complete. A failed build
//! leaves the previous site untouched; nothing outside the output folder is ever deleted.
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use super::SiteError;

/// Marks a folder as ours: only folders holding it (or empty ones) may be replaced.
pub const MARKER: &str = ".arbitre";
pub const MARKER_TEXT: &str =
    "Site produit par arbitre. Ce dossier est remplacé à chaque construction.\n";

/// Absolute, normalised form of `p` (relative paths are taken from `base`), resolving
/// symbolic links on the part that exists.
pub fn normalise(p: &Path, base: &Path) -> PathBuf {
    let joined = if p.is_absolute() {
        p.to_path_buf()
    } else {
        base.join(p)
    };
    let mut clean = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::ParentDir => {
                clean.pop();
            }
            Component::CurDir => {}
            c => clean.push(c),
        }
    }
    // canonicalise the longest existing prefix
    let mut existing = clean.clone();
    let mut rest = Vec::new();
    while !existing.exists() {
        match existing.file_name() {
            Some(name) => {
                rest.push(name.to_os_string());
                existing.pop();
            }
            None => break,
        }
    }
    let mut out = existing.canonicalize().unwrap_or(existing);
    for r in rest.iter().rev() {
        out.push(r);
    }
    out
}

/// Refuses an output folder that would destroy the book or something we did not make.
pub fn check_target(book_root: &Path, src_dir: &Path, out: &Path) -> Result<(), SiteError> {
    let refuse = |why: &str| {
        Err(SiteError::Refused(format!(
            "refus d'écrire dans « {} » : {why}",
            out.display()
        )))
    };
    if out == book_root {
        return refuse("c'est la racine du livre");
    }
    if book_root.starts_with(out) {
        return refuse("c'est un dossier parent du livre");
    }
    if out.starts_with(src_dir) {
        return refuse("c'est le dossier des pages ou l'un de ses sous-dossiers");
    }
    for special in ["templates", "static"] {
        if out.starts_with(book_root.join(special)) {
            return refuse(&format!("c'est le dossier {special}/ du livre"));
        }
    }
    if out.exists() {
        if !out.is_dir() {
            return refuse("ce n'est pas un dossier");
        }
        let empty = std::fs::read_dir(out)
            .map_err(|e| SiteError::Io(format!("{} : {e}", out.display())))?
            .next()
            .is_none();
        if !empty && !out.join(MARKER).is_file() {
            return refuse(&format!(
                "ce dossier n'est pas vide et n'a pas été créé par arbitre (fichier {MARKER} absent)"
            ));
        }
    }
    Ok(())
}

fn io_err(what: &Path, e: std::io::Error) -> SiteError {
    SiteError::Io(format!("{} : {}", what.display(), super::config::io_fr(&e)))
}

/// Writes `files` (paths relative to the site root) as the new content of `out`.
pub fn write_site(out: &Path, files: &BTreeMap<PathBuf, Vec<u8>>) -> Result<(), SiteError> {
    let parent = out
        .parent()
        .ok_or_else(|| SiteError::Refused(format!("« {} » n'a pas de parent", out.display())))?;
    std::fs::create_dir_all(parent).map_err(|e| io_err(parent, e))?;
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "site".into());
    let pid = std::process::id();
    let tmp = parent.join(format!(".{name}.arbitre-neuf-{pid}"));
    let old = parent.join(format!(".{name}.arbitre-ancien-{pid}"));
    for leftover in [&tmp, &old] {
        if leftover.exists() {
            std::fs::remove_dir_all(leftover).map_err(|e| io_err(leftover, e))?;
        }
    }
    let result = write_all(&tmp, files);
    if let Err(e) = result {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    if out.exists() {
        std::fs::rename(out, &old).map_err(|e| {
            let _ = std::fs::remove_dir_all(&tmp);
            io_err(out, e)
        })?;
        if let Err(e) = std::fs::rename(&tmp, out) {
            // put the previous site back
            let _ = std::fs::rename(&old, out);
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(io_err(out, e));
        }
        remove_tree(&old).map_err(|e| io_err(&old, e))?;
    } else if let Err(e) = std::fs::rename(&tmp, out) {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(io_err(out, e));
    }
    Ok(())
}

/// Removes a folder tree, its top-level entries in parallel (a big site has thousands
/// of files; unlinking them one by one was a visible part of a rebuild).
fn remove_tree(dir: &Path) -> std::io::Result<()> {
    let entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.par_iter().try_for_each(|p| {
        if p.is_dir() && !p.is_symlink() {
            std::fs::remove_dir_all(p)
        } else {
            std::fs::remove_file(p)
        }
    })?;
    std::fs::remove_dir(dir)
}

fn write_all(root: &Path, files: &BTreeMap<PathBuf, Vec<u8>>) -> Result<(), SiteError> {
    std::fs::create_dir(root).map_err(|e| io_err(root, e))?;
    let mut made = std::collections::BTreeSet::new();
    for rel in files.keys() {
        if rel.is_absolute() || rel.components().any(|c| !matches!(c, Component::Normal(_))) {
            return Err(SiteError::Io(format!(
                "chemin de sortie refusé « {} »",
                rel.display()
            )));
        }
        if let Some(dir) = root.join(rel).parent()
            && made.insert(dir.to_path_buf())
        {
            std::fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
        }
    }
    // the folders exist: the files themselves can be written in parallel
    files.par_iter().try_for_each(|(rel, bytes)| {
        let path = root.join(rel);
        std::fs::write(&path, bytes).map_err(|e| io_err(&path, e))
    })?;
    let marker = root.join(MARKER);
    std::fs::write(&marker, MARKER_TEXT).map_err(|e| io_err(&marker, e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalise_handles_dots_and_missing_parts() {
        let d = tempfile::tempdir().unwrap();
        let base = d.path().canonicalize().unwrap();
        assert_eq!(normalise(Path::new("a/../b/./c"), &base), base.join("b/c"));
        assert_eq!(normalise(Path::new("."), &base), base);
    }

    #[test]
    fn refusals() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().canonicalize().unwrap();
        let src = root.join("content");
        std::fs::create_dir(&src).unwrap();
        assert!(check_target(&root, &src, &root).is_err());
        assert!(check_target(&root, &src, root.parent().unwrap()).is_err());
        assert!(check_target(&root, &src, &src).is_err());
        assert!(check_target(&root, &src, &src.join("x")).is_err());
        let foreign = root.join("docs");
        std::fs::create_dir(&foreign).unwrap();
        assert!(check_target(&root, &src, &foreign).is_ok(), "empty is fine");
        std::fs::write(foreign.join("a.txt"), "x").unwrap();
        let err = check_target(&root, &src, &foreign).unwrap_err().to_string();
        assert!(err.contains("n'a pas été créé par arbitre"), "{err}");
        std::fs::write(foreign.join(MARKER), MARKER_TEXT).unwrap();
        assert!(check_target(&root, &src, &foreign).is_ok());
        assert!(check_target(&root, &src, &root.join("book")).is_ok());
    }

    #[test]
    fn swap_replaces_whole_folder() {
        let d = tempfile::tempdir().unwrap();
        let out = d.path().join("site");
        let mut files = BTreeMap::new();
        files.insert(PathBuf::from("a/b.html"), b"un".to_vec());
        write_site(&out, &files).unwrap();
        assert_eq!(std::fs::read(out.join("a/b.html")).unwrap(), b"un");
        let mut files2 = BTreeMap::new();
        files2.insert(PathBuf::from("c.html"), b"deux".to_vec());
        write_site(&out, &files2).unwrap();
        assert!(!out.join("a/b.html").exists());
        assert!(out.join(MARKER).is_file());
        let names: Vec<_> = std::fs::read_dir(d.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "no temp folder left: {names:?}");
        let mut bad = BTreeMap::new();
        bad.insert(PathBuf::from("../evil"), vec![]);
        assert!(write_site(&out, &bad).is_err());
        assert_eq!(std::fs::read(out.join("c.html")).unwrap(), b"deux");
    }
}
