//! `analyze` for grid mazes on other shapes (docs/formats.md, "Grid mazes on other
//! shapes"): square grids with cells left out (`mask`), polar mazes (`circle`),
//! hexagons and triangles, perfect or with loops (`braid`). Each form is turned
//! into one plain cell graph — which cells are in the maze, which passages join
//! them — with the shape's neighbour rule written here from the format alone, so
//! the check shares nothing with any generator. A perfect maze must be a spanning
//! tree of its cells; a braided one connected; the solution is a shortest route.

#[cfg(test)]
mod agreement;
mod compass;
mod form;
mod graph;
mod ladder;
mod links;
mod neighbours;
mod polar;
mod routes;
mod tree;

use serde_json::{Value, json};

use crate::puzzle::Metrics;
use crate::puzzle::error::PuzzleError;
pub use form::{Fields, ShapedMaze};
use graph::CellGraph;
use routes::Routes;

/// Checks a shaped grid maze's form and returns it with solution and metrics.
pub fn analyze(mut value: Value) -> Result<Value, PuzzleError> {
    let maze = form::read(value.clone(), shape_of(&value))?;
    if let Some(proved) = tree::prove(&maze) {
        if let Some(object) = value.as_object_mut() {
            object.insert("solution".into(), maze.write_route(&proved.path));
            object.insert("metrics".into(), proved.metrics.to_json());
        }
        return Ok(value);
    }
    let graph = CellGraph::build(&maze).map_err(PuzzleError::Refused)?;
    let Some(routes) = Routes::find(&graph, maze.start, maze.goal) else {
        return Ok(unsolvable(value, &graph));
    };
    confirm(&maze, &graph, &routes)?;
    Ok(with_results(value, &maze, &graph, &routes))
}

/// What the checker proved of a shaped maze: a shortest route (cell numbers) and
/// the metrics.
pub struct Verdict {
    pub route: Vec<usize>,
    pub metrics: Metrics,
}

/// Checks a shaped maze's form as `analyze` does; an unsolvable maze is an error.
pub fn verify(value: Value) -> Result<Verdict, PuzzleError> {
    check_owned(read(value)?)
}

/// Checks a shaped maze's form given as typed fields, as [`verify`] checks the
/// JSON form of the same fields.
pub fn verify_fields(fields: Fields) -> Result<Verdict, PuzzleError> {
    check_owned(form::read_fields(fields)?)
}

/// Reads a shaped maze's form (of the shape it says) into the plain description
/// the check works on.
pub fn read(value: Value) -> Result<ShapedMaze, PuzzleError> {
    let shape = shape_of(&value).to_string();
    form::read(value, &shape)
}

/// Checks a maze read by [`read`] as `verify` does: its graph, its shortest routes,
/// every cell reached (and no loop unless braided), a claimed route, the metrics.
pub fn check(maze: &ShapedMaze) -> Result<Verdict, PuzzleError> {
    if let Some(proved) = tree::prove(maze) {
        return Ok(Verdict {
            route: proved.path,
            metrics: proved.metrics,
        });
    }
    let graph = CellGraph::build(maze).map_err(PuzzleError::Refused)?;
    search(maze, &graph)
}

/// [`check`], letting go of the maze's passage list once its graph holds them
/// (a 4000 × 4000 maze with loops lists a quarter of a gigabyte).
fn check_owned(mut maze: ShapedMaze) -> Result<Verdict, PuzzleError> {
    if let Some(proved) = tree::prove(&maze) {
        return Ok(Verdict {
            route: proved.path,
            metrics: proved.metrics,
        });
    }
    let graph = CellGraph::build(&maze).map_err(PuzzleError::Refused)?;
    maze.passages = Vec::new();
    search(&maze, &graph)
}

/// The shortest routes through the maze's `graph`, confirmed, and the metrics.
fn search(maze: &ShapedMaze, graph: &CellGraph) -> Result<Verdict, PuzzleError> {
    let routes = Routes::find(graph, maze.start, maze.goal)
        .ok_or_else(|| PuzzleError::Refused("the goal cannot be reached from the start".into()))?;
    confirm(maze, graph, &routes)?;
    Ok(Verdict {
        metrics: routes::metrics(graph, &routes),
        route: routes.path,
    })
}

/// A form's shape: a rectangle when it does not say.
fn shape_of(value: &Value) -> &str {
    value
        .get("shape")
        .and_then(Value::as_str)
        .unwrap_or("rectangle")
}

/// Every cell reached, no loop unless braided, and the claimed route a shortest one.
fn confirm(maze: &form::ShapedMaze, graph: &CellGraph, routes: &Routes) -> Result<(), PuzzleError> {
    graph
        .whole(routes, maze.braid)
        .map_err(PuzzleError::Refused)?;
    if let Some(claimed) = &maze.solution {
        routes
            .confirm(graph, claimed)
            .map_err(PuzzleError::Refused)?;
    }
    Ok(())
}

/// The form back with the shortest route and the metrics.
fn with_results(
    mut value: Value,
    maze: &form::ShapedMaze,
    graph: &CellGraph,
    routes: &Routes,
) -> Value {
    let solution = maze.write_route(&routes.path);
    let metrics = routes::metrics(graph, routes).to_json();
    if let Some(object) = value.as_object_mut() {
        object.insert("solution".into(), solution);
        object.insert("metrics".into(), metrics);
    }
    value
}

/// A maze whose goal cannot be reached: reported, not an error.
fn unsolvable(mut value: Value, graph: &CellGraph) -> Value {
    if let Some(object) = value.as_object_mut() {
        object.remove("solution");
        object.insert(
            "metrics".into(),
            json!({ "solvable": 0, "perfect": 0, "cells": graph.cells_in_maze() }),
        );
        object.insert(
            "note".into(),
            Value::from("the goal cannot be reached from the start"),
        );
    }
    value
}
