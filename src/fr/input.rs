//! What an example's text gets wrong as input, before its claims are read: YAML that
//! cannot be read, keys and values of the wrong shape, a `file:` that cannot be included.

use crate::example::load::LoadFault;
use crate::example::schema::{ACT_KEYS, Place, SchemaFault};
use crate::example::yaml::{NodeKind, Syntax, YamlFault};
use crate::site::frontmatter::FrontMatterFault;

/// The shape `pieces:` expects, for an author who wrote a list.
const PIECES_SHAPE: &str = "une clé par joueur et la liste de ses pièces, par exemple \
     `pieces: { white: [Ke1, Qd1, e2], black: [Ke8] }` (une lettre et une case ; une case \
     seule est un pion)";

/// A node's kind with its article ("attend une liste, pas un dictionnaire").
pub fn node_kind(kind: NodeKind) -> &'static str {
    match kind {
        NodeKind::Scalar => "une valeur simple",
        NodeKind::Seq => "une liste",
        NodeKind::Map => "un dictionnaire",
    }
}

/// Why a YAML text cannot be read.
pub fn yaml_fault(fault: &YamlFault) -> String {
    match fault {
        YamlFault::Syntax(s) => format!("YAML illisible : {}", syntax(*s)),
        YamlFault::Alias => "les alias YAML (*nom) ne sont pas acceptés dans un exemple".into(),
        YamlFault::SecondDocument => "un exemple ne contient qu'un seul document YAML".into(),
        YamlFault::KeyNotScalar => "une clé doit être un mot simple".into(),
        YamlFault::DuplicateKey { key, first_line } => {
            format!("clé « {key} » en double (déjà à la ligne {first_line})")
        }
    }
}

fn syntax(s: Syntax) -> &'static str {
    match s {
        Syntax::UnclosedBracket => "crochet non fermé (une liste entre [ ] attend « , » ou « ] »)",
        Syntax::UnclosedBrace => {
            "accolade non fermée (un dictionnaire entre { } attend « , » ou « } »)"
        }
        Syntax::MisplacedBracket => "crochet ou accolade mal placé",
        Syntax::KeyMisaligned => {
            "indentation incohérente : une clé n'est pas alignée sur les autres"
        }
        Syntax::DashMisaligned => "élément de liste « - » mal aligné",
        Syntax::UnexpectedColon => {
            "deux-points inattendu : mettez la valeur entre guillemets si elle contient « : »"
        }
        Syntax::KeyWithoutColon => "clé sans « : » (écrivez « clé: valeur »)",
        Syntax::Tab => "tabulation interdite : indentez avec des espaces",
        Syntax::Indentation => "indentation incorrecte",
        Syntax::UnclosedQuote => "guillemet non fermé",
        Syntax::BadQuoted => "texte entre guillemets mal formé",
        Syntax::UnknownEscape => "séquence d'échappement inconnue dans un texte entre guillemets",
        Syntax::ValueExpected => "valeur attendue",
        Syntax::UnexpectedEnd => "fin de texte inattendue",
        Syntax::UnexpectedCharacter => "caractère inattendu",
        Syntax::Anchor => "ancre ou alias YAML mal formé",
        Syntax::Tag => "étiquette YAML (!…) mal formée",
        Syntax::Directive => "directive YAML (%…) mal formée",
        Syntax::BlockScalar => "bloc de texte (| ou >) mal formé",
        Syntax::TooDeep => "imbrication trop profonde",
        Syntax::Document => "plusieurs documents YAML ou séparateur mal placé",
        Syntax::DashValue => "une valeur ne commence pas par « - » suivi de , [ ] { }",
        Syntax::SpaceExpected => "espace attendue",
        Syntax::Other => "structure incorrecte",
    }
}

