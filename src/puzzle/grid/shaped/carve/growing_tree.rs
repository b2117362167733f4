//! Growing tree on any board: a list of active cells; each round takes one (the
//! newest, a random one, or either on a coin flip, as [`GrowingTreeMode`] says) and
//! carves to a random unvisited neighbour, or retires it when it has none. Retired
//! cells are swapped out, which keeps every round O(1); "newest" stays the last.

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage, unvisited_neighbours};
use crate::puzzle::grid::rectangle::algorithms::GrowingTreeMode;
use crate::puzzle::random::{below, coin};

pub(super) fn carve(
    graph: &Adjacency,
    first: usize,
    rng: &mut ChaCha8Rng,
    mode: GrowingTreeMode,
) -> Vec<Passage> {
    let mut visited = vec![false; graph.len()];
    let mut passages = Vec::with_capacity(graph.len());
    let mut active = vec![first as u32];
    let mut open = Vec::with_capacity(8);
    visited[first] = true;
    while !active.is_empty() {
        let newest = match mode {
            GrowingTreeMode::Newest => true,
            GrowingTreeMode::Random => false,
            GrowingTreeMode::Mixed => coin(rng),
        };
        let index = if newest {
            active.len() - 1
        } else {
            below(rng, active.len())
        };
        let cell = active[index];
        unvisited_neighbours(graph, &visited, cell as usize, &mut open);
        if open.is_empty() {
            active.swap_remove(index);
            continue;
        }
        let next = open[below(rng, open.len())];
        visited[next as usize] = true;
        passages.push([cell, next]);
        active.push(next);
    }
    passages
}
