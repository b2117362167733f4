//! A weave maze as the generators hand it on: each cell's passage bits (the JSON
//! form's N=1 E=2 S=4 W=8, mirrored) and, for a crossing, which corridor is on
//! top. A crossing cell has all four passages open and two nodes: the corridor
//! over the bridge and the one under it, each running straight through.
//!
//! `ends` and `braid` walk the weave graph through [`WovenMaze::step`]: a node is
//! `2 × cell` for the cell's own corridor (a crossing's bridge) and `2 × cell + 1`
//! for the passage under a crossing's bridge. The checker never sees this: it
//! reads the JSON form and builds its own graph.

/// A crossing: the cell's corridors cross here, one over the other.
pub const CROSSING: u8 = 0b10_0000;
/// A crossing whose bridge runs east–west (the passage under it north–south).
pub const OVER_EW: u8 = 0b100_0000;
/// The passage bits of a cell.
pub const PASSAGES: u8 = 0b1111;
/// The two passages of a corridor running east–west (E=2, W=8) …
pub const EAST_WEST: u8 = 0b1010;
/// … and north–south (N=1, S=4).
pub const NORTH_SOUTH: u8 = 0b0101;

/// A weave maze: passage bits and crossing flags per cell, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WovenMaze {
    pub width: usize,
    pub height: usize,
    /// Per cell: [`PASSAGES`], [`CROSSING`] and [`OVER_EW`].
    pub cells: Vec<u8>,
}

impl WovenMaze {
    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether `cell` is a crossing.
    #[inline]
    pub fn is_crossing(&self, cell: usize) -> bool {
        self.cells[cell] & CROSSING != 0
    }

    /// The passages of `node` (bit `d` for direction index `d`: N, E, S, W).
    #[inline]
    pub fn ways(&self, node: usize) -> u8 {
        let value = self.cells[node >> 1];
        if value & CROSSING == 0 {
            return if node & 1 == 0 { value & PASSAGES } else { 0 };
        }
        let over = if value & OVER_EW != 0 {
            EAST_WEST
        } else {
            NORTH_SOUTH
        };
        if node & 1 == 0 { over } else { PASSAGES ^ over }
    }

    /// The cell beside `cell` in direction index `d` (N, E, S, W), if on the grid.
    #[inline]
    pub fn beside(&self, cell: usize, d: usize) -> Option<usize> {
        let (x, y, w) = (cell % self.width, cell / self.width, self.width);
        match d {
            0 => (y > 0).then(|| cell - w),
            1 => (x + 1 < w).then_some(cell + 1),
            2 => (y + 1 < self.height).then_some(cell + w),
            _ => (x > 0).then(|| cell - 1),
        }
    }

    /// The node one step from `node` through its open way `d`: the cell beside,
    /// under its bridge when that cell is a crossing whose bridge runs across `d`.
    #[inline]
    pub fn step(&self, node: usize, d: usize) -> usize {
        let next = match d {
            0 => (node >> 1) - self.width,
            1 => (node >> 1) + 1,
            2 => (node >> 1) + self.width,
            _ => (node >> 1) - 1,
        };
        let value = self.cells[next];
        let along_ew = d & 1 == 1;
        let under = value & CROSSING != 0 && (value & OVER_EW != 0) != along_ew;
        2 * next + usize::from(under)
    }

    /// Opens the wall between `cell` and the cell beside it in direction `d`.
    pub fn open(&mut self, cell: usize, d: usize) {
        let other = self
            .beside(cell, d)
            .expect("open: a passage off the grid was asked for");
        self.cells[cell] |= 1 << d;
        self.cells[other] |= 1 << ((d + 2) % 4);
    }

    /// The crossings, in cell order, each with whether its bridge runs east–west.
    pub fn crossings(&self) -> impl Iterator<Item = (usize, bool)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter(|(_, v)| *v & CROSSING != 0)
            .map(|(cell, v)| (cell, v & OVER_EW != 0))
    }

    /// How many crossings there are, 64 cells to a bit mask.
    pub fn count_crossings(&self) -> usize {
        let masks = self.cells.chunks(64).map(crossing_bits);
        masks.map(|bits| bits.count_ones() as usize).sum()
    }

    /// Calls `crossing([x, y], over_ew)` for each crossing, in cell order
    /// (what [`Self::crossings`] gives): each row read 64 cells at a time as
    /// a bit mask, so only the crossings are visited and no cell is a branch.
    pub fn each_crossing(&self, mut crossing: impl FnMut([usize; 2], bool)) {
        if self.width == 0 {
            return;
        }
        for (y, row) in self.cells.chunks_exact(self.width).enumerate() {
            for (i, cells) in row.chunks(64).enumerate() {
                let mut bits = crossing_bits(cells);
                while bits != 0 {
                    let x = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    crossing([64 * i + x, y], cells[x] & OVER_EW != 0);
                }
            }
        }
    }
}

