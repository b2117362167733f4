//! Every word the program prints in a book, from one table per language: page
//! words ("PART", "Answers", "page"), puzzle nouns and counts, difficulty names,
//! and the legends, captions and labels drawn inside puzzles. `[book] language`
//! picks a built-in table by its primary subtag ("de-AT" → `de`); a book's
//! `[words]` table (`spec/words.rs`) overrides any word.
//!
//! A word may hold placeholders in braces, filled in when printed: `{n}` (a
//! number), `{level}` (a difficulty), `{turns}` (a rotation answer's letters),
//! `{f}` (a fairness figure), `{players}` (player numbers). Each key takes the
//! placeholders its English text shows, and no others.

mod de;
mod en;
mod es;
mod fr;
mod it;
mod nl;
mod pl;
mod pt;
mod sv;

use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock};

/// One language's table: (key, word) for every key, in the English table's order.
pub type Table = &'static [(&'static str, &'static str)];

/// The built-in tables by primary language subtag, in alphabetical order.
pub const BUILT_IN: [(&str, Table); 9] = [
    ("de", de::TABLE),
    ("en", en::TABLE),
    ("es", es::TABLE),
    ("fr", fr::TABLE),
    ("it", it::TABLE),
    ("nl", nl::TABLE),
    ("pl", pl::TABLE),
    ("pt", pt::TABLE),
    ("sv", sv::TABLE),
];

/// Every key with its English word, in the documented order.
pub fn english_table() -> Table {
    en::TABLE
}

/// Every key, in the documented order.
pub fn keys() -> &'static [&'static str] {
    static KEYS: LazyLock<Vec<&'static str>> =
        LazyLock::new(|| en::TABLE.iter().map(|&(key, _)| key).collect());
    &KEYS
}

/// The languages with a built-in table.
pub fn languages() -> Vec<&'static str> {
    BUILT_IN.iter().map(|&(language, _)| language).collect()
}

/// A language tag's primary subtag, lower-cased: "de-AT" → "de".
pub fn primary_subtag(tag: &str) -> String {
    tag.split('-').next().unwrap_or("").to_ascii_lowercase()
}

/// The built-in table for a language tag, if there is one.
pub fn built_in(tag: &str) -> Option<Table> {
    let primary = primary_subtag(tag);
    BUILT_IN
        .iter()
        .find(|&&(language, _)| language == primary)
        .map(|&(_, table)| table)
}

/// The placeholders (`{n}`, `{level}` …) a text holds, in order of first use.
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let name = &after[..close];
        if !name.is_empty()
            && name.chars().all(|c| c.is_ascii_lowercase())
            && !found.contains(&name)
        {
            found.push(name);
        }
        rest = &after[close + 1..];
    }
    found
}

/// The words of one book: every key has a word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    words: BTreeMap<&'static str, String>,
}

impl Default for Words {
    fn default() -> Self {
        Words::from_table(en::TABLE)
    }
}

impl Words {
    /// The English words, shared.
    pub fn english() -> Arc<Words> {
        static ENGLISH: LazyLock<Arc<Words>> = LazyLock::new(|| Arc::new(Words::default()));
        ENGLISH.clone()
    }

    /// A built-in table's words.
    pub fn from_table(table: Table) -> Words {
        Words {
            words: table
                .iter()
                .map(|&(key, word)| (key, word.to_string()))
                .collect(),
        }
    }

    /// Replaces the word of `key` (one of [`keys`]; other keys are ignored).
    pub fn set(&mut self, key: &str, word: String) {
        if let Some(&known) = keys().iter().find(|&&k| k == key) {
            self.words.insert(known, word);
        }
    }

    /// The word for `key` as written, placeholders and all. A key not in the
    /// table (a slip in the code) prints as the key itself.
    pub fn get<'a>(&'a self, key: &'a str) -> &'a str {
        debug_assert!(self.words.contains_key(key), "no word for `{key}`");
        self.words.get(key).map_or(key, String::as_str)
    }

    /// The word for `key` with its placeholders filled: `("n", "3")` replaces `{n}`.
    pub fn fill(&self, key: &str, values: &[(&str, &str)]) -> String {
        values
            .iter()
            .fold(self.get(key).to_string(), |text, (name, value)| {
                text.replace(&format!("{{{name}}}"), value)
            })
    }

    /// `{n}` things: the `one_key` word when `n` is 1, else `many_key` with `{n}` filled.
    pub fn count(&self, one_key: &str, many_key: &str, n: usize) -> String {
        match n {
            1 => self.get(one_key).to_string(),
            _ => self.fill(many_key, &[("n", &n.to_string())]),
        }
    }

