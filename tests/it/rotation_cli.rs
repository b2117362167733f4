//! Rotation puzzles from the outside: exact turn counts, the JSON form through
//! analyze, malformed input, ladders in a book, and the answer key.

use crate::common::*;
use serde_json::Value;

#[test]
fn an_exact_number_of_turns_is_made_and_rechecked() {
    for n in [1, 5, 12] {
        let made = json_of(&[
            "puzzle",
            "rotation",
            "--rotations",
            &n.to_string(),
            "--seed",
            "8",
        ]);
        assert_eq!(made["metrics"]["rotations"], n);
        assert_eq!(made["solution"].as_str().unwrap().len(), n);
        let output = analyze(&made);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let checked: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(checked["metrics"], made["metrics"]);
    }
}

#[test]
fn a_wrong_or_longer_solution_is_refused() {
    let mut made = json_of(&["puzzle", "rotation", "--rotations", "4", "--seed", "2"]);
    made["solution"] = Value::from("R");
    let output = analyze(&made);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not at rest on the goal"));
}

#[test]
fn an_unsolvable_puzzle_reports_solvable_0() {
    // The ball rests in a pocket it can never leave towards the goal.
    let form = serde_json::json!({"kind": "rotation", "rows": ["   ", "###", "   "], "ball": [0, 0], "goal": [2, 2]});
    let output = analyze(&form);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["metrics"]["solvable"], 0);
}

#[test]
fn malformed_puzzles_exit_1_with_a_clear_message() {
    let bad = |form: Value, expect: &str| {
        let output = analyze(&form);
        assert_eq!(output.status.code(), Some(1), "{form}");
        let stderr = String::from_utf8_lossy(&output.stderr).to_lowercase();
        assert!(stderr.contains(expect), "{stderr}");
    };
    bad(
        serde_json::json!({"kind": "rotation", "rows": ["   ", "  "], "ball": [0, 1], "goal": [2, 0]}),
        "row",
    );
    bad(
        serde_json::json!({"kind": "rotation", "rows": ["  x", "   "], "ball": [0, 1], "goal": [1, 1]}),
        "x",
    );
    bad(
        serde_json::json!({"kind": "rotation", "rows": ["   ", "   "], "ball": [0, 0], "goal": [2, 1]}),
        "fall",
    );
    bad(
        serde_json::json!({"kind": "rotation", "rows": ["#  ", "   "], "ball": [0, 0], "goal": [2, 1]}),
        "block",
    );
    bad(
        serde_json::json!({"kind": "rotation", "rows": ["   ", "   "], "ball": [5, 1], "goal": [2, 1]}),
        "board",
    );
}

#[test]
fn a_ladder_section_makes_exactly_its_rungs_in_order() {
    let spec = "[book]\ntitle = \"Turns\"\nseed = 3\n\n[[section]]\ntitle = \"Ladder\"\nkind = \"rotation\"\nladder = [3, 4, 4, 6, 8]\ntraps = \"avoid\"\nper-page = 2\n";
    let (dir, path) = spec_in_temp(spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
    let turns: Vec<u64> = manifest["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["metrics"]["rotations"].as_u64().unwrap())
        .collect();
    assert_eq!(turns, [3, 4, 4, 6, 8]);
    assert!(
        manifest["puzzles"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["metrics"]["trap_states"] == 0)
    );
    let answer_page = manifest["puzzles"][0]["answer_page"].as_u64().unwrap();
    let answers = std::fs::read_to_string(out.join(format!("pages/{answer_page:03}.svg"))).unwrap();
    assert!(
        answers.contains("3 turns:"),
        "the answer key lists the turns"
    );
}

#[test]
fn a_from_to_range_and_bad_ladders() {
    let spec = |extra: &str| {
        format!("[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"rotation\"\n{extra}\n")
    };
    let (dir, path) = spec_in_temp(&spec("from = 2\nto = 5\nper-page = 4"));
    build(&path, &dir.path().join("out"), &[]);
    let refused = |extra: &str| refused_build(&spec(extra));
    assert!(refused("ladder = [3, 0]").contains("`section[1].ladder`"));
    assert!(
        refused("ladder = [3, 4]\ncount = 5").contains("count = 5, but the ladder has 2 rungs")
    );
    assert!(refused("from = 6\nto = 2").contains("to = 2 is below from = 6"));
    assert!(
        refused("count = 2\ntraps = \"sometimes\"").contains("\"avoid\", \"allow\" or \"require\"")
    );
    assert!(
        refused("count = 2\nrotations = 4\ndifficulty = \"hard\"")
            .contains("either rotations or difficulty")
    );
}

#[test]
fn deep_answer_keys_need_room_on_the_answer_page() {
    let spec = |answers: usize| {
        format!(
            "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"rotation\"\nladder = [26, 26]\n[answers]\nper-page = {answers}\n"
        )
    };
    // `per-page` is the most a page holds: deep keys get fewer a page (one),
    // and the book builds either way.
    for per_page in [6, 1] {
        let (dir, path) = spec_in_temp(&spec(per_page));
        build(&path, &dir.path().join("out"), &[]);
    }
}
