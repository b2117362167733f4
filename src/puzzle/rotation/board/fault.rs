//! Why rows, a puzzle or a solution are not a valid rotation puzzle, in words that
//! name the row, column or cell at fault.

use super::{Cell, MAX_SIDE, MIN_SIDE, Piece};

/// Why rows, a puzzle or a solution are not a valid rotation puzzle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RotationFault {
    /// No rows, or only rows with no characters.
    #[error(
        "the board is empty: give at least 2 rows of at least 2 characters \
         ('#' blocked, ' ' or '.' open)"
    )]
    Empty,
    /// A side outside [`MIN_SIDE`]–[`MAX_SIDE`] cells.
    #[error(
        "a board of {width}×{height} cells is not allowed: each side must be \
         {MIN_SIDE}–{MAX_SIDE} cells"
    )]
    Size { width: usize, height: usize },
    /// Row `row` (1-based) has `length` characters where the first row has `expected`.
    #[error(
        "row {row} has {length} characters but row 1 has {expected}: every row must \
         be as wide as the board (keep trailing spaces, or write open cells as '.')"
    )]
    Ragged {
        row: usize,
        length: usize,
        expected: usize,
    },
    /// A character other than `'#'`, `' '` or `'.'` (row and column 1-based).
    #[error(
        "row {row}, column {column}: {character:?} is not a cell; use '#' for blocked \
         and ' ' or '.' for open"
    )]
    UnknownCharacter {
        row: usize,
        column: usize,
        character: char,
    },
    /// The ball or goal is not on the board.
    #[error(
        "the {name} {at} is off the {width}×{height} board (x 0–{last_x}, y 0–{last_y})",
        name = .piece.name(),
        at = cell_text(*.cell),
        last_x = .width.saturating_sub(1),
        last_y = .height.saturating_sub(1)
    )]
    OffBoard {
        piece: Piece,
        cell: Cell,
        width: usize,
        height: usize,
    },
    /// The ball or goal is on a blocked cell.
    #[error(
        "the {name} {at} is on a blocked cell (row {row}, column {column} is '#')",
        name = .piece.name(),
        at = cell_text(*.cell),
        row = .cell[1] + 1,
        column = .cell[0] + 1
    )]
    Blocked { piece: Piece, cell: Cell },
    /// Under the starting south gravity the ball would not stay where it is given.
    #[error(
        "the ball {at} is not at rest: gravity starts pointing south, so it would fall \
         to {to} (row {row}); give the ball where it rests before the first turn",
        at = cell_text(*.ball),
        to = cell_text(*.would_fall_to),
        row = .would_fall_to[1] + 1
    )]
    NotAtRest { ball: Cell, would_fall_to: Cell },
    /// The ball already rests on the goal: solved before the first turn.
    #[error(
        "the ball already rests on the goal {at}: that is solved before the first turn, \
         not a puzzle",
        at = cell_text(*.cell)
    )]
    GoalAtStart { cell: Cell },
    /// A solution character that is not a turn (`position` 1-based).
    #[error(
        "solution character {position} is {character:?}: a solution is a string of \
         turns, 'R' (clockwise) or 'L' (anticlockwise)"
    )]
    BadTurn { position: usize, character: char },
}

/// A cell as the JSON form writes it: `[3,5]`.
pub fn cell_text(c: Cell) -> String {
    format!("[{},{}]", c[0], c[1])
}
