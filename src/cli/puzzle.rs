//! `mazebook puzzle KIND …`: one puzzle, printed as a summary line, its JSON form,
//! or SVG files of the puzzle and its answer. The kinds and their flags come from
//! the registry (`puzzle::registry`); this module only prints and writes.

use std::io::Write;
use std::path::Path;

use clap::error::ErrorKind;
use clap::{ArgMatches, Command, FromArgMatches, Subcommand};

use crate::output::Staged;
use crate::puzzle::Finished;
use crate::puzzle::flags::{Made, OutputArgs};
use crate::puzzle::registry::{self, KINDS, Kind};
use crate::render::fmt::num;
use crate::render::mark_ids;
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
/// Every file is staged first and all are written or none; standard output
/// (`--json`, and `-` for a file) is printed only once the files are in place.
/// The JSON form and the drawings are written straight into their files or
/// standard output, never held whole in memory.
fn emit(made: &Made) -> anyhow::Result<()> {
    let (finished, output) = (made.finished.as_ref(), &made.output);
    let mut printed = Vec::new();
    if output.json {
        printed.push(Printed::Json);
    }
    let mut staged = Staged::default();
    let svgs = [(&output.svg, false), (&output.answer_svg, true)];
    for (path, answer) in svgs.into_iter().filter_map(|(p, a)| Some((p.as_ref()?, a))) {
        match path == Path::new(STANDARD_OUTPUT) {
            true => printed.push(Printed::Svg { answer }),
            false => staged.add_with(path, |out| {
                write_standalone_svg(out, finished, answer, made.width_pt)
            })?,
        }
    }
    for (path, bytes) in &made.files {
        match path == Path::new(STANDARD_OUTPUT) {
            true => printed.push(Printed::Bytes(bytes)),
            false => staged.add(path, bytes)?,
        }
    }
    staged.commit()?;
    for item in printed {
        super::print_with(|out| match item {
            Printed::Json => {
                finished.write_json(out)?;
                out.write_all(b"\n")
            }
            Printed::Svg { answer } => write_standalone_svg(out, finished, answer, made.width_pt),
            Printed::Bytes(bytes) => out.write_all(bytes),
        })?;
    }
    if made.text.is_none() && asks_nothing(output) {
        super::print_out(&format!("{}\n", finished.summary()))?;
    }
    Ok(())
}

/// What goes to standard output once the files are in place.
enum Printed<'a> {
    Json,
    Svg { answer: bool },
    Bytes(&'a [u8]),
}

/// The output path that means standard output.
const STANDARD_OUTPUT: &str = "-";

fn asks_nothing(output: &OutputArgs) -> bool {
    !output.json && output.svg.is_none() && output.answer_svg.is_none()
}

/// A stand-alone SVG document of the puzzle, `width_pt` wide plus a margin.
pub fn standalone_svg(finished: &dyn Finished, answer: bool, width_pt: f64) -> String {
    let mut bytes = Vec::new();
    // Writing into memory cannot fail, and the document is UTF-8.
    let _ = write_standalone_svg(&mut bytes, finished, answer, width_pt);
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Writes [`standalone_svg`]'s document into `out`.
pub fn write_standalone_svg(
    out: &mut dyn Write,
    finished: &dyn Finished,
    answer: bool,
    width_pt: f64,
) -> std::io::Result<()> {
    let margin = 6.0;
    let height_pt = width_pt / finished.aspect_ratio();
    let style = Style::default();
    let mut drawing = finished.draw_streamed(answer, width_pt, height_pt, &style);
    let (w, h) = (width_pt + 2.0 * margin, height_pt + 2.0 * margin);
    let group = std::mem::take(&mut drawing.group);
    let document = svg::Document::new()
        .set("width", format!("{}pt", num(w)))
        .set("height", format!("{}pt", num(h)))
        .set("viewBox", format!("0 0 {} {}", num(w), num(h)))
        .add(group.set("transform", format!("translate({margin},{margin})")));
    drawing.write(&mark_ids::number(&format!("{document}\n")), out)
}
