//! The theseus kind's entry in the registry: its name, section keys, flags and
//! analysis, as the book, the command line and `analyze` see them.

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde_json::Value;

use super::flags::{self, TheseusArgs};
use super::form::TheseusForm;
use super::{kind, section};
use crate::keys::{SpecError, Table};
use crate::puzzle::Finished;
use crate::puzzle::error::{PuzzleError, read_form};
use crate::puzzle::flags::Made;
use crate::puzzle::registry::Kind;
use crate::puzzle::section_keys::{BookContext, KindKeys};
use crate::render::emblem::Emblem;

/// Theseus and the Minotaur.
pub struct TheseusKind;

pub static THESEUS: TheseusKind = TheseusKind;

impl Kind for TheseusKind {
    fn name(&self) -> &'static str {
        "theseus"
    }
    fn noun(&self) -> &'static str {
        "puzzle"
    }
    fn about(&self) -> &'static str {
        "Theseus and the Minotaur: escape the walled board before the Minotaur catches you"
    }
    fn uses_marks(&self) -> bool {
        false
    }
    /// The Minotaur chases Theseus, who runs for the way out.
    fn emblems(&self) -> &'static [Emblem] {
        &[Emblem::Minotaur, Emblem::Theseus, Emblem::Exit]
    }
    fn own_keys(&self) -> &'static [&'static str] {
        section::KEYS
    }
    fn size_keys(&self) -> &'static [&'static str] {
        &["width", "height", "min-moves", "ladder", "boards"]
    }
    fn sample_section(&self) -> &'static str {
        "difficulty = \"easy\"\n"
    }
    fn read_section(&self, table: &mut Table, _book: &BookContext) -> Result<KindKeys, SpecError> {
        section::parse(table)
    }
    fn flags(&self, command: Command) -> Command {
        TheseusArgs::augment_args(command)
    }
    fn make_from_flags(&self, matches: &ArgMatches) -> Result<Made, PuzzleError> {
        flags::make(TheseusArgs::from_arg_matches(matches)?)
    }
    fn analyze(&self, form: Value) -> Result<Value, PuzzleError> {
        let form: TheseusForm = read_form(form, "a Theseus puzzle")?;
        Ok(kind::analyse_form(form)?.json())
    }
}
