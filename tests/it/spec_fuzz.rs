//! A fuzzer over book.toml text: the example books mutated (values swapped for
//! hostile ones, lines dropped, doubled or cut, keys added) are read, planned and
//! checked as a build would before any puzzle is made. Whatever the text, the
//! answer is a book or an error that names the file and, unless the TOML itself
//! is broken, the key at fault; nothing panics.

use mazebook::keys::source::Source;
use mazebook::preflight;
use mazebook::spec;
use proptest::prelude::*;

const SEEDS: [&str; 5] = [
    include_str!("../../book.toml"),
    include_str!("../../examples/block-mazes.toml"),
    include_str!("../../examples/magic-labyrinth.toml"),
    include_str!("../../examples/traffic-lights.toml"),
    include_str!("../../examples/turn-the-board.toml"),
];

const VALUES: [&str; 18] = [
    "0",
    "-1",
    "1e308",
    "-0.0",
    "nan",
    "inf",
    "99999999999999999999",
    "1.5",
    "\"\"",
    "\"x\"",
    "[]",
    "{}",
    "true",
    "\"a4\"",
    "\"hard\"",
    "[[1, 2], [3]]",
    "\"2in x 300in\"",
    "\"\\u0007\"",
];

const KEYS: [&str; 12] = [
    "width",
    "height",
    "count",
    "per-page",
    "difficulty",
    "kind",
    "title",
    "\"\"",
    "ladder",
    "plan",
    "margin",
    "page-size",
];

/// One edit of the text, chosen by `pick` (what) and `at` (where).
fn mutate(text: &str, pick: u8, at: usize, value: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return VALUES[value % VALUES.len()].to_string();
    }
    let line = at % lines.len();
    let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    match pick % 5 {
        0 => {
            if let Some((key, _)) = lines[line].split_once(" = ") {
                out[line] = format!("{key} = {}", VALUES[value % VALUES.len()]);
            }
        }
        1 => {
            out.remove(line);
        }
        2 => out.insert(line, lines[line].to_string()),
        3 => out.insert(
            line,
            format!(
                "{} = {}",
                KEYS[value % KEYS.len()],
                VALUES[at % VALUES.len()]
            ),
        ),
        _ => {
            let cut = (at * 7 + value) % text.len().max(1);
            let cut = (0..=cut)
                .rev()
                .find(|&i| text.is_char_boundary(i))
                .unwrap_or(0);
            return text[..cut].to_string();
        }
    }
    out.join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn any_mutated_spec_is_a_book_or_an_error_naming_the_key(
        seed in 0usize..SEEDS.len(),
        edits in proptest::collection::vec((0u8..5, 0usize..400, 0usize..400), 1..4),
    ) {
        let mut text = SEEDS[seed].to_string();
        for (pick, at, value) in edits {
            text = mutate(&text, pick, at, value);
        }
        let source = Source { name: "book.toml".into(), text, dir: env!("CARGO_MANIFEST_DIR").into() };
        let result = spec::parse(source).and_then(|mut book| preflight::settle(&mut book).map(|_| ()));
        if let Err(error) = result {
            let message = error.to_string();
            prop_assert!(message.starts_with("book.toml"), "{message}");
            prop_assert!(
                !error.key.is_empty() || message.contains("not valid TOML"),
                "no key named: {message}"
            );
        }
    }
}
