//! The `block` kind as the book and the command line use it: a recipe (size,
//! growth bias, door placement, band, answer style) that grows, checks and measures
//! one maze per attempt, the finished maze with its checked solution, and its JSON
//! form (docs/formats.md) as written and as `analyze` reads it.

use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::{Value, json};
use svg::node::element::Group;

use super::check::{BlockFault, BlockInput, OpenGraph, check, confirm_solution, confirm_steps};
use super::draw::{self, BlockDrawing};
use super::explore::explore;
use super::grow::grow;
use super::levels::Level;
use super::maze::{BlockMaze, BlockPuzzle};
use super::metrics::measure;
use super::placement::cut_doors;
use crate::puzzle::answer_walk::{AnswerWalk, fewest_cells, open_squares, worth_solving};
use crate::puzzle::cells::cell_size::check_legible;
use crate::puzzle::cells::{Band, Placement};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::{Finished, Fit, Metrics, Recipe, Rejected};
use crate::render::style::Style;

/// How the answer key is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerStyle {
    /// The solution alone.
    Path,
    /// The solution, and in grey every cell a simple solver tried and abandoned.
    Explored,
}

impl AnswerStyle {
    pub const NAMES: [&'static str; 2] = ["path", "explored"];

    pub fn from_name(name: &str) -> Option<AnswerStyle> {
        match name {
            "path" => Some(AnswerStyle::Path),
            "explored" => Some(AnswerStyle::Explored),
            _ => None,
        }
    }
}

/// How to make block mazes for one section (or one command-line request).
#[derive(Debug, Clone)]
pub struct BlockRecipe {
    pub width: usize,
    pub height: usize,
    pub bias: f64,
    pub placement: Placement,
    /// `None` accepts any maze (no difficulty was asked for).
    pub band: Option<Band>,
    pub answer_style: AnswerStyle,
    /// The smallest cell we will print, in points.
    pub min_cell_pt: f64,
    /// The level whose own size this is (no width or height asked): a page too
    /// small for it may print it smaller, within the level's sides (`fit`).
    pub level_size: Option<u8>,
}

/// A maze the checker accepted, with its solution, the explored key's grey cells
/// and its metrics.
#[derive(Debug, Clone)]
pub struct BlockFinished {
    pub(super) puzzle: BlockPuzzle,
    pub(super) solution: Vec<[usize; 2]>,
    pub(super) abandoned: Vec<[usize; 2]>,
    pub(super) metrics: Metrics,
    pub(super) answer_style: AnswerStyle,
}

impl BlockFinished {
    /// The checker's path from start to goal.
    pub fn solution(&self) -> &[[usize; 2]] {
        &self.solution
    }

    /// The cells the explored answer key greys out: tried, then given up.
    pub fn abandoned(&self) -> &[[usize; 2]] {
        &self.abandoned
    }

    /// The maze's measures, as the checker found them.
    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    /// What the drawing shows, as plain data.
    fn drawing(&self) -> BlockDrawing<'_> {
        BlockDrawing {
            puzzle: &self.puzzle,
            solution: &self.solution,
            explored: (self.answer_style == AnswerStyle::Explored).then_some(&self.abandoned[..]),
        }
    }

    /// Checks and measures a maze; `Err` if the checker refuses it.
    pub fn from_puzzle(puzzle: BlockPuzzle, answer_style: AnswerStyle) -> Result<Self, BlockFault> {
        let maze = &puzzle.maze;
        let checked = check(&input(&puzzle))?;
        let graph = OpenGraph {
            width: maze.width(),
            height: maze.height(),
            open: maze.cells(),
        };
        let walk = explore(
            &graph,
            checked.path[0],
            checked.path[checked.path.len() - 1],
        );
        let mut abandoned: Vec<usize> = walk.map_or_else(Vec::new, |w| w.abandoned);
        abandoned.sort_unstable();
        let metrics = measure(&checked, &graph, abandoned.len());
        Ok(BlockFinished {
            solution: checked.path.iter().map(|&i| maze.cell(i)).collect(),
            abandoned: abandoned.iter().map(|&i| maze.cell(i)).collect(),
            metrics,
            puzzle,
            answer_style,
        })
    }
}

