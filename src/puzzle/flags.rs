//! The flags every kind's `mazebook puzzle NAME` command shares (seed, difficulty,
//! outputs), and what a kind's flags make: the puzzle and how to print it. Writing
//! the outputs is the command line's job (`cli::puzzle`).

use std::path::PathBuf;

use clap::Args;

use super::error::PuzzleError;
use rand_chacha::ChaCha8Rng;

use super::{Difficulty, Finished, Recipe, Rejected};

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

fn parse_difficulty(text: &str) -> Result<Difficulty, String> {
    Difficulty::parse(text).ok_or_else(|| format!("use {}", Difficulty::ALLOWED))
}

/// One puzzle made from flags, with what the command line needs to print it.
pub struct Made {
    pub finished: Box<dyn Finished>,
    pub output: OutputArgs,
    /// The width of the drawing in a stand-alone SVG, in points (a margin goes
    /// round it): each kind sizes it from its own puzzle.
    pub width_pt: f64,
    /// Lines for standard error (e.g. that another seed made the puzzle).
    pub notes: Vec<String>,
    /// Printed instead of the summary line (a board drawn in text).
    pub text: Option<String>,
    /// Further files the flags asked for, written with the SVGs: (path, bytes).
    pub files: Vec<(PathBuf, Vec<u8>)>,
}

impl Made {
    /// A puzzle with no extra text or files.
    pub fn new(finished: Box<dyn Finished>, output: OutputArgs, width_pt: f64) -> Self {
        Made {
            finished,
            output,
            width_pt,
            notes: Vec::new(),
            text: None,
            files: Vec::new(),
        }
    }
}

/// Makes one puzzle with the recipe's own [`Recipe::attempt`] from the flags'
/// seed (noting another seed as [`make_noting_seed`] does, `why`), to be drawn
/// `width_pt` wide.
pub fn make_drawn(
    recipe: &dyn Recipe,
    output: OutputArgs,
    why: &str,
    width_pt: f64,
) -> Result<Made, PuzzleError> {
    let (finished, notes) = make_noting_seed(recipe, |rng| recipe.attempt(rng), output.seed, why)?;
    let mut made = Made::new(finished, output, width_pt);
    made.notes = notes;
    Ok(made)
}

/// Makes one puzzle from `seed` (or seeds derived from it) with `attempt` (the
/// recipe's own, typed, or [`Recipe::attempt`]) and notes when another seed had
/// to make it; a request no attempt meets gets the recipe's advice.
pub fn make_noting_seed<T>(
    recipe: &dyn Recipe,
    attempt: impl Fn(&mut ChaCha8Rng) -> Result<T, Rejected>,
    seed: u64,
    why: &str,
) -> Result<(T, Vec<String>), PuzzleError> {
    let (made_by, finished) =
        super::make_with(attempt, seed, recipe.max_attempts()).map_err(|Rejected { reason }| {
            PuzzleError::NotMade(format!("{reason}; {}", recipe.advice()))
        })?;
    let notes = if made_by == seed {
        Vec::new()
    } else {
        vec![format!(
            "note: seed {seed} {why}; seed {made_by} made this puzzle"
        )]
    };
    Ok((finished, notes))
}
