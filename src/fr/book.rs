//! The book's own faults in French: SUMMARY.md, links and anchors, the warnings of the
//! lint, the book's folders, the templates, the HTML post-pass, a drawing that failed.
//! (The words arbitre writes into the site itself are page words:
//! [`crate::lang::fr::site`].)

use crate::site::links::LinkFault;
use crate::site::lint::LintWarning;
use crate::site::postprocess::RewriteFault;
use crate::site::summary::SummaryFault;
use crate::site::templates::{TemplateFault, TemplateItem};
use crate::site::walk::WalkFault;
use std::path::Path;

/// The headline word of a warning (`attention: …`), as the report writes it.
pub const WARNING: &str = "attention";

/// The hint under a mistyped name: the one most likely meant.
pub fn did_you_mean(name: &str) -> String {
    format!("vouliez-vous dire « {name} » ?")
}

// SUMMARY.md

pub fn summary_fault(f: &SummaryFault) -> String {
    match f {
        SummaryFault::ItemWithoutLink => "élément du sommaire sans lien".into(),
        SummaryFault::Listed { path, first } => {
            format!("« {path} » figure déjà dans le sommaire (ligne {first})")
        }
        SummaryFault::NotRelative { dest } => {
            format!("« {dest} » : le sommaire attend un chemin de page relatif, sans ancre")
        }
        SummaryFault::LeavesSource { dest } => format!("« {dest} » sort du dossier des pages"),
        SummaryFault::NotMarkdown { dest } => {
            format!("« {dest} » n'est pas une page Markdown (.md)")
        }
        SummaryFault::Missing { dest } => format!("fichier introuvable « {dest} »"),
        SummaryFault::Unreadable { dest, why } => {
            format!("« {dest} » illisible : {}", super::io::io_fault(why))
        }
        SummaryFault::NotAFile { dest, folder: true } => {
            format!("« {dest} » est un dossier, pas une page")
        }
        SummaryFault::NotAFile {
            dest,
            folder: false,
        } => format!(
            "« {dest} » n'est pas un fichier ordinaire (tube nommé, périphérique ou socket) : non lu"
        ),
    }
}

pub const ITEM_WITHOUT_LINK_HINT: &str = "écrivez `- [Nom](page.md)`";

// links and anchors

pub fn link_fault(f: &LinkFault) -> String {
    match f {
        LinkFault::LeavesBook { dest } => format!(
            "lien « {dest} » : il sort du dossier des pages, arbitre ne peut pas le vérifier"
        ),
        LinkFault::Unlisted { dest } => {
            format!("lien vers « {dest} » : cette page n'est pas dans le sommaire")
        }
        LinkFault::MissingPage { dest } => format!("lien cassé : page introuvable « {dest} »"),
        LinkFault::MissingFile { dest, image } => {
            let what = if *image { "image" } else { "fichier" };
            format!("lien cassé : {what} introuvable « {dest} »")
        }
        LinkFault::MissingAnchor { fragment, page } => match page {
            None => format!("ancre introuvable « #{fragment} » sur cette page"),
            Some(p) => format!("ancre introuvable « #{fragment} » dans « {p} »"),
        },
    }
}

/// The count of link problems said as warnings, after them (the reports past the first
/// fifty are not shown): `inside`, dead links inside the book; `outside`, links that
/// leave it. None when there are none.
pub fn link_warnings_summary(inside: usize, outside: usize) -> Option<String> {
    let mut parts = Vec::new();
    if inside > 0 {
        let (s, e) = if inside == 1 { ("", "") } else { ("s", "s") };
        parts.push(format!(
            "{inside} lien{s} cassé{s} dans le livre, laissé{e} en avertissement{e} (`internal-links = \"error\"` sous [arbitre] pour les refuser)"
        ));
    }
    if outside > 0 {
        let (s, v, e) = if outside == 1 {
            ("", "sort", "")
        } else {
            ("s", "sortent", "s")
        };
        parts.push(format!(
            "{outside} lien{s} qui {v} du livre, non vérifié{e} (`outside-links = \"error\"` sous [arbitre] pour les refuser)"
        ));
    }
    (!parts.is_empty()).then(|| format!("bilan des liens : {}", parts.join(" ; ")))
}

