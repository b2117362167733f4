//! Whose text a printed line is: the spec's texts by key (the title, a
//! section's instructions, the cover's blurb, every word of `[words]`), so that
//! a line found out of place on a drawn page or cover is refused naming the key
//! that wrote it, even when a template wrapped it, set it in capitals or put a
//! number after it ("Maze 7").

use super::BookSpec;
use crate::keys::SpecError;
use crate::keys::error::shortened;

/// One text of the spec and the key it is written under.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyedText {
    pub key: String,
    pub text: String,
}

/// Every text of `spec` a page or the cover may print, by key: the book's and
/// sections' texts first, then the words (the language's, with `[words]` over
/// them).
pub fn of(spec: &BookSpec) -> Vec<KeyedText> {
    let book = &spec.book;
    let mut texts: Vec<(String, Option<&str>)> = vec![
        ("book.title".into(), Some(&book.title)),
        ("book.subtitle".into(), book.subtitle.as_deref()),
        ("book.author".into(), book.author.as_deref()),
        ("book.edition".into(), book.imprint.edition.as_deref()),
    ];
    for (index, section) in spec.sections.iter().enumerate() {
        let key = |name: &str| format!("section[{}].{name}", index + 1);
        texts.push((key("title"), Some(&section.title)));
        texts.push((key("instructions"), section.instructions.as_deref()));
    }
    if spec.source.has_key("answers.title") {
        texts.push(("answers.title".into(), Some(&spec.answers.title)));
    }
    let back_text = spec.cover.as_ref().and_then(|c| c.back_text.as_deref());
    texts.push(("cover.back-text".into(), back_text));
    let words = spec.words.words.entries();
    texts.extend(words.map(|(key, word)| (format!("words.{key}"), Some(word))));
    texts
        .into_iter()
        .filter_map(|(key, text)| {
            Some(KeyedText {
                key,
                text: text?.to_string(),
            })
        })
        .collect()
}

/// The key of the text that `printed` comes from: a text holding the printed
/// line (a line of a wrapped paragraph), or one the line holds (a word with a
/// number after it); the one printed exactly, else the longest, when several are.
pub fn key_of<'t>(printed: &str, texts: &'t [KeyedText]) -> Option<&'t str> {
    let printed = squeezed(printed);
    if printed.is_empty() {
        return None;
    }
    let scored = texts.iter().filter_map(|keyed| {
        let needle = longest_fixed_part(&keyed.text);
        let length = needle.chars().count();
        // A text holding the line, or a word of a few letters the line holds
        // (not a single letter, which any line might hold).
        let found = length > 0 && needle.contains(&printed)
            || length >= MIN_HELD_CHARS && printed.contains(&needle);
        found.then_some(((needle == printed, length), keyed.key.as_str()))
    });
    // The first of the best, so the spec's own texts win a tie with words.
    let best = scored.fold(
        None,
        |best: Option<((bool, usize), &str)>, candidate| match best {
            Some(kept) if kept.0 >= candidate.0 => Some(kept),
            _ => Some(candidate),
        },
    );
    best.map(|(_, key)| key)
}

/// The fewest characters a word must have to be found inside a longer line.
const MIN_HELD_CHARS: usize = 3;

/// The key that wrote `printed`, else the template's: `book.templates` for a
/// book's own templates, else `built_in` (what a built-in template cannot
/// help: the page size, the cover).
pub fn owner(spec: &BookSpec, printed: &str, built_in: &str) -> String {
    let texts = of(spec);
    match key_of(printed, &texts) {
        Some(key) => key.to_string(),
        None if spec.book.templates.is_some() => "book.templates".into(),
        None => built_in.into(),
    }
}

/// A text found off page `number`, refused naming the key that wrote it.
pub fn off_page(spec: &BookSpec, number: usize, printed: &str) -> SpecError {
    let key = owner(spec, printed, "book.page-size");
    let shown = shortened(&squeezed_case_kept(printed));
    spec.source.error(
        None,
        key,
        format!("\"{shown}\" would print off page {number}; shorten it"),
    )
}

