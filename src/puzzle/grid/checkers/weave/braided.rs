//! The fast check of a braided weave maze (one with loops, whose route is a
//! shortest one): the same answers as the breadth-first search over every node
//! (`routes`), from far less work.
//!
//! First the checkers' shared leaf peeling removes every dead end but the start
//! and the goal, branch by branch: a simple route enters and leaves each of its
//! nodes but its ends, so no route from start to goal passes a leaf, and taking
//! one away changes no distance between the nodes that stay and no count of
//! shortest routes. What stays is the maze's loops and the ways between them
//! and to the two ends. Then a search from the start over what stays, on the
//! plain cells alone (one `u32` work word a cell: ways, crossing flags and the
//! distance found): a way out of a cell leads straight through any crossings
//! beside it to the next plain cell, a step of one more node for each crossing,
//! so the distances are small whole numbers and a ring of buckets (Dial's
//! algorithm) hands out the cells in order of distance, each once, when its
//! distance and its count of shortest routes are final.
//!
//! The maze is connected when every plain cell was peeled or reached: a peeled
//! cell hung, when it was cut, on a cell still there, so each leads to a cell
//! that stayed, and every crossing's nodes lie on a straight way between two
//! plain cells. Anything else (a part cut off, a maze too large for the
//! distances beside the flags) is left to the general search, which names the
//! fault. The route is found walking back from the goal over the graph of
//! nodes, by the general search's rule (the lowest-numbered node one step
//! nearer), with a crossing node's distance taken from the plain cells at the
//! ends of its straight way.

use super::super::peel::{Leaves, peel};
use super::nodes::{CROSSING, EAST_WEST, NORTH_SOUTH, OVER_EW, WAYS};
use super::tree::{MAX_NODES, jump};

/// The distance found, plus one (0: not reached), sits above the ways and flags.
const DISTANCE_SHIFT: u32 = 6;
/// The ways and flags of a work word.
const LOW: u32 = (1 << DISTANCE_SHIFT) - 1;
/// More shortest routes than this are reported as this many (as `routes`).
const ROUTE_CAP: u32 = 1_000_000;

// Distances of every node of a maze the fast way takes fit above the flags.
const _: () = assert!(MAX_NODES <= 1 << (32 - DISTANCE_SHIFT));

/// What the search found: the route, as nodes, and how many shortest ones.
pub struct Found {
    pub path: Vec<usize>,
    pub routes: u64,
    /// Which cells are crossings, by cell: for the metrics.
    work: Vec<u32>,
}

impl Found {
    /// Whether `cell` is a crossing.
    pub fn is_crossing(&self, cell: usize) -> bool {
        self.work[cell] & CROSSING != 0
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
    let mut work: Vec<u32> = cells.iter().map(|&bits| u32::from(bits)).collect();
    for &(cell, over_ew) in crossings {
        work[cell] = CROSSING | if over_ew { OVER_EW } else { 0 };
    }
    let w = width as isize;
    let steps = [-w, 1, w, -1];
    let peeled = peel(
        CellLeaves {
            work: &mut work,
            steps,
        },
        start,
        goal,
    );
    let ring = width.max(cells.len() / width.max(1)) + 1;
    let (counts, reached) = distances(&mut work, &steps, start, ring);
    if peeled + reached != cells.len() - crossings.len() {
        return None;
    }
    let maze = Searched { work, steps };
    let path = maze.path_to(goal)?;
    Some(Found {
        path,
        routes: u64::from(counts[goal]),
        work: maze.work,
    })
}

/// The search from `start` over the cells peeling left: each reached cell's
/// distance (plus one) put in its work word, and its count of shortest routes
/// (capped) returned, with how many cells it reached. Ways lead through `ring`
/// − 1 cells at most.
fn distances(work: &mut [u32], steps: &[isize; 4], start: usize, ring: usize) -> (Vec<u32>, usize) {
    let mut counts = vec![0u32; work.len()];
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); ring];
    work[start] = (work[start] & LOW) | 1 << DISTANCE_SHIFT;
    counts[start] = 1;
    buckets[0].push(start as u32);
    let (mut pending, mut reached, mut distance) = (1usize, 0, 0u32);
    while pending > 0 {
        let slot = distance as usize % ring;
        let bucket = std::mem::take(&mut buckets[slot]);
        pending -= bucket.len();
        for &cell in &bucket {
            let cell = cell as usize;
            let word = work[cell];
            // A cell pushed again nearer is taken at its final distance only.
            if word >> DISTANCE_SHIFT != distance + 1 {
                continue;
            }
            reached += 1;
            let count = counts[cell];
            let mut ways = word & WAYS;
            while ways != 0 {
                let way = ways.trailing_zeros() as usize;
                ways &= ways - 1;
                let (next, crossed, old) = jump(work, steps, cell, way);
                let found = distance + 2 + crossed;
                let known = old >> DISTANCE_SHIFT;
                if known == 0 || found < known {
                    work[next] = (old & LOW) | found << DISTANCE_SHIFT;
                    counts[next] = count;
                    buckets[(found - 1) as usize % ring].push(next as u32);
                    pending += 1;
                } else if found == known {
                    counts[next] = (counts[next] + count).min(ROUTE_CAP);
                }
            }
        }
        let mut bucket = bucket;
        bucket.clear();
        buckets[slot] = bucket;
        distance += 1;
    }
    (counts, reached)
}

