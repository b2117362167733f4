//! The data the players read, as the JSON of `<script id="book-data">`: each
//! puzzle's number, kind, a 32-bit seed for its random draws (a game's goals)
//! and the fields of its JSON form its player needs; and the words the players
//! print, in the book's language.

use serde_json::{Map, Value, json};

use super::kinds;
use crate::pipeline::BookPuzzle;
use crate::spec::BookSpec;

/// The words the players print besides the `play-…` keys.
const OTHER_WORDS: [&str; 8] = [
    "viennese-after-0",
    "viennese-after-1",
    "viennese-after-2",
    "north",
    "south",
    "east",
    "west",
    "floor",
];

/// The data as JSON text safe inside `<script>`: every `<` escaped.
pub fn script_json(spec: &BookSpec, puzzles: &[BookPuzzle]) -> String {
    let words: Map<String, Value> = spec
        .words
        .words
        .entries()
        .filter(|(key, _)| key.starts_with("play-") || OTHER_WORDS.contains(key))
        .map(|(key, word)| (key.to_string(), Value::from(word)))
        .collect();
    let puzzles: Vec<Value> = puzzles
        .iter()
        .enumerate()
        .filter_map(|(index, puzzle)| entry(index + 1, puzzle))
        .collect();
    json!({ "words": words, "puzzles": puzzles })
        .to_string()
        .replace('<', "\\u003c")
}

fn entry(number: usize, puzzle: &BookPuzzle) -> Option<Value> {
    let Value::Object(form) = puzzle.finished().json() else {
        return None;
    };
    let kind = form.get("kind")?.as_str()?.to_string();
    let player = kinds::find(&kind)?;
    let fields: Map<String, Value> = form
        .into_iter()
        .filter(|(key, _)| player.fields.contains(&key.as_str()))
        .collect();
    Some(json!({
        "number": number,
        "kind": kind,
        "seed32": puzzle.seed() as u32,
        "form": fields,
    }))
}
