//! The room a page's furniture takes around its puzzles (running head, page
//! number, slot labels, gaps, a section's heading) and how puzzles share a page.
//! The layout draws with these; a word maze, which is set to fill its slot
//! before any page is planned, estimates its slot from them (`puzzle_slot`).

use super::margins::gutter_for;
use super::page::Paper;

/// Room above the puzzle area for the running head.
pub const HEADER_PT: f64 = 34.0;
/// Room below the puzzle area for the page number.
pub const FOOTER_PT: f64 = 26.0;
/// Room above each slot for its label ("Maze 3").
pub const LABEL_PT: f64 = 22.0;
/// Space between slots.
pub const GAP_PT: f64 = 14.0;
/// The height of a section's heading on its first puzzle page, when the section
/// has no opener page of its own (nothing to say but its title).
pub const SECTION_HEADING_PT: f64 = 44.0;

/// Columns × rows for a number of puzzles on a page.
pub fn grid_of(per_page: usize, portrait: bool) -> (usize, usize) {
    let (long, short) = match per_page {
        1 => (1, 1),
        2 => (2, 1),
        3 => (3, 1),
        4 => (2, 2),
        6 => (3, 2),
        9 => (3, 3),
        12 => (4, 3),
        n => (n, 1),
    };
    if portrait {
        (short, long)
    } else {
        (long, short)
    }
}

/// The drawing box (width, height) of each of `per_page` puzzles on a page of
/// `paper` under a section heading, with the gutter of a book of up to 150
/// pages (or the one given): what the layout's slots will be, as closely as can
/// be known before the pages are planned.
pub fn puzzle_slot(paper: &Paper, per_page: usize) -> (f64, f64) {
    let inside = paper.inside.unwrap_or(gutter_for(0).max(paper.outside));
    let width = paper.trim_width - inside - paper.outside;
    let height = paper.trim_height - paper.top - paper.bottom - HEADER_PT - FOOTER_PT;
    let height = height - SECTION_HEADING_PT;
    let (columns, rows) = grid_of(per_page.max(1), height >= width);
    let share = |room: f64, count: usize| (room - GAP_PT * (count - 1) as f64) / count as f64;
    (share(width, columns), share(height, rows) - LABEL_PT)
}
