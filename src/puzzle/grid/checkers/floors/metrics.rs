//! What makes a maze with floors hard, measured on the checker's graph (never the
//! generator's): the rectangle's measures (how long the solution is, how many
//! decisions it asks for, how tempting the wrong turns are) and the floors'
//! own: how many stairs the maze has and how often the solution takes one.

use super::super::measures::measure_tree;
use super::CheckedFloors;
use crate::puzzle::Metrics;

/// Measures a checked maze: the measures the rectangle's checker takes too
/// (`checkers::measures`), with the turns on the floors, and the floors' own.
pub fn measure(checked: &CheckedFloors) -> Metrics {
    let graph = &checked.graph;
    let path = &checked.path;
    let floor_changes = path
        .windows(2)
        .filter(|w| graph.floor_of(w[0]) != graph.floor_of(w[1]))
        .count();
    let mut metrics = measure_tree(graph, path, &checked.branch_depths, turns(checked));
    metrics
        .count("levels", graph.floor_of(graph.len() - 1) + 1)
        .count("stairs", graph.stairs())
        .count("floor_changes", floor_changes);
    metrics
}

/// Changes of direction along the path within the floors: a stair is no
/// direction, so the way on after it is compared with the way in before it.
/// Neighbouring cells' numbers differ by ±1 across a row and ±width down a
/// column, so a step's direction is that difference.
fn turns(checked: &CheckedFloors) -> usize {
    let graph = &checked.graph;
    let across = checked.path.windows(2).filter_map(|w| {
        let same_floor = graph.floor_of(w[0]) == graph.floor_of(w[1]);
        same_floor.then(|| w[1].wrapping_sub(w[0]))
    });
    let steps: Vec<usize> = across.collect();
    steps.windows(2).filter(|w| w[0] != w[1]).count()
}

#[cfg(test)]
mod tests {
    use super::super::agreement::TWO_FLOORS as CELLS;
    use super::super::{FloorsInput, check};
    use super::*;

    fn measured() -> Metrics {
        let input = FloorsInput {
            width: 2,
            height: 2,
            levels: 2,
            cells: &CELLS,
            start: [0, 1, 0],
            goal: [0, 0, 1],
        };
        measure(&check(&input).unwrap())
    }

    #[test]
    fn stairs_and_floor_changes() {
        let m = measured();
        assert_eq!(m.get("stairs"), Some(1.0));
        assert_eq!(m.get("floor_changes"), Some(1.0));
        assert_eq!(m.get("levels"), Some(2.0));
        assert_eq!(m.get("solution_length"), Some(7.0));
    }

    #[test]
    fn a_stair_is_not_a_turn() {
        // N, E, (up), S, W, N: the way on after the stair (S) turns from E.
        assert_eq!(measured().get("turns"), Some(4.0));
    }

    #[test]
    fn junctions_and_dead_ends() {
        let m = measured();
        // (1,0,0): ways on S and up after coming in from the west.
        assert_eq!(m.get("junctions"), Some(1.0));
        assert_eq!(m.get("dead_ends"), Some(1.0), "(1,1,0)");
        assert_eq!(m.get("longest_wrong_branch"), Some(1.0));
    }
}
