//! The "explored" answer key: a simple solver walks the maze as a child would with
//! a pencil, always trying north, then east, south and west, backing out of dead
//! ends, until it reaches the goal. The cells it tried and abandoned are printed
//! grey beside the solution, which shows how a methodical search finds the way.
//!
//! Depth-first with an explicit stack (no recursion, so large mazes are safe);
//! the order is fixed, so the same maze always greys the same cells.

use super::check::OpenGraph;
use crate::puzzle::cells::Direction;

/// What the walk found: the way to the goal and the cells it gave up on, in the
/// order it left them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exploration {
    pub path: Vec<usize>,
    pub abandoned: Vec<usize>,
}

/// Walks from `start` to `goal`; `None` if the goal cannot be reached.
pub fn explore(graph: &OpenGraph, start: usize, goal: usize) -> Option<Exploration> {
    let mut seen = vec![false; graph.open.len()];
    seen[start] = true;
    // Each entry: a cell on the current way and the next direction to try there.
    let mut stack: Vec<(usize, u8)> = vec![(start, 0)];
    let mut abandoned = Vec::new();
    while let Some(&mut (cell, ref mut direction)) = stack.last_mut() {
        if cell == goal {
            let path = stack.iter().map(|&(c, _)| c).collect();
            return Some(Exploration { path, abandoned });
        }
        if *direction == 4 {
            stack.pop();
            abandoned.push(cell);
            continue;
        }
        let next = step(graph, cell, *direction);
        *direction += 1;
        if let Some(next) = next.filter(|&n| graph.open[n] && !seen[n]) {
            seen[next] = true;
            stack.push((next, 0));
        }
    }
    None
}

/// The cell beside `cell` in direction `direction` of [`Direction::ALL`] (0 north,
/// 1 east, 2 south, 3 west).
fn step(graph: &OpenGraph, cell: usize, direction: u8) -> Option<usize> {
    Direction::ALL[usize::from(direction)].step(cell, graph.width, graph.height)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dead_ends_tried_first_are_abandoned() {
        // Start (0,1); north of (1,1) is a dead end tried first, then east to the goal.
        let rows = ["# ###", "   ##", "#### "];
        let open: Vec<bool> = rows
            .iter()
            .flat_map(|r| r.chars().map(|c| c == ' '))
            .collect();
        let graph = OpenGraph {
            width: 5,
            height: 3,
            open: &open,
        };
        let walk = explore(&graph, 5, 7).unwrap();
        assert_eq!(walk.path, vec![5, 6, 7]);
        assert_eq!(walk.abandoned, vec![1]);
        assert!(explore(&graph, 5, 14).is_none());
    }
}
