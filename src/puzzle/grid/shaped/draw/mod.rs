//! Draws a shaped maze in real units: the walls as one path of joined strokes
//! (`walls` finds them, `strokes` joins them: polygons' sides as polylines,
//! circles' as arcs), doors in the outline at a start or goal on it (`doors`),
//! the start and goal pictograms inside their cells or, when those are too
//! small, full size outside the drawing (`marks`, sized from `rooms`), and
//! for the answer key the route as a broad band under the marks (`route`). `frame` places the board in its box and says how narrow its
//! corridors print.

pub mod doors;
pub mod frame;
pub mod marks;
pub mod nodes;
pub mod rings;
pub mod rooms;
pub mod route;
pub mod strokes;
pub mod walls;

use std::io::Write;

use svg::node::element::{Group, Path};

use self::frame::Frame;
use super::ShapedPuzzle;
use super::board::{Board, Tiling};
use crate::puzzle::cells::marks::Outside;
use crate::render::fmt::num;
use crate::render::streamed::{LATER, Later, Streamed};
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

/// Whether the maze on a puzzle page in a `width`×`height` box prints a mark
/// outside past an arrow.
pub fn marks_arrow(puzzle: &ShapedPuzzle, width: f64, height: f64, wall_pt: f64) -> bool {
    let ends = [puzzle.start, puzzle.goal];
    let (_, outside) = marks::layout(&puzzle.board, ends, (width, height), wall_pt, false);
    outside.is_some_and(|sides| sides.iter().any(|side| side.arrow))
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
    let layout = Layout::of(puzzle, route.is_some(), width, height, wall_pt);
    let band = route.map(|route| {
        collected(|emit| route::write_data(&puzzle.board, route, &layout.frame, emit))
    });
    let walls = collected(|emit| layout.write_walls(puzzle, emit));
    layout.group(puzzle, band, walls, style)
}

/// The text `write` hands on, whole.
fn collected(
    write: impl FnOnce(&mut dyn FnMut(&str) -> std::io::Result<()>) -> std::io::Result<()>,
) -> String {
    let mut text = String::new();
    // Text gathered in memory cannot fail to be written.
    let _ = write(&mut |chunk| {
        text.push_str(chunk);
        Ok(())
    });
    text
}

/// As [`draw`], with the walls' path written later, straight into the output.
pub fn draw_streamed<'a>(
    puzzle: &'a ShapedPuzzle,
    route: Option<&'a [usize]>,
    width: f64,
    height: f64,
    wall_pt: f64,
    style: &Style,
) -> Streamed<'a> {
    let layout = Layout::of(puzzle, route.is_some(), width, height, wall_pt);
    let group = layout.group(
        puzzle,
        route.map(|_| LATER.to_string()),
        LATER.to_string(),
        style,
    );
    let frame = layout.frame;
    let mut later: Vec<Later<'a>> = Vec::new();
    if let Some(route) = route {
        later.push(Box::new(move |out: &mut dyn Write| {
            let emit = &mut |chunk: &str| out.write_all(chunk.as_bytes());
            route::write_data(&puzzle.board, route, &frame, emit)
        }));
    }
    later.push(Box::new(move |out: &mut dyn Write| {
        layout.write_walls(puzzle, &mut |stroke| out.write_all(stroke.as_bytes()))
    }));
    Streamed { group, later }
}

/// Where a drawing goes and how thick its walls print.
struct Layout {
    frame: Frame,
    /// The sides of marks drawn outside the drawing, when its end cells hold
    /// no full-size mark (`marks::layout`).
    outside: Option<[Outside; 2]>,
    /// The box the drawing fills, in points.
    box_size: (f64, f64),
    answer: bool,
    /// The corridor's width, in points.
    corridor: f64,
    wall: f64,
    doors: Vec<doors::Door>,
}

impl Layout {
    fn of(puzzle: &ShapedPuzzle, answer: bool, width: f64, height: f64, wall_pt: f64) -> Layout {
        let board = &puzzle.board;
        let ends = [puzzle.start, puzzle.goal];
        let (frame, outside) = marks::layout(board, ends, (width, height), wall_pt, answer);
        let corridor = frame.unit * frame::narrowest(board);
        // Answer keys are drawn small: thin their walls with the corridor (never
        // below the printable minimum) so the route stays the boldest line.
        let wall = if answer {
            wall_pt.min(corridor * 0.15).max(MIN_WALL_PT)
        } else {
            wall_pt
        };
        let doors = [puzzle.start, puzzle.goal]
            .iter()
            .filter_map(|&cell| doors::door(board, cell))
            .collect();
        Layout {
            frame,
            outside,
            box_size: (width, height),
            answer,
            corridor,
            wall,
            doors,
        }
    }

    /// The walls' path, a stroke at a time into `emit`.
    fn write_walls(
        &self,
        puzzle: &ShapedPuzzle,
        emit: &mut dyn FnMut(&str) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        let board = &puzzle.board;
        match board.tiling {
            Tiling::Circle => {
                let middle = super::geometry::polar(board, 0.0, 0.0);
                let walls = rings::walls(puzzle, &self.doors, middle);
                strokes::write_path(&walls, middle, &self.frame, emit)
            }
            _ => {
                let walls = walls::tiled(puzzle, &self.doors);
                strokes::write_path(&walls, (0.0, 0.0), &self.frame, emit)
            }
        }
    }

    /// The drawing, with `band` as the answer band's data (an answer key's)
    /// and `walls` as the walls' path data.
    fn group(
        &self,
        puzzle: &ShapedPuzzle,
        band: Option<String>,
        walls: String,
        style: &Style,
    ) -> Group {
        let board = &puzzle.board;
        let mut group = Group::new();
        if let Some(data) = band {
            let width = route::width(self.corridor, style);
            group = group.add(route::band(board, data, width, style));
        }
        let walls = Path::new()
            .set("d", walls)
            .set("fill", "none")
            .set("stroke", style.ink)
            .set("stroke-width", num(self.wall))
            .set("stroke-linecap", "round")
            .set("stroke-linejoin", "round");
        marks::draw(
            group.add(walls),
            board,
            [puzzle.start, puzzle.goal],
            (&self.frame, self.outside),
            (self.wall, self.box_size),
            self.answer,
            style,
        )
    }
}
