//! The rotation board, its ball and goal, and the one mechanic everything else
//! rests on: where the ball comes to rest when gravity points one way.
//!
//! A [`Board`] is a rectangle of open and blocked cells in its own axes (x = column
//! from the west, y = row from the north). Turning the page never changes the
//! board: it changes which way gravity points *in board terms*, which [`Gravity`]
//! tracks. Gravity starts pointing south; a clockwise turn ([`Turn::Clockwise`],
//! `R`) moves it S→E→N→W→S, an anticlockwise one (`L`) S→W→N→E→S. After each turn
//! the ball slides until the next cell is blocked or off the board
//! ([`Board::slide`]); it never reads past an edge (the original's first fall read
//! below the bottom row and crashed).
//!
//! A [`Puzzle`] is validated once ([`Puzzle::new`]): the ball and goal are open
//! cells on the board, the ball is already at rest (the page shows it where it
//! lies before the first turn), and it does not already rest on the goal (that
//! would be solved in no turns: not a puzzle). Every fault says which row, column
//! or cell is wrong; rows and columns in messages count from 1, cells are `[x,y]`
//! from 0 as in the JSON form.
//!
//! The parts: `gravity` (which way gravity points and how a turn changes it),
//! `puzzle` (ball and goal on a board, validated), `fault` (what is wrong, named
//! by row, column or cell); the board and its sliding are here.

mod fault;
mod gravity;
mod puzzle;

pub use fault::{RotationFault, cell_text};
pub use gravity::{Gravity, Turn};
pub use puzzle::{Piece, Puzzle};

/// The most cells a board may have on one side.
pub const MAX_SIDE: usize = 60;
/// The fewest cells a board may have on one side.
pub const MIN_SIDE: usize = 2;

/// A cell as `[x, y]`: x = column from the west, y = row from the north, both from 0.
pub type Cell = [usize; 2];

/// A rectangle of open and blocked cells, 2–[`MAX_SIDE`] cells a side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    width: usize,
    height: usize,
    /// Per cell, row-major: whether the ball may pass.
    open: Vec<bool>,
}

impl Board {
    /// Reads the JSON form's rows: `'#'` is blocked, `' '` open, and `'.'` is also
    /// accepted as open (so rows that end in open cells survive editors that trim
    /// trailing spaces). Every row must have the same number of characters.
    pub fn from_rows(rows: &[String]) -> Result<Board, RotationFault> {
        if rows.iter().all(|row| row.is_empty()) {
            return Err(RotationFault::Empty);
        }
        let width = rows.first().map_or(0, |row| row.chars().count());
        let height = rows.len();
        // An empty first row (but not an empty board) is reported below: the first
        // row with cells in it is then ragged.
        if width > 0 {
            check_size(width, height)?;
        }
        let mut open = Vec::with_capacity(width * height);
        for (y, row) in rows.iter().enumerate() {
            read_row(row, y, width, &mut open)?;
        }
        Ok(Board {
            width,
            height,
            open,
        })
    }

    /// A board from per-cell openness (row-major), for the generator; the caller
    /// guarantees the size is allowed and `open` has `width * height` entries.
    pub(crate) fn from_open(width: usize, height: usize, open: Vec<bool>) -> Board {
        debug_assert!(check_size(width, height).is_ok() && open.len() == width * height);
        Board {
            width,
            height,
            open,
        }
    }

