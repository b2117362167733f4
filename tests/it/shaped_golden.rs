//! Shaped grid mazes drawn: golden SVGs per topology (a circle, hexagons,
//! triangles, squares in a heart's mask) and for a built-in picture and a word, made through the library with fixed
//! seeds, and properties of any drawing: it stays inside its box, and its walls
//! add up to the length the maze implies. Regenerate the goldens with
//! `MAZEBOOK_UPDATE_GOLDEN=1 cargo test --test it shaped_golden` and review the
//! diff; `MAZEBOOK_SHAPED_PREVIEW=DIR` also writes each drawing as a PNG to look at.

use std::path::PathBuf;
use std::sync::Arc;

use mazebook::cli::puzzle::standalone_svg;
use mazebook::fonts::FontChoice;
use mazebook::puzzle::grid::rectangle::algorithms::Algorithm;
use mazebook::puzzle::grid::shaped::adjacency::Adjacency;
use mazebook::puzzle::grid::shaped::board::{Board, Tiling};
use mazebook::puzzle::grid::shaped::ends::{self, Ends};
use mazebook::puzzle::grid::shaped::pictures::{MaskSource, board_for};
use mazebook::puzzle::grid::shaped::{ShapedFinished, ShapedPuzzle, carve};
use mazebook::render::style::Style;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use resvg::usvg;

/// A maze on `board` from `seed`, checked by the independent checker.
fn maze(board: Board, seed: u64) -> ShapedFinished {
    try_maze(board, seed).expect("the checker accepts it")
}

/// [`maze`], or why the checker refused it.
fn try_maze(board: Board, seed: u64) -> Result<ShapedFinished, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let graph = Adjacency::of(&board);
    let first = board.in_maze.iter().position(|&i| i).unwrap();
    let passages = carve::carve(Algorithm::Backtracker, &graph, first, &mut rng).unwrap();
    let placement = Ends::default_for(board.tiling);
    let (start, goal) = ends::place(placement, &board, &graph, &passages, &mut rng);
    let puzzle = ShapedPuzzle {
        board,
        passages,
        start,
        goal,
        braid: 0.0,
    };
    ShapedFinished::from_puzzle(
        puzzle,
        Algorithm::Backtracker,
        mazebook::render::wall::Wall::Set(1.5),
    )
}

/// A heart of `size`×`size` squares: the cells whose centre is inside
/// (x² + y² − 1)³ ≤ x²y³.
fn heart(size: usize) -> Board {
    let mut in_maze = Vec::with_capacity(size * size);
    for row in 0..size {
        for column in 0..size {
            let x = ((column as f64 + 0.5) / size as f64 - 0.5) * 2.6;
            let y = 1.35 - (row as f64 + 0.5) / size as f64 * 2.6;
            in_maze.push((x * x + y * y - 1.0).powi(3) <= x * x * y.powi(3));
        }
    }
    Board::masked(Tiling::Square, size, in_maze)
}

/// A disc of `tiling` cells, `size` across.
fn disc(tiling: Tiling, size: usize) -> Board {
    let whole = Board::tiled(tiling, size, size);
    let (w, h) = mazebook::puzzle::grid::shaped::geometry::extent(&whole);
    let in_maze = (0..whole.len())
        .map(|cell| {
            let (x, y) = mazebook::puzzle::grid::shaped::geometry::centre(&whole, cell);
            let (dx, dy) = (x / w - 0.5, y / h - 0.5);
            dx * dx + dy * dy <= 0.25
        })
        .collect();
    Board::masked(tiling, size, in_maze)
}

fn golden(name: &str, actual: &str) {
    if let Some(dir) = std::env::var_os("MAZEBOOK_SHAPED_PREVIEW") {
        let options = usvg::Options {
            fontdb: Arc::new(usvg::fontdb::Database::new()),
            ..usvg::Options::default()
        };
        let tree = usvg::Tree::from_str(actual, &options).unwrap();
        let png = mazebook::preview::render_png(&tree).unwrap();
        std::fs::write(PathBuf::from(dir).join(name.replace(".svg", ".png")), png).unwrap();
    }
    crate::common::golden(name, actual);
}

/// The puzzle and its answer, 300 pt wide, as goldens `name.svg` and `name-answer.svg`.
fn goldens(name: &str, finished: &ShapedFinished) {
    golden(
        &format!("{name}.svg"),
        &standalone_svg(finished, false, 300.0),
    );
    golden(
        &format!("{name}-answer.svg"),
        &standalone_svg(finished, true, 300.0),
    );
}