/// The checker's view of a puzzle.
fn input(puzzle: &BlockPuzzle) -> BlockInput<'_> {
    BlockInput {
        width: puzzle.maze.width(),
        height: puzzle.maze.height(),
        open: puzzle.maze.cells(),
        start: puzzle.start,
        goal: puzzle.goal,
    }
}

impl BlockRecipe {
    /// The same recipe for a `columns`×`rows` maze of `level`, its band (if
    /// one was asked for) set for that size ([`Level::band_for`]).
    pub(super) fn resized(&self, columns: usize, rows: usize, level: &Level) -> BlockRecipe {
        BlockRecipe {
            width: columns,
            height: rows,
            band: self
                .band
                .map(|_| level.band_for(columns, rows, self.placement)),
            ..self.clone()
        }
    }

    /// One attempt, as its own type (the command line models it).
    pub fn make_one(&self, rng: &mut ChaCha8Rng) -> Result<BlockFinished, Rejected> {
        let mut maze = grow(self.width, self.height, self.bias, rng);
        let (start, goal) = cut_doors(self.placement, &mut maze);
        let puzzle = BlockPuzzle { maze, start, goal };
        let finished =
            BlockFinished::from_puzzle(puzzle, self.answer_style).map_err(|fault| Rejected {
                reason: format!("the checker refused the maze: {fault}"),
            })?;
        if let Some(band) = &self.band {
            band.admit(&finished.metrics, "open cells")
                .map_err(|reason| Rejected { reason })?;
            worth_solving(finished.answer_walk())?;
        }
        Ok(finished)
    }
}

impl Recipe for BlockRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        Ok(Box::new(self.make_one(rng)?))
    }

    /// About 30 million cells of work at most (a few seconds): 500 attempts for
    /// mazes up to about 245 × 245, 29 at 1001 × 1001, 3 for the largest. The
    /// band scales with the size, so most attempts land in it; a band that still
    /// fails that often (a chosen bias against the level's) fails quickly.
    fn max_attempts(&self) -> u32 {
        let cells = (self.width * self.height).max(1) as u64;
        (30_000_000 / cells).clamp(3, u64::from(crate::puzzle::MAX_ATTEMPTS)) as u32
    }

    fn advice(&self) -> &'static str {
        "try another difficulty, size, placement or bias"
    }

    fn fit_in(&self, width: f64, height: f64) -> Option<Fit> {
        super::fit::fit_in(self, width, height)
    }

    fn shaped_to(&self, width: f64, height: f64) -> Option<std::sync::Arc<dyn Recipe>> {
        let shaped = super::slot_shape::shaped_to(self, width, height)?;
        Some(std::sync::Arc::new(shaped))
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let cell = draw::cell_size(self.width, self.height, width, height, self.placement);
        check_legible(
            "block maze",
            (self.width, self.height),
            cell,
            self.min_cell_pt,
        )
    }
}

impl Finished for BlockFinished {
    fn json(&self) -> Value {
        let maze = &self.puzzle.maze;
        json!({
            "kind": "block",
            "width": maze.width(),
            "height": maze.height(),
            "rows": maze.rows(),
            "start": self.puzzle.start,
            "goal": self.puzzle.goal,
            "solution": self.solution,
            "metrics": self.metrics.to_json(),
        })
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        draw::draw(&self.drawing(), answer, width, height, style)
    }

    fn marks_arrow(&self, width: f64, height: f64) -> bool {
        draw::marks_arrow(&self.drawing(), width, height)
    }

    fn aspect_ratio(&self) -> f64 {
        self.puzzle.maze.width() as f64 / self.puzzle.maze.height() as f64
    }

