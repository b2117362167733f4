//! The print service's rules that the page plan settles, checked on the plan
//! before any puzzle is made: under `printer = "kdp"` the book has an even
//! number of pages, and a gutter given by hand is at least the one its page
//! count needs. (Blank runs and text sizes are checked on the pages themselves,
//! by `print::checks`.)

use crate::keys::SpecError;
use crate::layout::geometry::gutter_for;
use crate::layout::plan::Plan;
use crate::print::profile::inches;
use crate::spec::BookSpec;

/// Refuses a plan the printer would not print.
pub fn check(spec: &BookSpec, plan: &Plan) -> Result<(), SpecError> {
    if !spec.book.printer.enforces_rules() {
        return Ok(());
    }
    let pages = plan.pages.len();
    if !pages.is_multiple_of(2) {
        return Err(spec.source.error(
            None,
            "book.pages",
            format!(
                "the book has {pages} pages; `printer = \"kdp\"` prints an even number of pages: leave `pages` out (or set it to \"even\") to end the book with a notes page, or add a puzzle"
            ),
        ));
    }
    let gutter = gutter_for(pages);
    match spec.book.paper.inside {
        Some(inside) if inside + 1e-9 < gutter => Err(spec.source.error(
            None,
            "book.margin-inside",
            format!(
                "{} is too narrow for {pages} pages: `printer = \"kdp\"` needs a gutter of at least {} (leave it out for the one the page count calls for)",
                inches(inside),
                inches(gutter)
            ),
        )),
        _ => Ok(()),
    }
}
