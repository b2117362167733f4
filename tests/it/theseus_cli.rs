//! Theseus puzzles from the outside: exact minima through `analyze`, seeds that
//! reproduce, bad forms and flags refused naming the field or flag, boards with
//! no escape, books with ladders and boards of one's own, black ink, and golden
//! drawings.

use crate::common::*;
use mazebook::cli::puzzle::standalone_svg;
use mazebook::puzzle::theseus::options::{TheseusRequest, recipe};
use mazebook::puzzle::{self, Difficulty};
use serde_json::{Value, json};

fn analyzed(form: &Value) -> Value {
    let output = analyze(form);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn refused(form: &Value) -> String {
    let output = analyze(form);
    assert_eq!(output.status.code(), Some(1), "{form}");
    String::from_utf8(output.stderr).unwrap()
}

/// A small valid form: 3×3, a wall, exit east of the bottom-right square.
fn small() -> Value {
    json!({
        "kind": "theseus", "width": 3, "height": 3,
        "walls": [[[1, 0], [1, 1]]],
        "exit": {"cell": [2, 2], "side": "east"},
        "theseus": [0, 0], "minotaur": [2, 0]
    })
}

#[test]
fn exact_minima_are_made_and_rechecked() {
    for n in [5, 12, 25] {
        let args = [
            "puzzle",
            "theseus",
            "--min-moves",
            &n.to_string(),
            "--seed",
            "4",
        ];
        let made = json_of(&args);
        assert_eq!(made["metrics"]["moves"], n);
        assert_eq!(made["solution"].as_str().unwrap().len(), n);
        assert_eq!(analyzed(&made), made);
        assert_eq!(json_of(&args), made, "the same seed, the same puzzle");
    }
}

#[test]
fn a_board_with_no_escape_is_solvable_0() {
    // The rules note: on a 3×1 board Theseus at the east end cannot pass the
    // Minotaur to the exit at the west end.
    let form = json!({
        "kind": "theseus", "width": 3, "height": 1, "walls": [],
        "exit": {"cell": [0, 0], "side": "west"},
        "theseus": [2, 0], "minotaur": [1, 0]
    });
    let report = analyzed(&form);
    assert_eq!(report["metrics"]["solvable"], 0);
    assert!(report.get("solution").is_none());
    let mut claimed = form.clone();
    claimed["solution"] = Value::from("LLL");
    assert!(refused(&claimed).contains("`solution`"));
}

#[test]
fn wrong_and_long_solutions_are_refused_naming_solution() {
    for (solution, expect) in [
        ("X", "not one of"),
        ("UUUU", "wall"),
        ("W", "catches"),
        ("D", "still on the board"),
    ] {
        let mut form = small();
        form["solution"] = Value::from(solution);
        let error = refused(&form);
        assert!(
            error.contains("`solution`") && error.contains(expect),
            "{error}"
        );
    }
    // A longer escape: the Minotaur is walled into its corner, so a wait costs
    // Theseus nothing but a move.
    let boxed_in = json!({
        "kind": "theseus", "width": 4, "height": 2,
        "walls": [[[2, 1], [3, 1]], [[3, 0], [3, 1]]],
        "exit": {"cell": [0, 0], "side": "west"},
        "theseus": [1, 0], "minotaur": [3, 1], "solution": "WLL"
    });
    let error = refused(&boxed_in);
    assert!(
        error.contains("`solution`")
            && error.contains("takes 3 moves; the shortest escape takes 2"),
        "{error}"
    );
}

#[test]
fn the_golden_cases_own_solutions_are_accepted() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/theseus-golden.json"
    );
    let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for mut case in cases.into_iter().take(3) {
        let expect = case.as_object_mut().unwrap().remove("expect").unwrap();
        case["solution"] = expect["a_shortest_solution"].clone();
        let report = analyzed(&case);
        assert_eq!(report["metrics"]["moves"], expect["moves"]);
    }
}

