//! The grid kind's keys in a `[[section]]`: difficulty, size, algorithm,
//! placement, wall thickness, and puzzles per page.

use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::puzzle::Difficulty;
use crate::puzzle::grid::algorithms::Algorithm;
use crate::puzzle::grid::options::{self as grid_options, GridRequest};
use crate::puzzle::grid::shaped::ends::Ends;
use crate::puzzle::grid::shaped::outline::{Outline, PLAIN};
use crate::puzzle::section_keys::{KindKeys, PER_PAGE, difficulty, per_page};
use crate::units::parse_length;

pub const KEYS: &[&str] = &[
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
    "shape",
    "braid",
];

/// Reads the grid keys of a section.
pub fn parse(table: &mut Table) -> Result<KindKeys, SpecError> {
    let level = difficulty(table)?.unwrap_or(Difficulty::MEDIUM);
    let per_page = per_page(table, "per-page", PER_PAGE)?;
    let side = |table: &mut Table, key| {
        table
            .integer(key, 1..=grid_options::MAX_SIDE as i64)
            .map(|v| v.map(|v| v as usize))
    };
    let request = GridRequest {
        width: side(table, "width")?,
        height: side(table, "height")?,
        algorithm: table.named("algorithm", &Algorithm::names(), Algorithm::from_name)?,
        placement: table.named("placement", &Ends::NAMES, Ends::from_name)?,
        wall_pt: wall(table)?,
        shape: table.named("shape", &PLAIN, Outline::plain)?,
        braid: table.number("braid", 0.0..=1.0)?,
    };
    let recipe = grid_options::any_recipe(&request, Some(level))
        .map_err(|refusal| table.error(refusal.key, refusal.message))?;
    Ok(KindKeys {
        recipes: vec![recipe],
        difficulty: Some(level),
        per_page,
        sorted: false,
    })
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
