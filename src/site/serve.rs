//! `arbitre serve`: build, serve the site on 127.0.0.1, rebuild when the book changes,
//! and reload open pages. Reloading needs no websocket: each HTML page served gets a
//! small script that polls `/__arbitre/version` and reloads when the number changes.
use std::io::Read;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use notify::event::ModifyKind;
use notify::{EventKind, RecursiveMode, Watcher};

use super::{Pipeline, SiteError};

pub const VERSION_PATH: &str = "/__arbitre/version";

const RELOAD_SCRIPT: &str = "<script>(function(){var v=null;function p(){fetch('/__arbitre/version',{cache:'no-store'}).then(function(r){return r.text();}).then(function(t){if(v!==null&&t!==v){location.reload();}v=t;}).catch(function(){}).then(function(){setTimeout(p,700);});}p();})();</script>";

/// Inserts the reload script before `</body>` (or at the end).
pub fn inject_reload(html: &str) -> String {
    match html.rfind("</body>") {
        Some(i) => format!("{}{}{}", &html[..i], RELOAD_SCRIPT, &html[i..]),
        None => format!("{html}{RELOAD_SCRIPT}"),
    }
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "xml" => "application/xml",
        "json" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

/// Maps a URL path to a file under `root`; None for anything that would leave it.
pub fn resolve_url(root: &Path, url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next().unwrap_or("");
    let path = path.replace("%20", " ");
    let rel = Path::new(path.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let mut full = root.join(rel);
    if full.is_dir() {
        full = full.join("index.html");
    }
    Some(full)
}

fn respond(request: tiny_http::Request, root: &Path, version: &AtomicU64) {
    let url = request.url().to_string();
    if url == VERSION_PATH {
        let body = version.load(Ordering::SeqCst).to_string();
        let _ = request.respond(with_type(
            tiny_http::Response::from_string(body),
            "text/plain; charset=utf-8",
        ));
        return;
    }
    let found = resolve_url(root, &url).filter(|p| p.is_file());
    let (path, status) = match found {
        Some(p) => (p, 200),
        None => (root.join("404.html"), 404),
    };
    let Ok(mut bytes) = std::fs::read(&path) else {
        let _ = request
            .respond(tiny_http::Response::from_string("Page introuvable").with_status_code(404));
        return;
    };
    let ct = content_type(&path);
    if ct.starts_with("text/html") {
        let mut html = inject_reload(&String::from_utf8_lossy(&bytes));
        if status == 404 {
            // the 404 page's relative links start at the site root, wherever it is served
            html = html.replacen("<head>", "<head>\n<base href=\"/\">", 1);
        }
        bytes = html.into_bytes();
    }
    let _ = request.respond(with_type(
        tiny_http::Response::from_data(bytes).with_status_code(status),
        ct,
    ));
}

fn with_type<R: Read>(mut response: tiny_http::Response<R>, ct: &str) -> tiny_http::Response<R> {
    for (k, v) in [("Content-Type", ct), ("Cache-Control", "no-store")] {
        if let Ok(h) = tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()) {
            response = response.with_header(h);
        }
    }
    response
}

fn print_report(report: &super::Report) {
    for d in &report.diagnostics {
        eprintln!("{d}");
    }
    for p in &report.problems {
        eprintln!("{p}");
    }
    println!("{}", report.summary_line());
}

/// Builds once, then serves until the process is stopped.
pub fn serve(book_root: &Path, port: u16, pipeline: &Pipeline) -> Result<(), SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
    let root = super::output::normalise(book_root, &cwd);
    let config = super::BookConfig::load(&root).map_err(|p| SiteError::Io(p.to_string()))?;
    let out = super::output::normalise(Path::new(&config.build.build_dir), &root);
    let version = Arc::new(AtomicU64::new(1));

    let cache = super::PageCache::new();
    let pipeline = &pipeline.with_cache(&cache);
    let src_dir = root.join(&config.book.src);
    let report = super::build_with(&root, None, pipeline)?;
    print_report(&report);

    let server = tiny_http::Server::http(("127.0.0.1", port))
        .map_err(|e| SiteError::Io(format!("impossible d'écouter sur 127.0.0.1:{port} : {e}")))?;
    let actual = server.server_addr().to_ip().map_or(port, |a| a.port());
    println!("Site servi sur http://127.0.0.1:{actual}/ (Ctrl+C pour arrêter)");

    let server = Arc::new(server);
    for _ in 0..2 {
        let server = server.clone();
        let out = out.clone();
        let version = version.clone();
        std::thread::spawn(move || {
            for request in server.incoming_requests() {
                respond(request, &out, &version);
            }
        });
    }

    let (tx, rx) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |ev: notify::Result<notify::Event>| {
        // Reading files (our own builds do) is not a change.
        if let Ok(ev) = ev
            && matches!(
                ev.kind,
                EventKind::Create(_)
                    | EventKind::Remove(_)
                    | EventKind::Modify(
                        ModifyKind::Data(_) | ModifyKind::Name(_) | ModifyKind::Any
                    )
            )
        {
            let _ = tx.send(ev.paths);
        }
    })
    .map_err(|e| SiteError::Io(format!("surveillance des fichiers impossible : {e}")))?;
    watcher
        .watch(&root, RecursiveMode::Recursive)
        .map_err(|e| SiteError::Io(format!("surveillance des fichiers impossible : {e}")))?;

    // Our own output, temporary folders (hidden) and editor droppings do not count.
    let relevant = |paths: &[PathBuf]| {
        paths.iter().any(|p| {
            let Ok(rel) = p.strip_prefix(&root) else {
                return false;
            };
            !p.starts_with(&out)
                && !rel.components().any(|c| {
                    let s = c.as_os_str().to_string_lossy();
                    s.starts_with('.') || s == "target" || s.ends_with('~')
                })
        })
    };
    while let Ok(paths) = rx.recv() {
        if !relevant(&paths) {
            continue;
        }
        // let a burst of events settle
        let mut changed = paths;
        while let Ok(more) = rx.recv_timeout(Duration::from_millis(150)) {
            changed.extend(more);
        }
        // Only pages changed: the others are reused. Anything else (templates, positions,
        // book.toml, static files) may touch every page.
        let only_pages = changed
            .iter()
            .filter(|p| relevant(std::slice::from_ref(p)))
            .all(|p| {
                p.starts_with(&src_dir)
                    && p.extension().is_some_and(|e| e == "md")
                    && !p.starts_with(src_dir.join("positions"))
            });
        if !only_pages {
            cache.clear();
        }
        match super::build_with(&root, None, pipeline) {
            Ok(report) => {
                print_report(&report);
                if report.ok() {
                    version.fetch_add(1, Ordering::SeqCst);
                }
            }
            Err(e) => eprintln!("erreur: {e}"),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn url_resolution_stays_inside() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir(d.path().join("a")).unwrap();
        assert_eq!(
            resolve_url(d.path(), "/a/b.html?x=1"),
            Some(d.path().join("a/b.html"))
        );
        assert_eq!(
            resolve_url(d.path(), "/a/"),
            Some(d.path().join("a/index.html"))
        );
        assert_eq!(resolve_url(d.path(), "/../etc/passwd"), None);
        assert_eq!(resolve_url(d.path(), "/a/../../x"), None);
    }

    #[test]
    fn reload_script_goes_before_body_end() {
        let s = inject_reload("<html><body><p>x</p></body></html>");
        assert!(s.contains("</p><script>"));
        assert!(s.ends_with("</script></body></html>"));
    }
}
