//! `mazebook analyze` as a library: a puzzle's JSON form, a manifest entry (the
//! form with the book's own fields around it), or a whole manifest, re-checked
//! by each kind's independent checker.

pub mod book;
pub mod form;

pub use book::{EntryCheck, check_book, is_manifest};
pub use form::{AnalysisError, analyze_form, analyze_text, is_board};
