//! Block ("pixel") mazes: walls are whole cells, drawn as filled squares, and the
//! corridors are one cell wide.
//!
//! `maze` is the data (the JSON form's rows), `grow` the generator (a candidate
//! list kept up to date as the maze grows), `placement` cuts the start and goal
//! doors, `check` (which shares nothing with those) proves the open cells a tree
//! and finds the unique path, `explore` is the simple solver behind the explored
//! answer key, `metrics` measures, `levels` and `options` turn requests into
//! recipes, `fit` shrinks one too large for its page within its level,
//! `slot_shape` gives a level-sized one its slot's shape, `kind` is the pipeline's view and the JSON form, `draw` the SVG and
//! `model` the 3-D export.

pub mod check;
pub mod draw;
pub mod entry;
pub mod explore;
pub mod fit;
pub mod flags;
pub mod grow;
pub mod kind;
pub mod levels;
pub mod maze;
pub mod metrics;
pub mod model;
pub mod options;
pub mod placement;
pub mod section;
pub mod slot_shape;
pub mod x3d;

pub use kind::{AnswerStyle, BlockFinished, BlockRecipe};
pub use maze::{BlockMaze, BlockPuzzle};
