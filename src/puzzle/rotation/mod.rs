//! Rotation (gravity) puzzles: turn the whole page a quarter turn at a time and the
//! ball falls until something stops it; bring it to rest on the goal. The exact
//! rules, the original's faults and measured distributions are in
//! `docs/rotation.md`; the JSON form and turn convention in docs/formats.md.
//!
//! `board` is the validated model and the sliding mechanic, `solve` the exact
//! checker (BFS over (cell, gravity), traps by a reverse search, and an
//! independent (cell, axis) cross-check), and `generate` makes puzzles of an exact
//! minimum number of turns with its own search.

pub mod board;
pub mod draw;
pub mod entry;
pub mod flags;
pub mod generate;
pub mod kind;
pub mod options;
pub mod section;
pub mod solve;

pub use board::{Board, Cell, Gravity, MAX_SIDE, MIN_SIDE, Piece, Puzzle, RotationFault, Turn};
pub use generate::{
    DEFAULT_BUDGET, DEFAULT_DENSITY, GenerateFault, Traps, generate, suggested_side,
};
pub use solve::{Analysis, Move, Solution, analyse, min_turns_by_axis, replay};