    /// The bare board: every cell inside the frame open, and the two doors.
    fn answer_walk(&self) -> Option<AnswerWalk> {
        let maze = &self.puzzle.maze;
        let (width, height) = (maze.width(), maze.height());
        let number = |[x, y]: [usize; 2]| y * width + x;
        let (start, goal) = (number(self.puzzle.start), number(self.puzzle.goal));
        let open = |cell: usize| {
            let (x, y) = (cell % width, cell / width);
            let inside = (1..width - 1).contains(&x) && (1..height - 1).contains(&y);
            inside || cell == start || cell == goal
        };
        let bare = fewest_cells(width * height, start, goal, |cell| {
            open_squares((width, height), cell, open)
        })?;
        Some(AnswerWalk {
            answer: self.solution.len(),
            bare,
        })
    }

    fn summary(&self) -> String {
        let maze = &self.puzzle.maze;
        format!(
            "block {}x{} {}",
            maze.width(),
            maze.height(),
            self.metrics.summary()
        )
    }
}

/// The JSON form as `analyze` reads it: solution and metrics may be absent.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockForm {
    pub kind: String,
    pub rows: Vec<String>,
    pub start: [usize; 2],
    pub goal: [usize; 2],
    #[serde(default)]
    pub width: Option<usize>,
    #[serde(default)]
    pub height: Option<usize>,
    #[serde(default)]
    pub solution: Option<Vec<[usize; 2]>>,
    #[serde(default)]
    pub metrics: Option<Value>,
    /// Written by `analyze` beside an unsolvable maze.
    #[serde(default)]
    pub note: Option<Value>,
}

/// Checks a maze given in its JSON form: a tree gets its solution and metrics (a
/// claimed solution must be its one path); a goal that cannot be reached is
/// reported unsolvable, or, when a solution is claimed, an error naming its first
/// bad step; anything else is an error naming what is wrong.
pub fn analyse_form(form: BlockForm) -> Result<Value, PuzzleError> {
    let maze = BlockMaze::from_rows(&form.rows).map_err(PuzzleError::refused)?;
    for (key, given, actual) in [
        ("width", form.width, maze.width()),
        ("height", form.height, maze.height()),
    ] {
        if given.is_some_and(|g| g != actual) {
            return Err(PuzzleError::Refused(format!(
                "{key} is {}, but the rows make it {actual}",
                given.unwrap_or(0)
            )));
        }
    }
    let puzzle = BlockPuzzle {
        maze,
        start: form.start,
        goal: form.goal,
    };
    match BlockFinished::from_puzzle(puzzle.clone(), AnswerStyle::Path) {
        Ok(finished) => {
            if let Some(claimed) = &form.solution {
                let checked = check(&input(&puzzle)).map_err(PuzzleError::refused)?;
                confirm_solution(&input(&puzzle), &checked, claimed)
                    .map_err(PuzzleError::refused)?;
            }
            Ok(finished.json())
        }
        Err(fault @ BlockFault::GoalUnreachable { .. }) => match &form.solution {
            Some(claimed) => Err(no_solution(&puzzle, &fault, claimed)),
            None => Ok(unsolvable(&puzzle, &fault)),
        },
        Err(fault) => Err(PuzzleError::refused(fault)),
    }
}

/// Why a claimed solution of a maze whose goal cannot be reached is wrong: there
/// is none, and the claim's first bad step shows where it leaves the corridors.
fn no_solution(puzzle: &BlockPuzzle, fault: &BlockFault, claimed: &[[usize; 2]]) -> PuzzleError {
    let why = confirm_steps(&input(puzzle), claimed)
        .err()
        .unwrap_or_else(|| "it runs from start to goal, which cannot be".to_string());
    PuzzleError::Refused(format!(
        "{fault}, so no solution exists, but one is claimed: {why}"
    ))
}

/// The form back with `solvable = 0` and a note.
fn unsolvable(puzzle: &BlockPuzzle, fault: &BlockFault) -> Value {
    let maze = &puzzle.maze;
    json!({
        "kind": "block",
        "width": maze.width(),
        "height": maze.height(),
        "rows": maze.rows(),
        "start": puzzle.start,
        "goal": puzzle.goal,
        "metrics": { "solvable": 0 },
        "note": fault.to_string(),
    })
}
