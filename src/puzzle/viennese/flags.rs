//! `mazebook puzzle viennese …`: the Viennese kind's flags and the maze they make,
//! on a built-in plan or a plan file of the user's own.

use std::path::PathBuf;

use clap::Args;

use super::canvas::Shape;
use super::form::read_plan;
use super::maze::Variant;
use super::options::{self, VienneseRequest};
use crate::input::{SMALL_FILE, read_text};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::{Made, OutputArgs, make_drawn};
use crate::units::PT_PER_MM;

#[derive(Debug, Args)]
pub struct VienneseArgs {
    /// Intersections a row (for the roundabout: spokes).
    #[arg(long)]
    pub width: Option<usize>,
    /// Rows of intersections (for the roundabout: rings).
    #[arg(long)]
    pub height: Option<usize>,
    /// The built-in plan: squares, triangles or roundabout.
    #[arg(long, value_parser = parse_shape)]
    pub shape: Option<Shape>,
    /// A street plan of your own in the JSON form (nodes and streets).
    #[arg(long, value_name = "FILE", conflicts_with = "shape")]
    pub plan: Option<PathBuf>,
    /// nht: no U-turns; ht: U-turns allowed.
    #[arg(long, value_parser = parse_variant)]
    pub variant: Option<Variant>,
    /// The start intersection (default: the plan's first, or the top-left).
    #[arg(long)]
    pub start: Option<usize>,
    /// The goal intersection (default: the plan's last, or the bottom-right).
    #[arg(long)]
    pub goal: Option<usize>,
    /// Print three small maps of the lights after 0/3/6…, 1/4/7…, 2/5/8… moves.
    #[arg(long)]
    pub phase_maps: bool,
    /// Ask for a unique maze whose reference score is at least this.
    #[arg(long, value_name = "S")]
    pub min_score: Option<f64>,
    #[command(flatten)]
    pub output: OutputArgs,
}

fn parse_shape(text: &str) -> Result<Shape, String> {
    Shape::from_name(text).ok_or_else(|| format!("use one of: {}", Shape::NAMES.join(", ")))
}

fn parse_variant(text: &str) -> Result<Variant, String> {
    Variant::from_name(text)
        .ok_or_else(|| "use nht (no U-turns) or ht (U-turns allowed)".to_string())
}

/// Makes the maze the flags ask for.
pub fn make(args: VienneseArgs) -> Result<Made, PuzzleError> {
    let plan = match &args.plan {
        Some(path) => {
            let plan_error = |detail: String| PuzzleError::File {
                flag: "plan",
                detail: format!("{}: {detail}", path.display()),
            };
            let text = read_text(path, SMALL_FILE)
                .map_err(|e| plan_error(format!("cannot read it: {e}")))?;
            let value = serde_json::from_str(&text)
                .map_err(|e| plan_error(format!("not valid JSON: {e}")))?;
            Some(read_plan(&value).map_err(|f| plan_error(f.to_string()))?)
        }
        None => None,
    };
    let request = VienneseRequest {
        shape: args.shape,
        width: args.width,
        height: args.height,
        plan,
        variant: args.variant,
        difficulty: args.output.difficulty,
        start: args.start,
        goal: args.goal,
        phase_maps: args.phase_maps.then_some(true),
        move_strip: None,
        min_score: args.min_score,
    };
    let recipe = options::recipe(&request)?;
    // A drawing 150 mm wide (ten units of 15 mm).
    let width_pt = 15.0 * PT_PER_MM * 10.0;
    make_drawn(&recipe, args.output, "could not make this maze", width_pt)
}
