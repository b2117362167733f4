//! Turns a request with `weave` (a section's keys or command-line flags, sent
//! here by `grid::split`) into a [`WeaveRecipe`], refusing before any maze is
//! made what cannot weave: a share outside 0–1, a shape other than a rectangle
//! of squares, ends in the centre, an algorithm with no way under a corridor.

use super::levels;
use super::{WeaveRecipe, algorithms};
use crate::puzzle::cells::cell_size::min_cell_pt;
use crate::puzzle::cells::{Band, Placement};
use crate::puzzle::grid::rectangle::algorithms::Algorithm;
use crate::puzzle::grid::rectangle::recipe::size;
use crate::puzzle::grid::request::{GridRequest, wall};
use crate::puzzle::grid::shaped::board::Tiling;
use crate::puzzle::grid::shaped::ends::Ends;
use crate::puzzle::grid::shaped::outline::Outline;
use crate::puzzle::grid::shaped::recipe::braid;
use crate::puzzle::{Difficulty, Refusal};

/// Builds the recipe for `request` at `difficulty` (`None`: no band).
pub fn recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<WeaveRecipe, Refusal> {
    let weave = share(request.weave)?;
    squares_only(request)?;
    let placement = match request.placement {
        None => Placement::Corners,
        Some(Ends::Like(placement)) => placement,
        Some(Ends::Centre) => {
            return Err(Refusal::new(
                "placement",
                "a weave maze's ends go in the corners, on the sides or at its longest path's ends (\"centre\" is for circles and pictures)",
            ));
        }
    };
    let level = levels::for_level(difficulty.map_or(5, Difficulty::level));
    let (width, height) = size(request, level, difficulty)?;
    let algorithm = match (request.algorithm, difficulty) {
        (Some(asked), _) => algorithms::weaving(asked)?,
        (None, Some(_)) => level.algorithm,
        (None, None) => Algorithm::Backtracker,
    };
    let braid = braid(request.braid)?;
    Ok(WeaveRecipe {
        width,
        height,
        algorithm,
        placement,
        weave,
        braid,
        band: difficulty.map(|_| with_loops(level.band, braid)),
        wall: wall(request.wall_pt)?,
        min_cell_pt: min_cell_pt(difficulty),
    })
}

/// The share of inner cells crossings may go on: 0 to 1.
fn share(value: Option<f64>) -> Result<f64, Refusal> {
    match value {
        Some(w) if (0.0..=1.0).contains(&w) => Ok(w),
        Some(w) => Err(Refusal::new(
            "weave",
            format!("{w} is out of range; use a share of the cells from 0 (no crossings) to 1"),
        )),
        None => Ok(0.0),
    }
}

/// Only a rectangle of square cells weaves.
fn squares_only(request: &GridRequest) -> Result<(), Refusal> {
    match &request.shape {
        None | Some(Outline::Rectangle) | Some(Outline::Whole(Tiling::Square)) => Ok(()),
        Some(_) => Err(Refusal::new(
            "weave",
            "only a rectangle of square cells can weave (no bridges on circles, hexagons, triangles, pictures, masks or words); leave out weave, or shape, mask and text",
        )),
    }
}

/// A level's band with a share `braid` of dead ends opened: a shortcut only ever
/// shortens the way, so the floors fall as on the other shapes.
fn with_loops(band: Band, braid: f64) -> Band {
    let loops = 1.0 - 0.6 * braid;
    Band {
        min_solution_share: band.min_solution_share * loops,
        max_solution_share: band.max_solution_share,
        min_junctions_per_100_cells: band.min_junctions_per_100_cells * loops,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weave(share: f64) -> GridRequest {
        GridRequest {
            weave: Some(share),
            ..GridRequest::default()
        }
    }

    #[test]
    fn defaults_follow_the_weave_ladder() {
        let recipe = recipe(&weave(0.5), Some(Difficulty::HARD)).unwrap();
        assert_eq!((recipe.width, recipe.height), levels::for_level(8).size);
        assert_eq!(recipe.algorithm, levels::for_level(8).algorithm);
    }

    #[test]
    fn what_cannot_weave_is_refused_by_key() {
        assert_eq!(recipe(&weave(1.5), None).unwrap_err().key, "weave");
        let circle = GridRequest {
            shape: Some(Outline::Whole(Tiling::Circle)),
            ..weave(0.5)
        };
        assert_eq!(recipe(&circle, None).unwrap_err().key, "weave");
        let wilson = GridRequest {
            algorithm: Some(Algorithm::Wilson),
            ..weave(0.5)
        };
        assert_eq!(recipe(&wilson, None).unwrap_err().key, "algorithm");
        let centre = GridRequest {
            placement: Some(Ends::Centre),
            ..weave(0.5)
        };
        assert_eq!(recipe(&centre, None).unwrap_err().key, "placement");
    }
}
