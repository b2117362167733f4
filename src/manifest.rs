//! `book.json`: what the book holds, for other tools (docs/formats.md). Each puzzle's
//! entry is its JSON form (kind, data, solution, metrics) with its number, section,
//! page, answer page, seed and difficulty.

use serde_json::{Map, Value, json};

use crate::layout::pages::BookPuzzle;
use crate::layout::plan::Plan;
use crate::spec::BookSpec;

/// The manifest as JSON.
pub fn manifest(spec: &BookSpec, plan: &Plan, puzzles: &[BookPuzzle]) -> Value {
    let entries: Vec<Value> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| entry(spec, plan, i, p))
        .collect();
    json!({
        "title": spec.book.title,
        "seed": spec.book.seed,
        "pages": plan.pages.len(),
        "puzzles": entries,
    })
}

fn entry(spec: &BookSpec, plan: &Plan, index: usize, puzzle: &BookPuzzle) -> Value {
    let section = &spec.sections[puzzle.section];
    let mut object = Map::new();
    object.insert("number".into(), Value::from(index + 1));
    object.insert("section".into(), Value::from(section.title.clone()));
    object.insert("page".into(), Value::from(plan.puzzle_page[index]));
    object.insert(
        "answer_page".into(),
        plan.answer_page[index].map_or(Value::Null, Value::from),
    );
    object.insert("seed".into(), Value::from(puzzle.seed));
    let difficulty = section
        .difficulty
        .map_or(serde_json::Value::Null, |d| d.to_json());
    object.insert("difficulty".into(), difficulty);
    if let Value::Object(form) = puzzle.finished.json() {
        object.extend(form);
    }
    Value::Object(object)
}
