//! Turns a request for a shaped grid maze (a section's keys or the command line's
//! flags) into a [`ShapedRecipe`]: the board, the algorithm, the ends, the loops
//! and the level's band, refusing what cannot be made before any maze is.

use super::board::{Board, Tiling};
use super::carve::{names_on_any_board, runs_on_any_board};
use super::draw;
use super::ends::Ends;
use super::outline::Outline;
use super::{ShapedRecipe, levels};
use crate::fonts::FontChoice;
use crate::puzzle::cells::cell_size::min_cell_pt;
use crate::puzzle::grid::rectangle::algorithms::Algorithm;
use crate::puzzle::grid::request::{GridRequest, MAX_SIDE, wall};
use crate::puzzle::grid::shaped::pictures::word::{self, LETTER_SLOT, WordFit};
use crate::puzzle::grid::shaped::pictures::{MaskError, MaskSource, board_for};
use crate::puzzle::{Difficulty, Refusal};

/// The fit a word is set for, and its board: drawn in its slot, its corridors
/// keep [`SLOT_ROOM`] times `fit.min_cell_pt` (the outside marks and the bold
/// outline take room the setting cannot foresee, and the page's slot may be a
/// little smaller than the one estimated), so cells are asked a little larger
/// until they do (`width` given: as set), or as large as they can be set.
pub fn word_fit(
    text: &str,
    font: FontChoice,
    tiling: Tiling,
    fit: WordFit,
    wall_pt: f64,
) -> Result<(WordFit, Board), MaskError> {
    let (slot_width, slot_height) = fit.slot;
    let mut made = (fit, word::board(text, font, tiling, &fit)?);
    for _ in 0..WORD_TRIES {
        let drawn = draw::cell_size(&made.1, slot_width, slot_height, wall_pt);
        if fit.width.is_some() || drawn >= fit.min_cell_pt * SLOT_ROOM - 1e-9 {
            break;
        }
        let larger = WordFit {
            min_cell_pt: made.0.min_cell_pt * 1.03,
            ..made.0
        };
        match word::board(text, font, tiling, &larger) {
            Ok(board) => made = (larger, board),
            // The largest cells it can be set with: the page's own check decides.
            Err(_) => break,
        }
    }
    Ok(made)
}

/// How many times a word is set with larger cells before the last is kept.
const WORD_TRIES: usize = 8;
/// How much wider than the level's narrowest a word's corridors are drawn in
/// the slot it was set for.
const SLOT_ROOM: f64 = 1.05;

/// The most cells a shaped maze may have (as a 4000 × 4000 rectangle).
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// The recipe for `request` (sent here by `grid::split`) at `difficulty` (`None`:
/// no band): on the board its picture makes, or a whole board of its tiling
/// (squares when it names no other).
pub fn recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<ShapedRecipe, Refusal> {
    let level = difficulty.map_or(5, Difficulty::level);
    let board = match &request.shape {
        Some(Outline::Picture { source, tiling }) => {
            picture_board(request, source, *tiling, difficulty)?
        }
        Some(Outline::Whole(tiling)) => whole_board(request, *tiling, level)?,
        None | Some(Outline::Rectangle) => whole_board(request, Tiling::Square, level)?,
    };
    enough_cells(&board, difficulty)?;
    let algorithm = algorithm(request, board.tiling, difficulty)?;
    let braid = braid(request.braid)?;
    Ok(ShapedRecipe {
        ends: request.placement.unwrap_or(Ends::default_for(board.tiling)),
        band: difficulty.map(|_| levels::band(board.tiling, level, braid)),
        board,
        algorithm,
        braid,
        wall: wall(request.wall_pt)?,
        min_cell_pt: min_cell_pt(difficulty),
    })
}

