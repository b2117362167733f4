//! Property tests for grid mazes on other shapes, through the whole recipe
//! (board, carve, braid, ends, form, independent check, band): any seed, shape,
//! graph algorithm, placement and braid give a maze that `analyze` accepts from its
//! JSON form alone, whose solution is a shortest route start → goal, perfect unless
//! braided; the same seed gives the same maze.

use mazebook::puzzle::grid::rectangle::algorithms::Algorithm;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::board::Tiling;
use mazebook::puzzle::grid::shaped::carve::ON_ANY_BOARD;
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::grid::shaped::outline::Outline;
use mazebook::puzzle::grid::shaped::pictures::{BUILT_IN, MaskSource};
use mazebook::puzzle::grid::split::any_recipe;
use mazebook::puzzle::registry;
use mazebook::puzzle::{self, Difficulty, seeds};
use proptest::prelude::*;
use serde_json::Value;

fn tilings() -> impl Strategy<Value = Tiling> {
    prop_oneof![
        Just(Tiling::Square),
        Just(Tiling::Hexagon),
        Just(Tiling::Triangle),
        Just(Tiling::Circle)
    ]
}

fn placements() -> impl Strategy<Value = Ends> {
    (0..Ends::NAMES.len()).prop_map(|i| Ends::from_name(Ends::NAMES[i]).unwrap())
}

fn algorithms() -> impl Strategy<Value = Algorithm> {
    (0..ON_ANY_BOARD.len()).prop_map(|i| ON_ANY_BOARD[i])
}

fn braids() -> impl Strategy<Value = Option<f64>> {
    prop_oneof![Just(None), (0.0..=1.0f64).prop_map(Some)]
}

fn request(
    tiling: Tiling,
    width: usize,
    algorithm: Algorithm,
    ends: Ends,
    braid: Option<f64>,
) -> GridRequest {
    GridRequest {
        width: Some(width),
        algorithm: Some(algorithm),
        placement: Some(ends),
        shape: Some(match tiling {
            Tiling::Square => Outline::Rectangle,
            other => Outline::Whole(other),
        }),
        braid,
        ..GridRequest::default()
    }
}

/// `analyze` (the grid kind's, from the form alone) accepts the maze and agrees.
fn recheck(form: &Value) {
    let grid = registry::find("grid").unwrap();
    let analysed = grid
        .analyze(form.clone())
        .expect("analyze accepts the maze");
    assert_eq!(
        analysed["solution"], form["solution"],
        "the printed solution is the checker's"
    );
    assert_eq!(analysed["metrics"], form["metrics"]);
    let metrics = &form["metrics"];
    let braided = form.get("braid").and_then(Value::as_f64).unwrap_or(0.0) > 0.0;
    // Rectangles' own checker proves a tree without counting loops or routes.
    let counted = form.get("shape").is_some() || braided;
    if counted && !braided {
        assert_eq!(metrics["perfect"], 1);
        assert_eq!(metrics["loops"], 0);
        assert_eq!(metrics["shortest_routes"], 1);
    }
    if braided {
        assert!(metrics["shortest_routes"].as_u64().unwrap() >= 1);
    }
}

/// The cells a form's mask leaves in the maze (`None`: no mask).
fn mask_of(form: &Value) -> Option<Vec<bool>> {
    let rows: Vec<String> = serde_json::from_value(form.get("mask")?.clone()).ok()?;
    Some(
        rows.iter()
            .flat_map(|row| row.chars().map(|c| c == '#'))
            .collect(),
    )
}

/// Every cell a form names (ends, route, passages), as cell numbers.
fn named_cells(form: &Value) -> Vec<usize> {
    let width = form["width"].as_u64().unwrap() as usize;
    let number = |v: &Value| match v.as_array() {
        Some(pair) => {
            pair[1].as_u64().unwrap() as usize * width + pair[0].as_u64().unwrap() as usize
        }
        None => v.as_u64().unwrap() as usize,
    };
    let mut cells = vec![number(&form["start"]), number(&form["goal"])];
    cells.extend(form["solution"].as_array().unwrap().iter().map(number));
    if let Some(passages) = form.get("passages").and_then(Value::as_array) {
        cells.extend(
            passages
                .iter()
                .flat_map(|p| p.as_array().unwrap().iter().map(number)),
        );
    }
    if let Some(bits) = form.get("cells").and_then(Value::as_array) {
        cells.extend((0..bits.len()).filter(|&c| bits[c].as_u64() != Some(0)));
    }
    cells
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn a_picture_maze_never_leaks_outside_its_mask(
        picture in 0..BUILT_IN.len(),
        tiling in 0..Tiling::MASKABLE.len(),
        width in 12usize..40,
        braid in braids(),
        seed in any::<u64>(),
    ) {
        let source = MaskSource::BuiltIn(BUILT_IN[picture].to_string());
        let tiling = Tiling::from_name(Tiling::MASKABLE[tiling]).unwrap();
        let request = GridRequest {
            width: Some(width),
            shape: Some(Outline::Picture { source, tiling }),
            braid,
            ..GridRequest::default()
        };
        let recipe = any_recipe(&request, None).unwrap();
        let (_, finished) = puzzle::make(recipe.as_ref(), seed, 50).unwrap();
        let form = finished.json();
        recheck(&form);
        let inside = mask_of(&form).expect("a picture maze writes its mask");
        for cell in named_cells(&form) {
            prop_assert!(inside[cell], "cell {} is outside the mask", cell);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_seed_gives_a_maze_the_checker_accepts(
        tiling in tilings(),
        width in 2usize..16,
        algorithm in algorithms(),
        ends in placements(),
        braid in braids(),
        seed in any::<u64>(),
    ) {
        let recipe = any_recipe(&request(tiling, width, algorithm, ends, braid), None).unwrap();
        let (_, finished) = puzzle::make(recipe.as_ref(), seed, 50).unwrap();
        let form = finished.json();
        recheck(&form);
        let (_, again) = puzzle::make(recipe.as_ref(), seed, 50).unwrap();
        prop_assert_eq!(again.json(), form, "the same seed makes the same maze");
    }

    #[test]
    fn every_level_lands_in_its_band_on_every_shape(tiling in tilings(), level in 1u8..=10, n in 0usize..1000) {
        let difficulty = Difficulty::from_level(i64::from(level)).unwrap();
        let request = request(tiling, 0, Algorithm::Backtracker, Ends::default_for(tiling), None);
        let request = GridRequest { width: None, algorithm: None, placement: None, ..request };
        let recipe = any_recipe(&request, Some(difficulty)).unwrap();
        let (_, finished) = puzzle::make(recipe.as_ref(), seeds::puzzle_seed(5, 0, n), 500).unwrap();
        recheck(&finished.json());
    }
}
