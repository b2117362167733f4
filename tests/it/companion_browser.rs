//! book.html in a real browser (headless Chromium through WebDriver): a book of
//! every kind and shape, each puzzle solved by following its JSON solution
//! through the page's contract (docs/formats.md); wrong clicks that do not
//! move; the answer shown; traffic lights refusing a move with the reason; a
//! round of the Magic Labyrinth game; and no network request of any kind.

use std::path::Path;

use serde_json::Value;

use crate::browser::{Browser, file_url, run_async};
use crate::common::{build, spec_in_temp};

const EVERY_KIND: &str = r#"[book]
title = "Play <Everything> & more"
seed = 5
html = true

[[section]]
title = "Rectangles"
instructions = "Find the way."
kind = "grid"
count = 1
difficulty = "easy"

[[section]]
title = "Circles"
kind = "grid"
shape = "circle"
count = 1
difficulty = "easy"

[[section]]
title = "Honeycombs"
kind = "grid"
shape = "hexagon"
count = 1
difficulty = "easy"

[[section]]
title = "Triangles"
kind = "grid"
shape = "triangle"
count = 1
difficulty = "easy"

[[section]]
title = "A heart"
kind = "grid"
shape = "heart"
count = 1
difficulty = "easy"

[[section]]
title = "A cat on triangles"
kind = "grid"
shape = "cat"
tiling = "triangle"
count = 1
difficulty = "easy"

[[section]]
title = "A name"
kind = "grid"
text = "ANA"
width = 28
count = 1
difficulty = "easy"

[[section]]
title = "Loops"
kind = "grid"
braid = 0.5
count = 1
difficulty = "easy"

[[section]]
title = "Floors"
kind = "grid"
levels = 3
count = 1
difficulty = "easy"

[[section]]
title = "Blocks"
kind = "block"
count = 1
difficulty = "easy"

[[section]]
title = "Traffic lights"
kind = "viennese"
count = 2
difficulty = "easy"

[[section]]
title = "Turns"
kind = "rotation"
count = 2
difficulty = "easy"

[[section]]
title = "Game boards"
kind = "magic-labyrinth"
count = 1

[[section]]
title = "Theseus"
kind = "theseus"
count = 1
difficulty = "easy"
"#;

/// The book built once per test: its folder, its manifest.
fn every_kind_book() -> (tempfile::TempDir, Value) {
    let (dir, spec) = spec_in_temp(EVERY_KIND);
    let out = dir.path().join("out");
    build(&spec, &out, &[]);
    let manifest = std::fs::read_to_string(out.join("book.json")).unwrap();
    (dir, serde_json::from_str(&manifest).unwrap())
}

fn html_path(dir: &Path) -> std::path::PathBuf {
    dir.join("out").join("book.html")
}

/// A place's id as the contract writes it: `[3, 4]` → "3,4", `19` → "19".
fn place_id(place: &Value) -> String {
    match place {
        Value::Array(parts) => parts
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(","),
        other => other.to_string(),
    }
}

async fn open(browser: &Browser, dir: &Path) {
    browser
        .client
        .goto(&file_url(&html_path(dir)))
        .await
        .unwrap();
    browser
        .wait_for(
            "return document.documentElement.dataset.ready === 'true'",
            20,
            "every player drawn",
        )
        .await;
}

async fn state(browser: &Browser, number: u64) -> String {
    let selector = format!("[data-puzzle=\"{number}\"]");
    browser
        .attribute(&selector, "data-state")
        .await
        .unwrap_or_default()
}

async fn status(browser: &Browser, number: u64) -> String {
    let script =
        format!("return document.querySelector('[data-puzzle=\"{number}\"] .status').textContent");
    browser
        .run(&script, vec![])
        .await
        .as_str()
        .unwrap_or("")
        .to_string()
}

