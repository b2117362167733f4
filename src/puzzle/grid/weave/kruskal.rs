//! Kruskal's with crossings placed first (Robin Houston's weave, as Jamis Buck
//! describes it): crossings are scattered over the sites (see `sites`) in random
//! order, each opening its four passages at once, its bridge and the passage
//! under it each joining the two cells on either side; then every other wall is
//! knocked down, in random order, when it joins two parts not yet joined.
//!
//! A crossing is placed only on a cell with no passage yet (so crossings never
//! touch) and only when its two corridors join four parts that are not joined
//! already, one pair by the bridge and the other by the passage under it: the
//! crossings' passages then close no loop, and the maze stays a spanning tree of
//! the weave graph (each crossing adds a node under its bridge and four passages).
//!
//! Character: Kruskal's (many short dead ends, no directional bias), with straight
//! corridors through every crossing. Linear, plus the union–find's near-constant
//! overhead; the walls are shuffled once.

use rand_chacha::ChaCha8Rng;

use super::sites::Sites;
use super::woven::{CROSSING, OVER_EW, WovenMaze};
use crate::puzzle::random::{below, coin};

/// A wall: `cell << 1` for the wall east of `cell`, `cell << 1 | 1` south of it.
const SOUTH: u32 = 1;

/// Sites, or walls, whose cells' parts are looked up together before their turn:
/// the sets take four bytes a cell, more than stays in cache on a large maze,
/// and these lookups do not wait for one another, so the memory serves them
/// side by side instead of one after the other. A part looked up early stays
/// right: parts only ever join, so the parent read then is in the same part
/// as its cell for good, and the union–find starts from it.
const AHEAD: usize = 16;

/// Makes a weave maze of `width`×`height` cells, crossings on a share `weave`
/// of the inner cells at most.
pub fn carve((width, height): (usize, usize), weave: f64, rng: &mut ChaCha8Rng) -> WovenMaze {
    assert!(
        u32::try_from(2 * width * height).is_ok(),
        "kruskal: grids hold under 2³¹ cells"
    );
    let mut maze = WovenMaze {
        width,
        height,
        cells: vec![0; width * height],
    };
    let mut sets = Sets::new(maze.len());
    let mut sites = Vec::new();
    Sites::new(weave).each((width, height), rng, |x, y| {
        sites.push((y * width + x) as u32);
    });
    shuffle(&mut sites, rng);
    let crossings = place_crossings(&mut maze, &mut sets, &sites, rng);
    let mut walls = walls(&maze);
    shuffle(&mut walls, rng);
    // A tree of cells + crossings nodes has one passage fewer; the crossings
    // opened four each.
    let missing = (maze.len() + crossings).saturating_sub(1 + 4 * crossings);
    knock_down(&mut maze, &mut sets, &walls, missing);
    maze
}

/// Tries a crossing on each site in turn; returns how many it made.
fn place_crossings(
    maze: &mut WovenMaze,
    sets: &mut Sets,
    sites: &[u32],
    rng: &mut ChaCha8Rng,
) -> usize {
    let width = maze.width;
    let mut crossings = 0;
    for chunk in sites.chunks(AHEAD) {
        let mut ahead = [(0u8, [0u32; 4]); AHEAD];
        for (seen, &cell) in ahead.iter_mut().zip(chunk) {
            let cell = cell as usize;
            *seen = (
                maze.cells[cell],
                around(cell, width).map(|c| sets.parent[c]),
            );
        }
        for (&cell, &(bits, parents)) in chunk.iter().zip(&ahead) {
            // A cell's passages are only ever opened: one seen is there still.
            if bits == 0 {
                crossings += usize::from(cross(maze, sets, cell as usize, parents, rng));
            }
        }
    }
    crossings
}

/// The cells north, east, south and west of `cell`.
#[inline]
fn around(cell: usize, width: usize) -> [usize; 4] {
    [cell - width, cell + 1, cell + width, cell - 1]
}

/// Makes `cell` a crossing if it has no passage yet and its corridors join
/// parts not yet joined (`parents`: a cell of the part of each cell around it,
/// N E S W); returns whether it did.
fn cross(
    maze: &mut WovenMaze,
    sets: &mut Sets,
    cell: usize,
    parents: [u32; 4],
    rng: &mut ChaCha8Rng,
) -> bool {
    if maze.cells[cell] != 0 {
        return false;
    }
    let [north, east, south, west] = around(cell, maze.width);
    let [n, e, s, w] = parents.map(|c| sets.find(c as usize));
    let joined_across = |x: u32| x == e || x == w;
    if e == w || n == s || joined_across(n) && joined_across(s) {
        return false;
    }
    sets.unite(west, cell);
    sets.unite(cell, east);
    sets.unite(north, south);
    for d in 0..4 {
        maze.open(cell, d);
    }
    maze.cells[cell] |= CROSSING | if coin(rng) { OVER_EW } else { 0 };
    true
}

