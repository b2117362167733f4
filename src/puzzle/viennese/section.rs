//! The viennese kind's keys in a `[[section]]`: a built-in plan and its size or
//! a plan file of the user's own, the rules (with or without U-turns), the ends,
//! the difficulty, and the page aids (move strip, phase maps).

use std::sync::Arc;

use crate::input::{SMALL_FILE, read_text};
use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::puzzle::section_keys::{BookContext, KindKeys, PER_PAGE, difficulty, per_page};
use crate::puzzle::viennese::canvas::Shape;
use crate::puzzle::viennese::form::{Plan, read_plan};
use crate::puzzle::viennese::maze::Variant;
use crate::puzzle::viennese::options::{self, VienneseRequest};
use crate::puzzle::{Difficulty, Recipe};

/// The keys of this kind's sections besides the common ones
/// (`section_keys::COMMON_KEYS`).
pub const KEYS: &[&str] = &[
    "difficulty",
    "shape",
    "width",
    "height",
    "plan",
    "variant",
    "start",
    "goal",
    "phase-maps",
    "move-strip",
    "min-score",
];

/// Reads the viennese keys of a section.
pub fn parse(table: &mut Table, book: &BookContext) -> Result<KindKeys, SpecError> {
    let per_page = per_page(table, "per-page", PER_PAGE)?;
    let level = difficulty(table)?;
    let size = |table: &mut Table, key| table.integer(key, 1..=100).map(|v| v.map(|v| v as usize));
    let node = |table: &mut Table, key| {
        table
            .integer(key, 0..=100_000)
            .map(|v| v.map(|v| v as usize))
    };
    let request = VienneseRequest {
        shape: table
            .choice("shape", &Shape::NAMES)?
            .and_then(|s| Shape::from_name(&s)),
        width: size(table, "width")?,
        height: size(table, "height")?,
        plan: plan(table)?,
        variant: table
            .choice("variant", &Variant::NAMES)?
            .and_then(|v| Variant::from_name(&v)),
        difficulty: level,
        start: node(table, "start")?,
        goal: node(table, "goal")?,
        phase_maps: table.boolean("phase-maps")?,
        move_strip: table.boolean("move-strip")?,
        min_score: table.number("min-score", 0.0..=super::options::MAX_MIN_SCORE)?,
    };
    let mut recipe = options::recipe(&request).map_err(|r| table.error(r.key, r.message))?;
    recipe.draw.words = book.words.clone();
    Ok(KindKeys {
        recipes: vec![Arc::new(recipe) as Arc<dyn Recipe>],
        // The level the recipe was made for, named even when left to the default.
        difficulty: Some(level.unwrap_or(Difficulty::MEDIUM)),
        per_page,
        sorted: false,
    })
}

/// `plan = "district.json"`: a street plan in the JSON form, relative to the spec.
fn plan(table: &mut Table) -> Result<Option<Plan>, SpecError> {
    let Some(name) = table.string("plan")? else {
        return Ok(None);
    };
    let path = table.source().dir.join(&name);
    let text = read_text(&path, SMALL_FILE)
        .map_err(|e| table.error("plan", format!("cannot read \"{}\": {e}", path.display())))?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        table.error(
            "plan",
            format!("\"{}\" is not valid JSON: {e}", path.display()),
        )
    })?;
    read_plan(&value)
        .map(Some)
        .map_err(|fault| table.error("plan", format!("\"{}\": {fault}", path.display())))
}
