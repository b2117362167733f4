//! Turns what a user asked for (a section's keys or command-line flags) into a
//! Theseus recipe: a difficulty level, or an exact minimum number of moves, on
//! a board of the level's size or the asked one, with at most so many walls.
//! Requests no search can meet are refused here, naming the key.

use super::kind::TheseusRecipe;
use super::levels::{self, Level};
use super::records;
use crate::puzzle::{Difficulty, Refusal};

/// The sides the generator makes boards of.
pub const MIN_GENERATED_SIDE: usize = 4;
pub const MAX_GENERATED_SIDE: usize = 12;

/// What the user asked for; `None` means the default.
#[derive(Debug, Clone, Default)]
pub struct TheseusRequest {
    pub width: Option<usize>,
    pub height: Option<usize>,
    pub difficulty: Option<Difficulty>,
    pub min_moves: Option<usize>,
    pub walls: Option<usize>,
    /// Hint pages for the section's puzzles (`hints = true`).
    pub hints: bool,
}

/// Builds the recipe for one puzzle.
pub fn recipe(request: &TheseusRequest) -> Result<TheseusRecipe, Refusal> {
    if request.min_moves.is_some() && request.difficulty.is_some() {
        return Err(Refusal::new(
            "min-moves",
            "give either min-moves or difficulty, not both",
        ));
    }
    let level = levels::level(request.difficulty.map_or(5, Difficulty::level));
    let (width, height) = size(request, &level);
    for (key, side) in [("width", width), ("height", height)] {
        if !(MIN_GENERATED_SIDE..=MAX_GENERATED_SIDE).contains(&side) {
            return Err(Refusal::new(
                key,
                format!(
                    "{side} is out of range; boards are {MIN_GENERATED_SIDE} to {MAX_GENERATED_SIDE} squares a side"
                ),
            ));
        }
    }
    let most = records::most_moves(width, height);
    let moves = match request.min_moves {
        Some(n) if n < 2 => {
            return Err(Refusal::new(
                "min-moves",
                format!("{n} is out of range; ask for at least 2 moves"),
            ));
        }
        Some(n) if n > most => {
            return Err(Refusal::new(
                "min-moves",
                format!(
                    "{n} moves is more than a {width}×{height} board allows: the search promises at most {most}; use a larger board"
                ),
            ));
        }
        Some(n) => n..=n,
        None if *level.moves.start() > most => {
            return Err(Refusal::new(
                "width",
                format!(
                    "a {width}×{height} board is too small for this difficulty ({}–{} moves; at most {most} on this board); use a larger board or a lower difficulty",
                    level.moves.start(),
                    level.moves.end()
                ),
            ));
        }
        None => level.moves.clone(),
    };
    let walls = check_walls(request.walls, width, height)?;
    // The floors belong to the ladder's own boards.
    let ladder = request.min_moves.is_none() && (width, height) == level.size;
    Ok(TheseusRecipe {
        width,
        height,
        moves,
        dead_ends: if ladder { level.dead_ends } else { 0 },
        lost: if ladder { level.lost } else { 0 },
        max_walls: walls,
        hints: request.hints,
    })
}

/// The board's size: as asked (a lone width or height makes a square), else
/// the level's, else for an exact count the smallest ladder board whose band
/// reaches it.
fn size(request: &TheseusRequest, level: &Level) -> (usize, usize) {
    match (request.width, request.height) {
        (Some(w), Some(h)) => (w, h),
        (Some(side), None) | (None, Some(side)) => (side, side),
        (None, None) => match request.min_moves {
            Some(n) => levels::size_for_moves(n),
            None => level.size,
        },
    }
}

fn check_walls(
    walls: Option<usize>,
    width: usize,
    height: usize,
) -> Result<Option<usize>, Refusal> {
    let inner = width * (height - 1) + height * (width - 1);
    match walls {
        Some(n) if n > inner => Err(Refusal::new(
            "walls",
            format!("{n} is out of range; a {width}×{height} board has {inner} inner sides"),
        )),
        other => Ok(other),
    }
}
