//! The command line only: parse, call the library, print, choose the exit code.
//! Exit codes: 0 success, 1 something wrong in the book (or an I/O error), 2 bad usage.
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{ArgAction, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use arbitre::commands;
use arbitre::fr::cli as fr;
use arbitre::fr::records as records_fr;
use arbitre::{report, site};

mod cli_fr;

// Page rendering allocates many small strings on two threads at once: mimalloc's
// per-thread heaps beat glibc's malloc there (see README « Mesures »).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "arbitre",
    version,
    about = fr::ABOUT,
    disable_help_flag = true,
    disable_version_flag = true,
    disable_help_subcommand = true,
    subcommand_value_name = "COMMANDE"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[arg(short = 'h', long = "help", action = ArgAction::Help, global = true, help = fr::HELP_FLAG)]
    help: Option<bool>,
    #[arg(short = 'V', long = "version", action = ArgAction::Version, help = fr::VERSION_FLAG)]
    version: Option<bool>,
}

/// The command line with French help pages on every command.
fn command() -> clap::Command {
    cli_fr::frenchify(Cli::command())
}

fn parse() -> Result<Cli, clap::Error> {
    let matches = command().try_get_matches()?;
    Cli::from_arg_matches(&matches)
}

#[derive(Clone, Copy, ValueEnum)]
enum Board {
    #[value(name = "A")]
    A,
    #[value(name = "B")]
    B,
}

