//! The magic-labyrinth kind's keys in a `[[section]]`: board size, walls, the wall
//! pieces owned, a fairness bound, goal squares, the printed square size, and
//! whether to print the fairest layouts first.

use std::sync::Arc;

use toml::de::DeValue;

use crate::keys::error::SpecError;
use crate::keys::table::{Table, describe};
use crate::puzzle::labyrinth::board::Square;
use crate::puzzle::labyrinth::options::{self, LabyrinthRequest};
use crate::puzzle::section_keys::{KindKeys, per_page};
use crate::units::{LENGTH_FORMS, parse_length};

/// The keys of this kind's sections besides the common ones
/// (`section_keys::COMMON_KEYS`).
pub const KEYS: &[&str] = &[
    "width",
    "height",
    "walls",
    "pieces",
    "max-fairness",
    "goals",
    "square-size",
    "sort",
];
/// Layout cards per page.
pub const PER_PAGE: &[i64] = &[1, 2];

/// Reads the magic-labyrinth keys of a section.
pub fn parse(table: &mut Table) -> Result<KindKeys, SpecError> {
    let per_page = per_page(table, "per-page", PER_PAGE)?;
    let side = |table: &mut Table, key| {
        table
            .integer(key, 2..=options::MAX_SIDE as i64)
            .map(|v| v.map(|v| v as usize))
    };
    let count = |table: &mut Table, key| {
        table
            .integer(key, 0..=10_000)
            .map(|v| v.map(|v| v as usize))
    };
    let request = LabyrinthRequest {
        width: side(table, "width")?,
        height: side(table, "height")?,
        walls: count(table, "walls")?,
        pieces: count(table, "pieces")?,
        max_fairness: table.number("max-fairness", 0.0..=1000.0)?,
        fair_by_default: true,
        goals: goals(table)?,
        square_pt: square_size(table)?,
    };
    let sorted = table
        .choice("sort", &["fairest-first", "none"])?
        .is_some_and(|s| s == "fairest-first");
    let recipe =
        options::recipe(&request).map_err(|refusal| table.error(refusal.key, refusal.message))?;
    Ok(KindKeys {
        recipes: vec![Arc::new(recipe)],
        difficulty: None,
        per_page,
        sorted,
    })
}

fn square_size(table: &mut Table) -> Result<Option<f64>, SpecError> {
    let Some(text) = table.string("square-size")? else {
        return Ok(None);
    };
    match parse_length(&text) {
        Some(pt) if pt > 0.0 => Ok(Some(pt)),
        _ => Err(table.error(
            "square-size",
            format!("\"{text}\" is not a length; use {LENGTH_FORMS}"),
        )),
    }
}

/// `goals = [[2, 0], [3, 0], …]`.
fn goals(table: &mut Table) -> Result<Option<Vec<Square>>, SpecError> {
    let Some((span, value)) = table.take("goals") else {
        return Ok(None);
    };
    let expected = "a list of squares such as [[2, 0], [3, 0]] (x = column from the west, y = row from the north, from 0)";
    let bad = |what: &DeValue| {
        table.source().error(
            Some(span.clone()),
            table.key_path("goals"),
            format!("expected {expected}, found {}", describe(what)),
        )
    };
    let DeValue::Array(items) = value else {
        return Err(bad(value));
    };
    let mut squares = Vec::with_capacity(items.len());
    for item in items.iter() {
        let square = match item.get_ref() {
            DeValue::Array(pair) if pair.len() == 2 => {
                let coordinate = |i: usize| match pair[i].get_ref() {
                    DeValue::Integer(n) => n.as_str().parse::<usize>().ok(),
                    _ => None,
                };
                coordinate(0).zip(coordinate(1)).map(|(x, y)| [x, y])
            }
            _ => None,
        };
        squares.push(square.ok_or_else(|| bad(item.get_ref()))?);
    }
    Ok(Some(squares))
}
