//! One puzzle's JSON form (or a Magic Labyrinth board drawn in ASCII) to its
//! kind's checker. A manifest entry is taken as it
//! is: the fields the book adds around the form are set aside first, so an entry
//! copied out of `book.json` analyses like the form `puzzle --json` prints.

use serde_json::Value;

use crate::puzzle::Finished;
use crate::puzzle::error::PuzzleError;
use crate::puzzle::labyrinth::ascii::{self, AsciiError};
use crate::puzzle::labyrinth::kind::LabyrinthFinished;
use crate::puzzle::registry;

/// The fields `book.json` adds to each puzzle's form (see docs/formats.md).
pub const MANIFEST_FIELDS: [&str; 6] = [
    "number",
    "section",
    "page",
    "answer_page",
    "seed",
    "difficulty",
];

/// Why a form could not be analysed.
#[derive(Debug, thiserror::Error)]
pub enum AnalysisError {
    #[error("the puzzle has no \"kind\"; expected one of: {}", registry::names().join(", "))]
    NoKind,
    #[error("unknown kind \"{kind}\"; expected one of: {}", registry::names().join(", "))]
    UnknownKind { kind: String },
    #[error("not valid JSON")]
    Json(#[from] serde_json::Error),
    #[error("not a board drawing")]
    Board(#[from] AsciiError),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Whether `text` is a Magic Labyrinth board drawn in ASCII rather than JSON.
pub fn is_board(text: &str) -> bool {
    !text.trim_start().starts_with('{') && text.contains('|')
}

/// Checks a form given as text: JSON, or a Magic Labyrinth board drawn in ASCII.
pub fn analyze_text(text: &str) -> Result<Value, AnalysisError> {
    if is_board(text) {
        let board = ascii::parse(text)?;
        return Ok(LabyrinthFinished::analysed(board, None, None).json());
    }
    analyze_form(serde_json::from_str(text)?)
}

/// Checks one form (or manifest entry) and returns it with solution and metrics.
pub fn analyze_form(mut value: Value) -> Result<Value, AnalysisError> {
    let kind = value
        .get("kind")
        .and_then(Value::as_str)
        .ok_or(AnalysisError::NoKind)?;
    let found = registry::find(kind).ok_or_else(|| AnalysisError::UnknownKind {
        kind: kind.to_string(),
    })?;
    if let Some(fields) = value.as_object_mut() {
        for name in MANIFEST_FIELDS {
            fields.remove(name);
        }
    }
    Ok(found.analyze(value)?)
}
