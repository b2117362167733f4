//! Harder must measure harder on every shape: over 50 seeds a level, every step
//! of the ladder raises the mean solution length, junctions on the solution and
//! dead ends of hexagon, triangle, circle and picture mazes (docs/difficulty.md,
//! "Other shapes"), and every maze lands in its level's band.

use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::board::Tiling;
use mazebook::puzzle::grid::shaped::outline::Outline;
use mazebook::puzzle::grid::shaped::pictures::MaskSource;
use mazebook::puzzle::grid::split::any_recipe;
use mazebook::puzzle::{self, Difficulty, seeds};

const SEEDS: usize = 50;
const HARDER_WHEN_HIGHER: [&str; 3] = ["solution_length", "junctions", "dead_ends"];

fn means(shape: &Outline, level: u8) -> Vec<f64> {
    let difficulty = Difficulty::from_level(i64::from(level)).unwrap();
    let request = GridRequest {
        shape: Some(shape.clone()),
        ..GridRequest::default()
    };
    let recipe = any_recipe(&request, Some(difficulty)).unwrap();
    let mut sums = vec![0.0; HARDER_WHEN_HIGHER.len()];
    for n in 0..SEEDS {
        let (_, finished) =
            puzzle::make(recipe.as_ref(), seeds::puzzle_seed(3, 0, n), 500).unwrap();
        let metrics = &finished.json()["metrics"];
        for (sum, name) in sums.iter_mut().zip(HARDER_WHEN_HIGHER) {
            *sum += metrics[name].as_f64().unwrap();
        }
    }
    sums.iter().map(|sum| sum / SEEDS as f64).collect()
}

fn assert_ladder_climbs(shape: Outline) {
    let ladder: Vec<Vec<f64>> = (1..=10).map(|level| means(&shape, level)).collect();
    for (step, pair) in ladder.windows(2).enumerate() {
        for (m, name) in HARDER_WHEN_HIGHER.iter().enumerate() {
            assert!(
                pair[0][m] < pair[1][m],
                "{shape:?} {name}: level {} mean {} is not below level {} mean {}",
                step + 1,
                pair[0][m],
                step + 2,
                pair[1][m]
            );
        }
    }
}

#[test]
fn every_step_is_harder_on_hexagons() {
    assert_ladder_climbs(Outline::Whole(Tiling::Hexagon));
}

#[test]
fn every_step_is_harder_on_triangles() {
    assert_ladder_climbs(Outline::Whole(Tiling::Triangle));
}

#[test]
fn every_step_is_harder_on_circles() {
    assert_ladder_climbs(Outline::Whole(Tiling::Circle));
}

#[test]
fn every_step_is_harder_on_pictures() {
    let source = MaskSource::BuiltIn("fish".into());
    assert_ladder_climbs(Outline::Picture {
        source,
        tiling: Tiling::Square,
    });
}
