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

    /// An error at `span` about `key`; with no span, at the line where a key
    /// of a top-level table (`book.title`) is written, if it is.
    pub fn error(
        &self,
        span: Option<Range<usize>>,
        key: impl Into<String>,
        message: impl Into<String>,
    ) -> SpecError {
        let key = key.into();
        let span = span.or_else(|| self.span_of(&key));
        SpecError {
            file: self.name.clone(),
            line: span.map(|s| self.line_of(s.start)),
            key,
            message: message.into(),
        }
    }

    /// Whether the spec writes `table.key` (a key of a top-level table).
    pub fn has_key(&self, path: &str) -> bool {
        self.span_of(path).is_some()
    }

    /// Where `table.key` (a key of a top-level table) is written.
    fn span_of(&self, path: &str) -> Option<Range<usize>> {
        let (table, key) = path.split_once('.')?;
        let document = toml::de::DeTable::parse(&self.text).ok()?;
        let toml::de::DeValue::Table(inner) = document.get_ref().get(table)?.get_ref() else {
            return None;
        };
        let (name, _) = inner.get_key_value(key)?;
        Some(name.span())
    }
}

#[cfg(test)]
mod tests {
    use super::Source;

    #[test]
    fn an_error_without_a_span_finds_its_key_line() {
        let source = Source {
            name: "book.toml".into(),
            text: "[book]\nseed = 1\ntitle = \"x\"\n[[section]]\ntitle = \"y\"\n".into(),
            dir: ".".into(),
        };
        assert_eq!(source.error(None, "book.title", "m").line, Some(3));
        assert_eq!(source.error(None, "book.author", "m").line, None);
        assert_eq!(source.error(None, "section", "m").line, None);
    }
}
