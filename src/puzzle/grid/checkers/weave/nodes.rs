//! The checker's own weave graph, built from the JSON form alone: two nodes a
//! cell, `2 × cell` for the cell's corridor (a crossing's bridge) and
//! `2 × cell + 1` for the passage under a crossing's bridge (unused elsewhere),
//! so a node's neighbours lie beside it in memory as its cell's do.
//!
//! One `u32` a node: its ways (N=1 E=2 S=4 W=8, as the form's bits), and on a
//! cell's first node whether it is a crossing and which way its bridge runs
//! (above them, leaf peeling keeps a height in its own words). A step through way `w`
//! lands on the first node of the cell beside, or on its second when that cell
//! is a crossing whose bridge runs across `w`; a bridge and the passage under it
//! thus each run straight through their cell, at right angles.

/// The ways of a node's work word.
pub const WAYS: u32 = 0b1111;
/// On a cell's first node: the cell is a crossing.
pub const CROSSING: u32 = 1 << 4;
/// On a cell's first node: the crossing's bridge runs east–west.
pub const OVER_EW: u32 = 1 << 5;
/// The height peeling hands on sits above the flags.
pub const HEIGHT_SHIFT: u32 = 6;
/// A corridor running east–west (E and W) and one running north–south.
pub const EAST_WEST: u32 = 0b1010;
pub const NORTH_SOUTH: u32 = 0b0101;

/// Every node's work word and the step each way takes in node numbers.
#[derive(Debug, Clone)]
pub struct Nodes {
    pub work: Vec<u32>,
    pub steps: [isize; 4],
    pub width: usize,
}

impl Nodes {
    /// The graph of `cells` (bits already verified: on the grid and mirrored) with
    /// bridges at `crossings` (verified: inside the grid, each once, all four
    /// passages open), each given with whether its bridge runs east–west.
    pub fn build(cells: &[u8], width: usize, crossings: &[(usize, bool)]) -> Nodes {
        let mut work = vec![0u32; 2 * cells.len()];
        for (pair, &bits) in work.chunks_exact_mut(2).zip(cells) {
            pair[0] = u32::from(bits);
        }
        for &(cell, over_ew) in crossings {
            let over = if over_ew { EAST_WEST } else { NORTH_SOUTH };
            work[2 * cell] = over | CROSSING | if over_ew { OVER_EW } else { 0 };
            work[2 * cell + 1] = WAYS ^ over;
        }
        let w = 2 * width as isize;
        Nodes {
            work,
            steps: [-w, 2, w, -2],
            width,
        }
    }

    /// The number of node slots (two a cell).
    pub fn len(&self) -> usize {
        self.work.len()
    }

    /// The node one step from `node` through way `way`.
    #[inline]
    pub fn next(&self, node: usize, way: usize) -> usize {
        next(&self.work, &self.steps, node, way)
    }

    /// Whether `cell` is a crossing.
    #[inline]
    pub fn is_crossing(&self, cell: usize) -> bool {
        self.work[2 * cell] & CROSSING != 0
    }

    /// `[x, y]` of a node's cell.
    pub fn xy(&self, node: usize) -> [usize; 2] {
        [(node >> 1) % self.width, (node >> 1) / self.width]
    }
}

/// The node one step from `node` through `way`, on work words `work`.
#[inline]
pub fn next(work: &[u32], steps: &[isize; 4], node: usize, way: usize) -> usize {
    let first = (node & !1).wrapping_add_signed(steps[way]);
    let flags = work[first];
    let along_ew = way & 1 == 1;
    let under = flags & CROSSING != 0 && (flags & OVER_EW != 0) != along_ew;
    first + usize::from(under)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 3×3 with a bridge north–south at the centre (value 15), its four
    /// neighbours opening towards it.
    fn nodes() -> Nodes {
        let cells = [0, 4, 0, 2, 15, 8, 0, 1, 0];
        Nodes::build(&cells, 3, &[(4, false)])
    }

    #[test]
    fn steps_run_over_the_bridge_and_under_it() {
        let nodes = nodes();
        assert_eq!(nodes.next(2, 2), 8, "north cell southwards onto the bridge");
        assert_eq!(nodes.next(6, 1), 9, "west cell eastwards under it");
        assert_eq!(nodes.next(9, 1), 10, "and out to the east cell");
        assert_eq!(nodes.next(8, 2), 14, "the bridge to the south cell");
        assert_eq!(nodes.work[8] & WAYS, NORTH_SOUTH);
        assert_eq!(nodes.work[9] & WAYS, EAST_WEST);
        assert!(nodes.is_crossing(4) && !nodes.is_crossing(1));
    }
}
