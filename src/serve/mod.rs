//! `arbitre serve`: build, serve the site on 127.0.0.1, rebuild when the book changes,
//! and push a reload to open pages.
//!
//! The site is served from memory: each good build is published as one immutable
//! snapshot (an `Arc` swapped in at once), then written to the output folder. A request
//! therefore always sees one complete site, never a folder half swapped (no 404 during a
//! rebuild), and a broken book leaves the last good site served while its diagnostics
//! are pushed to every open page, shown there as an overlay.
//!
//! HTTP: hyper (HTTP/1.1) on tokio with axum routing and tower-http limits. Each
//! connection is a task, not a thread, so stalled clients cannot starve others; headers
//! must arrive within [`HEADER_TIMEOUT`], bodies are refused beyond [`MAX_BODY`] bytes
//! (and the server never reads one), every response must be ready within
//! [`REQUEST_TIMEOUT`], and at most [`MAX_CONNECTIONS`] are open at once. Live reload is
//! a server-sent event stream (`/__arbitre/evenements`): each new version names the pages
//! it changed ([`Changes`]), so an open page whose content alone changed swaps it in place
//! (serve_reload.js: only the changed blocks when it can), another reloads, and a page
//! untouched stays as it is.
//!
//! A save is built once its writing is over: where the system reports closes (inotify),
//! as soon as every file written is closed; elsewhere 30 ms after the last event; a file
//! left empty (an editor truncating it before writing) is waited for up to a second, so
//! the empty page is never published in between.
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use notify::event::ModifyKind;
use notify::{EventKind, RecursiveMode, Watcher};
use tokio::sync::watch;

mod error;
mod events;

pub use error::ServeError;

use crate::report;
use crate::site::{self, Pipeline, Report, SiteError, urls};

/// The event stream the reload script listens to.
pub const EVENTS_PATH: &str = "/__arbitre/evenements";
/// Longest wait for a request's headers.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Longest time to produce a response (the event stream's body is not counted).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Request bodies larger than this are refused (the server reads none anyway).
pub const MAX_BODY: usize = 64 * 1024;
/// Open connections at most; more wait in the listen queue.
pub const MAX_CONNECTIONS: usize = 256;
/// Live-reload streams open at most: each keeps its connection for as long as its page
/// is open, so together they may take half the connections, never all of them.
pub const MAX_STREAMS: usize = MAX_CONNECTIONS / 2;
/// Longest diagnostics text pushed to the page.
const MAX_ERROR_TEXT: usize = 64 * 1024;

const RELOAD_JS: &str = include_str!("serve_reload.js");
/// Where the live-reload script is served (a file, not an inline script: see [`CSP`]).
pub const RELOAD_PATH: &str = "/__arbitre/recharger.js";
/// The Content-Security-Policy sent with every answer: scripts from the site only, never
/// inline (the built pages carry the same policy as a meta element).
pub const CSP: &str = crate::site::templates::CSP;

/// The live-reload script, its words and its stream's address filled in.
pub fn reload_js() -> String {
    RELOAD_JS
        .replace("__EVENTS__", EVENTS_PATH)
        .replace("__TEXTES__", &crate::fr::serve::reload_texts())
}

/// Inserts the live-reload script before `</body>`, or at the end. The script knows the
/// version it was served with and the page it is on (`None`: not a page of the site, such
/// as the 404 page, which always reloads).
pub fn inject_reload(html: &str, version: u64, page: Option<&str>) -> String {
    let page = page.map_or(String::new(), |p| {
        format!(" data-page=\"{}\"", site::blocks::escape_html(p))
    });
    let script =
        format!("<script src=\"{RELOAD_PATH}\" data-version=\"{version}\"{page}></script>");
    match html.rfind("</body>") {
        Some(i) => format!("{}{}{}", &html[..i], script, &html[i..]),
        None => format!("{html}{script}"),
    }
}

