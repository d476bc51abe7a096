//! The command line in French: every help text of `arbitre --help` and its commands, the
//! help page layouts, the refusals of a bad command line ([`CliFault`], sorted from clap's
//! error kinds by the binary, never from clap's English text) and the lines the commands
//! print.
use std::path::Path;

pub const ABOUT: &str =
    "Guides de règles de jeu en français, dont chaque exemple est vérifié par un moteur de règles";
pub const HELP_FLAG: &str = "Affiche l'aide";
pub const VERSION_FLAG: &str = "Affiche la version";

pub const INIT: &str = "Crée un nouveau livre : book.toml, une page avec un exemple vérifié";
pub const INIT_DIR: &str = "Dossier du nouveau livre";
pub const BUILD: &str = "Vérifie chaque exemple, puis écrit le site";
pub const BOOK_DIR: &str = "Dossier du livre (par défaut : le dossier courant)";
pub const CHECK: &str = "Vérifie les exemples, les liens internes et les ancres ; n'écrit rien";
pub const CHECK_BLESS: &str =
    "Réécrit chaque affirmation fausse avec la réponse du moteur et remplit les `expect: {}`";
pub const COVERAGE: &str =
    "Ce que les exemples exercent, jeu par jeu (réglages, fins, événements, refus, affirmations)";
pub const COVERAGE_HTML: &str = "Écrit aussi le tableau dans une page HTML autonome (« - » : sur la sortie standard, à la place du tableau) ; aussi --html";
pub const MDBOOK: &str =
    "Préprocesseur mdBook : vérifie et dessine les blocs ```position d'un livre mdBook";
pub const MDBOOK_SUPPORTS: &str =
    "Répond à mdBook : ce moteur de rendu est-il pris en charge ? (toujours oui)";
pub const MDBOOK_RENDERER: &str = "Nom du moteur de rendu (html, markdown…)";
pub const MDBOOK_INSTALL: &str =
    "Écrit à la racine du livre mdBook la feuille de style et le script des diagrammes";
pub const MDBOOK_BOOK: &str = "Dossier du livre mdBook (par défaut : le dossier courant)";
pub const SERVE: &str = "Construit et sert le site sur 127.0.0.1 avec rechargement automatique";
pub const SERVE_PORT: &str = "Port local (par défaut : 3000)";
pub const MOVES: &str = "Les coups légaux du ou des joueurs au trait, un par ligne, triés";
pub const GAME: &str = "Identifiant du jeu (chess, chess4-teams, shogi4, bughouse…)";
pub const POSITION: &str = "Position de départ : « start » ou une chaîne de notation";
pub const MOVES_FIRST: &str = "Coups joués d'abord, séparés par des espaces";
pub const LETTERS: &str = "Lettres des pièces dans les coups lus et écrits : en (K Q R B N, par défaut) ou fr (R D T F C : roi, dame, tour, fou, cavalier)";
pub const PERFT: &str = "Compte les feuilles de l'arbre des coups à la profondeur donnée";
pub const PERFT_DEPTH: &str = "Profondeur de l'arbre";
pub const PERFT_BOARD: &str = "Bughouse : ne jouer que sur cet échiquier (A ou B)";
pub const DIAGRAM: &str = "Dessine un diagramme (SVG ou PNG)";
pub const DIAGRAM_OUT: &str =
    "Fichier produit : .svg ou .png ; « - » écrit sur la sortie standard (SVG, ou PNG avec --dpi)";
pub const DIAGRAM_DPI: &str = "Résolution du PNG, en points par pouce (par défaut : 96)";
pub const HELP: &str = "Affiche l'aide générale, ou celle d'une commande";
pub const QUIET: &str = "N'affiche que les erreurs et le bilan (ni barre de progression, ni notes)";
pub const VERBOSE: &str = "Affiche aussi le temps de chaque étape de la construction";
pub const COMPLETIONS: &str = "Écrit le script de complétion d'un shell sur la sortie standard";
pub const COMPLETIONS_SHELL: &str = "Le shell : bash, zsh, fish, elvish ou powershell";
pub const SERVE_HOSTNAME: &str = "Adresse d'écoute (par défaut : 127.0.0.1)";
pub const SERVE_OPEN: &str = "Ouvre le site dans le navigateur une fois construit";
pub const DEST_DIR: &str = "Dossier de sortie (par défaut : build-dir de book.toml, « book ») ; aussi -d, --dest-dir, comme mdBook";
/// The spinner's words while `build` runs on a terminal.
pub const BUILDING: &str = "construction du livre…";
pub const CHECKING_BOOK: &str = "vérification du livre…";
/// The progress bar's stages: the pages rendered (and their examples checked), then
/// laid out and written; `PAGES` follows the count.
pub const CHECKING: &str = "vérification des exemples";
pub const LAYING_OUT: &str = "mise en page";
pub const PAGES: &str = "pages";

