//! Wilson's algorithm on any board: loop-erased random walks from each cell not yet
//! in the tree until they hit it, so every spanning tree is equally likely. The walk
//! remembers only the last exit from each cell, which erases loops for free.

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage};
use crate::puzzle::random::below;

pub(super) fn carve(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    let mut in_tree = vec![false; graph.len()];
    let mut exit = vec![u32::MAX; graph.len()];
    let mut passages = Vec::with_capacity(graph.len());
    in_tree[first] = true;
    for start in 0..graph.len() {
        if in_tree[start] || graph.neighbours(start).is_empty() {
            continue;
        }
        let mut cell = start;
        while !in_tree[cell] {
            let ways = graph.neighbours(cell);
            let next = ways[below(rng, ways.len())];
            exit[cell] = next;
            cell = next as usize;
        }
        let mut cell = start;
        while !in_tree[cell] {
            in_tree[cell] = true;
            passages.push([cell as u32, exit[cell]]);
            cell = exit[cell] as usize;
        }
    }
    passages
}
