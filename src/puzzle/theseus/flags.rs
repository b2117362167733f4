//! `mazebook puzzle theseus …`: the theseus kind's flags and the puzzle they make.

use clap::Args;

use super::draw::standalone_width;
use super::options::{TheseusRequest, recipe};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::{Made, OutputArgs, make_drawn};

#[derive(Debug, Args)]
pub struct TheseusArgs {
    /// Board columns, 4 to 12 (default: the difficulty's board).
    #[arg(long)]
    pub width: Option<usize>,
    /// Board rows, 4 to 12 (default: equal to the width).
    #[arg(long)]
    pub height: Option<usize>,
    /// The exact minimum number of moves, waits included (instead of --difficulty).
    #[arg(long, value_name = "N")]
    pub min_moves: Option<usize>,
    /// At most this many inner walls.
    #[arg(long, value_name = "N")]
    pub walls: Option<usize>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Makes the puzzle the flags ask for.
pub fn make(args: TheseusArgs) -> Result<Made, PuzzleError> {
    let request = TheseusRequest {
        width: args.width,
        height: args.height,
        difficulty: args.output.difficulty,
        min_moves: args.min_moves,
        walls: args.walls,
        hints: false,
    };
    let recipe = recipe(&request)?;
    let width_pt = standalone_width(recipe.width);
    make_drawn(&recipe, args.output, "could not make this puzzle", width_pt)
}
