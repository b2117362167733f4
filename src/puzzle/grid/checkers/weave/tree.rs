//! The fast proof of a perfect weave maze: the checkers' shared leaf peeling
//! (`checkers::peel`) over the maze's plain cells, one work word a cell. A
//! bridge and the passage under it each join the two cells on either side, so a
//! way out of a cell leads straight through any crossings beside it to the next
//! plain cell (the crossings' nodes, two ways each, are never leaves and need no
//! word of their own: a corridor through `k` of them counts `k` nodes more).
//! What stays of a tree is exactly the route from start to goal; the peeled
//! cells' heights are the wrong branches' depths. Anything it cannot prove (what
//! stays is not one path, or it does not account for every cell) is left to the
//! breadth-first search over every node, which names the fault.

use super::super::peel::{Leaves, peel};
use super::nodes::{CROSSING, HEIGHT_SHIFT, OVER_EW, WAYS};

/// A crossing's flags.
const FLAGS: u32 = CROSSING | OVER_EW;

/// Mazes with this many nodes or more cannot keep heights beside the flags.
pub const MAX_NODES: usize = 1 << (32 - HEIGHT_SHIFT);

// The walk copies a cell's ways and flags into a byte.
const _: () = assert!(FLAGS >> 8 == 0);

/// The tree's route and what walking it found.
pub struct Peeled {
    /// Start to goal, as nodes (`2 × cell`, plus one under a bridge).
    pub path: Vec<usize>,
    /// For each branch leaving the route, the nodes on its longest run.
    pub branch_depths: Vec<usize>,
    /// Route nodes (the goal excepted) with two or more ways on besides the way
    /// in (a crossing's never has).
    pub junctions: usize,
    /// Route nodes on a crossing, over or under its bridge.
    pub on_bridges: usize,
}

/// One work word a cell, and the step each way takes.
struct Cells {
    work: Vec<u32>,
    steps: [isize; 4],
}

/// Proves a maze of `cells` (bits verified) with `crossings` (verified) a tree
/// of its nodes, its route running from cell `start` to cell `goal`; `None`
/// when that cannot be shown this way.
pub fn prove(
    cells: &[u8],
    width: usize,
    crossings: &[(usize, bool)],
    (start, goal): (usize, usize),
) -> Option<Peeled> {
    let mut work: Vec<u32> = cells.iter().map(|&bits| u32::from(bits)).collect();
    for &(cell, over_ew) in crossings {
        work[cell] = CROSSING | if over_ew { OVER_EW } else { 0 };
    }
    let w = width as isize;
    let mut maze = Cells {
        work,
        steps: [-w, 1, w, -1],
    };
    let plain = cells.len() - crossings.len();
    let leaves = CellLeaves {
        work: &mut maze.work,
        steps: maze.steps,
    };
    let peeled = peel(leaves, start, goal);
    let (walk, walked) = maze.walk(cells, start, goal)?;
    (peeled + walked == plain).then_some(walk)
}

/// `ONE_WAY >> ways & 1`: whether four way bits hold exactly one (1, 2, 4 or 8).
const ONE_WAY: u32 = 1 << 1 | 1 << 2 | 1 << 4 | 1 << 8;

/// Exactly one way open: a look-up in a constant, with no branch (a crossing's
/// word has no ways, and a branch on that, at every crossing the scan passes,
/// was often mispredicted).
#[inline]
pub(super) fn is_leaf(word: u32) -> bool {
    (ONE_WAY >> (word & WAYS)) & 1 != 0
}

/// The plain cell `way` leads to from `cell`, straight through the crossings
/// beside it, how many crossings it passes, and the plain cell's word.
///
/// The cell beside and the one beyond it are read at once, so the step waits
/// for one read, not two in a row, and the first crossing is stepped over with
/// no branch (crossings are common, and a branch on each would often be
/// mispredicted); more in a row are rare. (Beyond a border cell lies nothing:
/// a crossing is never on the border, so that read is never used.)
#[inline]
fn jump(work: &[u32], steps: &[isize; 4], cell: usize, way: usize) -> (usize, u32, u32) {
    let step = steps[way];
    let beside = cell.wrapping_add_signed(step);
    let beyond = beside.wrapping_add_signed(step);
    let (near, far) = (work[beside], work.get(beyond).copied().unwrap_or(0));
    let mut crossed = (near & CROSSING) >> CROSSING.trailing_zeros();
    let (mut next, mut word) = if crossed != 0 {
        (beyond, far)
    } else {
        (beside, near)
    };
    while word & CROSSING != 0 {
        next = next.wrapping_add_signed(step);
        word = work[next];
        crossed += 1;
    }
    (next, crossed, word)
}

