//! Magic Labyrinth layouts from the outside: the command line, analyze (JSON and
//! ASCII), impossible requests, and a book of layout cards.

use crate::common::*;
use serde_json::Value;

/// The game's default board as the seed draws it.
const DEFAULT_BOARD: &str = " _ _ _ _ _ _ \n| |_  |_  | |\n|    _| |   |\n|_|_     _|_|\n|_   _|  _ _|\n| |  _  |   |\n|_ _|_ _ _|_|\n";

fn run_ok(args: &[&str]) -> String {
    let output = mazebook().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_games_default_board_has_the_documented_figures() {
    let output = analyze_text(DEFAULT_BOARD);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let m = &report["metrics"];
    let sums: Vec<u64> = ["nw", "ne", "sw", "se"]
        .iter()
        .map(|c| m[format!("distance_sum_{c}")].as_u64().unwrap())
        .collect();
    assert_eq!(sums, [148, 148, 148, 192]);
    assert_eq!(m["mean_se"].as_f64(), Some(8.0));
    assert!((m["fairness"].as_f64().unwrap() - 11.0 / 6.0).abs() < 1e-3);
    assert_eq!(report["walls"].as_array().unwrap().len(), 24);
}

#[test]
fn a_layout_round_trips_through_json_and_ascii() {
    let json: Value = serde_json::from_str(&run_ok(&[
        "puzzle",
        "magic-labyrinth",
        "--seed",
        "9",
        "--json",
    ]))
    .unwrap();
    assert_eq!(json["walls"].as_array().unwrap().len(), 24);
    let ascii = run_ok(&["puzzle", "magic-labyrinth", "--seed", "9", "--ascii"]);
    assert_eq!(ascii.lines().count(), 7);
    let from_ascii: Value = serde_json::from_slice(&analyze_text(&ascii).stdout).unwrap();
    let from_json: Value = serde_json::from_slice(&analyze_text(&json.to_string()).stdout).unwrap();
    assert_eq!(from_ascii, from_json);
    assert_eq!(from_json["metrics"], json["metrics"]);
}

#[test]
fn a_fairness_bound_is_met() {
    let json: Value = serde_json::from_str(&run_ok(&[
        "puzzle",
        "magic-labyrinth",
        "--max-fairness",
        "0.5",
        "--seed",
        "3",
        "--json",
    ]))
    .unwrap();
    assert!(json["metrics"]["fairness"].as_f64().unwrap() <= 0.5);
}

#[test]
fn the_summary_line_names_the_favoured_corner() {
    let line = run_ok(&["puzzle", "magic-labyrinth", "--seed", "4"]);
    assert!(
        line.starts_with("magic-labyrinth 6x6 walls=24 fairness="),
        "{line}"
    );
    assert!(line.contains("favoured="), "{line}");
}

#[test]
fn too_many_walls_are_refused_at_once_with_the_maximum() {
    let output = mazebook()
        .args(["puzzle", "magic-labyrinth", "--walls", "26"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("26 walls cannot fit on a 6×6 board: at most 25"),
        "{stderr}"
    );
    let pieces = mazebook()
        .args([
            "puzzle",
            "magic-labyrinth",
            "--walls",
            "22",
            "--pieces",
            "20",
        ])
        .output()
        .unwrap();
    assert_eq!(pieces.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&pieces.stderr).contains("more than the 20 wall pieces you have")
    );
}

#[test]
fn bad_walls_are_named() {
    let bad = |walls: &str| {
        let form = format!(
            "{{\"kind\": \"magic-labyrinth\", \"width\": 6, \"height\": 6, \"walls\": {walls}}}"
        );
        let output = analyze_text(&form);
        assert_eq!(output.status.code(), Some(1), "{walls}");
        String::from_utf8(output.stderr).unwrap()
    };
    assert!(bad("[[[0,0],[2,0]]]").contains("[[0,0],[2,0]]"));
    assert!(bad("[[[0,0],[1,0]], [[1,0],[0,0]]]").contains("[[0,0],[1,0]]"));
    assert!(bad("[[[5,0],[6,0]]]").contains("[[5,0],[6,0]]"));
    // Walls all round (0,0) cut it off.
    assert!(
        bad("[[[0,0],[1,0]], [[0,0],[0,1]]]")
            .to_lowercase()
            .contains("reach")
    );
}

#[test]
fn a_book_of_layout_cards_is_sorted_fairest_first_with_no_answer_pages() {
    let spec = "[book]\ntitle = \"Layouts\"\nseed = 5\n\n[[section]]\ntitle = \"Cards\"\nkind = \"magic-labyrinth\"\ncount = 4\nsort = \"fairest-first\"\nper-page = 2\n";
    let (dir, path) = spec_in_temp(spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
    let puzzles = manifest["puzzles"].as_array().unwrap();
    let fairness: Vec<f64> = puzzles
        .iter()
        .map(|p| p["metrics"]["fairness"].as_f64().unwrap())
        .collect();
    assert!(fairness.windows(2).all(|w| w[0] <= w[1]), "{fairness:?}");
    // No `max-fairness`: a book searches for fair layouts all the same.
    assert!(fairness.iter().all(|&f| f <= 0.5), "{fairness:?}");
    assert!(
        puzzles
            .iter()
            .all(|p| p["answer_page"].is_null() && p["difficulty"].is_null())
    );
    assert_eq!(
        manifest["pages"], 3,
        "title and two pages of two cards (no instructions, so no opener)"
    );
    let card = std::fs::read_to_string(out.join("pages/002.svg")).unwrap();
    assert!(card.contains("Nearest player") && card.contains("Fairness"));
}

#[test]
fn labyrinth_keys_are_checked_in_book_toml() {
    let spec = |extra: &str| {
        format!(
            "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"magic-labyrinth\"\ncount = 1\n{extra}\n"
        )
    };
    let refused = |extra: &str| refused_build(&spec(extra));
    assert!(
        refused("walls = 26")
            .contains("`section[1].walls`: 26 walls cannot fit on a 6×6 board: at most 25")
    );
    assert!(refused("difficulty = \"easy\"").contains("unknown key in [section[1]]"));
    assert!(
        refused("goals = [[9, 9]]").contains("goal [9,9] is outside the 6×6 board (x 0–5, y 0–5)")
    );
    assert!(refused("square-size = \"60mm\"").contains("needs"));
    assert!(refused("sort = \"random\"").contains("\"fairest-first\" or \"none\""));
}

#[test]
fn analyze_refuses_boards_the_spec_refuses() {
    for (width, height) in [(1, 6), (6, 1), (31, 6)] {
        let form = format!(
            "{{\"kind\": \"magic-labyrinth\", \"width\": {width}, \"height\": {height}, \"walls\": []}}"
        );
        let output = analyze_text(&form);
        assert_eq!(output.status.code(), Some(1), "{width}x{height}");
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("boards are 2 to 30 squares a side")
        );
    }
}

#[test]
fn help_lists_only_the_flags_a_layout_can_use() {
    let output = mazebook()
        .args(["puzzle", "magic-labyrinth", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(
        help.contains("--max-fairness") && help.contains("--svg"),
        "{help}"
    );
    assert!(
        !help.contains("--difficulty") && !help.contains("--answer-svg"),
        "{help}"
    );
}

#[test]
fn ascii_and_json_together_are_a_usage_error() {
    let output = mazebook()
        .args(["puzzle", "magic-labyrinth", "--ascii", "--json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("'--ascii' cannot be used with '--json'")
    );
}
