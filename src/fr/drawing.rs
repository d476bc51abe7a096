//! What can go wrong while drawing a diagram as PNG, said in French.

use crate::diagram::PngFault;

pub fn png_fault(f: &PngFault) -> String {
    match f {
        PngFault::Resolution { dpi, max } => {
            format!("la résolution doit être comprise entre 1 et {max} dpi, pas {dpi}")
        }
        PngFault::UnreadableSvg => "le dessin SVG du diagramme est illisible".into(),
        PngFault::TooLarge { dpi } => {
            format!("à {dpi} dpi, l'image du diagramme serait trop grande")
        }
        PngFault::Encoding => "l'encodage PNG du diagramme a échoué".into(),
    }
}
