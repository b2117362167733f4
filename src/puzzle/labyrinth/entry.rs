//! The magic-labyrinth kind's entry in the registry: its name, section keys, flags and
//! analysis, as the book, the command line and `analyze` see them.

use clap::{ArgMatches, Args, Command, FromArgMatches};
use serde_json::Value;

use super::flags::LabyrinthArgs;
use super::{flags, section};
use crate::keys::{SpecError, Table};
use crate::puzzle::Finished;
use crate::puzzle::error::{PuzzleError, read_form};
use crate::puzzle::flags::Made;
use crate::puzzle::registry::Kind;
use crate::puzzle::section_keys::{BookContext, KindKeys};
use crate::render::emblem::Emblem;

/// Fair wall layouts for the Magic Labyrinth board game.
pub struct LabyrinthKind;

pub static LABYRINTH: LabyrinthKind = LabyrinthKind;

impl Kind for LabyrinthKind {
    fn name(&self) -> &'static str {
        "magic-labyrinth"
    }
    fn noun(&self) -> &'static str {
        "layout"
    }
    fn how_to_key(&self) -> &'static str {
        "labyrinth"
    }
    fn uses_marks(&self) -> bool {
        false
    }
    fn emblems(&self) -> &'static [Emblem] {
        &[Emblem::Board]
    }
    fn about(&self) -> &'static str {
        "A wall layout for the Magic Labyrinth board game, with its fairness"
    }
    fn own_keys(&self) -> &'static [&'static str] {
        section::KEYS
    }
    fn size_keys(&self) -> &'static [&'static str] {
        &["width", "height"]
    }
    fn sample_section(&self) -> &'static str {
        "walls = 20\n"
    }
    fn read_section(&self, table: &mut Table, _book: &BookContext) -> Result<KindKeys, SpecError> {
        section::parse(table)
    }
    /// Layouts have no levels and no answer key: those shared flags stay out of
    /// the help (and are refused with the reason when given anyway).
    fn flags(&self, command: Command) -> Command {
        LabyrinthArgs::augment_args(command)
            .mut_arg("difficulty", |arg| arg.hide(true))
            .mut_arg("answer_svg", |arg| arg.hide(true))
    }
    fn make_from_flags(&self, matches: &ArgMatches) -> Result<Made, PuzzleError> {
        flags::make(LabyrinthArgs::from_arg_matches(matches)?)
    }
    fn analyze(&self, form: Value) -> Result<Value, PuzzleError> {
        let form: super::kind::LabyrinthForm = read_form(form, "a magic-labyrinth layout")?;
        Ok(super::kind::analyse_form(form)?.json())
    }
}
