//! `[book] ink` and `[book] printer`, and the margins a print service refuses:
//! under `printer = "kdp"` a top, bottom or outside margin under 0.375 in with
//! bleed (0.25 in without), or a gutter under the thinnest KDP allows (0.375 in),
//! is an error naming the key that set it.

use super::book::Paper;
use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::print::Printer;
use crate::print::profile::{inches, min_margin};
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
    let minimum = min_margin(paper.bleed);
    let sides = [
        ("margin-top", paper.top),
        ("margin-bottom", paper.bottom),
        ("margin-outside", paper.outside),
    ];
    let bleed = if paper.bleed { " with bleed" } else { "" };
    for (key, value) in sides {
        if value + 1e-9 < minimum {
            return Err(table.error(
                setting_key(table, key),
                format!(
                    "{} is too narrow: `printer = \"kdp\"` needs margins of at least {}{bleed}",
                    inches(value),
                    inches(minimum)
                ),
            ));
        }
    }
    let gutter = crate::layout::geometry::gutter_for(0);
    match paper.inside {
        Some(inside) if inside + 1e-9 < gutter => Err(table.error(
            "margin-inside",
            format!(
                "{} is too narrow: `printer = \"kdp\"` needs a gutter of at least {} (leave it out for the one the page count calls for)",
                inches(inside),
                inches(gutter)
            ),
        )),
        _ => Ok(()),
    }
}

/// The key that set a side's margin: its own, or `margin` for all sides.
fn setting_key<'k>(table: &Table, side: &'k str) -> &'k str {
    if table.was_given(side) {
        side
    } else {
        "margin"
    }
}
