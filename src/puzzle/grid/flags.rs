//! `mazebook puzzle grid …`: the grid kind's flags and the maze they make.

use clap::Args;

use super::algorithms::Algorithm;
use super::options::{GridRequest, any_recipe};
use super::shaped::ends::Ends;
use super::shaped::outline::{Outline, PLAIN};
use crate::keys::error::did_you_mean;
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
    /// Start and goal: corners, sides, longest, or centre (the goal in the middle).
    #[arg(long, value_parser = parse_placement)]
    pub placement: Option<Ends>,
    /// The outline: rectangle (default), circle, hexagon or triangle.
    #[arg(long, value_parser = parse_shape)]
    pub shape: Option<Outline>,
    /// Loops: the share of dead ends to open, from 0 (a perfect maze) to 1 (none left).
    #[arg(long)]
    pub braid: Option<f64>,
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

fn parse_placement(text: &str) -> Result<Ends, String> {
    Ends::from_name(text).ok_or_else(|| format!("use one of: {}", Ends::NAMES.join(", ")))
}

fn parse_shape(text: &str) -> Result<Outline, String> {
    Outline::plain(text).ok_or_else(|| {
        let hint =
            did_you_mean(text, &PLAIN).map_or(String::new(), |n| format!("did you mean \"{n}\"? "));
        format!("{hint}use one of: {}", PLAIN.join(", "))
    })
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
        shape: args.shape,
        braid: args.braid,
    };
    let recipe = any_recipe(&request, args.output.difficulty)?;
    let (finished, notes) = make_noting_seed(
        recipe.as_ref(),
        args.output.seed,
        "fell outside the difficulty band",
    )?;
    let unit = unit_pt(&finished.json());
    let mut made = Made::new(finished, args.output, unit);
    made.notes = notes;
    Ok(made)
}

/// A comfortable size for a stand-alone drawing, per column of the form's width
/// (a circle's form has none; its drawing counts as 10 columns): cells of 6 mm,
/// or less to fit 180 mm.
fn unit_pt(form: &serde_json::Value) -> f64 {
    let width = |key| {
        form.get(key)
            .and_then(serde_json::Value::as_array)
            .map(Vec::len)
    };
    let (across, columns) = match width("rings") {
        Some(rings) => (2 * rings, 10),
        None => {
            let w = form
                .get("width")
                .and_then(serde_json::Value::as_u64)
                .unwrap_or(10) as usize;
            (w, w)
        }
    };
    (6.0 * PT_PER_MM * across as f64).min(180.0 * PT_PER_MM) / columns.max(1) as f64
}
