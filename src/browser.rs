//! `serve --open`: hands the site's address to the system's opener (binary only). A
//! few lines instead of the opener crate, whose URL parser and ICU tables were 27
//! crates of the set-up's compile (docs/MEASURES.md, « Mise en route »).
use std::io;
use std::process::{Command, Stdio};

/// Opens `url` in the default browser without waiting for it.
pub fn open(url: &str) -> io::Result<()> {
    // (every system has at least one opener to try: this stays only if none ran)
    let mut last = io::Error::from(io::ErrorKind::NotFound);
    for (program, args) in openers() {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .arg(url)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        match cmd.spawn() {
            Ok(mut child) => {
                // xdg-open may only return when the browser closes: reap it in the
                // background rather than leave a zombie for the server's lifetime
                std::thread::spawn(move || child.wait());
                return Ok(());
            }
            Err(e) => last = io::Error::new(e.kind(), format!("{program} : {e}")),
        }
    }
    Err(last)
}

/// The programs to try, in order, each with the arguments before the address.
fn openers() -> Vec<(&'static str, &'static [&'static str])> {
    if cfg!(target_os = "macos") {
        vec![("open", &[])]
    } else if cfg!(windows) {
        // `start`'s first quoted argument is the window's title
        vec![("cmd", &["/C", "start", ""])]
    } else if is_wsl() {
        vec![("wslview", &[]), ("cmd.exe", &["/C", "start", ""])]
    } else {
        vec![("xdg-open", &[]), ("gio", &["open"])]
    }
}

/// Linux under Windows (WSL): the browser is Windows', reached through its commands.
fn is_wsl() -> bool {
    cfg!(target_os = "linux")
        && std::fs::read_to_string("/proc/sys/kernel/osrelease")
            .is_ok_and(|r| r.to_lowercase().contains("microsoft"))
}
