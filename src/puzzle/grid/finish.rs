//! Where a made maze meets its checker: the one way from a generated puzzle to a
//! finished one, for every part of the grid.
//!
//! A rectangle is checked from its fields as the JSON form has them, a shaped maze
//! through its JSON form, by the checker `analyze` would run on that form (`split`
//! says which), so a manifest's solution and metrics are always a checker's, never
//! a generator's. Outside `checkers/`, only this file and `analyze` (a form a user
//! gives) use the checkers; the generators and drawing never do (a folder rule
//! `tests/it/grid_folders.rs` guards).

use serde_json::Value;

use super::checkers::rectangle::{self as rectangle_checker, CheckedGrid, GridFault, GridInput};
use super::checkers::shaped as shaped_checker;
use super::checkers::weave::{
    self as weave_checker, CheckedWeave, CrossingInput, WeaveFault, WeaveInput,
};
use super::rectangle::algorithms::Algorithm;
use super::rectangle::form::GridForm;
use super::rectangle::{GridFinished, GridPuzzle};
use super::shaped::{ShapedFinished, ShapedPuzzle, form as shaped_form};
use super::split::Half;
use super::weave::{WeaveFinished, WeavePuzzle};
use crate::puzzle::cells::Band;
use crate::puzzle::{Metrics, Rejected};

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
        wall_pt: f64,
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
                wall_pt,
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
        wall_pt: f64,
    ) -> Result<(Self, CheckedWeave), WeaveFault> {
        let crossings = puzzle.crossing_inputs();
        let checked = weave_checker::check(&puzzle.input(&crossings))?;
        Ok((
            WeaveFinished {
                route: checked.route.clone(),
                metrics: checked.metrics.clone(),
                puzzle,
                algorithm,
                wall_pt,
            },
            checked,
        ))
    }
}

impl ShapedFinished {
    /// Checks and measures a maze through its JSON form; `Err` says why the checker refused it.
    pub fn from_puzzle(
        puzzle: ShapedPuzzle,
        algorithm: Algorithm,
        wall_pt: f64,
    ) -> Result<Self, String> {
        let (route, metrics) = check_form(shaped_form::to_json(&puzzle, None))?;
        Ok(ShapedFinished {
            puzzle,
            algorithm,
            route,
            metrics,
            wall_pt,
        })
    }
}

/// The checker `analyze` would run on this form: the rectangle's own for a plain
/// rectangle (so a manifest's metrics are what `analyze` reports), the shapes'
/// for anything else. Returns the route as cell numbers, and the metrics.
fn check_form(form: Value) -> Result<(Vec<usize>, Metrics), String> {
    if Half::of_form(&form) == Half::Shaped {
        let verdict = shaped_checker::verify(form).map_err(|e| e.to_string())?;
        return Ok((verdict.route, verdict.metrics));
    }
    let grid: GridForm = serde_json::from_value(form).map_err(|e| e.to_string())?;
    let (finished, _) =
        GridFinished::from_puzzle(grid.puzzle(), None, 1.5).map_err(|e| e.to_string())?;
    let route = finished
        .solution
        .iter()
        .map(|&[x, y]| y * grid.width + x)
        .collect();
    Ok((route, finished.metrics))
}
