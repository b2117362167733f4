//! What makes a rectangle or a maze with floors hard, measured the same way by
//! both checkers on the graph they decoded (never the generator's): how long the
//! solution is, how many decisions it asks for, and how tempting the wrong turns
//! are. Each checker counts the turns itself (a stair is no turn) and adds its
//! own measures.

use super::passages::Graph;
use crate::puzzle::Metrics;

/// A wrong branch counts as deep when it runs at least this many cells from the
/// solution.
pub const DEEP_BRANCH_CELLS: usize = 5;

/// The measures of a checked maze whose solution is `path` with the wrong
/// branches `branch_depths` and `turns` changes of direction.
pub(super) fn measure_tree(
    graph: &Graph,
    path: &[usize],
    branch_depths: &[usize],
    turns: usize,
) -> Metrics {
    let cells = graph.len();
    let mut metrics = Metrics::default();
    metrics
        .count("solvable", 1)
        .count("cells", cells)
        .count("solution_length", path.len())
        .ratio("solution_share", path.len() as f64 / cells as f64)
        .count("turns", turns)
        .count("junctions", junctions(graph, path))
        .count("dead_ends", dead_ends(graph, path))
        .count(
            "deep_wrong_branches",
            branch_depths
                .iter()
                .filter(|&&d| d >= DEEP_BRANCH_CELLS)
                .count(),
        )
        .count(
            "longest_wrong_branch",
            branch_depths.iter().copied().max().unwrap_or(0),
        );
    metrics
}

/// Cells on the solution (before the goal) where the walker must choose between
/// two or more ways on (a stair is a way), not counting the way they came in.
fn junctions(graph: &Graph, path: &[usize]) -> usize {
    path[..path.len() - 1]
        .iter()
        .enumerate()
        .filter(|&(i, &cell)| graph.degree(cell) - usize::from(i > 0) >= 2)
        .count()
}

/// Cells with a single passage (or stair), apart from the start and the goal.
fn dead_ends(graph: &Graph, path: &[usize]) -> usize {
    let ends = [path[0], path[path.len() - 1]]
        .iter()
        .filter(|&&c| graph.degree(c) == 1)
        .count();
    graph.single_passage_cells() - ends
}
