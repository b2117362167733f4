//! A weave maze's JSON form (docs/formats.md, "Weave mazes"): the rectangle's
//! form plus `crossings`, each `[x, y, over]` with the way its bridge runs
//! (`"ns"` or `"ew"`), with `weave` (the share asked for) and, for loops, `braid`.

use serde::Deserialize;
use serde_json::{Value, json};

use super::{Bridge, WeaveFinished, WeavePuzzle};

/// The form as `analyze` reads it: solution and metrics may be absent.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaveForm {
    pub kind: String,
    #[serde(default)]
    pub shape: Option<String>,
    pub width: usize,
    pub height: usize,
    pub cells: Vec<u8>,
    pub crossings: Vec<CrossingForm>,
    pub start: [usize; 2],
    pub goal: [usize; 2],
    #[serde(default)]
    pub weave: Option<f64>,
    #[serde(default)]
    pub braid: Option<f64>,
    #[serde(default)]
    pub algorithm: Option<String>,
    #[serde(default)]
    pub solution: Option<Vec<[usize; 2]>>,
    #[serde(default)]
    pub metrics: Option<Value>,
}

/// One crossing of the form: `[x, y, over]`.
#[derive(Debug, Clone, Deserialize)]
pub struct CrossingForm(pub usize, pub usize, pub String);

/// The full JSON form of a checked weave maze.
pub fn to_json(finished: &WeaveFinished) -> Value {
    let puzzle = &finished.puzzle;
    let mut value = fields(puzzle);
    if let Some(object) = value.as_object_mut() {
        object.insert("solution".into(), json!(finished.route));
        object.insert("metrics".into(), finished.metrics.to_json());
        if let Some(algorithm) = finished.algorithm {
            object.insert("algorithm".into(), Value::from(algorithm.name()));
        }
    }
    value
}

/// The form's fields of a maze, without solution, metrics or algorithm.
pub fn fields(puzzle: &WeavePuzzle) -> Value {
    let grid = &puzzle.grid;
    let crossings: Vec<Value> = puzzle
        .crossings
        .iter()
        .map(|c| json!([c.cell[0], c.cell[1], c.over.name()]))
        .collect();
    let mut value = json!({
        "kind": "grid",
        "width": grid.width,
        "height": grid.height,
        "cells": grid.cells,
        "crossings": crossings,
        "start": grid.start,
        "goal": grid.goal,
        "weave": puzzle.weave,
    });
    if let (true, Some(object)) = (puzzle.braid > 0.0, value.as_object_mut()) {
        object.insert("braid".into(), Value::from(puzzle.braid));
    }
    value
}

impl CrossingForm {
    /// The crossing's cell `[x, y]`.
    pub fn cell(&self) -> [usize; 2] {
        [self.0, self.1]
    }

    /// The way its bridge runs, as the form names it.
    pub fn over(&self) -> &str {
        &self.2
    }

    /// The bridge's way, for a crossing the checker accepted (`"ew"` or `"ns"`).
    pub fn bridge(&self) -> Bridge {
        match self.over() {
            "ew" => Bridge::EastWest,
            _ => Bridge::NorthSouth,
        }
    }
}
