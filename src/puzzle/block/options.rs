//! Turns what a user asked for (a section's keys, or command-line flags) into a
//! [`BlockRecipe`], refusing impossible requests before any maze is grown.

use super::kind::{AnswerStyle, BlockRecipe};
use super::levels::{self, Level};
use super::maze::{MAX_SIDE, MIN_SIDE};
use crate::puzzle::cells::Placement;
use crate::puzzle::cells::cell_size::min_cell_pt;
use crate::puzzle::{Difficulty, Refusal};

/// What the user asked for; `None` means the level's default.
#[derive(Debug, Clone, Default)]
pub struct BlockRequest {
    pub width: Option<usize>,
    pub height: Option<usize>,
    pub placement: Option<Placement>,
    pub answer_style: Option<AnswerStyle>,
    /// Chance (0 to 1) of growing from the newest candidate.
    pub bias: Option<f64>,
}

/// Builds the recipe for `request` at `difficulty` (`None`: no band, any maze).
/// The level's band is scaled to the size and doors asked for
/// ([`Level::band_for`]), so every size the level allows can meet it.
pub fn recipe(
    request: &BlockRequest,
    difficulty: Option<Difficulty>,
) -> Result<BlockRecipe, Refusal> {
    let level = levels::for_level(difficulty.map_or(5, Difficulty::level));
    let (width, height) = size(request, level, difficulty)?;
    let bias = request.bias.unwrap_or(level.bias);
    if !(0.0..=1.0).contains(&bias) {
        return Err(Refusal::new(
            "bias",
            format!("{bias} is out of range; expected a number from 0 to 1"),
        ));
    }
    let placement = request.placement.unwrap_or(Placement::Corners);
    let band = level.band_for(width, height, placement);
    Ok(BlockRecipe {
        width,
        height,
        bias,
        placement,
        band: difficulty.map(|_| band),
        answer_style: request.answer_style.unwrap_or(AnswerStyle::Path),
        min_cell_pt: min_cell_pt(difficulty),
        level_size: difficulty
            .filter(|_| request.width.is_none() && request.height.is_none())
            .map(Difficulty::level),
    })
}

/// The width and height asked for (or the level's), each within range and, with
/// a difficulty, at least the level's smallest side.
fn size(
    request: &BlockRequest,
    level: &Level,
    difficulty: Option<Difficulty>,
) -> Result<(usize, usize), Refusal> {
    let width = request.width.unwrap_or(level.side);
    let height = request.height.unwrap_or(if request.width.is_some() {
        width
    } else {
        level.side
    });
    for (key, side) in [("width", width), ("height", height)] {
        if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
            return Err(Refusal::new(
                key,
                format!(
                    "{side} is out of range; expected a whole number from {MIN_SIDE} to {MAX_SIDE} (cells, frame included)"
                ),
            ));
        }
    }
    if let Some(d) = difficulty
        && width.min(height) < level.min_side
    {
        let key = if width < level.min_side {
            "width"
        } else {
            "height"
        };
        return Err(Refusal::new(
            key,
            format!(
                "a {width}×{height} block maze is too small for difficulty {d}: each side needs at least {} cells",
                level.min_side
            ),
        ));
    }
    Ok((width, height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_level() {
        let recipe = recipe(&BlockRequest::default(), Some(Difficulty::HARD)).unwrap();
        let level = levels::for_level(8);
        assert_eq!((recipe.width, recipe.height), (level.side, level.side));
        assert!(recipe.band.is_some());
    }

    #[test]
    fn sizes_out_of_range_name_the_key() {
        let request = BlockRequest {
            height: Some(4),
            ..BlockRequest::default()
        };
        let refusal = recipe(&request, None).unwrap_err();
        assert_eq!(refusal.key, "height");
        assert!(
            refusal.message.contains("from 5 to 4001"),
            "{}",
            refusal.message
        );
    }

    #[test]
    fn too_small_for_the_level_is_refused() {
        let request = BlockRequest {
            width: Some(9),
            ..BlockRequest::default()
        };
        let refusal = recipe(&request, Some(Difficulty::HARD)).unwrap_err();
        assert!(refusal.message.contains("too small for difficulty hard"));
    }
}
