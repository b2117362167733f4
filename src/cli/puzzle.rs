//! `mazebook puzzle KIND …`: one puzzle, printed as a summary line, its JSON form,
//! or SVG files of the puzzle and its answer.

use std::path::{Path, PathBuf};

use anyhow::anyhow;
use clap::{Args, Subcommand};

use crate::output::write_atomic;
use crate::puzzle::cells::Placement;
use crate::puzzle::grid::algorithms::Algorithm;
use crate::puzzle::grid::options::{GridRequest, recipe};
use crate::puzzle::labyrinth::ascii;
use crate::puzzle::labyrinth::board::Board;
use crate::puzzle::labyrinth::kind::LabyrinthForm;
use crate::puzzle::labyrinth::options::{self as labyrinth_options, LabyrinthRequest};
use crate::puzzle::rotation::generate::Traps;
use crate::puzzle::rotation::options::{
    self as rotation_options, RotationRequest, TRAP_NAMES, traps_from_name,
};
use crate::puzzle::{self, Difficulty, Finished, Recipe};
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::units::{PT_PER_MM, parse_length};

#[derive(Debug, Subcommand)]
pub enum PuzzleKind {
    /// A classic grid maze.
    Grid(GridArgs),
    /// A block ("pixel") maze: walls are whole cells; also as a 3-D model (--model).
    Block(super::block::BlockArgs),
    /// A Viennese traffic-light maze: every light changes at every move.
    Viennese(super::viennese::VienneseArgs),
    /// A wall layout for the Magic Labyrinth board game, with its fairness.
    MagicLabyrinth(LabyrinthArgs),
    /// A gravity puzzle: turn the board, the ball falls.
    Rotation(RotationArgs),
}

#[derive(Debug, Args)]
pub struct RotationArgs {
    /// Board columns (default: grows with the number of turns).
    #[arg(long)]
    pub width: Option<usize>,
    /// Board rows (default: equal to the width).
    #[arg(long)]
    pub height: Option<usize>,
    /// The exact minimum number of turns (instead of --difficulty).
    #[arg(long, value_name = "N")]
    pub rotations: Option<usize>,
    /// Share of blocked cells, 0 to 0.6 (default 0.2).
    #[arg(long, value_name = "P")]
    pub density: Option<f64>,
    /// Trap states (where the ball gets stuck for good): avoid, allow or require.
    #[arg(long, value_parser = parse_traps)]
    pub traps: Option<Traps>,
    #[command(flatten)]
    pub output: OutputArgs,
}

fn parse_traps(text: &str) -> Result<Traps, String> {
    traps_from_name(text).ok_or_else(|| format!("use one of: {}", TRAP_NAMES.join(", ")))
}

#[derive(Debug, Args)]
pub struct LabyrinthArgs {
    /// Board columns (the game's board is 6).
    #[arg(long)]
    pub width: Option<usize>,
    /// Board rows (default: equal to the width).
    #[arg(long)]
    pub height: Option<usize>,
    /// Internal walls (default 24, or fewer if the board or your pieces call for it).
    #[arg(long)]
    pub walls: Option<usize>,
    /// Wall pieces you own (the box has 24).
    #[arg(long)]
    pub pieces: Option<usize>,
    /// Search for a layout whose fairness is at most this (0 = perfectly fair).
    #[arg(long, value_name = "F")]
    pub max_fairness: Option<f64>,
    /// Print the board as an ASCII drawing.
    #[arg(long)]
    pub ascii: bool,
    #[command(flatten)]
    pub output: OutputArgs,
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
    match kind {
        PuzzleKind::Grid(args) => run_grid(args),
        PuzzleKind::Block(args) => super::block::run(args),
        PuzzleKind::Viennese(args) => super::viennese::run(args),
        PuzzleKind::MagicLabyrinth(args) => run_labyrinth(args),
        PuzzleKind::Rotation(args) => run_rotation(args),
    }
}

fn run_rotation(args: RotationArgs) -> anyhow::Result<()> {
    let request = RotationRequest {
        width: args.width,
        height: args.height,
        rotations: args.rotations,
        difficulty: args.output.difficulty,
        density: args.density,
        traps: args.traps,
    };
    let recipe =
        rotation_options::recipe(&request).map_err(|r| anyhow!("--{}: {}", r.key, r.message))?;
    let (seed, finished) = puzzle::make(&recipe, args.output.seed, recipe.max_attempts())
        .map_err(|r| anyhow!("{}", r.reason))?;
    if seed != args.output.seed {
        eprintln!(
            "note: seed {} could not make this puzzle; seed {seed} did",
            args.output.seed
        );
    }
    emit(finished.as_ref(), &args.output, 15.0 * PT_PER_MM)
}

fn run_labyrinth(args: LabyrinthArgs) -> anyhow::Result<()> {
    if args.output.difficulty.is_some() || args.output.answer_svg.is_some() {
        anyhow::bail!(
            "magic-labyrinth layouts have no difficulty levels and no answer key; use --max-fairness to ask for a fair layout"
        );
    }
    let request = LabyrinthRequest {
        width: args.width,
        height: args.height,
        walls: args.walls,
        pieces: args.pieces,
        max_fairness: args.max_fairness,
        goals: None,
        square_pt: None,
    };
    let recipe =
        labyrinth_options::recipe(&request).map_err(|r| anyhow!("--{}: {}", r.key, r.message))?;
    let finished = recipe
        .attempt(&mut crate::puzzle::seeds::rng(args.output.seed))
        .map_err(|r| anyhow!("{}", r.reason))?;
    if args.ascii {
        let board = serde_json::from_value::<LabyrinthForm>(finished.json())?;
        let board = Board::new(board.width, board.height, &board.walls)?;
        super::print_out(&ascii::render(&board))?;
    }
    let quiet = args.ascii;
    // 30 mm squares, widened if the figures under the board need more room.
    let square = (30.0 * PT_PER_MM).max(300.0 / recipe.width as f64);
    emit_quietly(finished.as_ref(), &args.output, square, quiet)
}

fn run_grid(args: GridArgs) -> anyhow::Result<()> {
    let request = GridRequest {
        width: args.width,
        height: args.height,
        algorithm: args.algorithm,
        placement: args.placement,
        wall_pt: args.wall,
    };
    let recipe = recipe(&request, args.output.difficulty)
        .map_err(|r| anyhow!("--{}: {}", r.key, r.message))?;
    let (seed, finished) = puzzle::make(&recipe, args.output.seed, recipe.max_attempts())
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
    emit_quietly(finished, output, unit_pt, false)
}

/// As [`emit`]; `quiet` leaves out the summary line (something else was printed).
fn emit_quietly(
    finished: &dyn Finished,
    output: &OutputArgs,
    unit_pt: f64,
    quiet: bool,
) -> anyhow::Result<()> {
    if output.json {
        super::print_out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&finished.json())?
        ))?;
    }
    if let Some(path) = &output.svg {
        write_svg(path, finished, false, unit_pt)?;
    }
    if let Some(path) = &output.answer_svg {
        write_svg(path, finished, true, unit_pt)?;
    }
    if !quiet && !output.json && output.svg.is_none() && output.answer_svg.is_none() {
        super::print_out(&format!("{}\n", finished.summary()))?;
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
