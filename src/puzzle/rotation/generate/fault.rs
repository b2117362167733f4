//! Why no puzzle was made, with what to change: a board size or density out of
//! range, an impossible number of turns, or no board with a goal at that depth.

use super::{DEFAULT_DENSITY, MAX_DENSITY, Traps, suggested_side};
use crate::puzzle::rotation::board::{MAX_SIDE, MIN_SIDE, RotationFault};

/// Why no puzzle was made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GenerateFault {
    /// A side outside [`MIN_SIDE`]–[`MAX_SIDE`].
    #[error(
        "a board of {width}×{height} cells is not allowed: each side must be \
         {MIN_SIDE}–{MAX_SIDE} cells"
    )]
    Size { width: usize, height: usize },
    /// A blocked share outside 0–[`MAX_DENSITY`] (or not a number).
    #[error(
        "a blocked share of {density} is not allowed: use 0–{MAX_DENSITY} (e.g. \
         {DEFAULT_DENSITY} for a fifth of the cells)"
    )]
    Density { density: f64 },
    /// No turns, or more than the board has states.
    #[error(
        "{rotations} rotations cannot be asked of the {width}×{height} board: ask for \
         at least 1 and fewer than its {states} (cell, gravity) states",
        states = 4 * .width * .height
    )]
    Rotations {
        rotations: usize,
        width: usize,
        height: usize,
    },
    /// A budget of no boards.
    #[error("a budget of 0 boards cannot make a puzzle")]
    Budget,
    /// `boards` boards tried, none with a goal exactly `rotations` turns away (with
    /// the trap setting honoured); `deepest` is the deepest goal any of them offered.
    #[error(
        "no {width}×{height} board with {percent:.0}% blocked had a goal exactly {depth} \
         from the start (traps: {name}) in {tried}; the deepest goal seen was {deepest_depth} \
         away{misses}{advice}",
        percent = .density * 100.0,
        depth = plural(*.rotations, "turn"),
        name = .traps.name(),
        tried = plural(*.boards, "board"),
        deepest_depth = plural(*.deepest, "turn"),
        misses = trap_misses_text(*.trap_misses, *.traps),
        advice = advice((*.width).min(*.height), *.rotations, *.trap_misses)
    )]
    NotFound {
        width: usize,
        height: usize,
        density: f64,
        rotations: usize,
        traps: Traps,
        boards: usize,
        deepest: usize,
        trap_misses: usize,
    },
    /// The generator made a puzzle the model refuses: a bug. The model's words are
    /// part of the message, so the fault is not also given as the source.
    #[error("the generator made an invalid puzzle (a bug): {0}")]
    Inconsistent(RotationFault),
}

/// "1 board", "2 boards".
fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("{count} {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// `; 2 boards had such a goal but not with traps = "avoid"`, or nothing when no
/// board missed only because of the trap setting.
fn trap_misses_text(trap_misses: usize, traps: Traps) -> String {
    if trap_misses == 0 {
        return String::new();
    }
    format!(
        "; {} had such a goal but not with traps = \"{}\"",
        plural(trap_misses, "board"),
        traps.name()
    )
}

/// What to change when no board had a goal at the asked depth.
fn advice(side: usize, rotations: usize, trap_misses: usize) -> String {
    let suggested = suggested_side(rotations);
    if side < suggested {
        format!(
            ". Deep puzzles need bigger boards: about {suggested}×{suggested} for {rotations} \
             turns at {:.0}% blocked",
            DEFAULT_DENSITY * 100.0
        )
    } else if trap_misses > 0 {
        ". Allow traps, or ask for a bigger budget".to_string()
    } else {
        ". Try 20–25% blocked (the deepest boards), or a bigger budget".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_found_counts_in_words() {
        let fault = GenerateFault::NotFound {
            width: 40,
            height: 40,
            density: 0.2,
            rotations: 1,
            traps: Traps::Avoid,
            boards: 1,
            deepest: 9,
            trap_misses: 1,
        };
        assert_eq!(
            fault.to_string(),
            "no 40×40 board with 20% blocked had a goal exactly 1 turn from the start \
             (traps: avoid) in 1 board; the deepest goal seen was 9 turns away; 1 board had \
             such a goal but not with traps = \"avoid\". Allow traps, or ask for a bigger budget"
        );
    }
}
