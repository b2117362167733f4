//! The grid kind's keys in a `[[section]]`: difficulty, size, algorithm,
//! placement, wall thickness, shape, loops, crossings (`weave`), floors
//! (`levels`), and puzzles per page.

use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::paperback::furniture::puzzle_slot;
use crate::puzzle::Difficulty;
use crate::puzzle::grid::floors::recipe::LEVELS;
use crate::puzzle::grid::rectangle::algorithms::Algorithm;
use crate::puzzle::grid::request::{GridRequest, MAX_SIDE};
use crate::puzzle::grid::shaped::board::Tiling;
use crate::puzzle::grid::shaped::ends::Ends;
use crate::puzzle::grid::shaped::outline::Outline;
use crate::puzzle::grid::shaped::pictures::MaskSource;
use crate::puzzle::grid::split::any_recipe;
use crate::puzzle::section_keys::BookContext;
use crate::puzzle::section_keys::{KindKeys, PER_PAGE, difficulty, per_page};
use crate::units::parse_length;

/// The keys of this kind's sections besides the common ones
/// (`section_keys::COMMON_KEYS`).
pub const KEYS: &[&str] = &[
    "difficulty",
    "width",
    "height",
    "algorithm",
    "placement",
    "wall",
    "shape",
    "mask",
    "text",
    "tiling",
    "braid",
    "weave",
    "levels",
];

/// Reads the grid keys of a section.
pub fn parse(table: &mut Table, book: &BookContext) -> Result<KindKeys, SpecError> {
    let level = difficulty(table)?.unwrap_or(Difficulty::MEDIUM);
    let per_page = per_page(table, "per-page", PER_PAGE)?;
    let side = |table: &mut Table, key| {
        table
            .integer(key, 1..=MAX_SIDE as i64)
            .map(|v| v.map(|v| v as usize))
    };
    let request = GridRequest {
        width: side(table, "width")?,
        height: side(table, "height")?,
        algorithm: table.named("algorithm", &Algorithm::names(), Algorithm::from_name)?,
        placement: table.named("placement", &Ends::NAMES, Ends::from_name)?,
        wall_pt: wall(table)?,
        shape: outline(table, book)?,
        braid: table.number("braid", 0.0..=1.0)?,
        weave: table.number("weave", 0.0..=1.0)?,
        levels: levels(table)?,
        book: book.clone(),
        slot: book
            .paper
            .map(|paper| puzzle_slot(&paper, per_page.unwrap_or(1))),
    };
    let recipe = any_recipe(&request, Some(level))
        .map_err(|refusal| table.error(refusal.key, refusal.message))?;
    Ok(KindKeys {
        recipes: vec![recipe],
        difficulty: Some(level),
        per_page,
        sorted: false,
    })
}

/// `shape`, `mask` or `text` (one at most), and the `tiling` a picture is laid on.
fn outline(table: &mut Table, book: &BookContext) -> Result<Option<Outline>, SpecError> {
    let given: Vec<&str> = ["shape", "mask", "text"]
        .into_iter()
        .filter(|k| table.has(k))
        .collect();
    if let [_, second, ..] = given[..] {
        let message = format!(
            "give one of shape, mask and text, not {}",
            given.join(" and ")
        );
        return Err(table.error(second, message));
    }
    let tiling = table.named("tiling", &Tiling::MASKABLE, Tiling::from_name)?;
    let outline = match given.first() {
        None => None,
        Some(&"shape") => {
            let name = table.string("shape")?.unwrap_or_default();
            Some(Outline::named(&name).map_err(|message| table.error("shape", message))?)
        }
        Some(&"mask") => {
            let path = table.string("mask")?.unwrap_or_default();
            let source = MaskSource::File(table.source().dir.join(path));
            Some(Outline::Picture {
                source,
                tiling: Tiling::Square,
            })
        }
        Some(_) => {
            let text = table.string("text")?.unwrap_or_default();
            let source = MaskSource::Word {
                text,
                font: book.font,
            };
            Some(Outline::Picture {
                source,
                tiling: Tiling::Square,
            })
        }
    };
    lay_on(outline, tiling).map_err(|message| table.error("tiling", message))
}

/// A picture laid on `tiling`; refused for a shape that is not a picture.
pub fn lay_on(outline: Option<Outline>, tiling: Option<Tiling>) -> Result<Option<Outline>, String> {
    match (outline, tiling) {
        (Some(Outline::Picture { source, .. }), Some(tiling)) => {
            Ok(Some(Outline::Picture { source, tiling }))
        }
        (outline, None) => Ok(outline),
        (_, Some(_)) => Err(
            "applies only to a picture, a mask or a text, which it lays on squares, hexagons or triangles".into(),
        ),
    }
}

/// `levels`: the floors of a maze with floors (2 to 6).
fn levels(table: &mut Table) -> Result<Option<usize>, SpecError> {
    let (low, high) = (*LEVELS.start() as i64, *LEVELS.end() as i64);
    Ok(table.integer("levels", low..=high)?.map(|n| n as usize))
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
