//! The interior page as the book sets it: trim size, margins and bleed, in
//! points. `[book]` reads it (`spec::book`); the layout, the preflight and the
//! cover measure with it.

use crate::units::PT_PER_IN;

/// The paper: trim size, margins (in points) and bleed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paper {
    pub trim_width: f64,
    pub trim_height: f64,
    pub top: f64,
    pub bottom: f64,
    pub outside: f64,
    /// The gutter; `None` = chosen from the page count (print-on-demand table).
    pub inside: Option<f64>,
    pub bleed: bool,
}

/// Bleed added on the outside edge, the top and the bottom.
pub const BLEED: f64 = 0.125 * PT_PER_IN;
