//! The book-wide drawing style: ink colours, line widths, the font family and the
//! words that every puzzle and page shares.

use std::sync::Arc;

use crate::words::Words;

/// How puzzles are drawn. Lengths are in points (1/72 in).
#[derive(Debug, Clone, PartialEq)]
pub struct Style {
    /// Maze walls.
    pub wall_pt: f64,
    pub ink: &'static str,
    /// The answer line: colour and a width relative to a corridor, so it shows as a
    /// broad band in greyscale while walls stay thin and black.
    pub solution_colour: &'static str,
    pub solution_share_of_cell: f64,
    /// The font family every text uses (one of the shipped fonts).
    pub font_family: String,
    /// The words drawings print (legends, captions, labels), in the book's language.
    pub words: Arc<Words>,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            wall_pt: 1.5,
            ink: "#000000",
            solution_colour: "#e4572e",
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
