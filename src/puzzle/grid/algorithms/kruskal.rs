//! Randomized Kruskal's: every wall in random order, knocked down when it separates
//! two cells that are not yet connected.
//!
//! The interior walls are listed once and shuffled (Fisher–Yates, in cache-sized
//! random buckets on large grids: see [`walls_in_random_buckets`]). A union–find
//! (path halving, union by size) tells whether the two cells of a wall are already
//! connected; if not, the wall becomes a passage. The scan stops as soon as the tree
//! is complete.
//!
//! Character: no directional bias and a texture close to a uniform spanning tree's,
//! but with slightly more, shorter dead ends (about 31% of cells) and very short
//! corridors; many small decisions everywhere, a solution of moderate length.
//!
//! Cost: time is n·α(n) plus the shuffle, memory one `u32` per wall and one `i32`
//! per cell. On a large grid the union–find is read at random places in an array far
//! bigger than the cache, and those cache misses are most of the time; looking the
//! walls up in batches ([`DisjointSets::warm`]) overlaps them, and shuffling in
//! buckets keeps the shuffle itself in cache, but Kruskal's still costs two and a
//! half times as much per cell at 2000×2000 as at 100×100.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::super::maze::{Direction, GridMaze};
use super::below;

/// Walls are encoded as `cell << 1 | 1` for the wall south of `cell`, `cell << 1`
/// for the wall east of it.
const SOUTH: u32 = 1;

/// About how many walls a bucket holds: its shuffle and scan then stay in cache.
const BUCKET_WALLS: usize = 1 << 14;

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.len() < 2 {
        return;
    }
    let mut sets = DisjointSets::new(maze.len());
    let mut missing = maze.len() - 1;
    for mut bucket in walls_in_random_buckets(maze, rng) {
        shuffle(&mut bucket, rng);
        for batch in bucket.chunks(BATCH) {
            sets.warm(batch.iter().flat_map(|&wall| cells_of(maze, wall)));
            for &wall in batch {
                if knock_down(maze, &mut sets, wall) {
                    missing -= 1;
                    if missing == 0 {
                        return;
                    }
                }
            }
        }
    }
}

/// How many walls are looked up together (see [`DisjointSets::warm`]).
const BATCH: usize = 64;

/// Fisher–Yates.
fn shuffle(walls: &mut [u32], rng: &mut ChaCha8Rng) {
    for i in (1..walls.len()).rev() {
        walls.swap(i, below(rng, i + 1));
    }
}

/// The two cells a wall separates.
#[inline]
fn cells_of(maze: &GridMaze, wall: u32) -> [usize; 2] {
    let cell = (wall >> 1) as usize;
    if wall & SOUTH != 0 {
        [cell, cell + maze.width()]
    } else {
        [cell, cell + 1]
    }
}

/// Every wall between two cells, each in a uniformly random one of a power of two
/// of buckets (one bucket for small grids). Shuffling each bucket (Fisher–Yates)
/// and taking the buckets in turn is then a uniformly random order of all the walls
/// (the Rao–Sandelius shuffle), but every swap stays inside a bucket that fits in
/// cache, where one Fisher–Yates over the whole list would miss the cache on almost
/// every swap of a large grid.
fn walls_in_random_buckets(maze: &GridMaze, rng: &mut ChaCha8Rng) -> Vec<Vec<u32>> {
    let (width, height) = (maze.width(), maze.height());
    let count = (width - 1) * height + width * (height - 1);
    let label_bits = (count / BUCKET_WALLS).next_power_of_two().trailing_zeros();
    let capacity = count / (1 << label_bits) + BUCKET_WALLS / 8;
    let mut buckets: Vec<Vec<u32>> = (0..1 << label_bits)
        .map(|_| Vec::with_capacity(capacity))
        .collect();
    let mut add = |wall: u32| {
        let label = match label_bits {
            0 => 0,
            bits => (rng.random::<u32>() >> (32 - bits)) as usize,
        };
        buckets[label].push(wall);
    };
    for y in 0..height {
        for x in 0..width {
            let cell = maze.index(x, y) as u32;
            if x + 1 < width {
                add(cell << 1);
            }
            if y + 1 < height {
                add(cell << 1 | SOUTH);
            }
        }
    }
    buckets
}

/// Opens `wall` if its two cells are not yet connected; says whether it did.
fn knock_down(maze: &mut GridMaze, sets: &mut DisjointSets, wall: u32) -> bool {
    let cell = (wall >> 1) as usize;
    let (direction, other) = if wall & SOUTH != 0 {
        (Direction::South, cell + maze.width())
    } else {
        (Direction::East, cell + 1)
    };
    if !sets.union(cell, other) {
        return false;
    }
    maze.carve(cell, direction);
    true
}

/// Union–find over cells in one array: a non-negative entry is the parent, a
/// negative one marks a root and holds minus the size of its set.
struct DisjointSets {
    entries: Vec<i32>,
}

impl DisjointSets {
    fn new(count: usize) -> Self {
        assert!(i32::try_from(count).is_ok(), "grids hold under 2³¹ cells");
        DisjointSets {
            entries: vec![-1; count],
        }
    }

    /// Reads the entries of `cells`, and then those of their parents, so that they
    /// are in cache by the time `find` needs them: within each pass the reads do not
    /// depend on each other, so the processor overlaps their cache misses instead of
    /// waiting for each in turn.
    fn warm(&self, cells: impl Iterator<Item = usize> + Clone) {
        let entry = |cell: usize| self.entries[cell];
        let parent = |cell: usize| usize::try_from(self.entries[cell]).unwrap_or(cell);
        let sum = cells
            .clone()
            .fold(0, |sum: i32, cell| sum.wrapping_add(entry(cell)));
        let sum = cells.fold(sum, |sum, cell| sum.wrapping_add(entry(parent(cell))));
        std::hint::black_box(sum);
    }

    /// The root of `cell`'s set, halving the path on the way.
    #[inline]
    fn find(&mut self, mut cell: usize) -> usize {
        while let Ok(parent) = usize::try_from(self.entries[cell]) {
            match usize::try_from(self.entries[parent]) {
                Ok(grandparent) => {
                    self.entries[cell] = grandparent as i32;
                    cell = grandparent;
                }
                Err(_) => return parent,
            }
        }
        cell
    }

    /// Joins the sets of `a` and `b`, the smaller under the larger; false if they
    /// were already one set.
    #[inline]
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.entries[a] > self.entries[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.entries[a] += self.entries[b];
        self.entries[b] = a as i32;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_find_joins_and_refuses_loops() {
        let mut sets = DisjointSets::new(5);
        assert!(sets.union(0, 1));
        assert!(sets.union(2, 3));
        assert!(sets.union(1, 3));
        assert!(!sets.union(0, 2));
        assert_eq!(sets.find(3), sets.find(0));
        assert_ne!(sets.find(4), sets.find(0));
        let root = sets.find(0);
        assert_eq!(sets.entries[root], -4);
    }
}
