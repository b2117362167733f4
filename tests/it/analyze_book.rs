//! `analyze` on a built book: the whole manifest re-checked puzzle by puzzle,
//! and a single manifest entry taken as it is.

use serde_json::Value;

use crate::common::*;

fn built_manifest() -> (tempfile::TempDir, std::path::PathBuf) {
    let sections = easy_section(3)
        + "[[section]]\ntitle = \"Blocks\"\nkind = \"block\"\ncount = 2\ndifficulty = \"easy\"\n"
        + "[[section]]\ntitle = \"Board\"\nkind = \"magic-labyrinth\"\ncount = 1\n";
    let (dir, spec) = spec_in_temp(&small_spec(&sections));
    build(&spec, &dir.path().join("out"), &[]);
    let manifest = dir.path().join("out/book.json");
    (dir, manifest)
}

fn analyze_file(path: &std::path::Path) -> std::process::Output {
    mazebook().arg("analyze").arg(path).output().unwrap()
}

#[test]
fn a_built_books_manifest_is_rechecked_puzzle_by_puzzle() {
    let (_dir, manifest) = built_manifest();
    let output = analyze_file(&manifest);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 7, "{stdout}");
    assert!(lines[..6].iter().all(|l| l.ends_with(": ok")), "{stdout}");
    assert!(lines[0].starts_with("puzzle 1 (grid, page "), "{stdout}");
    assert!(
        lines[5].starts_with("puzzle 6 (magic-labyrinth, page "),
        "{stdout}"
    );
    assert_eq!(lines[6], "6 puzzles checked, 0 failed");
}

#[test]
fn a_tampered_manifest_fails_naming_the_puzzle_and_the_metric() {
    let (_dir, manifest) = built_manifest();
    let mut book: Value =
        serde_json::from_str(&std::fs::read_to_string(&manifest).unwrap()).unwrap();
    let length = book["puzzles"][1]["metrics"]["solution_length"]
        .as_u64()
        .unwrap();
    book["puzzles"][1]["metrics"]["solution_length"] = Value::from(length + 1);
    book["puzzles"][3]["rows"][0] = Value::from("not a row");
    std::fs::write(&manifest, book.to_string()).unwrap();
    let output = analyze_file(&manifest);
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains(&format!("puzzle 2 (grid, page 3): FAILED: metrics.solution_length is {} in the manifest, but the checker measures {length}", length + 1)), "{stdout}");
    assert!(stdout.contains("puzzle 4 (block, page "), "{stdout}");
    assert!(stdout.contains("6 puzzles checked, 2 failed"), "{stdout}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("2 of 6 puzzles failed the check"));
}

#[test]
fn a_manifest_entry_analyses_like_the_form_it_holds() {
    let (_dir, manifest) = built_manifest();
    let book: Value = serde_json::from_str(&std::fs::read_to_string(&manifest).unwrap()).unwrap();
    for entry in book["puzzles"].as_array().unwrap() {
        let output = analyze(entry);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let analysed: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(analysed["metrics"], entry["metrics"]);
        assert_eq!(analysed["kind"], entry["kind"]);
    }
}
