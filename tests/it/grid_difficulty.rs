//! Harder must be measurably harder: over 50 seeds a level, every step of the
//! ladder raises the mean of every measure docs/difficulty.md lists (solution
//! length, turns, junctions, dead ends, deep wrong branches, the longest wrong
//! branch) and lowers the solution's share of the maze; every level's default
//! recipe lands in its band.

use mazebook::puzzle::grid::rectangle::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::{self, Difficulty, seeds};

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

/// The mean of each measure (and last, of `solution_share`) over the level's mazes.
fn means(level: u8) -> Vec<f64> {
    let difficulty = Difficulty::from_level(i64::from(level)).unwrap();
    let recipe = recipe(&GridRequest::default(), Some(difficulty)).unwrap();
    let mut sums = vec![0.0; HARDER_WHEN_HIGHER.len() + 1];
    for n in 0..SEEDS {
        let (_, finished) = puzzle::make(&recipe, seeds::puzzle_seed(11, 0, n), 500).unwrap();
        let metrics = &finished.json()["metrics"];
        let names = HARDER_WHEN_HIGHER.iter().chain(["solution_share"].iter());
        for (sum, name) in sums.iter_mut().zip(names) {
            *sum += metrics[*name].as_f64().unwrap();
        }
    }
    sums.iter().map(|sum| sum / SEEDS as f64).collect()
}

#[test]
fn every_step_of_the_ladder_is_harder_on_every_measure() {
    let ladder: Vec<Vec<f64>> = (1..=10).map(means).collect();
    for (step, pair) in ladder.windows(2).enumerate() {
        let (lower, higher) = (&pair[0], &pair[1]);
        for (m, name) in HARDER_WHEN_HIGHER.iter().enumerate() {
            assert!(
                lower[m] < higher[m],
                "{name}: level {} mean {} is not below level {} mean {}",
                step + 1,
                lower[m],
                step + 2,
                higher[m]
            );
        }
        let share = HARDER_WHEN_HIGHER.len();
        assert!(
            lower[share] > higher[share],
            "solution_share: level {} {} is not above level {} {}",
            step + 1,
            lower[share],
            step + 2,
            higher[share]
        );
    }
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
