//! The fast check of a braided weave maze (one with loops, whose route is a
//! shortest one): the same answers as the breadth-first search over every node
//! (`routes`), from far less work.
//!
//! First the checkers' shared leaf peeling removes every dead end but the start
//! and the goal, branch by branch: a simple route enters and leaves each of its
//! nodes but its ends, so no route from start to goal passes a leaf, and taking
//! one away changes no distance between the nodes that stay and no count of
//! shortest routes. What stays is the maze's loops and the ways between them
//! and to the two ends: junctions (cells with three or four ways left, and the
//! start and the goal) joined by corridors (`corridors`: a corridor's cells
//! have two ways each, and a way leads straight through any crossings beside a
//! cell, a node more for each). A maze like the backtracker's has a junction
//! for every ten cells or so, so the search for distances and counts of
//! shortest routes (`shortest`) runs on that small graph, its corridors'
//! lengths for weights. All of it works on a byte a cell (ways, crossing
//! flags, junction and numbered marks): a quarter of the memory of a word a
//! cell, so the corridors' walks, each step waiting on the read before, mostly
//! find their cells in cache.
//!
//! The maze is connected when every plain cell was peeled, is a junction or was
//! walked along a corridor, and the search reached every junction: a peeled
//! cell hung, when it was cut, on a cell still there, so each leads to a cell
//! that stayed; a corridor runs between two junctions; and every crossing's
//! nodes lie on a straight way between two plain cells. Anything else (a part
//! cut off, a cell off a corridor with other than two ways, a maze of
//! `tree::MAX_NODES` nodes or more, a corridor of more than 65,535 nodes) is
//! left to the general search, which names the fault.

mod corridors;
mod junctions;
mod shortest;

use self::corridors::Corridors;
use self::junctions::Junctions;
use super::super::peel::{Leaves, peel};
use super::tree::MAX_NODES;

/// A cell's byte: its ways left (N=1 E=2 S=4 W=8, as the form's bits)…
const WAYS: u8 = 0b1111;
/// …whether it is a crossing, and whether its bridge runs east–west…
const CROSSING: u8 = 1 << 4;
const OVER_EW: u8 = 1 << 5;
/// …and whether it is a junction (`junctions`).
const JUNCTION: u8 = 1 << 6;
/// …and whether the junction has its number yet (`corridors`).
const NUMBERED: u8 = 1 << 7;

/// What the search found: the route, as nodes, and how many shortest ones.
pub struct Found {
    pub path: Vec<usize>,
    pub routes: u64,
    /// Which cells are crossings, by cell: for the metrics.
    bytes: Vec<u8>,
}

impl Found {
    /// Whether `cell` is a crossing.
    pub fn is_crossing(&self, cell: usize) -> bool {
        self.bytes[cell] & CROSSING != 0
    }
}

/// Finds a shortest route from cell `start` to cell `goal` of a maze of `cells`
/// (bits verified) with `crossings` (verified), and how many there are; `None`
/// when the maze is not shown connected this way (or is too large for it).
pub fn search(
    cells: &[u8],
    width: usize,
    crossings: &[(usize, bool)],
    (start, goal): (usize, usize),
) -> Option<Found> {
    if cells.len() + crossings.len() >= MAX_NODES {
        return None;
    }
    let mut bytes = cells.to_vec();
    for &(cell, over_ew) in crossings {
        bytes[cell] = CROSSING | if over_ew { OVER_EW } else { 0 };
    }
    let w = width as isize;
    let steps = [-w, 1, w, -1];
    let leaves = CellLeaves {
        bytes: &mut bytes,
        steps,
    };
    let peeled = peel(leaves, start, goal);
    let junctions = Junctions::find(&mut bytes, start, goal);
    let mut graph = Corridors::new(junctions, steps);
    let found = shortest::search(&mut graph, &mut bytes, (start, goal))?;
    let plain = cells.len() - crossings.len();
    if peeled + graph.junctions.len() + graph.walked != plain {
        return None;
    }
    Some(Found {
        path: found.path,
        routes: found.routes,
        bytes,
    })
}

/// The plain cell `way` leads to from `cell`, straight through the crossings
/// beside it, how many crossings it passes, and the plain cell's byte.
#[inline]
fn jump(bytes: &[u8], steps: &[isize; 4], cell: usize, way: usize) -> (usize, u32, u8) {
    let step = steps[way];
    let mut next = cell.wrapping_add_signed(step);
    let mut byte = bytes[next];
    let mut crossed = 0;
    while byte & CROSSING != 0 {
        next = next.wrapping_add_signed(step);
        byte = bytes[next];
        crossed += 1;
    }
    (next, crossed, byte)
}

/// The bytes as peeling borrows them: a leaf cut off closes its way on the
/// cell it hangs on (no heights: a braided maze has no wrong branches
/// measured, so a byte a cell does).
struct CellLeaves<'w> {
    bytes: &'w mut [u8],
    steps: [isize; 4],
}

impl Leaves for CellLeaves<'_> {
    type Word = u8;

    #[inline]
    fn cells(&self) -> usize {
        self.bytes.len()
    }

    #[inline]
    fn word(&self, cell: usize) -> u8 {
        self.bytes[cell]
    }

    #[inline]
    fn is_leaf(byte: u8) -> bool {
        super::tree::is_leaf(u32::from(byte))
    }

    #[inline]
    fn cut(&mut self, cell: usize, byte: u8) -> (usize, u8) {
        let way = (byte & WAYS).trailing_zeros() as usize;
        let (onto, _, old) = jump(self.bytes, &self.steps, cell, way);
        self.bytes[cell] = byte & !WAYS;
        let after = old & !(1 << (way ^ 2));
        self.bytes[onto] = after;
        (onto, after)
    }
}
