//! Viennese mazes from the outside: the command line, `analyze` on the JSON form
//! (and on broken ones), and books with built-in and user-drawn plans.

use crate::common::*;
use serde_json::{Value, json};

fn puzzle(extra: &[&str]) -> Value {
    let mut args = vec!["puzzle", "viennese"];
    args.extend_from_slice(extra);
    json_of(&args)
}

fn refused_analyze(value: &Value) -> String {
    let output = analyze(value);
    assert_eq!(output.status.code(), Some(1), "{value}");
    String::from_utf8(output.stderr).expect("UTF-8")
}

#[test]
fn each_difficulty_gives_a_maze_that_analyze_confirms() {
    for (difficulty, variant) in [("easy", "ht"), ("medium", "nht"), ("hard", "nht")] {
        let maze = puzzle(&["--difficulty", difficulty, "--seed", "11"]);
        assert_eq!(maze["kind"], "viennese");
        assert_eq!(maze["variant"], variant, "{difficulty}");
        let metrics = &maze["metrics"];
        assert_eq!(metrics["unique"], 1, "{difficulty} mazes have one solution");
        let moves = metrics["moves"].as_u64().unwrap();
        let solution = maze["solution"].as_array().unwrap();
        assert_eq!(solution.len() as u64, moves + 1);
        // analyze replays the printed solution and measures the same maze.
        let output = analyze(&maze);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let again: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(again["metrics"], maze["metrics"]);
        assert_eq!(again["solution"], maze["solution"]);
    }
}

#[test]
fn the_bands_grow_with_the_difficulty() {
    let moves = |difficulty: &str| {
        puzzle(&["--difficulty", difficulty, "--seed", "4"])["metrics"]["moves"]
            .as_u64()
            .unwrap()
    };
    let (easy, hard) = (moves("easy"), moves("hard"));
    assert!(
        (4..=8).contains(&easy),
        "kids' mazes take 4–8 moves, not {easy}"
    );
    assert!(hard >= 15, "hard mazes take 15 moves or more, not {hard}");
}

#[test]
fn the_same_seed_gives_the_same_maze() {
    let a = puzzle(&["--seed", "99", "--shape", "triangles", "--width", "4"]);
    let b = puzzle(&["--seed", "99", "--shape", "triangles", "--width", "4"]);
    assert_eq!(a, b);
    let c = puzzle(&["--seed", "100", "--shape", "triangles", "--width", "4"]);
    assert_ne!(a["streets"], c["streets"]);
}

#[test]
fn a_score_target_is_met() {
    let maze = puzzle(&["--width", "5", "--variant", "nht", "--min-score", "4.5e8"]);
    assert_eq!(maze["metrics"]["unique"], 1);
    assert!(maze["metrics"]["score"].as_f64().unwrap() >= 4.5e8);
}

fn small_maze() -> Value {
    // 0 — 1
    // |   |
    // 2 — 3
    json!({"kind": "viennese", "variant": "nht",
           "nodes": [[0, 1], [1, 1], [0, 0], [1, 0]],
           "streets": [[0, 1, 0], [1, 3, 0], [0, 2, 2], [2, 3, 0]],
           "start": 0, "goal": 3})
}

#[test]
fn analyze_reports_a_small_maze_exactly() {
    let output = analyze(&small_maze());
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    // 0→1 at green, 1→3 at orange; 0→2 is red at the start.
    assert_eq!(report["solution"], json!([0, 1, 3]));
    assert_eq!(report["metrics"]["moves"], 2);
    assert_eq!(report["metrics"]["unique"], 1);
}

