//! Draws a rotation puzzle: the board like a crossword (blocked cells filled), the
//! ball at rest, the goal star, and a dashed edge marking the board's original
//! bottom so a reader who turns the page keeps track; under it a short legend. The
//! answer key adds the path with numbered resting points and the turns with their
//! slide directions.
//!
//! Drawing takes plain data ([`RotationDrawing`]), not the kind's puzzle
//! puzzle, so this module does not depend on `kind`. The parts: `board` (cells,
//! bottom marker, ball and goal, the answer path with numbered rests), `markers`
//! (where each numbered disc goes, clear of the ball, the star and each other), `footer`
//! (the legend, or the answer's list of turns), `turn_icon` (the circular arrows).

mod board;
mod footer;
mod markers;
mod turn_icon;

pub use turn_icon::turn_icon;

use svg::node::element::{Group, Text};

use super::board::{Board, Cell};
use super::solve::Solution;
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::units::PT_PER_MM;
use footer::{TurnListShape, legend, slide_entries, turn_list};

/// What a rotation drawing shows.
#[derive(Debug, Clone, Copy)]
pub struct RotationDrawing<'a> {
    pub board: &'a Board,
    /// Where the ball rests before the first turn.
    pub ball: Cell,
    pub goal: Cell,
    /// The shortest solution, drawn on the answer key; `None` when unsolvable.
    pub solution: Option<&'a Solution>,
    /// Whether some turns trap the ball for good (the legend then warns).
    pub has_traps: bool,
}

/// Room under a puzzle's board for the bottom marker and the legend.
const FOOTER_PT: f64 = 84.0;
/// From the board's bottom edge to the first line of text under it.
const TEXT_TOP_PT: f64 = 34.0;
const LINE_PT: f64 = 14.0;
const ICON_PT: f64 = 13.0;
/// The smallest printed cell.
const MIN_CELL_PT: f64 = 5.0 * PT_PER_MM;
const FONT_PT: f64 = 10.5;

/// The legend's column when it stands beside the board, and the gap before it.
const SIDE_LEGEND_PT: f64 = 170.0;
const SIDE_GAP_PT: f64 = 18.0;
/// The board grows at least this much before its legend moves beside it.
const SIDE_GAIN: f64 = 1.1;

/// Where a puzzle's legend goes: under the board, or (in a box much wider than
/// the board is high, such as two puzzles a page) beside it, so the board
/// takes the height the legend leaves and the page's width is used.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Legend {
    Below,
    Beside,
}

/// A puzzle's cell size in a `width`×`height` box and where its legend goes.
fn puzzle_layout(columns: usize, rows: usize, width: f64, height: f64) -> (f64, Legend) {
    let below = cell_size(columns, rows, width, height);
    let beside = ((width - SIDE_LEGEND_PT - SIDE_GAP_PT) / columns as f64)
        .min((height - TEXT_TOP_PT) / rows as f64);
    match beside > below * SIDE_GAIN {
        true => (beside, Legend::Beside),
        false => (below, Legend::Below),
    }
}

/// The box a puzzle (and its answer key, drawn in a box of the same shape)
/// takes in a `width`×`height` box: the board and its legend beside it when
/// that grows the board, else the largest box of the stand-alone aspect.
pub fn drawn_size(columns: usize, rows: usize, width: f64, height: f64) -> (f64, f64) {
    match puzzle_layout(columns, rows, width, height) {
        (cell, Legend::Beside) => {
            let used = cell * columns as f64 + SIDE_GAP_PT + SIDE_LEGEND_PT;
            (used.min(width), height)
        }
        (_, Legend::Below) => {
            let aspect = aspect_ratio(columns, rows);
            match aspect > width / height {
                true => (width, width / aspect),
                false => (height * aspect, height),
            }
        }
    }
}

fn cell_size(columns: usize, rows: usize, width: f64, height: f64) -> f64 {
    cell_size_above(columns, rows, width, height, FOOTER_PT)
}

fn cell_size_above(columns: usize, rows: usize, width: f64, height: f64, footer: f64) -> f64 {
    (width / columns as f64).min((height - footer) / rows as f64)
}

/// `Ok` when the board prints with cells of at least 5 mm.
pub fn fits(columns: usize, rows: usize, width: f64, height: f64) -> Result<(), String> {
    let cell = cell_size(columns, rows, width, height);
    if cell + 1e-6 >= MIN_CELL_PT {
        return Ok(());
    }
    Err(format!(
        "a {columns}×{rows} board would print with {:.1} mm cells; it needs at least {:.0} mm",
        cell / PT_PER_MM,
        MIN_CELL_PT / PT_PER_MM
    ))
}

