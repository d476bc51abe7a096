//! Every ```position block of the README is a checked example, like a page of the guide:
//! the blocks are copied at their own lines into a page of a scratch book (every other
//! line left blank, so a failure names the README's line), and the book is checked by
//! the engine. The README shows one block per game, the first one within its first
//! screen, each naming its game and claiming something.
use std::path::Path;

/// The first screen of a README on a laptop, in lines.
const FIRST_SCREEN: usize = 40;

/// The README's `position` blocks: (line of the opening fence, the block's lines).
fn position_blocks(readme: &str) -> Vec<(usize, Vec<&str>)> {
    let mut blocks = Vec::new();
    let mut open: Option<(usize, Vec<&str>)> = None;
    let mut in_other_fence = false;
    for (i, line) in readme.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        match open.as_mut() {
            Some((_, body)) if fence => {
                body.push(line);
                blocks.push(open.take().unwrap());
            }
            Some((_, body)) => body.push(line),
            None if fence && in_other_fence => in_other_fence = false,
            None if line.trim() == "```position" => open = Some((i + 1, vec![line])),
            None if fence => in_other_fence = true,
            None => {}
        }
    }
    assert!(
        open.is_none(),
        "README.md: a ```position block is not closed"
    );
    blocks
}

/// The README with every line outside its position blocks blanked.
fn page_of_blocks(readme: &str, blocks: &[(usize, Vec<&str>)]) -> String {
    let mut lines = vec![""; readme.lines().count()];
    for (start, body) in blocks {
        for (k, line) in body.iter().enumerate() {
            lines[start - 1 + k] = line;
        }
    }
    lines.join("\n") + "\n"
}

#[test]
fn the_readmes_examples_pass_the_engine() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let blocks = position_blocks(&readme);
    assert!(
        blocks
            .first()
            .is_some_and(|(line, _)| *line <= FIRST_SCREEN),
        "README.md: the first ```position block must start within the first {FIRST_SCREEN} \
         lines; blocks at lines {:?}",
        blocks.iter().map(|b| b.0).collect::<Vec<_>>()
    );
    let mut games = Vec::new();
    for (line, body) in &blocks {
        let game = body.iter().find_map(|l| l.strip_prefix("game: "));
        let game = game.unwrap_or_else(|| panic!("README.md:{line}: the block names no game"));
        games.push(game.trim().to_string());
        assert!(
            body.iter().any(|l| l.starts_with("expect:")),
            "README.md:{line}: the block claims nothing (no expect:)"
        );
    }
    for family in ["chess", "chess4-", "bughouse", "shogi4"] {
        assert!(
            games.iter().any(|g| g.starts_with(family)),
            "README.md: no example of {family} among {games:?}"
        );
    }
    assert!(
        blocks.iter().any(|(_, b)| b.contains(&"pieces:")),
        "README.md: no example shows the shape of pieces:"
    );

    let book = tempfile::tempdir().unwrap();
    let w = |rel: &str, text: &str| {
        let p = book.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    w("book.toml", "[book]\ntitle = \"README\"\n");
    w("content/SUMMARY.md", "- [README](README.md)\n");
    w("content/README.md", &page_of_blocks(&readme, &blocks));
    let report =
        arbitre::site::check(book.path(), &arbitre::site::ExampleRenderer::default()).unwrap();
    assert!(
        report.ok() && report.passed == blocks.len() && report.skipped == 0,
        "README.md's examples (lines are the README's): {}\n{:?}\n{}",
        arbitre::report::summary_line(&report),
        report.problems,
        report
            .diagnostics
            .iter()
            .map(arbitre::report::diagnostic)
            .collect::<Vec<_>>()
            .join("\n")
    );
}
