//! A checked walk over one TOML table: each key is taken once with its expected
//! type and range, and whatever is left at the end is an unknown key, reported with
//! the allowed keys and a "did you mean". Every error carries the key's line.

use std::ops::{Range, RangeInclusive};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::error::{SpecError, did_you_mean, one_of, shortened};
use super::source::Source;

/// The longest string a key holds unless it says otherwise: far more than any
/// title or name that fits a page, and short enough that laying it out takes
/// no time (text layout is not linear in the length of one line).
pub const MAX_TEXT_CHARS: usize = 1_000;
/// The longest paragraph (instructions, a cover's blurb): the room its page has
/// is checked next, so this only bounds the work of measuring it.
pub const MAX_PARAGRAPH_CHARS: usize = 10_000;

/// One table of the spec, with the keys not yet taken.
pub struct Table<'s, 'i> {
    source: &'s Source,
    path: String,
    span: Range<usize>,
    entries: Vec<(&'s str, Range<usize>, &'s Spanned<DeValue<'i>>)>,
    /// Keys already taken, with their value's span, so later errors still point at them.
    taken: Vec<(&'s str, Range<usize>)>,
    allowed: &'static [&'static str],
}

impl<'s, 'i> Table<'s, 'i> {
    /// Opens `table` at `path`, which may hold only the `allowed` keys.
    pub fn new(
        source: &'s Source,
        path: impl Into<String>,
        span: Range<usize>,
        table: &'s DeTable<'i>,
        allowed: &'static [&'static str],
    ) -> Self {
        let entries = table
            .iter()
            .map(|(k, v)| (k.get_ref().as_ref(), k.span(), v))
            .collect();
        Table {
            source,
            path: path.into(),
            span,
            entries,
            taken: Vec::new(),
            allowed,
        }
    }

