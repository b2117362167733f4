//! The solution of a maze the rectangle's or the floors' checker has verified
//! bit by bit and counted cells − 1 passages in, found the same way for both:
//! the shared leaf peeling (`peel`) on the checker's direction words decides every
//! sound tree in one pass, and a breadth-first search over the decoded graph
//! runs only when peeling finds the maze is not one (to name the first cell the
//! start cannot reach) or the maze is too large to peel; the checkers' agreement
//! tests hold the two to each other.

use super::passages::Graph;
use super::peel::ways::Ways;
use crate::puzzle::metrics::wrong_branch_depths;

/// Marks a cell the search has not reached.
pub(super) const UNREACHED: u32 = u32::MAX;

/// The tree's solution and its wrong branches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Solved {
    /// Start to goal, as cell numbers.
    pub path: Vec<usize>,
    /// For each branch leaving the solution, the cells on its longest run (in no
    /// particular order).
    pub branch_depths: Vec<usize>,
}

/// The solution by peeling when `peeled` (the checker's peeling, run only when
/// `fits`) finds one, else by the search: `Err` names the first cell (in number
/// order) the start cannot reach.
pub(super) fn solve(
    graph: &Graph,
    fits: bool,
    peeled: impl FnOnce() -> Option<Solved>,
    start: usize,
    goal: usize,
) -> Result<Solved, usize> {
    match fits.then(peeled).flatten() {
        Some(solved) => Ok(solved),
        None => search(graph, start, goal),
    }
}

/// Peels `ways` (made from the cells' `open` ways) and walks what stays from
/// `start` to `goal`; `None` when that is not a single path holding every cell
/// peeling left, that is when the maze is not connected. The maze must have
/// cells − 1 passages, every one mirrored.
pub(super) fn peel_ways<const WAYS: usize, const FLIP: usize>(
    mut ways: Ways<WAYS, FLIP>,
    open: &[u8],
    start: usize,
    goal: usize,
) -> Option<Solved> {
    let peeled = ways.peel(start, goal);
    let path = ways.remaining_path(start, goal)?;
    if peeled + path.len() != ways.cells() {
        return None;
    }
    let branch_depths = ways.branch_depths(open, &path);
    Some(Solved {
        path,
        branch_depths,
    })
}

/// The path from `start` to `goal` and the wrong branches' depths, or the first
/// cell (in number order) the start cannot reach. The graph must have fewer
/// than `UNREACHED` cells and be a tree when every cell is reached.
pub(super) fn search(graph: &Graph, start: usize, goal: usize) -> Result<Solved, usize> {
    let parent = parents(graph, start);
    if let Some(unreached) = parent.iter().position(|&p| p == UNREACHED) {
        return Err(unreached);
    }
    let path = walk_back(&parent, goal);
    let branch_depths = wrong_branch_depths(graph.len(), &path, |cell| graph.neighbours(cell));
    Ok(Solved {
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

/// The path from the search's start to `goal`, read back along the parents.
fn walk_back(parent: &[u32], goal: usize) -> Vec<usize> {
    let mut path = vec![goal];
    let mut cell = goal;
    while parent[cell] as usize != cell {
        cell = parent[cell] as usize;
        path.push(cell);
    }
    path.reverse();
    path
}
