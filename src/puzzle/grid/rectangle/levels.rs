//! The difficulty ladder for grid mazes: what each level 1–10 means in size,
//! algorithm and metric band. docs/difficulty.md explains the choices; the numbers
//! come from measuring thousands of mazes per level (see `tests/grid_difficulty.rs`).

use super::algorithms::{Algorithm, GrowingTreeMode};
use crate::puzzle::cells::Band;

/// One rung of the ladder.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Level {
    /// Default maze size in cells (width, height).
    pub size: (usize, usize),
    /// The smallest maze (in cells) this level may be asked for.
    pub min_cells: usize,
    /// Default algorithm.
    pub algorithm: Algorithm,
    /// The metric band a maze must fall in.
    pub band: Band,
}

/// A rung of square mazes `side` cells across (at least `min_side`), made by
/// `algorithm`, whose band is the solution's share between `min_share` and
/// `max_share` and at least `junctions` junctions per 100 cells. The weave
/// ladder's rungs are written with it too.
pub const fn level(
    side: usize,
    min_side: usize,
    algorithm: Algorithm,
    min_share: f64,
    max_share: f64,
    junctions: f64,
) -> Level {
    Level {
        size: (side, side),
        min_cells: min_side * min_side,
        algorithm,
        band: Band {
            min_solution_share: min_share,
            max_solution_share: max_share,
            min_junctions_per_100_cells: junctions,
        },
    }
}

const MIXED: Algorithm = Algorithm::GrowingTree(GrowingTreeMode::Mixed);

/// Levels 1–10 (index 0 is level 1). Each band's floor sits near the 10th
/// percentile of its level's default mazes (measured over 400 seeds), so the
/// trivially easy tail is rejected while retries stay rare.
const LADDER: [Level; 10] = [
    level(5, 3, Algorithm::Backtracker, 0.30, 0.85, 0.0),
    level(7, 4, Algorithm::Backtracker, 0.28, 0.80, 2.0),
    level(8, 5, Algorithm::Backtracker, 0.25, 0.75, 2.5),
    level(13, 6, MIXED, 0.17, 0.60, 5.0),
    level(15, 8, MIXED, 0.14, 0.55, 4.5),
    level(18, 10, MIXED, 0.12, 0.50, 4.5),
    level(21, 12, Algorithm::Wilson, 0.11, 0.50, 4.5),
    level(26, 15, Algorithm::Wilson, 0.09, 0.50, 4.0),
    level(32, 18, Algorithm::Wilson, 0.08, 0.50, 3.5),
    level(40, 22, Algorithm::Wilson, 0.07, 0.50, 3.0),
];

/// The rung for a level 1–10 (clamped).
pub fn for_level(level: u8) -> &'static Level {
    &LADDER[usize::from(level.clamp(1, 10)) - 1]
}
