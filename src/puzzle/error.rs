//! The errors a puzzle kind gives back to the command line and `analyze`: a flag
//! it cannot use, a request no attempt met, a JSON form it cannot read (naming the
//! field), or a puzzle or claimed solution its checker refused.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// Why a kind could not make or check a puzzle, in words a user can act on.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleError {
    /// A flag (or its value) the kind cannot use.
    #[error("--{flag}: {message}")]
    Flag { flag: String, message: String },
    /// No attempt met the request.
    #[error("{0}")]
    NotMade(String),
    /// A JSON form that does not have the kind's shape; `field` is the path to
    /// the value at fault (`height`, `cells[3]`), when serde knows it.
    #[error("not {what} in its JSON form: {}{detail}", at(field))]
    Form {
        what: &'static str,
        field: String,
        detail: String,
    },
    /// A puzzle, or a claimed solution, that its checker refused.
    #[error("{0}")]
    Refused(String),
    /// A file a flag names that cannot be read or written.
    #[error("--{flag}: {detail}")]
    File { flag: &'static str, detail: String },
    /// Flags the command-line parser could not hand over (it checked them first).
    #[error(transparent)]
    Args(#[from] clap::Error),
}

impl From<super::Refusal> for PuzzleError {
    /// A request's refusal names the key; on the command line that is the flag.
    fn from(refusal: super::Refusal) -> Self {
        PuzzleError::flag(refusal.key, refusal.message)
    }
}

fn at(field: &str) -> String {
    if field.is_empty() || field == "." {
        String::new()
    } else {
        format!("`{field}`: ")
    }
}

impl PuzzleError {
    /// A flag error: `--flag: message`.
    pub fn flag(flag: impl Into<String>, message: impl Into<String>) -> Self {
        PuzzleError::Flag {
            flag: flag.into(),
            message: message.into(),
        }
    }

    /// The checker's or a rule's refusal, in its own words.
    pub fn refused(message: impl std::fmt::Display) -> Self {
        PuzzleError::Refused(message.to_string())
    }
}

/// Reads a kind's JSON form from `value`; an error names the field at fault
/// (with its index in arrays). `what` reads "a grid maze", "a rotation puzzle".
pub fn read_form<T: DeserializeOwned>(value: Value, what: &'static str) -> Result<T, PuzzleError> {
    serde_path_to_error::deserialize(value).map_err(|error| PuzzleError::Form {
        what,
        field: error.path().to_string(),
        detail: error.into_inner().to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct Form {
        width: usize,
        cells: Vec<u8>,
    }

    #[test]
    fn a_wrong_value_is_named_by_its_field() {
        let error = read_form::<Form>(serde_json::json!({"width": 1.5, "cells": []}), "a form")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("not a form in its JSON form: `width`: "),
            "{error}"
        );
    }

    #[test]
    fn a_wrong_item_is_named_by_its_index() {
        let error = read_form::<Form>(serde_json::json!({"width": 1, "cells": [0, 300]}), "a form")
            .unwrap_err()
            .to_string();
        assert!(error.contains("`cells[1]`: "), "{error}");
    }
}