/// `Ok` when an answer key of `turns` turns prints, above its turn list, with
/// cells no smaller than its numbered discs (4.9 mm: a disc at a cell's
/// corner then stays clear of the line through the cell centres). A long key's list and its larger board thus ask for half a page
/// or a whole one, which the preflight gives it by putting fewer on a page.
pub fn answer_fits(
    columns: usize,
    rows: usize,
    turns: usize,
    width: f64,
    height: f64,
) -> Result<(), String> {
    // The longest entries: two-digit move numbers and five-letter directions.
    let entries: Vec<String> = (1..=turns).map(|i| format!("{i} R north")).collect();
    let shape = TurnListShape::new(&entries, width);
    let cell = cell_size_above(columns, rows, width, height, shape.height);
    if cell + 1e-6 >= markers::MIN_CELL_PT {
        return Ok(());
    }
    Err(format!(
        "the answer key of a {turns}-turn puzzle on a {columns}×{rows} board would print with {:.1} mm cells above its list of turns; its numbered discs need cells of at least {:.1} mm (use fewer answers per page in [answers])",
        cell.max(0.0) / PT_PER_MM,
        markers::MIN_CELL_PT / PT_PER_MM
    ))
}

/// Width ÷ height of a stand-alone drawing (15 mm cells).
pub fn aspect_ratio(columns: usize, rows: usize) -> f64 {
    let cell = 15.0 * PT_PER_MM;
    (cell * columns as f64).max(300.0) / (cell * rows as f64 + FOOTER_PT)
}

/// Draws the puzzle (or its answer) into a `width`×`height` box, from the top.
pub fn draw(
    puzzle: &RotationDrawing,
    answer: bool,
    width: f64,
    height: f64,
    style: &Style,
) -> Group {
    let board = &puzzle.board;
    let (columns, rows) = (board.width(), board.height());
    let entries = slide_entries(puzzle, &style.words);
    let shape = TurnListShape::new(&entries, width);
    let (cell, place) = match answer {
        true => (
            cell_size_above(columns, rows, width, height, shape.height),
            Legend::Below,
        ),
        false => puzzle_layout(columns, rows, width, height),
    };
    let board_width = cell * columns as f64;
    let left = match place {
        Legend::Below => (width - board_width) / 2.0,
        Legend::Beside => (width - board_width - SIDE_GAP_PT - SIDE_LEGEND_PT).max(0.0) / 2.0,
    };
    let drawing = board::board(puzzle, answer, cell, style);
    let footer_top = cell * rows as f64 + TEXT_TOP_PT;
    // The legend lines up with the board (or stands beside its top); an
    // answer's list uses the whole width.
    let (footer, footer_left) = match (answer, place) {
        (true, _) => (turn_list(puzzle, &entries, &shape, footer_top, style), 0.0),
        (false, Legend::Below) => {
            let left = left.max(0.0);
            let room = FOOTER_PT - TEXT_TOP_PT;
            (legend(puzzle, footer_top, width - left, room, style), left)
        }
        (false, Legend::Beside) => {
            let top = LINE_PT;
            let room = cell * rows as f64 - top;
            let column = legend(puzzle, top, SIDE_LEGEND_PT, room, style);
            (column, left + board_width + SIDE_GAP_PT)
        }
    };
    Group::new()
        .set("font-family", style.font_family.as_str())
        .add(drawing.set("transform", format!("translate({},0)", num(left))))
        .add(footer.set("transform", format!("translate({},0)", num(footer_left))))
}

fn centre(at: Cell, cell: f64) -> (f64, f64) {
    ((at[0] as f64 + 0.5) * cell, (at[1] as f64 + 0.5) * cell)
}

fn label(x: f64, y: f64, size: f64, content: &str, anchor: &str, style: &Style) -> Text {
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

    /// A letter page's slot for two puzzles a page, and for one.
    const HALF: (f64, f64) = (540.0, 290.0);
    const WHOLE: (f64, f64) = (540.0, 620.0);

    #[test]
    fn in_a_wide_low_slot_the_legend_stands_beside_a_bigger_board() {
        let (columns, rows) = (9, 9);
        let (cell, place) = puzzle_layout(columns, rows, HALF.0, HALF.1);
        assert_eq!(place, Legend::Beside);
        assert!(cell >= cell_size(columns, rows, HALF.0, HALF.1) * SIDE_GAIN);
        let (width, height) = drawn_size(columns, rows, HALF.0, HALF.1);
        assert!(width <= HALF.0 && height <= HALF.1);
        assert!(cell * columns as f64 + SIDE_GAP_PT + SIDE_LEGEND_PT <= width + 1e-9);
    }

    #[test]
    fn in_a_tall_slot_the_legend_stays_under_the_board() {
        let (cell, place) = puzzle_layout(9, 9, WHOLE.0, WHOLE.1);
        assert_eq!(place, Legend::Below);
        assert_eq!(cell, cell_size(9, 9, WHOLE.0, WHOLE.1));
        let (width, height) = drawn_size(9, 9, WHOLE.0, WHOLE.1);
        let aspect = aspect_ratio(9, 9);
        assert!((width / height - aspect).abs() < 1e-9);
    }
}
