//! Regression tests for the fourteen failures of issue 15: what a request, a kill or a
//! file name could break in `serve`, the output swap and the escaping. Each test names
//! the failure it keeps fixed.
use crate::site_common;

use arbitre::site;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_arbitre");

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

use site_common::book_of as book;

const TOML: (&str, &str) = ("book.toml", "[book]\ntitle = \"Essai\"\n");

fn build(root: &Path) -> site::Report {
    site::build(
        root,
        None,
        &site::ExampleRenderer {
            png_dpi: None,
            ..Default::default()
        },
    )
    .unwrap()
}

fn problems(r: &site::Report) -> Vec<String> {
    r.problems.iter().map(ToString::to_string).collect()
}

fn read(p: impl AsRef<Path>) -> String {
    std::fs::read_to_string(p).unwrap()
}

fn html_files(dir: &Path) -> Vec<(String, String)> {
    site_common::snapshot_tree(dir)
        .into_iter()
        .filter(|(p, _)| p.ends_with(".html") || p.ends_with(".js"))
        .map(|(p, b)| (p, String::from_utf8_lossy(&b).into_owned()))
        .collect()
}

// ---- serve ---------------------------------------------------------------------------

struct Served {
    child: std::process::Child,
    port: u16,
    /// full builds so far (each prints its summary line)
    builds: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

/// Whether a pushed state changes `page` for an open page (to swap or to reload).
fn names(state: &serde_json::Value, page: &str) -> bool {
    state["tout"] == true
        || ["remplacer", "recharger"].iter().any(|k| {
            state[k]
                .as_array()
                .is_some_and(|a| a.iter().any(|p| p == page))
        })
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(root: &Path) -> Served {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = Command::new(BIN)
        .args(["serve", root.to_str().unwrap(), "-p", &port.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let line = lines.next().expect("serve printed its address").unwrap();
        if line.contains(&format!("http://127.0.0.1:{port}/")) {
            break;
        }
        assert!(Instant::now() < deadline, "serve never started");
    }
    let builds = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = builds.clone();
    std::thread::spawn(move || {
        for line in lines.map_while(Result::ok) {
            if line.contains(" passed, ") {
                counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
        }
    });
    Served {
        child,
        port,
        builds,
    }
}

fn request(port: u16, raw: &str) -> Option<(u16, String)> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    s.write_all(raw.as_bytes()).ok()?;
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    let buf = String::from_utf8_lossy(&buf).into_owned();
    let status = buf.split_whitespace().nth(1)?.parse().ok()?;
    let body = buf.split_once("\r\n\r\n").map(|(_, b)| b.to_string())?;
    Some((status, body))
}

pub fn get(port: u16, path: &str) -> Option<(u16, String)> {
    request(
        port,
        &format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
    )
}

/// The event stream of live reload: each `etat` event's JSON.
pub struct Events {
    stream: BufReader<TcpStream>,
    /// how long `next` waits for an event (keep-alive comments do not count)
    wait: Duration,
}

impl Events {
    pub fn open(port: u16) -> Events {
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        write!(
            s,
            "GET /__arbitre/evenements HTTP/1.1\r\nHost: localhost\r\n\r\n"
        )
        .unwrap();
        Events {
            stream: BufReader::new(s),
            wait: Duration::from_secs(30),
        }
    }

    /// The next state pushed, or None when nothing came in time.
    pub fn next(&mut self) -> Option<serde_json::Value> {
        let deadline = Instant::now() + self.wait;
        let mut event = String::new();
        loop {
            let left = deadline.checked_duration_since(Instant::now())?;
            self.stream
                .get_ref()
                .set_read_timeout(Some(left.max(Duration::from_millis(1))))
                .ok()?;
            let mut line = String::new();
            if self.stream.read_line(&mut line).ok()? == 0 {
                return None;
            }
            let line = line.trim_end();
            if let Some(e) = line.strip_prefix("event:") {
                event = e.trim().to_string();
            } else if let Some(d) = line.strip_prefix("data:")
                && event == "etat"
            {
                return serde_json::from_str(d.trim()).ok();
            }
        }
    }

    pub fn timeout(&mut self, d: Duration) {
        self.wait = d;
    }
}

#[test]
fn serve_survives_huge_bodies_stalled_clients_and_decodes_paths() {
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [Règles](règles.md)\n"),
        ("content/règles.md", "# Les règles\n\nTexte.\n"),
    ]);
    let s = serve(&root);
    // 1. an announced body of 99,999,999,999,999 bytes: refused, the server lives on
    let (status, _) = request(
        s.port,
        "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 99999999999999\r\n\r\nabc",
    )
    .unwrap();
    assert!(status == 405 || status == 413, "{status}");
    assert_eq!(
        get(s.port, "/règles.html".replace('è', "%C3%A8").as_str())
            .unwrap()
            .0,
        200
    );
    // 2. stalled clients (a 1 MB body announced, 3 bytes sent) do not block others
    let stalled: Vec<TcpStream> = (0..8)
        .map(|_| {
            let mut c = TcpStream::connect(("127.0.0.1", s.port)).unwrap();
            c.write_all(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\nabc")
                .unwrap();
            c
        })
        .collect();
    let half_sent: Vec<TcpStream> = (0..8)
        .map(|_| {
            let mut c = TcpStream::connect(("127.0.0.1", s.port)).unwrap();
            c.write_all(b"GET / HTTP/1.1\r\nHo").unwrap();
            c
        })
        .collect();
    let t = Instant::now();
    let (status, body) = get(s.port, "/r%C3%A8gles.html").unwrap();
    assert_eq!(status, 200);
    assert!(body.contains("Les règles"));
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    drop((stalled, half_sent));
    // 9. percent-decoded paths, which can never leave the site
    assert_eq!(get(s.port, "/").unwrap().0, 200);
    for bad in [
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/a/..%2f..%2fbook.toml",
    ] {
        let (status, body) = get(s.port, bad).unwrap();
        assert!(status == 400 || status == 404, "{bad}: {status}");
        assert!(!body.contains("[book]"), "{bad}");
    }
    assert_eq!(get(s.port, "/book.toml").unwrap().0, 404);
}

/// Saves a page at once, as most editors do (a hidden file renamed over it): a plain
/// `fs::write` truncates then writes, and on a loaded machine the server may build the
/// empty page between the two, which is not what these steps test.
fn save(path: &std::path::Path, text: &str) {
    let tmp = path.with_file_name(".enregistrement.tmp");
    std::fs::write(&tmp, text).unwrap();
    std::fs::rename(&tmp, path).unwrap();
}

#[test]
fn serve_pushes_reloads_and_errors_and_never_404s_during_rebuilds() {
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [A](a.md)\n"),
        ("content/a.md", "# Première\n"),
    ]);
    let s = serve(&root);
    let mut events = Events::open(s.port);
    let first = events.next().expect("the state at once");
    assert_eq!(first["erreur"], serde_json::Value::Null);
    let v1 = first["version"].as_u64().unwrap();
    let (status, body) = get(s.port, "/a.html").unwrap();
    assert_eq!(status, 200);
    // the reload script is a file of the server (no inline script: issue 27's CSP)
    assert!(
        body.contains("<script src=\"/__arbitre/recharger.js\""),
        "reload script injected"
    );
    let (status, js) = get(s.port, "/__arbitre/recharger.js").unwrap();
    assert_eq!(status, 200);
    assert!(js.contains("/__arbitre/evenements"), "{js}");

