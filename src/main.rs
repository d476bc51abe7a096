//! The command line only: parse, call the library, print, choose the exit code.
//! Exit codes: 0 success, 1 something wrong in the book (or an I/O error), 2 bad usage.
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{ArgAction, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use arbitre::notation::commands;
use arbitre::site;

mod cli_fr;

#[derive(Parser)]
#[command(
    name = "arbitre",
    version,
    about = "Guides de règles de jeu en français, dont chaque exemple est vérifié par un moteur de règles",
    disable_help_flag = true,
    disable_version_flag = true,
    disable_help_subcommand = true,
    subcommand_value_name = "COMMANDE"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Affiche l'aide
    #[arg(short = 'h', long = "help", action = ArgAction::Help, global = true)]
    help: Option<bool>,
    /// Affiche la version
    #[arg(short = 'V', long = "version", action = ArgAction::Version)]
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
    /// Répond à mdBook : ce moteur de rendu est-il pris en charge ? (toujours oui)
    Supports {
        /// Nom du moteur de rendu (html, markdown…)
        #[arg(value_name = "RENDU")]
        renderer: String,
    },
    /// Écrit à la racine du livre mdBook la feuille de style et le script des diagrammes
    Install {
        /// Dossier du livre mdBook (par défaut : le dossier courant)
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum Command {
    /// Crée un nouveau livre (une page, un exemple, les gabarits par défaut)
    Init {
        /// Dossier du nouveau livre
        #[arg(value_name = "DOSSIER")]
        dir: PathBuf,
    },
    /// Vérifie chaque exemple, puis écrit le site
    Build {
        /// Dossier du livre (par défaut : le dossier courant)
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        /// Dossier de sortie (par défaut : build-dir de book.toml, « book »)
        #[arg(short = 'o', long = "out", value_name = "DOSSIER")]
        out: Option<PathBuf>,
    },
    /// Vérifie les exemples, les liens internes et les ancres ; n'écrit rien
    Check {
        /// Dossier du livre (par défaut : le dossier courant)
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        /// Réécrit chaque affirmation fausse avec la réponse du moteur et remplit les `expect: {}`
        #[arg(long)]
        bless: bool,
    },
    /// Ce que les exemples exercent, jeu par jeu (réglages, fins, événements, refus, affirmations)
    Coverage {
        /// Dossier du livre (par défaut : le dossier courant)
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        /// Écrit aussi le tableau dans une page HTML autonome
        #[arg(long, value_name = "FICHIER")]
        html: Option<PathBuf>,
    },
    /// Préprocesseur mdBook : vérifie et dessine les blocs ```position d'un livre mdBook
    #[command(
        subcommand_help_heading = "Commandes",
        subcommand_value_name = "COMMANDE"
    )]
    Mdbook {
        #[command(subcommand)]
        action: Option<MdbookAction>,
    },
    /// Construit et sert le site sur 127.0.0.1 avec rechargement automatique
    Serve {
        /// Dossier du livre (par défaut : le dossier courant)
        #[arg(value_name = "LIVRE")]
        book: Option<PathBuf>,
        /// Port local (par défaut : 3000)
        #[arg(short = 'p', long = "port", value_name = "PORT", default_value = "3000",
              hide_default_value = true, value_parser = cli_fr::number::<u16>(0, 65535))]
        port: u16,
    },
    /// Les coups légaux du ou des joueurs au trait, un par ligne, triés
    Moves {
        /// Identifiant du jeu (chess, chess4-teams, shogi4, bughouse…)
        #[arg(long, value_name = "JEU")]
        game: String,
        /// Position de départ : « start » ou une chaîne de notation
        #[arg(long, value_name = "POSITION")]
        position: String,
        /// Coups joués d'abord, séparés par des espaces
        #[arg(long, value_name = "COUPS")]
        moves: Option<String>,
    },
    /// Compte les feuilles de l'arbre des coups à la profondeur donnée
    Perft {
        /// Identifiant du jeu (chess, chess4-teams, shogi4, bughouse…)
        #[arg(long, value_name = "JEU")]
        game: String,
        /// Position de départ : « start » ou une chaîne de notation
        #[arg(long, value_name = "POSITION")]
        position: String,
        /// Coups joués d'abord, séparés par des espaces
        #[arg(long, value_name = "COUPS")]
        moves: Option<String>,
        /// Profondeur de l'arbre
        #[arg(long, value_name = "PROFONDEUR",
              value_parser = cli_fr::number::<u32>(0, u64::from(u32::MAX)))]
        depth: u32,
        /// Bughouse : ne jouer que sur cet échiquier (A ou B)
        #[arg(
            long,
            value_enum,
            ignore_case = true,
            value_name = "ÉCHIQUIER",
            hide_possible_values = true
        )]
        board: Option<Board>,
    },
    /// Dessine un diagramme (SVG ou PNG)
    Diagram {
        /// Identifiant du jeu (chess, chess4-teams, shogi4, bughouse…)
        #[arg(long, value_name = "JEU")]
        game: String,
        /// Position de départ : « start » ou une chaîne de notation
        #[arg(long, value_name = "POSITION")]
        position: String,
        /// Coups joués d'abord, séparés par des espaces
        #[arg(long, value_name = "COUPS")]
        moves: Option<String>,
        /// Fichier produit : .svg ou .png
        #[arg(short = 'o', long = "out", value_name = "FICHIER")]
        out: PathBuf,
        /// Résolution du PNG, en points par pouce (par défaut : 96)
        #[arg(long, value_name = "DPI", value_parser = cli_fr::number::<u32>(1, 2400))]
        dpi: Option<u32>,
    },
    /// Affiche l'aide générale, ou celle d'une commande
    Help {
        /// La commande à expliquer
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
                            warn(p);
                        }
                    }
                    Err(e) => return fail(&e),
                }
            }
            finish(site::check_with(&book(b), &pipeline), false)
        }
        Command::Coverage { book: b, html } => coverage(&book(b), html.as_deref()),
        Command::Mdbook { action } => mdbook(action.as_ref()),
        Command::Serve { book: b, port } => match site::serve::serve(&book(b), *port, &pipeline) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(&e),
        },
        Command::Moves {
            game,
            position,
            moves,
        } => run_moves(game, position, moves.as_deref().unwrap_or("")),
        Command::Perft {
            game,
            position,
            moves,
            depth,
            board,
        } => run_perft(
            game,
            position,
            moves.as_deref().unwrap_or(""),
            *depth,
            *board,
        ),
        Command::Diagram {
            game,
            position,
            moves,
            out,
            dpi,
        } => match draw_diagram(game, position, moves.as_deref().unwrap_or(""), out, *dpi) {
            Ok(Ok(())) => ExitCode::SUCCESS,
            Ok(Err(io)) => fail(&io),
            Err(e) => usage(&e),
        },
        Command::Help { command } => run_help(command.as_deref()),
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
    warn(&format!(
        "erreur: {} (voir {help})",
        cli_fr::message(e, &names, &flags)
    ));
    ExitCode::from(2)
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
            let hint = arbitre_suggest(name, &names)
                .map(|s| format!(" ; vouliez-vous dire « {s} » ?"))
                .unwrap_or_default();
            usage(&format!(
                "commande inconnue « {name} » (commandes : {}){hint} (voir arbitre --help)",
                names.join(", ")
            ))
        }
    }
}

