//! Checks over the drawn SVG itself, at the sizes books print it: the boxes and
//! positions of marks, numbers and labels, read back from the drawing. Each test
//! is named after the page defect it guards against.

use std::collections::HashMap;

use mazebook::puzzle::{self, Finished};
use mazebook::render::style::Style;

/// Every `<tag …>` element's attributes, in document order.
pub fn elements(svg: &str, tag: &str) -> Vec<HashMap<String, String>> {
    let open = format!("<{tag} ");
    let mut found = Vec::new();
    let mut rest = svg;
    while let Some(at) = rest.find(&open) {
        let body = &rest[at + open.len()..];
        let end = body.find('>').unwrap_or(body.len());
        found.push(attributes(&body[..end]));
        rest = &body[end..];
    }
    found
}

fn attributes(text: &str) -> HashMap<String, String> {
    let mut map = HashMap::new();
    let mut rest = text;
    while let Some(eq) = rest.find("=\"") {
        let key = rest[..eq].trim().to_string();
        let value_start = eq + 2;
        let Some(len) = rest[value_start..].find('"') else {
            break;
        };
        map.insert(key, rest[value_start..value_start + len].to_string());
        rest = &rest[value_start + len + 1..];
    }
    map
}

/// A numeric attribute.
pub fn number(element: &HashMap<String, String>, key: &str) -> f64 {
    element
        .get(key)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no numeric {key} in {element:?}"))
}

