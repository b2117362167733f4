//! The block kind's entry in the registry: its name, section keys, flags and
//! analysis, as the book, the command line and `analyze` see them.

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde_json::Value;

use super::flags::BlockArgs;
use super::{flags, section};
use crate::keys::{SpecError, Table};
use crate::puzzle::error::{PuzzleError, read_form};
use crate::puzzle::flags::Made;
use crate::puzzle::registry::Kind;
use crate::puzzle::section_keys::{BookContext, KindKeys};

/// Block ("pixel") mazes: walls are whole cells.
pub struct BlockKind;

pub static BLOCK: BlockKind = BlockKind;

impl Kind for BlockKind {
    fn name(&self) -> &'static str {
        "block"
    }
    fn noun(&self) -> &'static str {
        "maze"
    }
    fn uses_marks(&self) -> bool {
        true
    }
    fn about(&self) -> &'static str {
        "A block (\"pixel\") maze: walls are whole cells; also as a 3-D model (--model)"
    }
    fn own_keys(&self) -> &'static [&'static str] {
        section::KEYS
    }
    fn size_keys(&self) -> &'static [&'static str] {
        &["width", "height"]
    }
    fn sample_section(&self) -> &'static str {
        "difficulty = \"easy\"\n"
    }
    fn read_section(&self, table: &mut Table, _book: &BookContext) -> Result<KindKeys, SpecError> {
        section::parse(table)
    }
    fn flags(&self, command: Command) -> Command {
        BlockArgs::augment_args(command)
    }
    fn make_from_flags(&self, matches: &ArgMatches) -> Result<Made, PuzzleError> {
        flags::make(BlockArgs::from_arg_matches(matches)?)
    }
    fn analyze(&self, form: Value) -> Result<Value, PuzzleError> {
        let form: super::kind::BlockForm = read_form(form, "a block maze")?;
        super::kind::analyse_form(form)
    }
}
