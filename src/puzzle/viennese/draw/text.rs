//! Text for the maze page: labels in the book's font, and line breaking measured
//! with the shipped fonts. Layout must not depend on which of the two families a
//! book uses (`fits` is asked before any style exists), so every width is the
//! wider of the two.

use std::sync::OnceLock;

use svg::node::element::Text;

use crate::fonts::FontChoice;
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::render::text::Measure;

/// The regular and bold faces of every shipped family.
struct Measures {
    regular: Vec<Measure>,
    bold: Vec<Measure>,
}

fn measures() -> &'static Measures {
    static MEASURES: OnceLock<Measures> = OnceLock::new();
    MEASURES.get_or_init(|| Measures {
        regular: FontChoice::ALL
            .iter()
            .filter_map(|&f| Measure::new(f, false))
            .collect(),
        bold: FontChoice::ALL
            .iter()
            .filter_map(|&f| Measure::new(f, true))
            .collect(),
    })
}

/// The width of `text` at `size` points in the widest shipped family.
pub fn width(text: &str, size: f64, bold: bool) -> f64 {
    let set = measures();
    let faces = if bold { &set.bold } else { &set.regular };
    faces
        .iter()
        .map(|m| m.width(text, size))
        .fold(None, |widest: Option<f64>, w| {
            Some(widest.map_or(w, |x| x.max(w)))
        })
        // Without a readable font file, 0.6 em a character is a safe guess.
        .unwrap_or(text.chars().count() as f64 * size * 0.6)
}

/// Breaks `text` into lines no wider than `max_width`; a word wider than the
/// line stands on its own line.
pub fn wrap(text: &str, size: f64, max_width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if line.is_empty() || width(&candidate, size, false) <= max_width {
            line = candidate;
        } else {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A line of text in ink, its baseline at `y`.
pub fn label(x: f64, y: f64, size: f64, content: &str, anchor: &str, style: &Style) -> Text {
    Text::new(content)
        .set("x", num(x))
        .set("y", num(y))
        .set("font-size", num(size))
        .set("text-anchor", anchor)
        .set("fill", style.ink)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_fit_and_keep_every_word() {
        let text = "Every light changes at every move: green, then orange, then red.";
        let lines = wrap(text, 10.0, 120.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| width(l, 10.0, false) <= 120.0));
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn widths_grow_with_size_and_length() {
        assert!(width("move", 10.0, false) > 0.0);
        assert!(width("move", 12.0, false) > width("move", 10.0, false));
        assert!(width("moves", 10.0, true) > width("move", 10.0, true));
    }
}
