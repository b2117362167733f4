//! Where a full-size start or goal mark stands outside a shaped maze: just
//! beyond its end's opening, in the direction the opening faces (or a little
//! to one side), at touching distance and with no arrow, when that spot is clear of the drawing's ink and
//! inside its box; else a little farther out past a short arrow into the
//! opening; else at the nearest clear spot on a fan of rays from the opening,
//! past a leader arrow that crosses no ink. A child then sees where to begin
//! and end without hunting for a far copy or a dot.
//!
//! The ink is the outline cells' polygons (a circle's whole disc) grown by half
//! the outline's width: a mark clear of those and outside the shape is clear of
//! every wall, and a ray from the opening that crosses none stays outside.

use super::super::board::{Board, Tiling};
use super::super::geometry::{self, Point};
use super::doors::Door;
use super::frame::Frame;
use crate::math;
use crate::puzzle::cells::marks::{ARROW_PT, GAP_PT, MIN_MARK_PT};

/// Half an arrow's stem and a little: how far an arrow keeps from the ink.
const ARROW_CLEAR_PT: f64 = 1.0;
/// How far apart the spots tried along a ray are.
const STEP_PT: f64 = 3.0;
/// The ways a mark may stand touching its opening: straight out, or a little
/// to either side when a step of the outline is in the way.
const TOUCHING_DEGREES: [f64; 3] = [0.0, 25.0, -25.0];
/// The rays tried from an opening, as turns (degrees) from the way it faces.
const FAN_DEGREES: [f64; 7] = [0.0, 25.0, -25.0, 50.0, -50.0, 75.0, -75.0];

/// The shape's ink near its edge, in cell units: the outline cells' polygons
/// with their cell numbers, or a circle's disc.
#[derive(Debug, Clone)]
pub enum Edge {
    Cells(Vec<(usize, Vec<Point>)>),
    Disc(Point, f64),
}

impl Edge {
    /// The edge of `board`'s maze.
    pub fn of(board: &Board) -> Edge {
        if board.tiling == Tiling::Circle {
            return Edge::Disc(geometry::polar(board, 0.0, 0.0), board.rings.len() as f64);
        }
        let on_edge = |cell: usize| {
            (0..board.tiling.sides()).any(|side| {
                geometry::side_neighbour(board, cell, side)
                    .is_none_or(|other| !board.in_maze[other])
            })
        };
        let cells = (0..board.len())
            .filter(|&cell| board.in_maze[cell] && on_edge(cell))
            .map(|cell| (cell, geometry::corners(board, cell).to_vec()))
            .collect();
        Edge::Cells(cells)
    }

    /// The edge on the page, as `frame` places it.
    pub fn on(&self, frame: &Frame) -> Ink {
        let shapes = match self {
            Edge::Disc(middle, radius) => vec![Shape {
                cell: usize::MAX,
                corners: Vec::new(),
                middle: frame.at(*middle),
                reach: radius * frame.unit,
            }],
            Edge::Cells(cells) => cells
                .iter()
                .map(|(cell, corners)| Shape::polygon(*cell, corners, frame))
                .collect(),
        };
        Ink { shapes }
    }
}

/// One piece of ink on the page (points): a convex polygon (a cell) or, with
/// no corners, a disc; `middle` and `reach` bound it.
#[derive(Debug, Clone)]
struct Shape {
    cell: usize,
    corners: Vec<Point>,
    middle: Point,
    reach: f64,
}

impl Shape {
    fn polygon(cell: usize, corners: &[Point], frame: &Frame) -> Shape {
        let corners: Vec<Point> = corners.iter().map(|&p| frame.at(p)).collect();
        let n = corners.len().max(1) as f64;
        let sum = corners
            .iter()
            .fold((0.0, 0.0), |s, p| (s.0 + p.0, s.1 + p.1));
        let middle = (sum.0 / n, sum.1 / n);
        let reach = corners
            .iter()
            .map(|&p| distance(p, middle))
            .fold(0.0, f64::max);
        Shape {
            cell,
            corners,
            middle,
            reach,
        }
    }

