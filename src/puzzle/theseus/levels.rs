//! The 1–10 ladder: per level a board, a band for the exact minimum number of
//! moves, and floors for two measures the solver takes over the states within
//! reach of the start: dead ends (no escape from them) and lost states (the
//! Minotaur catches Theseus whatever he does). Boards, bands and floors all
//! grow with the level, so each measure rises from level to level
//! (docs/difficulty.md has the measured medians; the tests check them).

use std::ops::RangeInclusive;

/// One rung of the ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// Width and height in squares.
    pub size: (usize, usize),
    /// The exact minimum lies in this band.
    pub moves: RangeInclusive<usize>,
    /// At least this many states within reach are dead ends …
    pub dead_ends: usize,
    /// … and at least this many are lost.
    pub lost: usize,
}

/// (width, height, fewest moves, most moves, dead-end floor, lost floor).
const LADDER: [(usize, usize, usize, usize, usize, usize); 10] = [
    (4, 4, 6, 9, 2, 2),
    (5, 4, 10, 14, 6, 5),
    (5, 5, 15, 20, 10, 8),
    (6, 5, 21, 27, 14, 11),
    (6, 6, 28, 35, 19, 15),
    (7, 6, 36, 45, 25, 19),
    (7, 7, 46, 58, 32, 24),
    (8, 8, 59, 74, 42, 30),
    (9, 9, 75, 95, 52, 36),
    (10, 10, 96, 120, 70, 45),
];

/// The rung of a level 1–10 (clamped).
pub fn level(level: u8) -> Level {
    let (width, height, fewest, most, dead_ends, lost) =
        LADDER[usize::from(level.clamp(1, 10)) - 1];
    Level {
        size: (width, height),
        moves: fewest..=most,
        dead_ends,
        lost,
    }
}

/// The board of the first level whose band reaches `moves` (the largest
/// board beyond the ladder's top).
pub fn size_for_moves(moves: usize) -> (usize, usize) {
    LADDER
        .iter()
        .find(|rung| rung.3 >= moves)
        .map_or((12, 12), |rung| (rung.0, rung.1))
}
