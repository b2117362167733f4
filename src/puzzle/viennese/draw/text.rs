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

/// The widest of the faces' widths for advances of `units` (one per face), or,
/// without a readable font file, 0.6 em for each of `chars` characters.
fn widest(faces: &[Measure], units: &[f64], chars: usize, size: f64) -> f64 {
    faces
        .iter()
        .zip(units)
        .map(|(m, &u)| m.width_of_units(u, size))
        .fold(None, |widest: Option<f64>, w| {
            Some(widest.map_or(w, |x| x.max(w)))
        })
        .unwrap_or(chars as f64 * size * 0.6)
}

/// A line being filled: its text, its advance in each regular face (font units)
/// and its number of characters.
struct Line {
    text: String,
    units: Vec<f64>,
    chars: usize,
}

impl Line {
    fn new(word: &str, faces: &[Measure]) -> Line {
        Line {
            text: word.to_string(),
            units: faces.iter().map(|m| m.units(word)).collect(),
            chars: word.chars().count(),
        }
    }
}

/// Breaks `text` into lines no wider than `max_width`; a word wider than the
/// line stands on its own line. Each word is measured once: a line's advance is
/// the exact sum of its words' and spaces' advances (whole font units).
pub fn wrap(text: &str, size: f64, max_width: f64) -> Vec<String> {
    let faces = &measures().regular;
    let space: Vec<f64> = faces.iter().map(|m| m.units(" ")).collect();
    let mut lines = Vec::new();
    let mut line: Option<Line> = None;
    for word in text.split_whitespace() {
        let Some(current) = line.as_mut() else {
            line = Some(Line::new(word, faces));
            continue;
        };
        let word_line = Line::new(word, faces);
        let units: Vec<f64> = (current.units.iter().zip(&space))
            .zip(&word_line.units)
            .map(|((l, s), w)| l + s + w)
            .collect();
        let chars = current.chars + 1 + word_line.chars;
        if widest(faces, &units, chars, size) <= max_width {
            current.text.push(' ');
            current.text.push_str(word);
            current.units = units;
            current.chars = chars;
        } else {
            lines.extend(line.replace(word_line).map(|done| done.text));
        }
    }
    lines.extend(line.map(|done| done.text));
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

    /// The wrap of the whole candidate line, measured afresh for every word.
    fn wrap_by_whole_lines(text: &str, size: f64, max_width: f64) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = match line.is_empty() {
                true => word.to_string(),
                false => format!("{line} {word}"),
            };
            if line.is_empty() || width(&candidate, size, false) <= max_width {
                line = candidate;
            } else {
                lines.push(std::mem::replace(&mut line, word.to_string()));
            }
        }
        lines.extend((!line.is_empty()).then_some(line));
        lines
    }

    #[test]
    fn summed_word_widths_wrap_like_whole_lines() {
        let text = "Every light changes at every move: green, then orange, then red. \
                    Élan → naïve Straße; wide WWWWWWWWWWWWWWWWWWWW and i i i i i.";
        for size in [6.5, 7.0, 9.25, 10.0, 13.0] {
            for max_width in [0.0, 20.0, 57.3, 90.0, 120.0, 333.3, 1e4] {
                assert_eq!(
                    wrap(text, size, max_width),
                    wrap_by_whole_lines(text, size, max_width),
                    "{size} {max_width}"
                );
            }
        }
    }

    #[test]
    fn widths_grow_with_size_and_length() {
        assert!(width("move", 10.0, false) > 0.0);
        assert!(width("move", 12.0, false) > width("move", 10.0, false));
        assert!(width("moves", 10.0, true) > width("move", 10.0, true));
    }
}
