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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_resolution_names_the_range_and_the_value() {
        let text = png_fault(&PngFault::Resolution { dpi: 0, max: 2400 });
        assert_eq!(
            text,
            "la résolution doit être comprise entre 1 et 2400 dpi, pas 0"
        );
    }
}