fn content_type(path: &str) -> &'static str {
    let ext = path.rsplit_once('.').map_or("", |(_, e)| e);
    match ext {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "xml" => "application/xml",
        "json" => "application/json",
        "txt" | "md" => "text/plain; charset=utf-8",
        "pdf" => "application/pdf",
        "woff2" => "font/woff2",
        // the rules engine (compiled by the page while it arrives)
        "wasm" => "application/wasm",
        _ => "application/octet-stream",
    }
}

/// What is served at one moment: the last good site and, while the book is broken, why.
#[derive(Default)]
pub struct Snapshot {
    /// Bumped at each good build; a page served at an older version is brought up to date.
    pub version: u64,
    /// The site's files by path relative to its root (`a/b.html`). Empty until the
    /// first good build.
    pub files: Arc<BTreeMap<PathBuf, Vec<u8>>>,
    /// Pages newer than `files`, served first: a saved page is laid out and published
    /// alone, before the full build (print pages, search index) replaces the whole.
    pub overlay: Arc<BTreeMap<PathBuf, Vec<u8>>>,
    /// What `version` changed since the version before it.
    pub changes: Arc<Changes>,
    /// The diagnostics of the last build, when it failed.
    pub error: Option<String>,
}

/// What a new version changed, as the open pages need to know it. A page whose title,
/// `<main>` and outline alone changed swaps them in place (no reload: faster, and the
/// reader keeps the scroll position); a page changed elsewhere, or a shared file (style
/// sheet, script), reloads; a page untouched stays as it is.
#[derive(Default, Debug, PartialEq)]
pub struct Changes {
    /// The version these changes start from.
    pub since: u64,
    /// Pages (site paths, `a/b.html`) whose title, `<main>` and outline alone changed.
    pub swap: BTreeSet<String>,
    /// Pages changed elsewhere, added or removed.
    pub reload: BTreeSet<String>,
    /// A file other than a page or an image changed: every page reloads.
    pub all: bool,
}

impl Changes {
    fn starting_at(since: u64) -> Changes {
        Changes {
            since,
            ..Changes::default()
        }
    }

    /// Notes one file's old and new bytes (`None`: absent).
    #[doc(hidden)]
    pub fn note(&mut self, path: &Path, old: Option<&[u8]>, new: Option<&[u8]>) {
        // the search index is loaded when the reader first searches: an open page keeps
        // the one it has (a page that had searched finds the new text after a reload)
        if old == new || path == Path::new(site::search::INDEX_FILE) {
            return;
        }
        let rel = path.to_string_lossy().replace('\\', "/");
        match path.extension().and_then(|e| e.to_str()) {
            Some("html") => {
                let swappable = match (old, new) {
                    (Some(o), Some(n)) => outside_content(o)
                        .is_some_and(|o| outside_content(n).is_some_and(|n| o == n)),
                    _ => false,
                };
                if swappable {
                    self.swap.insert(rel);
                } else {
                    self.reload.insert(rel);
                }
            }
            // diagrams are inline or linked: a page that shows a new one changed too
            Some("png" | "svg" | "jpg" | "jpeg" | "gif" | "webp") => {}
            _ => self.all = true,
        }
    }
}

/// A page without the parts the reload script swaps in place: the text of `<title>`,
/// the `<main>` element and the outline (`<details class="sur-cette-page">`). None when
/// the page has no `<main>` (its own template, say): it cannot be swapped.
fn outside_content(html: &[u8]) -> Option<Vec<u8>> {
    let html = std::str::from_utf8(html).ok()?;
    let cut = |s: &str, open: &str, close: &str, keep_tags: bool| -> Option<String> {
        let start = s.find(open)?;
        let end = start + s[start..].find(close)? + close.len();
        Some(if keep_tags {
            format!("{}{}{}", &s[..start + open.len()], close, &s[end..])
        } else {
            format!("{}{}", &s[..start], &s[end..])
        })
    };
    let mut rest = cut(html, "<main", "</main>", false)?;
    if let Some(r) = cut(&rest, "<title>", "</title>", true) {
        rest = r;
    }
    if let Some(r) = cut(
        &rest,
        "<details class=\"sur-cette-page\">",
        "</details>",
        false,
    ) {
        rest = r;
    }
    Some(rest.into_bytes())
}