impl Cells {
    /// Walks what peeling left from `start`: one way open at the start and the
    /// goal, two at every plain cell between. On the way it measures the wrong
    /// branches (each way a route cell had before peeling and has no more leads
    /// to a peeled cell, through any crossings, which belong to the branch; its
    /// height is the branch's depth) and counts the junctions. Returns what it
    /// found and how many plain cells it walked.
    ///
    /// The walk, where each step waits for the last, reads a byte a cell (the
    /// ways and flags copied from the work words: a quarter of the memory).
    fn walk(&self, cells: &[u8], start: usize, goal: usize) -> Option<(Peeled, usize)> {
        let work = &self.work;
        let ways: Vec<u8> = work
            .iter()
            .map(|&word| (word & (WAYS | FLAGS)) as u8)
            .collect();
        let mut found = Peeled {
            path: vec![2 * start],
            branch_depths: Vec::new(),
            junctions: 0,
            on_bridges: 0,
        };
        let (mut cell, mut came_from, mut walked) = (start, 0u8, 1);
        loop {
            let left = ways[cell] & WAYS as u8;
            let mut closed = cells[cell] & !left;
            while closed != 0 {
                let (_, crossed, root) =
                    jump(work, &self.steps, cell, closed.trailing_zeros() as usize);
                let height = root >> HEIGHT_SHIFT;
                found.branch_depths.push((height + 1 + crossed) as usize);
                closed &= closed - 1;
            }
            if cell == goal {
                return (left == came_from).then_some((found, walked));
            }
            let ways_on = cells[cell].count_ones() - u32::from(came_from != 0);
            found.junctions += usize::from(ways_on >= 2);
            let onward = left & !came_from;
            if onward == 0 || onward & (onward - 1) != 0 || walked >= work.len() {
                return None;
            }
            let way = onward.trailing_zeros() as usize;
            let step = self.steps[way];
            let mut next = cell.wrapping_add_signed(step);
            while ways[next] & CROSSING as u8 != 0 {
                // Under the bridge when it runs across this way.
                let bridge_ew = ways[next] & OVER_EW as u8 != 0;
                found
                    .path
                    .push(2 * next + usize::from(bridge_ew != (way & 1 == 1)));
                found.on_bridges += 1;
                next = next.wrapping_add_signed(step);
            }
            found.path.push(2 * next);
            (cell, came_from, walked) = (next, 1 << (way ^ 2), walked + 1);
        }
    }
}

/// The work words as peeling borrows them.
struct CellLeaves<'w> {
    work: &'w mut [u32],
    steps: [isize; 4],
}

impl Leaves for CellLeaves<'_> {
    type Word = u32;

    #[inline]
    fn cells(&self) -> usize {
        self.work.len()
    }

    #[inline]
    fn word(&self, cell: usize) -> u32 {
        self.work[cell]
    }

    #[inline]
    fn is_leaf(word: u32) -> bool {
        is_leaf(word)
    }

    #[inline]
    fn cut(&mut self, cell: usize, word: u32) -> (usize, u32) {
        let way = (word & WAYS).trailing_zeros() as usize;
        let (onto, crossed, old) = jump(self.work, &self.steps, cell, way);
        self.work[cell] = word & !WAYS;
        let height = (word >> HEIGHT_SHIFT) + 1 + crossed;
        let old = old & !(1 << (way ^ 2));
        let keep = (1 << HEIGHT_SHIFT) - 1;
        let tallest = (old >> HEIGHT_SHIFT).max(height);
        let after = (tallest << HEIGHT_SHIFT) | (old & keep);
        self.work[onto] = after;
        (onto, after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 3×3 cells numbered row by row, a bridge east–west at the centre (4):
    /// 0–1, 1–2–5, the bridge 5–4–3, 3–6, and under the bridge 1–4–7, 7–8.
    const CELLS: [u8; 9] = [2, 8 | 2 | 4, 8 | 4, 2 | 4, 15, 8 | 1, 1, 1 | 2, 8];

    #[test]
    fn a_leaf_has_exactly_one_way() {
        for word in 0..64u32 {
            let ways = word & WAYS;
            assert_eq!(is_leaf(word), ways.count_ones() == 1, "{word:06b}");
        }
    }

    #[test]
    fn the_route_runs_over_and_under_the_bridge() {
        let peeled = prove(&CELLS, 3, &[(4, true)], (0, 8)).unwrap();
        // 0 → 1 → (under the bridge at 4) → 7 → 8.
        assert_eq!(peeled.path, [0, 2, 9, 14, 16]);
        // The branch off 1: 2 → 5 → over the bridge → 3 → 6: five nodes.
        assert_eq!(peeled.branch_depths, [5]);
        assert_eq!((peeled.junctions, peeled.on_bridges), (1, 1));
    }
}