    /// How far `p` is from this ink (0 inside it).
    fn distance_to_point(&self, p: Point) -> f64 {
        if self.corners.is_empty() {
            return (distance(p, self.middle) - self.reach).max(0.0);
        }
        if self.holds(p) {
            return 0.0;
        }
        self.sides()
            .map(|(a, b)| to_segment(p, a, b))
            .fold(f64::MAX, f64::min)
    }

    /// How far the segment `a`–`b` passes from this ink (0 when it crosses).
    fn distance_to_segment(&self, a: Point, b: Point) -> f64 {
        if self.corners.is_empty() {
            return (to_segment(self.middle, a, b) - self.reach).max(0.0);
        }
        if self.holds(a) || self.sides().any(|(c, d)| crossing(a, b, c, d)) {
            return 0.0;
        }
        self.sides()
            .map(|(c, d)| {
                to_segment(a, c, d)
                    .min(to_segment(b, c, d))
                    .min(to_segment(c, a, b))
                    .min(to_segment(d, a, b))
            })
            .fold(f64::MAX, f64::min)
    }

    fn sides(&self) -> impl Iterator<Item = (Point, Point)> + '_ {
        let n = self.corners.len();
        (0..n).map(move |k| (self.corners[k], self.corners[(k + 1) % n]))
    }

    /// Whether the convex polygon holds `p`.
    fn holds(&self, p: Point) -> bool {
        let sign = |(a, b): (Point, Point)| cross(sub(b, a), sub(p, a)).signum();
        let mut signs = self.sides().map(sign).filter(|s| *s != 0.0);
        let Some(first) = signs.next() else {
            return false;
        };
        signs.all(|s| s == first)
    }
}

/// A drawing's ink near its edge, on the page.
#[derive(Debug, Clone)]
pub struct Ink {
    shapes: Vec<Shape>,
}

/// An end's opening on the page: its middle and the unit vector it faces.
#[derive(Debug, Clone, Copy)]
pub struct Opening {
    pub cell: usize,
    pub middle: Point,
    pub facing: Point,
}

/// The opening `door` makes, on the page.
pub fn opening(board: &Board, door: Door, frame: &Frame) -> Opening {
    if board.tiling == Tiling::Circle {
        let (ring, place) = board.ring_of(door.cell);
        let (from, to) = geometry::ring_span(board, ring, place);
        let turns = (from + to) / 2.0;
        let angle = turns * std::f64::consts::TAU;
        let middle = geometry::polar(board, board.rings.len() as f64, turns);
        return Opening {
            cell: door.cell,
            middle: frame.at(middle),
            facing: (libm::sin(angle), -libm::cos(angle)),
        };
    }
    let corners = geometry::corners(board, door.cell);
    let a = frame.at(corners[door.side]);
    let b = frame.at(corners[(door.side + 1) % corners.len()]);
    let middle = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let along = unit(sub(b, a));
    let mut facing = (along.1, -along.0);
    let centre = frame.at(geometry::centre(board, door.cell));
    if dot(facing, sub(middle, centre)) < 0.0 {
        facing = (-facing.0, -facing.1);
    }
    Opening {
        cell: door.cell,
        middle,
        facing,
    }
}

/// A full-size mark beside its opening: its centre, and the arrow (tail, tip)
/// that leads to the opening when it stands off it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Beside {
    pub centre: Point,
    pub arrow: Option<(Point, Point)>,
}

impl Beside {
    /// How far from ideal: 0 at touching distance, 1 past a short arrow, 2
    /// past a leader.
    pub fn cost(&self) -> u32 {
        match self.arrow {
            None => 0,
            Some((tail, tip)) if distance(tail, tip) <= 2.0 * ARROW_PT => 1,
            Some(_) => 2,
        }
    }
}

/// What a mark must keep clear of: the ink, walls reaching `outset` points
/// beyond the cells, a `size`-point box, and the other mark's centre.
pub struct Room<'a> {
    pub ink: &'a Ink,
    pub outset: f64,
    pub size: (f64, f64),
    pub taken: Option<Point>,
}

