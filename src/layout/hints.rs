//! Hint pages: which puzzles' hints go on which page, and where each hint sits
//! on its page. The page plan packs them before any puzzle is made, from each
//! recipe's largest hint ([`Recipe::hint_height`]), so hint pages, and every
//! page number after them, are known up front; the pages then stack the real
//! hints, which are never taller, one under the other below their labels.
//!
//! Every hint is drawn at one width, the body's narrowest for any page count
//! (the widest gutter), so what the plan measured is what the pages draw.

use super::geometry::{self, ANSWER_HEADING_PT, FOOTER_PT, GAP_PT, HEADER_PT, LABEL_PT, Rect};
use crate::paperback::Paper;
use crate::puzzle::{HintPart, Recipe};

/// The width every hint is drawn at: the body's on the book's narrowest page.
pub fn width(paper: &Paper) -> f64 {
    paper.trim_width - geometry::inside_margin(paper, usize::MAX) - paper.outside
}

/// The room a hint page's hints have: the body, less the heading on a group's
/// first page.
fn room(paper: &Paper, first: bool) -> f64 {
    let body = paper.trim_height - paper.top - paper.bottom - HEADER_PT - FOOTER_PT;
    body - if first { ANSWER_HEADING_PT } else { 0.0 }
}

/// The height one hint takes on its page: its label, its drawing, the gap.
fn pitch(drawing: f64) -> f64 {
    LABEL_PT + drawing + GAP_PT
}

/// `puzzles` (book indices, each with its recipe) packed into pages of `part`
/// hints in order: as many as the page holds, at least one a page.
pub fn pack<'a>(
    paper: &Paper,
    part: HintPart,
    puzzles: impl IntoIterator<Item = (usize, &'a dyn Recipe)>,
) -> Vec<Vec<usize>> {
    let width = width(paper);
    let mut pages: Vec<Vec<usize>> = Vec::new();
    let mut page: Vec<usize> = Vec::new();
    let mut used = 0.0;
    for (n, recipe) in puzzles {
        let height = pitch(recipe.hint_height(part, width).unwrap_or(0.0));
        if !page.is_empty() && used + height > room(paper, pages.is_empty()) + GAP_PT {
            pages.push(std::mem::take(&mut page));
            used = 0.0;
        }
        page.push(n);
        used += height;
    }
    if !page.is_empty() {
        pages.push(page);
    }
    pages
}

/// The boxes of a page's hints, `heights` their drawings' heights, stacked
/// from the top of `body` (below the heading on a group's first page).
pub fn slots(body: &Rect, width: f64, heights: &[f64]) -> Vec<Rect> {
    let mut y = body.y + LABEL_PT;
    heights
        .iter()
        .map(|&height| {
            let slot = Rect {
                x: body.x,
                y,
                width,
                height,
            };
            y += pitch(height);
            slot
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Finished, Rejected};
    use rand_chacha::ChaCha8Rng;

    /// A recipe whose every hint is `height` tall.
    struct Tall(f64);

    impl Recipe for Tall {
        fn attempt(&self, _rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
            Err(Rejected {
                reason: "plan only".into(),
            })
        }
        fn legible_in(&self, _width: f64, _height: f64) -> Result<(), String> {
            Ok(())
        }
        fn hint_height(&self, _part: HintPart, _width: f64) -> Option<f64> {
            Some(self.0)
        }
    }

    fn letter() -> Paper {
        Paper {
            trim_width: 612.0,
            trim_height: 792.0,
            top: 36.0,
            bottom: 36.0,
            outside: 36.0,
            inside: None,
            bleed: false,
        }
    }

    #[test]
    fn pages_hold_what_fits_and_every_hint_gets_a_place_in_order() {
        let paper = letter();
        for height in [10.0, 90.0, 300.0, 2000.0] {
            let recipe = Tall(height);
            let list = (0..25).map(|n| (n, &recipe as &dyn Recipe));
            let pages = pack(&paper, HintPart::Half, list);
            let all: Vec<usize> = pages.concat();
            assert_eq!(all, (0..25).collect::<Vec<_>>());
            for (i, page) in pages.iter().enumerate() {
                let used: f64 = page.len() as f64 * pitch(height) - GAP_PT;
                assert!(
                    page.len() == 1 || used <= room(&paper, i == 0) + 1e-9,
                    "{height}: page {i} overfull"
                );
            }
            if pages.len() > 1 {
                let next = pitch(height) * (pages[0].len() + 1) as f64 - GAP_PT;
                assert!(
                    next > room(&paper, true),
                    "{height}: the first page could hold one more"
                );
            }
        }
    }
}