#[test]
fn a_circle_maze_and_its_answer() {
    goldens("shaped-circle-12-seed1", &maze(Board::circle(12), 1));
}

#[test]
fn a_hexagon_maze_and_its_answer() {
    goldens(
        "shaped-hexagon-14x12-seed2",
        &maze(Board::tiled(Tiling::Hexagon, 14, 12), 2),
    );
}

#[test]
fn a_triangle_maze_and_its_answer() {
    goldens(
        "shaped-triangle-25x12-seed3",
        &maze(Board::tiled(Tiling::Triangle, 25, 12), 3),
    );
}

#[test]
fn a_built_in_picture_on_hexagons_and_its_answer() {
    let source = MaskSource::BuiltIn("fish".into());
    let board = board_for(&source, Tiling::Hexagon, 24, None).unwrap();
    goldens("shaped-fish-hexagon-24-seed5", &maze(board, 5));
}

#[test]
fn a_word_in_the_books_font_and_its_answer() {
    let source = MaskSource::Word {
        text: "MAZE".into(),
        font: FontChoice::Quicksand,
    };
    let board = board_for(&source, Tiling::Square, 36, None).unwrap();
    goldens("shaped-word-maze-36-seed6", &maze(board, 6));
}

#[test]
fn a_heart_of_squares_and_its_answer() {
    goldens("shaped-heart-22-seed4", &maze(heart(22), 4));
}

/// A board for the properties: `kind` picks circle, a whole tiling or a disc of it.
fn board(kind: usize, size: usize) -> Board {
    match kind {
        0 => Board::circle(size),
        1 => disc(Tiling::Square, size + 2),
        2 => Board::tiled(Tiling::Hexagon, size + 1, size),
        3 => Board::tiled(Tiling::Triangle, 2 * size, size),
        4 => disc(Tiling::Square, size + 3),
        5 => disc(Tiling::Hexagon, size + 3),
        _ => disc(Tiling::Triangle, 2 * size + 4),
    }
}

/// Total length of an absolute `M L A Z` path, arcs measured along the circle.
fn path_length(d: &str) -> f64 {
    let mut tokens = Vec::new();
    let mut number = String::new();
    for c in d.chars() {
        if c.is_ascii_digit() || c == '.' || c == '-' {
            number.push(c);
            continue;
        }
        if !number.is_empty() {
            tokens.push(std::mem::take(&mut number));
        }
        if c.is_ascii_alphabetic() {
            tokens.push(c.to_string());
        }
    }
    if !number.is_empty() {
        tokens.push(number);
    }
    let value = |i: usize| -> f64 { tokens[i].parse().unwrap() };
    let (mut i, mut length) = (0, 0.0);
    let (mut here, mut start) = ((0.0, 0.0), (0.0, 0.0));
    let distance =
        |a: (f64, f64), b: (f64, f64)| ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
    while i < tokens.len() {
        match tokens[i].as_str() {
            "M" => {
                here = (value(i + 1), value(i + 2));
                start = here;
                i += 3;
            }
            "L" => {
                let to = (value(i + 1), value(i + 2));
                length += distance(here, to);
                here = to;
                i += 3;
            }
            "A" => {
                let radius = value(i + 1);
                let to = (value(i + 6), value(i + 7));
                assert_eq!(value(i + 4), 0.0, "no large arcs: {d}");
                let chord = distance(here, to);
                length += 2.0 * radius * (chord / (2.0 * radius)).min(1.0).asin();
                here = to;
                i += 8;
            }
            "Z" => {
                length += distance(here, start);
                here = start;
                i += 1;
            }
            other => panic!("unexpected {other} in {d}"),
        }
    }
    length
}

/// The walls' length in cell units the maze implies: every cell side (or ring
/// edge) once, less the passages through them and the doors at the ends.
fn implied_length(finished: &ShapedFinished) -> f64 {
    use std::f64::consts::TAU;
    let puzzle = finished.puzzle();
    let board = &puzzle.board;
    if board.tiling == Tiling::Circle {
        let rings = &board.rings;
        let outer = rings.len();
        let radial: usize = rings[1..].iter().sum();
        let round: f64 = (1..=outer).map(|r| TAU * r as f64).sum();
        let through = |cell: u32| board.ring_of(cell as usize).0;
        let opened: f64 = puzzle
            .passages
            .iter()
            .map(|&[a, b]| {
                let (ra, rb) = (through(a), through(b));
                if ra == rb {
                    1.0
                } else {
                    let r = ra.max(rb);
                    TAU * r as f64 / rings[r] as f64
                }
            })
            .sum();
        let doors = [puzzle.start, puzzle.goal]
            .iter()
            .filter(|&&c| board.ring_of(c).0 + 1 == outer)
            .count();
        return radial as f64 + round
            - opened
            - doors as f64 * TAU * outer as f64 / rings[outer - 1] as f64;
    }
    let sides = board.tiling.sides();
    let side = if board.tiling == Tiling::Hexagon {
        1.0 / 3f64.sqrt()
    } else {
        1.0
    };
    let graph = Adjacency::of(board);
    let cells = board.cells_in_maze();
    let pairs = graph.pairs().count();
    let doors = [puzzle.start, puzzle.goal]
        .iter()
        .filter(|&&c| graph.neighbours(c).len() < sides)
        .count();
    side * (cells * sides - pairs - puzzle.passages.len() - doors) as f64
}

