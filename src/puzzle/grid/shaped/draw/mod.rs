//! Draws a shaped maze in real units: the walls as one path of joined strokes
//! (`walls` finds them, `strokes` joins them: polygons' sides as polylines,
//! circles' as arcs), doors in the outline at a start or goal on it (`doors`),
//! the start and goal pictograms inside their cells or, when those are too
//! small, full size outside the drawing (`marks`, sized from `rooms`), and for the answer key the route as a broad band under the marks
//! (`route`). `frame` places the board in its box and says how narrow its
//! corridors print.

pub mod doors;
pub mod frame;
pub mod marks;
pub mod rooms;
pub mod route;
pub mod strokes;
pub mod walls;

use svg::node::element::{Group, Path};

use super::ShapedPuzzle;
use super::board::{Board, Tiling};
use crate::render::fmt::num;
use crate::render::style::{MIN_WALL_PT, Style};

/// The width ÷ height of the drawing.
pub fn aspect_ratio(board: &Board) -> f64 {
    let (low, high) = frame::bounds(board);
    (high.0 - low.0) / (high.1 - low.1)
}

/// The narrowest corridor, in points, when the board fills a `width`×`height`
/// box with walls `wall` points wide, room for outside marks counted: a cell
/// unit's size times the shape's
/// narrowest cell ([`frame::narrowest`]: 1 for squares and hexagons, a
/// triangle's incircle, a circle's narrowest ring cell).
pub fn cell_size(board: &Board, width: f64, height: f64, wall: f64) -> f64 {
    marks::legible_frame(board, (width, height), wall).unit * frame::narrowest(board)
}

/// Draws the maze into a `width`×`height` point box; with `route`, as its answer key.
pub fn draw(
    puzzle: &ShapedPuzzle,
    route: Option<&[usize]>,
    width: f64,
    height: f64,
    wall_pt: f64,
    style: &Style,
) -> Group {
    let board = &puzzle.board;
    let ends = [puzzle.start, puzzle.goal];
    let (frame, outside) = marks::layout(board, ends, (width, height), wall_pt, route.is_some());
    let corridor = frame.unit * frame::narrowest(board);
    let mut group = Group::new();
    if let Some(route) = route {
        let band = route::width(corridor, style);
        group = route::draw(group, board, route, &frame, band, style);
    }
    // Answer keys are drawn small: thin their walls with the corridor (never
    // below the printable minimum) so the route stays the boldest line.
    let wall = if route.is_some() {
        wall_pt.min(corridor * 0.15).max(MIN_WALL_PT)
    } else {
        wall_pt
    };
    let doors: Vec<doors::Door> = [puzzle.start, puzzle.goal]
        .iter()
        .filter_map(|&cell| doors::door(board, cell))
        .collect();
    let pieces = walls::pieces(puzzle, &doors);
    let middle = match board.tiling {
        Tiling::Circle => super::geometry::polar(board, 0.0, 0.0),
        _ => (0.0, 0.0),
    };
    let walls = Path::new()
        .set("d", strokes::path(&pieces, middle, &frame))
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(wall))
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round");
    marks::draw(
        group.add(walls),
        board,
        ends,
        (&frame, outside),
        (wall, (width, height)),
        route.is_some(),
        style,
    )
}
