//! The command line only: parse, call the library, print, choose the exit code.
//! Exit codes: 0 success, 1 something wrong in the book (or an I/O error), 2 bad usage.
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{ArgAction, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use arbitre::site;

#[derive(Parser)]
#[command(
    name = "arbitre",
    version,
    about = "Guides de règles de jeu en français, dont chaque exemple est vérifié par un moteur de règles",
    disable_help_flag = true,
    disable_version_flag = true,
    disable_help_subcommand = true,
    subcommand_help_heading = "Commandes",
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

const HELP_TEMPLATE: &str = "{about-with-newline}\nUtilisation : {usage}\n\n{all-args}{after-help}";

/// The command line with French help headings on every command.
fn parse() -> Result<Cli, clap::Error> {
    let cmd = Cli::command()
        .help_template(HELP_TEMPLATE)
        .mut_subcommands(|s| s.help_template(HELP_TEMPLATE));
    let matches = cmd.try_get_matches()?;
    Cli::from_arg_matches(&matches)
}

#[derive(Clone, Copy, ValueEnum)]
enum Board {
    A,
    B,
}

#[derive(Subcommand)]
enum Command {
    /// Crée un nouveau livre (une page, un exemple, les gabarits par défaut)
    Init {
        /// Dossier du nouveau livre
        dir: PathBuf,
    },
    /// Vérifie chaque exemple, puis écrit le site
    Build {
        /// Dossier du livre (par défaut : le dossier courant)
        book: Option<PathBuf>,
        /// Dossier de sortie (par défaut : build-dir de book.toml, « book »)
        #[arg(short = 'o', long = "out")]
        out: Option<PathBuf>,
    },
    /// Vérifie les exemples, les liens internes et les ancres ; n'écrit rien
    Check {
        /// Dossier du livre (par défaut : le dossier courant)
        book: Option<PathBuf>,
    },
    /// Construit et sert le site sur 127.0.0.1 avec rechargement automatique
    Serve {
        /// Dossier du livre (par défaut : le dossier courant)
        book: Option<PathBuf>,
        /// Port local
        #[arg(short = 'p', long = "port", default_value_t = 3000)]
        port: u16,
    },
    /// Les coups légaux du ou des joueurs au trait, un par ligne, triés
    Moves {
        /// Identifiant du jeu (chess, chess4-teams, shogi4, bughouse…)
        #[arg(long)]
        game: String,
        /// Position de départ : « start » ou une chaîne de notation
        #[arg(long)]
        position: String,
        /// Coups joués d'abord, séparés par des espaces
        #[arg(long)]
        moves: Option<String>,
    },
    /// Compte les feuilles de l'arbre des coups à la profondeur donnée
    Perft {
        /// Identifiant du jeu (chess, chess4-teams, shogi4, bughouse…)
        #[arg(long)]
        game: String,
        /// Position de départ : « start » ou une chaîne de notation
        #[arg(long)]
        position: String,
        /// Coups joués d'abord, séparés par des espaces
        #[arg(long)]
        moves: Option<String>,
        /// Profondeur de l'arbre
        #[arg(long)]
        depth: u32,
        /// Bughouse : ne jouer que sur cet échiquier
        #[arg(long, value_enum, ignore_case = true)]
        board: Option<Board>,
    },
    /// Dessine un diagramme (SVG ou PNG)
    Diagram {
        /// Identifiant du jeu (chess, chess4-teams, shogi4, bughouse…)
        #[arg(long)]
        game: String,
        /// Position de départ : « start » ou une chaîne de notation
        #[arg(long)]
        position: String,
        /// Coups joués d'abord, séparés par des espaces
        #[arg(long)]
        moves: Option<String>,
        /// Fichier produit : .svg ou .png
        #[arg(short = 'o', long = "out")]
        out: PathBuf,
        /// Résolution du PNG
        #[arg(long)]
        dpi: Option<u32>,
    },
}

fn main() -> ExitCode {
    let cli = match parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                eprintln!(
                    "erreur: commande manquante : init, build, check, serve, moves, perft ou diagram (voir arbitre --help)"
                );
                return ExitCode::from(2);
            }
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("ligne de commande invalide");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            eprintln!("erreur: {first} (voir arbitre --help)");
            return ExitCode::from(2);
        }
    };
    // ↓ The lead swaps in the example checker here (e.g. arbitre::example::renderer()).
    let renderer = site::PlainRenderer;
    let pipeline = site::Pipeline::new(&renderer);
    let here = PathBuf::from(".");
    let book = |b: &Option<PathBuf>| b.clone().unwrap_or_else(|| here.clone());
    match &cli.command {
        Command::Init { dir } => match site::init::init(dir) {
            Ok(files) => {
                for f in files {
                    println!("créé : {}", dir.join(f).display());
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Command::Build { book: b, out } => {
            let result = site::build_with(&book(b), out.as_deref(), &pipeline);
            finish(result, true)
        }
        Command::Check { book: b } => finish(site::check_with(&book(b), &pipeline), false),
        Command::Serve { book: b, port } => match site::serve::serve(&book(b), *port, &pipeline) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(&e),
        },
        Command::Moves { .. } | Command::Perft { .. } | Command::Diagram { .. } => {
            eprintln!("pas encore disponible");
            ExitCode::from(2)
        }
    }
}

fn fail(e: &dyn std::fmt::Display) -> ExitCode {
    eprintln!("erreur: {e}");
    ExitCode::from(1)
}

fn finish(result: Result<site::Report, site::SiteError>, build: bool) -> ExitCode {
    match result {
        Ok(report) => {
            for d in &report.diagnostics {
                eprintln!("{d}");
            }
            for p in &report.problems {
                eprintln!("{p}");
            }
            if build && let Some(out) = &report.output {
                eprintln!("site écrit dans {}", display_path(out));
            }
            println!("{}", report.summary_line());
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