    /// The JSON form's rows: `'#'` blocked, `' '` open.
    pub fn rows(&self) -> Vec<String> {
        self.open
            .chunks(self.width)
            .map(|row| row.iter().map(|&o| if o { ' ' } else { '#' }).collect())
            .collect()
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether the cell lies on the board.
    pub fn contains(&self, c: Cell) -> bool {
        c[0] < self.width && c[1] < self.height
    }

    /// Whether the cell is on the board and open.
    pub fn is_open(&self, c: Cell) -> bool {
        self.contains(c) && self.open[self.index(c)]
    }

    /// Number of open cells.
    pub fn open_cells(&self) -> usize {
        self.open.iter().filter(|&&o| o).count()
    }

    /// The cell's row-major index (the cell must be on the board).
    pub fn index(&self, c: Cell) -> usize {
        c[1] * self.width + c[0]
    }

    /// The cell at a row-major index.
    pub fn cell(&self, index: usize) -> Cell {
        [index % self.width, index / self.width]
    }

    /// The neighbour one step the way gravity points, if it is on the board.
    pub fn step(&self, c: Cell, g: Gravity) -> Option<Cell> {
        let [x, y] = c;
        let next = match g {
            Gravity::South => [x, y + 1],
            Gravity::East => [x + 1, y],
            Gravity::North => [x, y.checked_sub(1)?],
            Gravity::West => [x.checked_sub(1)?, y],
        };
        self.contains(next).then_some(next)
    }

    /// Where the ball comes to rest when it starts at `from` and gravity points
    /// `g`: it moves while the next cell is on the board and open. A cell off the
    /// board is returned unchanged.
    pub fn slide(&self, from: Cell, g: Gravity) -> Cell {
        let mut at = from;
        if !self.contains(at) {
            return at;
        }
        while let Some(next) = self.step(at, g)
            && self.is_open(next)
        {
            at = next;
        }
        at
    }

    /// Whether a ball at `c` stays put when gravity points `g`.
    pub fn rests(&self, c: Cell, g: Gravity) -> bool {
        self.slide(c, g) == c
    }
}

fn check_size(width: usize, height: usize) -> Result<(), RotationFault> {
    let side = MIN_SIDE..=MAX_SIDE;
    if side.contains(&width) && side.contains(&height) {
        Ok(())
    } else {
        Err(RotationFault::Size { width, height })
    }
}

/// Appends row `y`'s cells to `open`, or says which character or length is wrong.
fn read_row(row: &str, y: usize, width: usize, open: &mut Vec<bool>) -> Result<(), RotationFault> {
    let mut length = 0;
    for (x, character) in row.chars().enumerate() {
        let cell = match character {
            '#' => false,
            ' ' | '.' => true,
            _ => {
                return Err(RotationFault::UnknownCharacter {
                    row: y + 1,
                    column: x + 1,
                    character,
                });
            }
        };
        if x < width {
            open.push(cell);
        }
        length += 1;
    }
    if length != width {
        return Err(RotationFault::Ragged {
            row: y + 1,
            length,
            expected: width,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn rows_round_trip_and_dots_are_open() {
        let board = Board::from_rows(&rows(&["#..", " # "])).unwrap();
        assert_eq!(board.rows(), ["#  ", " # "]);
        assert!(board.is_open([1, 0]) && !board.is_open([1, 1]) && !board.is_open([3, 0]));
    }

    #[test]
    fn an_empty_first_row_is_ragged_not_an_empty_board() {
        let fault = Board::from_rows(&rows(&["", "  "])).unwrap_err();
        assert_eq!(
            fault,
            RotationFault::Ragged {
                row: 2,
                length: 2,
                expected: 0
            }
        );
        assert_eq!(
            Board::from_rows(&rows(&["", ""])),
            Err(RotationFault::Empty)
        );
    }

    #[test]
    fn slides_stop_at_edges_and_blocks() {
        let board = Board::from_rows(&rows(&["   ", " # ", "   "])).unwrap();
        assert_eq!(board.slide([1, 0], Gravity::South), [1, 0]);
        assert_eq!(board.slide([0, 0], Gravity::South), [0, 2]);
        assert_eq!(board.slide([0, 2], Gravity::East), [2, 2]);
        assert_eq!(board.slide([2, 2], Gravity::North), [2, 0]);
        assert_eq!(board.slide([0, 1], Gravity::East), [0, 1]);
        assert_eq!(board.slide([9, 9], Gravity::North), [9, 9]);
    }
}
