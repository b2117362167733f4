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
//! The random order is kept close to the cells, so a large maze is made in a
//! core's cache rather than from memory: the maze is cut into bands of rows
//! ([`BAND_CELLS`] cells). `crossings` places the crossings a few rows at a
//! time, each site after its neighbours whose random key comes first (one
//! random order of the sites over the whole maze, as far as it can matter).
//! Then each wall is early or late by a fair coin, and each band knocks down
//! its early walls (its own and those into the next band) in random order;
//! the late walls still between two parts are gathered from every band and
//! knocked down last, in one random order over the whole maze. A maze of one band (every maze of the ladder, anything up to
//! [`BAND_CELLS`] cells) is made exactly as by one random order of all its
//! walls: a random half of the walls in random order followed by the rest in
//! random order is a uniformly random order. On a larger maze a band's early
//! walls all come before the next band's, so where they close a loop across
//! the band's edge the later band's wall is left standing: measured over 600
//! mazes of 400 × 400 (weave 0.5), the row above an edge has 19 % more passages
//! south and the row below it 18 % fewer east, the rest of the maze as before.
//!
//! Character: Kruskal's (many short dead ends, no directional bias), with straight
//! corridors through every crossing. Linear, plus the union–find's near-constant
//! overhead.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::crossings;
use super::parts::Parts;
use super::sites::Sites;
use super::woven::{CROSSING, WovenMaze, crossing_bits};
use crate::puzzle::random::below;

/// A wall: `cell << 1` for the wall east of `cell`, `cell << 1 | 1` south of it.
const SOUTH: u32 = 1;

/// Cells in a band, at least (whole rows; one row if a row is longer): its
/// parts (four bytes a cell), cells, keys and walls (four bytes each, two a
/// cell) stay in a core's level-2 cache while it is carved.
pub const BAND_CELLS: usize = 64 * 1024;

/// Walls whose cells' parts are looked up together before their turn (their
/// parents, then the parents' parents), so the memory serves them side by
/// side instead of one after the other. A part looked up early stays right:
/// parts only ever join, so the ancestor read then is in the same part as its
/// cell for good, and the union–find starts from it.
const AHEAD: usize = 16;

/// Makes a weave maze of `width`×`height` cells, crossings on a share `weave`
/// of the inner cells at most.
pub fn carve(size: (usize, usize), weave: f64, rng: &mut ChaCha8Rng) -> WovenMaze {
    let band_rows = (BAND_CELLS / size.0.max(1)).max(1);
    carve_in_bands(size, weave, band_rows, rng)
}

/// [`carve`] with bands of `band_rows` rows.
fn carve_in_bands(
    (width, height): (usize, usize),
    weave: f64,
    band_rows: usize,
    rng: &mut ChaCha8Rng,
) -> WovenMaze {
    assert!(
        u32::try_from(2 * width * height).is_ok(),
        "kruskal: grids hold under 2³¹ cells"
    );
    let mut maze = WovenMaze {
        width,
        height,
        cells: vec![0; width * height],
    };
    let mut parts = Parts::new(maze.len());
    let mut keys = Sites::new(weave).keys((width, height), rng);
    let crossings = crossings::place(&mut maze, &mut parts, &mut keys, rng);
    drop(keys);
    let mut opened = 4 * crossings;
    let (mut early, mut late, mut apart) = (Vec::new(), Vec::new(), Vec::new());
    for top in (0..height).step_by(band_rows) {
        let rows = top..(top + band_rows).min(height);
        split_walls(&maze, rows.clone(), rng, &mut early, &mut late);
        shuffle(&mut early, rng);
        opened += knock_down(&mut maze, &mut parts, &early, usize::MAX);
        keep_apart(
            &mut parts,
            rows.start * width..rows.end * width,
            &late,
            width,
            &mut apart,
        );
    }
    shuffle(&mut apart, rng);
    // A tree of cells + crossings nodes has one passage fewer.
    let missing = (maze.len() + crossings).saturating_sub(1 + opened);
    knock_down(&mut maze, &mut parts, &apart, missing);
    maze
}

/// The walls of `rows` between plain cells (east of each cell, and south of it,
/// into the next band too), each early or late by a fair coin, into `early`
/// and `late` (emptied first; the order is of no matter, as both are put in
/// random order later). The rows are read 64 cells at a time as bit masks, so
/// only the walls kept are visited and no wall or coin is a branch.
fn split_walls(
    maze: &WovenMaze,
    rows: std::ops::Range<usize>,
    rng: &mut ChaCha8Rng,
    early: &mut Vec<u32>,
    late: &mut Vec<u32>,
) {
    let width = maze.width;
    early.clear();
    late.clear();
    for y in rows {
        let row = y * width;
        let here = &maze.cells[row..row + width];
        let below = maze.cells.get(row + width..row + 2 * width);
        for start in (0..width).step_by(64) {
            let cells = start..(start + 64).min(width);
            let crossings = crossing_bits(&here[cells.clone()]);
            // The cell east of the last: a crossing, or none past the row's end.
            let past = here.get(cells.end).is_none_or(|&v| v & CROSSING != 0);
            let plain = !crossings & (u64::MAX >> (64 - cells.len()));
            let east = plain & !(crossings >> 1 | u64::from(past) << (cells.len() - 1));
            let south = below.map_or(0, |below| plain & !crossing_bits(&below[cells]));
            let first = ((row + start) as u32) << 1;
            let (east_coins, south_coins) = (rng.random::<u64>(), rng.random::<u64>());
            add_walls(early, east & east_coins, first);
            add_walls(late, east & !east_coins, first);
            add_walls(early, south & south_coins, first | SOUTH);
            add_walls(late, south & !south_coins, first | SOUTH);
        }
    }
}

