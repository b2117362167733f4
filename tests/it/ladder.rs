//! What the difficulty ladders' tests share: the means of a level's measures over
//! its mazes, the check that every step of a ladder raises them, and the tables
//! of levels in docs/difficulty.md read back, so each kind's test compares its
//! own ladder with them in the same way.

use super::common::doc_table;
use mazebook::puzzle::{self, Difficulty, Recipe, seeds};

/// The mean of each measure in `harder_when_higher` (and last, of
/// `solution_share`) over the mazes `recipe` makes from the first `seeds`
/// puzzle seeds.
pub fn means(recipe: &dyn Recipe, harder_when_higher: &[&str], seeds: usize) -> Vec<f64> {
    let mut sums = vec![0.0; harder_when_higher.len() + 1];
    for n in 0..seeds {
        let (_, finished) = puzzle::make(recipe, seeds::puzzle_seed(11, 0, n), 500).unwrap();
        let metrics = &finished.json()["metrics"];
        let names = harder_when_higher.iter().chain(["solution_share"].iter());
        for (sum, name) in sums.iter_mut().zip(names) {
            *sum += metrics[*name].as_f64().unwrap();
        }
    }
    sums.iter().map(|sum| sum / seeds as f64).collect()
}

/// Asserts that every step of `ladder` (levels 1, 2, …; each rung the [`means`]
/// of `harder_when_higher`) raises every measure and lowers the solution's share.
pub fn assert_every_step_is_harder(ladder: &[Vec<f64>], harder_when_higher: &[&str]) {
    for (step, pair) in ladder.windows(2).enumerate() {
        let (lower, higher) = (&pair[0], &pair[1]);
        for (m, name) in harder_when_higher.iter().enumerate() {
            assert!(
                lower[m] < higher[m],
                "{name}: level {} mean {} is not below level {} mean {}",
                step + 1,
                lower[m],
                step + 2,
                higher[m]
            );
        }
        let share = harder_when_higher.len();
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

/// The rows of the table after `marker` in docs/difficulty.md.
pub fn documented_table(marker: &str) -> Vec<String> {
    doc_table("difficulty.md", marker)
}

/// The name a table gives `level` (`` `easy` ``, `` `medium` ``, `` `hard` ``),
/// empty for the levels without one.
pub fn level_name(level: u8) -> String {
    let named = [Difficulty::EASY, Difficulty::MEDIUM, Difficulty::HARD];
    named
        .iter()
        .find(|d| d.level() == level)
        .map(|d| format!("`{d}`"))
        .unwrap_or_default()
}
