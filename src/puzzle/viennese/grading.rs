//! Our own difficulty grading. The reference score is 0 for every loop-free
//! unique maze and a flat 1.0 for every non-unique one, so it cannot grade
//! difficulty; we measure what makes a Viennese maze hard for a person instead:
//!
//! - `moves`: the length of the shortest solution (the strongest factor);
//! - `choices`: states on the solution with two or more ways on — every one is a
//!   place to go wrong;
//! - `traps`: early dead ends (reachable states from which the goal can no longer
//!   be reached, at most half the solution's moves from the start) plus loops
//!   (moves that lead back to a state two or more moves nearer the start);
//! - `revisits`: solution moves that arrive at an intersection already visited —
//!   the counter-intuitive "go round the block" moves that make these mazes hard.
//!
//! Each is mapped to [0, 1] on a log scale, saturating at about what the search
//! reaches on a 6×6 plan (60 moves, 40 choices, 120 traps, 20 revisits) and the grade is 1 + 9 × their weighted sum (weights 0.5, 0.2, 0.15,
//! 0.15), so 1 is trivial and 10 the hardest. Unsolvable mazes get grade 0.

use crate::math;
/// Our difficulty metrics of one maze, and the grade they give.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Grading {
    /// Moves of a shortest solution (0 when unsolvable).
    pub moves: usize,
    /// Reachable states at which the solution has two or more ways on.
    pub choices: usize,
    /// Reachable states that can no longer reach the goal.
    pub dead_ends: usize,
    /// Dead ends at depth ≤ moves / 2.
    pub early_dead_ends: usize,
    /// The reference's loops (reachable edges going back ≥ 2 levels).
    pub loops: usize,
    /// Solution moves onto an intersection already visited.
    pub revisits: usize,
    /// 1–10 (0 when unsolvable).
    pub grade: f64,
}

/// Weights of moves, choices, traps and revisits in the grade.
const WEIGHTS: [f64; 4] = [0.5, 0.2, 0.15, 0.15];

/// Where each term saturates (reaches 1).
const MOVES_FULL: f64 = 60.0;
const CHOICES_FULL: f64 = 40.0;
const TRAPS_FULL: f64 = 120.0;
const REVISITS_FULL: f64 = 20.0;

impl Grading {
    /// The grading of a solvable maze from its measured numbers.
    pub fn new(
        moves: usize,
        choices: usize,
        dead_ends: usize,
        early_dead_ends: usize,
        loops: usize,
        revisits: usize,
    ) -> Grading {
        Grading {
            moves,
            choices,
            dead_ends,
            early_dead_ends,
            loops,
            revisits,
            grade: grade(moves, choices, early_dead_ends + loops, revisits),
        }
    }

    /// The grading of an unsolvable maze.
    pub fn unsolvable() -> Grading {
        Grading::default()
    }
}

/// The grade, 1–10, from moves, choices, traps and revisits.
pub fn grade(moves: usize, choices: usize, traps: usize, revisits: usize) -> f64 {
    let terms = [
        log_share((moves as f64 / 2.0).max(1.0) - 1.0, MOVES_FULL / 2.0 - 1.0),
        log_share(choices as f64, CHOICES_FULL),
        log_share(traps as f64, TRAPS_FULL),
        log_share(revisits as f64, REVISITS_FULL),
    ];
    let sum: f64 = terms.iter().zip(WEIGHTS).map(|(t, w)| t * w).sum();
    1.0 + 9.0 * sum
}

/// ln(1 + x) / ln(1 + full), capped at 1.
fn log_share(x: f64, full: f64) -> f64 {
    (math::ln_1p(x) / math::ln_1p(full)).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grade_spans_one_to_ten() {
        assert_eq!(grade(1, 0, 0, 0), 1.0);
        assert_eq!(grade(2, 0, 0, 0), 1.0);
        assert!((grade(60, 40, 120, 20) - 10.0).abs() < 1e-12);
    }

    #[test]
    fn grade_grows_with_every_term() {
        let base = grade(10, 3, 5, 1);
        assert!(grade(11, 3, 5, 1) > base);
        assert!(grade(10, 4, 5, 1) > base);
        assert!(grade(10, 3, 6, 1) > base);
        assert!(grade(10, 3, 5, 2) > base);
    }
}
