//! Work words of direction bits, for mazes whose every passage leads to one of a
//! few fixed steps in cell numbers: a rectangle (four ways, the JSON form's bits
//! N=1 E=2 S=4 W=8) and the tiled shapes (eight ways, the cells around a cell on
//! the grid of rows). One `u32` a cell holds the ways still open (the low `WAYS`
//! bits) and the height of the tallest branch already peeled into it (the rest);
//! way `w`'s opposite is `w ^ FLIP`.

use super::{Leaves, peel};

/// The work words of a maze with `WAYS` directions, each turned around by `FLIP`.
pub struct Ways<const WAYS: usize, const FLIP: usize> {
    work: Vec<u32>,
    /// The step in cell numbers each way takes.
    steps: [isize; WAYS],
}

/// A rectangle's four ways: N, E, S, W (N and S, E and W opposite).
pub type FourWays = Ways<4, 2>;
/// The eight cells around a cell, row by row (way `w` and `7 − w` opposite).
pub type EightWays = Ways<8, 7>;

impl<const WAYS: usize, const FLIP: usize> Ways<WAYS, FLIP> {
    /// Bits of a work word that hold the open ways; the rest hold a height.
    const OPEN: u32 = (1 << WAYS) - 1;
    /// Shift of the height in a work word.
    const HEIGHT_SHIFT: usize = WAYS;
    /// Mazes this large or larger cannot keep heights beside the ways.
    pub const MAX_CELLS: usize = 1 << (32 - WAYS);

    /// The work words of cells whose open ways are `open`, each way taking its step.
    pub fn new(open: &[u8], steps: [isize; WAYS]) -> Self {
        Ways {
            work: open.iter().map(|&bits| u32::from(bits)).collect(),
            steps,
        }
    }

    /// Peels every leaf but `start` and `goal`; returns how many cells it removed.
    pub fn peel(&mut self, start: usize, goal: usize) -> usize {
        let leaves = WaysLeaves::<WAYS, FLIP> {
            work: &mut self.work,
            steps: self.steps,
        };
        peel(leaves, start, goal)
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.work.len()
    }

    /// The neighbour through the lowest open way of `word`, and that way.
    #[inline]
    fn through_first(&self, word: u32, cell: usize) -> (usize, usize) {
        through_first(&self.steps, word, cell)
    }

    /// Walks what peeling left from `start`: a path has one way open at the start
    /// and at the goal and two at every cell between; `None` when what is left is
    /// not such a path.
    pub fn remaining_path(&self, start: usize, goal: usize) -> Option<Vec<usize>> {
        let work = &self.work;
        if !is_leaf::<WAYS>(work[start]) {
            return None;
        }
        let mut path = vec![start];
        let (mut cell, mut came_from) = (start, 0);
        while cell != goal {
            let onward = work[cell] & Self::OPEN & !came_from;
            if !is_leaf::<WAYS>(onward) || path.len() >= work.len() {
                return None;
            }
            let (next, way) = self.through_first(onward, cell);
            came_from = 1 << (way ^ FLIP);
            cell = next;
            path.push(cell);
        }
        (work[goal] & Self::OPEN == came_from).then_some(path)
    }

    /// The wrong branches off `path`: each way of a path cell that was `open`
    /// before peeling and is closed now leads to a peeled cell, whose height is
    /// the branch's depth.
    pub fn branch_depths(&self, open: &[u8], path: &[usize]) -> Vec<usize> {
        let mut depths = Vec::new();
        for &cell in path {
            let mut closed = u32::from(open[cell]) & !self.work[cell] & Self::OPEN;
            while closed != 0 {
                let (root, _) = self.through_first(closed, cell);
                depths.push(((self.work[root] >> Self::HEIGHT_SHIFT) + 1) as usize);
                closed &= closed - 1;
            }
        }
        depths
    }
}

/// Bits of a work word that hold the open ways, for `WAYS` ways.
const fn open_bits<const WAYS: usize>() -> u32 {
    (1 << WAYS) - 1
}

/// Exactly one way still open.
#[inline]
fn is_leaf<const WAYS: usize>(word: u32) -> bool {
    let open = word & open_bits::<WAYS>();
    open != 0 && open & (open - 1) == 0
}

/// The neighbour through the lowest open way of `word`, and that way.
#[inline]
fn through_first<const WAYS: usize>(
    steps: &[isize; WAYS],
    word: u32,
    cell: usize,
) -> (usize, usize) {
    let way = (word & open_bits::<WAYS>()).trailing_zeros() as usize;
    (cell.wrapping_add_signed(steps[way]), way)
}

/// The work words as peeling borrows them.
struct WaysLeaves<'w, const WAYS: usize, const FLIP: usize> {
    work: &'w mut [u32],
    steps: [isize; WAYS],
}

impl<const WAYS: usize, const FLIP: usize> Leaves for WaysLeaves<'_, WAYS, FLIP> {
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
        is_leaf::<WAYS>(word)
    }

    #[inline]
    fn cut(&mut self, cell: usize, word: u32) -> (usize, u32) {
        let open = open_bits::<WAYS>();
        let (next, way) = through_first(&self.steps, word, cell);
        self.work[cell] = word & !open;
        let height = (word >> WAYS) + 1;
        let old = self.work[next] & !(1 << (way ^ FLIP));
        let tallest = (old >> WAYS).max(height);
        let after = (tallest << WAYS) | (old & open);
        self.work[next] = after;
        (next, after)
    }
}
