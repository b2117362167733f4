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

use std::fmt;

/// The most cells a board may have on one side.
pub const MAX_SIDE: usize = 60;
/// The fewest cells a board may have on one side.
pub const MIN_SIDE: usize = 2;

/// A cell as `[x, y]`: x = column from the west, y = row from the north, both from 0.
pub type Cell = [usize; 2];

/// The way gravity points, in the board's own axes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Gravity {
    South,
    East,
    North,
    West,
}

impl Gravity {
    /// In clockwise-turn order from the start: each `R` steps one on, each `L` one back.
    pub const ALL: [Gravity; 4] = [Gravity::South, Gravity::East, Gravity::North, Gravity::West];

    /// Its position in [`Gravity::ALL`] (South 0, East 1, North 2, West 3).
    pub fn index(self) -> usize {
        self as usize
    }

    /// Where gravity points after the page is turned.
    pub fn turned(self, turn: Turn) -> Gravity {
        let step = match turn {
            Turn::Clockwise => 1,
            Turn::Anticlockwise => 3,
        };
        Gravity::ALL[(self.index() + step) % 4]
    }

    /// `"south"`, `"east"`, `"north"` or `"west"`.
    pub fn name(self) -> &'static str {
        match self {
            Gravity::South => "south",
            Gravity::East => "east",
            Gravity::North => "north",
            Gravity::West => "west",
        }
    }

    /// An arrow pointing the way the ball slides, as drawn on the unturned board.
    pub fn arrow(self) -> char {
        match self {
            Gravity::South => '↓',
            Gravity::East => '→',
            Gravity::North => '↑',
            Gravity::West => '←',
        }
    }

    /// Whether it points along a column (south or north) rather than a row.
    pub fn is_vertical(self) -> bool {
        matches!(self, Gravity::South | Gravity::North)
    }
}

impl fmt::Display for Gravity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A quarter turn of the whole page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// `R`: gravity moves S→E→N→W→S in board terms.
    Clockwise,
    /// `L`: gravity moves S→W→N→E→S in board terms.
    Anticlockwise,
}

impl Turn {
    /// Both turns, `R` first (the solver's tie-breaking order).
    pub const ALL: [Turn; 2] = [Turn::Clockwise, Turn::Anticlockwise];

    /// `'R'` or `'L'`, as in the JSON form's solution.
    pub fn letter(self) -> char {
        match self {
            Turn::Clockwise => 'R',
            Turn::Anticlockwise => 'L',
        }
    }

    /// The turn a solution letter stands for (`R`/`L`, either case).
    pub fn from_letter(c: char) -> Option<Turn> {
        match c {
            'R' | 'r' => Some(Turn::Clockwise),
            'L' | 'l' => Some(Turn::Anticlockwise),
            _ => None,
        }
    }

    /// `'↻'` or `'↺'`, for an answer key.
    pub fn symbol(self) -> char {
        match self {
            Turn::Clockwise => '↻',
            Turn::Anticlockwise => '↺',
        }
    }
}

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

/// Which piece a fault is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    Ball,
    Goal,
}

impl Piece {
    pub fn name(self) -> &'static str {
        match self {
            Piece::Ball => "ball",
            Piece::Goal => "goal",
        }
    }
}

/// A rotation puzzle: a board, the ball at rest under south gravity, and a goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub board: Board,
    pub ball: Cell,
    pub goal: Cell,
}

impl Puzzle {
    /// Validates a puzzle: ball and goal on open cells of the board, the ball at
    /// rest under the starting (south) gravity, and not already resting on the goal.
    pub fn new(board: Board, ball: Cell, goal: Cell) -> Result<Puzzle, RotationFault> {
        for (piece, cell) in [(Piece::Ball, ball), (Piece::Goal, goal)] {
            check_piece(&board, piece, cell)?;
        }
        let would_fall_to = board.slide(ball, Gravity::South);
        if would_fall_to != ball {
            return Err(RotationFault::NotAtRest {
                ball,
                would_fall_to,
            });
        }
        if ball == goal {
            return Err(RotationFault::GoalAtStart { cell: ball });
        }
        Ok(Puzzle { board, ball, goal })
    }
}

fn check_piece(board: &Board, piece: Piece, cell: Cell) -> Result<(), RotationFault> {
    if !board.contains(cell) {
        return Err(RotationFault::OffBoard {
            piece,
            cell,
            width: board.width(),
            height: board.height(),
        });
    }
    if !board.is_open(cell) {
        return Err(RotationFault::Blocked { piece, cell });
    }
    Ok(())
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn turns_cycle_gravity() {
        let mut g = Gravity::South;
        let mut seen = vec![];
        for _ in 0..4 {
            g = g.turned(Turn::Clockwise);
            seen.push(g);
        }
        assert_eq!(
            seen,
            [Gravity::East, Gravity::North, Gravity::West, Gravity::South]
        );
        for g in Gravity::ALL {
            assert_eq!(g.turned(Turn::Clockwise).turned(Turn::Anticlockwise), g);
        }
        assert_eq!(Gravity::South.turned(Turn::Anticlockwise), Gravity::West);
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
