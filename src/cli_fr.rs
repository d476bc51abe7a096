//! clap in French (binary only): help pages laid out by our own templates and usage
//! lines, and every clap error turned into one French line from its kind and context,
//! never from clap's English text.
use clap::Command;
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The help of the main command: commands first, then the options.
const ROOT_TEMPLATE: &str = "{about-with-newline}\nUtilisation : {usage}\n\nCommandes :\n{subcommands}\n\nOptions :\n{options}{after-help}\n";

/// French help templates and usage lines on the command and all its subcommands.
pub fn frenchify(cmd: Command) -> Command {
    let usage = usage_of(&cmd, "");
    cmd.help_template(ROOT_TEMPLATE)
        .override_usage(usage)
        .mut_subcommands(|s| frenchify_sub(s, "arbitre "))
}

/// A subcommand's help (and, one level down, its own subcommands': `arbitre mdbook
/// supports`).
fn frenchify_sub(s: Command, prefix: &str) -> Command {
    let usage = usage_of(&s, prefix);
    let template = if s.has_subcommands() {
        "{about-with-newline}\nUtilisation : {usage}\n\nCommandes :\n{subcommands}\n\nOptions :\n{options}{after-help}\n"
    } else if s.get_positionals().next().is_some() {
        "{about-with-newline}\nUtilisation : {usage}\n\nArguments :\n{positionals}\n\nOptions :\n{options}{after-help}\n"
    } else {
        "{about-with-newline}\nUtilisation : {usage}\n\nOptions :\n{options}{after-help}\n"
    };
    let nested = format!("{prefix}{} ", s.get_name());
    s.help_template(template)
        .override_usage(usage)
        .mut_subcommands(move |sub| frenchify_sub(sub, &nested))
}

/// `arbitre moves --game <JEU> --position <POSITION> [--moves <COUPS>]`: required
/// arguments as they are, optional ones in brackets (clap would write `[OPTIONS]`).
fn usage_of(cmd: &Command, prefix: &str) -> String {
    let mut parts = vec![format!("{prefix}{}", cmd.get_name())];
    if cmd.has_subcommands() {
        parts.push(if cmd.is_subcommand_required_set() {
            "<COMMANDE>".to_string()
        } else {
            "[COMMANDE]".to_string()
        });
    }
    for arg in cmd.get_arguments() {
        if arg.is_hide_set() || arg.get_id() == "help" || arg.get_id() == "version" {
            continue;
        }
        let value = arg
            .get_value_names()
            .and_then(|v| v.first())
            .map(|v| v.to_string())
            .unwrap_or_else(|| arg.get_id().to_string().to_uppercase());
        let takes_value = arg.get_action().takes_values();
        let text = if arg.is_positional() && arg.is_required_set() {
            format!("<{value}>")
        } else if arg.is_positional() {
            value
        } else {
            let flag = match (arg.get_long(), arg.get_short()) {
                (Some(l), _) => format!("--{l}"),
                (None, Some(s)) => format!("-{s}"),
                (None, None) => continue,
            };
            if takes_value {
                format!("{flag} <{value}>")
            } else {
                flag
            }
        };
        parts.push(if arg.is_required_set() {
            text
        } else {
            format!("[{text}]")
        });
    }
    parts.join(" ")
}

fn string(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => v.first().cloned(),
        _ => None,
    }
}

fn strings(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    }
}