/// The closest of `known` to a mistyped word, if close enough.
fn arbitre_suggest<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    arbitre::example::schema::suggest(word, known)
}

fn run_init(dir: &Path) -> ExitCode {
    match site::init::init(dir) {
        Ok(files) => {
            for f in files {
                say(&format!("créé : {}", dir.join(f).display()));
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

fn run_moves(game: &str, position: &str, moves: &str) -> ExitCode {
    match commands::run_moves_command(game, position, moves) {
        Ok(list) => {
            for m in list {
                say(&m);
            }
            ExitCode::SUCCESS
        }
        Err(e) => usage(&e),
    }
}

fn run_perft(
    game: &str,
    position: &str,
    moves: &str,
    depth: u32,
    board: Option<Board>,
) -> ExitCode {
    let board = board.map(|b| match b {
        Board::A => 'A',
        Board::B => 'B',
    });
    match commands::run_perft_command(game, position, moves, depth, board) {
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
            return fail(&e);
        }
        let title = site::BookConfig::load(book)
            .map(|c| c.book.title.clone())
            .unwrap_or_default();
        if let Err(e) = std::fs::write(file, coverage::html(&cov, &title)) {
            return fail(&format!(
                "{} : écriture impossible ({})",
                file.display(),
                site::config::io_fr(&e)
            ));
        }
        warn(&format!("page écrite : {}", display_path(file)));
    }
    ExitCode::SUCCESS
}

/// `arbitre mdbook`: mdBook's preprocessor protocol.
fn mdbook(action: Option<&MdbookAction>) -> ExitCode {
    use arbitre::authoring::mdbook;
    match action {
        Some(MdbookAction::Supports { .. }) => ExitCode::SUCCESS,
        Some(MdbookAction::Install { book }) => {
            let book = book.clone().unwrap_or_else(|| PathBuf::from("."));
            match mdbook::install(&book) {
                Ok(files) => {
                    for f in files {
                        say(&format!("créé : {}", display_path(&f)));
                    }
                    say("À ajouter à book.toml :");
                    say(mdbook::BOOK_TOML.trim_end());
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            }
        }
        None => {
            let mut input = String::new();
            if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut input) {
                return fail(&format!("entrée illisible ({})", site::config::io_fr(&e)));
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
fn draw_diagram(
    game: &str,
    position: &str,
    moves: &str,
    out: &Path,
    dpi: Option<u32>,
) -> Result<Result<(), String>, String> {
    let game = commands::setup_game(game, position, moves)?;
    let boards = arbitre::diagram::boards_of(&game);
    let svg = arbitre::diagram::compose(&boards, "diagramme", "Diagramme");
    let bytes = match out.extension().and_then(|e| e.to_str()) {
        Some("svg") => svg.into_bytes(),
        Some("png") => arbitre::diagram::svg_to_png(&svg, dpi.unwrap_or(96))?,
        _ => {
            return Err(format!(
                "{} : l'extension doit être .svg ou .png",
                out.display()
            ));
        }
    };
    Ok(std::fs::write(out, bytes).map_err(|e| {
        format!(
            "{} : écriture impossible ({})",
            out.display(),
            site::config::io_fr(&e)
        )
    }))
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
            let _ = report.write_diagnostics(&mut std::io::stderr().lock());
            if build && let Some(out) = &report.output {
                warn(&format!("site écrit dans {}", display_path(out)));
            }
            say(&report.summary_line());
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
