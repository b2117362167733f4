//! `mazebook analyze FILE`: re-checks a puzzle given in its JSON form with the
//! independent checker and prints the form back with solution and metrics.

use std::path::Path;

use anyhow::{Context, anyhow, bail};
use serde_json::Value;

use crate::input::{LARGE_FILE, read_limited, read_text};
use crate::puzzle::Finished;
use crate::puzzle::block::kind::{BlockForm, analyse_form as block_form};
use crate::puzzle::grid::check::{GridFault, confirm_solution};
use crate::puzzle::grid::form::GridForm;
use crate::puzzle::grid::{GridFinished, GridPuzzle};
use crate::puzzle::labyrinth::ascii;
use crate::puzzle::labyrinth::kind::{LabyrinthFinished, LabyrinthForm, analyse_form};
use crate::puzzle::rotation::kind::{RotationForm, analyse_form as rotation_form};
use crate::puzzle::viennese::kind::analyse_form as viennese_form;
use crate::spec::section::KINDS;

/// Reads, checks and prints.
pub fn run(file: &Path) -> anyhow::Result<()> {
    let text = read(file)?;
    let report = analyze_text(&text).with_context(|| format!("{}", file.display()))?;
    super::print_out(&format!("{}\n", serde_json::to_string_pretty(&report)?))?;
    Ok(())
}

/// Analyses a puzzle's JSON form, or a Magic Labyrinth board drawn in ASCII.
pub fn analyze_text(text: &str) -> anyhow::Result<Value> {
    if !text.trim_start().starts_with('{') && text.contains('|') {
        let board = ascii::parse(text).map_err(|e| anyhow!("not a board drawing: {e}"))?;
        return Ok(LabyrinthFinished::analysed(board, None, None).json());
    }
    let value: Value = serde_json::from_str(text).context("not valid JSON")?;
    let kind = value.get("kind").and_then(Value::as_str).ok_or_else(|| {
        anyhow!(
            "the puzzle has no \"kind\"; expected one of: {}",
            KINDS.join(", ")
        )
    })?;
    match kind {
        "grid" => analyze_grid(value),
        "magic-labyrinth" => analyze_labyrinth(value),
        "rotation" => analyze_rotation(value),
        "block" => analyze_block(value),
        "viennese" => analyze_viennese(&value),
        other => bail!(
            "unknown kind \"{other}\"; expected one of: {}",
            KINDS.join(", ")
        ),
    }
}

/// A block maze checked: a tree gets its solution and metrics, an unreachable
/// goal is reported unsolvable, anything else is an error.
pub fn analyze_block(value: Value) -> anyhow::Result<Value> {
    let form: BlockForm = serde_json::from_value(value)
        .map_err(|e| anyhow!("not a block maze in its JSON form: {e}"))?;
    block_form(form)
}

/// A Viennese maze analysed exactly; a claimed solution is replayed move by move.
pub fn analyze_viennese(value: &Value) -> anyhow::Result<Value> {
    Ok(viennese_form(value)?.json())
}

/// A rotation puzzle solved exactly; unsolvable ones report `solvable = 0`.
pub fn analyze_rotation(value: Value) -> anyhow::Result<Value> {
    let form: RotationForm = serde_json::from_value(value)
        .map_err(|e| anyhow!("not a rotation puzzle in its JSON form: {e}"))?;
    Ok(rotation_form(form)?.json())
}

/// A Magic Labyrinth layout checked and measured.
pub fn analyze_labyrinth(value: Value) -> anyhow::Result<Value> {
    let form: LabyrinthForm = serde_json::from_value(value)
        .map_err(|e| anyhow!("not a magic-labyrinth layout in its JSON form: {e}"))?;
    Ok(analyse_form(form)?.json())
}

fn read(file: &Path) -> anyhow::Result<String> {
    let text = if file == Path::new("-") {
        read_limited(std::io::stdin(), LARGE_FILE)
    } else {
        read_text(file, LARGE_FILE)
    };
    text.map_err(|e| anyhow!("cannot read {}: {e}", file.display()))
}

/// The grid form checked: a perfect maze gets its solution and metrics; a maze
/// whose goal cannot be reached is reported unsolvable; anything else is an error.
pub fn analyze_grid(value: Value) -> anyhow::Result<Value> {
    let form: GridForm = serde_json::from_value(value)
        .map_err(|e| anyhow!("not a grid maze in its JSON form: {e}"))?;
    let puzzle = form.puzzle();
    match GridFinished::from_puzzle(puzzle.clone(), form.algorithm(), 1.5) {
        Ok((finished, checked)) => {
            if let Some(claimed) = &form.solution {
                confirm_solution(&puzzle.input(), &checked, claimed)?;
            }
            Ok(finished.json())
        }
        Err(fault @ (GridFault::Unreachable { .. } | GridFault::PassageCount { .. })) => {
            unsolvable_or_fault(&puzzle, fault)
        }
        Err(fault) => Err(fault.into()),
    }
}

/// A maze that is not a tree: unsolvable (exit 0) if the goal cannot be reached,
/// else an error, since its solution would not be unique.
fn unsolvable_or_fault(puzzle: &GridPuzzle, fault: GridFault) -> anyhow::Result<Value> {
    if reachable(puzzle) {
        bail!("not a perfect maze: {fault}; the solution would not be unique");
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
