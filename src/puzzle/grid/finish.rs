//! Where a made maze meets its checker: the one way from a generated puzzle to a
//! finished one, for every part of the grid.
//!
//! A rectangle is checked from its fields as the JSON form has them, a shaped maze
//! from its form's fields (typed, as the JSON form would give them), by the
//! checker `analyze` would run on that form (`split` says which), so a manifest's solution and metrics are always a checker's, never
//! a generator's. Outside `checkers/`, only this file and `analyze` (a form a user
//! gives) use the checkers; the generators and drawing never do (a folder rule
//! `tests/it/grid_folders.rs` guards).

use super::checkers::floors::{self as floors_checker, CheckedFloors, FloorsFault, FloorsInput};
use super::checkers::rectangle::{self as rectangle_checker, CheckedGrid, GridFault, GridInput};
use super::checkers::shaped::{self as shaped_checker, Fields};
use super::checkers::weave::{
    self as weave_checker, CheckedWeave, CrossingInput, WeaveFault, WeaveInput,
};
use super::floors::draw::captions::CaptionWidths;
use super::floors::{FloorsFinished, FloorsPuzzle};
use super::rectangle::algorithms::Algorithm;
use super::rectangle::{GridFinished, GridPuzzle};
use super::shaped::board::Tiling;
use super::shaped::{ShapedFinished, ShapedPuzzle, form as shaped_form};
use super::split::Half;
use super::weave::{WeaveFinished, WeavePuzzle};
use crate::puzzle::cells::Band;
use crate::puzzle::{Metrics, Rejected};
use crate::render::wall::Wall;

/// How many mazes of `cells` cells to try: about 100 million cells of work at
/// most, so 500 attempts up to 200,000 cells and a handful for the largest.
pub fn attempts_for(cells: usize) -> u32 {
    (100_000_000 / cells.max(1) as u64).clamp(3, u64::from(crate::puzzle::MAX_ATTEMPTS)) as u32
}

/// An attempt the independent checker refused.
pub fn refused(fault: impl std::fmt::Display) -> Rejected {
    Rejected {
        reason: format!("the checker refused the maze: {fault}"),
    }
}

/// `Ok` when there is no band or the metrics fall in it.
pub fn within(band: Option<&Band>, metrics: &Metrics) -> Result<(), Rejected> {
    match band {
        Some(band) => band
            .admit(metrics, "cells")
            .map_err(|reason| Rejected { reason }),
        None => Ok(()),
    }
}

impl GridPuzzle {
    /// The checker's view of this maze.
    pub fn input(&self) -> GridInput<'_> {
        GridInput {
            width: self.width,
            height: self.height,
            cells: &self.cells,
            start: self.start,
            goal: self.goal,
        }
    }
}

impl GridFinished {
    /// Checks and measures a maze; `Err` if the checker refuses it.
    pub fn from_puzzle(
        puzzle: GridPuzzle,
        algorithm: Option<Algorithm>,
        wall: Wall,
    ) -> Result<(Self, CheckedGrid), GridFault> {
        let checked = rectangle_checker::check(&puzzle.input())?;
        let metrics = rectangle_checker::metrics::measure(&checked);
        let solution = checked
            .path
            .iter()
            .map(|&i| [i % puzzle.width, i / puzzle.width])
            .collect();
        Ok((
            GridFinished {
                puzzle,
                algorithm,
                solution,
                metrics,
                wall,
            },
            checked,
        ))
    }
}

impl WeavePuzzle {
    /// The crossings as the checker reads them.
    pub fn crossing_inputs(&self) -> Vec<CrossingInput<'static>> {
        self.crossings
            .iter()
            .map(|c| CrossingInput {
                cell: c.cell,
                over: c.over.name(),
            })
            .collect()
    }

    /// The checker's view of this maze, with its crossings as `crossing_inputs` gave them.
    pub fn input<'a>(&'a self, crossings: &'a [CrossingInput<'a>]) -> WeaveInput<'a> {
        let grid = &self.grid;
        WeaveInput {
            width: grid.width,
            height: grid.height,
            cells: &grid.cells,
            crossings,
            start: grid.start,
            goal: grid.goal,
            braided: self.braid > 0.0,
        }
    }
}

