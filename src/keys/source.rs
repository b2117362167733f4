//! The spec's text and name, so that errors can point at a line.

use std::ops::Range;

use super::error::SpecError;

/// The text of a book.toml, the name to show for it, and the folder that
/// relative paths in it start from.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: String,
    pub dir: std::path::PathBuf,
}

impl Source {
    /// 1-based line of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        let end = offset.min(self.text.len());
        self.text.as_bytes()[..end]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1
    }

    /// An error at `span` (when known) about `key`.
    pub fn error(
        &self,
        span: Option<Range<usize>>,
        key: impl Into<String>,
        message: impl Into<String>,
    ) -> SpecError {
        SpecError {
            file: self.name.clone(),
            line: span.map(|s| self.line_of(s.start)),
            key: key.into(),
            message: message.into(),
        }
    }
}