#[derive(Subcommand)]
enum MdbookAction {
    #[command(about = fr::MDBOOK_SUPPORTS)]
    Supports {
        #[arg(help = fr::MDBOOK_RENDERER)]
        #[arg(value_name = "RENDU")]
        renderer: String,
    },
    #[command(about = fr::MDBOOK_INSTALL)]
    Install {
        #[arg(help = fr::MDBOOK_BOOK)]
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum Command {
    #[command(about = fr::INIT)]
    Init {
        #[arg(help = fr::INIT_DIR)]
        #[arg(value_name = "DOSSIER")]
        dir: PathBuf,
    },
    #[command(about = fr::BUILD)]
    Build {
        #[arg(help = fr::BOOK_DIR)]
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        #[arg(help = fr::BUILD_OUT)]
        #[arg(short = 'o', long = "out", value_name = "DOSSIER")]
        out: Option<PathBuf>,
    },
    #[command(about = fr::CHECK)]
    Check {
        #[arg(help = fr::BOOK_DIR)]
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        #[arg(help = fr::CHECK_BLESS)]
        #[arg(long)]
        bless: bool,
    },
    #[command(about = fr::COVERAGE)]
    Coverage {
        #[arg(help = fr::BOOK_DIR)]
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        #[arg(help = fr::COVERAGE_HTML)]
        #[arg(long, value_name = "FICHIER")]
        html: Option<PathBuf>,
    },
    #[command(about = fr::MDBOOK)]
    #[command(
        subcommand_help_heading = "Commandes",
        subcommand_value_name = "COMMANDE"
    )]
    Mdbook {
        #[command(subcommand)]
        action: Option<MdbookAction>,
    },
    #[command(about = fr::SERVE)]
    Serve {
        #[arg(help = fr::BOOK_DIR)]
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        #[arg(help = fr::SERVE_PORT)]
        #[arg(short = 'p', long = "port", value_name = "PORT", default_value = "3000",
              hide_default_value = true, value_parser = cli_fr::number::<u16>(0, 65535))]
        port: u16,
    },
    #[command(about = fr::MOVES)]
    Moves {
        #[arg(help = fr::GAME)]
        #[arg(long, value_name = "JEU")]
        game: String,
        #[arg(help = fr::POSITION)]
        #[arg(long, value_name = "POSITION", required_unless_present = "record")]
        position: Option<String>,
        #[arg(help = fr::MOVES_FIRST)]
        #[arg(long, value_name = "COUPS")]
        moves: Option<String>,
        #[arg(help = records_fr::RECORD)]
        #[arg(long, value_name = "FICHIER", conflicts_with = "position")]
        record: Option<String>,
        #[arg(help = records_fr::RULES)]
        #[arg(long, value_name = "RÉGLAGES")]
        rules: Option<String>,
    },
    #[command(about = fr::PERFT)]
    Perft {
        #[arg(help = fr::GAME)]
        #[arg(long, value_name = "JEU")]
        game: String,
        #[arg(help = fr::POSITION)]
        #[arg(long, value_name = "POSITION", required_unless_present = "record")]
        position: Option<String>,
        #[arg(help = fr::MOVES_FIRST)]
        #[arg(long, value_name = "COUPS")]
        moves: Option<String>,
        #[arg(help = records_fr::RECORD)]
        #[arg(long, value_name = "FICHIER", conflicts_with = "position")]
        record: Option<String>,
        #[arg(help = records_fr::RULES)]
        #[arg(long, value_name = "RÉGLAGES")]
        rules: Option<String>,
        #[arg(help = fr::PERFT_DEPTH)]
        #[arg(long, value_name = "PROFONDEUR",
              value_parser = cli_fr::number::<u32>(0, u64::from(u32::MAX)))]
        depth: u32,
        #[arg(help = fr::PERFT_BOARD)]
        #[arg(
            long,
            value_enum,
            ignore_case = true,
            value_name = "ÉCHIQUIER",
            hide_possible_values = true
        )]
        board: Option<Board>,
    },
    #[command(about = fr::DIAGRAM)]
    Diagram {
        #[arg(help = fr::GAME)]
        #[arg(long, value_name = "JEU")]
        game: String,
        #[arg(help = fr::POSITION)]
        #[arg(long, value_name = "POSITION", required_unless_present = "record")]
        position: Option<String>,
        #[arg(help = fr::MOVES_FIRST)]
        #[arg(long, value_name = "COUPS")]
        moves: Option<String>,
        #[arg(help = records_fr::RECORD)]
        #[arg(long, value_name = "FICHIER", conflicts_with = "position")]
        record: Option<String>,
        #[arg(help = records_fr::RULES)]
        #[arg(long, value_name = "RÉGLAGES")]
        rules: Option<String>,
        #[arg(help = fr::DIAGRAM_OUT)]
        #[arg(short = 'o', long = "out", value_name = "FICHIER")]
        out: PathBuf,
        #[arg(help = fr::DIAGRAM_DPI)]
        #[arg(long, value_name = "DPI", value_parser = cli_fr::number::<u32>(1, 2400))]
        dpi: Option<u32>,
    },
    #[command(about = records_fr::REPLAY)]
    Replay {
        #[arg(help = records_fr::REPLAY_FILE)]
        #[arg(value_name = "FICHIER")]
        file: String,
        #[arg(help = records_fr::REPLAY_GAME)]
        #[arg(long, value_name = "JEU")]
        game: Option<String>,
        #[arg(help = records_fr::RULES)]
        #[arg(long, value_name = "RÉGLAGES")]
        rules: Option<String>,
        #[arg(help = records_fr::REPLAY_SELECT)]
        #[arg(long, value_name = "PARTIE")]
        select: Option<String>,
    },
    #[command(about = fr::HELP)]
    Help {
        #[arg(help = fr::HELP_COMMAND)]
        #[arg(value_name = "COMMANDE")]
        command: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = match parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(&e),
    };
    // `check` writes nothing, so it renders no PNG.
    let renderer = match &cli.command {
        Command::Check { .. } => site::ExampleRenderer { png_dpi: None },
        _ => site::ExampleRenderer::default(),
    };
    let pipeline = site::Pipeline::new(&renderer);
    let here = PathBuf::from(".");
    let book = |b: &Option<PathBuf>| b.clone().unwrap_or_else(|| here.clone());
    match &cli.command {
        Command::Init { dir } => run_init(dir),
        Command::Build { book: b, out } => {
            let result = site::build_with(&book(b), out.as_deref(), &pipeline);
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
            finish(site::check_with(&book(b), &pipeline), false)
        }
        Command::Coverage { book: b, html } => coverage(&book(b), html.as_deref()),
        Command::Mdbook { action } => mdbook(action.as_ref()),
        Command::Serve { book: b, port } => match arbitre::serve::serve(&book(b), *port, &pipeline)
        {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(&e),
        },
        Command::Moves {
            game,
            position,
            moves,
            record,
            rules,
        } => run_moves(&Start::of(game, position, record, rules, moves)),
        Command::Perft {
            game,
            position,
            moves,
            depth,
            board,
            record,
            rules,
        } => run_perft(
            &Start::of(game, position, record, rules, moves),
            *depth,
            *board,
        ),
        Command::Diagram {
            game,
            position,
            moves,
            out,
            dpi,
            record,
            rules,
        } => match draw_diagram(&Start::of(game, position, record, rules, moves), out, *dpi) {
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
        Command::Help { command } => run_help(command.as_deref()),
    }
}