    // pages asked for all along a rebuild: never a 404
    let port = s.port;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop2 = stop.clone();
    let poller = std::thread::spawn(move || {
        let mut seen = Vec::new();
        while !stop2.load(std::sync::atomic::Ordering::SeqCst) {
            if let Some((status, _)) = get(port, "/a.html") {
                seen.push(status);
            }
        }
        seen
    });
    save(&root.join("content/a.md"), "# Deuxième\n");
    let next = events.next().expect("a reload pushed");
    assert_eq!(next["version"].as_u64(), Some(v1 + 1));
    assert!(get(s.port, "/a.html").unwrap().1.contains("Deuxième"));

    // 14. broken: the diagnostics are pushed, the last good site stays served
    save(
        &root.join("content/a.md"),
        "# Cassée\n\n[lien](absent.md)\n",
    );
    let broken = events.next().expect("the error pushed");
    assert_eq!(broken["version"].as_u64(), Some(v1 + 1), "no reload");
    let text = broken["erreur"].as_str().unwrap();
    assert!(
        text.contains("content/a.md:3:") && text.contains("absent.md"),
        "{text}"
    );
    assert!(get(s.port, "/a.html").unwrap().1.contains("Deuxième"));
    // fixed again: a reload
    save(&root.join("content/a.md"), "# Troisième\n");
    let fixed = events.next().unwrap();
    assert_eq!(fixed["version"].as_u64(), Some(v1 + 2));
    assert_eq!(fixed["erreur"], serde_json::Value::Null);
    // our own writes do not start another build (the full build that follows the quick
    // one may still name the print page)
    let builds = || s.builds.load(std::sync::atomic::Ordering::SeqCst);
    events.timeout(Duration::from_millis(1500));
    while let Some(e) = events.next() {
        assert!(!names(&e, "a.html"), "{e}");
    }
    let after = builds();
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(builds(), after, "the server keeps rebuilding");
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let seen = poller.join().unwrap();
    assert!(!seen.is_empty());
    assert!(seen.iter().all(|&s| s == 200), "{seen:?}");
    // the site on disk is the plain one
    let on_disk = read(root.join("book/a.html"));
    assert!(on_disk.contains("Troisième") && !on_disk.contains("__arbitre"));
}

