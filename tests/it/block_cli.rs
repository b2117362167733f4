//! Block mazes from the outside: the JSON form round trip through `analyze`,
//! claimed solutions checked, malformed and non-tree mazes refused with what is
//! wrong, unreachable goals reported unsolvable (and a solution claimed for one
//! refused), SVGs and 3-D models written, flags refused with their name, a band
//! that cannot be met given up with advice, and a book with both answer styles.

use std::io::Cursor;

use crate::common::*;
use serde_json::{Value, json};

#[test]
fn a_maze_round_trips_through_analyze() {
    let made = json_of(&["puzzle", "block", "--difficulty", "hard", "--seed", "4"]);
    assert_eq!(made["kind"], "block");
    assert_eq!(made["rows"].as_array().unwrap().len(), 39);
    let output = analyze(&made);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let checked: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(checked["solution"], made["solution"]);
    assert_eq!(checked["metrics"], made["metrics"]);
    // Without solution and metrics, analyze fills them in.
    let bare = json!({"kind": "block", "rows": made["rows"], "start": made["start"], "goal": made["goal"]});
    let filled: Value = serde_json::from_slice(&analyze(&bare).stdout).unwrap();
    assert_eq!(filled["solution"], made["solution"]);
}

#[test]
fn the_formats_example_is_read_with_inner_start_and_goal() {
    let form = json!({"kind": "block",
        "rows": ["#########", "#   #   #", "# # # # #", "# #   # #", "#########"],
        "start": [1, 1], "goal": [7, 3]});
    let output = analyze(&form);
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["metrics"]["solution_length"], 13);
    assert_eq!(report["solution"][0], json!([1, 1]));
}

#[test]
fn wrong_claimed_solutions_are_refused() {
    let made = json_of(&["puzzle", "block", "--width", "15", "--seed", "2"]);
    let refused = |solution: Value, expect: &str| {
        let mut form = made.clone();
        form["solution"] = solution;
        let output = analyze(&form);
        assert_eq!(output.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(expect), "{stderr}");
    };
    let mut short = made["solution"].as_array().unwrap().clone();
    short.pop();
    refused(Value::from(short), "from the start");
    refused(
        json!([made["start"], [0, 0]]),
        "solution[1] [0, 0] is not an open cell",
    );
    let mut jump = made["solution"].as_array().unwrap().clone();
    jump.remove(1);
    refused(Value::from(jump), "does not lie beside");
}

#[test]
fn malformed_and_looping_mazes_exit_1_naming_the_fault() {
    let bad = |form: Value, expect: &str| {
        let output = analyze(&form);
        assert_eq!(output.status.code(), Some(1), "{form}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(expect), "{stderr}");
    };
    let form = |rows: &[&str], start: [usize; 2], goal: [usize; 2]| json!({"kind": "block", "rows": rows, "start": start, "goal": goal});
    bad(
        form(&["#####", "#  #"], [1, 1], [2, 1]),
        "rows[1] has 4 cells",
    );
    bad(
        form(&["#####", "#.  #"], [2, 1], [3, 1]),
        "rows[1] has '.' at column 1",
    );
    bad(
        form(&["#####", "#   #"], [0, 1], [3, 1]),
        "start [0, 1] is a wall",
    );
    bad(
        form(&["#####", "#   #"], [1, 1], [9, 1]),
        "goal [9, 1] is outside",
    );
    bad(
        form(
            &["#####", "#   #", "# # #", "#   #", "#####"],
            [1, 1],
            [3, 3],
        ),
        "loop",
    );
    bad(
        form(
            &["#####", "# # #", "# ###", "#   #", "#####"],
            [1, 1],
            [3, 3],
        ),
        "[3, 1] cannot be reached",
    );
    bad(
        json!({"kind": "block", "rows": ["# #"], "start": [1, 0]}),
        "goal",
    );
}

#[test]
fn an_unreachable_goal_is_reported_unsolvable() {
    let form = json!({"kind": "block", "rows": ["#####", "# # #", "#####"], "start": [1, 1], "goal": [3, 1]});
    let output = analyze(&form);
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["metrics"]["solvable"], 0);
    // The report reads back in.
    assert!(analyze(&report).status.success());
}

#[test]
fn a_claimed_solution_of_an_unsolvable_maze_is_refused() {
    let refused = |solution: Value, expect: &[&str]| {
        let form = json!({"kind": "block", "rows": ["#####", "# # #", "#####"],
            "start": [1, 1], "goal": [3, 1], "solution": solution});
        let output = analyze(&form);
        assert_eq!(output.status.code(), Some(1), "{solution}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        for part in expect {
            assert!(stderr.contains(part), "{part:?} not in {stderr}");
        }
    };
    let why = "the goal [3, 1] cannot be reached from the start, so no solution exists";
    refused(
        json!([[1, 1], [2, 1], [3, 1]]),
        &[why, "solution[1] [2, 1] is not an open cell"],
    );
    refused(json!([[1, 1]]), &[why, "must run from the start"]);
    refused(json!([]), &[why]);
}

