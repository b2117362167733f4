//! Masks: which cells of a square, hexagon or triangle board are in the maze,
//! from a built-in picture, a PNG of the user's own, or a word in the book's font.
//!
//! Every source becomes dark and light pixels (`ink`): built-in pictures are SVG
//! drawings rasterised by resvg (`vector`, `builtin`), a user's PNG is decoded
//! within the book's picture limits (`file`), and a word is set on lines to fill
//! its slot with letters that read (`lettering`, `word`). The dark pixels'
//! bounding box is laid over the board and each cell is sampled over its own
//! polygon (`sample`). A mask must leave one maze: a user's picture in several
//! pieces is refused, naming them; built-in pictures are joined by the shortest
//! bridges, a word's letters across the middle of their line (`pieces`).
//! Drawings and words are rendered without anti-aliasing, so the same source
//! gives the same mask on any machine.

pub mod builtin;
pub mod error;
pub mod file;
pub mod ink;
pub mod lettering;
pub mod pieces;
pub mod sample;
pub mod vector;
pub mod word;

#[cfg(test)]
mod reading_tests;
#[cfg(test)]
mod tests;

use std::path::PathBuf;

pub use self::builtin::{BUILT_IN, suggest};
pub use self::error::MaskError;
use self::ink::Ink;
use crate::fonts::FontChoice;
use crate::puzzle::grid::shaped::board::{Board, Tiling};

/// Where a mask comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MaskSource {
    /// One of [`BUILT_IN`], by name.
    BuiltIn(String),
    /// A PNG file: dark pixels are the maze, light ones (or transparent) outside.
    File(PathBuf),
    /// A word set in the book's font.
    Word { text: String, font: FontChoice },
}

/// The fewest cells a mask may leave in the maze.
pub const MIN_CELLS: usize = 20;
/// The fewest cells across (and down, when given) a masked board may have.
pub const MIN_SIDE: usize = 2;

impl MaskSource {
    /// How the source is named in messages: `the picture "heart"`,
    /// `pictures/dino.png`, `the word "EMMA"`.
    pub fn describe(&self) -> String {
        match self {
            MaskSource::BuiltIn(name) => format!("the picture \"{name}\""),
            MaskSource::File(path) => path.display().to_string(),
            MaskSource::Word { text, .. } => word::describe(text),
        }
    }
}

/// Which cells are in the maze: `width` cells across; `height` follows the picture's
/// aspect ratio (taking the tiling's row spacing into account) unless given, in
/// which case the picture is stretched to fill the board.
pub fn board_for(
    source: &MaskSource,
    tiling: Tiling,
    width: usize,
    height: Option<usize>,
) -> Result<Board, MaskError> {
    if tiling == Tiling::Circle {
        return Err(MaskError::Tiling(tiling.name()));
    }
    if let Some(given) = [Some(width), height]
        .into_iter()
        .flatten()
        .find(|&side| side < MIN_SIDE)
    {
        return Err(MaskError::TooSmall {
            given,
            needed: MIN_SIDE,
        });
    }
    if let MaskSource::Word { text, font } = source {
        let fit = word::WordFit {
            level: 5,
            width: Some(width),
            height,
            slot: word::LETTER_SLOT,
            min_cell_pt: 0.0,
        };
        return word::board(text, *font, tiling, &fit);
    }
    let what = source.describe();
    let ink = ink_of(source, tiling, width)?;
    let ink = ink
        .cropped()
        .ok_or_else(|| MaskError::NoDarkPixels { what: what.clone() })?;
    let height = height.unwrap_or_else(|| sample::height_for(tiling, width, ink.aspect()));
    let in_maze = sample::sample(&ink, tiling, width, height);
    let mut board = Board::masked(tiling, width, in_maze);
    let cells = board.cells_in_maze();
    if cells < MIN_CELLS {
        return Err(MaskError::TooFewCells {
            what,
            cells,
            needed: MIN_CELLS,
        });
    }
    match source {
        MaskSource::File(_) => {
            let sizes = pieces::sizes_largest_first(&board);
            if sizes.len() > 1 {
                return Err(MaskError::Pieces {
                    what,
                    count: sizes.len(),
                    sizes: listed_sizes(&sizes),
                });
            }
        }
        MaskSource::BuiltIn(_) | MaskSource::Word { .. } => {
            pieces::bridge(&mut board);
        }
    }
    Ok(board)
}

/// The source's pixels (not yet cropped); drawings are rasterised for a board
/// `width` cells across.
fn ink_of(source: &MaskSource, tiling: Tiling, width: usize) -> Result<Ink, MaskError> {
    let width_px = (sample::extent_of(tiling, width, 1).0 * vector::PIXELS_PER_CELL).max(200.0);
    let drawn = |svg: &str, options: &resvg::usvg::Options| {
        vector::rasterise(svg, options, width_px).map_err(|detail| MaskError::Draw {
            what: source.describe(),
            detail,
        })
    };
    match source {
        MaskSource::BuiltIn(name) => {
            let svg = builtin::svg(name).ok_or_else(|| MaskError::Unknown {
                name: name.clone(),
                hint: suggest(name).map_or(String::new(), |s| format!(" (did you mean \"{s}\"?)")),
                list: builtin::listed(),
            })?;
            drawn(&svg, &resvg::usvg::Options::default())
        }
        MaskSource::File(path) => file::read(path),
        // `board_for` hands words to `word::board` before any ink is asked for.
        MaskSource::Word { text, .. } => Err(MaskError::NoLetters {
            what: word::describe(text),
        }),
    }
}

/// `120, 4, 2`, or `120, 4, 2, … and 9 more` past eight pieces.
fn listed_sizes(sizes: &[usize]) -> String {
    const SHOWN: usize = 8;
    let shown: Vec<String> = sizes.iter().take(SHOWN).map(usize::to_string).collect();
    let mut text = shown.join(", ");
    if sizes.len() > SHOWN {
        text.push_str(&format!(", … and {} more", sizes.len() - SHOWN));
    }
    text
}
