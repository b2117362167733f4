//! Drawing helpers shared by every puzzle kind and the page layout: the book's
//! style, number formatting for stable SVG, and the start/goal pictograms.

pub mod fmt;
pub mod pictogram;
pub mod style;
