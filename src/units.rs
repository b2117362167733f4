//! Real lengths as users write them ("12mm", "0.5in", "18pt", "1.2cm") and page
//! sizes (named trims such as "a4" or "6x9", or explicit "210mm x 297mm").
//! Everything is converted to points (1/72 in), the unit of the PDF.

pub const PT_PER_IN: f64 = 72.0;
pub const PT_PER_MM: f64 = 72.0 / 25.4;

/// What a length may look like, for error messages.
pub const LENGTH_FORMS: &str =
    "a length with a unit, such as \"12mm\", \"1.5cm\", \"0.5in\" or \"18pt\"";

/// Named page sizes, in inches or millimetres as the trade knows them.
const NAMED_SIZES: [(&str, f64, f64); 8] = [
    ("a4", 210.0 * PT_PER_MM, 297.0 * PT_PER_MM),
    ("a5", 148.0 * PT_PER_MM, 210.0 * PT_PER_MM),
    ("letter", 8.5 * PT_PER_IN, 11.0 * PT_PER_IN),
    ("8.5x11", 8.5 * PT_PER_IN, 11.0 * PT_PER_IN),
    ("6x9", 6.0 * PT_PER_IN, 9.0 * PT_PER_IN),
    ("8x10", 8.0 * PT_PER_IN, 10.0 * PT_PER_IN),
    ("8.5x8.5", 8.5 * PT_PER_IN, 8.5 * PT_PER_IN),
    ("7x10", 7.0 * PT_PER_IN, 10.0 * PT_PER_IN),
];

/// The named page sizes, for error messages and docs.
pub fn page_size_names() -> Vec<&'static str> {
    NAMED_SIZES.iter().map(|s| s.0).collect()
}

/// Parses a length into points.
pub fn parse_length(text: &str) -> Option<f64> {
    let text = text.trim().to_ascii_lowercase();
    let (number, unit) = text.split_at(text.find(|c: char| c.is_ascii_alphabetic())?);
    let value: f64 = number.trim().parse().ok()?;
    let scale = match unit.trim() {
        "mm" => PT_PER_MM,
        "cm" => 10.0 * PT_PER_MM,
        "in" => PT_PER_IN,
        "pt" => 1.0,
        _ => return None,
    };
    (value.is_finite() && value >= 0.0).then_some(value * scale)
}

/// Parses a page size into (width, height) points.
pub fn parse_page_size(text: &str) -> Option<(f64, f64)> {
    let lower = text.trim().to_ascii_lowercase();
    if let Some(&(_, w, h)) = NAMED_SIZES.iter().find(|s| s.0 == lower) {
        return Some((w, h));
    }
    let (w, h) = lower.split_once('x')?;
    let (w, h) = (parse_length(w)?, parse_length(h)?);
    (w > 0.0 && h > 0.0).then_some((w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn lengths_in_every_unit() {
        assert!(close(parse_length("0.5in").unwrap(), 36.0));
        assert!(close(parse_length("25.4mm").unwrap(), 72.0));
        assert!(close(parse_length("2.54 cm").unwrap(), 72.0));
        assert!(close(parse_length("18pt").unwrap(), 18.0));
        assert_eq!(parse_length("12"), None);
        assert_eq!(parse_length("12furlongs"), None);
        assert_eq!(parse_length("-3mm"), None);
    }

    #[test]
    fn named_and_explicit_page_sizes() {
        let letter = parse_page_size("letter").unwrap();
        assert!(close(letter.0, 612.0) && close(letter.1, 792.0));
        assert_eq!(parse_page_size("8.5in x 11in"), Some(letter));
        let a4 = parse_page_size("210mm x 297mm").unwrap();
        assert!(close(a4.0, parse_page_size("A4").unwrap().0));
        assert_eq!(parse_page_size("6x9"), Some((432.0, 648.0)));
        assert_eq!(parse_page_size("huge"), None);
    }
}