#[test]
fn serve_broken_at_start_shows_the_diagnostics() {
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [A](a.md)\n"),
        ("content/a.md", "# A\n\n[x](rien.md)\n"),
    ]);
    let s = serve(&root);
    let (status, body) = get(s.port, "/a.html").unwrap();
    assert_eq!(status, 503);
    assert!(body.contains("content/a.md:3:"), "{body}");
    assert!(!body.contains("Page introuvable"));
    assert!(body.contains("/__arbitre/recharger.js"));
    let mut events = Events::open(s.port);
    let state = events.next().unwrap();
    assert!(state["erreur"].as_str().unwrap().contains("rien.md"));
    std::fs::write(root.join("content/a.md"), "# A réparée\n").unwrap();
    let fixed = events.next().unwrap();
    assert_eq!(fixed["erreur"], serde_json::Value::Null);
    assert!(get(s.port, "/a.html").unwrap().1.contains("A réparée"));
}

/// Issue 16: a page whose body alone changed is swapped in place by the open pages (the
/// event names it in `remplacer`); a change to what every page shares reloads them.
#[test]
fn serve_says_which_pages_swap_and_which_reload() {
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [A](a.md)\n- [B](b.md)\n"),
        ("content/a.md", "# A\n\nUn.\n"),
        ("content/b.md", "# B\n\nDeux.\n"),
    ]);
    let s = serve(&root);
    let mut events = Events::open(s.port);
    let v1 = events.next().unwrap()["version"].as_u64().unwrap();
    save(&root.join("content/a.md"), "# A\n\nUn, puis trois.\n");
    let next = events.next().expect("a new version pushed");
    assert_eq!(next["version"].as_u64(), Some(v1 + 1));
    assert_eq!(next["depuis"].as_u64(), Some(v1));
    // with no home page, index.html is a copy of the first page (as mdBook writes it):
    // it swaps too
    assert_eq!(
        next["remplacer"],
        serde_json::json!(["a.html", "index.html"]),
        "{next}"
    );
    assert_eq!(next["recharger"], serde_json::json!([]), "{next}");
    assert_eq!(next["tout"], false, "{next}");
    // a new name in the summary is in every page's sidebar and in the shared table of
    // contents: the open page of A reloads
    save(
        &root.join("content/SUMMARY.md"),
        "- [A](a.md)\n- [Bé](b.md)\n",
    );
    events.timeout(Duration::from_secs(10));
    let mut seen = Vec::new();
    let reloads_a = |e: &serde_json::Value| {
        e["tout"] == true
            || e["recharger"]
                .as_array()
                .is_some_and(|a| a.contains(&"a.html".into()))
    };
    while let Some(next) = events.next() {
        let done = reloads_a(&next);
        seen.push(next);
        if done {
            break;
        }
    }
    let last = seen.last().expect("new versions pushed");
    assert!(reloads_a(last), "{seen:?}");
    assert_eq!(last["version"].as_u64(), Some(v1 + 1 + seen.len() as u64));
}