/// Clicks the place `id` of puzzle `number` (a cell, or a junction by node).
async fn click_place(browser: &Browser, number: u64, kind: &str, id: &str) {
    let attribute = if kind == "viennese" {
        "data-node"
    } else {
        "data-cell"
    };
    let selector = format!("[data-puzzle=\"{number}\"] [{attribute}=\"{id}\"]");
    browser.click(&selector).await;
}

#[test]
fn every_puzzle_is_solved_by_following_its_json_solution_and_nothing_is_fetched() {
    let (dir, manifest) = every_kind_book();
    let html = std::fs::read_to_string(html_path(dir.path())).unwrap();
    let addresses: Vec<&str> = html
        .match_indices("http")
        .map(|(at, _)| &html[at..at + 30])
        .collect();
    assert!(
        addresses
            .iter()
            .all(|a| a.starts_with("http://www.w3.org/2000/svg") || a.starts_with("http-equiv")),
        "an address in book.html: {addresses:?}"
    );
    let urls: Vec<&str> = html
        .match_indices("url(")
        .map(|(at, _)| &html[at..at + 10])
        .collect();
    assert!(
        !urls.is_empty() && urls.iter().all(|u| u.starts_with("url(data:")),
        "{urls:?}"
    );
    assert!(!html.contains(" src="), "nothing is loaded by src");
    run_async(async {
        let browser = Browser::start(1280, 900).await;
        open(&browser, dir.path()).await;
        let puzzles = manifest["puzzles"].as_array().unwrap();
        let mut solved_kinds = std::collections::BTreeSet::new();
        for puzzle in puzzles {
            let number = puzzle["number"].as_u64().unwrap();
            let kind = puzzle["kind"].as_str().unwrap();
            let shape = match puzzle["levels"].as_u64() {
                Some(_) => "floors",
                None => puzzle["shape"].as_str().unwrap_or("rectangle"),
            };
            if kind == "magic-labyrinth" {
                continue;
            }
            assert_eq!(state(&browser, number).await, "playing", "puzzle {number}");
            if kind == "rotation" || kind == "theseus" {
                for letter in puzzle["solution"].as_str().unwrap().chars() {
                    browser
                        .click(&format!(
                            "[data-puzzle=\"{number}\"] [data-action=\"{letter}\"]"
                        ))
                        .await;
                }
            } else {
                let solution = puzzle["solution"].as_array().unwrap();
                // A wrong click first: the goal, far from the start, does not move.
                let goal = place_id(solution.last().unwrap());
                click_place(&browser, number, kind, &goal).await;
                assert_eq!(
                    state(&browser, number).await,
                    "playing",
                    "puzzle {number}: the goal was reached in one click"
                );
                for place in &solution[1..] {
                    click_place(&browser, number, kind, &place_id(place)).await;
                }
            }
            assert_eq!(
                state(&browser, number).await,
                "solved",
                "puzzle {number} ({kind}, {shape}) is not solved by its solution"
            );
            let shortest = match kind {
                "rotation" | "theseus" => puzzle["solution"].as_str().unwrap().len(),
                _ => puzzle["solution"].as_array().unwrap().len() - 1,
            };
            let line = status(&browser, number).await;
            assert!(
                line.contains(&format!(": {shortest} ("))
                    && line.contains(&format!(": {shortest})")),
                "puzzle {number}: the count is not the shortest: {line}"
            );
            solved_kinds.insert(format!("{kind} {shape}"));
        }
        let expected = [
            "block rectangle",
            "grid circle",
            "grid floors",
            "grid hexagon",
            "grid mask",
            "grid rectangle",
            "grid triangle",
            "rotation rectangle",
            "theseus rectangle",
            "viennese rectangle",
        ];
        assert_eq!(
            solved_kinds.iter().map(String::as_str).collect::<Vec<_>>(),
            expected
        );
        let fetched = browser
            .run(
                "return performance.getEntriesByType('resource').map(e => e.name)",
                vec![],
            )
            .await;
        assert_eq!(fetched, Value::Array(vec![]), "the page fetched something");
        let fonts = browser
            .run(
                "return document.fonts.ready.then(() => Array.from(document.fonts).map(f => f.status))",
                vec![],
            )
            .await;
        assert_eq!(
            fonts,
            serde_json::json!(["loaded", "loaded"]),
            "the embedded fonts"
        );
        browser.stop().await;
    });
}