/// The board a picture or word makes: `width` cells across (by default the
/// level's `picture_width`), rows following the picture.
fn picture_board(
    request: &GridRequest,
    source: &MaskSource,
    tiling: Tiling,
    difficulty: Option<Difficulty>,
) -> Result<Board, Refusal> {
    let key = match source {
        MaskSource::BuiltIn(_) => "shape",
        MaskSource::File(_) => "mask",
        MaskSource::Word { .. } => "text",
    };
    let level = difficulty.map_or(5, Difficulty::level);
    let height = request.height.map(|h| side_of(h, "height")).transpose()?;
    let given = request.width.map(|w| side_of(w, "width")).transpose()?;
    let board = match source {
        MaskSource::Word { text, font } => {
            let fit = WordFit {
                level,
                width: given,
                height,
                slot: request.slot.unwrap_or(LETTER_SLOT),
                min_cell_pt: min_cell_pt(difficulty).max(4.0 * wall(request.wall_pt)?.pt()),
            };
            word_fit(text, *font, tiling, fit, wall(request.wall_pt)?.pt()).map(|(_, board)| board)
        }
        _ => {
            let across = given.unwrap_or(levels::picture_width(tiling, level));
            match (height, request.slot) {
                (None, Some(slot)) => {
                    let wall_pt = wall(request.wall_pt)?.pt();
                    picture_for_slot(source, tiling, across, (slot, wall_pt))
                }
                _ => board_for(source, tiling, across, height),
            }
        }
    }
    .map_err(|error| {
        // Too narrow is the size's fault, not the picture's.
        let key = match error {
            MaskError::TooSmall { .. } => "width",
            _ => key,
        };
        Refusal::new(key, error.to_string())
    })?;
    match board.width <= MAX_SIDE && board.height <= MAX_SIDE {
        true => Ok(board),
        false => Err(Refusal::new(
            "width",
            format!(
                "{} is {}×{} cells; the most is {MAX_SIDE} each way",
                source.describe(),
                board.width,
                board.height
            ),
        )),
    }
}

/// The most a picture is stretched upwards to fill a slot taller than it: a
/// quarter more rows still reads as the picture (issue 19 item 7).
const MAX_PICTURE_STRETCH: f64 = 1.25;

/// The board a picture makes `across` cells wide, its rows following the
/// picture; a picture wider than its slot (a fish in a tall page's box) given
/// up to [`MAX_PICTURE_STRETCH`] times its rows, so it fills more of the slot,
/// when its corridors (walls `wall_pt` wide) stay as wide as unstretched.
fn picture_for_slot(
    source: &MaskSource,
    tiling: Tiling,
    across: usize,
    ((width, height), wall_pt): ((f64, f64), f64),
) -> Result<Board, MaskError> {
    let natural = board_for(source, tiling, across, None)?;
    let stretch = (draw::aspect_ratio(&natural) * height / width).min(MAX_PICTURE_STRETCH);
    let rows = (natural.height as f64 * stretch).round();
    if !(rows.is_finite() && rows > natural.height as f64) {
        return Ok(natural);
    }
    let stretched = board_for(source, tiling, across, Some(rows as usize))?;
    let corridor = |board: &Board| draw::cell_size(board, width, height, wall_pt);
    match corridor(&stretched) + 1e-9 >= corridor(&natural) {
        true => Ok(stretched),
        false => Ok(natural),
    }
}

/// A whole board of `tiling`, its size from the request or the level.
fn whole_board(request: &GridRequest, tiling: Tiling, level: u8) -> Result<Board, Refusal> {
    let (default_w, default_h) = levels::size(tiling, level);
    if tiling == Tiling::Circle {
        if request.height.is_some() {
            return Err(Refusal::new(
                "height",
                "a circle is as high as it is wide; give its width (cells across) only",
            ));
        }
        let rings = match request.width {
            Some(across) => side_of(across, "width")?.div_ceil(2).max(2),
            None => default_w,
        };
        return circle(rings);
    }
    let width = side_of(request.width.unwrap_or(default_w), "width")?;
    let height = match (request.height, request.width) {
        (Some(h), _) => side_of(h, "height")?,
        (None, Some(w)) => near_square_height(tiling, w),
        (None, None) => default_h,
    };
    if width * height < 2 {
        return Err(Refusal::new(
            "width",
            "a maze of one cell has nowhere to go; make it at least 2 cells",
        ));
    }
    Ok(Board::tiled(tiling, width, height))
}

