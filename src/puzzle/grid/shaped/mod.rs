//! Grid mazes on other shapes: squares with a picture's or a word's mask, hexagons,
//! triangles and circles, perfect or with loops (`braid`).
//!
//! The pipeline is the rectangle's: a [`Board`] (which cells, which are in the
//! maze) → an algorithm carves a spanning tree on the board's [`Adjacency`] →
//! `braid` opens dead ends → `ends` places start and goal → the JSON form
//! (`form`) → the independent checker in `checkers/shaped/` reads that form back, proves
//! it and measures it → the level's band admits it or it is made again → `draw`.
//! Nothing here is shared with the checker: it sees only the form.

pub mod adjacency;
pub mod board;
pub mod braid;
pub mod carve;
pub mod draw;
pub mod ends;
pub mod fit;
pub mod form;
pub mod geometry;
pub mod levels;
pub mod outline;
pub mod pictures;
pub mod recipe;

use crate::render::wall::Wall;
use rand_chacha::ChaCha8Rng;
use svg::node::element::Group;

use self::adjacency::Adjacency;
use self::board::Board;
use self::carve::Passage;
use self::ends::Ends;
use super::finish::{attempts_for, refused, within};
use super::rectangle::algorithms::Algorithm;
use crate::puzzle::answer_walk::{AnswerWalk, fewest_cells, worth_solving};
use crate::puzzle::cells::Band;
use crate::puzzle::cells::cell_size::check_legible;
use crate::puzzle::{Finished, Fit, Metrics, Recipe, Rejected};
use crate::render::streamed::Streamed;
use crate::render::style::Style;

/// A shaped maze as data: the fields of its JSON form, without solution or metrics.
#[derive(Debug, Clone, PartialEq)]
pub struct ShapedPuzzle {
    pub board: Board,
    pub passages: Vec<Passage>,
    pub start: usize,
    pub goal: usize,
    /// The share of dead ends removed (0: a perfect maze).
    pub braid: f64,
}

/// How to make shaped mazes for one section or one command.
#[derive(Debug, Clone)]
pub struct ShapedRecipe {
    pub board: Board,
    pub algorithm: Algorithm,
    pub ends: Ends,
    pub braid: f64,
    pub band: Option<Band>,
    pub wall: Wall,
    pub min_cell_pt: f64,
}

/// A shaped maze the checker accepted.
#[derive(Debug, Clone)]
pub struct ShapedFinished {
    pub(in crate::puzzle::grid) puzzle: ShapedPuzzle,
    pub(in crate::puzzle::grid) algorithm: Algorithm,
    /// The checker's shortest route, as cell numbers.
    pub(in crate::puzzle::grid) route: Vec<usize>,
    pub(in crate::puzzle::grid) metrics: Metrics,
    pub(in crate::puzzle::grid) wall: Wall,
}

impl ShapedFinished {
    /// The maze as generated.
    pub fn puzzle(&self) -> &ShapedPuzzle {
        &self.puzzle
    }
}

impl ShapedRecipe {
    /// Makes one maze (not yet checked).
    pub fn generate(&self, rng: &mut ChaCha8Rng) -> ShapedPuzzle {
        let graph = Adjacency::of(&self.board);
        let first = self
            .board
            .in_maze
            .iter()
            .position(|&inside| inside)
            .unwrap_or(0);
        let mut passages = carve::carve(self.algorithm, &graph, first, rng).unwrap_or_default();
        if self.braid > 0.0 {
            braid::braid(&graph, &mut passages, self.braid, rng);
        }
        let (start, goal) = ends::place(self.ends, &self.board, &graph, &passages, rng);
        ShapedPuzzle {
            board: self.board.clone(),
            passages,
            start,
            goal,
            braid: self.braid,
        }
    }
}

impl Recipe for ShapedRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        let puzzle = self.generate(rng);
        let finished =
            ShapedFinished::from_puzzle(puzzle, self.algorithm, self.wall).map_err(refused)?;
        within(self.band.as_ref(), &finished.metrics)?;
        if self.band.is_some() {
            worth_solving(finished.answer_walk())?;
        }
        Ok(Box::new(finished))
    }

    fn advice(&self) -> &'static str {
        "try another difficulty, size, shape or algorithm"
    }

    fn max_attempts(&self) -> u32 {
        attempts_for(self.board.len())
    }

    fn fit_in(&self, width: f64, height: f64) -> Option<Fit> {
        let needed = self.min_cell_pt.max(4.0 * self.wall.pt());
        fit::fit_in(&self.board, (self.wall.pt(), needed), (width, height))
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let cell = draw::cell_size(&self.board, width, height, self.wall.pt());
        let needed = self.min_cell_pt.max(4.0 * self.wall.pt());
        check_legible("maze", (self.board.width, self.board.height), cell, needed)
    }
}

impl Finished for ShapedFinished {
    fn json(&self) -> serde_json::Value {
        form::finished_json(self)
    }

    fn write_json(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        form::write_pretty(self, out)
    }

    /// The bare walk crosses the board's cells in the maze, every side open.
    fn answer_walk(&self) -> Option<AnswerWalk> {
        let board = &self.puzzle.board;
        let graph = Adjacency::of(board);
        let (start, goal) = (self.puzzle.start, self.puzzle.goal);
        let bare = fewest_cells(board.len(), start, goal, |cell| {
            let mut cells = Vec::new();
            graph.push_neighbours(cell, &mut cells);
            cells.into_iter().map(|n| n as usize)
        })?;
        Some(AnswerWalk {
            answer: self.route.len(),
            bare,
        })
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        let route = answer.then_some(self.route.as_slice());
        draw::draw(&self.puzzle, route, width, height, self.wall, style)
    }

    fn marks_arrow(&self, width: f64, height: f64) -> bool {
        draw::marks_arrow(&self.puzzle, width, height, self.wall)
    }

    fn draw_streamed(&self, answer: bool, width: f64, height: f64, style: &Style) -> Streamed<'_> {
        let route = answer.then_some(self.route.as_slice());
        draw::draw_streamed(&self.puzzle, route, width, height, self.wall, style)
    }

    fn aspect_ratio(&self) -> f64 {
        draw::aspect_ratio(&self.puzzle.board)
    }

    fn summary(&self) -> String {
        let board = &self.puzzle.board;
        let loops = if self.puzzle.braid > 0.0 {
            format!(" braid {}", self.puzzle.braid)
        } else {
            String::new()
        };
        format!(
            "grid {} {}x{} {}{loops} {}",
            form::shape_name(board),
            board.width,
            board.height,
            self.algorithm,
            self.metrics.summary()
        )
    }
}
