//! Kruskal's algorithm on any board: every pair of neighbours in random order,
//! joined when they are not yet connected (union–find with path halving).

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage};
use crate::puzzle::random::below;

pub(super) fn carve(graph: &Adjacency, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    let mut pairs: Vec<Passage> = graph.pairs().collect();
    for last in (1..pairs.len()).rev() {
        pairs.swap(last, below(rng, last + 1));
    }
    let mut parent: Vec<u32> = (0..graph.len() as u32).collect();
    pairs
        .into_iter()
        .filter(|&[a, b]| {
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            parent[ra as usize] = rb;
            ra != rb
        })
        .collect()
}

fn root(parent: &mut [u32], mut cell: u32) -> u32 {
    while parent[cell as usize] != cell {
        let grand = parent[parent[cell as usize] as usize];
        parent[cell as usize] = grand;
        cell = grand;
    }
    cell
}
