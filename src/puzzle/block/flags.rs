//! `mazebook puzzle block …`: the block kind's flags and the maze they make, and,
//! with `--model`, its 3-D model (STL, OBJ or X3D, millimetres).

use std::path::PathBuf;

use clap::Args;

use super::kind::{AnswerStyle, BlockFinished};
use super::model::{
    self, BASE_RANGE, CELL_RANGE, MAX_MODEL_CELLS, ModelFormat, ModelSize, WALL_RANGE,
};
use super::options::{BlockRequest, recipe};
use crate::puzzle::cells::Placement;
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::{Made, OutputArgs, make_noting_seed};
use crate::units::PT_PER_MM;

#[derive(Debug, Args)]
pub struct BlockArgs {
    /// Columns of cells, frame included (default: from the difficulty).
    #[arg(long)]
    pub width: Option<usize>,
    /// Rows of cells, frame included (default: from the difficulty, or the width).
    #[arg(long)]
    pub height: Option<usize>,
    /// Doors: corners, sides or longest.
    #[arg(long, value_parser = parse_placement)]
    pub placement: Option<Placement>,
    /// Chance (0 to 1) of growing from the newest cell: higher, longer corridors.
    #[arg(long, value_name = "P")]
    pub bias: Option<f64>,
    /// Answer key: path (the solution alone) or explored (also the cells a simple
    /// solver tried, in grey).
    #[arg(long, value_parser = parse_answer_style)]
    pub answer_style: Option<AnswerStyle>,
    /// Write a 3-D model of the maze: FILE.stl (binary STL), FILE.obj or FILE.x3d.
    #[arg(long, value_name = "FILE")]
    pub model: Option<PathBuf>,
    /// Model: the side of a cell in millimetres (default 5).
    #[arg(long, value_name = "MM", requires = "model")]
    pub cell_size: Option<f64>,
    /// Model: the height of the walls above the base plate in millimetres (default 6).
    #[arg(long, value_name = "MM", requires = "model")]
    pub wall_height: Option<f64>,
    /// Model: the thickness of the base plate in millimetres (default 2).
    #[arg(long, value_name = "MM", requires = "model")]
    pub base: Option<f64>,
    #[command(flatten)]
    pub output: OutputArgs,
}

fn parse_placement(text: &str) -> Result<Placement, String> {
    Placement::from_name(text).ok_or_else(|| format!("use one of: {}", Placement::NAMES.join(", ")))
}

fn parse_answer_style(text: &str) -> Result<AnswerStyle, String> {
    AnswerStyle::from_name(text)
        .ok_or_else(|| format!("use one of: {}", AnswerStyle::NAMES.join(", ")))
}

/// Makes the maze (and model) the flags ask for.
pub fn make(args: BlockArgs) -> Result<Made, PuzzleError> {
    let size = model_size(&args)?;
    let format = match &args.model {
        Some(path) => Some(ModelFormat::from_path(path).ok_or_else(|| {
            PuzzleError::flag(
                "model",
                format!(
                    "{} must end in .stl (binary STL), .obj (Wavefront OBJ) or .x3d (X3D)",
                    path.display()
                ),
            )
        })?),
        None => None,
    };
    let request = BlockRequest {
        width: args.width,
        height: args.height,
        placement: args.placement,
        answer_style: args.answer_style,
        bias: args.bias,
    };
    let recipe = recipe(&request, args.output.difficulty)?;
    if format.is_some() && recipe.width * recipe.height > MAX_MODEL_CELLS {
        return Err(PuzzleError::flag(
            "model",
            format!(
                "a {}×{} model would be about {} MB; models are limited to {MAX_MODEL_CELLS} cells (1001×1001)",
                recipe.width,
                recipe.height,
                recipe.width * recipe.height * 300 / 1_000_000
            ),
        ));
    }
    let (finished, notes) = make_noting_seed(
        &recipe,
        |rng| recipe.make_one(rng),
        args.output.seed,
        "fell outside the difficulty band",
    )?;
    // Cells of 5 mm, or less to fit 180 mm.
    let unit = (5.0 * PT_PER_MM).min(180.0 * PT_PER_MM / recipe.width as f64);
    let width_pt = unit * finished.puzzle.maze.width() as f64;
    let model = match (&args.model, format) {
        (Some(path), Some(format)) => {
            let bytes = model_bytes(&finished, size, path, format)?;
            vec![(path.clone(), bytes)]
        }
        _ => Vec::new(),
    };
    let mut made = Made::new(Box::new(finished), args.output, width_pt);
    made.notes = notes;
    made.files = model;
    Ok(made)
}

/// The model sizes from the flags, each within its range.
fn model_size(args: &BlockArgs) -> Result<ModelSize, PuzzleError> {
    let default = ModelSize::default();
    let pick = |flag: &'static str, value: Option<f64>, fallback: f64, range: (f64, f64)| {
        let value = value.unwrap_or(fallback);
        if (range.0..=range.1).contains(&value) {
            Ok(value)
        } else {
            Err(PuzzleError::flag(
                flag,
                format!(
                    "{value} is out of range; expected millimetres from {} to {}",
                    range.0, range.1
                ),
            ))
        }
    };
    Ok(ModelSize {
        cell_mm: pick("cell-size", args.cell_size, default.cell_mm, CELL_RANGE)?,
        wall_mm: pick("wall-height", args.wall_height, default.wall_mm, WALL_RANGE)?,
        base_mm: pick("base", args.base, default.base_mm, BASE_RANGE)?,
    })
}

fn model_bytes(
    block: &BlockFinished,
    size: ModelSize,
    path: &std::path::Path,
    format: ModelFormat,
) -> Result<Vec<u8>, PuzzleError> {
    let mesh = model::build(&block.puzzle.maze, size).map_err(|e| PuzzleError::flag("model", e))?;
    mesh.encode(format).map_err(|e| PuzzleError::File {
        flag: "model",
        detail: format!("cannot encode {}: {e}", path.display()),
    })
}
