//! The block kind's keys in a `[[section]]`: difficulty, size, door placement,
//! growth bias, answer style and puzzles per page.

use std::sync::Arc;

use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::puzzle::Difficulty;
use crate::puzzle::block::kind::AnswerStyle;
use crate::puzzle::block::maze::{MAX_SIDE, MIN_SIDE};
use crate::puzzle::block::options::{self as block_options, BlockRequest};
use crate::puzzle::cells::Placement;
use crate::puzzle::section_keys::{KindKeys, PER_PAGE, difficulty, per_page};

/// The keys of this kind's sections besides the common ones
/// (`section_keys::COMMON_KEYS`).
pub const KEYS: &[&str] = &[
    "difficulty",
    "width",
    "height",
    "placement",
    "bias",
    "answer-style",
];

/// Reads the block keys of a section.
pub fn parse(table: &mut Table) -> Result<KindKeys, SpecError> {
    let level = difficulty(table)?.unwrap_or(Difficulty::MEDIUM);
    let per_page = per_page(table, "per-page", PER_PAGE)?;
    let side = |table: &mut Table, key| {
        table
            .integer(key, MIN_SIDE as i64..=MAX_SIDE as i64)
            .map(|v| v.map(|v| v as usize))
    };
    let request = BlockRequest {
        width: side(table, "width")?,
        height: side(table, "height")?,
        placement: table.named("placement", &Placement::NAMES, Placement::from_name)?,
        bias: table.number("bias", 0.0..=1.0)?,
        answer_style: table
            .choice("answer-style", &AnswerStyle::NAMES)?
            .and_then(|name| AnswerStyle::from_name(&name)),
    };
    let recipe = block_options::recipe(&request, Some(level))
        .map_err(|refusal| table.error(refusal.key, refusal.message))?;
    Ok(KindKeys {
        recipes: vec![Arc::new(recipe)],
        difficulty: Some(level),
        per_page,
        sorted: false,
    })
}
