//! Weave mazes end to end: `puzzle grid --weave` and the same book key, the
//! documented example read back by `analyze`, corrupted crossings refused naming
//! their cell, what cannot weave refused naming the key or flag, and golden SVGs
//! of a weave maze and its answer key (regenerate with
//! `MAZEBOOK_UPDATE_GOLDEN=1 cargo test --test it weave_cli`).

use serde_json::{Value, json};

use crate::common::*;
use mazebook::cli::puzzle::standalone_svg;
use mazebook::puzzle;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::weave::recipe::recipe;

/// The complete example in docs/formats.md, as written there.
fn documented_example() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/formats.md");
    let text = std::fs::read_to_string(path).unwrap();
    let block = text
        .split("<!-- weave example")
        .nth(1)
        .and_then(|rest| rest.split("```json").nth(1))
        .and_then(|block| block.split("```").next())
        .expect("the weave example");
    serde_json::from_str(block).unwrap()
}

/// `analyze` on `form`: exit 0 and the form back, or exit 1 and the message.
fn analyzed(form: &Value) -> Result<Value, String> {
    let output = analyze(form);
    match output.status.code() {
        Some(0) => Ok(serde_json::from_slice(&output.stdout).unwrap()),
        Some(1) => Err(String::from_utf8_lossy(&output.stderr).to_string()),
        code => panic!("exit {code:?}"),
    }
}

/// Runs `puzzle grid ARGS`, asserting exit 1, and returns stderr.
fn refused(args: &[&str]) -> String {
    let output = mazebook()
        .args(["puzzle", "grid"])
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(output.stdout.is_empty());
    stderr
}

#[test]
fn the_documented_example_is_read_back_with_its_route_over_and_under() {
    let example = documented_example();
    let back = analyzed(&example).unwrap();
    assert_eq!(back["solution"], example["solution"]);
    assert_eq!(back["metrics"]["crossings"], 1);
    assert_eq!(back["metrics"]["crossings_on_route"], 2);
    assert_eq!(back["metrics"]["underpasses_on_route"], 1);
    assert_eq!(back["metrics"]["perfect"], 1);
}

#[test]
fn a_corrupted_crossing_is_refused_naming_its_cell() {
    let example = documented_example();
    let with = |crossings: Value| {
        let mut form = example.clone();
        form["crossings"] = crossings;
        analyzed(&form).unwrap_err()
    };
    let up = with(json!([[1, 1, "up"]]));
    assert!(
        up.contains("crossing at [1, 1]") && up.contains("\"ns\""),
        "{up}"
    );
    let border = with(json!([[2, 1, "ew"]]));
    assert!(
        border.contains("crossing at [2, 1] is on the border"),
        "{border}"
    );
    let twice = with(json!([[1, 1, "ew"], [1, 1, "ns"]]));
    assert!(
        twice.contains("crossing at [1, 1] is listed twice"),
        "{twice}"
    );
    let mut bent = example.clone();
    bent["crossings"] = json!([[1, 1, "ew"]]);
    bent["cells"] = json!([6, 12, 4, 1, 7, 13, 2, 9, 1]);
    let message = analyzed(&bent).unwrap_err();
    assert!(
        message.contains("crossing at [1, 1] has its bridge running east–west"),
        "{message}"
    );
}

#[test]
fn a_wrong_route_through_a_crossing_is_refused() {
    let mut turning = documented_example();
    turning["solution"] = json!([[2, 0], [2, 1], [1, 1], [1, 2], [0, 2]]);
    let message = analyzed(&turning).unwrap_err();
    assert!(
        message.contains("turns inside the crossing at [1, 1]"),
        "{message}"
    );
}

#[test]
fn a_made_weave_maze_is_read_back_by_analyze() {
    for seed in ["1", "2", "3"] {
        let args = ["puzzle", "grid", "--weave", "0.8", "--difficulty", "6"];
        let form = json_of(&[&args[..], &["--seed", seed]].concat());
        assert!(!form["crossings"].as_array().unwrap().is_empty(), "{seed}");
        let back = analyzed(&form).unwrap();
        assert_eq!(back["solution"], form["solution"]);
        assert_eq!(back["metrics"], form["metrics"]);
    }
}

