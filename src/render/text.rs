//! Line breaking for titles and instructions. SVG has no text wrapping, so we
//! measure words with the book's own font (glyph advances from the font file) and
//! break lines to fit a width.

use crate::fonts::FontChoice;

/// Measures text set in one face of a shipped font.
pub struct Measure {
    face: ttf_parser::Face<'static>,
    /// Advances of the ASCII characters in font units, looked up once: titles,
    /// captions and labels are measured many times while they are wrapped.
    ascii: [f64; 128],
}

impl Measure {
    /// The regular (`bold = false`) or bold face of `font`.
    pub fn new(font: FontChoice, bold: bool) -> Option<Measure> {
        let data = font.faces()[usize::from(bold)];
        let face = ttf_parser::Face::parse(data, 0).ok()?;
        let ascii = std::array::from_fn(|c| advance(&face, char::from(c as u8)));
        Some(Measure { face, ascii })
    }

    /// Width of `text` in points at `size` points.
    pub fn width(&self, text: &str, size: f64) -> f64 {
        let units = f64::from(self.face.units_per_em());
        let total: f64 = text
            .chars()
            .map(|c| match self.ascii.get(c as usize) {
                Some(&known) => known,
                None => advance(&self.face, c),
            })
            .sum();
        total * size / units
    }

    /// Breaks `text` into lines no wider than `max_width` at `size` points. Existing
    /// line breaks are kept; a word wider than a line is broken between letters.
    pub fn wrap(&self, text: &str, size: f64, max_width: f64) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.lines() {
            let mut line = String::new();
            for word in paragraph.split_whitespace() {
                let candidate = if line.is_empty() {
                    word.to_string()
                } else {
                    format!("{line} {word}")
                };
                if self.width(&candidate, size) <= max_width {
                    line = candidate;
                    continue;
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                let mut pieces = self.break_word(word, size, max_width);
                line = pieces.pop().unwrap_or_default();
                lines.extend(pieces);
            }
            lines.push(line);
        }
        lines
    }

    /// Splits a word into pieces no wider than `max_width` (at least one letter each).
    fn break_word(&self, word: &str, size: f64, max_width: f64) -> Vec<String> {
        let mut pieces = vec![String::new()];
        for c in word.chars() {
            let last = pieces.last_mut().expect("never empty");
            last.push(c);
            if last.chars().count() > 1 && self.width(last, size) > max_width {
                last.pop();
                pieces.push(c.to_string());
            }
        }
        pieces
    }
}

/// The advance of `c` in font units; half an em for a character the face lacks.
fn advance(face: &ttf_parser::Face, c: char) -> f64 {
    face.glyph_index(c)
        .and_then(|g| face.glyph_hor_advance(g))
        .map_or(f64::from(face.units_per_em()) * 0.5, f64::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_to_the_width_and_keeps_every_word() {
        let measure = Measure::new(FontChoice::Quicksand, false).unwrap();
        let text = "Help the little mouse find the cheese without crossing any wall of the maze";
        let lines = measure.wrap(text, 12.0, 150.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| measure.width(l, 12.0) <= 150.0));
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn breaks_a_word_longer_than_the_line() {
        let measure = Measure::new(FontChoice::Quicksand, false).unwrap();
        let word = "Labyrinth".repeat(40);
        let text = format!("A {word} b");
        let lines = measure.wrap(&text, 12.0, 150.0);
        assert!(lines.len() > 5);
        assert!(lines.iter().all(|l| measure.width(l, 12.0) <= 150.0));
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
    }

    #[test]
    fn the_ascii_table_gives_the_font_s_own_advances() {
        let measure = Measure::new(FontChoice::Quicksand, false).unwrap();
        for c in (0u8..128)
            .map(char::from)
            .chain(['é', 'ß', '→', '\u{10FFFF}'])
        {
            let text = c.to_string();
            let looked_up =
                advance(&measure.face, c) * 10.0 / f64::from(measure.face.units_per_em());
            assert_eq!(measure.width(&text, 10.0), looked_up, "{c:?}");
        }
    }

    #[test]
    fn bold_is_wider_and_size_scales() {
        let regular = Measure::new(FontChoice::Quicksand, false).unwrap();
        let bold = Measure::new(FontChoice::Quicksand, true).unwrap();
        assert!(bold.width("Mazes", 20.0) > regular.width("Mazes", 20.0));
        let ratio = regular.width("Mazes", 20.0) / regular.width("Mazes", 10.0);
        assert!((ratio - 2.0).abs() < 1e-9);
    }
}
