//! What makes a block maze hard, measured on the checker's view of it (never the
//! generator's): the same measures as grid mazes (solution length and share,
//! turns, decisions along the way, dead ends, wrong branches) plus how much the
//! explored answer key greys out.

use super::check::{CheckedBlock, OpenGraph};
use crate::puzzle::Metrics;

/// A wrong branch counts as deep when it runs at least this many cells from the solution.
pub const DEEP_BRANCH_CELLS: usize = 8;

/// Measures a checked maze; `abandoned` is the explored key's grey cell count.
pub fn measure(checked: &CheckedBlock, graph: &OpenGraph, abandoned: usize) -> Metrics {
    let path = &checked.path;
    let depths = wrong_branch_depths(checked, graph);
    let mut metrics = Metrics::default();
    metrics
        .count("solvable", 1)
        .count("cells", checked.open_cells)
        .count("solution_length", path.len())
        .ratio(
            "solution_share",
            path.len() as f64 / checked.open_cells as f64,
        )
        .count("turns", turns(path))
        .count("junctions", junctions(path, graph))
        .count("dead_ends", dead_ends(checked, graph))
        .count(
            "deep_wrong_branches",
            depths.iter().filter(|&&d| d >= DEEP_BRANCH_CELLS).count(),
        )
        .count(
            "longest_wrong_branch",
            depths.iter().copied().max().unwrap_or(0),
        )
        .count("explored", abandoned);
    metrics
}

/// Changes of direction along the path.
fn turns(path: &[usize]) -> usize {
    // Index differences: ±1 across, ±width down.
    let step = |a: usize, b: usize| b as i64 - a as i64;
    path.windows(3)
        .filter(|w| step(w[0], w[1]) != step(w[1], w[2]))
        .count()
}

/// Cells on the path (before the goal) offering two or more ways on, not counting
/// the way the walker came in.
fn junctions(path: &[usize], graph: &OpenGraph) -> usize {
    path[..path.len() - 1]
        .iter()
        .enumerate()
        .filter(|&(i, &cell)| graph.degree(cell) - usize::from(i > 0) >= 2)
        .count()
}

/// Open cells with one neighbour, apart from the start and the goal.
fn dead_ends(checked: &CheckedBlock, graph: &OpenGraph) -> usize {
    let (start, goal) = (checked.path[0], checked.path[checked.path.len() - 1]);
    (0..graph.open.len())
        .filter(|&c| graph.open[c] && c != start && c != goal && graph.degree(c) == 1)
        .count()
}

/// For each branch leaving the path, the cells on its longest run away from it:
/// one breadth-first pass outward from the whole path, then heights in reverse.
fn wrong_branch_depths(checked: &CheckedBlock, graph: &OpenGraph) -> Vec<usize> {
    crate::puzzle::metrics::wrong_branch_depths(graph.open.len(), &checked.path, |cell| {
        graph.neighbours(cell)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::block::check::{BlockInput, check};

    #[test]
    fn a_small_maze_is_measured() {
        // Start (0,1), goal (4,3); a dead end hangs down from (1,1) for two cells.
        let rows = ["#####", "    #", "# # #", "# #  ", "#####"];
        let open: Vec<bool> = rows
            .iter()
            .flat_map(|r| r.chars().map(|c| c == ' '))
            .collect();
        let input = BlockInput {
            width: 5,
            height: 5,
            open: &open,
            start: [0, 1],
            goal: [4, 3],
        };
        let graph = OpenGraph {
            width: 5,
            height: 5,
            open: &open,
        };
        let m = measure(&check(&input).unwrap(), &graph, 2);
        assert_eq!(m.get("solution_length"), Some(7.0));
        assert_eq!(m.get("turns"), Some(2.0));
        assert_eq!(m.get("junctions"), Some(1.0), "only (1,1) offers a choice");
        assert_eq!(m.get("dead_ends"), Some(1.0));
        assert_eq!(m.get("longest_wrong_branch"), Some(2.0));
        assert_eq!(m.get("explored"), Some(2.0));
    }
}
