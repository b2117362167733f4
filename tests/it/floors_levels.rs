//! Harder measures harder on mazes with floors: over the same seeds, every step of
//! the ladder (at its suggested floors) lengthens the solution and adds
//! junctions, and never takes fewer floor changes; and the ladder's table in
//! docs/difficulty.md says what the code does.

use super::ladder::{documented_table, level_name};
use mazebook::puzzle::grid::floors::levels::for_level;
use mazebook::puzzle::grid::floors::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::{self, Difficulty, Recipe};

/// The mean of `metric` over `seeds` mazes of `level`.
fn mean(level: u8, metric: &str, seeds: u64) -> f64 {
    let request = GridRequest {
        levels: Some(for_level(level).floors),
        ..GridRequest::default()
    };
    let difficulty = Difficulty::from_level(i64::from(level));
    let recipe = recipe(&request, difficulty).unwrap();
    let total: f64 = (0..seeds)
        .map(|seed| {
            let (_, finished) = puzzle::make(&recipe, seed, recipe.max_attempts()).unwrap();
            finished.json()["metrics"][metric].as_f64().unwrap()
        })
        .sum();
    total / seeds as f64
}

#[test]
fn every_step_of_the_ladder_is_harder() {
    let seeds = 30;
    let measured: Vec<[f64; 4]> = (1..=10)
        .map(|level| {
            [
                "solution_length",
                "junctions",
                "floor_changes",
                "deep_wrong_branches",
            ]
            .map(|metric| mean(level, metric, seeds))
        })
        .collect();
    for (level, pair) in (2..).zip(measured.windows(2)) {
        let [before, after] = [pair[0], pair[1]];
        assert!(
            after[0] > before[0],
            "level {level}: solution length {before:?} → {after:?}"
        );
        assert!(
            after[1] > before[1],
            "level {level}: junctions {before:?} → {after:?}"
        );
        assert!(
            after[2] >= before[2],
            "level {level}: floor changes {before:?} → {after:?}"
        );
        assert!(
            after[3] >= before[3],
            "level {level}: deep branches {before:?} → {after:?}"
        );
    }
}

fn row_from_code(level: u8) -> String {
    let rung = for_level(level);
    let difficulty = Difficulty::from_level(i64::from(level)).unwrap();
    let name = level_name(level);
    let band = rung.band;
    let percent = |share: f64| format!("{}", (share * 100.0).round());
    let request = GridRequest {
        levels: Some(rung.floors),
        ..GridRequest::default()
    };
    let changes = recipe(&request, Some(difficulty)).unwrap().floor_changes();
    format!(
        "| {level} | {name} | {} × {} | {} | {} | {} | {changes} | {} | {} cells | {}–{} % | {} |",
        rung.size.0,
        rung.size.1,
        rung.floors,
        rung.zones,
        rung.detours,
        rung.algorithm.name(),
        rung.min_cells,
        percent(band.min_solution_share),
        percent(band.max_solution_share),
        band.min_junctions_per_100_cells,
    )
}

#[test]
fn the_floors_table_says_what_the_ladder_does() {
    let rows = documented_table("<!-- floors table");
    assert_eq!(rows.len(), 10);
    for (level, row) in (1..=10).zip(&rows) {
        assert_eq!(row, &row_from_code(level));
    }
}