fn circle(rings: usize) -> Result<Board, Refusal> {
    let board = Board::circle(rings);
    match board.len() <= MAX_CELLS {
        true => Ok(board),
        false => Err(Refusal::new(
            "width",
            format!(
                "a circle {} cells across has {} cells; the most is {MAX_CELLS}",
                2 * rings,
                board.len()
            ),
        )),
    }
}

/// The rows that make a `width`-wide board of `tiling` about as high as wide.
fn near_square_height(tiling: Tiling, width: usize) -> usize {
    let rows = match tiling {
        Tiling::Hexagon => width as f64 * 1.15,
        Tiling::Triangle => (width as f64 + 1.0) / 2.0 / 0.866,
        _ => width as f64,
    };
    (rows.round() as usize).clamp(1, MAX_SIDE)
}

fn side_of(value: usize, key: &'static str) -> Result<usize, Refusal> {
    match (1..=MAX_SIDE).contains(&value) {
        true => Ok(value),
        false => Err(Refusal::new(
            key,
            format!("{value} is out of range; expected a whole number from 1 to {MAX_SIDE}"),
        )),
    }
}

fn enough_cells(board: &Board, difficulty: Option<Difficulty>) -> Result<(), Refusal> {
    let cells = board.cells_in_maze();
    let needed = difficulty.map_or(2, |d| levels::min_cells(d.level()).max(2));
    match cells >= needed {
        true => Ok(()),
        false => {
            let level = difficulty.map_or(String::new(), |d| format!(" for difficulty {d}"));
            Err(Refusal::new(
                "width",
                format!("this maze has {cells} cells, too few{level}: it needs at least {needed}"),
            ))
        }
    }
}

/// The asked algorithm if it runs on any board; else the level's if it does, or
/// the backtracker.
fn algorithm(
    request: &GridRequest,
    tiling: Tiling,
    difficulty: Option<Difficulty>,
) -> Result<Algorithm, Refusal> {
    match request.algorithm {
        Some(algorithm) if runs_on_any_board(algorithm) => Ok(algorithm),
        Some(algorithm) => Err(Refusal::new(
            "algorithm",
            format!(
                "{algorithm} works row by row and only makes rectangles without loops; on this shape use one of: {}",
                names_on_any_board().join(", ")
            ),
        )),
        None => {
            let chosen = match difficulty {
                Some(d) => levels::algorithm(tiling, d.level()),
                None => Algorithm::Backtracker,
            };
            Ok(if runs_on_any_board(chosen) {
                chosen
            } else {
                Algorithm::Backtracker
            })
        }
    }
}

/// The share of dead ends to remove: 0 to 1.
pub fn braid(value: Option<f64>) -> Result<f64, Refusal> {
    match value {
        None => Ok(0.0),
        Some(b) if (0.0..=1.0).contains(&b) => Ok(b),
        Some(b) => Err(Refusal::new(
            "braid",
            format!(
                "{b} is out of range; use a share of dead ends from 0 (a perfect maze) to 1 (none left)"
            ),
        )),
    }
}

#[cfg(test)]
mod slot_tests {
    use super::*;

    fn fish(slot: (f64, f64)) -> Board {
        let source = MaskSource::BuiltIn("fish".to_string());
        picture_for_slot(&source, Tiling::Square, 30, (slot, 1.0)).expect("a fish")
    }

    /// Issue 19 item 7: a wide picture in a tall slot gets more rows (at most a
    /// quarter more), as wide; in a slot wider than it, its own rows.
    #[test]
    fn a_wide_picture_fills_a_tall_slot_with_more_rows() {
        let source = MaskSource::BuiltIn("fish".to_string());
        let natural = board_for(&source, Tiling::Square, 30, None).expect("a fish");
        let tall = fish((360.0, 560.0));
        assert_eq!(tall.width, natural.width);
        assert!(tall.height > natural.height, "{} rows", tall.height);
        assert!(tall.height as f64 <= natural.height as f64 * MAX_PICTURE_STRETCH + 0.5);
        let wide = fish((900.0, 300.0));
        assert_eq!((wide.width, wide.height), (natural.width, natural.height));
    }
}