/// The best spot for a full-size mark at `opening`: touching it, else past
/// the shortest clear arrow; `None` when no ray from it finds room.
pub fn place(opening: &Opening, room: &Room) -> Option<Beside> {
    let touching = room.outset + GAP_PT + MIN_MARK_PT / 2.0;
    let at = |turn: f64, t: f64| {
        let way = turned(opening.facing, turn);
        (opening.middle.0 + way.0 * t, opening.middle.1 + way.1 * t)
    };
    for turn in TOUCHING_DEGREES {
        let centre = at(turn, touching);
        if room.clear(centre) {
            return Some(Beside {
                centre,
                arrow: None,
            });
        }
    }
    let first = touching + ARROW_PT + GAP_PT;
    let mut best: Option<(u32, f64, Beside)> = None;
    for turn in FAN_DEGREES {
        // The arrow's tip stands just off the opening, on its ray.
        let tip = at(turn, room.outset + GAP_PT);
        let mut t = first;
        loop {
            let centre = at(turn, t);
            if !room.within_box(centre) {
                break;
            }
            let tail = toward(centre, tip, MIN_MARK_PT / 2.0 + GAP_PT);
            if !room.arrow_clear(tail, tip, opening) {
                break;
            }
            if room.clear(centre) {
                let found = Beside {
                    centre,
                    arrow: Some((tail, tip)),
                };
                let key = (found.cost(), distance(tail, tip));
                if best.is_none_or(|(c, d, _)| key.0 < c || (key.0 == c && key.1 < d - 1e-9)) {
                    best = Some((key.0, key.1, found));
                }
                break;
            }
            t += STEP_PT;
        }
    }
    best.map(|(_, _, found)| found)
}

impl Room<'_> {
    fn within_box(&self, (x, y): Point) -> bool {
        let half = MIN_MARK_PT / 2.0;
        x - half >= -1e-9
            && y - half >= -1e-9
            && x + half <= self.size.0 + 1e-9
            && y + half <= self.size.1 + 1e-9
    }

    /// Whether a mark centred at `centre` stands in the box, clear of the ink
    /// and of the other mark.
    fn clear(&self, centre: Point) -> bool {
        if !self.within_box(centre) {
            return false;
        }
        let need = MIN_MARK_PT / 2.0 + GAP_PT + self.outset - 1e-6;
        let apart = self
            .taken
            .is_none_or(|other| distance(other, centre) >= MIN_MARK_PT + GAP_PT);
        apart
            && self.ink.shapes.iter().all(|shape| {
                distance(shape.middle, centre) - shape.reach >= need
                    || shape.distance_to_point(centre) >= need
            })
    }

    /// Whether an arrow from `tail` to `tip` crosses no ink but its own
    /// cell's (the tip stands in that cell's opening).
    fn arrow_clear(&self, tail: Point, tip: Point, opening: &Opening) -> bool {
        let need = self.outset + ARROW_CLEAR_PT - 1e-6;
        let reach = distance(tail, tip);
        self.ink.shapes.iter().all(|shape| {
            shape.cell == opening.cell
                || distance(shape.middle, tip) - shape.reach - reach >= need
                || shape.distance_to_segment(tail, tip) >= need
        })
    }
}

/// The point `by` points from `from` toward `to`.
fn toward(from: Point, to: Point, by: f64) -> Point {
    let way = unit(sub(to, from));
    (from.0 + way.0 * by, from.1 + way.1 * by)
}

/// `v` turned by `degrees`.
fn turned(v: Point, degrees: f64) -> Point {
    // The same bits on every machine (`crate::math`).
    let (sin, cos) = (
        math::sin(degrees.to_radians()),
        math::cos(degrees.to_radians()),
    );
    (v.0 * cos - v.1 * sin, v.0 * sin + v.1 * cos)
}

fn sub(a: Point, b: Point) -> Point {
    (a.0 - b.0, a.1 - b.1)
}

fn dot(a: Point, b: Point) -> f64 {
    a.0 * b.0 + a.1 * b.1
}

fn cross(a: Point, b: Point) -> f64 {
    a.0 * b.1 - a.1 * b.0
}

fn distance(a: Point, b: Point) -> f64 {
    length(sub(a, b))
}

