//! The `[front-matter]` table: which optional pages open the book after the
//! title page — a copyright page, a contents page, and a "how to use this book"
//! page for each kind of puzzle in it.

use crate::keys::error::SpecError;
use crate::keys::table::Table;

pub const KEYS: &[&str] = &["copyright", "contents", "how-to"];

/// The optional front pages, all off unless asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FrontMatter {
    pub copyright: bool,
    pub contents: bool,
    pub how_to: bool,
}

pub fn parse(mut table: Table) -> Result<FrontMatter, SpecError> {
    let front = FrontMatter {
        copyright: table.boolean("copyright")?.unwrap_or(false),
        contents: table.boolean("contents")?.unwrap_or(false),
        how_to: table.boolean("how-to")?.unwrap_or(false),
    };
    table.finish()?;
    Ok(front)
}
