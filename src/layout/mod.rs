//! Page layout: geometry (trim, bleed, mirrored margins, slots), the page plan,
//! templates, text wrapping, and rendering each page to SVG.

pub mod contents;
pub mod example_box;
pub mod front;
pub mod geometry;
pub mod hints;
pub mod pages;
pub mod plan;
pub mod resources;
pub mod room;
pub mod templates;
