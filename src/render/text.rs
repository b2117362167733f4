//! Line breaking for titles and instructions. SVG has no text wrapping, so we
//! measure words with the book's own font (glyph advances from the font file) and
//! break lines to fit a width.

use crate::fonts::FontChoice;

/// Longer text is not balanced (it is a paragraph, not a title).
const MAX_BALANCED_LINES: usize = 8;
/// Enough halvings to find the width to a hundredth of a point.
const BISECTION_STEPS: usize = 16;

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

    /// The face a drawing's text is set in: `family` as in [`crate::render::style::Style`]
    /// (`FontChoice::css_family`), a shipped family or a font file of the
    /// book's own (made once per face and shared); `None` for a family not
    /// loaded.
    pub fn of_family(family: &str, bold: bool) -> Option<&'static Measure> {
        static FACES: std::sync::OnceLock<Vec<(FontChoice, bool, Measure)>> =
            std::sync::OnceLock::new();
        let faces = FACES.get_or_init(|| {
            FontChoice::ALL
                .iter()
                .flat_map(|&font| [(font, false), (font, true)])
                .filter_map(|(font, heavy)| Some((font, heavy, Measure::new(font, heavy)?)))
                .collect()
        });
        let shipped = faces
            .iter()
            .find(|(font, heavy, _)| font.css_family() == family && *heavy == bold)
            .map(|(_, _, measure)| measure);
        shipped.or_else(|| Measure::of_own_family(family, bold))
    }

    /// The face of a font file of the book's own whose family is `family`.
    fn of_own_family(family: &str, bold: bool) -> Option<&'static Measure> {
        type Made = Vec<(&'static crate::fonts::OwnFont, bool, &'static Measure)>;
        static MADE: std::sync::Mutex<Made> = std::sync::Mutex::new(Vec::new());
        let own = crate::fonts::own::loaded()
            .into_iter()
            .find(|font| font.css_family() == family)?;
        let mut made = MADE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(&(_, _, measure)) = made
            .iter()
            .find(|(font, heavy, _)| std::ptr::eq(*font, own) && *heavy == bold)
        {
            return Some(measure);
        }
        // One per face of each font file a process loads: a handful at most.
        let measure: &'static Measure =
            Box::leak(Box::new(Measure::new(FontChoice::Own(own), bold)?));
        made.push((own, bold, measure));
        Some(measure)
    }

    /// How far the face's line reaches above the baseline, in ems (its
    /// `hhea` ascender: accented capitals included).
    pub fn ascent(&self) -> f64 {
        f64::from(self.face.ascender()) / f64::from(self.face.units_per_em())
    }

    /// How far the face's line reaches below the baseline, in ems (positive).
    pub fn descent(&self) -> f64 {
        -f64::from(self.face.descender()) / f64::from(self.face.units_per_em())
    }

    /// Width of `text` in points at `size` points.
    pub fn width(&self, text: &str, size: f64) -> f64 {
        self.width_of_units(self.units(text), size)
    }

    /// Width in points at `size` points of an advance of `units` font units.
    pub fn width_of_units(&self, units: f64, size: f64) -> f64 {
        units * size / f64::from(self.face.units_per_em())
    }

    /// How far the ink of `text`'s first glyph reaches left of the text's
    /// origin, in points at `size` points (0 for most letters; a "j" or "J"
    /// hooks below the line and left of its start in many faces). A line set
    /// this much further right keeps its ink inside its margin.
    pub fn lead(&self, text: &str, size: f64) -> f64 {
        let reach = text
            .chars()
            .next()
            .and_then(|c| self.face.glyph_index(c))
            .and_then(|g| self.face.glyph_bounding_box(g))
            .map_or(0.0, |bounds| -f64::from(bounds.x_min));
        self.width_of_units(reach.max(0.0), size)
    }

    /// The advance of `text` in font units (a sum of whole numbers, so the
    /// advance of a line is exactly the sum of its pieces' advances).
    pub fn units(&self, text: &str) -> f64 {
        text.chars().map(|c| self.advance(c)).sum()
    }

    /// The advance of one character in font units (half an em when the font
    /// has no glyph for it).
    fn advance(&self, c: char) -> f64 {
        match self.ascii.get(c as usize) {
            Some(&known) => known,
            None => advance(&self.face, c),
        }
    }

    /// Breaks `text` into lines no wider than `max_width` at `size` points. Existing
    /// line breaks are kept; a word wider than a line is broken between letters.
    /// Each character is measured once, so the time is linear in the text.
    pub fn wrap(&self, text: &str, size: f64, max_width: f64) -> Vec<String> {
        let limit = max_width * f64::from(self.face.units_per_em()) / size;
        let space = self.advance(' ');
        let mut lines = Vec::new();
        for paragraph in text.lines() {
            let mut line = Line::default();
            for word in paragraph.split_whitespace() {
                let word_units = self.units(word);
                let gap = if line.text.is_empty() { 0.0 } else { space };
                if line.units + gap + word_units <= limit {
                    line.push_word(word, gap + word_units);
                    continue;
                }
                if !line.text.is_empty() {
                    lines.push(std::mem::take(&mut line).text);
                }
                line = self.break_word(word, limit, &mut lines);
            }
            lines.push(line.text);
        }
        lines
    }

    /// Like [`Measure::wrap`], but with the lines as even as the same number of
    /// lines allows (no word left alone on the last line of a title): the
    /// narrowest width that keeps the line count, found by bisection.
    pub fn wrap_balanced(&self, text: &str, size: f64, max_width: f64) -> Vec<String> {
        let lines = self.wrap(text, size, max_width);
        if lines.len() < 2 || lines.len() > MAX_BALANCED_LINES {
            return lines;
        }
        let (mut narrow, mut wide) = (max_width / lines.len() as f64, max_width);
        for _ in 0..BISECTION_STEPS {
            let middle = (narrow + wide) / 2.0;
            if self.wrap(text, size, middle).len() > lines.len() {
                narrow = middle;
            } else {
                wide = middle;
            }
        }
        self.wrap(text, size, wide)
    }

    /// Breaks a word wider than a line between letters (at least one letter a
    /// line): full lines go to `lines`, the rest is the line to go on with.
    fn break_word(&self, word: &str, limit: f64, lines: &mut Vec<String>) -> Line {
        let mut piece = Line::default();
        for c in word.chars() {
            let units = self.advance(c);
            if !piece.text.is_empty() && piece.units + units > limit {
                lines.push(std::mem::take(&mut piece).text);
            }
            piece.text.push(c);
            piece.units += units;
        }
        piece
    }
}

