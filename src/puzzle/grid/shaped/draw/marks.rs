//! The start and goal pictograms of a shaped maze, placed as the rectangle's
//! are (`crate::puzzle::cells::marks`). In its cell a mark is centred on the
//! middle of the largest circle the cell holds (a triangle's incircle, a ring
//! cell's disc, see `rooms`) and as large as that circle holds clear of the
//! walls: 78 % of the room, at least [`MIN_MARK_PT`] where the room holds it.
//!
//! On a puzzle page whose end cells are too small for a [`MIN_MARK_PT`] mark,
//! the full-size marks stand outside the drawing instead, beyond the side of its
//! bounding box nearest each end's cell and in line with it, past a short arrow
//! when the cell does not reach that side (a star's arm, a circle's rim off the
//! axis, a cell inside): one mark per end, never a small one beside its copy
//! (an inside cell keeps a plain dot). The room they take is set aside in the
//! box ([`layout`]); the legibility check counts the worst of it
//! ([`legible_frame`]). Answer keys keep their marks in the cells, never smaller
//! than the rectangle keys' floor ([`MIN_ANSWER_MARK_PT`]), with half of one
//! kept clear round the drawing so a grown mark stays in its box.

use svg::node::element::Group;

use super::super::board::{Board, Tiling};
use super::super::geometry;
use super::frame::{self, Frame, bounds};
use super::rooms::room;
use crate::puzzle::cells::Direction;
use crate::puzzle::cells::marks::pointer::{Beyond, draw_beyond, pictogram_at, spot};
use crate::puzzle::cells::marks::{
    GAP_PT as OUTSIDE_GAP_PT, MIN_ANSWER_MARK_PT, MIN_MARK_PT, Mark, Outside, room as room_for,
};
use crate::render::mark_ids;
use crate::render::style::Style;

/// A mark's share of the circle its cell holds.
const SHARE: f64 = 0.78;
/// Between a mark and the walls' edges, beyond half a wall (as rectangles keep).
const GAP_PT: f64 = 0.75;
/// How far (cell units) a cell may stop short of its bounding box's side and
/// still count as on it: a mark beside it needs no arrow.
const ON_SIDE: f64 = 0.05;

/// The size a mark prints in a room `room` points across with walls `wall` wide.
fn fitted(room: f64, wall: f64) -> f64 {
    (room * SHARE)
        .max(MIN_MARK_PT)
        .min(room - wall - 2.0 * GAP_PT)
        .max(0.0)
}

/// The size a mark in `cell` prints with walls `wall` points wide.
pub fn size(board: &Board, cell: usize, frame: &Frame, wall: f64) -> f64 {
    fitted(room(board, cell).1 * frame.unit, wall)
}

/// The frame of a drawing in a `width`×`height` box and, on a puzzle page
/// whose end cells hold no full-size mark, the sides of the marks outside it
/// (unless the box is too small to keep room for them).
pub fn layout(
    board: &Board,
    ends: [usize; 2],
    (width, height): (f64, f64),
    wall: f64,
    answer: bool,
) -> (Frame, Option<[Outside; 2]>) {
    let plain = Frame::fit(board, width, height, wall);
    let holds = |cell: usize, least: f64| size(board, cell, &plain, wall) >= least - 1e-9;
    if answer {
        if ends.iter().all(|&cell| holds(cell, MIN_ANSWER_MARK_PT)) {
            return (plain, None);
        }
        // Keys' marks grow past small cells: keep half a mark clear all round.
        let half = MIN_ANSWER_MARK_PT / 2.0;
        let mut frame = Frame::fit(board, width - 2.0 * half, height - 2.0 * half, wall);
        frame.left += half;
        frame.top += half;
        return (frame, None);
    }
    if ends.iter().all(|&cell| holds(cell, MIN_MARK_PT)) {
        return (plain, None);
    }
    let mut best: Option<(Frame, [Outside; 2])> = None;
    for allowed in [ALL, ACROSS, DOWN] {
        let outside = sides(board, ends, plain.unit, allowed);
        let Some(frame) = fit_beside(board, (width, height), wall, &outside) else {
            continue;
        };
        if best.is_none_or(|(b, _)| frame.unit > b.unit + 1e-9) {
            best = Some((frame, outside));
        }
    }
    match best {
        Some((frame, outside)) => (frame, Some(outside)),
        None => (plain, None),
    }
}

/// Every side; the left and right; the top and bottom.
const ALL: &[Direction] = &[
    Direction::West,
    Direction::East,
    Direction::North,
    Direction::South,
];
const ACROSS: &[Direction] = &[Direction::West, Direction::East];
const DOWN: &[Direction] = &[Direction::North, Direction::South];

/// The frame the legibility check counts on: the plain fit when even the
/// narrowest cell holds a full-size mark, else the fit with arrowed room on both
/// sides of whichever axis costs less (the drawing weighs both pairs among
/// others and takes the best), so the drawing never prints smaller.
pub fn legible_frame(board: &Board, (width, height): (f64, f64), wall: f64) -> Frame {
    let plain = Frame::fit(board, width, height, wall);
    if fitted(frame::narrowest(board) * plain.unit, wall) >= MIN_MARK_PT - 1e-9 {
        return plain;
    }
    let fit = |sides: &[Direction]| {
        let outside: Vec<Outside> = sides
            .iter()
            .map(|&side| Outside { side, arrow: true })
            .collect();
        fit_beside(board, (width, height), wall, &outside).map_or(0.0, |f| f.unit)
    };
    let unit = fit(ACROSS).max(fit(DOWN));
    Frame { unit, ..plain }
}

