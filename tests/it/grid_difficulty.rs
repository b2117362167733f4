//! Harder must be measurably harder: over many seeds, the median solution length
//! and the median number of junctions on the solution rise from easy to medium to
//! hard, and every level's default recipe lands in its band.

use mazebook::puzzle::grid::options::{GridRequest, recipe};
use mazebook::puzzle::{self, Difficulty, seeds};

const SEEDS: u64 = 40;

fn medians(difficulty: Difficulty) -> (u64, u64) {
    let recipe = recipe(&GridRequest::default(), Some(difficulty)).unwrap();
    let (mut lengths, mut junctions) = (Vec::new(), Vec::new());
    for n in 0..SEEDS {
        let (_, finished) =
            puzzle::make(&recipe, seeds::puzzle_seed(11, 0, n as usize), 500).unwrap();
        let metrics = &finished.json()["metrics"];
        lengths.push(metrics["solution_length"].as_u64().unwrap());
        junctions.push(metrics["junctions"].as_u64().unwrap());
    }
    lengths.sort_unstable();
    junctions.sort_unstable();
    (lengths[lengths.len() / 2], junctions[junctions.len() / 2])
}

#[test]
fn medians_rise_from_easy_to_medium_to_hard() {
    let (easy, medium, hard) = (
        medians(Difficulty::EASY),
        medians(Difficulty::MEDIUM),
        medians(Difficulty::HARD),
    );
    assert!(
        easy.0 < medium.0 && medium.0 < hard.0,
        "solution length medians {easy:?} {medium:?} {hard:?}"
    );
    assert!(
        easy.1 < medium.1 && medium.1 < hard.1,
        "junction medians {easy:?} {medium:?} {hard:?}"
    );
}

#[test]
fn median_solution_length_rises_level_by_level() {
    let lengths: Vec<u64> = (1..=10)
        .map(|l| medians(Difficulty::from_level(l).unwrap()).0)
        .collect();
    assert!(lengths.windows(2).all(|w| w[0] < w[1]), "{lengths:?}");
}

#[test]
fn every_level_lands_in_its_band_with_few_retries() {
    for level in 1..=10 {
        let recipe = recipe(&GridRequest::default(), Difficulty::from_level(level)).unwrap();
        let band = recipe.band.unwrap();
        let mut first_try = 0;
        for n in 0..20 {
            let seed = seeds::puzzle_seed(3, level as usize, n);
            let (used, finished) = puzzle::make(&recipe, seed, 500).unwrap();
            first_try += usize::from(used == seed);
            let json = finished.json();
            let share = json["metrics"]["solution_share"].as_f64().unwrap();
            assert!(
                share >= band.min_solution_share && share <= band.max_solution_share,
                "level {level}: share {share}"
            );
        }
        assert!(
            first_try >= 12,
            "level {level}: only {first_try} of 20 landed at the first try"
        );
    }
}
