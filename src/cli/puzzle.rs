//! `mazebook puzzle KIND …`: one puzzle, printed as a summary line, its JSON form,
//! or SVG files of the puzzle and its answer. The kinds and their flags come from
//! the registry (`puzzle::registry`); this module only prints and writes.

use std::path::Path;

use clap::error::ErrorKind;
use clap::{ArgMatches, Command, FromArgMatches, Subcommand};

use crate::output::write_atomic;
use crate::puzzle::Finished;
use crate::puzzle::flags::{Made, OutputArgs};
use crate::puzzle::registry::{self, KINDS, Kind};
use crate::render::fmt::num;
use crate::render::style::Style;

/// `mazebook puzzle NAME`: the kind named and its parsed flags.
pub struct PuzzleCommand {
    pub kind: &'static dyn Kind,
    pub matches: ArgMatches,
}

impl std::fmt::Debug for PuzzleCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PuzzleCommand")
            .field("kind", &self.kind.name())
            .finish()
    }
}

impl FromArgMatches for PuzzleCommand {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, sub)) = matches.subcommand() else {
            return Err(clap::Error::new(ErrorKind::MissingSubcommand));
        };
        let kind =
            registry::find(name).ok_or_else(|| clap::Error::new(ErrorKind::InvalidSubcommand))?;
        Ok(PuzzleCommand {
            kind,
            matches: sub.clone(),
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for PuzzleCommand {
    fn augment_subcommands(command: Command) -> Command {
        KINDS.iter().fold(command, |command, kind| {
            command.subcommand(kind.flags(Command::new(kind.name())).about(kind.about()))
        })
    }

    fn augment_subcommands_for_update(command: Command) -> Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        registry::find(name).is_some()
    }
}

/// Makes and outputs one puzzle.
pub fn run(command: PuzzleCommand) -> anyhow::Result<()> {
    let made = command.kind.make_from_flags(&command.matches)?;
    for note in &made.notes {
        super::print_err(note);
    }
    if let Some(text) = &made.text {
        super::print_out(text)?;
    }
    emit(&made)
}

/// Prints or writes what the flags ask for; a summary line when they ask nothing.
fn emit(made: &Made) -> anyhow::Result<()> {
    let (finished, output) = (made.finished.as_ref(), &made.output);
    if output.json {
        super::print_out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&finished.json())?
        ))?;
    }
    if let Some(path) = &output.svg {
        write_svg(path, finished, false, made.unit_pt)?;
    }
    if let Some(path) = &output.answer_svg {
        write_svg(path, finished, true, made.unit_pt)?;
    }
    for (path, bytes) in &made.files {
        write_atomic(path, bytes)?;
    }
    if made.text.is_none() && asks_nothing(output) {
        super::print_out(&format!("{}\n", finished.summary()))?;
    }
    Ok(())
}

fn asks_nothing(output: &OutputArgs) -> bool {
    !output.json && output.svg.is_none() && output.answer_svg.is_none()
}

/// A stand-alone SVG document of the puzzle, `width_pt` wide plus a margin.
pub fn standalone_svg(finished: &dyn Finished, answer: bool, width_pt: f64) -> String {
    let margin = 6.0;
    let height_pt = width_pt / finished.aspect_ratio();
    let style = Style::default();
    let drawing = finished.draw(answer, width_pt, height_pt, &style);
    let (w, h) = (width_pt + 2.0 * margin, height_pt + 2.0 * margin);
    let document = svg::Document::new()
        .set("width", format!("{}pt", num(w)))
        .set("height", format!("{}pt", num(h)))
        .set("viewBox", format!("0 0 {} {}", num(w), num(h)))
        .add(drawing.set("transform", format!("translate({margin},{margin})")));
    format!("{document}\n")
}

/// Writes the puzzle (or its answer) `unit_pt` per column of its JSON form's width.
fn write_svg(
    path: &Path,
    finished: &dyn Finished,
    answer: bool,
    unit_pt: f64,
) -> anyhow::Result<()> {
    let columns = finished
        .json()
        .get("width")
        .and_then(serde_json::Value::as_f64)
        .unwrap_or(10.0);
    write_atomic(
        path,
        standalone_svg(finished, answer, unit_pt * columns).as_bytes(),
    )?;
    Ok(())
}
