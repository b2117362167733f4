//! The search's fast evaluator: the same answers as `analyse` (moves, uniqueness,
//! reachable states, the reference score bit for bit, our grade) from fixed
//! tables and reusable buffers, with no allocation per evaluation.
//!
//! Plans of up to 256 positions (NHT: about 128 streets) use `bits`, where sets
//! of positions are bitsets of 1, 2 or 4 words and whole layers move at once;
//! bigger plans use `scalar`, one state at a time over flat tables (`tables`).
//! Both follow `analyse`: breadth-first layers from the start, the solution
//! chosen from GOAL back, and the linear uniqueness walk of `unique`.

mod bits;
mod plan;
mod scalar;

use super::maze::{Colour, Maze};
use bits::BitCore;
use scalar::Scalar;

/// What one evaluation found (plain numbers, no allocation).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Eval {
    pub moves: Option<usize>,
    pub unique: bool,
    /// Ways off the chosen solution that still reach GOAL (0 iff unique).
    pub alternatives: usize,
    pub reachable_states: usize,
    pub loops: usize,
    pub score: f64,
    /// Our grade, 1–10 (0 when unsolvable).
    pub grade: f64,
}

/// Reusable buffers and tables for one plan, ends and variant.
#[derive(Debug, Clone)]
pub struct Evaluator {
    core: Core,
}

/// The evaluator that fits the plan.
#[derive(Debug, Clone)]
enum Core {
    One(Box<BitCore<1>>),
    Two(Box<BitCore<2>>),
    Four(Box<BitCore<4>>),
    Scalar(Box<Scalar>),
}

impl Evaluator {
    /// An evaluator for `maze`'s plan, ends and variant.
    pub fn new(maze: &Maze) -> Evaluator {
        let core = if let Some(core) = BitCore::<1>::new(maze) {
            Core::One(Box::new(core))
        } else if let Some(core) = BitCore::<2>::new(maze) {
            Core::Two(Box::new(core))
        } else if let Some(core) = BitCore::<4>::new(maze) {
            Core::Four(Box::new(core))
        } else {
            Core::Scalar(Box::new(Scalar::new(maze)))
        };
        Evaluator { core }
    }

    /// Evaluates the maze with these colours (one per street, each 0–2).
    pub fn evaluate(&mut self, colours: &[Colour]) -> Eval {
        match &mut self.core {
            Core::One(core) => core.evaluate(colours),
            Core::Two(core) => core.evaluate(colours),
            Core::Four(core) => core.evaluate(colours),
            Core::Scalar(core) => core.evaluate(colours),
        }
    }

    /// The general evaluator for any plan (for tests and comparison).
    pub fn general(maze: &Maze) -> Evaluator {
        Evaluator {
            core: Core::Scalar(Box::new(Scalar::new(maze))),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::puzzle::viennese::{Canvas, Variant};

    /// The bitset and the general evaluators agree on everything they report.
    #[test]
    fn bitsets_agree_with_the_general_evaluator() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let plans = [
            Canvas::squares(4, 4),
            Canvas::squares(5, 5),
            Canvas::squares(7, 6),
            Canvas::triangles(4, 4),
            Canvas::roundabout(5, 2),
        ];
        for plan in plans.map(Arc::new) {
            let (n, streets) = (plan.node_count(), plan.street_count());
            for variant in [Variant::Nht, Variant::Ht] {
                let start = rng.random_range(0..n);
                let goal = (start + rng.random_range(1..n)) % n;
                let maze = Maze::new(plan.clone(), vec![0; streets], start, goal, variant);
                let maze = maze.expect("a valid maze");
                let (mut fast, mut general) = (Evaluator::new(&maze), Evaluator::general(&maze));
                assert!(!matches!(fast.core, Core::Scalar(_)));
                for _ in 0..300 {
                    let colours: Vec<Colour> =
                        (0..streets).map(|_| rng.random_range(0..3u8)).collect();
                    let (a, b) = (fast.evaluate(&colours), general.evaluate(&colours));
                    assert_eq!(a.score.to_bits(), b.score.to_bits(), "{colours:?}");
                    assert_eq!(a.grade.to_bits(), b.grade.to_bits(), "{colours:?}");
                    assert_eq!(a, b, "{colours:?}");
                }
            }
        }
    }
}