pub const UNLISTED_LINK_HINT: &str = "ajoutez-la à SUMMARY.md, ou liez une page qui y figure";

// warnings

pub fn lint_warning(w: &LintWarning) -> String {
    match w {
        LintWarning::NearPosition { word } => format!("bloc « {word} » : ni vérifié ni dessiné"),
        LintWarning::MdbookDirective { directive } => format!(
            "directive de mdBook « {directive} …}}}} » non prise en charge : le texte reste tel quel"
        ),
        LintWarning::Unlisted { .. } => {
            "page absente du sommaire : elle ne sera pas publiée".into()
        }
    }
}

pub fn lint_hint(w: &LintWarning) -> String {
    match w {
        LintWarning::NearPosition { .. } => {
            "vouliez-vous dire « position » ? (un exemple s'écrit ```position)".into()
        }
        LintWarning::MdbookDirective { .. } => {
            "copiez le contenu dans la page, ou un exemple dans content/positions/ avec `file:`"
                .into()
        }
        LintWarning::Unlisted { page, summary } => {
            format!("ajoutez `- [Titre]({page})` à {summary}")
        }
    }
}

// the book's folders

pub fn walk_fault(f: &WalkFault) -> String {
    match f {
        WalkFault::OutsideBook { real } => format!(
            "lien symbolique vers « {} », hors du livre : refusé",
            real.display()
        ),
        WalkFault::BrokenLink { target: None } => "lien symbolique cassé".into(),
        WalkFault::BrokenLink { target: Some(t) } => {
            format!("lien symbolique cassé : « {} » n'existe pas", t.display())
        }
        WalkFault::Loop => "lien symbolique en boucle : refusé".into(),
        WalkFault::LeadsToSkipped { real } => format!(
            "lien symbolique vers « {} », qui mène à ce que le livre ne lit jamais comme contenu (le dossier du site produit) : refusé",
            real.display()
        ),
        WalkFault::NameNotUtf8 => {
            "nom de fichier qui n'est pas de l'UTF-8 (« � » : octets invalides) : renommez-le"
                .into()
        }
        WalkFault::Io(e) => super::io::io_fault(e),
    }
}

// templates

/// The headline of a template fault found when the templates are read.
pub const TEMPLATE_INVALID: &str = "gabarit invalide";

/// The headline of a template fault found when a page is laid out.
pub const TEMPLATE_RENDER: &str = "gabarit";

/// `what : why`, `what` saying when it happened ([`TEMPLATE_INVALID`], or [`TEMPLATE_RENDER`]
/// for a page that could not be laid out).
pub fn template_fault(what: &str, f: &TemplateFault) -> String {
    let why = match f {
        TemplateFault::UnexpectedEnd => {
            "fin du fichier inattendue : une balise (`{{ … }}`, `{% … %}`) ou un bloc (`{% if %}` sans `{% endif %}`…) n'est pas fermé".into()
        }
        TemplateFault::UnexpectedCharacter => "caractère inattendu".into(),
        TemplateFault::Unexpected { token } if token.is_empty() => "élément inattendu".into(),
        TemplateFault::Unexpected { token } => format!("« {token} » inattendu ici"),
        TemplateFault::UnclosedString => "chaîne de caractères non fermée".into(),
        TemplateFault::UnclosedComment => "commentaire `{# … #}` non fermé".into(),
        TemplateFault::WrongType { expected, found } => {
            format!("valeur du mauvais type : « {expected} » attendu, « {found} » reçu")
        }
        TemplateFault::MissingArgument { name } => format!("argument « {name} » manquant"),
        TemplateFault::NotIterable => "`{% for %}` sur une valeur qui n'est ni une liste ni une table".into(),
        TemplateFault::Unknown { what, name } => {
            let noun = match what {
                TemplateItem::Filter => "filtre inconnu",
                TemplateItem::Function => "fonction inconnue",
                TemplateItem::Test => "test inconnu",
                TemplateItem::Template => "gabarit introuvable",
                TemplateItem::Component => "composant inconnu",
                TemplateItem::Block => "bloc introuvable",
            };
            format!("{noun} « {name} »")
        }
        TemplateFault::UndefinedVariable { name } => format!("variable inconnue « {name} »"),
        TemplateFault::UndefinedField { name } => format!("champ inconnu « {name} »"),
        TemplateFault::MissingParent { parent } => {
            format!("le gabarit parent « {parent} » n'existe pas")
        }
        TemplateFault::Circular => {
            "des gabarits s'étendent ou s'incluent les uns les autres en boucle".into()
        }
        TemplateFault::Other => "erreur de syntaxe ou de rendu (voir la ligne indiquée)".into(),
    };
    format!("{what} : {why}")
}