impl WeaveFinished {
    /// Checks and measures a weave maze; `Err` if the checker refuses it.
    pub fn from_puzzle(
        puzzle: WeavePuzzle,
        algorithm: Option<Algorithm>,
        wall: Wall,
    ) -> Result<(Self, CheckedWeave), WeaveFault> {
        let crossings = puzzle.crossing_inputs();
        let checked = weave_checker::check(&puzzle.input(&crossings))?;
        Ok((
            WeaveFinished {
                route: checked.route.clone(),
                metrics: checked.metrics.clone(),
                puzzle,
                algorithm,
                wall,
            },
            checked,
        ))
    }
}

impl FloorsPuzzle {
    /// The checker's view of this maze.
    pub fn input(&self) -> FloorsInput<'_> {
        FloorsInput {
            width: self.stack.width,
            height: self.stack.height,
            levels: self.stack.floors,
            cells: &self.cells,
            start: self.start,
            goal: self.goal,
        }
    }
}

impl FloorsFinished {
    /// Checks and measures a maze with floors; `Err` if the checker refuses it.
    /// Its words are measured as `captions` say.
    pub fn from_puzzle(
        puzzle: FloorsPuzzle,
        algorithm: Option<Algorithm>,
        wall: Wall,
        captions: CaptionWidths,
    ) -> Result<(Self, CheckedFloors), FloorsFault> {
        let checked = floors_checker::check(&puzzle.input())?;
        let metrics = floors_checker::metrics::measure(&checked);
        let solution = checked.path.iter().map(|&c| checked.position(c)).collect();
        Ok((
            FloorsFinished {
                puzzle,
                algorithm,
                solution,
                metrics,
                wall,
                captions,
            },
            checked,
        ))
    }
}

impl ShapedFinished {
    /// Checks and measures a maze through its form's fields; `Err` says why the
    /// checker refused it.
    pub fn from_puzzle(
        puzzle: ShapedPuzzle,
        algorithm: Algorithm,
        wall: Wall,
    ) -> Result<Self, String> {
        let (route, metrics) = check_shaped(&puzzle)?;
        Ok(ShapedFinished {
            puzzle,
            algorithm,
            route,
            metrics,
            wall,
        })
    }
}

/// The checker `analyze` would run on this maze's form (`split` says which): the
/// rectangle's own for a plain rectangle (so a manifest's metrics are what
/// `analyze` reports), the shapes' for anything else. Each gets the form's
/// fields typed, as the JSON form would give them, without the JSON. Returns
/// the route as cell numbers, and the metrics.
fn check_shaped(puzzle: &ShapedPuzzle) -> Result<(Vec<usize>, Metrics), String> {
    let board = &puzzle.board;
    let plain = board.tiling == Tiling::Square && !board.masked;
    if Half::of_form_fields(plain, puzzle.braid > 0.0) == Half::Shaped {
        let verdict = shaped_checker::verify_fields(fields(puzzle)).map_err(|e| e.to_string())?;
        return Ok((verdict.route, verdict.metrics));
    }
    let grid = GridPuzzle {
        width: board.width,
        height: board.height,
        cells: shaped_form::passage_bits(puzzle),
        start: shaped_form::at(board, puzzle.start),
        goal: shaped_form::at(board, puzzle.goal),
    };
    let (finished, _) =
        GridFinished::from_puzzle(grid, None, Wall::default()).map_err(|e| e.to_string())?;
    let route = finished
        .solution
        .iter()
        .map(|&[x, y]| y * board.width + x)
        .collect();
    Ok((route, finished.metrics))
}

/// The fields of a shaped maze's form as its JSON form writes them
/// (`shaped::form`), for the shapes' checker.
fn fields(puzzle: &ShapedPuzzle) -> Fields {
    let board = &puzzle.board;
    let braid = (puzzle.braid > 0.0).then_some(puzzle.braid);
    let passages = || {
        let pairs = puzzle.passages.iter();
        pairs.map(|&[a, b]| [a as usize, b as usize]).collect()
    };
    let mask = || board.masked.then(|| shaped_form::mask_rows(board));
    match board.tiling {
        Tiling::Square => Fields::Squares {
            width: board.width,
            height: board.height,
            mask: mask(),
            cells: shaped_form::passage_bits(puzzle),
            start: shaped_form::at(board, puzzle.start),
            goal: shaped_form::at(board, puzzle.goal),
            braid,
        },
        Tiling::Circle => Fields::Circle {
            rings: board.rings.clone(),
            passages: passages(),
            start: puzzle.start,
            goal: puzzle.goal,
            braid,
        },
        tiling => Fields::Tiled {
            shape: tiling.name(),
            width: board.width,
            height: board.height,
            mask: mask(),
            passages: passages(),
            start: puzzle.start,
            goal: puzzle.goal,
            braid,
        },
    }
}
