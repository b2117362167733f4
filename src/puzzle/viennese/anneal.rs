//! One seeded simulated-annealing run over a plan's colourings: start from random
//! colours, change one light at a time to one of its two other colours, accept
//! by the Metropolis rule on an energy (lower is better) with a geometric cooling
//! schedule, keep the best colouring seen, and stop at once when a goal test is
//! met. One evaluator and two colour buffers per run: nothing is allocated per
//! step.

use crate::math;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::evaluate::{Eval, Evaluator};
use super::maze::{Colour, Maze};

/// How long and how hot one run is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Schedule {
    /// Evaluations in the run (after the first).
    pub steps: usize,
    /// Temperature at the first step and at the last.
    pub hot: f64,
    pub cold: f64,
}

/// The outcome of one run: the best colouring, its energy and evaluation, and
/// whether it met the goal test.
#[derive(Debug, Clone)]
pub struct Run {
    pub colours: Vec<Colour>,
    pub energy: f64,
    pub eval: Eval,
    pub met: bool,
    pub evaluations: usize,
}

/// A seed for restart `index` of a search seeded with `seed` (SplitMix64 of the
/// pair), so every restart has its own stream whatever the thread count.
pub fn restart_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One annealing run on `template`'s plan, ends and variant.
pub fn anneal(
    template: &Maze,
    seed: u64,
    schedule: Schedule,
    energy: impl Fn(&Eval) -> f64,
    done: impl Fn(&Eval) -> bool,
) -> Run {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut evaluator = Evaluator::new(template);
    let streets = template.colours().len();
    let mut colours: Vec<Colour> = (0..streets).map(|_| rng.random_range(0..3u8)).collect();
    let mut eval = evaluator.evaluate(&colours);
    let mut current = energy(&eval);
    let mut best = Run {
        colours: colours.clone(),
        energy: current,
        eval,
        met: done(&eval),
        evaluations: 1,
    };
    let cooling = math::powf(
        schedule.cold / schedule.hot,
        1.0 / schedule.steps.max(1) as f64,
    );
    let mut temperature = schedule.hot;
    for step in 0..schedule.steps {
        if best.met || streets == 0 {
            break;
        }
        let street = rng.random_range(0..streets);
        let old = colours[street];
        colours[street] = (old + rng.random_range(1..3u8)) % 3;
        eval = evaluator.evaluate(&colours);
        best.evaluations = step + 2;
        let candidate = energy(&eval);
        let met = done(&eval);
        if met || candidate < best.energy {
            best.colours.copy_from_slice(&colours);
            best.energy = candidate;
            best.eval = eval;
            best.met = met;
        }
        let delta = candidate - current;
        if delta <= 0.0 || rng.random::<f64>() < math::exp(-delta / temperature) {
            current = candidate;
        } else {
            colours[street] = old;
        }
        temperature *= cooling;
    }
    best
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::puzzle::viennese::{Canvas, Variant};

    #[test]
    fn restart_seeds_differ_and_repeat() {
        assert_eq!(restart_seed(7, 3), restart_seed(7, 3));
        assert_ne!(restart_seed(7, 3), restart_seed(7, 4));
        assert_ne!(restart_seed(7, 3), restart_seed(8, 3));
    }

    #[test]
    fn a_run_is_deterministic_and_never_worse_than_its_start() {
        let plan = Arc::new(Canvas::squares(4, 4));
        let maze = Maze::new(plan, vec![0; 24], 0, 15, Variant::Nht).expect("valid");
        let schedule = Schedule {
            steps: 500,
            hot: 2.0,
            cold: 0.05,
        };
        let energy = |e: &Eval| e.alternatives as f64 + if e.moves.is_some() { 0.0 } else { 99.0 };
        let a = anneal(&maze, 11, schedule, energy, |e| e.unique);
        let b = anneal(&maze, 11, schedule, energy, |e| e.unique);
        assert_eq!(a.colours, b.colours);
        assert_eq!(a.energy, energy(&a.eval));
        assert!(a.evaluations <= 501);
    }
}
