//! The `theseus` kind as the book and the command line use it: a recipe that
//! generates a puzzle in its band, the solver's analysis confirmed by the
//! independent checker, and the JSON form (docs/formats.md).

use std::ops::RangeInclusive;

use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use svg::node::element::Group;

use super::analysis::{Analysis, analyse};
use super::board::Puzzle;
use super::check::{replay, verdict};
use super::draw::{self, Shown, TheseusDrawing};
use super::form::{TheseusForm, board_json};
use super::generate::{Target, generate};
use super::moves::letters;
use crate::puzzle::error::PuzzleError;
use crate::puzzle::{Finished, HintPart, Metrics, Placing, Recipe, Rejected};
use crate::render::style::Style;

/// How to make Theseus puzzles for one section or command-line request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TheseusRecipe {
    pub width: usize,
    pub height: usize,
    /// The exact minimum must lie in this band.
    pub moves: RangeInclusive<usize>,
    /// The fewest dead-end and lost states within reach of the start.
    pub dead_ends: usize,
    pub lost: usize,
    pub max_walls: Option<usize>,
    /// The section asks for hint pages (`hints = true`).
    pub hints: bool,
}

/// The most height a hint of `part` of an answer of at most `moves` moves
/// takes at `width`, when hints are asked for.
pub fn hint_height(hints: bool, part: HintPart, moves: usize, width: f64) -> Option<f64> {
    hints.then(|| draw::hint_height(part.moves(moves), width))
}

impl TheseusRecipe {
    /// Board evaluations one attempt may spend: about the same work on every
    /// board size (a few seconds at most).
    fn budget(&self) -> u64 {
        let states = (self.width * self.height).pow(2) as u64;
        (150_000_000 / states).max(1000)
    }

    fn target(&self) -> Target {
        Target {
            width: self.width,
            height: self.height,
            moves: self.moves.clone(),
            budget: self.budget(),
            dead_ends: self.dead_ends,
            lost: self.lost,
            max_walls: self.max_walls,
        }
    }
}

/// A puzzle with the solver's analysis, confirmed by the checker.
#[derive(Debug, Clone)]
pub struct TheseusFinished {
    pub puzzle: Puzzle,
    pub analysis: Analysis,
}

impl TheseusFinished {
    /// Analyses a puzzle with the solver and confirms the minimum with the
    /// independent checker (its backward search, and a replay of the solution).
    pub fn checked(puzzle: Puzzle) -> Result<TheseusFinished, String> {
        let analysis = analyse(&puzzle);
        let checked = verdict(&puzzle).minimum;
        if checked != analysis.moves() {
            return Err(format!(
                "the solver found {:?} moves and the checker {checked:?}",
                analysis.moves()
            ));
        }
        if let Some(solution) = &analysis.solution {
            let moves = letters(&solution.moves);
            replay(&puzzle, &moves)
                .map_err(|fault| format!("the checker refused the solver's solution: {fault}"))?;
        }
        Ok(TheseusFinished { puzzle, analysis })
    }

    pub fn drawing(&self) -> TheseusDrawing<'_> {
        TheseusDrawing {
            puzzle: &self.puzzle,
            solution: self.analysis.solution.as_ref(),
        }
    }

    pub fn metrics(&self) -> Metrics {
        let a = &self.analysis;
        let mut metrics = Metrics::default();
        metrics
            .count("solvable", usize::from(a.solution.is_some()))
            .count("walls", self.puzzle.board.inner_walls())
            .count("reachable_states", a.reachable_states)
            .count("dead_end_states", a.dead_end_states)
            .count("lost_states", a.lost_states)
            .ratio("lost_share", a.lost_share());
        if let Some(solution) = &a.solution {
            metrics
                .count("moves", solution.len())
                .count("waits", solution.waits());
        }
        if let Some(walk) = a.walk {
            metrics.count("walk", walk);
        }
        metrics
    }
}