/// The progress bar's message while pages are rendered: the examples checked so far.
pub fn examples_checked(n: usize) -> String {
    if n == 1 {
        "1 exemple vérifié".into()
    } else {
        format!("{n} exemples vérifiés")
    }
}

/// The help of `--game`: every preset, from the registry.
pub fn game_help(presets: &[&str]) -> String {
    format!("Identifiant du jeu : {}", presets.join(", "))
}

/// `replay --game`: the same list, and what is read when it is absent.
pub fn replay_game_help(presets: &[&str]) -> String {
    format!(
        "{} (par défaut : celui que disent les balises du relevé)",
        game_help(presets)
    )
}

/// One example per command, shown at the end of its help page.
pub fn example_of(command: &str) -> Option<&'static str> {
    Some(match command {
        "init" => "Exemple :\n  arbitre init mon-guide && cd mon-guide && arbitre serve --open",
        "build" => "Exemple :\n  arbitre build -o /tmp/site",
        "check" => "Exemples :\n  arbitre check\n  arbitre check --bless",
        "serve" => "Exemple :\n  arbitre serve --open -p 8000",
        "moves" => "Exemple :\n  arbitre moves --game chess --position start --moves \"e4 e5\"",
        "perft" => "Exemple :\n  arbitre perft --game chess4-teams --position start --depth 2",
        "diagram" => "Exemple :\n  arbitre diagram --game shogi4 --position start -o depart.svg",
        "replay" => "Exemple :\n  arbitre replay partie.pgn",
        "coverage" => "Exemple :\n  arbitre coverage -o couverture.html",
        "completions" => {
            "Exemple :\n  arbitre completions bash > ~/.local/share/bash-completion/completions/arbitre"
        }
        "mdbook" => "Exemple :\n  arbitre mdbook install",
        "help" => "Exemple :\n  arbitre help build",
        _ => return None,
    })
}

/// What a new author does after `arbitre init DIR`.
pub fn next_steps(dir: &str) -> String {
    format!(
        "\nEnsuite :\n  cd {dir}\n  arbitre serve --open   # le site en direct, reconstruit à chaque sauvegarde\n  \
         # écrivez dans content/index.md ; chaque bloc ```position est vérifié par le moteur\n  \
         arbitre build          # le site dans {dir}/book/"
    )
}

/// `serve --open` could not start a browser.
pub fn cannot_open(url: &str, why: &str) -> String {
    format!("attention : impossible d'ouvrir {url} dans le navigateur ({why})")
}

/// `arbitre moves` in a finished game: nothing to list, and why.
pub fn game_over(how: &str) -> String {
    format!("aucun coup légal : la partie est terminée ({how})")
}
pub const HELP_COMMAND: &str = "La commande à expliquer";

/// The title of a diagram drawn by `arbitre diagram`.
pub const DIAGRAM_TITLE: &str = "Diagramme";

/// Help page layouts: a command with subcommands, with positional arguments, or with
/// options only.
pub const TEMPLATE_COMMANDS: &str = "{about-with-newline}\nUtilisation : {usage}\n\nCommandes :\n{subcommands}\n\nOptions :\n{options}{after-help}\n";
pub const TEMPLATE_ARGUMENTS: &str = "{about-with-newline}\nUtilisation : {usage}\n\nArguments :\n{positionals}\n\nOptions :\n{options}{after-help}\n";
pub const TEMPLATE_OPTIONS: &str =
    "{about-with-newline}\nUtilisation : {usage}\n\nOptions :\n{options}{after-help}\n";

/// Why one of our value parsers refused a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumberFault {
    NotANumber,
    OutOfRange { min: u64, max: u64 },
}

pub fn number_fault(f: &NumberFault) -> String {
    match f {
        NumberFault::NotANumber => "nombre entier attendu".to_string(),
        NumberFault::OutOfRange { min, max } => format!("nombre de {min} à {max} attendu"),
    }
}

