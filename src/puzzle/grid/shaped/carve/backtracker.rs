//! Recursive backtracker on any board: walk to a random unvisited neighbour while
//! there is one, else step back. Long winding corridors and few dead ends.

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage, unvisited_neighbours};
use crate::puzzle::grid::shaped::adjacency::Sides;
use crate::puzzle::random::below;

pub(super) fn carve(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    if let Some(sides) = graph.sides() {
        return carve_tiled(sides, first, rng);
    }
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

/// Steps on to `next`, chosen from `choices` unvisited neighbours of the cell on
/// top of the stack. With one choice that cell has none left, so coming back to
/// it would only take it off again: `next` takes its place instead, which saves
/// a look at its neighbours and makes the same maze.
#[inline]
fn step(stack: &mut Vec<u32>, choices: usize, next: u32) {
    match stack.last_mut() {
        Some(top) if choices == 1 => *top = next,
        _ => stack.push(next),
    }
}