impl Recipe for TheseusRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        let rejected = |reason: String| Rejected { reason };
        let puzzle = generate(&self.target(), rng).map_err(|fault| rejected(fault.to_string()))?;
        let finished = TheseusFinished::checked(puzzle).map_err(rejected)?;
        let a = &finished.analysis;
        // The generator and the solver are separate code: the solver has the last word.
        let moves = a.moves().unwrap_or(0);
        if !self.moves.contains(&moves) {
            return Err(rejected(format!(
                "the solver found {moves} moves where {}–{} were asked",
                self.moves.start(),
                self.moves.end()
            )));
        }
        if a.walk.is_some_and(|walk| moves <= walk) {
            return Err(rejected("the solution is a plain walk to the exit".into()));
        }
        if a.dead_end_states < self.dead_ends || a.lost_states < self.lost {
            return Err(rejected("too few dead ends or lost states".into()));
        }
        Ok(Box::new(finished))
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        draw::fits(self.width, self.height, *self.moves.end(), width, height)
    }

    fn answer_legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        draw::answer_fits(self.width, self.height, *self.moves.end(), width, height)
    }

    fn max_attempts(&self) -> u32 {
        3
    }

    fn hint_height(&self, part: HintPart, width: f64) -> Option<f64> {
        hint_height(self.hints, part, *self.moves.end(), width)
    }

    fn advice(&self) -> &'static str {
        "try fewer moves, a larger board or more walls"
    }
}

impl Finished for TheseusFinished {
    fn json(&self) -> Value {
        let mut value = board_json(&self.puzzle);
        if let Some(solution) = &self.analysis.solution {
            value["solution"] = Value::from(letters(&solution.moves));
        }
        value["metrics"] = self.metrics().to_json();
        value
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        let shown = match answer {
            true => Shown::Answer,
            false => Shown::Puzzle { rules: true },
        };
        draw::draw(&self.drawing(), shown, width, height, style)
    }

    /// The rules only under the section's first puzzle.
    fn draw_placed(&self, width: f64, height: f64, style: &Style, placing: Placing) -> Group {
        let shown = Shown::Puzzle {
            rules: placing.first_of_section,
        };
        draw::draw(&self.drawing(), shown, width, height, style)
    }

    fn aspect_ratio(&self) -> f64 {
        draw::aspect_ratio(&self.drawing())
    }

    fn hint(&self, part: HintPart, width: f64, style: &Style) -> Option<(Group, f64)> {
        let given = self.hint_moves(part)?;
        Some(draw::hint(&self.drawing(), given, width, style))
    }

    /// The part's share of the printed (checked) solution; none without one.
    fn hint_moves(&self, part: HintPart) -> Option<usize> {
        let solution = self.analysis.solution.as_ref()?;
        Some(part.moves(solution.len()))
    }

    /// All the width of the box: the move strip's rows depend on it.
    fn drawn_size(&self, width: f64, height: f64) -> (f64, f64) {
        draw::drawn_size(&self.drawing(), width, height)
    }

    /// The list of moves beside the board when that prints it larger.
    fn answer_size(&self, width: f64, height: f64) -> (f64, f64) {
        draw::answer_size(&self.drawing(), width, height)
    }

    fn summary(&self) -> String {
        let b = &self.puzzle.board;
        let solution = self
            .analysis
            .solution
            .as_ref()
            .map_or("no escape".to_string(), |s| letters(&s.moves));
        format!(
            "theseus {}x{} {solution} {}",
            b.width(),
            b.height(),
            self.metrics().summary()
        )
    }
}

/// Analyses a puzzle in its JSON form; a stated solution must be a shortest escape.
pub fn analyse_form(form: TheseusForm) -> Result<TheseusFinished, PuzzleError> {
    let puzzle = form.puzzle().map_err(PuzzleError::refused)?;
    let finished = TheseusFinished::checked(puzzle).map_err(PuzzleError::Refused)?;
    if let Some(claimed) = &form.solution {
        confirm(&finished, claimed)?;
    }
    Ok(finished)
}

/// A stated solution must escape (by the checker's replay) in the minimum.
fn confirm(finished: &TheseusFinished, claimed: &str) -> Result<(), PuzzleError> {
    let moves = replay(&finished.puzzle, claimed)
        .map_err(|fault| PuzzleError::Refused(format!("`solution`: {fault}")))?;
    match finished.analysis.moves() {
        Some(minimum) if moves > minimum => Err(PuzzleError::Refused(format!(
            "`solution`: it takes {moves} moves; the shortest escape takes {minimum}"
        ))),
        _ => Ok(()),
    }
}