    /// Opens a table and rejects unknown keys at once.
    pub fn open(
        source: &'s Source,
        path: impl Into<String>,
        span: Range<usize>,
        table: &'s DeTable<'i>,
        allowed: &'static [&'static str],
    ) -> Result<Self, SpecError> {
        let table = Table::new(source, path, span, table, allowed);
        table.reject_unknown()?;
        Ok(table)
    }

    pub fn source(&self) -> &'s Source {
        self.source
    }

    /// The full dotted path of `key` in this table.
    pub fn key_path(&self, key: &str) -> String {
        let key = written_key(key);
        if self.path.is_empty() {
            key
        } else {
            format!("{}.{key}", self.path)
        }
    }

    /// An error about `key` (at its value's line when present, else the table's).
    pub fn error(&self, key: &str, message: impl Into<String>) -> SpecError {
        let span = (self.entries.iter().map(|e| (e.0, e.2.span())))
            .chain(self.taken.iter().cloned())
            .find(|e| e.0 == key)
            .map_or(self.span.clone(), |e| e.1);
        self.source.error(Some(span), self.key_path(key), message)
    }

    /// Removes and returns `key`'s value, if present.
    pub fn take(&mut self, key: &str) -> Option<(Range<usize>, &'s DeValue<'i>)> {
        debug_assert!(
            self.allowed.contains(&key),
            "{key} missing from the allowed list"
        );
        let at = self.entries.iter().position(|e| e.0 == key)?;
        let (name, _, value) = self.entries.remove(at);
        self.taken.push((name, value.span()));
        Some((value.span(), value.get_ref()))
    }

    /// Whether the table holds `key` (not yet taken).
    pub fn has(&self, key: &str) -> bool {
        self.entries.iter().any(|entry| entry.0 == key)
    }

    /// Whether the spec gave `key`, taken or not.
    pub fn was_given(&self, key: &str) -> bool {
        self.has(key) || self.taken_span(key).is_some()
    }

    /// Where the value of a key already taken stands.
    fn taken_span(&self, key: &str) -> Option<Range<usize>> {
        let taken = self.taken.iter().rev().find(|(name, _)| *name == key);
        taken.map(|(_, span)| span.clone())
    }

    fn wrong_type(
        &self,
        key: &str,
        span: Range<usize>,
        expected: &str,
        value: &DeValue,
    ) -> SpecError {
        self.source.error(
            Some(span),
            self.key_path(key),
            format!("expected {expected}, found {}", describe(value)),
        )
    }

    /// A string that must hold something to print (a title): a blank one is
    /// refused rather than printed as nothing.
    pub fn title(&mut self, key: &str) -> Result<Option<String>, SpecError> {
        self.non_blank(key, MAX_TEXT_CHARS)
    }

    /// Like [`Table::title`], for a text of up to `max_chars` characters.
    pub fn non_blank(&mut self, key: &str, max_chars: usize) -> Result<Option<String>, SpecError> {
        let title = self.text(key, max_chars)?;
        match &title {
            Some(text) if text.trim().is_empty() => Err(self.source.error(
                self.taken_span(key),
                self.key_path(key),
                "is empty; give it the words to print",
            )),
            _ => Ok(title),
        }
    }

    /// A string value of at most [`MAX_TEXT_CHARS`] characters.
    pub fn string(&mut self, key: &str) -> Result<Option<String>, SpecError> {
        self.text(key, MAX_TEXT_CHARS)
    }

    /// A string value of at most `max_chars` characters, without control
    /// characters: a longer one is refused before anything lays it out.
    pub fn text(&mut self, key: &str, max_chars: usize) -> Result<Option<String>, SpecError> {
        let (span, text) = match self.take(key) {
            None => return Ok(None),
            Some((span, DeValue::String(text))) => (span, text),
            Some((span, other)) => return Err(self.wrong_type(key, span, "a string", other)),
        };
        let refuse = |message: String| {
            Err(self
                .source
                .error(Some(span.clone()), self.key_path(key), message))
        };
        let length = text.chars().count();
        if length > max_chars {
            return refuse(format!(
                "is {length} characters long; it may have at most {max_chars}"
            ));
        }
        match text.chars().find(|&c| is_unprintable(c)) {
            Some(c) => refuse(format!(
                "contains the control character U+{:04X}, which cannot be printed; remove it",
                u32::from(c)
            )),
            None => Ok(Some(text.to_string())),
        }
    }

    /// A value looked up by name (aliases included); errors list the main names.
    pub fn named<T>(
        &mut self,
        key: &str,
        names: &[&str],
        lookup: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, SpecError> {
        let Some(text) = self.string(key)? else {
            return Ok(None);
        };
        if let Some(value) = lookup(&text) {
            return Ok(Some(value));
        }
        let hint = did_you_mean(&text, names)
            .map(|m| format!(" (did you mean \"{m}\"?)"))
            .unwrap_or_default();
        Err(self.error(
            key,
            format!(
                "\"{}\" is not allowed here{hint}; use {}",
                shortened(&text),
                one_of(names)
            ),
        ))
    }

    /// A string that must be one of `allowed`.
    pub fn choice(&mut self, key: &str, allowed: &[&str]) -> Result<Option<String>, SpecError> {
        let Some((span, value)) = self.take(key) else {
            return Ok(None);
        };
        let DeValue::String(text) = value else {
            return Err(self.wrong_type(key, span, &format!("one of {}", one_of(allowed)), value));
        };
        if allowed.contains(&text.as_ref()) {
            return Ok(Some(text.to_string()));
        }
        let hint = did_you_mean(text, allowed)
            .map(|m| format!(" (did you mean \"{m}\"?)"))
            .unwrap_or_default();
        Err(self.source.error(
            Some(span),
            self.key_path(key),
            format!(
                "\"{}\" is not allowed here{hint}; use {}",
                shortened(text),
                one_of(allowed)
            ),
        ))
    }

    /// An integer within `range`.
    pub fn integer(
        &mut self,
        key: &str,
        range: RangeInclusive<i64>,
    ) -> Result<Option<i64>, SpecError> {
        let Some((span, value)) = self.take(key) else {
            return Ok(None);
        };
        let expected = format!("a whole number from {} to {}", range.start(), range.end());
        let number = match value {
            DeValue::Integer(i) => parse_integer(i.as_str(), i.radix()),
            _ => None,
        };
        self.in_range(key, span, value, number, range, &expected)
            .map(Some)
    }

    /// A number (whole or decimal) within `range`.
    pub fn number(
        &mut self,
        key: &str,
        range: RangeInclusive<f64>,
    ) -> Result<Option<f64>, SpecError> {
        let Some((span, value)) = self.take(key) else {
            return Ok(None);
        };
        let expected = format!("a number from {} to {}", range.start(), range.end());
        let number = match value {
            DeValue::Integer(i) => parse_integer(i.as_str(), i.radix()).map(|n| n as f64),
            DeValue::Float(f) => f.as_str().replace('_', "").parse::<f64>().ok(),
            _ => None,
        };
        self.in_range(key, span, value, number, range, &expected)
            .map(Some)
    }

    /// `number` if it parsed and lies in `range`; else the error naming the value.
    fn in_range<T: PartialOrd + std::fmt::Display>(
        &self,
        key: &str,
        span: Range<usize>,
        value: &DeValue,
        number: Option<T>,
        range: RangeInclusive<T>,
        expected: &str,
    ) -> Result<T, SpecError> {
        match number {
            Some(n) if range.contains(&n) => Ok(n),
            Some(n) => Err(self.source.error(
                Some(span),
                self.key_path(key),
                format!("{n} is out of range; expected {expected}"),
            )),
            None => Err(self.wrong_type(key, span, expected, value)),
        }
    }

    /// A boolean.
    pub fn boolean(&mut self, key: &str) -> Result<Option<bool>, SpecError> {
        match self.take(key) {
            None => Ok(None),
            Some((_, DeValue::Boolean(b))) => Ok(Some(*b)),
            Some((span, other)) => Err(self.wrong_type(key, span, "true or false", other)),
        }
    }

    /// Fails on the first key that is not allowed here (called on opening, so a
    /// misspelt key is reported as such rather than as a missing one).
    pub fn reject_unknown(&self) -> Result<(), SpecError> {
        match self.entries.iter().find(|e| !self.allowed.contains(&e.0)) {
            Some((key, span, _)) => Err(self.unknown(key, span)),
            None => Ok(()),
        }
    }

    /// Fails on the first key that was not taken, naming the allowed keys.
    pub fn finish(self) -> Result<(), SpecError> {
        match self.entries.first() {
            Some((key, span, _)) => Err(self.unknown(key, span)),
            None => Ok(()),
        }
    }

    fn unknown(&self, key: &str, span: &Range<usize>) -> SpecError {
        let hint = did_you_mean(key, self.allowed)
            .map(|m| format!("did you mean `{m}`? "))
            .unwrap_or_default();
        let place = if self.path.is_empty() {
            "at the top level".to_string()
        } else {
            format!("in [{}]", self.path)
        };
        self.source.error(
            Some(span.clone()),
            self.key_path(key),
            format!(
                "unknown key {place}; {hint}allowed keys: {}",
                self.allowed.join(", ")
            ),
        )
    }
}

