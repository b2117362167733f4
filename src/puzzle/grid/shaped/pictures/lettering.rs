//! A word set on lines as a maze's letters. Each letter is placed by itself at
//! its advance in the book's (bold) font, a little wider apart than the font
//! sets them so neighbours never touch; each line is centred; lines stand a
//! third of a capital apart; the glyphs are drawn emboldened (a black outline
//! stroke) so every stem is thick enough to hold corridors, and may be stretched
//! upright to fill a tall slot. The drawing sits on a white canvas of fixed
//! size, so the whole word and any single letter (or another letter in its
//! place) rasterise in one frame: that is how a letter's cells are read back.

use std::sync::Arc;

use resvg::usvg::{self, fontdb};

use crate::fonts::FontChoice;

/// The font size letters are set at (canvas units; the drawing is scaled to the board).
pub const FONT_SIZE: f64 = 100.0;
/// The outline stroke that emboldens every glyph, in canvas units (0.06 em).
const EMBOLDEN: f64 = 6.0;
/// Extra room between letters, beyond the font's own spacing and the stroke.
const LETTER_GAP: f64 = 14.0;
/// Room between lines, as a share of a capital's height.
const LINE_GAP: f64 = 0.35;
/// The canvas's margin around the letters (accents and descenders fit in it).
const MARGIN: f64 = 40.0;

/// One letter where it is drawn: its left edge and baseline, before any stretch.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed {
    pub letter: char,
    pub x: f64,
    pub baseline: f64,
    pub line: usize,
    /// The letter's advance (its box's width).
    pub advance: f64,
}

/// A word set on lines, ready to draw.
#[derive(Debug, Clone)]
pub struct Lettering {
    pub lines: Vec<String>,
    pub placed: Vec<Placed>,
    /// Height of a capital, in canvas units before stretching.
    pub cap: f64,
    /// How much taller than the font the letters are drawn (1: as designed).
    pub stretch: f64,
    width: f64,
    height: f64,
    font: FontChoice,
    database: Arc<fontdb::Database>,
    bold: bool,
}

/// The face letters are drawn in: the bold one when the family has it.
pub fn face_of(font: FontChoice) -> &'static [u8] {
    face_in(font, &font.database())
}

fn face_in(font: FontChoice, database: &fontdb::Database) -> &'static [u8] {
    font.faces()[usize::from(has_bold(database))]
}

fn has_bold(database: &fontdb::Database) -> bool {
    database.faces().any(|f| f.weight == fontdb::Weight::BOLD)
}

impl Lettering {
    /// Sets `lines` in `font`, stretched upright by `stretch`.
    pub fn set(lines: &[String], font: FontChoice, stretch: f64) -> Lettering {
        Lettering::set_with(lines, font, font.database(), stretch)
    }

    /// As [`Lettering::set`], with the font's database already made.
    pub fn set_with(
        lines: &[String],
        font: FontChoice,
        database: Arc<fontdb::Database>,
        stretch: f64,
    ) -> Lettering {
        let bold = has_bold(&database);
        let face = ttf_parser::Face::parse(face_in(font, &database), 0).ok();
        let scale = face
            .as_ref()
            .map_or(0.001, |f| 1.0 / f64::from(f.units_per_em()))
            * FONT_SIZE;
        let cap = face
            .as_ref()
            .and_then(ttf_parser::Face::capital_height)
            .map_or(0.7 * FONT_SIZE, |h| f64::from(h) * scale);
        let advance = |letter: char| {
            face.as_ref()
                .and_then(|f| f.glyph_index(letter).map(|g| (f, g)))
                .and_then(|(f, g)| f.glyph_hor_advance(g))
                .map_or(0.6 * FONT_SIZE, |a| f64::from(a) * scale)
                + LETTER_GAP
        };
        let widths: Vec<f64> = lines
            .iter()
            .map(|line| line.chars().map(advance).sum())
            .collect();
        let widest = widths.iter().copied().fold(0.0, f64::max);
        let mut placed = Vec::new();
        for (number, line) in lines.iter().enumerate() {
            let baseline = MARGIN + cap + number as f64 * cap * (1.0 + LINE_GAP);
            let mut x = MARGIN + (widest - widths[number]) / 2.0;
            for letter in line.chars() {
                let width = advance(letter);
                if !letter.is_whitespace() {
                    placed.push(Placed {
                        letter,
                        x,
                        baseline,
                        line: number,
                        advance: width,
                    });
                }
                x += width;
            }
        }
        let rows = lines.len().max(1) as f64;
        Lettering {
            lines: lines.to_vec(),
            placed,
            cap,
            stretch,
            width: widest + 2.0 * MARGIN,
            height: 2.0 * MARGIN + cap * (rows + (rows - 1.0) * LINE_GAP),
            font,
            database,
            bold,
        }
    }