/// The first `<path>`'s `d` in `svg` (the walls, in a puzzle drawing).
/// The walls' paths: the inner walls and, on a masked board, the bold outline
/// drawn apart right after them (both stroked with no fill).
fn wall_paths(svg: &str) -> String {
    svg.split("<path ")
        .skip(1)
        .map(|rest| &rest[..rest.find('>').unwrap_or(rest.len())])
        .take_while(|element| {
            element.contains("fill=\"none\"") && element.contains("stroke-linejoin=\"round\"")
        })
        .take(2)
        .map(|element| {
            let at = element.find("d=\"").expect("a path's d") + 3;
            element[at..at + element[at..].find('"').unwrap()].to_string()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first inked point (in points) of `group` drawn outside the `width`×`height`
/// box, rasterised at 4 pixels a point with a 1-pixel allowance for antialiasing.
fn ink_outside(group: svg::node::element::Group, width: f64, height: f64) -> Option<(f64, f64)> {
    use resvg::tiny_skia;
    let (margin, scale) = (4.0, 4.0);
    let document = svg::Document::new()
        .set("width", width + 2.0 * margin)
        .set("height", height + 2.0 * margin)
        .add(group.set("transform", format!("translate({margin},{margin})")));
    let tree = usvg::Tree::from_str(&document.to_string(), &usvg::Options::default()).unwrap();
    let (w, h) = (
        ((width + 2.0 * margin) * scale).ceil() as u32,
        ((height + 2.0 * margin) * scale).ceil() as u32,
    );
    let mut pixmap = tiny_skia::Pixmap::new(w, h).unwrap();
    let factor = scale as f32;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(factor, factor),
        &mut pixmap.as_mut(),
    );
    let allowance = 1.0 / scale;
    for y in 0..h {
        for x in 0..w {
            if pixmap.pixel(x, y).unwrap().alpha() == 0 {
                continue;
            }
            let (px, py) = (
                (f64::from(x) + 0.5) / scale - margin,
                (f64::from(y) + 0.5) / scale - margin,
            );
            let inside = (-allowance..=width + allowance).contains(&px)
                && (-allowance..=height + allowance).contains(&py);
            if !inside {
                return Some((px, py));
            }
        }
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn a_drawing_stays_inside_its_box(
        kind in 0usize..7,
        size in 2usize..9,
        seed in any::<u64>(),
        width in 60.0f64..400.0,
        height in 60.0f64..400.0,
        answer in any::<bool>(),
    ) {
        let finished = try_maze(board(kind, size), seed);
        prop_assert!(finished.is_ok(), "kind {kind} size {size}: {:?}", finished.err());
        let finished = finished.unwrap();
        let group = mazebook::puzzle::Finished::draw(&finished, answer, width, height, &Style::default());
        let ink = ink_outside(group, width, height);
        prop_assert!(ink.is_none(), "ink at {ink:?} outside {width}×{height}");
    }

    #[test]
    fn the_walls_drawn_add_up_to_the_maze(
        kind in 0usize..7,
        size in 2usize..9,
        seed in any::<u64>(),
    ) {
        let finished = try_maze(board(kind, size), seed);
        prop_assert!(finished.is_ok(), "kind {kind} size {size}: {:?}", finished.err());
        let finished = finished.unwrap();
        let (width, height) = (2000.0, 2000.0);
        let svg = mazebook::puzzle::Finished::draw(&finished, false, width, height, &Style::default()).to_string();
        let frame = mazebook::puzzle::grid::shaped::draw::frame::Frame::fit(&finished.puzzle().board, width, height, 1.5);
        let drawn = path_length(&wall_paths(&svg)) / frame.unit;
        let implied = implied_length(&finished);
        prop_assert!((drawn - implied).abs() < 0.25, "drew {drawn} cell units of wall, the maze has {implied}");
    }
}