#[test]
fn bad_forms_are_refused_naming_the_field() {
    let with = |key: &str, value: Value| {
        let mut form = small();
        form[key] = value;
        refused(&form)
    };
    let far = with("walls", json!([[[0, 0], [2, 0]]]));
    assert!(
        far.contains("`walls[0]`") && far.contains("not neighbouring"),
        "{far}"
    );
    let twice = with("walls", json!([[[0, 0], [1, 0]], [[1, 0], [0, 0]]]));
    assert!(
        twice.contains("`walls[1]`") && twice.contains("twice"),
        "{twice}"
    );
    let two_exits = with(
        "exit",
        json!([{"cell": [2, 2], "side": "east"}, {"cell": [0, 0], "side": "north"}]),
    );
    assert!(two_exits.contains("`exit"), "{two_exits}");
    let inside = with("exit", json!({"cell": [1, 1], "side": "north"}));
    assert!(
        inside.contains("`exit`") && inside.contains("border"),
        "{inside}"
    );
    let side = with("exit", json!({"cell": [2, 2], "side": "up"}));
    assert!(side.contains("`exit.side`"), "{side}");
    let same = with("minotaur", json!([0, 0]));
    assert!(
        same.contains("`minotaur`") && same.contains("Theseus"),
        "{same}"
    );
    let off = with("theseus", json!([5, 0]));
    assert!(off.contains("`theseus`") && off.contains("off"), "{off}");
    let unknown = with("doors", json!([]));
    assert!(unknown.contains("doors"), "{unknown}");
}

