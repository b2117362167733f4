//! Loops in a weave maze: a share `braid` of the dead ends is opened into a
//! corridor beside them, as on the other shapes (a wall to another dead end
//! first, which removes two at once; dead ends in random order, so loops spread
//! over the maze). A crossing is never a dead end and keeps its four passages;
//! a wall between two plain cells is the only kind there is to open.

use rand_chacha::ChaCha8Rng;

use super::woven::{PASSAGES, WovenMaze};
use crate::puzzle::random::below;

/// Opens walls of dead ends until `share` of them are gone.
pub fn braid(maze: &mut WovenMaze, share: f64, rng: &mut ChaCha8Rng) {
    let is_dead = |maze: &WovenMaze, cell: usize| {
        !maze.is_crossing(cell) && (maze.cells[cell] & PASSAGES).count_ones() == 1
    };
    let mut dead: Vec<u32> = (0..maze.len())
        .filter(|&c| is_dead(maze, c))
        .map(|c| c as u32)
        .collect();
    let target = (share * dead.len() as f64).round() as usize;
    let mut left = dead.len();
    let allowed = left - target;
    for last in (1..dead.len()).rev() {
        dead.swap(last, below(rng, last + 1));
    }
    let mut walls = Vec::with_capacity(4);
    for cell in dead {
        let cell = cell as usize;
        if left <= allowed {
            break;
        }
        if !is_dead(maze, cell) {
            continue;
        }
        walls.clear();
        walls.extend(
            (0..4)
                .filter(|&d| maze.cells[cell] & (1 << d) == 0)
                .filter_map(|d| maze.beside(cell, d).map(|other| (d, other))),
        );
        let dead_too: Vec<(usize, usize)> = walls
            .iter()
            .copied()
            .filter(|&(_, other)| is_dead(maze, other))
            .collect();
        let pool = if dead_too.is_empty() {
            &walls
        } else {
            &dead_too
        };
        if pool.is_empty() {
            continue;
        }
        let (d, other) = pool[below(rng, pool.len())];
        left -= 1 + usize::from(is_dead(maze, other));
        maze.open(cell, d);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::weave::kruskal;
    use rand::SeedableRng;

    fn dead_ends(maze: &WovenMaze) -> usize {
        (0..maze.len())
            .filter(|&c| !maze.is_crossing(c) && (maze.cells[c] & PASSAGES).count_ones() == 1)
            .count()
    }

    #[test]
    fn braiding_removes_the_share_asked_for_and_keeps_the_crossings() {
        for share in [0.0, 0.5, 1.0] {
            let mut rng = ChaCha8Rng::seed_from_u64(4);
            let mut maze = kruskal::carve((20, 20), 0.5, &mut rng);
            let crossings: Vec<_> = maze.crossings().collect();
            let before = dead_ends(&maze);
            braid(&mut maze, share, &mut rng);
            let after = dead_ends(&maze);
            let wanted = before - (share * before as f64).round() as usize;
            assert!(
                after <= wanted && after + 1 >= wanted,
                "{share}: {before} → {after}"
            );
            assert_eq!(maze.crossings().collect::<Vec<_>>(), crossings);
        }
    }
}
