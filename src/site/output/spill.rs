//! The build's scratch file: page bodies set aside on disk between the steps that
//! write and read them.
use std::path::{Path, PathBuf};

use super::io_err;
use crate::site::SiteError;
use crate::site::faults::BuildFault;

/// Page bodies waiting on disk between the step that renders them and the steps that
/// read them again (layout, print pages): a big book's bodies are not all held in
/// memory at once. One file, written and read back by offset (positional reads and
/// writes: no `lseek` and no lock, where a shared cursor cost two `lseek`s a text, four
/// a page); on Unix it is removed as soon as it is opened (nothing is left behind,
/// even by a killed build).
pub struct Spill {
    file: std::fs::File,
    /// where the next text goes: each `put` takes its place first, then writes there
    end: std::sync::atomic::AtomicU64,
    /// the folder it lies in (named when the disk is full)
    dir: PathBuf,
    #[cfg(not(unix))]
    path: PathBuf,
}

/// Where one text sits in a [`Spill`].
#[derive(Clone, Copy, Debug)]
pub struct Spilled {
    at: u64,
    len: usize,
}

impl Spill {
    /// A new spill file in `dir`.
    pub fn new(dir: &Path) -> Result<Spill, SiteError> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::SeqCst);
        let path = dir.join(format!(".arbitre-corps-{}-{n}", std::process::id()));
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(|e| io_err(&path, e))?;
        #[cfg(unix)]
        let _ = std::fs::remove_file(&path);
        Ok(Spill {
            file,
            end: Default::default(),
            dir: dir.to_path_buf(),
            #[cfg(not(unix))]
            path,
        })
    }

    /// Appends `text`; returns where it went.
    pub fn put(&self, text: &str) -> Result<Spilled, SiteError> {
        let at = self
            .end
            .fetch_add(text.len() as u64, std::sync::atomic::Ordering::Relaxed);
        write_at(&self.file, text.as_bytes(), at).map_err(|e| self.fault(e))?;
        Ok(Spilled {
            at,
            len: text.len(),
        })
    }

    fn fault(&self, e: std::io::Error) -> SiteError {
        SiteError::Build(BuildFault::Scratch {
            dir: self.dir.clone(),
            why: e.into(),
        })
    }

    /// The text put at `at`.
    pub fn get(&self, at: Spilled) -> Result<String, SiteError> {
        let mut bytes = vec![0; at.len];
        read_at(&self.file, &mut bytes, at.at).map_err(|e| self.fault(e))?;
        String::from_utf8(bytes).map_err(|_| SiteError::Build(BuildFault::ScratchDamaged))
    }
}

#[cfg(unix)]
fn write_at(file: &std::fs::File, bytes: &[u8], at: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::write_all_at(file, bytes, at)
}

#[cfg(unix)]
fn read_at(file: &std::fs::File, bytes: &mut [u8], at: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, bytes, at)
}

#[cfg(windows)]
fn write_at(file: &std::fs::File, mut bytes: &[u8], mut at: u64) -> std::io::Result<()> {
    while !bytes.is_empty() {
        let n = std::os::windows::fs::FileExt::seek_write(file, bytes, at)?;
        if n == 0 {
            return Err(std::io::ErrorKind::WriteZero.into());
        }
        (bytes, at) = (&bytes[n..], at + n as u64);
    }
    Ok(())
}

#[cfg(windows)]
fn read_at(file: &std::fs::File, mut bytes: &mut [u8], mut at: u64) -> std::io::Result<()> {
    while !bytes.is_empty() {
        let n = std::os::windows::fs::FileExt::seek_read(file, bytes, at)?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        (bytes, at) = (&mut bytes[n..], at + n as u64);
    }
    Ok(())
}

#[cfg(not(unix))]
impl Drop for Spill {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}
