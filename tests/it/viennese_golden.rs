//! Every golden case of the reference implementation (tests/data/viennese-golden.json):
//! score to 1e-9 relative, moves, solvability, uniqueness, reachable and whole-graph
//! counts, the depth histogram, the formula's terms and, where the shortest solution
//! is unique, its intersections. The reference's crash case gets the rules' answer.

use std::sync::Arc;

use mazebook::puzzle::viennese::analyse::{Analysis, analyse};
use mazebook::puzzle::viennese::evaluate::Evaluator;
use mazebook::puzzle::viennese::{Canvas, Maze, Variant};
use serde_json::Value;

fn golden() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/viennese-golden.json"
    );
    let text = std::fs::read_to_string(path).expect("golden file");
    serde_json::from_str(&text).expect("golden JSON")
}

fn all_cases() -> Vec<Value> {
    let golden = golden();
    ["cases", "author_levels", "edge_cases"]
        .iter()
        .flat_map(|k| golden[*k].as_array().expect("a list").clone())
        .collect()
}

fn num(v: &Value) -> usize {
    v.as_u64().expect("a count") as usize
}

/// The case's maze on a plan with the reference's own street order.
fn maze_of(case: &Value) -> Maze {
    let canvas = &case["canvas"];
    let nodes = canvas["nodes"].as_array().expect("nodes");
    let positions = (0..nodes.len())
        .map(|i| {
            let p = &canvas["node_pos"][i.to_string()];
            [p[0].as_f64().expect("x"), p[1].as_f64().expect("y")]
        })
        .collect();
    let edges = canvas["edges_with_colors_in_vmfactory_order"]
        .as_array()
        .expect("edges");
    let streets = edges.iter().map(|e| [num(&e[0]), num(&e[1])]).collect();
    let colours = edges.iter().map(|e| num(&e[2]) as u8).collect();
    let variant = match case["variant"].as_str() {
        Some("HT") => Variant::Ht,
        _ => Variant::Nht,
    };
    let plan = Arc::new(Canvas::new(positions, streets).expect("a valid plan"));
    Maze::new(
        plan,
        colours,
        num(&case["start"]),
        num(&case["goal"]),
        variant,
    )
    .expect("a valid maze")
}

/// The same maze on our own `squares` plan (its street order differs).
fn on_our_squares(case: &Value, maze: &Maze) -> Option<Maze> {
    let builder = case["canvas"]["builder"].as_str()?;
    let size = builder.strip_prefix("squares_grid(")?.strip_suffix(')')?;
    let (w, h) = size.split_once(',')?;
    let plan = Canvas::squares(w.trim().parse().ok()?, h.trim().parse().ok()?);
    let colours = plan
        .streets()
        .iter()
        .map(|&[u, v]| {
            let street = maze.canvas().street_between(u, v).expect("same streets");
            maze.colours()[street]
        })
        .collect();
    maze.recoloured(colours).ok().map(|m| {
        Maze::new(
            Arc::new(plan),
            m.colours().to_vec(),
            maze.start(),
            maze.goal(),
            maze.variant(),
        )
        .expect("valid")
    })
}

fn close(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

fn check(case: &Value, a: &Analysis) {
    let id = case["id"].as_str().unwrap_or("?");
    let v = &case["vmfactory"];
    if v.get("error").is_some() {
        let rules = &case["rules_as_stated_would_give"];
        assert_eq!(
            a.solvable(),
            rules["solvable"].as_bool().expect("bool"),
            "{id}"
        );
        assert_eq!(
            a.unique,
            rules["unique_solution"].as_bool().expect("bool"),
            "{id}"
        );
        assert_eq!(a.moves, Some(num(&rules["solution_moves"])), "{id}");
        assert_eq!(a.score, rules["score"].as_f64().expect("score"), "{id}");
        return;
    }
    let want = v["vmfactory_score"].as_f64().expect("score");
    assert!(close(a.score, want), "{id}: score {} ≠ {want}", a.score);
    assert_eq!(a.solvable(), v["solvable"].as_bool().expect("bool"), "{id}");
    assert_eq!(
        a.total_states,
        num(&v["n_states_total"]),
        "{id} total states"
    );
    assert_eq!(a.total_edges, num(&v["n_edges_total"]), "{id} total edges");
    assert_eq!(a.reachable_states, num(&v["n_states_reachable"]), "{id}");
    assert_eq!(a.reachable_edges, num(&v["n_edges_reachable"]), "{id}");
    if let Some(histogram) = v.get("depth_histogram") {
        let want: Vec<usize> = histogram
            .as_array()
            .expect("list")
            .iter()
            .map(num)
            .collect();
        assert_eq!(a.depth_histogram, want, "{id} depths");
    }
    if !a.solvable() {
        assert_eq!((a.moves, a.unique, a.score), (None, false, 0.0), "{id}");
        return;
    }
    assert_eq!(a.moves, Some(num(&v["solution_moves"])), "{id}");
    assert_eq!(
        a.unique,
        v["unique_solution"].as_bool().expect("bool"),
        "{id}"
    );
    let c = &v["components"];
    assert_eq!(a.parts.d, num(&c["d_goal_len_path"]), "{id} D");
    assert_eq!(a.parts.openings_1, num(&c["openings_1"]), "{id} O1");
    assert_eq!(a.parts.openings_2, num(&c["openings_2"]), "{id} O2");
    assert_eq!(a.parts.loops, num(&c["n_loops"]), "{id} L");
    assert_eq!(a.parts.endings, num(&c["n_endings"]), "{id} E");
    let product = c["formula_product"].as_f64().expect("product");
    assert!(close(a.parts.product, product), "{id} product");
    if num(&v["n_shortest_solutions"]) == 1 {
        let nodes: Vec<usize> = v["solution_nodes"]
            .as_array()
            .expect("list")
            .iter()
            .map(num)
            .collect();
        assert_eq!(a.route.as_ref(), Some(&nodes), "{id} route");
    }
}

#[test]
fn every_golden_case_matches_the_reference() {
    let cases = all_cases();
    assert_eq!(cases.len(), 23);
    for case in &cases {
        let maze = maze_of(case);
        check(case, &analyse(&maze));
        if let Some(ours) = on_our_squares(case, &maze) {
            check(case, &analyse(&ours));
        }
    }
}

#[test]
fn the_fast_evaluator_agrees_on_every_golden_case() {
    for case in &all_cases() {
        let maze = maze_of(case);
        let full = analyse(&maze);
        let mut evaluator = Evaluator::new(&maze);
        let fast = evaluator.evaluate(maze.colours());
        let id = case["id"].as_str().unwrap_or("?");
        assert_eq!(fast.moves, full.moves, "{id}");
        assert_eq!(fast.unique, full.unique, "{id}");
        assert_eq!(fast.reachable_states, full.reachable_states, "{id}");
        assert_eq!(fast.score.to_bits(), full.score.to_bits(), "{id}");
    }
}
