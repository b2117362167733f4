//! The JSON form of a maze with floors (docs/formats.md): the rectangle's form
//! with `levels`, the floors' cells one floor after another, stairs as passage
//! bits (U=16 up, D=32 down) and every cell written `[x, y, floor]`.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::stack::Stack;
use super::{FloorsFinished, FloorsPuzzle};
use crate::puzzle::grid::rectangle::algorithms::Algorithm;

/// The JSON form as `analyze` reads it: solution and metrics may be absent.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FloorsForm {
    pub kind: String,
    pub width: usize,
    pub height: usize,
    pub levels: usize,
    pub cells: Vec<u8>,
    pub start: [usize; 3],
    pub goal: [usize; 3],
    #[serde(default)]
    pub algorithm: Option<String>,
    #[serde(default)]
    pub solution: Option<Vec<[usize; 3]>>,
    #[serde(default)]
    pub metrics: Option<Value>,
}

impl FloorsForm {
    pub fn puzzle(&self) -> FloorsPuzzle {
        FloorsPuzzle {
            stack: Stack {
                width: self.width,
                height: self.height,
                floors: self.levels,
            },
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
pub fn to_json(finished: &FloorsFinished) -> Value {
    let p = &finished.puzzle;
    let mut value = json!({
        "kind": "grid",
        "width": p.stack.width,
        "height": p.stack.height,
        "levels": p.stack.floors,
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
