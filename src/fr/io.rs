//! Input and output errors in French (the system's own text is English).
use crate::site::IoFault;

/// A short French description of an I/O error; a kind without words of its own gives
/// the system's error number, never the system's English text.
pub fn io_error(e: &std::io::Error) -> String {
    io_fault(&IoFault::from(e))
}

/// The same, for the error as the site's faults keep it.
pub fn io_fault(e: &IoFault) -> String {
    use std::io::ErrorKind::*;
    match e.kind {
        NotFound => "fichier ou dossier introuvable".to_string(),
        PermissionDenied => "permission refusée".to_string(),
        AlreadyExists => "existe déjà".to_string(),
        InvalidData => "contenu illisible (UTF-8 attendu)".to_string(),
        AddrInUse => "adresse déjà utilisée (un autre programme écoute sur ce port ?)".to_string(),
        AddrNotAvailable => "adresse indisponible".to_string(),
        NotADirectory => "un élément du chemin n'est pas un dossier".to_string(),
        IsADirectory => "c'est un dossier".to_string(),
        DirectoryNotEmpty => "dossier non vide".to_string(),
        ReadOnlyFilesystem => "système de fichiers en lecture seule".to_string(),
        StorageFull => "disque plein".to_string(),
        InvalidFilename => "nom de fichier invalide".to_string(),
        Interrupted => "opération interrompue".to_string(),
        UnexpectedEof => "fin de fichier inattendue".to_string(),
        // what crate::files says of a named pipe, a device or a socket
        Unsupported => {
            "ce n'est pas un fichier ordinaire (tube nommé, périphérique ou socket) : non lu"
                .to_string()
        }
        _ => match e.code {
            Some(code) => format!("erreur du système n° {code}"),
            None => "erreur d'entrée-sortie".to_string(),
        },
    }
}

/// Why the book's files cannot be watched by `serve` (notify's own text is English).
pub fn watch_error(e: &notify::Error) -> String {
    let why = match &e.kind {
        notify::ErrorKind::Io(io) => io_error(io),
        notify::ErrorKind::PathNotFound => "dossier introuvable".into(),
        notify::ErrorKind::MaxFilesWatch => {
            "le système refuse de surveiller plus de fichiers (limite inotify atteinte)".into()
        }
        _ => "le système de surveillance des fichiers a refusé".into(),
    };
    format!("surveillance des fichiers impossible : {why}")
}
