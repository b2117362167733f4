//! Puzzles shaped like their slot (issue 19 item 7: no page left mostly white
//! without reason): a section whose puzzles' size is their level's, not the
//! user's, gets them in the shape that prints largest in its slot when the
//! kind can reshape them (`Recipe::shaped_to`: a block maze two a page on a
//! letter page gets more columns than rows, about as many cells as its level's
//! square), when that shape is legible there or `sizes` can shrink it within
//! its level. One that would be refused is left as its level made it, so the
//! refusal speaks of the level's own size, the one the user knows.

use super::legible::{body, puzzle_slot};
use crate::layout::geometry::Rect;
use crate::layout::plan::Plan;
use crate::puzzle::{Fit, Recipe};
use crate::spec::BookSpec;

/// Reshapes each section's level-sized puzzles to its slot, where printable.
pub fn settle(spec: &mut BookSpec, plan: &Plan) {
    let page_body = body(spec, plan);
    for section in &mut spec.sections {
        let slot = puzzle_slot(section, &page_body, section.per_page);
        for recipe in &mut section.recipes {
            let shaped = recipe.shaped_to(slot.width, slot.height);
            if let Some(shaped) = shaped.filter(|s| printable_in(s.as_ref(), &slot)) {
                *recipe = shaped;
            }
        }
    }
}

/// Whether `recipe` prints in `slot`: legible there, or shrinkable within its
/// level until it is (`Fit::Smaller`).
fn printable_in(recipe: &dyn Recipe, slot: &Rect) -> bool {
    recipe.legible_in(slot.width, slot.height).is_ok()
        || matches!(
            recipe.fit_in(slot.width, slot.height),
            Some(Fit::Smaller { .. })
        )
}