#[test]
fn a_band_out_of_reach_is_given_up_with_the_books_advice() {
    // Bias 1 grows a single corridor: far above level 10's solution share.
    let output = mazebook()
        .args([
            "puzzle",
            "block",
            "--difficulty",
            "10",
            "--bias",
            "1",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("no puzzle met the request"), "{stderr}");
    assert!(
        stderr.contains("; try another difficulty, size, placement or bias"),
        "{stderr}"
    );
}

#[test]
fn svgs_and_a_model_are_written() {
    let dir = tempfile::tempdir().unwrap();
    let (svg, answer, stl, obj) = (
        dir.path().join("m.svg"),
        dir.path().join("a.svg"),
        dir.path().join("m.stl"),
        dir.path().join("m.obj"),
    );
    mazebook()
        .args(["puzzle", "block", "--width", "17", "--height", "13"])
        .args([
            "--answer-style",
            "explored",
            "--cell-size",
            "4",
            "--wall-height",
            "8",
        ])
        .arg("--svg")
        .arg(&svg)
        .arg("--answer-svg")
        .arg(&answer)
        .arg("--model")
        .arg(&stl)
        .assert()
        .success();
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    let key = std::fs::read_to_string(&answer).unwrap();
    assert!(key.contains("#d4d4d4"), "the explored key greys cells");
    let mesh = stl_io::read_stl(&mut Cursor::new(std::fs::read(&stl).unwrap())).unwrap();
    mesh.validate().unwrap();
    let high = mesh.vertices.iter().fold([0f32; 3], |m, v| {
        [m[0].max(v.0[0]), m[1].max(v.0[1]), m[2].max(v.0[2])]
    });
    assert_eq!(
        high,
        [68.0, 52.0, 10.0],
        "17×13 cells of 4 mm, 2 + 8 mm high"
    );
    mazebook()
        .args(["puzzle", "block", "--width", "9", "--model"])
        .arg(&obj)
        .assert()
        .success();
    assert!(std::fs::read_to_string(&obj).unwrap().contains("\nf "));
    let x3d = dir.path().join("m.x3d");
    mazebook()
        .args(["puzzle", "block", "--width", "9", "--model"])
        .arg(&x3d)
        .assert()
        .success();
    let text = std::fs::read_to_string(&x3d).unwrap();
    let document = resvg::usvg::roxmltree::Document::parse(&text).expect("well-formed X3D");
    assert!(
        document
            .descendants()
            .any(|n| n.has_tag_name("IndexedTriangleSet"))
    );
}

#[test]
fn bad_flags_are_named() {
    let refused = |args: &[&str], expect: &str| {
        let output = mazebook()
            .args(["puzzle", "block"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(expect), "{stderr}");
    };
    refused(&["--width", "3"], "--width: 3 is out of range");
    refused(
        &["--width", "11", "--difficulty", "hard"],
        "too small for difficulty hard",
    );
    refused(&["--bias", "2"], "--bias");
    refused(&["--model", "m.wrl"], "--model");
    refused(&["--model", "m.stl", "--cell-size", "0"], "--cell-size");
    refused(
        &["--width", "2000", "--model", "m.stl"],
        "models are limited",
    );
    let usage = mazebook()
        .args(["puzzle", "block", "--answer-style", "maybe"])
        .output()
        .unwrap();
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn a_book_of_block_mazes_with_both_answer_styles() {
    let spec = small_spec(
        "[[section]]\ntitle = \"Path\"\nkind = \"block\"\ncount = 2\ndifficulty = \"easy\"\nper-page = 2\n\n\
         [[section]]\ntitle = \"Explored\"\nkind = \"block\"\ncount = 2\nanswer-style = \"explored\"\nplacement = \"longest\"\nper-page = 1\n\n[answers]\nper-page = 2\n",
    );
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
    let puzzles = manifest["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 4);
    assert!(puzzles.iter().all(|p| p["kind"] == "block"));
    let page = |p: &Value| {
        let n = p["answer_page"].as_u64().unwrap();
        std::fs::read_to_string(out.join(format!("pages/{n:03}.svg"))).unwrap()
    };
    assert!(!page(&puzzles[0]).contains("#d4d4d4"));
    assert!(page(&puzzles[2]).contains("#d4d4d4"));
    // No instructions: the section heads its first puzzle page (page 2).
    let puzzle_page = std::fs::read_to_string(out.join("pages/002.svg")).unwrap();
    assert!(puzzle_page.contains("Maze 1"));
}

#[test]
fn section_keys_are_checked() {
    let spec = |extra: &str| {
        small_spec(&format!(
            "[[section]]\ntitle = \"B\"\nkind = \"block\"\ncount = 1\n{extra}\n"
        ))
    };
    assert!(
        refused_build(&spec("answer-style = \"grey\"")).contains("use \"path\" or \"explored\"")
    );
    assert!(
        refused_build(&spec("width = 4")).contains(
            "`section[1].width`: 4 is out of range; expected a whole number from 5 to 4001"
        )
    );
    assert!(refused_build(&spec("algorithm = \"prim\"")).contains("unknown key"));
}

#[test]
fn placement_flags_take_the_grid_kinds_older_spellings_too() {
    let seed = ["puzzle", "block", "--width", "15", "--seed", "7"];
    for (name, alias) in [("sides", "opposite-sides"), ("longest", "longest-path")] {
        let by_name = json_of(&[&seed[..], &["--placement", name]].concat());
        let by_alias = json_of(&[&seed[..], &["--placement", alias]].concat());
        assert_eq!(by_alias, by_name, "{alias}");
    }
    let corners = json_of(&[&seed[..], &["--placement", "corners"]].concat());
    let longest = json_of(&[&seed[..], &["--placement", "longest-path"]].concat());
    assert_ne!(
        (&corners["start"], &corners["goal"]),
        (&longest["start"], &longest["goal"]),
        "the alias is not ignored"
    );
}
