//! `mazebook puzzle rotation …`: the rotation kind's flags and the puzzle they make.

use clap::Args;

use super::generate::Traps;
use super::options::{RotationRequest, TRAP_NAMES, recipe, traps_from_name};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::flags::{Made, OutputArgs, make_drawn};
use crate::units::PT_PER_MM;

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

/// Makes the puzzle the flags ask for.
pub fn make(args: RotationArgs) -> Result<Made, PuzzleError> {
    let request = RotationRequest {
        width: args.width,
        height: args.height,
        rotations: args.rotations,
        difficulty: args.output.difficulty,
        density: args.density,
        traps: args.traps,
    };
    let recipe = recipe(&request)?;
    // A drawing 150 mm wide (ten units of 15 mm).
    let width_pt = 15.0 * PT_PER_MM * 10.0;
    make_drawn(&recipe, args.output, "could not make this puzzle", width_pt)
}
