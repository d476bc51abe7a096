//! The tests of `arbitre::files` (src/files.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::files::*;
use std::io::ErrorKind;
use std::path::Path;

#[cfg(unix)]
#[test]
fn a_named_pipe_or_a_device_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("tube.md");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    // (no writer ever opens the pipe: a blocking open would never return)
    let e = read_to_string(&fifo).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Unsupported);
    assert_eq!(
        read(Path::new("/dev/zero")).unwrap_err().kind(),
        ErrorKind::Unsupported
    );
    let e = read(dir.path()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::IsADirectory);
    std::fs::write(dir.path().join("a.md"), "é").unwrap();
    assert_eq!(read_to_string(&dir.path().join("a.md")).unwrap(), "é");
}
