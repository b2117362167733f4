//! Mazes with floors from outside: `puzzle grid --levels` read back by `analyze`,
//! the docs/formats.md example accepted as it stands, an unmatched stair and
//! other faults refused naming the cell, an unreachable goal reported unsolvable,
//! bad flags and section keys refused naming `levels` (or `algorithm`), and a
//! book with floors built with its how-to page and every puzzle re-checked.

use serde_json::{Value, json};

use crate::common::{analyze, build, build_refused, json_of, mazebook, small_spec, spec_in_temp};

/// The complete example in docs/formats.md, as written there.
fn documented_example() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/formats.md");
    let text = std::fs::read_to_string(path).unwrap();
    let after = text
        .split("<!-- floors example")
        .nth(1)
        .expect("the example");
    let json = after
        .split("```json")
        .nth(1)
        .unwrap()
        .split("```")
        .next()
        .unwrap();
    serde_json::from_str(json).expect("the example is JSON")
}

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_maze_with_floors_reads_back_through_analyze() {
    let form = json_of(&["puzzle", "grid", "--levels", "3", "--seed", "9"]);
    assert_eq!(form["levels"], 3);
    let output = analyze(&form);
    assert!(output.status.success(), "{}", stderr(&output));
    let again: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(again["solution"], form["solution"]);
    assert_eq!(again["metrics"], form["metrics"]);
}

#[test]
fn the_documented_example_is_accepted_as_it_stands() {
    let example = documented_example();
    let output = analyze(&example);
    assert!(output.status.success(), "{}", stderr(&output));
    let checked: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(checked["solution"], example["solution"]);
    assert_eq!(checked["metrics"]["floor_changes"], 3);
    assert_eq!(checked["metrics"]["stairs"], 3);
}

#[test]
fn an_unmatched_stair_is_refused_naming_its_cell() {
    let mut example = documented_example();
    // [1, 0, 0] keeps its west passage but loses its stair up.
    example["cells"][1] = json!(8);
    let output = analyze(&example);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains(
            "cell [1, 0, 1] has a stair down, but cell [1, 0, 0] below it has no stair up"
        ),
        "{}",
        stderr(&output)
    );
    let mut off_the_top = documented_example();
    off_the_top["cells"][10] = json!(8 | 16);
    let output = analyze(&off_the_top);
    assert!(
        stderr(&output).contains("cell [1, 1, 1] has a stair up that leads off the maze"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn loops_wrong_solutions_and_unreachable_goals() {
    // A stair at [2, 1] as well closes a loop.
    let mut looped = documented_example();
    looped["cells"][5] = json!(9 | 16);
    looped["cells"][11] = json!(1 | 32);
    let output = analyze(&looped);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("so it has loops"),
        "{}",
        stderr(&output)
    );

    let mut wrong = documented_example();
    wrong["solution"] = json!([[0, 0, 0], [1, 0, 0], [2, 0, 0]]);
    let output = analyze(&wrong);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("goes through a wall"),
        "{}",
        stderr(&output)
    );

    // Without the stair at [2, 0] the goal's corner of the top floor is cut off.
    let mut cut = documented_example();
    cut["cells"][2] = json!(4);
    cut["cells"][8] = json!(4);
    cut.as_object_mut().unwrap().remove("solution");
    let output = analyze(&cut);
    assert!(output.status.success(), "{}", stderr(&output));
    let verdict: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(verdict["metrics"]["solvable"], 0);
    assert!(
        verdict["note"]
            .as_str()
            .unwrap()
            .contains("cannot be reached")
    );
}

#[test]
fn bad_flags_are_refused_naming_the_flag() {
    for (args, expected) in [
        (&["--levels", "1"][..], "--levels: 1 is out of range"),
        (&["--levels", "7"][..], "--levels: 7 is out of range"),
        (
            &["--levels", "3", "--shape", "heart"][..],
            "--levels: a maze with floors is a stack of rectangles without loops, so it takes no `shape`",
        ),
        (&["--levels", "3", "--braid", "0.3"][..], "takes no `braid`"),
        (
            &["--levels", "3", "--algorithm", "division"][..],
            "--algorithm: division works row by row",
        ),
    ] {
        let output = mazebook()
            .args(["puzzle", "grid"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&output).contains(expected),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn bad_section_keys_are_refused_naming_levels() {
    let section = |keys: &str| {
        small_spec(&format!(
            "[[section]]\ntitle = \"Floors\"\nkind = \"grid\"\ncount = 1\n{keys}\n"
        ))
    };
    for (keys, expected) in [
        (
            "levels = 0",
            "`section[1].levels`: 0 is out of range; expected a whole number from 2 to 6",
        ),
        (
            "levels = 1",
            "`section[1].levels`: 1 is out of range; expected a whole number from 2 to 6",
        ),
        (
            "levels = 7",
            "`section[1].levels`: 7 is out of range; expected a whole number from 2 to 6",
        ),
        (
            "levels = 3\nshape = \"circle\"",
            "`section[1].levels`: a maze with floors is a stack of rectangles without loops, so it takes no `shape`",
        ),
        (
            "levels = 3\nmask = \"cat.png\"",
            "`section[1].levels`: a maze with floors is a stack of rectangles without loops, so it takes no `mask`",
        ),
        ("levels = 3\ntext = \"ANNA\"", "so it takes no `text`"),
        ("levels = 3\nbraid = 0.5", "so it takes no `braid`"),
        (
            "levels = 3\nalgorithm = \"eller\"",
            "`section[1].algorithm`: eller works row by row and cannot carve a maze with floors; use backtracker, wilson, kruskal",
        ),
    ] {
        let message = build_refused(&section(keys));
        assert!(message.contains(expected), "{keys}: {message}");
    }
}

#[test]
fn a_book_with_floors_builds_and_every_puzzle_rechecks() {
    let spec = format!(
        "[book]\ntitle = \"Floors\"\nseed = 5\npage-size = \"6x9\"\n\n[front-matter]\nhow-to = true\n\n{}",
        "[[section]]\ntitle = \"Up and down\"\nkind = \"grid\"\ncount = 2\ndifficulty = \"easy\"\nlevels = 2\n\n\
         [[section]]\ntitle = \"Towers\"\nkind = \"grid\"\ncount = 1\ndifficulty = \"hard\"\nlevels = 4\n"
    );
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let manifest = out.join("book.json");
    let book: Value = serde_json::from_str(&std::fs::read_to_string(&manifest).unwrap()).unwrap();
    let levels: Vec<u64> = book["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["levels"].as_u64().unwrap())
        .collect();
    assert_eq!(levels, [2, 2, 4]);
    let output = mazebook().arg("analyze").arg(&manifest).output().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let pages: Vec<String> = std::fs::read_dir(out.join("pages"))
        .unwrap()
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap_or_default())
        .collect();
    let how_to = pages
        .iter()
        .find(|svg| svg.contains("Mazes with floors"))
        .expect("a how-to page on stairs");
    assert!(how_to.contains("how-to-example"), "with a solved example");
    assert!(
        pages.iter().any(|svg| svg.contains("stairs up")),
        "a legend"
    );
}
