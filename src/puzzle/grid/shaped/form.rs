//! A shaped maze's JSON form, exactly as docs/formats.md ("Grid mazes on other
//! shapes") writes it: masks as rows of `#` and `.` with passage bits per cell;
//! hexagons and triangles as numbered cells and passage pairs; circles as ring
//! sizes and passage pairs. A rectangle with loops keeps the rectangle's form and
//! says `braid`.

use serde_json::{Value, json};

use super::ShapedPuzzle;
use super::board::{Board, Tiling};
use super::geometry::side_neighbour;

/// The `shape` the form says (`None`: a rectangle, which says nothing).
pub fn shape_name(board: &Board) -> &'static str {
    match (board.tiling, board.masked) {
        (Tiling::Square, true) => "mask",
        (Tiling::Square, false) => "rectangle",
        (tiling, _) => tiling.name(),
    }
}

/// The form; `route` (cell numbers) fills in `solution`.
pub fn to_json(puzzle: &ShapedPuzzle, route: Option<&[usize]>) -> Value {
    let board = &puzzle.board;
    let mut value = match board.tiling {
        Tiling::Square => square(puzzle, route),
        Tiling::Circle => json!({
            "kind": "grid", "shape": "circle", "rings": board.rings,
            "passages": puzzle.passages, "start": puzzle.start, "goal": puzzle.goal,
        }),
        tiling => json!({
            "kind": "grid", "shape": tiling.name(), "width": board.width, "height": board.height,
            "passages": puzzle.passages, "start": puzzle.start, "goal": puzzle.goal,
        }),
    };
    let Some(object) = value.as_object_mut() else {
        return value;
    };
    if board.masked && board.tiling != Tiling::Square {
        object.insert("mask".into(), mask_rows(board).into());
    }
    if puzzle.braid > 0.0 {
        object.insert("braid".into(), puzzle.braid.into());
    }
    if board.tiling != Tiling::Square
        && let Some(route) = route
    {
        object.insert("solution".into(), route.into());
    }
    value
}

/// Squares keep the rectangle's cells of passage bits and `[x, y]` ends.
fn square(puzzle: &ShapedPuzzle, route: Option<&[usize]>) -> Value {
    let board = &puzzle.board;
    let at = |cell: usize| {
        let (x, y) = board.position(cell);
        [x, y]
    };
    let mut value = json!({
        "kind": "grid", "width": board.width, "height": board.height,
        "cells": passage_bits(puzzle), "start": at(puzzle.start), "goal": at(puzzle.goal),
    });
    if let Some(object) = value.as_object_mut() {
        if board.masked {
            object.insert("shape".into(), "mask".into());
            object.insert("mask".into(), mask_rows(board).into());
        }
        if let Some(route) = route {
            let cells: Vec<[usize; 2]> = route.iter().map(|&c| at(c)).collect();
            object.insert("solution".into(), json!(cells));
        }
    }
    value
}

/// N = 1, E = 2, S = 4, W = 8 per cell, as for rectangles.
fn passage_bits(puzzle: &ShapedPuzzle) -> Vec<u8> {
    let board = &puzzle.board;
    let mut bits = vec![0u8; board.len()];
    for &[a, b] in &puzzle.passages {
        for (from, to) in [(a as usize, b as usize), (b as usize, a as usize)] {
            let side = (0..4).find(|&s| side_neighbour(board, from, s) == Some(to));
            if let Some(side) = side {
                bits[from] |= 1 << side;
            }
        }
    }
    bits
}

/// The mask as rows: `#` in the maze, `.` outside.
pub fn mask_rows(board: &Board) -> Vec<String> {
    board
        .in_maze
        .chunks(board.width.max(1))
        .map(|row| {
            row.iter()
                .map(|&inside| if inside { '#' } else { '.' })
                .collect()
        })
        .collect()
}
