//! `mazebook puzzle`, `analyze` and `init` from the outside: summaries, JSON forms
//! that round-trip through the checker, reproducible seeds, SVG files, and clear
//! errors for malformed mazes.

use crate::common::*;
use serde_json::Value;

#[test]
fn with_no_output_flag_it_prints_a_summary_line() {
    let output = mazebook()
        .args([
            "puzzle",
            "grid",
            "--width",
            "12",
            "--height",
            "8",
            "--algorithm",
            "kruskal",
            "--seed",
            "5",
        ])
        .output()
        .unwrap();
    let line = String::from_utf8(output.stdout).unwrap();
    assert!(line.starts_with("grid 12x8 kruskal "), "{line}");
    assert!(
        line.contains("solution_length=") && line.contains("junctions="),
        "{line}"
    );
    assert_eq!(line.lines().count(), 1);
}

#[test]
fn the_json_form_round_trips_through_analyze() {
    let made = json_of(&["puzzle", "grid", "--difficulty", "hard", "--seed", "99"]);
    let output = analyze(&made);
    assert!(output.status.success());
    let checked: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(checked["solution"], made["solution"]);
    assert_eq!(checked["metrics"], made["metrics"]);
}

#[test]
fn analyze_computes_what_is_missing() {
    let mut made = json_of(&["puzzle", "grid", "--width", "9", "--seed", "3"]);
    let full = made.clone();
    let object = made.as_object_mut().unwrap();
    object.remove("solution");
    object.remove("metrics");
    object.remove("algorithm");
    let checked: Value = serde_json::from_slice(&analyze(&made).stdout).unwrap();
    assert_eq!(checked["solution"], full["solution"]);
    assert_eq!(checked["metrics"], full["metrics"]);
}

#[test]
fn a_seed_from_the_manifest_remakes_the_same_puzzle() {
    let out = tempfile::tempdir().unwrap();
    build(&default_spec(), out.path(), &[]);
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(out.path().join("book.json")).unwrap()).unwrap();
    let hard = manifest["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["difficulty"] == "hard")
        .unwrap();
    let seed = hard["seed"].as_u64().unwrap().to_string();
    let again = json_of(&["puzzle", "grid", "--difficulty", "hard", "--seed", &seed]);
    assert_eq!(again["cells"], hard["cells"]);
    assert_eq!(again["solution"], hard["solution"]);
}

#[test]
fn svg_files_for_puzzle_and_answer() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, answer) = (dir.path().join("p.svg"), dir.path().join("a.svg"));
    mazebook()
        .args(["puzzle", "grid", "--difficulty", "easy", "--svg"])
        .arg(&puzzle)
        .arg("--answer-svg")
        .arg(&answer)
        .assert()
        .success();
    let puzzle = std::fs::read_to_string(puzzle).unwrap();
    let answer = std::fs::read_to_string(answer).unwrap();
    assert!(puzzle.contains("<svg") && !puzzle.contains("<polyline"));
    assert!(
        answer.contains("<polyline"),
        "the answer draws the solution"
    );
}