/// Bit `i` set when `cells[i]` (up to 64) is a crossing, eight cells at a time.
#[inline]
pub(super) fn crossing_bits(cells: &[u8]) -> u64 {
    let mut bits = 0;
    for (i, eight) in cells.chunks(8).enumerate() {
        let mut bytes = [0; 8];
        bytes[..eight.len()].copy_from_slice(eight);
        bits |= crossing_byte(u64::from_le_bytes(bytes)) << (8 * i);
    }
    bits
}

/// The crossing flags of the eight cells packed in `cells` (first in the
/// lowest byte) as eight bits: each flag moved to its byte's lowest bit, then
/// all gathered in the top byte by one multiplication.
#[inline]
fn crossing_byte(cells: u64) -> u64 {
    const { assert!(CROSSING == 1 << 5) };
    let flags = (cells >> 5) & 0x0101_0101_0101_0101;
    flags.wrapping_mul(0x0102_0408_1020_4080) >> 56
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 3×3: a bridge east–west at the centre over a passage north–south; the rest
    /// of the ring around it closed by the corners.
    fn crossed() -> WovenMaze {
        let mut maze = WovenMaze {
            width: 3,
            height: 3,
            cells: vec![0; 9],
        };
        for (cell, d) in [(4, 0), (4, 1), (4, 2), (4, 3)] {
            maze.open(cell, d);
        }
        maze.cells[4] |= CROSSING | OVER_EW;
        maze
    }

    #[test]
    fn crossing_bits_say_which_cells_are_crossings() {
        let mut cells = [0u8; 61];
        for i in [0, 5, 8, 15, 16, 40, 60] {
            cells[i] = CROSSING | 0b1111;
        }
        cells[3] = 0b1111 | OVER_EW;
        let expected = [0, 5, 8, 15, 16, 40, 60]
            .iter()
            .fold(0, |b, i| b | 1u64 << i);
        assert_eq!(crossing_bits(&cells), expected);
        assert_eq!(crossing_bits(&cells[..3]), 1);
    }

    #[test]
    fn each_crossing_gives_the_crossings_in_cell_order() {
        let (width, height) = (150, 3);
        let mut maze = WovenMaze {
            width,
            height,
            cells: vec![0b1111; width * height],
        };
        for cell in [0, 63, 64, 65, 149, 150, 213, 299, 300, 449] {
            maze.cells[cell] |= CROSSING | if cell % 2 == 0 { OVER_EW } else { 0 };
        }
        let mut each = Vec::new();
        maze.each_crossing(|[x, y], over_ew| each.push((y * width + x, over_ew)));
        assert_eq!(each, maze.crossings().collect::<Vec<_>>());
        assert_eq!(each.len(), 10);
        assert_eq!(maze.count_crossings(), 10);
    }

    #[test]
    fn a_crossing_has_a_bridge_and_a_passage_under_it() {
        let maze = crossed();
        assert_eq!(maze.ways(8), EAST_WEST);
        assert_eq!(maze.ways(9), NORTH_SOUTH);
        // From the west cell eastwards onto the bridge, from the north cell under it.
        assert_eq!(maze.step(2 * 3, 1), 8);
        assert_eq!(maze.step(2, 2), 9);
        // And on through the crossing to the far side.
        assert_eq!(maze.step(8, 1), 2 * 5);
        assert_eq!(maze.step(9, 2), 2 * 7);
        assert_eq!(maze.crossings().collect::<Vec<_>>(), [(4, true)]);
    }

    #[test]
    fn a_plain_cell_has_one_node() {
        let maze = crossed();
        assert_eq!(maze.ways(2), 0b0100);
        assert_eq!(maze.ways(3), 0);
        assert_eq!(maze.beside(0, 0), None);
        assert_eq!(maze.beside(0, 3), None);
        assert_eq!(maze.beside(8, 1), None);
        assert_eq!(maze.beside(8, 2), None);
    }
}
