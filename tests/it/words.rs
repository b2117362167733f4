//! Words in the book's language: a German book of every kind prints no English
//! word of the table, `[words]` overrides what is printed, a language without
//! built-in words needs a `[words]` table (and its missing keys are named in a
//! warning), unknown keys and placeholders are refused, and the built-in words
//! fit the pages of German, Polish and French books.

use std::collections::BTreeSet;
use std::path::Path;

use mazebook::keys::Source;
use mazebook::words::{self, Words};

use crate::common::{build, build_refused, every_kind_sections, mazebook, spec_in_temp};

/// The `[book]` and `[front-matter]` tables of a book in `language` on
/// `page_size` paper, with every front-matter page.
fn header(language: &str, page_size: &str) -> String {
    format!(
        r#"[book]
title = "Rätselbuch"
language = "{language}"
seed = 3
page-size = "{page_size}"
pages = "even"

[front-matter]
copyright = true
contents = true
how-to = true

"#
    )
}

/// A grid section with instructions, two to a page.
const GRID: &str = r#"[[section]]
title = "Gitter"
instructions = "Finde den Weg."
kind = "grid"
count = 2
difficulty = "easy"
per-page = 2

"#;

/// A book of every kind (each from its sample section), with a grid section
/// with instructions, a hard Viennese maze and a rotation ladder that needs
/// traps besides, and every front-matter page, in `language`, on `page_size`
/// paper.
pub fn every_kind(language: &str, page_size: &str) -> String {
    let sections = every_kind_sections(|n, _| format!("Abschnitt {n}"), "count = 1");
    format!(
        r#"{}{sections}{GRID}[[section]]
title = "Ampeln ohne Wenden"
kind = "viennese"
difficulty = "hard"
count = 1

[[section]]
title = "Drehen"
kind = "rotation"
ladder = [3, 5]
traps = "require"
"#,
        header(language, page_size)
    )
}

/// The words of a PDF's text, lower-cased, read back through its fonts' maps.
fn pdf_words(pdf: &Path) -> BTreeSet<String> {
    tokens(&crate::pdf_text::page_texts(pdf).join("\n"))
}

/// The words (runs of two or more letters) of `text`, lower-cased.
fn tokens(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 2)
        .map(str::to_lowercase)
        .collect()
}

/// The words of every word of a table.
fn table_tokens(table: words::Table) -> BTreeSet<String> {
    table.iter().flat_map(|(_, word)| tokens(word)).collect()
}

#[test]
fn a_german_book_of_every_kind_prints_no_english_word_of_the_table() {
    let (dir, path) = spec_in_temp(&every_kind("de-AT", "8.5x11"));
    let out = dir.path().join("out");
    build(&path, &out, &[]);
    let printed = pdf_words(&out.join("book.pdf"));
    // Words the table prints in English only: none of them in German too.
    let german = table_tokens(words::built_in("de").unwrap());
    let english_only: BTreeSet<String> = table_tokens(words::english_table())
        .difference(&german)
        .cloned()
        .collect();
    assert!(english_only.contains("difficulty") && english_only.contains("answers"));
    let leaked: Vec<&String> = printed.intersection(&english_only).collect();
    assert!(leaked.is_empty(), "English in a German book: {leaked:?}");
    // And the German words are there: headings, labels, legends, cards.
    for word in [
        "teil",
        "labyrinth",
        "lösungen",
        "seite",
        "stufe",
        "ampel",
        "kugel",
        "spieler",
        "nordwest",
        "zügen",
    ] {
        assert!(printed.contains(word), "{word} missing from {printed:?}");
    }
}

#[test]
fn a_words_table_replaces_the_words_printed() {
    let spec = format!(
        "{}{GRID}\n[words]\nmaze = \"Irrgarten\"\nanswers = \"Auflösungen\"\npart = \"KAPITEL\"\n",
        header("de", "8.5x11")
    );
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    build(&path, &out, &[]);
    let printed = pdf_words(&out.join("book.pdf"));
    for word in ["irrgarten", "auflösungen", "kapitel"] {
        assert!(printed.contains(word), "{word} missing from {printed:?}");
    }
    for word in ["labyrinth", "teil"] {
        assert!(!printed.contains(word), "{word} still printed");
    }
}

const ONE_GRID: &str =
    "[[section]]\ntitle = \"Mazes\"\nkind = \"grid\"\ncount = 1\ndifficulty = \"easy\"\n";

