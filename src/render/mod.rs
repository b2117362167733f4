//! Drawing helpers shared by every puzzle kind and the page layout: the book's
//! style, number formatting for stable SVG, the start/goal pictograms, their
//! placement in cell mazes and the answer line.

pub mod answer_line;
pub mod fmt;
mod mark_plan;
pub mod mark_pointer;
pub mod marks;
pub mod pictogram;
pub mod style;
pub mod text;
