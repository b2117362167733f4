//! Turns what a user asked for (a section's keys or command-line flags) into
//! rotation recipes: one exact number of turns, a difficulty, or a ladder of them,
//! with board sizes that make each target reachable.

use super::board::MAX_SIDE;
use super::generate::{DEFAULT_DENSITY, Traps, suggested_side};
use super::kind::RotationRecipe;
use crate::puzzle::Difficulty;
use crate::puzzle::Refusal;

/// The deepest minimum we promise to reach.
pub const MAX_ROTATIONS: usize = 30;

/// What the user asked for; `None` means the default.
#[derive(Debug, Clone, Default)]
pub struct RotationRequest {
    pub width: Option<usize>,
    pub height: Option<usize>,
    pub rotations: Option<usize>,
    pub difficulty: Option<Difficulty>,
    pub density: Option<f64>,
    pub traps: Option<Traps>,
}

/// The deepest goal of a board with no blocked cells: the ball only ever rests
/// against the frame, in a corner after the first turn.
const EMPTY_BOARD_TURNS: usize = 2;

/// The minimum number of turns for a difficulty level 1–10.
pub fn rotations_for(level: u8) -> usize {
    [2, 3, 4, 5, 6, 8, 10, 12, 14, 16][usize::from(level.clamp(1, 10)) - 1]
}

/// Builds the recipe for one puzzle.
pub fn recipe(request: &RotationRequest) -> Result<RotationRecipe, Refusal> {
    if request.rotations.is_some() && request.difficulty.is_some() {
        return Err(Refusal::new(
            "rotations",
            "give either rotations or difficulty, not both",
        ));
    }
    let rotations = request
        .rotations
        .unwrap_or_else(|| rotations_for(request.difficulty.map_or(5, Difficulty::level)));
    if !(1..=MAX_ROTATIONS).contains(&rotations) {
        return Err(Refusal::new(
            "rotations",
            format!("{rotations} is out of range; ask for 1 to {MAX_ROTATIONS} turns"),
        ));
    }
    let width = request.width.unwrap_or(suggested_side(rotations));
    let height = request.height.unwrap_or(if request.width.is_some() {
        width
    } else {
        suggested_side(rotations)
    });
    for (key, side) in [("width", width), ("height", height)] {
        if !(2..=MAX_SIDE).contains(&side) {
            return Err(Refusal::new(
                key,
                format!("{side} is out of range; boards are 2 to {MAX_SIDE} cells a side"),
            ));
        }
    }
    let states = 4 * width * height;
    if rotations >= states {
        return Err(Refusal::new(
            "rotations",
            format!(
                "{rotations} turns cannot be asked of a {width}×{height} board: it has only {states} ball states; use a larger board"
            ),
        ));
    }
    let density = request.density.unwrap_or(DEFAULT_DENSITY);
    if !(0.0..=0.6).contains(&density) {
        return Err(Refusal::new(
            "density",
            format!("{density} is out of range; use a share of blocked cells from 0 to 0.6"),
        ));
    }
    if density == 0.0 && rotations > EMPTY_BOARD_TURNS {
        return Err(Refusal::new(
            "density",
            format!(
                "an empty board (density 0) has no goal more than {EMPTY_BOARD_TURNS} turns away, and {rotations} are asked; use a density above 0 (the default is {DEFAULT_DENSITY})"
            ),
        ));
    }
    Ok(RotationRecipe {
        width,
        height,
        density,
        rotations,
        traps: request.traps.unwrap_or(Traps::Allow),
    })
}

/// One recipe per rung of a ladder of exact minima.
pub fn ladder(rungs: &[usize], request: &RotationRequest) -> Result<Vec<RotationRecipe>, Refusal> {
    rungs
        .iter()
        .map(|&rotations| {
            recipe(&RotationRequest {
                rotations: Some(rotations),
                difficulty: None,
                ..request.clone()
            })
        })
        .collect()
}

/// The names of the trap settings.
pub const TRAP_NAMES: [&str; 3] = ["avoid", "allow", "require"];

pub fn traps_from_name(name: &str) -> Option<Traps> {
    match name {
        "avoid" => Some(Traps::Avoid),
        "allow" => Some(Traps::Allow),
        "require" => Some(Traps::Require),
        _ => None,
    }
}
