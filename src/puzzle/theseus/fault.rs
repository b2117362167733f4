//! Why a form is not a valid Theseus puzzle, or a claimed solution not a valid
//! escape, in words that start with the JSON field at fault.

use super::board::{Cell, MAX_SIDE, MIN_SIDE, Side, cell_text};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TheseusFault {
    #[error(
        "`width`/`height`: a board of {width}×{height} squares is not allowed; each side \
         must be {MIN_SIDE}–{MAX_SIDE} squares, with at least 2 squares in all"
    )]
    Size { width: usize, height: usize },
    #[error(
        "`walls[{index}]`: {} and {} are not neighbouring squares of the board; a wall \
         stands between two squares side by side",
        cell_text(between[0]),
        cell_text(between[1])
    )]
    BadWall { index: usize, between: [Cell; 2] },
    #[error(
        "`walls[{index}]`: the wall between {} and {} is listed twice",
        cell_text(between[0]),
        cell_text(between[1])
    )]
    WallTwice { index: usize, between: [Cell; 2] },
    #[error(
        "`exit`: {} is off the {width}×{height} board",
        cell_text(*cell)
    )]
    ExitOffBoard {
        cell: Cell,
        width: usize,
        height: usize,
    },
    #[error(
        "`exit`: the {} side of {} is not on the border; the exit is an opening in the \
         outer wall",
        side.name(),
        cell_text(*cell)
    )]
    ExitNotOnBorder { cell: Cell, side: Side },
    #[error(
        "`{field}`: {} is off the {width}×{height} board",
        cell_text(*cell)
    )]
    OffBoard {
        field: &'static str,
        cell: Cell,
        width: usize,
        height: usize,
    },
    #[error(
        "`minotaur`: the Minotaur starts on Theseus's square {}; they start apart",
        cell_text(*cell)
    )]
    SameSquare { cell: Cell },
}