/// A key as it would be written in TOML: bare when it can be, else quoted (so an
/// empty key or one with spaces or dots is still visible in a message).
fn written_key(key: &str) -> String {
    let bare = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if !key.is_empty() && key.chars().all(bare) {
        return key.to_string();
    }
    let escaped: String = key
        .chars()
        .map(|c| match c {
            '"' => "\\\"".to_string(),
            '\\' => "\\\\".to_string(),
            c if c.is_control() => format!("\\u{:04X}", u32::from(c)),
            c => c.to_string(),
        })
        .collect();
    format!("\"{}\"", shortened(&escaped))
}

/// A TOML integer's digits (underscores allowed) in its radix.
fn parse_integer(digits: &str, radix: u32) -> Option<i64> {
    i64::from_str_radix(&digits.replace('_', ""), radix).ok()
}

/// "a string \"x\"", "the number 3", "a table", for type errors.
pub fn describe(value: &DeValue) -> String {
    match value {
        DeValue::String(s) => format!("the string \"{}\"", shortened(s)),
        DeValue::Integer(i) => format!("the number {}", i.as_str()),
        DeValue::Float(f) => format!("the number {}", f.as_str()),
        DeValue::Boolean(b) => format!("{b}"),
        DeValue::Datetime(d) => format!("the date {d}"),
        DeValue::Array(_) => "a list".into(),
        DeValue::Table(_) => "a table".into(),
    }
}
/// Characters a page cannot hold (XML allows tab and line breaks only).
fn is_unprintable(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}