fn quoted(list: &[String]) -> String {
    list.iter()
        .map(|s| format!("« {s} »"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One French sentence for a clap error (without the `erreur: ` prefix nor the pointer to
/// the help). `commands`: the names of the main command's subcommands.
/// `flags`: the long options of the command that was typed, to suggest one when clap
/// finds none close enough.
pub fn message(e: &clap::Error, commands: &[String], flags: &[String]) -> String {
    let arg = string(e, ContextKind::InvalidArg).unwrap_or_default();
    let value = string(e, ContextKind::InvalidValue).unwrap_or_default();
    let mut msg = match e.kind() {
        ErrorKind::InvalidSubcommand => format!(
            "commande inconnue « {} » (commandes : {})",
            string(e, ContextKind::InvalidSubcommand).unwrap_or_default(),
            commands.join(", ")
        ),
        ErrorKind::UnknownArgument if arg.starts_with('-') => {
            format!("option inconnue « {arg} »")
        }
        ErrorKind::UnknownArgument => format!("argument en trop « {arg} »"),
        ErrorKind::InvalidValue if value.is_empty() => format!("{arg} attend une valeur"),
        ErrorKind::InvalidValue => {
            let valid = strings(e, ContextKind::ValidValue);
            let mut m = format!("valeur invalide « {value} » pour {arg}");
            if !valid.is_empty() {
                m.push_str(&format!(" (valeurs permises : {})", valid.join(", ")));
            }
            m
        }
        ErrorKind::ValueValidation => {
            // our parsers give French reasons; anything else gets a French generic one
            let why = std::error::Error::source(e)
                .and_then(|s| s.downcast_ref::<Refus>())
                .map_or("valeur non reconnue", |r| r.0.as_str());
            format!("valeur invalide « {value} » pour {arg} : {why}")
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(e, ContextKind::InvalidArg);
            if missing.len() > 1 {
                format!("arguments obligatoires manquants : {}", missing.join(", "))
            } else {
                format!("argument obligatoire manquant : {}", missing.join(""))
            }
        }
        ErrorKind::ArgumentConflict => {
            let prior = string(e, ContextKind::PriorArg).unwrap_or_default();
            if prior.is_empty() || prior == arg {
                format!("{arg} ne peut être donné qu'une fois")
            } else {
                format!("{arg} ne va pas avec {prior}")
            }
        }
        ErrorKind::TooManyValues => format!("valeur en trop « {value} » pour {arg}"),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues | ErrorKind::NoEquals => {
            format!("nombre de valeurs incorrect pour {arg}")
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!("commande manquante : {}", commands.join(", "))
        }
        ErrorKind::InvalidUtf8 => "argument illisible : UTF-8 attendu".to_string(),
        _ => "ligne de commande invalide".to_string(),
    };
    let suggested: Vec<String> = [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .flat_map(|k| strings(e, k))
    .collect();
    let suggested = if suggested.is_empty() && e.kind() == ErrorKind::UnknownArgument {
        let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
        crate::arbitre_suggest(&arg, &flags)
            .map(|f| vec![f.to_string()])
            .unwrap_or_default()
    } else {
        suggested
    };
    if !suggested.is_empty() {
        msg.push_str(&format!(" ; vouliez-vous dire {} ?", quoted(&suggested)));
    }
    msg
}

/// Why one of our value parsers refused a value, in French; [`message`] shows only
/// these reasons, never an English one from elsewhere.
#[derive(Debug)]
pub struct Refus(String);

impl std::fmt::Display for Refus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refus {}

/// A whole number from `min` to `max` (a depth, a port, a resolution), refused in French.
pub fn number<T: TryFrom<u64>>(min: u64, max: u64) -> impl Fn(&str) -> Result<T, Refus> + Clone {
    move |s: &str| {
        let n: u64 = s
            .trim()
            .parse()
            .map_err(|_| Refus("nombre entier attendu".to_string()))?;
        if n < min || n > max {
            return Err(Refus(format!("nombre de {min} à {max} attendu")));
        }
        T::try_from(n).map_err(|_| Refus(format!("nombre de {min} à {max} attendu")))
    }
}

/// `arbitre mdbook supports --help`: the help page of the command that was typed.
pub fn help_pointer(path: &[&str]) -> String {
    let mut parts = vec!["arbitre"];
    parts.extend(path);
    parts.push("--help");
    parts.join(" ")
}
