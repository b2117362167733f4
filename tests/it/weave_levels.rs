//! Harder weave mazes must be measurably harder: over 300 seeds a level (weave
//! 0.5), every step of the weave ladder raises the mean of every measure
//! docs/difficulty.md lists for them (solution length, turns, junctions, dead
//! ends, deep wrong branches, the longest wrong branch, crossings on the route)
//! and lowers the solution's share of the maze. Levels 2 and 3 differ by under
//! half a crossing on the route (a maze's count varies by more than one), which
//! 50 seeds did not always show.

use super::ladder::{assert_every_step_is_harder, means};
use mazebook::puzzle::Difficulty;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::weave::recipe::recipe;

/// Enough that a mean's own noise stays well below the gap between two rungs:
/// levels 9 and 10 differ by about 7 % in route length, and over 50 seeds a
/// level's mean route wanders by about 3 % either way (it once came out the
/// wrong way round on a redrawn Kruskal's with the same distribution).
const SEEDS: usize = 300;

/// The measures that grow with difficulty.
const HARDER_WHEN_HIGHER: [&str; 7] = [
    "solution_length",
    "turns",
    "junctions",
    "dead_ends",
    "deep_wrong_branches",
    "longest_wrong_branch",
    "crossings_on_route",
];

/// The means of the level's mazes (see [`means`]).
fn level_means(level: u8) -> Vec<f64> {
    let difficulty = Difficulty::from_level(i64::from(level)).unwrap();
    let request = GridRequest {
        weave: Some(0.5),
        ..GridRequest::default()
    };
    let recipe = recipe(&request, Some(difficulty)).unwrap();
    means(&recipe, &HARDER_WHEN_HIGHER, SEEDS)
}

#[test]
fn every_step_of_the_weave_ladder_is_harder_on_every_measure() {
    let ladder: Vec<Vec<f64>> = (1..=10).map(level_means).collect();
    for (level, means) in (1..).zip(&ladder) {
        eprintln!("level {level}: {means:.2?}");
    }
    assert_every_step_is_harder(&ladder, &HARDER_WHEN_HIGHER);
}
