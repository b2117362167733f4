//! Draws a shaped maze in real units: the walls (every side of a cell in the maze
//! with no passage through it) as one path, circle walls as arcs, start and goal
//! pictograms in their cells, and for the answer key the route through the cell
//! centres.

use std::collections::HashSet;

use svg::node::element::{Group, Path};

use super::ShapedPuzzle;
use super::board::{Board, Tiling};
use super::geometry::{self, Point};
use crate::render::answer_line::answer_line;
use crate::render::fmt::push_num;
use crate::render::pictogram;
use crate::render::style::{MIN_WALL_PT, Style};

/// The width ÷ height of the drawing.
pub fn aspect_ratio(board: &Board) -> f64 {
    let (w, h) = geometry::extent(board);
    w / h
}

/// Points per cell unit when the board fills a `width`×`height` box, walls included.
pub fn cell_size(board: &Board, width: f64, height: f64, wall: f64) -> f64 {
    let (w, h) = geometry::extent(board);
    ((width - wall) / w).min((height - wall) / h).max(0.0)
}

/// Where the board sits in its box: offset and scale.
struct Frame {
    left: f64,
    top: f64,
    unit: f64,
}

impl Frame {
    fn at(&self, (x, y): Point) -> Point {
        (self.left + x * self.unit, self.top + y * self.unit)
    }
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
    let unit = cell_size(board, width, height, wall_pt);
    let (w, h) = geometry::extent(board);
    let frame = Frame {
        left: (width - w * unit) / 2.0,
        top: (height - h * unit) / 2.0,
        unit,
    };
    let mut group = Group::new();
    if let Some(route) = route {
        let points: Vec<Point> = route
            .iter()
            .map(|&c| frame.at(geometry::centre(board, c)))
            .collect();
        group = group.add(answer_line(
            &points,
            unit * style.solution_share_of_cell.max(0.4),
            style,
        ));
    }
    let wall = if route.is_some() {
        wall_pt.min(unit * 0.15).max(MIN_WALL_PT)
    } else {
        wall_pt
    };
    let walls = Path::new()
        .set("d", wall_path(puzzle, &frame))
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", crate::render::fmt::num(wall))
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round");
    group = group.add(walls);
    let mark = unit * 0.7;
    let (sx, sy) = frame.at(geometry::centre(board, puzzle.start));
    let (gx, gy) = frame.at(geometry::centre(board, puzzle.goal));
    group
        .add(pictogram::start(sx, sy, mark, style.ink))
        .add(pictogram::goal(gx, gy, mark, style.ink))
}

fn wall_path(puzzle: &ShapedPuzzle, frame: &Frame) -> String {
    let open: HashSet<(usize, usize)> = puzzle
        .passages
        .iter()
        .map(|&[a, b]| ((a.min(b)) as usize, (a.max(b)) as usize))
        .collect();
    let is_open = |a: usize, b: usize| open.contains(&(a.min(b), a.max(b)));
    let mut d = String::new();
    let board = &puzzle.board;
    match board.tiling {
        Tiling::Circle => circle_walls(board, frame, &is_open, &mut d),
        _ => tiled_walls(board, frame, &is_open, &mut d),
    }
    d
}

fn tiled_walls(
    board: &Board,
    frame: &Frame,
    is_open: &dyn Fn(usize, usize) -> bool,
    d: &mut String,
) {
    for cell in (0..board.len()).filter(|&c| board.in_maze[c]) {
        let corners = geometry::corners(board, cell);
        for side in 0..corners.len() {
            let other = geometry::side_neighbour(board, cell, side).filter(|&o| board.in_maze[o]);
            let wall = match other {
                Some(o) => o > cell && !is_open(cell, o),
                None => true,
            };
            if wall {
                line(
                    d,
                    frame.at(corners[side]),
                    frame.at(corners[(side + 1) % corners.len()]),
                );
            }
        }
    }
}

fn circle_walls(
    board: &Board,
    frame: &Frame,
    is_open: &dyn Fn(usize, usize) -> bool,
    d: &mut String,
) {
    let starts = board.ring_starts();
    let outer = board.rings.len();
    for ring in 1..outer {
        let count = board.rings[ring];
        for place in 0..count {
            let cell = starts[ring] + place;
            let (from, to) = geometry::ring_span(board, ring, place);
            // The wall on the inner edge, piece by piece against the inner ring's cells.
            let inner = board.rings[ring - 1];
            let first = place * inner / count;
            let last = ((place + 1) * inner).div_ceil(count);
            for p in first..last {
                let (a, b) = geometry::ring_span(board, ring - 1, p);
                let (a, b) = (a.max(from), b.min(to));
                if !is_open(cell, starts[ring - 1] + p) {
                    arc(d, board, frame, ring as f64, a, b);
                }
            }
            // The wall on its clockwise side.
            let next = starts[ring] + (place + 1) % count;
            if !is_open(cell, next) {
                line(
                    d,
                    frame.at(geometry::polar(board, ring as f64, to)),
                    frame.at(geometry::polar(board, ring as f64 + 1.0, to)),
                );
            }
        }
    }
    arc(d, board, frame, outer as f64, 0.0, 0.5);
    arc(d, board, frame, outer as f64, 0.5, 1.0);
}

fn line(d: &mut String, a: Point, b: Point) {
    d.push('M');
    push_num(d, a.0);
    d.push(' ');
    push_num(d, a.1);
    d.push('L');
    push_num(d, b.0);
    d.push(' ');
    push_num(d, b.1);
}

fn arc(d: &mut String, board: &Board, frame: &Frame, radius: f64, from: f64, to: f64) {
    let (a, b) = (
        frame.at(geometry::polar(board, radius, from)),
        frame.at(geometry::polar(board, radius, to)),
    );
    let r = radius * frame.unit;
    d.push('M');
    push_num(d, a.0);
    d.push(' ');
    push_num(d, a.1);
    d.push('A');
    push_num(d, r);
    d.push(' ');
    push_num(d, r);
    d.push_str(" 0 0 1 ");
    push_num(d, b.0);
    d.push(' ');
    push_num(d, b.1);
}
