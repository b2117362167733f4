//! Mazes with floors through the whole recipe (proptest): any seed, size, number
//! of floors, algorithm and placement gives a maze the independent checker
//! accepts from its JSON form alone, with the same solution and metrics; the
//! same seed gives the same maze; every stair is on both floors it joins (and
//! drawn on both); the way starts on the first floor, ends on the top floor and
//! changes floors as often as the recipe says.

use mazebook::cli::puzzle::standalone_svg;
use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::grid::analyze::analyze;
use mazebook::puzzle::grid::floors::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::carve::ON_ANY_BOARD;
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::{self, Difficulty, Recipe};
use proptest::prelude::*;
use serde_json::Value;

const PLACEMENTS: [Ends; 4] = [
    Ends::Like(Placement::Corners),
    Ends::Like(Placement::Sides),
    Ends::Like(Placement::Longest),
    Ends::Centre,
];

fn numbers(value: &Value) -> Vec<u64> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|n| n.as_u64().expect("a number"))
        .collect()
}

/// Every stair's two ends, from the form's cells: U at [x, y, z] ⇔ D at [x, y, z + 1].
fn assert_stairs_on_both_floors(form: &Value) {
    let (w, h) = (
        form["width"].as_u64().unwrap(),
        form["height"].as_u64().unwrap(),
    );
    let levels = form["levels"].as_u64().unwrap();
    let cells = numbers(&form["cells"]);
    let per_floor = (w * h) as usize;
    assert_eq!(cells.len(), per_floor * levels as usize);
    for (index, &bits) in cells.iter().enumerate() {
        let floor = index / per_floor;
        let above = cells.get(index + per_floor).copied().unwrap_or(0);
        assert_eq!(bits & 16 != 0, above & 32 != 0, "cell {index}");
        assert!(
            floor + 1 < levels as usize || bits & 16 == 0,
            "up off the top"
        );
        assert!(floor > 0 || bits & 32 == 0, "down off the first floor");
    }
}

fn assert_ends(form: &Value, floor_changes: usize) {
    let levels = form["levels"].as_u64().unwrap();
    assert_eq!(
        form["start"][2].as_u64(),
        Some(0),
        "the start on the first floor"
    );
    assert_eq!(
        form["goal"][2].as_u64(),
        Some(levels - 1),
        "the goal on the top floor"
    );
    let metrics = &form["metrics"];
    assert_eq!(
        metrics["floor_changes"].as_u64(),
        Some(floor_changes as u64)
    );
    let solution = form["solution"].as_array().unwrap();
    let changes = solution
        .windows(2)
        .filter(|pair| pair[0][2] != pair[1][2])
        .count();
    assert_eq!(changes, floor_changes);
    // No stair in the cells of the ends: their marks sit there.
    let (w, h) = (
        form["width"].as_u64().unwrap(),
        form["height"].as_u64().unwrap(),
    );
    let cells = numbers(&form["cells"]);
    for end in [&form["start"], &form["goal"]] {
        let index = (end[2].as_u64().unwrap() * h + end[1].as_u64().unwrap()) * w
            + end[0].as_u64().unwrap();
        assert_eq!(cells[index as usize] & 48, 0, "a stair at {end}");
    }
}

/// The form without what the checker finds.
fn bare(form: &Value) -> Value {
    let mut bare = form.clone();
    let object = bare.as_object_mut().unwrap();
    object.remove("solution");
    object.remove("metrics");
    bare
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_seed_gives_a_maze_the_checker_accepts(
        seed in any::<u64>(),
        width in 2usize..12,
        height in 2usize..12,
        levels in 2usize..=6,
        algorithm in 0..ON_ANY_BOARD.len(),
        placement in 0..PLACEMENTS.len(),
    ) {
        let request = GridRequest {
            width: Some(width),
            height: Some(height),
            levels: Some(levels),
            algorithm: Some(ON_ANY_BOARD[algorithm]),
            placement: Some(PLACEMENTS[placement]),
            ..GridRequest::default()
        };
        let recipe = recipe(&request, None).unwrap();
        let (_, finished) = puzzle::make(&recipe, seed, recipe.max_attempts()).unwrap();
        let form = finished.json();
        let analysed = analyze(bare(&form)).unwrap();
        prop_assert_eq!(&analysed["solution"], &form["solution"]);
        prop_assert_eq!(&analysed["metrics"], &form["metrics"]);
        assert_stairs_on_both_floors(&form);
        assert_ends(&form, recipe.floor_changes());
        let (_, again) = puzzle::make(&recipe, seed, recipe.max_attempts()).unwrap();
        prop_assert_eq!(again.json(), form);
    }
}

