//! What makes a grid maze hard, measured on the checker's graph (never the
//! generator's): how long the solution is, how many decisions it asks for, and how
//! tempting the wrong turns are.

use super::super::measures::measure_tree;
use super::CheckedGrid;
use crate::puzzle::Metrics;

/// Measures a checked maze: the measures the floors' checker takes too
/// (`checkers::measures`), with the turns along its solution.
pub fn measure(checked: &CheckedGrid) -> Metrics {
    let path = &checked.path;
    measure_tree(&checked.graph, path, &checked.branch_depths, turns(path))
}

/// Changes of direction along the path. Neighbouring cells' indices differ by ±1
/// across a row and ±width down a column, so a step's direction is that difference.
fn turns(path: &[usize]) -> usize {
    path.windows(3)
        .filter(|w| w[1].wrapping_sub(w[0]) != w[2].wrapping_sub(w[1]))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::checkers::rectangle::{GridInput, check};

    /// 3×3, solution down the west column then along the south row; a wrong branch
    /// (1,0)→(2,0)→(2,1)→(1,1) hangs off the start.
    ///   (0,0) E S | (1,0) W E | (2,0) W S
    ///   (0,1) N S | (1,1) E   | (2,1) N W
    ///   (0,2) N E | (1,2) W E | (2,2) W
    const CELLS: [u8; 9] = [2 | 4, 8 | 2, 8 | 4, 1 | 4, 2, 1 | 8, 1 | 2, 8 | 2, 8];

    fn measured() -> Metrics {
        let input = GridInput {
            width: 3,
            height: 3,
            cells: &CELLS,
            start: [0, 0],
            goal: [2, 2],
        };
        measure(&check(&input).unwrap())
    }

    #[test]
    fn solution_and_turns() {
        let m = measured();
        assert_eq!(m.get("solution_length"), Some(5.0));
        assert_eq!(m.get("turns"), Some(1.0));
        assert_eq!(m.get("solution_share"), Some(5.0 / 9.0));
    }

    #[test]
    fn junctions_dead_ends_and_branches() {
        let m = measured();
        assert_eq!(
            m.get("junctions"),
            Some(1.0),
            "only the start offers a choice"
        );
        assert_eq!(m.get("dead_ends"), Some(1.0), "(1,1) ends the wrong branch");
        assert_eq!(m.get("longest_wrong_branch"), Some(4.0));
        assert_eq!(m.get("deep_wrong_branches"), Some(0.0));
    }
}
