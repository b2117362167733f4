//! How many lines of contents a page holds: the contents pages come before the
//! pages they list, so the plan must know how many there will be before it can
//! number anything after them. The built-in `contents.svg` draws to these sizes.

use super::geometry::{FOOTER_PT, HEADER_PT};
use crate::paperback::Paper;

/// The contents title and the space under it, at the top of every contents page.
pub const TITLE_PT: f64 = 64.0;
/// One entry's line.
pub const LINE_PT: f64 = 24.0;

/// Entries on one contents page of `paper` (at least one).
pub fn entries_per_page(paper: &Paper) -> usize {
    let body = paper.trim_height - paper.top - paper.bottom - HEADER_PT - FOOTER_PT;
    (((body - TITLE_PT) / LINE_PT).floor().max(1.0)) as usize
}
