//! The words a drawing of floors prints and how wide they print: each floor's
//! label ("Floor 2", the words key `floor`) and the legend under a puzzle (▲
//! `stairs-up`, ▼ `stairs-down`), in the book's words and font. They are
//! measured once, with the recipe, so the legibility check before any work and
//! every drawing lay the floors out alike.

use crate::fonts::FontChoice;
use crate::puzzle::section_keys::BookContext;
use crate::render::style::MIN_TEXT_PT;
use crate::render::text::Measure;
use crate::words::Words;

/// The size of the labels and the legend, in points.
pub const LABEL_PT: f64 = 8.5;
const _: () = assert!(LABEL_PT >= MIN_TEXT_PT);

/// How wide the drawing's words print at [`LABEL_PT`], in points.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CaptionWidths {
    /// The widest floor label (bold).
    pub label: f64,
    /// The legend's words for a stair up and a stair down.
    pub up: f64,
    pub down: f64,
}

impl CaptionWidths {
    /// The widths of the words of a maze of `floors` floors in `book`'s words
    /// and font.
    pub fn measure(book: &BookContext, floors: usize) -> CaptionWidths {
        let words = &book.words;
        let width = |text: &str, bold: bool| width_in(book.font, text, bold);
        let label = (0..floors)
            .map(|floor| width(&label(words, floor), true))
            .fold(0.0, f64::max);
        CaptionWidths {
            label,
            up: width(words.get("stairs-up"), false),
            down: width(words.get("stairs-down"), false),
        }
    }
}

/// Floor `floor`'s label (0: the first floor, "Floor 1").
pub fn label(words: &Words, floor: usize) -> String {
    words.fill("floor", &[("n", &(floor + 1).to_string())])
}

/// The width of `text` at [`LABEL_PT`] in `font` (a generous guess for a font
/// that cannot be read).
fn width_in(font: FontChoice, text: &str, bold: bool) -> f64 {
    match Measure::new(font, bold) {
        Some(measure) => measure.width(text, LABEL_PT),
        None => text.chars().count() as f64 * LABEL_PT * 0.65,
    }
}
