//! Why rows, a puzzle or a solution are not a valid rotation puzzle, in words that
//! name the row, column or cell at fault.

use std::fmt;

use super::{Cell, MAX_SIDE, MIN_SIDE, Piece};

/// Why rows, a puzzle or a solution are not a valid rotation puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RotationFault {
    /// No rows, or only rows with no characters.
    Empty,
    /// A side outside [`MIN_SIDE`]–[`MAX_SIDE`] cells.
    Size { width: usize, height: usize },
    /// Row `row` (1-based) has `length` characters where the first row has `expected`.
    Ragged {
        row: usize,
        length: usize,
        expected: usize,
    },
    /// A character other than `'#'`, `' '` or `'.'` (row and column 1-based).
    UnknownCharacter {
        row: usize,
        column: usize,
        character: char,
    },
    /// The ball or goal is not on the board.
    OffBoard {
        piece: Piece,
        cell: Cell,
        width: usize,
        height: usize,
    },
    /// The ball or goal is on a blocked cell.
    Blocked { piece: Piece, cell: Cell },
    /// Under the starting south gravity the ball would not stay where it is given.
    NotAtRest { ball: Cell, would_fall_to: Cell },
    /// The ball already rests on the goal: solved before the first turn.
    GoalAtStart { cell: Cell },
    /// A solution character that is not a turn (`position` 1-based).
    BadTurn { position: usize, character: char },
}

impl fmt::Display for RotationFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RotationFault::Empty => f.write_str(
                "the board is empty: give at least 2 rows of at least 2 characters \
                 ('#' blocked, ' ' or '.' open)",
            ),
            RotationFault::Size { width, height } => write!(
                f,
                "a board of {width}×{height} cells is not allowed: each side must be \
                 {MIN_SIDE}–{MAX_SIDE} cells"
            ),
            RotationFault::Ragged {
                row,
                length,
                expected,
            } => write!(
                f,
                "row {row} has {length} characters but row 1 has {expected}: every row must \
                 be as wide as the board (keep trailing spaces, or write open cells as '.')"
            ),
            RotationFault::UnknownCharacter {
                row,
                column,
                character,
            } => write!(
                f,
                "row {row}, column {column}: {character:?} is not a cell; use '#' for blocked \
                 and ' ' or '.' for open"
            ),
            RotationFault::OffBoard {
                piece,
                cell,
                width,
                height,
            } => write!(
                f,
                "the {} {} is off the {width}×{height} board (x 0–{}, y 0–{})",
                piece.name(),
                cell_text(*cell),
                width - 1,
                height - 1
            ),
            RotationFault::Blocked { piece, cell } => write!(
                f,
                "the {} {} is on a blocked cell (row {}, column {} is '#')",
                piece.name(),
                cell_text(*cell),
                cell[1] + 1,
                cell[0] + 1
            ),
            RotationFault::NotAtRest {
                ball,
                would_fall_to,
            } => write!(
                f,
                "the ball {} is not at rest: gravity starts pointing south, so it would fall \
                 to {} (row {}); give the ball where it rests before the first turn",
                cell_text(*ball),
                cell_text(*would_fall_to),
                would_fall_to[1] + 1
            ),
            RotationFault::GoalAtStart { cell } => write!(
                f,
                "the ball already rests on the goal {}: that is solved before the first turn, \
                 not a puzzle",
                cell_text(*cell)
            ),
            RotationFault::BadTurn {
                position,
                character,
            } => write!(
                f,
                "solution character {position} is {character:?}: a solution is a string of \
                 turns, 'R' (clockwise) or 'L' (anticlockwise)"
            ),
        }
    }
}

impl std::error::Error for RotationFault {}

/// A cell as the JSON form writes it: `[3,5]`.
pub fn cell_text(c: Cell) -> String {
    format!("[{},{}]", c[0], c[1])
}
