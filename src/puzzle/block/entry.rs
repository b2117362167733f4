//! The block kind's entry in the registry: its name, section keys, flags and
//! analysis, as the book, the command line and `analyze` see them.

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde_json::Value;

use super::flags::BlockArgs;
use super::{flags, section};
use crate::keys::{SpecError, Table};
use crate::puzzle::flags::Made;
use crate::puzzle::registry::Kind;
use crate::puzzle::section_keys::KindKeys;

/// Block ("pixel") mazes: walls are whole cells.
pub struct BlockKind;

pub static BLOCK: BlockKind = BlockKind;

impl Kind for BlockKind {
    fn name(&self) -> &'static str {
        "block"
    }
    fn noun(&self) -> &'static str {
        "Maze"
    }
    fn about(&self) -> &'static str {
        "A block (\"pixel\") maze: walls are whole cells; also as a 3-D model (--model)"
    }
    fn section_keys(&self) -> &'static [&'static str] {
        section::KEYS
    }
    fn read_section(&self, table: &mut Table) -> Result<KindKeys, SpecError> {
        section::parse(table)
    }
    fn flags(&self, command: Command) -> Command {
        BlockArgs::augment_args(command)
    }
    fn make_from_flags(&self, matches: &ArgMatches) -> anyhow::Result<Made> {
        flags::make(BlockArgs::from_arg_matches(matches)?)
    }
    fn analyze(&self, form: Value) -> anyhow::Result<Value> {
        let form: super::kind::BlockForm = serde_json::from_value(form)
            .map_err(|e| anyhow::anyhow!("not a block maze in its JSON form: {e}"))?;
        super::kind::analyse_form(form)
    }
}
