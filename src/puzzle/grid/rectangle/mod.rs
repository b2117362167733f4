//! The rectangle: the classic maze on squared paper, cells with passage bits, and
//! the grid kind's fastest path from a request to a finished maze.
//!
//! `recipe` turns a request into a `GridRecipe`, `algorithms/` carve the maze on
//! `maze` (the generators' working grid), `placement` puts start and goal,
//! `levels` says what each difficulty asks for, `form` is the JSON form the
//! checker in `grid/checkers/rectangle/` reads, and `draw` draws it.

pub mod algorithms;
pub mod draw;
pub mod form;
pub mod levels;
pub mod maze;
pub mod placement;
pub mod recipe;

use crate::render::wall::Wall;
use rand_chacha::ChaCha8Rng;
use svg::node::element::Group;

use self::algorithms::Algorithm;
use crate::puzzle::answer_walk::{AnswerWalk, worth_solving};
use crate::puzzle::cells::cell_size::check_legible;
use crate::puzzle::cells::{Band, Direction, Placement};
use crate::puzzle::grid::finish::{attempts_for, refused, within};
use crate::puzzle::{Finished, Metrics, Recipe, Rejected};
use crate::render::streamed::Streamed;
use crate::render::style::Style;

/// A grid maze as data: the fields of its JSON form, without solution or metrics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridPuzzle {
    pub width: usize,
    pub height: usize,
    pub cells: Vec<u8>,
    pub start: [usize; 2],
    pub goal: [usize; 2],
}

impl GridPuzzle {
    pub fn cell(&self, x: usize, y: usize) -> u8 {
        self.cells[y * self.width + x]
    }

    /// Whether the outer wall at `side` of `cell` is opened as an entrance or exit.
    pub fn is_opening(&self, cell: [usize; 2], side: Direction) -> bool {
        [self.start, self.goal].iter().any(|&end| {
            end == cell && draw::opening_side(end, self.width, self.height) == Some(side)
        })
    }
}

/// How to make grid mazes for one section (or one command-line request).
#[derive(Debug, Clone)]
pub struct GridRecipe {
    pub width: usize,
    pub height: usize,
    pub algorithm: Algorithm,
    pub placement: Placement,
    /// `None` makes any perfect maze (no difficulty was asked for).
    pub band: Option<Band>,
    pub wall: Wall,
    /// The smallest cell we will print, in points.
    pub min_cell_pt: f64,
}

/// A maze the checker accepted.
#[derive(Debug, Clone)]
pub struct GridFinished {
    pub(in crate::puzzle::grid) puzzle: GridPuzzle,
    pub(in crate::puzzle::grid) algorithm: Option<Algorithm>,
    pub(in crate::puzzle::grid) solution: Vec<[usize; 2]>,
    pub(in crate::puzzle::grid) metrics: Metrics,
    pub(in crate::puzzle::grid) wall: Wall,
}

impl GridRecipe {
    /// One attempt, as its own type.
    pub fn make_one(&self, rng: &mut ChaCha8Rng) -> Result<GridFinished, Rejected> {
        let maze = self.algorithm.generate(self.width, self.height, rng);
        let (start, goal) = placement::place(self.placement, &maze, rng);
        let puzzle = GridPuzzle {
            width: self.width,
            height: self.height,
            cells: maze.into_cells(),
            start,
            goal,
        };
        let (finished, _) =
            GridFinished::from_puzzle(puzzle, Some(self.algorithm), self.wall).map_err(refused)?;
        within(self.band.as_ref(), &finished.metrics)?;
        if self.band.is_some() {
            worth_solving(finished.answer_walk())?;
        }
        Ok(finished)
    }
}

impl Recipe for GridRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        Ok(Box::new(self.make_one(rng)?))
    }

    fn advice(&self) -> &'static str {
        "try another difficulty, size or algorithm"
    }

    fn max_attempts(&self) -> u32 {
        attempts_for(self.width * self.height)
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let shape = (self.width, self.height);
        let cell = draw::cell_size(shape, width, height, self.wall.pt(), self.placement);
        let needed = self.min_cell_pt.max(4.0 * self.wall.pt());
        check_legible("maze", (self.width, self.height), cell, needed)
    }
}

impl Finished for GridFinished {
    fn json(&self) -> serde_json::Value {
        form::to_json(self)
    }

    fn write_json(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        form::write_pretty(self, out)
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        let solution = answer.then_some(self.solution.as_slice());
        draw::draw(&self.puzzle, solution, width, height, self.wall, style)
    }

    fn draw_streamed(&self, answer: bool, width: f64, height: f64, style: &Style) -> Streamed<'_> {
        let solution = answer.then_some(self.solution.as_slice());
        draw::draw_streamed(&self.puzzle, solution, width, height, self.wall, style)
    }

    fn aspect_ratio(&self) -> f64 {
        self.puzzle.width as f64 / self.puzzle.height as f64
    }

    fn marks_arrow(&self, width: f64, height: f64) -> bool {
        draw::marks_arrow(&self.puzzle, width, height, self.wall)
    }

    /// The bare board is a rectangle: the bare walk goes straight across rows
    /// and columns.
    fn answer_walk(&self) -> Option<AnswerWalk> {
        let [[sx, sy], [gx, gy]] = [self.puzzle.start, self.puzzle.goal];
        Some(AnswerWalk {
            answer: self.solution.len(),
            bare: sx.abs_diff(gx) + sy.abs_diff(gy) + 1,
        })
    }

    fn summary(&self) -> String {
        let algorithm = self.algorithm.map_or(String::new(), |a| format!(" {a}"));
        format!(
            "grid {}x{}{algorithm} {}",
            self.puzzle.width,
            self.puzzle.height,
            self.metrics.summary()
        )
    }
}
