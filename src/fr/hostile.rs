//! Words for what a hostile page, file or client meets: the limits that keep a build or
//! `serve` alive.

/// Answer to one live-reload stream too many (the page still works, without live reload).
pub const TOO_MANY_STREAMS: &str = "Trop de pages ouvertes suivent les modifications : fermez-en quelques-unes puis rechargez celle-ci.\n";

/// The line after the errors said in full: how many more there are.
pub fn more_errors(n: usize) -> String {
    match n {
        1 => "… et 1 autre erreur, non affichée".to_string(),
        n => format!("… et {} autres erreurs, non affichées", thousands(n)),
    }
}

/// The same after the warnings.
pub fn more_warnings(n: usize) -> String {
    match n {
        1 => "… et 1 autre avertissement, non affiché".to_string(),
        n => format!("… et {} autres avertissements, non affichés", thousands(n)),
    }
}

/// `19990` as French writes it: `19 990` (a narrow no-break space between thousands).
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{202f}');
        }
        out.push(c);
    }
    out
}