/// Knocks down `walls` in order, each that joins two parts not yet joined,
/// until `missing` passages are open.
fn knock_down(maze: &mut WovenMaze, sets: &mut Sets, walls: &[u32], mut missing: usize) {
    let width = maze.width;
    let sides = |wall: u32| {
        let a = (wall >> 1) as usize;
        match wall & SOUTH != 0 {
            true => (a, a + width),
            false => (a, a + 1),
        }
    };
    for chunk in walls.chunks(AHEAD) {
        if missing == 0 {
            break;
        }
        let mut ahead = [[0u32; 2]; AHEAD];
        for (seen, &wall) in ahead.iter_mut().zip(chunk) {
            let (a, b) = sides(wall);
            *seen = [sets.parent[a], sets.parent[b]];
        }
        for (&wall, &[a_part, b_part]) in chunk.iter().zip(&ahead) {
            if missing == 0 {
                break;
            }
            if sets.unite(a_part as usize, b_part as usize) {
                // The passage east (E=2 at a, W=8 at b) or south (S=4, N=1).
                let (a, b) = sides(wall);
                let (here, there) = if wall & SOUTH != 0 { (4, 1) } else { (2, 8) };
                maze.cells[a] |= here;
                maze.cells[b] |= there;
                missing -= 1;
            }
        }
    }
}

/// Every wall whose cells are both plain (a crossing's walls are open already).
fn walls(maze: &WovenMaze) -> Vec<u32> {
    let (width, height) = (maze.width, maze.height);
    let mut walls = Vec::with_capacity(2 * maze.len());
    for y in 0..height {
        for x in 0..width {
            let cell = y * width + x;
            if maze.is_crossing(cell) {
                continue;
            }
            if x + 1 < width && !maze.is_crossing(cell + 1) {
                walls.push((cell as u32) << 1);
            }
            if y + 1 < height && !maze.is_crossing(cell + width) {
                walls.push((cell as u32) << 1 | SOUTH);
            }
        }
    }
    walls
}

/// Fisher–Yates.
fn shuffle(items: &mut [u32], rng: &mut ChaCha8Rng) {
    for last in (1..items.len()).rev() {
        items.swap(last, below(rng, last + 1));
    }
}

/// Union–find over cells, with path halving.
struct Sets {
    parent: Vec<u32>,
}

impl Sets {
    fn new(cells: usize) -> Sets {
        Sets {
            parent: (0..cells as u32).collect(),
        }
    }

    #[inline]
    fn find(&mut self, mut x: usize) -> u32 {
        loop {
            let parent = self.parent[x] as usize;
            if parent == x {
                return x as u32;
            }
            let grand = self.parent[parent];
            self.parent[x] = grand;
            x = grand as usize;
        }
    }

    /// Joins the parts of `a` and `b`; `false` when they were one already.
    #[inline]
    fn unite(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        let (low, high) = if ra < rb { (ra, rb) } else { (rb, ra) };
        self.parent[low as usize] = high;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn crossings_never_touch_and_never_sit_on_the_border() {
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let maze = carve((15, 11), 1.0, &mut rng);
            let crossings: Vec<usize> = maze.crossings().map(|(c, _)| c).collect();
            assert!(!crossings.is_empty());
            for &c in &crossings {
                let (x, y) = (c % 15, c / 15);
                assert!((1..14).contains(&x) && (1..10).contains(&y));
                for d in 0..4 {
                    let beside = maze.beside(c, d).unwrap();
                    assert!(!maze.is_crossing(beside));
                }
            }
        }
    }

    #[test]
    fn a_tree_of_the_weave_graph_has_one_passage_fewer_than_nodes() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let maze = carve((30, 20), 0.6, &mut rng);
        let passages: u32 = maze
            .cells
            .iter()
            .map(|&v| u32::from(v & 0b0110).count_ones())
            .sum();
        let nodes = maze.len() + maze.crossings().count();
        assert_eq!(passages as usize, nodes - 1);
    }
}
