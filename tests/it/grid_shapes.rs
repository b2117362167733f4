//! `analyze` on grid mazes of other shapes (docs/formats.md): perfect mazes on a
//! circle, hexagons, triangles and a mask, built here by a random walk of the
//! test's own over the neighbour rules as the format states them, are accepted
//! with their shortest route; loops, passages between strangers, cells outside
//! the mask and wrong solutions are refused or reported as the format says.

use proptest::prelude::*;
use serde_json::{Value, json};

use mazebook::puzzle::grid::entry::GRID;
use mazebook::puzzle::registry::Kind;

/// Every cell's neighbours, from the format's rules (written again here).
fn neighbour_lists(shape: &Value) -> Vec<Vec<usize>> {
    match shape["shape"].as_str().unwrap() {
        "circle" => circle(&serde_json::from_value::<Vec<usize>>(shape["rings"].clone()).unwrap()),
        name => {
            let (w, h) = (
                shape["width"].as_u64().unwrap() as i64,
                shape["height"].as_u64().unwrap() as i64,
            );
            let steps = |x: i64, y: i64| -> Vec<(i64, i64)> {
                match name {
                    "hexagon" if y % 2 == 0 => {
                        vec![(-1, 0), (1, 0), (-1, -1), (0, -1), (-1, 1), (0, 1)]
                    }
                    "hexagon" => vec![(-1, 0), (1, 0), (0, -1), (1, -1), (0, 1), (1, 1)],
                    "triangle" if (x + y) % 2 == 0 => vec![(-1, 0), (1, 0), (0, 1)],
                    "triangle" => vec![(-1, 0), (1, 0), (0, -1)],
                    _ => vec![(0, -1), (1, 0), (0, 1), (-1, 0)],
                }
            };
            (0..w * h)
                .map(|c| {
                    let (x, y) = (c % w, c / w);
                    let inside = |(nx, ny): &(i64, i64)| (0..w).contains(nx) && (0..h).contains(ny);
                    let near = steps(x, y).into_iter().map(|(dx, dy)| (x + dx, y + dy));
                    near.filter(inside)
                        .map(|(nx, ny)| (ny * w + nx) as usize)
                        .collect()
                })
                .collect()
        }
    }
}

fn circle(rings: &[usize]) -> Vec<Vec<usize>> {
    let mut first = vec![0];
    for r in rings {
        first.push(first.last().unwrap() + r);
    }
    let mut lists = vec![Vec::new(); first[rings.len()]];
    for (r, &n) in rings.iter().enumerate() {
        for i in 0..n {
            let cell = first[r] + i;
            if n > 1 {
                lists[cell].push(first[r] + (i + 1) % n);
                lists[cell].push(first[r] + (i + n - 1) % n);
            }
            if let Some(&m) = rings.get(r + 1) {
                for j in 0..m {
                    // Overlap of [i/n, (i+1)/n) and [j/m, (j+1)/m) longer than a point.
                    if (i as f64) / (n as f64) < (j + 1) as f64 / m as f64
                        && (j as f64) / (m as f64) < (i + 1) as f64 / n as f64
                    {
                        lists[cell].push(first[r + 1] + j);
                        lists[first[r + 1] + j].push(cell);
                    }
                }
            }
        }
    }
    lists.iter_mut().for_each(|l| {
        l.sort_unstable();
        l.dedup();
    });
    lists
}

/// A random spanning tree of the cells `inside`, from cell `root`: its passages.
fn random_tree(lists: &[Vec<usize>], inside: &[bool], root: usize, seed: u64) -> Vec<[usize; 2]> {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut random = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) as usize) % n
    };
    let mut seen = vec![false; lists.len()];
    let (mut stack, mut passages) = (vec![root], Vec::new());
    seen[root] = true;
    while let Some(&cell) = stack.last() {
        let open: Vec<usize> = lists[cell]
            .iter()
            .copied()
            .filter(|&c| inside[c] && !seen[c])
            .collect();
        if open.is_empty() {
            stack.pop();
            continue;
        }
        let next = open[random(open.len())];
        seen[next] = true;
        passages.push([cell, next]);
        stack.push(next);
    }
    passages
}

