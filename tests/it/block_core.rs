//! Block mazes from the library: the grown maze is full (no wall cell left that
//! could still open, along the edges too), its open cells are a tree accepted by the
//! independent checker, the solution is unique and the explored walk agrees with
//! it, the same seed grows the same maze, every level lands in its band (at its
//! default size and at any other, within a few attempts), and the 3-D model is a
//! closed solid of the requested size.

use std::collections::HashMap;
use std::io::Cursor;

use mazebook::puzzle::block::check::{BlockInput, OpenGraph, check};
use mazebook::puzzle::block::explore::explore;
use mazebook::puzzle::block::grow::grow;
use mazebook::puzzle::block::kind::{AnswerStyle, BlockFinished};
use mazebook::puzzle::block::maze::{BlockMaze, BlockPuzzle};
use mazebook::puzzle::block::model::{self, Mesh, ModelSize};
use mazebook::puzzle::block::options::{BlockRequest, recipe};
use mazebook::puzzle::block::placement::cut_doors;
use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::registry::Kind;
use mazebook::puzzle::{self, Difficulty, Recipe};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn grown(width: usize, height: usize, bias: f64, seed: u64) -> BlockMaze {
    grow(width, height, bias, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// Whether an inner wall cell could still be opened without a loop or a corner
/// touch: exactly one open neighbour, and walls at the two far-side diagonals.
/// Written here from the rule, not taken from the generator.
fn could_open(maze: &BlockMaze, x: usize, y: usize) -> bool {
    if maze.is_open([x, y]) {
        return false;
    }
    let sides = [(0i64, -1i64), (1, 0), (0, 1), (-1, 0)];
    let at = |dx: i64, dy: i64| maze.is_open([(x as i64 + dx) as usize, (y as i64 + dy) as usize]);
    let open: Vec<(i64, i64)> = sides.into_iter().filter(|&(dx, dy)| at(dx, dy)).collect();
    let [(dx, dy)] = open[..] else {
        return false;
    };
    let (fx, fy) = (-dx, -dy);
    !at(fx + dy, fy + dx) && !at(fx - dy, fy - dx)
}

fn graph(maze: &BlockMaze) -> OpenGraph<'_> {
    OpenGraph {
        width: maze.width(),
        height: maze.height(),
        open: maze.cells(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn grown_mazes_are_full_trees_the_checker_accepts(
        width in 5usize..40, height in 5usize..40, bias in 0.0f64..=1.0, seed in any::<u64>(),
        placement in prop::sample::select(vec![Placement::Corners, Placement::Sides, Placement::Longest]),
    ) {
        let mut maze = grown(width, height, bias, seed);
        for y in 1..height - 1 {
            for x in 1..width - 1 {
                prop_assert!(!could_open(&maze, x, y), "({x},{y}) could still open");
            }
        }
        let (start, goal) = cut_doors(placement, &mut maze);
        let input = BlockInput { width, height, open: maze.cells(), start, goal };
        let checked = check(&input).map_err(|f| TestCaseError::fail(f.to_string()))?;
        // A tree: open cells − 1 passages, so the path found is the only one.
        let passages: usize = (0..maze.cells().len())
            .filter(|&c| maze.cells()[c])
            .map(|c| graph(&maze).degree(c))
            .sum::<usize>() / 2;
        prop_assert_eq!(passages + 1, checked.open_cells);
        let walk = explore(&graph(&maze), checked.path[0], *checked.path.last().unwrap()).unwrap();
        prop_assert_eq!(&walk.path, &checked.path);
        let mut again = grown(width, height, bias, seed);
        cut_doors(placement, &mut again);
        prop_assert_eq!(again, maze, "the same seed grows the same maze");
    }

    #[test]
    fn any_seed_through_the_recipe_is_checked_from_its_json(seed in any::<u64>(), level in 1u8..=10) {
        let recipe = recipe(&BlockRequest::default(), Difficulty::from_level(i64::from(level))).unwrap();
        let (_, finished) = puzzle::make(&recipe, seed, recipe.max_attempts()).unwrap();
        let json = finished.json();
        let again = mazebook::puzzle::block::entry::BLOCK.analyze(json.clone()).unwrap();
        prop_assert_eq!(&again["solution"], &json["solution"]);
        prop_assert_eq!(&again["metrics"], &json["metrics"]);
    }
}

proptest! {
    #[test]
    fn analyze_answers_any_block_form_without_panicking(
        rows in prop::collection::vec("[# ]{0,7}", 0..6),
        start in prop::array::uniform2(0usize..9),
        goal in prop::array::uniform2(0usize..9),
        solution in prop::option::of(prop::collection::vec(prop::array::uniform2(0usize..9), 0..6)),
    ) {
        let mut form = serde_json::json!({"kind": "block", "rows": rows, "start": start, "goal": goal});
        if let Some(solution) = solution {
            form["solution"] = serde_json::json!(solution);
        }
        // Ok or a message; never a panic.
        let _ = mazebook::analysis::analyze_text(&form.to_string());
    }
}

#[test]
fn every_cell_along_every_edge_opens_in_some_maze() {
    let (w, h) = (9, 7);
    let mut seen = vec![false; w * h];
    for seed in 0..400 {
        let maze = grown(w, h, (seed % 5) as f64 / 4.0, seed);
        for (i, &open) in maze.cells().iter().enumerate() {
            seen[i] |= open;
        }
    }
    for y in 1..h - 1 {
        for x in 1..w - 1 {
            let edge = x == 1 || y == 1 || x == w - 2 || y == h - 2;
            if edge {
                assert!(seen[y * w + x], "edge cell ({x},{y}) never opened");
            }
        }
    }
}

#[test]
fn every_level_lands_in_its_band_and_grows_harder() {
    let mut lengths = Vec::new();
    for level in 1..=10 {
        let recipe = recipe(&BlockRequest::default(), Difficulty::from_level(level)).unwrap();
        let mut total = 0.0;
        for seed in 0..12 {
            let (_, finished) = puzzle::make(&recipe, seed, recipe.max_attempts()).unwrap();
            let metrics = &finished.json()["metrics"];
            total += metrics["solution_length"].as_f64().unwrap();
            let band = recipe.band.unwrap();
            let share = metrics["solution_share"].as_f64().unwrap();
            assert!(share >= band.min_solution_share && share <= band.max_solution_share);
        }
        lengths.push(total / 12.0);
    }
    assert!(
        lengths.windows(2).all(|w| w[0] < w[1]),
        "mean solution lengths by level: {lengths:?}"
    );
}

#[test]
fn the_same_seed_makes_the_same_puzzle_and_others_differ() {
    let recipe = recipe(&BlockRequest::default(), Some(Difficulty::MEDIUM)).unwrap();
    let one = puzzle::make(&recipe, 77, 500).unwrap().1.json();
    let two = puzzle::make(&recipe, 77, 500).unwrap().1.json();
    let other = puzzle::make(&recipe, 78, 500).unwrap().1.json();
    assert_eq!(one, two);
    assert_ne!(one["rows"], other["rows"]);
}

#[test]
fn the_explored_key_greys_only_cells_off_the_path() {
    let mut maze = grown(31, 21, 0.3, 5);
    let (start, goal) = cut_doors(Placement::Corners, &mut maze);
    let puzzle = BlockPuzzle { maze, start, goal };
    let finished = BlockFinished::from_puzzle(puzzle.clone(), AnswerStyle::Explored).unwrap();
    assert!(!finished.abandoned().is_empty());
    for cell in finished.abandoned() {
        assert!(puzzle.maze.is_open(*cell));
        assert!(!finished.solution().contains(cell));
    }
    let explored = finished.metrics().get("explored").unwrap();
    assert_eq!(explored as usize, finished.abandoned().len());
}

/// Reads the STL back with `stl_io` and returns the indexed mesh.
fn read_back(mesh: &Mesh) -> stl_io::IndexedMesh {
    let bytes = mesh.to_stl().unwrap();
    assert_eq!(bytes.len(), 84 + 50 * mesh.triangles.len());
    stl_io::read_stl(&mut Cursor::new(bytes)).unwrap()
}

/// Every undirected edge in exactly two triangles, each direction once.
fn assert_closed(mesh: &stl_io::IndexedMesh) {
    let mut directed: HashMap<(usize, usize), usize> = HashMap::new();
    for face in &mesh.faces {
        let v = face.vertices;
        for i in 0..3 {
            *directed.entry((v[i], v[(i + 1) % 3])).or_default() += 1;
        }
    }
    for (&(a, b), &n) in &directed {
        assert_eq!(n, 1, "edge {a}->{b} used {n} times in one direction");
        assert_eq!(directed.get(&(b, a)), Some(&1), "edge {a}->{b} has no twin");
    }
    mesh.validate().unwrap();
}

/// Signed volume (positive when the normals point outward) and the bounding box.
fn volume_and_box(mesh: &stl_io::IndexedMesh) -> (f64, [f64; 3], [f64; 3]) {
    let p = |i: usize| mesh.vertices[i].0.map(f64::from);
    let mut volume = 0.0;
    for face in &mesh.faces {
        let [a, b, c] = face.vertices.map(p);
        volume += (a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0])
            + a[2] * (b[0] * c[1] - b[1] * c[0]))
            / 6.0;
        // The stored normal agrees with the winding.
        let u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        let w = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        let n = [
            u[1] * w[2] - u[2] * w[1],
            u[2] * w[0] - u[0] * w[2],
            u[0] * w[1] - u[1] * w[0],
        ];
        let dot: f64 = (0..3).map(|k| n[k] * f64::from(face.normal.0[k])).sum();
        assert!(dot > 0.0, "a normal points against its triangle's winding");
    }
    let mut low = [f64::MAX; 3];
    let mut high = [f64::MIN; 3];
    for v in &mesh.vertices {
        for k in 0..3 {
            low[k] = low[k].min(f64::from(v.0[k]));
            high[k] = high[k].max(f64::from(v.0[k]));
        }
    }
    (volume, low, high)
}

#[test]
fn the_model_is_a_closed_solid_of_the_requested_size() {
    for (seed, (w, h)) in [(1, (21, 15)), (2, (9, 9)), (3, (40, 7))] {
        let mut maze = grown(w, h, 0.4, seed);
        cut_doors(Placement::Sides, &mut maze);
        let size = ModelSize {
            cell_mm: 4.0,
            wall_mm: 7.5,
            base_mm: 1.5,
        };
        let mesh = read_back(&model::build(&maze, size).unwrap());
        assert_closed(&mesh);
        let (volume, low, high) = volume_and_box(&mesh);
        assert_eq!(low, [0.0, 0.0, 0.0]);
        assert_eq!(high, [w as f64 * 4.0, h as f64 * 4.0, 9.0]);
        let walls = maze.cells().iter().filter(|&&o| !o).count() as f64;
        let expected = (w * h) as f64 * 16.0 * 1.5 + walls * 16.0 * 7.5;
        assert!(
            (volume - expected).abs() < 1e-3 * expected,
            "volume {volume} (outward normals give the solid's volume {expected})"
        );
    }
}

#[test]
fn the_obj_model_lists_the_same_mesh() {
    let mut maze = grown(11, 9, 0.5, 4);
    cut_doors(Placement::Corners, &mut maze);
    let mesh = model::build(&maze, ModelSize::default()).unwrap();
    let text = mesh.to_obj();
    let vertices = text.lines().filter(|l| l.starts_with("v ")).count();
    let faces = text.lines().filter(|l| l.starts_with("f ")).count();
    assert_eq!(
        (vertices, faces),
        (mesh.vertices.len(), mesh.triangles.len())
    );
}

/// Makes `seeds` mazes of `level` at `width`×`height` with `placement`, each in at
/// most 100 attempts (the band is scaled to the size, so most attempts land in
/// it; a trivial maze is rejected too since issue 19 item 6, and with corner
/// doors at the hard levels a way that runs straight across is common: 13–19
/// attempts on average at levels 8–10's default size, 1–2 with side doors).
fn meets_band_quickly(level: u8, width: usize, height: usize, placement: Placement, seeds: u64) {
    let request = BlockRequest {
        width: Some(width),
        height: Some(height),
        placement: Some(placement),
        ..BlockRequest::default()
    };
    let recipe = recipe(&request, Difficulty::from_level(i64::from(level))).unwrap();
    for seed in 0..seeds {
        if let Err(rejected) = puzzle::make(&recipe, seed, 100) {
            panic!(
                "level {level}, {width}×{height} {placement:?}, seed {seed}: {}",
                rejected.reason
            );
        }
    }
}

#[test]
fn every_level_meets_its_band_at_every_size_within_a_few_attempts() {
    use mazebook::puzzle::block::levels::for_level;
    for level in 1..=10u8 {
        let rung = for_level(level);
        let (small, side) = (rung.min_side, rung.side);
        for (width, height) in [
            (small, small),
            (side, side),
            (2 * side, 2 * side),
            (101, 101),
        ] {
            meets_band_quickly(level, width, height, Placement::Corners, 4);
        }
        meets_band_quickly(level, small, 121, Placement::Corners, 2);
        meets_band_quickly(level, 121, small, Placement::Corners, 2);
        for placement in [Placement::Sides, Placement::Longest] {
            meets_band_quickly(level, side, side, placement, 4);
            meets_band_quickly(level, small, 121, placement, 2);
        }
    }
}

/// Larger mazes than the test above draws, at every level: 301 × 301 and a long
/// strip of the level's smallest side (1001 cells, across or down by turn), each
/// placement in turn. The bands are scaled to the size, so this checks that the
/// scaling still holds well beyond 121 cells a side.
#[test]
fn every_level_meets_its_band_at_large_sizes() {
    use mazebook::puzzle::block::levels::for_level;
    let placements = [Placement::Corners, Placement::Sides, Placement::Longest];
    for level in 1..=10u8 {
        let small = for_level(level).min_side;
        let placement = placements[usize::from(level) % 3];
        meets_band_quickly(level, 301, 301, placement, 1);
        if level % 2 == 0 {
            meets_band_quickly(level, small, 1001, placement, 1);
        } else {
            meets_band_quickly(level, 1001, small, placement, 1);
        }
    }
}
