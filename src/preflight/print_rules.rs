//! The print service's rules that the page plan settles, checked on the plan
//! before any puzzle is made: under `printer = "kdp"` the book has an even
//! number of pages, and a gutter given by hand is at least the one its page
//! count needs; at home, margins narrower than print-on-demand printers
//! accept are warned of. (Blank runs and text sizes are checked on the pages
//! themselves, by `print::checks`.)

use crate::keys::SpecError;
use crate::layout::plan::Plan;
use crate::paperback::margins::{Side, too_narrow};
use crate::print::profile::inches;
use crate::spec::BookSpec;
use crate::units::PT_PER_IN;

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
    let narrow = too_narrow(&spec.book.paper, pages);
    match narrow.iter().find(|narrow| narrow.side == Side::Inside) {
        Some(gutter) => Err(spec.source.error(
            None,
            "book.margin-inside",
            format!(
                "{} is too narrow for {pages} pages: `printer = \"kdp\"` needs a gutter of at least {} (leave it out for the one the page count calls for)",
                inches(gutter.value),
                inches(gutter.minimum)
            ),
        )),
        None => Ok(()),
    }
}

/// Margins of a book of `pages` pages below what print-on-demand printers
/// accept, as warnings (fine for home printing; `kdp` refused them before).
pub fn margin_warnings(spec: &BookSpec, pages: usize) -> Vec<String> {
    let bleed = if spec.book.paper.bleed {
        " with bleed"
    } else {
        ""
    };
    let inches = |points: f64| points / PT_PER_IN;
    let narrow = too_narrow(&spec.book.paper, pages);
    narrow
        .iter()
        .map(|narrow| match narrow.side {
            Side::Inside => format!(
                "margin-inside is {:.3}in; a {pages}-page book needs a gutter of at least {:.3}in (leave it out for the automatic one)",
                inches(narrow.value),
                inches(narrow.minimum)
            ),
            side => format!(
                "{} is {:.3}in; print-on-demand printers need at least {:.3}in{bleed}",
                side.key(),
                inches(narrow.value),
                inches(narrow.minimum)
            ),
        })
        .collect()
}
