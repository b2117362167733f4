//! Where things go on a page: the PDF page box (trim plus bleed), the mirrored
//! margins (odd pages are right-hand pages, with the gutter on their left), and the
//! slots that puzzles are drawn into. All lengths are points.

use crate::paperback::Paper;
use crate::paperback::margins::gutter_for;
use crate::paperback::page::BLEED;

pub use crate::paperback::furniture::{
    FOOTER_PT, GAP_PT, HEADER_PT, LABEL_PT, SECTION_HEADING_PT, grid_of,
};

/// A rectangle: top-left corner and size.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    /// `[x, y, width, height]`, for code below the layout that takes a box.
    pub fn xywh(&self) -> [f64; 4] {
        [self.x, self.y, self.width, self.height]
    }
}

/// One page's boxes.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct PageFrame {
    /// The PDF page size (the trim size, plus bleed when asked for).
    pub width: f64,
    pub height: f64,
    /// The trimmed page inside the PDF page.
    pub trim: Rect,
    /// Inside the margins.
    pub content: Rect,
    /// The content minus the header and footer bands: where puzzles go.
    pub body: Rect,
    /// Whether this is a right-hand (odd) page.
    pub recto: bool,
}

/// The inside margin for a book of `pages` pages: the print-on-demand minimum for
/// that thickness, never less than the outside margin, unless the spec fixes it.
pub fn inside_margin(paper: &Paper, pages: usize) -> f64 {
    paper
        .inside
        .unwrap_or_else(|| gutter_for(pages).max(paper.outside))
}

/// The frame of page `number` (1-based) with the given inside margin.
pub fn frame(paper: &Paper, number: usize, inside: f64) -> PageFrame {
    let recto = number % 2 == 1;
    let bleed = if paper.bleed { BLEED } else { 0.0 };
    // Bleed runs past the outside edge: right on a recto page, left on a verso.
    let trim = Rect {
        x: if recto { 0.0 } else { bleed },
        y: bleed,
        width: paper.trim_width,
        height: paper.trim_height,
    };
    let left = if recto { inside } else { paper.outside };
    let content = Rect {
        x: trim.x + left,
        y: trim.y + paper.top,
        width: paper.trim_width - inside - paper.outside,
        height: paper.trim_height - paper.top - paper.bottom,
    };
    let body = Rect {
        x: content.x,
        y: content.y + HEADER_PT,
        width: content.width,
        height: content.height - HEADER_PT - FOOTER_PT,
    };
    PageFrame {
        width: paper.trim_width + bleed,
        height: paper.trim_height + 2.0 * bleed,
        trim,
        content,
        body,
        recto,
    }
}

/// The body of a puzzle page: all of it, or what the section heading leaves.
pub fn puzzle_body(body: &Rect, heading: bool) -> Rect {
    below_heading(body, heading.then_some(SECTION_HEADING_PT))
}

/// Room the first answer page keeps above its keys for its heading.
pub const ANSWER_HEADING_PT: f64 = 8.0;

/// The body of an answer page: all of it, or, on the first page of a group of
/// answers, what its heading leaves.
pub fn answer_body(body: &Rect, first: bool) -> Rect {
    below_heading(body, first.then_some(ANSWER_HEADING_PT))
}

/// `body` less a heading of `room` points at its top, if it has one.
fn below_heading(body: &Rect, room: Option<f64>) -> Rect {
    let Some(room) = room else {
        return *body;
    };
    Rect {
        y: body.y + room,
        height: body.height - room,
        ..*body
    }
}

/// A drawing's `width`×`height` box centred in `slot` (at most the slot), so a
/// puzzle never hangs at the top of a half-empty slot.
pub fn centred(slot: &Rect, (width, height): (f64, f64)) -> Rect {
    let (width, height) = (width.min(slot.width), height.min(slot.height));
    Rect {
        x: slot.x + (slot.width - width) / 2.0,
        y: slot.y + (slot.height - height) / 2.0,
        width,
        height,
    }
}