#[test]
fn what_cannot_weave_is_refused_naming_the_flag() {
    let out_of_range = refused(&["--weave", "1.5"]);
    assert!(out_of_range.contains("--weave"), "{out_of_range}");
    let circle = refused(&["--weave", "0.5", "--shape", "circle"]);
    assert!(
        circle.contains("--weave") && circle.contains("rectangle of square cells"),
        "{circle}"
    );
    let wilson = refused(&["--weave", "0.5", "--algorithm", "wilson"]);
    assert!(
        wilson.contains("--algorithm") && wilson.contains("kruskal"),
        "{wilson}"
    );
}

#[test]
fn a_section_with_weave_out_of_range_or_on_a_circle_is_refused_naming_weave() {
    let section = |extra: &str| {
        small_spec(&format!(
            "[[section]]\ntitle = \"W\"\nkind = \"grid\"\ncount = 1\n{extra}\n"
        ))
    };
    let message = build_refused(&section("weave = 2"));
    assert!(message.contains("weave"), "{message}");
    let message = build_refused(&section("weave = 0.5\nshape = \"circle\""));
    assert!(message.contains("weave"), "{message}");
}

#[test]
fn a_book_with_a_weave_section_builds_and_every_maze_rechecks() {
    let spec = small_spec(
        "[[section]]\ntitle = \"Bridges\"\nkind = \"grid\"\ncount = 2\ndifficulty = 5\nweave = 0.6\n",
    );
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    build(&path, &out, &[]);
    let output = mazebook()
        .arg("analyze")
        .arg(out.join("book.json"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("2 puzzles checked, 0 failed"), "{stdout}");
}

#[test]
fn a_weave_maze_and_its_answer_draw_as_before() {
    let request = GridRequest {
        width: Some(9),
        height: Some(7),
        weave: Some(1.0),
        ..GridRequest::default()
    };
    let recipe = recipe(&request, None).unwrap();
    let (_, finished) = puzzle::make(&recipe, 5, 500).unwrap();
    let json = finished.json();
    assert!(json["metrics"]["underpasses_on_route"].as_u64().unwrap() > 0);
    golden(
        "weave-9x7-seed5.svg",
        &standalone_svg(finished.as_ref(), false, 170.0),
    );
    golden(
        "weave-9x7-seed5-answer.svg",
        &standalone_svg(finished.as_ref(), true, 170.0),
    );
}

/// The pages of a book with how-to pages and `section` (SVG), in order.
fn pages_of(section: &str) -> Vec<String> {
    let spec = small_spec(&format!("[front-matter]\nhow-to = true\n\n{section}"));
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let mut paths: Vec<_> = std::fs::read_dir(out.join("pages"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    let read = |path: &std::path::PathBuf| std::fs::read_to_string(path).unwrap_or_default();
    paths.iter().map(read).collect()
}

#[test]
fn a_book_with_weave_mazes_has_a_how_to_page_on_bridges() {
    let plain = "[[section]]\ntitle = \"P\"\nkind = \"grid\"\ncount = 1\ndifficulty = 1\n";
    let woven = format!(
        "{plain}\n[[section]]\ntitle = \"W\"\nkind = \"grid\"\ncount = 1\ndifficulty = 1\nweave = 0.5\n"
    );
    let bridges = "Some paths cross on bridges";
    let pages = pages_of(&woven);
    let grid_page = &pages[1];
    assert!(grid_page.contains("Start at the smiling face") && !grid_page.contains(bridges));
    let topic = &pages[2];
    assert!(topic.contains("Mazes with bridges") && topic.contains(bridges));
    assert!(topic.contains("how-to-example"), "with a solved example");
    assert!(pages_of(plain).iter().all(|svg| !svg.contains(bridges)));
}
