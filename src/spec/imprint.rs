//! What the copyright page says beyond the title and author: the year (from the
//! spec, never the clock, so a rebuild next year is the same book), the ISBN
//! (its check digit verified) and the edition.

use crate::keys::error::SpecError;
use crate::keys::table::Table;

/// `[book]` keys for the copyright page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Imprint {
    pub year: Option<i64>,
    pub isbn: Option<String>,
    pub edition: Option<String>,
}

/// Reads `year`, `isbn` and `edition` from `[book]`.
pub fn read(table: &mut Table) -> Result<Imprint, SpecError> {
    let year = table.integer("year", 1..=9999)?;
    let isbn = match table.string("isbn")? {
        Some(text) => {
            super::isbn::check(&text).map_err(|message| table.error("isbn", message))?;
            Some(text)
        }
        None => None,
    };
    Ok(Imprint {
        year,
        isbn,
        edition: table.string("edition")?,
    })
}
