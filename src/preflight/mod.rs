//! The checks that need the page layout, run after the spec is read and before
//! any puzzle is made: every puzzle (and answer key) legible in its slot on the
//! real pages, and every title and instruction fitting the room its page has.
//! Where the spec leaves a layout choice open (answer keys per page, the aids
//! a difficulty brings, a size the difficulty gives, and its shape), the preflight settles it so that the book fits, and
//! says so in the report (`Plan::settled`). It sits above both `spec` and
//! `layout` (see the layers in docs/ARCHITECTURE.md): the spec knows nothing of
//! pages.

mod answers_per_page;
mod extras;
pub mod glyphs;
mod legible;
pub mod print_rules;
mod shapes;
mod sizes;
mod text_room;

use crate::keys::SpecError;
use crate::layout::plan::{self, Plan};
use crate::spec::BookSpec;

/// Settles the layout choices the spec left open (they are the plan's), plans
/// the pages and refuses a book whose pages could not print what it asks,
/// naming the key.
pub fn settle(spec: &mut BookSpec) -> Result<Plan, SpecError> {
    let mut left_out = extras::settle(spec, &plan::plan(spec));
    shapes::settle(spec, &plan::plan(spec));
    left_out.extend(sizes::settle(spec, &plan::plan(spec)));
    let mut plan = answers_per_page::settle(spec, plan::plan(spec));
    check(spec, &plan)?;
    plan.settled.splice(0..0, left_out);
    Ok(plan)
}

/// Refuses a book whose pages could not print what it asks, naming the key.
fn check(spec: &BookSpec, plan: &Plan) -> Result<(), SpecError> {
    legible::check(spec, plan)?;
    text_room::check(spec, plan)?;
    print_rules::check(spec, plan)
}

/// The `settled` report lines of a book spec's text, or its refusal as a user
/// reads it: what the preflight modules' tests look at.
#[cfg(test)]
fn settled_lines(text: String) -> Result<Vec<String>, String> {
    let source = crate::keys::Source {
        name: "book.toml".into(),
        text,
        dir: ".".into(),
    };
    let mut spec = crate::spec::parse(source).expect("a valid spec");
    settle(&mut spec)
        .map(|plan| plan.settled)
        .map_err(|e| e.to_string())
}
