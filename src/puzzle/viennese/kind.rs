//! The `viennese` kind as the book and the command line use it: a recipe (a plan,
//! its ends, the rules and a target) whose attempts search for a colouring, the
//! exact analysis that checks each one independently, and its JSON form.

use std::sync::Arc;

use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use svg::node::element::Group;

use super::analyse::{Analysis, analyse};
use super::draw::{self, DrawOptions};
use super::form;
use super::maze::Maze;
use super::options::move_boxes;
use super::search::{Target, search};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::{Finished, Lighter, Recipe, Rejected};
use crate::render::style::Style;

/// How to make the puzzles of one section or command-line request.
#[derive(Debug, Clone)]
pub struct VienneseRecipe {
    /// The plan, ends and rules; its colours are the search's to choose.
    pub template: Maze,
    pub target: Target,
    pub draw: DrawOptions,
    /// Which aids the user asked for by name (`phase-maps`, `move-strip`); the
    /// others are the difficulty's defaults, which the preflight may leave out.
    pub asked: Aids,
}

/// Which of the aids (phase maps, move strip) a request named.
#[derive(Debug, Clone, Copy, Default)]
pub struct Aids {
    pub phase_maps: bool,
    pub move_strip: bool,
}

/// A maze with its exact analysis.
#[derive(Debug, Clone)]
pub struct VienneseFinished {
    pub(super) maze: Maze,
    pub(super) analysis: Analysis,
    pub(super) draw: DrawOptions,
}

impl VienneseFinished {
    pub fn analysed(maze: Maze, draw: DrawOptions) -> Self {
        let analysis = analyse(&maze);
        let mut draw = draw;
        // The strip holds the whole solution, whatever the target's band.
        if draw.move_boxes > 0 {
            let moves = analysis.moves.unwrap_or(0);
            draw.move_boxes = draw.move_boxes.max(move_boxes(moves));
        }
        VienneseFinished {
            maze,
            analysis,
            draw,
        }
    }
}

/// Why the analysis does not meet the target, if it does not.
pub fn shortfall(analysis: &Analysis, target: &Target) -> Option<String> {
    let Some(moves) = analysis.moves else {
        return Some("the goal cannot be reached".into());
    };
    if target.unique && !analysis.unique {
        return Some("the solution is not unique".into());
    }
    if !target.moves.contains(&moves) {
        return Some(format!(
            "{moves} moves, outside {}–{}",
            target.moves.start(),
            target.moves.end()
        ));
    }
    let grade = analysis.grading.grade;
    if !target.grade.contains(&grade) {
        return Some(format!(
            "grade {grade:.2}, outside {:.2}–{:.2}",
            target.grade.start(),
            target.grade.end()
        ));
    }
    (analysis.score < target.min_score).then(|| {
        format!(
            "score {:.4e}, below the {:.4e} asked for",
            analysis.score, target.min_score
        )
    })
}

impl Recipe for VienneseRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        let seed = rng.random::<u64>();
        let maze = search(&self.template, &self.target, seed).ok_or_else(|| Rejected {
            reason: "the search found no colouring that meets the target in its budget".into(),
        })?;
        // The search and the analysis are separate code: the analysis has the last word.
        let finished = VienneseFinished::analysed(maze, self.draw.clone());
        if let Some(reason) = shortfall(&finished.analysis, &self.target) {
            return Err(Rejected { reason });
        }
        Ok(Box::new(finished))
    }

    fn advice(&self) -> &'static str {
        if self.target.min_score > 0.0 {
            "ask for a lower min-score, or try another difficulty or variant, or a larger plan"
        } else {
            "try another difficulty or variant, or a larger plan"
        }
    }

    /// Each attempt is already a search over many colourings.
    fn max_attempts(&self) -> u32 {
        3
    }

    /// The phase maps first (three small maps take the most room), then the strip.
    fn lighter(&self) -> Option<Lighter> {
        let mut lighter = self.clone();
        let (key, what, asked) = if self.draw.phase_maps {
            lighter.draw.phase_maps = false;
            ("phase-maps", "the phase maps", self.asked.phase_maps)
        } else if self.draw.move_boxes > 0 {
            lighter.draw.move_boxes = 0;
            ("move-strip", "the move strip", self.asked.move_strip)
        } else {
            return None;
        };
        Some(Lighter {
            recipe: Arc::new(lighter),
            key,
            what,
            asked,
        })
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        draw::fits(self.template.canvas(), &self.draw, width, height)
    }

    fn answer_legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let moves = *self.target.moves.end();
        draw::answer_fits(self.template.canvas(), moves, width, height)
    }
}

impl Finished for VienneseFinished {
    fn json(&self) -> Value {
        let mut value = form::to_json(&self.maze);
        if let Some(route) = &self.analysis.route {
            value["solution"] = Value::from(route.clone());
        }
        value["metrics"] = self.analysis.metrics().to_json();
        value
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        match (&self.analysis.route, answer) {
            (Some(route), true) => draw::draw_answer(&self.maze, route, width, height, style),
            _ => draw::draw_puzzle(&self.maze, &self.draw, width, height, style),
        }
    }

    fn aspect_ratio(&self) -> f64 {
        draw::aspect_ratio(&self.maze, &self.draw)
    }

    fn drawn_size(&self, width: f64, height: f64) -> (f64, f64) {
        draw::drawn_size(&self.maze, &self.draw, width, height)
    }

    fn answer_size(&self, width: f64, height: f64) -> (f64, f64) {
        let own = self.analysis.route.as_ref().and_then(|route| {
            draw::answer_size(&self.maze, route, &self.draw.words, (width, height))
        });
        own.unwrap_or_else(|| draw::aspect_fit(self.aspect_ratio(), (width, height)))
    }

    fn summary(&self) -> String {
        let canvas = self.maze.canvas();
        format!(
            "viennese {} {} intersections {} streets {}",
            self.maze.variant().name(),
            canvas.node_count(),
            canvas.street_count(),
            self.analysis.metrics().summary()
        )
    }
}

/// Analyses a maze in its JSON form; a claimed solution must follow the rules
/// move by move and be a shortest one.
pub fn analyse_form(value: &Value) -> Result<VienneseFinished, PuzzleError> {
    let (maze, claimed) = form::read_maze(value).map_err(PuzzleError::refused)?;
    let finished = VienneseFinished::analysed(maze, DrawOptions::default());
    if let Some(route) = claimed {
        confirm(&finished, &route)?;
    }
    Ok(finished)
}

/// Replays a claimed route: every street exists, no light is red when taken, no
/// U-turn without half-turns, it ends on the goal the first time it gets there,
/// and it takes the fewest moves.
fn confirm(finished: &VienneseFinished, route: &[usize]) -> Result<(), PuzzleError> {
    let maze = &finished.maze;
    super::rules::replay(maze, route)
        .map_err(|f| PuzzleError::Refused(format!("the given solution: {f}")))?;
    let moves = route.len() - 1;
    match finished.analysis.moves {
        Some(min) if moves > min => Err(PuzzleError::Refused(format!(
            "the given solution takes {moves} moves; the fewest is {min}"
        ))),
        _ => Ok(()),
    }
}
