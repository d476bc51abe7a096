//! The tests of `arbitre::serve` (src/serve/mod.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::serve::*;
use arbitre::site::{self, Pipeline};
use axum::http::{Method, StatusCode, Uri, header};
use axum::response::Response;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

fn snap(files: &[(&str, &str)]) -> Snapshot {
    Snapshot {
        version: 3,
        overlay: Arc::default(),
        changes: Arc::default(),
        files: Arc::new(
            files
                .iter()
                .map(|(p, b)| (PathBuf::from(p), b.as_bytes().to_vec()))
                .collect(),
        ),
        error: None,
    }
}

fn get(s: &Snapshot, uri: &str) -> Response {
    respond(s, &Method::GET, &uri.parse().unwrap())
}

#[test]
fn serves_decoded_paths_and_refuses_climbing() {
    let s = snap(&[
        ("règles.html", "<body>r</body>"),
        ("a/index.html", "<body>a</body>"),
        ("404.html", "<head></head><body>404</body>"),
    ]);
    assert_eq!(get(&s, "/r%C3%A8gles.html").status(), StatusCode::OK);
    assert_eq!(get(&s, "/a/").status(), StatusCode::OK);
    assert_eq!(get(&s, "/a").status(), StatusCode::PERMANENT_REDIRECT);
    assert_eq!(get(&s, "/absent.html").status(), StatusCode::NOT_FOUND);
    assert_eq!(
        get(&s, "/a/%2e%2e/%2e%2e/etc/passwd").status(),
        StatusCode::BAD_REQUEST
    );
    let post = respond(&s, &Method::POST, &"/".parse().unwrap());
    assert_eq!(post.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(post.headers()[header::ALLOW], "GET, HEAD");
}

#[test]
fn nothing_built_yet_shows_the_errors() {
    let s = Snapshot {
        error: Some("content/a.md:3: <oups>".into()),
        ..Snapshot::default()
    };
    let r = get(&s, "/a.html");
    assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
}

#[test]
fn a_quick_build_is_served_first_and_the_full_one_names_what_else_changed() {
    let server = Server::start(
        0,
        snap(&[("a.html", "<body>a</body>"), ("b.html", "<body>b</body>")]),
    )
    .unwrap();
    let body = |uri: &str| {
        let snap = server.shared.borrow().clone();
        let r = get(&snap, uri);
        let bytes = server
            .runtime
            .block_on(axum::body::to_bytes(r.into_body(), 1 << 20))
            .unwrap();
        String::from_utf8(bytes.to_vec()).unwrap()
    };
    let version = || server.shared.borrow().version;
    server.publish_pages([(PathBuf::from("a.html"), b"<body>a2</body>".to_vec())].into());
    assert_eq!(version(), 4);
    assert!(body("/a.html").contains("a2"), "the saved page at once");
    assert!(body("/b.html").contains(">b<"), "the others as they were");
    let full = |b: &str| {
        Arc::new(
            [
                ("a.html", "<body>a2</body>"),
                ("b.html", b),
                ("print.html", "tout"),
            ]
            .iter()
            .map(|(p, t)| (PathBuf::from(p), t.as_bytes().to_vec()))
            .collect::<BTreeMap<_, _>>(),
        )
    };
    // the full build: only the print page is new, the open pages stay as they are
    server.publish(full("<body>b</body>"));
    assert_eq!(version(), 5);
    let c = server.shared.borrow().changes.clone();
    assert_eq!(c.reload, BTreeSet::from(["print.html".to_string()]));
    assert!(c.swap.is_empty() && !c.all);
    assert!(server.shared.borrow().overlay.is_empty());
    assert!(body("/a.html").contains("a2"));
    // the same build again: no new version
    server.publish(full("<body>b</body>"));
    assert_eq!(version(), 5);
    // a neighbour changed too (a new title in its links)
    server.publish_pages([(PathBuf::from("a.html"), b"<body>a3</body>".to_vec())].into());
    server.publish(full("<body>b2</body>"));
    assert_eq!(version(), 7);
    assert_eq!(
        server.shared.borrow().changes.reload,
        ["a.html", "b.html"].map(String::from).into()
    );
    assert!(body("/b.html").contains("b2"));
    server.stop();
}

#[test]
fn reload_script_goes_before_body_end() {
    let s = inject_reload("<html><body><p>x</p></body></html>", 7, Some("a/b&c.html"));
    assert!(s.ends_with(
        "</p><script src=\"/__arbitre/recharger.js\" data-version=\"7\" data-page=\"a/b&amp;c.html\"></script></body></html>"
    ));
    let s = inject_reload("<html><body></body></html>", 7, None);
    assert!(s.contains("data-version=\"7\"></script>"));
    // the script itself is a file of the server, under the same policy as the pages
    let js = respond(
        &Snapshot::default(),
        &Method::GET,
        &RELOAD_PATH.parse().unwrap(),
    );
    assert_eq!(js.status(), StatusCode::OK);
    assert_eq!(
        js.headers()[header::CONTENT_SECURITY_POLICY],
        "script-src 'self' 'wasm-unsafe-eval'"
    );
    let js = reload_js();
    assert!(js.contains(EVENTS_PATH));
    // the script learns the version of a page it fetches from the same attribute
    assert!(RELOAD_PATH.ends_with("/recharger.js"));
    assert!(js.contains(r#"/recharger\.js" data-version="(\d+)"/"#));
    for placeholder in ["__TEXTES__", "__EVENTS__"] {
        assert!(!js.contains(placeholder), "{placeholder} filled");
    }
}

fn page(title: &str, main: &str, outline: &str, footer: &str) -> Vec<u8> {
    format!(
        "<html><head><title>{title}</title></head><body><nav>sommaire</nav>\
             <main id=\"contenu\">{main}</main>{outline}<footer>{footer}</footer></body></html>"
    )
    .into_bytes()
}

#[test]
fn changes_swap_a_page_whose_main_alone_changed() {
    let outline = |h: &str| format!("<details class=\"sur-cette-page\"><ol>{h}</ol></details>");
    let old = page("A", "<p>un</p>", &outline("x"), "pied");
    let mut c = Changes::default();
    let p = |s: &str| PathBuf::from(s);
    // title, main and outline changed: swapped
    c.note(
        &p("a/b.html"),
        Some(&old),
        Some(&page("B", "<p>deux</p>", &outline("y"), "pied")),
    );
    // the footer changed: reloaded
    c.note(
        &p("c.html"),
        Some(&old),
        Some(&page("A", "<p>un</p>", &outline("x"), "autre")),
    );
    // no <main>: reloaded
    c.note(&p("d.html"), Some(b"<p>x</p>"), Some(b"<p>y</p>"));
    // added, removed: reloaded; unchanged: nothing
    c.note(&p("e.html"), None, Some(&old));
    c.note(&p("f.html"), Some(&old), None);
    c.note(&p("g.html"), Some(&old), Some(&old));
    // a drawing alone: nothing to show
    c.note(&p("diagrammes/a.png"), Some(b"1"), Some(b"2"));
    assert_eq!(c.swap, BTreeSet::from(["a/b.html".to_string()]));
    assert_eq!(
        c.reload,
        ["c.html", "d.html", "e.html", "f.html"]
            .map(String::from)
            .into()
    );
    assert!(!c.all);
    c.note(&p("static/arbitre.css"), Some(b"a{}"), Some(b"b{}"));
    assert!(c.all, "a shared file reloads every page");
}

#[test]
fn each_version_says_what_it_changed_since_the_one_before() {
    let body = |m: &str| String::from_utf8(page("T", m, "", "p")).unwrap();
    let server = Server::start(0, snap(&[("a.html", &body("a")), ("b.html", &body("b"))])).unwrap();
    let changes = || server.shared.borrow().changes.clone();
    server.publish_pages([(PathBuf::from("a.html"), body("a2").into_bytes())].into());
    let c = changes();
    assert_eq!(
        (c.since, c.swap.len(), c.reload.len(), c.all),
        (3, 1, 0, false)
    );
    // a second quick build keeps the first one's page served
    server.publish_pages([(PathBuf::from("b.html"), body("b2").into_bytes())].into());
    assert_eq!(changes().swap, BTreeSet::from(["b.html".to_string()]));
    assert!(
        String::from_utf8_lossy(server.shared.borrow().get(Path::new("a.html")).unwrap())
            .contains("a2")
    );
    // the full build: a style sheet changed too
    let full: BTreeMap<PathBuf, Vec<u8>> = [
        ("a.html", body("a2")),
        ("b.html", body("b2")),
        ("static/x.css", "c".to_string()),
    ]
    .into_iter()
    .map(|(p, b)| (PathBuf::from(p), b.into_bytes()))
    .collect();
    server.publish(Arc::new(full));
    let c = changes();
    assert_eq!((c.since, c.all), (5, true));
    assert!(c.swap.is_empty() && c.reload.is_empty());
    assert_eq!(server.shared.borrow().state_json(), serde_json::json!({
            "version": 6, "erreur": null, "depuis": 5, "remplacer": [], "recharger": [], "tout": true
        }).to_string());
    server.stop();
}

#[test]
fn a_folder_without_its_slash_is_redirected_on_the_same_host() {
    let s = snap(&[("echecs/index.html", "<body>e</body>")]);
    let at = |path: &str| {
        let uri = Uri::builder().path_and_query(path).build().unwrap();
        let r = respond(&s, &Method::GET, &uri);
        assert_eq!(r.status(), StatusCode::PERMANENT_REDIRECT, "{path}");
        r.headers()[header::LOCATION].to_str().unwrap().to_string()
    };
    assert_eq!(at("/echecs"), "/echecs/");
    // `//echecs/` is the host `echecs` to a browser: an open redirect
    assert_eq!(at("//echecs"), "/echecs/");
    assert_eq!(at("///echecs"), "/echecs/");
    assert_eq!(at("/%2Fechecs"), "/%2Fechecs/");
}

/// Sends `request` on a new connection and returns the status line of the answer.
fn status_line(port: u16, request: &str) -> (std::net::TcpStream, String) {
    use std::io::{BufRead, BufReader, Write};
    let mut conn = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    conn.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    conn.write_all(request.as_bytes()).unwrap();
    let mut line = String::new();
    let _ = BufReader::new(conn.try_clone().unwrap()).read_line(&mut line);
    (conn, line)
}

#[test]
fn event_streams_leave_connections_to_the_pages() {
    let server = Server::start(0, snap(&[("a.html", "<body>a</body>")])).unwrap();
    let events = format!("GET {EVENTS_PATH} HTTP/1.1\r\nHost: x\r\n\r\n");
    let mut open = Vec::new();
    let mut refused = 0;
    for _ in 0..MAX_CONNECTIONS {
        let (conn, line) = status_line(server.port, &events);
        if line.starts_with("HTTP/1.1 200") {
            open.push(conn);
        } else {
            assert!(line.starts_with("HTTP/1.1 503"), "{line:?}");
            refused += 1;
        }
    }
    assert_eq!(open.len(), MAX_STREAMS);
    assert_eq!(refused, MAX_CONNECTIONS - MAX_STREAMS);
    // every stream still open, a page is still served (it used to wait for ever)
    let (_, line) = status_line(server.port, "GET /a.html HTTP/1.1\r\nHost: x\r\n\r\n");
    assert!(line.starts_with("HTTP/1.1 200"), "{line:?}");
    // a stream closed gives its place back
    drop(open.pop());
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let (conn, line) = status_line(server.port, &events);
        if line.starts_with("HTTP/1.1 200") {
            open.push(conn);
            break;
        }
        assert!(std::time::Instant::now() < deadline, "no place given back");
        std::thread::sleep(Duration::from_millis(100));
    }
    drop(open);
    server.stop();
}

#[test]
fn huge_or_countless_request_headers_are_refused_and_serving_goes_on() {
    // a header of 300 KB, past the connection's 64 KB buffer (one read may overshoot
    // it: 100 KB passes; hyper's own default, about 400 KB, let 300 KB through), or
    // thousands of headers: 431 at once, nothing kept, the next client served
    let server = Server::start(0, snap(&[("a.html", "<body>a</body>")])).unwrap();
    let big = format!(
        "GET /a.html HTTP/1.1\r\nHost: x\r\nX-Grand: {}\r\n\r\n",
        "a".repeat(300 * 1024)
    );
    let many: String = (0..5000).map(|i| format!("X-{i}: a\r\n")).collect();
    let many = format!("GET /a.html HTTP/1.1\r\nHost: x\r\n{many}\r\n");
    for request in [big, many] {
        let (_, line) = status_line(server.port, &request);
        assert!(line.starts_with("HTTP/1.1 431"), "{line:?}");
    }
    let (_, line) = status_line(server.port, "GET /a.html HTTP/1.1\r\nHost: x\r\n\r\n");
    assert!(line.starts_with("HTTP/1.1 200"), "{line:?}");
    server.stop();
}

/// A saved README.md is published at once as its folder's `index.html` (its page's
/// name), not left for the full build as a page the quick build did not make.
#[test]
fn a_saved_readme_is_rebuilt_quickly_as_its_index_page() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    std::fs::create_dir_all(root.join("src/sub")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"T\"\n").unwrap();
    std::fs::write(
        root.join("src/SUMMARY.md"),
        "# Sommaire\n\n- [Accueil](README.md)\n- [Partie](sub/README.md)\n- [A](a.md)\n",
    )
    .unwrap();
    std::fs::write(root.join("src/README.md"), "# Accueil\n\nAvant.\n").unwrap();
    std::fs::write(root.join("src/sub/README.md"), "# Partie\n\nAvant.\n").unwrap();
    std::fs::write(root.join("src/a.md"), "# A\n").unwrap();
    let renderer = site::ExampleRenderer::default();
    let pipeline = Pipeline::new(&renderer);
    let Ok((_, Some((_, full)))) = site::prepare(root, None, &pipeline) else {
        panic!("the book builds");
    };
    let server = Server::start(
        0,
        Snapshot {
            files: Arc::new(full.files),
            ..Snapshot::default()
        },
    )
    .unwrap();
    for (src, page) in [
        ("README.md", "index.html"),
        ("sub/README.md", "sub/index.html"),
    ] {
        std::fs::write(
            root.join("src").join(src),
            "# Accueil\n\nAprès la sauvegarde.\n",
        )
        .unwrap();
        let saved = BTreeSet::from([src.to_string()]);
        assert!(quick_rebuild(root, &pipeline, &server, &saved), "{src}");
        let overlay = server.shared.borrow().overlay.clone();
        let html = String::from_utf8_lossy(&overlay[Path::new(page)]).into_owned();
        assert!(html.contains("Après la sauvegarde."), "{page}: {html}");
    }
    server.stop();
}