#[doc(hidden)] // both reached by their tests (tests/suite/unit/serve.rs)
impl Snapshot {
    pub fn get(&self, rel: &Path) -> Option<&Vec<u8>> {
        self.overlay.get(rel).or_else(|| self.files.get(rel))
    }

    /// The state the pages receive: `{"version":N,"erreur":null|"…","depuis":M,
    /// "remplacer":[…],"recharger":[…],"tout":bool}` (the last four: [`Changes`]).
    pub fn state_json(&self) -> String {
        let c = &self.changes;
        serde_json::json!({
            "version": self.version,
            "erreur": self.error,
            "depuis": c.since,
            "remplacer": c.swap,
            "recharger": c.reload,
            "tout": c.all,
        })
        .to_string()
    }
}

type Shared = Arc<watch::Sender<Arc<Snapshot>>>;

fn plain(status: StatusCode, text: &str) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
            (header::CONTENT_SECURITY_POLICY, CSP),
        ],
        text.to_string(),
    )
        .into_response()
}

fn bytes_response(status: StatusCode, ct: &'static str, body: Vec<u8>) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, ct),
            (header::CACHE_CONTROL, "no-store"),
            (header::CONTENT_SECURITY_POLICY, CSP),
        ],
        Body::from(body),
    )
        .into_response()
}

/// The page shown for every address while no good build exists yet.
fn not_built_page(snap: &Snapshot) -> String {
    let text = snap.error.as_deref().unwrap_or("");
    inject_reload(
        &crate::fr::serve::not_built_page(&site::blocks::escape_html(text)),
        snap.version,
        None,
    )
}

/// Answers one request from the current snapshot.
pub fn respond(snap: &Snapshot, method: &Method, uri: &Uri) -> Response {
    const SERVED: [Method; 2] = [Method::GET, Method::HEAD];
    if !SERVED.contains(method) {
        let mut r = plain(
            StatusCode::METHOD_NOT_ALLOWED,
            crate::fr::serve::METHOD_REFUSED,
        );
        let allow = SERVED.map(|m| m.as_str().to_string()).join(", ");
        if let Ok(v) = HeaderValue::from_str(&allow) {
            r.headers_mut().insert(header::ALLOW, v);
        }
        return r;
    }
    if uri.path() == RELOAD_PATH {
        let js = reload_js().into_bytes();
        return bytes_response(StatusCode::OK, "text/javascript; charset=utf-8", js);
    }
    let Some(rel) = urls::site_path(uri.path()) else {
        return plain(StatusCode::BAD_REQUEST, crate::fr::serve::ADDRESS_REFUSED);
    };
    if snap.files.is_empty() {
        return bytes_response(
            StatusCode::SERVICE_UNAVAILABLE,
            "text/html; charset=utf-8",
            not_built_page(snap).into_bytes(),
        );
    }
    if let Some(bytes) = snap.get(Path::new(&rel)) {
        let ct = content_type(&rel);
        let body = if ct.starts_with("text/html") {
            inject_reload(&String::from_utf8_lossy(bytes), snap.version, Some(&rel)).into_bytes()
        } else {
            bytes.clone()
        };
        return bytes_response(StatusCode::OK, ct, body);
    }
    // a folder asked without its slash: send the browser to it, so relative links work
    if !uri.path().ends_with('/')
        && snap
            .files
            .contains_key(&PathBuf::from(&rel).join("index.html"))
    {
        let mut r = StatusCode::PERMANENT_REDIRECT.into_response();
        // one leading slash: `//echecs/` would send the browser to the host `echecs`
        let path = uri.path().trim_start_matches(['/', '\\']);
        if let Ok(v) = HeaderValue::from_str(&format!("/{path}/")) {
            r.headers_mut().insert(header::LOCATION, v);
        }
        return r;
    }
    match snap.get(Path::new("404.html")) {
        Some(page) => {
            // the 404 page's relative links start at the site root, wherever it is served
            let html =
                String::from_utf8_lossy(page).replacen("<head>", "<head>\n<base href=\"/\">", 1);
            bytes_response(
                StatusCode::NOT_FOUND,
                "text/html; charset=utf-8",
                inject_reload(&html, snap.version, None).into_bytes(),
            )
        }
        None => plain(StatusCode::NOT_FOUND, crate::fr::serve::NOT_FOUND),
    }
}

