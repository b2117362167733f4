//! A whole `book.json` re-checked: every puzzle goes to its kind's checker, and
//! the metrics the manifest states must be the ones the checker measures, so a
//! built book's answer keys can be verified after the fact (or after an edit).

use serde_json::Value;

use super::form::analyze_form;

/// One puzzle of a manifest and what its check found.
#[derive(Debug, Clone, PartialEq)]
pub struct EntryCheck {
    /// The puzzle's number in the book (its place in the list when absent).
    pub number: u64,
    pub kind: String,
    pub page: Option<u64>,
    /// `Ok` when the checker accepts it as stated; else why not.
    pub outcome: Result<(), String>,
}

impl EntryCheck {
    /// One line: `puzzle 3 (grid, page 5): ok`.
    pub fn line(&self) -> String {
        let page = self.page.map(|p| format!(", page {p}")).unwrap_or_default();
        let outcome = match &self.outcome {
            Ok(()) => "ok".to_string(),
            Err(why) => format!("FAILED: {why}"),
        };
        format!("puzzle {} ({}{page}): {outcome}", self.number, self.kind)
    }
}

/// Whether `value` is a manifest (a `puzzles` list) rather than one form.
pub fn is_manifest(value: &Value) -> bool {
    value.get("kind").is_none() && value.get("puzzles").is_some_and(Value::is_array)
}

/// Checks every puzzle of a manifest, in order.
pub fn check_book(manifest: &Value) -> Vec<EntryCheck> {
    let entries = manifest.get("puzzles").and_then(Value::as_array);
    entries
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(index, entry)| check_entry(index, entry))
        .collect()
}

fn check_entry(index: usize, entry: &Value) -> EntryCheck {
    let outcome = analyze_form(entry.clone())
        .map_err(|error| error.to_string())
        .and_then(|analysed| same_metrics(entry.get("metrics"), analysed.get("metrics")));
    EntryCheck {
        number: entry
            .get("number")
            .and_then(Value::as_u64)
            .unwrap_or(index as u64 + 1),
        kind: entry
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_string(),
        page: entry.get("page").and_then(Value::as_u64),
        outcome,
    }
}

/// The stated metrics (if any) against the measured ones, name by name.
fn same_metrics(stated: Option<&Value>, measured: Option<&Value>) -> Result<(), String> {
    let Some(stated) = stated.and_then(Value::as_object) else {
        return Ok(());
    };
    for (name, value) in stated {
        let found = measured.and_then(|m| m.get(name));
        if found != Some(value) {
            let found = found.map_or("nothing".to_string(), Value::to_string);
            return Err(format!(
                "metrics.{name} is {value} in the manifest, but the checker measures {found}"
            ));
        }
    }
    Ok(())
}
