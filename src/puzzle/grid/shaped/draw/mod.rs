//! Draws a shaped maze in real units: the walls as one path of joined strokes
//! (`walls` finds them, `strokes` joins them: polygons' sides as polylines,
//! circles' as arcs), a picture's or word's outline as a second, bold path, doors in the outline at a start or goal on it (`doors`),
//! the start and goal pictograms inside their cells or, when those are too
//! small, full size just outside the drawing at their openings (`marks`,
//! sized from `rooms`, placed by `beside`), and
//! for the answer key the route as a broad band under the marks (`route`). `frame` places the board in its box and says how narrow its
//! corridors print.

pub mod beside;
pub mod doors;
pub mod frame;
pub mod marks;
pub mod nodes;
pub mod rings;
pub mod rooms;
pub mod route;
pub mod strokes;
pub mod walls;

#[cfg(test)]
mod beside_tests;

use crate::render::wall::Wall;
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

use svg::node::element::{Group, Path};

use self::frame::Frame;
use self::marks::Spot;
use self::walls::TiledWalls;
use super::ShapedPuzzle;
use super::board::{Board, Tiling};
use crate::render::fmt::num;
use crate::render::streamed::{LATER, Later, Streamed};
use crate::render::style::Style;

/// How many times thicker than the walls a picture's or word's outline is drawn.
pub const OUTLINE_BOLDNESS: f64 = 2.5;

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
    let widest = widest_line(board, wall);
    marks::legible_frame(board, (width, height), widest).unit * frame::narrowest(board)
}

/// The widest line the drawing may have: a masked board's bold outline, else
/// the walls (the frame keeps it inside the box).
fn widest_line(board: &Board, wall: f64) -> f64 {
    match board.masked {
        true => wall * OUTLINE_BOLDNESS,
        false => wall,
    }
}

/// The widest line drawn with walls `wall` points wide around corridors
/// `corridor` points wide: a masked board's bold outline, else the walls.
fn widest_drawn(board: &Board, wall: f64, corridor: f64) -> f64 {
    match board.masked {
        true => outline_width(wall, corridor),
        false => wall,
    }
}

/// A picture's or word's outline: bolder than its walls, never so bold that
/// it fills a corridor.
fn outline_width(wall: f64, corridor: f64) -> f64 {
    (wall * OUTLINE_BOLDNESS).min(corridor * 0.3).max(wall)
}

/// Whether the maze on a puzzle page in a `width`×`height` box prints a mark
/// outside past an arrow.
pub fn marks_arrow(puzzle: &ShapedPuzzle, width: f64, height: f64, wall: Wall) -> bool {
    let layout = Layout::of(puzzle, false, width, height, wall);
    layout
        .outside
        .is_some_and(|spots| spots.iter().any(Spot::arrowed))
}

/// Draws the maze into a `width`×`height` point box; with `route`, as its answer key.
pub fn draw(
    puzzle: &ShapedPuzzle,
    route: Option<&[usize]>,
    width: f64,
    height: f64,
    wall: Wall,
    style: &Style,
) -> Group {
    let layout = Layout::of(puzzle, route.is_some(), width, height, wall);
    let band = route.map(|route| {
        collected(|emit| route::write_data(&puzzle.board, route, &layout.frame, emit))
    });
    let mut outline = None;
    let walls = collected(|emit| layout.write_walls(puzzle, &mut outline, emit));
    let outline = layout.has_outline(puzzle).then(|| {
        collected(|emit| match &outline {
            Some(parts) => strokes::write_path(parts, (0.0, 0.0), &layout.frame, emit),
            None => Ok(()),
        })
    });
    layout.group(puzzle, band, [walls, outline.unwrap_or_default()], style)
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
    wall: Wall,
    style: &Style,
) -> Streamed<'a> {
    let layout = Layout::of(puzzle, route.is_some(), width, height, wall);
    let outlined = layout.has_outline(puzzle);
    let group = layout.group(
        puzzle,
        route.map(|_| LATER.to_string()),
        // The outline's LATER is dropped with its path when there is none.
        [LATER.to_string(), LATER.to_string()],
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
    // The outline's walls are found with the inner ones and written after them.
    let outline: Rc<RefCell<Option<TiledWalls>>> = Rc::default();
    let kept = Rc::clone(&outline);
    later.push(Box::new(move |out: &mut dyn Write| {
        let mut found = None;
        let written = layout.write_walls(puzzle, &mut found, &mut |stroke| {
            out.write_all(stroke.as_bytes())
        });
        *kept.borrow_mut() = found;
        written
    }));
    if outlined {
        later.push(Box::new(move |out: &mut dyn Write| {
            let emit = &mut |chunk: &str| out.write_all(chunk.as_bytes());
            match outline.borrow_mut().take() {
                Some(parts) => strokes::write_path(&parts, (0.0, 0.0), &frame, emit),
                None => Ok(()),
            }
        }));
    }
    Streamed { group, later }
}

