//! The board of a Theseus puzzle and where the two pieces start, validated once.
//!
//! A [`Board`] is W×H squares (`[x, y]`, x from the west, y from the north, both
//! from 0) with walls between neighbouring squares and a border walled everywhere
//! except one opening, the [`Exit`]. Each square keeps the sides it is walled on
//! ([`Side::bit`]); the exit's side counts as walled there (the Minotaur never
//! leaves the board, and Theseus leaves it only by the winning move, which the
//! rules handle apart). A [`Puzzle`] adds the start squares of Theseus and the
//! Minotaur. Faults name the JSON field at fault (`walls[3]`, `exit`, `minotaur`).

use super::fault::TheseusFault;

/// The smallest and largest sides a board read from its JSON form may have.
pub const MIN_SIDE: usize = 1;
pub const MAX_SIDE: usize = 30;

/// A square as `[x, y]`.
pub type Cell = [usize; 2];

/// One side of a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    North,
    East,
    South,
    West,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::North, Side::East, Side::South, Side::West];

    /// The side's name in the JSON form.
    pub fn name(self) -> &'static str {
        match self {
            Side::North => "north",
            Side::East => "east",
            Side::South => "south",
            Side::West => "west",
        }
    }

    pub fn from_name(name: &str) -> Option<Side> {
        Side::ALL.into_iter().find(|side| side.name() == name)
    }

    /// The side's bit in a square's wall mask.
    pub fn bit(self) -> u8 {
        match self {
            Side::North => 1,
            Side::East => 2,
            Side::South => 4,
            Side::West => 8,
        }
    }

    /// The side facing this one across a wall.
    pub fn opposite(self) -> Side {
        match self {
            Side::North => Side::South,
            Side::East => Side::West,
            Side::South => Side::North,
            Side::West => Side::East,
        }
    }

    /// The step (dx, dy) across this side.
    pub fn step(self) -> (isize, isize) {
        match self {
            Side::North => (0, -1),
            Side::East => (1, 0),
            Side::South => (0, 1),
            Side::West => (-1, 0),
        }
    }
}

/// The one opening in the border: a border square and the outer side it opens on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exit {
    pub cell: Cell,
    pub side: Side,
}

/// W×H squares, their walls and the exit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    width: usize,
    height: usize,
    /// Per square, row-major: the sides it is walled on (border and exit included).
    walls: Vec<u8>,
    exit: Exit,
}

impl Board {
    /// An open board (walls only round the border) with its exit; the size and
    /// exit must be valid ([`Board::check_exit`]).
    pub fn open(width: usize, height: usize, exit: Exit) -> Result<Board, TheseusFault> {
        check_size(width, height)?;
        let mut walls = vec![0u8; width * height];
        for y in 0..height {
            for x in 0..width {
                let mask = &mut walls[y * width + x];
                if y == 0 {
                    *mask |= Side::North.bit();
                }
                if y + 1 == height {
                    *mask |= Side::South.bit();
                }
                if x == 0 {
                    *mask |= Side::West.bit();
                }
                if x + 1 == width {
                    *mask |= Side::East.bit();
                }
            }
        }
        let board = Board {
            width,
            height,
            walls,
            exit,
        };
        board.check_exit()?;
        Ok(board)
    }

