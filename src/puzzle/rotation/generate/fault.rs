//! Why no puzzle was made, with what to change: a board size or density out of
//! range, an impossible number of turns, or no board with a goal at that depth.

use std::fmt;

use super::{DEFAULT_DENSITY, MAX_DENSITY, Traps, suggested_side};
use crate::puzzle::rotation::board::{MAX_SIDE, MIN_SIDE, RotationFault};

/// Why no puzzle was made.
#[derive(Debug, Clone, PartialEq)]
pub enum GenerateFault {
    /// A side outside 2–[`MAX_SIDE`].
    Size { width: usize, height: usize },
    /// A blocked share outside 0–[`MAX_DENSITY`] (or not a number).
    Density { density: f64 },
    /// No turns, or more than the board has states.
    Rotations {
        rotations: usize,
        width: usize,
        height: usize,
    },
    /// A budget of no boards.
    Budget,
    /// `boards` boards tried, none with a goal exactly `rotations` turns away (with
    /// the trap setting honoured); `deepest` is the deepest goal any of them offered.
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
    /// The generator made a puzzle the model refuses: a bug.
    Inconsistent(RotationFault),
}

impl fmt::Display for GenerateFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateFault::Size { width, height } => write!(
                f,
                "a board of {width}×{height} cells is not allowed: each side must be \
                 {MIN_SIDE}–{MAX_SIDE} cells"
            ),
            GenerateFault::Density { density } => write!(
                f,
                "a blocked share of {density} is not allowed: use 0–{MAX_DENSITY} (e.g. \
                 {DEFAULT_DENSITY} for a fifth of the cells)"
            ),
            GenerateFault::Rotations {
                rotations,
                width,
                height,
            } => write!(
                f,
                "{rotations} rotations cannot be asked of the {width}×{height} board: ask for \
                 at least 1 and fewer than its {} (cell, gravity) states",
                4 * width * height
            ),
            GenerateFault::Budget => f.write_str("a budget of 0 boards cannot make a puzzle"),
            GenerateFault::NotFound {
                width,
                height,
                density,
                rotations,
                traps,
                boards,
                deepest,
                trap_misses,
            } => {
                write!(
                    f,
                    "no {width}×{height} board with {:.0}% blocked had a goal exactly {rotations} \
                     turns from the start (traps: {}) in {}; the deepest goal seen was \
                     {deepest} turns away",
                    density * 100.0,
                    traps.name(),
                    plural(*boards, "board")
                )?;
                if *trap_misses > 0 {
                    write!(
                        f,
                        "; {} had such a goal but not with traps = \"{}\"",
                        plural(*trap_misses, "board"),
                        traps.name()
                    )?;
                }
                advice(f, *width.min(height), *rotations, *trap_misses)
            }
            GenerateFault::Inconsistent(fault) => {
                write!(f, "the generator made an invalid puzzle (a bug): {fault}")
            }
        }
    }
}

impl std::error::Error for GenerateFault {}

/// "1 board", "2 boards".
fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("{count} {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// What to change when no board had a goal at the asked depth.
fn advice(
    f: &mut fmt::Formatter<'_>,
    side: usize,
    rotations: usize,
    trap_misses: usize,
) -> fmt::Result {
    let suggested = suggested_side(rotations);
    if side < suggested {
        write!(
            f,
            ". Deep puzzles need bigger boards: about {suggested}×{suggested} for {rotations} \
             turns at {:.0}% blocked",
            DEFAULT_DENSITY * 100.0
        )
    } else if trap_misses > 0 {
        f.write_str(". Allow traps, or ask for a bigger budget")
    } else {
        f.write_str(". Try 20–25% blocked (the deepest boards), or a bigger budget")
    }
}
