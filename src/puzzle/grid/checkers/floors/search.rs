//! The floors checker's plain route: a breadth-first search from the start over
//! the decoded graph. Peeling decides every sound tree; this search runs only
//! when peeling finds the maze is not one (to name the first cell the start
//! cannot reach) or the maze is too large to peel, and the tests compare the two.

use super::Graph;
use super::peel::Peeled;
use crate::puzzle::metrics::wrong_branch_depths;

/// Marks a cell the search has not reached.
pub(super) const UNREACHED: u32 = u32::MAX;

/// The path from `start` to `goal` and the wrong branches' depths, or the first
/// cell (in number order) the start cannot reach. The graph must have fewer
/// than `UNREACHED` cells and be a tree when every cell is reached.
pub(super) fn search(graph: &Graph, start: usize, goal: usize) -> Result<Peeled, usize> {
    let parent = parents(graph, start);
    if let Some(unreached) = parent.iter().position(|&p| p == UNREACHED) {
        return Err(unreached);
    }
    let mut path = vec![goal];
    let mut cell = goal;
    while parent[cell] as usize != cell {
        cell = parent[cell] as usize;
        path.push(cell);
    }
    path.reverse();
    let branch_depths = wrong_branch_depths(graph.len(), &path, |cell| graph.neighbours(cell));
    Ok(Peeled {
        path,
        branch_depths,
    })
}

/// Breadth-first search from `start`: each reached cell's predecessor (the start
/// is its own), `UNREACHED` for the others.
pub(super) fn parents(graph: &Graph, start: usize) -> Vec<u32> {
    let mut parent = vec![UNREACHED; graph.len()];
    parent[start] = start as u32;
    let mut queue = Vec::with_capacity(graph.len());
    queue.push(start as u32);
    let mut head = 0;
    while let Some(&cell) = queue.get(head) {
        head += 1;
        for next in graph.neighbours(cell as usize) {
            if parent[next] == UNREACHED {
                parent[next] = cell;
                queue.push(next as u32);
            }
        }
    }
    parent
}
