//! Turns a request for a plain rectangle (a section's keys, or command-line flags,
//! sent here by `grid::split`) into a [`GridRecipe`], refusing impossible requests
//! before any maze is made.

use super::GridRecipe;
use super::algorithms::Algorithm;
use super::levels;
use crate::puzzle::cells::Placement;
use crate::puzzle::cells::cell_size::min_cell_pt;
use crate::puzzle::grid::request::{GridRequest, MAX_SIDE, wall};
use crate::puzzle::grid::shaped::ends::Ends;
use crate::puzzle::{Difficulty, Refusal};

/// The algorithm when none is asked for: the level's, whose texture its band was
/// measured on; without a difficulty (no band), the recursive backtracker, the
/// classic long-corridor maze and the fastest to make at any size.
fn default_algorithm(difficulty: Option<Difficulty>, level: &levels::Level) -> Algorithm {
    match difficulty {
        Some(_) => level.algorithm,
        None => Algorithm::Backtracker,
    }
}

/// The width and height `request` asks for, the level's size filling in what it
/// leaves out: giving only `width` makes a square, giving only `height` keeps the
/// level's width. Refused when a side is out of range, the maze is a single
/// cell, or it is smaller than `level` allows at `difficulty`.
pub fn size(
    request: &GridRequest,
    level: &levels::Level,
    difficulty: Option<Difficulty>,
) -> Result<(usize, usize), Refusal> {
    let width = request
        .width
        .or(request.height.map(|_| level.size.0))
        .unwrap_or(level.size.0);
    let height = request.height.unwrap_or(if request.width.is_some() {
        width
    } else {
        level.size.1
    });
    for (key, side) in [("width", width), ("height", height)] {
        if !(1..=MAX_SIDE).contains(&side) {
            return Err(Refusal {
                key,
                message: format!(
                    "{side} is out of range; expected a whole number from 1 to {MAX_SIDE}"
                ),
            });
        }
    }
    if width * height < 2 {
        return Err(Refusal {
            key: "width",
            message: "a 1×1 maze has nowhere to go; make it at least 2 cells".into(),
        });
    }
    if let Some(d) = difficulty
        && width * height < level.min_cells
    {
        let side = (level.min_cells as f64).sqrt().ceil();
        return Err(Refusal {
            key: "width",
            message: format!(
                "a {width}×{height} maze is too small for difficulty {d}: it needs at least {} cells (e.g. {side}×{side})",
                level.min_cells
            ),
        });
    }
    Ok((width, height))
}

/// Builds the recipe for `request` at `difficulty` (`None`: no band, any perfect maze).
pub fn recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<GridRecipe, Refusal> {
    let level = levels::for_level(difficulty.map_or(5, Difficulty::level));
    let (width, height) = size(request, level, difficulty)?;
    let wall = wall(request.wall_pt)?;
    Ok(GridRecipe {
        width,
        height,
        algorithm: request
            .algorithm
            .unwrap_or(default_algorithm(difficulty, level)),
        placement: match request.placement {
            Some(Ends::Like(placement)) => placement,
            _ => Placement::Corners,
        },
        band: difficulty.map(|_| level.band),
        wall,
        min_cell_pt: min_cell_pt(difficulty),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_level() {
        let recipe = recipe(&GridRequest::default(), Some(Difficulty::HARD)).unwrap();
        assert_eq!((recipe.width, recipe.height), levels::for_level(8).size);
        assert!(recipe.band.is_some());
    }

    #[test]
    fn a_width_alone_makes_a_square() {
        let request = GridRequest {
            width: Some(12),
            ..GridRequest::default()
        };
        let recipe = recipe(&request, None).unwrap();
        assert_eq!((recipe.width, recipe.height), (12, 12));
    }

    #[test]
    fn too_small_for_the_level_is_refused() {
        let request = GridRequest {
            width: Some(4),
            height: Some(4),
            ..GridRequest::default()
        };
        let refusal = recipe(&request, Some(Difficulty::HARD)).unwrap_err();
        assert!(
            refusal.message.contains("too small for difficulty hard"),
            "{}",
            refusal.message
        );
    }

    #[test]
    fn thin_walls_are_refused() {
        let request = GridRequest {
            wall_pt: Some(0.5),
            ..GridRequest::default()
        };
        assert_eq!(recipe(&request, None).unwrap_err().key, "wall");
    }
}
