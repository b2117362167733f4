//! The difficulty ladder for weave mazes: what each level 1–10 means in size,
//! algorithm and band. Levels 1–3 use the backtracker that tunnels (long
//! corridors, the tunnels making them longer still), 4–10 Kruskal's with its
//! crossings placed first: the growing tree's mixed mode tunnels so rarely that
//! its routes pass fewer crossings on a larger maze (measured: 2.0 at 13 × 13,
//! 1.7 at 15 × 15), while Kruskal's pass ten times as many and more on every
//! larger rung. Sizes stay below the square rungs' from level 7 on, since a
//! weave cell needs more room (see `draw`); crossings make up for it. Every step
//! measures harder (tests/it/weave_levels.rs; docs/difficulty.md, "Weave
//! mazes").

use crate::puzzle::grid::rectangle::algorithms::Algorithm;
use crate::puzzle::grid::rectangle::levels::{Level, level};

/// Levels 1–10 (index 0 is level 1).
const LADDER: [Level; 10] = [
    level(5, 3, Algorithm::Backtracker, 0.30, 0.85, 0.0),
    level(7, 4, Algorithm::Backtracker, 0.28, 0.80, 2.0),
    level(8, 5, Algorithm::Backtracker, 0.25, 0.75, 2.5),
    level(13, 6, Algorithm::Kruskal, 0.17, 0.60, 5.0),
    level(15, 8, Algorithm::Kruskal, 0.14, 0.55, 4.5),
    level(18, 10, Algorithm::Kruskal, 0.12, 0.50, 4.5),
    level(21, 12, Algorithm::Kruskal, 0.11, 0.50, 4.5),
    level(24, 15, Algorithm::Kruskal, 0.09, 0.50, 4.0),
    level(26, 18, Algorithm::Kruskal, 0.08, 0.50, 3.5),
    level(28, 22, Algorithm::Kruskal, 0.07, 0.50, 3.0),
];

/// The rung for a level 1–10 (clamped).
pub fn for_level(level: u8) -> &'static Level {
    &LADDER[usize::from(level.clamp(1, 10)) - 1]
}