fn unit(v: Point) -> Point {
    let length = length(v);
    if length == 0.0 {
        return (0.0, 0.0);
    }
    (v.0 / length, v.1 / length)
}

/// The length of `v`, by a square root (exact on every machine, unlike the
/// system's `hypot`).
fn length(v: Point) -> f64 {
    (v.0 * v.0 + v.1 * v.1).sqrt()
}

/// How far `p` is from the segment `a`–`b`.
fn to_segment(p: Point, a: Point, b: Point) -> f64 {
    let ab = sub(b, a);
    let length = dot(ab, ab);
    let t = if length == 0.0 {
        0.0
    } else {
        (dot(sub(p, a), ab) / length).clamp(0.0, 1.0)
    };
    distance(p, (a.0 + ab.0 * t, a.1 + ab.1 * t))
}

/// Whether the segments `a`–`b` and `c`–`d` cross.
fn crossing(a: Point, b: Point, c: Point, d: Point) -> bool {
    let side = |p: Point, q: Point, r: Point| cross(sub(q, p), sub(r, p));
    let (d1, d2) = (side(c, d, a), side(c, d, b));
    let (d3, d4) = (side(a, b, c), side(a, b, d));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square_board(in_maze: &[usize], side: usize) -> Board {
        let mut mask = vec![false; side * side];
        for &cell in in_maze {
            mask[cell] = true;
        }
        Board::masked(Tiling::Square, side, mask)
    }

    #[test]
    fn a_free_opening_takes_its_mark_at_touching_distance() {
        // A 3 × 3 block in a 5 × 5 board; the top-left cell opens upward.
        let cells = [6, 7, 8, 11, 12, 13, 16, 17, 18];
        let board = square_board(&cells, 5);
        let frame = Frame {
            left: 0.0,
            top: 0.0,
            unit: 10.0,
        };
        let ink = Edge::of(&board).on(&frame);
        let opening = opening(&board, Door { cell: 6, side: 0 }, &frame);
        assert_eq!(opening.middle, (15.0, 10.0));
        assert_eq!(opening.facing, (0.0, -1.0));
        let room = Room {
            ink: &ink,
            outset: 1.0,
            size: (200.0, 200.0),
            taken: None,
        };
        // No room above the drawing inside the box, nor on any ray tried:
        // the layout keeps room beside the drawing for it.
        assert_eq!(place(&opening, &room), None);
        let lower = Frame { top: 40.0, ..frame };
        let ink = Edge::of(&board).on(&lower);
        let opening = super::opening(&board, Door { cell: 6, side: 0 }, &lower);
        let room = Room { ink: &ink, ..room };
        let beside = place(&opening, &room).expect("a spot");
        assert_eq!(beside.arrow, None);
        let want = 50.0 - 1.0 - GAP_PT - MIN_MARK_PT / 2.0;
        assert!((beside.centre.1 - want).abs() < 1e-9 && beside.centre.0 == 15.0);
    }

    #[test]
    fn a_mark_in_a_notch_stands_off_past_an_arrow_that_crosses_no_ink() {
        // A U: the opening at the bottom of its notch faces up between two arms.
        let side = 9;
        let mut cells = Vec::new();
        for y in 2..8 {
            for x in 2..7 {
                if !(x == 4 && y < 5) {
                    cells.push(y * side + x);
                }
            }
        }
        let board = square_board(&cells, side);
        let frame = Frame {
            left: 20.0,
            top: 30.0,
            unit: 6.0,
        };
        let ink = Edge::of(&board).on(&frame);
        let opening = opening(
            &board,
            Door {
                cell: 5 * side + 4,
                side: 0,
            },
            &frame,
        );
        let room = Room {
            ink: &ink,
            outset: 1.0,
            size: (100.0, 100.0),
            taken: None,
        };
        let beside = place(&opening, &room).expect("a spot");
        let (tail, tip) = beside.arrow.expect("an arrow");
        for shape in &ink.shapes {
            assert!(shape.distance_to_point(beside.centre) >= MIN_MARK_PT / 2.0 + GAP_PT);
            if shape.cell != 5 * side + 4 {
                assert!(shape.distance_to_segment(tail, tip) >= 1.0);
            }
        }
    }
}
