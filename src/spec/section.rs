//! One `[[section]]`: its title and instructions, how many puzzles of which kind
//! and difficulty, how many to a page, and the kind's own options.

use std::sync::Arc;

use toml::de::DeValue;

use super::error::{SpecError, one_of};
use super::length::parse_length;
use super::table::{Table, describe};
use crate::puzzle::grid::algorithms::Algorithm;
use crate::puzzle::grid::options::{self as grid_options, GridRequest};
use crate::puzzle::grid::placement::Placement;
use crate::puzzle::{Difficulty, Recipe};

/// The kinds a book can hold today.
pub const KINDS: &[&str] = &["grid"];
/// Kinds that FORMATS.md names but this version cannot make yet.
const PLANNED_KINDS: &[&str] = &["block", "viennese", "rotation", "magic-labyrinth"];

/// Puzzles per page a section may ask for.
pub const PER_PAGE: &[i64] = &[1, 2, 4, 6];
pub const MAX_COUNT: i64 = 1000;

const GRID_KEYS: &[&str] = &[
    "title",
    "instructions",
    "kind",
    "count",
    "difficulty",
    "per-page",
    "width",
    "height",
    "algorithm",
    "placement",
    "wall",
];

/// A validated section.
#[derive(Clone)]
pub struct SectionSpec {
    pub title: String,
    pub instructions: Option<String>,
    pub count: usize,
    pub difficulty: Difficulty,
    pub per_page: usize,
    pub recipe: Arc<dyn Recipe>,
}

impl std::fmt::Debug for SectionSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SectionSpec")
            .field("title", &self.title)
            .field("count", &self.count)
            .field("difficulty", &self.difficulty)
            .field("per_page", &self.per_page)
            .field("kind", &self.recipe.kind())
            .finish()
    }
}

/// Reads one section table (already opened with all keys a section may have).
pub fn parse(mut table: Table) -> Result<SectionSpec, SpecError> {
    let kind = kind(&mut table)?;
    debug_assert_eq!(kind, "grid");
    let title = table
        .string("title")?
        .ok_or_else(|| table.error("title", "missing: every section needs a title"))?;
    let instructions = table.string("instructions")?;
    let count = table.integer("count", 1..=MAX_COUNT)?.ok_or_else(|| {
        table.error(
            "count",
            format!("missing: say how many puzzles (1 to {MAX_COUNT})"),
        )
    })? as usize;
    let difficulty = difficulty(&mut table)?.unwrap_or(Difficulty::MEDIUM);
    let per_page = per_page(&mut table, "per-page", PER_PAGE)?.unwrap_or(1);
    let recipe = grid_recipe(&mut table, difficulty)?;
    table.finish()?;
    Ok(SectionSpec {
        title,
        instructions,
        count,
        difficulty,
        per_page,
        recipe,
    })
}

/// The keys a section may hold (for opening its table).
pub fn keys() -> &'static [&'static str] {
    GRID_KEYS
}

fn kind(table: &mut Table) -> Result<&'static str, SpecError> {
    let Some((span, value)) = table.take("kind") else {
        return Err(table.error(
            "kind",
            format!(
                "missing: say which kind of puzzle, one of {}",
                one_of(KINDS)
            ),
        ));
    };
    let name = value.as_str().unwrap_or_default();
    if let Some(kind) = KINDS.iter().find(|k| **k == name) {
        return Ok(kind);
    }
    let message = if PLANNED_KINDS.contains(&name) {
        format!(
            "kind \"{name}\" is not available in this version yet; available: {}",
            one_of(KINDS)
        )
    } else {
        let hint = super::error::did_you_mean(name, KINDS)
            .map(|m| format!(" (did you mean \"{m}\"?)"))
            .unwrap_or_default();
        format!(
            "{} is not a puzzle kind{hint}; use {}",
            describe(value),
            one_of(KINDS)
        )
    };
    Err(table
        .source()
        .error(Some(span), table.key_path("kind"), message))
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

fn grid_recipe(table: &mut Table, difficulty: Difficulty) -> Result<Arc<dyn Recipe>, SpecError> {
    let side = |table: &mut Table, key| {
        table
            .integer(key, 1..=grid_options::MAX_SIDE as i64)
            .map(|v| v.map(|v| v as usize))
    };
    let request = GridRequest {
        width: side(table, "width")?,
        height: side(table, "height")?,
        algorithm: named(
            table,
            "algorithm",
            &Algorithm::names(),
            Algorithm::from_name,
        )?,
        placement: named(table, "placement", &Placement::NAMES, Placement::from_name)?,
        wall_pt: wall(table)?,
    };
    let recipe = grid_options::recipe(&request, Some(difficulty))
        .map_err(|refusal| table.error(refusal.key, refusal.message))?;
    Ok(Arc::new(recipe))
}

/// A value looked up by name (aliases included); errors list the main names.
fn named<T>(
    table: &mut Table,
    key: &str,
    names: &[&str],
    lookup: impl Fn(&str) -> Option<T>,
) -> Result<Option<T>, SpecError> {
    let Some(text) = table.string(key)? else {
        return Ok(None);
    };
    if let Some(value) = lookup(&text) {
        return Ok(Some(value));
    }
    let hint = super::error::did_you_mean(&text, names)
        .map(|m| format!(" (did you mean \"{m}\"?)"))
        .unwrap_or_default();
    Err(table.error(
        key,
        format!(
            "\"{text}\" is not allowed here{hint}; use {}",
            one_of(names)
        ),
    ))
}

fn wall(table: &mut Table) -> Result<Option<f64>, SpecError> {
    let Some(text) = table.string("wall")? else {
        return Ok(None);
    };
    parse_length(&text).map(Some).ok_or_else(|| {
        table.error(
            "wall",
            format!("\"{text}\" is not a length; use one such as \"1.5pt\" or \"0.5mm\""),
        )
    })
}
