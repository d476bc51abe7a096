//! The command line only: parse, call the library, print, choose the exit code.
//! Exit codes: 0 success, 1 something wrong in the book (or an I/O error), 2 bad usage.
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

use arbitre::commands;
use arbitre::fr::cli as fr;
use arbitre::fr::records as records_fr;
use arbitre::{report, site};

mod cli;
mod cli_fr;
mod out;

use cli::{Board, Cli, Command, MdbookAction, StartArgs};
use out::{fail, say, usage, warn};

// Page rendering allocates many small strings on two threads at once: mimalloc's
// per-thread heaps beat glibc's malloc there (see README « Mesures »).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The command line with French help pages on every command.
fn command() -> clap::Command {
    cli_fr::frenchify(Cli::command())
}

fn parse() -> Result<Cli, clap::Error> {
    let matches = command().try_get_matches()?;
    Cli::from_arg_matches(&matches)
}

fn main() -> ExitCode {
    let cli = match parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(&e),
    };
    out::set_quiet(cli.quiet);
    if cli.verbose {
        site::timing::enable();
    }
    let Some(verb) = &cli.command else {
        return run_help(None);
    };
    // `check` writes nothing, so it renders no PNG.
    let renderer = match verb {
        Command::Check { .. } => site::ExampleRenderer {
            png_dpi: None,
            ..Default::default()
        },
        _ => site::ExampleRenderer::default(),
    };
    let pipeline = site::Pipeline::new(&renderer);
    let here = PathBuf::from(".");
    let book = |b: &Option<PathBuf>| b.clone().unwrap_or_else(|| here.clone());
    match verb {
        Command::Init { dir } => run_init(dir),
        Command::Build { book: b, out } => {
            let progress = out::Progress::start(fr::BUILDING);
            let pipeline = pipeline.with_progress(&progress);
            let result = site::build_with(&book(b), out.as_deref(), &pipeline);
            drop(progress);
            finish(result, true)
        }
        Command::Check { book: b, bless } => {
            if *bless {
                match arbitre::authoring::bless::bless(&book(b)) {
                    Ok(done) => {
                        for c in &done.changes {
                            say(c);
                        }
                        for p in &done.problems {
                            warn(&arbitre::fr::authoring::bless_problem(p));
                        }
                    }
                    Err(e) => return fail(&e),
                }
            }
            let progress = out::Progress::start(fr::CHECKING_BOOK);
            let pipeline = pipeline.with_progress(&progress);
            let result = site::check_with(&book(b), &pipeline);
            drop(progress);
            finish(result, false)
        }
        Command::Coverage { book: b, html } => coverage(&book(b), html.as_deref()),
        Command::Mdbook { action } => mdbook(action.as_ref()),
        Command::Serve {
            book: b,
            port,
            hostname,
            open,
        } => serve(&book(b), hostname, *port, *open, &pipeline),
        Command::Moves { start } => run_moves(&Start::of(start)),
        Command::Perft {
            start,
            depth,
            board,
        } => run_perft(&Start::of(start), *depth, *board),
        Command::Diagram { start, out, dpi } => match draw_diagram(&Start::of(start), out, *dpi) {
            Ok(Ok(())) => ExitCode::SUCCESS,
            Ok(Err(io)) => fail(&io),
            Err(e) => usage(&e),
        },
        Command::Replay {
            file,
            game,
            rules,
            select,
        } => run_replay(file, game.as_deref(), rules.as_deref(), select.as_deref()),
        Command::Completions { shell } => {
            // written whole, then out: a closed pipe is not a panic
            let mut script = Vec::new();
            clap_complete::generate(*shell, &mut command(), "arbitre", &mut script);
            let _ = std::io::stdout().lock().write_all(&script);
            ExitCode::SUCCESS
        }
        Command::Help { command } => run_help(command.as_deref()),
    }
}

/// `arbitre serve`: `--open` opens the site once it is served (never in tests).
fn serve(book: &Path, host: &str, port: u16, open: bool, pipeline: &site::Pipeline) -> ExitCode {
    let ready = |url: &str| {
        if open && let Err(e) = open::that_detached(url) {
            warn(&fr::cannot_open(url, &e.to_string()));
        }
    };
    let listen = arbitre::serve::Listen {
        host,
        port,
        ready: &ready,
    };
    match arbitre::serve::serve(book, &listen, pipeline) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

/// Where `moves`, `perft` and `diagram` start.
struct Start<'a> {
    game: &'a str,
    position: Option<&'a str>,
    record: Option<&'a str>,
    rules: Option<&'a str>,
    moves: &'a str,
    /// `--letters`: the piece letters of `--moves` and of the listed moves
    letters: arbitre::notation::Letters,
}

