//! Drawing helpers shared by every puzzle kind and the page layout: the book's
//! style, number formatting for stable SVG, the start/goal pictograms and the
//! answer line.

pub mod answer_line;
pub mod fmt;
pub mod pictogram;
pub mod style;
pub mod text;