/// An example's key or value of the wrong shape: the headline and the hint.
pub fn schema_fault(fault: &SchemaFault) -> (String, Option<String>) {
    let said = |found: &Option<NodeKind>| found.map_or("une valeur vide", node_kind);
    match fault {
        SchemaFault::UnknownKey {
            word,
            suggestion,
            known,
            place,
        } => {
            let place = match place {
                Place::Example => "dans l'exemple".to_string(),
                Place::Show => "dans « show »".to_string(),
                Place::Expect => "dans « expect »".to_string(),
                Place::ActsOf(list) => format!("parmi les actes de « {list} »"),
            };
            let hint = match suggestion {
                Some(k) => format!("vouliez-vous dire « {k} » ?"),
                None => format!("clés permises : {}", known.join(", ")),
            };
            (format!("clé inconnue « {word} » {place}"), Some(hint))
        }
        SchemaFault::NotAMap { what, found } => (
            format!("« {what} » attend un dictionnaire, pas {}", node_kind(*found)),
            (what.as_str() == "pieces").then(|| PIECES_SHAPE.to_string()),
        ),
        SchemaFault::NotAScalar { what, found } => (
            format!("« {what} » attend une valeur simple, pas {}", said(found)),
            None,
        ),
        SchemaFault::MapForList { what } => (
            format!("« {what} » attend une liste, pas un dictionnaire"),
            None,
        ),
        SchemaFault::NotABoolean { what } => (format!("« {what} » attend true ou false"), None),
        SchemaFault::SetupAndPieces => (
            "« setup » et « pieces » s'excluent : choisissez l'un ou l'autre".into(),
            None,
        ),
        SchemaFault::PiecesWithoutTurn => (
            "« pieces » demande aussi « turn » (le joueur au trait)".into(),
            None,
        ),
        SchemaFault::UnknownLetters { found } => (
            format!("« letters » attend « fr » ou « en », pas « {found} »"),
            Some("fr : lettres françaises (R roi, D dame, T tour, F fou, C cavalier) ; en : lettres anglaises (K, Q, R, B, N)".into()),
        ),
        SchemaFault::MovesNotAList => ("« moves » attend une liste de coups".into(), None),
        SchemaFault::DrawAgreedFalse => ("« draw_agreed » ne s'écrit qu'avec true".into(), None),
        SchemaFault::NotAMoveOrAct { list } => (
            format!(
                "dans « {list} », un coup s'écrit comme un texte, ou un acte comme {{resign: joueur}}"
            ),
            Some(format!("actes possibles : {}", ACT_KEYS.join(", "))),
        ),
        SchemaFault::EmptyScores => (
            "« scores: {} » n'affirme rien".into(),
            Some("pour dire que ce format ne compte aucun point, écrivez « scores: none » ; sinon nommez les joueurs : « scores: { red: 8 } »".into()),
        ),
        SchemaFault::ScoresShape { found } => (
            format!(
                "« scores » attend des points par joueur ou none, pas {}",
                said(found)
            ),
            Some("« scores: { red: 8 } », ou « scores: none » pour un format sans points".into()),
        ),
        SchemaFault::NotPoints { text } => {
            (format!("« {text} » n'est pas un nombre de points"), None)
        }
        SchemaFault::NotAClock { text } => (
            format!("« {text} » n'est pas un temps de pendule"),
            Some("minutes:secondes, par exemple « 3:00 », ou « 2:59.051 » au millième".into()),
        ),
        SchemaFault::NoClocks => (
            "« clocks » attend le temps restant d'au moins un joueur".into(),
            Some("« clocks: { A: \"3:00\" } »".into()),
        ),
        SchemaFault::RankingNotAList => ("« ranking » attend une liste de places".into(), None),
        SchemaFault::BecauseShape => (
            "« because » attend une raison, ou une raison par coup de « illegal »".into(),
            Some("« because: check », ou « because: { O-O: check, O-O-O: through-check } »".into()),
        ),
    }
}

/// Why an example's block and its included file cannot be put together.
pub fn load_fault(fault: &LoadFault) -> String {
    match fault {
        LoadFault::BlockNotAMap => {
            "un exemple est un dictionnaire de clés (setup, moves, expect…)".into()
        }
        LoadFault::FileNotAName => "« file » attend un nom de fichier".into(),
        LoadFault::FileNotRelative { name } => {
            format!("« {name} » doit être un chemin relatif sous positions/, sans « .. »")
        }
        LoadFault::LeavesBook { path, outside } => format!(
            "« {} » mène hors du livre ({outside}) : refusé",
            path.display()
        ),
        LoadFault::FileMissing { path } => format!("fichier introuvable : {}", path.display()),
        LoadFault::FileNotAMap => "le fichier doit contenir un dictionnaire de clés".into(),
        LoadFault::NestedFile => "un fichier de position ne peut pas en inclure un autre".into(),
        other => super::records::load_fault(other),
    }
}
/// A page's front matter fault, as the diagnostic's headline.
pub fn front_matter_fault(fault: &FrontMatterFault) -> String {
    let what = match fault {
        FrontMatterFault::Unclosed => {
            return "en-tête YAML non fermé (ligne `---` attendue)".into();
        }
        FrontMatterFault::Yaml(fault) => yaml_fault(fault),
        FrontMatterFault::NotAMap => "dictionnaire de clés attendu".into(),
        FrontMatterFault::NotText { key, found } => {
            format!("« {key} » attend un texte, pas {}", node_kind(*found))
        }
        FrontMatterFault::UnknownGame {
            id,
            suggestion,
            known,
        } => {
            let hint = unknown_game_hint(id, suggestion.as_deref(), known);
            format!("jeu inconnu « {id} » ; {hint}")
        }
        FrontMatterFault::FaqNotBoolean => "« faq » attend un booléen (true ou false)".into(),
        FrontMatterFault::UnknownKey {
            key,
            suggestion,
            allowed,
        } => {
            let hint = match suggestion {
                Some(k) => format!(" ; vouliez-vous dire « {k} » ?"),
                None => String::new(),
            };
            format!(
                "clé inconnue « {key} » (clés permises : {}){hint}",
                allowed.join(", ")
            )
        }
    };
    format!("en-tête YAML invalide : {what}")
}

/// What to write instead of an unknown game: the presets the id begins (`chess4`:
/// `chess4-teams`, `chess4-ffa`…) or else the nearest one, then every preset.
pub(crate) fn unknown_game_hint(id: &str, suggestion: Option<&str>, known: &[&str]) -> String {
    let prefix = format!("{id}-");
    let mut meant: Vec<&str> = known
        .iter()
        .copied()
        .filter(|k| k.starts_with(&prefix))
        .collect();
    if meant.is_empty() {
        meant.extend(suggestion);
    }
    let all = format!("jeux connus : {}", known.join(", "));
    if meant.is_empty() {
        return all;
    }
    let quoted: Vec<String> = meant.iter().map(|m| format!("« {m} »")).collect();
    format!("vouliez-vous dire {} ? ({all})", quoted.join(" ou "))
}
