//! `mazebook puzzle magic-labyrinth …`: the layout kind's flags and the layout
//! they make, optionally drawn as text.

use clap::Args;

use super::ascii;
use super::options::{LabyrinthRequest, recipe};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::{Made, OutputArgs};
use crate::puzzle::seeds;
use crate::units::PT_PER_MM;

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
    /// Print the board as an ASCII drawing (instead of the summary; not with --json).
    #[arg(long, conflicts_with = "json")]
    pub ascii: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Makes the layout the flags ask for.
pub fn make(args: LabyrinthArgs) -> Result<Made, PuzzleError> {
    if args.output.difficulty.is_some() || args.output.answer_svg.is_some() {
        return Err(PuzzleError::NotMade(
            "magic-labyrinth layouts have no difficulty levels and no answer key; use --max-fairness to ask for a fair layout".into(),
        ));
    }
    let request = LabyrinthRequest {
        width: args.width,
        height: args.height,
        walls: args.walls,
        pieces: args.pieces,
        max_fairness: args.max_fairness,
        fair_by_default: false,
        goals: None,
        square_pt: None,
    };
    let recipe = recipe(&request)?;
    let finished = recipe
        .make_one(&mut seeds::rng(args.output.seed))
        .map_err(|r| PuzzleError::NotMade(r.reason))?;
    let text = args.ascii.then(|| ascii::render(&finished.board));
    // 30 mm squares, widened if the figures under the board need more room.
    let square = (30.0 * PT_PER_MM).max(300.0 / recipe.width as f64);
    let width_pt = square * finished.board.width() as f64;
    let mut made = Made::new(Box::new(finished), args.output, width_pt);
    made.text = text;
    Ok(made)
}