/// A line being filled, with its advance so far in font units.
#[derive(Default)]
struct Line {
    text: String,
    units: f64,
}

impl Line {
    fn push_word(&mut self, word: &str, units: f64) {
        if !self.text.is_empty() {
            self.text.push(' ');
        }
        self.text.push_str(word);
        self.units += units;
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
    fn a_hooked_first_letter_leads_and_a_plain_one_does_not() {
        let measure = Measure::new(FontChoice::default(), false).unwrap();
        assert_eq!(measure.lead("Hello", 15.0), 0.0);
        assert_eq!(measure.lead("", 15.0), 0.0);
        let hooked = measure.lead("jeden", 15.0);
        assert!(hooked > 0.0 && hooked < 2.0, "{hooked}");
        assert!((measure.lead("jeden", 30.0) - 2.0 * hooked).abs() < 1e-9);
    }

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

    #[test]
    fn balanced_lines_leave_no_word_alone_and_keep_the_count() {
        let bold = Measure::new(FontChoice::Quicksand, true).unwrap();
        let title = "The Big Amazing Maze Book";
        let width = bold.width("The Big Amazing Maze", 40.0) + 1.0;
        let plain = bold.wrap(title, 40.0, width);
        assert_eq!(plain.last().map(String::as_str), Some("Book"));
        let balanced = bold.wrap_balanced(title, 40.0, width);
        assert_eq!(balanced.len(), plain.len());
        assert_eq!(balanced.join(" "), title);
        assert!(balanced.iter().all(|l| l.contains(' ')), "{balanced:?}");
        let widest = |lines: &[String]| {
            lines
                .iter()
                .map(|l| bold.width(l, 40.0))
                .fold(0.0, f64::max)
        };
        assert!(widest(&balanced) < widest(&plain));
    }
}
