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

use std::fmt;

/// The most squares a board may have on one side.
pub const MAX_SIDE: usize = 30;

/// A square as `[x, y]`: x = column from the west, y = row from the north, both from 0.
pub type Square = [usize; 2];

/// A wall between two orthogonally adjacent squares, normalised so that the first
/// is the west (or north) square of the pair. That square is the smaller in
/// `[x, y]` order and in `(y, x)` order alike; walls sort by the derived order (the
/// first square's x, then its y, then the second square).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub struct Wall(pub Square, pub Square);

impl Wall {
    /// The normalised wall between `a` and `b`, or `None` when they are not
    /// orthogonal neighbours.
    pub fn between(a: Square, b: Square) -> Option<Wall> {
        let (first, second) = if a < b { (a, b) } else { (b, a) };
        let east = first[1] == second[1] && first[0] + 1 == second[0];
        let south = first[0] == second[0] && first[1] + 1 == second[1];
        (east || south).then_some(Wall(first, second))
    }
}

impl fmt::Display for Wall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&pair_text([self.0, self.1]))
    }
}

/// A pair of squares as the JSON form writes it: `[[0,0],[1,0]]`.
pub fn pair_text(pair: [Square; 2]) -> String {
    let [a, b] = pair;
    format!("[[{},{}],[{},{}]]", a[0], a[1], b[0], b[1])
}

/// The most walls a W×H board can hold and stay connected: (W−1)(H−1). The W·H
/// squares need at least W·H−1 open passages, and there are
/// [`wall_slots`] = W(H−1)+H(W−1) slots, which leaves (W−1)(H−1).
pub fn max_walls(width: usize, height: usize) -> usize {
    width.saturating_sub(1) * height.saturating_sub(1)
}

/// Number of internal wall slots on a W×H board: W(H−1) + H(W−1).
pub fn wall_slots(width: usize, height: usize) -> usize {
    width * height.saturating_sub(1) + height * width.saturating_sub(1)
}

/// Checks a request for a board before any work: the size is allowed (1–30 a
/// side, at least 2 squares) and `walls` ≤ [`max_walls`].
pub fn check_request(width: usize, height: usize, walls: usize) -> Result<(), BoardFault> {
    check_size(width, height)?;
    let max = max_walls(width, height);
    if walls > max {
        return Err(BoardFault::TooMany {
            walls,
            max,
            width,
            height,
        });
    }
    Ok(())
}

fn check_size(width: usize, height: usize) -> Result<(), BoardFault> {
    let side = 1..=MAX_SIDE;
    if !side.contains(&width) || !side.contains(&height) || width * height < 2 {
        return Err(BoardFault::Size { width, height });
    }
    Ok(())
}

/// Open-passage bits of a square, as in the grid kind's JSON form.
pub(crate) const NORTH: u8 = 1;
pub(crate) const EAST: u8 = 2;
pub(crate) const SOUTH: u8 = 4;
pub(crate) const WEST: u8 = 8;

/// The geometry of a W×H board: squares (row-major indices) and wall slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Grid {
    pub width: usize,
    pub height: usize,
}

impl Grid {
    pub fn new(width: usize, height: usize) -> Grid {
        Grid { width, height }
    }

    pub fn squares(self) -> usize {
        self.width * self.height
    }

    pub fn slots(self) -> usize {
        wall_slots(self.width, self.height)
    }

    /// Number of east slots; the south slots follow them.
    fn east_slots(self) -> usize {
        self.height * self.width.saturating_sub(1)
    }

    pub fn index(self, square: Square) -> usize {
        square[1] * self.width + square[0]
    }

    pub fn square(self, index: usize) -> Square {
        [index % self.width, index / self.width]
    }

    pub fn contains(self, square: Square) -> bool {
        square[0] < self.width && square[1] < self.height
    }

    /// The two squares (row-major indices) a slot separates, west/north first.
    pub fn slot_squares(self, slot: usize) -> (usize, usize) {
        let east = self.east_slots();
        if slot < east {
            let row = slot / (self.width - 1);
            let a = row * self.width + slot % (self.width - 1);
            (a, a + 1)
        } else {
            let a = slot - east;
            (a, a + self.width)
        }
    }

    /// Whether the slot separates east–west neighbours (else north–south).
    pub fn is_east_slot(self, slot: usize) -> bool {
        slot < self.east_slots()
    }

    /// The slot between two squares, if they are neighbours on the board.
    pub fn slot_of(self, wall: Wall) -> Option<usize> {
        let Wall(a, b) = wall;
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        if a[1] == b[1] {
            Some(a[1] * (self.width - 1) + a[0])
        } else {
            Some(self.east_slots() + self.index(a))
        }
    }

    #[cfg(test)]
    pub fn wall(self, slot: usize) -> Wall {
        let (a, b) = self.slot_squares(slot);
        Wall(self.square(a), self.square(b))
    }

    /// Per square, the open-passage bits when the slots marked in `is_wall` hold walls.
    pub fn open_sides(self, is_wall: &[bool]) -> Vec<u8> {
        let mut open = vec![0u8; self.squares()];
        for (slot, _) in is_wall.iter().enumerate().filter(|(_, wall)| !**wall) {
            let (a, b) = self.slot_squares(slot);
            if self.is_east_slot(slot) {
                open[a] |= EAST;
                open[b] |= WEST;
            } else {
                open[a] |= SOUTH;
                open[b] |= NORTH;
            }
        }
        open
    }

