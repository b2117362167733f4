//! Property tests through the weave recipe (generate, place, braid, check,
//! measure): any seed, size, weaving algorithm, placement, share and braid give a
//! maze that `analyze` accepts from its JSON form alone, with the same route and
//! metrics; no crossing lies on the border, every crossing's cell has its four
//! passages open; the same seed gives the same maze; every level lands in its band.

use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::grid::analyze::analyze;
use mazebook::puzzle::grid::rectangle::algorithms::{Algorithm, GrowingTreeMode};
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::grid::weave::recipe::recipe;
use mazebook::puzzle::{self, Difficulty, Recipe, seeds};
use proptest::prelude::*;
use serde_json::Value;

const WEAVING: [Algorithm; 4] = [
    Algorithm::Backtracker,
    Algorithm::GrowingTree(GrowingTreeMode::Mixed),
    Algorithm::GrowingTree(GrowingTreeMode::Random),
    Algorithm::Kruskal,
];

fn placements() -> impl Strategy<Value = Placement> {
    prop_oneof![
        Just(Placement::Corners),
        Just(Placement::Sides),
        Just(Placement::Longest)
    ]
}

/// Re-checks a finished maze from its JSON form alone: `analyze` (which also
/// confirms the form's solution) gives back the same route and metrics.
fn recheck(json: &Value) {
    let again = analyze(json.clone()).expect("analyze accepts the maze");
    assert_eq!(again["solution"], json["solution"]);
    assert_eq!(again["metrics"], json["metrics"]);
    let (width, height) = (
        json["width"].as_u64().unwrap(),
        json["height"].as_u64().unwrap(),
    );
    for crossing in json["crossings"].as_array().unwrap() {
        let [x, y] = [&crossing[0], &crossing[1]].map(|v| v.as_u64().unwrap());
        assert!(
            x > 0 && y > 0 && x + 1 < width && y + 1 < height,
            "{crossing} on the border"
        );
        assert_eq!(json["cells"][(y * width + x) as usize], 15);
    }
    let route = json["solution"].as_array().unwrap();
    assert_eq!(route.first(), Some(&json["start"]));
    assert_eq!(route.last(), Some(&json["goal"]));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn any_seed_and_options_give_a_checked_weave(
        seed in any::<u64>(), width in 2usize..32, height in 1usize..32,
        algorithm in (0..WEAVING.len()).prop_map(|i| WEAVING[i]),
        placement in placements(), weave in 0.01f64..=1.0,
        braid in prop_oneof![Just(0.0), 0.0f64..=1.0],
    ) {
        let request = GridRequest {
            width: Some(width), height: Some(height), algorithm: Some(algorithm),
            placement: Some(Ends::Like(placement)), weave: Some(weave),
            braid: Some(braid), ..GridRequest::default()
        };
        let recipe = recipe(&request, None).unwrap();
        let json = recipe.attempt(&mut seeds::rng(seed)).unwrap().json();
        recheck(&json);
        prop_assert_eq!(json["metrics"]["perfect"] == 1, json["metrics"]["loops"] == 0);
        prop_assert!(braid > 0.0 || json["metrics"]["loops"] == 0);
        let again = recipe.attempt(&mut seeds::rng(seed)).unwrap().json();
        prop_assert_eq!(json, again);
    }

    #[test]
    fn any_seed_at_any_level_lands_in_band_and_rechecks(
        seed in any::<u64>(), level in 1i64..=10, weave in 0.1f64..=1.0,
    ) {
        let request = GridRequest { weave: Some(weave), ..GridRequest::default() };
        let recipe = recipe(&request, Difficulty::from_level(level)).unwrap();
        let (used, finished) = puzzle::make(&recipe, seed, 500).unwrap();
        recheck(&finished.json());
        let (used_again, again) = puzzle::make(&recipe, seed, 500).unwrap();
        prop_assert_eq!(used, used_again);
        prop_assert_eq!(finished.json(), again.json());
    }
}

#[test]
fn a_full_share_weaves_a_crossing_on_most_mazes() {
    let request = GridRequest {
        width: Some(20),
        height: Some(20),
        weave: Some(1.0),
        ..GridRequest::default()
    };
    for algorithm in WEAVING {
        let recipe = recipe(
            &GridRequest {
                algorithm: Some(algorithm),
                ..request.clone()
            },
            None,
        )
        .unwrap();
        // About 15 on average at the fewest (random growing tree), about one
        // maze in ten below 10: most of 20 mazes have 10 or more.
        let counts: Vec<u64> = (0..20)
            .map(|seed| {
                let json = recipe.attempt(&mut seeds::rng(seed)).unwrap().json();
                json["metrics"]["crossings"].as_u64().unwrap()
            })
            .collect();
        let woven = counts.iter().filter(|&&c| c >= 10).count();
        assert!(woven >= 15, "{algorithm}: crossings {counts:?}");
    }
}
