//! Issue 27, what a hostile book's files can do: named pipes where files are read, the
//! output folder linked back into the pages, links that name each other, names that are
//! not UTF-8, addresses that run scripts, a megabyte line and ten thousand faults. Each
//! is an answer in French naming the file, never a hang, a loop or a flood.
use std::path::Path;
use std::process::Command;

use crate::hostile::{book, run};

fn build(root: &Path, out: &Path) -> (i32, String) {
    run(&[Path::new("build"), root, Path::new("-o"), out])
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().expect("mkfifo");
    assert!(made.success(), "mkfifo {path:?}");
}

#[cfg(unix)]
#[test]
fn named_pipes_are_refused_at_once_never_waited_on() {
    let cases: [(&str, &str, &str, &str); 5] = [
        (
            "SUMMARY.md",
            "content/SUMMARY.md",
            "# T\n",
            "content/SUMMARY.md",
        ),
        ("book.toml", "book.toml", "# T\n", "book.toml"),
        ("une page", "content/p.md", "# T\n", "content/SUMMARY.md:2"),
        (
            "file:",
            "content/positions/x.yaml",
            "# T\n\n```position\nfile: x.yaml\n```\n",
            "content/index.md:4",
        ),
        (
            "record:",
            "content/g.pgn",
            "# T\n\n```position\nrecord: g.pgn\n```\n",
            "content/index.md:4",
        ),
    ];
    for (what, pipe, index, place) in cases {
        let (tmp, root) = book(index);
        std::fs::write(
            root.join("content/SUMMARY.md"),
            "[Accueil](index.md)\n- [P](p.md)\n",
        )
        .unwrap();
        std::fs::write(root.join("content/p.md"), "# P\n").unwrap();
        std::fs::create_dir_all(root.join("content/positions")).unwrap();
        let _ = std::fs::remove_file(root.join(pipe));
        mkfifo(&root.join(pipe));
        let (code, stderr) = build(&root, &tmp.path().join("site"));
        assert_eq!(code, 1, "{what}: {stderr}");
        assert!(
            stderr.contains("n'est pas un fichier ordinaire") && stderr.contains(place),
            "{what}: {stderr}"
        );
    }
}

#[cfg(unix)]
#[test]
fn the_output_folder_is_never_read_back_through_a_link() {
    let (_tmp, root) = book("# T\n");
    let out = root.join("book");
    let (code, stderr) = build(&root, &out);
    assert_eq!(code, 0, "{stderr}");
    let before = std::fs::read(out.join("index.html")).unwrap();
    // content/sortie -> ../book: each build used to copy the last site into the new one
    std::os::unix::fs::symlink("../book", root.join("content/sortie")).unwrap();
    for _ in 0..2 {
        let (code, stderr) = build(&root, &out);
        assert_eq!(code, 1, "{stderr}");
        assert!(
            stderr.contains("content/sortie")
                && stderr.contains("dossier du site produit")
                && stderr.contains("refusé"),
            "{stderr}"
        );
        assert!(!out.join("sortie").exists(), "the old site was copied in");
        assert_eq!(std::fs::read(out.join("index.html")).unwrap(), before);
    }
    // and a link to the book's own root (which holds the output) is a loop or refused
    std::fs::remove_file(root.join("content/sortie")).unwrap();
    std::os::unix::fs::symlink("..", root.join("content/haut")).unwrap();
    let (code, stderr) = build(&root, &out);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("content/haut"), "{stderr}");
    assert!(!out.join("haut").exists());
}

#[cfg(unix)]
#[test]
fn links_naming_each_other_are_a_loop_not_a_missing_file() {
    let (tmp, root) = book("# T\n");
    std::os::unix::fs::symlink("b.png", root.join("content/a.png")).unwrap();
    std::os::unix::fs::symlink("a.png", root.join("content/b.png")).unwrap();
    let (code, stderr) = build(&root, &tmp.path().join("site"));
    assert_eq!(code, 1, "{stderr}");
    for name in ["content/a.png:1", "content/b.png:1"] {
        assert!(stderr.contains(name), "{stderr}");
    }
    assert!(stderr.contains("en boucle"), "{stderr}");
    assert!(!stderr.contains("n'existe pas"), "{stderr}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_name_that_is_not_utf8_is_named_not_lost() {
    use std::os::unix::ffi::OsStrExt;
    let (tmp, root) = book("# T\n");
    let name = std::ffi::OsStr::from_bytes(b"im\xffage.png");
    std::fs::write(root.join("content").join(name), "x").unwrap();
    let (code, stderr) = build(&root, &tmp.path().join("site"));
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("content/im\u{fffd}age.png") && stderr.contains("pas de l'UTF-8"),
        "{stderr}"
    );
    assert!(!stderr.contains("introuvable"), "{stderr}");
}

