//! The book-wide drawing style: ink colours, line widths, the font family and the
//! words that every puzzle and page shares.

use std::sync::Arc;

use crate::words::Words;

use super::palette::{Ink, Palette};

/// How puzzles are drawn. Lengths are in points (1/72 in).
#[derive(Debug, Clone, PartialEq)]
pub struct Style {
    /// Maze walls.
    pub wall_pt: f64,
    /// Text, walls and outlines: solid black in every ink (the palette's ink).
    pub ink: &'static str,
    /// Every other colour, chosen from the book's ink; the answer line's colour
    /// is `palette.solution`.
    pub palette: Palette,
    /// The answer line's width relative to a corridor, so it shows as a broad
    /// band in greyscale while walls stay thin and black.
    pub solution_share_of_cell: f64,
    /// The font family every text uses, as SVG's `font-family` takes it
    /// (`FontChoice::css_family`).
    pub font_family: String,
    /// The words drawings print (legends, captions, labels), in the book's language.
    pub words: Arc<Words>,
}

impl Style {
    /// The default style in the colours of `ink`.
    pub fn for_ink(ink: Ink) -> Style {
        let palette = Palette::of(ink);
        Style {
            ink: palette.ink,
            palette,
            ..Style::default()
        }
    }
}

impl Default for Style {
    fn default() -> Self {
        Style {
            wall_pt: 1.5,
            ink: Palette::COLOR.ink,
            palette: Palette::COLOR,
            solution_share_of_cell: 0.3,
            font_family: "Quicksand".into(),
            words: Words::english(),
        }
    }
}

/// The thinnest wall we draw: thinner lines print unreliably.
pub const MIN_WALL_PT: f64 = 0.75;

/// The smallest printed text, in points, in any drawing at the size a book prints
/// it (print-on-demand services ask for 7 pt or more).
pub const MIN_TEXT_PT: f64 = 7.0;
