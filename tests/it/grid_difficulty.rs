//! Harder must be measurably harder: over 50 seeds a level, every step of the
//! ladder raises the mean of every measure docs/difficulty.md lists (solution
//! length, turns, junctions, dead ends, deep wrong branches, the longest wrong
//! branch) and lowers the solution's share of the maze; every level's default
//! recipe lands in its band.

use super::ladder::{assert_every_step_is_harder, means};
use mazebook::puzzle::grid::rectangle::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::{self, Difficulty, seeds};

/// Mazes a level is measured on.
const SEEDS: usize = 50;

/// The measures that grow with difficulty.
const HARDER_WHEN_HIGHER: [&str; 6] = [
    "solution_length",
    "turns",
    "junctions",
    "dead_ends",
    "deep_wrong_branches",
    "longest_wrong_branch",
];

/// The means of the level's mazes (see [`means`]).
fn level_means(level: u8) -> Vec<f64> {
    let difficulty = Difficulty::from_level(i64::from(level)).unwrap();
    let recipe = recipe(&GridRequest::default(), Some(difficulty)).unwrap();
    means(&recipe, &HARDER_WHEN_HIGHER, SEEDS)
}

#[test]
fn every_step_of_the_ladder_is_harder_on_every_measure() {
    let ladder: Vec<Vec<f64>> = (1..=10).map(level_means).collect();
    assert_every_step_is_harder(&ladder, &HARDER_WHEN_HIGHER);
}

/// Every level's mazes land in its band, trivial ones rejected, in a few
/// attempts: at most 4 on average over 20 puzzles (measured over 60: 2.6 at
/// level 1, whose 5 × 5 backtracker mazes often run along two walls, 1.1–1.9
/// at the others).
#[test]
fn every_level_lands_in_its_band_with_few_retries() {
    for level in 1..=10 {
        let recipe = recipe(&GridRequest::default(), Difficulty::from_level(level)).unwrap();
        let band = recipe.band.unwrap();
        let mut attempts = 0;
        for n in 0..20 {
            let seed = seeds::puzzle_seed(3, level as usize, n);
            let (used, finished) = puzzle::make(&recipe, seed, 500).unwrap();
            attempts += (0..500)
                .position(|a| seeds::attempt_seed(seed, a) == used)
                .expect("one of the attempts")
                + 1;
            let json = finished.json();
            let share = json["metrics"]["solution_share"].as_f64().unwrap();
            assert!(
                share >= band.min_solution_share && share <= band.max_solution_share,
                "level {level}: share {share}"
            );
        }
        assert!(
            attempts <= 80,
            "level {level}: {attempts} attempts for 20 mazes"
        );
    }
}