#[test]
fn the_answer_shows_the_solution_and_a_red_light_or_a_u_turn_is_refused_with_the_reason() {
    let (dir, manifest) = every_kind_book();
    run_async(async {
        let browser = Browser::start(1280, 900).await;
        open(&browser, dir.path()).await;
        for puzzle in manifest["puzzles"].as_array().unwrap() {
            let number = puzzle["number"].as_u64().unwrap();
            let Some(solution) = puzzle["solution"].as_array() else {
                continue;
            };
            let ids: Vec<String> = solution.iter().map(place_id).collect();
            browser
                .click(&format!(
                    "[data-puzzle=\"{number}\"] [data-control=\"answer\"]"
                ))
                .await;
            let shown = browser
                .run(
                    &format!(
                        "const a = document.querySelector('[data-puzzle=\"{number}\"] [data-answer]');\
                         const box = a.getBBox();\
                         return [getComputedStyle(a).display !== 'none', a.dataset.answer, box.width + box.height > 0]"
                    ),
                    vec![],
                )
                .await;
            assert_eq!(shown[0], true, "puzzle {number}: the answer is not shown");
            assert_eq!(shown[1].as_str().unwrap(), ids.join(" "), "puzzle {number}");
            assert_eq!(shown[2], true, "puzzle {number}: the answer is drawn");
        }
        let viennese: Vec<&Value> = manifest["puzzles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["kind"] == "viennese")
            .collect();
        for puzzle in viennese {
            let number = puzzle["number"].as_u64().unwrap();
            let solution = puzzle["solution"].as_array().unwrap();
            let (start, first) = (place_id(&solution[0]), place_id(&solution[1]));
            click_place(&browser, number, "viennese", &first).await;
            // Straight back: a U-turn (refused in "nht"), unless its light is red now.
            click_place(&browser, number, "viennese", &start).await;
            let refused = browser
                .attribute(&format!("[data-puzzle=\"{number}\"]"), "data-refused")
                .await;
            let back_colour = puzzle["streets"]
                .as_array()
                .unwrap()
                .iter()
                .find(|s| {
                    place_id(&s[0]) == first && place_id(&s[1]) == start
                        || place_id(&s[1]) == first && place_id(&s[0]) == start
                })
                .map(|s| (s[2].as_u64().unwrap() + 1) % 3)
                .unwrap();
            let expected = match (back_colour, puzzle["variant"].as_str()) {
                (2, _) => Some("play-red"),
                (_, Some("nht")) => Some("play-no-u-turn"),
                _ => None,
            };
            assert_eq!(refused.as_deref(), expected, "puzzle {number}");
            if expected.is_some() {
                let line = status(&browser, number).await;
                assert!(line.contains("red") || line.contains("U-turn"), "{line}");
                let phase = browser
                    .attribute(&format!("[data-puzzle=\"{number}\"]"), "data-phase")
                    .await;
                assert_eq!(
                    phase.as_deref(),
                    Some("1"),
                    "the refused move left the lights as they were"
                );
            }
        }
        browser.stop().await;
    });
}

#[test]
fn the_magic_labyrinth_game_plays_a_round_with_hidden_walls_and_bumps() {
    let (dir, manifest) = every_kind_book();
    let board = manifest["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["kind"] == "magic-labyrinth")
        .unwrap()
        .clone();
    let walls: Vec<(String, String)> = board["walls"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| (place_id(&w[0]), place_id(&w[1])))
        .collect();
    let wall_between = |a: &str, b: &str| {
        walls
            .iter()
            .any(|(x, y)| (x == a && y == b) || (x == b && y == a))
    };
    let (width, height) = (
        board["width"].as_i64().unwrap(),
        board["height"].as_i64().unwrap(),
    );
    let number = board["number"].as_u64().unwrap();
    let article = format!("[data-puzzle=\"{number}\"]");
    run_async(async {
        let browser = Browser::start(1280, 900).await;
        open(&browser, dir.path()).await;
        let hidden = browser
            .run(&format!("return getComputedStyle(document.querySelector('{article} .hidden-walls')).display"), vec![])
            .await;
        assert_eq!(hidden, "none", "the walls are hidden while playing");
        let mut bumped = false;
        let mut stepped = false;
        for _turn in 0..40 {
            let player = browser.attribute(&article, "data-turn").await.unwrap();
            let token = format!("{article} [data-player=\"{player}\"]");
            browser
                .click(&format!("{article} [data-control=\"roll\"]"))
                .await;
            let left: u32 = browser
                .attribute(&article, "data-steps-left")
                .await
                .unwrap()
                .parse()
                .unwrap();
            assert!((1..=6).contains(&left), "a die shows 1 to 6: {left}");
            let at = browser.attribute(&token, "data-at").await.unwrap();
            let (x, y) = at
                .split_once(',')
                .map(|(x, y)| (x.parse::<i64>().unwrap(), y.parse::<i64>().unwrap()))
                .unwrap();
            let neighbours: Vec<String> = [(0, -1), (1, 0), (0, 1), (-1, 0)]
                .iter()
                .map(|(dx, dy)| (x + dx, y + dy))
                .filter(|&(nx, ny)| nx >= 0 && ny >= 0 && nx < width && ny < height)
                .map(|(nx, ny)| format!("{nx},{ny}"))
                .collect();
            if let Some(blocked) = neighbours
                .iter()
                .find(|n| wall_between(&at, n))
                .filter(|_| !bumped)
            {
                browser
                    .click(&format!("{article} [data-cell=\"{blocked}\"]"))
                    .await;
                let corner = browser.attribute(&token, "data-at").await.unwrap();
                let (right, bottom) = (width - 1, height - 1);
                let corners = [
                    "0,0".to_string(),
                    format!("{right},0"),
                    format!("0,{bottom}"),
                    format!("{right},{bottom}"),
                ];
                assert_eq!(
                    corner,
                    corners[player.parse::<usize>().unwrap() - 1],
                    "a bump sends the player back"
                );
                assert_ne!(
                    browser.attribute(&article, "data-turn").await.unwrap(),
                    player,
                    "a bump ends the turn"
                );
                bumped = true;
            } else {
                let open = neighbours.iter().find(|n| !wall_between(&at, n)).unwrap();
                browser
                    .click(&format!("{article} [data-cell=\"{open}\"]"))
                    .await;
                let now = browser.attribute(&token, "data-at").await.unwrap();
                assert_eq!(&now, open, "an open step moves the player");
                stepped = true;
                if browser.attribute(&article, "data-turn").await.unwrap() == player {
                    browser
                        .click(&format!("{article} [data-control=\"end-turn\"]"))
                        .await;
                }
                assert_ne!(
                    browser.attribute(&article, "data-turn").await.unwrap(),
                    player,
                    "the turn passes"
                );
            }
            if bumped && stepped {
                break;
            }
        }
        assert!(bumped && stepped, "no bump in 40 turns");
        browser
            .click(&format!("{article} [data-control=\"show-walls\"]"))
            .await;
        let shown = browser
            .run(&format!("return getComputedStyle(document.querySelector('{article} .hidden-walls')).display"), vec![])
            .await;
        assert_ne!(shown, "none", "the walls are shown at the end");
        assert_eq!(state(&browser, number).await, "solved");
        browser.stop().await;
    });
}

/// The keys of arrows, Tab, Shift + Tab and Enter, as WebDriver types them.
const RIGHT: &str = "\u{e014}";
const LEFT: &str = "\u{e012}";
const UP: &str = "\u{e013}";
const DOWN: &str = "\u{e015}";
const TAB: &str = "\u{e004}";
const SHIFT_TAB: &str = "\u{e008}\u{e004}";
const ENTER: &str = "\u{e007}";

async fn press(browser: &Browser, keys: &str) {
    let focused = browser.client.active_element().await.unwrap();
    focused.send_keys(keys).await.unwrap();
}

async fn focused_cell(browser: &Browser) -> Option<String> {
    let script = "const e = document.activeElement; return e && (e.dataset.cell || (e.classList.contains('board') ? 'board' : null))";
    browser
        .run(script, vec![])
        .await
        .as_str()
        .map(str::to_string)
}

/// Follows a square maze's solution by keys: the arrows within a floor, + up a
/// stair and - down one (a maze with floors).
async fn press_along(browser: &Browser, puzzle: &Value) {
    let cells = puzzle["solution"].as_array().unwrap();
    let at = |cell: &Value, i: usize| cell.get(i).and_then(Value::as_i64).unwrap_or(0);
    for pair in cells.windows(2) {
        let (dx, dy, dz) = (
            at(&pair[1], 0) - at(&pair[0], 0),
            at(&pair[1], 1) - at(&pair[0], 1),
            at(&pair[1], 2) - at(&pair[0], 2),
        );
        let key = match (dx, dy, dz) {
            (_, _, 1) => "+",
            (_, _, -1) => "-",
            (1, 0, _) => RIGHT,
            (-1, 0, _) => LEFT,
            (0, -1, _) => UP,
            _ => DOWN,
        };
        press(browser, key).await;
    }
}

#[test]
fn mazes_are_solved_by_keyboard_alone_arrow_keys_on_squares_plus_and_minus_on_stairs_tab_and_enter_on_hexagons()
 {
    let (dir, manifest) = every_kind_book();
    let puzzles = manifest["puzzles"].as_array().unwrap().clone();
    let find = |shape: &str| {
        puzzles
            .iter()
            .find(|p| {
                p["kind"] == "grid"
                    && p["shape"].as_str().unwrap_or("rectangle") == shape
                    && p.get("braid").is_none()
            })
            .unwrap()
            .clone()
    };
    let (square, hexagon) = (find("rectangle"), find("hexagon"));
    let floors = puzzles
        .iter()
        .find(|p| p.get("levels").is_some())
        .unwrap()
        .clone();
    run_async(async {
        let browser = Browser::start(1280, 900).await;
        open(&browser, dir.path()).await;

        let number = square["number"].as_u64().unwrap();
        let focus = format!(
            "document.querySelector('[data-puzzle=\"{number}\"] .board').focus(); return true"
        );
        browser.run(&focus, vec![]).await;
        press_along(&browser, &square).await;
        assert_eq!(
            state(&browser, number).await,
            "solved",
            "the square maze by arrow keys"
        );

        let number = floors["number"].as_u64().unwrap();
        let focus = format!(
            "document.querySelector('[data-puzzle=\"{number}\"] .board').focus(); return true"
        );
        browser.run(&focus, vec![]).await;
        press_along(&browser, &floors).await;
        assert_eq!(
            state(&browser, number).await,
            "solved",
            "the maze with floors by arrow keys, + and -"
        );

        let number = hexagon["number"].as_u64().unwrap();
        let focus = format!(
            "document.querySelector('[data-puzzle=\"{number}\"] .board').focus(); return true"
        );
        browser.run(&focus, vec![]).await;
        for place in &hexagon["solution"].as_array().unwrap()[1..] {
            let wanted = place_id(place);
            for _ in 0..8 {
                if focused_cell(&browser).await.as_deref() == Some("board") {
                    break;
                }
                press(&browser, SHIFT_TAB).await;
            }
            for _ in 0..8 {
                if focused_cell(&browser).await.as_deref() == Some(wanted.as_str()) {
                    break;
                }
                press(&browser, TAB).await;
            }
            assert_eq!(
                focused_cell(&browser).await.as_deref(),
                Some(wanted.as_str()),
                "Tab reaches the next cell"
            );
            let label = browser
                .run(
                    "return document.activeElement.getAttribute('aria-label')",
                    vec![],
                )
                .await;
            assert!(
                label.as_str().unwrap().contains(&wanted),
                "the cell is labelled: {label}"
            );
            press(&browser, ENTER).await;
        }
        assert_eq!(
            state(&browser, number).await,
            "solved",
            "the hexagon maze by Tab and Enter"
        );
        browser.stop().await;
    });
}

/// Puts a Theseus puzzle of `form` into the page and draws its player, as
/// book.html does for a book's puzzles; returns its article's selector.
async fn add_theseus(browser: &Browser, id: &str, form: &Value) -> String {
    let script = "const [id, form] = arguments;\
        const a = document.createElement('article');\
        Object.assign(a.dataset, { puzzle: id, kind: 'theseus', state: 'playing' });\
        a.setAttribute('aria-label', id);\
        a.innerHTML = '<div class=\"board\" tabindex=\"0\"></div><p class=\"status\"></p><div class=\"controls\"></div>';\
        document.querySelector('main').prepend(a);\
        PLAYERS.theseus(a, { number: 0, kind: 'theseus', seed32: 0, form });\
        return true";
    browser
        .run(script, vec![Value::from(id), form.clone()])
        .await;
    format!("[data-puzzle=\"{id}\"]")
}

#[test]
fn theseus_is_played_by_its_rules_on_the_golden_boards() {
    let (dir, _) = every_kind_book();
    // The shared golden cases (notes/theseus-rules.md), copied into tests/data/.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/theseus-golden.json");
    let golden: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    run_async(async {
        let browser = Browser::start(1280, 900).await;
        open(&browser, dir.path()).await;
        let mut played = 0;
        for (index, case) in golden.iter().enumerate() {
            let Some(solution) = case["expect"]["a_shortest_solution"].as_str() else {
                continue;
            };
            let mut form = case.clone();
            form["solution"] = Value::from(solution);
            let article = add_theseus(&browser, &format!("theseus-{index}"), &form).await;
            for letter in solution.chars() {
                browser
                    .click(&format!("{article} [data-action=\"{letter}\"]"))
                    .await;
                let caught = browser.attribute(&article, "data-caught").await;
                assert_eq!(
                    caught.as_deref(),
                    Some("false"),
                    "case {index}: caught at {letter}"
                );
            }
            let state = browser.attribute(&article, "data-state").await;
            assert_eq!(
                state.as_deref(),
                Some("solved"),
                "case {index}: not out after {solution}"
            );
            played += 1;
        }
        assert!(played >= 3, "only {played} golden boards with a solution");

        // An open 3×3 board: a wait lets the Minotaur take its two steps,
        // across first, then down; a wall refuses a step with the reason.
        let open_board = serde_json::json!({
            "kind": "theseus", "width": 3, "height": 3, "walls": [[[0, 2], [1, 2]]],
            "exit": { "cell": [2, 2], "side": "east" },
            "theseus": [0, 2], "minotaur": [2, 0], "solution": "",
        });
        let article = add_theseus(&browser, "theseus-open", &open_board).await;
        browser
            .click(&format!("{article} [data-action=\"R\"]"))
            .await;
        assert_eq!(
            browser.attribute(&article, "data-refused").await.as_deref(),
            Some("play-wall")
        );
        assert_eq!(
            browser.attribute(&article, "data-theseus").await.as_deref(),
            Some("0,2")
        );
        browser
            .click(&format!("{article} [data-action=\"W\"]"))
            .await;
        assert_eq!(
            browser
                .attribute(&article, "data-minotaur")
                .await
                .as_deref(),
            Some("0,0")
        );
        browser
            .click(&format!("{article} [data-action=\"W\"]"))
            .await;
        assert_eq!(
            browser.attribute(&article, "data-caught").await.as_deref(),
            Some("true"),
            "two steps down catch him"
        );
        browser.stop().await;
    });
}

#[test]
fn a_maze_is_solved_by_dragging_through_it() {
    let (dir, manifest) = every_kind_book();
    let maze = manifest["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["kind"] == "block")
        .unwrap()
        .clone();
    let number = maze["number"].as_u64().unwrap();
    run_async(async {
        let browser = Browser::start(1280, 1400).await;
        open(&browser, dir.path()).await;
        let board = format!(
            "document.querySelector('[data-puzzle=\"{number}\"] .board').scrollIntoView({{ block: 'center' }}); return true"
        );
        browser.run(&board, vec![]).await;
        let mut points = Vec::new();
        for place in maze["solution"].as_array().unwrap() {
            let selector = format!(
                "[data-puzzle=\"{number}\"] [data-cell=\"{}\"]",
                place_id(place)
            );
            points.push(browser.point_in_view(&selector, false).await);
        }
        browser.drag(&points[1..]).await;
        assert_eq!(
            state(&browser, number).await,
            "solved",
            "dragging along the solution"
        );
        browser.stop().await;
    });
}

const WEAVE: &str = r#"[book]
title = "Bridges"
seed = 3
html = true

[[section]]
title = "Over and under"
kind = "grid"
count = 3
difficulty = 6
weave = 1
"#;

#[test]
fn a_weave_maze_is_walked_over_and_under_its_bridges_and_never_turns_in_one() {
    let (dir, spec) = spec_in_temp(WEAVE);
    build(&spec, &dir.path().join("out"), &[]);
    let manifest = std::fs::read_to_string(dir.path().join("out/book.json")).unwrap();
    let manifest: Value = serde_json::from_str(&manifest).unwrap();
    let puzzles = manifest["puzzles"].as_array().unwrap().clone();
    let underpasses: u64 = puzzles
        .iter()
        .map(|p| p["metrics"]["underpasses_on_route"].as_u64().unwrap())
        .sum();
    assert!(underpasses > 0, "no route goes under a bridge");
    run_async(async {
        let browser = Browser::start(1280, 900).await;
        open(&browser, dir.path()).await;
        let mut turns_refused = 0;
        for puzzle in &puzzles {
            let number = puzzle["number"].as_u64().unwrap();
            let crossings: Vec<String> = puzzle["crossings"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| format!("{},{}", c[0], c[1]))
                .collect();
            let solution = puzzle["solution"].as_array().unwrap();
            for i in 1..solution.len() {
                let here = place_id(&solution[i - 1]);
                if i >= 2 && crossings.contains(&here) {
                    // Turning inside the crossing: across the way it was entered.
                    let [x, y] = [0, 1].map(|k| solution[i - 1][k].as_i64().unwrap());
                    let across_rows = solution[i - 2][1].as_i64() == Some(y);
                    let side = if across_rows { [x, y - 1] } else { [x - 1, y] };
                    let before = status(&browser, number).await;
                    let id = format!("{},{}", side[0], side[1]);
                    click_place(&browser, number, "grid", &id).await;
                    assert_eq!(status(&browser, number).await, before, "turned in {here}");
                    turns_refused += 1;
                }
                click_place(&browser, number, "grid", &place_id(&solution[i])).await;
            }
            assert_eq!(state(&browser, number).await, "solved", "puzzle {number}");
            let answer = browser
                .attribute(
                    &format!("[data-puzzle=\"{number}\"] [data-answer]"),
                    "data-answer",
                )
                .await
                .unwrap();
            let cells: Vec<String> = solution.iter().map(place_id).collect();
            assert_eq!(answer, cells.join(" "), "puzzle {number}");
        }
        assert!(turns_refused > 0, "no route passes a crossing");
        browser.stop().await;
    });
}
