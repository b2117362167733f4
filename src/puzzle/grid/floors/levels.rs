//! The difficulty ladder for mazes with floors: what each level 1–10 means in
//! size, floors, zones, detours, algorithm and band. docs/difficulty.md explains the
//! choices; `tests/it/floors_levels.rs` measures that every step is harder.

use crate::puzzle::cells::Band;
use crate::puzzle::grid::rectangle::algorithms::{Algorithm, GrowingTreeMode};

/// One rung of the ladder.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Level {
    /// Default size of a floor in cells (width, height).
    pub size: (usize, usize),
    /// Default number of floors.
    pub floors: usize,
    /// The fewest cells (all floors together) this level may be asked for.
    pub min_cells: usize,
    /// Default algorithm.
    pub algorithm: Algorithm,
    /// Zones on each floor, joined only by stairs (see `stairs`).
    pub zones: usize,
    /// Times the way goes back down a floor (and up again): it changes floors
    /// floors − 1 + 2 × detours times.
    pub detours: usize,
    /// The metric band a maze must fall in.
    pub band: Band,
}

#[allow(clippy::too_many_arguments)]
const fn level(
    side: usize,
    floors: usize,
    min_cells: usize,
    algorithm: Algorithm,
    (zones, detours): (usize, usize),
    share: (f64, f64),
    junctions: f64,
) -> Level {
    Level {
        size: (side, side),
        floors,
        min_cells,
        algorithm,
        zones,
        detours,
        band: Band {
            min_solution_share: share.0,
            max_solution_share: share.1,
            min_junctions_per_100_cells: junctions,
        },
    }
}

const BACKTRACKER: Algorithm = Algorithm::Backtracker;
const MIXED: Algorithm = Algorithm::GrowingTree(GrowingTreeMode::Mixed);
const WILSON: Algorithm = Algorithm::Wilson;

/// Levels 1–10 (index 0 is level 1). Up to level 3 one stair up or a short
/// detour on two floors, carved by the backtracker's long corridors; then three
/// floors of the mixed growing tree's branches, and four of Wilson's unbiased
/// mazes, with more zones and detours at every step. Each band's floors sit near
/// the 10th percentile of its level's default mazes (measured over 150 seeds),
/// its ceilings well above the 90th.
const LADDER: [Level; 10] = [
    level(5, 2, 18, BACKTRACKER, (1, 0), (0.30, 0.90), 3.0),
    level(6, 2, 32, BACKTRACKER, (1, 0), (0.25, 0.85), 2.5),
    level(7, 2, 50, BACKTRACKER, (2, 1), (0.25, 0.80), 6.0),
    level(9, 3, 108, MIXED, (2, 1), (0.13, 0.40), 6.5),
    level(10, 3, 147, MIXED, (3, 2), (0.15, 0.40), 7.5),
    level(11, 3, 192, MIXED, (4, 3), (0.16, 0.40), 7.5),
    level(11, 4, 256, WILSON, (3, 3), (0.16, 0.40), 8.0),
    level(12, 4, 324, WILSON, (4, 4), (0.16, 0.40), 8.0),
    level(14, 4, 400, WILSON, (4, 4), (0.14, 0.40), 7.0),
    level(16, 4, 484, WILSON, (4, 5), (0.15, 0.40), 7.5),
];

/// The rung for a level 1–10 (clamped).
pub fn for_level(level: u8) -> &'static Level {
    &LADDER[usize::from(level.clamp(1, 10)) - 1]
}
