//! The answer key's route. Solutions often drive a street more than once, so one
//! plain line would be unreadable: each street gets one arrow per direction at its
//! midpoint with every move number that drove it that way ("3, 9"), and a street
//! driven both ways (a U-turn, or a later return) shows two lanes side by side,
//! like traffic, each with its own arrow and numbers on its outer side.

use std::collections::BTreeMap;

use svg::node::element::{Group, Path};

use super::super::canvas::Canvas;
use super::labels::{Area, Labeller, Line, Spot};
use super::plan::{Frame, Rect};
use crate::render::answer_line::answer_line;
use crate::render::fmt::num;
use crate::render::style::Style;

/// One move: the street, its two ends on paper in driving order, and its number.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Move {
    street: usize,
    /// 0 when driven from the street's first end, 1 from its second.
    direction: usize,
    number: usize,
}

/// The moves of `route` (nodes start..=goal); a step between two intersections
/// with no street between them is left out rather than drawn wrong.
fn moves(canvas: &Canvas, route: &[usize]) -> Vec<Move> {
    route
        .windows(2)
        .enumerate()
        .filter_map(|(i, pair)| {
            let street = canvas.street_between(pair[0], pair[1])?;
            let direction = usize::from(canvas.street(street)[0] != pair[0]);
            Some(Move {
                street,
                direction,
                number: i + 1,
            })
        })
        .collect()
}

/// An arrowhead's length, in band widths.
const ARROW_LENGTH: f64 = 2.6;

/// Whether the route drives some street in both directions.
pub fn drives_both_ways(canvas: &Canvas, route: &[usize]) -> bool {
    let moves = moves(canvas, route);
    moves.iter().any(|a| {
        moves
            .iter()
            .any(|b| a.street == b.street && a.direction != b.direction)
    })
}

/// Route sizes on paper.
#[derive(Debug, Clone, Copy)]
struct Pens {
    band: f64,
    lane: f64,
    font: f64,
}

impl Pens {
    fn for_frame(frame: &Frame) -> Pens {
        let band = (frame.sizes.street * 0.075).clamp(2.2, 5.0);
        Pens {
            band,
            lane: band,
            font: (frame.sizes.street * 0.2).clamp(7.5, 10.5),
        }
    }
}

/// A unit vector from a to b and its right-hand normal (y down on paper).
fn axes(a: (f64, f64), b: (f64, f64)) -> ((f64, f64), (f64, f64)) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = (dx * dx + dy * dy).sqrt();
    if length <= f64::EPSILON {
        return ((1.0, 0.0), (0.0, 1.0));
    }
    let along = (dx / length, dy / length);
    (along, (-along.1, along.0))
}

/// A street's ends on paper in the direction driven.
fn ends(canvas: &Canvas, frame: &Frame, m: &Move) -> [(f64, f64); 2] {
    let [a, b] = frame.street(canvas, m.street);
    if m.direction == 0 { [a, b] } else { [b, a] }
}

/// Draws the route: the band, then an arrow and a label per street and direction.
/// The route in two layers: the band (to go under the start and goal marks) and
/// the arrows and numbers (over them).
pub struct Layers {
    pub band: Group,
    pub marks: Group,
}

/// One lane of one street: where its arrow sits and which way it points.
struct Lane {
    numbers: Vec<usize>,
    arrow: (f64, f64),
    along: (f64, f64),
    side: (f64, f64),
    offset: f64,
    length: f64,
    two_way: bool,
}

/// Draws the route; labels stay inside `bounds` and off the `keep_clear` areas
/// (the start and goal marks).
pub fn draw(
    canvas: &Canvas,
    frame: &Frame,
    route: &[usize],
    bounds: Rect,
    keep_clear: Vec<Area>,
    style: &Style,
) -> Layers {
    let moves = moves(canvas, route);
    let pens = Pens::for_frame(frame);
    let lanes = lanes(canvas, frame, &moves, &pens);
    let mut points = Vec::new();
    for m in &moves {
        let [a, b] = ends(canvas, frame, m);
        let offset = lanes
            .get(&(m.street, m.direction))
            .map_or(0.0, |l| l.offset);
        let (_, normal) = axes(a, b);
        points.push((a.0 + normal.0 * offset, a.1 + normal.1 * offset));
        points.push((b.0 + normal.0 * offset, b.1 + normal.1 * offset));
    }
    let mut marks = Group::new();
    let mut taken = keep_clear;
    for lane in lanes.values() {
        marks = marks.add(arrow(lane.arrow, lane.along, pens.band, style));
        taken.push(arrow_box(lane.arrow, lane.along, pens.band));
    }
    let lines = keep_off(canvas, frame, &points, &pens);
    let mut labeller = Labeller::new(bounds, pens.font, taken).avoiding(lines);
    for lane in lanes.values() {
        let spot = Spot {
            at: lane.arrow,
            along: lane.along,
            side: lane.side,
            clearance: pens.band * 1.4,
            slide: lane.length * 0.22,
            either_side: !lane.two_way,
        };
        marks = marks.add(labeller.place(spot, &lane.numbers, style));
    }
    Layers {
        band: Group::new()
            .set("class", "route")
            .add(answer_line(&points, pens.band, style)),
        marks,
    }
}

/// What no label may cover: the route's band (`points` in pairs, one pair a
/// move) and every junction of the plan.
fn keep_off(canvas: &Canvas, frame: &Frame, points: &[(f64, f64)], pens: &Pens) -> Vec<Line> {
    let band = points.chunks_exact(2).map(|pair| Line {
        from: pair[0],
        to: pair[1],
        half_width: pens.band / 2.0 + 0.5,
    });
    let junction = |node: usize| {
        let at = frame.node(canvas, node);
        Line {
            from: at,
            to: at,
            half_width: frame.sizes.road / 2.0 + 1.3,
        }
    };
    band.chain((0..canvas.node_count()).map(junction)).collect()
}