impl<'a> Start<'a> {
    fn of(args: &'a StartArgs) -> Start<'a> {
        Start {
            game: &args.game,
            position: args.position.as_deref(),
            record: args.record.as_deref(),
            rules: args.rules.as_deref(),
            moves: args.moves.as_deref().unwrap_or(""),
            letters: arbitre::notation::Letters::from_id(&args.letters).unwrap_or_default(),
        }
    }

    fn setup(&self) -> Result<arbitre::rules::AnyGame, String> {
        commands::setup_game_with(
            self.game,
            self.position,
            self.record,
            self.rules,
            self.moves,
            self.letters,
        )
    }
}

/// `arbitre replay`: the replay's summary on stdout, or the first fault (exit 1).
fn run_replay(
    file: &str,
    game: Option<&str>,
    rules: Option<&str>,
    select: Option<&str>,
) -> ExitCode {
    match commands::replay_record(file, game, rules, select) {
        Ok(r) => {
            for line in records_fr::summary(file, &r) {
                say(&line);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            warn(&e.trim_end());
            ExitCode::from(1)
        }
    }
}

/// Help and version go to stdout (exit 0); any other clap error becomes one French line
/// on stderr (exit 2), pointing at the help of the command that was typed.
fn clap_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    let mut cmd = command();
    cmd.build();
    // the command that was typed, one level per verb (`arbitre mdbook supports`); the
    // arguments are read as OS strings: one that is not UTF-8 must not panic here
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let mut path: Vec<&str> = Vec::new();
    let mut typed = &cmd;
    for a in &args {
        let Some(sub) = typed.find_subcommand(a) else {
            break;
        };
        if path.is_empty() && a == "help" {
            break;
        }
        path.push(sub.get_name());
        typed = sub;
    }
    let names: Vec<String> = typed
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    let flags: Vec<String> = typed
        .get_arguments()
        .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
        .collect();
    let help = cli_fr::help_pointer(&path);
    let (fault, suggested) = cli_fr::fault(e, &names, &flags);
    usage(&fr::usage_error(&fault, &suggested, &help))
}

/// `arbitre help [COMMANDE]`: the same page as `arbitre [COMMANDE] --help`.
fn run_help(name: Option<&str>) -> ExitCode {
    let mut cmd = command();
    cmd.build();
    let Some(name) = name else {
        let _ = write!(std::io::stdout().lock(), "{}", cmd.render_help());
        return ExitCode::SUCCESS;
    };
    match cmd.find_subcommand_mut(name) {
        Some(sub) => {
            let _ = write!(std::io::stdout().lock(), "{}", sub.render_help());
            ExitCode::SUCCESS
        }
        None => {
            let names: Vec<&str> = cmd.get_subcommands().map(|s| s.get_name()).collect();
            let suggested: Vec<String> = arbitre_suggest(name, &names)
                .map(|s| vec![s.to_string()])
                .unwrap_or_default();
            let fault = fr::CliFault::UnknownCommand {
                name: name.to_string(),
                commands: names.iter().map(|n| n.to_string()).collect(),
            };
            usage(&fr::usage_error(
                &fault,
                &suggested,
                &cli_fr::help_pointer(&[]),
            ))
        }
    }
}

/// The closest of `known` to a mistyped word, if close enough.
fn arbitre_suggest<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    arbitre::suggest::nearest(word, known)
}

