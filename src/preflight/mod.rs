//! The checks that need the page layout, run after the spec is read and before
//! any puzzle is made: every puzzle (and answer key) legible in its slot on the
//! real pages, and every title and instruction fitting the room its page has.
//! It sits above both `spec` and `layout`, so neither imports the other.

mod legible;
mod text_room;

use crate::keys::SpecError;
use crate::layout::plan::Plan;
use crate::spec::BookSpec;

/// Refuses a book whose pages could not print what it asks, naming the key.
pub fn check(spec: &BookSpec, plan: &Plan) -> Result<(), SpecError> {
    legible::check(spec, plan)?;
    text_room::check(spec, plan)
}