/// What is wrong with a command line (`arg`: the flag as the help writes it,
/// `--depth <PROFONDEUR>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CliFault {
    UnknownCommand {
        name: String,
        commands: Vec<String>,
    },
    UnknownOption {
        arg: String,
    },
    ExtraArgument {
        arg: String,
    },
    MissingValue {
        arg: String,
    },
    NotAllowed {
        arg: String,
        value: String,
        valid: Vec<String>,
    },
    /// A value one of our parsers refused (`why`), or another parser (no reason of ours).
    Refused {
        arg: String,
        value: String,
        why: Option<NumberFault>,
    },
    MissingArguments {
        args: Vec<String>,
    },
    Twice {
        arg: String,
    },
    Conflict {
        arg: String,
        prior: String,
    },
    ExtraValue {
        arg: String,
        value: String,
    },
    WrongCount {
        arg: String,
    },
    MissingCommand {
        commands: Vec<String>,
    },
    NotUtf8,
    Other,
}

fn fault(f: &CliFault) -> String {
    match f {
        CliFault::UnknownCommand { name, commands } => {
            format!(
                "commande inconnue « {name} » (commandes : {})",
                commands.join(", ")
            )
        }
        CliFault::UnknownOption { arg } => format!("option inconnue « {arg} »"),
        CliFault::ExtraArgument { arg } => format!("argument en trop « {arg} »"),
        CliFault::MissingValue { arg } => format!("{arg} attend une valeur"),
        CliFault::NotAllowed { arg, value, valid } => {
            let mut m = format!("valeur invalide « {value} » pour {arg}");
            if !valid.is_empty() {
                m.push_str(&format!(" (valeurs permises : {})", valid.join(", ")));
            }
            m
        }
        CliFault::Refused { arg, value, why } => {
            let why = why
                .as_ref()
                .map_or("valeur non reconnue".to_string(), number_fault);
            format!("valeur invalide « {value} » pour {arg} : {why}")
        }
        CliFault::MissingArguments { args } if args.len() > 1 => {
            format!("arguments obligatoires manquants : {}", args.join(", "))
        }
        CliFault::MissingArguments { args } => {
            format!("argument obligatoire manquant : {}", args.join(""))
        }
        CliFault::Twice { arg } => format!("{arg} ne peut être donné qu'une fois"),
        CliFault::Conflict { arg, prior } => format!("{arg} ne va pas avec {prior}"),
        CliFault::ExtraValue { arg, value } => format!("valeur en trop « {value} » pour {arg}"),
        CliFault::WrongCount { arg } => format!("nombre de valeurs incorrect pour {arg}"),
        CliFault::MissingCommand { commands } => {
            format!("commande manquante : {}", commands.join(", "))
        }
        CliFault::NotUtf8 => "argument illisible : UTF-8 attendu".to_string(),
        CliFault::Other => "ligne de commande invalide".to_string(),
    }
}

/// The one line of a refused command line: the fault, the nearest words if any, and the
/// help page to read (`arbitre moves --help`).
pub fn usage_error(f: &CliFault, suggested: &[String], help: &str) -> String {
    let mut msg = fault(f);
    if !suggested.is_empty() {
        let quoted: Vec<String> = suggested.iter().map(|s| format!("« {s} »")).collect();
        msg.push_str(&format!(" ; vouliez-vous dire {} ?", quoted.join(", ")));
    }
    format!("{msg} (voir {help})")
}

/// A file a command wrote (`init`, `mdbook install`).
pub fn created(path: &str) -> String {
    format!("créé : {path}")
}

/// What `arbitre mdbook install` asks the author to add by hand.
pub const ADD_TO_BOOK_TOML: &str = "À ajouter à book.toml :";

/// The standalone page `arbitre coverage --html` wrote.
pub fn page_written(path: &str) -> String {
    format!("page écrite : {path}")
}

/// Where `arbitre build` wrote the site.
pub fn site_written(path: &str) -> String {
    format!("site écrit dans {path}")
}

/// A file that could not be written (`why`: the I/O error in French).
pub fn cannot_write(path: &Path, why: &str) -> String {
    format!("{} : écriture impossible ({why})", path.display())
}

/// mdBook's input on stdin could not be read.
pub fn unreadable_input(why: &str) -> String {
    format!("entrée illisible ({why})")
}

/// `arbitre diagram -o x.gif`.
pub fn bad_extension(path: &Path) -> String {
    format!(
        "{} : l'extension doit être .svg ou .png (ou « - » pour la sortie standard)",
        path.display()
    )
}
