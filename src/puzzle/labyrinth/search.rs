//! The search for fair layouts: a connected board with the asked number of walls
//! whose fairness is within a bound.
//!
//! Method: restarted local search on the exchange move (take out a uniform wall,
//! put one in a uniform slot that keeps the board connected — the move of the
//! sampler's exchange walk, so every board stays valid with no check). A move is
//! kept when the spread of the corner distance sums does not grow (sideways moves
//! let it cross plateaus), else undone. After `PATIENCE` moves without a strict
//! improvement the search restarts from a fresh uniform sample.
//!
//! Why: plain uniform sampling already meets the usual bound quickly (about 0.8%
//! of 24-wall 6×6 boards have fairness ≤ 0.5), but each tighter step costs it a
//! large factor; the local search reaches ≤ 0.25 and even 0 on 6×6 in
//! milliseconds, because one move changes only a few distances. The result is not
//! a uniform sample of the fair boards (the search favours boards near its
//! starts' paths); every board it returns is valid and meets the bound.
//! Deterministic for a given generator state.

use rand_chacha::ChaCha8Rng;

use super::board::{Board, Square};
use super::fairness::{Analyser, Fairness, analyse, fairness_of};
use super::sample::{WallForest, sample};

/// Moves without a strict improvement before a restart.
const PATIENCE: usize = 400;

/// Searches for a `width`×`height` board with `walls` walls whose fairness over
/// `goals` is at most `max_fairness`, examining at most `budget` boards (at least
/// one). `Ok` with the first board found; else `Err` with the fairest seen.
///
/// # Panics
/// If the request is invalid (see [`check_request`](super::board::check_request))
/// or a goal is off the board (see [`check_goals`](super::fairness::check_goals)).
pub fn search(
    width: usize,
    height: usize,
    walls: usize,
    goals: &[Square],
    max_fairness: f64,
    rng: &mut ChaCha8Rng,
    budget: usize,
) -> Result<(Board, Fairness), Box<(Board, Fairness)>> {
    let mut search = Search {
        analyser: Analyser::new(width, height, goals),
        goals,
        max_fairness,
        examined: 0,
        budget: budget.max(1),
        best: None,
    };
    loop {
        let start = sample(width, height, walls, rng);
        if search.climb(start, rng) {
            return Ok(search.finish());
        }
        if search.examined >= search.budget || walls == 0 {
            return Err(Box::new(search.finish()));
        }
    }
}

struct Search<'a> {
    analyser: Analyser,
    goals: &'a [Square],
    max_fairness: f64,
    examined: usize,
    budget: usize,
    /// The smallest spread seen, and its board.
    best: Option<(u64, Board)>,
}

impl Search<'_> {
    fn meets(&self, spread: u64) -> bool {
        fairness_of(spread, self.analyser.goal_count()) <= self.max_fairness
    }

    /// Notes a board examined; true when it meets the bound.
    fn examine(&mut self, spread: u64, forest: &WallForest) -> bool {
        self.examined += 1;
        if self.best.as_ref().is_none_or(|(best, _)| spread < *best) {
            self.best = Some((spread, forest.board()));
        }
        self.meets(spread)
    }

    /// Local search from `start` until the bound is met (true), the patience runs
    /// out or the budget is spent (false).
    fn climb(&mut self, start: Board, rng: &mut ChaCha8Rng) -> bool {
        let mut forest = WallForest::from_board(&start);
        let mut current = self.analyser.spread(forest.open());
        if self.examine(current, &forest) {
            return true;
        }
        let mut stalled = 0;
        while stalled < PATIENCE && self.examined < self.budget && forest.wall_count() > 0 {
            let (removed, added) = forest.step(rng);
            stalled += 1;
            if removed == added {
                self.examined += 1;
                continue;
            }
            let spread = self.analyser.spread(forest.open());
            if spread > current {
                forest.remove(added);
                forest.add(removed);
                self.examined += 1;
                continue;
            }
            if spread < current {
                stalled = 0;
            }
            current = spread;
            if self.examine(spread, &forest) {
                return true;
            }
        }
        false
    }

    /// The best board, fully analysed.
    fn finish(self) -> (Board, Fairness) {
        let Some((_, board)) = self.best else {
            unreachable!("the search examines at least one board");
        };
        let fairness = analyse(&board, self.goals);
        (board, fairness)
    }
}