/// The frame in a box with room kept beside it for marks on `outside`, when
/// the box has room for them.
fn fit_beside(
    board: &Board,
    (width, height): (f64, f64),
    wall: f64,
    outside: &[Outside],
) -> Option<Frame> {
    let [left, right, top, bottom] = room_for(outside, wall / 2.0);
    let (inner_width, inner_height) = (width - left - right, height - top - bottom);
    if inner_width <= wall || inner_height <= wall {
        return None;
    }
    let mut frame = Frame::fit(board, inner_width, inner_height, wall);
    frame.left += left;
    frame.top += top;
    Some(frame)
}

/// How far `cell` stops short of each side of the board's bounding box (cell
/// units), in the order west, east, north, south.
fn gaps(board: &Board, cell: usize) -> [(f64, Direction); 4] {
    let (low, high) = bounds(board);
    let (middle, across) = room(board, cell);
    let corners = match board.tiling {
        Tiling::Circle => {
            let r = across / 2.0;
            vec![(middle.0 - r, middle.1 - r), (middle.0 + r, middle.1 + r)]
        }
        _ => geometry::corners(board, cell).to_vec(),
    };
    let least = |pick: fn(&(f64, f64)) -> f64| corners.iter().map(pick).fold(f64::MAX, f64::min);
    let most = |pick: fn(&(f64, f64)) -> f64| corners.iter().map(pick).fold(f64::MIN, f64::max);
    [
        (least(|p| p.0) - low.0, Direction::West),
        (high.0 - most(|p| p.0), Direction::East),
        (least(|p| p.1) - low.1, Direction::North),
        (high.1 - most(|p| p.1), Direction::South),
    ]
}

/// The sides of the start's and the goal's outside marks among `allowed`: each
/// beyond the side of the bounding box nearest its cell (left and right first
/// on a tie), with an arrow when the cell stops short of it; the goal moves on
/// to its next-nearest side when its mark would stand on the start's closer
/// than a mark's width (at `unit` points per cell unit).
fn sides(
    board: &Board,
    [start, goal]: [usize; 2],
    unit: f64,
    allowed: &[Direction],
) -> [Outside; 2] {
    let ranked = |cell: usize| {
        let mut gaps: Vec<(f64, Direction)> = gaps(board, cell)
            .into_iter()
            .filter(|(_, side)| allowed.contains(side))
            .collect();
        gaps.sort_by(|a, b| a.0.total_cmp(&b.0));
        gaps
    };
    let outside = |(gap, side): (f64, Direction)| Outside {
        side,
        arrow: gap > ON_SIDE,
    };
    let start_side = ranked(start)[0];
    let goal_ranked = ranked(goal);
    let (a, b) = (room(board, start).0, room(board, goal).0);
    let along = match start_side.1 {
        Direction::West | Direction::East => (a.1 - b.1).abs(),
        _ => (a.0 - b.0).abs(),
    };
    let crowded =
        goal_ranked[0].1 == start_side.1 && along * unit < MIN_MARK_PT + 2.0 * OUTSIDE_GAP_PT;
    let goal_side = if crowded {
        goal_ranked[1]
    } else {
        goal_ranked[0]
    };
    [outside(start_side), outside(goal_side)]
}

/// Adds the start and goal marks to `group`: in their cells, or (with
/// `outside`) full size beyond those sides of the drawing; `answer` for a key.
pub fn draw(
    group: Group,
    board: &Board,
    ends: [usize; 2],
    (frame, outside): (&Frame, Option<[Outside; 2]>),
    (wall, box_size): (f64, (f64, f64)),
    answer: bool,
    style: &Style,
) -> Group {
    let marks = [Mark::Start, Mark::Goal];
    let Some(outside) = outside else {
        return (0..2).fold(group, |group, i| {
            let (x, y) = frame.at(room(board, ends[i]).0);
            let in_cell = size(board, ends[i], frame, wall);
            let drawn = if answer {
                in_cell.max(MIN_ANSWER_MARK_PT)
            } else {
                in_cell
            };
            let mark = pictogram_at(marks[i], x, y, drawn, style);
            let mark = if answer {
                mark
            } else {
                mark_ids::tag(mark, i == 0)
            };
            group.add(mark)
        });
    };
    let (low, high) = bounds(board);
    let (low, high) = (frame.at(low), frame.at(high));
    (0..2).fold(group, |group, i| {
        let cell = frame.at(room(board, ends[i]).0);
        let half = MIN_MARK_PT / 2.0;
        // In line with the cell, but never past the box's edges.
        let along = (
            cell.0.clamp(half, (box_size.0 - half).max(half)),
            cell.1.clamp(half, (box_size.1 - half).max(half)),
        );
        let border = match outside[i].side {
            Direction::West => low.0,
            Direction::East => high.0,
            Direction::North => low.1,
            Direction::South => high.1,
        };
        let group = if outside[i].arrow {
            let in_cell = size(board, ends[i], frame, wall);
            group.add(spot(marks[i], cell, in_cell, style))
        } else {
            group
        };
        let beyond = Beyond {
            outside: outside[i],
            border,
            along,
            outset: wall / 2.0,
            tagged: true,
        };
        draw_beyond(group, marks[i], &beyond, style)
    })
}
