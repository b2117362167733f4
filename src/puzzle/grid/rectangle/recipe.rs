//! Turns what a user asked for (a section's keys, or command-line flags) into a
//! [`GridRecipe`], refusing impossible requests before any maze is made.

use std::sync::Arc;

use super::GridRecipe;
use super::algorithms::Algorithm;
use super::levels;
use crate::puzzle::Recipe;
use crate::puzzle::cells::Placement;
use crate::puzzle::cells::cell_size::min_cell_pt;
use crate::puzzle::grid::shaped::board::Tiling;
use crate::puzzle::grid::shaped::ends::Ends;
use crate::puzzle::grid::shaped::outline::Outline;
use crate::puzzle::grid::shaped::recipe as shaped_options;
use crate::puzzle::{Difficulty, Refusal};
use crate::render::style::MIN_WALL_PT;

/// Largest side a grid maze may have.
pub const MAX_SIDE: usize = 4000;

/// What the user asked for; `None` means "the level's default".
#[derive(Debug, Clone, Default)]
pub struct GridRequest {
    pub width: Option<usize>,
    pub height: Option<usize>,
    pub algorithm: Option<Algorithm>,
    pub placement: Option<Ends>,
    pub wall_pt: Option<f64>,
    /// The outline (`None`: a rectangle).
    pub shape: Option<Outline>,
    /// The share of dead ends to open into loops (`None`: a perfect maze).
    pub braid: Option<f64>,
}

/// The recipe for `request`: the rectangle's own generators when it asks for a
/// plain rectangle, the shaped ones for anything else (another outline, loops,
/// or the ends in the centre).
pub fn any_recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<Arc<dyn Recipe>, Refusal> {
    let tiling = match &request.shape {
        None | Some(Outline::Rectangle) => Tiling::Square,
        Some(Outline::Whole(tiling)) => *tiling,
        Some(Outline::Picture { source, tiling }) => {
            let board = shaped_options::picture_board(request, source, *tiling, difficulty)?;
            let shaped = shaped_options::recipe(request, Some(board), *tiling, difficulty)?;
            return Ok(Arc::new(shaped));
        }
    };
    let plain = tiling == Tiling::Square
        && request.braid.unwrap_or(0.0) == 0.0
        && request.placement != Some(Ends::Centre);
    if plain {
        return Ok(Arc::new(recipe(request, difficulty)?));
    }
    let shaped = shaped_options::recipe(request, None, tiling, difficulty)?;
    Ok(Arc::new(shaped))
}

/// The algorithm when none is asked for: the level's, whose texture its band was
/// measured on; without a difficulty (no band), the recursive backtracker, the
/// classic long-corridor maze and the fastest to make at any size.
fn default_algorithm(difficulty: Option<Difficulty>, level: &levels::Level) -> Algorithm {
    match difficulty {
        Some(_) => level.algorithm,
        None => Algorithm::Backtracker,
    }
}

/// Builds the recipe for `request` at `difficulty` (`None`: no band, any perfect maze).
pub fn recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<GridRecipe, Refusal> {
    let level = levels::for_level(difficulty.map_or(5, Difficulty::level));
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
    let wall_pt = wall(request.wall_pt)?;
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
        wall_pt,
        min_cell_pt: min_cell_pt(difficulty),
    })
}

/// The wall thickness asked for (1.5 pt when not), if it prints.
pub fn wall(value: Option<f64>) -> Result<f64, Refusal> {
    let wall_pt = value.unwrap_or(1.5);
    match (MIN_WALL_PT..=6.0).contains(&wall_pt) {
        true => Ok(wall_pt),
        false => Err(Refusal::new(
            "wall",
            format!(
                "{wall_pt}pt is out of range; walls must be from {MIN_WALL_PT}pt (thinner lines print unreliably) to 6pt"
            ),
        )),
    }
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