/// Where a drawing goes and how thick its walls print.
struct Layout {
    frame: Frame,
    /// Where the marks print when the end cells do not all hold a full-size
    /// mark (`marks::layout`).
    outside: Option<[Spot; 2]>,
    /// The box the drawing fills, in points.
    box_size: (f64, f64),
    answer: bool,
    /// The corridor's width, in points.
    corridor: f64,
    wall: f64,
    doors: Vec<doors::Door>,
}

impl Layout {
    fn of(puzzle: &ShapedPuzzle, answer: bool, width: f64, height: f64, wall: Wall) -> Layout {
        let board = &puzzle.board;
        let ends = [puzzle.start, puzzle.goal];
        let fitted = widest_line(board, wall.pt());
        let (mut frame, mut outside) = marks::layout(board, ends, (width, height), fitted, answer);
        let mut corridor = frame.unit * frame::narrowest(board);
        // Walls that thicken with big cells may draw wider than the frame was
        // fitted for: fit again to the widest line drawn (the cells shrink a
        // little, so their walls do not grow), keeping every line in the box.
        let drawn = widest_drawn(board, wall.drawn(corridor, answer), corridor);
        if drawn > fitted {
            (frame, outside) = marks::layout(board, ends, (width, height), drawn, answer);
            corridor = frame.unit * frame::narrowest(board);
        }
        // Puzzle pages: walls as set, or thickening with the narrowest
        // corridor; answer keys thin theirs so the route stays the boldest line.
        let wall = wall.drawn(corridor, answer);
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

    /// Whether the drawing has a picture's or word's outline apart, drawn bold.
    fn has_outline(&self, puzzle: &ShapedPuzzle) -> bool {
        puzzle.board.masked && puzzle.board.tiling != Tiling::Circle
    }

    /// The inner walls' path, a stroke at a time into `emit`; a tiled board's
    /// outline walls, found with them, are kept in `outline`.
    fn write_walls(
        &self,
        puzzle: &ShapedPuzzle,
        outline: &mut Option<TiledWalls>,
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
                let parts = walls::tiled(puzzle, &self.doors);
                *outline = Some(parts.outline);
                strokes::write_path(&parts.inner, (0.0, 0.0), &self.frame, emit)
            }
        }
    }

    /// The drawing, with `band` as the answer band's data (an answer key's)
    /// and `walls` as the inner walls' and the outline's path data (the
    /// outline's empty when [`Layout::has_outline`] says there is none).
    fn group(
        &self,
        puzzle: &ShapedPuzzle,
        band: Option<String>,
        [walls, outline]: [String; 2],
        style: &Style,
    ) -> Group {
        let board = &puzzle.board;
        let mut group = Group::new();
        if let Some(data) = band {
            let width = route::width(self.corridor, style);
            group = group.add(route::band(board, data, width, style));
        }
        let stroked = |data: String, width: f64| {
            Path::new()
                .set("d", data)
                .set("fill", "none")
                .set("stroke", style.ink)
                .set("stroke-width", num(width))
                .set("stroke-linecap", "round")
                .set("stroke-linejoin", "round")
        };
        group = group.add(stroked(walls, self.wall));
        if self.has_outline(puzzle) {
            group = group.add(stroked(outline, outline_width(self.wall, self.corridor)));
        }
        marks::draw(
            group,
            board,
            [puzzle.start, puzzle.goal],
            (&self.frame, self.outside),
            (self.wall, self.box_size),
            self.answer,
            style,
        )
    }
}
