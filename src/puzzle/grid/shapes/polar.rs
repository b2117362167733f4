//! Peeling on a regular circle (`ladder`), with a byte a cell, as `compass` does
//! for tiled shapes: each passage is tested by ring arithmetic and recorded as a
//! passage bit at both ends, so a million-cell maze takes a megabyte while its
//! passages are read, which stays in cache; a passage listed twice finds its bit
//! already set. Peeling then steps from a cell through its last open bit by the
//! same arithmetic, carrying the ring along, with no neighbour lists.
//!
//! The centre meets every cell of the second ring, too many for bits; it keeps
//! its passages as a count and the xor of the cells they lead to (a leaf's one
//! neighbour), and is peeled last: a chain that reaches it stops there.

use super::form::ShapedMaze;
use super::ladder::{IN, Ladder};
use super::tree::Tree;

/// Bits of a work word that hold the open passages; the rest hold a height.
const OPEN: u32 = 0xff;
const HEIGHT_SHIFT: u32 = 8;
/// The centre's cell number.
const CENTRE: u32 = 0;

/// The centre's passages.
#[derive(Default)]
struct Centre {
    /// Passages at the start, and still open.
    degree: u32,
    open: u32,
    /// The xor of the cells its open passages lead to.
    xor: u32,
    /// The height of the tallest branch peeled into it.
    height: u32,
}

/// Where peeling is: the work words (open bits and height), the centre, and the
/// cells no chain removes.
struct Peeling<'a> {
    ladder: &'a Ladder,
    work: Vec<u32>,
    centre: Centre,
    ends: [u32; 2],
}

/// Proves a circle a tree (the caller has checked the ends and the count);
/// `None` when the circle is not regular or the maze not a tree.
pub(super) fn prove(maze: &ShapedMaze, rings: &[usize], in_maze: usize) -> Option<Tree> {
    let ladder = Ladder::new(rings)?;
    if ladder.cells() != maze.cells || in_maze != maze.cells {
        return None;
    }
    let (open, centre) = record(maze, &ladder)?;
    let (start, goal) = (maze.start as u32, maze.goal as u32);
    let mut peeling = Peeling {
        ladder: &ladder,
        work: open.iter().map(|&bits| u32::from(bits)).collect(),
        centre,
        ends: [start, goal],
    };
    let peeled = peeling.peel_all();
    let path = peeling.remaining_path(start, goal)?;
    if peeled + path.len() != in_maze {
        return None;
    }
    let degree = |cell: u32| match cell {
        CENTRE => peeling.centre.degree,
        _ => open[cell as usize].count_ones(),
    };
    let single = |cell: u32| usize::from(degree(cell) == 1);
    let ones = open.iter().filter(|bits| bits.count_ones() == 1).count();
    let dead_ends = ones + single(CENTRE) - single(start) - single(goal);
    let junctions = (0..path.len() - 1)
        .filter(|&i| degree(path[i].0) - u32::from(i > 0) >= 2)
        .count();
    let depths = peeling.depths(&open, &path);
    Some(Tree {
        path: path.iter().map(|&(cell, _)| cell as usize).collect(),
        junctions,
        dead_ends,
        depths,
    })
}

/// Records every passage as a bit at both ends (the centre's as a count); `None`
/// at the first passage that is not between neighbours or repeats one.
fn record(maze: &ShapedMaze, ladder: &Ladder) -> Option<(Vec<u8>, Centre)> {
    let cells = maze.cells;
    let second_ring = ladder.ring(1).end;
    let mut open = vec![0u8; cells];
    let mut centre = Centre::default();
    for &[a, b] in &maze.passages {
        if a >= cells || b >= cells {
            return None;
        }
        let (a, b) = (a as u32, b as u32);
        if a == CENTRE || b == CENTRE {
            let other = a | b;
            if other == CENTRE || other >= second_ring || open[other as usize] & IN != 0 {
                return None;
            }
            open[other as usize] |= IN;
            centre.degree += 1;
            centre.xor ^= other;
            continue;
        }
        let (at_a, at_b) = ladder.ways(a, ladder.ring_of(a), b)?;
        if open[a as usize] & at_a != 0 {
            return None;
        }
        open[a as usize] |= at_a;
        open[b as usize] |= at_b;
    }
    centre.open = centre.degree;
    Some((open, centre))
}

/// Exactly one passage still open.
#[inline]
fn is_leaf(word: u32) -> bool {
    let open = word & OPEN;
    open != 0 && open & (open - 1) == 0
}

