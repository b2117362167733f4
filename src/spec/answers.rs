//! The `[answers]` table: where the answer keys go and how many share a page.

use crate::keys::error::SpecError;
use crate::keys::table::Table;
use crate::puzzle::section_keys::per_page;

pub const KEYS: &[&str] = &["where", "per-page", "title"];
pub const PLACES: &[&str] = &["end", "after-section", "none"];
pub const PER_PAGE: &[i64] = &[1, 2, 4, 6, 9, 12];

/// Where answer keys are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerPlace {
    /// All at the back of the book.
    End,
    /// After each section's puzzles.
    AfterSection,
    /// Not printed (still in the manifest).
    None,
}

/// What the `[answers]` table says.
#[derive(Debug, Clone, PartialEq)]
pub struct AnswersSpec {
    pub place: AnswerPlace,
    /// As the spec says (6 when left out); what prints is the page plan's
    /// `answers_per_page`, which the preflight may lower when this was left out.
    pub per_page: usize,
    /// Whether the spec chose `per-page`; if not, the preflight may put fewer
    /// keys on a page so that large ones stay legible.
    pub per_page_chosen: bool,
    pub title: String,
}

impl Default for AnswersSpec {
    fn default() -> Self {
        AnswersSpec {
            place: AnswerPlace::End,
            per_page: 6,
            per_page_chosen: false,
            title: "Answers".into(),
        }
    }
}

/// Reads `[answers]`; `default_title` is the book's word for "Answers".
pub fn parse(mut table: Table, default_title: &str) -> Result<AnswersSpec, SpecError> {
    let defaults = AnswersSpec::default();
    let place = match table.choice("where", PLACES)?.as_deref() {
        Some("after-section") => AnswerPlace::AfterSection,
        Some("none") => AnswerPlace::None,
        _ => AnswerPlace::End,
    };
    let chosen = per_page(&mut table, "per-page", PER_PAGE)?;
    let spec = AnswersSpec {
        place,
        per_page: chosen.unwrap_or(defaults.per_page),
        per_page_chosen: chosen.is_some(),
        title: table
            .title("title")?
            .unwrap_or_else(|| default_title.to_string()),
    };
    table.finish()?;
    Ok(spec)
}
