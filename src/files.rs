//! Reading a file of the book: only a regular file is read. A named pipe, a device or a
//! socket named as SUMMARY.md, a page, a template or an included file could block a
//! build forever (a pipe with no writer) or never end (`/dev/zero`); it is opened
//! without waiting, looked at, and refused with the kind [`ErrorKind::Unsupported`],
//! which the fault words say as « n'est pas un fichier ordinaire » (issue 27).
use std::fs::File;
use std::io::{self, ErrorKind, Read};
use std::path::Path;

/// The text of the regular file at `path` (UTF-8, else [`ErrorKind::InvalidData`]).
pub fn read_to_string(path: &Path) -> io::Result<String> {
    String::from_utf8(read(path)?).map_err(|_| ErrorKind::InvalidData.into())
}

/// The bytes of the regular file at `path`.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    let (file, len) = open(path)?;
    // sized from the metadata `open` already read: `File::read_to_end` would ask the
    // system again for the size and the position (a `statx` and an `lseek` a page,
    // docs/MEASURES.md, « Un PNG écrit une fois ; moins d'appels système par page »);
    // read through `Take`, which has no such sizing of its own
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0).saturating_add(1));
    file.take(u64::MAX).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// The error of a path that is no regular file (nor a folder).
pub fn not_regular() -> io::Error {
    io::Error::from(ErrorKind::Unsupported)
}

/// Opens `path` for reading without blocking on a pipe, then refuses anything but a
/// regular file (the check is on the file opened, so a swap in between cannot fool it).
/// With its length then.
fn open(path: &Path) -> io::Result<(File, u64)> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(ErrorKind::IsADirectory.into());
    }
    if !meta.is_file() {
        return Err(not_regular());
    }
    Ok((file, meta.len()))
}