// the HTML post-pass

pub fn rewrite_fault(f: RewriteFault) -> String {
    match f {
        RewriteFault::Memory => "page trop lourde pour la réécriture (limite de mémoire)".into(),
        RewriteFault::Ambiguous => {
            "balisage ambigu (un élément <svg>, <math> ou <script> mal fermé ?)".into()
        }
        RewriteFault::Handler => "réécriture refusée".into(),
    }
}

// drawings

/// A diagram's picture that could not be drawn (the page is built without it).
pub fn drawing_failed(page: &Path, picture: &Path, why: &str) -> String {
    format!(
        "attention: {} : dessin de {} impossible : {why}",
        page.display(),
        picture.display()
    )
}

/// `N passed, M failed` with `, K skipped` when K > 0 (contract: the same tokens in
/// every language, so scripts can read them).
pub fn counts_line(passed: usize, failed: usize, skipped: usize) -> String {
    let mut s = format!("{passed} passed, {failed} failed");
    if skipped > 0 {
        s.push_str(&format!(", {skipped} skipped"));
    }
    s
}

// mdBook's directives and preprocessors

/// An `{{#include …}}` (or `rustdoc_include`, `playground`) that could not be expanded.
pub fn directive_fault(
    kind: &crate::book::directives::DirectiveFaultKind,
    directive: &str,
) -> String {
    use crate::book::directives::DirectiveFaultKind as K;
    match kind {
        K::Unreadable { path, io } => format!(
            "directive « {directive} » : fichier « {} » illisible ({})",
            path.display(),
            super::io::io_fault(io)
        ),
        K::TooDeep => format!(
            "directive « {directive} » : inclusions imbriquées sur plus de {} niveaux (une inclusion en boucle ?) ; le texte inclus est omis",
            crate::book::directives::MAX_DEPTH
        ),
    }
}

/// A preprocessor of book.toml that failed.
pub fn preprocessor_failure(name: &str, failure: &crate::book::preprocess::Failure) -> String {
    use crate::book::preprocess::Failure as F;
    let stderr = |s: &str| {
        let s = s.trim();
        if s.is_empty() {
            String::new()
        } else {
            format!(" ; il a écrit sur sa sortie d'erreur :\n{s}")
        }
    };
    match failure {
        F::NoCommand => format!("préprocesseur « {name} » : commande vide"),
        F::Missing {
            command,
            optional: true,
        } => format!(
            "préprocesseur « {name} » : commande « {command} » introuvable, mais il est marqué optionnel (`optional = true`) : le livre est construit sans lui"
        ),
        F::Missing {
            command,
            optional: false,
        } => format!(
            "préprocesseur « {name} » : commande « {command} » introuvable ; est-il installé ? Pour construire le livre sans lui quand il manque, écrivez `optional = true` dans la section [preprocessor.{name}] de book.toml"
        ),
        F::Start { command, io } => format!(
            "préprocesseur « {name} » : impossible de lancer « {command} » ({})",
            super::io::io_fault(io)
        ),
        F::Exit { code, stderr: e } => match code {
            Some(c) => format!(
                "préprocesseur « {name} » : il s'est arrêté en échec (code {c}){}",
                stderr(e)
            ),
            None => format!(
                "préprocesseur « {name} » : il a été interrompu{}",
                stderr(e)
            ),
        },
        F::BadOutput { why, stderr: e } => format!(
            "préprocesseur « {name} » : sa sortie n'est pas un livre au format JSON de mdBook ({why}){}",
            stderr(e)
        ),
        F::Order { other } => format!(
            "préprocesseur « {name} » : l'ordre `before`/`after` avec « {other} » forme un cycle"
        ),
    }
}
