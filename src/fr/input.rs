//! What an example's text gets wrong as input, before its claims are read: YAML that
//! cannot be read, keys and values of the wrong shape, files that cannot be included.

use crate::example::yaml::{NodeKind, Syntax, YamlFault};

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
