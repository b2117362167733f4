//! No trivial puzzles (issue 19, item 6): at every level, any seed gives a
//! grid maze of every shape and a block maze that the independent checker
//! accepts (`analyze`, from its JSON form alone) and whose answer is a real
//! detour from the shortest walk on the bare board (`puzzle::answer_walk`):
//! generation rejects the trivial ones and tries the next seed.

use mazebook::analysis::analyze_form;
use mazebook::puzzle::block::options::{BlockRequest, recipe as block_recipe};
use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::grid::shaped::outline::{Outline, every_name};
use mazebook::puzzle::grid::split::any_recipe;
use mazebook::puzzle::{self, Difficulty, Recipe};
use proptest::prelude::*;

/// Makes a puzzle from `recipe` and fails unless it is checked and worth solving.
fn assert_worth_solving(recipe: &dyn Recipe, seed: u64) -> Result<(), TestCaseError> {
    let (_, finished) = puzzle::make(recipe, seed, recipe.max_attempts())
        .map_err(|rejected| TestCaseError::fail(rejected.reason))?;
    let walk = finished
        .answer_walk()
        .expect("a cell maze measures its walk");
    prop_assert!(!walk.is_trivial(), "{walk:?}: {}", finished.summary());
    analyze_form(finished.json()).map_err(|e| TestCaseError::fail(e.to_string()))?;
    Ok(())
}

fn placements() -> impl Strategy<Value = Placement> {
    prop::sample::select(vec![
        Placement::Corners,
        Placement::Sides,
        Placement::Longest,
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A rectangle at its level's size or its smallest, with any ends.
    #[test]
    fn any_seed_at_any_level_gives_a_rectangle_worth_solving(
        seed in any::<u64>(), level in 1i64..=10, smallest in any::<bool>(), placement in placements(),
    ) {
        let difficulty = Difficulty::from_level(level);
        let side = smallest.then(|| {
            let rung = mazebook::puzzle::grid::rectangle::levels::for_level(level as u8);
            (rung.min_cells as f64).sqrt().ceil() as usize
        });
        let request = GridRequest {
            width: side,
            height: side,
            placement: Some(Ends::Like(placement)),
            ..GridRequest::default()
        };
        let recipe = any_recipe(&request, difficulty).expect("a rectangle the level allows");
        assert_worth_solving(recipe.as_ref(), seed)?;
    }

    /// Every shape and picture at its level's size, its own ends.
    #[test]
    fn any_seed_at_any_level_gives_a_shaped_maze_worth_solving(
        seed in any::<u64>(), level in 1i64..=10, shape in prop::sample::select(every_name()),
    ) {
        let request = GridRequest {
            shape: Some(Outline::named(shape).expect("a shape")),
            ..GridRequest::default()
        };
        let recipe = any_recipe(&request, Difficulty::from_level(level)).expect("a shape at its level");
        assert_worth_solving(recipe.as_ref(), seed)?;
    }

    /// A block maze at its level's size or its smallest, with any doors.
    #[test]
    fn any_seed_at_any_level_gives_a_block_maze_worth_solving(
        seed in any::<u64>(), level in 1i64..=10, smallest in any::<bool>(), placement in placements(),
    ) {
        let side = smallest.then(|| mazebook::puzzle::block::levels::for_level(level as u8).min_side);
        let request = BlockRequest {
            width: side,
            height: side,
            placement: Some(placement),
            ..BlockRequest::default()
        };
        let recipe = block_recipe(&request, Difficulty::from_level(level)).expect("a block maze the level allows");
        assert_worth_solving(&recipe, seed)?;
    }
}
