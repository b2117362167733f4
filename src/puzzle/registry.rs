//! The one list of puzzle kinds, and the trait each kind implements to take part
//! in books, the command line and `analyze`. A kind is found by its name only here:
//! an unknown name is an error that lists the kinds, never another kind.
//!
//! Adding a kind: a folder under `src/puzzle/` whose `entry.rs` implements
//! [`Kind`], and one line in [`KINDS`].

use clap::{ArgMatches, Command};
use serde_json::Value;

use super::error::PuzzleError;
use super::flags::Made;
use super::section_keys::{BookContext, KindKeys};
use super::{block, grid, labyrinth, rotation, viennese};
use crate::keys::{SpecError, Table};

/// What the rest of the program knows of a puzzle kind.
pub trait Kind: Sync {
    /// The kind's name, as in `kind = "grid"` and `mazebook puzzle grid`.
    fn name(&self) -> &'static str;
    /// The words key of what one of its puzzles is called on a page ("maze",
    /// "puzzle", "layout"; `one-maze` and `mazes` count them).
    fn noun(&self) -> &'static str;
    /// One line for `mazebook puzzle --help`.
    fn about(&self) -> &'static str;
    /// The keys a `[[section]]` of this kind may hold (the common ones included).
    fn section_keys(&self) -> &'static [&'static str];
    /// Reads the kind's own keys of a section into its recipes; `book` holds the
    /// book-wide choices a section may draw on (its font, for a maze of a word).
    fn read_section(&self, table: &mut Table, book: &BookContext) -> Result<KindKeys, SpecError>;
    /// Adds the kind's flags to its `mazebook puzzle NAME` command.
    fn flags(&self, command: Command) -> Command;
    /// Makes one puzzle from parsed flags.
    fn make_from_flags(&self, matches: &ArgMatches) -> Result<Made, PuzzleError>;
    /// Re-checks a puzzle given in the kind's JSON form, with the independent
    /// checker, and returns the form with its solution and metrics.
    fn analyze(&self, form: Value) -> Result<Value, PuzzleError>;
}

/// Every kind, in the order the command line and the docs list them.
pub static KINDS: [&dyn Kind; 5] = [
    &grid::entry::GRID,
    &block::entry::BLOCK,
    &viennese::entry::VIENNESE,
    &labyrinth::entry::LABYRINTH,
    &rotation::entry::ROTATION,
];

/// The kind called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static dyn Kind> {
    KINDS.iter().copied().find(|kind| kind.name() == name)
}

/// The kinds' names, for messages and "did you mean".
pub fn names() -> Vec<&'static str> {
    KINDS.iter().map(|kind| kind.name()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        let names = names();
        for (i, name) in names.iter().enumerate() {
            assert!(!names[..i].contains(name), "{name} twice");
            assert_eq!(find(name).map(|k| k.name()), Some(*name));
        }
    }

    #[test]
    fn an_unknown_name_is_no_kind() {
        assert!(find("gird").is_none());
        assert!(find("").is_none());
    }

    #[test]
    fn every_kind_allows_the_common_keys() {
        for kind in KINDS {
            for key in ["title", "instructions", "kind", "count"] {
                assert!(
                    kind.section_keys().contains(&key),
                    "{} lacks {key}",
                    kind.name()
                );
            }
        }
    }
}
