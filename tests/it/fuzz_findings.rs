//! What a fuzzer found on the surfaces added since the spec fuzzer
//! (`spec_fuzz.rs`): text keys, [words], covers, fonts of one's own, masks and
//! failed builds. Each finding is kept as a reproducer named after what it
//! fixes; the property tests at the end feed hostile values to every text key
//! and check that the answer is a book or a refusal naming that key, in plain
//! words.

use mazebook::keys::SpecError;
use mazebook::keys::source::Source;
use mazebook::{cover, preflight, spec};


/// Everything a build checks before any puzzle is made: the spec, the page
/// plan with its text room, and the cover's text.
fn checked(text: &str) -> Result<(), SpecError> {
    let source = Source {
        name: "book.toml".into(),
        text: text.to_string(),
        dir: env!("CARGO_MANIFEST_DIR").into(),
    };
    let book = spec::parse(source)?;
    let plan = preflight::settle(&book)?;
    cover::plan(&book, plan.pages.len())?;
    Ok(())
}

/// The refusal of `text`, which must have one.
fn refusal(text: &str) -> SpecError {
    checked(text).expect_err("refused")
}

/// A one-section book with `book_keys` in `[book]` and `tail` after the section.
fn book(book_keys: &str, tail: &str) -> String {
    format!(
        "[book]\ntitle = \"Mazes\"\nseed = 3\n{book_keys}\n\n[[section]]\ntitle = \"One\"\nkind = \"grid\"\ncount = 2\ndifficulty = \"easy\"\n\n{tail}\n"
    )
}

/// A value of about a megabyte, as TOML.
fn megabyte() -> String {
    format!("\"{}\"", "labyrinth ".repeat(100_000))
}

// ---------------------------------------------------------------------------
// Text keys: characters and room.

#[test]
fn a_megabyte_in_any_text_key_is_refused_by_length_naming_the_key() {
    let huge = megabyte();
    let cases = [
        ("book.title", book("", "").replace("\"Mazes\"", &huge)),
        ("book.subtitle", book(&format!("subtitle = {huge}"), "")),
        ("book.author", book(&format!("author = {huge}"), "")),
        ("book.edition", book(&format!("edition = {huge}"), "")),
        ("section[1].title", book("", "").replace("\"One\"", &huge)),
        (
            "section[1].instructions",
            book("", "").replace("count = 2", &format!("count = 2\ninstructions = {huge}")),
        ),
        (
            "section[1].text",
            book("", "").replace("count = 2", &format!("count = 2\ntext = {huge}")),
        ),
        (
            "answers.title",
            book("", &format!("[answers]\ntitle = {huge}")),
        ),
        (
            "cover.back-text",
            book("", &format!("[cover]\nback-text = {huge}")),
        ),
        ("words.maze", book("", &format!("[words]\nmaze = {huge}"))),
        (
            "words.how-to-grid",
            book("", &format!("[words]\nhow-to-grid = {huge}")),
        ),
    ];
    for (key, text) in cases {
        let error = refusal(&text);
        assert_eq!(error.key, key, "{error}");
        assert!(
            error
                .message
                .contains("characters long; it may have at most"),
            "{error}"
        );
        assert!(
            error.to_string().len() < 300,
            "a refusal quotes no megabyte"
        );
    }
}

#[test]
fn a_word_maze_text_longer_than_a_name_is_refused_naming_text() {
    let section = |text: &str| {
        book("", "").replace(
            "count = 2",
            &format!("count = 2\ntext = \"{text}\"\nwidth = 30"),
        )
    };
    checked(&section("EMMA")).expect("a name builds");
    let error = refusal(&section(&"AB".repeat(51)));
    assert_eq!(error.key, "section[1].text", "{error}");
    assert!(error.message.contains("at most 100"), "{error}");
    let error = refusal(&section(&"ABC".repeat(25)));
    assert!(error.message.contains("75 cells across"), "{error}");
}

#[test]
fn an_empty_answers_word_is_refused_naming_words_answers() {
    // It used to pass, then break the built-in contents page.
    let text = book(
        "",
        "[front-matter]\ncontents = true\n\n[words]\nanswers = \"\"",
    );
    let error = refusal(&text);
    assert_eq!(error.key, "words.answers", "{error}");
    assert_eq!(error.line, Some(16), "{error}");
    for key in ["contents", "how-to-grid-title", "maze", "decimal-point"] {
        let error = refusal(&book("", &format!("[words]\n{key} = \" \"")));
        assert_eq!(error.key, format!("words.{key}"), "{error}");
    }
    checked(&book(
        "[front-matter]\ncopyright = true",
        "[words]\nmade-with = \"\"",
    ))
    .expect("a sentence may be left out");
}
