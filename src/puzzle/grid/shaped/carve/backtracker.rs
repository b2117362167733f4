//! Recursive backtracker on any board: walk to a random unvisited neighbour while
//! there is one, else step back. Long winding corridors and few dead ends.

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage, unvisited_neighbours};
use crate::puzzle::random::below;

pub(super) fn carve(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
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
        stack.push(next);
    }
    passages
}
