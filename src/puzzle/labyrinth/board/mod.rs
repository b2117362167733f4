//! The Magic Labyrinth board: a W×H grid of squares and the walls slotted between
//! them, validated once so everything downstream can trust it.
//!
//! A [`Board`] is only ever made connected: [`Board::new`] checks every wall
//! (on the board, between neighbours, listed once), the count (at most
//! [`max_walls`]) and that every square can be reached from (0,0), and says which
//! wall or square is wrong. The samplers and the search build boards through the
//! crate-internal [`Board::from_walls`], whose callers keep those promises by
//! construction.
//!
//! Internally a wall position is a *slot*: the east slots (between (x,y) and
//! (x+1,y)) come first, row by row, then the south slots (between (x,y) and
//! (x,y+1)). [`Grid`] converts between slots, squares and [`Wall`]s.
//!
//! The parts: `wall` (squares and walls as a user names them), `request` (sizes
//! and wall counts a board may have), `grid` (slots, squares and open-passage
//! bits), `fault` (what is wrong with a rejected board, in words).

mod fault;
mod grid;
mod request;
mod wall;

pub use fault::BoardFault;
pub(crate) use grid::{EAST, Grid, NORTH, SOUTH, WEST};
pub use request::{MAX_SIDE, check_request, max_walls, wall_slots};
pub use wall::{Square, Wall, pair_text};

use request::check_size;

/// A connected Magic Labyrinth board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    width: usize,
    height: usize,
    /// Sorted, no duplicates.
    walls: Vec<Wall>,
    /// Per square (row-major), its open-passage bits N=1 E=2 S=4 W=8.
    open: Vec<u8>,
}

impl Board {
    /// Validates a board: size, every wall, the count and connectivity. Walls may
    /// name their squares in either order.
    pub fn new(width: usize, height: usize, walls: &[[Square; 2]]) -> Result<Board, BoardFault> {
        check_size(width, height)?;
        let grid = Grid::new(width, height);
        let mut first_entry: Vec<Option<usize>> = vec![None; grid.slots()];
        for (entry, &pair) in walls.iter().enumerate() {
            let slot = slot_of_pair(grid, pair)?;
            if let Some(first) = first_entry[slot] {
                return Err(BoardFault::Duplicate {
                    wall: pair,
                    first: walls[first],
                    entries: [first + 1, entry + 1],
                });
            }
            first_entry[slot] = Some(entry);
        }
        check_request(width, height, walls.len())?;
        let is_wall: Vec<bool> = first_entry.iter().map(Option::is_some).collect();
        let board = Board::build(grid, &is_wall);
        match board.disconnection() {
            Some(fault) => Err(fault),
            None => Ok(board),
        }
    }

    /// A board from the slots marked in `is_wall`, unchecked: the caller
    /// guarantees the walls leave the board connected.
    pub(crate) fn from_walls(grid: Grid, is_wall: &[bool]) -> Board {
        let board = Board::build(grid, is_wall);
        debug_assert!(
            board.disconnection().is_none(),
            "an unchecked board is disconnected"
        );
        board
    }

    /// A board from the slots marked in `is_wall`, connected or not.
    fn build(grid: Grid, is_wall: &[bool]) -> Board {
        // Column by column, a square's south wall before its east wall: sorted.
        let squares = (0..grid.width).flat_map(|x| (0..grid.height).map(move |y| [x, y]));
        let walls: Vec<Wall> = squares
            .flat_map(|[x, y]| [Wall([x, y], [x, y + 1]), Wall([x, y], [x + 1, y])])
            .filter(|&wall| grid.slot_of(wall).is_some_and(|slot| is_wall[slot]))
            .collect();
        debug_assert!(walls.is_sorted(), "walls out of order");
        Board {
            width: grid.width,
            height: grid.height,
            walls,
            open: grid.open_sides(is_wall),
        }
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// The walls, sorted by [`Wall`]'s order.
    pub fn walls(&self) -> &[Wall] {
        &self.walls
    }

    /// Whether a wall stands between `a` and `b` (false when they are not
    /// neighbours on the board).
    pub fn has_wall(&self, a: Square, b: Square) -> bool {
        Wall::between(a, b).is_some_and(|wall| self.walls.binary_search(&wall).is_ok())
    }

    /// Per square (row-major), the open-passage bits N=1 E=2 S=4 W=8.
    pub fn open_sides(&self) -> &[u8] {
        &self.open
    }

    pub(crate) fn grid(&self) -> Grid {
        Grid::new(self.width, self.height)
    }

    /// The fault when some square cannot be reached from (0,0): the first such
    /// square in row-major order, with the walls fencing off its region.
    fn disconnection(&self) -> Option<BoardFault> {
        let grid = self.grid();
        let mut reached = vec![false; grid.squares()];
        if grid.reach(&self.open, 0, &mut reached) == grid.squares() {
            return None;
        }
        let lost = reached.iter().position(|&r| !r)?;
        let mut region = vec![false; grid.squares()];
        let size = grid.reach(&self.open, lost, &mut region);
        let fence = self
            .walls
            .iter()
            .filter(|wall| region[grid.index(wall.0)] != region[grid.index(wall.1)])
            .copied()
            .collect();
        Some(BoardFault::Disconnected {
            square: grid.square(lost),
            region: size,
            fence,
        })
    }
}

/// The slot of a wall as given (squares in either order), or why it is no wall.
fn slot_of_pair(grid: Grid, pair: [Square; 2]) -> Result<usize, BoardFault> {
    if let Some(&square) = pair.iter().find(|&&square| !grid.contains(square)) {
        return Err(BoardFault::OffBoard {
            wall: pair,
            square,
            width: grid.width,
            height: grid.height,
        });
    }
    Wall::between(pair[0], pair[1])
        .and_then(|wall| grid.slot_of(wall))
        .ok_or(BoardFault::NotNeighbours { wall: pair })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_and_answers_has_wall() {
        let board = Board::new(2, 2, &[[[1, 0], [0, 0]]]).unwrap();
        assert_eq!(board.walls(), [Wall([0, 0], [1, 0])]);
        assert!(board.has_wall([1, 0], [0, 0]));
        assert!(!board.has_wall([0, 0], [0, 1]));
        assert!(!board.has_wall([0, 0], [1, 1]));
    }
}
