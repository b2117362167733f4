//! The `rotation` kind as the book and the command line use it: a recipe (board
//! size, density, an exact number of turns, a trap setting) that generates a
//! puzzle, the exact analysis that comes with it, and its JSON form (docs/formats.md).

use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::{Value, json};
use svg::node::element::Group;

use super::board::{Board, Cell, Puzzle};
use super::draw::{self, RotationDrawing};
use super::generate::{DEFAULT_BUDGET, Traps, generate};
use super::solve::{Analysis, analyse, replay};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::{Finished, Metrics, Recipe, Rejected};
use crate::render::style::Style;

/// How to make rotation puzzles for one section rung or command-line request.
#[derive(Debug, Clone)]
pub struct RotationRecipe {
    pub width: usize,
    pub height: usize,
    pub density: f64,
    pub rotations: usize,
    pub traps: Traps,
}

/// A puzzle with its exact analysis.
#[derive(Debug, Clone)]
pub struct RotationFinished {
    pub(super) puzzle: Puzzle,
    pub(super) analysis: Analysis,
}

impl RotationFinished {
    pub fn analysed(puzzle: Puzzle) -> Self {
        let analysis = analyse(&puzzle);
        RotationFinished { puzzle, analysis }
    }

    /// What the drawing shows, as plain data.
    fn drawing(&self) -> RotationDrawing<'_> {
        RotationDrawing {
            board: &self.puzzle.board,
            ball: self.puzzle.ball,
            goal: self.puzzle.goal,
            solution: self.analysis.solution.as_ref(),
            has_traps: self.analysis.trap_states > 0,
        }
    }

    fn metrics(&self) -> Metrics {
        let mut metrics = Metrics::default();
        metrics
            .count("solvable", usize::from(self.analysis.rotations.is_some()))
            .count("reachable_states", self.analysis.reachable_states)
            .count("trap_states", self.analysis.trap_states);
        if let Some(rotations) = self.analysis.rotations {
            metrics.count("rotations", rotations);
        }
        metrics
    }
}

impl Recipe for RotationRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        let puzzle = generate(
            self.width,
            self.height,
            self.density,
            self.rotations,
            self.traps,
            rng,
            DEFAULT_BUDGET,
        )
        .map_err(|fault| Rejected {
            reason: fault.to_string(),
        })?;
        let finished = RotationFinished::analysed(puzzle);
        // The generator and the solver are separate code: the solver has the last word.
        if finished.analysis.rotations != Some(self.rotations) {
            return Err(Rejected {
                reason: match finished.analysis.rotations {
                    Some(found) => format!(
                        "the solver found {found} turns where {} were asked",
                        self.rotations
                    ),
                    None => format!(
                        "the solver found no solution where {} turns were asked",
                        self.rotations
                    ),
                },
            });
        }
        if self.traps == Traps::Avoid && finished.analysis.trap_states > 0
            || self.traps == Traps::Require && finished.analysis.trap_states == 0
        {
            return Err(Rejected {
                reason: "the trap setting is not met".into(),
            });
        }
        Ok(Box::new(finished))
    }

    /// Each attempt already tries thousands of boards.
    fn advice(&self) -> &'static str {
        "try fewer turns, a larger board or another density or traps setting"
    }

    fn max_attempts(&self) -> u32 {
        3
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        draw::fits(self.width, self.height, width, height)
    }

    fn answer_legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        draw::answer_fits(self.width, self.height, self.rotations, width, height)
    }
}

impl Finished for RotationFinished {
    fn json(&self) -> Value {
        let mut value = json!({
            "kind": "rotation",
            "rows": self.puzzle.board.rows(),
            "ball": self.puzzle.ball,
            "goal": self.puzzle.goal,
            "metrics": self.metrics().to_json(),
        });
        if let Some(solution) = &self.analysis.solution {
            value["solution"] = Value::from(solution.turns.clone());
            value["slides"] = json!(
                solution
                    .moves
                    .iter()
                    .map(|m| m.gravity.name())
                    .collect::<Vec<_>>()
            );
            value["rests"] = json!(solution.moves.iter().map(|m| m.rest).collect::<Vec<_>>());
        }
        value
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        draw::draw(&self.drawing(), answer, width, height, style)
    }

    fn aspect_ratio(&self) -> f64 {
        draw::aspect_ratio(self.puzzle.board.width(), self.puzzle.board.height())
    }

    fn drawn_size(&self, width: f64, height: f64) -> (f64, f64) {
        let board = &self.puzzle.board;
        draw::drawn_size(board.width(), board.height(), width, height)
    }

    fn summary(&self) -> String {
        let b = &self.puzzle.board;
        let turns = self
            .analysis
            .solution
            .as_ref()
            .map_or("unsolvable".to_string(), |s| s.turns.clone());
        format!(
            "rotation {}x{} {} {}",
            b.width(),
            b.height(),
            turns,
            self.metrics().summary()
        )
    }
}

/// The JSON form as `analyze` reads it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RotationForm {
    pub kind: String,
    pub rows: Vec<String>,
    pub ball: Cell,
    pub goal: Cell,
    #[serde(default)]
    pub solution: Option<String>,
    #[serde(default)]
    pub slides: Option<Value>,
    #[serde(default)]
    pub rests: Option<Value>,
    #[serde(default)]
    pub metrics: Option<Value>,
}

/// Analyses a puzzle in its JSON form; a claimed solution must be a shortest one.
pub fn analyse_form(form: RotationForm) -> Result<RotationFinished, PuzzleError> {
    let board = Board::from_rows(&form.rows).map_err(PuzzleError::refused)?;
    let puzzle = Puzzle::new(board, form.ball, form.goal).map_err(PuzzleError::refused)?;
    let finished = RotationFinished::analysed(puzzle);
    if let Some(claimed) = &form.solution {
        confirm(&finished, claimed)?;
    }
    Ok(finished)
}

/// Replays a claimed turn sequence: it must end at rest on the goal, in the minimum.
fn confirm(finished: &RotationFinished, claimed: &str) -> Result<(), PuzzleError> {
    let puzzle = &finished.puzzle;
    let moves = replay(puzzle, claimed)
        .map_err(|f| PuzzleError::Refused(format!("the given solution: {f}")))?;
    let end = moves.last().map_or(puzzle.ball, |m| m.rest);
    if end != puzzle.goal {
        return Err(PuzzleError::Refused(format!(
            "the given solution {claimed} leaves the ball at {end:?}, not at rest on the goal {:?}",
            puzzle.goal
        )));
    }
    match finished.analysis.rotations {
        Some(min) if claimed.len() > min => Err(PuzzleError::Refused(format!(
            "the given solution {claimed} takes {} turns; the minimum is {min}",
            claimed.len()
        ))),
        _ => Ok(()),
    }
}