/// Every number in a path's `d` (absolute commands only), as (x, y) pairs.
pub fn path_points(d: &str) -> Vec<(f64, f64)> {
    let numbers: Vec<f64> = d
        .split(|c: char| c.is_ascii_alphabetic() || c == ' ' || c == ',')
        .filter_map(|n| n.parse().ok())
        .collect();
    numbers.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// The answer key of `finished` in a `width`×`height` slot, as SVG text.
pub fn drawn(finished: &dyn Finished, answer: bool, width: f64, height: f64) -> String {
    finished
        .draw(answer, width, height, &Style::default())
        .to_string()
}

/// A circle as (x, y, r).
fn circle(e: &HashMap<String, String>) -> (f64, f64, f64) {
    (number(e, "cx"), number(e, "cy"), number(e, "r"))
}

fn discs_overlap(a: (f64, f64, f64), b: (f64, f64, f64)) -> bool {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() < a.2 + b.2
}

#[test]
fn rotation_numbers_never_hide_the_ball_or_the_star_and_print_at_7pt() {
    use mazebook::puzzle::rotation::options::{RotationRequest, recipe};
    let mut checked = 0;
    for (width, rotations, seed) in [(7, 6, 5), (9, 6, 1), (9, 8, 2), (10, 12, 3), (8, 4, 4)] {
        let request = RotationRequest {
            width: Some(width),
            height: Some(width),
            rotations: Some(rotations),
            ..RotationRequest::default()
        };
        let recipe = recipe(&request).unwrap();
        let (_, finished) = puzzle::make(&recipe, seed, 500).unwrap();
        // Two to a page (letter), and the smaller four-to-a-page answer slot.
        for (w, h) in [(468.0, 300.0), (230.0, 300.0)] {
            let svg = drawn(finished.as_ref(), true, w, h);
            let circles = elements(&svg, "circle");
            let ball = circles
                .iter()
                .find(|c| c.get("fill").is_some_and(|f| f == "#2f6fd0"))
                .map(circle)
                .expect("a ball");
            let star_points: Vec<(f64, f64)> = elements(&svg, "path")
                .iter()
                .filter(|p| p.get("fill").is_some_and(|f| f == "#ffb000"))
                .flat_map(|p| path_points(&p["d"]))
                .collect();
            assert!(!star_points.is_empty(), "a star");
            let rests: Vec<_> = circles
                .iter()
                .filter(|c| c.get("stroke").is_some_and(|s| s == "#e4572e"))
                .map(circle)
                .collect();
            assert!(!rests.is_empty());
            for (i, &rest) in rests.iter().enumerate() {
                assert!(
                    !discs_overlap(rest, ball),
                    "number {} covers the ball",
                    i + 1
                );
                let inside_star = star_points
                    .iter()
                    .any(|&(x, y)| ((x - rest.0).powi(2) + (y - rest.1).powi(2)).sqrt() < rest.2);
                assert!(!inside_star, "number {} covers the star", i + 1);
                let (xs, ys): (Vec<f64>, Vec<f64>) = star_points.iter().copied().unzip();
                let within = |v: f64, all: &[f64]| {
                    v > all.iter().copied().fold(f64::MAX, f64::min)
                        && v < all.iter().copied().fold(f64::MIN, f64::max)
                };
                assert!(
                    !(within(rest.0, &xs) && within(rest.1, &ys)),
                    "number {} sits on the star",
                    i + 1
                );
                for &other in &rests[i + 1..] {
                    assert!(!discs_overlap(rest, other), "two numbers overlap");
                }
            }
            for text in elements(&svg, "text") {
                assert!(number(&text, "font-size") >= 7.0, "{text:?}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 10);
}

/// A box as (left, top, right, bottom).
type Box4 = [f64; 4];

fn boxes_overlap(a: Box4, b: Box4) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

fn points_box(points: &[(f64, f64)]) -> Box4 {
    points.iter().fold(
        [f64::MAX, f64::MAX, f64::MIN, f64::MIN],
        |[l, t, r, b], &(x, y)| [l.min(x), t.min(y), r.max(x), b.max(y)],
    )
}

#[test]
fn viennese_answer_labels_never_overlap_each_other_or_the_arrows() {
    use mazebook::puzzle::Difficulty;
    use mazebook::puzzle::viennese::options::{VienneseRequest, recipe};
    let mut labels_seen = 0;
    for (difficulty, seed) in [
        (Difficulty::HARD, 3),
        (Difficulty::HARD, 21),
        (Difficulty::MEDIUM, 5),
    ] {
        let request = VienneseRequest {
            difficulty: Some(difficulty),
            ..VienneseRequest::default()
        };
        let recipe = recipe(&request).unwrap();
        let (_, finished) = puzzle::make(&recipe, seed, 8).unwrap();
        // The four-to-a-page answer slot of a letter page, and a full page.
        for (w, h) in [(230.0, 330.0), (468.0, 600.0)] {
            let svg = drawn(finished.as_ref(), true, w, h);
            let labels: Vec<Box4> = elements(&svg, "rect")
                .iter()
                .filter(|r| r.get("class").is_some_and(|c| c == "move-label-box"))
                .map(|r| {
                    let (x, y) = (number(r, "x"), number(r, "y"));
                    [x, y, x + number(r, "width"), y + number(r, "height")]
                })
                .collect();
            let arrows: Vec<Box4> = elements(&svg, "path")
                .iter()
                .filter(|p| p.get("class").is_some_and(|c| c == "route-arrow"))
                .map(|p| points_box(&path_points(&p["d"])))
                .collect();
            assert!(!labels.is_empty() && !arrows.is_empty());
            for (i, &label) in labels.iter().enumerate() {
                for &other in &labels[i + 1..] {
                    assert!(
                        !boxes_overlap(label, other),
                        "labels {label:?} and {other:?} overlap"
                    );
                }
                for &arrow in &arrows {
                    assert!(
                        !boxes_overlap(label, arrow),
                        "label {label:?} covers an arrow"
                    );
                }
            }
            for text in elements(&svg, "text") {
                assert!(number(&text, "font-size") >= 7.0, "{text:?}");
            }
            labels_seen += labels.len();
        }
    }
    assert!(labels_seen > 30);
}

#[test]
fn example_books_speak_to_the_reader_never_of_files() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut specs = vec![root.join("book.toml")];
    for entry in std::fs::read_dir(root.join("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            specs.push(path);
        }
    }
    let file_words = [".json", ".toml", ".svg", ".txt", ".stl", "file"];
    for spec in specs {
        let table: toml::Table = std::fs::read_to_string(&spec).unwrap().parse().unwrap();
        let mut printed: Vec<String> = Vec::new();
        let mut collect = |t: &toml::Table| {
            for key in ["title", "subtitle", "instructions"] {
                if let Some(text) = t.get(key).and_then(|v| v.as_str()) {
                    printed.push(text.to_string());
                }
            }
        };
        for part in ["book", "answers"] {
            if let Some(t) = table.get(part).and_then(|v| v.as_table()) {
                collect(t);
            }
        }
        for section in table
            .get("section")
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
        {
            if let Some(t) = section.as_table() {
                collect(t);
            }
        }
        for text in printed {
            for word in file_words {
                assert!(
                    !text.to_lowercase().contains(word),
                    "{}: printed text speaks of a file: {text:?}",
                    spec.display()
                );
            }
        }
    }
}

/// Where the start face sits across and down the maze's walls, as fractions.
fn face_in_maze(svg: &str) -> (f64, f64) {
    let face = elements(svg, "circle")
        .into_iter()
        .find(|c| c.get("fill").is_some_and(|f| f == "#ffd84d"))
        .expect("a start face");
    let walls = elements(svg, "path")
        .into_iter()
        .find(|p| p.get("stroke-linecap").is_some_and(|c| c == "square"))
        .expect("the walls");
    // Wall runs start with absolute moves: "M x y" then a relative h or v.
    let corners: Vec<(f64, f64)> = walls["d"]
        .split('M')
        .filter_map(|run| {
            let mut numbers = run.split([' ', 'h', 'v']);
            Some((numbers.next()?.parse().ok()?, numbers.next()?.parse().ok()?))
        })
        .collect();
    let [l, t, r, b] = points_box(&corners);
    (
        (number(&face, "cx") - l) / (r - l),
        (number(&face, "cy") - t) / (b - t),
    )
}

#[test]
fn grid_start_mark_sits_in_the_same_place_on_the_puzzle_and_its_answer() {
    use mazebook::puzzle::Difficulty;
    use mazebook::puzzle::grid::rectangle::recipe::recipe;
    use mazebook::puzzle::grid::request::GridRequest;
    for difficulty in [Difficulty::EASY, Difficulty::MEDIUM] {
        let recipe = recipe(&GridRequest::default(), Some(difficulty)).unwrap();
        let (_, finished) = puzzle::make(&recipe, 1, 500).unwrap();
        // A whole letter page for the puzzle, a sixth of one for its answer.
        let page = face_in_maze(&drawn(finished.as_ref(), false, 540.0, 600.0));
        let answer = face_in_maze(&drawn(finished.as_ref(), true, 170.0, 190.0));
        assert!((0.0..=1.0).contains(&page.0) && (0.0..=1.0).contains(&page.1));
        assert!(
            (page.0 - answer.0).abs() < 1e-3 && (page.1 - answer.1).abs() < 1e-3,
            "puzzle {page:?}, answer {answer:?}"
        );
    }
}

/// The box of a Theseus drawing's light grid lines: its board.
fn grid_box(svg: &str) -> Box4 {
    let grid = elements(svg, "path")
        .into_iter()
        .find(|e| e.get("class").is_some_and(|c| c == "grid"))
        .expect("the board's grid");
    points_box(&path_points(&grid["d"]))
}

/// The `translate(x,y)` of an element's `transform`.
fn translation(element: &HashMap<String, String>) -> (f64, f64) {
    let transform = element.get("transform").map_or("", String::as_str);
    let inner = transform
        .strip_prefix("translate(")
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or_else(|| panic!("no translate in {element:?}"));
    let mut parts = inner
        .split(',')
        .map(|n| n.trim().parse().expect("a number"));
    (parts.next().unwrap_or(0.0), parts.next().unwrap_or(0.0))
}

#[test]
fn a_theseus_key_on_half_a_page_sets_its_moves_beside_a_board_that_takes_the_height() {
    // A 5 × 5 board with a 41-move escape (tests/data/theseus-golden.json's
    // second case), in a slot of two answer keys on a 6 × 9 page.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/theseus-golden.json"
    );
    let cases: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("golden file")).expect("JSON");
    let mut case = cases[1].clone();
    case.as_object_mut().map(|o| o.remove("expect"));
    let form: mazebook::puzzle::theseus::form::TheseusForm =
        serde_json::from_value(case).expect("a form");
    let puzzle = form.puzzle().expect("a board");
    let finished =
        mazebook::puzzle::theseus::kind::TheseusFinished::checked(puzzle).expect("checked");
    let moves = finished
        .analysis
        .solution
        .as_ref()
        .expect("an escape")
        .len();
    assert_eq!(moves, 41);
    let (slot_width, slot_height) = (360.0, 260.0);
    let (width, height) = finished.answer_size(slot_width, slot_height);
    assert!(width <= slot_width && height <= slot_height);
    let svg = drawn(&finished, true, width, height);
    let board = grid_box(&svg);
    let list = elements(&svg, "g")
        .into_iter()
        .find(|e| e.get("class").is_some_and(|c| c == "move-list"))
        .expect("the list of moves");
    let (list_left, _) = translation(&list);
    assert!(
        list_left > board[2],
        "the list {list_left} right of the board {board:?}"
    );
    // With its list under it, as on the puzzle page, the board would share
    // the slot's height with the 41 moves' rows.
    let (puzzle_width, puzzle_height) = finished.drawn_size(slot_width, slot_height);
    let puzzle_svg = drawn(&finished, false, puzzle_width, puzzle_height);
    let side = board[3] - board[1];
    let puzzle_side = grid_box(&puzzle_svg)[3] - grid_box(&puzzle_svg)[1];
    assert!(
        side >= 1.25 * puzzle_side,
        "the key's board {side:.0} pt, the puzzle's {puzzle_side:.0} pt"
    );
    let notes = elements(&svg, "text")
        .into_iter()
        .filter(|e| e.get("y").is_some())
        .map(|e| number(&e, "y"))
        .fold(0.0, f64::max);
    assert!(
        notes > board[3] && notes <= height,
        "notes at {notes}, under the board"
    );
}