#[test]
fn a_folder_listed_as_a_page_is_called_a_folder() {
    let (tmp, root) = book("# T\n");
    std::fs::write(
        root.join("content/SUMMARY.md"),
        "[Accueil](index.md)\n- [P](p.md)\n",
    )
    .unwrap();
    std::fs::create_dir(root.join("content/p.md")).unwrap();
    let (code, stderr) = build(&root, &tmp.path().join("site"));
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("« p.md » est un dossier") && stderr.contains("content/SUMMARY.md:2:7"),
        "{stderr}"
    );
}

#[test]
fn an_output_folder_under_a_file_says_the_file_is_no_folder() {
    let (tmp, root) = book("# T\n");
    let file = tmp.path().join("fichier");
    std::fs::write(&file, "x").unwrap();
    let (code, stderr) = build(&root, &file.join("site"));
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains(&format!("{} : ", file.display()))
            && stderr.contains("n'est pas un dossier"),
        "{stderr}"
    );
    assert!(!stderr.contains("existe déjà"), "{stderr}");
}

#[test]
fn addresses_that_would_run_a_script_are_refused() {
    use arbitre::book::urls::foreign_scheme;
    for bad in [
        "javascript:alert(1)",
        " JavaScript:alert(1)",
        "java\tscript:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "vbscript:msgbox",
        "\u{1}javascript:x",
    ] {
        assert!(foreign_scheme(bad).is_some(), "{bad:?}");
    }
    for good in [
        "https://club.example/guide/",
        "HTTP://club.example",
        "/guide/",
        "guide/{path}",
        "./a:b",
        "?page=1:2",
    ] {
        assert_eq!(foreign_scheme(good), None, "{good:?}");
    }
    let (tmp, root) = book("# T\n");
    std::fs::write(
        root.join("book.toml"),
        "[book]\ntitle = \"Essai\"\n\n[output.html]\nsite-url = \"javascript:alert(1)\"\nedit-url-template = \"DATA:text/html,x{path}\"\n",
    )
    .unwrap();
    let (code, stderr) = build(&root, &tmp.path().join("site"));
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("« site-url » : adresse « javascript: » refusée")
            && stderr.contains("--> book.toml:5:13"),
        "{stderr}"
    );
    assert!(
        stderr.contains("« edit-url-template » : adresse « data: » refusée")
            && stderr.contains("--> book.toml:6:22"),
        "{stderr}"
    );
}

#[test]
fn a_megabyte_line_gives_a_short_report_with_its_column() {
    // one line of a megabyte, a broken link in its middle (after accented letters: the
    // column counts characters)
    let half = "é ".repeat(250_000);
    let (tmp, root) = book(&format!("# T\n\n{half}[x](#nulle-part) {half}\n"));
    let (code, stderr) = build(&root, &tmp.path().join("site"));
    assert_eq!(code, 1, "{stderr:.2000}");
    let col = half.chars().count() + 5;
    assert!(
        stderr.contains(&format!("--> content/index.md:3:{col}")),
        "{stderr:.2000}"
    );
    assert!(
        stderr.len() < 2000,
        "{} bytes: {stderr:.2000}",
        stderr.len()
    );
    let quoted = stderr.lines().find(|l| l.starts_with("3 | ")).unwrap();
    assert!(
        quoted.contains("…") && quoted.contains("[x](#nulle-part)"),
        "{quoted}"
    );
    let caret = stderr
        .lines()
        .skip_while(|l| !l.starts_with("3 | "))
        .nth(1)
        .unwrap();
    let at = quoted.chars().position(|c| c == '#').unwrap();
    assert_eq!(
        caret.chars().position(|c| c == '^'),
        Some(at),
        "{quoted}\n{caret}"
    );
}

#[test]
fn ten_thousand_faults_give_fifty_reports_and_a_count() {
    let mut page = String::from("# T\n\n");
    for _ in 0..200 {
        page.push_str("```position\ngame: chess\nexpect:\n  legal: [Zz9]\n```\n\n");
    }
    for i in 0..10_000 {
        page.push_str(&format!("[l](#absente-{i})\n"));
    }
    let (_tmp, root) = book(&page);
    let (code, stderr) = run(&[Path::new("check"), &root]);
    assert_eq!(code, 1, "{stderr:.2000}");
    let reports = stderr.lines().filter(|l| l.starts_with("erreur")).count();
    assert_eq!(reports, 50, "{stderr:.3000}");
    let tail = &stderr[stderr.len().saturating_sub(300)..];
    let more: usize = tail
        .split("… et ")
        .nth(1)
        .and_then(|t| t.split(" autres erreurs, non affichées").next())
        .map(|n| n.replace('\u{202f}', ""))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count of the others: {tail}"));
    assert!(more >= 10_150, "{tail}");
    assert!(stderr.len() < 40_000, "{} bytes", stderr.len());
}