fn tampered(edit: impl FnOnce(&mut Value)) -> String {
    let mut maze = json_of(&[
        "puzzle", "grid", "--width", "4", "--height", "3", "--seed", "2",
    ]);
    edit(&mut maze);
    let output = analyze(&maze);
    assert_eq!(output.status.code(), Some(1));
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn malformed_mazes_are_refused_with_the_cell_named() {
    let one_sided = tampered(|m| {
        let cells = m["cells"].as_array_mut().unwrap();
        let first = cells[0].as_u64().unwrap();
        cells[0] = Value::from(first | 1);
    });
    assert!(
        one_sided.contains("cell [0, 0] has a passage N that leads off the grid"),
        "{one_sided}"
    );
    let bad_count = tampered(|m| {
        m["cells"].as_array_mut().unwrap().pop();
    });
    assert!(
        bad_count.contains("\"cells\" has 11 entries, but width × height is 12"),
        "{bad_count}"
    );
    let outside = tampered(|m| m["goal"] = serde_json::json!([9, 9]));
    assert!(
        outside.contains("goal [9, 9] is outside the grid"),
        "{outside}"
    );
    let wrong = tampered(|m| {
        m["solution"].as_array_mut().unwrap().pop();
    });
    assert!(wrong.contains("the given solution is wrong"), "{wrong}");
    let unknown = tampered(|m| m["colour"] = Value::from("red"));
    assert!(unknown.contains("unknown field `colour`"), "{unknown}");
}

#[test]
fn a_maze_with_a_loop_is_not_perfect() {
    // 2×2 with all four passages open: solvable, but not uniquely.
    let maze = serde_json::json!({"kind": "grid", "width": 2, "height": 2, "cells": [6, 12, 3, 9], "start": [0, 0], "goal": [1, 1]});
    let output = analyze(&maze);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a perfect maze"));
}

#[test]
fn an_unreachable_goal_is_reported_unsolvable() {
    // 2×2: only (0,0)-(1,0) and (0,0)-(0,1) are open, so (1,1) is walled off.
    let maze = serde_json::json!({"kind": "grid", "width": 2, "height": 2, "cells": [6, 8, 1, 0], "start": [0, 0], "goal": [1, 1]});
    let output = analyze(&maze);
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["metrics"]["solvable"], 0);
}

#[test]
fn impossible_command_line_requests_exit_1() {
    let output = mazebook()
        .args(["puzzle", "grid", "--difficulty", "hard", "--width", "4"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("--width: a 4×4 maze is too small for difficulty hard")
    );
}

#[test]
fn init_writes_a_starter_that_builds_and_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    mazebook().arg("init").arg(dir.path()).assert().success();
    let written = std::fs::read_to_string(dir.path().join("book.toml")).unwrap();
    assert!(
        written
            .lines()
            .filter(|l| l.trim_start().starts_with('#'))
            .count()
            >= 5,
        "the starter is commented"
    );
    build(&dir.path().join("book.toml"), &dir.path().join("out"), &[]);
    mazebook()
        .arg("init")
        .arg(dir.path())
        .assert()
        .code(1)
        .stderr(predicates::str::contains("already exists"));
}

#[test]
fn a_reader_that_stops_early_is_no_error() {
    use std::io::Read;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("mazebook"))
        .args(["puzzle", "grid", "--width", "300", "--json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut start = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut start).unwrap();
    // The pipe is closed here, long before the JSON (megabytes) is written.
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn json_metrics_keep_full_precision() {
    let maze = json_of(&["puzzle", "grid", "--width", "7", "--height", "3"]);
    let metrics = &maze["metrics"];
    let length = metrics["solution_length"].as_f64().unwrap();
    assert_eq!(metrics["solution_share"].as_f64(), Some(length / 21.0));
}

/// The binary as a plain process, whose standard streams can be set.
fn raw() -> std::process::Command {
    std::process::Command::new(assert_cmd::cargo::cargo_bin("mazebook"))
}

fn full() -> std::process::Stdio {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full")
        .into()
}

#[test]
fn a_standard_error_that_cannot_be_written_is_exit_1_not_a_panic() {
    let status = raw()
        .args(["build", "missing.toml"])
        .stderr(full())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(1));
    let dir = tempfile::tempdir().unwrap();
    let status = raw()
        .args(["puzzle", "grid", "--svg"])
        .arg(dir.path().join("m.svg"))
        .args(["--seed", "3"])
        .stderr(full())
        .status()
        .unwrap();
    assert_eq!(
        status.code(),
        Some(0),
        "a success whose note is lost is still a success"
    );
}

#[test]
fn a_lost_write_to_standard_output_is_exit_1() {
    let output = raw()
        .args(["puzzle", "grid", "--json"])
        .stdout(full())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot write to standard output"));
}
