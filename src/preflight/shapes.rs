//! Puzzles shaped like their slot (issue 19 item 7: no page left mostly white
//! without reason): a section whose puzzles' size is their level's, not the
//! user's, gets them in the shape that prints largest in its slot when the
//! kind can reshape them (`Recipe::shaped_to`: a block maze two a page on a
//! letter page gets more columns than rows, about as many cells as its level's
//! square). Runs before `sizes`, which shrinks what is still too large.

use super::legible::{body, puzzle_slot};
use crate::layout::plan::Plan;
use crate::spec::BookSpec;

/// Reshapes each section's level-sized puzzles to its slot.
pub fn settle(spec: &mut BookSpec, plan: &Plan) {
    let page_body = body(spec, plan);
    for section in &mut spec.sections {
        let slot = puzzle_slot(section, &page_body, section.per_page);
        for recipe in &mut section.recipes {
            if let Some(shaped) = recipe.shaped_to(slot.width, slot.height) {
                *recipe = shaped;
            }
        }
    }
}
