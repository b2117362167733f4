//! `analyze` on arbitrary grid forms: whatever the bits, sizes, ends and claimed
//! solution, it answers (a checked maze, an unsolvable report, or an error naming
//! the fault) and never panics.

use mazebook::analysis::analyze_text;
use mazebook::puzzle::grid::entry::GRID;
use mazebook::puzzle::labyrinth::entry::LABYRINTH;
use mazebook::puzzle::registry::Kind;
use proptest::prelude::*;
use serde_json::json;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn analyze_never_panics(
        width in 0usize..6, height in 0usize..6,
        cells in proptest::collection::vec(0u8..20, 0..40),
        start in (0usize..8, 0usize..8), goal in (0usize..8, 0usize..8),
        solution in proptest::option::of(proptest::collection::vec((0usize..8, 0usize..8), 0..12)),
    ) {
        let mut form = json!({
            "kind": "grid", "width": width, "height": height, "cells": cells,
            "start": [start.0, start.1], "goal": [goal.0, goal.1],
        });
        if let Some(path) = solution {
            form["solution"] = json!(path.iter().map(|c| [c.0, c.1]).collect::<Vec<_>>());
        }
        if let Ok(report) = GRID.analyze(form) {
            let metrics = &report["metrics"];
            prop_assert!(metrics["solvable"] == 0 || metrics["solution_length"].as_u64().is_some());
        }
    }

    #[test]
    fn analyze_never_panics_on_layouts(
        width in 0usize..5, height in 0usize..5,
        walls in proptest::collection::vec(((0usize..6, 0usize..6), (0usize..6, 0usize..6)), 0..20),
        goals in proptest::option::of(proptest::collection::vec((0usize..6, 0usize..6), 0..6)),
    ) {
        let mut form = json!({
            "kind": "magic-labyrinth", "width": width, "height": height,
            "walls": walls.iter().map(|(a, b)| [[a.0, a.1], [b.0, b.1]]).collect::<Vec<_>>(),
        });
        if let Some(goals) = goals {
            form["goals"] = json!(goals.iter().map(|g| [g.0, g.1]).collect::<Vec<_>>());
        }
        if let Ok(report) = LABYRINTH.analyze(form) {
            prop_assert!(report["metrics"]["fairness"].as_f64().is_some_and(|f| f >= 0.0));
        }
    }

    #[test]
    fn analyze_never_panics_on_drawings(text in "[ _|\n]{0,120}") {
        let _ = analyze_text(&text);
    }

    #[test]
    fn absurd_sizes_are_refused_not_overflowed(width in (usize::MAX / 4)..usize::MAX, height in 2usize..usize::MAX) {
        let form = json!({"kind": "grid", "width": width, "height": height, "cells": [0, 0], "start": [0, 0], "goal": [1, 0]});
        prop_assert!(GRID.analyze(form).is_err());
    }
}
