//! The reference score (its `compute_score`), to the last bit: 0 when the goal is
//! unreachable, 1.0 when there are two or more simple paths to GOAL, and otherwise
//! D² · O1 · O2² · √L · E, evaluated in exactly the reference's order:
//! `(((D*D) as f64 * (O1*O2*O2) as f64) * (L as f64).sqrt()) * E as f64`.
//!
//! - D = moves + 1 (the solution's length in states)
//! - O1 = reachable states at depth ≤ 1
//! - O2 = reachable states at depth ≤ moves
//! - L = reachable edges u → v with depth(u) − depth(v) ≥ 2 ("loops")
//! - E = 1 + states of the whole graph with an edge into GOAL ("endings")
//!
//! A unique maze without loops scores 0, below any non-unique one (1.0): the
//! reason we grade difficulty with our own metrics (see `grading`).

/// The terms of the reference's formula and their product.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ScoreParts {
    /// D: moves + 1.
    pub d: usize,
    /// O1: reachable states at depth ≤ 1.
    pub openings_1: usize,
    /// O2: reachable states at depth ≤ moves.
    pub openings_2: usize,
    /// L: loops.
    pub loops: usize,
    /// E: 1 + whole-graph states with an edge into GOAL.
    pub endings: usize,
    /// The formula's value (the score when the solution is unique).
    pub product: f64,
}

impl ScoreParts {
    /// The parts, with the product evaluated in the reference's order.
    pub fn new(
        d: usize,
        openings_1: usize,
        openings_2: usize,
        loops: usize,
        endings: usize,
    ) -> Self {
        ScoreParts {
            d,
            openings_1,
            openings_2,
            loops,
            endings,
            product: formula(d, openings_1, openings_2, loops, endings),
        }
    }
}

/// D² · O1 · O2² · √L · E in the reference's order of evaluation.
pub fn formula(
    d: usize,
    openings_1: usize,
    openings_2: usize,
    loops: usize,
    endings: usize,
) -> f64 {
    let dd = (d * d) as f64;
    let oo = (openings_1 * openings_2 * openings_2) as f64;
    ((dd * oo) * (loops as f64).sqrt()) * endings as f64
}

/// The reference score from solvability, uniqueness and the formula's value.
pub fn score(solvable: bool, unique: bool, product: f64) -> f64 {
    match (solvable, unique) {
        (false, _) => 0.0,
        (true, false) => 1.0,
        (true, true) => product,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_matches_a_reference_value() {
        // The reference's A11 maze: D 17, O1 3, O2 44, L 14, E 5.
        assert_eq!(formula(17, 3, 44, 14, 5), 31402084.11794351);
        assert_eq!(formula(5, 2, 8, 0, 5), 0.0);
    }

    #[test]
    fn non_unique_and_unsolvable_scores_are_flat() {
        assert_eq!(score(false, false, 7.0), 0.0);
        assert_eq!(score(true, false, 7.0), 1.0);
        assert_eq!(score(true, true, 7.0), 7.0);
    }
}
