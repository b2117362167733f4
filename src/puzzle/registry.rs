//! The one list of puzzle kinds, and the trait each kind implements to take part
//! in books, the command line and `analyze`. A kind is found by its name only here:
//! an unknown name is an error that lists the kinds, never another kind.
//!
//! Adding a kind: a folder under `src/puzzle/` whose `entry.rs` implements
//! [`Kind`], and one line in [`KINDS`]. Everything else that differs between
//! kinds (section keys, the key that sizes a puzzle, what a page calls one, its
//! how-to page's words, a sample section for example books) comes from the
//! `Kind`, so nothing outside the kind's folder and this file names a kind.

use std::sync::OnceLock;

use clap::{ArgMatches, Command};
use serde_json::Value;

use super::error::PuzzleError;
use super::flags::Made;
use super::section_keys::{BookContext, COMMON_KEYS, KindKeys};
use super::{block, grid, labyrinth, rotation, theseus, viennese};
use crate::keys::{SpecError, Table};
use crate::render::emblem::{self, Emblem};

/// What the rest of the program knows of a puzzle kind.
pub trait Kind: Sync {
    /// The kind's name, as in `kind = "grid"` and `mazebook puzzle grid`.
    fn name(&self) -> &'static str;
    /// The words key of what one of its puzzles is called on a page ("maze",
    /// "puzzle", "layout"; `one-maze` and `mazes` count them).
    fn noun(&self) -> &'static str;
    /// The part of its how-to page's words keys that names it
    /// (`how-to-grid-title`, `how-to-grid`): its name, unless the words use a
    /// shorter one.
    fn how_to_key(&self) -> &'static str {
        self.name()
    }
    /// Whether its puzzles print the start and goal pictograms (its how-to
    /// page then shows what they mean).
    fn uses_marks(&self) -> bool;
    /// The pictograms its section opener shows, read left to right with an
    /// arrow between each (what the reader starts from, where they go): the
    /// face and the star unless the kind's pages draw something else.
    fn emblems(&self) -> &'static [Emblem] {
        emblem::FACE_TO_STAR
    }
    /// One line for `mazebook puzzle --help`.
    fn about(&self) -> &'static str;
    /// The keys a `[[section]]` of this kind may hold besides [`COMMON_KEYS`]
    /// (see [`section_keys`] for them all).
    fn own_keys(&self) -> &'static [&'static str];
    /// Those of its own keys that set how big its puzzles are, most direct
    /// first: a section whose puzzles do not fit their page is blamed on the
    /// first one it gives (else on `difficulty`).
    fn size_keys(&self) -> &'static [&'static str];
    /// A section of this kind for example and test books: a few of its own
    /// keys as TOML lines (no title, kind or count), for puzzles that are quick
    /// to make and legible one to a page on a 6 × 9 in page. Books "of every
    /// kind" in the tests are made of these, so a new kind is in them at once.
    fn sample_section(&self) -> &'static str;
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
pub static KINDS: [&dyn Kind; 6] = [
    &grid::entry::GRID,
    &block::entry::BLOCK,
    &viennese::entry::VIENNESE,
    &labyrinth::entry::LABYRINTH,
    &rotation::entry::ROTATION,
    &theseus::entry::THESEUS,
];

/// The kind called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static dyn Kind> {
    KINDS.iter().copied().find(|kind| kind.name() == name)
}

/// The kinds' names, for messages and "did you mean".
pub fn names() -> Vec<&'static str> {
    KINDS.iter().map(|kind| kind.name()).collect()
}

/// The keys a `[[section]]` of `kind` may hold: [`COMMON_KEYS`], then its own
/// (in that order they are listed to a user).
pub fn section_keys(kind: &dyn Kind) -> &'static [&'static str] {
    static ALL: OnceLock<Vec<Vec<&'static str>>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        let with_common = |kind: &&dyn Kind| COMMON_KEYS.iter().chain(kind.own_keys()).copied();
        KINDS
            .iter()
            .map(|kind| with_common(kind).collect())
            .collect()
    });
    let index = KINDS.iter().position(|k| k.name() == kind.name());
    index.map_or(&COMMON_KEYS[..], |index| &all[index])
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
    fn every_kind_allows_the_common_keys_and_lists_none_of_them_again() {
        for kind in KINDS {
            let all = section_keys(kind);
            assert_eq!(all[..COMMON_KEYS.len()], COMMON_KEYS, "{}", kind.name());
            for key in kind.own_keys() {
                assert!(!COMMON_KEYS.contains(key), "{} repeats {key}", kind.name());
                let times = all.iter().filter(|k| *k == key).count();
                assert_eq!(times, 1, "{} lists {key} {times} times", kind.name());
            }
        }
    }

    #[test]
    fn size_keys_and_sample_sections_use_the_kinds_own_keys() {
        for kind in KINDS {
            for key in kind.size_keys() {
                assert!(kind.own_keys().contains(key), "{}: {key}", kind.name());
            }
            let sample = toml::de::DeTable::parse(kind.sample_section()).expect("TOML");
            let keys: Vec<&str> = sample
                .get_ref()
                .keys()
                .map(|k| k.get_ref().as_ref())
                .collect();
            assert!(!keys.is_empty(), "{}: an empty sample", kind.name());
            for key in keys {
                let own = kind.own_keys().contains(&key);
                assert!(own, "{}'s sample sets {key}", kind.name());
            }
        }
    }
}
