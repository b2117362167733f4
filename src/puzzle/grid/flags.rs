//! `mazebook puzzle grid …`: the grid kind's flags and the maze they make.

use clap::Args;

use super::algorithms::Algorithm;
use super::options::{GridRequest, recipe};
use crate::puzzle::cells::Placement;
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::{Made, OutputArgs, make_noting_seed};
use crate::units::{PT_PER_MM, parse_length};

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

/// Makes the maze the flags ask for.
pub fn make(args: GridArgs) -> Result<Made, PuzzleError> {
    let request = GridRequest {
        width: args.width,
        height: args.height,
        algorithm: args.algorithm,
        placement: args.placement,
        wall_pt: args.wall,
    };
    let recipe = recipe(&request, args.output.difficulty)?;
    let (finished, notes) = make_noting_seed(
        &recipe,
        args.output.seed,
        "fell outside the difficulty band",
    )?;
    let mut made = Made::new(finished, args.output, cell_pt(recipe.width));
    made.notes = notes;
    Ok(made)
}

/// A comfortable cell size for a stand-alone drawing: 6 mm, or less to fit 180 mm.
fn cell_pt(columns: usize) -> f64 {
    (6.0 * PT_PER_MM).min(180.0 * PT_PER_MM / columns as f64)
}
