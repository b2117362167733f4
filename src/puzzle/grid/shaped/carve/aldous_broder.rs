//! Aldous–Broder on any board: a plain random walk that carves whenever it first
//! enters a cell, until every cell of the maze is visited. Uniform spanning trees,
//! like Wilson's, at the price of covering the board (about n·(log n)² steps).

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage};
use crate::puzzle::random::below;

pub(super) fn carve(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    let cells = (0..graph.len())
        .filter(|&c| !graph.neighbours(c).is_empty())
        .count();
    let mut visited = vec![false; graph.len()];
    let mut passages = Vec::with_capacity(cells);
    let mut cell = first;
    visited[first] = true;
    while passages.len() + 1 < cells {
        let ways = graph.neighbours(cell);
        let next = ways[below(rng, ways.len())] as usize;
        if !visited[next] {
            visited[next] = true;
            passages.push([cell as u32, next as u32]);
        }
        cell = next;
    }
    passages
}
