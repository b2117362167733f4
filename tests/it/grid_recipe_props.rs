//! Property tests through the whole grid recipe (generate, place, check, measure,
//! band): any seed and in-range options give a maze the independent checker
//! accepts, with a solution that runs start → goal through open passages, and the
//! same seed gives the same maze.

use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::grid::checkers::rectangle::{GridInput, check, confirm_solution};
use mazebook::puzzle::grid::rectangle::algorithms::Algorithm;
use mazebook::puzzle::grid::rectangle::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::{self, Difficulty, Recipe, seeds};
use proptest::prelude::*;
use serde_json::Value;

fn cells(json: &Value) -> Vec<u8> {
    serde_json::from_value(json["cells"].clone()).unwrap()
}

fn pair(json: &Value, key: &str) -> [usize; 2] {
    serde_json::from_value(json[key].clone()).unwrap()
}

/// Re-checks a finished maze from its JSON form alone.
fn recheck(json: &Value) {
    let cells = cells(json);
    let input = GridInput {
        width: json["width"].as_u64().unwrap() as usize,
        height: json["height"].as_u64().unwrap() as usize,
        cells: &cells,
        start: pair(json, "start"),
        goal: pair(json, "goal"),
    };
    let checked = check(&input).expect("the checker accepts the maze");
    let solution: Vec<[usize; 2]> = serde_json::from_value(json["solution"].clone()).unwrap();
    confirm_solution(&input, &checked, &solution).expect("the printed solution is the unique path");
    assert_eq!(solution.first(), Some(&input.start));
    assert_eq!(solution.last(), Some(&input.goal));
}

fn placements() -> impl Strategy<Value = Placement> {
    prop_oneof![
        Just(Placement::Corners),
        Just(Placement::Sides),
        Just(Placement::Longest)
    ]
}

fn algorithms() -> impl Strategy<Value = Algorithm> {
    (0..Algorithm::ALL.len()).prop_map(|i| Algorithm::ALL[i])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn any_seed_and_options_give_a_checked_maze(
        seed in any::<u64>(), width in 2usize..40, height in 1usize..40,
        algorithm in algorithms(), placement in placements(),
    ) {
        let request = GridRequest { width: Some(width), height: Some(height), algorithm: Some(algorithm), placement: Some(Ends::Like(placement)), ..GridRequest::default() };
        let recipe = recipe(&request, None).unwrap();
        let finished = recipe.attempt(&mut seeds::rng(seed)).unwrap();
        let json = finished.json();
        recheck(&json);
        let again = recipe.attempt(&mut seeds::rng(seed)).unwrap().json();
        prop_assert_eq!(json, again);
    }

    #[test]
    fn any_seed_at_any_level_lands_in_band_and_rechecks(seed in any::<u64>(), level in 1i64..=10) {
        let recipe = recipe(&GridRequest::default(), Difficulty::from_level(level)).unwrap();
        let (used, finished) = puzzle::make(&recipe, seed, 500).unwrap();
        recheck(&finished.json());
        let (used_again, again) = puzzle::make(&recipe, seed, 500).unwrap();
        prop_assert_eq!(used, used_again);
        prop_assert_eq!(finished.json(), again.json());
    }
}