    /// The same lines stretched upright by `stretch`.
    pub fn stretched(&self, stretch: f64) -> Lettering {
        Lettering {
            stretch,
            ..self.clone()
        }
    }

    /// The canvas's width and height (after stretching), in canvas units.
    pub fn canvas(&self) -> (f64, f64) {
        (self.width, self.height * self.stretch)
    }

    /// The top of line `line`'s capitals and its baseline, after stretching.
    pub fn line_span(&self, line: usize) -> (f64, f64) {
        let baseline = MARGIN + self.cap + line as f64 * self.cap * (1.0 + LINE_GAP);
        (
            (baseline - self.cap) * self.stretch,
            baseline * self.stretch,
        )
    }

    /// The whole word as SVG.
    pub fn svg(&self) -> String {
        self.drawing(self.placed.iter().copied())
    }

    /// Only the `index`th letter, drawn as `letter` (centred in its place), as SVG.
    pub fn svg_of_one(&self, index: usize, letter: char) -> String {
        let Some(&at) = self.placed.get(index) else {
            return self.drawing(std::iter::empty());
        };
        let own = self.advance_of(at.letter);
        let other = self.advance_of(letter);
        let moved = Placed {
            letter,
            x: at.x + (own - other) / 2.0,
            ..at
        };
        self.drawing(std::iter::once(moved))
    }

    /// The options usvg parses the drawings with (the book's fonts only).
    pub fn options(&self) -> usvg::Options<'static> {
        usvg::Options {
            font_family: self.font.family().to_string(),
            fontdb: self.database.clone(),
            ..usvg::Options::default()
        }
    }

    /// Only `placed`, as SVG (on the same canvas).
    pub fn svg_of_placed(&self, placed: Placed) -> String {
        self.drawing(std::iter::once(placed))
    }

    /// The room `letter` takes on a line, spacing included.
    pub fn advance_of(&self, letter: char) -> f64 {
        let set = Lettering::set_with(&[letter.to_string()], self.font, self.database.clone(), 1.0);
        set.placed.first().map_or(0.0, |p| p.advance)
    }

    fn drawing(&self, letters: impl Iterator<Item = Placed>) -> String {
        let (width, height) = self.canvas();
        let weight = if self.bold { 700 } else { 400 };
        let family = escape(&self.font.css_family());
        let mut svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"><rect width="{width}" height="{height}" fill="white"/><g transform="scale(1 {stretch})" font-family="{family}" font-weight="{weight}" font-size="{FONT_SIZE}" text-rendering="optimizeSpeed" fill="black" stroke="black" stroke-width="{EMBOLDEN}" stroke-linejoin="round">"#,
            stretch = self.stretch,
        );
        for placed in letters {
            svg.push_str(&format!(
                r#"<text x="{}" y="{}">{}</text>"#,
                placed.x + EMBOLDEN / 2.0,
                placed.baseline,
                escape(&placed.letter.to_string())
            ));
        }
        svg.push_str("</g></svg>");
        svg
    }
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
    fn lines_are_centred_and_letters_never_overlap() {
        let lines = vec!["SOP".to_string(), "HIE".to_string()];
        let set = Lettering::set(&lines, FontChoice::Quicksand, 1.0);
        assert_eq!(set.placed.len(), 6);
        for pair in set.placed.windows(2) {
            if pair[0].line == pair[1].line {
                assert!(pair[0].x + pair[0].advance <= pair[1].x + 1e-9);
            }
        }
        let (top, base) = set.line_span(1);
        assert!(top > set.line_span(0).1, "lines apart");
        assert!((base - top - set.cap).abs() < 1e-9);
    }

    #[test]
    fn stretching_makes_the_canvas_taller_only() {
        let lines = vec!["MIA".to_string()];
        let plain = Lettering::set(&lines, FontChoice::Andika, 1.0);
        let tall = Lettering::set(&lines, FontChoice::Andika, 1.5);
        assert_eq!(plain.canvas().0, tall.canvas().0);
        assert!((tall.canvas().1 - 1.5 * plain.canvas().1).abs() < 1e-9);
    }
}