#[test]
fn flags_beyond_what_a_board_allows_are_refused_naming_the_flag() {
    let refused_flags = |args: &[&str]| {
        let output = mazebook()
            .args(["puzzle", "theseus"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        String::from_utf8(output.stderr).unwrap()
    };
    let too_many = refused_flags(&["--width", "5", "--height", "5", "--min-moves", "400"]);
    assert!(
        too_many.contains("--min-moves") && too_many.contains("5×5"),
        "{too_many}"
    );
    assert!(refused_flags(&["--width", "13"]).contains("--width"));
    assert!(refused_flags(&["--width", "3"]).contains("--width"));
    let both = refused_flags(&["--min-moves", "10", "--difficulty", "3"]);
    assert!(both.contains("--min-moves"), "{both}");
    let walls = refused_flags(&["--width", "4", "--min-moves", "9", "--walls", "100"]);
    assert!(walls.contains("--walls"), "{walls}");
}

fn book_with(sections: &str) -> (tempfile::TempDir, Value) {
    let (dir, path) = spec_in_temp(&format!(
        "[book]\ntitle = \"Theseus\"\nseed = 5\n\n{sections}"
    ));
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let manifest = serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
    (dir, manifest)
}

#[test]
fn a_ladder_and_boards_of_ones_own_make_a_book() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("mine.json");
    std::fs::write(&board, small().to_string()).unwrap();
    let sections = format!(
        "[[section]]\ntitle = \"Ladder\"\nkind = \"theseus\"\nladder = [6, 10, 16]\n\n\
         [[section]]\ntitle = \"Mine\"\nkind = \"theseus\"\ncount = 1\nboards = [\"{}\"]\n",
        board.display()
    );
    let (built, manifest) = book_with(&sections);
    let puzzles = manifest["puzzles"].as_array().unwrap();
    let moves: Vec<u64> = puzzles
        .iter()
        .map(|p| p["metrics"]["moves"].as_u64().unwrap())
        .collect();
    assert_eq!(&moves[..3], [6, 10, 16]);
    assert_eq!(puzzles[3]["walls"], small()["walls"]);
    let answer_page = puzzles[2]["answer_page"].as_u64().unwrap();
    let page = built.path().join(format!("out/pages/{answer_page:03}.svg"));
    let answers = std::fs::read_to_string(page).unwrap();
    assert!(
        answers.contains("16 moves:"),
        "the answer key lists the moves"
    );
    let puzzle_page = puzzles[0]["page"].as_u64().unwrap();
    let page = built.path().join(format!("out/pages/{puzzle_page:03}.svg"));
    let text = std::fs::read_to_string(page).unwrap();
    assert_eq!(text.matches("class=\"move-box\"").count(), 6);
}

#[test]
fn the_rules_stand_under_each_sections_first_puzzle_only() {
    let sections = "[[section]]\ntitle = \"A\"\nkind = \"theseus\"\nladder = [6, 8, 10]\nper-page = 2\n\n\
                    [[section]]\ntitle = \"B\"\nkind = \"theseus\"\nladder = [7, 9]\n";
    let (built, manifest) = book_with(sections);
    let rules_on = |page: u64| {
        let path = built.path().join(format!("out/pages/{page:03}.svg"));
        std::fs::read_to_string(path)
            .unwrap()
            .matches("class=\"rules\"")
            .count()
    };
    let pages: Vec<u64> = manifest["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["page"].as_u64().unwrap())
        .collect();
    // A, B: puzzles 1-2 on one page, 3 on the next; B one a page.
    assert_eq!(pages[0], pages[1]);
    assert_eq!(rules_on(pages[0]), 1, "once on the page of A's first two");
    assert_eq!(rules_on(pages[2]), 0, "not under A's third");
    assert_eq!(rules_on(pages[3]), 1, "under B's first");
    assert_eq!(rules_on(pages[4]), 0, "not under B's second");
    let first =
        std::fs::read_to_string(built.path().join(format!("out/pages/{:03}.svg", pages[0])))
            .unwrap();
    let rules = first.find("class=\"rules\"").unwrap();
    let second_strip = first
        .match_indices("class=\"move-strip\"")
        .nth(1)
        .unwrap()
        .0;
    assert!(
        rules < second_strip,
        "the rules belong to the first slot's drawing"
    );
}

#[test]
fn section_keys_are_checked() {
    let spec = |extra: &str| {
        format!("[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"theseus\"\n{extra}\n")
    };
    let refused = |extra: &str| refused_build(&spec(extra));
    assert!(refused("ladder = [3, 1]").contains("`section[1].ladder`"));
    assert!(refused("ladder = [8]\nmin-moves = 8").contains("`section[1].ladder`"));
    assert!(refused("count = 2\nmin-moves = 9999").contains("`section[1].min-moves`"));
    let big = refused("count = 1\nwidth = 5\nheight = 5\nmin-moves = 200");
    assert!(
        big.contains("`section[1].min-moves`") && big.contains("5×5"),
        "{big}"
    );
    assert!(refused("count = 1\nwidth = 20").contains("`section[1].width`"));
    assert!(refused("count = 1\nboards = [\"nowhere.json\"]").contains("`section[1].boards`"));
}

#[test]
fn boards_too_big_for_the_page_are_refused_naming_boards() {
    let board = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/theseus-records/10x10-10s.json");
    let refused = refused_build(&format!(
        "[book]\ntitle = \"x\"\npage-size = \"6x9\"\n[[section]]\ntitle = \"a\"\nkind = \"theseus\"\ncount = 1\nboards = [\"{}\"]\n",
        board.display()
    ));
    assert!(refused.contains("`section[1].boards`"), "{refused}");
}

#[test]
fn a_black_ink_book_draws_theseus_in_greys() {
    let (dir, path) = spec_in_temp(
        "[book]\ntitle = \"Theseus\"\nseed = 2\nink = \"black\"\n\n[front-matter]\nhow-to = true\n\n\
         [[section]]\ntitle = \"a\"\nkind = \"theseus\"\ncount = 2\ndifficulty = 3\n",
    );
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    for entry in std::fs::read_dir(out.join("pages")).unwrap() {
        let svg = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for colour in svg.split('#').skip(1).filter_map(|rest| rest.get(..6)) {
            if colour.chars().all(|c| c.is_ascii_hexdigit()) {
                let grey = colour[0..2] == colour[2..4] && colour[2..4] == colour[4..6];
                assert!(grey, "#{colour} in a black-ink book");
            }
        }
    }
}

#[test]
fn the_same_spec_builds_the_same_book_on_one_thread_or_four() {
    let spec = "[book]\ntitle = \"Theseus\"\nseed = 9\n\n[[section]]\ntitle = \"a\"\n\
                kind = \"theseus\"\ncount = 4\ndifficulty = 6\nper-page = 2\n";
    let (dir, path) = spec_in_temp(spec);
    let bytes = |threads: &str| {
        let out = dir.path().join(format!("out-{threads}"));
        mazebook()
            .env("RAYON_NUM_THREADS", threads)
            .arg("build")
            .arg(&path)
            .arg("--out")
            .arg(&out)
            .arg("--quiet")
            .assert()
            .success();
        (
            std::fs::read(out.join("book.pdf")).unwrap(),
            std::fs::read(out.join("book.json")).unwrap(),
        )
    };
    assert!(bytes("1") == bytes("4"));
}

#[test]
fn golden_drawings_of_a_puzzle_and_its_answer() {
    let request = TheseusRequest {
        difficulty: Difficulty::from_level(4),
        ..TheseusRequest::default()
    };
    let (_, finished) = puzzle::make(&recipe(&request).unwrap(), 7, 3).unwrap();
    let width = 300.0;
    golden(
        "theseus-level4-seed7.svg",
        &standalone_svg(finished.as_ref(), false, width),
    );
    golden(
        "theseus-level4-seed7-answer.svg",
        &standalone_svg(finished.as_ref(), true, width),
    );
}