/// A text drawn across its box's border on page `number` (even at the
/// smallest size, wrapped), refused naming the key that wrote it.
pub fn outside_room(spec: &BookSpec, number: usize, printed: &str) -> SpecError {
    let key = owner(spec, printed, "book.page-size");
    let shown = shortened(&squeezed_case_kept(printed));
    spec.source.error(
        None,
        key,
        format!(
            "\"{shown}\" does not fit its box on page {number}, even at 7 pt and wrapped; shorten it"
        ),
    )
}

/// A text a template could not fit into its box on page `number`, refused
/// naming `key`, or when the template left the key empty, the key that wrote it.
pub fn unfit(spec: &BookSpec, number: usize, key: &str, printed: &str, why: &str) -> SpecError {
    let key = match key {
        "" => owner(spec, printed, "book.page-size"),
        key => key.to_string(),
    };
    let shown = shortened(&squeezed_case_kept(printed));
    spec.source
        .error(None, key, format!("\"{shown}\" on page {number} {why}"))
}

/// Runs of white space as one space.
fn squeezed_case_kept(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The longest part of `text` between placeholders (`{n} mazes` → "mazes"),
/// squeezed: a word prints with its placeholders filled in.
fn longest_fixed_part(text: &str) -> String {
    let mut parts = vec![String::new()];
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        match placeholder_at(rest) {
            Some(length) => {
                parts.push(String::new());
                rest = &rest[length..];
            }
            None => {
                if let Some(part) = parts.last_mut() {
                    part.push(c);
                }
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    let squeezed = parts.iter().map(|part| squeezed(part));
    squeezed
        .max_by_key(|part| part.chars().count())
        .unwrap_or_default()
}

/// The length in bytes of the placeholder `{name}` (lower-case letters) that
/// `text` starts with, if it starts with one.
fn placeholder_at(text: &str) -> Option<usize> {
    let name = text.strip_prefix('{')?;
    let letters = name.chars().take_while(char::is_ascii_lowercase).count();
    (letters > 0 && name[letters..].starts_with('}')).then_some(letters + 2)
}

/// Runs of white space as one space, in one case: how a template may have
/// wrapped or capitalised it (through upper case first, so that a letter
/// whose capital is two letters, such as "ﬃ", compares as its capital does).
fn squeezed(text: &str) -> String {
    squeezed_case_kept(text).to_uppercase().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keyed(pairs: &[(&str, &str)]) -> Vec<KeyedText> {
        pairs
            .iter()
            .map(|&(key, text)| KeyedText {
                key: key.into(),
                text: text.into(),
            })
            .collect()
    }

    #[test]
    fn a_wrapped_line_a_label_and_a_count_find_their_keys() {
        let texts = keyed(&[
            ("book.title", "The Big Book of Mazes"),
            ("words.maze", "labyrinthine passage"),
            ("words.mazes", "{n} labyrinthine passages"),
            ("words.and", "and"),
        ]);
        assert_eq!(key_of("BOOK OF", &texts), Some("book.title"));
        assert_eq!(key_of("Labyrinthine passage 7", &texts), Some("words.maze"));
        assert_eq!(
            key_of("72 LABYRINTHINE  PASSAGES", &texts),
            Some("words.mazes")
        );
        assert_eq!(key_of("Ada and Bo", &texts), Some("words.and"));
        let ligature = keyed(&[("book.title", "Eﬃcient Mazes")]);
        assert_eq!(key_of("EFFICIENT", &ligature), Some("book.title"));
        assert_eq!(key_of("Nothing of the spec", &texts), None);
        assert_eq!(key_of("  ", &texts), None);
    }

    #[test]
    fn placeholders_split_a_word_into_parts() {
        assert_eq!(
            longest_fixed_part("{n} moves: follow 1 to {n}"),
            "moves: follow 1 to"
        );
        assert_eq!(longest_fixed_part("Fairness {f"), "fairness {f");
        assert_eq!(longest_fixed_part("{labyrinth{n}\""), "{labyrinth");
        assert_eq!(longest_fixed_part("{n}"), "");
    }
}
