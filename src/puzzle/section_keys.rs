//! The section keys every puzzle kind reads the same way (difficulty, puzzles per
//! page), and what a kind hands back from its section: its recipes and the
//! section-level choices that depend on the kind.

use crate::paperback::Paper;
use std::ops::RangeInclusive;
use std::sync::Arc;

use toml::de::DeValue;

use super::{Difficulty, Recipe};
use crate::fonts::FontChoice;
use crate::keys::SpecError;
use crate::keys::table::{Table, describe};
use crate::words::Words;

/// The keys every `[[section]]` may hold, whatever its kind (listed first to
/// a user; each kind adds its own, `Kind::own_keys`). `per-page` is read by the
/// kind, which says how many of its puzzles a page can take.
pub const COMMON_KEYS: [&str; 6] = [
    "title",
    "instructions",
    "kind",
    "count",
    "per-page",
    "opener",
];

/// Puzzles per page a section may ask for.
pub const PER_PAGE: &[i64] = &[1, 2, 4, 6];

/// What a kind reads from its section: its recipe and the section-level choices
/// that depend on the kind.
pub struct KindKeys {
    /// One recipe for all puzzles, or one per puzzle (then they also set the count).
    pub recipes: Vec<Arc<dyn Recipe>>,
    pub difficulty: Option<Difficulty>,
    pub per_page: Option<usize>,
    pub sorted: bool,
}

/// The book-wide choices a section's puzzles may depend on.
#[derive(Debug, Clone, Default)]
pub struct BookContext {
    /// The book's font: a grid maze in the shape of a word is set in it.
    pub font: FontChoice,
    /// The book's words: drawings that print text are measured with them.
    pub words: Arc<Words>,
    /// The book's page: a word maze is set to fill the slot it will have
    /// (`None` on the command line, which draws a puzzle alone).
    pub paper: Option<Paper>,
}

/// `difficulty = "easy"` or `difficulty = 7`.
pub fn difficulty(table: &mut Table) -> Result<Option<Difficulty>, SpecError> {
    let Some((span, value)) = table.take("difficulty") else {
        return Ok(None);
    };
    let parsed = match value {
        DeValue::String(text) => Difficulty::parse(text),
        DeValue::Integer(i) => i
            .as_str()
            .parse::<i64>()
            .ok()
            .and_then(Difficulty::from_level),
        _ => None,
    };
    parsed.map(Some).ok_or_else(|| {
        table.source().error(
            Some(span),
            table.key_path("difficulty"),
            format!(
                "{} is not a difficulty; use {}",
                describe(value),
                Difficulty::ALLOWED
            ),
        )
    })
}

/// A per-page count that must be one of `allowed`.
pub fn per_page(table: &mut Table, key: &str, allowed: &[i64]) -> Result<Option<usize>, SpecError> {
    let range = allowed[0]..=allowed[allowed.len() - 1];
    let Some(n) = table.integer(key, range)? else {
        return Ok(None);
    };
    if allowed.contains(&n) {
        return Ok(Some(n as usize));
    }
    let list: Vec<String> = allowed.iter().map(i64::to_string).collect();
    Err(table.error(
        key,
        format!(
            "{n} puzzles per page cannot be laid out; use {}",
            list.join(", ")
        ),
    ))
}

/// `ladder = [n, …]`: one puzzle per number (turns, moves), 1 to 1000 of them,
/// each in `range`; a refusal names the numbers (`what`) and shows `example`.
pub fn ladder(
    table: &mut Table,
    what: &str,
    range: RangeInclusive<usize>,
    example: &str,
) -> Result<Option<Vec<usize>>, SpecError> {
    let Some((span, value)) = table.take("ladder") else {
        return Ok(None);
    };
    let error = |found: String| {
        table.source().error(
            Some(span.clone()),
            table.key_path("ladder"),
            format!(
                "expected a list of {what} from {} to {}, such as {example}, found {found}",
                range.start(),
                range.end()
            ),
        )
    };
    let DeValue::Array(items) = value else {
        return Err(error(describe(value)));
    };
    let rungs: Option<Vec<usize>> = items
        .iter()
        .map(|item| match item.get_ref() {
            DeValue::Integer(n) => n
                .as_str()
                .parse::<usize>()
                .ok()
                .filter(|n| range.contains(n)),
            _ => None,
        })
        .collect();
    match rungs {
        Some(list) if !list.is_empty() && list.len() <= 1000 => Ok(Some(list)),
        _ => Err(error("a list with other values".into())),
    }
}
