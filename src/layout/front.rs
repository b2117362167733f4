//! What the front-matter templates are told: a contents entry, and what a
//! "how to use this book" page says about one kind of puzzle, in the book's words.

use minijinja::{Value, context};

use super::plan::ContentsEntry;
use crate::words::Words;

/// One contents line for `contents.svg`.
pub fn entry(entry: &ContentsEntry) -> Value {
    context! { title => &entry.title, page => entry.page, answers => entry.answers }
}

/// The variables of `howto.svg` for the kind named `name` (its registry name).
pub fn how_to(name: &str, words: &Words) -> Value {
    let key = words_key(name);
    context! {
        kind => context! {
            name => name,
            title => words.get(&format!("how-to-{key}-title")),
            explanation => words.get(&format!("how-to-{key}")),
            marks => uses_marks(name),
        },
    }
}

/// The part of the `how-to-…` word keys that names the kind.
fn words_key(name: &str) -> &str {
    match name {
        "magic-labyrinth" => "labyrinth",
        other => other,
    }
}

/// Whether the kind's puzzles use the start and goal pictograms.
fn uses_marks(name: &str) -> bool {
    matches!(name, "grid" | "block")
}
