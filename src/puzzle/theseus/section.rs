//! The theseus kind's keys in a `[[section]]`: board size, the most walls, and
//! the target: a difficulty, an exact minimum (`min-moves`), a ladder of exact
//! minima (`ladder = [12, 20, 30]`), or boards of one's own in the JSON form
//! (`boards = ["a.json", …]`, relative to the spec; a record table's boards);
//! and `hints = true` for hint pages.

use std::sync::Arc;

use toml::de::DeValue;

use super::fixed::FixedBoard;
use super::form::TheseusForm;
use super::options::{self, TheseusRequest};
use super::records;
use crate::input::{SMALL_FILE, read_text};
use crate::keys::error::SpecError;
use crate::keys::table::{Table, describe};
use crate::puzzle::section_keys::{KindKeys, PER_PAGE, difficulty, ladder, per_page};
use crate::puzzle::{Difficulty, Recipe, Refusal};

/// The keys of this kind's sections besides the common ones
/// (`section_keys::COMMON_KEYS`).
pub const KEYS: &[&str] = &[
    "difficulty",
    "width",
    "height",
    "min-moves",
    "walls",
    "ladder",
    "boards",
    "hints",
];

/// The most moves any key may ask for.
fn most_moves() -> usize {
    records::PROMISED.iter().map(|r| r.1).max().unwrap_or(1)
}

/// Reads the theseus keys of a section.
pub fn parse(table: &mut Table) -> Result<KindKeys, SpecError> {
    let per_page = per_page(table, "per-page", PER_PAGE)?;
    let level = difficulty(table)?;
    let side = |table: &mut Table, key| {
        table
            .integer(key, 4..=options::MAX_GENERATED_SIDE as i64)
            .map(|v| v.map(|v| v as usize))
    };
    let request = TheseusRequest {
        width: side(table, "width")?,
        height: side(table, "height")?,
        difficulty: level,
        min_moves: table
            .integer("min-moves", 2..=most_moves() as i64)?
            .map(|v| v as usize),
        walls: table.integer("walls", 0..=264)?.map(|v| v as usize),
        hints: table.boolean("hints")?.unwrap_or(false),
    };
    let rungs = ladder(table, "move counts", 2..=most_moves(), "[12, 20, 30]")?;
    let boards = boards(table, request.hints)?;
    let refused = |table: &Table, r: Refusal| table.error(r.key, r.message);
    let recipes: Vec<Arc<dyn Recipe>> = match (rungs, boards) {
        (Some(_), Some(_)) => {
            return Err(table.error("boards", "give either boards or ladder, not both"));
        }
        (_, Some(boards)) => boards,
        (Some(rungs), None) => {
            if request.min_moves.is_some() || level.is_some() {
                return Err(table.error(
                    "ladder",
                    "a ladder sets each puzzle's moves; leave out min-moves and difficulty",
                ));
            }
            let mut recipes: Vec<Arc<dyn Recipe>> = Vec::with_capacity(rungs.len());
            for moves in rungs {
                let rung = TheseusRequest {
                    min_moves: Some(moves),
                    ..request.clone()
                };
                let recipe = options::recipe(&rung).map_err(|r| refused(table, r))?;
                recipes.push(Arc::new(recipe));
            }
            recipes
        }
        (None, None) => vec![Arc::new(
            options::recipe(&request).map_err(|r| refused(table, r))?,
        )],
    };
    let named = match (level, request.min_moves, recipes.len()) {
        (None, None, 1) => Some(Difficulty::MEDIUM),
        _ => level,
    };
    Ok(KindKeys {
        recipes,
        difficulty: named,
        per_page,
        sorted: false,
    })
}

/// `boards = ["a.json", …]`: puzzles in the JSON form, read relative to the spec.
fn boards(table: &mut Table, hints: bool) -> Result<Option<Vec<Arc<dyn Recipe>>>, SpecError> {
    let Some((span, value)) = table.take("boards") else {
        return Ok(None);
    };
    let error = |message: String| {
        table
            .source()
            .error(Some(span.clone()), table.key_path("boards"), message)
    };
    let DeValue::Array(items) = value else {
        return Err(error(format!(
            "expected a list of JSON files, such as [\"board.json\"], found {}",
            describe(value)
        )));
    };
    if items.is_empty() || items.len() > 1000 {
        return Err(error("expected 1 to 1000 JSON files".into()));
    }
    let mut recipes: Vec<Arc<dyn Recipe>> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let DeValue::String(name) = item.get_ref() else {
            return Err(error(format!("item {}: expected a file name", i + 1)));
        };
        let path = table.source().dir.join(name.as_ref());
        let shown = path.display();
        let text = read_text(&path, SMALL_FILE)
            .map_err(|e| error(format!("cannot read \"{shown}\": {e}")))?;
        let form: TheseusForm = serde_json::from_str(&text).map_err(|e| {
            error(format!(
                "\"{shown}\" is not a Theseus puzzle's JSON form: {e}"
            ))
        })?;
        let puzzle = form
            .puzzle()
            .map_err(|e| error(format!("\"{shown}\": {e}")))?;
        recipes.push(Arc::new(FixedBoard::new(puzzle, hints)));
    }
    Ok(Some(recipes))
}
