//! Golden SVG snapshots: fixed seeds must draw byte-identical SVGs, so any change
//! to generation, placement or drawing shows up as a reviewed diff. Regenerate with
//! `MAZEBOOK_UPDATE_GOLDEN=1 cargo test --test it golden_svg` and review the diff.

use crate::common::golden;
use mazebook::cli::puzzle::standalone_svg;
use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::grid::rectangle::algorithms::Algorithm;
use mazebook::puzzle::grid::rectangle::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::{self, Difficulty};

fn drawings(request: GridRequest, difficulty: Option<Difficulty>, seed: u64) -> (String, String) {
    let recipe = recipe(&request, difficulty).unwrap();
    let (_, finished) = puzzle::make(&recipe, seed, 500).unwrap();
    let width = 170.0;
    (
        standalone_svg(finished.as_ref(), false, width),
        standalone_svg(finished.as_ref(), true, width),
    )
}

#[test]
fn an_easy_backtracker_maze_and_its_answer() {
    let (puzzle, answer) = drawings(GridRequest::default(), Some(Difficulty::EASY), 1);
    golden("easy-seed1.svg", &puzzle);
    golden("easy-seed1-answer.svg", &answer);
}

#[test]
fn a_rectangular_maze_with_sides_placement_and_thick_walls() {
    let request = GridRequest {
        width: Some(12),
        height: Some(7),
        algorithm: Some(Algorithm::Backtracker),
        placement: Some(Ends::Like(Placement::Sides)),
        wall_pt: Some(2.5),
        ..GridRequest::default()
    };
    let (puzzle, answer) = drawings(request, None, 42);
    golden("backtracker-12x7-sides-seed42.svg", &puzzle);
    golden("backtracker-12x7-sides-seed42-answer.svg", &answer);
}

#[test]
fn a_block_maze_with_its_path_and_explored_answer_keys() {
    use mazebook::puzzle::block::kind::AnswerStyle;
    use mazebook::puzzle::block::options::{BlockRequest, recipe as block_recipe};
    let request = |answer_style| BlockRequest {
        width: Some(15),
        height: Some(11),
        answer_style: Some(answer_style),
        ..BlockRequest::default()
    };
    let make = |style| {
        let recipe = block_recipe(&request(style), None).unwrap();
        puzzle::make(&recipe, 3, 1).unwrap().1
    };
    let (path, explored) = (make(AnswerStyle::Path), make(AnswerStyle::Explored));
    golden(
        "block-15x11-seed3.svg",
        &standalone_svg(path.as_ref(), false, 170.0),
    );
    golden(
        "block-15x11-seed3-answer.svg",
        &standalone_svg(path.as_ref(), true, 170.0),
    );
    golden(
        "block-15x11-seed3-explored.svg",
        &standalone_svg(explored.as_ref(), true, 170.0),
    );
}

#[test]
fn viennese_mazes_kids_and_adults_with_their_answers() {
    use mazebook::puzzle::viennese::options::{VienneseRequest, recipe};
    for (difficulty, name) in [(Difficulty::EASY, "easy"), (Difficulty::HARD, "hard")] {
        let request = VienneseRequest {
            difficulty: Some(difficulty),
            ..VienneseRequest::default()
        };
        let recipe = recipe(&request).unwrap();
        let (_, finished) = puzzle::make(&recipe, 3, 8).unwrap();
        golden(
            &format!("viennese-{name}-seed3.svg"),
            &standalone_svg(finished.as_ref(), false, 400.0),
        );
        golden(
            &format!("viennese-{name}-seed3-answer.svg"),
            &standalone_svg(finished.as_ref(), true, 400.0),
        );
    }
}

#[test]
fn a_rotation_puzzle_and_its_answer() {
    use mazebook::puzzle::rotation::options::{RotationRequest, recipe};
    let request = RotationRequest {
        width: Some(7),
        height: Some(6),
        rotations: Some(6),
        ..RotationRequest::default()
    };
    let recipe = recipe(&request).unwrap();
    let (_, finished) = puzzle::make(&recipe, 5, 3).unwrap();
    golden(
        "rotation-7x6-6turns-seed5.svg",
        &standalone_svg(finished.as_ref(), false, 170.0),
    );
    golden(
        "rotation-7x6-6turns-seed5-answer.svg",
        &standalone_svg(finished.as_ref(), true, 170.0),
    );
}

#[test]
fn a_magic_labyrinth_layout_card() {
    use mazebook::puzzle::labyrinth::options::{LabyrinthRequest, recipe};
    let recipe = recipe(&LabyrinthRequest::default()).unwrap();
    let (_, finished) = puzzle::make(&recipe, 7, 3).unwrap();
    golden(
        "magic-labyrinth-6x6-seed7.svg",
        &standalone_svg(finished.as_ref(), false, 170.0),
    );
}

#[test]
fn a_three_floor_maze_and_its_answer() {
    use mazebook::puzzle::grid::floors::recipe::recipe as floors_recipe;
    let request = GridRequest {
        width: Some(7),
        height: Some(6),
        levels: Some(3),
        ..GridRequest::default()
    };
    let recipe = floors_recipe(&request, Some(Difficulty::from_level(4).unwrap())).unwrap();
    let (_, finished) = puzzle::make(&recipe, 3, 20).unwrap();
    let width = 400.0;
    golden(
        "floors-7x6x3-seed3.svg",
        &standalone_svg(finished.as_ref(), false, width),
    );
    golden(
        "floors-7x6x3-seed3-answer.svg",
        &standalone_svg(finished.as_ref(), true, width),
    );
}
