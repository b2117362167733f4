//! Theseus and the Minotaur (Robert Abbott, 1990): Theseus must leave a walled
//! board through its one opening while the Minotaur takes two steps toward him
//! for each of his, by a fixed rule a clever player turns against it. The rules
//! are in `docs/theseus.md`; the JSON form in docs/formats.md.
//!
//! `board` is the validated model, `rules` the mechanics the solver and the
//! generator run, `solve` the exact breadth-first solver, `analysis` its
//! measures (dead ends, lost states), `check` the independent checker (replay,
//! and a backward search over every position), `retro` the generator's
//! all-positions distances, `generate` the local search that makes boards.

pub mod analysis;
pub mod board;
pub mod check;
pub mod draw;
pub mod entry;
pub mod fault;
pub mod fixed;
pub mod flags;
pub mod form;
pub mod generate;
pub mod kind;
pub mod levels;
pub mod moves;
pub mod options;
pub mod records;
pub mod retro;
pub mod rules;
pub mod section;
pub mod solve;

pub use analysis::{Analysis, analyse};
pub use board::{Board, Cell, Exit, Puzzle, Side};
pub use fault::TheseusFault;
pub use moves::Move;
pub use solve::{Solution, Solver};