async fn file_handler(State(shared): State<Shared>, method: Method, uri: Uri) -> Response {
    let snap = shared.borrow().clone();
    respond(&snap, &method, &uri)
}

/// The routes and their limits.
pub fn router(shared: Shared) -> Router {
    use tower_http::limit::RequestBodyLimitLayer;
    use tower_http::timeout::{RequestBodyTimeoutLayer, TimeoutLayer};
    Router::new()
        .route(EVENTS_PATH, events::route())
        .fallback(file_handler)
        .with_state(shared)
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(RequestBodyTimeoutLayer::new(HEADER_TIMEOUT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
}

/// Accepts connections on `listener` for ever, each served by its own task.
pub async fn accept_loop(listener: tokio::net::TcpListener, app: Router) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    let slots = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
    loop {
        let Ok(slot) = slots.clone().acquire_owned().await else {
            return;
        };
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(_) => {
                // out of descriptors, say: wait a little instead of spinning
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let _slot = slot;
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .max_buf_size(64 * 1024);
            let _ = builder
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

/// A running server: its address and the handle that publishes new snapshots.
pub struct Server {
    pub port: u16,
    pub shared: Shared,
    #[doc(hidden)]
    pub runtime: tokio::runtime::Runtime,
}

impl Server {
    /// Listens on 127.0.0.1:`port` (0: any free port) and serves `initial`.
    pub fn start(port: u16, initial: Snapshot) -> Result<Server, ServeError> {
        Server::start_on("127.0.0.1", port, initial)
    }

    /// Listens on `host`:`port` (`serve -n`: a name or an address) and serves `initial`.
    pub fn start_on(host: &str, port: u16, initial: Snapshot) -> Result<Server, ServeError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .map_err(|e| ServeError::Start(e.into()))?;
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind((host, port)))
            .map_err(|e| ServeError::Listen {
                host: host.to_string(),
                port,
                fault: e.into(),
            })?;
        let port = listener.local_addr().map_or(port, |a| a.port());
        let shared: Shared = Arc::new(watch::Sender::new(Arc::new(initial)));
        runtime.spawn(accept_loop(listener, router(shared.clone())));
        Ok(Server {
            port,
            shared,
            runtime,
        })
    }

    /// Publishes a good build: served at once, open pages brought up to date. A build
    /// that changes nothing (the full build after a quick one, say) makes no new version.
    pub fn publish(&self, files: Arc<BTreeMap<PathBuf, Vec<u8>>>) {
        self.shared.send_if_modified(|s| {
            let unchanged = Changes::starting_at(s.version);
            let mut changes = Changes::starting_at(s.version);
            // the first good build: every page (the one saying why nothing was built) reloads
            changes.all = s.files.is_empty();
            for (p, bytes) in files.iter() {
                changes.note(p, s.get(p).map(Vec::as_slice), Some(bytes));
            }
            for p in s.files.keys().chain(s.overlay.keys()) {
                if !files.contains_key(p) {
                    changes.note(p, s.get(p).map(Vec::as_slice), None);
                }
            }
            let new_version = changes != unchanged;
            let was_broken = s.error.is_some();
            *s = Arc::new(Snapshot {
                version: s.version + u64::from(new_version),
                files,
                overlay: Arc::default(),
                changes: if new_version {
                    Arc::new(changes)
                } else {
                    s.changes.clone()
                },
                error: None,
            });
            new_version || was_broken
        });
    }

    /// Publishes the pages of a quick build over the last good site (and over the pages
    /// of earlier quick builds whose full build has not come yet): open pages are brought
    /// up to date before the full build is done.
    pub fn publish_pages(&self, pages: BTreeMap<PathBuf, Vec<u8>>) {
        self.shared.send_modify(|s| {
            let mut changes = Changes::starting_at(s.version);
            for (p, bytes) in &pages {
                changes.note(p, s.get(p).map(Vec::as_slice), Some(bytes));
            }
            let mut overlay = (*s.overlay).clone();
            overlay.extend(pages);
            *s = Arc::new(Snapshot {
                version: s.version + 1,
                files: s.files.clone(),
                overlay: Arc::new(overlay),
                changes: Arc::new(changes),
                error: None,
            });
        });
    }

    /// Keeps the last good site and shows `error` on open pages.
    pub fn publish_error(&self, error: String) {
        self.shared.send_modify(|s| {
            *s = Arc::new(Snapshot {
                version: s.version,
                files: s.files.clone(),
                overlay: s.overlay.clone(),
                changes: s.changes.clone(),
                error: Some(error),
            });
        });
    }

    /// Stops serving (the tasks end with the runtime).
    pub fn stop(self) {
        self.runtime.shutdown_background();
    }
}

/// The diagnostics of a failed build, as shown on the page.
fn error_text(report: &Report) -> String {
    let mut s = String::new();
    let diagnostics = report.diagnostics.iter().map(report::diagnostic);
    for line in diagnostics.chain(report.problems.iter().map(ToString::to_string)) {
        if s.len() + line.len() > MAX_ERROR_TEXT {
            s.push_str("…\n");
            break;
        }
        s.push_str(&line);
        s.push('\n');
    }
    s.push_str(&report::summary_line(report));
    s
}

/// Lines on the terminal; a closed stream is not worth a panic.
fn print_report(report: &Report) {
    let _ = report::write_diagnostics(report, &mut std::io::stderr().lock());
    let _ = writeln!(std::io::stdout().lock(), "{}", report::summary_line(report));
}

fn say(line: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

fn warn(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Right after pages were saved: lays out those pages alone and publishes them over the
/// last good site, so the open page reloads before the print pages and the search
/// index are made. True when published; on any fault nothing is published and the full
/// build that always follows says why.
#[doc(hidden)]
pub fn quick_rebuild(
    root: &Path,
    pipeline: &Pipeline,
    server: &Server,
    pages: &BTreeSet<String>,
) -> bool {
    if server.shared.borrow().files.is_empty() {
        return false;
    }
    let quick = Pipeline {
        only: Some(pages),
        ..*pipeline
    };
    match site::prepare(root, None, &quick) {
        Ok((report, Some((_, site)))) if report.ok() => {
            // (the saved pages, their neighbours, their drawings, the small files made
            // from the whole book: table of contents, 404, site map)
            // (a page's name as the book gives it: `README.md` is `index.html`)
            let saved = |p: &Path| {
                pages
                    .iter()
                    .any(|src| p == Path::new(&crate::book::out_path_of(src)))
            };
            if !site.files.keys().any(|p| saved(p)) {
                return false;
            }
            server.publish_pages(site.files);
            true
        }
        _ => false,
    }
}

/// One build: publish it when good (then write it to disk), or show why not.
fn rebuild(root: &Path, pipeline: &Pipeline, server: &Server) {
    match site::prepare(root, None, pipeline) {
        Ok((report, Some((target, site)))) if report.ok() => {
            print_report(&report);
            let files = Arc::new(site.files);
            server.publish(files.clone());
            if let Err(e) = site::output::write_site(&target, &files) {
                warn(&crate::fr::serve::error_line(&e));
            }
        }
        Ok((report, _)) => {
            print_report(&report);
            server.publish_error(error_text(&report));
        }
        Err(e) => {
            let line = crate::fr::serve::error_line(&e);
            warn(&line);
            server.publish_error(line);
        }
    }
}

/// After a quick build, how long the full one waits (unless more is saved): the open
/// page's swap gets the machine's cores first, the print pages and the search index come
/// a moment later.
const FULL_BUILD_DELAY: Duration = Duration::from_millis(250);
/// Quiet time that ends a burst of events when every file written has been closed.
const QUIET: Duration = Duration::from_millis(3);
/// Quiet time that ends a burst when a file is still open (or the system never says when
/// a file is closed), or a changed file is missing (an editor between its renames).
const SETTLE: Duration = Duration::from_millis(30);
/// Longest wait for the close of a file that was emptied: an editor that truncates the
/// file, then writes it, would otherwise show an empty page in between.
const EMPTIED: Duration = Duration::from_millis(1000);

/// What the watcher saw happen to files.
#[derive(Clone, Copy, PartialEq)]
enum Seen {
    /// created or written: being written until closed
    Written,
    /// renamed or removed
    Moved,
    /// closed after writing (inotify only): its content is complete
    Closed,
}

/// The files of one save, once their writing is over: the burst of events that starts
/// with `first` ends after a quiet time that depends on what is still being written.
/// Paths that are not `relevant` are left out.
fn settle(
    rx: &mpsc::Receiver<(Seen, Vec<PathBuf>)>,
    first: (Seen, Vec<PathBuf>),
    relevant: &dyn Fn(&PathBuf) -> bool,
    closes_reported: &mut bool,
) -> Vec<PathBuf> {
    let mut changed = Vec::new();
    // written and not closed yet (known only where the system reports closes)
    let mut open = BTreeSet::new();
    let absorb = |(seen, paths): (Seen, Vec<PathBuf>),
                  changed: &mut Vec<PathBuf>,
                  open: &mut BTreeSet<PathBuf>,
                  written: &mut BTreeSet<PathBuf>,
                  closes_reported: &mut bool| {
        *closes_reported |= seen == Seen::Closed;
        for p in paths.into_iter().filter(|p| relevant(p)) {
            match seen {
                Seen::Written => {
                    written.insert(p.clone());
                    if p.is_file() {
                        open.insert(p.clone());
                    }
                }
                Seen::Closed => {
                    open.remove(&p);
                }
                _ => {}
            }
            changed.push(p);
        }
    };
    // written during the burst: gone at its end, a temporary file (`sed -i`'s, say)
    let mut written = BTreeSet::new();
    absorb(
        first,
        &mut changed,
        &mut open,
        &mut written,
        closes_reported,
    );
    loop {
        let emptied = open
            .iter()
            .any(|p| std::fs::metadata(p).is_ok_and(|m| m.len() == 0));
        let wait = if emptied {
            EMPTIED
        } else if !*closes_reported
            || !open.is_empty()
            || changed.iter().any(|p| !p.exists() && !written.contains(p))
        {
            SETTLE
        } else {
            QUIET
        };
        match rx.recv_timeout(wait) {
            Ok(seen) => absorb(seen, &mut changed, &mut open, &mut written, closes_reported),
            Err(_) => break,
        }
    }
    changed.sort();
    changed.dedup();
    changed.retain(|p| p.exists() || !written.contains(p));
    changed
}

/// Where `serve` listens, and what it does once the first build is served (`--open`).
pub struct Listen<'a> {
    pub host: &'a str,
    pub port: u16,
    /// Called with the site's address once it is served.
    pub ready: &'a dyn Fn(&str),
}

/// Builds once, then serves until the process is stopped.
pub fn serve(book_root: &Path, listen: &Listen, pipeline: &Pipeline) -> Result<(), ServeError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::NoCurrentDir(e.into()))?;
    let root = site::output::normalise(book_root, &cwd);
    let config = site::BookConfig::load(&root).map_err(|p| ServeError::Config(Box::new(p)))?;
    let out = site::output::normalise(Path::new(&config.build.build_dir), &root);

    let cache = site::PageCache::new();
    let pipeline = &pipeline.with_cache(&cache);
    let src_dir = root.join(&config.book.src);

    let server = Server::start_on(listen.host, listen.port, Snapshot::default())?;

    let (tx, rx) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |ev: notify::Result<notify::Event>| {
        use notify::event::{AccessKind, AccessMode};
        // Reading files (our own builds do) is not a change.
        let Ok(ev) = ev else { return };
        let seen = match ev.kind {
            EventKind::Create(_) | EventKind::Modify(ModifyKind::Data(_) | ModifyKind::Any) => {
                Seen::Written
            }
            EventKind::Remove(_) | EventKind::Modify(ModifyKind::Name(_)) => Seen::Moved,
            EventKind::Access(AccessKind::Close(AccessMode::Write)) => Seen::Closed,
            _ => return,
        };
        let _ = tx.send((seen, ev.paths));
    })
    .map_err(ServeError::Watch)?;
    watcher
        .watch(&root, RecursiveMode::Recursive)
        .map_err(ServeError::Watch)?;
    // watched before the first build: a change made while it runs is not missed
    rebuild(&root, pipeline, &server);
    // an IPv6 address is bracketed in a URL
    let url = if listen.host.contains(':') {
        format!("http://[{}]:{}/", listen.host, server.port)
    } else {
        format!("http://{}:{}/", listen.host, server.port)
    };
    say(&crate::fr::serve::serving_at(&url));
    (listen.ready)(&url);

    // Our own output, temporary folders (hidden) and editor droppings do not count.
    let relevant = |p: &PathBuf| {
        let Ok(rel) = p.strip_prefix(&root) else {
            return false;
        };
        !p.starts_with(&out)
            && !rel.components().any(|c| {
                let s = c.as_os_str().to_string_lossy();
                s.starts_with('.') || s == "target" || s.ends_with('~')
            })
    };
    let mut closes_reported = false;
    // when a quick build has been published, the full build it owes
    let mut full_due: Option<std::time::Instant> = None;
    loop {
        let seen = match full_due {
            Some(due) => {
                match rx.recv_timeout(due.saturating_duration_since(std::time::Instant::now())) {
                    Ok(seen) => seen,
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        full_due = None;
                        rebuild(&root, pipeline, &server);
                        continue;
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
            }
            None => match rx.recv() {
                Ok(seen) => seen,
                Err(_) => break,
            },
        };
        // a close alone (our own writes, an editor's backup) starts nothing
        if seen.0 == Seen::Closed || !seen.1.iter().any(relevant) {
            continue;
        }
        let changed = settle(&rx, seen, &relevant, &mut closes_reported);
        // Only pages changed: the others are reused. Anything else (templates, positions,
        // book.toml, static files) may touch every page.
        let only_pages = changed.iter().all(|p| {
            p.starts_with(&src_dir)
                && p.extension().is_some_and(|e| e == "md")
                && !p.starts_with(src_dir.join("positions"))
        });
        if !only_pages {
            cache.clear();
        }
        // saved pages first, alone; then the whole site, a moment later
        let pages: BTreeSet<String> = changed
            .iter()
            .filter_map(|p| p.strip_prefix(&src_dir).ok())
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .collect();
        if only_pages && quick_rebuild(&root, pipeline, &server, &pages) {
            full_due = Some(std::time::Instant::now() + FULL_BUILD_DELAY);
        } else {
            full_due = None;
            rebuild(&root, pipeline, &server);
        }
    }
    server.stop();
    Ok(())
}
