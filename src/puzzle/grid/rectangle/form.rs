//! The grid maze's JSON form (docs/formats.md): what `--json`, the manifest and
//! `analyze` read and write.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::algorithms::Algorithm;
use super::{GridFinished, GridPuzzle};
#[cfg(test)]
use crate::puzzle::Finished;

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

/// The full JSON form of a checked maze, as written: the fields in the order
/// `serde_json` keeps an object's keys (alphabetical), so streaming this gives
/// the bytes of the [`to_json`] tree pretty-printed.
#[derive(Serialize)]
struct FinishedForm<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    algorithm: Option<&'static str>,
    cells: &'a [u8],
    goal: [usize; 2],
    height: usize,
    kind: &'static str,
    metrics: Value,
    solution: &'a [[usize; 2]],
    start: [usize; 2],
    width: usize,
}

impl<'a> FinishedForm<'a> {
    fn of(finished: &'a GridFinished) -> Self {
        let p = &finished.puzzle;
        FinishedForm {
            algorithm: finished.algorithm.map(Algorithm::name),
            cells: &p.cells,
            goal: p.goal,
            height: p.height,
            kind: "grid",
            metrics: finished.metrics.to_json(),
            solution: &finished.solution,
            start: p.start,
            width: p.width,
        }
    }
}

/// The full JSON form of a checked maze.
pub fn to_json(finished: &GridFinished) -> Value {
    serde_json::to_value(FinishedForm::of(finished)).unwrap_or(Value::Null)
}

/// [`to_json`] pretty-printed into `out`, without building the tree.
pub fn write_pretty(finished: &GridFinished, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    serde_json::to_writer_pretty(out, &FinishedForm::of(finished))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::rectangle::GridRecipe;
    use crate::puzzle::grid::rectangle::recipe::recipe;
    use crate::puzzle::grid::request::GridRequest;
    use crate::puzzle::seeds;

    /// Every algorithm, with and without a band (with and without "algorithm").
    fn finished_mazes() -> Vec<GridFinished> {
        let mut mazes = Vec::new();
        for algorithm in Algorithm::ALL {
            let request = GridRequest {
                width: Some(9),
                height: Some(7),
                algorithm: Some(algorithm),
                ..GridRequest::default()
            };
            let recipe: GridRecipe = recipe(&request, None).unwrap();
            let maze = recipe.make_one(&mut seeds::rng(3)).unwrap();
            mazes.push(GridFinished {
                algorithm: None,
                ..maze.clone()
            });
            mazes.push(maze);
        }
        mazes
    }

    #[test]
    fn the_streamed_form_is_the_tree_pretty_printed() {
        for maze in finished_mazes() {
            let mut streamed = Vec::new();
            write_pretty(&maze, &mut streamed).unwrap();
            let tree = serde_json::to_string_pretty(&maze.json()).unwrap();
            assert_eq!(String::from_utf8(streamed).unwrap(), tree);
        }
    }

    #[test]
    fn the_form_reads_back_as_the_maze() {
        for maze in finished_mazes() {
            let form: GridForm = serde_json::from_value(maze.json()).unwrap();
            assert_eq!(form.puzzle(), maze.puzzle);
            assert_eq!(form.algorithm(), maze.algorithm);
            assert_eq!(form.solution.as_deref(), Some(maze.solution.as_slice()));
            assert_eq!(form.metrics, Some(maze.metrics.to_json()));
        }
    }
}
