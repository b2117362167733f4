//! A fuzzer over the text keys: any value (quotes, `<`, `&`, braces, control
//! characters, letters no font has, a few words or a few thousand) in any
//! text key of a book with every page that prints text (copyright, contents,
//! how-to, openers, answers, the cover) gives a book or a refusal that names
//! that very key, in one readable line with no Rust debug text, before any
//! puzzle is made.

use mazebook::keys::source::Source;
use mazebook::{cover, preflight, spec};
use proptest::prelude::*;

/// The text keys fuzzed, as written in the spec below, with the key a refusal
/// must name.
const KEYS: [(&str, &str); 20] = [
    ("book.title", "book.title"),
    ("book.subtitle", "book.subtitle"),
    ("book.author", "book.author"),
    ("book.edition", "book.edition"),
    ("section.title", "section[1].title"),
    ("section.instructions", "section[1].instructions"),
    ("word-maze.text", "section[2].text"),
    ("answers.title", "answers.title"),
    ("cover.back-text", "cover.back-text"),
    ("words.maze", "words.maze"),
    ("words.mazes", "words.mazes"),
    ("words.one-maze", "words.one-maze"),
    ("words.answers", "words.answers"),
    ("words.contents", "words.contents"),
    ("words.part", "words.part"),
    ("words.how-to-grid", "words.how-to-grid"),
    ("words.how-to-grid-title", "words.how-to-grid-title"),
    ("words.made-with", "words.made-with"),
    ("words.copyright-notice", "words.copyright-notice"),
    ("words.answers-at-the-back", "words.answers-at-the-back"),
];

/// A book whose `key` holds `value` (a TOML string), every other text as usual.
fn book_with(key: &str, value: &str) -> String {
    let at = |name: &str, usual: &str| match key == name {
        true => value.to_string(),
        false => format!("\"{usual}\""),
    };
    let mut text = format!(
        "[book]\ntitle = {}\nsubtitle = {}\nauthor = {}\nedition = {}\nyear = 2026\n\n\
         [front-matter]\ncopyright = true\ncontents = true\nhow-to = true\n\n\
         [[section]]\ntitle = {}\ninstructions = {}\nkind = \"grid\"\ncount = 1\ndifficulty = \"easy\"\n\n\
         [[section]]\ntitle = \"Names\"\nkind = \"grid\"\ncount = 1\ndifficulty = \"easy\"\nwidth = 30\ntext = {}\n\n\
         [answers]\ntitle = {}\n\n[cover]\nback-text = {}\n",
        at("book.title", "Mazes"),
        at("book.subtitle", "For everyone"),
        at("book.author", "Ada Finch"),
        at("book.edition", "First edition"),
        at("section.title", "Warm-up"),
        at("section.instructions", "Find the way."),
        at("word-maze.text", "EMMA"),
        at("answers.title", "Solutions"),
        at("cover.back-text", "Mazes to get lost in."),
    );
    if key == "answers.title" || !key.starts_with("words.") {
        return text;
    }
    // A words key: the answer heading defaults to the word `answers`.
    text = text.replace("[answers]\ntitle = \"Solutions\"\n", "");
    format!("{text}\n[words]\n{} = {value}\n", &key["words.".len()..])
}

/// `text` as a TOML basic string.
fn toml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Hostile values: short strings of anything, and runs of words up to a few
/// thousand characters.
fn values() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "a",
        "Maze",
        "labyrinth",
        "\"",
        "'",
        "<",
        ">",
        "&",
        "{n}",
        "{",
        "}",
        "\\",
        " ",
        "  ",
        "\n",
        "\t",
        "\u{0}",
        "\u{7}",
        "漢",
        "ж",
        "é",
        "😀",
        "\u{202e}",
        "1",
        "·",
        "…",
    ]);
    prop_oneof![
        prop::collection::vec(pieces, 0..40).prop_map(|p| p.concat()),
        (1usize..450).prop_map(|n| vec!["labyrinth"; n].join(" ")),
        any::<String>().prop_map(|s| s.chars().take(60).collect()),
    ]
}

/// What a refusal must not look like.
const DEBUG_SHAPES: [&str; 8] = [
    "{ ",
    "Some(",
    "None",
    "Err(",
    "Font(",
    "ChunkType",
    "Error {",
    "::",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_value_of_a_text_key_is_a_book_or_a_refusal_naming_that_key(
        which in 0..KEYS.len(),
        value in values(),
    ) {
        let (key, named) = KEYS[which];
        let source = Source {
            name: "book.toml".into(),
            text: book_with(key, &toml_string(&value)),
            dir: env!("CARGO_MANIFEST_DIR").into(),
        };
        let checked = spec::parse(source).and_then(|mut book| {
            let plan = preflight::settle(&mut book)?;
            cover::plan(&book, plan.pages.len()).map(|_| ())
        });
        if let Err(error) = checked {
            let message = error.to_string();
            // A word's letters set how tall its maze is at the section's
            // `width` ("p" has a descender): a refusal naming that `width`, the
            // key that sizes the maze, is as right as one naming `text`.
            let sizing = key == "word-maze.text" && error.key == "section[2].width";
            prop_assert!(error.key == named || sizing, "{}", message);
            prop_assert!(message.len() < 700 && !message.contains('\n'), "{}", message);
            // A message may quote the value, whatever it holds: only its own
            // words, outside the quotes, are scanned.
            let own_words = match (error.message.find('"'), error.message.rfind('"')) {
                (Some(open), Some(close)) => format!("{}{}", &error.message[..open], &error.message[close..]),
                _ => error.message.clone(),
            };
            for shape in DEBUG_SHAPES {
                prop_assert!(!own_words.contains(shape), "{}", message);
            }
        }
    }
}

#[test]
fn a_word_too_tall_for_the_page_at_its_width_is_refused_naming_width() {
    let source = Source {
        name: "book.toml".into(),
        text: book_with("word-maze.text", "\"p\""),
        dir: env!("CARGO_MANIFEST_DIR").into(),
    };
    let checked = spec::parse(source).and_then(|mut book| preflight::settle(&mut book).map(|_| ()));
    let error = checked.expect_err("a 30-wide maze of \"p\" is too tall for a letter page");
    assert_eq!(error.key, "section[2].width", "{error}");
    assert!(error.to_string().contains("set width = "), "{error}");
}
