//! A font of the book's own (`font = "fonts/….ttf"`, `font-bold`): embedded in
//! the PDF instead of the shipped families, bold made by a stroke when there is
//! no bold face, files that are not fonts refused naming the key, and a warning
//! for text the font cannot print.

use std::path::Path;

use crate::common::{mazebook, spec_in_temp};

const SHIPPED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fonts");

/// A book in `dir` whose `[book]` ends with `font_keys`, with the Andika files
/// copied under names of the book's own.
fn book_with_font(title: &str, font_keys: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let spec = format!(
        "[book]\ntitle = \"{title}\"\nseed = 3\n{font_keys}\n\n[[section]]\ntitle = \"One\"\nkind = \"grid\"\ncount = 1\ndifficulty = \"easy\"\n"
    );
    let (dir, path) = spec_in_temp(&spec);
    let fonts = dir.path().join("my fonts");
    std::fs::create_dir(&fonts).unwrap();
    std::fs::copy(
        Path::new(SHIPPED).join("Andika-Regular.ttf"),
        fonts.join("Reader.ttf"),
    )
    .unwrap();
    std::fs::copy(
        Path::new(SHIPPED).join("Andika-Bold.ttf"),
        fonts.join("Reader Bold.ttf"),
    )
    .unwrap();
    std::fs::write(fonts.join("notes.ttf"), "these are notes, not a font").unwrap();
    (dir, path)
}

/// Builds and returns (standard error, the embedded fonts' names).
fn build_fonts(dir: &Path, spec: &Path) -> (String, Vec<String>) {
    let out = dir.join("out");
    let output = mazebook()
        .arg("build")
        .arg(spec)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(output.status.success(), "{stderr}");
    let pdf = lopdf::Document::load(out.join("book.pdf")).unwrap();
    let mut names: Vec<String> = pdf
        .objects
        .values()
        .filter_map(|object| object.as_dict().ok())
        .filter(|dict| dict.get(b"Type").and_then(|t| t.as_name()).ok() == Some(b"FontDescriptor"))
        .filter(|dict| dict.get(b"FontFile2").is_ok() || dict.get(b"FontFile3").is_ok())
        .filter_map(|dict| dict.get(b"FontName").and_then(|n| n.as_name()).ok())
        .map(|name| {
            String::from_utf8_lossy(name)
                .split('+')
                .next_back()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    names.sort();
    (stderr, names)
}

#[test]
fn a_font_file_is_embedded_and_a_missing_bold_is_not_taken_from_elsewhere() {
    let (dir, spec) = book_with_font("Лабиринт", "font = \"my fonts/Reader.ttf\"");
    let (stderr, fonts) = build_fonts(dir.path(), &spec);
    assert_eq!(
        fonts,
        ["Andika"],
        "only the book's one face, embedded: {fonts:?}"
    );
    assert!(!stderr.contains("lacks"), "Andika has Cyrillic: {stderr}");
}

#[test]
fn a_bold_file_serves_bold_text() {
    let keys = "font = \"my fonts/Reader.ttf\"\nfont-bold = \"my fonts/Reader Bold.ttf\"";
    let (dir, spec) = book_with_font("Bold Moves", keys);
    let (_, fonts) = build_fonts(dir.path(), &spec);
    assert_eq!(fonts, ["Andika", "Andika-Bold"]);
}

#[test]
fn characters_the_font_lacks_are_warned_about_by_key() {
    let (dir, spec) = book_with_font("Λαβύρινθος", "font = \"quicksand\"");
    let (stderr, _) = build_fonts(dir.path(), &spec);
    assert!(
        stderr.contains("`book.title` uses characters the font Quicksand lacks")
            && stderr.contains("'Λ'"),
        "{stderr}"
    );
}

#[test]
fn words_the_font_cannot_print_are_warned_about_by_key() {
    let keys = "font = \"quicksand\"\n\n[words]\nmaze = \"λαβύρινθος\"\nanswers = \"Λύσεις\"";
    let (dir, spec) = book_with_font("Mazes", keys);
    let (stderr, _) = build_fonts(dir.path(), &spec);
    assert!(
        stderr.contains("`book.font`: the font Quicksand lacks characters the book prints")
            && stderr.contains("`answers`, `maze`"),
        "{stderr}"
    );
}

#[test]
fn files_that_are_not_fonts_and_unknown_names_are_refused_naming_the_key() {
    let cases = [
        (
            "font = \"my fonts/notes.ttf\"",
            "`book.font`",
            "is not a font",
        ),
        (
            "font = \"my fonts/absent.ttf\"",
            "`book.font`",
            "cannot read",
        ),
        (
            "font = \"my fonts/Reader.ttf\"\nfont-bold = \"my fonts/notes.ttf\"",
            "`book.font-bold`",
            "is not a font",
        ),
        (
            "font-bold = \"my fonts/Reader Bold.ttf\"",
            "`book.font-bold`",
            "font = ",
        ),
        (
            "font = \"andkia\"",
            "`book.font`",
            "did you mean \"andika\"",
        ),
    ];
    for (keys, key, words) in cases {
        let (dir, _) = book_with_font("T", keys);
        let spec = std::fs::read_to_string(dir.path().join("book.toml")).unwrap();
        // Run where the fonts are: the spec's folder is the temporary one.
        let output = mazebook()
            .arg("build")
            .arg("book.toml")
            .arg("--out")
            .arg("out")
            .current_dir(dir.path())
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(1), "{spec}\n{stderr}");
        assert!(
            stderr.contains(key) && stderr.contains(words),
            "{keys}: {stderr}"
        );
        assert!(!dir.path().join("out/book.pdf").exists());
    }
}
