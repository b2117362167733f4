//! Helpers shared by the end-to-end tests: running the binary on a spec in a
//! temporary folder, and reading the PDF it wrote.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// The project's own example book.
pub fn default_spec() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("book.toml")
}

/// `mazebook` with the given arguments.
pub fn mazebook() -> Command {
    Command::cargo_bin("mazebook").expect("the binary is built for tests")
}

/// Writes `text` as book.toml in a new temporary folder.
pub fn spec_in_temp(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("book.toml");
    std::fs::write(&path, text).expect("write spec");
    (dir, path)
}

/// Builds `spec` into `out`, asserting success.
pub fn build(spec: &Path, out: &Path, extra: &[&str]) {
    mazebook()
        .arg("build")
        .arg(spec)
        .arg("--out")
        .arg(out)
        .arg("--quiet")
        .args(extra)
        .assert()
        .success();
}

/// A small valid spec with `sections` appended after its `[book]` table.
pub fn small_spec(sections: &str) -> String {
    format!("[book]\ntitle = \"Test Book\"\nseed = 7\n\n{sections}")
}

/// One easy grid section of `count` puzzles.
pub fn easy_section(count: usize) -> String {
    format!(
        "[[section]]\ntitle = \"Easy\"\nkind = \"grid\"\ncount = {count}\ndifficulty = \"easy\"\nper-page = 2\n"
    )
}
