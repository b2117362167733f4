//! The rotation kind's entry in the registry: its name, section keys, flags and
//! analysis, as the book, the command line and `analyze` see them.

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde_json::Value;

use super::flags::RotationArgs;
use super::{flags, section};
use crate::keys::{SpecError, Table};
use crate::puzzle::Finished;
use crate::puzzle::error::{PuzzleError, read_form};
use crate::puzzle::flags::Made;
use crate::puzzle::registry::Kind;
use crate::puzzle::section_keys::{BookContext, KindKeys};
use crate::render::emblem::Emblem;

/// Gravity (rotation) puzzles.
pub struct RotationKind;

pub static ROTATION: RotationKind = RotationKind;

impl Kind for RotationKind {
    fn name(&self) -> &'static str {
        "rotation"
    }
    fn noun(&self) -> &'static str {
        "puzzle"
    }
    fn uses_marks(&self) -> bool {
        false
    }
    fn emblems(&self) -> &'static [Emblem] {
        &[Emblem::Ball, Emblem::Star]
    }
    fn about(&self) -> &'static str {
        "A gravity puzzle: turn the board, the ball falls"
    }
    fn own_keys(&self) -> &'static [&'static str] {
        section::KEYS
    }
    fn size_keys(&self) -> &'static [&'static str] {
        &["width", "height", "rotations"]
    }
    fn sample_section(&self) -> &'static str {
        "difficulty = \"easy\"\n"
    }
    fn read_section(&self, table: &mut Table, _book: &BookContext) -> Result<KindKeys, SpecError> {
        section::parse(table)
    }
    fn flags(&self, command: Command) -> Command {
        RotationArgs::augment_args(command)
    }
    fn make_from_flags(&self, matches: &ArgMatches) -> Result<Made, PuzzleError> {
        flags::make(RotationArgs::from_arg_matches(matches)?)
    }
    fn analyze(&self, form: Value) -> Result<Value, PuzzleError> {
        let form: super::kind::RotationForm = read_form(form, "a rotation puzzle")?;
        Ok(super::kind::analyse_form(form)?.json())
    }
}