    /// A noun key's count: `count_of("maze", 3)` → "3 mazes" (keys `one-maze`, `mazes`).
    pub fn count_of(&self, noun: &str, n: usize) -> String {
        self.count(&format!("one-{noun}"), &format!("{noun}s"), n)
    }

    /// A difficulty as the spec shows it ("easy", "7"): a level's name in this
    /// language, a number as it is.
    pub fn level(&self, shown: &str) -> String {
        match self.words.get(shown) {
            Some(word) if matches!(shown, "easy" | "medium" | "hard") => word.clone(),
            _ => shown.to_string(),
        }
    }

    /// A number with `decimals` places and the language's decimal point.
    pub fn decimal(&self, value: f64, decimals: usize) -> String {
        format!("{value:.decimals$}").replace('.', self.get("decimal-point"))
    }

    /// "1, 2 and 3" with the language's "and".
    pub fn list(&self, items: &[String]) -> String {
        match items.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                format!("{} {} {last}", rest.join(", "), self.get("and"))
            }
            Some((last, _)) => last.clone(),
            None => String::new(),
        }
    }

    /// The first letter upper-cased, for a word that starts a label ("maze" → "Maze").
    pub fn capitalised(&self, key: &str) -> String {
        let word = self.get(key);
        let mut chars = word.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        }
    }

    /// Every key → word, for templates: each key also under its name with
    /// underscores (`words.how_to_title` as well as `words["how-to-title"]`).
    /// Every key with its word, in key order.
    pub fn entries(&self) -> impl Iterator<Item = (&'static str, &str)> {
        self.words.iter().map(|(&key, word)| (key, word.as_str()))
    }

    pub fn for_templates(&self) -> BTreeMap<String, &str> {
        self.words
            .iter()
            .flat_map(|(&key, word)| {
                [
                    (key.to_string(), word.as_str()),
                    (key.replace('-', "_"), word.as_str()),
                ]
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_has_every_key_once_in_order_and_no_empty_word() {
        for (language, table) in BUILT_IN {
            let table_keys: Vec<&str> = table.iter().map(|&(k, _)| k).collect();
            assert_eq!(table_keys, keys(), "{language}: keys differ from English");
            for (key, word) in table {
                assert!(!word.trim().is_empty(), "{language}: `{key}` is empty");
                assert_eq!(word.trim(), *word, "{language}: `{key}` has outer spaces");
            }
        }
    }

    #[test]
    fn every_word_takes_no_placeholder_english_lacks() {
        for (language, table) in BUILT_IN {
            for (&(key, word), &(_, english)) in table.iter().zip(en::TABLE) {
                let allowed = placeholders(english);
                for name in placeholders(word) {
                    assert!(
                        allowed.contains(&name),
                        "{language}: `{key}` has {{{name}}}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_letter_of_every_table_is_in_every_shipped_face() {
        for font in crate::fonts::FontChoice::ALL {
            for face in font.faces() {
                let face = ttf_parser::Face::parse(face, 0).expect("a shipped font parses");
                for (language, table) in BUILT_IN {
                    for (key, word) in table {
                        for c in word.chars().filter(|c| !c.is_whitespace()) {
                            assert!(
                                face.glyph_index(c).is_some(),
                                "{language}: `{key}`: {c:?} is missing from {}",
                                font.name()
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn tags_pick_tables_by_primary_subtag() {
        assert_eq!(built_in("de-AT").map(|t| t[0]), Some(("part", "TEIL")));
        assert_eq!(built_in("EN-gb").map(|t| t[0]), Some(("part", "PART")));
        assert!(built_in("eo").is_none());
    }

    #[test]
    fn counts_lists_and_decimals() {
        let en = Words::default();
        assert_eq!(en.count_of("maze", 1), "1 maze");
        assert_eq!(en.count_of("maze", 12), "12 mazes");
        assert_eq!(en.list(&["1".into(), "2".into(), "3".into()]), "1, 2 and 3");
        assert_eq!(en.capitalised("maze"), "Maze");
        let de = Words::from_table(de::TABLE);
        assert_eq!(de.decimal(0.4166, 2), "0,42");
        assert_eq!(de.count_of("maze", 2), "2 Labyrinthe");
        assert_eq!(placeholders("{n} turns: {turns} {n}"), ["n", "turns"]);
    }
}
