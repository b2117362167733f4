//! The grid inside a one-cell border, for the algorithms whose inner loop is a
//! walk (the backtracker, Wilson's, Aldous–Broder): per-cell arrays laid out this
//! way let a step go without bounds checks, and record passages to be carved into
//! the maze in one row-major pass at the end.

use super::super::maze::GridMaze;

/// The grid inside a one-cell border, indexed row-major. Per-cell arrays laid out
/// this way let a walk step without bounds checks: the border cells hold a sentinel,
/// and a step onto one is simply refused. (Shared by the random-walk algorithms and
/// the backtracker.)
///
/// A byte array laid out this way can also record passages, in the [`EAST`] and
/// [`SOUTH`] bits of each cell, to be carved into the maze in one row-major pass at
/// the end ([`Padded::carve_recorded`]): far cheaper than carving into the maze at
/// random places as the algorithm goes.
pub(super) struct Padded {
    /// The maze's width.
    width: usize,
    /// The padded width (the maze's plus 2).
    stride: usize,
    height: usize,
    /// Per direction index, the change of padded index (wrapping for minus).
    offsets: [usize; 4],
    /// Per direction index, the change of padded index to the cell whose bit
    /// records a passage that way: the neighbour for north and west, else none.
    owner_offsets: [usize; 4],
}

/// A recorded passage on the east side of a cell.
pub(super) const EAST: u8 = 0b0100;
/// A recorded passage on the south side of a cell.
pub(super) const SOUTH: u8 = 0b1000;
/// Per direction index, the bit that records a passage that way (on the cell itself
/// for east and south, on the neighbour for north and west).
const PASSAGE_BIT: [u8; 4] = [SOUTH, EAST, SOUTH, EAST];

impl Padded {
    pub(super) fn new(maze: &GridMaze) -> Self {
        let stride = maze.width() + 2;
        Padded {
            width: maze.width(),
            stride,
            height: maze.height(),
            offsets: [stride.wrapping_neg(), 1, stride, usize::MAX],
            owner_offsets: [stride.wrapping_neg(), 0, 0, usize::MAX],
        }
    }

    /// A padded per-cell array: `inside` in the maze's cells, `border` around them.
    pub(super) fn cells<T: Copy>(&self, inside: T, border: T) -> Vec<T> {
        let mut cells = vec![border; self.stride * (self.height + 2)];
        for row in self.inner_rows_mut(&mut cells) {
            row.fill(inside);
        }
        cells
    }

    /// The maze's rows of a padded array.
    fn inner_rows_mut<'a, T>(&self, cells: &'a mut [T]) -> impl Iterator<Item = &'a mut [T]> {
        let width = self.width;
        cells
            .chunks_exact_mut(self.stride)
            .skip(1)
            .take(self.height)
            .map(move |row| &mut row[1..=width])
    }

    /// The padded indices of the maze's cells, in row-major order.
    pub(super) fn inner_cells(&self) -> impl Iterator<Item = usize> + use<> {
        let (stride, width) = (self.stride, self.width);
        (1..=self.height).flat_map(move |y| (y * stride + 1)..=(y * stride + width))
    }

    /// The padded index of maze index `index`.
    #[inline]
    pub(super) fn pad(&self, index: usize) -> usize {
        index + self.stride + 1 + 2 * (index / self.width)
    }

    /// The maze index of padded index `cell` (which must be inside).
    #[inline]
    pub(super) fn unpad(&self, cell: usize) -> usize {
        cell - self.stride - 1 - 2 * (cell / self.stride - 1)
    }

    /// The padded neighbour of `cell` in direction index `direction`.
    #[inline]
    pub(super) fn step(&self, cell: usize, direction: usize) -> usize {
        cell.wrapping_add(self.offsets[direction])
    }

    /// Records in `state` the passage from `cell` in direction index `direction`.
    #[inline]
    pub(super) fn record(&self, state: &mut [u8], cell: usize, direction: usize) {
        let owner = cell.wrapping_add(self.owner_offsets[direction]);
        state[owner] |= PASSAGE_BIT[direction];
    }

    /// Carves every passage recorded in `state` into the maze, row by row
    /// ([`GridMaze::carve_row`]): the recorded bits, shifted down one, are the JSON
    /// form's east (2) and south (4) bits.
    pub(super) fn carve_recorded(&self, maze: &mut GridMaze, state: &[u8]) {
        const _: () = assert!(EAST >> 1 == 2 && SOUTH >> 1 == 4);
        let mut opens = vec![0u8; self.width];
        for (y, row) in state
            .chunks_exact(self.stride)
            .skip(1)
            .take(self.height)
            .enumerate()
        {
            for (open, &cell) in opens.iter_mut().zip(&row[1..=self.width]) {
                *open = (cell & (EAST | SOUTH)) >> 1;
            }
            maze.carve_row(y, &opens);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::cells::Direction;

    #[test]
    fn padding_round_trips_and_steps() {
        let maze = GridMaze::new(3, 2);
        let padded = Padded::new(&maze);
        let inner: Vec<usize> = padded.inner_cells().collect();
        assert_eq!(inner, [6, 7, 8, 11, 12, 13]);
        for (index, &cell) in inner.iter().enumerate() {
            assert_eq!(padded.pad(index), cell);
            assert_eq!(padded.unpad(cell), index);
        }
        let cells = padded.cells(1u8, 0);
        assert_eq!(cells.iter().map(|&c| usize::from(c)).sum::<usize>(), 6);
        assert!(inner.iter().all(|&cell| cells[cell] == 1));
        let centre = padded.pad(maze.index(1, 0));
        for (d, direction) in Direction::ALL.into_iter().enumerate() {
            let expected = maze
                .neighbour(maze.index(1, 0), direction)
                .map(|n| padded.pad(n));
            let next = padded.step(centre, d);
            assert_eq!(cells[next] == 1, expected.is_some());
            if let Some(expected) = expected {
                assert_eq!(next, expected);
            }
        }
    }
}