fn run_init(dir: &Path) -> ExitCode {
    match site::init::init(dir) {
        Ok(files) => {
            for f in files {
                say(&fr::created(&dir.join(f).display().to_string()));
            }
            if !out::is_quiet() {
                say(&fr::next_steps(&dir.display().to_string()));
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

fn run_moves(start: &Start) -> ExitCode {
    let game = match start.setup() {
        Ok(g) => g,
        Err(e) => return usage(&e),
    };
    let list = commands::moves_in(&game, start.letters);
    // nothing to list: say why on stderr (the list on stdout stays empty)
    if list.is_empty()
        && let Some(outcome) = arbitre::rules::Game::outcome(&game)
    {
        warn(&fr::game_over(arbitre::fr::end_reason(outcome.reason)));
    }
    for m in list {
        say(&m);
    }
    ExitCode::SUCCESS
}

fn run_perft(start: &Start, depth: u32, board: Option<Board>) -> ExitCode {
    let board = board.map(|b| match b {
        Board::A => 'A',
        Board::B => 'B',
    });
    match start
        .setup()
        .and_then(|g| commands::perft_of(&g, depth, board))
    {
        Ok(n) => {
            say(&n.to_string());
            ExitCode::SUCCESS
        }
        Err(e) => usage(&e),
    }
}

/// `arbitre coverage`: the table on stdout, and the standalone page when asked.
fn coverage(book: &Path, html: Option<&Path>) -> ExitCode {
    use arbitre::authoring::coverage;
    let cov = match coverage::coverage(book) {
        Ok(c) => c,
        Err(e) => return fail(&e),
    };
    if html == Some(Path::new("-")) {
        let title = site::BookConfig::load(book)
            .map(|c| c.book.title.clone())
            .unwrap_or_default();
        let _ = std::io::stdout()
            .lock()
            .write_all(coverage::html(&cov, &title).as_bytes());
        return ExitCode::SUCCESS;
    }
    for line in coverage::table(&cov).lines() {
        say(line);
    }
    if let Some(file) = html {
        if let Err(e) = coverage::check_html_target(book, file) {
            return fail(&arbitre::fr::authoring::page_in_site(&e.file, &e.build_dir));
        }
        let title = site::BookConfig::load(book)
            .map(|c| c.book.title.clone())
            .unwrap_or_default();
        if let Err(e) = std::fs::write(file, coverage::html(&cov, &title)) {
            return fail(&fr::cannot_write(file, &arbitre::fr::io::io_error(&e)));
        }
        out::note(&fr::page_written(&display_path(file)));
    }
    ExitCode::SUCCESS
}

/// `arbitre mdbook`: mdBook's preprocessor protocol.
fn mdbook(action: Option<&MdbookAction>) -> ExitCode {
    use arbitre::mdbook;
    match action {
        Some(MdbookAction::Supports { .. }) => ExitCode::SUCCESS,
        Some(MdbookAction::Install { book }) => {
            let book = book.clone().unwrap_or_else(|| PathBuf::from("."));
            match mdbook::install(&book) {
                Ok(files) => {
                    for f in files {
                        say(&fr::created(&display_path(&f)));
                    }
                    say(fr::ADD_TO_BOOK_TOML);
                    say(mdbook::BOOK_TOML.trim_end());
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            }
        }
        None => {
            let mut input = String::new();
            if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut input) {
                return fail(&fr::unreadable_input(&arbitre::fr::io::io_error(&e)));
            }
            let out = match mdbook::preprocess(&input) {
                Ok(o) => o,
                Err(e) => return fail(&e),
            };
            for d in &out.diagnostics {
                warn(d);
            }
            warn(&format!("arbitre : {}", out.summary_line()));
            if out.failed > 0 {
                return ExitCode::from(1);
            }
            let mut stdout = std::io::stdout().lock();
            if stdout.write_all(out.book.as_bytes()).is_err() {
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
    }
}

/// `arbitre diagram`: one position drawn to an SVG or PNG file (by its extension), or
/// to standard output for `-` (SVG, or PNG when `--dpi` is given).
/// Outer error: a bad command line (exit 2); inner: the file could not be written (exit 1).
fn draw_diagram(start: &Start, out: &Path, dpi: Option<u32>) -> Result<Result<(), String>, String> {
    let to_stdout = out == Path::new("-");
    let png = match out.extension().and_then(|e| e.to_str()) {
        _ if to_stdout => dpi.is_some(),
        Some("svg") => false,
        Some("png") => true,
        _ => return Err(fr::bad_extension(out)),
    };
    let game = start.setup()?;
    let boards = arbitre::diagram::boards_of(&game);
    let svg = arbitre::diagram::compose(&boards, "diagramme", fr::DIAGRAM_TITLE);
    let bytes = if png {
        arbitre::diagram::svg_to_png(&svg, dpi.unwrap_or(96))
            .map_err(|f| arbitre::fr::drawing::png_fault(&f))?
    } else {
        svg.into_bytes()
    };
    if to_stdout {
        // a reader that went away is not an error of ours
        let _ = std::io::stdout().lock().write_all(&bytes);
        return Ok(Ok(()));
    }
    Ok(std::fs::write(out, bytes)
        .map_err(|e| fr::cannot_write(out, &arbitre::fr::io::io_error(&e))))
}

fn finish(result: Result<site::Report, site::SiteError>, build: bool) -> ExitCode {
    match result {
        Ok(report) => {
            let mut text = Vec::new();
            let _ = report::write_diagnostics(&report, &mut text);
            if !text.is_empty() {
                let text = String::from_utf8_lossy(&text);
                let _ = write!(anstream::stderr().lock(), "{}", out::paint(&text));
            }
            if build && let Some(out) = &report.output {
                out::note(&fr::site_written(&display_path(out)));
            }
            say(&report::summary_line(&report));
            if report.ok() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(e) => fail(&e),
    }
}

fn display_path(p: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| p.strip_prefix(cwd).ok().map(|r| r.display().to_string()))
        .unwrap_or_else(|| p.display().to_string())
}
