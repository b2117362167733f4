//! `analyze` for grid mazes: the JSON form re-checked by the independent checker
//! its part of the grid kind has (`split` says which: the rectangle's, a shaped
//! maze's or one with floors). A perfect maze gets its solution and metrics; a
//! maze whose goal cannot be reached is reported unsolvable (exit 0); anything
//! else is an error.

use crate::render::wall::Wall;
use serde_json::Value;

use super::checkers::floors::{self as floors_checker, FloorsFault};
use super::checkers::rectangle::{GridFault, confirm_solution};
use super::checkers::weave::{self as weave_checker, CrossingInput, WeaveFault, WeaveInput};
use super::floors::FloorsFinished;
use super::floors::draw::captions::CaptionWidths;
use super::floors::form::FloorsForm;
use super::rectangle::form::GridForm;
use super::rectangle::{GridFinished, GridPuzzle};
use super::split::Half;
use super::weave::form::WeaveForm;
use crate::puzzle::Finished;
use crate::puzzle::error::{PuzzleError, read_form};

/// The grid form checked: a perfect maze gets its solution and metrics; a maze
/// whose goal cannot be reached is reported unsolvable; anything else is an error.
pub fn analyze(mut value: Value) -> Result<Value, PuzzleError> {
    match Half::of_form(&value) {
        Half::Shaped => return super::checkers::shaped::analyze(value),
        Half::Weave => return analyze_weave(value),
        Half::Floors => return analyze_floors(value),
        Half::Rectangle => {}
    }
    if let Some(object) = value.as_object_mut()
        && object.get("shape").and_then(Value::as_str) == Some("rectangle")
    {
        object.remove("shape");
    }
    let form: GridForm = read_form(value, "a grid maze")?;
    let puzzle = form.puzzle();
    match GridFinished::from_puzzle(puzzle.clone(), form.algorithm(), Wall::default()) {
        Ok((finished, checked)) => {
            if let Some(claimed) = &form.solution {
                confirm_solution(&puzzle.input(), &checked, claimed)
                    .map_err(PuzzleError::refused)?;
            }
            Ok(finished.json())
        }
        Err(fault @ (GridFault::Unreachable { .. } | GridFault::PassageCount { .. })) => {
            unsolvable_or_fault(&puzzle, fault)
        }
        Err(fault) => Err(PuzzleError::refused(fault)),
    }
}

/// A maze that is not a tree: unsolvable (exit 0) if the goal cannot be reached,
/// else an error, since its solution would not be unique.
fn unsolvable_or_fault(puzzle: &GridPuzzle, fault: GridFault) -> Result<Value, PuzzleError> {
    if reachable(puzzle) {
        return Err(PuzzleError::Refused(format!(
            "not a perfect maze: {fault}; the solution would not be unique"
        )));
    }
    let mut value = serde_json::json!({
        "kind": "grid", "width": puzzle.width, "height": puzzle.height, "cells": puzzle.cells,
        "start": puzzle.start, "goal": puzzle.goal,
        "metrics": { "solvable": 0, "perfect": 0 },
    });
    if let Some(o) = value.as_object_mut() {
        o.insert(
            "note".into(),
            Value::from(format!(
                "the goal cannot be reached from the start ({fault})"
            )),
        );
    }
    Ok(value)
}

/// Whether the goal can be reached from the start through open passages.
fn reachable(puzzle: &GridPuzzle) -> bool {
    let w = puzzle.width;
    let index = |c: [usize; 2]| c[1] * w + c[0];
    let mut seen = vec![false; puzzle.cells.len()];
    let mut stack = vec![index(puzzle.start)];
    seen[stack[0]] = true;
    while let Some(cell) = stack.pop() {
        let bits = puzzle.cells[cell];
        let steps = [
            (1, cell.checked_sub(w)),
            (2, (cell % w + 1 < w).then(|| cell + 1)),
            (4, Some(cell + w).filter(|&n| n < seen.len())),
            (8, (cell % w > 0).then(|| cell - 1)),
        ];
        for (bit, next) in steps {
            if let Some(next) = next.filter(|&n| bits & bit != 0 && !seen[n]) {
                seen[next] = true;
                stack.push(next);
            }
        }
    }
    seen[index(puzzle.goal)]
}