#[test]
fn analyze_refuses_broken_mazes_naming_the_fault() {
    let with = |key: &str, value: Value| {
        let mut maze = small_maze();
        maze[key] = value;
        refused_analyze(&maze)
    };
    let missing = with("streets", json!([[0, 1, 0], [1, 7, 0]]));
    assert!(
        missing.contains("street 1 (1–7) leads to a missing intersection"),
        "{missing}"
    );
    let colour = with("streets", json!([[0, 1, 0], [1, 3, 4], [0, 2, 2]]));
    assert!(
        colour.contains("colours are 0 (green), 1 (orange) and 2 (red)"),
        "{colour}"
    );
    let same = with("goal", json!(0));
    assert!(same.contains("they must differ"), "{same}");
    let apart = with("streets", json!([[0, 1, 0], [2, 3, 0]]));
    assert!(apart.contains("not connected"), "{apart}");
    let variant = with("variant", json!("sometimes"));
    assert!(variant.contains("\"nht\""), "{variant}");
}

#[test]
fn analyze_refuses_a_solution_that_breaks_the_rules_or_is_long() {
    let claim = |route: Value| {
        let mut maze = small_maze();
        maze["solution"] = route;
        refused_analyze(&maze)
    };
    assert!(claim(json!([0, 2, 3])).contains("move 1: the light from 0 to 2 is red"));
    assert!(claim(json!([0, 3])).contains("no street from 0 to 3"));
    let mut ht = small_maze();
    ht["variant"] = json!("ht");
    ht["solution"] = json!([0, 1, 0, 2, 3]);
    let long = refused_analyze(&ht);
    assert!(long.contains("takes 4 moves; the fewest is 2"), "{long}");
}

#[test]
fn a_book_of_traffic_lights_with_a_plan_of_ones_own() {
    let spec = "[book]\ntitle = \"Lights\"\nseed = 3\n\n\
        [[section]]\ntitle = \"Kids\"\nkind = \"viennese\"\ndifficulty = \"easy\"\ncount = 2\n\n\
        [[section]]\ntitle = \"Our street\"\nkind = \"viennese\"\nplan = \"district.json\"\ncount = 1\n";
    let (dir, path) = spec_in_temp(spec);
    // A small district: a square with a tail and a diagonal.
    let district = json!({"nodes": [[0, 0], [2, 0], [2, 2], [0, 2], [4, 1], [1, 1]],
                          "streets": [[0, 1], [1, 2], [2, 3], [3, 0], [1, 4], [2, 4], [0, 5], [5, 2]],
                          "start": 3, "goal": 4});
    std::fs::write(dir.path().join("district.json"), district.to_string()).unwrap();
    let out = dir.path().join("out");
    build(&path, &out, &[]);
    let manifest: Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("book.json")).unwrap()).unwrap();
    let puzzles = manifest["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 3);
    assert!(puzzles.iter().all(|p| p["kind"] == "viennese"));
    let own = &puzzles[2];
    assert_eq!(
        (own["start"].as_u64(), own["goal"].as_u64()),
        (Some(3), Some(4))
    );
    assert_eq!(own["streets"].as_array().unwrap().len(), 8);
    assert!(puzzles.iter().all(|p| p["answer_page"].is_u64()));
}

#[test]
fn bad_sections_name_their_key() {
    let section = |extra: &str| {
        format!(
            "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"viennese\"\ncount = 1\n{extra}\n"
        )
    };
    let refused = |extra: &str| refused_build(&section(extra));
    let plan = refused("plan = \"nowhere.json\"");
    assert!(plan.contains("`section[1].plan`: cannot read"), "{plan}");
    let width = refused("width = 11");
    assert!(
        width.contains("`section[1].width`: 11 is out of range; a squares plan has 2 to 10"),
        "{width}"
    );
    let variant = refused("variant = \"uturns\"");
    assert!(variant.contains("`section[1].variant`"), "{variant}");
    let goal = refused("goal = 99");
    assert!(goal.contains("`section[1].goal`"), "{goal}");
    let both = refused("plan = \"x.json\"\nshape = \"triangles\"");
    assert!(both.contains("`section[1].plan`"), "{both}");
}

#[test]
fn a_plan_file_with_faults_is_refused_naming_the_file() {
    let (dir, path) = spec_in_temp(
        "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"viennese\"\ncount = 1\nplan = \"d.json\"\n",
    );
    std::fs::write(
        dir.path().join("d.json"),
        r#"{"nodes": [[0,0],[1,0],[2,0]], "streets": [[0,1],[1,5]]}"#,
    )
    .unwrap();
    let output = build_output(&path, &dir.path().join("o"));
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("`section[1].plan`"), "{stderr}");
    assert!(stderr.contains("d.json"), "{stderr}");
    assert!(stderr.contains("missing intersection"), "{stderr}");
}

