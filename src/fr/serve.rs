//! What `arbitre serve` says: on the terminal, in its refusals, on the page shown while
//! the book does not build, and in the live-reload script's overlay.
use crate::site::IoFault;

/// The terminal line that gives the address.
pub fn serving_at(url: &str) -> String {
    format!("Site servi sur {url} (Ctrl+C pour arrêter)")
}

/// The server's runtime could not start.
pub fn start_failed(e: &IoFault) -> String {
    format!("serveur impossible à démarrer : {}", super::io::io_fault(e))
}

/// The port could not be listened on.
pub fn listen_failed(host: &str, port: u16, e: &IoFault) -> String {
    format!(
        "impossible d'écouter sur {host}:{port} : {}",
        super::io::io_fault(e)
    )
}

/// A failed build or write, on the terminal and in the page's overlay.
pub fn error_line(e: &dyn std::fmt::Display) -> String {
    format!("erreur: {e}")
}

/// Answer to a method other than GET and HEAD.
pub const METHOD_REFUSED: &str = "Méthode refusée : ce serveur ne sert que GET et HEAD.\n";
/// Answer to an address that would leave the site.
pub const ADDRESS_REFUSED: &str = "Adresse refusée.\n";
/// Answer to a missing file when the site has no 404 page.
pub const NOT_FOUND: &str = "Page introuvable\n";

/// The page served at every address while no good build exists yet; `errors` is the
/// diagnostics, already escaped for HTML.
pub fn not_built_page(errors: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"fr\">\n<head>\n<meta charset=\"utf-8\">\n<title>Le livre ne se construit pas</title>\n</head>\n<body>\n<h1>Le livre ne se construit pas encore</h1>\n<p>La page se recharge d’elle-même dès que la construction réussit.</p>\n<noscript><pre style=\"white-space:pre-wrap\">{errors}</pre></noscript>\n</body>\n</html>\n"
    )
}

/// The live-reload script's words (a JSON object the script reads as `TEXTES`).
pub fn reload_texts() -> String {
    serde_json::json!({
        "jamais": "Le livre ne se construit pas encore : voici pourquoi. La page se rechargera dès que la construction réussira.",
        "plus": "Le livre ne se construit plus : voici pourquoi. La page montrée est la dernière version réussie.",
        "masquer": "Masquer",
    })
    .to_string()
}
