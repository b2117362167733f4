//! `mazebook puzzle KIND …`: one puzzle, printed as a summary line, its JSON form,
//! or SVG files of the puzzle and its answer.

use std::path::{Path, PathBuf};

use anyhow::anyhow;
use clap::{Args, Subcommand};

use crate::output::write_atomic;
use crate::puzzle::grid::algorithms::Algorithm;
use crate::puzzle::grid::options::{GridRequest, recipe};
use crate::puzzle::grid::placement::Placement;
use crate::puzzle::{self, Difficulty, Finished};
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::spec::length::{PT_PER_MM, parse_length};

#[derive(Debug, Subcommand)]
pub enum PuzzleKind {
    /// A classic grid maze.
    Grid(GridArgs),
}

/// Outputs shared by every kind.
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Seed of the generator: the same seed and options give the same puzzle.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// easy, medium, hard, or 1–10 (without it: any valid puzzle of the given size).
    #[arg(long, value_parser = parse_difficulty)]
    pub difficulty: Option<Difficulty>,
    /// Print the puzzle's JSON form (with solution and metrics).
    #[arg(long)]
    pub json: bool,
    /// Write the puzzle as SVG.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Write the answer key as SVG.
    #[arg(long, value_name = "FILE")]
    pub answer_svg: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct GridArgs {
    /// Columns (default: from the difficulty).
    #[arg(long)]
    pub width: Option<usize>,
    /// Rows (default: from the difficulty, or equal to the width).
    #[arg(long)]
    pub height: Option<usize>,
    /// Generation algorithm.
    #[arg(long, value_parser = parse_algorithm)]
    pub algorithm: Option<Algorithm>,
    /// Start and goal: corners, sides or longest.
    #[arg(long, value_parser = parse_placement)]
    pub placement: Option<Placement>,
    /// Wall thickness, e.g. 1.5pt or 0.5mm.
    #[arg(long, value_parser = parse_wall)]
    pub wall: Option<f64>,
    #[command(flatten)]
    pub output: OutputArgs,
}

fn parse_difficulty(text: &str) -> Result<Difficulty, String> {
    Difficulty::parse(text).ok_or_else(|| format!("use {}", Difficulty::ALLOWED))
}

fn parse_algorithm(text: &str) -> Result<Algorithm, String> {
    Algorithm::from_name(text)
        .ok_or_else(|| format!("use one of: {}", Algorithm::names().join(", ")))
}

fn parse_placement(text: &str) -> Result<Placement, String> {
    Placement::from_name(text).ok_or_else(|| format!("use one of: {}", Placement::NAMES.join(", ")))
}

fn parse_wall(text: &str) -> Result<f64, String> {
    parse_length(text).ok_or_else(|| "use a length such as 1.5pt or 0.5mm".into())
}

/// Makes and outputs one puzzle.
pub fn run(kind: PuzzleKind) -> anyhow::Result<()> {
    let PuzzleKind::Grid(args) = kind;
    let request = GridRequest {
        width: args.width,
        height: args.height,
        algorithm: args.algorithm,
        placement: args.placement,
        wall_pt: args.wall,
    };
    let recipe = recipe(&request, args.output.difficulty)
        .map_err(|r| anyhow!("--{}: {}", r.key, r.message))?;
    let (seed, finished) = puzzle::make(&recipe, args.output.seed, crate::pipeline::MAX_ATTEMPTS)
        .map_err(|r| anyhow!("{}", r.reason))?;
    if seed != args.output.seed {
        eprintln!(
            "note: seed {} fell outside the difficulty band; seed {seed} made this puzzle",
            args.output.seed
        );
    }
    emit(finished.as_ref(), &args.output, cell_pt(recipe.width))
}

/// A comfortable cell size for a stand-alone drawing: 6 mm, or less to fit 180 mm.
fn cell_pt(columns: usize) -> f64 {
    (6.0 * PT_PER_MM).min(180.0 * PT_PER_MM / columns as f64)
}

/// Prints or writes what the flags ask for; a summary line when they ask nothing.
pub fn emit(finished: &dyn Finished, output: &OutputArgs, unit_pt: f64) -> anyhow::Result<()> {
    if output.json {
        println!("{}", serde_json::to_string_pretty(&finished.json())?);
    }
    if let Some(path) = &output.svg {
        write_svg(path, finished, false, unit_pt)?;
    }
    if let Some(path) = &output.answer_svg {
        write_svg(path, finished, true, unit_pt)?;
    }
    if !output.json && output.svg.is_none() && output.answer_svg.is_none() {
        println!("{}", finished.summary());
    }
    Ok(())
}

/// A stand-alone SVG document of the puzzle, `unit_pt` per cell of its longer side.
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
    )
}