    /// A board with the walls listed (each between two neighbouring squares, each
    /// once); `walls[i]` is named when one is not.
    pub fn with_walls(
        width: usize,
        height: usize,
        walls: &[[Cell; 2]],
        exit: Exit,
    ) -> Result<Board, TheseusFault> {
        let mut board = Board::open(width, height, exit)?;
        for (index, &[a, b]) in walls.iter().enumerate() {
            let side = board.side_between(a, b).ok_or(TheseusFault::BadWall {
                index,
                between: [a, b],
            })?;
            if board.walled(a, side) {
                return Err(TheseusFault::WallTwice {
                    index,
                    between: [a, b],
                });
            }
            board.set_wall(a, side, true);
        }
        Ok(board)
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    pub fn exit(&self) -> Exit {
        self.exit
    }

    /// Number of squares.
    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    pub fn contains(&self, c: Cell) -> bool {
        c[0] < self.width && c[1] < self.height
    }

    /// The square's row-major index (the square must be on the board).
    pub fn index(&self, c: Cell) -> usize {
        c[1] * self.width + c[0]
    }

    pub fn cell(&self, index: usize) -> Cell {
        [index % self.width, index / self.width]
    }

    /// The walled sides of every square, row-major.
    pub fn masks(&self) -> &[u8] {
        &self.walls
    }

    /// Whether `side` of `c` is walled (the border always is, the exit included).
    pub fn walled(&self, c: Cell, side: Side) -> bool {
        self.walls[self.index(c)] & side.bit() != 0
    }

    /// The square across `side` of `c`, if it is on the board.
    pub fn neighbour(&self, c: Cell, side: Side) -> Option<Cell> {
        let (dx, dy) = side.step();
        let x = c[0].checked_add_signed(dx)?;
        let y = c[1].checked_add_signed(dy)?;
        self.contains([x, y]).then_some([x, y])
    }

    /// The side of `a` that `b` lies across, when both are on the board and neighbours.
    pub fn side_between(&self, a: Cell, b: Cell) -> Option<Side> {
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        Side::ALL
            .into_iter()
            .find(|&side| self.neighbour(a, side) == Some(b))
    }

    /// Puts up or takes down the wall on `side` of `c` (an inner side: both
    /// squares' masks change).
    pub fn set_wall(&mut self, c: Cell, side: Side, wall: bool) {
        let Some(other) = self.neighbour(c, side) else {
            return;
        };
        for (at, s) in [(c, side), (other, side.opposite())] {
            let i = self.index(at);
            if wall {
                self.walls[i] |= s.bit();
            } else {
                self.walls[i] &= !s.bit();
            }
        }
    }

    /// The inner walls, each once, as the JSON form lists them: from each square
    /// its east and south walls, row by row.
    pub fn wall_list(&self) -> Vec<[Cell; 2]> {
        let mut list = Vec::new();
        for y in 0..self.height {
            for x in 0..self.width {
                for side in [Side::East, Side::South] {
                    if let Some(other) = self.neighbour([x, y], side)
                        && self.walled([x, y], side)
                    {
                        list.push([[x, y], other]);
                    }
                }
            }
        }
        list
    }

    /// Number of inner walls.
    pub fn inner_walls(&self) -> usize {
        self.wall_list().len()
    }

    /// Moves the exit (to a valid border side).
    pub fn set_exit(&mut self, exit: Exit) -> Result<(), TheseusFault> {
        let old = self.exit;
        self.exit = exit;
        if let Err(fault) = self.check_exit() {
            self.exit = old;
            return Err(fault);
        }
        Ok(())
    }

    /// The exit must be a square of the board whose named side is on the border.
    fn check_exit(&self) -> Result<(), TheseusFault> {
        let Exit { cell, side } = self.exit;
        if !self.contains(cell) {
            return Err(TheseusFault::ExitOffBoard {
                cell,
                width: self.width,
                height: self.height,
            });
        }
        if self.neighbour(cell, side).is_some() {
            return Err(TheseusFault::ExitNotOnBorder { cell, side });
        }
        Ok(())
    }
}

fn check_size(width: usize, height: usize) -> Result<(), TheseusFault> {
    let sides = MIN_SIDE..=MAX_SIDE;
    if !sides.contains(&width) || !sides.contains(&height) || width * height < 2 {
        return Err(TheseusFault::Size { width, height });
    }
    Ok(())
}

/// A board with Theseus's and the Minotaur's start squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub board: Board,
    pub theseus: Cell,
    pub minotaur: Cell,
}

impl Puzzle {
    /// Both pieces on the board, on different squares.
    pub fn new(board: Board, theseus: Cell, minotaur: Cell) -> Result<Puzzle, TheseusFault> {
        for (field, at) in [("theseus", theseus), ("minotaur", minotaur)] {
            if !board.contains(at) {
                return Err(TheseusFault::OffBoard {
                    field,
                    cell: at,
                    width: board.width(),
                    height: board.height(),
                });
            }
        }
        if theseus == minotaur {
            return Err(TheseusFault::SameSquare { cell: theseus });
        }
        Ok(Puzzle {
            board,
            theseus,
            minotaur,
        })
    }
}

/// A square as the messages write it: `[3, 4]`.
pub fn cell_text(c: Cell) -> String {
    format!("[{}, {}]", c[0], c[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exit() -> Exit {
        Exit {
            cell: [0, 0],
            side: Side::West,
        }
    }

    #[test]
    fn walls_round_trip_through_the_list() {
        let walls = [[[0, 0], [1, 0]], [[1, 1], [1, 0]], [[2, 2], [2, 1]]];
        let board = Board::with_walls(3, 3, &walls, exit()).unwrap();
        assert_eq!(
            board.wall_list(),
            vec![[[0, 0], [1, 0]], [[1, 0], [1, 1]], [[2, 1], [2, 2]]]
        );
        assert!(board.walled([1, 1], Side::North));
        assert!(board.walled([0, 0], Side::West));
    }

    #[test]
    fn bad_walls_and_exits_are_named() {
        let far = Board::with_walls(3, 3, &[[[0, 0], [2, 0]]], exit());
        assert!(matches!(far, Err(TheseusFault::BadWall { index: 0, .. })));
        let twice = Board::with_walls(3, 3, &[[[0, 0], [1, 0]], [[1, 0], [0, 0]]], exit());
        assert!(matches!(
            twice,
            Err(TheseusFault::WallTwice { index: 1, .. })
        ));
        let inner = Board::open(
            3,
            3,
            Exit {
                cell: [1, 1],
                side: Side::North,
            },
        );
        assert!(matches!(inner, Err(TheseusFault::ExitNotOnBorder { .. })));
        let board = Board::open(3, 3, exit()).unwrap();
        assert!(matches!(
            Puzzle::new(board, [1, 1], [1, 1]),
            Err(TheseusFault::SameSquare { .. })
        ));
    }
}
