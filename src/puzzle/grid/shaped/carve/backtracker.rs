//! Recursive backtracker on any board: walk to a random unvisited neighbour while
//! there is one, else step back. Long winding corridors and few dead ends.

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage, unvisited_neighbours};
use crate::puzzle::grid::shaped::adjacency::{Rings, Sides};
use crate::puzzle::random::below;

pub(super) fn carve(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    if let Some(sides) = graph.sides() {
        return carve_tiled(sides, first, rng);
    }
    if let Some(rings) = graph.rings().filter(|rings| rings.fits_eight) {
        return carve_rings(rings, first, rng);
    }
    carve_lists(graph, first, rng)
}

/// The walk on neighbour lists, for any board.
fn carve_lists(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    let mut visited = vec![false; graph.len()];
    let mut passages = Vec::with_capacity(graph.len());
    let mut stack = vec![first as u32];
    let mut open = Vec::with_capacity(8);
    visited[first] = true;
    while let Some(&cell) = stack.last() {
        unvisited_neighbours(graph, &visited, cell as usize, &mut open);
        if open.is_empty() {
            stack.pop();
            continue;
        }
        let next = open[below(rng, open.len())];
        visited[next as usize] = true;
        passages.push([cell, next]);
        step(&mut stack, open.len(), next);
    }
    passages
}

/// Bit of a cell's byte that marks it visited.
const VISITED: u8 = 1 << 7;

/// The same walk on a tiled board's byte a cell (the same choices, so the same
/// maze): the visited mark goes in the byte too, so a step reads one small array
/// that stays in cache rather than neighbour lists spread over tens of megabytes.
fn carve_tiled(sides: &Sides, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    let mut state = sides.bits.clone();
    let mut passages = Vec::with_capacity(state.len());
    let mut stack = vec![first as u32];
    let mut open = [0u32; 6];
    state[first] |= VISITED;
    while let Some(&cell) = stack.last() {
        let mut count = 0;
        for other in sides.each(cell as usize, state[cell as usize]) {
            open[count] = other as u32;
            count += usize::from(state[other] & VISITED == 0);
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        let next = open[below(rng, count)];
        state[next as usize] |= VISITED;
        passages.push([cell, next]);
        step(&mut stack, count, next);
    }
    passages
}

/// The same walk on a circle, each cell's neighbours worked out from its ring
/// (which the stack carries) and place: no neighbour lists at all.
fn carve_rings(rings: &Rings, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    // Taken: visited, or not in the maze.
    let mut taken: Vec<bool> = rings.in_maze.iter().map(|&inside| !inside).collect();
    let mut passages = Vec::with_capacity(taken.len());
    let mut stack = vec![(first as u32, rings.ring_of(first) as u32)];
    let mut open = [(0u32, 0u32); 8];
    taken[first] = true;
    while let Some(&(cell, ring)) = stack.last() {
        let (cell, ring) = (cell as usize, ring as usize);
        let mut count = 0;
        rings.each(ring, cell - rings.starts[ring], |other, other_ring| {
            open[count] = (other as u32, other_ring as u32);
            count += usize::from(!taken[other]);
        });
        if count == 0 {
            stack.pop();
            continue;
        }
        let next = open[below(rng, count)];
        taken[next.0 as usize] = true;
        passages.push([cell as u32, next.0]);
        step(&mut stack, count, next);
    }
    passages
}

/// Steps on to `next`, chosen from `choices` unvisited neighbours of the cell on
/// top of the stack. With one choice that cell has none left, so coming back to
/// it would only take it off again: `next` takes its place instead, which saves
/// a look at its neighbours and makes the same maze.
#[inline]
fn step<T>(stack: &mut Vec<T>, choices: usize, next: T) {
    match stack.last_mut() {
        Some(top) if choices == 1 => *top = next,
        _ => stack.push(next),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::shaped::board::{Board, Tiling};
    use rand::SeedableRng;

    #[test]
    fn bytes_and_rings_walk_as_the_lists_do() {
        let odd = [1, 5, 7, 14, 9, 9, 3, 6, 12, 24];
        let mut boards = vec![Board::with_rings(odd.to_vec()), Board::circle(12)];
        for tiling in [Tiling::Square, Tiling::Hexagon, Tiling::Triangle] {
            boards.push(Board::tiled(tiling, 23, 17));
        }
        for board in boards {
            let graph = Adjacency::of(&board);
            if let Some(rings) = graph.rings() {
                assert!(rings.fits_eight);
            }
            for seed in 0..5 {
                let fast = carve(&graph, 0, &mut ChaCha8Rng::seed_from_u64(seed));
                let lists = carve_lists(&graph, 0, &mut ChaCha8Rng::seed_from_u64(seed));
                assert_eq!(fast, lists, "{:?}", board.tiling);
            }
        }
    }
}