#[test]
fn svg_files_of_the_maze_and_its_answer() {
    let dir = tempfile::tempdir().unwrap();
    let (maze, answer) = (dir.path().join("m.svg"), dir.path().join("a.svg"));
    mazebook()
        .args(["puzzle", "viennese", "--difficulty", "easy", "--svg"])
        .arg(&maze)
        .arg("--answer-svg")
        .arg(&answer)
        .assert()
        .success();
    for path in [maze, answer] {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("<svg"), "{}", path.display());
        resvg::usvg::Tree::from_str(&text, &resvg::usvg::Options::default()).expect("valid SVG");
    }
}

#[test]
fn every_built_in_shape_and_variant_makes_easy_and_hard_mazes() {
    for shape in ["squares", "triangles", "roundabout"] {
        for variant in ["nht", "ht"] {
            let mut moves = Vec::new();
            for difficulty in ["easy", "hard"] {
                let maze = puzzle(&[
                    "--shape",
                    shape,
                    "--variant",
                    variant,
                    "--difficulty",
                    difficulty,
                ]);
                assert_eq!(
                    maze["metrics"]["unique"], 1,
                    "{shape} {variant} {difficulty}"
                );
                moves.push(maze["metrics"]["moves"].as_u64().unwrap());
            }
            assert!(moves[1] > moves[0], "{shape} {variant}: {moves:?}");
        }
    }
}

#[test]
fn an_unreachable_or_huge_min_score_names_min_score() {
    for (score, expected) in [
        (
            "=1e308",
            "error: --min-score: 1e308 is not allowed; use a number from 0 to 1e30\n",
        ),
        (
            "=-1",
            "error: --min-score: -1 is not allowed; use a number from 0 to 1e30\n",
        ),
    ] {
        let output = mazebook()
            .args(["puzzle", "viennese", &format!("--min-score{score}")])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(String::from_utf8_lossy(&output.stderr), expected);
    }
    let output = mazebook()
        .args(["puzzle", "viennese", "--width", "3", "--min-score", "1e30"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("ask for a lower min-score"));
}

/// Review M4: easy traffic lights on a 6 × 9 KDP page without instructions were
/// refused blaming `difficulty`, though the plan fits once its phase maps are
/// left out: it builds, and the preflight report says what was left out and why;
/// phase maps asked for by name stay, and the refusal names `phase-maps`. With
/// half-inch margins they fit (issue 19 item 7: the legend beside the plan and
/// the maps under both); with 0.75-inch margins they do not.
#[test]
fn easy_traffic_lights_on_6x9_fit_without_their_phase_maps_or_name_phase_maps() {
    let spec = |margin: &str, extra: &str| {
        format!(
            "[book]\ntitle = \"Lights\"\nseed = 19\npage-size = \"6x9\"\nmargin = \"{margin}\"\nbleed = true\n\
             printer = \"kdp\"\nink = \"black\"\n\n\
             [[section]]\ntitle = \"First drives\"\nkind = \"viennese\"\ndifficulty = \"easy\"\ncount = 2\n{extra}"
        )
    };
    let left_out = "  settled   section 1 \"First drives\": the phase maps left out; with them, ";
    let (dir, path) = spec_in_temp(&spec("0.5in", ""));
    let output = build_output(&path, &dir.path().join("out"));
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains(left_out), "{stderr}");
    let (dir, path) = spec_in_temp(&spec("0.75in", ""));
    let output = build_output(&path, &dir.path().join("out"));
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains(left_out), "{stderr}");
    let refused = refused_build(&spec("0.75in", "phase-maps = true\n"));
    assert!(
        refused.contains("`section[1].phase-maps`:")
            && refused.contains("without the phase maps it fits: set phase-maps = false"),
        "{refused}"
    );
}
