//! The grid kind's entry in the registry: its name, section keys, flags and
//! analysis, as the book, the command line and `analyze` see them.

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde_json::Value;

use super::flags::GridArgs;
use super::{analyze, flags, section};
use crate::keys::{SpecError, Table};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::Made;
use crate::puzzle::registry::Kind;
use crate::puzzle::section_keys::{BookContext, KindKeys};

/// Classic mazes of square cells.
pub struct GridKind;

pub static GRID: GridKind = GridKind;

impl Kind for GridKind {
    fn name(&self) -> &'static str {
        "grid"
    }
    fn noun(&self) -> &'static str {
        "maze"
    }
    fn uses_marks(&self) -> bool {
        true
    }
    fn about(&self) -> &'static str {
        "A classic grid maze"
    }
    fn own_keys(&self) -> &'static [&'static str] {
        section::KEYS
    }
    fn size_keys(&self) -> &'static [&'static str] {
        &["width", "height", "shape"]
    }
    fn sample_section(&self) -> &'static str {
        "difficulty = \"easy\"\n"
    }
    fn read_section(&self, table: &mut Table, book: &BookContext) -> Result<KindKeys, SpecError> {
        section::parse(table, book)
    }
    fn flags(&self, command: Command) -> Command {
        GridArgs::augment_args(command)
    }
    fn make_from_flags(&self, matches: &ArgMatches) -> Result<Made, PuzzleError> {
        flags::make(GridArgs::from_arg_matches(matches)?)
    }
    fn analyze(&self, form: Value) -> Result<Value, PuzzleError> {
        analyze::analyze(form)
    }
}
