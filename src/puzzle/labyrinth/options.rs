//! Turns what a user asked for (a section's keys or command-line flags) into a
//! [`LabyrinthRecipe`], refusing the impossible at once: more walls than a board can
//! hold while staying connected, more walls than the pieces owned, goals off the
//! board, a fairness bound no layout can meet (see [`super::bound`]).

use super::board::{Square, check_request, max_walls};
use super::bound::unreachable;
use super::fairness::{check_goals, default_goals};
use super::kind::{LabyrinthRecipe, PIECES_IN_THE_BOX};
use crate::puzzle::Refusal;

/// Largest board side.
pub const MAX_SIDE: usize = 30;
/// The game's board.
pub const DEFAULT_SIDE: usize = 6;

/// What the user asked for; `None` means the default.
#[derive(Debug, Clone, Default)]
pub struct LabyrinthRequest {
    pub width: Option<usize>,
    pub height: Option<usize>,
    pub walls: Option<usize>,
    pub pieces: Option<usize>,
    pub max_fairness: Option<f64>,
    /// Without `max_fairness`, search for a fair layout rather than sample any
    /// (a book's section; the command line samples).
    pub fair_by_default: bool,
    pub goals: Option<Vec<Square>>,
    pub square_pt: Option<f64>,
}

/// Builds the recipe, or says which key asks for the impossible.
pub fn recipe(request: &LabyrinthRequest) -> Result<LabyrinthRecipe, Refusal> {
    let width = request.width.unwrap_or(DEFAULT_SIDE);
    let height = request.height.unwrap_or(if request.width.is_some() {
        width
    } else {
        DEFAULT_SIDE
    });
    for (key, side) in [("width", width), ("height", height)] {
        if !(2..=MAX_SIDE).contains(&side) {
            return Err(Refusal::new(
                key,
                format!("{side} is out of range; boards are 2 to {MAX_SIDE} squares a side"),
            ));
        }
    }
    let most = max_walls(width, height);
    let pieces = request.pieces.unwrap_or(PIECES_IN_THE_BOX);
    let walls = request
        .walls
        .unwrap_or(PIECES_IN_THE_BOX.min(pieces).min(most));
    check_request(width, height, walls)
        .map_err(|fault| Refusal::new("walls", fault.to_string()))?;
    if walls > pieces {
        return Err(Refusal::new(
            "walls",
            format!(
                "{walls} walls need more than the {pieces} wall pieces you have (pieces = {pieces})"
            ),
        ));
    }
    if let Some(goals) = &request.goals {
        check_goals(width, height, goals)
            .map_err(|fault| Refusal::new("goals", fault.to_string()))?;
    }
    if let Some(bound) = request.max_fairness.filter(|b| !b.is_finite() || *b < 0.0) {
        return Err(Refusal::new(
            "max-fairness",
            format!("{bound} is not a fairness bound; use a number of 0 or more"),
        ));
    }
    if let Some(bound) = request.max_fairness {
        let goals = request
            .goals
            .clone()
            .unwrap_or_else(|| default_goals(width, height));
        if let Some(message) = unreachable(width, height, walls, &goals, bound) {
            return Err(Refusal::new("max-fairness", message));
        }
    }
    Ok(LabyrinthRecipe {
        width,
        height,
        walls,
        max_fairness: request.max_fairness,
        fair_by_default: request.fair_by_default,
        goals: request.goals.clone(),
        square_pt: request.square_pt,
    })
}
