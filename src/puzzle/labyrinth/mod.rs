//! Magic Labyrinth layouts: wall layouts for the board game of that name, where up
//! to four players start in the corners of a 6×6 board and hunt for goal squares
//! through walls they cannot see. A good layout is connected and fair: no corner
//! is much closer to the goals than another.
//!
//! `board` is the validated model (squares, walls, connectivity), `fairness` the
//! measure (BFS from the corners), `bound` the fairest any layout can be,
//! `sample` draws uniform random layouts, `search` looks for fair ones, and `ascii` reads and writes a board drawn in text.

pub mod ascii;
pub mod board;
pub mod bound;
pub mod card;
pub mod entry;
pub mod fairness;
pub mod flags;
pub mod kind;
pub mod options;
pub mod sample;
pub mod search;
pub mod section;

pub use board::{Board, BoardFault, Square, Wall, max_walls, wall_slots};
pub use fairness::{Corner, Fairness, analyse, default_goals};
