//! The grid maze's JSON form (docs/formats.md): what `--json`, the manifest and
//! `analyze` read and write.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::algorithms::Algorithm;
use super::{GridFinished, GridPuzzle};

/// The JSON form as read by `analyze`: solution and metrics may be absent.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridForm {
    pub kind: String,
    pub width: usize,
    pub height: usize,
    pub cells: Vec<u8>,
    pub start: [usize; 2],
    pub goal: [usize; 2],
    #[serde(default)]
    pub algorithm: Option<String>,
    #[serde(default)]
    pub solution: Option<Vec<[usize; 2]>>,
    #[serde(default)]
    pub metrics: Option<Value>,
}

impl GridForm {
    pub fn puzzle(&self) -> GridPuzzle {
        GridPuzzle {
            width: self.width,
            height: self.height,
            cells: self.cells.clone(),
            start: self.start,
            goal: self.goal,
        }
    }

    pub fn algorithm(&self) -> Option<Algorithm> {
        self.algorithm.as_deref().and_then(Algorithm::from_name)
    }
}

/// The full JSON form of a checked maze.
pub fn to_json(finished: &GridFinished) -> Value {
    let p = &finished.puzzle;
    let mut value = json!({
        "kind": "grid",
        "width": p.width,
        "height": p.height,
        "cells": p.cells,
        "start": p.start,
        "goal": p.goal,
        "solution": finished.solution,
        "metrics": finished.metrics.to_json(),
    });
    if let (Some(algorithm), Some(object)) = (finished.algorithm, value.as_object_mut()) {
        object.insert("algorithm".into(), Value::from(algorithm.name()));
    }
    value
}
