//! Hunt-and-kill on any board: a random walk through unvisited cells; when it is
//! stuck, hunt for the lowest-numbered unvisited cell beside the maze (as the
//! textbook row scan would find it) and join it on. The candidates wait in a heap,
//! so the hunt costs log n rather than a rescan: long corridors, few branches.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand_chacha::ChaCha8Rng;

use super::{Adjacency, Passage, unvisited_neighbours};
use crate::puzzle::random::below;

pub(super) fn carve(graph: &Adjacency, first: usize, rng: &mut ChaCha8Rng) -> Vec<Passage> {
    let mut visited = vec![false; graph.len()];
    let mut passages = Vec::with_capacity(graph.len());
    let mut beside = BinaryHeap::new();
    let mut open = Vec::with_capacity(8);
    let mut cell = Some(first);
    while let Some(current) = cell {
        visit(graph, current, &mut visited, &mut beside);
        unvisited_neighbours(graph, &visited, current, &mut open);
        cell = match open.is_empty() {
            false => {
                let next = open[below(rng, open.len())];
                passages.push([current as u32, next]);
                Some(next as usize)
            }
            true => hunt(graph, &visited, &mut beside, rng, &mut passages, &mut open),
        };
    }
    passages
}

fn visit(
    graph: &Adjacency,
    cell: usize,
    visited: &mut [bool],
    beside: &mut BinaryHeap<Reverse<u32>>,
) {
    visited[cell] = true;
    let neighbours = graph.neighbours(cell);
    let unvisited = neighbours.iter().filter(|&&o| !visited[o as usize]);
    beside.extend(unvisited.map(|&other| Reverse(other)));
}

/// The lowest unvisited cell beside the maze, joined to a random visited neighbour.
fn hunt(
    graph: &Adjacency,
    visited: &[bool],
    beside: &mut BinaryHeap<Reverse<u32>>,
    rng: &mut ChaCha8Rng,
    passages: &mut Vec<Passage>,
    joined: &mut Vec<u32>,
) -> Option<usize> {
    while let Some(Reverse(cell)) = beside.pop() {
        if visited[cell as usize] {
            continue;
        }
        joined.clear();
        let inside = graph.neighbours(cell as usize);
        joined.extend(inside.iter().filter(|&&other| visited[other as usize]));
        passages.push([cell, joined[below(rng, joined.len())]]);
        return Some(cell as usize);
    }
    None
}
