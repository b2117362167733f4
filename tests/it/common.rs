//! Helpers shared by the end-to-end tests: running the binary on a spec in a
//! temporary folder, and reading the PDF it wrote.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use mazebook::puzzle::registry::{KINDS, Kind};

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

/// A `[[section]]` of every registered kind, in the registry's order: each
/// titled `title(n, kind)` (n from 1), with the kind's own sample
/// (`Kind::sample_section`) and then `lines`. The tests' books "of every kind"
/// are made with this, so a kind added to the registry is in them at once.
pub fn every_kind_sections(title: impl Fn(usize, &dyn Kind) -> String, lines: &str) -> String {
    let section = |(index, kind): (usize, &&dyn Kind)| {
        format!(
            "[[section]]\ntitle = \"{}\"\nkind = \"{}\"\n{}{lines}\n\n",
            title(index + 1, *kind),
            kind.name(),
            kind.sample_section()
        )
    };
    KINDS.iter().enumerate().map(section).collect()
}

/// The kind's registry name, as a section title.
pub fn kind_name(_: usize, kind: &dyn Kind) -> String {
    kind.name().to_string()
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

/// Runs `mazebook ARGS --json` and parses what it prints, asserting success.
pub fn json_of(args: &[&str]) -> serde_json::Value {
    let output = mazebook().args(args).arg("--json").output().expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON on stdout")
}

/// Runs `mazebook analyze` on `text` written to a file.
pub fn analyze_text(text: &str) -> std::process::Output {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("puzzle.json");
    std::fs::write(&path, text).expect("write");
    mazebook().arg("analyze").arg(&path).output().expect("runs")
}

/// Runs `mazebook analyze` on a JSON form.
pub fn analyze(value: &serde_json::Value) -> std::process::Output {
    analyze_text(&value.to_string())
}

/// Runs `mazebook build SPEC --out OUT` and returns what happened.
pub fn build_output(spec: &Path, out: &Path) -> std::process::Output {
    mazebook()
        .arg("build")
        .arg(spec)
        .arg("--out")
        .arg(out)
        .output()
        .expect("runs")
}

/// Builds `spec`, asserts exit code 1, and returns what it printed on stderr.
pub fn refused_build(spec: &str) -> String {
    let (dir, path) = spec_in_temp(spec);
    let output = build_output(&path, &dir.path().join("o"));
    assert_eq!(output.status.code(), Some(1), "{spec}");
    String::from_utf8(output.stderr).expect("UTF-8")
}

/// Compares `actual` with the golden file `tests/golden/NAME` (writing it instead
/// when MAZEBOOK_UPDATE_GOLDEN is set): a changed drawing is a reviewed diff.
pub fn golden(name: &str, actual: &str) {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("MAZEBOOK_UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!(
            "missing {}: run with MAZEBOOK_UPDATE_GOLDEN=1",
            path.display()
        )
    });
    assert!(
        expected == actual,
        "{name} changed; review and regenerate with MAZEBOOK_UPDATE_GOLDEN=1"
    );
}

/// Builds `spec` and returns stderr, asserting exit 1 and that nothing was written.
pub fn build_refused(spec: &str) -> String {
    let (dir, _) = spec_in_temp(spec);
    let out = dir.path().join("out");
    let output = mazebook()
        .arg("build")
        .arg("book.toml")
        .arg("--out")
        .arg(&out)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!out.join("book.pdf").exists() && !out.join("book.json").exists());
    String::from_utf8(output.stderr).unwrap()
}

/// The rows of the table after `marker` in docs/`doc` (the header, its rule and
/// the marker's own line skipped), for the tests that hold a documented table
/// to the code.
pub fn doc_table(doc: &str, marker: &str) -> Vec<String> {
    let path = format!("{}/docs/{doc}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let after = text.split(marker).nth(1).expect("the table");
    after
        .lines()
        .skip(3)
        .take_while(|line| line.starts_with('|'))
        .map(str::to_string)
        .collect()
}