    /// The squares `index` opens to, given the open-passage bits of every square.
    pub fn open_neighbours(self, open: &[u8], index: usize) -> impl Iterator<Item = usize> {
        let bits = open[index];
        let width = self.width;
        [
            (NORTH, index.wrapping_sub(width)),
            (EAST, index + 1),
            (SOUTH, index + width),
            (WEST, index.wrapping_sub(1)),
        ]
        .into_iter()
        .filter(move |(bit, _)| bits & bit != 0)
        .map(|(_, next)| next)
    }

    /// Marks in `seen` every square reachable from `start` through open passages;
    /// returns how many there are.
    pub fn reach(self, open: &[u8], start: usize, seen: &mut [bool]) -> usize {
        let mut stack = vec![start];
        seen[start] = true;
        let mut count = 1;
        while let Some(square) = stack.pop() {
            for next in self.open_neighbours(open, square) {
                if !seen[next] {
                    seen[next] = true;
                    count += 1;
                    stack.push(next);
                }
            }
        }
        count
    }
}

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

/// Why a board is not a valid Magic Labyrinth layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardFault {
    /// A side outside 1–30, or a single square.
    Size { width: usize, height: usize },
    /// A wall names a square that is not on the board.
    OffBoard {
        wall: [Square; 2],
        square: Square,
        width: usize,
        height: usize,
    },
    /// A wall's two squares are not orthogonal neighbours.
    NotNeighbours { wall: [Square; 2] },
    /// The same wall is listed twice (`entries` are 1-based positions in the list).
    Duplicate {
        wall: [Square; 2],
        first: [Square; 2],
        entries: [usize; 2],
    },
    /// More walls than any connected board of this size can hold.
    TooMany {
        walls: usize,
        max: usize,
        width: usize,
        height: usize,
    },
    /// `square` cannot be reached from (0,0); its region of `region` squares is
    /// fenced off by the walls in `fence`.
    Disconnected {
        square: Square,
        region: usize,
        fence: Vec<Wall>,
    },
}

/// How many fence walls a message names before summarising the rest.
const FENCE_SHOWN: usize = 8;

impl fmt::Display for BoardFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardFault::Size { width, height } => write!(
                f,
                "a {width}×{height} board is not allowed: each side must be 1–{MAX_SIDE} squares, \
                 with at least 2 squares in all"
            ),
            BoardFault::OffBoard {
                wall,
                square,
                width,
                height,
            } => write!(
                f,
                "wall {} is off the board: square [{},{}] is outside the {width}×{height} board \
                 (x 0–{}, y 0–{})",
                pair_text(*wall),
                square[0],
                square[1],
                width - 1,
                height - 1
            ),
            BoardFault::NotNeighbours { wall } => write!(
                f,
                "wall {} does not separate two neighbouring squares (a wall stands between \
                 squares that share a side)",
                pair_text(*wall)
            ),
            BoardFault::Duplicate {
                wall,
                first,
                entries,
            } => write!(
                f,
                "wall {} is listed twice (entries {} and {}; the first as {})",
                pair_text(*wall),
                entries[0],
                entries[1],
                pair_text(*first)
            ),
            BoardFault::TooMany {
                walls,
                max,
                width,
                height,
            } => too_many(f, *walls, *max, *width, *height),
            BoardFault::Disconnected {
                square,
                region,
                fence,
            } => disconnected(f, *square, *region, fence),
        }
    }
}

fn too_many(
    f: &mut fmt::Formatter<'_>,
    walls: usize,
    max: usize,
    width: usize,
    height: usize,
) -> fmt::Result {
    let squares = width * height;
    let slots = wall_slots(width, height);
    write!(
        f,
        "{walls} walls cannot fit on a {width}×{height} board: at most {max} can. Its {squares} \
         squares stay connected only with at least {} open passages, and it has {slots} wall \
         slots, so at most {slots} − {} = {max} can hold walls",
        squares - 1,
        squares - 1
    )
}

fn disconnected(
    f: &mut fmt::Formatter<'_>,
    square: Square,
    region: usize,
    fence: &[Wall],
) -> fmt::Result {
    write!(
        f,
        "the board is not connected: square [{},{}] cannot be reached from [0,0]",
        square[0], square[1]
    )?;
    let squares = if region == 1 {
        "it is".to_string()
    } else {
        format!("its region of {region} squares is")
    };
    let shown: Vec<String> = fence
        .iter()
        .take(FENCE_SHOWN)
        .map(Wall::to_string)
        .collect();
    write!(
        f,
        "; {squares} fenced off by the walls {}",
        shown.join(", ")
    )?;
    if fence.len() > FENCE_SHOWN {
        write!(f, " and {} more", fence.len() - FENCE_SHOWN)?;
    }
    Ok(())
}

impl std::error::Error for BoardFault {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_round_trip() {
        for (width, height) in [(1, 2), (2, 1), (3, 4), (6, 6)] {
            let grid = Grid::new(width, height);
            for slot in 0..grid.slots() {
                assert_eq!(grid.slot_of(grid.wall(slot)), Some(slot));
            }
        }
    }

    #[test]
    fn counts() {
        assert_eq!(wall_slots(6, 6), 60);
        assert_eq!(max_walls(6, 6), 25);
        assert_eq!(max_walls(1, 5), 0);
    }

    #[test]
    fn normalises_and_answers_has_wall() {
        let board = Board::new(2, 2, &[[[1, 0], [0, 0]]]).unwrap();
        assert_eq!(board.walls(), [Wall([0, 0], [1, 0])]);
        assert!(board.has_wall([1, 0], [0, 0]));
        assert!(!board.has_wall([0, 0], [0, 1]));
        assert!(!board.has_wall([0, 0], [1, 1]));
    }
}
