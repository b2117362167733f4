//! The rotation kind's keys in a `[[section]]`: board size, density, traps, and
//! the target: a difficulty, an exact number of turns, or a ladder of them
//! (`ladder = [3, 4, 4, 6]` or `from`/`to`).

use std::sync::Arc;

use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::puzzle::rotation::options::{
    self, MAX_ROTATIONS, RotationRequest, TRAP_NAMES, traps_from_name,
};
use crate::puzzle::section_keys::{KindKeys, PER_PAGE, difficulty, ladder, per_page};
use crate::puzzle::{Difficulty, Recipe};

/// The keys of this kind's sections besides the common ones
/// (`section_keys::COMMON_KEYS`).
pub const KEYS: &[&str] = &[
    "difficulty",
    "width",
    "height",
    "rotations",
    "density",
    "traps",
    "ladder",
    "from",
    "to",
];

/// Reads the rotation keys of a section.
pub fn parse(table: &mut Table) -> Result<KindKeys, SpecError> {
    let per_page = per_page(table, "per-page", PER_PAGE)?;
    let level = difficulty(table)?;
    let side = |table: &mut Table, key| table.integer(key, 2..=60).map(|v| v.map(|v| v as usize));
    let turns = |table: &mut Table, key| {
        table
            .integer(key, 1..=MAX_ROTATIONS as i64)
            .map(|v| v.map(|v| v as usize))
    };
    let request = RotationRequest {
        width: side(table, "width")?,
        height: side(table, "height")?,
        rotations: turns(table, "rotations")?,
        difficulty: level,
        density: table.number("density", 0.0..=0.6)?,
        traps: table
            .choice("traps", &TRAP_NAMES)?
            .and_then(|t| traps_from_name(&t)),
    };
    let rungs = rungs(table)?;
    let laddered = rungs.is_some();
    let refused = |table: &Table, r: crate::puzzle::Refusal| table.error(r.key, r.message);
    let recipes: Vec<Arc<dyn Recipe>> = match rungs {
        Some(rungs) => {
            if request.rotations.is_some() || level.is_some() {
                return Err(table.error(
                    "ladder",
                    "a ladder sets each puzzle's turns; leave out rotations and difficulty",
                ));
            }
            let ladder = options::ladder(&rungs, &request).map_err(|r| refused(table, r))?;
            ladder
                .into_iter()
                .map(|r| Arc::new(r) as Arc<dyn Recipe>)
                .collect()
        }
        None => vec![Arc::new(
            options::recipe(&request).map_err(|r| refused(table, r))?,
        )],
    };
    // Without a level, exact turns or a ladder, the recipe makes medium puzzles:
    // name that level as grid and block do; exact turns and ladders have none.
    let named = match (level, request.rotations, laddered) {
        (None, None, false) => Some(Difficulty::MEDIUM),
        _ => level,
    };
    Ok(KindKeys {
        recipes,
        difficulty: named,
        per_page,
        sorted: false,
    })
}

/// `ladder = [3, 4, …]`, or `from = 3` with `to = 12` (one puzzle per number).
fn rungs(table: &mut Table) -> Result<Option<Vec<usize>>, SpecError> {
    let range = 1..=MAX_ROTATIONS as i64;
    let (from, to) = (
        table.integer("from", range.clone())?,
        table.integer("to", range.clone())?,
    );
    let listed = ladder(table, "turn counts", 1..=MAX_ROTATIONS, "[3, 4, 4, 6]")?;
    match (listed, from, to) {
        (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
            Err(table.error("ladder", "give either ladder or from/to, not both"))
        }
        (Some(list), None, None) => Ok(Some(list)),
        (None, Some(from), Some(to)) if from <= to => {
            Ok(Some((from as usize..=to as usize).collect()))
        }
        (None, Some(from), Some(to)) => {
            Err(table.error("to", format!("to = {to} is below from = {from}")))
        }
        (None, Some(_), None) => Err(table.error("from", "from needs a to")),
        (None, None, Some(_)) => Err(table.error("to", "to needs a from")),
        (None, None, None) => Ok(None),
    }
}