fn shapes() -> Vec<Value> {
    vec![
        json!({"kind": "grid", "shape": "circle", "rings": [1, 6, 12, 12, 24]}),
        json!({"kind": "grid", "shape": "hexagon", "width": 6, "height": 5}),
        json!({"kind": "grid", "shape": "triangle", "width": 9, "height": 4}),
        json!({"kind": "grid", "shape": "hexagon", "width": 5, "height": 4,
               "mask": [".###.", "#####", "#####", ".###."]}),
    ]
}

fn inside_of(shape: &Value, cells: usize) -> Vec<bool> {
    match shape.get("mask") {
        Some(rows) => rows
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| {
                r.as_str()
                    .unwrap()
                    .chars()
                    .map(|c| c == '#')
                    .collect::<Vec<_>>()
            })
            .collect(),
        None => vec![true; cells],
    }
}

/// A perfect maze of `shape` from `seed`, with its start and goal.
fn perfect(shape: &Value, seed: u64) -> (Value, Vec<Vec<usize>>) {
    let lists = neighbour_lists(shape);
    let inside = inside_of(shape, lists.len());
    let cells: Vec<usize> = (0..lists.len()).filter(|&c| inside[c]).collect();
    let (start, goal) = (cells[0], cells[cells.len() - 1]);
    let mut form = shape.clone();
    form["passages"] = json!(random_tree(&lists, &inside, start, seed));
    form["start"] = json!(start);
    form["goal"] = json!(goal);
    (form, lists)
}

fn analyzed(form: &Value) -> Result<Value, String> {
    GRID.analyze(form.clone()).map_err(|e| e.to_string())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_perfect_maze_of_any_shape_is_accepted_with_its_one_route(seed in any::<u64>(), which in 0usize..4) {
        let (form, lists) = perfect(&shapes()[which], seed);
        let report = analyzed(&form).map_err(TestCaseError::fail)?;
        let metrics = &report["metrics"];
        prop_assert_eq!(&metrics["perfect"], &json!(1));
        prop_assert_eq!(&metrics["shortest_routes"], &json!(1));
        prop_assert_eq!(&metrics["loops"], &json!(0));
        let route: Vec<usize> = serde_json::from_value(report["solution"].clone()).unwrap();
        prop_assert_eq!(route[0], form["start"].as_u64().unwrap() as usize);
        prop_assert_eq!(*route.last().unwrap(), form["goal"].as_u64().unwrap() as usize);
        prop_assert!(route.windows(2).all(|p| lists[p[0]].contains(&p[1])));
        prop_assert_eq!(metrics["solution_length"].as_u64(), Some(route.len() as u64));
        let off_route = metrics["cells"].as_u64().unwrap() - route.len() as u64;
        prop_assert!(metrics["longest_wrong_branch"].as_u64().unwrap() <= off_route);
        prop_assert!(metrics["deep_wrong_branches"].is_u64());
    }

    #[test]
    fn one_passage_more_is_a_loop_refused_unless_braided(seed in any::<u64>(), which in 0usize..4) {
        let (mut form, lists) = perfect(&shapes()[which], seed);
        let passages: Vec<[usize; 2]> = serde_json::from_value(form["passages"].clone()).unwrap();
        let inside = inside_of(&form, lists.len());
        let extra = (0..lists.len()).filter(|&a| inside[a]).find_map(|a| {
            lists[a].iter().copied().find(|&b| inside[b] && !passages.iter().any(|p| *p == [a, b] || *p == [b, a])).map(|b| [a, b])
        }).unwrap();
        form["passages"].as_array_mut().unwrap().push(json!(extra));
        let refused = analyzed(&form).unwrap_err();
        prop_assert!(refused.contains("so it has loops"), "{}", refused);
        form["braid"] = json!(0.5);
        let report = analyzed(&form).map_err(TestCaseError::fail)?;
        prop_assert_eq!(&report["metrics"]["loops"], &json!(1));
        prop_assert_eq!(&report["metrics"]["perfect"], &json!(0));
        prop_assert!(report["metrics"].get("longest_wrong_branch").is_none(), "no branch depths with loops");
        prop_assert!(report["metrics"]["shortest_routes"].as_u64().unwrap() >= 1);
    }
}