/// Where `moves`, `perft` and `diagram` start: the arguments they share.
struct Start<'a> {
    game: &'a str,
    position: Option<&'a str>,
    record: Option<&'a str>,
    rules: Option<&'a str>,
    moves: &'a str,
}

impl<'a> Start<'a> {
    fn of(
        game: &'a str,
        position: &'a Option<String>,
        record: &'a Option<String>,
        rules: &'a Option<String>,
        moves: &'a Option<String>,
    ) -> Start<'a> {
        Start {
            game,
            position: position.as_deref(),
            record: record.as_deref(),
            rules: rules.as_deref(),
            moves: moves.as_deref().unwrap_or(""),
        }
    }

    fn setup(&self) -> Result<arbitre::rules::AnyGame, String> {
        commands::setup_game_with(
            self.game,
            self.position,
            self.record,
            self.rules,
            self.moves,
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
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

fn run_moves(start: &Start) -> ExitCode {
    match start.setup().map(|g| commands::moves_of(&g)) {
        Ok(list) => {
            for m in list {
                say(&m);
            }
            ExitCode::SUCCESS
        }
        Err(e) => usage(&e),
    }
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
        warn(&fr::page_written(&display_path(file)));
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

/// `arbitre diagram`: one position drawn to an SVG or PNG file (by its extension).
/// Outer error: a bad command line (exit 2); inner: the file could not be written (exit 1).
fn draw_diagram(start: &Start, out: &Path, dpi: Option<u32>) -> Result<Result<(), String>, String> {
    let game = start.setup()?;
    let boards = arbitre::diagram::boards_of(&game);
    let svg = arbitre::diagram::compose(&boards, "diagramme", fr::DIAGRAM_TITLE);
    let bytes = match out.extension().and_then(|e| e.to_str()) {
        Some("svg") => svg.into_bytes(),
        Some("png") => arbitre::diagram::svg_to_png(&svg, dpi.unwrap_or(96))
            .map_err(|f| arbitre::fr::drawing::png_fault(&f))?,
        _ => {
            return Err(fr::bad_extension(out));
        }
    };
    Ok(std::fs::write(out, bytes)
        .map_err(|e| fr::cannot_write(out, &arbitre::fr::io::io_error(&e))))
}

/// One line on stdout. A reader that went away (`arbitre moves … | head -1`) is not an
/// error of ours: the rest is dropped instead of panicking on the broken pipe.
fn say(line: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

/// One line on stderr, never a panic if it is closed.
fn warn(line: &dyn std::fmt::Display) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// A bad command line (unknown game, unreadable position, illegal move): one line, exit 2.
fn usage(e: &str) -> ExitCode {
    warn(&format!("erreur: {e}"));
    ExitCode::from(2)
}

fn fail(e: &dyn std::fmt::Display) -> ExitCode {
    warn(&format!("erreur: {e}"));
    ExitCode::from(1)
}

fn finish(result: Result<site::Report, site::SiteError>, build: bool) -> ExitCode {
    match result {
        Ok(report) => {
            let _ = report::write_diagnostics(&report, &mut std::io::stderr().lock());
            if build && let Some(out) = &report.output {
                warn(&fr::site_written(&display_path(out)));
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
