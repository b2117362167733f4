//! The viennese kind's entry in the registry: its name, section keys, flags and
//! analysis, as the book, the command line and `analyze` see them.

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde_json::Value;

use super::flags::VienneseArgs;
use super::{flags, section};
use crate::keys::{SpecError, Table};
use crate::puzzle::Finished;
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::Made;
use crate::puzzle::registry::Kind;
use crate::puzzle::section_keys::{BookContext, KindKeys};
use crate::render::emblem::Emblem;

/// Viennese traffic-light mazes.
pub struct VienneseKind;

pub static VIENNESE: VienneseKind = VienneseKind;

impl Kind for VienneseKind {
    fn name(&self) -> &'static str {
        "viennese"
    }
    fn noun(&self) -> &'static str {
        "puzzle"
    }
    fn uses_marks(&self) -> bool {
        false
    }
    fn emblems(&self) -> &'static [Emblem] {
        &[Emblem::Face, Emblem::TrafficLight, Emblem::Star]
    }
    fn about(&self) -> &'static str {
        "A Viennese traffic-light maze: every light changes at every move"
    }
    fn own_keys(&self) -> &'static [&'static str] {
        section::KEYS
    }
    fn size_keys(&self) -> &'static [&'static str] {
        &["width", "height", "plan", "shape"]
    }
    fn sample_section(&self) -> &'static str {
        "difficulty = 1\n"
    }
    fn read_section(&self, table: &mut Table, book: &BookContext) -> Result<KindKeys, SpecError> {
        section::parse(table, book)
    }
    fn flags(&self, command: Command) -> Command {
        VienneseArgs::augment_args(command)
    }
    fn make_from_flags(&self, matches: &ArgMatches) -> Result<Made, PuzzleError> {
        flags::make(VienneseArgs::from_arg_matches(matches)?)
    }
    fn analyze(&self, form: Value) -> Result<Value, PuzzleError> {
        Ok(super::kind::analyse_form(&form)?.json())
    }
}
