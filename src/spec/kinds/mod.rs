//! Each puzzle kind's own keys in a `[[section]]`, one file per kind: which keys a
//! kind allows, and how they become its recipe.

pub mod block;
pub mod grid;
pub mod labyrinth;
pub mod rotation;
pub mod viennese;

use super::error::SpecError;
use super::section::KindKeys;
use super::table::Table;

/// The keys a section of `kind` may hold.
pub fn keys(kind: &str) -> &'static [&'static str] {
    match kind {
        "block" => block::KEYS,
        "magic-labyrinth" => labyrinth::KEYS,
        "rotation" => rotation::KEYS,
        "viennese" => viennese::KEYS,
        _ => grid::KEYS,
    }
}

/// Reads the kind's keys of a section.
pub fn parse(kind: &str, table: &mut Table) -> Result<KindKeys, SpecError> {
    match kind {
        "block" => block::parse(table),
        "magic-labyrinth" => labyrinth::parse(table),
        "rotation" => rotation::parse(table),
        "viennese" => viennese::parse(table),
        _ => grid::parse(table),
    }
}