/// Bytes `dir` takes on a tmpfs: each file rounded up to a 4 KB page, each folder one.
fn disk_use(dir: &Path) -> u64 {
    let mut total = 4096;
    for e in std::fs::read_dir(dir).unwrap() {
        let e = e.unwrap();
        let meta = e.metadata().unwrap();
        total += if meta.is_dir() {
            disk_use(&e.path())
        } else {
            meta.len().div_ceil(4096) * 4096
        };
    }
    total
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_names_the_file_and_keeps_the_old_site() {
    // a disk just big enough for a small site, mounted (tmpfs) in a mount namespace of
    // its own, so nothing outside the test sees it; then a book of a megabyte more
    let (tmp, small) = book("# T\n");
    let measured = tmp.path().join("mesure");
    assert_eq!(build(&small, &measured).0, 0);
    let size = disk_use(&measured) + 128 * 1024;
    let (_big_tmp, big) = book("# T\n");
    let mut summary = String::from("[Accueil](index.md)\n");
    for i in 0..40 {
        summary.push_str(&format!("- [P{i}](p{i}.md)\n"));
        let page = format!("# P{i}\n\n{}\n", "Des mots à lire. ".repeat(2000));
        std::fs::write(big.join(format!("content/p{i}.md")), page).unwrap();
    }
    std::fs::write(big.join("content/SUMMARY.md"), summary).unwrap();
    let disk = tmp.path().join("disque");
    std::fs::create_dir(&disk).unwrap();
    let script = r#"mount -t tmpfs -o size="$SIZE" tmpfs "$DISK" || exit 99
"$BIN" build "$SMALL" -o "$DISK/site" 2> "$OUT/petit" || exit 98
ls -A "$DISK/site" > "$OUT/avant"
"$BIN" build "$BIG" -o "$DISK/site" 2> "$OUT/err"; echo $? > "$OUT/code"
ls -A "$DISK/site" > "$OUT/apres"; ls -A "$DISK" > "$OUT/reste""#;
    let done = Command::new("unshare")
        .args(["-rm", "sh", "-c", script])
        .env("SIZE", size.to_string())
        .env("DISK", &disk)
        .env("BIN", env!("CARGO_BIN_EXE_arbitre"))
        .env("SMALL", &small)
        .env("BIG", &big)
        .env("OUT", tmp.path())
        .env("NO_COLOR", "1")
        .output()
        .expect("unshare");
    let said = |name: &str| std::fs::read_to_string(tmp.path().join(name)).unwrap_or_default();
    assert!(
        done.status.success(),
        "no small disk could be made here ({:?}): {}{}",
        done.status,
        String::from_utf8_lossy(&done.stderr),
        said("petit")
    );
    let stderr = said("err");
    assert_eq!(said("code").trim(), "1", "{stderr}");
    assert!(stderr.contains("disque plein"), "{stderr}");
    assert!(stderr.contains(&disk.display().to_string()), "{stderr}");
    assert!(!stderr.contains("entrée-sortie"), "{stderr}");
    assert_eq!(said("avant"), said("apres"), "the old site changed");
    assert_eq!(said("reste").trim(), "site", "left beside the site");
}

#[test]
fn a_full_disk_under_the_search_index_is_said_as_a_full_disk() {
    // serde_json's error around the system's lost its kind: « erreur d'entrée-sortie »
    use arbitre::site::search::{SearchIndex, SearchPage};
    use std::io::{ErrorKind, Write};
    /// A disk that takes `room` bytes, then is full.
    struct Disk {
        room: usize,
    }
    impl Write for Disk {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(ErrorKind::StorageFull.into());
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            Ok(n)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let html = format!("<h1 id=\"t\">Titre</h1><p>{}</p>", "Des mots. ".repeat(500));
    let pages = [SearchPage {
        url: "index.html",
        title: "Titre",
        game: "",
        html: &html,
    }];
    let index = SearchIndex::build(&pages);
    let whole = index.to_script().len();
    for room in [0, 10, 40, whole / 2, whole - 1] {
        let e = index.write_script(&mut Disk { room }).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::StorageFull, "after {room} bytes: {e}");
    }
    assert!(index.write_script(&mut Disk { room: whole }).is_ok());
}
