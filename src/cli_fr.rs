//! clap in French (binary only): help pages laid out by `fr::cli`'s templates with our
//! own usage lines, and every clap error sorted into a [`CliFault`] from its kind and
//! context, never from clap's English text; `fr::cli` says it.
use arbitre::fr::cli::{self as fr, CliFault, NumberFault};
use clap::Command;
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// French help templates and usage lines on the command and all its subcommands.
pub fn frenchify(cmd: Command) -> Command {
    let usage = usage_of(&cmd, "");
    cmd.help_template(fr::TEMPLATE_COMMANDS)
        .override_usage(usage)
        .mut_subcommands(|s| frenchify_sub(s, "arbitre "))
}

/// A subcommand's help (and, one level down, its own subcommands': `arbitre mdbook
/// supports`).
fn frenchify_sub(s: Command, prefix: &str) -> Command {
    let usage = usage_of(&s, prefix);
    let template = if s.has_subcommands() {
        fr::TEMPLATE_COMMANDS
    } else if s.get_positionals().next().is_some() {
        fr::TEMPLATE_ARGUMENTS
    } else {
        fr::TEMPLATE_OPTIONS
    };
    let nested = format!("{prefix}{} ", s.get_name());
    let mut s = s
        .help_template(template)
        .override_usage(usage)
        .mut_subcommands(move |sub| frenchify_sub(sub, &nested));
    if prefix == "arbitre "
        && let Some(example) = fr::example_of(s.get_name())
    {
        s = s.after_help(example);
    }
    // the commands that start from a preset list them all, from the registry
    if matches!(s.get_name(), "moves" | "perft" | "diagram" | "replay") {
        let presets: Vec<&str> = arbitre::rules::Preset::ALL.iter().map(|p| p.id()).collect();
        let help = if s.get_name() == "replay" {
            fr::replay_game_help(&presets)
        } else {
            fr::game_help(&presets)
        };
        s = s.mut_arg("game", |a| a.help(help));
    }
    s
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

/// A clap error as our [`CliFault`] and the words clap found close to what was typed.
/// `commands`: the subcommands of the command that was typed; `flags`: its long
/// options, to suggest one when clap finds none close enough.
pub fn fault(e: &clap::Error, commands: &[String], flags: &[String]) -> (CliFault, Vec<String>) {
    let arg = string(e, ContextKind::InvalidArg).unwrap_or_default();
    let value = string(e, ContextKind::InvalidValue).unwrap_or_default();
    let fault = match e.kind() {
        ErrorKind::InvalidSubcommand => CliFault::UnknownCommand {
            name: string(e, ContextKind::InvalidSubcommand).unwrap_or_default(),
            commands: commands.to_vec(),
        },
        ErrorKind::UnknownArgument if arg.starts_with('-') => {
            CliFault::UnknownOption { arg: arg.clone() }
        }
        ErrorKind::UnknownArgument => CliFault::ExtraArgument { arg: arg.clone() },
        ErrorKind::InvalidValue if value.is_empty() => CliFault::MissingValue { arg: arg.clone() },
        ErrorKind::InvalidValue => CliFault::NotAllowed {
            arg: arg.clone(),
            value,
            valid: strings(e, ContextKind::ValidValue),
        },
        ErrorKind::ValueValidation => CliFault::Refused {
            arg: arg.clone(),
            value,
            // our parsers give typed reasons; anything else gets a French generic one
            why: std::error::Error::source(e)
                .and_then(|s| s.downcast_ref::<Refus>())
                .map(|r| r.0.clone()),
        },
        ErrorKind::MissingRequiredArgument => CliFault::MissingArguments {
            args: strings(e, ContextKind::InvalidArg),
        },
        ErrorKind::ArgumentConflict => {
            let prior = string(e, ContextKind::PriorArg).unwrap_or_default();
            if prior.is_empty() || prior == arg {
                CliFault::Twice { arg: arg.clone() }
            } else {
                CliFault::Conflict {
                    arg: arg.clone(),
                    prior,
                }
            }
        }
        ErrorKind::TooManyValues => CliFault::ExtraValue {
            arg: arg.clone(),
            value,
        },
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues | ErrorKind::NoEquals => {
            CliFault::WrongCount { arg: arg.clone() }
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            CliFault::MissingCommand {
                commands: commands.to_vec(),
            }
        }
        ErrorKind::InvalidUtf8 => CliFault::NotUtf8,
        _ => CliFault::Other,
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
    (fault, suggested)
}

/// Why one of our value parsers refused a value; [`fault`] keeps only these reasons,
/// never an English one from elsewhere.
#[derive(Debug)]
pub struct Refus(NumberFault);

impl std::fmt::Display for Refus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&fr::number_fault(&self.0))
    }
}

impl std::error::Error for Refus {}

/// A whole number from `min` to `max` (a depth, a port, a resolution), refused in French.
pub fn number<T: TryFrom<u64>>(min: u64, max: u64) -> impl Fn(&str) -> Result<T, Refus> + Clone {
    move |s: &str| {
        let n: u64 = s
            .trim()
            .parse()
            .map_err(|_| Refus(NumberFault::NotANumber))?;
        if n < min || n > max {
            return Err(Refus(NumberFault::OutOfRange { min, max }));
        }
        T::try_from(n).map_err(|_| Refus(NumberFault::OutOfRange { min, max }))
    }
}

/// `arbitre mdbook supports --help`: the help page of the command that was typed.
pub fn help_pointer(path: &[&str]) -> String {
    let mut parts = vec!["arbitre"];
    parts.extend(path);
    parts.push("--help");
    parts.join(" ")
}
