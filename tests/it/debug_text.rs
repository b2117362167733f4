//! No message quotes Rust's debug text (`Font(Font {..}, …)`, `Some(3)`,
//! `ChunkType { type: IHDR, … }`): a battery of bad inputs to every command,
//! each refused with exit 1 (or 2 for a bad flag), and every line they print
//! on standard error scanned for the shapes debug text takes.

use std::path::Path;

use crate::common::*;

/// What Rust's `{:?}` of an error type or value looks like, and nothing a
/// message in words says.
const DEBUG_SHAPES: [&str; 14] = [
    "{ ",
    " }",
    "{..}",
    "Some(",
    "None",
    "Ok(",
    "Err(",
    "Font(",
    "ChunkType",
    "Error {",
    "Os {",
    "kind: ",
    "\\u{",
    "::",
];

/// The lines of `stderr` that look like debug text.
fn debug_lines(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter(|line| DEBUG_SHAPES.iter().any(|shape| line.contains(shape)))
        .collect()
}

/// Runs `mazebook ARGS` in `dir` and checks its refusal: the exit code and no
/// debug text.
fn refused_in(dir: &Path, args: &[&str], code: i32) {
    let output = mazebook()
        .args(args)
        .current_dir(dir)
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
    assert!(!stderr.trim().is_empty(), "{args:?} says why");
    assert!(debug_lines(&stderr).is_empty(), "{args:?}: {stderr}");
}

/// A folder holding the files the bad inputs name: a damaged PNG, a PNG cut
/// short, a text file named like a font, a font that cannot be embedded, a
/// broken template and a broken street plan.
fn files() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name);
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\0\0\0\0".to_vec();
    png.extend_from_slice(&[0xde, 0xad, 0xbe, 0xef]);
    std::fs::write(path("damaged.png"), &png).unwrap();
    std::fs::write(path("cut.png"), b"\x89PNG\r\n\x1a\n\0\0").unwrap();
    std::fs::write(path("notes.ttf"), "not a font").unwrap();
    std::fs::write(
        path("bold.ttf"),
        crate::fuzz_findings::bold_without_metrics(),
    )
    .unwrap();
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/fonts/Andika-Regular.ttf"),
        path("font.ttf"),
    )
    .unwrap();
    std::fs::create_dir(path("broken")).unwrap();
    std::fs::write(path("broken/title.svg"), "{% if %}<svg/>").unwrap();
    std::fs::create_dir(path("undefined")).unwrap();
    std::fs::write(path("undefined/title.svg"), "<svg>{{ nothing.here }}</svg>").unwrap();
    std::fs::write(
        path("plan.json"),
        "{\"nodes\": [[0, 0]], \"streets\": [[0, 7]]}",
    )
    .unwrap();
    dir
}

/// A book with `book_keys` in `[book]` and `tail` after one easy grid section.
fn spec(book_keys: &str, tail: &str) -> String {
    format!(
        "[book]\ntitle = \"Mazes\"\n{book_keys}\n\n[[section]]\ntitle = \"One\"\nkind = \"grid\"\ncount = 1\ndifficulty = \"easy\"\n\n{tail}\n"
    )
}

#[test]
fn bad_specs_are_refused_without_debug_text() {
    let dir = files();
    let section = |keys: &str| format!("[[section]]\ntitle = \"Two\"\n{keys}\n");
    let specs = [
        "this is not toml".to_string(),
        spec("colour = \"red\"", ""),
        spec("seed = \"seven\"", ""),
        spec("page-size = \"huge\"", ""),
        spec("font = \"notes.ttf\"", ""),
        spec("font = \"missing.ttf\"", ""),
        spec("font = \"font.ttf\"\nfont-bold = \"bold.ttf\"", ""),
        spec("templates = \"broken\"", ""),
        spec("templates = \"undefined\"", ""),
        spec("templates = \"nowhere\"", ""),
        spec("isbn = \"978-1-23456-789-0\"", ""),
        spec("language = \"xx\"", ""),
        spec("", "[words]\nmaze = \"{level} maze\""),
        spec("", "[words]\nanswers = \"\""),
        spec("", "[cover]\nfeatured = 9"),
        spec("", "\"\\u0007\" = 1"),
        spec(
            "",
            &section("kind = \"grid\"\ncount = 1\nmask = \"damaged.png\""),
        ),
        spec(
            "",
            &section("kind = \"grid\"\ncount = 1\nmask = \"cut.png\""),
        ),
        spec(
            "",
            &section(&format!(
                "kind = \"grid\"\ncount = 1\ntext = \"{}\"",
                "AB".repeat(60)
            )),
        ),
        spec(
            "",
            &section("kind = \"magic-labyrinth\"\ncount = 1\ngoals = [[9, 9]]"),
        ),
        spec(
            "",
            &section("kind = \"magic-labyrinth\"\ncount = 1\ngoals = [[2, 0]]\nmax-fairness = 0.5"),
        ),
        spec(
            "",
            &section("kind = \"viennese\"\ncount = 1\nplan = \"plan.json\""),
        ),
        spec(
            "",
            &section("kind = \"viennese\"\ncount = 1\nplan = \"missing.json\""),
        ),
        spec("", &section("kind = \"rotation\"\nladder = [3, 99]")),
        spec("", &section("kind = \"block\"\ncount = 1\nwidth = 3")),
    ];
    for (index, text) in specs.iter().enumerate() {
        let name = format!("book{index}.toml");
        std::fs::write(dir.path().join(&name), text).unwrap();
        refused_in(dir.path(), &["build", &name, "--out", "out", "--quiet"], 1);
    }
    refused_in(dir.path(), &["build", "missing.toml"], 1);
}

#[test]
fn bad_forms_and_flags_are_refused_without_debug_text() {
    let dir = files();
    let forms = [
        "not json at all",
        "{\"kind\": \"grid\", \"width\": 2, \"height\": 1, \"cells\": [[99, 0]]}",
        "{\"kind\": \"grid\", \"width\": \"two\"}",
        "{\"kind\": \"block\", \"rows\": [\"#x#\"]}",
        "{\"kind\": \"rotation\", \"rows\": [\"?\"]}",
        "{\"kind\": \"unknown\"}",
        " _ _\n|x  |\n",
    ];
    for (index, form) in forms.iter().enumerate() {
        let name = format!("form{index}.json");
        std::fs::write(dir.path().join(&name), form).unwrap();
        refused_in(dir.path(), &["analyze", &name], 1);
    }
    let flags: [(&[&str], i32); 8] = [
        (&["puzzle", "grid", "--mask", "damaged.png"], 1),
        (&["puzzle", "grid", "--mask", "cut.png"], 1),
        (
            &[
                "puzzle",
                "grid",
                "--text",
                &"AB".repeat(60),
                "--width",
                "400",
            ],
            1,
        ),
        (&["puzzle", "grid", "--shape", "bogus"], 1),
        (&["puzzle", "viennese", "--plan", "plan.json"], 1),
        (&["puzzle", "rotation", "--rotations", "99"], 1),
        (&["puzzle", "grid", "--width", "many"], 2),
        (&["cover", "--pages", "0"], 2),
    ];
    for (args, code) in flags {
        refused_in(dir.path(), args, code);
    }
}
