//! The list of `[words]` keys in docs/book-toml.md says what the code prints:
//! every key of the English table, in order, with its English word.

use super::common::doc_table;
use mazebook::words;

/// The rows of the table after the words-table marker in docs/book-toml.md.
fn documented_rows() -> Vec<String> {
    doc_table("book-toml.md", "<!-- words table")
}

#[test]
fn the_words_table_lists_every_key_with_its_english_word() {
    let from_code: Vec<String> = words::english_table()
        .iter()
        .map(|(key, word)| format!("| `{key}` | {word} |"))
        .collect();
    assert_eq!(documented_rows(), from_code);
}

#[test]
fn the_language_row_names_every_built_in_language() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/book-toml.md");
    let text = std::fs::read_to_string(path).unwrap();
    let row = text
        .lines()
        .find(|line| line.starts_with("| `language` |"))
        .expect("the language row");
    let built_in = row.split("Built in: ").nth(1).expect("the built-in list");
    let named: Vec<&str> = built_in
        .split(", ")
        .map_while(|item| item.strip_prefix('`')?.split('`').next())
        .collect();
    assert_eq!(named, words::languages());
}
