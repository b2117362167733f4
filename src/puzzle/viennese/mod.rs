//! Viennese (traffic-light) mazes: every street has a light, every move advances
//! every light one step (green → orange → red), and a street may be driven only
//! when its light is not red. The real maze is the graph of states (where you
//! are, the time mod 3 and, without U-turns, where you came from). The exact
//! rules are in `docs/viennese.md`; the JSON form in docs/formats.md.
//!
//! `canvas` is the street plan (built-in shapes or the user's own), `maze` a
//! coloured canvas with its start, goal and variant.

pub mod analyse;
pub mod anneal;
pub mod canvas;
pub mod draw;
pub mod entry;
pub mod evaluate;
pub mod flags;
pub mod form;
pub mod geometry;
pub mod grading;
pub mod kind;
pub mod levels;
pub mod maze;
pub mod options;
pub mod rules;
pub mod score;
pub mod search;
pub mod section;
pub mod states;
pub mod tables;
pub mod unique;

pub use canvas::{Canvas, CanvasFault, Shape};
pub use maze::{Colour, Maze, MazeFault, Variant};
