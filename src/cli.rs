//! The command line's shape (binary only): the commands, their arguments and the global
//! flags, as clap derives them; `cli_fr` lays the help out in French.
use std::path::PathBuf;

use arbitre::fr::cli as fr;
use arbitre::fr::records as records_fr;
use clap::{ArgAction, Args, Parser, Subcommand, ValueEnum};

use crate::cli_fr;

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
pub struct Cli {
    /// None: bare `arbitre` prints the help, as cargo does.
    #[command(subcommand)]
    pub command: Option<Command>,
    #[arg(short = 'q', long, global = true, help = fr::QUIET, conflicts_with = "verbose")]
    pub quiet: bool,
    #[arg(short = 'v', long, global = true, help = fr::VERBOSE)]
    pub verbose: bool,
    #[arg(short = 'h', long = "help", action = ArgAction::Help, global = true, help = fr::HELP_FLAG)]
    help: Option<bool>,
    #[arg(short = 'V', long = "version", action = ArgAction::Version, help = fr::VERSION_FLAG)]
    version: Option<bool>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Board {
    #[value(name = "A")]
    A,
    #[value(name = "B")]
    B,
}

#[derive(Subcommand)]
pub enum MdbookAction {
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

/// Where `moves`, `perft` and `diagram` start: the arguments they share.
#[derive(Args)]
pub struct StartArgs {
    #[arg(help = fr::GAME)]
    #[arg(long, value_name = "JEU")]
    pub game: String,
    #[arg(help = fr::POSITION)]
    #[arg(long, value_name = "POSITION", required_unless_present = "record")]
    pub position: Option<String>,
    #[arg(help = fr::MOVES_FIRST)]
    #[arg(long, value_name = "COUPS")]
    pub moves: Option<String>,
    #[arg(help = records_fr::RECORD)]
    #[arg(long, value_name = "FICHIER", conflicts_with = "position")]
    pub record: Option<String>,
    #[arg(help = records_fr::RULES)]
    #[arg(long, value_name = "RÉGLAGES")]
    pub rules: Option<String>,
    #[arg(help = fr::LETTERS)]
    #[arg(long, value_name = "LETTRES", default_value = "en",
          hide_default_value = true, hide_possible_values = true,
          value_parser = clap::builder::PossibleValuesParser::new(arbitre::notation::Letters::IDS))]
    pub letters: String,
}

#[derive(Subcommand)]
pub enum Command {
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
        // `-o` is the contract's; `-d/--dest-dir` is mdBook's spelling
        #[arg(help = fr::DEST_DIR)]
        #[arg(short = 'o', long = "out", value_name = "DOSSIER")]
        #[arg(short_alias = 'd', alias = "dest-dir")]
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
        // `-o/--out` is every command's output flag, the one the help shows; `--html`,
        // the contract's first spelling, still works (a hidden alias)
        #[arg(help = fr::COVERAGE_HTML)]
        #[arg(short = 'o', long = "out", value_name = "FICHIER")]
        #[arg(alias = "html")]
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
        #[arg(help = fr::SERVE_HOSTNAME)]
        #[arg(
            short = 'n',
            long = "hostname",
            value_name = "ADRESSE",
            default_value = "127.0.0.1",
            hide_default_value = true
        )]
        hostname: String,
        #[arg(help = fr::SERVE_OPEN)]
        #[arg(long)]
        open: bool,
    },
    #[command(about = fr::MOVES)]
    Moves {
        #[command(flatten)]
        start: StartArgs,
    },
    #[command(about = fr::PERFT)]
    Perft {
        #[command(flatten)]
        start: StartArgs,
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
        #[command(flatten)]
        start: StartArgs,
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
    #[command(about = fr::COMPLETIONS)]
    Completions {
        #[arg(help = fr::COMPLETIONS_SHELL)]
        #[arg(value_name = "SHELL", value_enum, hide_possible_values = true)]
        shell: clap_complete::Shell,
    },
    #[command(about = fr::HELP)]
    Help {
        #[arg(help = fr::HELP_COMMAND)]
        #[arg(value_name = "COMMANDE")]
        command: Option<String>,
    },
}
