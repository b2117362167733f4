//! The grid maze as the generators build it: a W×H array of cells, each holding the
//! passage bits of the JSON form (N=1, E=2, S=4, W=8).
//!
//! This is the generators' working type. It keeps the bits mirrored by construction
//! (`carve` opens both sides), so no generator can produce a one-sided passage; the
//! independent checker in `check.rs` still verifies that on whatever it is given.

use crate::puzzle::cells::Direction;

/// A W×H grid of cells with mirrored passage bits, stored row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridMaze {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

impl GridMaze {
    /// A grid with every wall standing (no passages).
    pub fn new(width: usize, height: usize) -> Self {
        GridMaze {
            width,
            height,
            cells: vec![0; width * height],
        }
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The passage bits, row-major.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Gives the cells away (for the JSON form).
    pub fn into_cells(self) -> Vec<u8> {
        self.cells
    }

    /// Row-major index of (x, y).
    #[inline]
    pub fn index(&self, x: usize, y: usize) -> usize {
        y * self.width + x
    }

    /// (x, y) of a row-major index.
    #[inline]
    pub fn position(&self, index: usize) -> (usize, usize) {
        (index % self.width, index / self.width)
    }

    /// The index of the neighbour of `index` in `direction`, if it is on the grid.
    #[inline]
    pub fn neighbour(&self, index: usize, direction: Direction) -> Option<usize> {
        direction.step(index, self.width, self.height)
    }

    /// Whether the passage from `index` in `direction` is open.
    #[inline]
    pub fn is_open(&self, index: usize, direction: Direction) -> bool {
        self.cells[index] & direction.bit() != 0
    }

    /// Opens the passage from `index` in `direction` and its mirror in the neighbour.
    /// The neighbour must exist (callers get it from [`GridMaze::neighbour`]).
    #[inline]
    pub fn carve(&mut self, index: usize, direction: Direction) {
        let other = self
            .neighbour(index, direction)
            .expect("carve: a generator asked for a passage off the grid");
        self.cells[index] |= direction.bit();
        self.cells[other] |= direction.opposite().bit();
    }

    /// Opens passages east and south from the cells of row `y`: `opens[x]` holds
    /// the east (2) and south (4) bits of the JSON form for cell (x, y). One pass,
    /// no division and no branch per cell, for generators that record passages and
    /// carve them row by row. Panics on a passage off the grid.
    pub fn carve_row(&mut self, y: usize, opens: &[u8]) {
        let (east, south) = (Direction::East.bit(), Direction::South.bit());
        let (width, last_row) = (self.width, y + 1 == self.height);
        let allowed = if last_row { east } else { east | south };
        let stray = opens.iter().fold(0, |acc, &open| acc | (open & !allowed))
            | (opens.last().copied().unwrap_or(0) & east);
        assert!(
            opens.len() == width && y < self.height && stray == 0,
            "carve_row: a generator asked for a passage off the grid"
        );
        let (row, below) = self.cells[y * width..].split_at_mut(width);
        for (cell, &open) in row.iter_mut().zip(opens) {
            *cell |= open;
        }
        // West is east's bit shifted by two, north is south's shifted back by two.
        for (cell, &open) in row[1..].iter_mut().zip(opens) {
            *cell |= (open & east) << 2;
        }
        if !last_row {
            for (cell, &open) in below[..width].iter_mut().zip(opens) {
                *cell |= (open & south) >> 2;
            }
        }
    }

    /// Opens the passage between two orthogonally adjacent cells.
    #[inline]
    pub fn carve_between(&mut self, a: usize, b: usize) {
        let direction = self.direction_between(a, b);
        self.carve(a, direction);
    }

    /// The direction from `a` to its orthogonal neighbour `b`.
    #[inline]
    pub fn direction_between(&self, a: usize, b: usize) -> Direction {
        if b + self.width == a {
            Direction::North
        } else if a + self.width == b {
            Direction::South
        } else if b == a + 1 {
            Direction::East
        } else {
            debug_assert_eq!(b + 1, a, "direction_between: cells are not adjacent");
            Direction::West
        }
    }

    /// Number of open passages (each counted once).
    pub fn passage_count(&self) -> usize {
        self.cells
            .iter()
            .map(|&c| (c & (Direction::East.bit() | Direction::South.bit())).count_ones() as usize)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carve_opens_both_sides() {
        let mut maze = GridMaze::new(3, 2);
        let a = maze.index(1, 0);
        maze.carve(a, Direction::South);
        assert_eq!(maze.cells()[a], Direction::South.bit());
        assert_eq!(maze.cells()[maze.index(1, 1)], Direction::North.bit());
        assert_eq!(maze.passage_count(), 1);
    }

    #[test]
    fn carve_row_opens_both_sides_like_carve() {
        let mut by_row = GridMaze::new(3, 2);
        by_row.carve_row(0, &[2 | 4, 4, 4]);
        by_row.carve_row(1, &[2, 2, 0]);
        let mut by_cell = GridMaze::new(3, 2);
        for (index, direction) in [
            (0, Direction::East),
            (0, Direction::South),
            (1, Direction::South),
            (2, Direction::South),
            (3, Direction::East),
            (4, Direction::East),
        ] {
            by_cell.carve(index, direction);
        }
        assert_eq!(by_row, by_cell);
    }

    #[test]
    #[should_panic(expected = "off the grid")]
    fn carve_row_refuses_a_passage_off_the_east_side() {
        GridMaze::new(2, 2).carve_row(0, &[0, 2]);
    }

    #[test]
    #[should_panic(expected = "off the grid")]
    fn carve_row_refuses_a_passage_off_the_south_side() {
        GridMaze::new(2, 2).carve_row(1, &[4, 0]);
    }

    #[test]
    fn neighbours_stop_at_the_border() {
        let maze = GridMaze::new(3, 2);
        assert_eq!(maze.neighbour(0, Direction::North), None);
        assert_eq!(maze.neighbour(0, Direction::West), None);
        assert_eq!(maze.neighbour(2, Direction::East), None);
        assert_eq!(maze.neighbour(5, Direction::South), None);
        assert_eq!(maze.neighbour(4, Direction::West), Some(3));
    }

    #[test]
    fn direction_between_finds_each_side() {
        let maze = GridMaze::new(3, 3);
        let centre = maze.index(1, 1);
        for direction in Direction::ALL {
            let other = maze.neighbour(centre, direction).unwrap();
            assert_eq!(maze.direction_between(centre, other), direction);
        }
    }
}
