//! The board: light lines between the squares so they can be counted, bold
//! walls, the border open at the exit with an arrow pointing out through it,
//! and the two pieces on their squares.

use svg::node::element::{Group, Path};

use super::{EXIT_ROOM, Side};
use crate::puzzle::theseus::board::{Board, Cell, Puzzle};
use crate::render::fmt::{num, push_num};
use crate::render::style::Style;
use crate::render::theseus_figures::{minotaur, theseus};

/// Where the board lies in the drawing: its squares' size and its top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    pub cell: f64,
    pub x0: f64,
    pub y0: f64,
}

impl Frame {
    /// The board of `board` drawn with squares of `cell`, its exit room
    /// included, starting `left` points from the drawing's left edge.
    pub fn new(board: &Board, cell: f64, left: f64) -> Frame {
        let room = EXIT_ROOM * cell;
        let side = board.exit().side;
        Frame {
            cell,
            x0: left + if side == Side::West { room } else { 0.0 },
            y0: if side == Side::North { room } else { 0.0 },
        }
    }

    /// The point at grid corner (x, y).
    pub fn corner(&self, x: usize, y: usize) -> (f64, f64) {
        (
            self.x0 + x as f64 * self.cell,
            self.y0 + y as f64 * self.cell,
        )
    }

    /// The centre of a square.
    pub fn centre(&self, c: Cell) -> (f64, f64) {
        (
            self.x0 + (c[0] as f64 + 0.5) * self.cell,
            self.y0 + (c[1] as f64 + 0.5) * self.cell,
        )
    }

    /// The wall's width at this size: bold, never under 2 pt.
    pub fn wall(&self) -> f64 {
        (self.cell * 0.1).max(2.0)
    }
}

/// A path's `d` built from line segments.
#[derive(Default)]
struct Segments(String);

impl Segments {
    fn add(&mut self, from: (f64, f64), to: (f64, f64)) {
        self.0.push('M');
        push_num(&mut self.0, from.0);
        self.0.push(' ');
        push_num(&mut self.0, from.1);
        self.0.push('L');
        push_num(&mut self.0, to.0);
        self.0.push(' ');
        push_num(&mut self.0, to.1);
    }
}

/// The squares, the walls and the exit.
pub fn draw(board: &Board, frame: &Frame, style: &Style) -> Group {
    Group::new()
        .add(grid(board, frame))
        .add(walls(board, frame, style))
        .add(exit_arrow(board, frame, style))
}

/// Thin light lines between all squares.
fn grid(board: &Board, frame: &Frame) -> Path {
    let mut lines = Segments::default();
    for x in 1..board.width() {
        lines.add(frame.corner(x, 0), frame.corner(x, board.height()));
    }
    for y in 1..board.height() {
        lines.add(frame.corner(0, y), frame.corner(board.width(), y));
    }
    Path::new()
        .set("class", "grid")
        .set("d", lines.0)
        .set("fill", "none")
        .set("stroke", "#c8c8c8")
        .set("stroke-width", num((frame.cell * 0.025).max(0.5)))
}

/// Every walled side once: inner walls and the border, open at the exit.
fn walls(board: &Board, frame: &Frame, style: &Style) -> Path {
    let mut lines = Segments::default();
    let exit = board.exit();
    for y in 0..board.height() {
        for x in 0..board.width() {
            for side in Side::ALL {
                let outer = board.neighbour([x, y], side).is_none();
                // Inner walls are drawn from their north or west square only.
                let own = outer || matches!(side, Side::East | Side::South);
                let is_exit = exit.cell == [x, y] && exit.side == side;
                if own && board.walled([x, y], side) && !is_exit {
                    let (a, b) = side_ends(x, y, side);
                    lines.add(frame.corner(a.0, a.1), frame.corner(b.0, b.1));
                }
            }
        }
    }
    Path::new()
        .set("class", "walls")
        .set("d", lines.0)
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(frame.wall()))
        .set("stroke-linecap", "round")
}

/// The grid corners at the ends of a square's side.
fn side_ends(x: usize, y: usize, side: Side) -> ((usize, usize), (usize, usize)) {
    match side {
        Side::North => ((x, y), (x + 1, y)),
        Side::South => ((x, y + 1), (x + 1, y + 1)),
        Side::West => ((x, y), (x, y + 1)),
        Side::East => ((x + 1, y), (x + 1, y + 1)),
    }
}

/// An arrow from the middle of the opening out of the board.
fn exit_arrow(board: &Board, frame: &Frame, style: &Style) -> Path {
    let exit = board.exit();
    let (cx, cy) = frame.centre(exit.cell);
    let half = frame.cell / 2.0;
    let (dx, dy) = match exit.side {
        Side::North => (0.0, -1.0),
        Side::South => (0.0, 1.0),
        Side::West => (-1.0, 0.0),
        Side::East => (1.0, 0.0),
    };
    let length = EXIT_ROOM * frame.cell * 0.8;
    // From just outside the border, clear of a piece on the exit square.
    let gap = half + frame.wall();
    let start = (cx + dx * gap, cy + dy * gap);
    let tip = (cx + dx * (half + length), cy + dy * (half + length));
    let head = frame.cell * 0.22;
    let back = (tip.0 - dx * head, tip.1 - dy * head);
    let wing = |s: f64| (back.0 + dy * head * 0.8 * s, back.1 - dx * head * 0.8 * s);
    let mut d = Segments::default();
    d.add(start, back);
    let (left, right) = (wing(1.0), wing(-1.0));
    let mut text = d.0;
    for (command, point) in [('M', left), ('L', tip), ('L', right)] {
        text.push(command);
        push_num(&mut text, point.0);
        text.push(' ');
        push_num(&mut text, point.1);
    }
    Path::new()
        .set("class", "exit")
        .set("d", text)
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(frame.wall()))
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round")
}

/// Theseus and the Minotaur on their start squares, `share` of a square across.
pub fn pieces(puzzle: &Puzzle, frame: &Frame, share: f64, style: &Style) -> Group {
    let size = frame.cell * share;
    let (tx, ty) = frame.centre(puzzle.theseus);
    let (mx, my) = frame.centre(puzzle.minotaur);
    Group::new()
        .add(theseus(tx, ty, size, style))
        .add(minotaur(mx, my, size, style))
}