/// Issue 16: an editor that empties the file, then writes it a moment later (in place,
/// not by a rename) never has the empty page published in between.
#[test]
fn serve_waits_for_a_file_emptied_then_written() {
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [A](a.md)\n"),
        ("content/a.md", "# A\n\nPremier texte.\n"),
    ]);
    let s = serve(&root);
    let mut events = Events::open(s.port);
    let v1 = events.next().unwrap()["version"].as_u64().unwrap();
    {
        let mut f = std::fs::File::create(root.join("content/a.md")).unwrap();
        std::thread::sleep(Duration::from_millis(400));
        f.write_all(b"# A\n\nSecond texte.\n").unwrap();
    }
    let next = events.next().expect("a new version pushed");
    assert_eq!(next["version"].as_u64(), Some(v1 + 1));
    assert!(get(s.port, "/a.html").unwrap().1.contains("Second texte"));
    // later versions (the full build's print page) leave the page as it is
    events.timeout(Duration::from_millis(1500));
    while let Some(e) = events.next() {
        assert!(!names(&e, "a.html"), "one version of the page only: {e}");
    }
}

// ---- output folder --------------------------------------------------------------------

/// 5, 6: kill -9 at many moments of builds; `book/` is always a whole site, and the next
/// build leaves no temporary folder behind.
#[test]
fn killed_builds_never_lose_the_site() {
    let mut files = vec![TOML];
    let mut summary = String::new();
    let pages: Vec<(String, String)> = (0..300)
        .map(|i| {
            summary.push_str(&format!("- [Page {i}](p{i}.md)\n"));
            (
                format!("content/p{i}.md"),
                format!(
                    "# Page {i}\n\n{}\n",
                    "Du texte pour remplir la page. ".repeat(40)
                ),
            )
        })
        .collect();
    files.push(("content/SUMMARY.md", summary.as_str()));
    for (p, t) in &pages {
        files.push((p.as_str(), t.as_str()));
    }
    let (tmp, root) = book(&files);
    assert!(build(&root).ok());
    let parent = root.clone();
    let leftovers = || {
        std::fs::read_dir(&parent)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("arbitre-neuf") || n.contains("arbitre-ancien"))
            .collect::<Vec<_>>()
    };
    for i in 0..16u64 {
        let mut child = Command::new(BIN)
            .args(["build", root.to_str().unwrap()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(5 + i * 9));
        let _ = child.kill();
        let _ = child.wait();
        // a complete site in place after every kill, or one the next build restores
        let (code, _, _) = run(&["build", root.to_str().unwrap()]);
        assert_eq!(code, 0);
        assert!(root.join("book/p299.html").is_file() && root.join("book/.arbitre").is_file());
        assert!(leftovers().is_empty(), "{:?}", leftovers());
    }
    // a leftover of a dead build that another process left: restored, then cleaned
    std::fs::rename(root.join("book"), root.join(".book.arbitre-ancien-999999")).unwrap();
    std::fs::create_dir(root.join(".book.arbitre-neuf-999999")).unwrap();
    let (code, _, _) = run(&["build", root.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(root.join("book/p0.html").is_file());
    assert!(leftovers().is_empty(), "{:?}", leftovers());
    drop(tmp);
}

// ---- names, links and escaping ----------------------------------------------------------

#[test]
fn file_names_never_become_schemes_and_json_is_escaped() {
    let (_tmp, root) = book(&[
        TOML,
        (
            "content/SUMMARY.md",
            "- [A](a.md)\n- [X](javascript:alert(document.domain).md)\n- [B](b%20c.md)\n- [F](faq.md)\n",
        ),
        ("content/a.md", "# A\n"),
        ("content/javascript:alert(document.domain).md", "# X\n"),
        ("content/b c.md", "# B\n"),
        (
            "content/faq.md",
            "---\nfaq: true\n---\n# FAQ\n\n## Thème\n\n### Et <!--<script> ? {#q}\n\nRéponse & <b>fin</b> ]]> `</script>`.\n",
        ),
    ]);
    let r = build(&root);
    assert!(r.ok(), "{:?}", problems(&r));
    for (path, html) in html_files(&root.join("book")) {
        for attr in ["href=\"", "src=\"", "url="] {
            for (i, _) in html.match_indices(attr) {
                let value = &html[i + attr.len()..];
                let value = &value[..value.find(['"', '\'']).unwrap_or(value.len())];
                assert!(
                    !value.to_ascii_lowercase().starts_with("javascript:"),
                    "{path}: {attr}{value}"
                );
            }
        }
        assert!(
            !html.contains("\"javascript:"),
            "{path}: search index or JSON"
        );
    }
    let a = read(root.join("book/a.html"));
    assert!(
        a.contains("href=\"javascript%3Aalert(document.domain).html\""),
        "{a}"
    );
    assert!(a.contains("href=\"b%20c.html\""), "{a}");
    // 4: the JSON-LD holds no < > & at all; the page around it is intact
    let faq = read(root.join("book/faq.html"));
    let start = faq.find("application/ld+json\">").unwrap() + 21;
    let end = start + faq[start..].find("</script>").unwrap();
    let json = &faq[start..end];
    assert!(!json.contains(['<', '>', '&']), "{json}");
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    assert!(
        v["mainEntity"][0]["name"]
            .as_str()
            .unwrap()
            .starts_with("Et <!"),
        "{v}"
    );
    assert!(faq[end..].contains("</footer>"));
}

#[test]
fn typography_stays_out_of_inline_code_script_style_and_attributes() {
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [A](a.md)\n"),
        (
            "content/a.md",
            "# A\n\nTexte <script>var s = 'a'; if (x) { y(); }</script> et <style>p::after{content:'!'}</style> puis <code>l'heure : 10 ?</code> <span title=\"l'a : b ?\">ici</span> 'c' : fin !\n\n## Titre {#a\"b}\n",
        ),
    ]);
    let r = build(&root);
    assert!(r.ok(), "{:?}", problems(&r));
    let html = read(root.join("book/a.html"));
    assert!(
        html.contains("<script>var s = 'a'; if (x) { y(); }</script>"),
        "{html}"
    );
    assert!(
        html.contains("<style>p::after{content:'!'}</style>"),
        "{html}"
    );
    assert!(html.contains("<code>l'heure : 10 ?</code>"), "{html}");
    assert!(html.contains("title=\"l'a : b ?\""), "{html}");
    assert!(
        html.contains("fin\u{202F}!"),
        "typography elsewhere: {html}"
    );
    // 14: a custom id with a quote is escaped once in its anchor link
    assert!(html.contains("id=\"a&quot;b\""), "{html}");
    assert!(html.contains("href=\"#a&quot;b\""), "{html}");
    assert!(!html.contains("&amp;quot;"), "{html}");
}