#[test]
fn a_passage_between_cells_that_are_not_neighbours_is_named() {
    let (mut form, _) = perfect(&shapes()[1], 3);
    form["passages"][2] = json!([0, 29]);
    let refused = analyzed(&form).unwrap_err();
    assert!(
        refused.contains(
            "passages[2] ([0, 29]) joins cells that are not neighbours on a hexagon grid"
        ),
        "{refused}"
    );
}

#[test]
fn a_masked_square_grid_keeps_its_passages_inside_the_mask() {
    // 3×2, the top-right cell outside: five cells, the way round by the bottom row.
    let form = json!({"kind": "grid", "shape": "mask", "width": 3, "height": 2,
        "mask": ["##.", "###"], "cells": [2 | 4, 8, 0, 1 | 2, 8 | 2, 8], "start": [0, 0], "goal": [2, 1]});
    let report = analyzed(&form).unwrap();
    assert_eq!(report["solution"], json!([[0, 0], [0, 1], [1, 1], [2, 1]]));
    assert_eq!(report["metrics"]["cells"], json!(5));
    let mut leaking = form.clone();
    leaking["cells"] = json!([2 | 4, 8 | 2, 8, 1 | 2, 8 | 2, 8]);
    let refused = analyzed(&leaking).unwrap_err();
    assert!(refused.contains("outside the mask"), "{refused}");
}

#[test]
fn a_longer_claimed_route_through_a_loop_is_not_a_shortest_one() {
    // A ring of six around a centre: the way round is longer than through the middle.
    let form = json!({"kind": "grid", "shape": "circle", "rings": [1, 6], "braid": 0.3,
        "passages": [[0, 1], [0, 4], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6]],
        "start": 1, "goal": 4, "solution": [1, 2, 3, 4]});
    let refused = analyzed(&form).unwrap_err();
    assert!(refused.contains("a shortest route visits 3"), "{refused}");
}

#[test]
fn a_goal_cut_off_is_reported_unsolvable_and_an_unknown_shape_is_named() {
    let form = json!({"kind": "grid", "shape": "triangle", "width": 2, "height": 2,
        "passages": [[0, 1]], "start": 0, "goal": 3});
    let report = analyzed(&form).unwrap();
    assert_eq!(report["metrics"]["solvable"], json!(0));
    let odd = json!({"kind": "grid", "shape": "octagon", "passages": []});
    assert!(
        analyzed(&odd)
            .unwrap_err()
            .contains("\"shape\" is \"octagon\"")
    );
}

/// The complete examples in docs/formats.md, as written there.
fn documented_examples() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/formats.md");
    let text = std::fs::read_to_string(path).unwrap();
    let section = text
        .split("<!-- shaped examples")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("the examples");
    section
        .split("```json")
        .skip(1)
        .take_while(|block| !block.trim_start().starts_with('#'))
        .map(|block| serde_json::from_str(block.split("```").next().unwrap()).unwrap())
        .collect()
}

#[test]
fn the_documented_examples_are_read_back_by_analyze() {
    let examples = documented_examples();
    let shapes: Vec<&str> = examples
        .iter()
        .map(|e| e["shape"].as_str().unwrap())
        .collect();
    assert_eq!(shapes, ["mask", "circle", "hexagon", "triangle"]);
    for example in &examples {
        let analysed = analyzed(example).expect("analyze accepts the documented example");
        assert_eq!(analysed["solution"], example["solution"], "{example}");
        assert_eq!(analysed["metrics"]["solvable"], 1);
    }
}
