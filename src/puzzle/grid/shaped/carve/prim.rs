//! Prim's algorithm on any board (the frontier version): the cells next to the tree
//! form a frontier; each round a random frontier cell joins the tree through a
//! random neighbour already in it. Short, bushy branches radiating from the start.

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage};
use crate::puzzle::random::below;

const OUTSIDE: u8 = 0;
const FRONTIER: u8 = 1;
const IN_TREE: u8 = 2;

pub(super) fn carve(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    let mut state = vec![OUTSIDE; graph.len()];
    let mut frontier = Vec::new();
    let mut passages = Vec::with_capacity(graph.len());
    let mut joined = Vec::with_capacity(8);
    join(graph, first, &mut state, &mut frontier);
    while !frontier.is_empty() {
        let cell = frontier.swap_remove(below(rng, frontier.len())) as usize;
        joined.clear();
        let inside = graph.neighbours(cell);
        joined.extend(
            inside
                .iter()
                .filter(|&&other| state[other as usize] == IN_TREE),
        );
        passages.push([cell as u32, joined[below(rng, joined.len())]]);
        join(graph, cell, &mut state, &mut frontier);
    }
    passages
}

/// Puts `cell` in the tree and its outside neighbours on the frontier.
fn join(graph: &Adjacency, cell: usize, state: &mut [u8], frontier: &mut Vec<u32>) {
    state[cell] = IN_TREE;
    for &other in graph.neighbours(cell).iter() {
        if state[other as usize] == OUTSIDE {
            state[other as usize] = FRONTIER;
            frontier.push(other);
        }
    }
}