/// The drawing boxes (below each label) of `per_page` slots in `body`, in reading order.
pub fn slots(body: &Rect, per_page: usize) -> Vec<Rect> {
    let (columns, rows) = grid_of(per_page, body.height >= body.width);
    let width = (body.width - GAP_PT * (columns - 1) as f64) / columns as f64;
    let height = (body.height - GAP_PT * (rows - 1) as f64) / rows as f64;
    (0..rows)
        .flat_map(|row| (0..columns).map(move |column| (row, column)))
        .map(|(row, column)| Rect {
            x: body.x + column as f64 * (width + GAP_PT),
            y: body.y + row as f64 * (height + GAP_PT) + LABEL_PT,
            width,
            height: height - LABEL_PT,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paper(bleed: bool) -> Paper {
        Paper {
            trim_width: 612.0,
            trim_height: 792.0,
            top: 36.0,
            bottom: 36.0,
            outside: 36.0,
            inside: None,
            bleed,
        }
    }

    #[test]
    fn margins_mirror_between_left_and_right_pages() {
        let p = paper(false);
        let (right, left) = (frame(&p, 1, 54.0), frame(&p, 2, 54.0));
        assert!(right.recto && !left.recto);
        assert_eq!(
            right.content.x, 54.0,
            "gutter on the left of a right-hand page"
        );
        assert_eq!(
            left.content.x, 36.0,
            "outside margin on the left of a left-hand page"
        );
        assert_eq!(right.content.width, left.content.width);
    }

    #[test]
    fn bleed_adds_an_eighth_inch_outside_and_top_and_bottom() {
        let f = frame(&paper(true), 2, 54.0);
        assert_eq!((f.width, f.height), (621.0, 810.0));
        assert_eq!(f.trim.x, 9.0, "a left-hand page bleeds on its left");
        assert_eq!(frame(&paper(true), 3, 54.0).trim.x, 0.0);
        assert_eq!(frame(&paper(false), 3, 54.0).width, 612.0);
    }

    #[test]
    fn the_gutter_is_never_narrower_than_the_outside_margin() {
        assert_eq!(
            inside_margin(&paper(false), 24),
            36.0,
            "never narrower than the outside margin"
        );
    }

    #[test]
    fn slots_tile_the_body_without_overlap() {
        let body = Rect {
            x: 10.0,
            y: 20.0,
            width: 500.0,
            height: 700.0,
        };
        let six = slots(&body, 6);
        assert_eq!(six.len(), 6);
        assert!(
            six[1].x > six[0].x && six[2].y > six[0].y,
            "two columns, three rows on a portrait page"
        );
        for s in &six {
            assert!(s.x >= body.x && s.x + s.width <= body.x + body.width + 1e-9);
            assert!(s.y >= body.y && s.y + s.height <= body.y + body.height + 1e-9);
        }
    }

    #[test]
    fn a_drawing_is_centred_in_its_slot_and_never_larger() {
        let slot = Rect {
            x: 10.0,
            y: 20.0,
            width: 400.0,
            height: 600.0,
        };
        let square = centred(&slot, (400.0, 400.0));
        assert_eq!((square.width, square.height), (400.0, 400.0));
        assert_eq!((square.x, square.y), (10.0, 120.0));
        let tall = centred(&slot, (300.0, 600.0));
        assert_eq!((tall.x, tall.y), (60.0, 20.0));
        assert_eq!(centred(&slot, (900.0, 900.0)), slot);
    }

    #[test]
    fn a_heading_takes_its_room_from_the_top_of_the_body() {
        let body = Rect {
            x: 0.0,
            y: 50.0,
            width: 300.0,
            height: 500.0,
        };
        assert_eq!(puzzle_body(&body, false), body);
        let under = puzzle_body(&body, true);
        assert_eq!(under.y, 50.0 + SECTION_HEADING_PT);
        assert_eq!(under.y + under.height, body.y + body.height);
    }
}
