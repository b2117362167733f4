//! `mazebook puzzle grid …`: the grid kind's flags and the maze they make.

use std::path::PathBuf;

use clap::Args;

use super::rectangle::algorithms::Algorithm;
use super::request::GridRequest;
use super::section::lay_on;
use super::shaped::board::Tiling;
use super::shaped::ends::Ends;
use super::shaped::outline::Outline;
use super::shaped::pictures::MaskSource;
use super::split::{AnyGridRecipe, choose_recipe};
use crate::fonts::FontChoice;
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::{Made, OutputArgs, make_noting_seed};
use crate::puzzle::section_keys::BookContext;
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
    /// The outline: rectangle (default), circle, hexagon, triangle, or a picture
    /// (heart, star, cat, fish, house, tree, rocket, butterfly, dinosaur, car, apple, moon).
    #[arg(long, conflicts_with_all = ["mask", "text"])]
    pub shape: Option<String>,
    /// A PNG of one's own: its dark pixels are the maze, light ones outside.
    #[arg(long, conflicts_with = "text")]
    pub mask: Option<PathBuf>,
    /// A maze in the shape of a word.
    #[arg(long)]
    pub text: Option<String>,
    /// The cells a picture, mask or text is laid on: square (default), hexagon or triangle.
    #[arg(long, value_parser = parse_tiling)]
    pub tiling: Option<Tiling>,
    /// Loops: the share of dead ends to open, from 0 (a perfect maze) to 1 (none left).
    #[arg(long)]
    pub braid: Option<f64>,
    /// Crossings: the share of inner cells where a corridor may pass over another,
    /// from 0 (none) to 1.
    #[arg(long)]
    pub weave: Option<f64>,
    /// Floors joined by stairs, from 2 to 6 (default: one floor).
    #[arg(long)]
    pub levels: Option<usize>,
    /// Wall thickness, e.g. 1.5pt or 0.5mm (default: by the cell, 8 % of it from 1.5pt to 4pt).
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

fn parse_tiling(text: &str) -> Result<Tiling, String> {
    Tiling::from_name(text).ok_or_else(|| format!("use one of: {}", Tiling::MASKABLE.join(", ")))
}

/// The outline the flags ask for; an unknown shape is an error naming `--shape`.
fn outline(args: &GridArgs) -> Result<Option<Outline>, PuzzleError> {
    let refused =
        |flag: &str, message: String| PuzzleError::Refused(format!("--{flag}: {message}"));
    let outline = match (&args.shape, &args.mask, &args.text) {
        (Some(name), _, _) => Some(Outline::named(name).map_err(|m| refused("shape", m))?),
        (_, Some(path), _) => Some(picture(MaskSource::File(path.clone()))),
        (_, _, Some(text)) => {
            let font = FontChoice::default();
            Some(picture(MaskSource::Word {
                text: text.clone(),
                font,
            }))
        }
        _ => None,
    };
    lay_on(outline, args.tiling).map_err(|m| refused("tiling", m))
}

fn picture(source: MaskSource) -> Outline {
    Outline::Picture {
        source,
        tiling: Tiling::Square,
    }
}

fn parse_wall(text: &str) -> Result<f64, String> {
    parse_length(text).ok_or_else(|| "use a length such as 1.5pt or 0.5mm".into())
}

/// Makes the maze the flags ask for.
pub fn make(args: GridArgs) -> Result<Made, PuzzleError> {
    let shape = outline(&args)?;
    let request = GridRequest {
        width: args.width,
        height: args.height,
        algorithm: args.algorithm,
        placement: args.placement,
        wall_pt: args.wall,
        shape,
        braid: args.braid,
        weave: args.weave,
        levels: args.levels,
        book: BookContext::default(),
        slot: None,
    };
    let recipe = choose_recipe(&request, args.output.difficulty)?;
    let why = match request.levels {
        Some(_) => "fell outside the difficulty band or left no way through its floors' zones",
        None => "fell outside the difficulty band",
    };
    if let AnyGridRecipe::Floors(floors) = &recipe {
        let (finished, notes) =
            make_noting_seed(floors, |rng| floors.make_one(rng), args.output.seed, why)?;
        let width = super::floors::draw::standalone_width(&finished);
        let mut made = Made::new(Box::new(finished), args.output, width);
        made.notes = notes;
        return Ok(made);
    }
    let shared = recipe.as_recipe();
    let (finished, notes) =
        make_noting_seed(shared, |rng| shared.attempt(rng), args.output.seed, why)?;
    let mut made = Made::new(finished, args.output, width_pt(&recipe));
    made.notes = notes;
    Ok(made)
}

/// A comfortable width for a stand-alone drawing: cells of 6 mm, or less to
/// fit 180 mm (a circle's 6 mm per ring is measured across it, through the
/// middle). Worked out per column of the form's width (a circle's form has
/// none; its drawing counts as 10 columns), as drawings have always been sized.
fn width_pt(recipe: &AnyGridRecipe) -> f64 {
    let (across, columns) = match recipe {
        AnyGridRecipe::Rectangle(rectangle) => (rectangle.width, rectangle.width),
        AnyGridRecipe::Weave(weave) => (weave.width, weave.width),
        AnyGridRecipe::Floors(floors) => (floors.stack.width, floors.stack.width),
        AnyGridRecipe::Shaped(shaped) => match shaped.board.tiling {
            Tiling::Circle => (2 * shaped.board.rings.len(), 10),
            _ => (shaped.board.width, shaped.board.width),
        },
    };
    let unit = (6.0 * PT_PER_MM * across as f64).min(180.0 * PT_PER_MM) / columns.max(1) as f64;
    unit * columns as f64
}
