//! `[book] ink` and `[book] printer`, and the margins a print service refuses:
//! under `printer = "kdp"` a margin narrower than `paperback::margins` allows
//! (a gutter given by hand is held to the thinnest book's here, and to the
//! book's own page count by the preflight) is an error naming the key that set it.

use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::paperback::Paper;
use crate::paperback::margins::{Side, too_narrow};
use crate::print::Printer;
use crate::print::profile::inches;
use crate::render::palette::Ink;

/// `ink`: "color" (the default) or "black".
pub fn ink(table: &mut Table) -> Result<Ink, SpecError> {
    Ok(table
        .choice("ink", &Ink::NAMES)?
        .and_then(|name| Ink::from_name(&name))
        .unwrap_or_default())
}

/// `printer`: "home" (the default) or "kdp".
pub fn printer(table: &mut Table) -> Result<Printer, SpecError> {
    Ok(table
        .choice("printer", &Printer::NAMES)?
        .and_then(|name| Printer::from_name(&name))
        .unwrap_or_default())
}

/// Refuses margins the printer does not accept, naming the key that set each.
pub fn check_margins(table: &Table, paper: &Paper, printer: Printer) -> Result<(), SpecError> {
    if !printer.enforces_rules() {
        return Ok(());
    }
    let Some(narrow) = too_narrow(paper, 0).into_iter().next() else {
        return Ok(());
    };
    let (value, minimum) = (inches(narrow.value), inches(narrow.minimum));
    let bleed = if paper.bleed { " with bleed" } else { "" };
    Err(match narrow.side {
        Side::Inside => table.error(
            Side::Inside.key(),
            format!(
                "{value} is too narrow: `printer = \"kdp\"` needs a gutter of at least {minimum} (leave it out for the one the page count calls for)"
            ),
        ),
        side => table.error(
            setting_key(table, side.key()),
            format!(
                "{value} is too narrow: `printer = \"kdp\"` needs margins of at least {minimum}{bleed}"
            ),
        ),
    })
}

/// The key that set a side's margin: its own, or `margin` for all sides.
fn setting_key<'k>(table: &Table, side: &'k str) -> &'k str {
    if table.was_given(side) {
        side
    } else {
        "margin"
    }
}