/// A weave form checked: solution and metrics put in; a maze whose goal cannot
/// be reached reported unsolvable; anything else an error naming the fault.
fn analyze_weave(mut value: Value) -> Result<Value, PuzzleError> {
    let form: WeaveForm = read_form(value.clone(), "a weave maze")?;
    if let Some(shape) = form.shape.as_deref().filter(|&s| s != "rectangle") {
        return Err(PuzzleError::Refused(format!(
            "a weave maze's shape must be \"rectangle\" (or left out), not {shape:?}"
        )));
    }
    let crossings: Vec<CrossingInput> = form
        .crossings
        .iter()
        .map(|c| CrossingInput {
            cell: c.cell(),
            over: c.over(),
        })
        .collect();
    let input = WeaveInput {
        width: form.width,
        height: form.height,
        cells: &form.cells,
        crossings: &crossings,
        start: form.start,
        goal: form.goal,
        braided: form.braid.is_some(),
    };
    let checked = match weave_checker::check(&input) {
        Ok(checked) => checked,
        Err(fault @ (WeaveFault::PassageCount { .. } | WeaveFault::Unreachable { .. })) => {
            if weave_checker::goal_reachable(&input).map_err(PuzzleError::refused)? {
                return Err(PuzzleError::Refused(format!(
                    "not a valid weave maze: {fault}; the solution would not be unique"
                )));
            }
            return Ok(weave_unsolvable(value, &fault));
        }
        Err(fault) => return Err(PuzzleError::refused(fault)),
    };
    if let Some(claimed) = &form.solution {
        weave_checker::confirm_solution(&input, &checked, claimed).map_err(PuzzleError::refused)?;
    }
    if let Some(object) = value.as_object_mut() {
        object.insert("solution".into(), serde_json::json!(checked.route));
        object.insert("metrics".into(), checked.metrics.to_json());
    }
    Ok(value)
}

/// A weave form whose goal cannot be reached: reported, not an error.
fn weave_unsolvable(mut value: Value, fault: &WeaveFault) -> Value {
    if let Some(object) = value.as_object_mut() {
        object.remove("solution");
        object.insert(
            "metrics".into(),
            serde_json::json!({ "solvable": 0, "perfect": 0 }),
        );
        object.insert(
            "note".into(),
            Value::from(format!(
                "the goal cannot be reached from the start ({fault})"
            )),
        );
    }
    value
}

/// A maze with floors checked: as a rectangle, the goal unreachable reported as
/// unsolvable, an unmatched stair or any other fault refused naming its cell.
fn analyze_floors(value: Value) -> Result<Value, PuzzleError> {
    let form: FloorsForm = read_form(value, "a grid maze with floors")?;
    let puzzle = form.puzzle();
    let captions = CaptionWidths::default();
    match FloorsFinished::from_puzzle(puzzle.clone(), form.algorithm(), Wall::default(), captions) {
        Ok((finished, checked)) => {
            if let Some(claimed) = &form.solution {
                floors_checker::confirm_solution(&puzzle.input(), &checked, claimed)
                    .map_err(PuzzleError::refused)?;
            }
            Ok(finished.json())
        }
        Err(fault @ (FloorsFault::Unreachable { .. } | FloorsFault::PassageCount { .. })) => {
            if floors_checker::goal_reachable(&puzzle.input()) {
                return Err(PuzzleError::Refused(format!(
                    "not a perfect maze: {fault}; the solution would not be unique"
                )));
            }
            let mut unsolvable = serde_json::json!({
                "kind": "grid", "width": form.width, "height": form.height,
                "levels": form.levels, "cells": form.cells, "start": form.start,
                "goal": form.goal, "metrics": { "solvable": 0, "perfect": 0 },
            });
            if let Some(object) = unsolvable.as_object_mut() {
                let note = format!("the goal cannot be reached from the start ({fault})");
                object.insert("note".into(), Value::from(note));
            }
            Ok(unsolvable)
        }
        Err(fault) => Err(PuzzleError::refused(fault)),
    }
}
