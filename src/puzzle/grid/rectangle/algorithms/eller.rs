//! Eller's algorithm: one row at a time, keeping only which cells of the current row
//! are already connected (their "sets").
//!
//! In each row, neighbouring cells of different sets are joined at random (merging
//! the sets); then every set carves down into the next row at least once, the cells
//! below inheriting the set, and the other cells below start sets of their own. The
//! last row joins every pair of neighbours still in different sets. Passages only
//! ever join different sets, so there are no loops, and the last row leaves one set,
//! so everything is connected. Sets are labels 0..width with a union–find per row,
//! relabelled compactly between rows: linear time, memory linear in the width.
//!
//! Character: many short dead ends (about 29% of cells) and short corridors, much
//! like a uniform spanning tree's, but with a vertical grain: about 63% of passages
//! run north–south (each cell carves down with probability 1/2 or more, neighbours
//! join sideways only with probability 1/2 and only across sets). The bottom row is
//! more open than the rest, since it must join whatever sets are left. The solution
//! is of moderate length, about as long as a uniform spanning tree's.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use crate::puzzle::cells::Direction;
use crate::puzzle::random::{below, coin};

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.is_empty() {
        return;
    }
    let mut row = RowSets::new(maze.width());
    let last = maze.height() - 1;
    for y in 0..last {
        join_neighbours(maze, &mut row, y, coin, rng);
        carve_down(maze, &mut row, y, rng);
    }
    join_neighbours(maze, &mut row, last, |_| true, rng);
}

/// Joins each pair of side-by-side cells of row `y` that are in different sets and
/// for which `wanted` says yes.
fn join_neighbours(
    maze: &mut GridMaze,
    row: &mut RowSets,
    y: usize,
    mut wanted: impl FnMut(&mut ChaCha8Rng) -> bool,
    rng: &mut ChaCha8Rng,
) {
    for x in 1..maze.width() {
        let (a, b) = (row.set_of(x - 1), row.set_of(x));
        if a != b && wanted(rng) {
            row.merge(a, b);
            maze.carve(maze.index(x - 1, y), Direction::East);
        }
    }
}

/// Carves from row `y` down into the next row: each cell with probability 1/2, and
/// one cell of each set (chosen uniformly) whatever the coin says. Then relabels the
/// row for the next one.
fn carve_down(maze: &mut GridMaze, row: &mut RowSets, y: usize, rng: &mut ChaCha8Rng) {
    let width = maze.width();
    row.choose_one_per_set(rng);
    for x in 0..width {
        let down = row.is_chosen(x) || coin(rng);
        row.down[x] = down;
        if down {
            maze.carve(maze.index(x, y), Direction::South);
        }
    }
    row.relabel();
}

/// The sets of one row: each cell's label (in 0..width) and a union–find over labels.
struct RowSets {
    /// Each cell's label.
    labels: Vec<u32>,
    /// Union–find parent of each label (a root is its own parent).
    parent: Vec<u32>,
    /// Per root label: the number of labels in its tree.
    size: Vec<u32>,
    /// Per root label: members seen so far, then the member chosen to go down.
    seen: Vec<u32>,
    chosen: Vec<u32>,
    /// Per cell: whether it carved down into the next row.
    down: Vec<bool>,
    /// Per old root label: its new label, or `UNSET`.
    renamed: Vec<u32>,
}

const UNSET: u32 = u32::MAX;

impl RowSets {
    /// A first row: every cell in a set of its own.
    fn new(width: usize) -> Self {
        assert!(
            u32::try_from(width).is_ok(),
            "eller: rows hold under 2³² cells"
        );
        let identity: Vec<u32> = (0..width as u32).collect();
        RowSets {
            labels: identity.clone(),
            parent: identity,
            size: vec![1; width],
            seen: vec![0; width],
            chosen: vec![0; width],
            down: vec![false; width],
            renamed: vec![UNSET; width],
        }
    }

    /// The root label of the set of cell `x`.
    fn set_of(&mut self, x: usize) -> usize {
        let mut label = self.labels[x] as usize;
        while self.parent[label] as usize != label {
            let grandparent = self.parent[self.parent[label] as usize];
            self.parent[label] = grandparent;
            label = grandparent as usize;
        }
        label
    }

    /// Merges two root labels, the smaller set under the larger.
    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.size[a] >= self.size[b] {
            (a, b)
        } else {
            (b, a)
        };
        self.parent[small] = big as u32;
        self.size[big] += self.size[small];
    }

    /// Chooses, for each set, one member uniformly at random (reservoir sampling).
    fn choose_one_per_set(&mut self, rng: &mut ChaCha8Rng) {
        for x in 0..self.labels.len() {
            let set = self.set_of(x);
            self.seen[set] += 1;
            if below(rng, self.seen[set] as usize) == 0 {
                self.chosen[set] = x as u32;
            }
        }
    }

    fn is_chosen(&mut self, x: usize) -> bool {
        let set = self.set_of(x);
        self.chosen[set] as usize == x
    }

    /// Labels the next row compactly: cells below a passage keep their set (under
    /// a new label), the others each get a fresh one.
    fn relabel(&mut self) {
        let width = self.labels.len();
        let mut next = 0u32;
        for x in 0..width {
            let label = if self.down[x] {
                let set = self.set_of(x);
                if self.renamed[set] == UNSET {
                    self.renamed[set] = next;
                    next += 1;
                }
                self.renamed[set]
            } else {
                next += 1;
                next - 1
            };
            self.labels[x] = label;
        }
        self.reset_scratch();
    }

    fn reset_scratch(&mut self) {
        for label in 0..self.labels.len() {
            self.parent[label] = label as u32;
        }
        self.size.fill(1);
        self.seen.fill(0);
        self.renamed.fill(UNSET);
    }
}
