//! `book.json`: what the book holds, for other tools (docs/formats.md). Each puzzle's
//! entry is its JSON form (kind, data, solution, metrics) with its number, section,
//! page, answer page, seed and difficulty. The file is written entry by entry, so a
//! book of thousands of puzzles never holds its whole manifest in memory.

use std::io::Write;

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{Map, Value};

use crate::layout::plan::Plan;
use crate::pipeline::BookPuzzle;
use crate::puzzle::HintPart;
use crate::spec::BookSpec;

/// Writes the manifest as pretty-printed JSON with a final newline: the same text
/// `serde_json::to_string_pretty` gives for the whole document (keys in sorted order).
pub fn write(
    out: &mut dyn Write,
    spec: &BookSpec,
    plan: &Plan,
    puzzles: &[BookPuzzle],
) -> std::io::Result<()> {
    let book = Book {
        spec,
        plan,
        puzzles,
    };
    let mut serializer = serde_json::Serializer::pretty(&mut *out);
    book.serialize(&mut serializer)?;
    out.write_all(b"\n")
}

/// The whole manifest, serialised lazily.
struct Book<'a> {
    spec: &'a BookSpec,
    plan: &'a Plan,
    puzzles: &'a [BookPuzzle],
}

impl Serialize for Book<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Sorted, as serde_json's own maps are.
        let mut map = serializer.serialize_map(None)?;
        let pages = self.plan.pages.len();
        if let Some(cover) = crate::cover::size_of(self.spec, pages) {
            map.serialize_entry("cover", &cover.json(true))?;
        }
        map.serialize_entry("pages", &self.plan.pages.len())?;
        map.serialize_entry("puzzles", &Entries(self))?;
        map.serialize_entry("seed", &self.spec.book.seed)?;
        map.serialize_entry("title", &self.spec.book.title)?;
        map.end()
    }
}

/// The puzzle list: each entry is made just before it is written.
struct Entries<'a>(&'a Book<'a>);

impl Serialize for Entries<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Book {
            spec,
            plan,
            puzzles,
        } = self.0;
        let mut list = serializer.serialize_seq(Some(puzzles.len()))?;
        for (index, puzzle) in puzzles.iter().enumerate() {
            list.serialize_element(&entry(spec, plan, index, puzzle))?;
        }
        list.end()
    }
}

fn entry(spec: &BookSpec, plan: &Plan, index: usize, puzzle: &BookPuzzle) -> Value {
    let section = &spec.sections[puzzle.section()];
    let mut object = Map::new();
    object.insert("number".into(), Value::from(index + 1));
    object.insert("section".into(), Value::from(section.title.clone()));
    object.insert("page".into(), Value::from(plan.puzzle_page[index]));
    object.insert(
        "answer_page".into(),
        plan.answer_page[index].map_or(Value::Null, Value::from),
    );
    if let Some(hints) = hints(plan, index, puzzle) {
        object.insert("hints".into(), hints);
    }
    object.insert("seed".into(), Value::from(puzzle.seed()));
    let difficulty = section
        .difficulty
        .map_or(serde_json::Value::Null, |d| d.to_json());
    object.insert("difficulty".into(), difficulty);
    if let Value::Object(form) = puzzle.finished().json() {
        object.extend(form);
    }
    Value::Object(object)
}

/// A puzzle's hints, when its section asks for hint pages: for each part, its
/// page and how many of the solution's first moves it gives.
fn hints(plan: &Plan, index: usize, puzzle: &BookPuzzle) -> Option<Value> {
    let pages = &plan.hint_pages[index];
    if pages.is_empty() {
        return None;
    }
    let list = HintPart::ALL.iter().zip(pages).map(|(&part, &page)| {
        let moves = puzzle.finished().hint_moves(part);
        serde_json::json!({ "page": page, "moves": moves })
    });
    Some(Value::Array(list.collect()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::source::Source;

    /// The manifest as one JSON value, as it was built before it was streamed.
    fn whole(spec: &BookSpec, plan: &Plan, puzzles: &[BookPuzzle]) -> String {
        let entries: Vec<Value> = puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| entry(spec, plan, i, p))
            .collect();
        let value = serde_json::json!({
            "title": spec.book.title,
            "seed": spec.book.seed,
            "pages": plan.pages.len(),
            "puzzles": entries,
        });
        serde_json::to_string_pretty(&value).unwrap() + "\n"
    }

    #[test]
    fn streamed_text_is_the_pretty_printed_document() {
        let text = "[book]\ntitle = \"Tom & \\\"Jerry\\\" <3\"\nseed = 12\n\n\
            [[section]]\ntitle = \"Grids\"\nkind = \"grid\"\ncount = 3\ndifficulty = \"easy\"\n\n\
            [[section]]\ntitle = \"Turns\"\nkind = \"rotation\"\ncount = 2\n";
        let source = Source {
            name: "book.toml".into(),
            text: text.into(),
            dir: ".".into(),
        };
        let spec = crate::spec::parse(source).unwrap();
        let bar = indicatif::ProgressBar::hidden();
        let puzzles = crate::pipeline::make_puzzles(&spec, &bar).unwrap();
        let plan = crate::layout::plan::plan(&spec);
        let mut streamed = Vec::new();
        write(&mut streamed, &spec, &plan, &puzzles).unwrap();
        assert_eq!(
            String::from_utf8(streamed).unwrap(),
            whole(&spec, &plan, &puzzles)
        );
    }
}