/// Adds to `walls` the wall `first + 2i` (the same side of the `i`th cell on)
/// for each bit `i` set in `bits`.
#[inline]
fn add_walls(walls: &mut Vec<u32>, mut bits: u64, first: u32) {
    while bits != 0 {
        walls.push(first + 2 * bits.trailing_zeros());
        bits &= bits - 1;
    }
}

/// The two cells of `wall`: `a` and the one east or south of it.
#[inline]
fn sides(wall: u32, width: usize) -> (usize, usize) {
    let a = (wall >> 1) as usize;
    if wall & SOUTH != 0 {
        (a, a + width)
    } else {
        (a, a + 1)
    }
}

/// Knocks down `walls` in order, each that joins two parts not yet joined,
/// until `missing` passages are open; returns how many it opened. Whether a
/// wall joins two parts is never a branch.
fn knock_down(maze: &mut WovenMaze, parts: &mut Parts, walls: &[u32], missing: usize) -> usize {
    let width = maze.width;
    let mut opened = 0;
    for chunk in walls.chunks(AHEAD) {
        let mut ahead = [[0u32; 2]; AHEAD];
        for (seen, &wall) in ahead.iter_mut().zip(chunk) {
            let (a, b) = sides(wall, width);
            *seen = [parts.parent[a], parts.parent[b]];
        }
        // And their parents, a step nearer the roots.
        for [a_part, b_part] in &mut ahead[..chunk.len()] {
            (*a_part, *b_part) = (
                parts.parent[*a_part as usize],
                parts.parent[*b_part as usize],
            );
        }
        for (&wall, &[a_part, b_part]) in chunk.iter().zip(&ahead) {
            if opened == missing {
                return opened;
            }
            let (a_root, b_root) = (
                parts.find_near(a_part as usize),
                parts.find_near(b_part as usize),
            );
            let apart = a_root != b_root;
            let root = parts.link_if(apart, a_root, b_root);
            // The passage east (E=2 at a, W=8 at b) or south (S=4, N=1).
            let (a, b) = sides(wall, width);
            // Both cells straight under the root, for their other walls.
            (parts.parent[a], parts.parent[b]) = (root, root);
            let south = (wall & SOUTH) as usize;
            let mask = 0u8.wrapping_sub(u8::from(apart));
            maze.cells[a] |= [2, 4][south] & mask;
            maze.cells[b] |= [8, 1][south] & mask;
            opened += usize::from(apart);
        }
    }
    opened
}

/// Adds to `apart` the `late` walls of the band of `cells` whose two cells are
/// in different parts (the others would close a loop).
fn keep_apart(
    parts: &mut Parts,
    cells: std::ops::Range<usize>,
    late: &[u32],
    width: usize,
    apart: &mut Vec<u32>,
) {
    let end = cells.end;
    parts.flatten(cells);
    for &wall in late {
        let (a, b) = sides(wall, width);
        // The band's cells point at their roots now; the next band's not yet.
        let b_root = if b < end {
            parts.parent[b]
        } else {
            parts.find(b)
        };
        if parts.parent[a] != b_root {
            apart.push(wall);
        }
    }
}

/// Fisher–Yates.
fn shuffle(items: &mut [u32], rng: &mut ChaCha8Rng) {
    for last in (1..items.len()).rev() {
        items.swap(last, below(rng, last + 1));
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

    /// Whether `maze` is a spanning tree of its weave graph: one passage fewer
    /// than nodes, and every node reached from the first.
    fn is_a_tree(maze: &WovenMaze) -> bool {
        let passages: u32 = maze
            .cells
            .iter()
            .map(|&v| u32::from(v & 0b0110).count_ones())
            .sum();
        let nodes = maze.len() + maze.crossings().count();
        let mut seen = vec![false; 2 * maze.len()];
        let (mut stack, mut reached) = (vec![0], 1);
        seen[0] = true;
        while let Some(node) = stack.pop() {
            let mut ways = maze.ways(node);
            while ways != 0 {
                let next = maze.step(node, ways.trailing_zeros() as usize);
                ways &= ways - 1;
                if !seen[next] {
                    seen[next] = true;
                    reached += 1;
                    stack.push(next);
                }
            }
        }
        passages as usize == nodes - 1 && reached == nodes
    }

    #[test]
    fn a_tree_of_the_weave_graph_has_one_passage_fewer_than_nodes() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        assert!(is_a_tree(&carve((30, 20), 0.6, &mut rng)));
    }

    #[test]
    fn thin_grids_are_trees_without_crossings_where_none_fit() {
        for (size, crossings_fit) in [
            ((1, 5), false),
            ((2, 9), false),
            ((7, 2), false),
            ((3, 3), true),
        ] {
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            let maze = carve(size, 1.0, &mut rng);
            assert!(is_a_tree(&maze), "{size:?}");
            assert_eq!(maze.crossings().count() > 0, crossings_fit, "{size:?}");
        }
    }

    #[test]
    fn a_maze_of_many_bands_is_a_tree_too() {
        // Every weave with every band height: 12 seeds, 3 weaves, 4 heights.
        for seed in 0..12u64 {
            let band_rows = [1, 2, 3, 5][seed as usize % 4];
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let weave = [0.0, 0.5, 1.0][seed as usize % 3];
            let maze = carve_in_bands((23, 17), weave, band_rows, &mut rng);
            assert!(is_a_tree(&maze), "seed {seed}, bands of {band_rows} rows");
        }
    }
}