/// The work words after the search, and the step each way takes.
struct Searched {
    work: Vec<u32>,
    steps: [isize; 4],
}

impl Searched {
    /// A node's distance from the start (`u32::MAX`: not reached, or peeled): a
    /// plain cell's own, a crossing node's through the nearer end of its
    /// straight way.
    fn distance(&self, node: usize) -> u32 {
        let cell = node >> 1;
        let word = self.work[cell];
        if word & CROSSING == 0 {
            return (word >> DISTANCE_SHIFT).wrapping_sub(1);
        }
        let ends = match self.runs_east_west(node) {
            true => [1, 3],
            false => [0, 2],
        };
        ends.iter()
            .map(|&way| {
                let (_, crossed, end) = jump(&self.work, &self.steps, cell, way);
                match end >> DISTANCE_SHIFT {
                    0 => u32::MAX,
                    known => known + crossed,
                }
            })
            .min()
            .unwrap_or(u32::MAX)
    }

    /// Whether a crossing's node runs east–west (the bridge's when it does, the
    /// passage under it when the bridge runs north–south).
    fn runs_east_west(&self, node: usize) -> bool {
        (self.work[node >> 1] & OVER_EW != 0) != (node & 1 == 1)
    }

    /// A node's open ways: a plain cell's left by peeling, a crossing node's
    /// straight through.
    fn ways(&self, node: usize) -> u32 {
        let word = self.work[node >> 1];
        match word & CROSSING != 0 {
            false => word & WAYS,
            true if self.runs_east_west(node) => EAST_WEST,
            true => NORTH_SOUTH,
        }
    }

    /// The node one step from `node` through `way` (as `nodes::next`).
    fn next(&self, node: usize, way: usize) -> usize {
        let cell = (node >> 1).wrapping_add_signed(self.steps[way]);
        let flags = self.work[cell];
        let along_ew = way & 1 == 1;
        let under = flags & CROSSING != 0 && (flags & OVER_EW != 0) != along_ew;
        2 * cell + usize::from(under)
    }

    /// A shortest route from the start to cell `goal` (reached), the
    /// lowest-numbered node one step nearer at each step back.
    fn path_to(&self, goal: usize) -> Option<Vec<usize>> {
        let mut node = 2 * goal;
        let mut distance = self.distance(node);
        let mut path = Vec::with_capacity(distance as usize + 1);
        path.push(node);
        while distance > 0 {
            let mut ways = self.ways(node);
            let mut back = None;
            while ways != 0 {
                let other = self.next(node, ways.trailing_zeros() as usize);
                ways &= ways - 1;
                if self.distance(other) == distance - 1 && back.is_none_or(|b| other < b) {
                    back = Some(other);
                }
            }
            node = back?;
            distance -= 1;
            path.push(node);
        }
        path.reverse();
        Some(path)
    }
}

/// The work words as peeling borrows them: a leaf cut off closes its way on
/// the cell it hangs on (heights are not kept: a braided maze has no wrong
/// branches measured).
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
        super::tree::is_leaf(word)
    }

    #[inline]
    fn cut(&mut self, cell: usize, word: u32) -> (usize, u32) {
        let way = (word & WAYS).trailing_zeros() as usize;
        let (onto, _, old) = jump(self.work, &self.steps, cell, way);
        self.work[cell] = word & !WAYS;
        let after = old & !(1 << (way ^ 2));
        self.work[onto] = after;
        (onto, after)
    }
}
