//! book.toml's faults and warnings in French.
use crate::site::config::{ConfigFault, Found, Kind, TomlSyntax};

/// What a key's value must be, with its article.
fn kind(k: Kind) -> &'static str {
    match k {
        Kind::Text => "un texte entre guillemets",
        Kind::Texts => "une liste de textes, comme [\"a\", \"b\"]",
        Kind::Bool => "un booléen (true ou false)",
        Kind::Table => "une table",
    }
}

/// What a value is, with its article.
fn found(f: Found) -> &'static str {
    match f {
        Found::Text => "un texte",
        Found::Integer => "un nombre entier",
        Found::Float => "un nombre décimal",
        Found::Bool => "un booléen",
        Found::Date => "une date",
        Found::List => "une liste",
        Found::Table => "une table",
    }
}

fn syntax(s: TomlSyntax) -> &'static str {
    match s {
        TomlSyntax::DuplicateKey => "clé donnée deux fois",
        TomlSyntax::UnclosedTable => "en-tête de table non fermé",
        TomlSyntax::UnclosedArrayTable => "en-tête de liste de tables non fermé",
        TomlSyntax::UnclosedArray => "liste non fermée",
        TomlSyntax::UnclosedInlineTable => "table en ligne non fermée",
        TomlSyntax::MissingValue => "valeur manquante",
        TomlSyntax::Unquoted => "un texte doit être entre guillemets",
        TomlSyntax::BadString => "texte mal formé",
        TomlSyntax::BadEscape => "échappement incomplet après « \\ »",
        TomlSyntax::MissingCommaInArray => "virgule manquante entre deux éléments",
        TomlSyntax::MissingCommaInTable => "virgule manquante entre deux clés",
        TomlSyntax::ExtraComma => "virgule en trop",
        TomlSyntax::MissingEquals => "« = » manquant entre la clé et sa valeur",
        TomlSyntax::ExtraEquals => "« = » en trop",
        TomlSyntax::BadKey => "clé mal formée",
        TomlSyntax::Unexpected => "contenu inattendu",
        TomlSyntax::UnexpectedAfterValue => "contenu inattendu après la valeur",
        TomlSyntax::BadValue => "valeur mal formée",
        TomlSyntax::BadBoolean => "booléen mal formé (true ou false)",
        TomlSyntax::BadNumber => "nombre mal formé",
        TomlSyntax::Other => "syntaxe TOML invalide",
    }
}

/// `[output.html]`.
fn table_name(table: &str) -> String {
    format!("[{table}]")
}

/// A book.toml fault (or warning) in French: the headline, and the hint if any.
pub fn config_fault(f: &ConfigFault) -> (String, Option<String>) {
    match f {
        ConfigFault::Syntax { what, expected } => {
            // `ture`: « true » expected says no more than the headline
            let message = if expected.is_empty() || *what == TomlSyntax::BadBoolean {
                format!("TOML illisible : {}", syntax(*what))
            } else {
                let tokens: Vec<String> = expected.iter().map(|t| format!("« {t} »")).collect();
                format!(
                    "TOML illisible : {} ({} attendu)",
                    syntax(*what),
                    tokens.join(" ou ")
                )
            };
            (message, None)
        }
        ConfigFault::DuplicateTable { table, first_line } => (
            format!("TOML illisible : table « [{table}] » ouverte deux fois"),
            Some(format!(
                "elle est déjà ouverte à la ligne {first_line} : réunissez ses clés sous un seul en-tête"
            )),
        ),
        ConfigFault::UnknownKey {
            key,
            table,
            suggestion,
            belongs_in,
            allowed,
        } => {
            let place = if table.is_empty() {
                String::new()
            } else {
                format!(" dans {}", table_name(table))
            };
            let hint = match (belongs_in, suggestion) {
                (Some(t), _) => format!("« {key} » se place dans la table {}", table_name(t)),
                (None, Some(s)) => format!("vouliez-vous dire « {s} » ?"),
                (None, None) => format!("clés permises : {}", allowed.join(", ")),
            };
            (format!("clé inconnue « {key} »{place}"), Some(hint))
        }
        ConfigFault::WrongKind {
            key,
            expected,
            found: f,
        } => (
            format!("« {key} » attend {}, pas {}", kind(*expected), found(*f)),
            None,
        ),
        ConfigFault::ItemNotText { key, found: f } => (
            format!(
                "« {key} » attend une liste de textes : cet élément est {}",
                found(*f)
            ),
            Some("mettez-le entre guillemets".to_string()),
        ),
        ConfigFault::SrcNotRelative => (
            "`src` doit être un chemin relatif non vide".to_string(),
            None,
        ),
        ConfigFault::BuildDirEmpty => ("`build-dir` ne doit pas être vide".to_string(), None),
        ConfigFault::ForeignScheme { key, scheme } => (
            format!(
                "« {key} » : adresse « {scheme}: » refusée (un clic sur un lien « javascript: » ou « data: » exécuterait son texte)"
            ),
            Some("donnez une adresse http:// ou https://, ou un chemin relatif".to_string()),
        ),
        ConfigFault::Unreadable(kind) => (
            format!(
                "lecture impossible : {}",
                super::io::io_error(&std::io::Error::from(*kind))
            ),
            None,
        ),
        ConfigFault::BadChoice {
            key,
            value,
            allowed,
        } => (
            format!("« {key} » ne peut pas valoir « {value} »"),
            Some(format!("valeurs possibles : {}", allowed.join(", "))),
        ),
        ConfigFault::RedirectOutside { from } => (
            format!("redirection « {from} » : l'ancienne adresse doit rester dans le site"),
            Some(
                "écrivez un chemin depuis la racine du site, comme `/ancien/chemin.html`"
                    .to_string(),
            ),
        ),
        ConfigFault::LanguageWithoutWords { language } => (
            format!(
                "arbitre n'a pas les mots d'interface de la langue « {language} » : les pages seront en anglais, sans typographie française"
            ),
            Some("les langues de l'interface sont « fr » et « en »".to_string()),
        ),
        ConfigFault::MdbookKey { key } => (
            format!("la clé « {key} » est un réglage de mdBook qu'arbitre ignore"),
            None,
        ),
        ConfigFault::MdbookTable { table } => (
            format!("la table « [{table}] » est un réglage de mdBook qu'arbitre ignore"),
            None,
        ),
    }
}