#[test]
fn a_language_without_built_in_words_needs_a_words_table() {
    let spec = format!("[book]\ntitle = \"Labirintoj\"\nlanguage = \"eo\"\n\n{ONE_GRID}");
    assert_eq!(
        build_refused(&spec),
        "error: book.toml:3: `book.language`: there are no built-in words for \"eo\" (built in: de, en, es, fr, it, nl, pl, pt, sv); add a [words] table with the book's words (docs/book-toml.md lists the keys)\n"
    );
}

#[test]
fn keys_a_words_table_leaves_out_print_in_english_with_a_warning() {
    let given: String = words::english_table()
        .iter()
        .filter(|(key, _)| !matches!(*key, "contents" | "rotation-slides"))
        .map(|(key, word)| format!("{key} = {word:?}\n"))
        .collect();
    let spec = format!(
        "[book]\ntitle = \"Labirintoj\"\nlanguage = \"eo\"\n\n{ONE_GRID}\n[words]\n{}",
        given.replace("maze = \"maze\"", "maze = \"labirinto\"")
    );
    let (dir, path) = spec_in_temp(&spec);
    let output = mazebook()
        .arg("build")
        .arg(&path)
        .arg("--out")
        .arg(dir.path().join("out"))
        .arg("--quiet")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains(
            "warning: [words] leaves out `contents` and `rotation-slides`: there are no built-in words for language \"eo\", so they print in English\n"
        ),
        "{stderr}"
    );
    let printed = pdf_words(&dir.path().join("out/book.pdf"));
    assert!(printed.contains("labirinto"), "{printed:?}");
}

#[test]
fn an_unknown_words_key_is_refused_with_a_suggestion() {
    let spec = format!("[book]\ntitle = \"T\"\n\n{ONE_GRID}\n[words]\nanswer = \"Lösungen\"\n");
    let message = build_refused(&spec);
    assert!(
        message.starts_with(
            "error: book.toml:11: `words.answer`: unknown key in [words]; did you mean `answers`? allowed keys: part, difficulty, easy,"
        ),
        "{message}"
    );
    let last = words::keys().last().unwrap();
    assert!(message.contains(&format!(", {last}\n")), "{message}");
}

#[test]
fn a_placeholder_a_word_does_not_take_is_refused() {
    let spec =
        format!("[book]\ntitle = \"T\"\n\n{ONE_GRID}\n[words]\nmazes = \"{{count}} Labyrinthe\"\n");
    assert_eq!(
        build_refused(&spec),
        "error: book.toml:11: `words.mazes`: {count} is not a placeholder here; this word takes {n}\n"
    );
    let spec =
        format!("[book]\ntitle = \"T\"\n\n{ONE_GRID}\n[words]\nwords = \"x\"\n[words.part]\n");
    assert!(build_refused(&spec).contains("`words.words`: unknown key in [words]"));
}

#[test]
fn a_words_value_must_be_text() {
    let spec = format!("[book]\ntitle = \"T\"\n\n{ONE_GRID}\n[words]\npage = 3\n");
    assert_eq!(
        build_refused(&spec),
        "error: book.toml:11: `words.page`: expected a string, found the number 3\n"
    );
}

/// The page kinds that print words pass the text-room check on the real
/// templates in German, Polish and French, at 6 × 9 in and 8.5 × 11 in.
#[test]
fn the_built_in_words_fit_long_language_books() {
    for language in ["de", "pl", "fr"] {
        for page_size in ["6x9", "8.5x11"] {
            let mut text = every_kind(language, page_size);
            if page_size == "6x9" {
                // Hard Viennese mazes need a larger page in any language.
                text = text.replace(
                    "difficulty = \"hard\"\ncount = 1",
                    "difficulty = \"medium\"\nphase-maps = false\nmove-strip = false\ncount = 1",
                );
            }
            let source = Source {
                name: "book.toml".into(),
                text,
                dir: std::env::temp_dir(),
            };
            let mut spec = mazebook::spec::parse(source).expect("a valid spec");
            if let Err(e) = mazebook::preflight::settle(&mut spec) {
                panic!("{language} at {page_size}: {e}");
            }
        }
    }
}

#[test]
fn words_read_from_templates_and_code_agree() {
    let words = Words::from_table(words::built_in("de").unwrap());
    let map = words.for_templates();
    assert_eq!(map["how-to-title"], "So benutzt du dieses Buch");
    assert_eq!(map["how_to_title"], map["how-to-title"]);
    assert_eq!(words.capitalised("maze"), "Labyrinth");
    assert_eq!(words.level("medium"), "mittel");
    assert_eq!(words.level("7"), "7");
}
