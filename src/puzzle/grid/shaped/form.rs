//! A shaped maze's JSON form, exactly as docs/formats.md ("Grid mazes on other
//! shapes") writes it: masks as rows of `#` and `.` with passage bits per cell;
//! hexagons and triangles as numbered cells and passage pairs; circles as ring
//! sizes and passage pairs. A rectangle with loops keeps the rectangle's form and
//! says `braid`.

use serde::Serialize;
use serde_json::Value;

use super::board::{Board, Tiling};
use super::carve::Passage;
use super::geometry::side_neighbour;
use super::{ShapedFinished, ShapedPuzzle};

/// The `shape` the form says (`None`: a rectangle, which says nothing).
pub fn shape_name(board: &Board) -> &'static str {
    match (board.tiling, board.masked) {
        (Tiling::Square, true) => "mask",
        (Tiling::Square, false) => "rectangle",
        (tiling, _) => tiling.name(),
    }
}

/// The form; `route` (cell numbers) fills in `solution`.
pub fn to_json(puzzle: &ShapedPuzzle, route: Option<&[usize]>) -> Value {
    tree(&Written::of(puzzle, route))
}

/// The full form of a checked maze: with its route, algorithm and metrics.
pub fn finished_json(finished: &ShapedFinished) -> Value {
    tree(&Written::finished(finished))
}

/// [`finished_json`] pretty-printed into `out`, without building the tree.
pub fn write_pretty(
    finished: &ShapedFinished,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    serde_json::to_writer_pretty(out, &Written::finished(finished))?;
    Ok(())
}

fn tree(written: &Written) -> Value {
    serde_json::to_value(written).unwrap_or(Value::Null)
}

/// A square board's cell as `[x, y]`.
pub fn at(board: &Board, cell: usize) -> [usize; 2] {
    let (x, y) = board.position(cell);
    [x, y]
}

/// The form as written: its fields in the order `serde_json` keeps an object's
/// keys (alphabetical), so streaming it gives the bytes of its tree
/// pretty-printed. Squares keep the rectangle's cells of passage bits and
/// `[x, y]` ends; other tilings list passages and number their cells.
#[derive(Serialize)]
struct Written<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    algorithm: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    braid: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<Vec<u8>>,
    goal: End,
    #[serde(skip_serializing_if = "Option::is_none")]
    height: Option<usize>,
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    mask: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    metrics: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    passages: Option<&'a [Passage]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rings: Option<&'a [usize]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shape: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<Route<'a>>,
    start: End,
    #[serde(skip_serializing_if = "Option::is_none")]
    width: Option<usize>,
}

/// A start or goal: a cell number, or a square's `[x, y]`.
#[derive(Serialize)]
#[serde(untagged)]
enum End {
    Number(usize),
    Pair([usize; 2]),
}

/// A route: cell numbers, or (on squares) `[x, y]` pairs.
enum Route<'a> {
    Numbers(&'a [usize]),
    Pairs {
        route: &'a [usize],
        board: &'a Board,
    },
}

impl Serialize for Route<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Route::Numbers(route) => route.serialize(serializer),
            Route::Pairs { route, board } => {
                serializer.collect_seq(route.iter().map(|&cell| at(board, cell)))
            }
        }
    }
}

impl<'a> Written<'a> {
    fn of(puzzle: &'a ShapedPuzzle, route: Option<&'a [usize]>) -> Self {
        let board = &puzzle.board;
        let squares = board.tiling == Tiling::Square;
        let end = |cell: usize| match squares {
            true => End::Pair(at(board, cell)),
            false => End::Number(cell),
        };
        let shape = match board.tiling {
            Tiling::Square => board.masked.then_some("mask"),
            tiling => Some(tiling.name()),
        };
        let circle = board.tiling == Tiling::Circle;
        Written {
            algorithm: None,
            braid: (puzzle.braid > 0.0).then_some(puzzle.braid),
            cells: squares.then(|| passage_bits(puzzle)),
            goal: end(puzzle.goal),
            height: (!circle).then_some(board.height),
            kind: "grid",
            mask: board.masked.then(|| mask_rows(board)),
            metrics: None,
            passages: (!squares).then_some(puzzle.passages.as_slice()),
            rings: circle.then_some(board.rings.as_slice()),
            shape,
            solution: route.map(|route| match squares {
                true => Route::Pairs { route, board },
                false => Route::Numbers(route),
            }),
            start: end(puzzle.start),
            width: (!circle).then_some(board.width),
        }
    }

    fn finished(finished: &'a ShapedFinished) -> Self {
        Written {
            algorithm: Some(finished.algorithm.name()),
            metrics: Some(finished.metrics.to_json()),
            ..Written::of(&finished.puzzle, Some(&finished.route))
        }
    }
}

/// N = 1, E = 2, S = 4, W = 8 per cell, as for rectangles.
pub fn passage_bits(puzzle: &ShapedPuzzle) -> Vec<u8> {
    let board = &puzzle.board;
    let mut bits = vec![0u8; board.len()];
    for &[a, b] in &puzzle.passages {
        for (from, to) in [(a as usize, b as usize), (b as usize, a as usize)] {
            let side = (0..4).find(|&s| side_neighbour(board, from, s) == Some(to));
            if let Some(side) = side {
                bits[from] |= 1 << side;
            }
        }
    }
    bits
}

/// The mask as rows: `#` in the maze, `.` outside.
pub fn mask_rows(board: &Board) -> Vec<String> {
    board
        .in_maze
        .chunks(board.width.max(1))
        .map(|row| {
            row.iter()
                .map(|&inside| if inside { '#' } else { '.' })
                .collect()
        })
        .collect()
}
