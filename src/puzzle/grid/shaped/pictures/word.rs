//! A word set in the book's font, as an SVG text the vector rasteriser draws:
//! bold when the family has a bold face (strokes twice as thick make corridors),
//! from the fonts compiled into mazebook only. Letters the font lacks are refused
//! by name rather than drawn as empty boxes.

use resvg::usvg::{self, fontdb};

use super::error::MaskError;
use crate::fonts::FontChoice;

/// The font size the word is set at before scaling (any size would do: the
/// drawing is scaled to the board).
const FONT_SIZE: f64 = 100.0;

/// The most characters a word maze's text may have (a name, a short word).
pub const MAX_CHARS: usize = 100;
/// The fewest cells across each character of the word gets: with fewer, the
/// letters cannot be told apart in the maze.
pub const MIN_CELLS_PER_CHAR: usize = 1;

/// Refuses a word too long to draw, or too long for a maze `width` cells across.
pub fn check_length(text: &str, width: usize) -> Result<(), MaskError> {
    let chars = normalised(text).chars().count();
    let needed = chars.saturating_mul(MIN_CELLS_PER_CHAR);
    if chars > MAX_CHARS || width < needed {
        return Err(MaskError::LongWord {
            chars,
            width,
            needed,
            max: MAX_CHARS,
        });
    }
    Ok(())
}

/// The word as it is drawn: runs of white space become one space.
pub fn normalised(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How a word is named in messages.
pub fn describe(text: &str) -> String {
    format!("the word \"{}\"", normalised(text))
}

/// The SVG drawing of `text` and the options to parse it with.
pub fn svg(text: &str, font: FontChoice) -> Result<(String, usvg::Options<'static>), MaskError> {
    let word = normalised(text);
    if word.is_empty() {
        return Err(MaskError::NoLetters {
            what: describe(text),
        });
    }
    let database = font.database();
    let bold = database.faces().any(|f| f.weight == fontdb::Weight::BOLD);
    let face = font.faces()[usize::from(bold)];
    let missing = missing_letters(&word, face);
    if !missing.is_empty() {
        return Err(MaskError::MissingLetters {
            what: describe(text),
            font: font.name(),
            letters: missing,
        });
    }
    let weight = if bold { 700 } else { 400 };
    let width = FONT_SIZE * (word.chars().count() as f64 + 2.0);
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}"><text x="{FONT_SIZE}" y="{FONT_SIZE}" font-family="{family}" font-weight="{weight}" font-size="{FONT_SIZE}" text-rendering="optimizeSpeed">{text}</text></svg>"#,
        h = 2.0 * FONT_SIZE,
        family = escape(&font.css_family()),
        text = escape(&word),
    );
    let options = usvg::Options {
        font_family: font.family().to_string(),
        fontdb: database,
        ..usvg::Options::default()
    };
    Ok((svg, options))
}

/// The letters of `word` (other than spaces) that the face has no glyph for,
/// quoted and listed once each: `"ж", "ы"`.
fn missing_letters(word: &str, face: &[u8]) -> String {
    let Ok(face) = ttf_parser::Face::parse(face, 0) else {
        return String::new();
    };
    let mut missing: Vec<char> = Vec::new();
    for letter in word.chars().filter(|c| !c.is_whitespace()) {
        if face.glyph_index(letter).is_none() && !missing.contains(&letter) {
            missing.push(letter);
        }
    }
    missing
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_only_is_no_word() {
        let error = svg("  \t ", FontChoice::Quicksand).unwrap_err();
        assert!(matches!(error, MaskError::NoLetters { .. }), "{error}");
    }

    #[test]
    fn letters_the_font_lacks_are_named() {
        let error = svg("A漢B", FontChoice::Quicksand).unwrap_err().to_string();
        assert!(error.contains("\"漢\""), "{error}");
        assert!(svg("Émma & <Zoë>", FontChoice::Andika).is_ok());
    }
}
