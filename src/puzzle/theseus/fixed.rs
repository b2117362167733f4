//! A board given whole (a section's `boards` file): every attempt hands back
//! the same puzzle, analysed by the solver and confirmed by the checker.

use rand_chacha::ChaCha8Rng;

use super::board::Puzzle;
use super::draw;
use super::kind::TheseusFinished;
use crate::puzzle::{Finished, HintPart, Recipe, Rejected};

#[derive(Debug, Clone)]
pub struct FixedBoard {
    puzzle: Puzzle,
    /// The drawing's move strip and answer list are as long as the escape.
    moves: usize,
    /// The section asks for hint pages.
    hints: bool,
}

impl FixedBoard {
    pub fn new(puzzle: Puzzle, hints: bool) -> FixedBoard {
        let moves = super::analysis::analyse(&puzzle).moves().unwrap_or(0);
        FixedBoard {
            puzzle,
            moves,
            hints,
        }
    }
}

impl Recipe for FixedBoard {
    fn attempt(&self, _rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        let finished =
            TheseusFinished::checked(self.puzzle.clone()).map_err(|reason| Rejected { reason })?;
        Ok(Box::new(finished))
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let b = &self.puzzle.board;
        draw::fits(b.width(), b.height(), self.moves, width, height)
    }

    fn answer_legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let b = &self.puzzle.board;
        draw::answer_fits(b.width(), b.height(), self.moves, width, height)
    }

    fn max_attempts(&self) -> u32 {
        1
    }

    fn hint_height(&self, part: HintPart, width: f64) -> Option<f64> {
        super::kind::hint_height(self.hints, part, self.moves, width)
    }

    fn advice(&self) -> &'static str {
        "check the board's file"
    }
}
