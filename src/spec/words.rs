//! The `[words]` table and `[book] language`: which words the book prints. The
//! language's built-in table (by primary subtag) comes first, and `[words]`
//! replaces any of its words. A language with no built-in table needs a `[words]`
//! table; the keys it leaves out print in English, with a build warning.

use std::ops::Range;
use std::sync::Arc;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::keys::error::SpecError;
use crate::keys::source::Source;
use crate::keys::table::Table;
use crate::words::{self, Words};

/// The book's words, and the keys that fell back to English.
#[derive(Debug, Clone)]
pub struct BookWords {
    pub words: Arc<Words>,
    /// Keys a language without a built-in table left out of `[words]`.
    pub missing: Vec<&'static str>,
}

impl BookWords {
    /// The build warning for keys printed in English, if any.
    pub fn warning(&self, language: &str) -> Option<String> {
        let (last, rest) = self.missing.split_last()?;
        let named: Vec<String> = rest.iter().map(|k| format!("`{k}`")).collect();
        let list = match named.is_empty() {
            true => format!("`{last}`"),
            false => format!("{} and `{last}`", named.join(", ")),
        };
        Some(format!(
            "[words] leaves out {list}: there are no built-in words for language \"{language}\", so {} in English",
            if rest.is_empty() {
                "it prints"
            } else {
                "they print"
            }
        ))
    }
}

/// Reads `[words]` (if any) for the book in `language`; `document` is the whole
/// spec, so a refusal can point at the `language` line.
pub fn parse(
    source: &Source,
    document: &DeTable,
    language: &str,
    table: Option<Table>,
) -> Result<BookWords, SpecError> {
    let built_in = words::built_in(language);
    let Some(mut table) = table else {
        return match built_in {
            Some(found) => Ok(BookWords {
                words: Arc::new(Words::from_table(found)),
                missing: Vec::new(),
            }),
            None => Err(no_words(source, document, language)),
        };
    };
    let mut chosen = Words::from_table(built_in.unwrap_or(words::english_table()));
    let mut missing = Vec::new();
    for &(key, english) in words::english_table() {
        let Some(word) = table.text(key, MAX_WORD_CHARS)? else {
            if built_in.is_none() {
                missing.push(key);
            }
            continue;
        };
        if word.trim().is_empty() && must_print(key) {
            return Err(table.error(
                key,
                "is empty, but the book prints it as a heading or a name (a contents line, a label); give it the words to print",
            ));
        }
        check_placeholders(&table, key, english, &word)?;
        chosen.set(key, word);
    }
    table.finish()?;
    Ok(BookWords {
        words: Arc::new(chosen),
        missing,
    })
}

/// The longest word: the longest English one (a how-to paragraph) is about
/// 400 characters; the room each word has on its page is checked later.
pub const MAX_WORD_CHARS: usize = 2_000;

/// Whether the book cannot do without `key`'s word: headings, the names of
/// puzzles in labels, the decimal point. Sentences (a how-to paragraph, a
/// legend's rule, "Made with mazebook") may be left empty to print nothing.
fn must_print(key: &str) -> bool {
    const NAMES: [&str; 7] = [
        "answers",
        "contents",
        "notes",
        "maze",
        "puzzle",
        "layout",
        "decimal-point",
    ];
    NAMES.contains(&key) || key.starts_with("how-to") && key.ends_with("title")
}

/// A word may use the placeholders its English text uses, and no others.
fn check_placeholders(
    table: &Table,
    key: &str,
    english: &str,
    word: &str,
) -> Result<(), SpecError> {
    let allowed = words::placeholders(english);
    let Some(stranger) = words::placeholders(word)
        .into_iter()
        .find(|name| !allowed.contains(name))
    else {
        return Ok(());
    };
    let takes = match allowed.as_slice() {
        [] => "this word takes none".to_string(),
        names => format!(
            "this word takes {}",
            names
                .iter()
                .map(|n| format!("{{{n}}}"))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
    };
    Err(table.error(
        key,
        format!("{{{stranger}}} is not a placeholder here; {takes}"),
    ))
}

/// The refusal of a language with no built-in words and no `[words]` table.
fn no_words(source: &Source, document: &DeTable, language: &str) -> SpecError {
    source.error(
        language_span(document),
        "book.language",
        format!(
            "there are no built-in words for \"{language}\" (built in: {}); add a [words] table with the book's words (docs/book-toml.md lists the keys)",
            words::languages().join(", ")
        ),
    )
}

/// Where `[book] language` stands in the spec.
fn language_span(document: &DeTable) -> Option<Range<usize>> {
    let DeValue::Table(book) = entry(document, "book")?.get_ref() else {
        return None;
    };
    entry(book, "language").map(Spanned::span)
}

fn entry<'t, 'i>(table: &'t DeTable<'i>, name: &str) -> Option<&'t Spanned<DeValue<'i>>> {
    table
        .iter()
        .find(|(key, _)| key.get_ref().as_ref() == name)
        .map(|(_, value)| value)
}