impl Peeling<'_> {
    /// Peels every leaf, ring by ring from the inside out, then the centre;
    /// returns how many cells it removed.
    fn peel_all(&mut self) -> usize {
        let mut peeled = 0;
        for ring in 1..self.ladder.len() {
            let r = *self.ladder.ring(ring);
            for cell in r.start..r.end {
                if is_leaf(self.work[cell as usize]) && !self.ends.contains(&cell) {
                    peeled += self.peel_chain(cell, ring, cell);
                }
            }
        }
        peeled + self.peel_centre()
    }

    /// Removes the leaf `cell` of ring `ring`, then each neighbour it leaves a
    /// leaf, up to a cell that keeps two passages, is the start or goal, is the
    /// centre, or lies ahead of `scan` (which peels that one when it gets there),
    /// so memory is read almost in order. Returns how many cells it removed.
    fn peel_chain(&mut self, mut cell: u32, mut ring: usize, scan: u32) -> usize {
        let mut removed = 0;
        let mut word = self.work[cell as usize];
        loop {
            let way = (word & OPEN).trailing_zeros();
            let (next, next_ring, back) = self.ladder.step(cell, ring, way);
            self.work[cell as usize] = word & !OPEN;
            removed += 1;
            let height = (word >> HEIGHT_SHIFT) + 1;
            if next == CENTRE {
                let centre = &mut self.centre;
                centre.open = centre.open.saturating_sub(1);
                centre.xor ^= cell;
                centre.height = centre.height.max(height);
                return removed;
            }
            let old = self.work[next as usize] & !u32::from(back);
            let tallest = (old >> HEIGHT_SHIFT).max(height);
            word = (tallest << HEIGHT_SHIFT) | (old & OPEN);
            self.work[next as usize] = word;
            if next > scan || self.ends.contains(&next) || !is_leaf(word) {
                return removed;
            }
            (cell, ring) = (next, next_ring);
        }
    }

    /// Peels the centre if it is a leaf (and not an end), and whatever that
    /// leaves a leaf; returns how many cells it removed.
    fn peel_centre(&mut self) -> usize {
        if self.centre.open != 1 || self.ends.contains(&CENTRE) {
            return 0;
        }
        let next = self.centre.xor;
        let old = self.work[next as usize] & !u32::from(IN);
        let tallest = (old >> HEIGHT_SHIFT).max(self.centre.height + 1);
        let joined = (tallest << HEIGHT_SHIFT) | (old & OPEN);
        self.work[next as usize] = joined;
        self.centre.open = 0;
        if self.ends.contains(&next) || !is_leaf(joined) {
            return 1;
        }
        1 + self.peel_chain(next, 1, u32::MAX)
    }

    /// Walks what peeling left from `start`: a path has one passage at the start
    /// and at the goal and two at every cell between. Each cell comes with its
    /// ring.
    fn remaining_path(&self, start: u32, goal: u32) -> Option<Vec<(u32, usize)>> {
        let mut path = vec![(start, self.ladder.ring_of(start))];
        // The bit at the last cell that leads back, and the cell it leads to.
        let (mut back, mut behind) = (0u8, CENTRE);
        loop {
            let (cell, ring) = path[path.len() - 1];
            if cell == goal {
                return (self.open_count(cell) == 1).then_some(path);
            }
            if path.len() >= self.work.len() {
                return None;
            }
            let first = path.len() == 1;
            let (next, next_ring, next_back) = self.onward(cell, ring, back, behind, first)?;
            (back, behind) = (next_back, cell);
            path.push((next, next_ring));
        }
    }

    /// How many passages of `cell` are open.
    fn open_count(&self, cell: u32) -> u32 {
        match cell {
            CENTRE => self.centre.open,
            _ => (self.work[cell as usize] & OPEN).count_ones(),
        }
    }

    /// The one way on from `cell` (of ring `ring`), a cell of the path entered
    /// from `behind` through bit `back` (the start, if `first`): where it leads
    /// and the bit there that leads back; `None` unless there is exactly one.
    fn onward(
        &self,
        cell: u32,
        ring: usize,
        back: u8,
        behind: u32,
        first: bool,
    ) -> Option<(u32, usize, u8)> {
        if cell == CENTRE {
            let ways = 2 - u32::from(first);
            return (self.centre.open == ways).then_some((self.centre.xor ^ behind, 1, IN));
        }
        let onward = self.work[cell as usize] & OPEN & !u32::from(back);
        is_leaf(onward).then(|| self.ladder.step(cell, ring, onward.trailing_zeros()))
    }

    /// Each wrong branch's depth: the height of every cell peeled into a cell of
    /// the path, plus one.
    fn depths(&self, open: &[u8], path: &[(u32, usize)]) -> Vec<usize> {
        let mut roots = Vec::new();
        for &(cell, ring) in path {
            if cell == CENTRE {
                roots.extend(self.peeled_into_centre(open));
                continue;
            }
            let mut closed = u32::from(open[cell as usize]) & !self.work[cell as usize];
            while closed != 0 {
                roots.push(self.ladder.step(cell, ring, closed.trailing_zeros()).0);
                closed &= closed - 1;
            }
        }
        let height = |cell: u32| match cell {
            CENTRE => self.centre.height,
            _ => self.work[cell as usize] >> HEIGHT_SHIFT,
        };
        roots
            .into_iter()
            .map(|root| (height(root) + 1) as usize)
            .collect()
    }

    /// The cells of the second ring that were peeled into the centre.
    fn peeled_into_centre<'s>(&'s self, open: &'s [u8]) -> impl Iterator<Item = u32> + 's {
        let second = *self.ladder.ring(1);
        (second.start..second.end)
            .filter(|&cell| open[cell as usize] & IN != 0 && self.work[cell as usize] & OPEN == 0)
    }
}
