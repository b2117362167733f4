//! Finding mazes: seeded, parallel simulated-annealing restarts (see `anneal`)
//! on an energy with a gradient everywhere — unsolvable mazes rank by how far
//! the driver gets, non-unique ones by their number of alternatives to the
//! solution, then by the distance of moves, grade and score to the target.
//!
//! Restart i has its own seed derived from (seed, i); restarts run in fixed-size
//! batches with rayon and the lowest-indexed success wins, so the result depends
//! on the seed only, never on the thread count. Budgets are counted in
//! evaluations (scaled with the plan's size), so a search ends in bounded time
//! and returns `None` rather than hang. Every result is checked by `analyse`.

use crate::math;
use std::ops::RangeInclusive;

use rayon::prelude::*;

use super::analyse::{Analysis, analyse};
use super::anneal::{Run, Schedule, anneal, restart_seed};
use super::evaluate::Eval;
use super::maze::{Maze, Variant};

/// What a wanted maze must be.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    /// Exactly one simple solution.
    pub unique: bool,
    /// Moves of the shortest solution.
    pub moves: RangeInclusive<usize>,
    /// Our grade (1–10).
    pub grade: RangeInclusive<f64>,
    /// The least reference score (0 = none).
    pub min_score: f64,
}

/// Restarts run together (fixed, so results do not depend on threads).
const BATCH: usize = 8;

impl Target {
    /// Whether an evaluation meets the target.
    pub fn met_by(&self, e: &Eval) -> bool {
        e.moves.is_some_and(|m| self.moves.contains(&m))
            && (e.unique || !self.unique)
            && self.grade.contains(&e.grade)
            && e.score >= self.min_score
    }

    /// Whether the full analysis meets the target (the independent check).
    pub fn met_by_analysis(&self, a: &Analysis) -> bool {
        a.moves.is_some_and(|m| self.moves.contains(&m))
            && (a.unique || !self.unique)
            && self.grade.contains(&a.grading.grade)
            && a.score >= self.min_score
    }

    /// How far an evaluation is from the target: 0 when met, larger is worse.
    pub fn energy(&self, e: &Eval) -> f64 {
        let Some(moves) = e.moves else {
            return unsolvable_energy(e);
        };
        let mut energy = 0.0;
        if self.unique || self.min_score > 1.0 {
            energy += e.alternatives as f64;
        }
        energy += distance(
            moves as f64,
            *self.moves.start() as f64,
            *self.moves.end() as f64,
        );
        energy += 2.0 * distance(e.grade, *self.grade.start(), *self.grade.end());
        if e.score < self.min_score {
            energy += math::ln(self.min_score) - math::ln(e.score.max(1.0));
        }
        energy
    }
}

/// Unsolvable mazes rank below every solvable one, better the more states the
/// driver can reach.
fn unsolvable_energy(e: &Eval) -> f64 {
    1000.0 + 100.0 / (1.0 + e.reachable_states as f64)
}

/// How far `x` lies outside [low, high].
fn distance(x: f64, low: f64, high: f64) -> f64 {
    (low - x).max(x - high).max(0.0)
}

/// Evaluations per restart and the number of batches for a plan: 250 × streets
/// per restart, 8 restarts a batch, at most 2 batches — 4,000 × streets
/// evaluations in all (160,000 on 5×5: at most about 0.4 s on 2 cores when the
/// target cannot be met; successes take a few percent of that). On busy plans an
/// evaluation costs more (a state has a move per street out of its
/// intersection), so the evaluations per restart are capped by their cost.
fn budget(maze: &Maze) -> (usize, usize) {
    let by_size = 250 * maze.colours().len().max(4);
    let by_cost = RESTART_WORK / evaluation_cost(maze).max(1);
    (by_size.min(by_cost).max(MIN_STEPS), 2)
}

/// The work one restart may do, in state moves: 15 times a 5×5 NHT restart's
/// (10,000 evaluations of 268 moves), so only large or busy plans are capped.
const RESTART_WORK: usize = 40_000_000;
/// Every restart gets at least this many evaluations.
const MIN_STEPS: usize = 1_000;

/// The moves out of all states in one evaluation: without U-turns, every
/// (intersection, street in, street out) and phase; with them, every street end.
fn evaluation_cost(maze: &Maze) -> usize {
    let canvas = maze.canvas();
    (0..canvas.node_count())
        .map(|node| {
            let degree = canvas.neighbours(node).len();
            match maze.variant() {
                Variant::Nht => degree * degree,
                Variant::Ht => degree,
            }
        })
        .sum()
}

/// Finds a maze on `template`'s plan, ends and variant that meets `target`, or
/// `None` when the budget is spent. Deterministic for a seed.
pub fn search(template: &Maze, target: &Target, seed: u64) -> Option<Maze> {
    let (steps, batches) = budget(template);
    let schedule = Schedule {
        steps,
        hot: 1.0,
        cold: 0.05,
    };
    for batch in 0..batches {
        let runs: Vec<Run> = (batch * BATCH..(batch + 1) * BATCH)
            .into_par_iter()
            .map(|i| {
                let seed = restart_seed(seed, i as u64);
                anneal(
                    template,
                    seed,
                    schedule,
                    |e| target.energy(e),
                    |e| target.met_by(e),
                )
            })
            .collect();
        for run in runs.into_iter().filter(|r| r.met) {
            let Ok(maze) = template.recoloured(run.colours) else {
                continue;
            };
            if target.met_by_analysis(&analyse(&maze)) {
                return Some(maze);
            }
        }
    }
    None
}

/// The evaluation budget of a best-score search on a 5×5 plan that reaches a
/// unique maze of reference score ≥ 4.5e8 for every seed tried (see the bench).
pub const SCORE_EVALUATIONS: usize = 120_000;

/// The energy of the best-score search: unique mazes by −ln(1 + score), all
/// below non-unique ones (by alternatives) and unsolvable ones.
fn score_energy(e: &Eval) -> f64 {
    match (e.moves, e.unique) {
        (None, _) => unsolvable_energy(e),
        (Some(_), false) => e.alternatives as f64,
        (Some(_), true) => -math::ln_1p(e.score),
    }
}

/// The unique maze with the highest reference score found in about
/// `evaluations` evaluations (the best of seeded parallel restarts); if no
/// restart finds a unique maze, the one with the fewest alternatives.
pub fn best_score(template: &Maze, seed: u64, evaluations: usize) -> Maze {
    let per_restart = (400 * template.colours().len()).max(1000);
    let restarts = (evaluations / per_restart).clamp(1, 4096);
    let schedule = Schedule {
        steps: evaluations / restarts,
        hot: 1.0,
        cold: 0.02,
    };
    let best = (0..restarts)
        .into_par_iter()
        .map(|i| {
            let run = anneal(
                template,
                restart_seed(seed, i as u64),
                schedule,
                score_energy,
                |_| false,
            );
            (run.energy, i, run.colours)
        })
        .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    best.and_then(|(_, _, colours)| template.recoloured(colours).ok())
        .unwrap_or_else(|| template.clone())
}