/// Every (street, direction) the route drives, with its move numbers; a
/// BTreeMap keeps the output order fixed.
fn lanes(
    canvas: &Canvas,
    frame: &Frame,
    moves: &[Move],
    pens: &Pens,
) -> BTreeMap<(usize, usize), Lane> {
    let mut numbers: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    for m in moves {
        numbers
            .entry((m.street, m.direction))
            .or_default()
            .push(m.number);
    }
    let two_way =
        |street: usize| numbers.contains_key(&(street, 0)) && numbers.contains_key(&(street, 1));
    let mut lanes = BTreeMap::new();
    for (&(street, direction), list) in &numbers {
        let m = Move {
            street,
            direction,
            number: list[0],
        };
        let [a, b] = ends(canvas, frame, &m);
        let (along, normal) = axes(a, b);
        let offset = if two_way(street) { pens.lane } else { 0.0 };
        // On a two-way street each arrow moves ahead in its own direction, so
        // the two never overlap.
        let ahead = if offset > 0.0 {
            ARROW_LENGTH * pens.band * 0.75
        } else {
            0.0
        };
        let arrow = (
            (a.0 + b.0) / 2.0 + normal.0 * offset + along.0 * ahead,
            (a.1 + b.1) / 2.0 + normal.1 * offset + along.1 * ahead,
        );
        let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        lanes.insert(
            (street, direction),
            Lane {
                numbers: list.clone(),
                arrow,
                along,
                side: label_side(normal, two_way(street)),
                offset,
                length,
                two_way: two_way(street),
            },
        );
    }
    lanes
}

/// The three corners of the arrowhead centred on `at`: tip, left, right.
fn arrow_corners(at: (f64, f64), along: (f64, f64), band: f64) -> [(f64, f64); 3] {
    let (length, half) = (band * ARROW_LENGTH, band * 1.35);
    let normal = (-along.1, along.0);
    let tip = (at.0 + along.0 * length / 2.0, at.1 + along.1 * length / 2.0);
    let back = (at.0 - along.0 * length / 2.0, at.1 - along.1 * length / 2.0);
    let corner = |s: f64| (back.0 + normal.0 * half * s, back.1 + normal.1 * half * s);
    [tip, corner(1.0), corner(-1.0)]
}

/// The box the arrowhead's ink takes, its white edge and a margin included,
/// whichever way it points.
fn arrow_box(at: (f64, f64), along: (f64, f64), band: f64) -> Area {
    let corners = arrow_corners(at, along, band);
    let edge = (band * 0.3).max(0.6) + 1.0;
    let (xs, ys) = (corners.map(|c| c.0), corners.map(|c| c.1));
    let low = |v: [f64; 3]| v.iter().copied().fold(f64::INFINITY, f64::min) - edge;
    let high = |v: [f64; 3]| v.iter().copied().fold(f64::NEG_INFINITY, f64::max) + edge;
    Area::from_edges([low(xs), low(ys), high(xs), high(ys)])
}

/// A filled arrowhead centred on `at`, pointing along `along`, edged in white.
fn arrow(at: (f64, f64), along: (f64, f64), band: f64, style: &Style) -> Path {
    let [tip, l, r] = arrow_corners(at, along, band);
    Path::new()
        .set("class", "route-arrow")
        .set(
            "d",
            format!(
                "M{} {}L{} {}L{} {}Z",
                num(tip.0),
                num(tip.1),
                num(l.0),
                num(l.1),
                num(r.0),
                num(r.1)
            ),
        )
        .set("fill", style.ink)
        .set("stroke", "#ffffff")
        .set("stroke-width", num((band * 0.3).max(0.6)))
        .set("stroke-linejoin", "round")
}

/// Which side of the street a lane's numbers go: a two-way street's lanes each
/// label their own outer side; a one-way pass labels above, or right of, a
/// street (a fixed rule, so a reader knows where to look).
fn label_side(normal: (f64, f64), two_way: bool) -> (f64, f64) {
    if two_way {
        return normal;
    }
    let flip = if normal.1.abs() > 1e-6 {
        normal.1 > 0.0
    } else {
        normal.0 < 0.0
    };
    if flip { (-normal.0, -normal.1) } else { normal }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_follow_the_route_and_skip_impossible_steps() {
        let canvas = Canvas::squares(3, 3);
        let found = moves(&canvas, &[0, 1, 0, 1, 2, 8]);
        assert_eq!(found.len(), 4);
        assert_eq!(found[0].direction, 0);
        assert_eq!(found[1].direction, 1);
        assert_eq!(found[2].number, 3);
    }

    #[test]
    fn one_label_per_street_direction_and_every_number_shown() {
        let canvas = Canvas::squares(3, 3);
        let bounds = Rect {
            x: 0.0,
            y: 0.0,
            width: 300.0,
            height: 300.0,
        };
        let frame = Frame::fit(&canvas, bounds, 17.0);
        let route = [0, 1, 0, 1, 2, 5, 8];
        let layers = draw(&canvas, &frame, &route, bounds, vec![], &Style::default());
        let svg = layers.marks.to_string();
        // 0→1 twice, 1→0 once, then 1→2, 2→5, 5→8.
        assert_eq!(svg.matches("class=\"move-label\"").count(), 5);
        assert_eq!(svg.matches("class=\"route-arrow\"").count(), 5);
        assert!(svg.contains("1, 3"));
        for n in 1..=6 {
            assert!(svg.contains(&n.to_string()));
        }
    }
}