#[test]
fn every_stair_is_drawn_on_both_floors() {
    let request = GridRequest {
        levels: Some(4),
        ..GridRequest::default()
    };
    let recipe = recipe(&request, Some(Difficulty::HARD)).unwrap();
    for seed in 0..5 {
        let (_, finished) = puzzle::make(&recipe, seed, recipe.max_attempts()).unwrap();
        let stairs = finished.json()["metrics"]["stairs"].as_u64().unwrap() as usize;
        for answer in [false, true] {
            let svg = standalone_svg(finished.as_ref(), answer, 400.0);
            let path = svg
                .split("class=\"stairs\"")
                .nth(1)
                .and_then(|rest| rest.split("d=\"").nth(1))
                .and_then(|rest| rest.split('"').next())
                .expect("the stairs path");
            assert_eq!(path.matches('Z').count(), 2 * stairs, "seed {seed}");
        }
    }
}

#[test]
fn every_level_lands_in_its_band_within_a_few_attempts() {
    for level in 1..=10 {
        let difficulty = Difficulty::from_level(level).unwrap();
        let recipe = recipe(
            &GridRequest {
                levels: Some(mazebook::puzzle::grid::floors::levels::for_level(level as u8).floors),
                ..GridRequest::default()
            },
            Some(difficulty),
        )
        .unwrap();
        for seed in 0..4 {
            assert!(
                puzzle::make(&recipe, seed, 10).is_ok(),
                "level {level} seed {seed}: {}",
                recipe.advice()
            );
        }
    }
}

/// The `(cx, cy, r)` of every circle in `svg`.
fn circles(svg: &str) -> Vec<(f64, f64, f64)> {
    let attribute = |tag: &str, name: &str| -> f64 {
        let key = format!(" {name}=\"");
        let start = tag.find(&key).expect("the attribute") + key.len();
        let end = tag[start..].find('"').expect("its end") + start;
        tag[start..end].parse().expect("a number")
    };
    svg.split("<circle")
        .skip(1)
        .map(|tag| {
            let tag = &tag[..tag.find('>').expect("the tag's end")];
            (
                attribute(tag, "cx"),
                attribute(tag, "cy"),
                attribute(tag, "r"),
            )
        })
        .collect()
}

#[test]
fn an_answer_keys_stair_numbers_are_two_a_stair_and_never_cover_each_other() {
    let request = GridRequest {
        levels: Some(4),
        ..GridRequest::default()
    };
    let recipe = recipe(&request, Some(Difficulty::HARD)).unwrap();
    for seed in 0..5 {
        let (_, finished) = puzzle::make(&recipe, seed, recipe.max_attempts()).unwrap();
        let changes = finished.json()["metrics"]["floor_changes"]
            .as_u64()
            .expect("the floor changes") as usize;
        // Drawn small, where discs crowd most.
        let svg = standalone_svg(finished.as_ref(), true, 220.0);
        let numbers = svg
            .split("class=\"stair-numbers\"")
            .nth(1)
            .expect("the stair numbers");
        let discs = circles(numbers);
        assert_eq!(discs.len(), 2 * changes, "seed {seed}");
        for (i, a) in discs.iter().enumerate() {
            for b in &discs[i + 1..] {
                let apart = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                assert!(
                    apart >= a.2 + b.2,
                    "seed {seed}: discs {a:?} and {b:?} overlap"
                );
            }
        }
    }
}