const EXAMPLE: &str = "```position\ngame: chess\nsetup: start\nexpect: { next: white }\n```\n";

/// 8: `a-b.md` and `a/b.md` write different diagrams; print.html has unique ids.
#[test]
fn colliding_page_names_keep_diagrams_and_print_ids_apart() {
    let page = format!("# A\n\n## Roque\n\n{EXAMPLE}\n## Roque\n\n{EXAMPLE}");
    let (_tmp, root) = book(&[
        TOML,
        (
            "content/SUMMARY.md",
            "- [1](a-b.md)\n- [2](a/b.md)\n- [3](A-b.md)\n",
        ),
        ("content/a-b.md", &page),
        ("content/a/b.md", &page),
        ("content/A-b.md", &page),
    ]);
    let r = site::build(&root, None, &site::ExampleRenderer::default()).unwrap();
    assert!(r.ok(), "{:?}", problems(&r));
    assert_eq!(r.passed, 6);
    let pngs: Vec<String> = std::fs::read_dir(root.join("book/diagrammes"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(pngs.len(), 6, "{pngs:?}");
    assert_unique_ids(&read(root.join("book/print.html")));
}

fn assert_unique_ids(html: &str) {
    let mut seen = std::collections::BTreeMap::new();
    for (i, _) in html.match_indices(" id=\"") {
        let rest = &html[i + 5..];
        let id = &rest[..rest.find('"').unwrap()];
        *seen.entry(id.to_string()).or_insert(0) += 1;
    }
    let dup: Vec<_> = seen.iter().filter(|(_, n)| **n > 1).collect();
    assert!(dup.is_empty(), "duplicate ids: {dup:?}");
}

/// 8, over the club's guide: print.html's ids are unique.
#[test]
fn the_guides_print_page_has_unique_ids() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let r = site::build(
        root,
        Some(&out),
        &site::ExampleRenderer {
            png_dpi: None,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(r.ok(), "{:?}", problems(&r));
    assert_unique_ids(&read(out.join("print.html")));
}

// ---- symlinks --------------------------------------------------------------------------

#[cfg(unix)]
#[test]
fn symlinks_followed_inside_the_book_refused_outside() {
    use std::os::unix::fs::symlink;
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.png"), "secret").unwrap();
    std::fs::write(outside.path().join("passwd"), "root:x:0:0:secret-line\n").unwrap();
    std::fs::write(outside.path().join("dehors.md"), "# Dehors\n").unwrap();
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [A](a.md)\n- [L](lien.md)\n"),
        (
            "content/a.md",
            "# A\n\n![i](images/alias.png) ![j](alias/x.png)\n",
        ),
        ("vrai/x.png", "png"),
        ("vrai/page.md", "# Lien\n"),
    ]);
    symlink(root.join("vrai/x.png"), root.join("content/images-x.png")).unwrap();
    std::fs::create_dir_all(root.join("content/images")).unwrap();
    symlink(
        root.join("vrai/x.png"),
        root.join("content/images/alias.png"),
    )
    .unwrap();
    symlink(root.join("vrai"), root.join("content/alias")).unwrap();
    symlink(root.join("vrai/page.md"), root.join("content/lien.md")).unwrap();
    // followed inside the book: files, folders and pages
    let r = build(&root);
    assert!(r.ok(), "{:?}", problems(&r));
    assert_eq!(read(root.join("book/images/alias.png")), "png");
    assert_eq!(read(root.join("book/alias/x.png")), "png");
    assert!(read(root.join("book/lien.html")).contains("Lien"));
    // 7: out of the book: an error naming the link, never a silent drop
    symlink(
        outside.path().join("secret.png"),
        root.join("content/secret.png"),
    )
    .unwrap();
    let r = build(&root);
    let msgs = problems(&r);
    assert!(
        msgs.iter()
            .any(|m| m.starts_with("content/secret.png:1: lien symbolique vers")),
        "{msgs:?}"
    );
    std::fs::remove_file(root.join("content/secret.png")).unwrap();
    symlink(
        outside.path().join("dehors.md"),
        root.join("content/lien.md.tmp"),
    )
    .unwrap();
    std::fs::rename(
        root.join("content/lien.md.tmp"),
        root.join("content/lien.md"),
    )
    .unwrap();
    let msgs = problems(&build(&root));
    assert!(
        msgs.iter()
            .any(|m| m.starts_with("content/SUMMARY.md:2:") && m.contains("hors du livre")),
        "{msgs:?}"
    );
    std::fs::remove_file(root.join("content/lien.md")).unwrap();
    symlink(root.join("vrai/page.md"), root.join("content/lien.md")).unwrap();
    // 14: `file:` through a positions/ link to another folder: refused, never printed
    symlink(outside.path(), root.join("content/positions")).unwrap();
    std::fs::write(
        root.join("content/a.md"),
        "# A\n\n```position\nfile: passwd\n```\n",
    )
    .unwrap();
    let (code, out, err) = run(&["build", root.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("hors du livre"), "{err}");
    assert!(!err.contains("secret-line"), "{err}");
}

// ---- command line ------------------------------------------------------------------------

/// 10: a reader that goes away does not make `arbitre moves` panic.
#[test]
fn broken_pipe_is_not_a_panic() {
    for _ in 0..10 {
        let mut child = Command::new(BIN)
            .args(["moves", "--game", "chess4-teams", "--position", "start"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{err}");
        assert_ne!(out.status.code(), Some(101));
    }
}

/// 12: a diagram that cannot be written is an I/O error, exit 1.
#[test]
fn diagram_write_error_exits_1() {
    let (code, _, err) = run(&[
        "diagram",
        "--game",
        "chess",
        "--position",
        "start",
        "-o",
        "/nonexistent/dossier/x.svg",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.starts_with("erreur: /nonexistent/dossier/x.svg"),
        "{err}"
    );
    let (code, _, _) = run(&[
        "diagram",
        "--game",
        "chess",
        "--position",
        "start",
        "-o",
        "x.gif",
    ]);
    assert_eq!(code, 2, "a bad extension is a usage error");
}

/// 13: a file of content/ that a generated file would overwrite is an error naming both.
#[test]
fn content_files_never_silently_replaced() {
    let (_tmp, root) = book(&[
        TOML,
        ("content/SUMMARY.md", "- [A](a.md)\n"),
        ("content/a.md", "# A\n"),
        ("content/a.html", "mine"),
        ("content/sitemap.xml", "<mine/>"),
        ("content/print.html", "mine"),
        ("content/static/arbitre.css", "mine"),
        ("static/club.css", "p{}"),
    ]);
    let msgs = problems(&build(&root));
    for (file, generated) in [
        ("content/a.html", "la page content/a.md"),
        ("content/sitemap.xml", "le plan du site"),
        ("content/print.html", "la page d’impression"),
        ("content/static/arbitre.css", "fichier statique"),
    ] {
        assert!(
            msgs.iter()
                .any(|m| m.starts_with(&format!("{file}:1:")) && m.contains(generated)),
            "{file}: {msgs:?}"
        );
    }
    assert!(!root.join("book").exists());
}

/// 14: 3,000 pages nested one level deeper each: every page's sidebar stays small, so
/// the site grows linearly with the pages.
#[test]
fn deep_nesting_builds_in_linear_size() {
    let n = 3000;
    let mut summary = String::new();
    let mut files = vec![];
    for i in 0..n {
        summary.push_str(&"  ".repeat(i));
        summary.push_str(&format!("- [P{i}](p{i}.md)\n"));
        files.push((format!("content/p{i}.md"), format!("# Page {i}\n")));
    }
    let mut all = vec![TOML, ("content/SUMMARY.md", summary.as_str())];
    all.extend(files.iter().map(|(p, t)| (p.as_str(), t.as_str())));
    let (_tmp, root) = book(&all);
    let r = site::build(&root, None, &site::PlainRenderer).unwrap();
    assert!(r.ok(), "{:?}", problems(&r));
    let deepest = std::fs::metadata(root.join(format!("book/p{}.html", n - 1)))
        .unwrap()
        .len();
    let first = std::fs::metadata(root.join("book/p0.html")).unwrap().len();
    assert!(
        deepest < first + 4000,
        "deepest page {deepest} bytes, first {first}"
    );
}

/// 16: a flat book of 1,000 pages: a page carries only its neighbourhood of the table of
/// contents (its weight does not grow with the book); the whole table is written once,
/// in static/sommaire.js and on sommaire.html.
#[test]
fn flat_book_pages_carry_a_bounded_sidebar() {
    let n = 1000;
    let mut summary = String::new();
    let mut files = vec![];
    for i in 0..n {
        summary.push_str(&format!("- [P{i}](p{i}.md)\n"));
        files.push((format!("content/p{i}.md"), format!("# Page {i}\n")));
    }
    let mut all = vec![TOML, ("content/SUMMARY.md", summary.as_str())];
    all.extend(files.iter().map(|(p, t)| (p.as_str(), t.as_str())));
    let (_tmp, root) = book(&all);
    let r = site::build(&root, None, &site::PlainRenderer).unwrap();
    assert!(r.ok(), "{:?}", problems(&r));
    let out = root.join("book");
    let size = |p: &str| std::fs::metadata(out.join(p)).unwrap().len();
    let middle = std::fs::read_to_string(out.join("p500.html")).unwrap();
    let nav = &middle[middle.find("<nav id=\"sommaire\"").unwrap()..];
    let nav = &nav[..nav.find("</nav>").unwrap()];
    let listed = nav.matches("<li ").count();
    // five entries each side of the page's own (the script draws the whole tree)
    assert!(listed <= 13, "{listed} entries in a page's own table");
    assert!(nav.contains("p500.html\" aria-current=\"page\""));
    assert!(nav.contains("p495.html") && nav.contains("p505.html"));
    assert!(!nav.contains("p494.html") && !nav.contains("p506.html"));
    assert!(
        nav.contains("sommaire.html"),
        "the fallback links to the full table"
    );
    assert!(
        size("p500.html") < size("p0.html") + 1000,
        "pages weigh the same wherever they sit"
    );
    let script = std::fs::read_to_string(out.join("static/sommaire.js")).unwrap();
    assert!(script.contains("\"p999.html\"") && script.contains("\"p0.html\""));
    let contents = std::fs::read_to_string(out.join("sommaire.html")).unwrap();
    // (in its `<main>`: the page's own sidebar lists a few entries the same way)
    let main = &contents[contents.find("<main").unwrap()..];
    assert_eq!(main.matches("<li><a href=\"p").count(), n);
}

/// 14: a book whose pages sit at its root (`src = "."`) builds, its output left out.
#[test]
fn src_dot_builds_without_its_own_output() {
    let (_tmp, root) = book(&[
        (
            "book.toml",
            "[book]\ntitle = \"Racine\"\nsrc = \".\"\ndescription = \"Un livre à la racine.\"\n",
        ),
        ("SUMMARY.md", "- [A](a.md)\n"),
        ("a.md", "# A\n\n![i](img.png)\n"),
        ("img.png", "png"),
        ("static/club.css", "p{}"),
        ("templates/.gitkeep", ""),
    ]);
    for _ in 0..2 {
        let r = build(&root);
        assert!(r.ok(), "{:?}", problems(&r));
    }
    let out = root.join("book");
    assert!(out.join("a.html").is_file() && out.join("img.png").is_file());
    assert!(
        !out.join("book").exists(),
        "the output is not copied into itself"
    );
    assert!(!out.join("book.toml").exists());
    assert!(out.join("static/club.css").is_file());
    // `[book] description` is the meta description of pages that have none
    assert!(
        read(out.join("a.html"))
            .contains("<meta name=\"description\" content=\"Un livre à la racine.\">")
    );
}
